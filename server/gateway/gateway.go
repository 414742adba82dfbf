// Package gateway keeps JeecgBoot's gateway routes (网关路由) in the shapes its
// screens use: the list is a plain array of the enabled routes with their
// predicates and filters as JSON, and one call, updateAll, adds or changes a
// route. This single binary runs no gateway: the routes are records for an
// external gateway to read, and nothing here caches them.
package gateway

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"

	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysgatewayroute"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/query"
)

// Service answers the gateway routes' own calls.
type Service struct {
	Res *crud.Service
}

// Install sets the routes' list hooks (sysGatewayRouteHooks).
func (s *Service) Install() { s.installHooks(s.Res) }

// Routes registers updateAll and clearRedis. The list, delete and the
// generated add/edit stay crud's.
func (s *Service) Routes(r *httpx.Routes) {
	res := crud.SysGatewayRoute
	r.POST("/sys/gatewayRoute/updateAll", httpx.AnyOf(res.Code("add"), res.Code("edit")), s.updateAll).Doc(httpx.Doc{Summary: "网关路由：添加或编辑（JeecgBoot 2.4.2 的保存）"})
	r.GET("/sys/gatewayRoute/clearRedis", res.Code("edit"), clearCache).Doc(httpx.Doc{Summary: "网关路由：清除缓存"})
}

// sysGatewayRouteHooks: JeecgBoot lists only the enabled routes unless the
// request names a status, as one array with predicates and filters parsed.
func (s *Service) sysGatewayRouteHooks() crud.SysGatewayRouteHooks {
	return crud.SysGatewayRouteHooks{Filter: enabledByDefault, Plain: parsedJSON}
}

func enabledByDefault(_ context.Context, _ *ent.Client, params map[string][]string) ([]query.Cond, error) {
	if v := params["status"]; len(v) > 0 && strings.TrimSpace(v[0]) != "" {
		return nil, nil // the list's own status filter
	}
	return []query.Cond{func(s *sql.Selector) *sql.Predicate { return sql.EQ(s.C(sysgatewayroute.FieldStatus), 1) }}, nil
}

// parsedJSON turns each record's predicates and filters from the JSON text
// they are kept as into JSON (JeecgBoot parses them as arrays); text that is
// no JSON array or object stays text.
func parsedJSON(records []json.RawMessage) (any, error) {
	out := make([]map[string]json.RawMessage, len(records))
	for i, rec := range records {
		if err := json.Unmarshal(rec, &out[i]); err != nil {
			return nil, err
		}
		for _, k := range []string{"predicates", "filters"} {
			var text string
			if json.Unmarshal(out[i][k], &text) != nil {
				continue
			}
			if t := strings.TrimSpace(text); (strings.HasPrefix(t, "[") || strings.HasPrefix(t, "{")) && json.Valid([]byte(t)) {
				out[i][k] = json.RawMessage(t)
			}
		}
	}
	return out, nil
}

// updateAll saves {"router": {...}} as JeecgBoot's 路由编辑 sends it: the
// route with that id when the caller may see it (edit), else a new one
// (add); predicates and filters as JSON text or JSON, filters "[]" when
// empty, status a number or a boolean, 1 when absent. The fields are
// checked as the form's.
func (s *Service) updateAll(c *echo.Context) error {
	ctx := c.Request().Context()
	var b struct {
		Router crud.Body `json:"router"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	if b.Router == nil {
		return httpx.Fail("请求参数不能为空")
	}
	body := b.Router
	id := ""
	if raw, ok := body["id"]; ok {
		if err := json.Unmarshal(raw, &id); err != nil && !bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
			return httpx.Fail("路由ID格式不正确")
		}
		id = strings.TrimSpace(id)
	}
	res := crud.SysGatewayRoute
	if id != "" {
		visible, err := s.Res.Visible(ctx, s.Res.Client, res, id)
		if err != nil {
			return err
		}
		if !visible {
			id = "" // JeecgBoot adds a route whose id it does not find
		}
	}
	code := res.Code("add")
	if id != "" {
		code = res.Code("edit")
	}
	if ok, err := s.Res.Can(ctx, code); err != nil {
		return err
	} else if !ok {
		return httpx.ErrNoAuthz
	}
	delete(body, "id")
	for _, k := range []string{"predicates", "filters"} {
		if raw := bytes.TrimSpace(body[k]); len(raw) > 0 && (raw[0] == '[' || raw[0] == '{') {
			text, _ := json.Marshal(string(raw)) // a string always marshals
			body[k] = text
		}
	}
	if raw := bytes.TrimSpace(body["filters"]); len(raw) == 0 || string(raw) == "null" || string(raw) == `""` {
		body["filters"] = json.RawMessage(`"[]"`)
	}
	switch raw := string(bytes.TrimSpace(body["status"])); raw {
	case "", "null":
		body["status"] = json.RawMessage("1")
	case "true":
		body["status"] = json.RawMessage("1")
	case "false":
		body["status"] = json.RawMessage("0")
	}
	if _, err := s.Res.Save(ctx, res, id, body); err != nil {
		return err
	}
	return httpx.OKMsg(c, "操作成功！", nil)
}

// clearCache answers JeecgBoot's 清除缓存: its gateway keeps the routes in
// Redis; here they are read from the database on every list, so there is
// nothing to clear.
func clearCache(c *echo.Context) error {
	return httpx.OKMsg(c, "清除成功！", nil)
}

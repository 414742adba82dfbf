// Package fillrule serves the fill rules (编码规则, docs/contract.md §9.3): named
// rules that produce values — document numbers with a date and a running
// count, order numbers, category codes — from a registered Go rule and its
// JSON parameters; and fills the form fields that take their value from one.
package fillrule

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysfillrule"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/viewer"
)

// Service runs the rules and serves their endpoints.
type Service struct {
	Client  *ent.Client
	DB      *sql.DB // the writer: the running counts are taken with one upsert
	Dialect string
	Res     *crud.Service
	Now     func() time.Time // the clock (tests move it); nil: time.Now
}

// run is one execution of a rule: its code keys its running counts.
type run struct {
	*Service
	client *ent.Client
	code   string
	dry    bool
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// next takes the next number of the rule's count in period (1 first). One
// statement, so parallel calls on any instance never get the same number; a
// dry run only reads what the next would be.
func (e *run) next(ctx context.Context, period string) (int64, error) {
	key := e.code + "|" + period
	ph := "?"
	if e.Dialect == "postgres" {
		ph = "$1"
	}
	var n int64
	if e.dry {
		err := e.DB.QueryRowContext(ctx, "SELECT value FROM sys_fill_rule_seq WHERE id = "+ph, key).Scan(&n)
		if err != nil && err != sql.ErrNoRows {
			return 0, err
		}
		return n + 1, nil
	}
	err := e.DB.QueryRowContext(ctx, "INSERT INTO sys_fill_rule_seq (id, value) VALUES ("+ph+", 1) "+
		"ON CONFLICT (id) DO UPDATE SET value = sys_fill_rule_seq.value + 1 RETURNING value", key).Scan(&n)
	return n, err
}

// Install checks every saved rule (a registered class, parameters it can use)
// and lets the generated resources fill their fields from rules.
func (s *Service) Install() {
	s.installHooks(s.Res)
	s.Res.Fill = func(ctx context.Context, code string, form map[string]any) (string, error) {
		v, err := s.Execute(ctx, code, form, false)
		if err != nil || v == nil {
			return "", err
		}
		return fmt.Sprint(v), nil
	}
}

// sysFillRuleHooks: a rule's class is registered and can use its parameters.
func (s *Service) sysFillRuleHooks() crud.SysFillRuleHooks {
	return crud.SysFillRuleHooks{BeforeSave: beforeSave}
}

func beforeSave(ctx context.Context, _ *ent.Client, _ crud.Op, mm *ent.SysFillRuleMutation, _ crud.Body) error {
	class, set := mm.RuleClass()
	if !set {
		if old, err := mm.OldRuleClass(ctx); err == nil {
			class = old
		}
	}
	rule, known := Lookup(class)
	if set {
		if !known {
			return httpx.Failf("后台找不到该规则实现：%s", class)
		}
		mm.SetRuleClass(rule.Class)
	}
	raw, rawSet := mm.RuleParams()
	if !rawSet && !set {
		return nil
	}
	if !rawSet {
		if old, err := mm.OldRuleParams(ctx); err == nil {
			raw = old
		}
	}
	p, err := parseParams(raw)
	if err != nil {
		return err
	}
	if rule.Check != nil {
		return rule.Check(p)
	}
	return nil
}

// parseParams reads a rule's parameters: a JSON object, or nothing.
func parseParams(raw string) (Params, error) {
	p := Params{}
	if strings.TrimSpace(raw) == "" {
		return p, nil
	}
	if err := json.Unmarshal([]byte(raw), &p); err != nil || p == nil {
		return nil, httpx.Fail("规则参数应为 JSON 对象，如 {\"prefix\":\"JLTZ-\"}")
	}
	return p, nil
}

// Execute runs the rule coded code on a form's data: nil when no rule has
// the code (as JeecgBoot). dry previews without taking a number.
func (s *Service) Execute(ctx context.Context, code string, form map[string]any, dry bool) (any, error) {
	// The rule's row is no record of the caller's; what a rule reads (a parent
	// category) it reads as the caller may.
	row, err := s.Client.SysFillRule.Query().Where(sysfillrule.RuleCode(code)).Only(viewer.System(ctx))
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	rule, ok := Lookup(row.RuleClass)
	if !ok {
		return nil, httpx.Failf("后台找不到该规则实现：%s", row.RuleClass)
	}
	p, err := parseParams(row.RuleParams)
	if err != nil {
		return nil, err
	}
	if form == nil {
		form = map[string]any{}
	}
	return rule.Value(ctx, &run{Service: s, client: s.Client, code: row.RuleCode, dry: dry}, p, form)
}

// maxBatch bounds executeRuleByCodeBatch.
const maxBatch = 20

// Routes serves JeecgBoot's execute, batch execute and test.
func (s *Service) Routes(r *httpx.Routes) {
	p := r.Prefix("/sys/fillRule")
	// Any form may take a value from a rule, so any signed-in user may run one.
	p.PUT("/executeRuleByCode/:ruleCode", httpx.LoggedIn, func(c *echo.Context) error {
		var form map[string]any
		if err := httpx.BindJSON(c, &form); err != nil {
			return err
		}
		v, err := s.Execute(c.Request().Context(), c.Param("ruleCode"), form, false)
		if err != nil {
			return err
		}
		return httpx.OK(c, v)
	}).Doc(httpx.Doc{Summary: "按编码执行填值规则（生成单号等）"})
	p.PUT("/executeRuleByCodeBatch", httpx.LoggedIn, func(c *echo.Context) error {
		var body struct {
			CommonFormData map[string]any `json:"commonFormData"`
			Rules          []struct {
				RuleCode string         `json:"ruleCode"`
				FormData map[string]any `json:"formData"`
			} `json:"rules"`
		}
		if err := httpx.BindJSON(c, &body); err != nil {
			return err
		}
		if len(body.Rules) > maxBatch {
			return httpx.Failf("一次最多执行%d条规则", maxBatch)
		}
		out := make([]map[string]any, 0, len(body.Rules))
		for _, rr := range body.Rules {
			form := map[string]any{}
			for k, v := range body.CommonFormData {
				form[k] = v
			}
			for k, v := range rr.FormData {
				form[k] = v
			}
			v, err := s.Execute(c.Request().Context(), rr.RuleCode, form, false)
			if err != nil {
				return err
			}
			out = append(out, map[string]any{"ruleCode": rr.RuleCode, "result": v})
		}
		return httpx.OK(c, out)
	}).Doc(httpx.Doc{Summary: "批量执行填值规则"})
	// 功能测试: what the rule gives now, without using up a number.
	p.GET("/testFillRule", crud.SysFillRule.ListCode, func(c *echo.Context) error {
		code := c.QueryParam("ruleCode")
		v, err := s.Execute(c.Request().Context(), code, nil, true)
		if err != nil {
			return err
		}
		if v == nil {
			return httpx.Fail("该编码规则不存在")
		}
		return httpx.OK(c, v)
	}).Doc(httpx.Doc{Summary: "试运行填值规则"})
}

package app_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/ent/sysdatalog"
	"aqueduct/server/crud"
	"aqueduct/server/measure"
	"aqueduct/server/query"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// editable is a form field an edit may change: text, not create-only, no
// dictionary, pattern, check rule or picked reference.
func editable(r *crud.Resource) (crud.Field, bool) {
	for _, f := range r.Fields {
		picker := f.Widget == "user" || f.Widget == "depart" || f.Widget == "record" || f.Widget == "cron" // references and cron, not free text
		if f.Form && !f.Immutable && !f.Secret && !picker && f.Dict == "" && f.Pattern == "" && f.CheckRule == "" && f.Kind == query.String && f.MaxLen >= 20 {
			return f, true
		}
	}
	return crud.Field{}, false
}

// matrixUser adds the user "matrix" (password Matrix123), whose role holds
// every permission while each generated menu restricts it to the rows its
// user created, and signs him in.
func matrixUser(t *testing.T, s *testenv.Server, admin string) string {
	t.Helper()
	ctx := viewer.System(context.Background())
	c := s.App.DB.Client
	// The matrix role holds every permission; each generated menu restricts it
	// to the rows its user created.
	rep := s.Do(t, "POST", "/sys/role/add", admin, map[string]any{"roleName": "矩阵", "roleCode": "matrix"})
	require.True(t, rep.Success, rep.Message)
	var role struct{ ID string }
	rep.Decode(t, &role)
	perms, err := c.SysPermission.Query().IDs(ctx)
	require.NoError(t, err)
	ruled := map[string]string{}
	for _, r := range crud.Resources() {
		if !r.Menu {
			continue // dictionary items live under the dictionary's menu
		}
		rule, err := c.SysPermissionDataRule.Create().SetPermissionID(r.MenuID).SetRuleName("本人创建").
			SetRuleColumn("createBy").SetRuleConditions("=").SetRuleValue("#{sys_user_code}").Save(ctx)
		require.NoError(t, err)
		ruled[r.MenuID] = rule.ID
	}
	for _, p := range perms {
		require.NoError(t, c.SysRolePermission.Create().SetRoleID(role.ID).SetPermissionID(p).
			SetDataRuleIds(ruled[p]).Exec(ctx), p)
	}
	require.NoError(t, s.App.Perm.Changed(ctx))
	rep = s.Do(t, "POST", "/sys/user/add", admin, map[string]any{
		"username": "matrix", "realname": "矩阵", "password": "Matrix123", "selectedroles": role.ID})
	require.True(t, rep.Success, rep.Message)
	return s.Token(t, "matrix", "Matrix123")
}

// TestEveryResourceMatrix runs add → list → queryById → edit → export →
// delete on every generated resource, as the admin and as a user whose every
// menu carries a data rule (only what he created), on both databases.
func TestEveryResourceMatrix(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		s.MatrixSetup(t)

		ruledUser := matrixUser(t, s, admin)

		seq := 0
		for _, r := range crud.Resources() {
			if r.Main != "" || r.ReadOnly {
				continue // a child table is written through its parent (TestEveryChildTable); a log by the server
			}
			for _, who := range []struct{ name, token string }{{"admin", admin}, {"ruled", ruledUser}} {
				t.Run(r.Key+"/"+who.name, func(t *testing.T) {
					seq++
					tok, base := who.token, "/"+r.Prefix
					body := s.MatrixBody(t, admin, r, seq)
					rep := s.Do(t, "POST", base+"/add", tok, body)
					require.True(t, rep.Success, "add %v: %s", body, rep.Message)
					var added map[string]any
					rep.Decode(t, &added)
					require.NotContains(t, added, "edges")
					id := fmt.Sprint(added["id"])
					if body["id"] != nil {
						id = fmt.Sprint(body["id"])
					}

					p := s.List(t, tok, base+"/list", url.Values{"id": {id}})
					require.Equal(t, 1, p.Total, "the new record is listed")
					require.NotContains(t, p.Records[0], "edges")

					rep = s.Do(t, "GET", base+"/queryById?id="+url.QueryEscape(id), tok, nil)
					require.True(t, rep.Success, rep.Message)
					var got map[string]any
					rep.Decode(t, &got)
					require.NotContains(t, got, "edges")
					for k, v := range got { // the list encodes its records itself (go-json)
						require.Equal(t, v, p.Records[0][k], "list and queryById agree on %s", k)
					}
					for name, v := range body {
						if f, _, ok := r.Field(name); ok && f.Kind == query.String && !f.Secret {
							require.Equal(t, v, got[name], "%s read back", name)
						}
						if f, _, ok := r.Field(name); ok && f.Kind == query.Decimal {
							want, err := measure.Parse(fmt.Sprint(v))
							require.NoError(t, err)
							want, err = want.Fit(f.Precision, f.Scale)
							require.NoError(t, err)
							require.Equal(t, want.InexactFloat64(), got[name], "%s read back to %d decimals", name, f.Scale)
						}
					}

					if f, ok := editable(r); ok {
						rep = s.Do(t, "PUT", base+"/edit", tok, map[string]any{"id": added["id"], f.Name: "改过" + fmt.Sprint(seq)})
						require.True(t, rep.Success, "edit: %s", rep.Message)
						rep = s.Do(t, "GET", base+"/queryById?id="+url.QueryEscape(id), tok, nil)
						rep.Decode(t, &got)
						require.Equal(t, "改过"+fmt.Sprint(seq), got[f.Name])
					} else {
						rep = s.Do(t, "PUT", base+"/edit", tok, map[string]any{"id": added["id"]})
						require.True(t, rep.Success, "edit: %s", rep.Message)
					}

					// Every save wrote a version of the record's data log, the edit's last, without secrets.
					logs := c.SysDataLog.Query().Where(sysdatalog.DataTable(r.Table), sysdatalog.DataID(id)).
						Order(ent.Asc(sysdatalog.FieldDataVersion)).AllX(ctx)
					require.Len(t, logs, 2, "add and edit each write a version")
					require.Equal(t, []int{1, 2}, []int{logs[0].DataVersion, logs[1].DataVersion})
					var version map[string]any
					require.NoError(t, json.Unmarshal([]byte(logs[1].DataContent), &version))
					if f, ok := editable(r); ok {
						require.Equal(t, "改过"+fmt.Sprint(seq), version[f.Name], "the edited value is in the last version")
					}
					for _, f := range r.Fields {
						if f.Secret {
							require.NotContains(t, version, f.Name)
						}
					}

					if r.Export {
						res, b := s.Download(t, tok, base+"/exportXls?selections="+url.QueryEscape(id))
						require.Equal(t, 200, res.StatusCode)
						rows := testenv.ReadSheet(t, b)
						require.Len(t, rows, 4, "title, exporter, headers and the selected record")
					}

					if who.name == "ruled" && r.Menu {
						// What the admin created stays out of the ruled user's reach.
						other := s.MatrixBody(t, admin, r, seq+500)
						rep = s.Do(t, "POST", base+"/add", admin, other)
						require.True(t, rep.Success, rep.Message)
						var theirs map[string]any
						rep.Decode(t, &theirs)
						oid := fmt.Sprint(theirs["id"])
						require.Zero(t, s.List(t, tok, base+"/list", url.Values{"id": {oid}}).Total)
						require.Equal(t, "未找到对应数据", s.Do(t, "GET", base+"/queryById?id="+url.QueryEscape(oid), tok, nil).Message)
						require.Equal(t, "未找到对应数据", s.Do(t, "PUT", base+"/edit", tok, map[string]any{"id": theirs["id"]}).Message)
						require.Equal(t, "未找到对应数据", s.Do(t, "DELETE", base+"/delete?id="+url.QueryEscape(oid), tok, nil).Message)
						require.True(t, s.Do(t, "GET", base+"/queryById?id="+url.QueryEscape(oid), admin, nil).Success, "still there")
					}

					rep = s.Do(t, "DELETE", base+"/delete?id="+url.QueryEscape(id), tok, nil)
					require.True(t, rep.Success, "delete: %s", rep.Message)
					require.Equal(t, "未找到对应数据", s.Do(t, "GET", base+"/queryById?id="+url.QueryEscape(id), tok, nil).Message)
				})
			}
		}
	})
}

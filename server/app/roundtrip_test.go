package app_test

import (
	"context"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/crud"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

func atoi(t *testing.T, s string) int {
	n, err := strconv.Atoi(s)
	require.NoError(t, err)
	return n
}

// importResult is the result of an import with row errors (code 201).
type importResult struct {
	TotalCount, ErrorCount, SuccessCount int
	Msg, FileURL                         string
}

// importReport reads a 201 reply and the error report it links.
func importReport(t *testing.T, s *testenv.Server, rep testenv.Reply) (importResult, string) {
	t.Helper()
	require.True(t, rep.Success, rep.Message)
	require.Equal(t, 201, rep.Code, rep.Message)
	var ir importResult
	rep.Decode(t, &ir)
	res, err := http.Get(s.URL + ir.FileURL)
	require.NoError(t, err)
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	require.Equal(t, 200, res.StatusCode)
	return ir, string(b)
}

// unchanged drops what every save changes from a record.
func unchanged(rec map[string]any) map[string]any {
	out := maps.Clone(rec)
	delete(out, "updateTime")
	delete(out, "updateBy")
	return out
}

// TestExcelRoundTrip: for every generated resource that imports and exports,
// on both databases — the export holds the list's and the form's columns,
// the read-only ones and the ID column noted in their header cells; the
// export imports back as updates of the same records with the same values
// and children (a re-imported file adds nothing); a changed cell updates its
// record; a file repeating a record's ID or key, or naming an ID nobody may
// see, has those rows refused by line while the others are saved. Every
// child table: its sheet restores the children of an export, and a bad child
// row refuses its record, named by the sheet and its line.
func TestExcelRoundTrip(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		s.MatrixSetup(t)
		seq, tried, children := 6000, 0, 0
		for _, r := range crud.Resources() {
			if !r.Import || !r.Export {
				continue
			}
			tried++
			t.Run(r.Key, func(t *testing.T) {
				base := "/" + r.Prefix
				add := func() string {
					seq++
					body := s.MatrixBody(t, admin, r, seq)
					for i, c := range r.Children {
						body[c.ListKey] = []map[string]any{s.MatrixBody(t, admin, c.Resource, seq*10+2*i), s.MatrixBody(t, admin, c.Resource, seq*10+2*i+1)}
					}
					rep := s.Do(t, "POST", base+"/add", admin, body)
					require.True(t, rep.Success, "add %v: %s", body, rep.Message)
					if body["id"] != nil {
						return fmt.Sprint(body["id"])
					}
					var added map[string]any
					rep.Decode(t, &added)
					return fmt.Sprint(added["id"])
				}
				ids := []string{add(), add()}
				count := func() int {
					n, err := r.Store.Count(viewer.System(context.Background()), s.App.DB.Client, nil)
					require.NoError(t, err)
					return n
				}
				records := func() map[string]map[string]any {
					p := s.List(t, admin, base+"/list", url.Values{"id": {strings.Join(ids, ",")}})
					out := map[string]map[string]any{}
					for _, rec := range p.Records {
						out[fmt.Sprint(rec["id"])] = unchanged(rec)
					}
					require.Len(t, out, len(ids))
					return out
				}
				kids := func(c crud.Child, id string) []map[string]any {
					rep := s.Do(t, "GET", base+"/"+c.ByMainID+"?id="+url.QueryEscape(id), admin, nil)
					require.True(t, rep.Success, rep.Message)
					var rows []map[string]any
					rep.Decode(t, &rows)
					for i := range rows {
						rows[i] = unchanged(rows[i])
					}
					return rows
				}
				allKids := func() map[string][]map[string]any {
					out := map[string][]map[string]any{}
					for _, c := range r.Children {
						for _, id := range ids {
							out[c.Key+"/"+id] = kids(c, id)
						}
					}
					return out
				}
				export := func() *testenv.Book {
					res, b := s.Download(t, admin, base+"/exportXls?selections="+url.QueryEscape(strings.Join(ids, ",")))
					require.Equal(t, 200, res.StatusCode, string(b))
					return testenv.OpenBook(t, b)
				}
				importFile := func(b []byte) testenv.Reply {
					return s.Upload(t, admin, base+"/importExcel", map[string][]byte{"roundtrip.xlsx": b})
				}

				// The export: the list's and the form's columns, notes on the
				// read-only ones, the ID last unless a key identifies a record.
				xl := export()
				head := xl.Rows("Sheet1")[2]
				notes := xl.Notes("Sheet1")
				byKey := len(r.BusinessKey) > 0 || r.Fields[0].Form
				var readOnly []string
				for _, f := range r.Fields {
					if !slices.Contains(r.Excel, f.Name) {
						continue
					}
					require.Contains(t, head, testenv.SheetTitle(f))
					if !f.Form && !slices.Contains(r.BusinessKey, f.Name) {
						require.Equal(t, "只读：导入时忽略", notes[testenv.SheetTitle(f)], "%s.%s", r.Key, f.Name)
						readOnly = append(readOnly, testenv.SheetTitle(f))
					}
				}
				if byKey {
					require.NotContains(t, head, "ID")
				} else {
					require.Equal(t, "ID", head[len(head)-1])
					require.Equal(t, "勿改：据此更新原记录，新增行留空", notes["ID"])
				}
				require.Len(t, xl.Rows("Sheet1"), 3+2)

				// The export imports back: the same records, the same values, the same children.
				before, beforeKids, n := records(), allKids(), count()
				rep := importFile(xl.Bytes())
				require.True(t, rep.Success, rep.Message)
				require.True(t, strings.HasPrefix(rep.Message, "共2行数据全部导入成功！（新增0行，更新2行）"), rep.Message)
				for _, title := range readOnly {
					col := xl.Col("Sheet1", title)
					if slices.ContainsFunc(xl.Rows("Sheet1")[3:], func(row []string) bool { return col < len(row) && row[col] != "" }) {
						require.Contains(t, rep.Message, "已忽略只读列：", "%s: %s", r.Key, title)
						require.Contains(t, rep.Message, title)
					}
				}
				require.Equal(t, n, count(), "nothing added")
				require.Equal(t, before, records())
				require.Equal(t, beforeKids, allKids())

				// A changed cell updates its record.
				if f, ok := editable(r); ok && slices.Contains(r.Excel, f.Name) {
					xl.Set("Sheet1", xl.Col("Sheet1", testenv.SheetTitle(f)), 4, "表里改过")
					rep = importFile(xl.Bytes())
					require.True(t, rep.Success, rep.Message)
					require.Equal(t, n, count(), "updated, not added")
					changed := 0
					for _, rec := range records() {
						if rec[f.Name] == "表里改过" {
							changed++
						}
					}
					require.Equal(t, 1, changed, "%s.%s", r.Key, f.Name)
				}

				// A row repeating the first row's ID (or key), one naming an
				// unknown ID, and a new row: the two are refused by line, the new one added.
				first := xl.Rows("Sheet1")[3]
				dup := make([]any, len(head))
				for i := range dup {
					if i < len(first) {
						dup[i] = first[i]
					}
				}
				xl.AppendRow("Sheet1", dup)
				want := []string{"第 6 行："}
				if !byKey {
					ghost := slices.Clone(dup)
					ghost[len(head)-1] = "no-such-record"
					xl.AppendRow("Sheet1", ghost)
					want = append(want, "第 7 行：未找到ID对应的数据，新增的行请留空ID")
				}
				seq++
				xl.AppendRow("Sheet1", testenv.SheetRowOf(t, r, head, s.MatrixBody(t, admin, r, seq)))
				ir, report := importReport(t, s, importFile(xl.Bytes()))
				require.Equal(t, 2+len(want)+1, ir.TotalCount, report)
				require.Equal(t, 2+1, ir.SuccessCount, report)
				require.Equal(t, len(want), ir.ErrorCount, report)
				for _, line := range want {
					require.Contains(t, report, line)
				}
				require.Contains(t, report, "与第 4 行重复")
				require.Equal(t, n+1, count(), "the new row is added")

				// Each child sheet restores its rows; a bad row refuses its record.
				for _, c := range r.Children {
					children++
					saved, held := allKids(), export().Bytes()
					for _, id := range ids {
						rep := s.Do(t, "PUT", base+"/edit", admin, map[string]any{"id": id, c.ListKey: []any{}})
						require.True(t, rep.Success, rep.Message)
						require.Empty(t, kids(c, id))
					}
					rep := importFile(held)
					require.True(t, rep.Success, rep.Message)
					for _, id := range ids {
						got, was := kids(c, id), saved[c.Key+"/"+id]
						require.Len(t, got, len(was), "%s restored", c.Key)
						for i := range got {
							for k, v := range was[i] {
								if f, _, ok := c.Field(k); ok && (f.Widget == "file" || f.Widget == "image") && !slices.Contains(c.Excel, k) {
									continue // a file field left out of the sheet (NotInExcel): the restored row has none
								}
								if k != "id" && k != "createTime" && k != "createBy" { // new rows: the old ones are gone
									require.Equal(t, v, got[i][k], "%s.%s", c.Key, k)
								}
							}
						}
					}

					// A required child cell left empty refuses that record,
					// named by the sheet and its line; the other record is saved.
					fs := testenv.SheetFields(t, c.Resource)
					req := slices.IndexFunc(fs, func(f crud.Field) bool { return f.Required && f.Form })
					if req < 0 {
						continue
					}
					xl := export()
					rows := xl.Rows(c.Title)
					require.Equal(t, "主表序号", rows[2][0])
					require.Equal(t, "ID", rows[2][len(rows[2])-1])
					require.Equal(t, "勿改：据此更新原记录，新增行留空", xl.Notes(c.Title)["ID"])
					xl.Set(c.Title, xl.Col(c.Title, testenv.SheetTitle(fs[req])), 4, "")
					ir, report := importReport(t, s, importFile(xl.Bytes()))
					require.Equal(t, 2, ir.TotalCount, report)
					require.Equal(t, 1, ir.ErrorCount, report)
					require.Contains(t, report, fmt.Sprintf("第 %s 行：%s第4行：请输入%s!", fmt.Sprint(3+atoi(t, rows[3][0])), c.Title, fs[req].Label))
				}
			})
		}
		require.NotZero(t, tried)
		require.NotZero(t, children)
	})
}

// TestExcelImportBusinessKey: a resource whose records a business key
// identifies (crud.Resource(..).Key; set on 参建单位 here, as (单位类型,
// 单位名称)) exports no ID column; an imported row whose key matches a
// record the importer may see updates it, a new key adds one, a key only
// another's hidden record holds is refused like a taken unique value, and a
// key repeated in the file is refused naming the first line — for a user
// whose data rule shows him only his own records.
func TestExcelImportBusinessKey(t *testing.T) {
	// Not parallel: it changes the shared crud.CmisSupplier.
	r := crud.CmisSupplier
	old := r.BusinessKey
	r.BusinessKey = []string{"tid", "name"}
	t.Cleanup(func() { r.BusinessKey = old })
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		base := "/" + r.Prefix

		// A user with every right, whose rule shows him only what he created.
		rep := s.Do(t, "POST", "/sys/role/add", admin, map[string]any{"roleName": "键", "roleCode": "keyed"})
		require.True(t, rep.Success, rep.Message)
		var role struct{ ID string }
		rep.Decode(t, &role)
		rule := c.SysPermissionDataRule.Create().SetPermissionID(r.MenuID).SetRuleName("本人创建").
			SetRuleColumn("createBy").SetRuleConditions("=").SetRuleValue("#{sys_user_code}").SaveX(ctx)
		for _, p := range c.SysPermission.Query().IDsX(ctx) {
			dr := ""
			if p == r.MenuID {
				dr = rule.ID
			}
			c.SysRolePermission.Create().SetRoleID(role.ID).SetPermissionID(p).SetDataRuleIds(dr).ExecX(ctx)
		}
		require.NoError(t, s.App.Perm.Changed(ctx))
		rep = s.Do(t, "POST", "/sys/user/add", admin, map[string]any{"username": "keyed", "realname": "键", "password": "Keyed1234", "selectedroles": role.ID})
		require.True(t, rep.Success, rep.Message)
		user := s.Token(t, "keyed", "Keyed1234")

		addAs := func(tok, name string) string {
			rep := s.Do(t, "POST", base+"/add", tok, map[string]any{"tid": "cbs", "name": name, "contact": "甲"})
			require.True(t, rep.Success, rep.Message)
			var added struct{ ID string }
			rep.Decode(t, &added)
			return added.ID
		}
		theirs := addAs(admin, "键-他人")
		mine := addAs(user, "键-本人")

		res, b := s.Download(t, user, base+"/exportXls")
		require.Equal(t, 200, res.StatusCode, string(b))
		xl := testenv.OpenBook(t, b)
		head := xl.Rows("Sheet1")[2]
		require.NotContains(t, head, "ID", "a key identifies the records")
		notes := xl.Notes("Sheet1")
		require.Equal(t, "据此匹配原记录：与已有记录相同则更新，否则新增", notes["单位名称"])
		require.Equal(t, "据此匹配原记录：与已有记录相同则更新，否则新增", notes["单位类型"])
		require.Len(t, xl.Rows("Sheet1"), 4, "his record only")
		require.Equal(t, "承包商", xl.Rows("Sheet1")[3][xl.Col("Sheet1", "单位类型")], "the key's dictionary text")

		contact := xl.Col("Sheet1", "联系人")
		xl.Set("Sheet1", contact, 4, "改过")
		row := func(tid, name, who string) []any {
			out := make([]any, len(head))
			out[xl.Col("Sheet1", "单位类型")], out[xl.Col("Sheet1", "单位名称")], out[contact] = tid, name, who
			return out
		}
		xl.AppendRow("Sheet1", row("承包商", "键-新增", "乙")) // line 5: added
		xl.AppendRow("Sheet1", row("承包商", "键-他人", "丙")) // line 6: another's hidden record
		xl.AppendRow("Sheet1", row("承包商", "键-本人", "丁")) // line 7: line 4's key again
		xl.AppendRow("Sheet1", row("供货商", "键-本人", "戊")) // line 8: another key (another type): added
		ir, report := importReport(t, s, s.Upload(t, user, base+"/importExcel", map[string][]byte{"k.xlsx": xl.Bytes()}))
		require.Equal(t, 5, ir.TotalCount, report)
		require.Equal(t, 3, ir.SuccessCount, report)
		require.Contains(t, report, "第 6 行：单位类型、单位名称已存在")
		require.Contains(t, report, "第 7 行：单位类型、单位名称「承包商、键-本人」与第 4 行重复")
		require.NotContains(t, report, theirs)

		p := s.List(t, user, base+"/list", url.Values{"column": {"createTime"}, "order": {"asc"}})
		require.Equal(t, 3, p.Total, "his record updated, two added: %v", p.Records)
		got := map[string]string{}
		for _, rec := range p.Records {
			got[fmt.Sprint(rec["tid"], "/", rec["name"])] = fmt.Sprint(rec["contact"])
			if rec["name"] == "键-本人" && rec["tid"] == "cbs" {
				require.Equal(t, mine, rec["id"], "updated in place")
			}
		}
		require.Equal(t, map[string]string{"cbs/键-本人": "改过", "cbs/键-新增": "乙", "ghs/键-本人": "戊"}, got)
		rep = s.Do(t, "GET", base+"/queryById?id="+theirs, admin, nil)
		require.True(t, rep.Success, rep.Message)
		require.Contains(t, string(rep.Result), `"contact":"甲"`, "another's record is untouched")
	})
}

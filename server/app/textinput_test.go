package app_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"aqueduct/ent/actmodel"
	"aqueduct/ent/sysquartzjob"
	"aqueduct/server/crud"
	"aqueduct/server/jobs"
	"aqueduct/server/query"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// textUse says what the rules of typed text apply to a string field of a form.
type textUse int

const (
	typedText  textUse = iota + 1 // typed by hand: its declared length in characters, and no control characters
	chosenText                    // chosen or structured (dictionary, picker, upload, pattern, JSON, cron): no control characters
)

// textUseOf classifies every form string field; a widget not named here
// fails the test, so a new kind of field is classified, never skipped.
func textUseOf(t *testing.T, r *crud.Resource, f crud.Field) textUse {
	switch {
	case f.Dict != "", f.Pattern != "", f.CheckRule != "", f.Secret:
		return chosenText
	}
	switch f.Widget {
	case "input", "textarea", "richtext", "markdown", "popup": // popup: typed, or filled from a report row
		return typedText
	case "file", "image", "user", "depart", "cron", "code", "password",
		"select", "radio", "checkbox", "switch", "tree", "sel_search", "list_multi", "pca", "cat_tree", "record":
		return chosenText
	}
	t.Fatalf("%s.%s: classify widget %q in textUseOf", r.Key, f.Name, f.Widget)
	return 0
}

// editGuarded are fields an edit may not change for a rule of their own:
// bad text is still refused naming the field, a good one is not tried.
var editGuarded = map[string]string{
	"sysDataSource.dbUrl":          "a changed address needs the password typed again (datasource.MsgRetypePassword)",
	"sysDataSource.dbName":         "a changed database needs the password typed again (datasource.MsgRetypePassword)",
	"sysDataSource.dbUsername":     "a changed user needs the password typed again (datasource.MsgRetypePassword)",
	"sysLoginProvider.issuer":      "a changed address needs the client secret typed again (thirdlogin.MsgRetypeSecret)",
	"sysLoginProvider.authUrl":     "a changed address needs the client secret typed again (thirdlogin.MsgRetypeSecret)",
	"sysLoginProvider.tokenUrl":    "a changed address needs the client secret typed again (thirdlogin.MsgRetypeSecret)",
	"sysLoginProvider.userInfoUrl": "a changed address needs the client secret typed again (thirdlogin.MsgRetypeSecret)",
}

// sheetFixes give the rows of one file what the matrix gives records one
// at a time: each job its own job class (the class is unique).
var sheetFixes = map[string]func(t *testing.T, s *testenv.Server, rows []map[string]any){
	"sysQuartzJob": func(t *testing.T, s *testenv.Server, rows []map[string]any) {
		used := map[string]bool{}
		for _, c := range s.App.DB.Client.SysQuartzJob.Query().Select(sysquartzjob.FieldJobClassName).
			StringsX(viewer.System(context.Background())) {
			used[c] = true
		}
		i := 0
		for _, c := range jobs.DictItems() {
			if !used[c[0]] && i < len(rows) {
				rows[i]["jobClassName"] = c[0]
				i++
			}
		}
		require.Equal(t, len(rows), i, "a free job class for each row")
	},
}

// cjk is n characters of three bytes each in UTF-8.
func cjk(ch string, n int) string { return strings.Repeat(ch, n) }

// TestEveryTextField proves, for every string field of every generated
// resource and child table on both databases: its declared length counts
// characters (n CJK characters are taken on add, edit and import, n+1 are
// refused naming the field), and a NUL or another control character is
// refused naming the field, while tab and newline are kept.
func TestEveryTextField(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		s.MatrixSetup(t)
		seq := 3000
		typed, chosen, unbounded, imported := 0, 0, 0, 0
		tooLong := func(f crud.Field) string { return fmt.Sprintf("%s：长度不能超过%d个字符", f.Label, f.MaxLen) }
		control := func(f crud.Field) string { return f.Label + "：不能包含控制字符" }

		for _, r := range crud.Resources() {
			if r.ReadOnly || r.Main != "" {
				continue // written by the server; a child table through its parent (below)
			}
			base := "/" + r.Prefix
			var goods []map[string]any
			var badRows [][]any
			var badWant []string
			var cols []crud.Field
			for _, name := range r.Excel {
				f, _, ok := r.Field(name)
				require.True(t, ok, "%s: sheet column %s", r.Key, name)
				cols = append(cols, f)
			}
			sheetRow := func(body map[string]any) []any {
				row := make([]any, len(cols))
				for i, c := range cols {
					if v, ok := body[c.Name]; ok && v != nil {
						row[i] = fmt.Sprint(v)
					}
				}
				return row
			}
			inSheet := func(f crud.Field) bool {
				for _, c := range cols {
					if c.Name == f.Name {
						return true
					}
				}
				return false
			}

			for _, f := range r.Fields {
				if f.Kind != query.String || !f.Form {
					continue
				}
				seq++
				body := s.MatrixBody(t, admin, r, seq)
				where := r.Key + "." + f.Name

				// A NUL or an escape is refused naming the field, on any string field.
				for _, bad := range []string{"前\x00后", "前\x1b后"} {
					body[f.Name] = bad
					rep := s.Do(t, "POST", base+"/add", admin, body)
					assert.Equal(t, control(f), rep.Message, "%s add %q", where, bad)
				}
				if textUseOf(t, r, f) == chosenText {
					chosen++
					continue
				}
				typed++
				if f.MaxLen == 0 {
					unbounded++
					continue // no declared length (a text column)
				}
				n := f.MaxLen

				// Add: one character too many is refused naming the field; the declared length is taken whole.
				body[f.Name] = cjk("水", n+1)
				rep := s.Do(t, "POST", base+"/add", admin, body)
				assert.Equal(t, tooLong(f), rep.Message, "%s add n+1", where)
				body[f.Name] = cjk("水", n)
				rep = s.Do(t, "POST", base+"/add", admin, body)
				if !assert.True(t, rep.Success, "%s add %d CJK characters: %s", where, n, rep.Message) {
					continue
				}
				var added map[string]any
				rep.Decode(t, &added)
				id := fmt.Sprint(added["id"])
				if body["id"] != nil {
					id = fmt.Sprint(body["id"])
				}
				got := func() map[string]any {
					rep := s.Do(t, "GET", base+"/queryById?id="+url.QueryEscape(id), admin, nil)
					require.True(t, rep.Success, "%s queryById: %s", where, rep.Message)
					var m map[string]any
					rep.Decode(t, &m)
					return m
				}
				assert.Equal(t, cjk("水", n), got()[f.Name], "%s read back whole", where)

				// Edit: the same rules; tab and newline are text, not control characters.
				if !f.Immutable {
					edit := func(v string) testenv.Reply {
						return s.Do(t, "PUT", base+"/edit", admin, map[string]any{"id": added["id"], f.Name: v})
					}
					for _, bad := range []string{cjk("山", n+1), "山\x00", "山\x7f"} {
						rep = edit(bad)
						want := control(f)
						if bad == cjk("山", n+1) {
							want = tooLong(f)
						}
						assert.Equal(t, want, rep.Message, "%s edit %q", where, bad)
					}
					v := cjk("山", n)
					if n >= 5 {
						v = "山\t山\r\n" + cjk("山", n-5)
					}
					if why := editGuarded[where]; why != "" {
						t.Logf("%s: the accepted edit is not tried: %s", where, why)
					} else {
						if rep = edit(v); assert.True(t, rep.Success, "%s edit %q: %s", where, v, rep.Message) {
							assert.Equal(t, v, got()[f.Name], "%s edit read back", where)
						}
						if rep = edit(cjk("山", n)); assert.True(t, rep.Success, "%s edit %d CJK characters: %s", where, n, rep.Message) {
							assert.Equal(t, cjk("山", n), got()[f.Name], "%s edit read back", where)
						}
					}
				}
				// Gone again, so what a record of the next field takes (a job class) is free.
				rep = s.Do(t, "DELETE", base+"/delete?id="+url.QueryEscape(id), admin, nil)
				assert.True(t, rep.Success, "%s delete: %s", where, rep.Message)

				// Import rows: the declared length in one file, one too many and a NUL in another.
				if r.Import && inSheet(f) {
					seq++
					good := s.MatrixBody(t, admin, r, seq)
					good[f.Name] = cjk("川", n)
					goods = append(goods, good)
					imported++
					// Excel writes a control character as _xHHHH_; the reader decodes it.
					for _, bad := range []string{cjk("川", n+1), "川_x0000_川"} {
						seq++
						row := s.MatrixBody(t, admin, r, seq)
						row[f.Name] = bad
						badRows = append(badRows, sheetRow(row))
						want := control(f)
						if bad == cjk("川", n+1) {
							want = tooLong(f)
						}
						badWant = append(badWant, fmt.Sprintf("第 %d 行：%s", len(badRows)+1, want))
					}
				}
			}
			if len(goods) == 0 {
				continue
			}
			if fix := sheetFixes[r.Key]; fix != nil {
				fix(t, s, goods)
			}
			var sheetRows [][]any
			for _, g := range goods {
				sheetRows = append(sheetRows, sheetRow(g))
			}
			head := make([]any, len(cols))
			for i, c := range cols {
				head[i] = c.ExcelTitle
				if c.ExcelTitle == "" {
					head[i] = c.Label
				}
			}
			rep := s.Upload(t, admin, base+"/importExcel", map[string][]byte{"good.xlsx": sheetFile(t, append([][]any{head}, sheetRows...))})
			assert.Equal(t, fmt.Sprintf("共%d行数据全部导入成功！", len(sheetRows)), rep.Message, "%s import", r.Key)

			rep = s.Upload(t, admin, base+"/importExcel", map[string][]byte{"bad.xlsx": sheetFile(t, append([][]any{head}, badRows...))})
			if !assert.Equal(t, "文件导入成功，但有错误。", rep.Message, "%s import of bad rows", r.Key) {
				continue
			}
			var ir struct {
				SuccessCount int
				FileURL      string
			}
			rep.Decode(t, &ir)
			assert.Zero(t, ir.SuccessCount, r.Key)
			res, err := http.Get(s.URL + ir.FileURL)
			require.NoError(t, err)
			report, _ := io.ReadAll(res.Body)
			res.Body.Close()
			for _, line := range badWant {
				assert.Contains(t, string(report), line, r.Key)
			}
		}

		// Child tables: their rows are checked the same way, named by tab and row.
		children := 0
		for _, r := range crud.Resources() {
			for _, ch := range r.Children {
				for _, f := range ch.Fields {
					if f.Kind != query.String || !f.Form {
						continue
					}
					children++
					seq++
					body := s.MatrixBody(t, admin, r, seq)
					row := s.MatrixBody(t, admin, ch.Resource, seq)
					send := func(v string) testenv.Reply {
						row[f.Name] = v
						body[ch.ListKey] = []map[string]any{row}
						return s.Do(t, "POST", "/"+r.Prefix+"/add", admin, body)
					}
					where := ch.Key + "." + f.Name
					rep := send("前\x00后")
					assert.Equal(t, ch.Title+"第1行："+control(f), rep.Message, where)
					if textUseOf(t, ch.Resource, f) == chosenText || f.MaxLen == 0 {
						continue
					}
					n := f.MaxLen
					rep = send(cjk("水", n+1))
					assert.Equal(t, ch.Title+"第1行："+tooLong(f), rep.Message, where)
					rep = send(cjk("水", n))
					if !assert.True(t, rep.Success, "%s %d CJK characters: %s", where, n, rep.Message) {
						continue
					}
					var saved map[string]any
					rep.Decode(t, &saved)
					rows := s.Do(t, "GET", "/"+r.Prefix+"/"+ch.ByMainID+"?id="+fmt.Sprint(saved["id"]), admin, nil)
					var list []map[string]any
					rows.Decode(t, &list)
					if assert.Len(t, list, 1, where) {
						assert.Equal(t, cjk("水", n), list[0][f.Name], where)
					}
				}
			}
		}
		// A hand-written length: a workflow condition's value is bounded in characters too.
		m := s.App.DB.Client.ActModel.Query().Where(actmodel.TableName("cmis_contract_change")).OnlyX(viewer.System(context.Background()))
		for _, c := range []struct {
			value, msg string
		}{{cjk("水", 201), "条件「事由」的值过长"}, {cjk("水", 200), ""}} {
			tree := testenv.FlowChain(testenv.FlowNode("a", "approver", "审批", testenv.FlowUsers(seed.DemoOwner)), testenv.FlowNode("b", "branch", "分支", nil,
				testenv.FlowNode("c1", "condition", "事由", map[string]any{"rules": []any{map[string]any{"field": "title", "op": "eq", "value": c.value}}}),
				testenv.FlowNode("c2", "condition", "其他情况", nil)))
			rep := s.Do(t, "PUT", "/actProcess/edit", admin, map[string]any{"id": m.ID, "name": m.Name, "tree": tree})
			require.True(t, rep.Success, rep.Message)
			rep = s.Do(t, "POST", "/actProcess/publish", admin, map[string]any{"id": m.ID})
			if c.msg == "" {
				require.True(t, rep.Success, "a condition of 200 CJK characters: %s", rep.Message)
			} else {
				require.Equal(t, c.msg, rep.Message)
			}
		}

		t.Logf("%d typed text fields (%d without a declared length, %d imported), %d chosen, %d of child tables",
			typed, unbounded, imported, chosen, children)
		require.Greater(t, typed, 150, "typed text fields checked")
		require.Greater(t, chosen, 100, "chosen text fields checked")
		require.Greater(t, imported, 100, "typed text fields imported")
		require.Greater(t, children, 5, "child table fields checked")
	})
}

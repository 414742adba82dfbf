package app_test

import (
	"bytes"
	"context"
	"net/http"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/xuri/excelize/v2"

	"aqueduct/ent/cmissection"
	"aqueduct/ent/cmisshotcreteassessment"
	"aqueduct/ent/cmisshotcretemeasure"
	"aqueduct/server/crud"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestChildTables: a parent saved with its child rows (一对多) in one
// transaction, on both databases — a bad row refuses the whole save naming
// the tab and the row, and leaves neither the parent nor any row behind;
// an edit updates, adds and deletes rows; ids from the request are never
// trusted; the rows are read back in grid order through
// query<Child>ByMainId, only under a parent the caller may see; deleting the
// parent deletes its rows; a child table has no route of its own.
func TestChildTables(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		const api = "/quality/cmisShotcreteAssessment"
		first := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)
		second := c.CmisSection.Query().Where(cmissection.CodeNEQ("DZYS2-SG01")).FirstX(ctx)
		parents := func() int { return c.CmisShotcreteAssessment.Query().CountX(ctx) }
		rowsOf := func(id string) int {
			return c.CmisShotcreteMeasure.Query().Where(cmisshotcretemeasure.AssessmentID(id)).CountX(ctx)
		}
		type point = map[string]any
		before, beforeRows := parents(), c.CmisShotcreteMeasure.Query().CountX(ctx)

		// One invalid row (no measured thickness): nothing is saved.
		body := map[string]any{"sectionId": first.ID, "unitCode": "PS-CHILD-01", "designThickness": 150,
			"cmisShotcreteMeasureList": []point{
				{"id": "row_1", "pointNo": "P1", "measuredThickness": 152, "qualified": "1"},
				{"id": "row_2", "pointNo": "P2", "qualified": "1"},
				{"id": "row_3", "pointNo": "P3", "measuredThickness": 149.5, "qualified": "1"},
			}}
		r := s.Do(t, "POST", api+"/add", admin, body)
		require.False(t, r.Success)
		require.Equal(t, "实测点第2行：请输入实测厚度!", r.Message)
		require.Equal(t, before, parents(), "the parent is rolled back with its rows")
		require.Equal(t, beforeRows, c.CmisShotcreteMeasure.Query().CountX(ctx))

		// A repeated point number is refused the same way.
		body["cmisShotcreteMeasureList"].([]point)[1]["measuredThickness"] = 151
		body["cmisShotcreteMeasureList"].([]point)[2]["pointNo"] = "P1"
		r = s.Do(t, "POST", api+"/add", admin, body)
		require.False(t, r.Success)
		require.Equal(t, "实测点第3行：测点编号与第1行重复", r.Message)
		require.Equal(t, before, parents())

		body["cmisShotcreteMeasureList"].([]point)[2]["pointNo"] = "P3"
		r = s.Do(t, "POST", api+"/add", admin, body)
		require.True(t, r.Success, r.Message)
		// 实测平均厚度 is the points' average, in the reply as saved.
		var saved struct{ MeasuredThickness *float64 }
		r.Decode(t, &saved)
		require.NotNil(t, saved.MeasuredThickness)
		require.Equal(t, 150.8, *saved.MeasuredThickness, "(152+151+149.5)/3 to one decimal")
		parent := c.CmisShotcreteAssessment.Query().Where(cmisshotcreteassessment.UnitCode("PS-CHILD-01")).OnlyX(ctx)
		type row struct {
			ID, PointNo, AssessmentID, Qualified string
			QualifiedDictText                    string `json:"qualified_dictText"`
			MeasuredThickness                    float64
		}
		read := func(tok, id string) ([]row, testenv.Reply) {
			t.Helper()
			r := s.Do(t, "GET", api+"/queryCmisShotcreteMeasureByMainId?id="+id, tok, nil)
			var out []row
			if r.Success {
				r.Decode(t, &out)
			}
			return out, r
		}
		got, r := read(admin, parent.ID)
		require.True(t, r.Success, r.Message)
		require.Len(t, got, 3)
		for i, want := range []string{"P1", "P2", "P3"} {
			require.Equal(t, want, got[i].PointNo, "grid order")
			require.Equal(t, parent.ID, got[i].AssessmentID)
			require.NotEqual(t, "row_"+want[1:], got[i].ID, "a temporary id is never stored")
			require.Equal(t, "是", got[i].QualifiedDictText)
		}

		// Another parent's row, to be named in an edit of this one.
		other := s.Do(t, "POST", api+"/add", admin, map[string]any{"sectionId": second.ID, "unitCode": "PS-CHILD-02",
			"cmisShotcreteMeasureList": []point{{"pointNo": "Q1", "measuredThickness": "120.05"}}})
		require.True(t, other.Success, other.Message)
		otherParent := c.CmisShotcreteAssessment.Query().Where(cmisshotcreteassessment.UnitCode("PS-CHILD-02")).OnlyX(ctx)
		otherRows, _ := read(admin, otherParent.ID)
		require.Len(t, otherRows, 1)
		// A thickness keeps one decimal, rounded half away from zero as a
		// decimal (120.05 is no float's exact value), the average too.
		require.Equal(t, 120.1, otherRows[0].MeasuredThickness)
		other.Decode(t, &saved)
		require.Equal(t, 120.1, *saved.MeasuredThickness)

		// Edit: P1 changed, P2 dropped, P3 kept, a new row, and the other
		// parent's row id sent as if it were ours (added as a new row instead).
		edit := map[string]any{"id": parent.ID, "sectionId": first.ID, "unitCode": "PS-CHILD-01", "remarks": "复测",
			"cmisShotcreteMeasureList": []point{
				{"id": got[2].ID, "pointNo": "P3", "measuredThickness": 149.5},
				{"id": got[0].ID, "pointNo": "P1", "measuredThickness": 160, "qualified": "0"},
				{"pointNo": "P4", "measuredThickness": 155},
				{"id": otherRows[0].ID, "pointNo": "P5", "measuredThickness": 158},
			}}
		r = s.Do(t, "PUT", api+"/edit", admin, edit)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &saved)
		require.Equal(t, 155.6, *saved.MeasuredThickness, "refigured from the rows after the edit")
		require.Equal(t, "155.6", c.CmisShotcreteAssessment.GetX(ctx, parent.ID).MeasuredThickness.String(), "an exact decimal")
		now, _ := read(admin, parent.ID)
		require.Len(t, now, 4)
		require.Equal(t, []string{"P3", "P1", "P4", "P5"}, []string{now[0].PointNo, now[1].PointNo, now[2].PointNo, now[3].PointNo})
		require.Equal(t, got[2].ID, now[0].ID, "a kept row keeps its id")
		require.Equal(t, got[0].ID, now[1].ID)
		require.Equal(t, 160.0, now[1].MeasuredThickness)
		require.Equal(t, "否", now[1].QualifiedDictText)
		require.NotEqual(t, otherRows[0].ID, now[3].ID, "another parent's row id is not taken over")
		still, _ := read(admin, otherParent.ID)
		require.Len(t, still, 1)
		require.Equal(t, "Q1", still[0].PointNo, "the other parent's row is untouched")

		// A failing row in an edit undoes the parent's change too.
		edit["remarks"] = "不应保存"
		edit["cmisShotcreteMeasureList"] = []point{{"pointNo": "P1", "measuredThickness": 5000}}
		r = s.Do(t, "PUT", api+"/edit", admin, edit)
		require.False(t, r.Success)
		require.Contains(t, r.Message, "实测点第1行：")
		require.Equal(t, "复测", c.CmisShotcreteAssessment.GetX(ctx, parent.ID).Remarks)
		require.Equal(t, 4, rowsOf(parent.ID))

		// An edit without the list leaves the rows as they are.
		delete(edit, "cmisShotcreteMeasureList")
		edit["remarks"] = "只改主表"
		r = s.Do(t, "PUT", api+"/edit", admin, edit)
		require.True(t, r.Success, r.Message)
		require.Equal(t, 4, rowsOf(parent.ID))

		// Removing every point leaves the average empty, not 0.
		edit["cmisShotcreteMeasureList"] = []point{}
		r = s.Do(t, "PUT", api+"/edit", admin, edit)
		require.True(t, r.Success, r.Message)
		require.True(t, c.CmisShotcreteAssessment.GetX(ctx, parent.ID).MeasuredThickness.Null())
		restore := []point{}
		for _, p := range now {
			restore = append(restore, point{"pointNo": p.PointNo, "measuredThickness": p.MeasuredThickness, "qualified": p.Qualified})
		}
		edit["cmisShotcreteMeasureList"] = restore
		r = s.Do(t, "PUT", api+"/edit", admin, edit)
		require.True(t, r.Success, r.Message)
		require.Equal(t, 4, rowsOf(parent.ID))

		// The contractor (section 1) reads this parent's rows, not the other's.
		contractor := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		mine, r := read(contractor, parent.ID)
		require.True(t, r.Success, r.Message)
		require.Len(t, mine, 4)
		_, r = read(contractor, otherParent.ID)
		require.False(t, r.Success, "rows of a parent outside his sections")
		require.NotContains(t, string(r.Result), "Q1", "no row leaks")

		// No route of its own.
		r = s.Do(t, "GET", "/quality/cmisShotcreteMeasure/list", admin, nil)
		require.Equal(t, http.StatusNotFound, r.Status)

		// The export has a sheet per child table: each row with its record's
		// row number on the first sheet, in grid order (newest record first).
		_, xlsx := s.Download(t, admin, api+"/exportXls?selections="+parent.ID+","+otherParent.ID)
		book, err := excelize.OpenReader(bytes.NewReader(xlsx))
		require.NoError(t, err)
		require.Equal(t, []string{"Sheet1", "实测点"}, book.GetSheetList())
		main, err := book.GetRows("Sheet1")
		require.NoError(t, err)
		require.Len(t, main, 5, "title, exporter, headers, two records")
		sheet, err := book.GetRows("实测点")
		require.NoError(t, err)
		require.Equal(t, "主表序号", sheet[2][0])
		require.Contains(t, sheet[2], "测点编号")
		pointCol := slices.Index(sheet[2], "测点编号")
		var got2 [][2]string
		for _, r := range sheet[3:] {
			got2 = append(got2, [2]string{r[0], r[pointCol]})
		}
		require.Equal(t, [][2]string{{"1", "Q1"}, {"2", "P3"}, {"2", "P1"}, {"2", "P4"}, {"2", "P5"}}, got2)

		// Deleting the parent deletes its rows.
		r = s.Do(t, "DELETE", api+"/delete?id="+parent.ID, admin, nil)
		require.True(t, r.Success, r.Message)
		require.Zero(t, rowsOf(parent.ID))
		require.Equal(t, 1, rowsOf(otherParent.ID))
	})
}

// TestEveryChildTable: every child table the generator knows is saved with
// its parent, read back through its byMainId route and emptied by an edit
// with an empty list: a rule of the generator, proven on each instance.
func TestEveryChildTable(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		s.MatrixSetup(t)
		n := 0
		for _, r := range crud.Resources() {
			for _, ch := range r.Children {
				n++
				base := s.MatrixBody(t, admin, r, 800+n)
				base[ch.ListKey] = []map[string]any{s.MatrixBody(t, admin, ch.Resource, 810+n), s.MatrixBody(t, admin, ch.Resource, 820+n)}
				res := s.Do(t, "POST", "/"+r.Prefix+"/add", admin, base)
				require.True(t, res.Success, "%s with %s: %s", r.Key, ch.Key, res.Message)
				var saved map[string]any
				res.Decode(t, &saved)
				id, _ := saved["id"].(string)
				require.NotEmpty(t, id, r.Key)
				rows := s.Do(t, "GET", "/"+r.Prefix+"/"+ch.ByMainID+"?id="+id, admin, nil)
				require.True(t, rows.Success, rows.Message)
				var list []map[string]any
				rows.Decode(t, &list)
				require.Len(t, list, 2, "%s.%s", r.Key, ch.Key)
				base["id"] = id
				base[ch.ListKey] = []map[string]any{}
				res = s.Do(t, "PUT", "/"+r.Prefix+"/edit", admin, base)
				require.True(t, res.Success, res.Message)
				rows = s.Do(t, "GET", "/"+r.Prefix+"/"+ch.ByMainID+"?id="+id, admin, nil)
				rows.Decode(t, &list)
				require.Empty(t, list, "%s.%s emptied", r.Key, ch.Key)
			}
		}
		require.Equal(t, 6, n, "the child tables of the schema (acceptances: 2, shotcrete: 1, online reports: 2, equipment checks: 1)")
	})
}

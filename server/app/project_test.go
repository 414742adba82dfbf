package app_test

// Generic behaviour of the generated resources, seen on the project's tables:
// trees, money and chainage fields. The project's own rules are tested in
// server/project.

import (
	"bytes"
	"net/url"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/xuri/excelize/v2"

	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// Trees list their roots with hasChild, load children lazily, nest in
// queryTreeList, and refuse a parent below the node or a delete that would
// orphan children.
func TestTreeResource(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		_, s1, _ := s.ProjectBase(t, admin)
		const p = "/building/cmisBuilding"
		a := s.Add(t, admin, p, map[string]any{"sectionId": s1, "name": "输水隧洞", "pid": "0"})
		b := s.Add(t, admin, p, map[string]any{"sectionId": s1, "name": "1号支洞", "pid": a})
		c := s.Add(t, admin, p, map[string]any{"sectionId": s1, "name": "支洞下游段", "pid": b})

		roots := s.List(t, admin, p+"/list", url.Values{"sectionId": {s1}})
		require.Equal(t, 1, roots.Total, "only the root (the section does not flatten the tree)")
		require.Equal(t, a, roots.Records[0]["id"])
		require.Equal(t, "1", roots.Records[0]["hasChild"])
		kids := s.List(t, admin, p+"/childList", url.Values{"pid": {a}})
		require.Equal(t, []string{b}, testenv.Column(kids, "id"))
		require.Equal(t, "1", kids.Records[0]["hasChild"])
		leaves := s.List(t, admin, p+"/childList", url.Values{"pid": {b}})
		require.Equal(t, "0", leaves.Records[0]["hasChild"])
		flat := s.List(t, admin, p+"/list", url.Values{"name": {"*下游*"}})
		require.Equal(t, []string{c}, testenv.Column(flat, "id"), "a filter lists matching nodes flat")

		var tree []map[string]any
		r := s.Do(t, "GET", p+"/queryTreeList?sectionId="+s1, admin, nil)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &tree)
		require.Len(t, tree, 1)
		require.Equal(t, "输水隧洞", tree[0]["title"])
		child := tree[0]["children"].([]any)[0].(map[string]any)
		require.Equal(t, b, child["key"])
		require.Equal(t, c, child["children"].([]any)[0].(map[string]any)["value"])

		for _, parent := range []string{a, c} {
			r = s.Do(t, "PUT", p+"/edit", admin, map[string]any{"id": a, "pid": parent})
			require.Equal(t, "上级节点不能是自身或其下级", r.Message, "parent %s", parent)
		}
		r = s.Do(t, "PUT", p+"/edit", admin, map[string]any{"id": b, "pid": "no-such-node"})
		require.Equal(t, "上级节点不存在", r.Message)
		r = s.Do(t, "DELETE", p+"/delete?id="+a, admin, nil)
		require.Equal(t, "该节点下还有下级节点，请先删除下级节点", r.Message)
		r = s.Do(t, "DELETE", p+"/deleteBatch?ids="+a+","+b+","+c, admin, nil)
		require.True(t, r.Success, "a whole branch goes at once: %s", r.Message)
	})
}

// Amounts are exact decimals and chainages metres, both ways: typed as the
// user writes them, read back as numbers, exported as shown.
func TestMoneyAndChainageFields(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		eng, s1, _ := s.ProjectBase(t, admin)

		var e map[string]any
		r := s.Do(t, "GET", "/engineering/cmisEngineering/queryById?id="+eng, admin, nil)
		r.Decode(t, &e)
		require.Equal(t, 1234567.89, e["totalInvestment"])
		found := s.List(t, admin, "/engineering/cmisEngineering/list", url.Values{"totalInvestment": {"1234567.89"}})
		require.Equal(t, 1, found.Total, "an amount filter matches the stored decimal")
		r = s.Do(t, "POST", "/engineering/cmisEngineering/add", admin, map[string]any{"name": "x", "code": "X", "totalInvestment": "12.345"})
		require.Contains(t, r.Message, "金额最多两位小数")

		r = s.Do(t, "GET", "/section/cmisSection/queryById?id="+s1, admin, nil)
		r.Decode(t, &e)
		require.Equal(t, 12345.6, e["endChainage"])
		r = s.Do(t, "POST", "/building/cmisBuilding/add", admin, map[string]any{"sectionId": s1, "name": "x", "startChainage": "K1+1000"})
		require.Equal(t, "起点桩号：桩号格式应如 K12+345.600", r.Message)

		res, b := s.Download(t, admin, "/section/cmisSection/exportXls?selections="+s1)
		require.Equal(t, 200, res.StatusCode)
		require.Contains(t, testenv.ReadSheet(t, b)[3], "K12+345.600")

		// an amount goes to Excel as a number shown with two decimals, and comes back from it
		res, b = s.Download(t, admin, "/engineering/cmisEngineering/exportXls?selections="+eng)
		require.Equal(t, 200, res.StatusCode)
		f, err := excelize.OpenReader(bytes.NewReader(b))
		require.NoError(t, err)
		defer f.Close()
		sheet := f.GetSheetName(0)
		rows := testenv.ReadSheet(t, b)
		col := slices.Index(rows[2], "总投资（元）")
		require.GreaterOrEqual(t, col, 0, rows[2])
		cell, _ := excelize.CoordinatesToCellName(col+1, 4)
		require.Equal(t, "1,234,567.89", rows[3][col], "shown with two decimals and separators")
		raw, err := f.GetCellValue(sheet, cell, excelize.Options{RawCellValue: true})
		require.NoError(t, err)
		require.Equal(t, "1234567.89", raw, "stored as a number")
		typ, err := f.GetCellType(sheet, cell)
		require.NoError(t, err)
		require.NotEqual(t, excelize.CellTypeSharedString, typ)
		require.NotEqual(t, excelize.CellTypeInlineString, typ)
	})
}

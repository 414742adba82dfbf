package project_test

import (
	"context"
	"net/url"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/cmisequipment"
	"aqueduct/ent/cmissupplier"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestEquipmentSubLedgers: arrival (到货) keeps its batch and supplier, an
// inspection (检验) or a test (检测) its report number, conclusion,
// attachment and the items it checked (a child table); they save, list,
// filter, export and import back, a conclusion cannot hide a failed item,
// and the one stock rule (入库 adds, 出库 takes, the rest leave it) holds for
// every kind, through add, edit of the kind, import and delete; on both
// databases.
func TestEquipmentSubLedgers(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		_, s1, _ := s.ProjectBase(t, admin)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		stock := func(id string) int { return c.CmisEquipment.Query().Where(cmisequipment.ID(id)).OnlyX(ctx).Stock }
		maker := c.CmisSupplier.Query().Where(cmissupplier.Name("中原隧道装备制造有限公司")).OnlyX(ctx)
		pump := s.Add(t, admin, equipmentAPI, map[string]any{"sectionId": s1, "name": "排水泵", "unit": "台", "status": "1"})
		move := func(body map[string]any) (string, string) {
			t.Helper()
			b := map[string]any{"equipmentId": pump, "moveDate": "2026-11-20", "quantity": 4, "sectionId": s1}
			for k, v := range body {
				b[k] = v
			}
			r := s.Do(t, "POST", movementAPI+"/add", admin, b)
			if !r.Success {
				return "", r.Message
			}
			var row struct{ ID string }
			r.Decode(t, &row)
			return row.ID, ""
		}
		items := func(id string) []map[string]any {
			t.Helper()
			var rows []map[string]any
			r := s.Do(t, "GET", movementAPI+"/queryCmisEquipmentCheckByMainId?id="+id, admin, nil)
			require.True(t, r.Success, r.Message)
			r.Decode(t, &rows)
			return rows
		}
		record := func(id string) map[string]any {
			t.Helper()
			p := s.List(t, admin, movementAPI+"/list", url.Values{"id": {id}})
			require.Equal(t, 1, p.Total)
			return p.Records[0]
		}

		// 到货: batch and supplier; no stock until 入库.
		arrival, msg := move(map[string]any{"moveType": "1", "batchNo": "PB-2611", "supplierId": maker.ID, "handler": "张海"})
		require.Empty(t, msg)
		rec := record(arrival)
		require.Equal(t, "PB-2611", rec["batchNo"])
		require.Equal(t, maker.ID, rec["supplierId"])
		require.Equal(t, 0, stock(pump))

		// 检验: a conclusion, which a failed item makes 不合格; items only on 检验 and 检测.
		check := []map[string]any{
			{"item": "外观及铭牌", "requirement": "无损伤，铭牌清晰", "finding": "完好", "conclusion": "1"},
			{"item": "绝缘电阻", "requirement": "≥ 2 MΩ", "finding": "1.1 MΩ", "conclusion": "0"},
		}
		_, msg = move(map[string]any{"moveType": "4", "batchNo": "PB-2611", "reportNo": "JY-2026-001"})
		require.Equal(t, "检验/检测结论：检验、检测记录须选择结论", msg)
		_, msg = move(map[string]any{"moveType": "4", "reportNo": "JY-2026-001", "conclusion": "1", "cmisEquipmentCheckList": check})
		require.Equal(t, "检验/检测结论：检验项目「绝缘电阻」不合格，结论不能为合格", msg)
		_, msg = move(map[string]any{"moveType": "2", "cmisEquipmentCheckList": check})
		require.Equal(t, "检验项目：只有检验、检测记录填写检验项目", msg)
		inspection, msg := move(map[string]any{"moveType": "4", "batchNo": "PB-2611", "reportNo": "JY-2026-001", "conclusion": "0",
			"attachment": "files/jy-2026-001.pdf", "cmisEquipmentCheckList": check})
		require.Empty(t, msg)
		rec = record(inspection)
		require.Equal(t, "JY-2026-001", rec["reportNo"])
		require.Equal(t, "不合格", rec["conclusion_dictText"])
		require.Equal(t, "files/jy-2026-001.pdf", rec["attachment"])
		got := items(inspection)
		require.Len(t, got, 2)
		require.Equal(t, "绝缘电阻", got[1]["item"])
		require.Equal(t, "1.1 MΩ", got[1]["finding"])
		require.Equal(t, 0, stock(pump), "a 检验 leaves the stock")

		// 检测 with one item; the list filters by conclusion and report number.
		test, msg := move(map[string]any{"moveType": "5", "reportNo": "JC-2026-002", "conclusion": "1", "quantity": 1,
			"cmisEquipmentCheckList": []map[string]any{{"item": "接地电阻", "requirement": "≤ 4 Ω", "finding": "1.8 Ω", "conclusion": "1"}}})
		require.Empty(t, msg)
		require.Equal(t, []string{inspection}, testenv.Column(s.List(t, admin, movementAPI+"/list", url.Values{"conclusion": {"0"}, "equipmentId": {pump}}), "id"))
		require.Equal(t, []string{test}, testenv.Column(s.List(t, admin, movementAPI+"/list", url.Values{"reportNo": {"*JC-2026*"}, "equipmentId": {pump}}), "id"))

		// The one stock rule for every kind.
		in, msg := move(map[string]any{"moveType": "2", "quantity": 10, "batchNo": "PB-2611"})
		require.Empty(t, msg)
		require.Equal(t, 10, stock(pump))
		out, msg := move(map[string]any{"moveType": "3", "quantity": 3})
		require.Empty(t, msg)
		require.Equal(t, 7, stock(pump))
		require.Equal(t, sumMovements(t, s, pump), stock(pump))
		r := s.Do(t, "PUT", movementAPI+"/edit", admin, map[string]any{"id": inspection, "moveType": "2"})
		require.Equal(t, "检验项目：只有检验、检测记录填写检验项目", r.Message, "a 检验 with items stays one")
		require.Equal(t, 7, stock(pump), "the refused edit changed nothing")
		r = s.Do(t, "PUT", movementAPI+"/edit", admin, map[string]any{"id": arrival, "moveType": "2"})
		require.True(t, r.Success, r.Message)
		require.Equal(t, 11, stock(pump), "the 到货 of 4 became an 入库")
		r = s.Do(t, "PUT", movementAPI+"/edit", admin, map[string]any{"id": arrival, "moveType": "1"})
		require.True(t, r.Success, r.Message)
		require.Equal(t, 7, stock(pump), "and back")

		// Export: the kinds' columns and the items' sheet; an edited export imports back.
		res, b := s.Download(t, admin, movementAPI+"/exportXls?selections="+url.QueryEscape(arrival+","+inspection+","+test))
		require.Equal(t, 200, res.StatusCode, string(b))
		xl := testenv.OpenBook(t, b)
		head := xl.Rows("Sheet1")[2]
		for _, title := range []string{"批次号", "供货商", "报告编号", "检验/检测结论", "说明", "附件"} {
			require.Contains(t, head, title)
		}
		main := xl.Rows("Sheet1")[3:]
		require.Len(t, main, 3)
		line := slices.IndexFunc(main, func(row []string) bool { return slices.Contains(row, "JY-2026-001") })
		require.GreaterOrEqual(t, line, 0)
		require.Equal(t, "不合格", main[line][xl.Col("Sheet1", "检验/检测结论")])
		arrivalLine := slices.IndexFunc(main, func(row []string) bool { return slices.Contains(row, "PB-2611") && slices.Contains(row, "到货") })
		require.Equal(t, maker.Name, main[arrivalLine][xl.Col("Sheet1", "供货商")])
		sub := xl.Rows("检验项目")
		require.Len(t, sub, 3+3, "title, exporter, headers and the three items")
		require.Contains(t, sub[2], "标准要求")

		xl.Set("Sheet1", xl.Col("Sheet1", "报告编号"), 4+line, "JY-2026-001A")
		xl.Set("Sheet1", xl.Col("Sheet1", "批次号"), 4+arrivalLine, "PB-2611B")
		for i, row := range sub[3:] {
			if slices.Contains(row, "绝缘电阻") {
				xl.Set("检验项目", slices.Index(sub[2], "检验结果"), 4+i, "复测 2.4 MΩ")
				xl.Set("检验项目", slices.Index(sub[2], "结论"), 4+i, "合格")
			}
		}
		// A new 检测 row with one item, and a new 出库 of 2.
		lines := len(xl.Rows("Sheet1"))
		xl.AppendRow("Sheet1", rowBy(head, map[string]string{"设备": "排水泵", "类型": "检测", "日期": "2026-11-21", "数量": "1",
			"报告编号": "JC-2026-003", "检验/检测结论": "合格", "标段": "一标"}))
		xl.AppendRow("Sheet1", rowBy(head, map[string]string{"设备": "排水泵", "类型": "出库", "日期": "2026-11-21", "数量": "2", "标段": "一标"}))
		xl.AppendRow("检验项目", rowBy(sub[2], map[string]string{"主表序号": strconv.Itoa(lines - 2), "检验项目": "扬程", "标准要求": "≥ 22 m",
			"检验结果": "23.5 m", "结论": "合格"}))
		rep := s.Upload(t, admin, movementAPI+"/importExcel", map[string][]byte{"moves.xlsx": xl.Bytes()})
		require.True(t, rep.Success, rep.Message)
		require.Equal(t, 200, rep.Code, rep.Message)
		require.Equal(t, "JY-2026-001A", record(inspection)["reportNo"])
		require.Equal(t, "PB-2611B", record(arrival)["batchNo"])
		got = items(inspection)
		require.Len(t, got, 2, "the items kept their rows")
		require.Equal(t, "复测 2.4 MΩ", got[1]["finding"])
		added := s.List(t, admin, movementAPI+"/list", url.Values{"reportNo": {"JC-2026-003"}})
		require.Equal(t, 1, added.Total)
		require.Equal(t, "合格", added.Records[0]["conclusion_dictText"])
		newItems := items(added.Records[0]["id"].(string))
		require.Len(t, newItems, 1)
		require.Equal(t, "扬程", newItems[0]["item"])
		require.Equal(t, 5, stock(pump), "the imported 出库 took 2; the imported 检测 nothing")
		require.Equal(t, sumMovements(t, s, pump), stock(pump))

		// Deleting each kind gives back what it did, and nothing else.
		for _, id := range []string{test, inspection, arrival} {
			r = s.Do(t, "DELETE", movementAPI+"/delete?id="+id, admin, nil)
			require.True(t, r.Success, r.Message)
			require.Equal(t, 5, stock(pump))
		}
		r = s.Do(t, "DELETE", movementAPI+"/delete?id="+out, admin, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, 8, stock(pump))
		r = s.Do(t, "DELETE", movementAPI+"/delete?id="+in, admin, nil)
		require.False(t, r.Success)
		require.Contains(t, r.Message, "当前库存 8台", "the imported 出库 still holds 2")
		require.Equal(t, sumMovements(t, s, pump), stock(pump))
	})
}

// rowBy is a sheet row with values under the given header titles.
func rowBy(head []string, values map[string]string) []any {
	row := make([]any, len(head))
	for title, v := range values {
		if i := slices.Index(head, title); i >= 0 {
			row[i] = v
		}
	}
	return row
}

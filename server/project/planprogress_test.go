package project_test

import (
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/crud"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// TestPlanPercentDerived: a plan's 完成率 is typed only while it has no
// planned quantity; with one it is min(100, round(actual ÷ planned × 100)),
// a typed value ignored. The actual quantity is typed, or (来源 掘进日报) the
// advance of the plan's tunnel in its dates, refigured on every add, edit,
// import, move to another tunnel, delete and batch delete of those records
// and on every change of the plan's dates; on both databases.
func TestPlanPercentDerived(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		_, s1, _ := s.ProjectBase(t, admin)
		const plans, advance = "/progress/cmisProgressPlan", "/advance/cmisTunnelAdvance"
		tunnel := s.Add(t, admin, "/building/cmisBuilding", map[string]any{"sectionId": s1, "name": "主洞", "pid": "0"})
		adit := s.Add(t, admin, "/building/cmisBuilding", map[string]any{"sectionId": s1, "name": "支洞", "pid": "0"})
		plan := func(body map[string]any) map[string]any {
			out := map[string]any{"sectionId": s1, "planType": "month", "period": "2026-11",
				"planStartDate": "2026-11-01", "planEndDate": "2026-11-10"}
			for k, v := range body {
				out[k] = v
			}
			return out
		}
		read := func(id string) (pct float64, actual any) {
			t.Helper()
			var rec map[string]any
			r := s.Do(t, "GET", plans+"/queryById?id="+id, admin, nil)
			require.True(t, r.Success, r.Message)
			r.Decode(t, &rec)
			return rec["percentComplete"].(float64), rec["actualQuantity"]
		}
		edit := func(prefix string, body map[string]any) string {
			t.Helper()
			return s.Do(t, "PUT", prefix+"/edit", admin, body).Message
		}
		ok := func(msg string) { t.Helper(); require.Contains(t, []string{"编辑成功!", "编辑成功！"}, msg) }

		// No quantities: typed, within 0–100.
		typed := s.Add(t, admin, plans, plan(map[string]any{"taskName": "安全检查", "percentComplete": 35}))
		pct, actual := read(typed)
		require.Equal(t, 35.0, pct)
		require.Nil(t, actual)
		ok(edit(plans, map[string]any{"id": typed, "percentComplete": 40}))
		pct, _ = read(typed)
		require.Equal(t, 40.0, pct)
		require.Equal(t, "完成率（%）：不能大于100", s.Do(t, "PUT", plans+"/edit", admin, map[string]any{"id": typed, "percentComplete": 101}).Message)

		// A typed actual quantity: derived, the typed percent ignored.
		lining := s.Add(t, admin, plans, plan(map[string]any{"taskName": "二次衬砌", "plannedQuantity": 200, "unit": "m",
			"actualQuantity": 50, "percentComplete": 99}))
		pct, actual = read(lining)
		require.Equal(t, 25.0, pct)
		require.Equal(t, 50.0, actual)
		ok(edit(plans, map[string]any{"id": lining, "actualQuantity": 151}))
		pct, _ = read(lining)
		require.Equal(t, 76.0, pct, "75.5 rounds up")
		ok(edit(plans, map[string]any{"id": lining, "percentComplete": 10}))
		pct, _ = read(lining)
		require.Equal(t, 76.0, pct, "a typed percent is ignored")
		ok(edit(plans, map[string]any{"id": lining, "actualQuantity": 260}))
		pct, _ = read(lining)
		require.Equal(t, 100.0, pct, "at most 100")
		ok(edit(plans, map[string]any{"id": lining, "actualQuantity": nil}))
		pct, _ = read(lining)
		require.Equal(t, 0.0, pct, "no actual quantity yet")
		// Without its planned quantity the plan is typed again.
		ok(edit(plans, map[string]any{"id": lining, "plannedQuantity": nil, "percentComplete": 60}))
		pct, _ = read(lining)
		require.Equal(t, 60.0, pct)
		require.Equal(t, "计划工程量：应大于0，没有工程量的任务请留空", edit(plans, map[string]any{"id": lining, "plannedQuantity": 0}))

		// From the advance records: the unit is metres, a building and a planned quantity are needed.
		require.Equal(t, "实际工程量来源：按掘进日报计算时须填写计划工程量（m）",
			s.Do(t, "POST", plans+"/add", admin, plan(map[string]any{"taskName": "掘进", "quantitySource": "advance", "buildingId": tunnel})).Message)
		require.Equal(t, "实际工程量来源：按掘进日报计算时须选择建筑物（隧洞）",
			s.Do(t, "POST", plans+"/add", admin, plan(map[string]any{"taskName": "掘进", "quantitySource": "advance", "plannedQuantity": 100})).Message)
		require.Equal(t, "单位：按掘进日报计算时为 m，不能为「m³」",
			s.Do(t, "POST", plans+"/add", admin, plan(map[string]any{"taskName": "掘进", "quantitySource": "advance", "plannedQuantity": 100,
				"buildingId": tunnel, "unit": "m³"})).Message)
		dig := s.Add(t, admin, plans, plan(map[string]any{"taskName": "主洞掘进", "quantitySource": "advance", "plannedQuantity": 100,
			"buildingId": tunnel, "actualQuantity": 999, "percentComplete": 80}))
		var rec map[string]any
		s.Do(t, "GET", plans+"/queryById?id="+dig, admin, nil).Decode(t, &rec)
		require.Equal(t, "m", rec["unit"])
		require.Equal(t, "advance", rec["quantitySource"])
		expect := func(pct, actual float64, why string) {
			t.Helper()
			p, a := read(dig)
			require.Equal(t, actual, a, why)
			require.Equal(t, pct, p, why)
		}
		expect(0, 0, "no advance yet: the typed values are ignored")

		day := func(building, d, start, end string) map[string]any {
			return map[string]any{"sectionId": s1, "buildingId": building, "reportDate": d, "method": "TBM", "startChainage": start, "endChainage": end}
		}
		r1 := s.Add(t, admin, advance, day(tunnel, "2026-11-01", "K1+000", "K1+012.5"))
		expect(13, 12.5, "add: 12.5 of 100 rounds to 13")
		r2 := s.Add(t, admin, advance, day(tunnel, "2026-11-02", "K1+012.5", "K1+030"))
		expect(30, 30, "add")
		r3 := s.Add(t, admin, advance, day(tunnel, "2026-11-12", "K1+030", "K1+040"))
		expect(30, 30, "a record after the plan's end does not count")
		s.Add(t, admin, advance, day(adit, "2026-11-03", "K0+000", "K0+050"))
		expect(30, 30, "another tunnel's record does not count")
		ok(edit(advance, map[string]any{"id": r3, "reportDate": "2026-11-10"}))
		expect(40, 40, "edit: the record's day moved into the plan")

		// Import: an exported record's row with the next day's metres.
		res, b := s.Download(t, admin, advance+"/exportXls?selections="+r3)
		require.Equal(t, 200, res.StatusCode)
		xl := testenv.OpenBook(t, b)
		head := xl.Rows("Sheet1")[2]
		xl.AppendRow("Sheet1", testenv.SheetRowOf(t, crud.CmisTunnelAdvance, head, map[string]any{"sectionId": "一标", "buildingId": "主洞",
			"reportDate": "2026-11-10", "method": "TBM", "startChainage": "K1+040", "endChainage": "K1+055"}))
		rep := s.Upload(t, admin, advance+"/importExcel", map[string][]byte{"advance.xlsx": xl.Bytes()})
		require.True(t, rep.Success, rep.Message)
		require.Equal(t, 200, rep.Code, rep.Message)
		expect(55, 55, "import")
		r4 := s.List(t, admin, advance+"/list", url.Values{"buildingId": {tunnel}, "column": {"startChainage"}, "order": {"desc"}}).Records[0]["id"].(string)

		ok(edit(advance, map[string]any{"id": r2, "buildingId": adit, "reportDate": "2026-11-04", "startChainage": "K0+050", "endChainage": "K0+067.5"}))
		expect(38, 37.5, "edit: a record moved to another tunnel leaves the plan (37.5 rounds to 38)")

		// The plan's own dates choose its records.
		ok(edit(plans, map[string]any{"id": dig, "planStartDate": "2026-11-10"}))
		expect(25, 25, "the plan's dates changed")
		ok(edit(plans, map[string]any{"id": dig, "planStartDate": "2026-11-01"}))
		expect(38, 37.5, "and back")

		r := s.Do(t, "DELETE", advance+"/delete?id="+r4, admin, nil)
		require.True(t, r.Success, r.Message)
		expect(23, 22.5, "delete")
		r = s.Do(t, "DELETE", advance+"/deleteBatch?ids="+url.QueryEscape(r1+","+r3), admin, nil)
		require.True(t, r.Success, r.Message)
		expect(0, 0, "batch delete")

		// The percent complete of the other plans stayed as it was.
		pct, _ = read(typed)
		require.Equal(t, 40.0, pct)
		pct, _ = read(lining)
		require.Equal(t, 60.0, pct)
	})
}

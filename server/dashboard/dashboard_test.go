package dashboard_test

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/ent/cmisboltassessment"
	"aqueduct/ent/cmisexcavationassessment"
	"aqueduct/ent/cmishiddendanger"
	"aqueduct/ent/cmispayment"
	"aqueduct/ent/cmissection"
	"aqueduct/ent/cmisshotcreteassessment"
	"aqueduct/ent/cmissupervisionnotice"
	"aqueduct/ent/cmistbmassessment"
	"aqueduct/ent/cmistunneladvance"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/server/crud"
	"aqueduct/server/jsontime"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestDashboardAggregates: every panel of the large screen against totals
// computed by hand from the demo's rows, for the owner (all sections) and
// the contractor (his one section); a write shows at once; a viewer without
// the panel's list permission is refused.
func TestDashboardAggregates(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		owner := s.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)
		contractor := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		get := func(tok, path string, v any) {
			t.Helper()
			r := s.Do(t, "GET", path, tok, nil)
			require.True(t, r.Success, "%s: %s", path, r.Message)
			r.Decode(t, v)
		}
		now := time.Now().In(jsontime.Zone)
		today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, jsontime.Zone)
		dayOf := func(d jsontime.Date) string { return time.Time(d).In(jsontime.Zone).Format(time.DateOnly) }
		near := func(want, got float64, what string) {
			t.Helper()
			require.InDelta(t, math.Round(want*10)/10, got, 0.051, what)
		}
		first := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)

		// 掘进: totals, the month, every one of the last 30 days, by section.
		rows := c.CmisTunnelAdvance.Query().AllX(ctx)
		perDay, perSec, month := map[string]float64{}, map[string]float64{}, 0.0
		total := 0.0
		for _, r := range rows {
			require.NotNil(t, r.Advance, "every record's advance is worked out")
			perDay[dayOf(r.ReportDate)] += *r.Advance
			perSec[r.SectionID] += *r.Advance
			total += *r.Advance
			if dayOf(r.ReportDate) >= today.Format("2006-01-")+"01" {
				month += *r.Advance
			}
		}
		var adv struct {
			Today, Month, Total float64
			Daily               []struct {
				Date   string
				Metres float64
			}
			Monthly []struct {
				Month  string
				Metres float64
			}
			BySection []struct {
				SectionID string
				Total     float64
			}
		}
		get(owner, "/dashboard/advance", &adv)
		near(total, adv.Total, "total advance")
		near(month, adv.Month, "this month")
		require.Len(t, adv.Daily, 30)
		require.Equal(t, today.Format(time.DateOnly), adv.Daily[29].Date)
		for _, d := range adv.Daily {
			near(perDay[d.Date], d.Metres, d.Date)
		}
		require.Len(t, adv.Monthly, 12)
		require.Equal(t, today.Format("2006-01"), adv.Monthly[11].Month)
		require.Len(t, adv.BySection, 3)
		for _, sec := range adv.BySection {
			near(perSec[sec.SectionID], sec.Total, "section total")
		}
		require.Positive(t, adv.Total)

		var mine struct {
			Total     float64
			BySection []struct{ SectionID string }
		}
		get(contractor, "/dashboard/advance", &mine)
		require.Len(t, mine.BySection, 1, "the contractor sees his section only")
		require.Equal(t, first.ID, mine.BySection[0].SectionID)
		near(perSec[first.ID], mine.Total, "his total")

		// 设备: counts by status, zeros included.
		eq := map[string]int{}
		for _, e := range c.CmisEquipment.Query().AllX(ctx) {
			eq[e.Status]++
		}
		var equipment struct {
			Total    int
			ByStatus []struct {
				Status, StatusText string
				Count              int
			}
		}
		get(owner, "/dashboard/equipment", &equipment)
		require.Len(t, equipment.ByStatus, 4)
		sum := 0
		for _, st := range equipment.ByStatus {
			require.Equal(t, eq[st.Status], st.Count, st.StatusText)
			sum += st.Count
		}
		require.Equal(t, sum, equipment.Total)
		require.Positive(t, sum)

		// 隐患: the open ones by level, the overdue.
		open, overdue, byLevel := 0, 0, map[string]int{}
		for _, d := range c.CmisHiddenDanger.Query().AllX(ctx) {
			if d.Status == "4" {
				continue
			}
			open++
			byLevel[d.Level]++
			if d.Deadline != nil && dayOf(*d.Deadline) < today.Format(time.DateOnly) {
				overdue++
			}
		}
		var dangers struct {
			Open, Overdue int
			ByLevel       []struct {
				Level string
				Open  int
			}
		}
		get(owner, "/dashboard/dangers", &dangers)
		require.Equal(t, open, dangers.Open)
		require.Equal(t, overdue, dangers.Overdue)
		require.Positive(t, overdue)
		for _, l := range dangers.ByLevel {
			require.Equal(t, byLevel[l.Level], l.Open)
		}

		// 巡检: today, the week and its problems.
		week, problems, todays := 0, 0, 0
		for _, p := range c.CmisPatrol.Query().AllX(ctx) {
			d := time.Time(p.PatrolTime).In(jsontime.Zone)
			if !d.Before(today.AddDate(0, 0, -6)) && d.Before(today.AddDate(0, 0, 1)) {
				week++
				problems += p.ProblemCount
			}
			if !d.Before(today) && d.Before(today.AddDate(0, 0, 1)) {
				todays++
			}
		}
		var patrol struct {
			Today, Week, ProblemsWeek int
			Daily                     []struct{ Date string }
		}
		get(owner, "/dashboard/patrol", &patrol)
		require.Equal(t, todays, patrol.Today)
		require.Equal(t, week, patrol.Week)
		require.Equal(t, problems, patrol.ProblemsWeek)
		require.Len(t, patrol.Daily, 14)

		// 投资: the contracts, what the monthly reports completed and the approved payments.
		completed, contract, paid := 0.0, 0.0, 0.0
		for _, m := range c.CmisMonthlyReport.Query().AllX(ctx) {
			completed += m.Investment.InexactFloat64()
		}
		for _, p := range c.CmisPayment.Query().Where(cmispayment.Status("1")).AllX(ctx) {
			paid += p.Amount.InexactFloat64()
		}
		for _, sec := range c.CmisSection.Query().AllX(ctx) {
			contract += sec.ContractAmount.InexactFloat64()
		}
		var inv struct {
			Plan, Contract, Completed, CompletedYear float64
			Paid                                     *float64
		}
		get(owner, "/dashboard/investment", &inv)
		require.InDelta(t, contract, inv.Contract, 0.01)
		require.InDelta(t, completed, inv.Completed, 0.01)
		require.Positive(t, inv.Plan)
		require.NotNil(t, inv.Paid)
		require.Positive(t, paid)
		require.InDelta(t, paid, *inv.Paid, 0.01)

		// 进度: the advanced metres against the main tunnels' length.
		var progress []struct {
			SectionID                     string
			DesignLength, Advanced        float64
			PlannedPercent, ActualPercent float64
		}
		get(owner, "/dashboard/progress", &progress)
		require.Len(t, progress, 3)
		for _, p := range progress {
			near(perSec[p.SectionID], p.Advanced, "advanced")
			require.Positive(t, p.DesignLength)
			require.Positive(t, p.PlannedPercent, "the year plan is under way")
			require.LessOrEqual(t, p.PlannedPercent, 100.0)
		}

		// 地图: the route of every tunnel, the markers the viewer may list.
		var m struct {
			Tiles     string
			Sections  []struct{ ID string }
			Buildings []struct {
				ID, Pid  string
				Route    [][2]float64
				Face     *float64
				FaceDate string
			}
			Dangers []struct{ Chainage *float64 }
			Surface []struct{ Longitude *float64 }
			Cameras []struct{ ID string }
		}
		get(owner, "/dashboard/map", &m)
		require.Empty(t, m.Tiles)
		require.Len(t, m.Sections, 3)
		tunnels := 0
		for _, bd := range m.Buildings {
			require.GreaterOrEqual(t, len(bd.Route), 2, "every demo building is surveyed")
			if bd.Pid == "0" {
				tunnels++
			}
		}
		require.Equal(t, 3, tunnels)
		// 掌子面: each tunnel's face is the end of its latest advance record
		// (by date, then entry), worked out here from every record.
		latest := map[string]*ent.CmisTunnelAdvance{}
		for _, a := range c.CmisTunnelAdvance.Query().AllX(ctx) {
			l := latest[a.BuildingID]
			da, dl := time.Time(a.ReportDate), time.Time{}
			if l != nil {
				dl = time.Time(l.ReportDate)
			}
			if l == nil || da.After(dl) || da.Equal(dl) && (time.Time(a.CreateTime).After(time.Time(l.CreateTime)) ||
				time.Time(a.CreateTime).Equal(time.Time(l.CreateTime)) && a.ID > l.ID) {
				latest[a.BuildingID] = a
			}
		}
		faces := 0
		for _, bd := range m.Buildings {
			l, ok := latest[bd.ID]
			if bd.Pid != "0" || !ok {
				require.Nil(t, bd.Face, "only a tunnel with records has a face")
				continue
			}
			faces++
			require.NotNil(t, bd.Face, bd.ID)
			require.InDelta(t, l.EndChainage.InexactFloat64(), *bd.Face, 0.0005, bd.ID)
			require.Equal(t, time.Time(l.ReportDate).In(jsontime.Zone).Format("2006-01-02"), bd.FaceDate)
		}
		require.Equal(t, 3, faces, "every demo tunnel advanced")
		// The contractor of the first section sees its tunnel's face only.
		var hisMap struct {
			Buildings []struct {
				ID, Pid, SectionID string
				Face               *float64
			}
		}
		get(contractor, "/dashboard/map", &hisMap)
		faces = 0
		for _, bd := range hisMap.Buildings {
			if bd.Face != nil {
				faces++
				require.Equal(t, latest[bd.ID].SectionID, bd.SectionID)
				require.InDelta(t, latest[bd.ID].EndChainage.InexactFloat64(), *bd.Face, 0.0005)
			}
		}
		require.Equal(t, 1, faces)
		require.Len(t, m.Dangers, open)
		require.NotEmpty(t, m.Surface)
		require.NotEmpty(t, m.Cameras)

		// A new record shows at once (the panel's cache follows its table).
		last := c.CmisTunnelAdvance.Query().Order(ent.Desc("end_chainage")).FirstX(ctx)
		c.CmisTunnelAdvance.Create().SetEngineeringID(last.EngineeringID).SetSectionID(last.SectionID).SetBuildingID(last.BuildingID).
			SetReportDate(jsontime.Date(today)).SetMethod(last.Method).SetStartChainage(last.EndChainage).
			SetEndChainage(last.EndChainage).SetAdvance(12.5).SaveX(ctx)
		get(owner, "/dashboard/advance", &adv)
		near(total+12.5, adv.Total, "after a new day's record")

		// One section asked: that section; a section not his: nothing.
		get(owner, "/dashboard/progress?sectionId="+first.ID, &progress)
		require.Len(t, progress, 1)
		var others []struct{ SectionID string }
		third := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG03")).OnlyX(ctx)
		get(contractor, "/dashboard/progress?sectionId="+third.ID, &others)
		require.Empty(t, others, "another section's figures stay hidden")

		// 质量: each assessment counted by grade, for the forms the viewer may list.
		grades := map[string]map[string]int{"cmisTbmAssessment": {}, "cmisExcavationAssessment": {}, "cmisBoltAssessment": {}, "cmisShotcreteAssessment": {}}
		for _, a := range c.CmisTbmAssessment.Query().Where(cmistbmassessment.SectionID(first.ID)).AllX(ctx) {
			grades["cmisTbmAssessment"][a.Grade]++
		}
		for _, a := range c.CmisExcavationAssessment.Query().Where(cmisexcavationassessment.SectionID(first.ID)).AllX(ctx) {
			grades["cmisExcavationAssessment"][a.Grade]++
		}
		for _, a := range c.CmisBoltAssessment.Query().Where(cmisboltassessment.SectionID(first.ID)).AllX(ctx) {
			grades["cmisBoltAssessment"][a.Grade]++
		}
		for _, a := range c.CmisShotcreteAssessment.Query().Where(cmisshotcreteassessment.SectionID(first.ID)).AllX(ctx) {
			grades["cmisShotcreteAssessment"][a.Grade]++
		}
		var quality []struct {
			Key    string
			Counts map[string]int
		}
		get(owner, "/dashboard/quality?sectionId="+first.ID, &quality)
		require.Len(t, quality, 4)
		for _, q := range quality {
			require.Len(t, q.Counts, 3, "every grade present")
			for g, n := range q.Counts {
				require.Equal(t, grades[q.Key][g], n, "%s %s", q.Key, g)
			}
		}
		require.Positive(t, quality[0].Counts["2"]+quality[0].Counts["1"], "section 1 (TBM) has graded units")

		// 待办: the steps each holds, counted inside his rows.
		type todo struct {
			Key   string
			Count int
			Path  string
		}
		var todos []todo
		get(owner, "/dashboard/todo", &todos)
		require.Empty(t, todos, "the owner handles no step")
		mineOpen, mineNotices := 0, 0
		for _, d := range c.CmisHiddenDanger.Query().Where(cmishiddendanger.SectionID(first.ID)).AllX(ctx) {
			if d.Status == "1" || d.Status == "2" {
				mineOpen++
			}
		}
		for _, n := range c.CmisSupervisionNotice.Query().Where(cmissupervisionnotice.SectionID(first.ID)).AllX(ctx) {
			if n.Status == "1" {
				mineNotices++
			}
		}
		get(contractor, "/dashboard/todo", &todos)
		require.Equal(t, []todo{{"dangerRectify", mineOpen, "/safety/cmisHiddenDanger"}, {"noticeReply", mineNotices, "/safety/cmisSupervisionNotice"}}, todos)
		require.Positive(t, mineOpen)
		supervisor := s.Token(t, seed.DemoSupervisor, seed.DemoEngineerPassword)
		get(supervisor, "/dashboard/todo", &todos)
		require.Len(t, todos, 1)
		require.Equal(t, "dangerReview", todos[0].Key)
		require.Positive(t, todos[0].Count)

		// No list permission, no panel.
		engineer := s.Token(t, "engineer", seed.DemoEngineerPassword)
		get(engineer, "/dashboard/quality", &quality)
		require.Empty(t, quality, "no form he may list")
		for _, p := range []string{"progress", "advance", "equipment", "investment", "patrol", "dangers", "map"} {
			r := s.Do(t, "GET", "/dashboard/"+p, engineer, nil)
			require.False(t, r.Success, p)
			require.Equal(t, 510, r.Code, fmt.Sprint(p))
		}
	})
}

// TestAdvanceDailyFollowsRecords: the per-day summary the large screen reads
// (cmis_advance_daily, kept by triggers) equals the records summed by hand
// after every kind of write — add, edit of the advance, the day and the
// section, soft delete, hard delete — and a viewer whose data rules name a
// column the summary lacks gets his sums from the records.
func TestAdvanceDailyFollowsRecords(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		matches := func(what string) { t.Helper(); s.RequireAdvanceDaily(t, what) }
		matches("demo data")

		first := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)
		other := c.CmisSection.Query().Where(cmissection.CodeNEQ("DZYS2-SG01")).FirstX(ctx)
		tpl := c.CmisTunnelAdvance.Query().Where(cmistunneladvance.SectionID(first.ID)).FirstX(ctx)
		day := jsontime.Date(time.Date(2019, 5, 6, 0, 0, 0, 0, jsontime.Zone))
		add := func(sec string, d jsontime.Date, metres float64, method string) *ent.CmisTunnelAdvance {
			return c.CmisTunnelAdvance.Create().SetSectionID(sec).SetBuildingID(tpl.BuildingID).SetReportDate(d).
				SetStartChainage(tpl.StartChainage).SetEndChainage(tpl.EndChainage).SetAdvance(metres).SetMethod(method).SaveX(ctx)
		}
		a := add(first.ID, day, 7.5, "TBM")
		b := add(first.ID, day, 2.25, "TBM")
		matches("two records added on a new day")
		c.CmisTunnelAdvance.UpdateOne(a).SetAdvance(9).ExecX(ctx)
		matches("advance edited")
		c.CmisTunnelAdvance.UpdateOne(a).SetReportDate(jsontime.Date(time.Time(day).AddDate(0, 0, 1))).SetSectionID(other.ID).ExecX(ctx)
		matches("day and section moved")
		c.CmisTunnelAdvance.UpdateOne(b).SetRemarks("只改备注").ExecX(ctx)
		matches("an unrelated column edited")
		c.CmisTunnelAdvance.DeleteOne(b).ExecX(ctx) // soft: del_flag = 1
		matches("soft delete")
		_, err := s.App.DB.SQL.ExecContext(ctx, "DELETE FROM cmis_tunnel_advance WHERE id = "+placeholder(db), a.ID)
		require.NoError(t, err)
		matches("hard delete")

		// A rule on 掘进方式 for the contractor: the summary has no such column,
		// so his sums come from the records (a 钻爆 record of his section is left out).
		add(first.ID, jsontime.Date(time.Now()), 11, "DB")
		contractor := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		var before struct{ Total float64 }
		r := s.Do(t, "GET", "/dashboard/advance", contractor, nil)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &before)
		tbm := 0.0
		for _, x := range c.CmisTunnelAdvance.Query().Where(cmistunneladvance.SectionID(first.ID)).AllX(ctx) {
			if x.Method == "TBM" {
				tbm += *x.Advance
			}
		}
		require.Greater(t, before.Total, tbm, "before the rule his 钻爆 metres count")
		rule := c.SysPermissionDataRule.Create().SetPermissionID(crud.CmisTunnelAdvance.MenuID).SetRuleName("仅TBM").
			SetRuleColumn("method").SetRuleConditions("=").SetRuleValue("TBM").SaveX(ctx)
		role := c.SysRole.Query().Where(sysrole.RoleCode(seed.DemoContractorRole)).OnlyX(ctx)
		grant := c.SysRolePermission.Query().Where(sysrolepermission.PermissionID(crud.CmisTunnelAdvance.MenuID),
			sysrolepermission.RoleID(role.ID)).OnlyX(ctx)
		c.SysRolePermission.UpdateOne(grant).SetDataRuleIds(strings.Trim(grant.DataRuleIds+","+rule.ID, ",")).ExecX(ctx)
		var after struct{ Total float64 }
		r = s.Do(t, "GET", "/dashboard/advance", contractor, nil)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &after)
		require.InDelta(t, math.Round(tbm*10)/10, after.Total, 0.051)
	})
}

// placeholder is the dialect's first bind parameter.
func placeholder(db testenv.DB) string {
	if db.Name == "postgres" {
		return "$1"
	}
	return "?"
}

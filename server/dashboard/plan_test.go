package dashboard_test

import (
	"context"
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/ent/cmissection"
	"aqueduct/server/jsontime"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestDashboardPlannedAdvance: the 大屏's advance series carry the metres
// the year plans planned per day and per month — each excavation task's
// planned quantity (实际工程量来源 掘进日报) spread over its days, up to today —
// null where no plan covers the period; tasks of other sources, month plans
// and tasks without a quantity do not count; the contractor sees only his
// section's plan.
func TestDashboardPlannedAdvance(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		now := time.Now().In(jsontime.Zone)
		today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, jsontime.Zone)
		first := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)
		second := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG02")).OnlyX(ctx)
		third := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG03")).OnlyX(ctx)

		// The demo's plans give way to known ones.
		c.CmisProgressPlan.Delete().ExecX(ctx)
		require.Zero(t, c.CmisProgressPlan.Query().CountX(ctx))
		type task struct {
			sec         *ent.CmisSection
			typ, source string
			from, to    int // days from today, both included
			qty         float64
			noQty       bool
		}
		tasks := []task{
			{sec: first, typ: "year", source: "advance", from: -44, to: -15, qty: 300},   // 10 m a day
			{sec: second, typ: "year", source: "advance", from: -9, to: 20, qty: 100},    // 3.33 m a day, 10 days to date
			{sec: first, typ: "year", source: "advance", from: -800, to: -500, qty: 900}, // before the chart
			{sec: first, typ: "year", source: "manual", from: -60, to: 0, qty: 999},      // lining: not advance
			{sec: first, typ: "month", source: "advance", from: -20, to: 0, qty: 999},    // the year plan's breakdown
			{sec: third, typ: "year", source: "advance", from: -30, to: 0, noQty: true},  // no quantity
		}
		ids := make([]string, len(tasks))
		for i, tk := range tasks {
			start, end := today.AddDate(0, 0, tk.from), today.AddDate(0, 0, tk.to)
			q := c.CmisProgressPlan.Create().SetEngineeringID(tk.sec.EngineeringID).SetSectionID(tk.sec.ID).
				SetPlanType(tk.typ).SetPeriod(start.Format("2006")).SetBuildingID("").SetTaskName("掘进" + string(rune('A'+i))).
				SetPlanStartDate(jsontime.Date(start)).SetPlanEndDate(jsontime.Date(end)).SetQuantitySource(tk.source).SetUnit("m")
			if !tk.noQty {
				q.SetPlannedQuantity(tk.qty)
			}
			ids[i] = q.SaveX(ctx).ID
		}
		// planned per day by hand, each section's counted tasks spread evenly
		perDay := func(secs ...*ent.CmisSection) map[string]float64 {
			out := map[string]float64{}
			for _, tk := range tasks[:2] {
				for _, sc := range secs {
					if sc.ID != tk.sec.ID {
						continue
					}
					rate := tk.qty / float64(tk.to-tk.from+1)
					for d := tk.from; d <= min(tk.to, 0); d++ {
						out[today.AddDate(0, 0, d).Format(time.DateOnly)] += rate
					}
				}
			}
			return out
		}
		type series struct {
			Daily []struct {
				Date    string
				Metres  float64
				Planned *float64
			}
			Monthly []struct {
				Month   string
				Metres  float64
				Planned *float64
			}
		}
		check := func(tok string, want map[string]float64, who string) {
			t.Helper()
			var got series
			r := s.Do(t, "GET", "/dashboard/advance", tok, nil)
			require.True(t, r.Success, r.Message)
			r.Decode(t, &got)
			require.Len(t, got.Daily, 30)
			points := 0
			for _, d := range got.Daily {
				w, ok := want[d.Date]
				if !ok {
					require.Nil(t, d.Planned, "%s %s: no plan, no point", who, d.Date)
					continue
				}
				require.NotNil(t, d.Planned, "%s %s", who, d.Date)
				require.InDelta(t, math.Round(w*10)/10, *d.Planned, 0.051, "%s %s", who, d.Date)
				points++
			}
			require.Positive(t, points, who)
			months := map[string]float64{}
			for d, v := range want {
				months[d[:7]] += v
			}
			require.Len(t, got.Monthly, 12)
			for _, m := range got.Monthly {
				w, ok := months[m.Month]
				if !ok {
					require.Nil(t, m.Planned, "%s %s: no plan, no point", who, m.Month)
					continue
				}
				require.NotNil(t, m.Planned, "%s %s", who, m.Month)
				require.InDelta(t, math.Round(w*10)/10, *m.Planned, 0.051, "%s %s", who, m.Month)
			}
		}
		owner := s.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)
		contractor := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		all := perDay(first, second, third)
		require.InDelta(t, 10+100.0/30, all[today.AddDate(0, 0, -20).Format(time.DateOnly)]+all[today.Format(time.DateOnly)], 1e-9)
		check(owner, all, "owner")
		check(contractor, perDay(first), "contractor")

		// One section asked: its plan only.
		var one series
		r := s.Do(t, "GET", "/dashboard/advance?sectionId="+second.ID, owner, nil)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &one)
		require.NotNil(t, one.Daily[29].Planned)
		require.InDelta(t, 3.3, *one.Daily[29].Planned, 0.051)
		require.Nil(t, one.Daily[0].Planned, "the first section's days are not his")

		// A changed plan shows at once (the panel's cache follows the plans).
		c.CmisProgressPlan.UpdateOneID(ids[0]).SetPlannedQuantity(600).ExecX(ctx)
		c.CmisProgressPlan.UpdateOneID(ids[1]).SetPlannedQuantity(600).ExecX(ctx)
		tasks[0].qty, tasks[1].qty = 600, 600
		check(owner, perDay(first, second, third), "owner after the change")
	})
}

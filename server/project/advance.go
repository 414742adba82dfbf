package project

import (
	"context"
	"time"

	"aqueduct/ent"
	"aqueduct/ent/cmistunneladvance"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
)

// A tunnel's advance records chain: ordered by day (then start chainage),
// each starts where the one before it ended, and no two cover the same metres.

// advanceBeforeSave works out the advance (进尺) from the two chainages.
func advanceBeforeSave(ctx context.Context, _ *ent.Client, op crud.Op, m entMutation, _ crud.Body) error {
	am, ok := m.(*ent.CmisTunnelAdvanceMutation)
	if !ok {
		return nil
	}
	start, okS := am.StartChainage()
	end, okE := am.EndChainage()
	if !okS && !okE {
		return nil // the chainages stay: so does the advance
	}
	var err error
	if !okS && op == crud.OpUpdate { // an edit of one end keeps the other
		start, err = am.OldStartChainage(ctx)
	}
	if !okE && op == crud.OpUpdate && err == nil {
		end, err = am.OldEndChainage(ctx)
	}
	if err != nil {
		return err
	}
	if !end.GreaterThan(start.Decimal) {
		return httpx.Failf("终点桩号 %s 应大于起点桩号 %s", end, start)
	}
	am.SetAdvance(end.Sub(start).Float())
	return nil
}

// advanceAfterSave refuses a record that overlaps another of its tunnel or
// does not meet its neighbours.
func advanceAfterSave(ctx context.Context, tx *ent.Client, _ crud.Op, row any, _ crud.Body) error {
	a := row.(*ent.CmisTunnelAdvance)
	if !a.EndChainage.GreaterThan(a.StartChainage.Decimal) {
		return httpx.Failf("终点桩号 %s 应大于起点桩号 %s", a.EndChainage, a.StartChainage)
	}
	others, err := tx.CmisTunnelAdvance.Query().
		Where(cmistunneladvance.BuildingID(a.BuildingID), cmistunneladvance.IDNEQ(a.ID)).
		Order(ent.Asc(cmistunneladvance.FieldReportDate), ent.Asc(cmistunneladvance.FieldStartChainage)).
		All(ctx)
	if err != nil {
		return err
	}
	var prev, next *ent.CmisTunnelAdvance
	for _, o := range others {
		if o.StartChainage.LessThan(a.EndChainage.Decimal) && o.EndChainage.GreaterThan(a.StartChainage.Decimal) {
			return httpx.Failf("与 %s 的记录（%s～%s）重叠", day(o.ReportDate), o.StartChainage, o.EndChainage)
		}
		if before(o, a) {
			prev = o
		} else if next == nil {
			next = o
		}
	}
	if prev != nil && !prev.EndChainage.Equal(a.StartChainage.Decimal) {
		return httpx.Failf("起点桩号 %s 与上一条记录（%s，终点 %s）不衔接", a.StartChainage, day(prev.ReportDate), prev.EndChainage)
	}
	if next != nil && !next.StartChainage.Equal(a.EndChainage.Decimal) {
		return httpx.Failf("终点桩号 %s 与下一条记录（%s，起点 %s）不衔接", a.EndChainage, day(next.ReportDate), next.StartChainage)
	}
	return nil
}

// before orders records by day, then by start chainage.
func before(o, a *ent.CmisTunnelAdvance) bool {
	od, ad := time.Time(o.ReportDate), time.Time(a.ReportDate)
	if !od.Equal(ad) {
		return od.Before(ad)
	}
	return o.StartChainage.LessThan(a.StartChainage.Decimal)
}

func day(d jsontime.Date) string { return time.Time(d).In(jsontime.Zone).Format(jsontime.DateLayout) }

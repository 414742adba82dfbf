package project

import (
	"context"
	"database/sql"
	"math"

	"aqueduct/ent"
	"aqueduct/ent/cmisprogressplan"
	"aqueduct/ent/cmistunneladvance"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/schedule"
	"aqueduct/server/viewer"
)

// A plan's percent complete (完成率) is typed only where the plan has no
// planned quantity. With one (计划工程量 > 0) it is the actual quantity's
// share of it, min(100, round(actual ÷ planned × 100)), and the actual
// quantity (实际工程量) is
//   - typed (实际工程量来源 填报, the default), an empty one counting 0;
//   - the advance (进尺) of the plan's building in the plan's dates, both
//     included, summed over its 掘进日报 (来源 掘进日报, unit m): refigured
//     whenever one of those records is added, edited, imported or deleted.
//
// Values typed into what is worked out are ignored. planBeforeSave is the
// rule on every save of a plan (form, import); refreshPlans on every change
// of the advance records.

// planQty is what the rule reads of a plan: its saved values, with what the
// save changes over them.
type planQty struct {
	planned, actual *float64
	source          string
	building        string
	unit            string
	start, end      jsontime.Date
}

// planBeforeSave applies the rule to the plan being saved.
func planBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, m *ent.CmisProgressPlanMutation, _ crud.Body) error {
	q := planQty{source: schedule.SourceManual}
	if op == crud.OpUpdate {
		id, _ := m.ID()
		old, err := tx.CmisProgressPlan.Get(ctx, id)
		if err != nil {
			return err
		}
		q = planQty{planned: old.PlannedQuantity, actual: old.ActualQuantity, source: old.QuantitySource,
			building: old.BuildingID, unit: old.Unit, start: old.PlanStartDate, end: old.PlanEndDate}
	}
	if v, ok := m.PlannedQuantity(); ok {
		q.planned = &v
	} else if m.PlannedQuantityCleared() {
		q.planned = nil
	}
	if v, ok := m.ActualQuantity(); ok {
		q.actual = &v
	} else if m.ActualQuantityCleared() {
		q.actual = nil
	}
	if v, ok := m.QuantitySource(); ok {
		q.source = v
	}
	if v, ok := m.BuildingID(); ok {
		q.building = v
	} else if m.BuildingIDCleared() {
		q.building = ""
	}
	if v, ok := m.Unit(); ok {
		q.unit = v
	} else if m.UnitCleared() {
		q.unit = ""
	}
	if v, ok := m.PlanStartDate(); ok {
		q.start = v
	}
	if v, ok := m.PlanEndDate(); ok {
		q.end = v
	}
	if q.source == "" {
		q.source = schedule.SourceManual
		m.SetQuantitySource(q.source)
	}
	if q.planned != nil && *q.planned <= 0 {
		return httpx.Fail("计划工程量：应大于0，没有工程量的任务请留空")
	}
	switch q.source {
	case schedule.SourceManual:
	case schedule.SourceAdvance:
		if q.planned == nil {
			return httpx.Fail("实际工程量来源：按掘进日报计算时须填写计划工程量（m）")
		}
		if q.building == "" {
			return httpx.Fail("实际工程量来源：按掘进日报计算时须选择建筑物（隧洞）")
		}
		switch q.unit {
		case "":
			m.SetUnit("m")
		case "m", "米":
		default:
			return httpx.Failf("单位：按掘进日报计算时为 m，不能为「%s」", q.unit)
		}
		sum, err := advanceBetween(ctx, tx, q.building, q.start, q.end, nil)
		if err != nil {
			return err
		}
		q.actual = &sum
		m.SetActualQuantity(sum)
	default:
		return httpx.Failf("实际工程量来源：「%s」不是可选的来源", q.source)
	}
	if pct, derived := schedule.PlanPercent(q.planned, q.actual); derived {
		m.SetPercentComplete(pct)
	}
	return nil
}

// advanceBetween is the advance of a building's records from start to end
// (both included), the records except excluded (being deleted), in metres
// to the millimetre. It reads past the caller's rules: a plan's progress is
// all of its tunnel's advance.
func advanceBetween(ctx context.Context, tx *ent.Client, building string, start, end jsontime.Date, excluded []string) (float64, error) {
	q := tx.CmisTunnelAdvance.Query().Where(cmistunneladvance.BuildingID(building),
		cmistunneladvance.ReportDateGTE(start), cmistunneladvance.ReportDateLTE(end))
	if len(excluded) > 0 {
		q.Where(cmistunneladvance.IDNotIn(excluded...))
	}
	// Summed in the database: an import of a year of records refigures the
	// plans once a record.
	var out []struct {
		Sum sql.NullFloat64 `json:"sum"`
	}
	if err := q.Aggregate(ent.Sum(cmistunneladvance.FieldAdvance)).Scan(viewer.Unscoped(ctx), &out); err != nil {
		return 0, err
	}
	if len(out) == 0 {
		return 0, nil
	}
	return math.Round(out[0].Sum.Float64*1000) / 1000, nil
}

// refreshPlans refigures the actual quantity and percent complete of the
// plans whose actual quantity is the advance of one of buildings, leaving
// out the records excluded (being deleted). It runs in the transaction of
// the advance records' change, past the caller's rules (a contractor's
// record moves the owner's view of the plan too).
func refreshPlans(ctx context.Context, tx *ent.Client, buildings []string, excluded []string) error {
	if len(buildings) == 0 {
		return nil
	}
	all := viewer.Unscoped(ctx)
	plans, err := tx.CmisProgressPlan.Query().
		Where(cmisprogressplan.QuantitySource(schedule.SourceAdvance), cmisprogressplan.BuildingIDIn(buildings...)).All(all)
	if err != nil {
		return err
	}
	for _, p := range plans {
		sum, err := advanceBetween(ctx, tx, p.BuildingID, p.PlanStartDate, p.PlanEndDate, excluded)
		if err != nil {
			return err
		}
		pct, derived := schedule.PlanPercent(p.PlannedQuantity, &sum)
		if !derived {
			pct = p.PercentComplete
		}
		if p.ActualQuantity != nil && *p.ActualQuantity == sum && p.PercentComplete == pct {
			continue
		}
		if err := tx.CmisProgressPlan.UpdateOneID(p.ID).SetActualQuantity(sum).SetPercentComplete(pct).Exec(all); err != nil {
			return err
		}
	}
	return nil
}

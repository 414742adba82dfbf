package project

import (
	"context"
	"math"
	"sort"
	"time"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/cmissection"
	"aqueduct/ent/cmistunneladvance"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/viewer"
)

// A tunnel's advance records chain: ordered by day (then start chainage),
// each starts where the one before it ended, and no two cover the same metres.

// cmisTunnelAdvanceHooks: the advance from the chainages, the chain of
// records, and the plans whose actual quantity is the advance (planprogress.go).
func (s *Service) cmisTunnelAdvanceHooks() crud.CmisTunnelAdvanceHooks {
	return crud.CmisTunnelAdvanceHooks{BeforeSave: advanceBeforeSave, AfterSave: advanceAfterSave, BeforeDelete: advanceBeforeDelete}
}

// advanceBeforeSave works out the advance (进尺) from the two chainages. A
// record moved to another tunnel leaves the plans of the one it was on.
func advanceBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, am *ent.CmisTunnelAdvanceMutation, _ crud.Body) error {
	if b, ok := am.BuildingID(); ok && op == crud.OpUpdate {
		old, err := am.OldBuildingID(ctx)
		if err != nil {
			return err
		}
		if id, _ := am.ID(); old != b {
			if err := refreshPlans(ctx, tx, []string{old}, []string{id}); err != nil {
				return err
			}
		}
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
func advanceAfterSave(ctx context.Context, tx *ent.Client, _ crud.Op, a *ent.CmisTunnelAdvance, _ crud.Body) error {
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
	return refreshPlans(ctx, tx, []string{a.BuildingID}, nil)
}

// advanceBeforeDelete refigures the plans of the deleted records' tunnels
// without them.
func advanceBeforeDelete(ctx context.Context, tx *ent.Client, ids []string) error {
	buildings, err := tx.CmisTunnelAdvance.Query().Where(cmistunneladvance.IDIn(ids...)).
		Unique(true).Select(cmistunneladvance.FieldBuildingID).Strings(viewer.Unscoped(ctx))
	if err != nil {
		return err
	}
	return refreshPlans(ctx, tx, buildings, ids)
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

// advanceRow is one period's advance of a section (statistics).
type advanceRow struct {
	Period      string  `json:"period"` // yyyy-MM-dd or yyyy-MM
	SectionID   string  `json:"sectionId"`
	SectionName string  `json:"sectionName"`
	Metres      float64 `json:"metres"`
}

// advanceQuery are advanceStatistics' query parameters.
type advanceQuery struct {
	By        string `query:"by" doc:"统计方式：day（按日，默认）或 month（按月）"`
	SectionID string `query:"sectionId" doc:"标段主键，空为所见全部标段"`
	Begin     string `query:"reportDate_begin" doc:"起始日期 YYYY-MM-DD（含）"`
	End       string `query:"reportDate_end" doc:"截止日期 YYYY-MM-DD（含）"`
}

// maxAdvanceRows bounds the records one statistics request reads (ten years
// of daily records of 5 sections).
const maxAdvanceRows = 20_000

// advanceStatistics answers the metres advanced per day (by=day, default)
// or per month (by=month) and section, over the records the caller may see,
// optionally narrowed by sectionId and reportDate_begin / reportDate_end.
func (s *Service) advanceStatistics(c *echo.Context, in advanceQuery) ([]*advanceRow, error) {
	ctx := c.Request().Context()
	layout := jsontime.DateLayout
	switch in.By {
	case "", "day":
	case "month":
		layout = "2006-01"
	default:
		return nil, httpx.Fail("统计方式应为 day 或 month")
	}
	q := s.Client.CmisTunnelAdvance.Query()
	if in.SectionID != "" {
		q.Where(cmistunneladvance.SectionID(in.SectionID))
	}
	for _, bound := range []struct {
		v     string
		after bool
	}{{in.Begin, true}, {in.End, false}} {
		if bound.v == "" {
			continue
		}
		t, err := jsontime.Parse(bound.v)
		if err != nil {
			return nil, httpx.Fail("日期格式应为 YYYY-MM-DD")
		}
		if bound.after {
			q.Where(cmistunneladvance.ReportDateGTE(jsontime.Date(t)))
		} else {
			q.Where(cmistunneladvance.ReportDateLTE(jsontime.Date(t)))
		}
	}
	rows, err := q.Order(ent.Asc(cmistunneladvance.FieldReportDate)).Limit(maxAdvanceRows + 1).All(ctx)
	if err != nil {
		return nil, err
	}
	if len(rows) > maxAdvanceRows {
		return nil, httpx.Fail("记录过多，请缩小日期范围后再试")
	}
	names := map[string]string{}
	secs, err := s.Client.CmisSection.Query().Select(cmissection.FieldID, cmissection.FieldName).All(ctx)
	if err != nil {
		return nil, err
	}
	for _, sec := range secs {
		names[sec.ID] = sec.Name
	}
	out := []*advanceRow{}
	index := map[[2]string]*advanceRow{}
	for _, a := range rows {
		period := time.Time(a.ReportDate).In(jsontime.Zone).Format(layout)
		k := [2]string{period, a.SectionID}
		row := index[k]
		if row == nil {
			row = &advanceRow{Period: period, SectionID: a.SectionID, SectionName: names[a.SectionID]}
			index[k] = row
			out = append(out, row)
		}
		row.Metres += a.EndChainage.Sub(a.StartChainage).Float()
	}
	for _, row := range out {
		row.Metres = math.Round(row.Metres*1000) / 1000
	}
	sort.SliceStable(out, func(i, j int) bool { // by period, then section
		if out[i].Period != out[j].Period {
			return out[i].Period < out[j].Period
		}
		return out[i].SectionName < out[j].SectionName
	})
	return out, nil
}

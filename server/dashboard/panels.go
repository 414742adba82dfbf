package dashboard

import (
	"context"
	"time"

	entsql "entgo.io/ent/dialect/sql"

	"aqueduct/ent"
	"aqueduct/ent/cmisadvancedaily"
	"aqueduct/ent/cmisbuilding"
	"aqueduct/ent/cmishiddendanger"
	"aqueduct/ent/cmispatrol"
	"aqueduct/ent/cmisprogressplan"
	"aqueduct/ent/cmissection"
	"aqueduct/ent/cmistunneladvance"
	"aqueduct/ent/predicate"
	"aqueduct/server/crud"
	"aqueduct/server/jsontime"
)

// section is a section the viewer may list, with its main tunnel's design
// length and the metres advanced in it.
type section struct {
	ID          string  `json:"sectionId"`
	Name        string  `json:"sectionName"`
	Code        string  `json:"sectionCode"`
	DesignLen   float64 `json:"designLength"`
	Advanced    float64 `json:"advanced"`
	Planned     float64 `json:"plannedPercent"`
	Actual      float64 `json:"actualPercent"`
	AdvancePerc float64 `json:"advancePercent"`
}

// sections are the viewer's sections in code order.
func (b *Board) sections(ctx context.Context, sc scope) ([]*ent.CmisSection, error) {
	ps := inSection[predicate.CmisSection](scope{})
	q := b.Client.CmisSection.Query().Where(ps...)
	if sc.section != "" {
		q.Where(cmissection.ID(sc.section))
	}
	return q.Order(ent.Asc(cmissection.FieldSortNo), ent.Asc(cmissection.FieldCode)).All(ctx)
}

// advancedBy sums the advance per section since a day (nil: ever).
func (b *Board) advancedBy(ctx context.Context, sc scope, since *time.Time) (map[string]float64, error) {
	var from time.Time
	if since != nil {
		from = *since
	}
	var rows []sumRow
	if err := b.advanceSums(ctx, sc, cmistunneladvance.FieldSectionID, from, time.Time{}, &rows); err != nil {
		return nil, err
	}
	out := map[string]float64{}
	for _, r := range rows {
		out[r.Key] = r.float()
	}
	return out, nil
}

// advanceSums sums the advance grouped by key (section_id or report_date)
// over the days from..to (zero: open) into dst. It reads the per-day summary
// (cmis_advance_daily) when the viewer's row filter on the advance records
// names only columns the summary has, and the records otherwise; both give
// the same sums (TestDashboardAggregates).
func (b *Board) advanceSums(ctx context.Context, sc scope, key string, from, to time.Time, dst any) error {
	w, ok, err := b.Res.RowFilterOn(ctx, crud.CmisTunnelAdvance, cmisadvancedaily.FieldTenantID, cmisadvancedaily.FieldSectionID)
	if err != nil {
		return err
	}
	if ok {
		q := b.Client.CmisAdvanceDaily.Query()
		if w != nil {
			q.Where(predicate.CmisAdvanceDaily(w))
		}
		if sc.section != "" {
			q.Where(cmisadvancedaily.SectionID(sc.section))
		}
		if !from.IsZero() {
			q.Where(cmisadvancedaily.ReportDateGTE(jsontime.Date(from)))
		}
		if !to.IsZero() {
			q.Where(cmisadvancedaily.ReportDateLTE(jsontime.Date(to)))
		}
		return q.Modify(groupSum(key, cmisadvancedaily.FieldMetres)).Scan(ctx, dst)
	}
	ps := inSection[predicate.CmisTunnelAdvance](sc)
	q := b.Client.CmisTunnelAdvance.Query().Where(ps...)
	if !from.IsZero() {
		q.Where(cmistunneladvance.ReportDateGTE(jsontime.Date(from)))
	}
	if !to.IsZero() {
		q.Where(cmistunneladvance.ReportDateLTE(jsontime.Date(to)))
	}
	return q.Modify(groupSum(key, cmistunneladvance.FieldAdvance)).Scan(ctx, dst)
}

// progress: per section, where this year's plan says it should be today
// (each task's elapsed share of its planned days, weighted by its days)
// beside where its tasks are (their percent complete, weighted alike), and
// the tunnel metres advanced against the main tunnels' design length.
func (b *Board) progress(ctx context.Context, sc scope) (any, error) {
	return b.sectionProgress(ctx, sc)
}

func (b *Board) sectionProgress(ctx context.Context, sc scope) ([]section, error) {
	secs, err := b.sections(ctx, sc)
	if err != nil {
		return nil, err
	}
	bps := inSection[predicate.CmisBuilding](sc)
	var lengths []sumRow
	if err := b.Client.CmisBuilding.Query().Where(bps...).
		Where(cmisbuilding.Or(cmisbuilding.Pid("0"), cmisbuilding.Pid("")), cmisbuilding.Type("sd")).
		Modify(groupSum(cmisbuilding.FieldSectionID, cmisbuilding.FieldDesignLength)).Scan(ctx, &lengths); err != nil {
		return nil, err
	}
	design := map[string]float64{}
	for _, r := range lengths {
		design[r.Key] = r.float()
	}
	advanced, err := b.advancedBy(ctx, sc, nil)
	if err != nil {
		return nil, err
	}
	pps := inSection[predicate.CmisProgressPlan](sc)
	// A year plan is a few dozen tasks per section: read, not aggregated.
	plans, err := b.Client.CmisProgressPlan.Query().Where(pps...).
		Where(cmisprogressplan.PlanType("year"), cmisprogressplan.Period(sc.today.Format("2006"))).
		Select(cmisprogressplan.FieldSectionID, cmisprogressplan.FieldPlanStartDate, cmisprogressplan.FieldPlanEndDate,
			cmisprogressplan.FieldPercentComplete).All(ctx)
	if err != nil {
		return nil, err
	}
	type weights struct{ days, planned, actual float64 }
	bySec := map[string]*weights{}
	for _, p := range plans {
		start, end := time.Time(p.PlanStartDate).In(jsontime.Zone), time.Time(p.PlanEndDate).In(jsontime.Zone)
		span := end.Sub(start).Hours()/24 + 1
		if span <= 0 {
			continue
		}
		elapsed := min(max(sc.today.Sub(start).Hours()/24+1, 0), span)
		w := bySec[p.SectionID]
		if w == nil {
			w = &weights{}
			bySec[p.SectionID] = w
		}
		w.days += span
		w.planned += elapsed
		w.actual += span * float64(p.PercentComplete) / 100
	}
	out := make([]section, 0, len(secs))
	for _, s := range secs {
		row := section{ID: s.ID, Name: s.Name, Code: s.Code, DesignLen: round1(design[s.ID]), Advanced: round1(advanced[s.ID])}
		if w := bySec[s.ID]; w != nil && w.days > 0 {
			row.Planned, row.Actual = round1(w.planned*100/w.days), round1(w.actual*100/w.days)
		}
		if row.DesignLen > 0 {
			row.AdvancePerc = round1(min(row.Advanced*100/row.DesignLen, 100))
		}
		out = append(out, row)
	}
	return out, nil
}

// advanceDay and advanceMonth are a day's and a month's metres advanced and
// planned (plannedAdvance); Planned is null when no plan covers the period.
type advanceDay struct {
	Date    string   `json:"date"`
	Metres  float64  `json:"metres"`
	Planned *float64 `json:"planned"`
}

type advanceMonth struct {
	Month   string   `json:"month"`
	Metres  float64  `json:"metres"`
	Planned *float64 `json:"planned"`
}

type advanceSection struct {
	ID    string  `json:"sectionId"`
	Name  string  `json:"sectionName"`
	Today float64 `json:"today"`
	Month float64 `json:"month"`
	Total float64 `json:"total"`
}

// advance: metres per day over the last 30 days and per month over the last
// 12, every day and month present, each beside the metres the year plans
// planned for it (up to today: this month's plan is the plan to date, like
// its actual), and each section's today, month and total.
func (b *Board) advance(ctx context.Context, sc scope) (any, error) {
	firstMonth := time.Date(sc.today.Year(), sc.today.Month()-11, 1, 0, 0, 0, 0, jsontime.Zone)
	planned, err := b.plannedAdvance(ctx, sc, firstMonth, sc.today)
	if err != nil {
		return nil, err
	}
	plannedMonths := map[string]float64{}
	for d, m := range planned {
		plannedMonths[d[:7]] += m
	}
	plan := func(m map[string]float64, k string) *float64 {
		v, ok := m[k]
		if !ok {
			return nil
		}
		v = round1(v)
		return &v
	}
	var perDay []daySum
	if err := b.advanceSums(ctx, sc, cmistunneladvance.FieldReportDate, firstMonth, sc.today, &perDay); err != nil {
		return nil, err
	}
	metres := map[string]float64{}
	months := map[string]float64{}
	for _, r := range perDay {
		d := r.day()
		metres[d] += r.float()
		months[d[:7]] += r.float()
	}
	out := struct {
		Today     float64          `json:"today"`
		Month     float64          `json:"month"`
		Total     float64          `json:"total"`
		Daily     []advanceDay     `json:"daily"`
		Monthly   []advanceMonth   `json:"monthly"`
		BySection []advanceSection `json:"bySection"`
	}{Daily: []advanceDay{}, Monthly: []advanceMonth{}, BySection: []advanceSection{}}
	for _, d := range days(sc.today.AddDate(0, 0, -29), sc.today) {
		k := d.Format(time.DateOnly)
		out.Daily = append(out.Daily, advanceDay{k, round1(metres[k]), plan(planned, k)})
	}
	for m := firstMonth; !m.After(sc.today); m = m.AddDate(0, 1, 0) {
		k := m.Format("2006-01")
		out.Monthly = append(out.Monthly, advanceMonth{k, round1(months[k]), plan(plannedMonths, k)})
	}
	secs, err := b.sections(ctx, sc)
	if err != nil {
		return nil, err
	}
	monthStart := time.Date(sc.today.Year(), sc.today.Month(), 1, 0, 0, 0, 0, jsontime.Zone)
	total, err := b.advancedBy(ctx, sc, nil)
	if err != nil {
		return nil, err
	}
	month, err := b.advancedBy(ctx, sc, &monthStart)
	if err != nil {
		return nil, err
	}
	today, err := b.advancedBy(ctx, sc, &sc.today)
	if err != nil {
		return nil, err
	}
	for _, s := range secs {
		row := advanceSection{ID: s.ID, Name: s.Name, Today: round1(today[s.ID]), Month: round1(month[s.ID]), Total: round1(total[s.ID])}
		out.BySection = append(out.BySection, row)
	}
	// The totals are the sums of what the viewer may list, sections he
	// cannot list included when a rule lets him see their records.
	for _, m := range []struct {
		dst *float64
		src map[string]float64
	}{{&out.Today, today}, {&out.Month, month}, {&out.Total, total}} {
		for _, v := range m.src {
			*m.dst += v
		}
		*m.dst = round1(*m.dst)
	}
	return out, nil
}

// plannedAdvance is the tunnel advance the year plans (年度计划) planned for
// each day from..to (both included), keyed YYYY-MM-DD: every task of a year
// plan whose actual quantity is the advance of its tunnel (实际工程量来源
// 掘进日报, the counterpart of the advance records the chart sums) with a
// planned quantity, that quantity spread evenly over the task's days. A day
// no such task covers has no key: it has no plan, which is not a plan of
// nothing. Month and week plans break the year plan down and are not added
// again. The tasks are those the viewer may list (the plans' own data rules,
// applied by the client) of the asked section.
func (b *Board) plannedAdvance(ctx context.Context, sc scope, from, to time.Time) (map[string]float64, error) {
	ps := inSection[predicate.CmisProgressPlan](sc)
	// A year plan has a few excavation tasks per section: read, not summed.
	tasks, err := b.Client.CmisProgressPlan.Query().Where(ps...).
		Where(cmisprogressplan.PlanType("year"), predicate.CmisProgressPlan(entsql.FieldEQ("quantity_source", "advance")),
			cmisprogressplan.PlannedQuantityGT(0),
			cmisprogressplan.PlanStartDateLTE(jsontime.Date(to)), cmisprogressplan.PlanEndDateGTE(jsontime.Date(from))).
		Select(cmisprogressplan.FieldPlanStartDate, cmisprogressplan.FieldPlanEndDate, cmisprogressplan.FieldPlannedQuantity).
		All(ctx)
	if err != nil {
		return nil, err
	}
	out := map[string]float64{}
	for _, t := range tasks {
		start, end := dayOf(time.Time(t.PlanStartDate)), dayOf(time.Time(t.PlanEndDate))
		n := len(days(start, end))
		if n == 0 || t.PlannedQuantity == nil {
			continue
		}
		perDay := *t.PlannedQuantity / float64(n)
		for _, d := range days(maxTime(start, from), minTime(end, to)) {
			out[d.Format(time.DateOnly)] += perDay
		}
	}
	return out, nil
}

// dayOf is midnight of an instant's day in the project's zone.
func dayOf(t time.Time) time.Time {
	t = t.In(jsontime.Zone)
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, jsontime.Zone)
}

func maxTime(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

func minTime(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

// equipment: the ledger counted by status, every status present.
func (b *Board) equipment(ctx context.Context, sc scope) (any, error) {
	ps := inSection[predicate.CmisEquipment](sc)
	var rows []countRow
	if err := b.Client.CmisEquipment.Query().Where(ps...).Modify(groupCount("status")).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	counts, total, err := byDict(ctx, b.Res.Dicts, "equipment_status", rows)
	if err != nil {
		return nil, err
	}
	type status struct {
		Status string `json:"status"`
		Text   string `json:"statusText"`
		Count  int    `json:"count"`
	}
	out := struct {
		Total    int      `json:"total"`
		ByStatus []status `json:"byStatus"`
	}{Total: total, ByStatus: []status{}}
	for _, c := range counts {
		out.ByStatus = append(out.ByStatus, status{c.Value, c.Text, c.Count})
	}
	return out, nil
}

type patrolDay struct {
	Date     string `json:"date"`
	Count    int    `json:"count"`
	Problems int    `json:"problems"`
}

// patrol: patrols and the problems they found, today, over 7 days and per
// day over the last 14.
func (b *Board) patrol(ctx context.Context, sc scope) (any, error) {
	ps := inSection[predicate.CmisPatrol](sc)
	first := sc.today.AddDate(0, 0, -13)
	// Patrol times are instants: grouped by the project's day in Go, after
	// the database kept only the 14 days' rows' two columns.
	recs, err := b.Client.CmisPatrol.Query().Where(ps...).
		Where(cmispatrol.PatrolTimeGTE(jsontime.Time(first)), cmispatrol.PatrolTimeLT(jsontime.Time(sc.today.AddDate(0, 0, 1)))).
		Select(cmispatrol.FieldPatrolTime, cmispatrol.FieldProblemCount).All(ctx)
	if err != nil {
		return nil, err
	}
	perDay := map[string]*patrolDay{}
	for _, r := range recs {
		d := time.Time(r.PatrolTime).In(jsontime.Zone).Format(time.DateOnly)
		p := perDay[d]
		if p == nil {
			p = &patrolDay{Date: d}
			perDay[d] = p
		}
		p.Count++
		p.Problems += r.ProblemCount
	}
	out := struct {
		Today        int         `json:"today"`
		Week         int         `json:"week"`
		ProblemsWeek int         `json:"problemsWeek"`
		Daily        []patrolDay `json:"daily"`
	}{Daily: []patrolDay{}}
	weekStart := sc.today.AddDate(0, 0, -6)
	for _, d := range days(first, sc.today) {
		k := d.Format(time.DateOnly)
		p := patrolDay{Date: k}
		if got := perDay[k]; got != nil {
			p = *got
		}
		out.Daily = append(out.Daily, p)
		if !d.Before(weekStart) {
			out.Week += p.Count
			out.ProblemsWeek += p.Problems
		}
		if d.Equal(sc.today) {
			out.Today = p.Count
		}
	}
	return out, nil
}

type dangerLevel struct {
	Level string `json:"level"`
	Text  string `json:"levelText"`
	Open  int    `json:"open"`
}

type dangerStatus struct {
	Status string `json:"status"`
	Text   string `json:"statusText"`
	Count  int    `json:"count"`
}

type dangerStats struct {
	Open     int            `json:"open"`
	Overdue  int            `json:"overdue"`
	ByLevel  []dangerLevel  `json:"byLevel"`
	ByStatus []dangerStatus `json:"byStatus"`
}

// dangers: the hidden dangers not closed, by level, how many are past their
// deadline, and every status's count.
func (b *Board) dangers(ctx context.Context, sc scope) (any, error) { return b.dangerStats(ctx, sc) }

func (b *Board) dangerStats(ctx context.Context, sc scope) (*dangerStats, error) {
	ps := inSection[predicate.CmisHiddenDanger](sc)
	open := func() *ent.CmisHiddenDangerQuery {
		return b.Client.CmisHiddenDanger.Query().Where(ps...).Where(cmishiddendanger.StatusNotIn(crud.CmisHiddenDanger.Machine.Final()...))
	}
	var levels, statuses []countRow
	if err := open().Modify(groupCount(cmishiddendanger.FieldLevel)).Scan(ctx, &levels); err != nil {
		return nil, err
	}
	if err := b.Client.CmisHiddenDanger.Query().Where(ps...).Modify(groupCount(cmishiddendanger.FieldStatus)).Scan(ctx, &statuses); err != nil {
		return nil, err
	}
	overdue, err := open().Where(cmishiddendanger.DeadlineLT(jsontime.Date(sc.today))).Count(ctx)
	if err != nil {
		return nil, err
	}
	byLevel, openCount, err := byDict(ctx, b.Res.Dicts, "danger_level", levels)
	if err != nil {
		return nil, err
	}
	byStatus, _, err := byDict(ctx, b.Res.Dicts, "danger_status", statuses)
	if err != nil {
		return nil, err
	}
	out := &dangerStats{Open: openCount, Overdue: overdue, ByLevel: []dangerLevel{}, ByStatus: []dangerStatus{}}
	for _, c := range byLevel {
		out.ByLevel = append(out.ByLevel, dangerLevel{c.Value, c.Text, c.Count})
	}
	for _, c := range byStatus {
		out.ByStatus = append(out.ByStatus, dangerStatus{c.Value, c.Text, c.Count})
	}
	return out, nil
}

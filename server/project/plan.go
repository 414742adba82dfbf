package project

import (
	"context"
	"strings"
	"time"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/cmisprogressplan"
	"aqueduct/ent/cmissection"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/schedule"
	"aqueduct/server/viewer"
)

// A plan's network is one plan type of one section: predecessors must be
// tasks of it, and together they must form no cycle.

// planTask is a progress plan with its computed times (criticalPath).
type planTask struct {
	ID              string        `json:"id"`
	TaskName        string        `json:"taskName"`
	SectionID       string        `json:"sectionId"`
	SectionName     string        `json:"sectionName"`
	PlanStartDate   jsontime.Date `json:"planStartDate"`
	PlanEndDate     jsontime.Date `json:"planEndDate"`
	Duration        int           `json:"duration"`
	PercentComplete int           `json:"percentComplete"`
	Predecessors    string        `json:"predecessors"`
	EarlyStart      int           `json:"earlyStart"`
	EarlyFinish     int           `json:"earlyFinish"`
	LateStart       int           `json:"lateStart"`
	LateFinish      int           `json:"lateFinish"`
	TotalFloat      int           `json:"totalFloat"`
	FreeFloat       int           `json:"freeFloat"`
	Critical        bool          `json:"critical"`
}

// pathQuery are criticalPath's query parameters.
type pathQuery struct {
	PlanType  string `query:"planType" doc:"计划类型 year / month / week，默认 month"`
	SectionID string `query:"sectionId" doc:"标段主键，空为所见全部标段"`
	Period    string `query:"period" doc:"计划期间"`
}

// pathResult is the reply of criticalPath.
type pathResult struct {
	Duration int        `json:"duration"`
	Chain    []string   `json:"chain"`
	Tasks    []planTask `json:"tasks"`
}

// days is a plan's duration: calendar days from start to end, both included.
func days(p *ent.CmisProgressPlan) int {
	s, e := time.Time(p.PlanStartDate).In(jsontime.Zone), time.Time(p.PlanEndDate).In(jsontime.Zone)
	d := int(e.Sub(s).Hours()/24+0.5) + 1
	return max(d, 0)
}

// network computes the critical path of plans.
func network(plans []*ent.CmisProgressPlan) (*schedule.Network, error) {
	tasks := make([]schedule.Task, len(plans))
	for i, p := range plans {
		tasks[i] = schedule.Task{ID: p.ID, Name: p.TaskName, Duration: days(p), Predecessors: schedule.ParsePredecessors(p.Predecessors)}
	}
	n, err := schedule.Compute(tasks)
	if e, ok := err.(*schedule.Error); ok {
		return nil, httpx.Fail(e.Message)
	}
	return n, err
}

// criticalPath answers the network of a plan type (planType, default month)
// of the plans the caller may see, narrowed by sectionId and period.
func (s *Service) criticalPath(c *echo.Context, in pathQuery) (pathResult, error) {
	ctx := c.Request().Context()
	planType := in.PlanType
	if planType == "" {
		planType = "month"
	}
	q := s.Client.CmisProgressPlan.Query().Where(cmisprogressplan.PlanType(planType)).
		Order(ent.Asc(cmisprogressplan.FieldPlanStartDate), ent.Asc(cmisprogressplan.FieldID))
	if in.SectionID != "" {
		q.Where(cmisprogressplan.SectionID(in.SectionID))
	}
	if in.Period != "" {
		q.Where(cmisprogressplan.Period(in.Period))
	}
	plans, err := q.Limit(crud.MaxAll).All(ctx)
	if err != nil {
		return pathResult{}, err
	}
	// Predecessors outside what the caller sees (another section) are left out.
	visible := make(map[string]bool, len(plans))
	for _, p := range plans {
		visible[p.ID] = true
	}
	for _, p := range plans {
		var keep []string
		for _, id := range schedule.ParsePredecessors(p.Predecessors) {
			if visible[id] {
				keep = append(keep, id)
			}
		}
		p.Predecessors = strings.Join(keep, ",")
	}
	n, err := network(plans)
	if err != nil {
		return pathResult{}, err
	}
	// The names of the plans' sections, to tell the tasks of several sections apart.
	secIDs := make([]string, 0, len(plans))
	for _, p := range plans {
		secIDs = append(secIDs, p.SectionID)
	}
	secs, err := s.Client.CmisSection.Query().Where(cmissection.IDIn(secIDs...)).
		Select(cmissection.FieldID, cmissection.FieldName).All(viewer.Unscoped(ctx))
	if err != nil {
		return pathResult{}, err
	}
	secName := make(map[string]string, len(secs))
	for _, sec := range secs {
		secName[sec.ID] = sec.Name
	}
	out := pathResult{Duration: n.Duration, Chain: n.Chain, Tasks: make([]planTask, len(plans))}
	for i, p := range plans {
		r := n.Tasks[i]
		out.Tasks[i] = planTask{ID: p.ID, TaskName: p.TaskName, SectionID: p.SectionID, SectionName: secName[p.SectionID], PlanStartDate: p.PlanStartDate, PlanEndDate: p.PlanEndDate,
			Duration: days(p), PercentComplete: p.PercentComplete, Predecessors: p.Predecessors,
			EarlyStart: r.EarlyStart, EarlyFinish: r.EarlyFinish, LateStart: r.LateStart, LateFinish: r.LateFinish,
			TotalFloat: r.TotalFloat, FreeFloat: r.FreeFloat, Critical: r.Critical}
	}
	return out, nil
}

// cmisProgressPlanHooks: a plan's percent complete from its quantities
// (planprogress.go), its dates and its place in the network.
func (s *Service) cmisProgressPlanHooks() crud.CmisProgressPlanHooks {
	return crud.CmisProgressPlanHooks{BeforeSave: planBeforeSave, AfterSave: planAfterSave}
}

// planAfterSave checks the saved plan inside its network: dates in order,
// predecessors of the same section and plan type, and no cycle. The network
// is read whole, past the caller's rules: a cycle through a task he may not
// see is still a cycle.
func planAfterSave(ctx context.Context, tx *ent.Client, _ crud.Op, p *ent.CmisProgressPlan, _ crud.Body) error {
	if time.Time(p.PlanEndDate).Before(time.Time(p.PlanStartDate)) {
		return httpx.Fail("计划完成日期不能早于计划开始日期")
	}
	preds := schedule.ParsePredecessors(p.Predecessors)
	if len(preds) == 0 {
		return nil
	}
	plans, err := tx.CmisProgressPlan.Query().
		Where(cmisprogressplan.SectionID(p.SectionID), cmisprogressplan.PlanType(p.PlanType)).
		Limit(crud.MaxAll).All(viewer.Unscoped(ctx))
	if err != nil {
		return err
	}
	known := map[string]bool{}
	for _, o := range plans {
		known[o.ID] = true
	}
	for _, id := range preds {
		if !known[id] {
			return httpx.Fail("前置任务须为同一标段、同一计划类型的任务")
		}
	}
	_, err = network(plans)
	return err
}

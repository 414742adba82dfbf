package project

import (
	"context"
	"time"

	"aqueduct/ent"
	"aqueduct/server/crud"
)

// cmisPicturePlanHooks: a drawing's 逾期 flag.
func (s *Service) cmisPicturePlanHooks() crud.CmisPicturePlanHooks {
	return crud.CmisPicturePlanHooks{Decorate: picturePlanDecorate}
}

// picturePlanDecorate flags a drawing overdue (逾期) on every read: not
// delivered by its planned day, or delivered after it.
func picturePlanDecorate(_ context.Context, _ *ent.Client, rows []*ent.CmisPicturePlan) ([]map[string]any, error) {
	out := make([]map[string]any, len(rows))
	for i, p := range rows {
		overdue := p.ActualDate == nil && pastDue(&p.PlannedDate) ||
			p.ActualDate != nil && time.Time(*p.ActualDate).After(time.Time(p.PlannedDate))
		out[i] = map[string]any{"overdue": overdue}
	}
	return out, nil
}

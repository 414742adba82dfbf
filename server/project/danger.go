package project

import (
	"context"
	"time"

	"aqueduct/ent"
	"aqueduct/server/crud"
	"aqueduct/server/jsontime"
)

// Hidden-danger states, from the machine of schema.CmisHiddenDanger.
var (
	dangerRectify = crud.CmisHiddenDanger.Machine.Reached("reject") // 整改中
	dangerReview  = crud.CmisHiddenDanger.Machine.Reached("submit") // 待复查
	dangerClosed  = crud.CmisHiddenDanger.Machine.Reached("pass")   // 已闭环
)

// Who moves a hidden danger: the responsible unit rectifies, the supervisor
// reviews (the rights of its machine, read by the dashboard's to-dos).
var (
	RectifyCode = crud.CmisHiddenDanger.Code("rectify")
	ReviewCode  = crud.CmisHiddenDanger.Code("review")
)

// cmisHiddenDangerHooks: a danger's 逾期 flag.
func (s *Service) cmisHiddenDangerHooks() crud.CmisHiddenDangerHooks {
	return crud.CmisHiddenDangerHooks{Decorate: dangerDecorate}
}

// dangerDecorate flags the open dangers past their deadline (overdue).
func dangerDecorate(_ context.Context, _ *ent.Client, rows []*ent.CmisHiddenDanger) ([]map[string]any, error) {
	out := make([]map[string]any, len(rows))
	for i, d := range rows {
		out[i] = map[string]any{"overdue": d.Status != dangerClosed && pastDue(d.Deadline)}
	}
	return out, nil
}

// pastDue tells whether a deadline day is before today in the project's zone.
func pastDue(deadline *jsontime.Date) bool {
	return deadline != nil && time.Time(*deadline).In(jsontime.Zone).Format(time.DateOnly) < time.Now().In(jsontime.Zone).Format(time.DateOnly)
}

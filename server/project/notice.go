package project

import (
	"context"

	"aqueduct/ent"
	"aqueduct/server/crud"
)

// noticeOpen is a supervision notice waiting for its reply (待回复).
var noticeOpen = crud.CmisSupervisionNotice.Machine.States[0].Value

// ReplyCode lets the contractor answer a supervision notice (the right of
// its machine); issuing one is the resource's own add.
var ReplyCode = crud.CmisSupervisionNotice.Code("reply")

// cmisSupervisionNoticeHooks: a notice's 逾期 flag.
func (s *Service) cmisSupervisionNoticeHooks() crud.CmisSupervisionNoticeHooks {
	return crud.CmisSupervisionNoticeHooks{Decorate: noticeDecorate}
}

// noticeDecorate flags the notices unanswered past their reply deadline.
func noticeDecorate(_ context.Context, _ *ent.Client, rows []*ent.CmisSupervisionNotice) ([]map[string]any, error) {
	out := make([]map[string]any, len(rows))
	for i, n := range rows {
		out[i] = map[string]any{"overdue": n.Status == noticeOpen && pastDue(n.ReplyDeadline)}
	}
	return out, nil
}

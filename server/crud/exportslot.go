package crud

import "context"

// ExportSlot takes one of the export slots of user (the caps of the lists'
// exports) for an export built elsewhere (an online report's): a refusal
// answers 导出任务过多，请稍后再试; release gives the slot back.
func (s *Service) ExportSlot(ctx context.Context, user string) (release func(), err error) {
	return s.exports.acquire(ctx, user)
}

package project

import (
	"context"
	"strings"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/cmissupervisionnotice"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/perm"
)

// Supervision-notice statuses (dict notice_status).
const (
	noticeOpen     = "1" // 待回复
	noticeReplied  = "2" // 已回复
	NoticeReplyID  = "b-notice-reply"
	noticeReplyMax = 4000
	// NoticeDeleteAnyID lets its holder (the admin) delete an answered
	// notice; everyone else deletes only an unanswered one.
	NoticeDeleteAnyID = "b-notice-delete-any"
)

// ReplyCode lets the contractor answer a supervision notice; issuing one is
// the resource's own add.
var ReplyCode = crud.CmisSupervisionNotice.Code("reply")

// NoticeDeleteAnyCode is the code of NoticeDeleteAnyID.
var NoticeDeleteAnyCode = crud.CmisSupervisionNotice.Code("delete_any")

var noticeButtons = []perm.Menu{
	{ID: NoticeReplyID, Parent: crud.CmisSupervisionNotice.MenuID, Name: "回复监理通知", Perms: ReplyCode, Type: perm.TypeButton, Order: 7, Leaf: true},
	{ID: NoticeDeleteAnyID, Parent: crud.CmisSupervisionNotice.MenuID, Name: "删除已回复的监理通知", Perms: NoticeDeleteAnyCode, Type: perm.TypeButton, Order: 8, Leaf: true},
}

// noticeBeforeSave keeps a replied notice as it was answered.
func noticeBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, m entMutation, _ crud.Body) error {
	if op != crud.OpUpdate {
		return nil
	}
	id, _ := m.(*ent.CmisSupervisionNoticeMutation).ID()
	n, err := tx.CmisSupervisionNotice.Get(ctx, id)
	if err != nil {
		return err
	}
	if n.Status == noticeReplied {
		return httpx.Fail("监理通知已回复，不能再修改")
	}
	return nil
}

// noticeBeforeDelete keeps an answered notice (one or a batch) unless the
// caller holds NoticeDeleteAnyCode: the reply is the contractor's record. The
// rows are locked first, so a reply sent at the same time is not lost.
func (s *Service) noticeBeforeDelete(ctx context.Context, tx *ent.Client, ids []string) error {
	if all, err := s.Can(ctx, NoticeDeleteAnyCode); err != nil || all {
		return err
	}
	q := tx.CmisSupervisionNotice.Query().Where(cmissupervisionnotice.IDIn(ids...)).Order(ent.Asc(cmissupervisionnotice.FieldID))
	if s.Dialect == dialect.Postgres {
		q.Modify(func(sel *sql.Selector) { sel.ForUpdate() })
	}
	rows, err := q.All(ctx)
	if err != nil {
		return err
	}
	for _, n := range rows {
		if n.Status != noticeOpen {
			return httpx.Failf("监理通知「%s」已回复，只有待回复的监理通知可以删除", n.Subject)
		}
	}
	return nil
}

// noticeDecorate flags the notices unanswered past their reply deadline.
func noticeDecorate(_ context.Context, _ *ent.Client, rows []any) ([]map[string]any, error) {
	out := make([]map[string]any, len(rows))
	for i, r := range rows {
		n := r.(*ent.CmisSupervisionNotice)
		out[i] = map[string]any{"overdue": n.Status == noticeOpen && pastDue(n.ReplyDeadline)}
	}
	return out, nil
}

// noticeReply answers a supervision notice once (POST
// /safety/cmisSupervisionNotice/reply {id, reply}), through the list's
// tenant and data-rule filter.
func (s *Service) noticeReply(c *echo.Context) error {
	var b struct {
		ID    string `json:"id"`
		Reply string `json:"reply"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	reply := strings.TrimSpace(b.Reply)
	if reply == "" {
		return httpx.Fail("请填写回复内容")
	}
	if err := crud.CheckText("回复内容", reply, 0); err != nil {
		return err
	}
	if len([]rune(reply)) > noticeReplyMax {
		return httpx.Failf("回复内容不能超过%d个字", noticeReplyMax)
	}
	ctx := c.Request().Context()
	n, err := s.Client.CmisSupervisionNotice.Query().Where(cmissupervisionnotice.ID(b.ID)).Only(ctx)
	if ent.IsNotFound(err) {
		return httpx.Fail("未找到对应数据")
	}
	if err != nil {
		return err
	}
	if n.Status != noticeOpen {
		return httpx.Fail("监理通知已回复")
	}
	sess, _ := auth.FromContext(ctx)
	u := s.Client.CmisSupervisionNotice.Update().
		Where(cmissupervisionnotice.ID(n.ID), cmissupervisionnotice.Status(noticeOpen)).
		SetStatus(noticeReplied).SetReply(reply).SetReplyBy(sess.User.Realname).SetReplyTime(jsontime.Now())
	// The status in the WHERE makes two replies at once count once.
	done, err := u.Save(ctx)
	if err != nil {
		return err
	}
	if done == 0 {
		return httpx.Fail("监理通知已回复")
	}
	return httpx.OKMsg(c, "回复成功", nil)
}

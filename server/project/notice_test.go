package project_test

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/cmissupervisionnotice"
	"aqueduct/server/crud"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

const noticeAPI = "/safety/cmisSupervisionNotice"

// TestSupervisionNoticeReply: the supervisor issues a notice, the contractor
// answers it once; the answer is his own step (not an edit), and a replied
// notice is no longer changed by anyone.
func TestSupervisionNoticeReply(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		_, s1, _ := s.ProjectBase(t, admin)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		reply := func(tok, id, text string) (int, string) {
			r := s.Do(t, "POST", noticeAPI+"/transition", tok, map[string]any{"id": id, "action": "reply", "reply": text})
			if r.Success {
				return 0, ""
			}
			return r.Code, r.Message
		}
		mkRole := func(code string, perms ...string) string {
			role := c.SysRole.Create().SetRoleName(code).SetRoleCode(code).SaveX(ctx)
			s.Grant(t, role.ID, append([]string{"m-safety", "m-cmisSupNotice"}, perms...), nil)
			s.NewUser(t, admin, code+"1", role.ID, "")
			return s.Token(t, code+"1", "Passw0rd1")
		}
		issuer := mkRole("issuer", "m-cmisSupNotice-add", "m-cmisSupNotice-edit")
		answerer := mkRole("answerer", testenv.RightRow(t, crud.CmisSupervisionNotice, "reply"))

		id := s.Add(t, issuer, noticeAPI, map[string]any{"sectionId": s1, "noticeNo": "JLTZ-001", "subject": "通风",
			"issueDate": "2026-01-01", "replyDeadline": "2026-01-02", "content": "风量不足", "status": "2", "reply": "自己写的回复"})
		n := c.CmisSupervisionNotice.Query().Where(cmissupervisionnotice.ID(id)).OnlyX(ctx)
		require.Equal(t, "1", n.Status, "a new notice waits for its reply, whatever is sent")
		require.Empty(t, n.Reply)
		var page struct{ Records []map[string]any }
		s.Do(t, "GET", noticeAPI+"/list?id="+id, issuer, nil).Decode(t, &page)
		require.Len(t, page.Records, 1)
		require.Equal(t, true, page.Records[0]["overdue"], "unanswered past its reply deadline")

		code, _ := reply(issuer, id, "我来回复")
		require.Equal(t, 510, code, "replying needs its own code")
		_, msg := reply(answerer, id, "  ")
		require.Equal(t, "请填写回复内容", msg)
		_, msg = reply(answerer, id, "已整改\x00")
		require.Equal(t, "回复内容：不能包含控制字符", msg)
		_, msg = reply(answerer, "no-such-id", "已整改")
		require.Equal(t, "未找到对应数据", msg)

		// Two replies at once: one lands.
		var wg sync.WaitGroup
		msgs := make([]string, 2)
		for i := range msgs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, msgs[i] = reply(answerer, id, "已修复风管并复测风量")
			}()
		}
		wg.Wait()
		slices.Sort(msgs)
		require.Empty(t, msgs[0], "one reply lands")
		require.Contains(t, []string{"监理通知当前为「已回复」，不能回复", "监理通知状态已变化，请刷新后重试"}, msgs[1], "the other is refused")
		n = c.CmisSupervisionNotice.Query().Where(cmissupervisionnotice.ID(id)).OnlyX(ctx)
		require.Equal(t, "2", n.Status)
		require.Equal(t, "已修复风管并复测风量", n.Reply)
		require.Equal(t, "answerer1", n.ReplyBy)
		require.WithinDuration(t, time.Now(), time.Time(*n.ReplyTime), time.Minute)

		r := s.Do(t, "PUT", noticeAPI+"/edit", issuer, map[string]any{"id": id, "subject": "改写"})
		require.Equal(t, "监理通知当前为「已回复」，不能修改", r.Message)
		s.Do(t, "GET", noticeAPI+"/list?id="+id, issuer, nil).Decode(t, &page)
		require.Len(t, page.Records, 1)
		require.Equal(t, "已回复", page.Records[0]["status_dictText"])
		require.Equal(t, false, page.Records[0]["overdue"], "answered is never overdue")

		// A ruled user does not answer what he cannot list.
		rule := c.SysPermissionDataRule.Create().SetPermissionID("m-cmisSupNotice").SetRuleName("本人创建").
			SetRuleColumn("createBy").SetRuleConditions("=").SetRuleValue("#{sys_user_code}").SaveX(ctx)
		theirs := s.Add(t, admin, noticeAPI, map[string]any{"sectionId": s1, "noticeNo": "JLTZ-002", "subject": "用电",
			"issueDate": "2026-11-21", "content": "配电箱"})
		role := c.SysRole.Create().SetRoleName("ruled").SetRoleCode("ruled").SaveX(ctx)
		s.Grant(t, role.ID, []string{"m-cmisSupNotice", testenv.RightRow(t, crud.CmisSupervisionNotice, "reply")}, map[string]string{"m-cmisSupNotice": rule.ID})
		s.NewUser(t, admin, "ruled1", role.ID, "")
		_, msg = reply(s.Token(t, "ruled1", "Passw0rd1"), theirs, "回复")
		require.Equal(t, "未找到对应数据", msg)
		require.Equal(t, "1", c.CmisSupervisionNotice.Query().Where(cmissupervisionnotice.ID(theirs)).OnlyX(ctx).Status)
	})
}

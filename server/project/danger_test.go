package project_test

import (
	"context"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/cmishiddendanger"
	"aqueduct/server/crud"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

const dangerAPI = "/safety/cmisHiddenDanger"

// TestHiddenDangerSteps: a hidden danger goes 待整改 → 整改中 → 待复查 →
// 已闭环 (or back to 整改中 from the review), one step at a time, each step by
// who holds its code, and is no longer edited once its handling began.
func TestHiddenDangerSteps(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		_, s1, _ := s.ProjectBase(t, admin)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		status := func(id string) string {
			return c.CmisHiddenDanger.Query().Where(cmishiddendanger.ID(id)).OnlyX(ctx).Status
		}
		step := func(tok, id, action string, extra map[string]any) (int, string) {
			body := map[string]any{"id": id, "action": action}
			for k, v := range extra {
				body[k] = v
			}
			r := s.Do(t, "POST", dangerAPI+"/transition", tok, body)
			if r.Success {
				return 0, ""
			}
			return r.Code, r.Message
		}

		// Two roles: the contractor rectifies, the supervisor reviews.
		mkRole := func(code string, button string) string {
			role := c.SysRole.Create().SetRoleName(code).SetRoleCode(code).SaveX(ctx)
			s.Grant(t, role.ID, []string{"m-safety", "m-cmisHiddenDanger", "m-cmisHiddenDanger-add", "m-cmisHiddenDanger-edit", button}, nil)
			s.NewUser(t, admin, code+"1", role.ID, "")
			return s.Token(t, code+"1", "Passw0rd1")
		}
		fixer := mkRole("fixer", testenv.RightRow(t, crud.CmisHiddenDanger, "rectify"))
		checker := mkRole("checker", testenv.RightRow(t, crud.CmisHiddenDanger, "review"))

		id := s.Add(t, fixer, dangerAPI, map[string]any{"sectionId": s1, "location": "洞口配电箱", "level": "2",
			"description": "无漏电保护", "deadline": "2026-01-01", "status": "4"})
		require.Equal(t, "1", status(id), "a new danger waits for rectification, whatever is sent")
		var rec map[string]any
		r := s.Do(t, "GET", dangerAPI+"/list?id="+id, fixer, nil)
		require.True(t, r.Success, r.Message)
		var page struct{ Records []map[string]any }
		r.Decode(t, &page)
		require.Len(t, page.Records, 1)
		require.Equal(t, true, page.Records[0]["overdue"], "past its deadline and open")
		require.Equal(t, "待整改", page.Records[0]["status_dictText"])

		// Skipped steps and wrong hands are refused.
		_, msg := step(checker, id, "pass", nil)
		require.Equal(t, "隐患当前为「待整改」，不能复查通过", msg)
		code, _ := step(checker, id, "start", nil)
		require.Equal(t, 510, code, "the supervisor does not rectify")
		_, msg = step(fixer, id, "submit", map[string]any{"rectifyMeasure": "加装漏保"})
		require.Equal(t, "隐患当前为「待整改」，不能提交复查", msg)
		_, msg = step(fixer, id, "close", nil)
		require.Equal(t, "未知的操作", msg)

		_, msg = step(fixer, id, "start", nil)
		require.Empty(t, msg)
		require.Equal(t, "2", status(id))
		r = s.Do(t, "PUT", dangerAPI+"/edit", fixer, map[string]any{"id": id, "description": "改写"})
		require.Equal(t, "隐患当前为「整改中」，不能修改", r.Message)

		_, msg = step(fixer, id, "submit", map[string]any{"rectifyPhotos": "x.png"})
		require.Equal(t, "请填写整改措施", msg)
		_, msg = step(fixer, id, "submit", map[string]any{"rectifyMeasure": "加装漏保"})
		require.Equal(t, "请上传整改后照片", msg)
		_, msg = step(fixer, id, "submit", map[string]any{"rectifyMeasure": "加装漏保", "rectifyPhotos": "nowhere/forged.png"})
		require.Equal(t, "文件不存在，请重新上传", msg)
		up := s.UploadFile(t, fixer, "after.png", testenv.PNG(t))
		require.True(t, up.Success, up.Message)
		photo := up.Message // the stored path, as JeecgBoot's upload answers
		_, msg = step(fixer, id, "submit", map[string]any{"rectifyMeasure": "加装漏电保护器，电缆架空", "rectifyPhotos": photo})
		require.Empty(t, msg)
		require.Equal(t, "3", status(id))
		code, _ = step(fixer, id, "pass", nil)
		require.Equal(t, 510, code, "the contractor does not close his own danger")

		_, msg = step(checker, id, "reject", nil)
		require.Equal(t, "请填写复查意见", msg)
		_, msg = step(checker, id, "reject", map[string]any{"reviewOpinion": "电缆仍有拖地"})
		require.Empty(t, msg)
		require.Equal(t, "2", status(id))
		_, msg = step(fixer, id, "submit", map[string]any{"rectifyMeasure": "电缆全部架空", "rectifyPhotos": photo})
		require.Empty(t, msg)
		_, msg = step(checker, id, "pass", map[string]any{"reviewOpinion": "整改到位"})
		require.Empty(t, msg)
		d := c.CmisHiddenDanger.Query().Where(cmishiddendanger.ID(id)).OnlyX(ctx)
		require.Equal(t, "4", d.Status)
		require.Equal(t, "checker1", d.Reviewer)
		require.Equal(t, "整改到位", d.ReviewOpinion)
		require.NotNil(t, d.ClosedTime)
		require.WithinDuration(t, time.Now(), time.Time(*d.ClosedTime), time.Minute)
		_, msg = step(checker, id, "reject", map[string]any{"reviewOpinion": "再看看"})
		require.Equal(t, "隐患当前为「已闭环」，不能复查不通过", msg)

		s.Do(t, "GET", dangerAPI+"/queryById?id="+id, fixer, nil).Decode(t, &rec)
		require.Equal(t, "电缆全部架空", rec["rectifyMeasure"])
		require.Equal(t, photo, rec["rectifyPhotos"])
		r = s.Do(t, "GET", dangerAPI+"/list?"+url.Values{"id": {id}}.Encode(), fixer, nil)
		r.Decode(t, &page)
		require.Equal(t, false, page.Records[0]["overdue"], "closed is never overdue")

		// Another section's danger is out of a ruled user's reach, steps included.
		rule := c.SysPermissionDataRule.Create().SetPermissionID("m-cmisHiddenDanger").SetRuleName("本人创建").
			SetRuleColumn("createBy").SetRuleConditions("=").SetRuleValue("#{sys_user_code}").SaveX(ctx)
		theirs := s.Add(t, admin, dangerAPI, map[string]any{"sectionId": s1, "location": "边坡", "description": "浮石"})
		role := c.SysRole.Create().SetRoleName("ruled").SetRoleCode("ruled").SaveX(ctx)
		s.Grant(t, role.ID, []string{"m-cmisHiddenDanger", testenv.RightRow(t, crud.CmisHiddenDanger, "rectify")}, map[string]string{"m-cmisHiddenDanger": rule.ID})
		s.NewUser(t, admin, "ruled1", role.ID, "")
		ruled := s.Token(t, "ruled1", "Passw0rd1")
		_, msg = step(ruled, theirs, "start", nil)
		require.Equal(t, "未找到对应数据", msg)
		require.Equal(t, "1", status(theirs))
	})
}

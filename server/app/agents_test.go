package app_test

import (
	"context"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/syslog"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestUserAgents: the 代理人 of a user is set and read back through the
// endpoints of the dialog, checked, and kept to the users the caller manages.
func TestUserAgents(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		s.NewUser(t, adm, "ag1", "", "")
		s.NewUser(t, adm, "ag2", "", "")
		byName := func(token, name string) map[string]any {
			r := s.Do(t, "GET", "/sys/sysUserAgent/queryByUserName?userName="+url.QueryEscape(name), token, nil)
			if !r.Success {
				require.Equal(t, "未找到对应实体", r.Message)
				return nil
			}
			var row map[string]any
			r.Decode(t, &row)
			return row
		}
		add := func(token string, body map[string]any) string {
			r := s.Do(t, "POST", "/sys/sysUserAgent/add", token, body)
			if r.Success {
				return ""
			}
			return r.Message
		}

		require.Nil(t, byName(adm, "ag1"), "none yet")
		require.Equal(t, "代理人不能是用户本人", add(adm, map[string]any{"userName": "ag1", "agentUserName": "ag1"}))
		require.Equal(t, "代理人「nobody」不存在", add(adm, map[string]any{"userName": "ag1", "agentUserName": "nobody"}))
		require.Equal(t, "用户「nobody」不存在", add(adm, map[string]any{"userName": "nobody", "agentUserName": "ag1"}))
		require.Equal(t, "代理结束时间不能早于开始时间", add(adm, map[string]any{"userName": "ag1", "agentUserName": "ag2",
			"startTime": "2026-12-01 00:00:00", "endTime": "2026-11-01 00:00:00"}))
		require.Empty(t, add(adm, map[string]any{"userName": "ag1", "agentUserName": "ag2",
			"startTime": "2026-11-01 08:00:00", "endTime": "2026-12-01 18:00:00", "status": "1"}))
		row := byName(adm, "ag1")
		require.Equal(t, "ag2", row["agentUserName"])
		require.Equal(t, "2026-11-01 08:00:00", row["startTime"])
		require.Equal(t, "1", row["status"])
		require.NotEmpty(t, add(adm, map[string]any{"userName": "ag1", "agentUserName": "admin"}), "one agent per user")

		// An edit keeps the user and checks the period against the kept start.
		r := s.Do(t, "PUT", "/sys/sysUserAgent/edit", adm, map[string]any{"id": row["id"], "userName": "ag2", "agentUserName": "admin", "status": "0"})
		require.True(t, r.Success, r.Message)
		row = byName(adm, "ag1")
		require.Equal(t, "admin", row["agentUserName"])
		require.Equal(t, "0", row["status"])
		require.Nil(t, byName(adm, "ag2"), "the user of an agent record is not changed by an edit")
		r = s.Do(t, "PUT", "/sys/sysUserAgent/edit", adm, map[string]any{"id": row["id"], "endTime": "2026-10-01 00:00:00"})
		require.Equal(t, "代理结束时间不能早于开始时间", r.Message)

		// A user manager limited by a data rule to himself neither sees nor sets others' agents.
		role := c.SysRole.Create().SetRoleName("代理测试").SetRoleCode("agents").SaveX(ctx)
		self := c.SysPermissionDataRule.Create().SetPermissionID("m-user").SetRuleName("本人").
			SetRuleColumn("username").SetRuleConditions("=").SetRuleValue("#{sys_user_code}").SaveX(ctx)
		s.NewUser(t, adm, "agboss", role.ID, "")
		s.Grant(t, role.ID, userButtons, map[string]string{"m-user": self.ID})
		boss := s.Token(t, "agboss", "Passw0rd1")
		require.Nil(t, byName(boss, "ag1"), "ag1 is not his to see")
		require.Zero(t, s.List(t, boss, "/sys/sysUserAgent/list", url.Values{}).Total)
		require.Equal(t, "用户「ag2」不存在", add(boss, map[string]any{"userName": "ag2", "agentUserName": "agboss"}))
		require.Equal(t, "代理人「ag2」不存在", add(boss, map[string]any{"userName": "agboss", "agentUserName": "ag2"}))
		r = s.Do(t, "PUT", "/sys/sysUserAgent/edit", boss, map[string]any{"id": row["id"], "agentUserName": "agboss"})
		require.False(t, r.Success, "another user's agent record is out of reach")
		require.Equal(t, "admin", byName(adm, "ag1")["agentUserName"])
		require.Equal(t, 1, s.List(t, adm, "/sys/sysUserAgent/list", url.Values{}).Total)

		// Without user:edit there is no writing at all.
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		require.Equal(t, 510, s.Do(t, "POST", "/sys/sysUserAgent/add", eng, map[string]any{"userName": "engineer", "agentUserName": "admin"}).Code)
	})
}

// TestLogDeleteAndAddressTree: log lines are deleted one by one or cleared
// by who holds system:log:delete; 通讯录 alone opens the department tree.
func TestLogDeleteAndAddressTree(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		logs := func() int { return c.SysLog.Query().Where(syslog.LogType(1)).CountX(ctx) }
		require.GreaterOrEqual(t, logs(), 2, "the two logins")
		first := c.SysLog.Query().Where(syslog.LogType(1)).FirstX(ctx)

		require.Equal(t, 510, s.Do(t, "DELETE", "/sys/log/deleteBatch?ids=allclear", eng, nil).Code)
		before := logs()
		r := s.Do(t, "DELETE", "/sys/log/delete?id="+first.ID, adm, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, before-1, logs())
		r = s.Do(t, "DELETE", "/sys/log/deleteBatch?ids=", adm, nil)
		require.False(t, r.Success, "nothing chosen is not everything")
		require.Equal(t, before-1, logs())
		r = s.Do(t, "DELETE", "/sys/log/deleteBatch?ids=allclear", adm, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "清空成功!", r.Message)
		require.Zero(t, logs())

		// A role with 通讯录 and nothing of 部门管理 still gets the department tree.
		role := c.SysRole.Create().SetRoleName("通讯录").SetRoleCode("book").SaveX(ctx)
		s.NewUser(t, adm, "reader", role.ID, "")
		reader := s.Token(t, "reader", "Passw0rd1")
		require.Equal(t, 510, s.Do(t, "GET", "/sys/sysDepart/queryTreeList", reader, nil).Code)
		s.Grant(t, role.ID, []string{"m-addresslist"}, nil)
		r = s.Do(t, "GET", "/sys/sysDepart/queryTreeList", reader, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, 510, s.Do(t, "GET", "/sys/sysDepart/list", reader, nil).Code, "the tree, not the department list")
	})
}

func TestPositionByCode(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		r := s.Do(t, "POST", "/sys/position/add", adm, map[string]any{"code": "zgs", "name": "总工程师", "postRank": "1"})
		require.True(t, r.Success, r.Message)
		r = s.Do(t, "GET", "/sys/position/queryByCode?code=zgs", adm, nil)
		require.True(t, r.Success, r.Message)
		var row map[string]any
		r.Decode(t, &row)
		require.Equal(t, "总工程师", row["name"])
		require.Equal(t, "未找到对应实体", s.Do(t, "GET", "/sys/position/queryByCode?code=nope", adm, nil).Message)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		require.Equal(t, 510, s.Do(t, "GET", "/sys/position/queryByCode?code=zgs", eng, nil).Code)
	})
}

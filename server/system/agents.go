package system

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuseragent"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
)

// An agent (代理人) record is managed by who manages its user: every read and
// write of sys_user_agent passes the user resource's row filter through the
// record's user_name (Hooks.Through), and both the user and the agent must be
// users the caller may see. The agent routes share the user page's codes, so
// the client reads users there as 用户管理 does.

// agentThrough scopes agent rows through their user.
var agentThrough = &crud.Through{Res: crud.SysUser, Column: sysuseragent.FieldUserName, Key: sysuser.FieldUsername}

// visibleUsernames keeps the usernames of live users the caller may manage.
func (s *Service) visibleUsernames(ctx context.Context, names ...string) ([]string, error) {
	return s.Client.SysUser.Query().Where(sysuser.UsernameIn(names...)).Select(sysuser.FieldUsername).Strings(ctx)
}

// sysUserAgentHooks: an agent record's user, agent and period, scoped through its user.
func (s *Service) sysUserAgentHooks() crud.SysUserAgentHooks {
	return crud.SysUserAgentHooks{BeforeSave: s.agentBeforeSave, Through: agentThrough}
}

// agentBeforeSave checks the user and the agent, and the period.
func (s *Service) agentBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, am *ent.SysUserAgentMutation, _ crud.Body) error {
	user, ok := am.UserName()
	if !ok && op == crud.OpUpdate {
		old, err := am.OldUserName(ctx)
		if err != nil {
			return err
		}
		user = old
	}
	agent, ok := am.AgentUserName()
	if !ok && op == crud.OpUpdate {
		old, err := am.OldAgentUserName(ctx)
		if err != nil {
			return err
		}
		agent = old
	}
	user, agent = strings.TrimSpace(user), strings.TrimSpace(agent)
	if user == agent {
		return httpx.Fail("代理人不能是用户本人")
	}
	seen, err := s.visibleUsernames(ctx, user, agent)
	if err != nil {
		return err
	}
	if !slices.Contains(seen, user) {
		return httpx.Failf("用户「%s」不存在", user)
	}
	if !slices.Contains(seen, agent) {
		return httpx.Failf("代理人「%s」不存在", agent)
	}
	start, _ := am.StartTime()
	end, _ := am.EndTime()
	if op == crud.OpUpdate {
		if _, set := am.StartTime(); !set && !am.StartTimeCleared() {
			if old, err := am.OldStartTime(ctx); err == nil && old != nil {
				start = *old
			}
		}
		if _, set := am.EndTime(); !set && !am.EndTimeCleared() {
			if old, err := am.OldEndTime(ctx); err == nil && old != nil {
				end = *old
			}
		}
	}
	if from, to := time.Time(start), time.Time(end); !from.IsZero() && !to.IsZero() && to.Before(from) {
		return httpx.Fail("代理结束时间不能早于开始时间")
	}
	return nil
}

// agentByUserName answers a user's agent record (GET
// /sys/sysUserAgent/queryByUserName?userName=), as the 代理人 dialog opens.
func (s *Service) agentByUserName(c *echo.Context) error {
	ctx := c.Request().Context()
	name := strings.TrimSpace(c.QueryParam("userName"))
	if name == "" {
		return httpx.Fail("未找到对应实体")
	}
	row, err := s.Client.SysUserAgent.Query().Where(sysuseragent.UserName(name)).Only(ctx)
	if ent.IsNotFound(err) {
		return httpx.Fail("未找到对应实体")
	}
	if err != nil {
		return err
	}
	return httpx.OK(c, row)
}

package system

import (
	"context"
	"slices"
	"strings"
	"time"

	entgo "entgo.io/ent"
	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/predicate"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuseragent"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/query"
)

// An agent (代理人) record is managed by who manages its user: every read and
// write of sys_user_agent passes the user resource's row filter through the
// record's user_name, and both the user and the agent must be users the
// caller may see.

// agentScope keeps agent rows whose user the caller may manage.
func (s *Service) agentScope(ctx context.Context) ([]query.Cond, error) {
	where, err := s.res.RowFilter(ctx, crud.SysUser)
	if err != nil || where == nil {
		return nil, err
	}
	return []query.Cond{func(sel *sql.Selector) *sql.Predicate {
		t := sql.Table(sysuser.Table)
		sub := sql.Dialect(sel.Dialect()).Select(t.C(sysuser.FieldUsername)).From(t)
		where(sub)
		return sql.In(sel.C(sysuseragent.FieldUserName), sub)
	}}, nil
}

// visibleUsernames keeps the usernames of live users the caller may manage.
func (s *Service) visibleUsernames(ctx context.Context, names ...string) ([]string, error) {
	where, err := s.res.RowFilter(ctx, crud.SysUser)
	if err != nil {
		return nil, err
	}
	q := s.Client.SysUser.Query().Where(sysuser.UsernameIn(names...))
	if where != nil {
		q.Where(predicate.SysUser(where))
	}
	return q.Select(sysuser.FieldUsername).Strings(ctx)
}

// agentBeforeSave checks the user and the agent, and the period.
func (s *Service) agentBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, m entgo.Mutation, _ crud.Body) error {
	am := m.(*ent.SysUserAgentMutation)
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
	where, err := s.res.RowFilter(ctx, crud.SysUserAgent)
	if err != nil {
		return err
	}
	q := s.Client.SysUserAgent.Query().Where(sysuseragent.UserName(name))
	if where != nil {
		q.Where(predicate.SysUserAgent(where))
	}
	row, err := q.Only(ctx)
	if ent.IsNotFound(err) {
		return httpx.Fail("未找到对应实体")
	}
	if err != nil {
		return err
	}
	return httpx.OK(c, row)
}

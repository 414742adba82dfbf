package system

import (
	"context"
	"slices"
	"strconv"

	"entgo.io/ent/dialect/sql"

	"aqueduct/ent"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserrole"
	"aqueduct/server/crud"
	"aqueduct/server/grants"
	"aqueduct/server/httpx"
	"aqueduct/server/perm"
	"aqueduct/server/query"
	"aqueduct/server/viewer"
)

// userScope limits every user endpoint to the users of the chosen tenant
// (rel_tenant_ids holds it); without a tenant nothing is limited.
func userScope(ctx context.Context) ([]query.Cond, error) {
	v, ok := viewer.FromContext(ctx)
	if !ok || v.System || v.TenantID == 0 {
		return nil, nil
	}
	t := strconv.Itoa(v.TenantID)
	return []query.Cond{func(s *sql.Selector) *sql.Predicate {
		c := s.C(sysuser.FieldRelTenantIds)
		return sql.Or(sql.EQ(c, t), sql.HasPrefix(c, t+","), sql.HasSuffix(c, ","+t), sql.Contains(c, ","+t+","))
	}}, nil
}

// visibleUsers keeps the ids of users the caller may manage through the user
// resource's row filter (tenant and data rules), as list and edit do.
func (s *Service) visibleUsers(ctx context.Context, ids []string) ([]string, error) {
	return s.Client.SysUser.Query().Where(sysuser.IDIn(ids...)).IDs(ctx)
}

// grant is one permission of a role with its data rules.
type grant struct {
	role  string
	rules map[string]bool
}

func grantsOf(ctx context.Context, c *ent.Client, roles []string) (map[string][]grant, error) {
	rows, err := c.SysRolePermission.Query().Where(sysrolepermission.RoleIDIn(roles...)).All(viewer.System(ctx))
	if err != nil {
		return nil, err
	}
	out := map[string][]grant{}
	for _, r := range rows {
		g := grant{role: r.RoleID, rules: map[string]bool{}}
		for _, id := range crud.SplitIDs(r.DataRuleIds) {
			g.rules[id] = true
		}
		out[r.PermissionID] = append(out[r.PermissionID], g)
	}
	return out, nil
}

// mayGrant refuses roles that would give more than the caller holds: each
// permission of each role must be one of the caller's, restricted by at
// least the data rules that restrict the caller (they add up over a user's
// roles). Admins and the server itself may grant any role.
func mayGrant(ctx context.Context, c *ent.Client, roles []string) error {
	v, ok := viewer.FromContext(ctx)
	if len(roles) == 0 || (ok && v.System) {
		return nil
	}
	sys := viewer.System(ctx)
	mine, err := c.SysRole.Query().Where(sysrole.HasUserRolesWith(sysuserrole.UserID(v.UserID))).All(sys)
	if err != nil {
		return err
	}
	ids := make([]string, 0, len(mine))
	for _, r := range mine {
		if r.RoleCode == viewer.AdminRoleCode && r.TenantID == 0 {
			return nil
		}
		ids = append(ids, r.ID)
	}
	held, err := grantsOf(ctx, c, ids)
	if err != nil {
		return err
	}
	wanted, err := grantsOf(ctx, c, roles)
	if err != nil {
		return err
	}
	for perm, gs := range wanted {
		mineRules, ok := map[string]bool{}, len(held[perm]) > 0
		for _, h := range held[perm] {
			for id := range h.rules {
				mineRules[id] = true
			}
		}
		for _, g := range gs {
			for id := range mineRules {
				ok = ok && g.rules[id]
			}
			if !ok {
				return roleTooStrong(ctx, c, g.role)
			}
		}
	}
	return nil
}

func roleTooStrong(ctx context.Context, c *ent.Client, roleID string) error {
	name := roleID
	if r, err := c.SysRole.Get(viewer.System(ctx), roleID); err == nil {
		name = r.RoleName
	}
	return httpx.Failf("不能授予角色「%s」：它的权限超出了您自己的权限", name)
}

// keepOwnAuth notes, when users include the caller, whether he reaches 授权
// before a change to his roles (perm.Own: Kept refuses the change that takes
// it away).
func keepOwnAuth(ctx context.Context, c *ent.Client, users ...string) (perm.Own, error) {
	v, ok := viewer.FromContext(ctx)
	if !ok || !slices.Contains(users, v.UserID) {
		return perm.Own{}, nil
	}
	return perm.KeepOwn(ctx, c, grants.AuthCode, grants.LockoutMsg)
}

// mayManage refuses to change, freeze or delete users who hold a role the
// caller could not grant (a user manager may not touch the admin).
func mayManage(ctx context.Context, c *ent.Client, users []string) error {
	if v, ok := viewer.FromContext(ctx); ok && v.System {
		return nil
	}
	roles, err := c.SysUserRole.Query().Where(sysuserrole.UserIDIn(users...)).
		Select(sysuserrole.FieldRoleID).Strings(viewer.System(ctx))
	if err != nil {
		return err
	}
	slices.Sort(roles)
	err = mayGrant(ctx, c, slices.Compact(roles))
	if _, refused := err.(*httpx.Error); refused {
		return httpx.Fail("不能管理权限高于自己的用户")
	}
	return err
}

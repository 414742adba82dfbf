package grants

import (
	"context"
	"slices"

	"aqueduct/ent"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/ent/sysuserrole"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/perm"
	"aqueduct/server/seed"
	"aqueduct/server/viewer"
)

// holdings is what the caller may grant: every permission for an admin (or
// the server), else the permissions his roles hold, each with the data rules
// that restrict him on it (they add up over his roles).
type holdings struct {
	all   bool
	rules map[string][]string // permission id → rule ids
}

func (h holdings) holds(id string) bool {
	if h.all {
		return true
	}
	_, ok := h.rules[id]
	return ok
}

// rulesOn are the caller's data rules on a permission (none for an admin).
func (h holdings) rulesOn(id string) []string {
	if h.all {
		return nil
	}
	return h.rules[id]
}

// covers reports whether a grant carrying ruleIDs is no wider than the
// caller's own grant of the permission.
func (h holdings) covers(id string, ruleIDs []string) bool {
	if h.all {
		return true
	}
	mine, ok := h.rules[id]
	if !ok {
		return false
	}
	for _, r := range mine {
		if !slices.Contains(ruleIDs, r) {
			return false
		}
	}
	return true
}

func (s *Service) holdings(ctx context.Context) (holdings, error) {
	v, ok := viewer.FromContext(ctx)
	if ok && v.System {
		return holdings{all: true}, nil
	}
	sys := auth.SystemContext(ctx)
	if !ok || v.UserID == "" {
		return holdings{rules: map[string][]string{}}, nil
	}
	mine, err := s.Client.SysRole.Query().Where(sysrole.HasUserRolesWith(sysuserrole.UserID(v.UserID))).All(sys)
	if err != nil {
		return holdings{}, err
	}
	ids := make([]string, 0, len(mine))
	for _, r := range mine {
		if r.RoleCode == seed.AdminRoleCode && r.TenantID == 0 {
			return holdings{all: true}, nil
		}
		ids = append(ids, r.ID)
	}
	h := holdings{rules: map[string][]string{}}
	rows, err := s.Client.SysRolePermission.Query().Where(sysrolepermission.RoleIDIn(ids...)).All(sys)
	if err != nil {
		return h, err
	}
	for _, r := range rows {
		h.add(r.PermissionID, r.DataRuleIds)
	}
	// What his department roles give him is his too.
	drows, err := perm.DepartRoleGrants(ctx, s.Client, v.UserID)
	if err != nil {
		return h, err
	}
	for _, r := range drows {
		h.add(r.PermissionID, r.DataRuleIds)
	}
	return h, nil
}

// add notes a grant of permission id limited by the rules of ruleIDs (csv).
func (h holdings) add(id, ruleIDs string) {
	rs := h.rules[id]
	if rs == nil {
		rs = []string{}
	}
	for _, r := range crud.SplitIDs(ruleIDs) {
		if !slices.Contains(rs, r) {
			rs = append(rs, r)
		}
	}
	h.rules[id] = rs
}

// mayChangeRole refuses to change a role that holds more than the caller
// (a role manager may not edit the admin role), as mayGrant does for users.
func (h holdings) mayChangeRole(ctx context.Context, c *ent.Client, roleID string) error {
	if h.all {
		return nil
	}
	rows, err := c.SysRolePermission.Query().Where(sysrolepermission.RoleID(roleID)).All(auth.SystemContext(ctx))
	if err != nil {
		return err
	}
	for _, r := range rows {
		if !h.covers(r.PermissionID, crud.SplitIDs(r.DataRuleIds)) {
			return httpx.Fail("不能修改权限超出您自己权限的角色")
		}
	}
	return nil
}

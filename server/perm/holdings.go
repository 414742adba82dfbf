package perm

import (
	"context"
	"slices"
	"strings"

	"aqueduct/ent"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/ent/sysuserrole"
	"aqueduct/server/viewer"
)

// Holdings are a user's effective grants: permission id → the ids of the data
// rules that restrict him on it (they add up over the grants that give it).
type Holdings map[string][]string

// Holds reports whether the user holds the permission.
func (h Holdings) Holds(id string) bool {
	_, ok := h[id]
	return ok
}

// IDs are the permissions held, in no order.
func (h Holdings) IDs() []string {
	ids := make([]string, 0, len(h))
	for id := range h {
		ids = append(ids, id)
	}
	return ids
}

// add notes a grant of permission id limited by the rules of ruleIDs (csv).
func (h Holdings) add(id, ruleIDs string) {
	rs := h[id]
	if rs == nil {
		rs = []string{}
	}
	for _, r := range strings.Split(ruleIDs, ",") {
		if r = strings.TrimSpace(r); r != "" && !slices.Contains(rs, r) {
			rs = append(rs, r)
		}
	}
	h[id] = rs
}

// UserHoldings computes what a user holds: the grants of his roles of the
// tenant ctx sees and of his department roles (of live departments he still
// belongs to, DepartRoleIDs). A department's own grants give its members
// nothing: they bound what its roles may be given. The menu (Granted), the
// lockout guard (Reaches) and the granter check (server/grants) are built on it.
//
// With permission ids, only those are looked at (the data rules of one menu).
func UserHoldings(ctx context.Context, c *ent.Client, userID string, only ...string) (Holdings, error) {
	sys := viewer.System(ctx)
	h := Holdings{}
	roles, err := c.SysRole.Query().Where(sysrole.HasUserRolesWith(sysuserrole.UserID(userID))).IDs(ctx)
	if err != nil {
		return nil, err
	}
	if len(roles) > 0 {
		q := c.SysRolePermission.Query().Where(sysrolepermission.RoleIDIn(roles...))
		if len(only) > 0 {
			q.Where(sysrolepermission.PermissionIDIn(only...))
		}
		rows, err := q.All(sys)
		if err != nil {
			return nil, err
		}
		for _, r := range rows {
			h.add(r.PermissionID, r.DataRuleIds)
		}
	}
	// What his department roles hold counts as much as his roles.
	drows, err := departRoleGrants(ctx, c, userID, only...)
	if err != nil {
		return nil, err
	}
	for _, r := range drows {
		h.add(r.PermissionID, r.DataRuleIds)
	}
	return h, nil
}

package perm

import (
	"context"
	"slices"

	"aqueduct/ent"
	"aqueduct/ent/sysdepart"
	"aqueduct/ent/sysdepartrole"
	"aqueduct/ent/sysdepartrolepermission"
	"aqueduct/ent/sysdepartroleuser"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/server/viewer"
)

// DepartRoleTables are the tables of department roles: whatever is built
// from a user's grants depends on them as on the role tables.
var DepartRoleTables = []string{"SysDepartRole", "SysDepartRoleUser", "SysDepartRolePermission", "SysDepart", "SysUserDepart"}

// DepartRoleIDs are the department roles the user holds that ctx may see
// (the request's tenant).
func DepartRoleIDs(ctx context.Context, c *ent.Client, userID string) ([]string, error) {
	held, err := c.SysDepartRoleUser.Query().Where(sysdepartroleuser.UserID(userID)).
		Select(sysdepartroleuser.FieldDroleID).Strings(viewer.System(ctx))
	if err != nil || len(held) == 0 {
		return nil, err
	}
	roles, err := c.SysDepartRole.Query().Where(sysdepartrole.IDIn(held...)).All(ctx)
	if err != nil || len(roles) == 0 {
		return nil, err
	}
	live, err := liveDeparts(ctx, c, roles)
	if err != nil {
		return nil, err
	}
	// A user who left a department leaves its roles.
	mine, err := c.SysUserDepart.Query().Where(sysuserdepart.UserID(userID)).
		Select(sysuserdepart.FieldDepID).Strings(viewer.System(ctx))
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, r := range roles {
		if live[r.DepartID] && slices.Contains(mine, r.DepartID) {
			ids = append(ids, r.ID)
		}
	}
	return ids, nil
}

// liveDeparts are the departments of roles that are not deleted: a deleted
// department's roles give nothing.
func liveDeparts(ctx context.Context, c *ent.Client, roles []*ent.SysDepartRole) (map[string]bool, error) {
	var ids []string
	for _, r := range roles {
		ids = append(ids, r.DepartID)
	}
	live, err := c.SysDepart.Query().Where(sysdepart.IDIn(ids...)).IDs(viewer.System(ctx))
	if err != nil {
		return nil, err
	}
	out := make(map[string]bool, len(live))
	for _, id := range live {
		out[id] = true
	}
	return out, nil
}

// departRoleGrants are the grants of the user's department roles (those ctx
// may see), optionally only on some permissions.
func departRoleGrants(ctx context.Context, c *ent.Client, userID string, permissionIDs ...string) ([]*ent.SysDepartRolePermission, error) {
	roles, err := DepartRoleIDs(ctx, c, userID)
	if err != nil || len(roles) == 0 {
		return nil, err
	}
	q := c.SysDepartRolePermission.Query().Where(sysdepartrolepermission.RoleIDIn(roles...))
	if len(permissionIDs) > 0 {
		q.Where(sysdepartrolepermission.PermissionIDIn(permissionIDs...))
	}
	return q.All(viewer.System(ctx))
}

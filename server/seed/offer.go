package seed

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"aqueduct/ent"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/server/db"
)

// laterPages are the pages of the role matrix added after demo databases
// were made. A demo database gets each once (offerPages): the demo roles the
// matrix gives it get the page and the groups above it; a new one has them
// from the start. A hand-written page added to the matrix later is appended
// here; a generated resource's page has the section rules besides, and is
// not offered this way.
var laterPages = []string{"m-overview-screen", "m-overview-map", "m-overview-video"}

// offeredPagesKey is the sys_setting row listing the later pages this demo
// database has been given.
const offeredPagesKey = "seed.demo_pages"

// offerPages grants the later pages a demo database has not been given yet
// to the demo roles the matrix gives them, and records them given: a grant
// an admin takes away afterwards is not made again, nor one of a demo role
// he deleted.
func offerPages(ctx context.Context, c *ent.Client) error {
	offered := map[string]bool{}
	row, err := c.SysSetting.Get(ctx, offeredPagesKey)
	switch {
	case err == nil:
		for _, k := range strings.Split(row.Value, ",") {
			offered[k] = true
		}
	case !ent.IsNotFound(err):
		return err
	}
	var fresh []string
	for _, p := range laterPages {
		if !offered[p] {
			fresh = append(fresh, p)
		}
	}
	if len(fresh) == 0 {
		return nil
	}
	menus := knownMenus()
	matrix := roleMatrix()
	for col, code := range DemoRoleCodes {
		role, err := c.SysRole.Query().Where(sysrole.RoleCode(code), sysrole.TenantID(0)).Only(ctx)
		if ent.IsNotFound(err) {
			continue
		}
		if err != nil {
			return err
		}
		for _, id := range fresh {
			i := slices.IndexFunc(matrix, func(p page) bool { return p.menu == id })
			if i < 0 {
				return fmt.Errorf("role matrix: later page %s is not in it", id)
			}
			ids, err := permissionIDs(id, matrix[i].by[col])
			if err != nil {
				return err
			}
			if len(ids) == 0 {
				continue
			}
			for parent := menus[id].parent; parent != ""; parent = menus[parent].parent {
				ids = append(ids, parent)
			}
			for _, pid := range ids {
				err := createMissing(ctx,
					c.SysRolePermission.Query().Where(sysrolepermission.RoleID(role.ID), sysrolepermission.PermissionID(pid)).Exist,
					c.SysRolePermission.Create().SetRoleID(role.ID).SetPermissionID(pid).Exec)
				if err != nil {
					return err
				}
			}
		}
	}
	for k := range offered {
		if k != "" {
			fresh = append(fresh, k)
		}
	}
	slices.Sort(fresh)
	return db.PutSetting(ctx, c, offeredPagesKey, strings.Join(fresh, ","))
}

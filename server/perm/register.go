package perm

import (
	"context"
	"fmt"

	"aqueduct/ent"
	"aqueduct/ent/syspermission"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/server/softdelete"
	"aqueduct/server/viewer"
)

// Menu is a menu or button row the server registers at start (built-in
// menus of the seed, generated resources and their buttons).
type Menu struct {
	ID, Parent, Name, URL, Component, ComponentName, Redirect, Icon, Perms string
	Type                                                                   int
	Order                                                                  float64
	Leaf, Hidden, AlwaysShow, KeepAlive                                    bool
}

// EnsureMenu registers a row: a missing one is created and granted to the
// admin role; one an admin edited (customized) keeps its title, order and
// flags — only its permission code and component follow the code, since
// routes check them; any other row is brought up to date. A row an admin
// deleted stays deleted (the caller's context must see deleted rows).
func EnsureMenu(ctx context.Context, c *ent.Client, m Menu, adminRoleID string) error {
	row, err := c.SysPermission.Get(ctx, m.ID)
	switch {
	case ent.IsNotFound(err):
		err = c.SysPermission.Create().SetID(m.ID).SetParentID(m.Parent).SetName(m.Name).SetURL(m.URL).
			SetComponent(m.Component).SetComponentName(m.ComponentName).SetRedirect(m.Redirect).
			SetIcon(m.Icon).SetPerms(m.Perms).SetMenuType(m.Type).SetSortNo(m.Order).SetIsLeaf(m.Leaf).
			SetHidden(m.Hidden).SetAlwaysShow(m.AlwaysShow).SetKeepAlive(m.KeepAlive).Exec(ctx)
		if err != nil {
			return fmt.Errorf("menu %s: %w", m.ID, err)
		}
		granted, err := c.SysRolePermission.Query().Where(sysrolepermission.RoleID(adminRoleID),
			sysrolepermission.PermissionID(m.ID)).Exist(ctx)
		if err != nil || granted {
			return err
		}
		return c.SysRolePermission.Create().SetRoleID(adminRoleID).SetPermissionID(m.ID).Exec(ctx)
	case err != nil:
		return err
	case row.Customized:
		return c.SysPermission.UpdateOne(row).SetPerms(m.Perms).SetComponent(m.Component).Exec(ctx)
	}
	return c.SysPermission.UpdateOne(row).SetParentID(m.Parent).SetName(m.Name).SetURL(m.URL).
		SetComponent(m.Component).SetComponentName(m.ComponentName).SetRedirect(m.Redirect).
		SetIcon(m.Icon).SetPerms(m.Perms).SetMenuType(m.Type).SetSortNo(m.Order).SetIsLeaf(m.Leaf).
		SetHidden(m.Hidden).SetAlwaysShow(m.AlwaysShow).SetKeepAlive(m.KeepAlive).Exec(ctx)
}

// MarkParent records that a menu has child menus.
func MarkParent(ctx context.Context, c *ent.Client, id string) error {
	return c.SysPermission.Update().Where(syspermission.ID(id)).SetIsLeaf(false).Exec(ctx)
}

// EnsureButtons registers hand-written button rows (after the generated
// menus they hang under) and grants them to the admin role.
func EnsureButtons(ctx context.Context, c *ent.Client, adminRoleCode string, buttons []Menu) error {
	ctx = softdelete.WithDeleted(viewer.System(ctx))
	adminRoleID, err := c.SysRole.Query().Where(sysrole.RoleCode(adminRoleCode), sysrole.TenantID(0)).OnlyID(ctx)
	if err != nil {
		return fmt.Errorf("admin role: %w", err)
	}
	for _, m := range buttons {
		if err := EnsureMenu(ctx, c, m, adminRoleID); err != nil {
			return err
		}
	}
	return nil
}

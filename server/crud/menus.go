package crud

import (
	"context"
	"fmt"

	gen "aqueduct/ent"
	"aqueduct/ent/syspermission"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/schema"
	"aqueduct/server/auth"
)

// buttons are the generated button actions and their names.
var buttons = []struct{ action, name string }{
	{"add", "添加"}, {"edit", "编辑"}, {"delete", "删除"}, {"batch_delete", "批量删除"},
	{"export", "导出"}, {"import", "导入"},
}

type menuRow struct {
	id, parent, name, url, component, icon, perms string
	menuType                                      int
	order                                         float64
}

// rows are the menu entry and buttons a resource registers.
func (r *Resource) rows() []menuRow {
	if !r.Menu {
		return nil
	}
	out := []menuRow{{id: r.MenuID, parent: r.Parent, name: r.MenuTitle, url: r.URL, component: r.Component,
		icon: r.Icon, perms: r.ListCode, menuType: 1, order: r.Order}}
	if r.Parent == "" {
		out[0].menuType = 0
	}
	for i, b := range buttons {
		if (b.action == "export" && !r.Export) || (b.action == "import" && !r.Import) {
			continue
		}
		out = append(out, menuRow{id: r.MenuID + "-" + b.action, parent: r.MenuID, name: b.name + r.Title,
			perms: r.Code(b.action), menuType: 2, order: float64(i + 1)})
	}
	return out
}

// EnsureMenus registers every resource's menu entry and buttons at start: a
// missing row is created and granted to the admin role; a row an admin has
// edited (customized) is left alone; any other row is brought up to date.
func EnsureMenus(ctx context.Context, c *gen.Client, adminRoleCode string) error {
	ctx = schema.WithDeleted(auth.SystemContext(ctx))
	adminRoleID, err := c.SysRole.Query().Where(sysrole.RoleCode(adminRoleCode), sysrole.TenantID(0)).OnlyID(ctx)
	if err != nil {
		return fmt.Errorf("admin role: %w", err)
	}
	for _, r := range Resources() {
		for _, m := range r.rows() {
			if err := ensureMenu(ctx, c, m, adminRoleID); err != nil {
				return fmt.Errorf("menu %s: %w", m.id, err)
			}
		}
		if r.Menu && r.Parent != "" {
			if err := c.SysPermission.Update().Where(syspermission.ID(r.Parent)).SetIsLeaf(false).Exec(ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

func ensureMenu(ctx context.Context, c *gen.Client, m menuRow, adminRoleID string) error {
	row, err := c.SysPermission.Get(ctx, m.id)
	switch {
	case gen.IsNotFound(err):
		err = c.SysPermission.Create().SetID(m.id).SetParentID(m.parent).SetName(m.name).SetURL(m.url).
			SetComponent(m.component).SetIcon(m.icon).SetPerms(m.perms).SetMenuType(m.menuType).
			SetSortNo(m.order).SetIsLeaf(true).Exec(ctx)
		if err != nil {
			return err
		}
		exists, err := c.SysRolePermission.Query().Where(sysrolepermission.RoleID(adminRoleID),
			sysrolepermission.PermissionID(m.id)).Exist(ctx)
		if err != nil || exists {
			return err
		}
		return c.SysRolePermission.Create().SetRoleID(adminRoleID).SetPermissionID(m.id).Exec(ctx)
	case err != nil:
		return err
	case row.Customized:
		// The permission code and route still follow the schema: routes check them.
		return c.SysPermission.UpdateOne(row).SetPerms(m.perms).SetComponent(m.component).Exec(ctx)
	}
	return c.SysPermission.UpdateOne(row).SetParentID(m.parent).SetName(m.name).SetURL(m.url).
		SetComponent(m.component).SetIcon(m.icon).SetPerms(m.perms).SetMenuType(m.menuType).
		SetSortNo(m.order).Exec(ctx)
}

package crud

import (
	"context"
	"fmt"

	gen "aqueduct/ent"
	"aqueduct/ent/sysrole"
	"aqueduct/schema"
	"aqueduct/server/auth"
	"aqueduct/server/perm"
)

// buttons are the generated button actions and their names.
var buttons = []struct{ action, name string }{
	{"add", "添加"}, {"edit", "编辑"}, {"delete", "删除"}, {"batch_delete", "批量删除"},
	{"export", "导出"}, {"import", "导入"},
}

// rows are the menu entry and buttons a resource registers.
func (r *Resource) rows() []perm.Menu {
	if !r.Menu {
		return nil
	}
	typ := perm.TypeSubMenu
	if r.Parent == "" {
		typ = perm.TypeTopMenu
	}
	out := []perm.Menu{{ID: r.MenuID, Parent: r.Parent, Name: r.MenuTitle, URL: r.URL, Component: r.Component,
		Icon: r.Icon, Perms: r.ListCode, Type: typ, Order: r.Order, Leaf: true}}
	for i, b := range buttons {
		if (b.action == "export" && !r.Export) || (b.action == "import" && !r.Import) ||
			(r.ReadOnly && (b.action == "add" || b.action == "edit")) {
			continue
		}
		out = append(out, perm.Menu{ID: r.MenuID + "-" + b.action, Parent: r.MenuID, Name: b.name + r.Title,
			Perms: r.Code(b.action), Type: perm.TypeButton, Order: float64(i + 1), Leaf: true})
	}
	return out
}

// EnsureMenus registers every resource's menu entry and buttons at start
// (perm.EnsureMenu: created when missing, kept once an admin edited them).
func EnsureMenus(ctx context.Context, c *gen.Client, adminRoleCode string) error {
	ctx = schema.WithDeleted(auth.SystemContext(ctx))
	adminRoleID, err := c.SysRole.Query().Where(sysrole.RoleCode(adminRoleCode), sysrole.TenantID(0)).OnlyID(ctx)
	if err != nil {
		return fmt.Errorf("admin role: %w", err)
	}
	for _, r := range Resources() {
		for _, m := range r.rows() {
			if err := perm.EnsureMenu(ctx, c, m, adminRoleID); err != nil {
				return err
			}
		}
	}
	// After every row is in place, so a parent's own registration does not undo it.
	for _, r := range Resources() {
		if r.Menu && r.Parent != "" {
			if err := perm.MarkParent(ctx, c, r.Parent); err != nil {
				return err
			}
		}
	}
	return nil
}

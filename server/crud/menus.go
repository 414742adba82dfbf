package crud

import (
	"context"
	"fmt"
	"slices"

	gen "aqueduct/ent"
	"aqueduct/ent/sysrole"
	"aqueduct/server/perm"
	"aqueduct/server/softdelete"
	"aqueduct/server/viewer"
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
	if r.Owned() {
		out = append(out, perm.Menu{ID: r.MenuID + "-" + OthersCode, Parent: r.MenuID, Name: "修改他人填报的" + r.Title,
			Perms: r.Code(OthersCode), Type: perm.TypeButton, Order: float64(len(buttons) + 1), Leaf: true})
	}
	return append(out, r.rightRows()...)
}

// rightRows are the button rows of the machine's rights, after the buttons.
func (r *Resource) rightRows() []perm.Menu {
	if r.Machine == nil {
		return nil
	}
	rights := r.Machine.Rights
	if d := r.Machine.DeleteAny; d != nil {
		rights = append(slices.Clone(rights), *d)
	}
	var out []perm.Menu
	for i, rt := range rights {
		out = append(out, perm.Menu{ID: rt.Row, Parent: r.MenuID, Name: rt.Name, Perms: r.Code(rt.Code),
			Type: perm.TypeButton, Order: float64(len(buttons) + i + 2), Leaf: true})
	}
	return out
}

// EnsureMenus registers every resource's menu entry and buttons at start
// (perm.EnsureMenu: created when missing, kept once an admin edited them).
func EnsureMenus(ctx context.Context, c *gen.Client, adminRoleCode string) error {
	ctx = softdelete.WithDeleted(viewer.System(ctx))
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

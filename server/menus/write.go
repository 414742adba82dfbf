package menus

import (
	"context"
	"slices"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/syspermission"
	"aqueduct/ent/syspermissiondatarule"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/server/db"
	"aqueduct/server/grants"
	"aqueduct/server/httpx"
	"aqueduct/server/perm"
	"aqueduct/server/viewer"
)

// validate checks a row before it is saved (JeecgBoot's form messages) and
// normalises what the type decides: a top menu has no parent.
func (s *Service) validate(ctx context.Context, id string, v *values) error {
	if v.Name == "" {
		return httpx.Fail("请输入菜单标题!")
	}
	switch v.MenuType {
	case perm.TypeTopMenu:
		v.ParentID = ""
	case perm.TypeSubMenu, perm.TypeButton:
		if err := s.checkParent(ctx, id, v.ParentID); err != nil {
			return err
		}
	default:
		return httpx.Fail("菜单类型不正确")
	}
	if v.MenuType == perm.TypeButton {
		if v.Perms == "" {
			return httpx.Fail("请输入授权标识!")
		}
	} else {
		if v.URL == "" {
			return httpx.Fail("请输入菜单路径!")
		}
		if v.Component == "" {
			return httpx.Fail("请输入前端组件!")
		}
	}
	if v.PermsType != "1" && v.PermsType != "2" {
		v.PermsType = "1"
	}
	if v.Status != "0" && v.Status != "1" {
		v.Status = "1"
	}
	return nil
}

// checkParent refuses a missing parent, a button parent and a parent inside
// the row's own subtree (a loop would hide the whole branch).
func (s *Service) checkParent(ctx context.Context, id, parentID string) error {
	if parentID == "" {
		return httpx.Fail("请选择上级菜单!")
	}
	parent, err := s.Client.SysPermission.Get(ctx, parentID)
	if ent.IsNotFound(err) {
		return httpx.Fail("上级菜单不存在")
	}
	if err != nil {
		return err
	}
	if parent.MenuType == perm.TypeButton {
		return httpx.Fail("按钮权限不能作为上级菜单")
	}
	if id == "" {
		return nil
	}
	own, err := s.subtree(ctx, []string{id})
	if err != nil {
		return err
	}
	if slices.Contains(own, parentID) {
		return httpx.Fail("上级菜单不能是自身或其下级")
	}
	return nil
}

// activeCodes are the codes a row grants: none while it is disabled.
func activeCodes(perms, status string) []string {
	if status == "0" {
		return nil
	}
	return perm.Codes(perms)
}

// mayHold keeps a menu editor from granting himself more: a code the row
// newly grants must be one he holds, unless nothing uses it yet (no route
// demands it, no other row grants it).
func (s *Service) mayHold(ctx context.Context, id string, old *ent.SysPermission, v *values) error {
	var before []string
	if old != nil {
		before = activeCodes(old.Perms, old.Status)
	}
	for _, code := range activeCodes(v.Perms, v.Status) {
		if slices.Contains(before, code) {
			continue
		}
		held, err := s.Perm.Can(ctx, code)
		if err != nil {
			return err
		}
		if held {
			continue
		}
		known, err := s.known(ctx, id, code)
		if err != nil {
			return err
		}
		if known {
			return httpx.Failf("不能设置授权标识「%s」：您自己没有该权限", code)
		}
	}
	return nil
}

// known reports whether a route demands code or a row other than id grants it.
func (s *Service) known(ctx context.Context, id, code string) (bool, error) {
	if s.routes != nil {
		for _, r := range s.routes.List() {
			if slices.Contains(r.Codes(), code) {
				return true, nil
			}
		}
	}
	q := s.Client.SysPermission.Query().Where(syspermission.PermsContains(code))
	if id != "" {
		q.Where(syspermission.IDNEQ(id))
	}
	rows, err := q.Select(syspermission.FieldPerms).Strings(ctx)
	if err != nil {
		return false, err
	}
	for _, perms := range rows {
		if slices.Contains(perm.Codes(perms), code) {
			return true, nil
		}
	}
	return false, nil
}

// subtree returns ids with all their descendants.
func (s *Service) subtree(ctx context.Context, ids []string) ([]string, error) {
	all := slices.Clone(ids)
	frontier := ids
	for len(frontier) > 0 {
		kids, err := s.Client.SysPermission.Query().
			Where(syspermission.ParentIDIn(frontier...), syspermission.IDNotIn(all...)).IDs(ctx)
		if err != nil {
			return nil, err
		}
		all = append(all, kids...)
		frontier = kids
	}
	return all, nil
}

func (s *Service) inTx(ctx context.Context, f func(tx *ent.Client) error) error {
	return db.InTx(ctx, s.Client, f)
}

// markParent records that parentID has a child menu (is_leaf, as start-up
// registration keeps it: buttons do not count).
func (s *Service) markParent(ctx context.Context, tx *ent.Client, parentID string, menuType int) error {
	if parentID == "" || menuType == perm.TypeButton {
		return nil
	}
	return tx.SysPermission.Update().Where(syspermission.ID(parentID)).SetIsLeaf(false).Exec(ctx)
}

// updateLeaf recomputes is_leaf of parentID after a child left it.
func (s *Service) updateLeaf(ctx context.Context, tx *ent.Client, parentID string) error {
	if parentID == "" {
		return nil
	}
	has, err := tx.SysPermission.Query().
		Where(syspermission.ParentID(parentID), syspermission.MenuTypeNEQ(perm.TypeButton)).Exist(ctx)
	if err != nil {
		return err
	}
	return tx.SysPermission.Update().Where(syspermission.ID(parentID)).SetIsLeaf(!has).Exec(ctx)
}

// changed makes a write take effect at once: casbin reload and menu caches,
// here and (through the version row) on other instances.
func (s *Service) changed(ctx context.Context, msg httpx.Message) (httpx.Message, error) {
	if err := s.Perm.Changed(ctx); err != nil {
		return "", httpx.Wrap(err, "权限刷新失败")
	}
	return msg, nil
}

// deleteQuery names the row delete removes.
type deleteQuery struct {
	ID string `query:"id" doc:"菜单 ID"`
}

// batchQuery names the rows deleteBatch removes.
type batchQuery struct {
	IDs string `query:"ids" doc:"菜单 ID，逗号分隔"`
}

func (s *Service) delete(c *echo.Context, q deleteQuery) (httpx.Message, error) {
	id := strings.TrimSpace(q.ID)
	if id == "" {
		return "", httpx.Fail("未找到对应实体")
	}
	return s.remove(c.Request().Context(), []string{id})
}

func (s *Service) deleteBatch(c *echo.Context, q batchQuery) (httpx.Message, error) {
	ids := splitIDs(q.IDs)
	if len(ids) == 0 {
		return "", httpx.Fail("请选择要删除的数据")
	}
	return s.remove(c.Request().Context(), ids)
}

// remove deletes rows with their children, their grants and data rules.
func (s *Service) remove(ctx context.Context, ids []string) (httpx.Message, error) {
	roots, err := s.Client.SysPermission.Query().Where(syspermission.IDIn(ids...)).All(ctx)
	if err != nil {
		return "", err
	}
	if len(roots) == 0 {
		return "", httpx.Fail("未找到对应实体")
	}
	rootIDs := make([]string, len(roots))
	for i, r := range roots {
		rootIDs[i] = r.ID
	}
	all, err := s.subtree(ctx, rootIDs)
	if err != nil {
		return "", err
	}
	own, err := perm.KeepOwn(ctx, s.Client, grants.AuthCode, grants.LockoutMsg)
	if err != nil {
		return "", err
	}
	err = s.inTx(ctx, func(tx *ent.Client) error {
		sys := viewer.System(ctx) // grants of every tenant's roles go with the menu
		if _, err := tx.SysRolePermission.Delete().Where(sysrolepermission.PermissionIDIn(all...)).Exec(sys); err != nil {
			return err
		}
		if _, err := tx.SysPermissionDataRule.Delete().Where(syspermissiondatarule.PermissionIDIn(all...)).Exec(sys); err != nil {
			return err
		}
		if _, err := tx.SysPermission.Delete().Where(syspermission.IDIn(all...)).Exec(ctx); err != nil {
			return err
		}
		for _, r := range roots {
			if err := s.updateLeaf(ctx, tx, r.ParentID); err != nil {
				return err
			}
		}
		return own.Kept(ctx, tx)
	})
	if err != nil {
		return "", err
	}
	return s.changed(ctx, "删除成功!")
}

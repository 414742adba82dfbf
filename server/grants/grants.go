// Package grants serves role authorisation: the menu/button tree, a role's
// grants (saved as a diff, JeecgBoot's saveRolePermission), the data rules of
// a menu and the data rules a role holds on it.
package grants

import (
	"context"
	"slices"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/syspermission"
	"aqueduct/ent/syspermissiondatarule"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/schema"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/perm"
)

// Permission codes of the endpoints.
const (
	AuthCode     = "system:role:auth"       // 授权 on the role list
	MenuListCode = "system:permission:list" // reading a menu's data rules
	RuleCode     = "system:permission:rule" // changing a menu's data rules
)

// Buttons are the rows that carry the codes above (granted to the admin role
// when created).
var Buttons = []perm.Menu{
	{ID: "b-role-auth", Parent: "m-role", Name: "授权", Perms: AuthCode, Type: perm.TypeButton, Order: 7, Leaf: true},
	{ID: "b-permission-rule", Parent: "m-permission", Name: "数据规则", Perms: RuleCode, Type: perm.TypeButton, Order: 7, Leaf: true},
}

// Reloader is told when grants change (the casbin policy and menus).
type Reloader interface {
	Changed(ctx context.Context) error
}

// Service serves the endpoints.
type Service struct {
	Client *ent.Client
	Perm   Reloader
}

// Routes registers the endpoints.
func (s *Service) Routes(r *httpx.Routes) {
	r.GET("/sys/permission/queryTreeList", AuthCode, s.treeList)
	r.GET("/sys/role/queryTreeList", AuthCode, s.treeList)
	r.GET("/sys/permission/queryRolePermission", AuthCode, s.rolePermissions)
	r.POST("/sys/permission/saveRolePermission", AuthCode, s.saveRolePermission)
	r.GET("/sys/role/datarule/:permissionId/:roleId", AuthCode, s.roleDataRules)
	r.POST("/sys/role/datarule", AuthCode, s.saveRoleDataRules)
	r.GET("/sys/permission/getPermRuleListByPermId", MenuListCode, s.rulesOfMenu)
	r.GET("/sys/permission/queryPermissionRule", MenuListCode, s.queryRules)
	r.POST("/sys/permission/addPermissionRule", RuleCode, s.addRule)
	r.PUT("/sys/permission/editPermissionRule", RuleCode, s.editRule)
	r.DELETE("/sys/permission/deletePermissionRule", RuleCode, s.deleteRule)
}

// TreeModel is a node of queryTreeList (JeecgBoot's TreeModel).
type TreeModel struct {
	Key       string       `json:"key"`
	Title     string       `json:"title"`
	SlotTitle string       `json:"slotTitle"`
	Value     string       `json:"value"`
	Label     string       `json:"label"`
	IsLeaf    bool         `json:"isLeaf"`
	Icon      string       `json:"icon"`
	ParentID  string       `json:"parentId"`
	RuleFlag  int          `json:"ruleFlag"`
	MenuType  int          `json:"menuType"`
	Children  []*TreeModel `json:"children,omitempty"`
}

// treeList answers every menu and button the caller could grant (all of
// them for an admin), as a tree, with the ids of its nodes.
func (s *Service) treeList(c *echo.Context) error {
	ctx := c.Request().Context()
	h, err := s.holdings(ctx)
	if err != nil {
		return err
	}
	rows, err := s.Client.SysPermission.Query().
		Order(ent.Asc(syspermission.FieldSortNo), ent.Asc(syspermission.FieldID)).All(auth.SystemContext(ctx))
	if err != nil {
		return err
	}
	ruled, err := s.Client.SysPermissionDataRule.Query().
		Select(syspermissiondatarule.FieldPermissionID).Strings(auth.SystemContext(ctx))
	if err != nil {
		return err
	}
	hasRules := map[string]bool{}
	for _, id := range ruled {
		hasRules[id] = true
	}
	nodes := map[string]*TreeModel{}
	var order []*TreeModel
	for _, p := range rows {
		if !h.holds(p.ID) {
			continue
		}
		flag := p.RuleFlag
		if hasRules[p.ID] {
			flag = 1
		}
		n := &TreeModel{Key: p.ID, Title: p.Name, SlotTitle: p.Name, Value: p.ID, Label: p.Name,
			Icon: p.Icon, ParentID: p.ParentID, RuleFlag: flag, MenuType: p.MenuType}
		nodes[p.ID] = n
		order = append(order, n)
	}
	roots := []*TreeModel{}
	ids := make([]string, 0, len(order))
	for _, n := range order {
		ids = append(ids, n.Key)
		if parent := nodes[n.ParentID]; parent != nil && n.ParentID != n.Key {
			parent.Children = append(parent.Children, n)
		} else {
			roots = append(roots, n)
		}
	}
	for _, n := range order {
		n.IsLeaf = len(n.Children) == 0
	}
	return httpx.OK(c, map[string]any{"treeList": roots, "ids": ids})
}

// role finds a role the caller may see (its tenant).
func (s *Service) role(ctx context.Context, id string) (*ent.SysRole, error) {
	r, err := s.Client.SysRole.Query().Where(sysrole.ID(strings.TrimSpace(id))).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, httpx.Fail("未找到对应角色")
	}
	return r, err
}

func (s *Service) rolePermissions(c *echo.Context) error {
	ctx := c.Request().Context()
	r, err := s.role(ctx, c.QueryParam("roleId"))
	if err != nil {
		return err
	}
	ids, err := s.Client.SysRolePermission.Query().Where(sysrolepermission.RoleID(r.ID)).
		Select(sysrolepermission.FieldPermissionID).Strings(auth.SystemContext(ctx))
	if err != nil {
		return err
	}
	if ids == nil {
		ids = []string{}
	}
	return httpx.OK(c, ids)
}

// saveRolePermission applies the diff between what the screen loaded
// (lastpermissionIds) and what it sends: new grants are added, dropped ones
// removed, kept ones keep their data rules.
func (s *Service) saveRolePermission(c *echo.Context) error {
	var b struct {
		RoleID            string `json:"roleId"`
		PermissionIDs     string `json:"permissionIds"`
		LastPermissionIDs string `json:"lastpermissionIds"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	ctx := c.Request().Context()
	r, err := s.role(ctx, b.RoleID)
	if err != nil {
		return err
	}
	sys := auth.SystemContext(ctx)
	now, last := crud.SplitIDs(b.PermissionIDs), crud.SplitIDs(b.LastPermissionIDs)
	current, err := s.Client.SysRolePermission.Query().Where(sysrolepermission.RoleID(r.ID)).
		Select(sysrolepermission.FieldPermissionID).Strings(sys)
	if err != nil {
		return err
	}
	var add, drop []string
	for _, id := range now {
		if !slices.Contains(last, id) && !slices.Contains(current, id) && !slices.Contains(add, id) {
			add = append(add, id)
		}
	}
	for _, id := range last {
		if !slices.Contains(now, id) && slices.Contains(current, id) {
			drop = append(drop, id)
		}
	}
	if len(add) == 0 && len(drop) == 0 {
		return httpx.OKMsg(c, "保存成功！", nil)
	}
	h, err := s.holdings(ctx)
	if err != nil {
		return err
	}
	if err := h.mayChangeRole(ctx, s.Client, r.ID); err != nil {
		return err
	}
	if len(add) > 0 {
		found, err := s.Client.SysPermission.Query().Where(syspermission.IDIn(add...)).All(sys)
		if err != nil {
			return err
		}
		if len(found) != len(add) {
			return httpx.Fail("所选菜单权限不存在")
		}
		for _, p := range found {
			if !h.holds(p.ID) {
				return httpx.Failf("不能授予您自己没有的权限：%s", p.Name)
			}
		}
	}
	tx, err := s.Client.Tx(sys)
	if err != nil {
		return err
	}
	at, ip := jsontime.Now(), c.RealIP()
	err = func() error {
		if len(drop) > 0 {
			if _, err := tx.SysRolePermission.Delete().
				Where(sysrolepermission.RoleID(r.ID), sysrolepermission.PermissionIDIn(drop...)).Exec(sys); err != nil {
				return err
			}
		}
		for _, id := range add {
			// A granter limited by data rules passes them on: the role is never wider than him.
			err := tx.SysRolePermission.Create().SetRoleID(r.ID).SetPermissionID(id).
				SetDataRuleIds(strings.Join(h.rulesOn(id), ",")).SetOperateDate(at).SetOperateIP(ip).Exec(sys)
			if err != nil {
				return err
			}
		}
		return nil
	}()
	if err != nil {
		_ = tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	if err := s.Perm.Changed(ctx); err != nil {
		return err
	}
	return httpx.OKMsg(c, "保存成功！", nil)
}

// EnsureButtons registers Buttons at start (after the generated menus, their
// parents), as crud.EnsureMenus does.
func EnsureButtons(ctx context.Context, c *ent.Client, adminRoleCode string) error {
	ctx = schema.WithDeleted(auth.SystemContext(ctx))
	adminRoleID, err := c.SysRole.Query().Where(sysrole.RoleCode(adminRoleCode), sysrole.TenantID(0)).OnlyID(ctx)
	if err != nil {
		return err
	}
	for _, m := range Buttons {
		if err := perm.EnsureMenu(ctx, c, m, adminRoleID); err != nil {
			return err
		}
	}
	return nil
}

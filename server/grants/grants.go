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
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/perm"
	"aqueduct/server/viewer"
)

// Permission codes of the endpoints.
const (
	AuthCode     = "system:role:auth"       // 授权 on the role list
	MenuListCode = "system:permission:list" // reading a menu's data rules
	RuleCode     = "system:permission:rule" // changing a menu's data rules
	// DepartAuthCode is 部门权限 on the department list.
	DepartAuthCode = "system:depart:auth"
	// DepartRoleCode is 部门角色 on 我的部门 (the caller must also head the department).
	DepartRoleCode = "system:depart:role"
)

// LockoutMsg refuses a change to grants, roles or role members that would
// take 授权 (AuthCode and the menus above it) from the user making it.
const LockoutMsg = "不能取消您自己的角色授权权限：操作后您将无法再为角色授权"

// Buttons are the rows that carry the codes above (granted to the admin role
// when created).
var Buttons = []perm.Menu{
	{ID: "b-role-auth", Parent: "m-role", Name: "授权", Perms: AuthCode, Type: perm.TypeButton, Order: 7, Leaf: true},
	{ID: "b-permission-rule", Parent: "m-permission", Name: "数据规则", Perms: RuleCode, Type: perm.TypeButton, Order: 7, Leaf: true},
	{ID: "b-depart-auth", Parent: "m-depart", Name: "部门权限", Perms: DepartAuthCode, Type: perm.TypeButton, Order: 7, Leaf: true},
	{ID: "b-mydepart-role", Parent: "m-mydepart", Name: "部门角色", Perms: DepartRoleCode, Type: perm.TypeButton, Order: 1, Leaf: true},
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
	// The tree of what the caller may grant, to a role or to a department.
	r.GET("/sys/permission/queryTreeList", httpx.AnyOf(AuthCode, DepartAuthCode), s.treeList).Doc(httpx.Doc{Summary: "授权用菜单权限树（含按钮）"})
	r.GET("/sys/role/queryTreeList", httpx.AnyOf(AuthCode, DepartAuthCode), s.treeList).Doc(httpx.Doc{Summary: "授权用菜单权限树（同 /sys/permission/queryTreeList）"})
	r.GET("/sys/permission/queryRolePermission", AuthCode, s.readGrants(Role)).Doc(httpx.Doc{Summary: "角色已授权的菜单、按钮编号"})
	r.POST("/sys/permission/saveRolePermission", AuthCode, s.saveGrants(Role)).Doc(httpx.Doc{Summary: "保存角色授权（增删差异；不得授出自己没有的权限，不得撤销自己管理授权的权限）"})
	r.GET("/sys/role/datarule/:permissionId/:roleId", AuthCode, s.readDataRules(Role)).Doc(httpx.Doc{Summary: "角色在某菜单上的数据规则（全部规则与已选规则）"})
	r.POST("/sys/role/datarule", AuthCode, s.saveDataRules(Role)).Doc(httpx.Doc{Summary: "保存角色在某菜单上的数据规则"})
	r.GET("/sys/permission/getPermRuleListByPermId", MenuListCode, s.rulesOfMenu).Doc(httpx.Doc{Summary: "某菜单的数据规则列表"})
	r.GET("/sys/permission/queryPermissionRule", MenuListCode, s.queryRules).Doc(httpx.Doc{Summary: "按条件查询某菜单的数据规则"})
	r.POST("/sys/permission/addPermissionRule", RuleCode, s.addRule).Doc(httpx.Doc{Summary: "添加菜单数据规则"})
	r.PUT("/sys/permission/editPermissionRule", RuleCode, s.editRule).Doc(httpx.Doc{Summary: "编辑菜单数据规则"})
	r.DELETE("/sys/permission/deletePermissionRule", RuleCode, s.deleteRule).Doc(httpx.Doc{Summary: "删除菜单数据规则"})

	r.GET("/sys/permission/queryDepartPermission", DepartAuthCode, s.readGrants(Depart)).Doc(httpx.Doc{Summary: "部门已授权的菜单、按钮编号"})
	r.POST("/sys/permission/saveDepartPermission", DepartAuthCode, s.saveGrants(Depart)).Doc(httpx.Doc{Summary: "保存部门授权（增删差异；不得授出自己没有的权限）"})
	r.GET("/sys/sysDepartPermission/datarule/:permissionId/:departId", DepartAuthCode, s.readDataRules(Depart)).Doc(httpx.Doc{Summary: "部门在某菜单上的数据规则（全部规则与已选规则）"})
	r.POST("/sys/sysDepartPermission/datarule", DepartAuthCode, s.saveDataRules(Depart)).Doc(httpx.Doc{Summary: "保存部门在某菜单上的数据规则"})

	r.GET("/sys/sysDepartRole/list", DepartRoleCode, s.deptRoleList).Doc(httpx.Doc{Summary: "部门角色列表（分页）"})
	r.POST("/sys/sysDepartRole/add", DepartRoleCode, s.addDeptRole).Doc(httpx.Doc{Summary: "添加部门角色"})
	r.PUT("/sys/sysDepartRole/edit", DepartRoleCode, s.editDeptRole).Doc(httpx.Doc{Summary: "编辑部门角色"})
	r.POST("/sys/sysDepartRole/edit", DepartRoleCode, s.editDeptRole).Doc(httpx.Doc{Summary: "编辑部门角色"})
	r.DELETE("/sys/sysDepartRole/delete", DepartRoleCode, s.deleteDeptRole).Doc(httpx.Doc{Summary: "删除部门角色"})
	r.DELETE("/sys/sysDepartRole/deleteBatch", DepartRoleCode, s.deleteDeptRoles).Doc(httpx.Doc{Summary: "批量删除部门角色"})
	r.GET("/sys/sysDepartRole/queryById", DepartRoleCode, s.deptRoleByID).Doc(httpx.Doc{Summary: "按编号查询部门角色"})
	r.GET("/sys/sysDepartRole/checkRoleCode", DepartRoleCode, s.checkDeptRoleCode).Doc(httpx.Doc{Summary: "校验部门角色编码是否已被占用"})
	r.GET("/sys/sysDepartRole/getDeptRoleList", DepartRoleCode, s.deptRoleOptions).Doc(httpx.Doc{Summary: "某部门的角色（供选择）"})
	r.GET("/sys/sysDepartRole/getDeptRoleByUserId", DepartRoleCode, s.userDeptRoles).Doc(httpx.Doc{Summary: "用户在某部门的角色"})
	r.POST("/sys/sysDepartRole/deptRoleUserAdd", DepartRoleCode, s.deptRoleUserAdd).Doc(httpx.Doc{Summary: "设置用户在某部门的角色"})
	r.GET("/sys/sysDepartRole/datarule/:permissionId/:departId/:roleId", DepartRoleCode, s.readDataRules(DeptRole)).Doc(httpx.Doc{Summary: "部门角色在某菜单上的数据规则（全部规则与已选规则）"})
	r.POST("/sys/sysDepartRole/datarule", DepartRoleCode, s.saveDataRules(DeptRole)).Doc(httpx.Doc{Summary: "保存部门角色在某菜单上的数据规则"})
	r.GET("/sys/sysDepartPermission/queryTreeListForDeptRole", DepartRoleCode, s.deptTree).Doc(httpx.Doc{Summary: "部门角色授权用菜单树（限于部门已有的权限）"})
	r.GET("/sys/sysDepartPermission/queryDeptRolePermission", DepartRoleCode, s.readGrants(DeptRole)).Doc(httpx.Doc{Summary: "部门角色已授权的菜单、按钮编号"})
	r.POST("/sys/sysDepartPermission/saveDeptRolePermission", DepartRoleCode, s.saveGrants(DeptRole)).Doc(httpx.Doc{Summary: "保存部门角色授权（增删差异；不超出部门已有的权限）"})
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
	out, err := s.tree(ctx, h.holds)
	if err != nil {
		return err
	}
	return httpx.OK(c, out)
}

// tree is the queryTreeList reply of the menus and buttons keep accepts.
func (s *Service) tree(ctx context.Context, keep func(id string) bool) (map[string]any, error) {
	rows, err := s.Client.SysPermission.Query().
		Order(ent.Asc(syspermission.FieldSortNo), ent.Asc(syspermission.FieldID)).All(viewer.System(ctx))
	if err != nil {
		return nil, err
	}
	ruled, err := s.Client.SysPermissionDataRule.Query().
		Select(syspermissiondatarule.FieldPermissionID).Strings(viewer.System(ctx))
	if err != nil {
		return nil, err
	}
	hasRules := map[string]bool{}
	for _, id := range ruled {
		hasRules[id] = true
	}
	nodes := map[string]*TreeModel{}
	var order []*TreeModel
	for _, p := range rows {
		if !keep(p.ID) {
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
	return map[string]any{"treeList": roots, "ids": ids}, nil
}

// role finds a role the caller may see (its tenant).
func (s *Service) role(ctx context.Context, id string) (*ent.SysRole, error) {
	r, err := s.Client.SysRole.Query().Where(sysrole.ID(strings.TrimSpace(id))).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, httpx.Fail("未找到对应角色")
	}
	return r, err
}

// diff compares what a screen sends (now, csv) with what it loaded (last,
// csv) against what is stored: ids to add and ids to drop. An id the screen
// did not change is left alone, so its data rules stay.
func diff(now, last string, current []string) (add, drop []string) {
	n, l := crud.SplitIDs(now), crud.SplitIDs(last)
	for _, id := range n {
		if !slices.Contains(l, id) && !slices.Contains(current, id) && !slices.Contains(add, id) {
			add = append(add, id)
		}
	}
	for _, id := range l {
		if !slices.Contains(n, id) && slices.Contains(current, id) && !slices.Contains(drop, id) {
			drop = append(drop, id)
		}
	}
	return add, drop
}

// mayAdd checks that the permissions exist and that allowed grants them all;
// refused names the first other one in msg (a format with %s).
func (s *Service) mayAdd(ctx context.Context, ids []string, allowed func(string) bool, msg string) error {
	if len(ids) == 0 {
		return nil
	}
	found, err := s.Client.SysPermission.Query().Where(syspermission.IDIn(ids...)).All(viewer.System(ctx))
	if err != nil {
		return err
	}
	if len(found) != len(ids) {
		return httpx.Fail("所选菜单权限不存在")
	}
	for _, p := range found {
		if !allowed(p.ID) {
			return httpx.Failf(msg, p.Name)
		}
	}
	return nil
}

// EnsureButtons registers Buttons at start (after the generated menus, their
// parents), as crud.EnsureMenus does.
func EnsureButtons(ctx context.Context, c *ent.Client, adminRoleCode string) error {
	return perm.EnsureButtons(ctx, c, adminRoleCode, Buttons)
}

// Package menus serves 菜单管理: the sys_permission tree of menus and buttons
// (JeecgBoot 2.4's /sys/permission list, add, edit, delete and submenu reads).
package menus

import (
	"context"
	"slices"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/syspermission"
	"aqueduct/ent/sysrole"
	"aqueduct/server/httpx"
	"aqueduct/server/perm"
	"aqueduct/server/viewer"
)

// Permission codes of the menu screen (the m-permission menu and its buttons).
const (
	CodeList        = "system:permission:list"
	CodeAdd         = "permission:add"
	CodeEdit        = "permission:edit"
	CodeDelete      = "permission:delete"
	CodeDeleteBatch = "permission:batch_delete"
)

// Perms is what the service needs of the permission service: announcing a
// change (casbin reload, menu caches) and asking what the caller holds.
type Perms interface {
	Changed(ctx context.Context) error
	Can(ctx context.Context, code string) (bool, error)
}

// Service serves the menu endpoints.
type Service struct {
	Client *ent.Client
	Perm   Perms
	routes *httpx.Routes // every route's code: codes that guard something
}

// New returns the menu service.
func New(client *ent.Client, p Perms) *Service { return &Service{Client: client, Perm: p} }

// Routes registers the menu endpoints.
func (s *Service) Routes(r *httpx.Routes) {
	s.routes = r
	httpx.Get(r, "/sys/permission/list", CodeList, "菜单管理：菜单树（全部菜单与按钮）", s.list)
	httpx.Get(r, "/sys/permission/getSystemMenuList", CodeList, "菜单管理：一级菜单", s.systemMenuList)
	httpx.Get(r, "/sys/permission/getSystemSubmenu", CodeList, "菜单管理：某菜单的子菜单", s.systemSubmenu)
	httpx.Get(r, "/sys/permission/getSystemSubmenuBatch", CodeList, "菜单管理：多个菜单的子菜单", s.systemSubmenuBatch)
	httpx.Post(r, "/sys/permission/add", CodeAdd, "添加菜单或按钮", s.add)
	// JeecgBoot accepts both methods for edit.
	httpx.Put(r, "/sys/permission/edit", CodeEdit, "编辑菜单或按钮", s.edit)
	httpx.Post(r, "/sys/permission/edit", CodeEdit, "编辑菜单或按钮", s.edit)
	httpx.Delete(r, "/sys/permission/delete", CodeDelete, "删除菜单或按钮（连同其子菜单）", s.delete)
	httpx.Delete(r, "/sys/permission/deleteBatch", CodeDeleteBatch, "批量删除菜单或按钮", s.deleteBatch)
}

// Node is JeecgBoot's SysPermissionTree: the row plus key, title, route and children.
type Node struct {
	*ent.SysPermission
	Key      string  `json:"key"`
	Title    string  `json:"title"`
	Route    bool    `json:"route"`
	Children []*Node `json:"children,omitempty"`
}

func newNode(p *ent.SysPermission) *Node {
	return &Node{SysPermission: p, Key: p.ID, Title: p.Name, Route: p.IsRoute}
}

func (s *Service) all(ctx context.Context) ([]*ent.SysPermission, error) {
	return s.Client.SysPermission.Query().
		Order(ent.Asc(syspermission.FieldSortNo), ent.Asc(syspermission.FieldID)).All(ctx)
}

// tree arranges rows into nodes; a row whose parent is missing becomes a root.
func tree(rows []*ent.SysPermission) []*Node {
	nodes := make(map[string]*Node, len(rows))
	for _, p := range rows {
		nodes[p.ID] = newNode(p)
	}
	roots := []*Node{}
	for _, p := range rows {
		n := nodes[p.ID]
		if parent, ok := nodes[p.ParentID]; ok && p.ParentID != p.ID {
			parent.Children = append(parent.Children, n)
			continue
		}
		roots = append(roots, n)
	}
	for _, n := range nodes {
		n.IsLeaf = len(n.Children) == 0
	}
	return roots
}

// treeQuery is the tree's filter.
type treeQuery struct {
	Name string `query:"name" doc:"菜单名称包含（保留匹配的菜单及其子树）"`
}

// list answers the whole tree; name (JeecgBoot's filter) keeps the matching
// rows with their subtrees.
func (s *Service) list(c *echo.Context, q treeQuery) ([]*Node, error) {
	rows, err := s.all(c.Request().Context())
	if err != nil {
		return nil, httpx.Wrap(err, "查询失败")
	}
	roots := tree(rows)
	if name := strings.TrimSpace(q.Name); name != "" {
		roots = match(roots, name, []*Node{})
	}
	return roots, nil
}

// match collects the topmost nodes whose name contains name.
func match(nodes []*Node, name string, out []*Node) []*Node {
	for _, n := range nodes {
		if strings.Contains(n.Name, name) {
			out = append(out, n)
			continue
		}
		out = match(n.Children, name, out)
	}
	return out
}

// flat answers rows as childless nodes whose isLeaf says whether they have children.
func (s *Service) flat(ctx context.Context, rows []*ent.SysPermission) ([]*Node, error) {
	ids := make([]string, len(rows))
	for i, p := range rows {
		ids[i] = p.ID
	}
	parents, err := s.Client.SysPermission.Query().Where(syspermission.ParentIDIn(ids...)).
		Unique(true).Select(syspermission.FieldParentID).Strings(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*Node, len(rows))
	for i, p := range rows {
		p.IsLeaf = !slices.Contains(parents, p.ID)
		out[i] = newNode(p)
	}
	return out, nil
}

// systemMenuList answers the top-level menus.
func (s *Service) systemMenuList(c *echo.Context, _ struct{}) ([]*Node, error) {
	ctx := c.Request().Context()
	rows, err := s.Client.SysPermission.Query().
		Where(syspermission.ParentID(""), syspermission.MenuTypeIn(perm.TypeTopMenu, perm.TypeSubMenu)).
		Order(ent.Asc(syspermission.FieldSortNo), ent.Asc(syspermission.FieldID)).All(ctx)
	if err != nil {
		return nil, httpx.Wrap(err, "查询失败")
	}
	nodes, err := s.flat(ctx, rows)
	if err != nil {
		return nil, httpx.Wrap(err, "查询失败")
	}
	return nodes, nil
}

func (s *Service) children(ctx context.Context, parentIDs ...string) ([]*Node, error) {
	rows, err := s.Client.SysPermission.Query().Where(syspermission.ParentIDIn(parentIDs...)).
		Order(ent.Asc(syspermission.FieldSortNo), ent.Asc(syspermission.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	return s.flat(ctx, rows)
}

// submenuQuery names the parent whose children are listed.
type submenuQuery struct {
	ParentID string `query:"parentId" doc:"上级菜单 ID"`
}

// systemSubmenu answers the children of parentId.
func (s *Service) systemSubmenu(c *echo.Context, q submenuQuery) ([]*Node, error) {
	id := strings.TrimSpace(q.ParentID)
	if id == "" {
		return nil, httpx.Fail("参数parentId不能为空")
	}
	nodes, err := s.children(c.Request().Context(), id)
	if err != nil {
		return nil, httpx.Wrap(err, "查询失败")
	}
	return nodes, nil
}

// submenusQuery names the parents whose children are listed.
type submenusQuery struct {
	ParentIDs string `query:"parentIds" doc:"上级菜单 ID，逗号分隔"`
}

// systemSubmenuBatch answers the children of each of parentIds, by parent.
func (s *Service) systemSubmenuBatch(c *echo.Context, q submenusQuery) (map[string][]*Node, error) {
	ids := splitIDs(q.ParentIDs)
	if len(ids) == 0 {
		return nil, httpx.Fail("参数parentIds不能为空")
	}
	nodes, err := s.children(c.Request().Context(), ids...)
	if err != nil {
		return nil, httpx.Wrap(err, "查询失败")
	}
	out := make(map[string][]*Node, len(ids))
	for _, id := range ids {
		out[id] = []*Node{}
	}
	for _, n := range nodes {
		out[n.ParentID] = append(out[n.ParentID], n)
	}
	return out, nil
}

func splitIDs(csv string) []string {
	var out []string
	for _, id := range strings.Split(csv, ",") {
		if id = strings.TrimSpace(id); id != "" && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// add creates a menu or button; the admin role receives it, as start-up
// registration does for built-in rows, so it shows at once.
func (s *Service) add(c *echo.Context, f form) (httpx.Message, error) {
	v := values{PermsType: "1", Status: "1", IsRoute: true, SortNo: 1}
	f.apply(&v)
	ctx := c.Request().Context()
	if err := s.validate(ctx, "", &v); err != nil {
		return "", err
	}
	if err := s.mayHold(ctx, "", nil, &v); err != nil {
		return "", err
	}
	err := s.inTx(ctx, func(tx *ent.Client) error {
		b := tx.SysPermission.Create()
		row, err := set(ctx, b.Mutation(), &v, b)
		if err != nil {
			return err
		}
		if err := s.markParent(ctx, tx, v.ParentID, v.MenuType); err != nil {
			return err
		}
		sys := viewer.System(ctx)
		admin, err := tx.SysRole.Query().Where(sysrole.RoleCode(viewer.AdminRoleCode), sysrole.TenantID(0)).Only(sys)
		if ent.IsNotFound(err) {
			return nil
		}
		if err != nil {
			return err
		}
		return tx.SysRolePermission.Create().SetRoleID(admin.ID).SetPermissionID(row.ID).Exec(sys)
	})
	if err != nil {
		return "", err
	}
	return s.changed(ctx, "添加成功！")
}

// edit updates a row; the admin's change marks it customized so start-up
// registration keeps their title, order and flags.
func (s *Service) edit(c *echo.Context, f form) (httpx.Message, error) {
	ctx := c.Request().Context()
	id := strings.TrimSpace(f.ID)
	if id == "" {
		return "", httpx.Fail("未找到对应实体")
	}
	old, err := s.Client.SysPermission.Get(ctx, id)
	if ent.IsNotFound(err) {
		return "", httpx.Fail("未找到对应实体")
	}
	if err != nil {
		return "", err
	}
	v := valuesOf(old)
	f.apply(&v)
	if err := s.validate(ctx, id, &v); err != nil {
		return "", err
	}
	if err := s.mayHold(ctx, id, old, &v); err != nil {
		return "", err
	}
	err = s.inTx(ctx, func(tx *ent.Client) error {
		u := tx.SysPermission.UpdateOneID(id).SetCustomized(true)
		if _, err := set(ctx, u.Mutation(), &v, u); err != nil {
			return err
		}
		if err := s.markParent(ctx, tx, v.ParentID, v.MenuType); err != nil {
			return err
		}
		if v.ParentID != old.ParentID || v.MenuType != old.MenuType {
			return s.updateLeaf(ctx, tx, old.ParentID)
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	return s.changed(ctx, "修改成功！")
}

// saver is a create or update builder.
type saver interface {
	Save(ctx context.Context) (*ent.SysPermission, error)
}

// set writes v into the mutation m, then saves with b.
func set(ctx context.Context, m *ent.SysPermissionMutation, v *values, b saver) (*ent.SysPermission, error) {
	m.SetParentID(v.ParentID)
	m.SetName(v.Name)
	m.SetURL(v.URL)
	m.SetComponent(v.Component)
	m.SetComponentName(v.ComponentName)
	m.SetRedirect(v.Redirect)
	m.SetMenuType(v.MenuType)
	m.SetPerms(v.Perms)
	m.SetPermsType(v.PermsType)
	m.SetSortNo(v.SortNo)
	m.SetAlwaysShow(v.AlwaysShow)
	m.SetIcon(v.Icon)
	m.SetIsRoute(v.IsRoute)
	m.SetKeepAlive(v.KeepAlive)
	m.SetHidden(v.Hidden)
	m.SetHideTab(v.HideTab)
	m.SetDescription(v.Description)
	m.SetStatus(v.Status)
	m.SetInternalOrExternal(v.InternalOrExternal)
	return b.Save(ctx)
}

func valuesOf(p *ent.SysPermission) values {
	return values{ParentID: p.ParentID, Name: p.Name, URL: p.URL, Component: p.Component,
		ComponentName: p.ComponentName, Redirect: p.Redirect, Perms: p.Perms, PermsType: p.PermsType,
		Icon: p.Icon, Description: p.Description, Status: p.Status, MenuType: p.MenuType, SortNo: p.SortNo,
		AlwaysShow: p.AlwaysShow, IsRoute: p.IsRoute, KeepAlive: p.KeepAlive, Hidden: p.Hidden,
		HideTab: p.HideTab, InternalOrExternal: p.InternalOrExternal}
}

package perm

import (
	"context"
	"crypto/md5"
	"encoding/hex"
	"strconv"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/syspermission"
	"aqueduct/server/auth"
	"aqueduct/server/httpx"
	"aqueduct/server/viewer"
)

// Menu types of sys_permission.
const (
	TypeTopMenu = 0
	TypeSubMenu = 1
	TypeButton  = 2
)

// HomePath is the route every user lands on; its menu always comes first.
const HomePath = "/dashboard/analysis"

// Auth is a button permission the user holds (the contract's auth entry).
type Auth struct {
	Action   string `json:"action"`
	Type     string `json:"type"`
	Describe string `json:"describe"`
}

// AllAuth is a button permission of the system (the contract's allAuth entry).
type AllAuth struct {
	Action   string `json:"action"`
	Status   string `json:"status"`
	Type     string `json:"type"`
	Describe string `json:"describe"`
}

// UserPermissions is the result of getUserPermissionByToken.
type UserPermissions struct {
	Menu    []map[string]any `json:"menu"`
	Auth    []Auth           `json:"auth"`
	AllAuth []AllAuth        `json:"allAuth"`
}

// Granted returns the permission rows the user holds (UserHoldings: roles
// and department roles of the request's tenant), ordered by sort_no.
func (s *Service) Granted(ctx context.Context, userID string) ([]*ent.SysPermission, error) {
	h, err := UserHoldings(ctx, s.client, userID)
	if err != nil || len(h) == 0 {
		return nil, err
	}
	return s.client.SysPermission.Query().Where(syspermission.IDIn(h.IDs()...)).
		Order(ent.Asc(syspermission.FieldSortNo), ent.Asc(syspermission.FieldID)).
		All(ctx)
}

// ForUser builds the menu tree and button lists of a user.
func (s *Service) ForUser(ctx context.Context, userID string) (*UserPermissions, error) {
	rows, err := s.Granted(ctx, userID)
	if err != nil {
		return nil, err
	}
	var menus []*ent.SysPermission
	out := &UserPermissions{Auth: []Auth{}, AllAuth: []AllAuth{}}
	hasHome := false
	for _, p := range rows {
		if p.MenuType == TypeButton {
			if p.Status == "1" && p.Perms != "" {
				out.Auth = append(out.Auth, Auth{Action: p.Perms, Type: p.PermsType, Describe: p.Name})
			}
			continue
		}
		menus = append(menus, p)
		hasHome = hasHome || p.URL == HomePath
	}
	if !hasHome {
		home, err := s.client.SysPermission.Query().
			Where(syspermission.URL(HomePath), syspermission.MenuTypeNEQ(TypeButton)).First(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return nil, err
		}
		if home == nil {
			home = &ent.SysPermission{ID: "home", Name: "首页", URL: HomePath, Component: "dashboard/Analysis",
				ComponentName: "Analysis", Icon: "home", IsRoute: true, IsLeaf: true}
		}
		menus = append([]*ent.SysPermission{home}, menus...)
	}
	out.Menu = Tree(menus)
	buttons, err := s.client.SysPermission.Query().
		Where(syspermission.MenuType(TypeButton)).
		Order(ent.Asc(syspermission.FieldSortNo), ent.Asc(syspermission.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	for _, b := range buttons {
		if b.Perms != "" {
			out.AllAuth = append(out.AllAuth, AllAuth{Action: b.Perms, Status: b.Status, Type: b.PermsType, Describe: b.Name})
		}
	}
	return out, nil
}

// menuOf is ForUser, kept per user and tenant until a role, grant or menu
// changes (every page load asks for it). The result is shared: read only.
func (s *Service) menuOf(ctx context.Context, userID string, tenant int) (*UserPermissions, error) {
	if s.menus == nil {
		return s.ForUser(ctx, userID)
	}
	return s.menus.Get(userID+"\x00"+strconv.Itoa(tenant), func() (*UserPermissions, error) {
		// one user's menus, whatever page's rules the request is under
		return s.ForUser(viewer.Unscoped(ctx), userID)
	})
}

// Tree arranges menu rows (already ordered) into the contract's node tree.
// The home menu is moved to the front.
func Tree(rows []*ent.SysPermission) []map[string]any {
	ids := map[string]bool{}
	children := map[string][]*ent.SysPermission{}
	for _, p := range rows {
		ids[p.ID] = true
	}
	var roots []*ent.SysPermission
	for _, p := range rows {
		if p.ParentID == "" || !ids[p.ParentID] {
			if p.ParentID == "" {
				roots = append(roots, p)
			}
			// A child whose parent is not granted is not reachable: skip it.
			continue
		}
		children[p.ParentID] = append(children[p.ParentID], p)
	}
	for i, p := range roots {
		if p.URL == HomePath && i > 0 {
			roots = append([]*ent.SysPermission{p}, append(roots[:i:i], roots[i+1:]...)...)
			break
		}
	}
	names := map[string]bool{}
	var build func(p *ent.SysPermission, top bool) map[string]any
	build = func(p *ent.SysPermission, top bool) map[string]any {
		n := node(p, top, names)
		var kids []map[string]any
		allHidden := true
		for _, c := range children[p.ID] {
			k := build(c, false)
			kids = append(kids, k)
			if h, _ := k["hidden"].(bool); !h {
				allHidden = false
			}
		}
		if len(kids) > 0 {
			n["children"] = kids
			// Redirect only to a child the user can open.
			if r, ok := n["redirect"].(string); ok && !hasPath(kids, r) {
				n["redirect"] = firstPath(kids)
			}
			if allHidden {
				n["hidden"] = true
			}
		}
		return n
	}
	out := make([]map[string]any, 0, len(roots))
	for _, r := range roots {
		out = append(out, build(r, true))
	}
	return out
}

func node(p *ent.SysPermission, top bool, names map[string]bool) map[string]any {
	path, external := p.URL, isExternal(p.URL)
	if external {
		sum := md5.Sum([]byte(p.URL))
		path = hex.EncodeToString(sum[:])
	}
	name := p.ComponentName
	if name == "" {
		name = strings.NewReplacer("/", "-", ":", "@").Replace(strings.TrimPrefix(p.URL, "/"))
	}
	if name == "" || names[name] {
		name = name + "-" + p.ID
	}
	names[name] = true
	component := p.Component
	if component == "" {
		component = "layouts/RouteView"
	}
	componentName := p.ComponentName
	if componentName == "" {
		componentName = component[strings.LastIndex(component, "/")+1:]
	}
	meta := map[string]any{
		"keepAlive":          p.KeepAlive,
		"internalOrExternal": p.InternalOrExternal,
		"title":              p.Name,
		"componentName":      componentName,
	}
	if p.Icon != "" {
		meta["icon"] = p.Icon
	}
	if external {
		meta["url"] = p.URL
	}
	if p.HideTab {
		meta["hideTab"] = true
	}
	route := "1"
	if !p.IsRoute {
		route = "0"
	}
	n := map[string]any{
		"id": p.ID, "route": route, "path": path, "name": name, "component": component, "meta": meta,
	}
	if top {
		if p.Redirect != "" {
			n["redirect"] = p.Redirect
		} else {
			n["redirect"] = nil
		}
	}
	if p.Hidden {
		n["hidden"] = true
	}
	if p.AlwaysShow {
		n["alwaysShow"] = true
	}
	return n
}

func isExternal(url string) bool {
	return strings.HasPrefix(url, "http://") || strings.HasPrefix(url, "https://") || strings.HasPrefix(url, "{{")
}

// Routes registers the permission endpoints of the session.
func (s *Service) Routes(r *httpx.Routes) {
	r.GET("/sys/permission/getUserPermissionByToken", httpx.LoggedIn, func(c *echo.Context) error {
		sess, _ := auth.FromContext(c.Request().Context())
		up, err := s.menuOf(c.Request().Context(), sess.User.ID, sess.TenantID)
		if err != nil {
			return httpx.Wrap(err, "查询失败")
		}
		if c.QueryParam(ClientParam) != OwnClient {
			jeecg := *up // shared: copied, not changed
			jeecg.Menu = ForJeecgClient(up.Menu)
			return httpx.OKMsg(c, "查询成功", &jeecg)
		}
		return httpx.OKMsg(c, "查询成功", up)
	}).Doc(httpx.Doc{Summary: "当前用户的菜单与按钮权限"})
}

func hasPath(nodes []map[string]any, p string) bool {
	for _, n := range nodes {
		if n["path"] == p {
			return true
		}
		if kids, ok := n["children"].([]map[string]any); ok && hasPath(kids, p) {
			return true
		}
	}
	return false
}

func firstPath(nodes []map[string]any) string {
	for _, n := range nodes {
		if h, _ := n["hidden"].(bool); !h {
			return n["path"].(string)
		}
	}
	return nodes[0]["path"].(string)
}

package app_test

import (
	"context"
	"testing"

	entgo "entgo.io/ent"
	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/ent/sysdepart"
	"aqueduct/ent/syspermission"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/ent/sysuser"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/query"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestSystemPagesScopeInClient: the data rules of a system page (users,
// departments, categories, ...) are the ent client's own in every request of
// a route serving that page — a route guarded by one of its codes, or one
// declaring it reads the page (Routes.Serving) — so a handler written next
// year under such a route reads, updates and deletes through them without a
// filter of its own. Outside such routes (the caller's session, menus and
// dictionaries) the rows are read whole. Every system resource with a menu,
// on both databases, under a rule that hides every row.
func TestSystemPagesScopeInClient(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		sys := viewer.System(context.Background())
		c := s.App.DB.Client

		var menus []string
		rules := map[string]string{}
		var pages []*crud.Resource
		for _, r := range crud.Resources() {
			if r.Business() || r.Main != "" || r.MenuID == "" {
				continue
			}
			if n := c.SysPermission.Query().Where(syspermission.ID(r.MenuID)).CountX(sys); n == 0 {
				continue // a page without a menu row (a dictionary's items)
			}
			pages = append(pages, r)
			none := "none-such"
			if r.Fields[0].Kind == query.Int {
				none = "-1"
			}
			rule := c.SysPermissionDataRule.Create().SetPermissionID(r.MenuID).SetRuleName("无").
				SetRuleColumn("id").SetRuleConditions("=").SetRuleValue(none).SaveX(sys)
			if rules[r.MenuID] == "" {
				menus = append(menus, r.MenuID)
				rules[r.MenuID] = rule.ID
			} else {
				rules[r.MenuID] += "," + rule.ID
			}
		}
		require.GreaterOrEqual(t, len(pages), 10)
		role := s.RoleID(t, "engineer")
		for _, m := range menus {
			held := c.SysRolePermission.Update().Where(sysrolepermission.RoleID(role), sysrolepermission.PermissionID(m)).
				SetDataRuleIds(rules[m]).SaveX(sys)
			if held == 0 {
				c.SysRolePermission.Create().SetRoleID(role).SetPermissionID(m).SetDataRuleIds(rules[m]).ExecX(sys)
			}
		}
		require.NoError(t, s.App.Perm.Changed(sys))

		u := c.SysUser.Query().Where(sysuser.Username("engineer")).OnlyX(sys)
		tenant := 0
		if ts := auth.UserTenants(u); len(ts) > 0 {
			tenant = ts[0]
		}
		ctx := viewer.NewContext(context.Background(), viewer.Viewer{UserID: u.ID, Username: u.Username,
			Realname: u.Realname, OrgCode: u.OrgCode, TenantID: tenant})
		route := func(code string, serves ...string) context.Context {
			return httpx.WithRoute(ctx, httpx.Route{Method: "GET", Path: "/next-year", Code: code, Serves: serves})
		}

		withRows := 0
		for _, r := range pages {
			t.Run(r.Key, func(t *testing.T) {
				all, err := r.Store.Count(viewer.Unscoped(ctx), c, nil)
				require.NoError(t, err)
				for name, ctx := range map[string]context.Context{
					"list code":      route(r.ListCode),
					"button code":    route(r.Code("edit")),
					"any of":         route(httpx.AnyOf(httpx.LoggedIn, r.Code("delete"))),
					"serving a page": route(httpx.LoggedIn, r.ListCode),
				} {
					n, err := r.Store.Count(ctx, c, nil)
					require.NoError(t, err, name)
					require.Zero(t, n, "%s: the page's rule holds in the client", name)
				}
				for name, ctx := range map[string]context.Context{
					"a session route": route(httpx.LoggedIn),
					"another page":    route("no:such:list"),
					"no route":        ctx,
				} {
					n, err := r.Store.Count(ctx, c, nil)
					require.NoError(t, err, name)
					require.Equal(t, all, n, "%s: read whole", name)
				}
				if all == 0 {
					return
				}
				withRows++
				ids, err := r.Store.Strings(viewer.Unscoped(ctx), c, nil, "id")
				require.NoError(t, err)
				served := route(r.ListCode)
				_, err = r.Store.Get(served, c, ids[0], nil)
				require.Error(t, err, "a hidden row is not found")
				_, err = r.Store.Update(served, c, ids[0], nil, func(m entgo.Mutation) error { return m.SetField("update_by", "越权") })
				require.Error(t, err, "nor updated")
				n, err := r.Store.Delete(served, c, ids[:1], nil)
				require.NoError(t, err)
				require.Zero(t, n, "nor deleted")
				_, err = r.Store.Get(sys, c, ids[0], nil)
				require.NoError(t, err, "it is still there")
			})
		}
		require.GreaterOrEqual(t, withRows, 6, "most system pages have demo rows")

	})
}

// TestSharedCachesReadWhole: a cache shared by users is filled whole even
// when a request under a page's rules fills it. The engineer, kept by a rule
// of 部门管理 to one department, lists its members (a route reading users and
// departments as those pages do); the tenant's department names cached on
// the way must still name everybody's departments to the admin.
func TestSharedCachesReadWhole(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		sys := viewer.System(context.Background())
		c := s.App.DB.Client
		links := c.SysUserDepart.Query().WithDepart().AllX(sys)
		require.NotEmpty(t, links)
		mine := links[0].DepID
		var other *ent.SysUserDepart
		for _, l := range links {
			if l.DepID != mine && l.Edges.Depart != nil {
				other = l
				break
			}
		}
		require.NotNil(t, other, "the demo has users in two departments")

		rule := c.SysPermissionDataRule.Create().SetPermissionID("m-depart").SetRuleName("一个部门").
			SetRuleColumn("id").SetRuleConditions("=").SetRuleValue(mine).SaveX(sys)
		role := s.RoleID(t, "engineer")
		if c.SysRolePermission.Update().Where(sysrolepermission.RoleID(role), sysrolepermission.PermissionID("m-depart")).
			SetDataRuleIds(rule.ID).SaveX(sys) == 0 {
			s.Grant(t, role, []string{"m-depart"}, map[string]string{"m-depart": rule.ID})
		}
		s.Grant(t, role, []string{"m-user"}, nil)

		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		r := s.Do(t, "GET", "/sys/sysDepart/getUsersByDepartId?id="+mine, eng, nil)
		require.True(t, r.Success, r.Message)
		r = s.Do(t, "GET", "/sys/sysDepart/getUsersByDepartId?id="+other.DepID, eng, nil)
		var members []map[string]any
		r.Decode(t, &members)
		require.Empty(t, members, "a department his rule hides shows nobody")

		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		u := c.SysUser.GetX(sys, other.UserID)
		r = s.Do(t, "GET", "/sys/user/list?username="+u.Username, admin, nil)
		require.True(t, r.Success, r.Message)
		var page struct{ Records []map[string]any }
		r.Decode(t, &page)
		require.Len(t, page.Records, 1)
		require.Contains(t, page.Records[0]["orgCodeTxt"], other.Edges.Depart.DepartName)
	})
}

// TestHiddenChildrenKeepTheirDepartment: a check of the data's integrity
// sees past the caller's rules. Kept by a rule of 部门管理 to one department
// with sub-departments, the engineer cannot delete it: its children, hidden
// from him, still hang under it.
func TestHiddenChildrenKeepTheirDepartment(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		sys := viewer.System(context.Background())
		c := s.App.DB.Client
		var parent string
		for _, d := range c.SysDepart.Query().AllX(sys) {
			if d.ParentID != "" {
				parent = d.ParentID
				break
			}
		}
		require.NotEmpty(t, parent, "the demo has sub-departments")
		rule := c.SysPermissionDataRule.Create().SetPermissionID("m-depart").SetRuleName("一个部门").
			SetRuleColumn("id").SetRuleConditions("=").SetRuleValue(parent).SaveX(sys)
		role := s.RoleID(t, "engineer")
		c.SysRolePermission.Delete().Where(sysrolepermission.RoleID(role),
			sysrolepermission.PermissionIDIn("m-depart", "m-depart-delete")).ExecX(sys)
		s.Grant(t, role, []string{"m-depart", "m-depart-delete"}, map[string]string{"m-depart": rule.ID})

		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		r := s.Do(t, "DELETE", "/sys/sysDepart/delete?id="+parent, eng, nil)
		require.False(t, r.Success)
		require.Equal(t, "该部门下还有下级部门，请先删除下级部门", r.Message)
		require.True(t, c.SysDepart.Query().Where(sysdepart.ID(parent)).ExistX(sys))
	})
}

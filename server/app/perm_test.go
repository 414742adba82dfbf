package app_test

import (
	"context"
	"net/url"
	"testing"
	"time"

	"github.com/labstack/echo/v5"
	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysdepart"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/ent/syssetting"
	"aqueduct/ent/sysuser"
	"aqueduct/server/httpx"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

type menuNode struct {
	ID        string         `json:"id"`
	Route     string         `json:"route"`
	Path      string         `json:"path"`
	Name      string         `json:"name"`
	Component *string        `json:"component"`
	Redirect  *string        `json:"redirect"`
	Meta      map[string]any `json:"meta"`
	Children  []menuNode     `json:"children"`
}

type userPerms struct {
	Menu    []menuNode          `json:"menu"`
	Auth    []map[string]string `json:"auth"`
	AllAuth []map[string]string `json:"allAuth"`
}

func titles(nodes []menuNode, out map[string]bool) map[string]bool {
	for _, n := range nodes {
		out[n.Meta["title"].(string)] = true
		titles(n.Children, out)
	}
	return out
}

func TestMenusFollowRoles(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		menus := func(user, pw string) userPerms {
			r := s.Do(t, "GET", "/sys/permission/getUserPermissionByToken?client=aqueduct", s.Token(t, user, pw), nil)
			require.True(t, r.Success, r.Message)
			require.Equal(t, "查询成功", r.Message)
			var up userPerms
			r.Decode(t, &up)
			return up
		}

		admin := menus("admin", seed.DemoAdminPassword)
		require.Equal(t, "/dashboard/analysis", admin.Menu[0].Path, "首页 first")
		require.Equal(t, "dashboard-analysis", admin.Menu[0].Name)
		names := map[string]bool{}
		var walk func([]menuNode)
		walk = func(ns []menuNode) {
			for _, n := range ns {
				require.NotNil(t, n.Component, "every node has a component")
				require.NotNil(t, n.Meta)
				require.Contains(t, []string{"0", "1"}, n.Route)
				require.False(t, names[n.Name], "name %s unique", n.Name)
				names[n.Name] = true
				walk(n.Children)
			}
		}
		walk(admin.Menu)
		require.True(t, names["isystem-user"])
		at := titles(admin.Menu, map[string]bool{})
		for _, want := range []string{"首页", "系统管理", "用户管理", "角色管理", "部门管理", "数据字典", "系统监控"} {
			require.True(t, at[want], want)
		}
		require.Contains(t, admin.Auth, map[string]string{"action": "user:add", "type": "1", "describe": "添加用户"})

		eng := menus("engineer", seed.DemoEngineerPassword)
		et := titles(eng.Menu, map[string]bool{})
		require.Equal(t, map[string]bool{"首页": true, "系统管理": true, "部门管理": true}, et)
		require.Empty(t, eng.Auth, "the limited role holds no buttons")
		require.NotEmpty(t, eng.AllAuth, "allAuth lists every button")
		require.Equal(t, "/isystem/depart", *eng.Menu[1].Redirect, "redirect only to a granted child")
	})
}

func TestRoutePermissions(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)

		r := s.Do(t, "PUT", "/sys/user/frozenBatch", eng, map[string]any{"ids": "x", "status": "2"})
		require.Equal(t, 200, r.Status)
		require.Equal(t, 510, r.Code)
		require.Equal(t, httpx.MsgNoAuthz, r.Message)

		// The engineer's role grants the department menu, so its route is open.
		require.True(t, s.Do(t, "GET", "/sys/sysDepart/queryTreeList", eng, nil).Success)

		// Granting through the database and announcing the change opens the route.
		ctx := viewer.System(context.Background())
		role, err := s.App.DB.Client.SysRole.Query().Where().All(ctx)
		require.NoError(t, err)
		var engineerRole string
		for _, r := range role {
			if r.RoleCode == "engineer" {
				engineerRole = r.ID
			}
		}
		require.NoError(t, s.App.DB.Client.SysRolePermission.Create().SetRoleID(engineerRole).SetPermissionID("b-user-frozen").Exec(ctx))
		require.NoError(t, s.App.Perm.Changed(ctx))
		zs, err := s.App.DB.Client.SysUser.Query().Where(sysuser.Username("zhangsan")).Only(ctx)
		require.NoError(t, err)
		r = s.Do(t, "PUT", "/sys/user/frozenBatch", eng, map[string]any{"ids": zs.ID, "status": "1"})
		require.True(t, r.Success, r.Message)

		// The admin may freeze, but not themselves.
		me, err := s.App.DB.Client.SysUser.Query().Where(sysuser.Username("admin")).Only(ctx)
		require.NoError(t, err)
		require.Equal(t, "不能冻结自己的账号", s.Do(t, "PUT", "/sys/user/frozenBatch", admin, map[string]any{"ids": me.ID, "status": "2"}).Message)
	})
}

func TestPermissionReloadAcrossInstances(t *testing.T) {
	t.Parallel()
	db := testenv.DB{Name: "postgres", URL: testenv.NewPostgresDB(t)}
	a := testenv.Start(t, db)
	b := testenv.Start(t, db) // a second instance on the same database
	b.App.Perm.Refresh = 0
	eng := a.Token(t, "engineer", seed.DemoEngineerPassword)
	require.Equal(t, 510, b.Do(t, "PUT", "/sys/user/frozenBatch", eng, map[string]any{"ids": "x", "status": "1"}).Code)

	ctx := viewer.System(context.Background())
	roles, err := a.App.DB.Client.SysRole.Query().All(ctx)
	require.NoError(t, err)
	for _, r := range roles {
		if r.RoleCode == "engineer" {
			require.NoError(t, a.App.DB.Client.SysRolePermission.Create().SetRoleID(r.ID).SetPermissionID("b-user-frozen").Exec(ctx))
		}
	}
	require.NoError(t, a.App.Perm.Changed(ctx)) // instance a announces; b must follow
	r := b.Do(t, "PUT", "/sys/user/frozenBatch", eng, map[string]any{"ids": "x", "status": "1"})
	require.NotEqual(t, 510, r.Code, r.Message)

	// A session ended on a is dead on b too, within a second (b's cache hears of it).
	a.Do(t, "POST", "/sys/logout", eng, nil)
	within(t, time.Second, "a logout on a reaches b", func() bool {
		return b.Do(t, "GET", "/sys/user/getCurrentUserDeparts", eng, nil).Status == 401
	})
}

func TestTenantIsolation(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		c := s.App.DB.Client
		sys := viewer.System(context.Background())
		require.NoError(t, c.SysTenant.Create().SetID(11).SetName("甲公司").Exec(sys))
		require.NoError(t, c.SysTenant.Create().SetID(22).SetName("乙公司").Exec(sys))

		// Each tenant has its own admin role and a department, created as that tenant.
		mk := func(tenant int, user, depart string) string {
			ctx := viewer.NewContext(context.Background(), viewer.Viewer{TenantID: tenant, Username: "seed"})
			_, err := c.SysDepart.Create().SetDepartName(depart).SetOrgCode(depart).Save(ctx)
			require.NoError(t, err)
			role, err := c.SysRole.Create().SetRoleCode("tadmin").SetRoleName("租户管理员").Save(ctx)
			require.NoError(t, err)
			require.Equal(t, tenant, role.TenantID)
			require.NoError(t, c.SysRolePermission.Create().SetRoleID(role.ID).SetPermissionID("m-depart").Exec(sys))
			u, err := seed.CreateUser(context.Background(), c, user, user, "secret123")
			require.NoError(t, err)
			require.NoError(t, c.SysUser.UpdateOne(u).SetRelTenantIds(map[int]string{11: "11", 22: "22"}[tenant]).Exec(sys))
			require.NoError(t, c.SysUserRole.Create().SetUserID(u.ID).SetRoleID(role.ID).Exec(sys))
			return u.ID
		}
		mk(11, "usera", "A公司财务部")
		mk(22, "userb", "B公司财务部")
		require.NoError(t, s.App.Perm.Changed(sys))

		tree := func(tok string, tenant string) []string {
			r := s.Do(t, "GET", "/sys/sysDepart/queryTreeList", tok, nil, "tenant_id", tenant)
			require.True(t, r.Success, r.Message)
			var nodes []struct {
				Title string `json:"title"`
			}
			r.Decode(t, &nodes)
			var out []string
			for _, n := range nodes {
				out = append(out, n.Title)
			}
			return out
		}
		ta := s.Token(t, "usera", "secret123")
		tb := s.Token(t, "userb", "secret123")
		require.Equal(t, []string{"A公司财务部"}, tree(ta, "11"))
		require.Equal(t, []string{"B公司财务部"}, tree(tb, "22"))
		require.Equal(t, []string{"A公司财务部"}, tree(ta, "0"), "tenant 0 means the user's own")

		// The generated list and queryById keep to the tenant too.
		require.Equal(t, []string{"A公司财务部"}, testenv.Column(s.List(t, ta, "/sys/sysDepart/list", url.Values{}), "departName"))
		bDepart, err := c.SysDepart.Query().Where(sysdepart.DepartName("B公司财务部")).OnlyID(sys)
		require.NoError(t, err)
		require.Equal(t, "未找到对应数据", s.Do(t, "GET", "/sys/sysDepart/queryById?id="+bDepart, ta, nil).Message)

		// Asking for another tenant's rows with the header is refused.
		r := s.Do(t, "GET", "/sys/sysDepart/queryTreeList", ta, nil, "tenant-id", "22")
		require.Equal(t, 401, r.Status)
		require.NotContains(t, string(r.Result), "B公司")

		// Rows without a viewer are refused outright (fail closed).
		_, err = c.SysDepart.Query().All(context.Background())
		require.Error(t, err)
	})
}

func TestRouteWithoutCodeDoesNotStart(t *testing.T) {
	t.Parallel()
	e := echo.New()
	r := httpx.NewRoutes(e.Group("/x"), func(string) echo.MiddlewareFunc {
		return func(n echo.HandlerFunc) echo.HandlerFunc { return n }
	})
	require.Panics(t, func() { r.GET("/y", "", func(*echo.Context) error { return nil }) })
}

// TestOverviewMenus: the roles that watch the project have 项目总览 (首页大屏,
// 地图, 视频监控) and may read every figure of those pages; an existing demo
// database gives them the pages once, and a grant taken away stays away.
func TestOverviewMenus(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		overview := func(user, pw string) []string {
			t.Helper()
			r := s.Do(t, "GET", "/sys/permission/getUserPermissionByToken?client=aqueduct", s.Token(t, user, pw), nil)
			require.True(t, r.Success, r.Message)
			var up userPerms
			r.Decode(t, &up)
			for _, n := range up.Menu {
				if n.Meta["title"] == "项目总览" {
					var paths []string
					for _, k := range n.Children {
						paths = append(paths, k.Meta["title"].(string)+" "+k.Path)
					}
					return paths
				}
			}
			return nil
		}
		want := []string{"首页大屏 /home/dashboard", "地图 /home/map", "视频监控 /analysis/video"}
		require.Equal(t, want, overview("admin", seed.DemoAdminPassword))
		require.Nil(t, overview("engineer", seed.DemoEngineerPassword))
		for _, user := range []string{seed.DemoOwner, seed.DemoSupervisor, seed.DemoContractor} {
			require.Equal(t, want, overview(user, seed.DemoEngineerPassword), user)
			tok := s.Token(t, user, seed.DemoEngineerPassword)
			for _, p := range []string{"/dashboard/progress", "/dashboard/advance", "/dashboard/equipment", "/dashboard/investment",
				"/dashboard/patrol", "/dashboard/dangers", "/dashboard/notices", "/dashboard/map", "/camera/cmisCamera/list"} {
				r := s.Do(t, "GET", p, tok, nil)
				require.True(t, r.Success, "%s %s: %s", user, p, r.Message)
			}
		}

		// An existing demo database (made before the pages): given once on start.
		role := c.SysRole.Query().Where(sysrole.RoleCode(seed.DemoContractorRole)).OnlyX(ctx)
		pages := []string{"m-overview", "m-overview-screen", "m-overview-map", "m-overview-video"}
		held := func() int {
			return c.SysRolePermission.Query().Where(sysrolepermission.RoleID(role.ID), sysrolepermission.PermissionIDIn(pages...)).CountX(ctx)
		}
		require.Equal(t, 4, held())
		c.SysRolePermission.Delete().Where(sysrolepermission.RoleID(role.ID), sysrolepermission.PermissionIDIn(pages...)).ExecX(ctx)
		c.SysSetting.Delete().Where(syssetting.ID("seed.demo_pages")).ExecX(ctx)
		require.NoError(t, seed.Demo(context.Background(), c))
		require.Equal(t, 4, held(), "the later pages are given")
		c.SysRolePermission.Delete().Where(sysrolepermission.RoleID(role.ID), sysrolepermission.PermissionID("m-overview-video")).ExecX(ctx)
		require.NoError(t, seed.Demo(context.Background(), c))
		require.Equal(t, 3, held(), "a grant the admin took away stays away")
	})
}

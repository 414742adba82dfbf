package app_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysrolepermission"
	"aqueduct/server/seed"
	"aqueduct/server/softdelete"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

type permNode struct {
	ID         string     `json:"id"`
	Key        string     `json:"key"`
	Title      string     `json:"title"`
	Name       string     `json:"name"`
	ParentID   string     `json:"parentId"`
	MenuType   int        `json:"menuType"`
	Perms      string     `json:"perms"`
	IsLeaf     bool       `json:"isLeaf"`
	Route      bool       `json:"route"`
	Customized bool       `json:"customized"`
	Children   []permNode `json:"children"`
}

func permTree(t *testing.T, s *testenv.Server, tok string) []permNode {
	t.Helper()
	r := s.Do(t, "GET", "/sys/permission/list", tok, nil)
	require.True(t, r.Success, r.Message)
	var nodes []permNode
	r.Decode(t, &nodes)
	return nodes
}

func findPerm(nodes []permNode, name string) *permNode {
	for i := range nodes {
		if nodes[i].Name == name {
			return &nodes[i]
		}
		if n := findPerm(nodes[i].Children, name); n != nil {
			return n
		}
	}
	return nil
}

func authActions(t *testing.T, s *testenv.Server, tok string) map[string]string {
	t.Helper()
	r := s.Do(t, "GET", "/sys/permission/getUserPermissionByToken?client=aqueduct", tok, nil)
	require.True(t, r.Success, r.Message)
	var up userPerms
	r.Decode(t, &up)
	out := map[string]string{}
	for _, a := range up.Auth {
		out[a["action"]] = a["describe"]
	}
	return out
}

func TestMenuTreeAndSubmenus(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		tree := permTree(t, s, admin)
		sys := findPerm(tree, "系统管理")
		require.NotNil(t, sys)
		require.Equal(t, "m-isystem", sys.Key)
		require.Equal(t, "系统管理", sys.Title)
		require.False(t, sys.IsLeaf)
		require.True(t, sys.Route)
		pm := findPerm(sys.Children, "菜单管理")
		require.NotNil(t, pm, "菜单管理 under 系统管理")
		require.Equal(t, 1, pm.MenuType)
		add := findPerm(pm.Children, "添加菜单")
		require.NotNil(t, add, "buttons under their menu")
		require.Equal(t, "permission:add", add.Perms)
		require.True(t, add.IsLeaf)
		require.Nil(t, findPerm(tree, "个人中心").Children)
		require.Equal(t, "m-account", findPerm(tree, "个人中心").ParentID)

		log := findPerm(tree, "系统日志")
		require.Equal(t, "m-monitor", log.ParentID)

		// the name filter keeps matching rows with their subtrees
		r := s.Do(t, "GET", "/sys/permission/list?name=菜单管理", admin, nil)
		var found []permNode
		r.Decode(t, &found)
		require.Len(t, found, 1)
		require.NotEmpty(t, found[0].Children)

		r = s.Do(t, "GET", "/sys/permission/getSystemMenuList", admin, nil)
		require.True(t, r.Success, r.Message)
		var top []permNode
		r.Decode(t, &top)
		require.False(t, findPerm(top, "系统管理").IsLeaf)
		require.False(t, findPerm(top, "首页").IsLeaf, "首页 holds its 访问统计 button")
		for _, n := range top {
			require.Empty(t, n.ParentID)
			require.Empty(t, n.Children)
		}

		r = s.Do(t, "GET", "/sys/permission/getSystemSubmenu?parentId=m-permission", admin, nil)
		var kids []permNode
		r.Decode(t, &kids)
		// 添加/编辑/删除/批量删除菜单 and 数据规则 (server/grants)
		require.Len(t, kids, 5)
		require.NotNil(t, findPerm(kids, "数据规则"))

		r = s.Do(t, "GET", "/sys/permission/getSystemSubmenuBatch?parentIds=m-permission,m-monitor", admin, nil)
		var batch map[string][]permNode
		r.Decode(t, &batch)
		require.Len(t, batch["m-permission"], 5)
		require.NotNil(t, findPerm(batch["m-monitor"], "定时任务"))

		// hidden account routes reach JeecgBoot's client by name
		r = s.Do(t, "GET", "/sys/permission/getUserPermissionByToken?client=aqueduct", admin, nil)
		var up userPerms
		r.Decode(t, &up)
		names := map[string]bool{}
		var walk func([]menuNode)
		walk = func(ns []menuNode) {
			for _, n := range ns {
				names[n.Name] = true
				walk(n.Children)
			}
		}
		walk(up.Menu)
		require.True(t, names["account-center"])
		require.True(t, names["account-settings-base"])
		require.True(t, names["isystem-log"])
	})
}

func TestMenuAddButtonTakesEffectAtOnce(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		r := s.Do(t, "POST", "/sys/permission/add", admin, map[string]any{"menuType": 1, "parentId": "m-isystem",
			"name": "测试菜单", "url": "/isystem/testMenu", "component": "system/TestList", "sortNo": 9})
		require.True(t, r.Success, r.Message)
		require.Equal(t, "添加成功！", r.Message)
		require.True(t, titles(menusOf(t, s, admin), map[string]bool{})["测试菜单"], "the admin sees a new menu at once")
		menu := findPerm(permTree(t, s, admin), "测试菜单")
		require.NotNil(t, menu)

		r = s.Do(t, "POST", "/sys/permission/add", admin, map[string]any{"menuType": "2", "parentId": menu.ID,
			"name": "测试冻结", "perms": "user:frozen", "permsType": "1", "status": "1"})
		require.True(t, r.Success, r.Message)
		button := findPerm(permTree(t, s, admin), "测试冻结")
		require.NotNil(t, button)
		require.Equal(t, menu.ID, button.ParentID)

		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		require.Equal(t, 510, s.Do(t, "PUT", "/sys/user/frozenBatch", eng, map[string]any{"ids": "x", "status": "1"}).Code)
		s.Grant(t, s.RoleID(t, "engineer"), []string{menu.ID, button.ID}, nil)
		require.Equal(t, "测试冻结", authActions(t, s, eng)["user:frozen"])
		r = s.Do(t, "PUT", "/sys/user/frozenBatch", eng, map[string]any{"ids": "x", "status": "1"})
		require.NotEqual(t, 510, r.Code, r.Message)

		// Changing the button's code through the screen closes the route at once.
		r = s.Do(t, "PUT", "/sys/permission/edit", admin, map[string]any{"id": button.ID, "perms": "test:frozen"})
		require.True(t, r.Success, r.Message)
		require.Equal(t, "修改成功！", r.Message)
		require.Equal(t, 510, s.Do(t, "PUT", "/sys/user/frozenBatch", eng, map[string]any{"ids": "x", "status": "1"}).Code)
		acts := authActions(t, s, eng)
		require.NotContains(t, acts, "user:frozen")
		require.Contains(t, acts, "test:frozen")
		edited := findPerm(permTree(t, s, admin), "测试冻结")
		require.Equal(t, 2, edited.MenuType, "absent fields keep their value")
		require.True(t, edited.Customized)
	})
}

func menusOf(t *testing.T, s *testenv.Server, tok string) []menuNode {
	t.Helper()
	r := s.Do(t, "GET", "/sys/permission/getUserPermissionByToken?client=aqueduct", tok, nil)
	require.True(t, r.Success, r.Message)
	var up userPerms
	r.Decode(t, &up)
	return up.Menu
}

func TestMenuDeleteTakesChildren(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		require.True(t, s.Do(t, "POST", "/sys/permission/add", admin, map[string]any{"menuType": 0,
			"name": "临时目录", "url": "/tmpdir", "component": "layouts/RouteView"}).Success)
		dir := findPerm(permTree(t, s, admin), "临时目录")
		require.True(t, s.Do(t, "POST", "/sys/permission/add", admin, map[string]any{"menuType": 1, "parentId": dir.ID,
			"name": "临时页面", "url": "/tmpdir/page", "component": "tmp/Page"}).Success)
		page := findPerm(permTree(t, s, admin), "临时页面")
		require.True(t, s.Do(t, "POST", "/sys/permission/add", admin, map[string]any{"menuType": 2, "parentId": page.ID,
			"name": "临时按钮", "perms": "tmp:add"}).Success)
		require.False(t, findPerm(permTree(t, s, admin), "临时目录").IsLeaf)

		r := s.Do(t, "DELETE", "/sys/permission/delete?id="+dir.ID, admin, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "删除成功!", r.Message)
		tree := permTree(t, s, admin)
		for _, n := range []string{"临时目录", "临时页面", "临时按钮"} {
			require.Nil(t, findPerm(tree, n), n)
		}
		require.False(t, titles(menusOf(t, s, admin), map[string]bool{})["临时目录"])
		require.NotContains(t, authActions(t, s, admin), "tmp:add")
		n, err := s.App.DB.Client.SysRolePermission.Query().
			Where(sysrolepermission.PermissionIDIn(dir.ID, page.ID)).Count(viewer.System(context.Background()))
		require.NoError(t, err)
		require.Zero(t, n, "grants go with the menu")

		require.Equal(t, "未找到对应实体", s.Do(t, "DELETE", "/sys/permission/delete?id="+dir.ID, admin, nil).Message)
	})
}

func TestMenuValidation(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		cases := []struct {
			body map[string]any
			msg  string
		}{
			{map[string]any{"menuType": 0, "url": "/x", "component": "x/Y"}, "请输入菜单标题!"},
			{map[string]any{"menuType": 5, "name": "X"}, "菜单类型不正确"},
			{map[string]any{"menuType": 0, "name": "X", "component": "x/Y"}, "请输入菜单路径!"},
			{map[string]any{"menuType": 0, "name": "X", "url": "/x"}, "请输入前端组件!"},
			{map[string]any{"menuType": 1, "name": "X", "url": "/x", "component": "x/Y"}, "请选择上级菜单!"},
			{map[string]any{"menuType": 1, "name": "X", "url": "/x", "component": "x/Y", "parentId": "nope"}, "上级菜单不存在"},
			{map[string]any{"menuType": 2, "name": "X", "parentId": "m-user"}, "请输入授权标识!"},
			{map[string]any{"menuType": 2, "name": "X", "parentId": "b-user-frozen", "perms": "x:y"}, "按钮权限不能作为上级菜单"},
		}
		for _, c := range cases {
			r := s.Do(t, "POST", "/sys/permission/add", admin, c.body)
			require.False(t, r.Success, c.msg)
			require.Equal(t, c.msg, r.Message)
		}
		r := s.Do(t, "PUT", "/sys/permission/edit", admin, map[string]any{"id": "m-isystem", "menuType": 1, "parentId": "m-user"})
		require.Equal(t, "上级菜单不能是自身或其下级", r.Message)
		require.Equal(t, "未找到对应实体", s.Do(t, "PUT", "/sys/permission/edit", admin, map[string]any{"id": "nope", "name": "X"}).Message)
	})
}

func TestMenuEditKeptAcrossRestart(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		r := s.Do(t, "PUT", "/sys/permission/edit", admin, map[string]any{"id": "m-log", "name": "操作日志", "sortNo": 7})
		require.True(t, r.Success, r.Message)
		// start-up registration runs again: the admin's title and order stay
		_, err := seed.Base(context.Background(), s.App.DB.Client, "")
		require.NoError(t, err)
		row, err := s.App.DB.Client.SysPermission.Get(softdelete.WithDeleted(viewer.System(context.Background())), "m-log")
		require.NoError(t, err)
		require.Equal(t, "操作日志", row.Name)
		require.Equal(t, 7.0, row.SortNo)
		require.Equal(t, "system/LogList", row.Component)
	})
}

func TestMenuEndpointsNeedPermission(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		for _, c := range []struct{ method, path string }{
			{"GET", "/sys/permission/list"}, {"GET", "/sys/permission/getSystemMenuList"},
			{"GET", "/sys/permission/getSystemSubmenu?parentId=m-isystem"},
			{"POST", "/sys/permission/add"}, {"PUT", "/sys/permission/edit"},
			{"DELETE", "/sys/permission/delete?id=m-isystem"}, {"DELETE", "/sys/permission/deleteBatch?ids=m-isystem"},
		} {
			r := s.Do(t, c.method, c.path, eng, map[string]any{"id": "m-isystem", "name": "x"})
			require.Equal(t, 510, r.Code, c.path)
		}

		// A menu editor cannot hand himself a code he does not hold.
		s.Grant(t, s.RoleID(t, "engineer"), []string{"m-permission", "m-permission-edit", "m-permission-add"}, nil)
		require.True(t, s.Do(t, "GET", "/sys/permission/list", eng, nil).Success)
		r := s.Do(t, "PUT", "/sys/permission/edit", eng, map[string]any{"id": "m-permission-edit", "perms": "permission:edit,user:delete"})
		require.Equal(t, "不能设置授权标识「user:delete」：您自己没有该权限", r.Message)
		r = s.Do(t, "POST", "/sys/permission/add", eng, map[string]any{"menuType": 2, "parentId": "m-permission",
			"name": "越权", "perms": "user:frozen"})
		require.Equal(t, "不能设置授权标识「user:frozen」：您自己没有该权限", r.Message)
		// a code nothing uses yet is free
		r = s.Do(t, "POST", "/sys/permission/add", eng, map[string]any{"menuType": 2, "parentId": "m-permission",
			"name": "新按钮", "perms": "brand:new"})
		require.True(t, r.Success, r.Message)
	})
}

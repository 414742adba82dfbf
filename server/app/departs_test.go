package app_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

type idNode struct {
	Key      string   `json:"key"`
	Value    string   `json:"value"`
	Title    string   `json:"title"`
	Children []idNode `json:"children"`
}

func findNode(ns []idNode, key string) *idNode {
	for i := range ns {
		if ns[i].Key == key {
			return &ns[i]
		}
		if n := findNode(ns[i].Children, key); n != nil {
			return n
		}
	}
	return nil
}

// queryIdTree nests ids and names; listAll lists by org code, all or the
// given ids; getUsersByDepartId the members of one department only.
func TestDepartIDTreeListAllAndUsers(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword) // holds 部门管理
		a01, a0101, a0102 := departID(t, s, "A01"), departID(t, s, "A01A01"), departID(t, s, "A01A02")

		r := s.Do(t, "GET", "/sys/sysDepart/queryIdTree", eng, nil)
		require.True(t, r.Success, r.Message)
		var tree []idNode
		r.Decode(t, &tree)
		root := findNode(tree, a01)
		require.NotNil(t, root)
		require.Equal(t, a01, root.Value)
		require.Equal(t, "水资源配置工程建设管理局", root.Title)
		require.Equal(t, "工程技术部", root.Children[0].Title, "in department order")
		require.Equal(t, a0101, root.Children[0].Key)
		require.Empty(t, root.Children[0].Children)
		require.Contains(t, string(r.Result), `"children":[]`, "a leaf has an empty list, not null")
		require.NotContains(t, string(r.Result), "orgCode", "ids and names only")

		r = s.Do(t, "GET", "/sys/sysDepart/listAll", eng, nil)
		require.True(t, r.Success, r.Message)
		var all []map[string]any
		r.Decode(t, &all)
		require.GreaterOrEqual(t, len(all), 4)
		for i := 1; i < len(all); i++ {
			require.LessOrEqual(t, all[i-1]["orgCode"].(string), all[i]["orgCode"].(string), "by org code")
		}
		r = s.Do(t, "GET", "/sys/sysDepart/listAll?id="+a0102+","+a0101, eng, nil)
		r.Decode(t, &all)
		require.Len(t, all, 2)
		require.Equal(t, "A01A01", all[0]["orgCode"])
		require.Equal(t, "质量安全部", all[1]["departName"])

		r = s.Do(t, "GET", "/sys/sysDepart/getUsersByDepartId?id="+a0102, eng, nil)
		require.Equal(t, 510, r.Code, "the users' list is another permission")
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		users := func(id string) []string {
			r := s.Do(t, "GET", "/sys/sysDepart/getUsersByDepartId?id="+id, adm, nil)
			require.True(t, r.Success, r.Message)
			var us []map[string]any
			r.Decode(t, &us)
			out := make([]string, len(us))
			for i, u := range us {
				require.NotContains(t, u, "password")
				out[i] = u["username"].(string)
			}
			return out
		}
		require.Equal(t, []string{"zhangsan"}, users(a0102))
		require.ElementsMatch(t, []string{"engineer", "zhangsan"}, users(a0101))
		require.NotContains(t, users(a01), "zhangsan", "the department itself, not its subtree")
		require.Empty(t, users("no-such"))
		r = s.Do(t, "GET", "/sys/sysDepart/getUsersByDepartId", adm, nil)
		require.Equal(t, "请选择部门", r.Message)

		// Without 部门管理 nothing is told.
		_, err := seed.CreateUser(context.Background(), s.App.DB.Client, "nobody", "无权", "Passw0rd1")
		require.NoError(t, err)
		tok := s.Token(t, "nobody", "Passw0rd1")
		for _, p := range []string{"/sys/sysDepart/queryIdTree", "/sys/sysDepart/listAll", "/sys/sysDepart/getUsersByDepartId?id=" + a0101} {
			r := s.Do(t, "GET", p, tok, nil)
			require.Equal(t, 510, r.Code, p)
			require.NotContains(t, string(r.Result), "工程技术部", p)
			require.NotContains(t, string(r.Result), "engineer", p)
		}
	})
}

// 我的部门: a superior gets the tree of the departments he heads (message
// "2") and their members; anybody else message "1" and no tree.
func TestMyDepartTree(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		a0101, a0102 := departID(t, s, "A01A01"), departID(t, s, "A01A02")
		u, err := seed.CreateUser(context.Background(), c, "head", "主管", "Passw0rd1")
		require.NoError(t, err)
		tok := s.Token(t, "head", "Passw0rd1")

		r := s.Do(t, "GET", "/sys/sysDepart/queryMyDeptTreeList", tok, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "1", r.Message)
		require.Equal(t, "null", string(r.Result))

		// Made a superior after the login: read afresh.
		child := c.SysDepart.Create().SetDepartName("技术一组").SetParentID(a0101).SetOrgCode("A01A01A01").SaveX(ctx)
		c.SysUser.UpdateOne(u).SetUserIdentity(2).SetDepartIds(a0101).ExecX(ctx)
		r = s.Do(t, "GET", "/sys/sysDepart/queryMyDeptTreeList", tok, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "2", r.Message)
		var tree []struct {
			departNode
			OrgCode  string       `json:"orgCode"`
			Children []departNode `json:"children"`
		}
		r.Decode(t, &tree)
		require.Len(t, tree, 1)
		require.Equal(t, a0101, tree[0].Key)
		require.Equal(t, "A01A01", tree[0].OrgCode)
		require.False(t, tree[0].IsLeaf)
		require.Equal(t, []departNode{{Key: child.ID, Title: "技术一组", IsLeaf: true}}, tree[0].Children)

		members := s.Do(t, "GET", "/sys/sysDepart/queryMyDeptUsers?id="+a0101, tok, nil)
		require.True(t, members.Success, members.Message)
		var us []map[string]any
		members.Decode(t, &us)
		require.Len(t, us, 2)
		r = s.Do(t, "GET", "/sys/sysDepart/queryMyDeptUsers?id="+a0102, tok, nil)
		require.False(t, r.Success)
		require.Equal(t, "只能查看您负责的部门", r.Message)
		require.NotContains(t, string(r.Result), "zhangsan")
	})
}

// Another tenant's departments stay out of every department read.
func TestDepartReadsAreTenantIsolated(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		for _, id := range []int{1, 2} {
			require.NoError(t, c.SysTenant.Create().SetID(id).SetName("租户"+string(rune('0'+id))).Exec(ctx))
		}
		mkDepart := func(tenant int, code, name string) string {
			d, err := c.SysDepart.Create().SetDepartName(name).SetOrgCode(code).
				Save(viewer.NewContext(context.Background(), viewer.Viewer{TenantID: tenant, Username: "seed"}))
			require.NoError(t, err)
			return d.ID
		}
		d1, d2 := mkDepart(1, "T1", "甲部门"), mkDepart(2, "T2", "乙部门")
		boss, err := seed.CreateUser(context.Background(), c, "t1boss", "甲主管", "Passw0rd1")
		require.NoError(t, err)
		// He heads a department of each tenant; only the login's tenant counts.
		c.SysUser.UpdateOne(boss).SetRelTenantIds("1").SetUserIdentity(2).SetDepartIds(d1 + "," + d2).ExecX(ctx)
		role := c.SysRole.Create().SetRoleName("租户管理").SetRoleCode("t1departs").SetTenantID(1).SaveX(ctx)
		c.SysUserRole.Create().SetUserID(boss.ID).SetRoleID(role.ID).ExecX(ctx)
		s.Grant(t, role.ID, append([]string{"m-depart"}, userButtons...), nil)
		tok := s.Token(t, "t1boss", "Passw0rd1")

		for _, p := range []string{"/sys/sysDepart/queryIdTree", "/sys/sysDepart/listAll", "/sys/sysDepart/listAll?id=" + d2,
			"/sys/sysDepart/getUsersByDepartId?id=" + d2, "/sys/sysDepart/queryMyDeptTreeList", "/sys/sysDepart/queryMyDeptUsers?id=" + d2} {
			r := s.Do(t, "GET", p, tok, nil)
			require.NotContains(t, string(r.Result), "乙部门", p)
			require.NotContains(t, string(r.Result), d2, p)
		}
		r := s.Do(t, "GET", "/sys/sysDepart/queryIdTree", tok, nil)
		var tree []idNode
		r.Decode(t, &tree)
		require.Equal(t, []idNode{{Key: d1, Value: d1, Title: "甲部门", Children: []idNode{}}}, tree)
		r = s.Do(t, "GET", "/sys/sysDepart/queryMyDeptTreeList", tok, nil)
		require.Equal(t, "2", r.Message)
		var mine []json.RawMessage
		r.Decode(t, &mine)
		require.Len(t, mine, 1)
		require.Contains(t, string(mine[0]), "甲部门")
	})
}

// TestUserHeadsDepartments: 身份 and 负责部门 are set in the user form; a
// superior heads only departments he belongs to, an ordinary user none, and
// 我的部门 follows.
func TestUserHeadsDepartments(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		one := c.SysDepart.Create().SetDepartName("负责一部").SetOrgCode("H01").SetParentID("").SaveX(ctx)
		two := c.SysDepart.Create().SetDepartName("负责二部").SetOrgCode("H02").SetParentID("").SaveX(ctx)
		id := s.NewUser(t, adm, "boss1", "", one.ID)

		r := s.Do(t, "PUT", "/sys/user/edit", adm, map[string]any{"id": id, "userIdentity": 2, "departIds": two.ID})
		require.Equal(t, "负责部门必须是用户所属的部门", r.Message)
		r = s.Do(t, "PUT", "/sys/user/edit", adm, map[string]any{"id": id, "userIdentity": 2, "departIds": one.ID, "selecteddeparts": one.ID + "," + two.ID})
		require.True(t, r.Success, r.Message)
		r = s.Do(t, "PUT", "/sys/user/edit", adm, map[string]any{"id": id, "departIds": one.ID + "," + two.ID + ","})
		require.True(t, r.Success, r.Message)
		require.Equal(t, one.ID+","+two.ID, s.User(t, "boss1").DepartIds)
		tok := s.Token(t, "boss1", "Passw0rd1")
		r = s.Do(t, "GET", "/sys/sysDepart/queryMyDeptTreeList", tok, nil)
		require.True(t, r.Success, r.Message)
		var tree []map[string]any
		r.Decode(t, &tree)
		require.Len(t, tree, 2, "he heads both")

		r = s.Do(t, "PUT", "/sys/user/edit", adm, map[string]any{"id": id, "userIdentity": 1})
		require.True(t, r.Success, r.Message)
		require.Empty(t, s.User(t, "boss1").DepartIds, "an ordinary user heads none")
	})
}

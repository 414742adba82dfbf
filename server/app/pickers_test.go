package app_test

import (
	"context"
	"net/url"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysdepart"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

func departID(t *testing.T, s *testenv.Server, code string) string {
	t.Helper()
	id, err := s.App.DB.Client.SysDepart.Query().Where(sysdepart.OrgCode(code)).OnlyID(viewer.System(context.Background()))
	require.NoError(t, err)
	return id
}

func sortedColumn(p testenv.Page, name string) []string {
	out := testenv.Column(p, name)
	sort.Strings(out)
	return out
}

type departNode struct {
	Key    string `json:"key"`
	Title  string `json:"title"`
	IsLeaf bool   `json:"isLeaf"`
}

// The user picker pages the users of a department and its sub-departments,
// searched by username or realname, as the user list shows them.
func TestPickerUsersByDepartment(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		const path = "/sys/user/queryUserComponentData"

		p := s.List(t, adm, path, url.Values{"departId": {departID(t, s, "A01")}, "pageSize": {"100"}})
		require.Subset(t, testenv.Column(p, "username"), []string{"admin", "engineer", "zhangsan"}, "the subtree counts")
		all := p.Total
		require.Len(t, p.Records, all)
		p = s.List(t, adm, path, url.Values{"departId": {departID(t, s, "A01A01")}})
		require.Equal(t, []string{"engineer", "zhangsan"}, sortedColumn(p, "username"))
		for _, r := range p.Records {
			require.NotContains(t, r, "password")
			require.NotEmpty(t, r["realname"])
		}
		p = s.List(t, adm, path, url.Values{"departId": {departID(t, s, "A01A02")}})
		require.Equal(t, []string{"zhangsan"}, testenv.Column(p, "username"))
		p = s.List(t, adm, path, url.Values{"departId": {departID(t, s, "A01")}, "realname": {"三"}})
		require.Equal(t, []string{"zhangsan"}, testenv.Column(p, "username"))
		p = s.List(t, adm, path, url.Values{"username": {"engin"}})
		require.Equal(t, []string{"engineer"}, testenv.Column(p, "username"))
		p = s.List(t, adm, path, url.Values{"username": {"%"}})
		require.Empty(t, p.Records, "like wildcards are text")
		p = s.List(t, adm, path, url.Values{"departId": {departID(t, s, "A01A01")}, "pageNo": {"2"}, "pageSize": {"1"}})
		require.Equal(t, 2, p.Total)
		require.Equal(t, 2, p.Current)
		require.Len(t, p.Records, 1)
		p = s.List(t, adm, path, url.Values{"departId": {"no-such"}})
		require.Empty(t, p.Records)

		r := s.Do(t, "GET", "/sys/user/queryUserByDepId?id="+departID(t, s, "A01A01")+"&realname=李", adm, nil)
		require.True(t, r.Success, r.Message)
		var users []map[string]any
		r.Decode(t, &users)
		require.Len(t, users, 1)
		require.Equal(t, "engineer", users[0]["username"])

		// Who may not list users gets none of them here either.
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		for _, p := range []string{path, "/sys/user/queryUserByDepId?id=" + departID(t, s, "A01")} {
			r := s.Do(t, "GET", p, eng, nil)
			require.False(t, r.Success, p)
			require.Equal(t, 510, r.Code, p)
			require.NotContains(t, string(r.Result), "zhangsan")
		}

		// The user list's data rules apply.
		ctx := viewer.System(context.Background())
		rule := s.App.DB.Client.SysPermissionDataRule.Create().SetPermissionID("m-user").SetRuleName("张姓").
			SetRuleColumn("username").SetRuleConditions("RIGHT_LIKE").SetRuleValue("zhang").SaveX(ctx)
		s.Grant(t, s.RoleID(t, "engineer"), []string{"m-user"}, map[string]string{"m-user": rule.ID})
		p = s.List(t, eng, path, url.Values{"departId": {departID(t, s, "A01")}})
		require.Equal(t, []string{"zhangsan"}, testenv.Column(p, "username"))
	})
}

// The department picker's level-by-level tree and search.
func TestPickerDepartTreeSyncAndSearch(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword) // holds 部门管理
		nodes := func(path string) []departNode {
			r := s.Do(t, "GET", path, eng, nil)
			require.True(t, r.Success, "%s: %s", path, r.Message)
			var out []departNode
			r.Decode(t, &out)
			return out
		}
		roots := nodes("/sys/sysDepart/queryDepartTreeSync")
		a01 := departID(t, s, "A01")
		var found bool
		for _, n := range roots {
			if n.Key == a01 {
				found = true
				require.False(t, n.IsLeaf)
				require.Equal(t, "水资源配置工程建设管理局", n.Title)
			}
		}
		require.True(t, found, "A01 is a root")
		kids := nodes("/sys/sysDepart/queryDepartTreeSync?pid=" + a01)
		require.GreaterOrEqual(t, len(kids), 3)
		require.Equal(t, "工程技术部", kids[0].Title, "in department order")
		require.Equal(t, departID(t, s, "A01A01"), kids[0].Key)
		require.True(t, kids[0].IsLeaf)

		hits := nodes("/sys/sysDepart/searchBy?keyWord=" + url.QueryEscape("质量"))
		require.Len(t, hits, 1)
		require.Equal(t, departID(t, s, "A01A02"), hits[0].Key)
		r := s.Do(t, "GET", "/sys/sysDepart/searchBy?keyWord="+url.QueryEscape("没有这个"), eng, nil)
		require.Equal(t, "未查询匹配数据！", r.Message)

		// Without 部门管理 nothing is told.
		_, err := seed.CreateUser(context.Background(), s.App.DB.Client, "nobody", "无权", "Passw0rd1")
		require.NoError(t, err)
		tok := s.Token(t, "nobody", "Passw0rd1")
		for _, p := range []string{"/sys/sysDepart/queryDepartTreeSync", "/sys/sysDepart/searchBy?keyWord=" + url.QueryEscape("部")} {
			r := s.Do(t, "GET", p, tok, nil)
			require.Equal(t, 510, r.Code, p)
			require.NotContains(t, string(r.Result), "工程技术部")
		}
	})
}

// Another tenant's users and departments stay out of the pickers.
func TestPickersAreTenantIsolated(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		for _, id := range []int{1, 2} {
			require.NoError(t, c.SysTenant.Create().SetID(id).SetName("租户"+string(rune('0'+id))).Exec(ctx))
		}
		mkUser := func(name, tenant string) string {
			u, err := seed.CreateUser(context.Background(), c, name, name+"名", "Passw0rd1")
			require.NoError(t, err)
			c.SysUser.UpdateOne(u).SetRelTenantIds(tenant).ExecX(ctx)
			return u.ID
		}
		mkDepart := func(tenant int, code, name string) string {
			d, err := c.SysDepart.Create().SetDepartName(name).SetOrgCode(code).
				Save(viewer.NewContext(context.Background(), viewer.Viewer{TenantID: tenant, Username: "seed"}))
			require.NoError(t, err)
			return d.ID
		}
		d1, d2 := mkDepart(1, "T1", "甲部门"), mkDepart(2, "T2", "乙部门")
		a, b := mkUser("t1user", "1"), mkUser("t2user", "2")
		c.SysUserDepart.Create().SetUserID(a).SetDepID(d1).ExecX(ctx)
		c.SysUserDepart.Create().SetUserID(b).SetDepID(d2).ExecX(ctx)
		// Tenant 2's user is linked to tenant 1's department too: still not tenant 1's to see.
		c.SysUserDepart.Create().SetUserID(b).SetDepID(d1).ExecX(ctx)
		boss := mkUser("t1boss", "1")
		role := c.SysRole.Create().SetRoleName("租户管理").SetRoleCode("t1users").SetTenantID(1).SaveX(ctx)
		c.SysUserRole.Create().SetUserID(boss).SetRoleID(role.ID).ExecX(ctx)
		s.Grant(t, role.ID, append([]string{"m-depart"}, userButtons...), nil)
		tok := s.Token(t, "t1boss", "Passw0rd1")

		const path = "/sys/user/queryUserComponentData"
		require.Equal(t, []string{"t1boss", "t1user"}, sortedColumn(s.List(t, tok, path, url.Values{}), "username"))
		require.Equal(t, []string{"t1user"}, testenv.Column(s.List(t, tok, path, url.Values{"departId": {d1}}), "username"))
		require.Empty(t, s.List(t, tok, path, url.Values{"departId": {d2}}).Records, "another tenant's department")
		r := s.Do(t, "GET", "/sys/user/queryUserByDepId?id="+d2, tok, nil)
		require.True(t, r.Success, r.Message)
		require.JSONEq(t, "[]", string(r.Result))

		r = s.Do(t, "GET", "/sys/sysDepart/queryDepartTreeSync", tok, nil)
		require.True(t, r.Success, r.Message)
		var roots []departNode
		r.Decode(t, &roots)
		require.Equal(t, []departNode{{Key: d1, Title: "甲部门", IsLeaf: true}}, roots)
		r = s.Do(t, "GET", "/sys/sysDepart/searchBy?keyWord="+url.QueryEscape("乙"), tok, nil)
		require.Equal(t, "未查询匹配数据！", r.Message)
		require.NotContains(t, string(r.Result), "乙部门")
	})
}

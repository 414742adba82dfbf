package app_test

import (
	"context"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/ent/sysuserrole"
	"aqueduct/server/auth"
	"aqueduct/server/seed"
	"aqueduct/server/softdelete"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// roleButtons are the permission rows a role member manager needs.
var roleButtons = []string{"m-role", "m-role-edit"}

func TestRoleMembers(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		role := c.SysRole.Create().SetRoleName("成员测试").SetRoleCode("members").SaveX(ctx)
		m1 := s.NewUser(t, adm, "m1", "", "")
		m2 := s.NewUser(t, adm, "m2", "", "")
		members := func(q url.Values) testenv.Page {
			q.Set("roleId", role.ID)
			return s.List(t, adm, "/sys/user/userRoleList", q)
		}

		r := s.Do(t, "POST", "/sys/user/addSysUserRole", adm, map[string]any{"roleId": role.ID, "userIdList": []string{m1, m2}})
		require.True(t, r.Success, r.Message)
		require.Equal(t, "添加成功!", r.Message)
		r = s.Do(t, "POST", "/sys/user/addSysUserRole", adm, map[string]any{"roleId": role.ID, "userIdList": []string{m1}})
		require.True(t, r.Success, "a member again is no error: %s", r.Message)
		require.Equal(t, 2, c.SysUserRole.Query().Where(sysuserrole.RoleID(role.ID)).CountX(ctx), "no duplicate link")
		require.Equal(t, []string{"m1", "m2"}, sortedColumn(members(url.Values{}), "username"))
		require.Equal(t, []string{"m1"}, testenv.Column(members(url.Values{"username": {"m1"}}), "username"))
		require.Equal(t, 1, members(url.Values{"pageSize": {"1"}}).Size)

		// The role code check, for the role form.
		require.Equal(t, "角色编码已存在", s.Do(t, "GET", "/sys/role/checkRoleCode?roleCode=members", adm, nil).Message)
		require.True(t, s.Do(t, "GET", "/sys/role/checkRoleCode?roleCode=members&id="+role.ID, adm, nil).Success)
		require.True(t, s.Do(t, "GET", "/sys/role/checkRoleCode?roleCode=free", adm, nil).Success)

		r = s.Do(t, "DELETE", "/sys/user/deleteUserRole?roleId="+role.ID+"&userId="+m1, adm, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, []string{"m2"}, testenv.Column(members(url.Values{}), "username"))
		r = s.Do(t, "DELETE", "/sys/user/deleteUserRoleBatch?roleId="+role.ID+"&userIds="+m2+",", adm, nil)
		require.True(t, r.Success, r.Message)
		require.Zero(t, members(url.Values{}).Total)

		// A member's new role counts at once: m1 gets the role's menu.
		s.Grant(t, role.ID, []string{"m-depart"}, nil)
		tok := s.Token(t, "m1", "Passw0rd1")
		require.False(t, s.Do(t, "GET", "/sys/sysDepart/queryTreeList", tok, nil).Success)
		require.True(t, s.Do(t, "POST", "/sys/user/addSysUserRole", adm, map[string]any{"roleId": role.ID, "userIdList": []string{m1}}).Success)
		require.True(t, s.Do(t, "GET", "/sys/sysDepart/queryTreeList", tok, nil).Success)

		// Without the role button nothing changes.
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		s.Grant(t, s.RoleID(t, "engineer"), userButtons, nil)
		r = s.Do(t, "POST", "/sys/user/addSysUserRole", eng, map[string]any{"roleId": role.ID, "userIdList": []string{m2}})
		require.False(t, r.Success)
		require.False(t, s.Do(t, "DELETE", "/sys/user/deleteUserRole?roleId="+role.ID+"&userId="+m1, eng, nil).Success)
		require.False(t, s.Do(t, "GET", "/sys/user/userRoleList?roleId="+role.ID, eng, nil).Success)
		require.Equal(t, 1, c.SysUserRole.Query().Where(sysuserrole.RoleID(role.ID)).CountX(ctx))

		// With it, only roles he could hold, and only to users he may manage.
		s.Grant(t, s.RoleID(t, "engineer"), roleButtons, nil)
		adminRole := s.RoleID(t, viewer.AdminRoleCode)
		r = s.Do(t, "POST", "/sys/user/addSysUserRole", eng, map[string]any{"roleId": adminRole, "userIdList": []string{m2}})
		require.Equal(t, "不能授予角色「管理员」：它的权限超出了您自己的权限", r.Message)
		admin := s.User(t, "admin")
		engRole := s.RoleID(t, "engineer")
		r = s.Do(t, "POST", "/sys/user/addSysUserRole", eng, map[string]any{"roleId": engRole, "userIdList": []string{admin.ID}})
		require.Equal(t, "不能管理权限高于自己的用户", r.Message)
		r = s.Do(t, "DELETE", "/sys/user/deleteUserRole?roleId="+adminRole+"&userId="+admin.ID, eng, nil)
		require.Equal(t, "不能授予角色「管理员」：它的权限超出了您自己的权限", r.Message)
		require.True(t, c.SysUserRole.Query().Where(sysuserrole.RoleID(adminRole), sysuserrole.UserID(admin.ID)).ExistX(ctx))
		r = s.Do(t, "POST", "/sys/user/addSysUserRole", eng, map[string]any{"roleId": engRole, "userIdList": []string{m2}})
		require.True(t, r.Success, "a role within his own rights: %s", r.Message)
		r = s.Do(t, "POST", "/sys/user/addSysUserRole", eng, map[string]any{"roleId": "nope", "userIdList": []string{m2}})
		require.Equal(t, "未找到对应角色！", r.Message)
	})
}

func TestAdminPasswordReset(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		s.NewUser(t, adm, "pw1", "", "")
		victim := s.Token(t, "pw1", "Passw0rd1")
		reset := func(token, username, password string) testenv.Reply {
			return s.Do(t, "PUT", "/sys/user/changePassword", token, map[string]any{"username": username, "password": password})
		}

		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		s.Grant(t, s.RoleID(t, "engineer"), userButtons, nil)
		require.False(t, reset(eng, "pw1", "Other0pass").Success, "no user:changepwd button")

		require.Equal(t, auth.MsgPasswordRule, reset(adm, "pw1", "short").Message)
		require.Equal(t, "用户不存在！", reset(adm, "nobody", "NewPassw0rd").Message)
		r := reset(adm, "pw1", "NewPassw0rd")
		require.True(t, r.Success, r.Message)
		require.Equal(t, "密码修改成功!", r.Message)
		require.Equal(t, 401, s.Do(t, "GET", "/sys/user/getCurrentUserDeparts", victim, nil).Status, "the user's sessions ended")
		require.False(t, s.Login(t, "pw1", "Passw0rd1").Success)
		require.True(t, s.Login(t, "pw1", "NewPassw0rd").Success)

		// A user manager with the button may not reset a stronger user's password.
		s.Grant(t, s.RoleID(t, "engineer"), []string{"b-user-changepwd"}, nil)
		require.Equal(t, "不能管理权限高于自己的用户", reset(eng, "admin", "Hijack3dd").Message)
		require.True(t, s.Login(t, "admin", seed.DemoAdminPassword).Success)
		r = reset(eng, "pw1", "Again0pass")
		require.True(t, r.Success, r.Message)
	})
}

// binOf reads the recycle bin, a plain array as JeecgBoot 2.4's 回收站 reads it.
func binOf(t *testing.T, s *testenv.Server, token string, q url.Values) testenv.Page {
	t.Helper()
	r := s.Do(t, "GET", "/sys/user/recycleBin?"+q.Encode(), token, nil)
	require.True(t, r.Success, r.Message)
	var p testenv.Page
	r.Decode(t, &p.Records)
	p.Total = len(p.Records)
	return p
}

func TestUserRecycleBin(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		dep := c.SysDepart.Create().SetDepartName("回收部").SetOrgCode("Z09").SetParentID("").SaveX(ctx)
		engRole := s.RoleID(t, "engineer")
		rb1 := s.NewUser(t, adm, "rb1", engRole, dep.ID)
		rb2 := s.NewUser(t, adm, "rb2", engRole, dep.ID)
		bin := func() []string {
			return sortedColumn(binOf(t, s, adm, url.Values{"pageSize": {"1"}}), "username") // paging ignored
		}
		listed := func(name string) int {
			return s.List(t, adm, "/sys/user/list", url.Values{"username": {name}}).Total
		}
		require.Empty(t, bin())
		require.Equal(t, "未找到对应数据", s.Do(t, "PUT", "/sys/user/putRecycleBin", adm, map[string]any{"userIds": rb1}).Message,
			"a live user is not in the bin")

		require.True(t, s.Do(t, "DELETE", "/sys/user/deleteBatch?ids="+rb1+","+rb2, adm, nil).Success)
		require.Equal(t, []string{"rb1", "rb2"}, bin())
		require.Zero(t, listed("rb1"))
		require.Equal(t, []string{"rb2"}, testenv.Column(binOf(t, s, adm, url.Values{"username": {"rb2"}}), "username"))

		r := s.Do(t, "PUT", "/sys/user/putRecycleBin", adm, map[string]any{"userIds": rb1})
		require.True(t, r.Success, r.Message)
		require.Equal(t, "还原成功", r.Message)
		require.Equal(t, 1, listed("rb1"))
		require.Equal(t, []string{"rb2"}, bin())
		require.True(t, s.Login(t, "rb1", "Passw0rd1").Success, "the restored user logs in")

		r = s.Do(t, "DELETE", "/sys/user/deleteRecycleBin?userIds="+rb1+","+rb2, adm, nil)
		require.Equal(t, "未找到对应数据", r.Message, "rb1 is live again: nothing is purged")
		r = s.Do(t, "DELETE", "/sys/user/deleteRecycleBin?userIds="+rb2, adm, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "删除成功!", r.Message)
		require.Empty(t, bin())
		require.False(t, c.SysUser.Query().Where(sysuser.ID(rb2)).ExistX(softdelete.WithDeleted(ctx)), "gone for good")
		require.False(t, c.SysUserRole.Query().Where(sysuserrole.UserID(rb2)).ExistX(ctx))
		require.False(t, c.SysUserDepart.Query().Where(sysuserdepart.UserID(rb2)).ExistX(ctx))
		require.True(t, c.SysUserRole.Query().Where(sysuserrole.UserID(rb1)).ExistX(ctx), "the restored user keeps his role")

		// Deleting needs the delete button, and a stronger user stays out of reach.
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		require.False(t, s.Do(t, "GET", "/sys/user/recycleBin", eng, nil).Success)
		s.Grant(t, s.RoleID(t, "engineer"), userButtons, nil)
		boss := s.NewUser(t, adm, "rbboss", s.RoleID(t, viewer.AdminRoleCode), "")
		require.True(t, s.Do(t, "DELETE", "/sys/user/delete?id="+boss, adm, nil).Success)
		require.Equal(t, "不能管理权限高于自己的用户",
			s.Do(t, "PUT", "/sys/user/putRecycleBin", eng, map[string]any{"userIds": boss}).Message)
		require.Equal(t, "不能管理权限高于自己的用户", s.Do(t, "DELETE", "/sys/user/deleteRecycleBin?userIds="+boss, eng, nil).Message)
		require.True(t, c.SysUser.Query().Where(sysuser.ID(boss)).ExistX(softdelete.WithDeleted(ctx)))
	})
}

func TestAddressList(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		top := c.SysDepart.Create().SetDepartName("通讯总部").SetOrgCode("Z01").SetParentID("").SaveX(ctx)
		one := c.SysDepart.Create().SetDepartName("通讯一部").SetOrgCode("Z01A01").SetParentID(top.ID).SaveX(ctx)
		two := c.SysDepart.Create().SetDepartName("通讯二部").SetOrgCode("Z02").SetParentID("").SaveX(ctx)
		s.NewUser(t, adm, "ab1", "", one.ID+","+two.ID)
		s.NewUser(t, adm, "ab2", "", two.ID)
		s.NewUser(t, adm, "ab3", "", top.ID)
		c.SysUser.Update().Where(sysuser.Username("ab1")).SetPost("工程师").SetPhone("13900000001").ExecX(ctx)
		book := func(code string) testenv.Page {
			return s.List(t, adm, "/sys/user/queryByOrgCodeForAddressList", url.Values{"orgCode": {code}, "pageSize": {"50"}})
		}
		p := book("Z01")
		require.Equal(t, []string{"ab1", "ab3"}, sortedColumn(p, "username"), "the subtree, not the sibling")
		for _, r := range p.Records {
			if r["username"] == "ab1" {
				require.Equal(t, "通讯一部", r["departName"], "only departments inside the subtree")
				require.Equal(t, "工程师", r["post"])
				require.Equal(t, "13900000001", r["phone"])
				require.Nil(t, r["password"])
			}
		}
		require.Equal(t, []string{"ab1"}, testenv.Column(book("Z01A01"), "username"))
		require.Equal(t, []string{"ab1", "ab2"}, sortedColumn(book("Z02"), "username"))
		require.Zero(t, book("NOPE").Total)
		require.GreaterOrEqual(t, book("").Total, 3)

		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		require.False(t, s.Do(t, "GET", "/sys/user/queryByOrgCodeForAddressList?orgCode=Z01", eng, nil).Success, "no menu")
	})
}

// Another tenant's users, roles and departments are never reached.
func TestUserAdminTenantIsolation(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		for _, id := range []int{1, 2} {
			r := s.Do(t, "POST", "/sys/tenant/add", adm, map[string]any{"id": id, "name": "租户" + string(rune('0'+id)), "status": 1})
			require.True(t, r.Success, r.Message)
		}
		d1 := c.SysDepart.Create().SetDepartName("一部").SetOrgCode("Y01").SetParentID("").SetTenantID(1).SaveX(ctx)
		d2 := c.SysDepart.Create().SetDepartName("二部").SetOrgCode("Y02").SetParentID("").SetTenantID(2).SaveX(ctx)
		mk := func(name, tenant, depart string) string {
			id := s.NewUser(t, adm, name, "", "")
			c.SysUser.UpdateOneID(id).SetRelTenantIds(tenant).ExecX(ctx)
			if depart != "" { // the admin without a tenant does not see tenants' departments
				c.SysUserDepart.Create().SetUserID(id).SetDepID(depart).ExecX(ctx)
			}
			return id
		}
		t1 := mk("i1a", "1", d1.ID)
		t2 := mk("i2a", "2", d2.ID)
		boss := mk("i1boss", "1", "")
		role1 := c.SysRole.Create().SetRoleName("租户一管理").SetRoleCode("i1admin").SetTenantID(1).SaveX(ctx)
		role2 := c.SysRole.Create().SetRoleName("租户二角色").SetRoleCode("i2role").SetTenantID(2).SaveX(ctx)
		c.SysUserRole.Create().SetUserID(boss).SetRoleID(role1.ID).ExecX(ctx)
		c.SysUserRole.Create().SetUserID(t2).SetRoleID(role2.ID).ExecX(ctx)
		s.Grant(t, role1.ID, append(append(append([]string{}, userButtons...), roleButtons...), "b-user-changepwd", "m-addresslist"), nil)
		tok := s.Token(t, "i1boss", "Passw0rd1")

		const gone = "未找到对应数据"
		r := s.Do(t, "POST", "/sys/user/addSysUserRole", tok, map[string]any{"roleId": role1.ID, "userIdList": []string{t2}})
		require.Equal(t, gone, r.Message)
		r = s.Do(t, "POST", "/sys/user/addSysUserRole", tok, map[string]any{"roleId": role2.ID, "userIdList": []string{t1}})
		require.Equal(t, "未找到对应角色！", r.Message)
		require.Zero(t, s.List(t, tok, "/sys/user/userRoleList", url.Values{"roleId": {role2.ID}}).Total)
		r = s.Do(t, "POST", "/sys/user/addSysUserRole", tok, map[string]any{"roleId": role1.ID, "userIdList": []string{t1}})
		require.True(t, r.Success, r.Message)
		require.Equal(t, []string{"i1a", "i1boss"}, sortedColumn(s.List(t, tok, "/sys/user/userRoleList", url.Values{"roleId": {role1.ID}}), "username"))

		require.Equal(t, "用户不存在！", s.Do(t, "PUT", "/sys/user/changePassword", tok, map[string]any{"username": "i2a", "password": "Hijack3dd"}).Message)
		require.True(t, s.Login(t, "i2a", "Passw0rd1").Success)

		require.Equal(t, []string{"i1a", "i1boss"}, sortedColumn(s.List(t, tok, "/sys/user/queryByOrgCodeForAddressList", url.Values{}), "username"))
		require.Zero(t, s.List(t, tok, "/sys/user/queryByOrgCodeForAddressList", url.Values{"orgCode": {"Y02"}}).Total)

		require.True(t, s.Do(t, "DELETE", "/sys/user/deleteBatch?ids="+t1+","+t2, adm, nil).Success)
		require.Equal(t, []string{"i1a"}, testenv.Column(binOf(t, s, tok, url.Values{}), "username"))
		require.Equal(t, gone, s.Do(t, "PUT", "/sys/user/putRecycleBin", tok, map[string]any{"userIds": t2}).Message)
		require.Equal(t, gone, s.Do(t, "DELETE", "/sys/user/deleteRecycleBin?userIds="+t2, tok, nil).Message)
		require.True(t, s.Do(t, "PUT", "/sys/user/putRecycleBin", tok, map[string]any{"userIds": t1}).Success)
		require.True(t, c.SysUser.Query().Where(sysuser.ID(t2), sysuser.DelFlag(1)).ExistX(softdelete.WithDeleted(ctx)))
	})
}

package app_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysdepart"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/server/httpx"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestDepartRoles drives department authorisation and department roles:
// an admin gives a department menus (部门权限), its head makes a role of them
// in 我的部门 and gives it to a member, who then holds them like a role's.
func TestDepartRoles(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		c := s.App.DB.Client
		ctx := viewer.System(context.Background())
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		depart := func(code string) string {
			id, err := c.SysDepart.Query().Where(sysdepart.OrgCode(code)).OnlyID(ctx)
			require.NoError(t, err)
			return id
		}
		deptA, deptB := depart("A01A01"), depart("A01A02")
		ids := func(r testenv.Reply) []string {
			require.True(t, r.Success, r.Message)
			var out []string
			r.Decode(t, &out)
			return out
		}
		csv := func(v ...string) string { return strings.Join(v, ",") }
		saveDepart := func(token, dept string, now, last []string) testenv.Reply {
			return s.Do(t, "POST", "/sys/permission/saveDepartPermission", token, map[string]any{
				"departId": dept, "permissionIds": csv(now...), "lastpermissionIds": csv(last...)})
		}
		menuOf := func(token string) userPerms {
			r := s.Do(t, "GET", "/sys/permission/getUserPermissionByToken?client=aqueduct", token, nil)
			require.True(t, r.Success, r.Message)
			var up userPerms
			r.Decode(t, &up)
			return up
		}
		hasAuth := func(up userPerms, action string) bool {
			for _, a := range up.Auth {
				if a["action"] == action {
					return true
				}
			}
			return false
		}
		users := func(token string) []map[string]any {
			r := s.Do(t, "GET", "/sys/user/list?pageSize=100", token, nil)
			require.True(t, r.Success, r.Message)
			var page struct {
				Records []map[string]any `json:"records"`
			}
			r.Decode(t, &page)
			return page.Records
		}

		// 部门权限: the admin gives department A 用户管理 (under 系统管理) with its 冻结 button.
		granted := []string{"m-isystem", "m-user", "b-user-frozen"}
		r := saveDepart(admin, deptA, granted, nil)
		require.True(t, r.Success, r.Message)
		require.ElementsMatch(t, granted, ids(s.Do(t, "GET", "/sys/permission/queryDepartPermission?departId="+deptA, admin, nil)))
		require.Equal(t, 510, s.Do(t, "GET", "/sys/permission/queryDepartPermission?departId="+deptA, eng, nil).Code)

		// The engineer gets the 部门权限 and 部门角色 buttons, and heads department A.
		engRole, err := c.SysRole.Query().Where(sysrole.RoleCode("engineer")).OnlyID(ctx)
		require.NoError(t, err)
		before := ids(s.Do(t, "GET", "/sys/permission/queryRolePermission?roleId="+engRole, admin, nil))
		r = s.Do(t, "POST", "/sys/permission/saveRolePermission", admin, map[string]any{"roleId": engRole,
			"permissionIds": csv(append(before, "b-depart-auth", "b-mydepart-role")...), "lastpermissionIds": csv(before...)})
		require.True(t, r.Success, r.Message)
		list := func(token, dept string) testenv.Reply {
			return s.Do(t, "GET", "/sys/sysDepartRole/list?deptId="+dept, token, nil)
		}
		require.Equal(t, "只能管理您负责的部门", list(eng, deptA).Message)
		c.SysUser.Update().Where(sysuser.Username("engineer")).SetUserIdentity(2).SetDepartIds(deptA).ExecX(ctx)
		require.True(t, list(eng, deptA).Success)
		require.Equal(t, "只能管理您负责的部门", list(eng, deptB).Message)

		// A granter cannot give a department more than he holds, nor change one that holds more.
		r = saveDepart(eng, deptB, []string{"m-permission"}, nil)
		require.Equal(t, "不能授予您自己没有的权限：菜单管理", r.Message)
		r = saveDepart(eng, deptA, nil, granted)
		require.Equal(t, "不能修改权限超出您自己权限的部门", r.Message)

		// 部门角色: the head makes a role of what the department holds.
		r = s.Do(t, "POST", "/sys/sysDepartRole/add", eng, map[string]any{"departId": deptA, "roleName": "用户管理员", "roleCode": "dept_user"})
		require.True(t, r.Success, r.Message)
		var role struct {
			ID string `json:"id"`
		}
		r.Decode(t, &role)
		r = s.Do(t, "POST", "/sys/sysDepartRole/add", eng, map[string]any{"departId": deptA, "roleName": "重复", "roleCode": "dept_user"})
		require.Equal(t, "部门角色编码已存在", r.Message)
		require.False(t, s.Do(t, "GET", "/sys/sysDepartRole/checkRoleCode?departId="+deptA+"&roleCode=dept_user", eng, nil).Success)
		require.True(t, s.Do(t, "GET", "/sys/sysDepartRole/checkRoleCode?id="+role.ID+"&roleCode=dept_user", eng, nil).Success)
		r = s.Do(t, "GET", "/sys/sysDepartPermission/queryTreeListForDeptRole?departId="+deptA, eng, nil)
		require.True(t, r.Success, r.Message)
		var tree struct {
			IDs []string `json:"ids"`
		}
		r.Decode(t, &tree)
		require.ElementsMatch(t, granted, tree.IDs, "only what the department holds")
		saveRole := func(now, last []string) testenv.Reply {
			return s.Do(t, "POST", "/sys/sysDepartPermission/saveDeptRolePermission", eng, map[string]any{
				"roleId": role.ID, "permissionIds": csv(now...), "lastpermissionIds": csv(last...)})
		}
		r = saveRole([]string{"m-permission"}, nil)
		require.Equal(t, "部门没有该权限，不能授予部门角色：菜单管理", r.Message)
		r = saveRole(granted, nil)
		require.True(t, r.Success, r.Message)
		require.ElementsMatch(t, granted, ids(s.Do(t, "GET", "/sys/sysDepartPermission/queryDeptRolePermission?roleId="+role.ID, eng, nil)))

		// A member of the department without roles gets the department role.
		r = s.Do(t, "POST", "/sys/user/add", admin, map[string]any{
			"username": "drole", "realname": "部门角色用户", "password": "Drole1234", "selecteddeparts": deptA})
		require.True(t, r.Success, r.Message)
		var member struct {
			ID string `json:"id"`
		}
		r.Decode(t, &member)
		user := s.Token(t, "drole", "Drole1234")
		require.False(t, titles(menuOf(user).Menu, map[string]bool{})["用户管理"])
		require.Equal(t, 510, s.Do(t, "GET", "/sys/user/list", user, nil).Code)
		adminID, err := c.SysUser.Query().Where(sysuser.Username("admin")).OnlyID(ctx)
		require.NoError(t, err)
		r = s.Do(t, "POST", "/sys/sysDepartRole/deptRoleUserAdd", eng, map[string]any{"userId": adminID, "newRoleId": role.ID, "oldRoleId": ""})
		require.Equal(t, "该用户不是本部门的成员", r.Message)
		r = s.Do(t, "POST", "/sys/sysDepartRole/deptRoleUserAdd", eng, map[string]any{"userId": member.ID, "newRoleId": role.ID, "oldRoleId": ""})
		require.True(t, r.Success, r.Message)
		r = s.Do(t, "GET", "/sys/sysDepartRole/getDeptRoleByUserId?departId="+deptA+"&userId="+member.ID, eng, nil)
		require.True(t, r.Success, r.Message)
		require.Contains(t, string(r.Result), role.ID)
		up := menuOf(user)
		require.True(t, titles(up.Menu, map[string]bool{})["用户管理"], "the department role's menu shows")
		require.True(t, hasAuth(up, "user:frozen"))
		require.Greater(t, len(users(user)), 1, "and its route opens")

		// Leaving the department leaves its roles.
		c.SysUserDepart.Delete().Where(sysuserdepart.UserID(member.ID), sysuserdepart.DepID(deptA)).ExecX(ctx)
		require.False(t, titles(menuOf(user).Menu, map[string]bool{})["用户管理"])
		require.Equal(t, 510, s.Do(t, "GET", "/sys/user/list", user, nil).Code)
		c.SysUserDepart.Create().SetUserID(member.ID).SetDepID(deptA).ExecX(ctx)
		require.True(t, titles(menuOf(user).Menu, map[string]bool{})["用户管理"])

		// A department role's data rule narrows its member's list; the department's rules bind its roles.
		r = s.Do(t, "POST", "/sys/permission/addPermissionRule", admin, map[string]any{"permissionId": "m-user",
			"ruleName": "本人", "ruleColumn": "username", "ruleConditions": "=", "ruleValue": "#{sys_user_code}", "status": "1"})
		require.True(t, r.Success, r.Message)
		var rule struct {
			ID string `json:"id"`
		}
		r.Decode(t, &rule)
		roleRule := func(ruleIDs string) testenv.Reply {
			return s.Do(t, "POST", "/sys/sysDepartRole/datarule", eng, map[string]any{"permissionId": "m-user", "departId": deptA,
				"roleId": role.ID, "dataRuleIds": ruleIDs})
		}
		r = roleRule(rule.ID)
		require.True(t, r.Success, r.Message)
		r = s.Do(t, "GET", "/sys/sysDepartRole/datarule/m-user/"+deptA+"/"+role.ID, eng, nil)
		require.True(t, r.Success, r.Message)
		var dr struct {
			Datarule  []map[string]any `json:"datarule"`
			DrChecked string           `json:"drChecked"`
		}
		r.Decode(t, &dr)
		require.Len(t, dr.Datarule, 1)
		require.Equal(t, rule.ID, dr.DrChecked)
		rows := users(user)
		require.Len(t, rows, 1)
		require.Equal(t, "drole", rows[0]["username"])
		require.True(t, roleRule("").Success)
		require.Greater(t, len(users(user)), 1)
		r = s.Do(t, "POST", "/sys/sysDepartPermission/datarule", admin, map[string]any{"permissionId": "m-user", "departId": deptA, "dataRuleIds": rule.ID})
		require.True(t, r.Success, r.Message)
		r = s.Do(t, "GET", "/sys/sysDepartPermission/datarule/m-user/"+deptA, admin, nil)
		r.Decode(t, &dr)
		require.Equal(t, rule.ID, dr.DrChecked)
		require.Len(t, users(user), 1, "the department's rule reaches its roles")
		require.Equal(t, "不能去掉部门的数据规则", roleRule("").Message)
		r = s.Do(t, "POST", "/sys/sysDepartPermission/datarule", admin, map[string]any{"permissionId": "m-role", "departId": deptA, "dataRuleIds": ""})
		require.Equal(t, "请先保存部门菜单权限!", r.Message)

		// Taking a permission from the department takes it from its roles.
		r = saveDepart(admin, deptA, granted[:2], granted)
		require.True(t, r.Success, r.Message)
		require.ElementsMatch(t, granted[:2], ids(s.Do(t, "GET", "/sys/sysDepartPermission/queryDeptRolePermission?roleId="+role.ID, eng, nil)))
		require.False(t, hasAuth(menuOf(user), "user:frozen"))
		r = saveDepart(admin, deptA, granted[:1], granted[:2])
		require.True(t, r.Success, r.Message)
		require.Equal(t, granted[:1], ids(s.Do(t, "GET", "/sys/sysDepartPermission/queryDeptRolePermission?roleId="+role.ID, eng, nil)))
		require.False(t, titles(menuOf(user).Menu, map[string]bool{})["用户管理"])
		r = s.Do(t, "GET", "/sys/user/list", user, nil)
		require.Equal(t, 510, r.Code)
		require.Equal(t, httpx.MsgNoAuthz, r.Message)

		// Deleting the role takes its members with it.
		r = s.Do(t, "DELETE", "/sys/sysDepartRole/delete?id="+role.ID, eng, nil)
		require.True(t, r.Success, r.Message)
		r = s.Do(t, "GET", "/sys/sysDepartRole/getDeptRoleByUserId?departId="+deptA+"&userId="+member.ID, eng, nil)
		require.Equal(t, "[]", string(r.Result))
	})
}

package app_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysrole"
	"aqueduct/server/httpx"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestRoleGrants drives role authorisation through the endpoints the 授权
// drawer uses: grants show in the user's menu and open routes at once, data
// rules narrow lists, and a granter cannot give more than he holds.
func TestRoleGrants(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		ctx := viewer.System(context.Background())
		roleID := func(code string) string {
			id, err := s.App.DB.Client.SysRole.Query().Where(sysrole.RoleCode(code)).OnlyID(ctx)
			require.NoError(t, err)
			return id
		}
		engRole := roleID("engineer")
		held := func(role string) []string {
			r := s.Do(t, "GET", "/sys/permission/queryRolePermission?roleId="+role, admin, nil)
			require.True(t, r.Success, r.Message)
			var ids []string
			r.Decode(t, &ids)
			return ids
		}
		save := func(token, role string, now, last []string) testenv.Reply {
			return s.Do(t, "POST", "/sys/permission/saveRolePermission", token, map[string]any{
				"roleId": role, "permissionIds": strings.Join(now, ","), "lastpermissionIds": strings.Join(last, ",")})
		}
		engMenu := func() userPerms {
			r := s.Do(t, "GET", "/sys/permission/getUserPermissionByToken?client=aqueduct", eng, nil)
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

		// The tree holds every menu and button, with all ids.
		r := s.Do(t, "GET", "/sys/permission/queryTreeList", admin, nil)
		require.True(t, r.Success, r.Message)
		var tree struct {
			TreeList []map[string]any `json:"treeList"`
			IDs      []string         `json:"ids"`
		}
		r.Decode(t, &tree)
		require.Contains(t, tree.IDs, "m-user")
		require.Contains(t, tree.IDs, "b-user-frozen")
		require.Contains(t, tree.IDs, "b-role-auth")
		require.NotEmpty(t, tree.TreeList[0]["title"])
		require.Equal(t, 510, s.Do(t, "GET", "/sys/permission/queryTreeList", eng, nil).Code, "needs the authorisation button")

		// Grant 用户管理 and its 冻结 button.
		before := held(engRole)
		require.NotContains(t, before, "m-user")
		require.False(t, titles(engMenu().Menu, map[string]bool{})["用户管理"])
		require.Equal(t, 510, s.Do(t, "GET", "/sys/user/list", eng, nil).Code)
		after := append(append([]string{}, before...), "m-user", "b-user-frozen")
		r = save(admin, engRole, after, before)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "保存成功！", r.Message)
		require.ElementsMatch(t, after, held(engRole))
		up := engMenu()
		require.True(t, titles(up.Menu, map[string]bool{})["用户管理"])
		require.True(t, hasAuth(up, "user:frozen"))
		r = s.Do(t, "GET", "/sys/user/list?pageSize=100", eng, nil)
		require.True(t, r.Success, r.Message)
		var page struct {
			Records []map[string]any `json:"records"`
		}
		r.Decode(t, &page)
		require.Greater(t, len(page.Records), 1)

		// Data rules: bad ones are refused, a good one narrows the list.
		rule := func(col, cond, val string) testenv.Reply {
			return s.Do(t, "POST", "/sys/permission/addPermissionRule", admin, map[string]any{
				"permissionId": "m-user", "ruleName": "本人", "ruleColumn": col, "ruleConditions": cond, "ruleValue": val, "status": "1"})
		}
		r = rule("username", "USE_SQL_RULES", "1=1")
		require.False(t, r.Success)
		require.Contains(t, r.Message, "USE_SQL_RULES")
		r = rule("password", "=", "x")
		require.False(t, r.Success, "secret columns are not rule columns")
		r = rule("no_such_column", "=", "x")
		require.False(t, r.Success)
		require.Contains(t, r.Message, "no_such_column")
		require.False(t, rule("username", "=", "#{sys_unknown}").Success)
		r = rule("username", "=", "#{sys_user_code}")
		require.True(t, r.Success, r.Message)
		var added struct {
			ID string `json:"id"`
		}
		r.Decode(t, &added)
		r = s.Do(t, "GET", "/sys/role/datarule/m-user/"+engRole, admin, nil)
		require.True(t, r.Success, r.Message)
		var dr struct {
			Datarule  []map[string]any `json:"datarule"`
			DrChecked string           `json:"drChecked"`
		}
		r.Decode(t, &dr)
		require.Len(t, dr.Datarule, 1)
		require.Empty(t, dr.DrChecked)
		r = s.Do(t, "POST", "/sys/role/datarule", admin, map[string]any{"permissionId": "m-user", "roleId": engRole, "dataRuleIds": added.ID})
		require.True(t, r.Success, r.Message)
		r = s.Do(t, "GET", "/sys/user/list?pageSize=100", eng, nil)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &page)
		require.Len(t, page.Records, 1)
		require.Equal(t, "engineer", page.Records[0]["username"])
		r = s.Do(t, "POST", "/sys/role/datarule", admin, map[string]any{"permissionId": "m-depart-x", "roleId": engRole, "dataRuleIds": ""})
		require.Equal(t, "请先保存角色菜单权限!", r.Message)

		// A second save of the same screen keeps the rule of the kept grant.
		r = save(admin, engRole, append(append([]string{}, after...), "b-role-auth", "m-role"), after)
		require.True(t, r.Success, r.Message)
		r = s.Do(t, "GET", "/sys/role/datarule/m-user/"+engRole, admin, nil)
		r.Decode(t, &dr)
		require.Equal(t, added.ID, dr.DrChecked)

		// The engineer may now authorise roles, but only with what he holds.
		r = s.Do(t, "POST", "/sys/role/add", admin, map[string]any{"roleName": "巡检", "roleCode": "inspector"})
		require.True(t, r.Success, r.Message)
		insp := roleID("inspector")
		r = save(eng, insp, []string{"m-permission"}, nil)
		require.False(t, r.Success)
		require.Equal(t, "不能授予您自己没有的权限：菜单管理", r.Message)
		r = save(eng, roleID(viewer.AdminRoleCode), nil, []string{"m-user"})
		require.False(t, r.Success, "the admin role holds more than the engineer")
		r = save(eng, insp, []string{"m-user"}, nil)
		require.True(t, r.Success, r.Message)
		r = s.Do(t, "GET", "/sys/role/datarule/m-user/"+insp, admin, nil)
		r.Decode(t, &dr)
		require.Equal(t, added.ID, dr.DrChecked, "his own data rule goes with the grant")
		r = s.Do(t, "POST", "/sys/role/datarule", eng, map[string]any{"permissionId": "m-user", "roleId": insp, "dataRuleIds": ""})
		require.False(t, r.Success, "he cannot lift the rule that limits him")

		// Revoking removes the menu and the button, and closes the route.
		r = save(admin, engRole, before, held(engRole))
		require.True(t, r.Success, r.Message)
		up = engMenu()
		require.False(t, titles(up.Menu, map[string]bool{})["用户管理"])
		require.False(t, hasAuth(up, "user:frozen"))
		r = s.Do(t, "GET", "/sys/user/list", eng, nil)
		require.Equal(t, 510, r.Code)
		require.Equal(t, httpx.MsgNoAuthz, r.Message)
	})
}

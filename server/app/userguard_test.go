package app_test

import (
	"context"
	"net/url"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysuser"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// userButtons are the permission rows of 用户管理 and its buttons.
var userButtons = []string{"m-user", "m-user-add", "m-user-edit", "m-user-delete", "m-user-batch_delete",
	"m-user-export", "m-user-import", "b-user-frozen"}

// A user manager grants only roles within his own permissions, and cannot
// change, freeze or delete a user who holds more.
func TestUserManagerCannotEscalate(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		s.Grant(t, s.RoleID(t, "engineer"), userButtons, nil)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		adminRole, engRole := s.RoleID(t, viewer.AdminRoleCode), s.RoleID(t, "engineer")
		admin := s.User(t, "admin")

		r := s.Do(t, "POST", "/sys/user/add", eng, map[string]any{
			"username": "mallory", "realname": "M", "password": "Mallory123", "selectedroles": adminRole})
		require.Equal(t, "不能授予角色「管理员」：它的权限超出了您自己的权限", r.Message)
		require.False(t, s.App.DB.Client.SysUser.Query().Where(sysuser.Username("mallory")).
			ExistX(viewer.System(context.Background())), "nothing saved")

		r = s.Do(t, "POST", "/sys/user/add", eng, map[string]any{
			"username": "helper", "realname": "H", "password": "Helper123", "selectedroles": engRole})
		require.True(t, r.Success, "a role within his own rights: %s", r.Message)
		var helper struct{ ID string }
		r.Decode(t, &helper)
		r = s.Do(t, "PUT", "/sys/user/edit", eng, map[string]any{"id": helper.ID, "realname": "H2", "selectedroles": adminRole})
		require.Equal(t, "不能授予角色「管理员」：它的权限超出了您自己的权限", r.Message)
		require.Empty(t, s.List(t, eng, "/sys/user/list", url.Values{"username": {"helper"}, "realname": {"H2"}}).Records)

		// The admin holds more than the engineer: hands off.
		const above = "不能管理权限高于自己的用户"
		require.Equal(t, above, s.Do(t, "PUT", "/sys/user/edit", eng, map[string]any{"id": admin.ID, "realname": "x"}).Message)
		require.Equal(t, above, s.Do(t, "DELETE", "/sys/user/delete?id="+admin.ID, eng, nil).Message)
		require.Equal(t, above, s.Do(t, "PUT", "/sys/user/frozenBatch", eng, map[string]any{"ids": admin.ID, "status": 2}).Message)
		require.Equal(t, 1, s.User(t, "admin").Status)
		require.Equal(t, "管理员", s.User(t, "admin").Realname)

		// A role whose grant carries fewer data rules than the engineer's gives more.
		ctx := viewer.System(context.Background())
		rule := s.App.DB.Client.SysPermissionDataRule.Create().SetPermissionID("m-depart").SetRuleName("本人").
			SetRuleColumn("createBy").SetRuleConditions("=").SetRuleValue("#{sys_user_code}").SaveX(ctx)
		s.App.DB.Client.SysRolePermission.Update().Where().SetDataRuleIds(rule.ID).ExecX(ctx) // every grant restricted…
		wide := s.App.DB.Client.SysRole.Create().SetRoleName("宽").SetRoleCode("wide").SaveX(ctx)
		s.Grant(t, wide.ID, []string{"m-depart"}, nil) // …except this one
		r = s.Do(t, "PUT", "/sys/user/edit", eng, map[string]any{"id": helper.ID, "selectedroles": wide.ID})
		require.Equal(t, "不能授予角色「宽」：它的权限超出了您自己的权限", r.Message)

		// The admin may grant anything.
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		r = s.Do(t, "PUT", "/sys/user/edit", adm, map[string]any{"id": helper.ID, "selectedroles": adminRole})
		require.True(t, r.Success, r.Message)
	})
}

// With a tenant chosen, every user endpoint sees only that tenant's users.
func TestUsersAreTenantIsolated(t *testing.T) {
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
		mk := func(name, tenants string) string {
			r := s.Do(t, "POST", "/sys/user/add", adm, map[string]any{"username": name, "realname": name, "password": "Passw0rd1"})
			require.True(t, r.Success, r.Message)
			u := s.User(t, name)
			c.SysUser.UpdateOne(u).SetRelTenantIds(tenants).ExecX(ctx)
			return u.ID
		}
		mk("t1a", "1")
		u2 := mk("t2a", "2")
		mk("t12", "2,1")
		mk("t21x", "21") // tenant 21 is not tenant 1 or 2
		boss := mk("t1boss", "1")
		role := c.SysRole.Create().SetRoleName("租户用户管理").SetRoleCode("t1users").SetTenantID(1).SaveX(ctx)
		c.SysUserRole.Create().SetUserID(boss).SetRoleID(role.ID).ExecX(ctx)
		s.Grant(t, role.ID, userButtons, nil)
		tok := s.Token(t, "t1boss", "Passw0rd1")

		names := func(p testenv.Page) []string {
			out := testenv.Column(p, "username")
			sort.Strings(out)
			return out
		}
		p := s.List(t, tok, "/sys/user/list", url.Values{"pageSize": {"100"}})
		require.Equal(t, []string{"t12", "t1a", "t1boss"}, names(p), "neither the global admin nor other tenants' users")

		const gone = "未找到对应数据"
		qr := s.Do(t, "GET", "/sys/user/queryById?id="+u2, tok, nil)
		require.Equal(t, gone, qr.Message, string(qr.Result))
		require.Equal(t, gone, s.Do(t, "PUT", "/sys/user/edit", tok, map[string]any{"id": u2, "realname": "改"}).Message)
		require.Equal(t, gone, s.Do(t, "DELETE", "/sys/user/delete?id="+u2, tok, nil).Message)
		require.Equal(t, gone, s.Do(t, "DELETE", "/sys/user/deleteBatch?ids="+u2, tok, nil).Message)
		require.Equal(t, gone, s.Do(t, "PUT", "/sys/user/frozenBatch", tok, map[string]any{"ids": u2, "status": "2"}).Message)
		admin := s.User(t, "admin")
		require.Equal(t, gone, s.Do(t, "PUT", "/sys/user/frozenBatch", tok, map[string]any{"ids": admin.ID, "status": 2}).Message)
		after := s.User(t, "t2a")
		require.Equal(t, 1, after.Status)
		require.Equal(t, "t2a", after.Realname)

		r := s.Do(t, "GET", "/sys/user/queryUserRole?userid="+admin.ID, tok, nil)
		require.True(t, r.Success, r.Message)
		require.JSONEq(t, "[]", string(r.Result), "another tenant's user's roles")

		_, b := s.Download(t, tok, "/sys/user/exportXls")
		var exported []string
		for _, row := range testenv.ReadSheet(t, b)[3:] {
			exported = append(exported, row[0])
		}
		sort.Strings(exported)
		require.Equal(t, []string{"t12", "t1a", "t1boss"}, exported)

		r = s.Do(t, "GET", "/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=t1a", tok, nil)
		require.Equal(t, "该值不可用，系统中已存在！", r.Message)
		r = s.Do(t, "GET", "/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=t2a", tok, nil)
		require.True(t, r.Success, "another tenant's names are not told: %s", r.Message)

		// New users land in the tenant, whether added or imported.
		r = s.Do(t, "POST", "/sys/user/add", tok, map[string]any{"username": "t1new", "realname": "新", "password": "Passw0rd1"})
		require.True(t, r.Success, r.Message)
		r = s.Upload(t, tok, "/sys/user/importExcel", map[string][]byte{"u.xlsx": sheetFile(t, [][]any{
			{"登录账号", "真实名称"}, {"t1imp", "导入"}})})
		require.True(t, r.Success, r.Message)
		require.Equal(t, "1", s.User(t, "t1new").RelTenantIds)
		require.Equal(t, "1", s.User(t, "t1imp").RelTenantIds)
		require.Equal(t, 5, s.List(t, tok, "/sys/user/list", url.Values{}).Total)

		// Without a tenant the global admin sees everyone.
		require.GreaterOrEqual(t, s.List(t, adm, "/sys/user/list", url.Values{"pageSize": {"100"}}).Total, 10)
	})
}

// frozenBatch takes the 2.4 client's numeric status and passes the data rules.
func TestFrozenBatchFollowsDataRules(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		rule := c.SysPermissionDataRule.Create().SetPermissionID("m-user").SetRuleName("本人创建").
			SetRuleColumn("createBy").SetRuleConditions("=").SetRuleValue("#{sys_user_code}").SaveX(ctx)
		s.Grant(t, s.RoleID(t, "engineer"), userButtons, map[string]string{"m-user": rule.ID})
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)

		zhang := s.User(t, "zhangsan") // not created by the engineer
		r := s.Do(t, "PUT", "/sys/user/frozenBatch", eng, map[string]any{"ids": zhang.ID, "status": 2})
		require.Equal(t, "未找到对应数据", r.Message)
		require.Equal(t, 1, s.User(t, "zhangsan").Status)

		r = s.Do(t, "POST", "/sys/user/add", eng, map[string]any{"username": "mine", "realname": "我的", "password": "Passw0rd1"})
		require.True(t, r.Success, r.Message)
		mine := s.User(t, "mine")
		for _, status := range []any{2, "1", "2"} {
			r = s.Do(t, "PUT", "/sys/user/frozenBatch", eng, map[string]any{"ids": mine.ID + ",", "status": status})
			require.True(t, r.Success, "%v: %s", status, r.Message)
			require.Equal(t, map[any]int{2: 2, "1": 1, "2": 2}[status], s.User(t, "mine").Status)
		}
		r = s.Do(t, "PUT", "/sys/user/frozenBatch", eng, map[string]any{"ids": mine.ID, "status": 3})
		require.Equal(t, "状态参数不正确", r.Message)
	})
}

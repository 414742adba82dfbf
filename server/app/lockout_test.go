package app_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/syspermission"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/ent/sysuserrole"
	"aqueduct/server/grants"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// Nobody takes 授权 (the button and the pages above it) away from himself:
// not by changing his role's grants, leaving the role, editing his own roles,
// deleting the role or deleting the button in 菜单管理. The same changes go
// through when he keeps 授权 another way, and when they do not touch it.
func TestNoSelfLockout(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		adminTok := s.Token(t, "admin", seed.DemoAdminPassword)
		adminRole, engRole := s.RoleID(t, viewer.AdminRoleCode), s.RoleID(t, "engineer")
		admin, eng := s.User(t, "admin"), s.User(t, "engineer")
		held := func(role string) []string {
			ids, err := c.SysRolePermission.Query().Where(sysrolepermission.RoleID(role)).
				Select(sysrolepermission.FieldPermissionID).Strings(ctx)
			require.NoError(t, err)
			slices.Sort(ids)
			return ids
		}
		rolesOf := func(user string) []string {
			ids, err := c.SysUserRole.Query().Where(sysuserrole.UserID(user)).Select(sysuserrole.FieldRoleID).Strings(ctx)
			require.NoError(t, err)
			slices.Sort(ids)
			return ids
		}
		save := func(tok, role string, now, last []string) string {
			return s.Do(t, "POST", "/sys/permission/saveRolePermission", tok, map[string]any{
				"roleId": role, "permissionIds": strings.Join(now, ","), "lastpermissionIds": strings.Join(last, ",")}).Message
		}
		without := func(ids []string, drop string) []string {
			return slices.DeleteFunc(slices.Clone(ids), func(id string) bool { return id == drop })
		}
		const saved = "保存成功！"

		// The admin: his own role's grants.
		grantsBefore := held(adminRole)
		for _, p := range []string{"b-role-auth", "m-role", "m-isystem"} {
			require.Contains(t, grantsBefore, p)
			require.Equal(t, grants.LockoutMsg, save(adminTok, adminRole, without(grantsBefore, p), grantsBefore), p)
			require.Equal(t, grantsBefore, held(adminRole), "%s: nothing changed", p)
		}
		require.Equal(t, saved, save(adminTok, adminRole, without(grantsBefore, "b-user-frozen"), grantsBefore),
			"a grant that does not lead to 授权")
		require.NotContains(t, held(adminRole), "b-user-frozen")

		// Leaving the admin role, or editing it out of his own roles.
		require.Equal(t, []string{adminRole}, rolesOf(admin.ID))
		r := s.Do(t, "DELETE", "/sys/user/deleteUserRole?roleId="+adminRole+"&userId="+admin.ID, adminTok, nil)
		require.Equal(t, grants.LockoutMsg, r.Message)
		r = s.Do(t, "DELETE", "/sys/user/deleteUserRoleBatch?roleId="+adminRole+"&userIds="+eng.ID+","+admin.ID, adminTok, nil)
		require.Equal(t, grants.LockoutMsg, r.Message)
		r = s.Do(t, "PUT", "/sys/user/edit", adminTok, map[string]any{"id": admin.ID, "realname": "改名", "selectedroles": engRole})
		require.Equal(t, grants.LockoutMsg, r.Message)
		require.Equal(t, []string{adminRole}, rolesOf(admin.ID))
		require.Equal(t, admin.Realname, s.User(t, "admin").Realname, "the edit is undone whole")

		// Deleting the button or its page in 菜单管理.
		for _, id := range []string{"b-role-auth", "m-role"} {
			r = s.Do(t, "DELETE", "/sys/permission/delete?id="+id, adminTok, nil)
			require.Equal(t, grants.LockoutMsg, r.Message, id)
			require.True(t, c.SysPermission.Query().Where(syspermission.ID(id)).ExistX(ctx), id)
		}

		// The engineer holds 授权 only through a second role, 授权员.
		r = s.Do(t, "POST", "/sys/role/add", adminTok, map[string]any{"roleName": "授权员", "roleCode": "granter"})
		require.True(t, r.Success, r.Message)
		granter := s.RoleID(t, "granter")
		authPerms := []string{"m-isystem", "m-role", "b-role-auth", "m-role-edit", "m-role-delete"}
		require.Equal(t, saved, save(adminTok, granter, authPerms, nil))
		r = s.Do(t, "POST", "/sys/user/addSysUserRole", adminTok, map[string]any{"roleId": granter, "userIdList": []string{eng.ID}})
		require.True(t, r.Success, r.Message)
		engTok := s.Token(t, "engineer", seed.DemoEngineerPassword)

		require.Equal(t, grants.LockoutMsg, save(engTok, granter, without(authPerms, "b-role-auth"), authPerms))
		r = s.Do(t, "DELETE", "/sys/user/deleteUserRole?roleId="+granter+"&userId="+eng.ID, engTok, nil)
		require.Equal(t, grants.LockoutMsg, r.Message)
		r = s.Do(t, "DELETE", "/sys/role/delete?id="+granter, engTok, nil)
		require.Equal(t, grants.LockoutMsg, r.Message)
		require.Contains(t, rolesOf(eng.ID), granter)
		require.ElementsMatch(t, authPerms, held(granter))

		// Once his own role gives him 授权 too, he may drop either.
		require.Equal(t, saved, save(adminTok, engRole, append(held(engRole), "m-role", "b-role-auth"), held(engRole)))
		require.Equal(t, saved, save(engTok, granter, without(authPerms, "b-role-auth"), authPerms))
		r = s.Do(t, "DELETE", "/sys/role/delete?id="+granter, engTok, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, []string{engRole}, rolesOf(eng.ID))

		// Someone else's roles are not his: the admin may take the engineer's.
		r = s.Do(t, "DELETE", "/sys/user/deleteUserRole?roleId="+engRole+"&userId="+eng.ID, adminTok, nil)
		require.True(t, r.Success, r.Message)
		require.Empty(t, rolesOf(eng.ID))
	})
}

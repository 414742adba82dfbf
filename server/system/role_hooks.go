package system

import (
	"context"

	"aqueduct/ent"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/ent/sysuserrole"
	"aqueduct/server/crud"
	"aqueduct/server/grants"
	"aqueduct/server/httpx"
	"aqueduct/server/perm"
	"aqueduct/server/viewer"
)

// sysRoleHooks: the admin role stays; a deleted role's grants and members go.
func (s *Service) sysRoleHooks() crud.SysRoleHooks {
	return crud.SysRoleHooks{BeforeDelete: roleBeforeDelete, Committed: s.reload}
}

// roleBeforeDelete keeps the admin role and removes the role's grants and members.
func roleBeforeDelete(ctx context.Context, tx *ent.Client, ids []string) error {
	admin, err := tx.SysRole.Query().Where(sysrole.IDIn(ids...), sysrole.RoleCode(viewer.AdminRoleCode)).Exist(ctx)
	if err != nil {
		return err
	}
	if admin {
		return httpx.Fail("不能删除管理员角色")
	}
	own, err := perm.KeepOwn(ctx, tx, grants.AuthCode, grants.LockoutMsg)
	if err != nil {
		return err
	}
	sys := viewer.System(ctx)
	if _, err := tx.SysRolePermission.Delete().Where(sysrolepermission.RoleIDIn(ids...)).Exec(sys); err != nil {
		return err
	}
	if _, err := tx.SysUserRole.Delete().Where(sysuserrole.RoleIDIn(ids...)).Exec(sys); err != nil {
		return err
	}
	return own.Kept(ctx, tx)
}

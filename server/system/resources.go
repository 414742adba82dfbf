package system

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	entgo "entgo.io/ent"

	"aqueduct/ent"
	"aqueduct/ent/sysdepart"
	"aqueduct/ent/sysdictitem"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/ent/syssession"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/ent/sysuserrole"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/grants"
	"aqueduct/server/httpx"
	"aqueduct/server/orgcode"
	"aqueduct/server/perm"
	"aqueduct/server/seed"
	"aqueduct/server/viewer"
)

// Reloader is told when roles or user-role links change (the casbin policy).
type Reloader interface {
	Changed(ctx context.Context) error
}

// InstallHooks adds to the generated system resources what is more than
// CRUD: passwords, roles and departments of users, department codes, and
// the permission reload after role changes.
func (s *Service) InstallHooks(res *crud.Service, perms Reloader) {
	s.res = res
	reload := func(ctx context.Context) error { return perms.Changed(ctx) }
	res.SetHooks(crud.SysUser, crud.Hooks{
		BeforeSave:   userBeforeSave,
		AfterSave:    userAfterSave,
		BeforeDelete: userBeforeDelete,
		Committed:    reload,
		Decorate:     s.userDepartNames,
		Scope:        userScope,
	})
	res.SetHooks(crud.SysRole, crud.Hooks{BeforeDelete: roleBeforeDelete, Committed: reload})
	res.SetHooks(crud.SysDepart, crud.Hooks{BeforeSave: departBeforeSave, BeforeDelete: departBeforeDelete})
	res.SetHooks(crud.SysDictItem, crud.Hooks{BeforeSave: dictItemBeforeSave})
	res.SetHooks(crud.SysUserAgent, crud.Hooks{BeforeSave: s.agentBeforeSave, Through: agentThrough})
}

// itemValueTaken reports whether another item of the dictionary holds value,
// one the caller's rules hide from him too.
func itemValueTaken(ctx context.Context, c *ent.Client, dictID, value, exceptID string) (bool, error) {
	q := c.SysDictItem.Query().Where(sysdictitem.DictID(dictID), sysdictitem.ItemValue(value))
	if exceptID = strings.TrimSpace(exceptID); exceptID != "" {
		q.Where(sysdictitem.IDNEQ(exceptID))
	}
	return q.Exist(viewer.Unscoped(ctx))
}

// dictItemBeforeSave keeps item values unique within their dictionary.
func dictItemBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, m entgo.Mutation, body crud.Body) error {
	im := m.(*ent.SysDictItemMutation)
	value, ok := im.ItemValue()
	if !ok {
		return nil
	}
	dictID, _ := im.DictID()
	id, _ := im.ID()
	if op == crud.OpUpdate {
		old, err := im.OldDictID(ctx)
		if err != nil {
			return err
		}
		dictID = old
	}
	taken, err := itemValueTaken(ctx, tx, dictID, value, id)
	if err != nil {
		return err
	}
	if taken {
		return httpx.Fail("数据值已存在")
	}
	return nil
}

// userBeforeSave hashes the password of a new user (a random one when an
// import brings none: the user resets it by phone), opens the account and
// places it in the chosen tenant. An edit needs the right to manage the user.
func userBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, m entgo.Mutation, body crud.Body) error {
	if op != crud.OpCreate {
		id, _ := m.(*ent.SysUserMutation).ID()
		return mayManage(ctx, tx, []string{id})
	}
	if v, _ := viewer.FromContext(ctx); v.TenantID != 0 {
		if err := m.SetField("rel_tenant_ids", strconv.Itoa(v.TenantID)); err != nil {
			return err
		}
	}
	pw, _ := m.Field("password")
	plain, _ := pw.(string)
	if plain == "" {
		plain = seed.RandomPassword()
	} else if !auth.PasswordOK(plain) {
		return httpx.Fail("密码由8位数字、大小写字母组成!")
	}
	hash, err := auth.HashPassword(plain)
	if err != nil {
		return err
	}
	if err := m.SetField("password", hash); err != nil {
		return err
	}
	return m.SetField("status", 1)
}

// csvField reads a comma list property of the body; ok is false when absent.
func csvField(body crud.Body, name string) (ids []string, ok bool) {
	raw, ok := body[name]
	if !ok {
		return nil, false
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, true
	}
	return crud.SplitIDs(s), true
}

// userAfterSave replaces the user's roles (selectedroles) and departments
// (selecteddeparts) when the form sends them.
func userAfterSave(ctx context.Context, tx *ent.Client, op crud.Op, row any, body crud.Body) error {
	u := row.(*ent.SysUser)
	if roles, ok := csvField(body, "selectedroles"); ok {
		// Only roles the caller can see (their tenant) and could hold may be given.
		if err := mayGrant(ctx, tx, roles); err != nil {
			return err
		}
		own, err := keepOwnAuth(ctx, tx, u.ID)
		if err != nil {
			return err
		}
		err = replaceLinks(roles, "所选角色不存在",
			func() ([]string, error) { return tx.SysRole.Query().Where(sysrole.IDIn(roles...)).IDs(ctx) },
			func() error { _, err := tx.SysUserRole.Delete().Where(sysuserrole.UserID(u.ID)).Exec(ctx); return err },
			func(id string) error { return tx.SysUserRole.Create().SetUserID(u.ID).SetRoleID(id).Exec(ctx) })
		if err != nil {
			return err
		}
		if err := own.Kept(ctx, tx); err != nil {
			return err
		}
	}
	if departs, ok := csvField(body, "selecteddeparts"); ok {
		err := replaceLinks(departs, "所选部门不存在",
			func() ([]string, error) { return tx.SysDepart.Query().Where(sysdepart.IDIn(departs...)).IDs(ctx) },
			func() error {
				_, err := tx.SysUserDepart.Delete().Where(sysuserdepart.UserID(u.ID)).Exec(ctx)
				return err
			},
			func(id string) error { return tx.SysUserDepart.Create().SetUserID(u.ID).SetDepID(id).Exec(ctx) })
		if err != nil {
			return err
		}
	}
	return checkHeaded(ctx, tx, u)
}

// checkHeaded keeps 负责部门 (depart_ids) to a superior's own departments, as
// 我的部门 trusts it; an ordinary user heads none.
func checkHeaded(ctx context.Context, tx *ent.Client, u *ent.SysUser) error {
	headed := crud.SplitIDs(u.DepartIds)
	if u.UserIdentity != identitySuperior {
		if len(headed) == 0 {
			return nil
		}
		u.DepartIds = ""
		return tx.SysUser.UpdateOneID(u.ID).SetDepartIds("").Exec(ctx)
	}
	own, err := tx.SysUserDepart.Query().Where(sysuserdepart.UserID(u.ID)).Select(sysuserdepart.FieldDepID).Strings(ctx)
	if err != nil {
		return err
	}
	for _, id := range headed {
		if !slices.Contains(own, id) {
			return httpx.Fail("负责部门必须是用户所属的部门")
		}
	}
	if joined := strings.Join(headed, ","); joined != u.DepartIds { // JeecgBoot's own csv, without blanks
		u.DepartIds = joined
		return tx.SysUser.UpdateOneID(u.ID).SetDepartIds(joined).Exec(ctx)
	}
	return nil
}

// replaceLinks checks that every wanted id exists (as the caller may see it),
// then replaces the old links with them.
func replaceLinks(wanted []string, missing string, find func() ([]string, error), clear func() error, link func(id string) error) error {
	found, err := find()
	if err != nil {
		return err
	}
	if len(found) != len(wanted) {
		return httpx.Fail(missing)
	}
	if err := clear(); err != nil {
		return err
	}
	for _, id := range found {
		if err := link(id); err != nil {
			return err
		}
	}
	return nil
}

// userBeforeDelete keeps an admin from deleting their own account and ends
// the sessions of deleted users.
func userBeforeDelete(ctx context.Context, tx *ent.Client, ids []string) error {
	v, _ := viewer.FromContext(ctx)
	for _, id := range ids {
		if id == v.UserID {
			return httpx.Fail("不能删除当前登录的用户")
		}
	}
	if err := mayManage(ctx, tx, ids); err != nil {
		return err
	}
	_, err := tx.SysSession.Delete().Where(syssession.UserIDIn(ids...)).Exec(auth.SystemContext(ctx))
	return err
}

// userDepartNames adds orgCodeTxt, the names of each user's departments
// (of the request's tenant).
func (s *Service) userDepartNames(ctx context.Context, c *ent.Client, rows []any) ([]map[string]any, error) {
	ids := make([]string, len(rows))
	for i, r := range rows {
		ids[i] = r.(*ent.SysUser).ID
	}
	read := func(ids []string) (map[string]string, error) {
		q := c.SysUserDepart.Query().WithDepart()
		if ids != nil {
			q.Where(sysuserdepart.UserIDIn(ids...))
		}
		links, err := q.All(ctx)
		if err != nil {
			return nil, err
		}
		names := map[string]string{}
		for _, l := range links {
			if d := l.Edges.Depart; d != nil {
				if names[l.UserID] != "" {
					names[l.UserID] += ","
				}
				names[l.UserID] += d.DepartName
			}
		}
		return names, nil
	}
	var names map[string]string
	var err error
	if s.departNames != nil {
		// Every user's department names: a small table, read once per change.
		v, _ := viewer.FromContext(ctx)
		names, err = s.departNames.Get(strconv.Itoa(v.TenantID), func() (map[string]string, error) {
			ctx = viewer.Unscoped(ctx) // shared by the tenant: read whole
			return read(nil)
		})
	} else {
		names, err = read(ids)
	}
	if err != nil {
		return nil, err
	}
	out := make([]map[string]any, len(rows))
	for i, id := range ids {
		out[i] = map[string]any{"orgCodeTxt": names[id]}
	}
	return out, nil
}

// roleBeforeDelete keeps the admin role and removes the role's grants and members.
func roleBeforeDelete(ctx context.Context, tx *ent.Client, ids []string) error {
	admin, err := tx.SysRole.Query().Where(sysrole.IDIn(ids...), sysrole.RoleCode(seed.AdminRoleCode)).Exist(ctx)
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
	sys := auth.SystemContext(ctx)
	if _, err := tx.SysRolePermission.Delete().Where(sysrolepermission.RoleIDIn(ids...)).Exec(sys); err != nil {
		return err
	}
	if _, err := tx.SysUserRole.Delete().Where(sysuserrole.RoleIDIn(ids...)).Exec(sys); err != nil {
		return err
	}
	return own.Kept(ctx, tx)
}

// departBeforeSave gives a new department the next hierarchical code under
// its parent and its level (CONTRACT §6.4).
func departBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, m entgo.Mutation, body crud.Body) error {
	if op != crud.OpCreate {
		return nil
	}
	pv, _ := m.Field("parent_id")
	parentID, _ := pv.(string)
	code, orgType, err := orgcode.NextDepart(ctx, tx, parentID)
	if err != nil {
		return err
	}
	if err := m.SetField("org_code", code); err != nil {
		return err
	}
	return m.SetField("org_type", orgType)
}

// departBeforeDelete refuses to delete a department that still has children,
// those the caller's rules hide from him too.
func departBeforeDelete(ctx context.Context, tx *ent.Client, ids []string) error {
	n, err := tx.SysDepart.Query().Where(sysdepart.ParentIDIn(ids...), sysdepart.IDNotIn(ids...)).Count(viewer.Unscoped(ctx))
	if err != nil {
		return err
	}
	if n > 0 {
		return httpx.Fail("该部门下还有下级部门，请先删除下级部门")
	}
	return nil
}

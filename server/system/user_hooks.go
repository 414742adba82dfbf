package system

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"aqueduct/ent"
	"aqueduct/ent/sysdepart"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/syssession"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/ent/sysuserrole"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/passwords"
	"aqueduct/server/viewer"
)

// sysUserHooks: a user's password, tenant, roles and departments.
func (s *Service) sysUserHooks() crud.SysUserHooks {
	return crud.SysUserHooks{
		BeforeSave:   userBeforeSave,
		AfterSave:    userAfterSave,
		BeforeDelete: userBeforeDelete,
		Committed:    s.reload,
		Decorate:     s.userDepartNames,
		Scope:        userScope,
	}
}

// userBeforeSave hashes the password of a new user (a random one when an
// import brings none: the user resets it by phone), opens the account and
// places it in the chosen tenant. An edit needs the right to manage the user.
func userBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, m *ent.SysUserMutation, body crud.Body) error {
	if op != crud.OpCreate {
		id, _ := m.ID()
		return mayManage(ctx, tx, []string{id})
	}
	if v, _ := viewer.FromContext(ctx); v.TenantID != 0 {
		m.SetRelTenantIds(strconv.Itoa(v.TenantID))
	}
	plain, _ := m.Password()
	if plain == "" {
		plain = passwords.Random()
	} else if !auth.PasswordOK(plain) {
		return httpx.Fail("密码由8位数字、大小写字母组成!")
	}
	hash, err := passwords.Hash(plain)
	if err != nil {
		return err
	}
	m.SetPassword(hash)
	m.SetStatus(1)
	return nil
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
func userAfterSave(ctx context.Context, tx *ent.Client, op crud.Op, u *ent.SysUser, body crud.Body) error {
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
	_, err := tx.SysSession.Delete().Where(syssession.UserIDIn(ids...)).Exec(viewer.System(ctx))
	return err
}

// userDepartNames adds orgCodeTxt, the names of each user's departments
// (of the request's tenant).
func (s *Service) userDepartNames(ctx context.Context, c *ent.Client, rows []*ent.SysUser) ([]map[string]any, error) {
	ids := make([]string, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
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

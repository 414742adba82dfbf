package system

import (
	"context"
	"net/url"
	"strings"

	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserrole"
	"aqueduct/server/crud"
	"aqueduct/server/db"
	"aqueduct/server/httpx"
)

// Role members (JeecgBoot 2.4's RoleUserList right pane): the users of a
// role, adding existing users to it and taking them out. Reads pass the
// user list's tenant and data rules; writes also the grant rule: a caller
// only hands out (or takes back) roles he could hold, to users he may manage.

// memberRoutes registers the role member endpoints.
func (s *Service) memberRoutes(r *httpx.Routes) {
	edit := crud.SysRole.Perm + ":edit"
	r.GET("/sys/user/userRoleList", crud.SysRole.ListCode, s.userRoleList).Doc(httpx.Doc{Summary: "某角色的用户"})
	r.POST("/sys/user/addSysUserRole", edit, s.addSysUserRole).Doc(httpx.Doc{Summary: "为角色添加用户"})
	r.DELETE("/sys/user/deleteUserRole", edit, s.deleteUserRole).Doc(httpx.Doc{Summary: "从角色移除用户"})
	r.DELETE("/sys/user/deleteUserRoleBatch", edit, s.deleteUserRoleBatch).Doc(httpx.Doc{Summary: "从角色批量移除用户"})
	r.GET("/sys/role/checkRoleCode", crud.SysRole.ListCode, s.checkRoleCode).Doc(httpx.Doc{Summary: "校验角色编码是否已被占用"})
}

// pagingOf takes pageNo/pageSize of a request, newest users first.
func pagingOf(p url.Values, order string) url.Values {
	paging := url.Values{"column": {"createTime"}, "order": {order}}
	for _, k := range []string{"pageNo", "pageSize"} {
		if v := p.Get(k); v != "" {
			paging.Set(k, v)
		}
	}
	return paging
}

// visibleRole is the role as the caller sees it (its tenant), "" when not.
func (s *Service) visibleRole(ctx context.Context, id string) (string, error) {
	if id = strings.TrimSpace(id); id == "" {
		return "", nil
	}
	ok, err := s.Client.SysRole.Query().Where(sysrole.ID(id)).Exist(ctx)
	if err != nil || !ok {
		return "", err
	}
	return id, nil
}

// userRoleList is a page of a role's users: roleId, username, realname, pageNo, pageSize.
func (s *Service) userRoleList(c *echo.Context) error {
	p := c.QueryParams()
	ctx := c.Request().Context()
	q, _, err := s.userQuery(ctx, pagingOf(p, "desc"), "", p.Get("username"), p.Get("realname"))
	if err != nil {
		return err
	}
	role, err := s.visibleRole(ctx, p.Get("roleId"))
	if err != nil {
		return err
	}
	if role == "" {
		return httpx.OK(c, emptyPage(q))
	}
	q.Conds = append(q.Conds, func(sel *sql.Selector) *sql.Predicate {
		t := sql.Table(sysuserrole.Table)
		sub := sql.Dialect(sel.Dialect()).Select(t.C(sysuserrole.FieldUserID)).From(t).
			Where(sql.EQ(t.C(sysuserrole.FieldRoleID), role))
		return sql.In(sel.C(sysuser.FieldID), sub)
	})
	page, err := s.res.List(ctx, crud.SysUser, q)
	if err != nil {
		return err
	}
	return httpx.OK(c, page)
}

// memberCheck is the role and users a member change may touch, or the refusal.
func (s *Service) memberCheck(ctx context.Context, roleID string, users []string) (string, error) {
	role, err := s.visibleRole(ctx, roleID)
	if err != nil {
		return "", err
	}
	if role == "" {
		return "", httpx.Fail("未找到对应角色！")
	}
	if len(users) == 0 {
		return "", httpx.Fail("请选择用户")
	}
	visible, err := s.visibleUsers(ctx, users)
	if err != nil {
		return "", err
	}
	if len(visible) != len(users) {
		return "", httpx.Fail("未找到对应数据")
	}
	if err := mayGrant(ctx, s.Client, []string{role}); err != nil {
		return "", err
	}
	return role, mayManage(ctx, s.Client, users)
}

// addSysUserRole gives a role to users {roleId, userIdList}; users who hold it already are skipped.
func (s *Service) addSysUserRole(c *echo.Context) error {
	var b struct {
		RoleID     string   `json:"roleId"`
		UserIDList []string `json:"userIdList"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	ctx := c.Request().Context()
	users := uniqueIDs(b.UserIDList)
	role, err := s.memberCheck(ctx, b.RoleID, users)
	if err != nil {
		return err
	}
	held, err := s.Client.SysUserRole.Query().
		Where(sysuserrole.RoleID(role), sysuserrole.UserIDIn(users...)).
		Select(sysuserrole.FieldUserID).Strings(ctx)
	if err != nil {
		return err
	}
	has := map[string]bool{}
	for _, u := range held {
		has[u] = true
	}
	// The bus sees the commit of sys_user_role and reloads the policy.
	for _, u := range users {
		if has[u] {
			continue
		}
		if err := s.Client.SysUserRole.Create().SetUserID(u).SetRoleID(role).Exec(ctx); err != nil {
			return err
		}
	}
	return httpx.OKMsg(c, "添加成功!", nil)
}

func (s *Service) removeMembers(c *echo.Context, roleID string, users []string) error {
	ctx := c.Request().Context()
	role, err := s.memberCheck(ctx, roleID, users)
	if err != nil {
		return err
	}
	own, err := keepOwnAuth(ctx, s.Client, users...)
	if err != nil {
		return err
	}
	err = db.InTx(ctx, s.Client, func(tx *ent.Client) error {
		_, err := tx.SysUserRole.Delete().Where(sysuserrole.RoleID(role), sysuserrole.UserIDIn(users...)).Exec(ctx)
		if err != nil {
			return err
		}
		return own.Kept(ctx, tx)
	})
	if err != nil {
		return err
	}
	return httpx.OKMsg(c, "删除成功!", nil)
}

// deleteUserRole takes one user out of a role (roleId, userId).
func (s *Service) deleteUserRole(c *echo.Context) error {
	return s.removeMembers(c, c.QueryParam("roleId"), uniqueIDs(crud.SplitIDs(c.QueryParam("userId"))))
}

// deleteUserRoleBatch takes users out of a role (roleId, userIds csv).
func (s *Service) deleteUserRoleBatch(c *echo.Context) error {
	return s.removeMembers(c, c.QueryParam("roleId"), uniqueIDs(crud.SplitIDs(c.QueryParam("userIds"))))
}

// checkRoleCode answers whether a role code is free (id: the role being edited).
func (s *Service) checkRoleCode(c *echo.Context) error {
	code := strings.TrimSpace(c.QueryParam("roleCode"))
	if code == "" {
		return httpx.OKMsg(c, "该值可用！", nil)
	}
	q := s.Client.SysRole.Query().Where(sysrole.RoleCode(code))
	if id := strings.TrimSpace(c.QueryParam("id")); id != "" {
		q.Where(sysrole.IDNEQ(id))
	}
	taken, err := q.Exist(c.Request().Context())
	if err != nil {
		return err
	}
	if taken {
		return httpx.Fail("角色编码已存在")
	}
	return httpx.OKMsg(c, "该值可用！", nil)
}

// uniqueIDs drops blanks and repeats, keeping the order.
func uniqueIDs(ids []string) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, id := range ids {
		if id = strings.TrimSpace(id); id != "" && !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

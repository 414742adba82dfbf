package system

import (
	"context"
	"encoding/json"
	"net/url"
	"strconv"
	"strings"

	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	"aqueduct/ent/sysdepart"
	"aqueduct/ent/syssession"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/ent/sysuserrole"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/softdelete"
	"aqueduct/server/viewer"
)

// User administration beyond CRUD: an admin's password reset, the recycle
// bin of soft-deleted users and the address book. Each passes the user
// list's tenant and data rules, and changes only users the caller may manage.

// Button codes of the user list.
const (
	CodeChangePassword = "user:changepwd"
	CodeAddressList    = "system:addresslist:list"
)

// adminRoutes registers the user administration and role member endpoints.
func (s *Service) adminRoutes(r *httpx.Routes) {
	del := crud.SysUser.Perm + ":delete"
	r.PUT("/sys/user/changePassword", CodeChangePassword, s.changePassword).Doc(httpx.Doc{Summary: "管理员重置用户密码"})
	r.GET("/sys/user/recycleBin", del, s.recycleBin).Doc(httpx.Doc{Summary: "用户回收站"})
	r.PUT("/sys/user/putRecycleBin", del, s.putRecycleBin).Doc(httpx.Doc{Summary: "从回收站还原用户"})
	r.DELETE("/sys/user/deleteRecycleBin", del, s.deleteRecycleBin).Doc(httpx.Doc{Summary: "彻底删除回收站中的用户"})
	// The address book and a role's members are user rows, read as 用户管理 reads them.
	users := r.Serving(crud.SysUser.ListCode)
	users.GET("/sys/user/queryByOrgCodeForAddressList", CodeAddressList, s.addressList).Doc(httpx.Doc{Summary: "通讯录：某部门及下级的用户"})
	s.memberRoutes(users)
}

// changePassword is an admin's reset of another user's password {username, password};
// the user's sessions end.
func (s *Service) changePassword(c *echo.Context) error {
	var b struct {
		Username string `json:"username"`
		Password string `json:"password"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	if !auth.PasswordOK(b.Password) {
		return httpx.Fail(auth.MsgPasswordRule)
	}
	ctx := c.Request().Context()
	u, err := s.Client.SysUser.Query().Where(sysuser.Username(strings.TrimSpace(b.Username))).Only(viewer.System(ctx))
	if err != nil {
		return httpx.Fail("用户不存在！")
	}
	if id, err := s.visibleUser(ctx, u.ID); err != nil {
		return err
	} else if id == "" {
		return httpx.Fail("用户不存在！") // another tenant's users are not told apart from none
	}
	if err := mayManage(ctx, s.Client, []string{u.ID}); err != nil {
		return err
	}
	if err := auth.ChangePassword(ctx, s.Client, u.ID, b.Password); err != nil {
		return err
	}
	return httpx.OKMsg(c, "密码修改成功!", nil)
}

// deletedUsers keeps the ids of soft-deleted users the caller may manage.
func (s *Service) deletedUsers(ctx context.Context, ids []string) ([]string, error) {
	return s.Client.SysUser.Query().Where(sysuser.IDIn(ids...), sysuser.DelFlag(1)).IDs(softdelete.WithDeleted(ctx))
}

// recycleBin is every soft-deleted user (username, realname filters) as a
// plain array: JeecgBoot 2.4's 回收站 shows the reply's result as its rows
// and sends no paging. More than crud.MaxAll is refused, not cut.
func (s *Service) recycleBin(c *echo.Context) error {
	p := c.QueryParams()
	ctx := softdelete.WithDeleted(c.Request().Context())
	paging := url.Values{"pageNo": {"1"}, "pageSize": {strconv.Itoa(crud.MaxAll)},
		"column": {"createTime"}, "order": {"desc"}}
	q, _, err := s.userQuery(ctx, paging, "", p.Get("username"), p.Get("realname"))
	if err != nil {
		return err
	}
	q.Conds = append(q.Conds, func(sel *sql.Selector) *sql.Predicate {
		return sql.EQ(sel.C(sysuser.FieldDelFlag), 1)
	})
	page, err := s.res.List(ctx, crud.SysUser, q)
	if err != nil {
		return err
	}
	if page.Records == nil {
		page.Records = []json.RawMessage{}
	}
	return httpx.OK(c, page.Records)
}

// recycled are the user ids of a recycle bin change, all of them deleted
// users the caller may manage.
func (s *Service) recycled(ctx context.Context, csv string) ([]string, error) {
	ids := uniqueIDs(crud.SplitIDs(csv))
	if len(ids) == 0 {
		return nil, httpx.Fail("请选择用户")
	}
	found, err := s.deletedUsers(ctx, ids)
	if err != nil {
		return nil, err
	}
	if len(found) != len(ids) {
		return nil, httpx.Fail("未找到对应数据")
	}
	return ids, mayManage(ctx, s.Client, ids)
}

// putRecycleBin restores users {userIds csv}.
func (s *Service) putRecycleBin(c *echo.Context) error {
	var b struct {
		UserIDs string `json:"userIds"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	ctx := c.Request().Context()
	ids, err := s.recycled(ctx, b.UserIDs)
	if err != nil {
		return err
	}
	err = s.Client.SysUser.Update().Where(sysuser.IDIn(ids...), sysuser.DelFlag(1)).SetDelFlag(0).
		Exec(softdelete.WithDeleted(ctx))
	if err != nil {
		return err
	}
	return httpx.OKMsg(c, "还原成功", nil)
}

// deleteRecycleBin removes deleted users for good with their role,
// department and session rows (userIds csv).
func (s *Service) deleteRecycleBin(c *echo.Context) error {
	ctx := c.Request().Context()
	ids, err := s.recycled(ctx, c.QueryParam("userIds"))
	if err != nil {
		return err
	}
	tx, err := s.Client.Tx(ctx)
	if err != nil {
		return err
	}
	sys := viewer.System(ctx)
	run := func() error {
		if _, err := tx.SysUserRole.Delete().Where(sysuserrole.UserIDIn(ids...)).Exec(sys); err != nil {
			return err
		}
		if _, err := tx.SysUserDepart.Delete().Where(sysuserdepart.UserIDIn(ids...)).Exec(sys); err != nil {
			return err
		}
		if _, err := tx.SysSession.Delete().Where(syssession.UserIDIn(ids...)).Exec(sys); err != nil {
			return err
		}
		_, err := tx.SysUser.Delete().Where(sysuser.IDIn(ids...), sysuser.DelFlag(1)).Exec(softdelete.WithDeleted(ctx))
		return err
	}
	if err := run(); err != nil {
		_ = tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	return httpx.OKMsg(c, "删除成功!", nil)
}

// addressList is the address book: a page of the users of a department
// subtree (orgCode; all departments without it) with the names of their
// departments in it (departName). Params: pageNo, pageSize, realname.
func (s *Service) addressList(c *echo.Context) error {
	p := c.QueryParams()
	ctx := c.Request().Context()
	departID, found := "", true
	if code := strings.TrimSpace(p.Get("orgCode")); code != "" {
		d, err := s.Client.SysDepart.Query().Where(sysdepart.OrgCode(code)).First(ctx)
		if err != nil {
			found = false
		} else {
			departID = d.ID
		}
	}
	q, ok, err := s.userQuery(ctx, pagingOf(p, "asc"), departID, "", p.Get("realname"))
	if err != nil {
		return err
	}
	if !found || !ok {
		return httpx.OK(c, emptyPage(q))
	}
	page, err := s.res.List(ctx, crud.SysUser, q)
	if err != nil {
		return err
	}
	rows := make([]map[string]any, len(page.Records))
	users := make([]string, len(page.Records))
	for i, raw := range page.Records {
		if err := json.Unmarshal(raw, &rows[i]); err != nil {
			return err
		}
		users[i], _ = rows[i]["id"].(string)
	}
	// Department names as the caller's tenant sees them, within the subtree asked for.
	prefix := strings.TrimSpace(p.Get("orgCode"))
	links, err := s.Client.SysUserDepart.Query().Where(sysuserdepart.UserIDIn(users...)).
		WithDepart().All(ctx)
	if err != nil {
		return err
	}
	names := map[string][]string{}
	for _, l := range links {
		if d := l.Edges.Depart; d != nil && strings.HasPrefix(d.OrgCode, prefix) {
			names[l.UserID] = append(names[l.UserID], d.DepartName)
		}
	}
	out := make([]json.RawMessage, len(rows))
	for i, r := range rows {
		r["departName"] = strings.Join(names[users[i]], ",")
		if out[i], err = json.Marshal(r); err != nil {
			return err
		}
	}
	page.Records = out
	return httpx.OK(c, page)
}

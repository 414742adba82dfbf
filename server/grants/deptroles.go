package grants

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/predicate"
	"aqueduct/ent/sysdepart"
	"aqueduct/ent/sysdepartrole"
	"aqueduct/ent/sysdepartrolepermission"
	"aqueduct/ent/sysdepartroleuser"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/viewer"
)

// Department roles (我的部门 → 部门角色, JeecgBoot 2.4's SysDepartRole): a
// department's head makes roles out of what the department holds and gives
// them to its members. An admin (who holds everything) manages every
// department's roles.

// identitySuperior is sys_user.user_identity of a user who heads departments.
const identitySuperior = 2

// managed finds a department the caller manages: one he heads (with its
// sub-departments, by org code), any for an admin.
func (s *Service) managed(ctx context.Context, departID string) (*ent.SysDepart, error) {
	d, err := s.depart(ctx, departID)
	if err != nil {
		return nil, err
	}
	h, err := s.holdings(ctx)
	if err != nil || h.all {
		return d, err
	}
	v, _ := viewer.FromContext(ctx)
	u, err := s.Client.SysUser.Query().Where(sysuser.ID(v.UserID)).Only(viewer.System(ctx))
	if err != nil {
		return nil, err
	}
	if ids := crud.SplitIDs(u.DepartIds); u.UserIdentity == identitySuperior && len(ids) > 0 {
		heads, err := s.Client.SysDepart.Query().Where(sysdepart.IDIn(ids...)).Select(sysdepart.FieldOrgCode).Strings(ctx)
		if err != nil {
			return nil, err
		}
		for _, code := range heads {
			if code != "" && strings.HasPrefix(d.OrgCode, code) {
				return d, nil
			}
		}
	}
	return nil, httpx.Fail("只能管理您负责的部门")
}

// deptRole finds a department role of a department the caller manages.
func (s *Service) deptRole(ctx context.Context, id string) (*ent.SysDepartRole, error) {
	r, err := s.Client.SysDepartRole.Query().Where(sysdepartrole.ID(strings.TrimSpace(id))).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, httpx.Fail("未找到对应部门角色")
	}
	if err != nil {
		return nil, err
	}
	if _, err := s.managed(ctx, r.DepartID); err != nil {
		return nil, err
	}
	return r, nil
}

// deptRoleList is a page of a department's roles (deptId, roleName, roleCode).
func (s *Service) deptRoleList(c *echo.Context) error {
	ctx := c.Request().Context()
	d, err := s.managed(ctx, c.QueryParam("deptId"))
	if err != nil {
		return err
	}
	where := []predicate.SysDepartRole{sysdepartrole.DepartID(d.ID)}
	if v := strings.Trim(c.QueryParam("roleName"), "* "); v != "" {
		where = append(where, sysdepartrole.RoleNameContains(v))
	}
	if v := strings.Trim(c.QueryParam("roleCode"), "* "); v != "" {
		where = append(where, sysdepartrole.RoleCodeContains(v))
	}
	no, size := pageParam(c.QueryParam("pageNo"), 1), pageParam(c.QueryParam("pageSize"), 10)
	size = min(size, 1000)
	q := s.Client.SysDepartRole.Query().Where(where...)
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return err
	}
	rows, err := q.Order(ent.Desc(sysdepartrole.FieldCreateTime), ent.Desc(sysdepartrole.FieldID)).
		Offset((no - 1) * size).Limit(size).All(ctx)
	if err != nil {
		return err
	}
	if rows == nil {
		rows = []*ent.SysDepartRole{}
	}
	return httpx.OK(c, map[string]any{"records": rows, "total": total, "size": size, "current": no,
		"orders": []any{}, "searchCount": true, "pages": (total + size - 1) / size})
}

func pageParam(v string, def int) int {
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		return def
	}
	return n
}

// deptRoleBody is a department role as the form sends it.
type deptRoleBody struct {
	ID          string `json:"id"`
	DepartID    string `json:"departId"`
	RoleName    string `json:"roleName"`
	RoleCode    string `json:"roleCode"`
	Description string `json:"description"`
}

func (b *deptRoleBody) check() error {
	b.RoleName, b.RoleCode, b.Description = strings.TrimSpace(b.RoleName), strings.TrimSpace(b.RoleCode), strings.TrimSpace(b.Description)
	switch {
	case b.RoleName == "":
		return httpx.Fail("请输入部门角色名称")
	case b.RoleCode == "":
		return httpx.Fail("请输入部门角色编码")
	case len([]rune(b.RoleName)) > 200 || len([]rune(b.RoleCode)) > 100 || len([]rune(b.Description)) > 255:
		return httpx.Fail("部门角色名称、编码或描述过长")
	}
	return nil
}

// codeTaken reports whether another role of the department has the code.
func (s *Service) codeTaken(ctx context.Context, departID, code, except string) (bool, error) {
	q := s.Client.SysDepartRole.Query().Where(sysdepartrole.DepartID(departID), sysdepartrole.RoleCode(code))
	if except != "" {
		q.Where(sysdepartrole.IDNEQ(except))
	}
	return q.Exist(viewer.System(ctx))
}

func (s *Service) addDeptRole(c *echo.Context) error {
	var b deptRoleBody
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	if err := b.check(); err != nil {
		return err
	}
	ctx := c.Request().Context()
	d, err := s.managed(ctx, b.DepartID)
	if err != nil {
		return err
	}
	if taken, err := s.codeTaken(ctx, d.ID, b.RoleCode, ""); err != nil || taken {
		return failIf(err, taken, "部门角色编码已存在")
	}
	row, err := s.Client.SysDepartRole.Create().SetDepartID(d.ID).SetRoleName(b.RoleName).
		SetRoleCode(b.RoleCode).SetDescription(b.Description).Save(ctx)
	if err != nil {
		return err
	}
	return httpx.OKMsg(c, "添加成功！", row)
}

func failIf(err error, refused bool, msg string) error {
	if err != nil || !refused {
		return err
	}
	return httpx.Fail(msg)
}

func (s *Service) editDeptRole(c *echo.Context) error {
	var b deptRoleBody
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	if err := b.check(); err != nil {
		return err
	}
	ctx := c.Request().Context()
	r, err := s.deptRole(ctx, b.ID)
	if err != nil {
		return err
	}
	if taken, err := s.codeTaken(ctx, r.DepartID, b.RoleCode, r.ID); err != nil || taken {
		return failIf(err, taken, "部门角色编码已存在")
	}
	// A role stays in its department.
	row, err := s.Client.SysDepartRole.UpdateOne(r).SetRoleName(b.RoleName).SetRoleCode(b.RoleCode).
		SetDescription(b.Description).Save(ctx)
	if err != nil {
		return err
	}
	return httpx.OKMsg(c, "编辑成功!", row)
}

func (s *Service) deleteDeptRole(c *echo.Context) error {
	return s.removeDeptRoles(c, []string{c.QueryParam("id")})
}

func (s *Service) deleteDeptRoles(c *echo.Context) error {
	ids := crud.SplitIDs(c.QueryParam("ids"))
	if len(ids) == 0 {
		return httpx.Fail("请选择要删除的数据")
	}
	return s.removeDeptRoles(c, ids)
}

// removeDeptRoles deletes roles with their grants and members.
func (s *Service) removeDeptRoles(c *echo.Context, ids []string) error {
	ctx := c.Request().Context()
	for _, id := range ids {
		if _, err := s.deptRole(ctx, id); err != nil {
			return err
		}
	}
	sys := viewer.System(ctx)
	err := s.inTx(ctx, func(tx *ent.Client) error {
		if _, err := tx.SysDepartRolePermission.Delete().Where(sysdepartrolepermission.RoleIDIn(ids...)).Exec(sys); err != nil {
			return err
		}
		if _, err := tx.SysDepartRoleUser.Delete().Where(sysdepartroleuser.DroleIDIn(ids...)).Exec(sys); err != nil {
			return err
		}
		_, err := tx.SysDepartRole.Delete().Where(sysdepartrole.IDIn(ids...)).Exec(sys)
		return err
	})
	if err != nil {
		return err
	}
	if err := s.Perm.Changed(ctx); err != nil {
		return err
	}
	return httpx.OKMsg(c, "删除成功!", nil)
}

func (s *Service) deptRoleByID(c *echo.Context) error {
	r, err := s.deptRole(c.Request().Context(), c.QueryParam("id"))
	if err != nil {
		return err
	}
	return httpx.OK(c, r)
}

// checkDeptRoleCode answers whether a role code is free in a department
// (JeecgBoot's checkRoleCode: roleCode, id of the role being edited).
func (s *Service) checkDeptRoleCode(c *echo.Context) error {
	ctx := c.Request().Context()
	code, id, departID := strings.TrimSpace(c.QueryParam("roleCode")), strings.TrimSpace(c.QueryParam("id")), c.QueryParam("departId")
	if id != "" {
		r, err := s.deptRole(ctx, id)
		if err != nil {
			return err
		}
		departID = r.DepartID
	}
	d, err := s.managed(ctx, departID)
	if err != nil {
		return err
	}
	if taken, err := s.codeTaken(ctx, d.ID, code, id); err != nil || taken {
		return failIf(err, taken, "部门角色编码已存在")
	}
	return httpx.OKMsg(c, "该值可用！", nil)
}

// deptRoleOptions lists all roles of a department (the 分配部门角色 dialog).
func (s *Service) deptRoleOptions(c *echo.Context) error {
	ctx := c.Request().Context()
	d, err := s.managed(ctx, c.QueryParam("departId"))
	if err != nil {
		return err
	}
	rows, err := s.Client.SysDepartRole.Query().Where(sysdepartrole.DepartID(d.ID)).
		Order(ent.Asc(sysdepartrole.FieldCreateTime), ent.Asc(sysdepartrole.FieldID)).All(ctx)
	if err != nil {
		return err
	}
	if rows == nil {
		rows = []*ent.SysDepartRole{}
	}
	return httpx.OK(c, rows)
}

// member checks that a user belongs to the department.
func (s *Service) member(ctx context.Context, userID, departID string) error {
	ok, err := s.Client.SysUserDepart.Query().Where(sysuserdepart.UserID(userID), sysuserdepart.DepID(departID)).
		Exist(viewer.System(ctx))
	if err == nil && !ok {
		return httpx.Fail("该用户不是本部门的成员")
	}
	return err
}

// userDeptRoles answers the user's memberships of the department's roles.
func (s *Service) userDeptRoles(c *echo.Context) error {
	ctx := c.Request().Context()
	d, err := s.managed(ctx, c.QueryParam("departId"))
	if err != nil {
		return err
	}
	roles, err := s.Client.SysDepartRole.Query().Where(sysdepartrole.DepartID(d.ID)).IDs(ctx)
	if err != nil {
		return err
	}
	rows, err := s.Client.SysDepartRoleUser.Query().Where(sysdepartroleuser.UserID(c.QueryParam("userId")),
		sysdepartroleuser.DroleIDIn(roles...)).All(viewer.System(ctx))
	if err != nil {
		return err
	}
	if rows == nil {
		rows = []*ent.SysDepartRoleUser{}
	}
	return httpx.OK(c, rows)
}

// deptRoleUserAdd gives a user the roles of newRoleId and takes those of
// oldRoleId he no longer has (both csv, as the dialog loaded and left them).
func (s *Service) deptRoleUserAdd(c *echo.Context) error {
	var b struct {
		UserID    string `json:"userId"`
		NewRoleID string `json:"newRoleId"`
		OldRoleID string `json:"oldRoleId"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	ctx := c.Request().Context()
	b.UserID = strings.TrimSpace(b.UserID)
	if b.UserID == "" {
		return httpx.Fail("请选择用户")
	}
	sys := viewer.System(ctx)
	current, err := s.Client.SysDepartRoleUser.Query().Where(sysdepartroleuser.UserID(b.UserID)).
		Select(sysdepartroleuser.FieldDroleID).Strings(sys)
	if err != nil {
		return err
	}
	add, drop := diff(b.NewRoleID, b.OldRoleID, current)
	for _, id := range append(slices.Clone(add), drop...) {
		r, err := s.deptRole(ctx, id)
		if err != nil {
			return err
		}
		if slices.Contains(add, id) {
			if err := s.member(ctx, b.UserID, r.DepartID); err != nil {
				return err
			}
		}
	}
	if len(add) == 0 && len(drop) == 0 {
		return httpx.OKMsg(c, "添加成功!", nil)
	}
	err = s.inTx(ctx, func(tx *ent.Client) error {
		if len(drop) > 0 {
			if _, err := tx.SysDepartRoleUser.Delete().Where(sysdepartroleuser.UserID(b.UserID),
				sysdepartroleuser.DroleIDIn(drop...)).Exec(sys); err != nil {
				return err
			}
		}
		for _, id := range add {
			if err := tx.SysDepartRoleUser.Create().SetUserID(b.UserID).SetDroleID(id).Exec(sys); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	if err := s.Perm.Changed(ctx); err != nil {
		return err
	}
	return httpx.OKMsg(c, "添加成功!", nil)
}

// deptTree is the tree of what a department holds (the 授权 of its roles).
func (s *Service) deptTree(c *echo.Context) error {
	ctx := c.Request().Context()
	d, err := s.managed(ctx, c.QueryParam("departId"))
	if err != nil {
		return err
	}
	held, err := DeptRole.bound(s, ctx, holder{depart: d.ID})
	if err != nil {
		return err
	}
	out, err := s.tree(ctx, held.holds)
	if err != nil {
		return err
	}
	return httpx.OK(c, out)
}

package grants

import (
	"context"
	"slices"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysdepartpermission"
	"aqueduct/ent/sysdepartrolepermission"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/perm"
	"aqueduct/server/viewer"
)

// A permission holder is a role, a department or a department role. Each
// Kind describes its holder once (how it is found, its grant table of holder
// → permission with the data rule ids, what bounds what it may be given);
// reading grants, saving them as a diff and editing the data rules of a grant
// are written once below, over a Kind.

// holder is one holder found by its id (depart: the department of a department role).
type holder struct{ id, depart string }

// grant is a row of a holder's grant table: a permission and its data rule ids (csv).
type grant struct{ perm, rules string }

// stamp is who changed grants, when (the operate_date and operate_ip columns).
type stamp struct {
	at jsontime.Time
	ip string
}

// Kind is a kind of permission holder.
type Kind struct {
	// Param names the holder's id in queries, bodies and paths (roleId, departId).
	Param string
	// find finds a holder the caller may manage.
	find func(s *Service, ctx context.Context, id string) (holder, error)
	// bound is the most the holder may be given, with the data rules each
	// grant carries at least: the caller's own holdings (a user never grants
	// what he does not hold), a department's grants for its roles.
	bound func(s *Service, ctx context.Context, h holder) (holdings, error)
	// The grant table: its rows; insert, delete and set data rules in a transaction.
	list     func(ctx context.Context, c *ent.Client, h holder) ([]grant, error)
	add      func(ctx context.Context, tx *ent.Client, h holder, g grant, st stamp) error
	drop     func(ctx context.Context, tx *ent.Client, h holder, perms []string) error
	setRules func(ctx context.Context, tx *ent.Client, h holder, g grant) error
	// Refusals: a holder wider than the bound may not be changed ("" when the
	// bound holds it by construction); a permission outside the bound
	// (a format with the permission's name); a data rule edited on a
	// permission not granted; a data rule of the bound dropped.
	wider, notHeld, ungranted, dropRule string
}

// callerBound is what the caller holds: the bound of roles and departments.
func callerBound(s *Service, ctx context.Context, _ holder) (holdings, error) { return s.holdings(ctx) }

// Role is a role (角色授权): sys_role_permission.
var Role = &Kind{
	Param: "roleId",
	find: func(s *Service, ctx context.Context, id string) (holder, error) {
		r, err := s.role(ctx, id)
		if err != nil {
			return holder{}, err
		}
		return holder{id: r.ID}, nil
	},
	bound: callerBound,
	list: func(ctx context.Context, c *ent.Client, h holder) ([]grant, error) {
		rows, err := c.SysRolePermission.Query().Where(sysrolepermission.RoleID(h.id)).All(ctx)
		return rowsOf(rows, err, func(r *ent.SysRolePermission) grant { return grant{r.PermissionID, r.DataRuleIds} })
	},
	add: func(ctx context.Context, tx *ent.Client, h holder, g grant, st stamp) error {
		return tx.SysRolePermission.Create().SetRoleID(h.id).SetPermissionID(g.perm).SetDataRuleIds(g.rules).
			SetOperateDate(st.at).SetOperateIP(st.ip).Exec(ctx)
	},
	drop: func(ctx context.Context, tx *ent.Client, h holder, perms []string) error {
		_, err := tx.SysRolePermission.Delete().
			Where(sysrolepermission.RoleID(h.id), sysrolepermission.PermissionIDIn(perms...)).Exec(ctx)
		return err
	},
	setRules: func(ctx context.Context, tx *ent.Client, h holder, g grant) error {
		return tx.SysRolePermission.Update().Where(sysrolepermission.RoleID(h.id),
			sysrolepermission.PermissionID(g.perm)).SetDataRuleIds(g.rules).Exec(ctx)
	},
	wider:     "不能修改权限超出您自己权限的角色",
	notHeld:   "不能授予您自己没有的权限：%s",
	ungranted: "请先保存角色菜单权限!",
	dropRule:  "不能去掉限制您自己的数据规则",
}

// Depart is a department (部门权限, JeecgBoot 2.4's SysDepartPermission):
// what it holds is the most its department roles may be given, so what it
// loses they lose, and its data rules bind them.
var Depart = &Kind{
	Param: "departId",
	find: func(s *Service, ctx context.Context, id string) (holder, error) {
		d, err := s.depart(ctx, id)
		if err != nil {
			return holder{}, err
		}
		return holder{id: d.ID, depart: d.ID}, nil
	},
	bound: callerBound,
	list: func(ctx context.Context, c *ent.Client, h holder) ([]grant, error) {
		rows, err := c.SysDepartPermission.Query().Where(sysdepartpermission.DepartID(h.id)).All(ctx)
		return rowsOf(rows, err, func(r *ent.SysDepartPermission) grant { return grant{r.PermissionID, r.DataRuleIds} })
	},
	add: func(ctx context.Context, tx *ent.Client, h holder, g grant, _ stamp) error {
		return tx.SysDepartPermission.Create().SetDepartID(h.id).SetPermissionID(g.perm).SetDataRuleIds(g.rules).Exec(ctx)
	},
	drop: func(ctx context.Context, tx *ent.Client, h holder, perms []string) error {
		if _, err := tx.SysDepartPermission.Delete().Where(sysdepartpermission.DepartID(h.id),
			sysdepartpermission.PermissionIDIn(perms...)).Exec(ctx); err != nil {
			return err
		}
		_, err := tx.SysDepartRolePermission.Delete().Where(sysdepartrolepermission.DepartID(h.id),
			sysdepartrolepermission.PermissionIDIn(perms...)).Exec(ctx)
		return err
	},
	setRules: func(ctx context.Context, tx *ent.Client, h holder, g grant) error {
		if err := tx.SysDepartPermission.Update().Where(sysdepartpermission.DepartID(h.id),
			sysdepartpermission.PermissionID(g.perm)).SetDataRuleIds(g.rules).Exec(ctx); err != nil {
			return err
		}
		// Its roles' grants of the permission take the rules on (a role is never wider than its department).
		roles, err := tx.SysDepartRolePermission.Query().Where(sysdepartrolepermission.DepartID(h.id),
			sysdepartrolepermission.PermissionID(g.perm)).All(ctx)
		if err != nil {
			return err
		}
		for _, r := range roles {
			if next := union(r.DataRuleIds, g.rules); next != r.DataRuleIds {
				if err := tx.SysDepartRolePermission.UpdateOne(r).SetDataRuleIds(next).Exec(ctx); err != nil {
					return err
				}
			}
		}
		return nil
	},
	wider:     "不能修改权限超出您自己权限的部门",
	notHeld:   "不能授予您自己没有的权限：%s",
	ungranted: "请先保存部门菜单权限!",
	dropRule:  "不能去掉限制您自己的数据规则",
}

// DeptRole is a department role (我的部门 → 部门角色): its department's head
// (or an admin) gives it what the department holds, each grant with at least
// the department's data rules.
var DeptRole = &Kind{
	Param: "roleId",
	find: func(s *Service, ctx context.Context, id string) (holder, error) {
		r, err := s.deptRole(ctx, id)
		if err != nil {
			return holder{}, err
		}
		return holder{id: r.ID, depart: r.DepartID}, nil
	},
	bound: func(s *Service, ctx context.Context, h holder) (holdings, error) {
		rows, err := Depart.list(viewer.System(ctx), s.Client, holder{id: h.depart})
		b := holdings{held: perm.Holdings{}}
		for _, g := range rows {
			b.held[g.perm] = crud.SplitIDs(g.rules)
		}
		return b, err
	},
	list: func(ctx context.Context, c *ent.Client, h holder) ([]grant, error) {
		rows, err := c.SysDepartRolePermission.Query().Where(sysdepartrolepermission.RoleID(h.id)).All(ctx)
		return rowsOf(rows, err, func(r *ent.SysDepartRolePermission) grant { return grant{r.PermissionID, r.DataRuleIds} })
	},
	add: func(ctx context.Context, tx *ent.Client, h holder, g grant, st stamp) error {
		return tx.SysDepartRolePermission.Create().SetDepartID(h.depart).SetRoleID(h.id).SetPermissionID(g.perm).
			SetDataRuleIds(g.rules).SetOperateDate(st.at).SetOperateIP(st.ip).Exec(ctx)
	},
	drop: func(ctx context.Context, tx *ent.Client, h holder, perms []string) error {
		_, err := tx.SysDepartRolePermission.Delete().Where(sysdepartrolepermission.RoleID(h.id),
			sysdepartrolepermission.PermissionIDIn(perms...)).Exec(ctx)
		return err
	},
	setRules: func(ctx context.Context, tx *ent.Client, h holder, g grant) error {
		return tx.SysDepartRolePermission.Update().Where(sysdepartrolepermission.RoleID(h.id),
			sysdepartrolepermission.PermissionID(g.perm)).SetDataRuleIds(g.rules).Exec(ctx)
	},
	notHeld:   "部门没有该权限，不能授予部门角色：%s",
	ungranted: "请先保存部门角色菜单权限!",
	dropRule:  "不能去掉部门的数据规则",
}

func rowsOf[T any](rows []T, err error, f func(T) grant) ([]grant, error) {
	out := make([]grant, len(rows))
	for i, r := range rows {
		out[i] = f(r)
	}
	return out, err
}

// union is csv a with the ids of csv b it lacks appended.
func union(a, b string) string {
	ids := crud.SplitIDs(a)
	for _, id := range crud.SplitIDs(b) {
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	return strings.Join(ids, ",")
}

// holderBody is what the save endpoints send.
type holderBody struct {
	RoleID            string `json:"roleId"`
	DepartID          string `json:"departId"`
	PermissionIDs     string `json:"permissionIds"`
	LastPermissionIDs string `json:"lastpermissionIds"`
	PermissionID      string `json:"permissionId"`
	DataRuleIDs       string `json:"dataRuleIds"`
}

func (b holderBody) holder(k *Kind) string {
	if k.Param == "departId" {
		return b.DepartID
	}
	return b.RoleID
}

// permsOf are the permissions of grants.
func permsOf(gs []grant) []string {
	out := make([]string, len(gs))
	for i, g := range gs {
		out[i] = g.perm
	}
	return out
}

// readGrants answers the ids of the permissions a holder holds (queryRolePermission …).
func (s *Service) readGrants(k *Kind) echo.HandlerFunc {
	return func(c *echo.Context) error {
		ctx := c.Request().Context()
		h, err := k.find(s, ctx, c.QueryParam(k.Param))
		if err != nil {
			return err
		}
		gs, err := k.list(viewer.System(ctx), s.Client, h)
		if err != nil {
			return err
		}
		return httpx.OK(c, permsOf(gs))
	}
}

// saveGrants applies the diff between what the screen loaded
// (lastpermissionIds) and what it sends (permissionIds) to a holder, in one
// transaction: new grants are added with the bound's data rules, dropped ones
// removed, kept ones keep their data rules. Refused: changing a holder wider
// than the bound, adding what the bound lacks, and a change that takes 授权
// from the caller (LockoutMsg).
func (s *Service) saveGrants(k *Kind) echo.HandlerFunc {
	return func(c *echo.Context) error {
		var b holderBody
		if err := httpx.BindJSON(c, &b); err != nil {
			return err
		}
		ctx := c.Request().Context()
		h, err := k.find(s, ctx, b.holder(k))
		if err != nil {
			return err
		}
		sys := viewer.System(ctx)
		current, err := k.list(sys, s.Client, h)
		if err != nil {
			return err
		}
		add, drop := diff(b.PermissionIDs, b.LastPermissionIDs, permsOf(current))
		if len(add) == 0 && len(drop) == 0 {
			return httpx.OKMsg(c, "保存成功！", nil)
		}
		bound, err := k.bound(s, ctx, h)
		if err != nil {
			return err
		}
		if err := bound.mayChange(k, current); err != nil {
			return err
		}
		if err := s.mayAdd(ctx, add, bound.holds, k.notHeld); err != nil {
			return err
		}
		own, err := perm.KeepOwn(ctx, s.Client, AuthCode, LockoutMsg)
		if err != nil {
			return err
		}
		st := stamp{jsontime.Now(), c.RealIP()}
		err = s.inTx(ctx, func(tx *ent.Client) error {
			if len(drop) > 0 {
				if err := k.drop(sys, tx, h, drop); err != nil {
					return err
				}
			}
			for _, id := range add {
				// A bound limited by data rules passes them on: the holder is never wider.
				if err := k.add(sys, tx, h, grant{id, strings.Join(bound.rulesOn(id), ",")}, st); err != nil {
					return err
				}
			}
			return own.Kept(ctx, tx)
		})
		if err != nil {
			return err
		}
		if err := s.Perm.Changed(ctx); err != nil {
			return err
		}
		return httpx.OKMsg(c, "保存成功！", nil)
	}
}

// mayChange refuses to change a holder with grants wider than the bound (a
// role manager may not edit the admin role).
func (b holdings) mayChange(k *Kind, current []grant) error {
	if k.wider == "" {
		return nil
	}
	for _, g := range current {
		if !b.covers(g.perm, crud.SplitIDs(g.rules)) {
			return httpx.Fail(k.wider)
		}
	}
	return nil
}

// readDataRules answers the data rules of a menu (datarule) and those the
// holder's grant of it carries (drChecked, csv).
func (s *Service) readDataRules(k *Kind) echo.HandlerFunc {
	return func(c *echo.Context) error {
		ctx := c.Request().Context()
		h, err := k.find(s, ctx, c.Param(k.Param))
		if err != nil {
			return err
		}
		menuID := c.Param("permissionId")
		rules, err := s.menuRules(ctx, menuID)
		if err != nil {
			return err
		}
		gs, err := k.list(viewer.System(ctx), s.Client, h)
		if err != nil {
			return err
		}
		checked := ""
		if i := slices.IndexFunc(gs, func(g grant) bool { return g.perm == menuID }); i >= 0 {
			checked = gs[i].rules
		}
		return httpx.OK(c, map[string]any{"datarule": rules, "drChecked": checked})
	}
}

// saveDataRules sets the data rules the holder's grant of a menu carries:
// only rules of that menu, never fewer than the bound's.
func (s *Service) saveDataRules(k *Kind) echo.HandlerFunc {
	return func(c *echo.Context) error {
		var b holderBody
		if err := httpx.BindJSON(c, &b); err != nil {
			return err
		}
		ctx := c.Request().Context()
		h, err := k.find(s, ctx, b.holder(k))
		if err != nil {
			return err
		}
		sys := viewer.System(ctx)
		current, err := k.list(sys, s.Client, h)
		if err != nil {
			return err
		}
		if !slices.Contains(permsOf(current), b.PermissionID) {
			return httpx.Fail(k.ungranted)
		}
		ids, err := s.ruleIDsOf(ctx, b.PermissionID, b.DataRuleIDs)
		if err != nil {
			return err
		}
		bound, err := k.bound(s, ctx, h)
		if err != nil {
			return err
		}
		if err := bound.mayChange(k, current); err != nil {
			return err
		}
		if !bound.covers(b.PermissionID, ids) {
			return httpx.Fail(k.dropRule)
		}
		err = s.inTx(ctx, func(tx *ent.Client) error {
			return k.setRules(sys, tx, h, grant{b.PermissionID, strings.Join(ids, ",")})
		})
		if err != nil {
			return err
		}
		if err := s.Perm.Changed(ctx); err != nil {
			return err
		}
		return httpx.OKMsg(c, "保存成功!", nil)
	}
}

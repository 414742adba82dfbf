package grants

import (
	"context"
	"slices"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysdepart"
	"aqueduct/ent/sysdepartpermission"
	"aqueduct/ent/sysdepartrolepermission"
	"aqueduct/ent/syspermissiondatarule"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/db"
	"aqueduct/server/httpx"
)

// Department authorisation (部门权限, JeecgBoot 2.4's SysDepartPermission):
// what a department holds is the most its department roles may be given.
// Its data rules restrict as a role's do: every role of the department
// carries at least them.

// depart finds a department the caller may see (its tenant).
func (s *Service) depart(ctx context.Context, id string) (*ent.SysDepart, error) {
	d, err := s.Client.SysDepart.Query().Where(sysdepart.ID(strings.TrimSpace(id))).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, httpx.Fail("未找到对应部门")
	}
	return d, err
}

// departGrants are a department's permissions with their data rules.
func (s *Service) departGrants(ctx context.Context, departID string) ([]*ent.SysDepartPermission, error) {
	return s.Client.SysDepartPermission.Query().Where(sysdepartpermission.DepartID(departID)).
		All(auth.SystemContext(ctx))
}

func (s *Service) departPermissions(c *echo.Context) error {
	ctx := c.Request().Context()
	d, err := s.depart(ctx, c.QueryParam("departId"))
	if err != nil {
		return err
	}
	rows, err := s.departGrants(ctx, d.ID)
	if err != nil {
		return err
	}
	ids := make([]string, len(rows))
	for i, r := range rows {
		ids[i] = r.PermissionID
	}
	return httpx.OK(c, ids)
}

// mayChangeGrants refuses to change grants wider than the caller's own (a
// department or role that holds what he does not).
func (h holdings) mayChangeGrants(perms, rules []string, msg string) error {
	for i, p := range perms {
		if !h.covers(p, crud.SplitIDs(rules[i])) {
			return httpx.Fail(msg)
		}
	}
	return nil
}

// saveDepartPermission applies the screen's diff to a department. What a
// department loses, its roles lose.
func (s *Service) saveDepartPermission(c *echo.Context) error {
	var b struct {
		DepartID          string `json:"departId"`
		PermissionIDs     string `json:"permissionIds"`
		LastPermissionIDs string `json:"lastpermissionIds"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	ctx := c.Request().Context()
	d, err := s.depart(ctx, b.DepartID)
	if err != nil {
		return err
	}
	sys := auth.SystemContext(ctx)
	rows, err := s.departGrants(ctx, d.ID)
	if err != nil {
		return err
	}
	current, rules := make([]string, len(rows)), make([]string, len(rows))
	for i, r := range rows {
		current[i], rules[i] = r.PermissionID, r.DataRuleIds
	}
	add, drop := diff(b.PermissionIDs, b.LastPermissionIDs, current)
	if len(add) == 0 && len(drop) == 0 {
		return httpx.OKMsg(c, "保存成功！", nil)
	}
	h, err := s.holdings(ctx)
	if err != nil {
		return err
	}
	if err := h.mayChangeGrants(current, rules, "不能修改权限超出您自己权限的部门"); err != nil {
		return err
	}
	if err := s.mayAdd(ctx, add, h.holds, "不能授予您自己没有的权限：%s"); err != nil {
		return err
	}
	err = s.inTx(ctx, func(tx *ent.Client) error {
		if len(drop) > 0 {
			if _, err := tx.SysDepartPermission.Delete().Where(sysdepartpermission.DepartID(d.ID),
				sysdepartpermission.PermissionIDIn(drop...)).Exec(sys); err != nil {
				return err
			}
			if _, err := tx.SysDepartRolePermission.Delete().Where(sysdepartrolepermission.DepartID(d.ID),
				sysdepartrolepermission.PermissionIDIn(drop...)).Exec(sys); err != nil {
				return err
			}
		}
		for _, id := range add {
			// A granter limited by data rules passes them on.
			if err := tx.SysDepartPermission.Create().SetDepartID(d.ID).SetPermissionID(id).
				SetDataRuleIds(strings.Join(h.rulesOn(id), ",")).Exec(sys); err != nil {
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
	return httpx.OKMsg(c, "保存成功！", nil)
}

// inTx runs f in a transaction of the server's context.
func (s *Service) inTx(ctx context.Context, f func(tx *ent.Client) error) error {
	return db.InTx(auth.SystemContext(ctx), s.Client, f)
}

// menuRules are the data rules of a menu, oldest first; none is an error the
// screens show ("未找到权限配置信息").
func (s *Service) menuRules(ctx context.Context, menuID string) ([]*ent.SysPermissionDataRule, error) {
	rules, err := s.Client.SysPermissionDataRule.Query().Where(syspermissiondatarule.PermissionID(menuID)).
		Order(syspermissiondatarule.ByCreateTime(), syspermissiondatarule.ByID()).All(auth.SystemContext(ctx))
	if err == nil && len(rules) == 0 {
		return nil, httpx.Fail("未找到权限配置信息")
	}
	return rules, err
}

// dataRulesReply answers a menu's rules (datarule) and those a role or
// department holds on it (drChecked); checked reads its grant's rule ids and
// may answer ent's NotFound for "no grant".
func (s *Service) dataRulesReply(c *echo.Context, menuID string, checked func(ctx context.Context) (string, error)) error {
	ctx := c.Request().Context()
	rules, err := s.menuRules(ctx, menuID)
	if err != nil {
		return err
	}
	ids, err := checked(auth.SystemContext(ctx))
	if err != nil && !ent.IsNotFound(err) {
		return err
	}
	return httpx.OK(c, map[string]any{"datarule": rules, "drChecked": ids})
}

// ruleIDsOf keeps the ids of rules of the menu, in the menu's order.
func (s *Service) ruleIDsOf(ctx context.Context, menuID, csv string) ([]string, error) {
	ids := crud.SplitIDs(csv)
	if len(ids) == 0 {
		return nil, nil
	}
	return s.Client.SysPermissionDataRule.Query().
		Where(syspermissiondatarule.IDIn(ids...), syspermissiondatarule.PermissionID(menuID)).
		Order(syspermissiondatarule.ByCreateTime(), syspermissiondatarule.ByID()).IDs(auth.SystemContext(ctx))
}

// departDataRules answers the rules of a menu and those the department holds.
func (s *Service) departDataRules(c *echo.Context) error {
	d, err := s.depart(c.Request().Context(), c.Param("departId"))
	if err != nil {
		return err
	}
	menuID := c.Param("permissionId")
	return s.dataRulesReply(c, menuID, func(ctx context.Context) (string, error) {
		g, err := s.Client.SysDepartPermission.Query().Where(sysdepartpermission.DepartID(d.ID),
			sysdepartpermission.PermissionID(menuID)).First(ctx)
		if err != nil {
			return "", err
		}
		return g.DataRuleIds, nil
	})
}

// saveDepartDataRules sets the rules a department holds on one of its menus;
// its roles' grants of the menu take them on (a role is never wider than its
// department).
func (s *Service) saveDepartDataRules(c *echo.Context) error {
	var b struct {
		PermissionID string `json:"permissionId"`
		DepartID     string `json:"departId"`
		DataRuleIDs  string `json:"dataRuleIds"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	ctx := c.Request().Context()
	d, err := s.depart(ctx, b.DepartID)
	if err != nil {
		return err
	}
	sys := auth.SystemContext(ctx)
	g, err := s.Client.SysDepartPermission.Query().Where(sysdepartpermission.DepartID(d.ID),
		sysdepartpermission.PermissionID(b.PermissionID)).First(sys)
	if ent.IsNotFound(err) {
		return httpx.Fail("请先保存部门菜单权限!")
	}
	if err != nil {
		return err
	}
	ids, err := s.ruleIDsOf(ctx, b.PermissionID, b.DataRuleIDs)
	if err != nil {
		return err
	}
	h, err := s.holdings(ctx)
	if err != nil {
		return err
	}
	if !h.covers(g.PermissionID, crud.SplitIDs(g.DataRuleIds)) {
		return httpx.Fail("不能修改权限超出您自己权限的部门")
	}
	if !h.covers(b.PermissionID, ids) {
		return httpx.Fail("不能去掉限制您自己的数据规则")
	}
	err = s.inTx(ctx, func(tx *ent.Client) error {
		if err := tx.SysDepartPermission.UpdateOne(g).SetDataRuleIds(strings.Join(ids, ",")).Exec(sys); err != nil {
			return err
		}
		roles, err := tx.SysDepartRolePermission.Query().Where(sysdepartrolepermission.DepartID(d.ID),
			sysdepartrolepermission.PermissionID(b.PermissionID)).All(sys)
		if err != nil {
			return err
		}
		for _, r := range roles {
			have := crud.SplitIDs(r.DataRuleIds)
			next := append([]string{}, have...)
			for _, id := range ids {
				if !slices.Contains(next, id) {
					next = append(next, id)
				}
			}
			if len(next) != len(have) {
				if err := tx.SysDepartRolePermission.UpdateOne(r).SetDataRuleIds(strings.Join(next, ",")).Exec(sys); err != nil {
					return err
				}
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
	return httpx.OKMsg(c, "保存成功!", nil)
}

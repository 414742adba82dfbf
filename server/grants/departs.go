package grants

import (
	"context"
	"strings"

	"aqueduct/ent"
	"aqueduct/ent/sysdepart"
	"aqueduct/ent/syspermissiondatarule"
	"aqueduct/server/crud"
	"aqueduct/server/db"
	"aqueduct/server/httpx"
	"aqueduct/server/viewer"
)

// depart finds a department the caller may see (its tenant).
func (s *Service) depart(ctx context.Context, id string) (*ent.SysDepart, error) {
	d, err := s.Client.SysDepart.Query().Where(sysdepart.ID(strings.TrimSpace(id))).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, httpx.Fail("未找到对应部门")
	}
	return d, err
}

// inTx runs f in a transaction of the server's context.
func (s *Service) inTx(ctx context.Context, f func(tx *ent.Client) error) error {
	return db.InTx(viewer.System(ctx), s.Client, f)
}

// menuRules are the data rules of a menu, oldest first; none is an error the
// screens show ("未找到权限配置信息").
func (s *Service) menuRules(ctx context.Context, menuID string) ([]*ent.SysPermissionDataRule, error) {
	rules, err := s.Client.SysPermissionDataRule.Query().Where(syspermissiondatarule.PermissionID(menuID)).
		Order(syspermissiondatarule.ByCreateTime(), syspermissiondatarule.ByID()).All(viewer.System(ctx))
	if err == nil && len(rules) == 0 {
		return nil, httpx.Fail("未找到权限配置信息")
	}
	return rules, err
}

// ruleIDsOf keeps the ids of rules of the menu, in the menu's order.
func (s *Service) ruleIDsOf(ctx context.Context, menuID, csv string) ([]string, error) {
	ids := crud.SplitIDs(csv)
	if len(ids) == 0 {
		return nil, nil
	}
	return s.Client.SysPermissionDataRule.Query().
		Where(syspermissiondatarule.IDIn(ids...), syspermissiondatarule.PermissionID(menuID)).
		Order(syspermissiondatarule.ByCreateTime(), syspermissiondatarule.ByID()).IDs(viewer.System(ctx))
}

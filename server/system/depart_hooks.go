package system

import (
	"context"

	"aqueduct/ent"
	"aqueduct/ent/sysdepart"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/orgcode"
	"aqueduct/server/viewer"
)

// sysDepartHooks: a department's code and level, and no orphans.
func (s *Service) sysDepartHooks() crud.SysDepartHooks {
	return crud.SysDepartHooks{BeforeSave: departBeforeSave, BeforeDelete: departBeforeDelete}
}

// departBeforeSave gives a new department the next hierarchical code under
// its parent and its level (docs/contract.md §9.4).
func departBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, m *ent.SysDepartMutation, body crud.Body) error {
	if op != crud.OpCreate {
		return nil
	}
	parentID, _ := m.ParentID()
	code, orgType, err := orgcode.NextDepart(ctx, tx, parentID)
	if err != nil {
		return err
	}
	m.SetOrgCode(code)
	m.SetOrgType(orgType)
	return nil
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

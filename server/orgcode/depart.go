package orgcode

import (
	"context"

	"aqueduct/ent"
	"aqueduct/ent/sysdepart"
	"aqueduct/server/httpx"
	"aqueduct/server/softdelete"
	"aqueduct/server/viewer"
)

// NextDepart is the code and level (org_type) a new department under
// parentID gets: JeecgBoot's OrgCodeRule. Codes are unique across tenants and
// deleted siblings keep theirs, so every sibling counts.
func NextDepart(ctx context.Context, c *ent.Client, parentID string) (code, orgType string, err error) {
	parentCode, orgType := "", "1"
	if parentID != "" {
		// the parent within the tenant, as the department tree is built: a
		// sub-department's code follows it whoever may list it
		p, err := c.SysDepart.Get(viewer.Unscoped(ctx), parentID)
		if ent.IsNotFound(err) {
			return "", "", httpx.Fail("上级部门不存在")
		}
		if err != nil {
			return "", "", err
		}
		parentCode, orgType = p.OrgCode, nextLevel(p.OrgType)
	}
	last, err := c.SysDepart.Query().Where(sysdepart.ParentID(parentID)).
		Order(ent.Desc(sysdepart.FieldOrgCode)).First(softdelete.WithDeleted(viewer.System(ctx)))
	lastCode := ""
	switch {
	case err == nil:
		lastCode = last.OrgCode
	case !ent.IsNotFound(err):
		return "", "", err
	}
	return Next(parentCode, lastCode), orgType, nil
}

// nextLevel is the org_type below t: 1 company, 2 department, 3 below.
func nextLevel(t string) string {
	switch t {
	case "", "1":
		return "2"
	}
	return "3"
}

package crud

import (
	"context"
	"strconv"
	"strings"

	"aqueduct/ent/sysdepart"
	"aqueduct/ent/syspermissiondatarule"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/ent/sysuserrole"
	"aqueduct/server/auth"
	"aqueduct/server/query"
	"aqueduct/server/viewer"
)

// dataRules returns the conditions of the data rules (CONTRACT §7) that the
// caller's roles hold on the resource's menu: the union of data_rule_ids of
// the role-permission rows, rules with status 1. They apply to list, export,
// queryById, edit and delete alike.
func (s *Service) dataRules(ctx context.Context, r *Resource) ([]query.Cond, error) {
	v, ok := viewer.FromContext(ctx)
	if !ok || v.System || v.UserID == "" || r.MenuID == "" {
		return nil, nil
	}
	roles, err := s.Client.SysRole.Query().
		Where(sysrole.HasUserRolesWith(sysuserrole.UserID(v.UserID))).IDs(ctx)
	if err != nil || len(roles) == 0 {
		return nil, err
	}
	sys := auth.SystemContext(ctx)
	grants, err := s.Client.SysRolePermission.Query().
		Where(sysrolepermission.RoleIDIn(roles...), sysrolepermission.PermissionID(r.MenuID)).All(sys)
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, g := range grants {
		ids = append(ids, SplitIDs(g.DataRuleIds)...)
	}
	if len(ids) == 0 {
		return nil, nil
	}
	rows, err := s.Client.SysPermissionDataRule.Query().
		Where(syspermissiondatarule.IDIn(ids...), syspermissiondatarule.PermissionID(r.MenuID),
			syspermissiondatarule.Status("1")).
		Order(syspermissiondatarule.ByCreateTime(), syspermissiondatarule.ByID()).All(sys)
	if err != nil || len(rows) == 0 {
		return nil, err
	}
	rules := make([]query.DataRule, len(rows))
	multi := false
	for i, row := range rows {
		rules[i] = query.DataRule{Column: row.RuleColumn, Conditions: row.RuleConditions, Value: row.RuleValue}
		multi = multi || strings.Contains(row.RuleValue, "multi_org_code") || strings.Contains(row.RuleValue, "MultiOrgCode")
	}
	vars := query.UserVars{Username: v.Username, Realname: v.Realname, OrgCode: v.OrgCode, TenantID: strconv.Itoa(v.TenantID)}
	if multi {
		codes, err := s.Client.SysDepart.Query().
			Where(sysdepart.HasUserDepartsWith(sysuserdepart.UserID(v.UserID))).
			Select(sysdepart.FieldOrgCode).Strings(ctx)
		if err != nil {
			return nil, err
		}
		vars.OrgCodes = codes
	}
	return query.DataRules(rules, r.Schema(), vars)
}

package crud

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"aqueduct/ent/sysdepart"
	"aqueduct/ent/syspermissiondatarule"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/server/cache"
	"aqueduct/server/perm"
	"aqueduct/server/query"
	"aqueduct/server/viewer"
)

// dataRules returns the conditions of the data rules (docs/contract.md §10) that the
// caller's roles hold on the resource's menu: the union of data_rule_ids of
// the role-permission rows, rules with status 1. They apply to list, export,
// queryById, edit and delete alike.
func (s *Service) dataRules(ctx context.Context, r *Resource) ([]query.Cond, error) {
	v, ur, err := s.viewerRules(ctx, r)
	if err != nil || len(ur.rules) == 0 {
		return nil, err
	}
	vars := query.UserVars{Username: v.Username, Realname: v.Realname, OrgCode: v.OrgCode,
		OrgCodes: ur.orgCodes, Sections: ur.sections, TenantID: strconv.Itoa(v.TenantID)}
	return query.DataRules(ur.rules, r.Schema(), vars)
}

// viewerRules are the caller's data rules on r's menu: none for the system
// or on a resource without a menu.
func (s *Service) viewerRules(ctx context.Context, r *Resource) (viewer.Viewer, userRules, error) {
	v, ok := viewer.FromContext(ctx)
	if !ok || v.System || v.UserID == "" || r.MenuID == "" {
		return v, userRules{}, nil
	}
	load := func() (userRules, error) { return s.loadRules(ctx, v.UserID, r.MenuID) }
	if s.rules == nil {
		ur, err := load()
		return v, ur, err
	}
	ur, err := s.rules.Get(cache.Key(v.UserID, strconv.Itoa(v.TenantID), r.MenuID), load)
	return v, ur, err
}

// RowFilterOn is r's row filter for a table kept from r's rows that shares only
// some of r's columns (a summary). ok is false when the filter may name any
// other column (a data rule on another column, or r's own scope): the
// summary cannot stand in for r then.
func (s *Service) RowFilterOn(ctx context.Context, r *Resource, columns ...string) (w Where, ok bool, err error) {
	_, ur, err := s.viewerRules(ctx, r)
	if err != nil {
		return nil, false, err
	}
	for _, rule := range ur.rules {
		f, found := r.Schema().Lookup(strings.TrimSpace(rule.Column))
		if !found || !slices.Contains(columns, f.Column) {
			return nil, false, nil
		}
	}
	if s.hooks(r).Scope != nil {
		return nil, false, nil
	}
	w, err = s.rowFilter(ctx, r)
	return w, err == nil, err
}

// userRules are a user's data rules on one menu, with his departments' codes
// when a rule names them.
type userRules struct {
	rules    []query.DataRule
	orgCodes []string
	sections []string
}

// RuleTables are the tables a user's row filter is built from: what caches
// keyed by the user must follow besides their own tables.
func RuleTables() []string { return slices.Clone(ruleTables) }

// ruleTables are what userRules are read from.
var ruleTables = append([]string{"SysRole", "SysUserRole", "SysRolePermission", "SysPermissionDataRule", "SysDepart", "SysUserDepart",
	"CmisSection"}, perm.DepartRoleTables...)

func (s *Service) loadRules(ctx context.Context, userID, menuID string) (userRules, error) {
	var out userRules
	ctx = viewer.Unscoped(ctx) // the rules are read whole, whatever they say
	sys := viewer.System(ctx)
	// The rules of every grant of the menu: his roles' and his department roles' alike.
	held, err := perm.UserHoldings(ctx, s.Client, userID, menuID)
	if err != nil {
		return out, err
	}
	ids := held[menuID]
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := s.Client.SysPermissionDataRule.Query().
		Where(syspermissiondatarule.IDIn(ids...), syspermissiondatarule.PermissionID(menuID),
			syspermissiondatarule.Status("1")).
		Order(syspermissiondatarule.ByCreateTime(), syspermissiondatarule.ByID()).All(sys)
	if err != nil || len(rows) == 0 {
		return out, err
	}
	multi, sections := false, false
	for _, row := range rows {
		out.rules = append(out.rules, query.DataRule{Column: row.RuleColumn, Conditions: row.RuleConditions, Value: row.RuleValue})
		multi = multi || strings.Contains(row.RuleValue, "multi_org_code") || strings.Contains(row.RuleValue, "MultiOrgCode")
		sections = sections || strings.Contains(row.RuleValue, "user_sections") || strings.Contains(row.RuleValue, "UserSections")
	}
	if sections && s.SectionsOf != nil {
		if out.sections, err = s.SectionsOf(sys, userID); err != nil {
			return out, err
		}
	}
	if multi {
		out.orgCodes, err = s.Client.SysDepart.Query().
			Where(sysdepart.HasUserDepartsWith(sysuserdepart.UserID(userID))).
			Select(sysdepart.FieldOrgCode).Strings(ctx)
	}
	return out, err
}

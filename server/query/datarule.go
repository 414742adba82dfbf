package query

import (
	"strings"
	"time"

	"entgo.io/ent/dialect/sql"

	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
)

// DataRule is a row filter of sys_permission_data_rule: a property, a rule
// condition and a value that may hold the system variables of CONTRACT §7.
type DataRule struct {
	Column     string
	Conditions string
	Value      string
}

// UserVars are the values of the system variables for the current user.
type UserVars struct {
	Username, Realname, OrgCode string
	OrgCodes                    []string
	Sections                    []string // ids of the sections of the user's departments
	TenantID                    string
	Now                         time.Time
}

// Substitute replaces #{sys_user_code} and its spellings in a rule value.
func (u UserVars) Substitute(v string) string {
	if !strings.Contains(v, "#{") {
		return v
	}
	now := u.Now
	if now.IsZero() {
		now = time.Now()
	}
	now = now.In(jsontime.Zone)
	r := strings.NewReplacer(
		"#{sys_user_code}", u.Username, "#{sysUserCode}", u.Username,
		"#{sys_user_name}", u.Realname, "#{sysUserName}", u.Realname,
		"#{sys_org_code}", u.OrgCode, "#{sysOrgCode}", u.OrgCode,
		"#{sys_multi_org_code}", strings.Join(u.OrgCodes, ","), "#{sysMultiOrgCode}", strings.Join(u.OrgCodes, ","),
		"#{sys_date}", now.Format(jsontime.DateLayout), "#{sysDate}", now.Format(jsontime.DateLayout),
		"#{sys_time}", now.Format(jsontime.DateTimeLayout), "#{sysTime}", now.Format(jsontime.DateTimeLayout),
		"#{tenant_id}", u.TenantID, "#{tenantId}", u.TenantID,
		"#{sys_user_sections}", strings.Join(u.Sections, ","), "#{sysUserSections}", strings.Join(u.Sections, ","),
		"#{bpm_status}", "1",
	)
	return r.Replace(v)
}

var ruleConditions = map[string]string{
	">": ">", "<": "<", "!=": "!=", "=": "=", ">=": ">=", "<=": "<=",
	"LEFT_LIKE": "left_like", "LIKE": "like", "RIGHT_LIKE": "right_like", "IN": "in",
}

// DataRules turns a user's data rules into conditions. A rule naming a
// property the entity does not have, or raw SQL (USE_SQL_RULES), is refused:
// a rule is a restriction, so a broken one must not widen what a user sees.
func DataRules(rules []DataRule, s *Schema, vars UserVars) ([]Cond, error) {
	last := map[string]int{} // later rules on the same column replace earlier ones, as in the original
	for i, r := range rules {
		last[r.Column] = i
	}
	var out []Cond
	for i, r := range rules {
		if last[r.Column] != i {
			continue
		}
		f, ok := s.Lookup(strings.TrimSpace(r.Column))
		if !ok {
			return nil, httpx.Failf("数据权限规则配置有误：字段 %s 不存在", clip(r.Column))
		}
		op, ok := ruleConditions[strings.ToUpper(strings.TrimSpace(r.Conditions))]
		if !ok {
			return nil, httpx.Failf("数据权限规则配置有误：条件 %s 不支持", clip(r.Conditions))
		}
		value := vars.Substitute(r.Value)
		if strings.Trim(value, ", ") == "" {
			// An empty value (a user without departments, no org code) would
			// match every row: the rule matches none instead.
			out = append(out, never)
			continue
		}
		c, err := Op(f, op, value)
		if err != nil {
			return nil, err
		}
		if c == nil {
			c = never
		}
		out = append(out, c)
	}
	return out, nil
}

func never(*sql.Selector) *sql.Predicate { return sql.False() }

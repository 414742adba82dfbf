package query

import (
	"strings"
	"time"

	"entgo.io/ent/dialect/sql"

	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
)

// DataRule is a row filter of sys_permission_data_rule: a property, a rule
// condition and a value that may hold the system variables of docs/contract.md §10.
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
// It scans the value once and works out only the variables it names: a
// list of a ruled user substitutes on every request.
func (u UserVars) Substitute(v string) string {
	if !strings.Contains(v, "#{") {
		return v
	}
	var b strings.Builder
	for {
		i := strings.Index(v, "#{")
		if i < 0 {
			break
		}
		j := strings.IndexByte(v[i:], '}')
		if j < 0 {
			break
		}
		b.WriteString(v[:i])
		if val, ok := u.variable(v[i+2 : i+j]); ok {
			b.WriteString(val)
		} else {
			b.WriteString(v[i : i+j+1]) // an unknown variable stays as written
		}
		v = v[i+j+1:]
	}
	b.WriteString(v)
	return b.String()
}

// variable is the value of one system variable, by either spelling.
func (u UserVars) variable(name string) (string, bool) {
	now := func() time.Time {
		if u.Now.IsZero() {
			return time.Now().In(jsontime.Zone)
		}
		return u.Now.In(jsontime.Zone)
	}
	switch name {
	case "sys_user_code", "sysUserCode":
		return u.Username, true
	case "sys_user_name", "sysUserName":
		return u.Realname, true
	case "sys_org_code", "sysOrgCode":
		return u.OrgCode, true
	case "sys_multi_org_code", "sysMultiOrgCode":
		return strings.Join(u.OrgCodes, ","), true
	case "sys_date", "sysDate":
		return now().Format(jsontime.DateLayout), true
	case "sys_time", "sysTime":
		return now().Format(jsontime.DateTimeLayout), true
	case "tenant_id", "tenantId":
		return u.TenantID, true
	case "sys_user_sections", "sysUserSections":
		return strings.Join(u.Sections, ","), true
	case "bpm_status":
		return "1", true
	}
	return "", false
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

package grants

import (
	"context"
	"regexp"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/predicate"
	"aqueduct/ent/syspermission"
	"aqueduct/ent/syspermissiondatarule"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/query"
	"aqueduct/server/viewer"
)

// Conditions are the rule conditions a data rule may use (docs/contract.md §10,
// without USE_SQL_RULES).
var Conditions = []string{"=", "!=", ">", ">=", "<", "<=", "IN", "LIKE", "LEFT_LIKE", "RIGHT_LIKE"}

// variables are the system variables a rule value may name (query.UserVars).
var variables = map[string]bool{
	"sys_user_code": true, "sysUserCode": true, "sys_user_name": true, "sysUserName": true,
	"sys_org_code": true, "sysOrgCode": true, "sys_multi_org_code": true, "sysMultiOrgCode": true,
	"sys_date": true, "sysDate": true, "sys_time": true, "sysTime": true, "tenant_id": true, "tenantId": true,
	"sys_user_sections": true, "sysUserSections": true, "bpm_status": true,
}

var variableRe = regexp.MustCompile(`#\{([^}]*)\}`)

// sample values stand in for the variables when a rule is checked.
var sample = query.UserVars{Username: "u", Realname: "u", OrgCode: "A01", OrgCodes: []string{"A01"},
	Sections: []string{"s"}, TenantID: "0"}

// ruleBody is a data rule as the screens send it.
type ruleBody struct {
	ID             string `json:"id"`
	PermissionID   string `json:"permissionId"`
	RuleName       string `json:"ruleName"`
	RuleColumn     string `json:"ruleColumn"`
	RuleConditions string `json:"ruleConditions"`
	RuleValue      string `json:"ruleValue"`
	Status         string `json:"status"`
}

// resourceOf is the generated resource a menu lists: its columns are the
// only ones a rule may name (the rules apply through it, crud.dataRules).
func resourceOf(menuID string) *crud.Resource {
	for _, r := range crud.Resources() {
		if r.MenuID != "" && r.MenuID == menuID {
			return r
		}
	}
	return nil
}

// check validates a rule and returns it tidied.
func (s *Service) check(ctx context.Context, b ruleBody) (ruleBody, error) {
	b.PermissionID, b.RuleName = strings.TrimSpace(b.PermissionID), strings.TrimSpace(b.RuleName)
	b.RuleColumn, b.RuleValue = strings.TrimSpace(b.RuleColumn), strings.TrimSpace(b.RuleValue)
	b.RuleConditions = strings.ToUpper(strings.TrimSpace(b.RuleConditions))
	if b.Status != "0" {
		b.Status = "1"
	}
	switch {
	case b.RuleName == "":
		return b, httpx.Fail("请输入规则名称")
	case b.RuleConditions == "USE_SQL_RULES":
		return b, httpx.Fail("不支持自定义SQL规则（USE_SQL_RULES），请选择字段条件")
	case b.RuleColumn == "":
		return b, httpx.Fail("请输入规则字段")
	case b.RuleValue == "":
		return b, httpx.Fail("请输入规则值")
	case len([]rune(b.RuleName)) > 50 || len([]rune(b.RuleColumn)) > 50 || len([]rune(b.RuleValue)) > 300:
		return b, httpx.Fail("规则名称、规则字段或规则值过长")
	}
	known := false
	for _, c := range Conditions {
		known = known || c == b.RuleConditions
	}
	if !known {
		return b, httpx.Fail("请选择条件规则")
	}
	if _, err := s.Client.SysPermission.Get(viewer.System(ctx), b.PermissionID); ent.IsNotFound(err) {
		return b, httpx.Fail("未找到菜单权限")
	} else if err != nil {
		return b, err
	}
	r := resourceOf(b.PermissionID)
	if r == nil {
		return b, httpx.Fail("该菜单不是数据列表，不能配置数据规则")
	}
	if _, ok := r.Schema().Lookup(b.RuleColumn); !ok {
		return b, httpx.Failf("规则字段 %s 不是「%s」的字段", b.RuleColumn, r.Title)
	}
	for _, m := range variableRe.FindAllStringSubmatch(b.RuleValue, -1) {
		if !variables[m[1]] {
			return b, httpx.Failf("规则值中的系统变量 #{%s} 不存在", m[1])
		}
	}
	// The value must make a condition of the column's type (a number for a number column…).
	rule := query.DataRule{Column: b.RuleColumn, Conditions: b.RuleConditions, Value: b.RuleValue}
	if _, err := query.DataRules([]query.DataRule{rule}, r.Schema(), sample); err != nil {
		if _, ok := err.(*httpx.Error); ok {
			return b, httpx.Fail("规则值与规则字段的类型不符")
		}
		return b, err
	}
	return b, nil
}

func (s *Service) rulesOfMenu(c *echo.Context) error {
	ctx := viewer.System(c.Request().Context())
	rows, err := s.Client.SysPermissionDataRule.Query().
		Where(syspermissiondatarule.PermissionID(c.QueryParam("permissionId"))).
		Order(syspermissiondatarule.ByCreateTime(), syspermissiondatarule.ByID()).All(ctx)
	if err != nil {
		return err
	}
	if rows == nil {
		rows = []*ent.SysPermissionDataRule{}
	}
	return httpx.OK(c, rows)
}

// queryRules filters a menu's rules: equality on condition and status,
// substring on name, column and value.
func (s *Service) queryRules(c *echo.Context) error {
	ctx := viewer.System(c.Request().Context())
	var where []predicate.SysPermissionDataRule
	if v := c.QueryParam("permissionId"); v != "" {
		where = append(where, syspermissiondatarule.PermissionID(v))
	}
	if v := strings.Trim(c.QueryParam("ruleName"), "* "); v != "" {
		where = append(where, syspermissiondatarule.RuleNameContains(v))
	}
	if v := strings.Trim(c.QueryParam("ruleColumn"), "* "); v != "" {
		where = append(where, syspermissiondatarule.RuleColumnContains(v))
	}
	if v := strings.Trim(c.QueryParam("ruleValue"), "* "); v != "" {
		where = append(where, syspermissiondatarule.RuleValueContains(v))
	}
	if v := c.QueryParam("ruleConditions"); v != "" {
		where = append(where, syspermissiondatarule.RuleConditions(v))
	}
	if v := c.QueryParam("status"); v != "" {
		where = append(where, syspermissiondatarule.Status(v))
	}
	rows, err := s.Client.SysPermissionDataRule.Query().Where(where...).
		Order(syspermissiondatarule.ByCreateTime(), syspermissiondatarule.ByID()).Limit(1000).All(ctx)
	if err != nil {
		return err
	}
	if rows == nil {
		rows = []*ent.SysPermissionDataRule{}
	}
	return httpx.OK(c, rows)
}

func (s *Service) addRule(c *echo.Context) error {
	var b ruleBody
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	ctx := c.Request().Context()
	b, err := s.check(ctx, b)
	if err != nil {
		return err
	}
	row, err := s.Client.SysPermissionDataRule.Create().SetPermissionID(b.PermissionID).SetRuleName(b.RuleName).
		SetRuleColumn(b.RuleColumn).SetRuleConditions(b.RuleConditions).SetRuleValue(b.RuleValue).
		SetStatus(b.Status).Save(ctx)
	if err != nil {
		return err
	}
	if err := s.flag(ctx, b.PermissionID); err != nil {
		return err
	}
	return httpx.OKMsg(c, "添加成功！", row)
}

func (s *Service) editRule(c *echo.Context) error {
	var b ruleBody
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	ctx := c.Request().Context()
	old, err := s.Client.SysPermissionDataRule.Get(viewer.System(ctx), strings.TrimSpace(b.ID))
	if ent.IsNotFound(err) {
		return httpx.Fail("未找到对应数据规则")
	}
	if err != nil {
		return err
	}
	b.PermissionID = old.PermissionID // a rule stays with its menu
	if b, err = s.check(ctx, b); err != nil {
		return err
	}
	row, err := s.Client.SysPermissionDataRule.UpdateOneID(old.ID).SetRuleName(b.RuleName).
		SetRuleColumn(b.RuleColumn).SetRuleConditions(b.RuleConditions).SetRuleValue(b.RuleValue).
		SetStatus(b.Status).Save(ctx)
	if err != nil {
		return err
	}
	if err := s.Perm.Changed(ctx); err != nil {
		return err
	}
	return httpx.OKMsg(c, "编辑成功！", row)
}

func (s *Service) deleteRule(c *echo.Context) error {
	ctx := c.Request().Context()
	old, err := s.Client.SysPermissionDataRule.Get(viewer.System(ctx), strings.TrimSpace(c.QueryParam("id")))
	if ent.IsNotFound(err) {
		return httpx.Fail("未找到对应数据规则")
	}
	if err != nil {
		return err
	}
	if err := s.Client.SysPermissionDataRule.DeleteOne(old).Exec(ctx); err != nil {
		return err
	}
	if err := s.flag(ctx, old.PermissionID); err != nil {
		return err
	}
	return httpx.OKMsg(c, "删除成功!", nil)
}

// flag keeps the menu's rule_flag (1 = has data rules) in step and tells
// the permission service.
func (s *Service) flag(ctx context.Context, menuID string) error {
	sys := viewer.System(ctx)
	has, err := s.Client.SysPermissionDataRule.Query().Where(syspermissiondatarule.PermissionID(menuID)).Exist(sys)
	if err != nil {
		return err
	}
	v := 0
	if has {
		v = 1
	}
	if err := s.Client.SysPermission.Update().Where(syspermission.ID(menuID)).SetRuleFlag(v).Exec(sys); err != nil {
		return err
	}
	return s.Perm.Changed(ctx)
}

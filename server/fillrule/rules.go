package fillrule

import (
	"context"
	"fmt"
	"strings"

	"aqueduct/server/category"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/orgcode"
)

// Rule is a registered rule class: what a sys_fill_rule row names (JeecgBoot's
// class names are kept for its seeds). No class is ever loaded by name.
type Rule struct {
	Class string
	Title string
	// Check refuses parameters the rule cannot use (on save of the row).
	Check func(p Params) error
	// Value produces the value; dry previews it without taking a number.
	Value func(ctx context.Context, e *run, p Params, form map[string]any) (any, error)
}

// Params are a rule's JSON parameters.
type Params map[string]any

func (p Params) text(key, def string) string {
	if v, ok := p[key].(string); ok {
		return v
	}
	return def
}

func (p Params) int(key string, def int) int {
	if v, ok := p[key].(float64); ok && v == float64(int(v)) {
		return int(v)
	}
	return def
}

// dateLayouts are the periods a document number may carry (and restart its count in).
var dateLayouts = map[string]string{"": "", "yyyy": "2006", "yyyyMM": "200601", "yyyyMMdd": "20060102"}

const maxPrefix = 20

var registry = []Rule{
	{
		Class: "aqueduct.rule.DocumentNumber", Title: "单据编号（前缀+日期+流水号）",
		Check: func(p Params) error {
			if len([]rune(p.text("prefix", ""))) > maxPrefix || len([]rune(p.text("separator", "-"))) > 3 {
				return httpx.Failf("前缀不能超过%d个字符，分隔符不能超过3个字符", maxPrefix)
			}
			if _, ok := dateLayouts[p.text("dateFormat", "yyyyMMdd")]; !ok {
				return httpx.Fail("日期格式只能为空、yyyy、yyyyMM 或 yyyyMMdd")
			}
			if d := p.int("digits", 3); d < 1 || d > 10 {
				return httpx.Fail("流水号位数应为 1 到 10")
			}
			return nil
		},
		// e.g. JLTZ-20261124-001: the count restarts with each period.
		Value: func(ctx context.Context, e *run, p Params, _ map[string]any) (any, error) {
			date := e.now().In(jsontime.Zone).Format(dateLayouts[p.text("dateFormat", "yyyyMMdd")])
			n, err := e.next(ctx, date)
			if err != nil {
				return nil, err
			}
			sep := p.text("separator", "-")
			head := p.text("prefix", "") + date
			if date == "" {
				sep = ""
			}
			return fmt.Sprintf("%s%s%0*d", head, sep, p.int("digits", 3), n), nil
		},
	},
	{
		Class: "org.jeecg.modules.system.rule.OrderNumberRule", Title: "订单号（前缀+时间+流水号）",
		Check: func(p Params) error {
			if len([]rune(p.text("prefix", "CN"))) > maxPrefix {
				return httpx.Failf("前缀不能超过%d个字符", maxPrefix)
			}
			return nil
		},
		// JeecgBoot's: CN + yyyyMMddHHmmss + a number; a count per second keeps it unique.
		Value: func(ctx context.Context, e *run, p Params, _ map[string]any) (any, error) {
			at := e.now().In(jsontime.Zone).Format("20060102150405")
			n, err := e.next(ctx, at)
			if err != nil {
				return nil, err
			}
			return fmt.Sprintf("%s%s%04d", p.text("prefix", "CN"), at, n), nil
		},
	},
	{
		Class: "org.jeecg.modules.system.rule.CategoryCodeRule", Title: "分类字典编码（按上级节点）",
		// The code the next child of form.pid would get (the save gives it for good).
		Value: func(ctx context.Context, e *run, _ Params, form map[string]any) (any, error) {
			pid, _ := form["pid"].(string)
			return category.NextCode(ctx, e.client, pid)
		},
	},
	{
		Class: "org.jeecg.modules.system.rule.OrgCodeRule", Title: "机构编码（按上级部门）",
		// JeecgBoot's [code, org_type] of the next department under form.parentId.
		Value: func(ctx context.Context, e *run, _ Params, form map[string]any) (any, error) {
			pid, _ := form["parentId"].(string)
			code, orgType, err := orgcode.NextDepart(ctx, e.client, pid)
			if err != nil {
				return nil, err
			}
			return []string{code, orgType}, nil
		},
	},
}

// Lookup finds a registered rule by its class.
func Lookup(class string) (Rule, bool) {
	for _, r := range registry {
		if r.Class == strings.TrimSpace(class) {
			return r, true
		}
	}
	return Rule{}, false
}

// DictItems are the rules as the items of dictionary fill_rule_class.
func DictItems() [][2]string {
	out := make([][2]string, len(registry))
	for i, r := range registry {
		out[i] = [2]string{r.Class, r.Title}
	}
	return out
}

// Package checkrule serves the check rules (校验规则, docs/contract.md §9.2): an
// ordered list of patterns, each on the whole value or on its next N
// characters, that a form field's value must pass — as typed
// (checkByCode) and again on save.
package checkrule

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/syscheckrule"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/viewer"
)

// Limits on a rule list: patterns are RE2 (linear time), and bounded so one
// rule cannot make a check costly.
const (
	maxItems   = 20
	maxPattern = 300
	maxValue   = 2000
)

// Item is one Step of a rule: digits "*" checks the whole value, N the next
// N characters.
type Item struct {
	Digits  string `json:"digits"`
	Pattern string `json:"pattern"`
	Message string `json:"message"`
}

// Failure is JeecgBoot's result of a failed check.
type Failure struct {
	Item
	BeginIndex int    `json:"beginIndex"`
	EndIndex   int    `json:"endIndex"`
	CheckValue string `json:"checkValue"`
	Passed     bool   `json:"passed"`
}

// Step is a compiled item of a rule list.
type Step struct {
	Item
	whole bool
	n     int
	re    *regexp.Regexp
}

// Parse reads and compiles a rule list, refusing what it cannot check.
func Parse(raw string) ([]Step, error) {
	var items []Item
	if err := json.Unmarshal([]byte(raw), &items); err != nil {
		return nil, httpx.Fail(`规则内容应为 JSON 数组，如 [{"digits":"*","pattern":"^\\d+$","message":"只能是数字"}]`)
	}
	if len(items) == 0 || len(items) > maxItems {
		return nil, httpx.Failf("规则内容应有 1 到 %d 条规则", maxItems)
	}
	steps := make([]Step, len(items))
	for i, it := range items {
		s := Step{Item: it}
		d := strings.TrimSpace(it.Digits)
		if d == "*" {
			s.whole = true
		} else if n, err := strconv.Atoi(d); err == nil && n > 0 && n <= maxValue {
			s.n = n
		} else {
			return nil, httpx.Failf("第 %d 条规则的位数应为 * 或正整数", i+1)
		}
		if it.Pattern == "" || len(it.Pattern) > maxPattern {
			return nil, httpx.Failf("第 %d 条规则的正则表达式不能为空，且不能超过 %d 个字符", i+1, maxPattern)
		}
		// Java's matches(): the whole checked text must match.
		re, err := regexp.Compile(`^(?:` + it.Pattern + `)$`)
		if err != nil {
			return nil, httpx.Failf("第 %d 条规则的正则表达式不正确：%s", i+1, it.Pattern)
		}
		if strings.TrimSpace(it.Message) == "" {
			return nil, httpx.Failf("第 %d 条规则缺少提示信息", i+1)
		}
		s.re = re
		steps[i] = s
	}
	return steps, nil
}

// Check runs value through the steps in order; the first that fails is returned.
func Check(steps []Step, value string) *Failure {
	chars := []rune(value)
	cursor := 0
	for _, s := range steps {
		begin, end := 0, len(chars)
		if !s.whole {
			begin, end = min(cursor, len(chars)), min(cursor+s.n, len(chars))
			cursor += s.n
		}
		text := string(chars[begin:end])
		if !s.re.MatchString(text) {
			return &Failure{Item: s.Item, BeginIndex: begin, EndIndex: end, CheckValue: text}
		}
	}
	return nil
}

// Service serves checkByCode and checks the rules saved.
type Service struct {
	Client *ent.Client
	Res    *crud.Service
}

// sysCheckRuleHooks: a saved rule list parses.
func (s *Service) sysCheckRuleHooks() crud.SysCheckRuleHooks {
	return crud.SysCheckRuleHooks{BeforeSave: func(_ context.Context, _ *ent.Client, _ crud.Op, m *ent.SysCheckRuleMutation, _ crud.Body) error {
		if raw, ok := m.RuleJSON(); ok {
			_, err := Parse(raw)
			return err
		}
		return nil
	}}
}

// Install checks each saved rule list and lets the generated resources check
// their fields on save.
func (s *Service) Install() {
	s.installHooks(s.Res)
	s.Res.Check = func(ctx context.Context, code, value string) error {
		f, err := s.check(ctx, code, value)
		if errors.Is(err, errNoRule) {
			return nil // an admin who deletes a field's rule turns its check off
		}
		if err != nil {
			return err
		}
		if f != nil {
			return httpx.Fail(f.Message)
		}
		return nil
	}
}

// errNoRule is checkByCode's reply for a code no rule has (JeecgBoot's words).
var errNoRule = httpx.Fail(MissingRule)

// MissingRule is the message of a check by a code no rule has.
const MissingRule = "该编码不存在"

// check runs the rule coded code on value.
func (s *Service) check(ctx context.Context, code, value string) (*Failure, error) {
	row, err := s.Client.SysCheckRule.Query().Where(syscheckrule.RuleCode(code)).Only(viewer.System(ctx))
	if ent.IsNotFound(err) {
		return nil, errNoRule
	}
	if err != nil {
		return nil, err
	}
	steps, err := Parse(row.RuleJSON)
	if err != nil {
		return nil, err
	}
	if len([]rune(value)) > maxValue {
		return nil, httpx.Failf("校验的值不能超过 %d 个字符", maxValue)
	}
	return Check(steps, value), nil
}

// Routes serves GET /sys/checkRule/checkByCode (any signed-in user's forms use it).
func (s *Service) Routes(r *httpx.Routes) {
	r.GET("/sys/checkRule/checkByCode", httpx.LoggedIn, func(c *echo.Context) error {
		value := c.QueryParam("value")
		// JeecgBoot's client encodes the value twice; the second decoding keeps
		// "+" (a path unescape), so K12+345 stays itself.
		if v, err := url.PathUnescape(value); err == nil {
			value = v
		}
		if strings.TrimSpace(value) == "" {
			return httpx.OK(c, nil)
		}
		f, err := s.check(c.Request().Context(), c.QueryParam("ruleCode"), value)
		if err != nil {
			return err
		}
		if f != nil {
			return httpx.Write(c, http.StatusOK, httpx.Envelope{Code: httpx.CodeError, Message: f.Message, Result: f})
		}
		return httpx.OK(c, nil)
	}).Doc(httpx.Doc{Summary: "按编码校验一个值（校验规则）"})
}

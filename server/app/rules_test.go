package app_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/ent/cmissupervisionnotice"
	"aqueduct/ent/syscheckrule"
	"aqueduct/ent/sysdepart"
	"aqueduct/ent/sysfillrule"
	"aqueduct/server/crud"
	"aqueduct/server/jsontime"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestFillRules: 编码规则 — the seeded notice number previews without using
// a number, fifty parallel calls get fifty numbers, a notice added without
// its number gets the next, JeecgBoot's batch and unknown-code replies, and a
// rule is checked on save.
func TestFillRules(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		engineer := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		today := time.Now().In(jsontime.Zone).Format("20060102")
		want := func(n int) string { return fmt.Sprintf("JLTZ-%s-%03d", today, n) }
		result := func(r testenv.Reply) any {
			t.Helper()
			require.True(t, r.Success, r.Message)
			var v any
			r.Decode(t, &v)
			return v
		}

		for range 2 {
			require.Equal(t, want(1), result(s.Do(t, "GET", "/sys/fillRule/testFillRule?ruleCode="+seed.FillNoticeNo, admin, nil)),
				"功能测试 shows the next number and keeps it")
		}
		r := s.Do(t, "GET", "/sys/fillRule/testFillRule?ruleCode="+seed.FillNoticeNo, engineer, nil)
		require.Equal(t, 510, r.Code, "testing rules is the admins'")

		const parallel = 50
		got := make(chan string, parallel)
		var wg sync.WaitGroup
		for range parallel {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := s.Do(t, "PUT", "/sys/fillRule/executeRuleByCode/"+seed.FillNoticeNo, engineer, map[string]any{"subject": "x"})
				if r.Success {
					var v string
					r.Decode(t, &v)
					got <- v
				} else {
					got <- "failed: " + r.Message
				}
			}()
		}
		wg.Wait()
		close(got)
		seen := map[string]bool{}
		for v := range got {
			require.False(t, seen[v], "%s given twice", v)
			seen[v] = true
		}
		for n := 1; n <= parallel; n++ {
			require.True(t, seen[want(n)], "%s missing", want(n))
		}

		const noticeAPI = "/safety/cmisSupervisionNotice"
		_, s1, _ := s.ProjectBase(t, admin)
		id := s.Add(t, admin, noticeAPI, map[string]any{"sectionId": s1, "subject": "通风", "issueDate": "2026-01-01",
			"replyDeadline": "2026-01-02", "content": "风量不足"})
		ctx := viewer.System(context.Background())
		n := s.App.DB.Client.CmisSupervisionNotice.Query().Where(cmissupervisionnotice.ID(id)).OnlyX(ctx)
		require.Equal(t, want(parallel+1), n.NoticeNo, "a notice added without its number is numbered")
		id = s.Add(t, admin, noticeAPI, map[string]any{"sectionId": s1, "noticeNo": "自编-1", "subject": "通风",
			"issueDate": "2026-01-01", "replyDeadline": "2026-01-02", "content": "风量不足"})
		n = s.App.DB.Client.CmisSupervisionNotice.Query().Where(cmissupervisionnotice.ID(id)).OnlyX(ctx)
		require.Equal(t, "自编-1", n.NoticeNo, "a typed number stays")

		r = s.Do(t, "PUT", "/sys/fillRule/executeRuleByCodeBatch", engineer, map[string]any{"commonFormData": map[string]any{},
			"rules": []map[string]any{{"ruleCode": seed.FillNoticeNo, "formData": map[string]any{}}, {"ruleCode": "shop_order_num"}, {"ruleCode": "no_such"}}})
		var batch []struct {
			RuleCode string
			Result   any
		}
		require.True(t, r.Success, r.Message)
		r.Decode(t, &batch)
		require.Len(t, batch, 3)
		require.Equal(t, want(parallel+2), batch[0].Result)
		require.Regexp(t, regexp.MustCompile(`^CN\d{14}\d{4}$`), batch[1].Result)
		require.Nil(t, batch[2].Result, "an unknown rule gives nothing, as JeecgBoot")

		// the category code rule previews the code the add then gives
		root := result(s.Do(t, "PUT", "/sys/fillRule/executeRuleByCode/category_code_rule", admin, map[string]any{"pid": "0"}))
		catID := s.Add(t, admin, "/sys/category", map[string]any{"pid": "0", "name": "规则分类"})
		var cat struct{ Code string }
		s.Do(t, "GET", "/sys/category/queryById?id="+catID, admin, nil).Decode(t, &cat)
		require.Equal(t, root, cat.Code)

		// JeecgBoot's org_num_role previews [code, org_type] of the next department, as the add gives them
		top, err := s.App.DB.Client.SysDepart.Query().Where(sysdepart.OrgCode("A01")).Only(viewer.System(context.Background()))
		require.NoError(t, err)
		preview := result(s.Do(t, "PUT", "/sys/fillRule/executeRuleByCode/org_num_role", admin, map[string]any{"parentId": top.ID}))
		r = s.Do(t, "POST", "/sys/sysDepart/add", admin, map[string]any{"departName": "规则部门", "parentId": top.ID, "orgCategory": "2"})
		require.True(t, r.Success, r.Message)
		var dep struct{ OrgCode, OrgType string }
		r.Decode(t, &dep)
		require.Equal(t, []any{dep.OrgCode, dep.OrgType}, preview)
		require.Equal(t, "上级部门不存在", s.Do(t, "PUT", "/sys/fillRule/executeRuleByCode/org_num_role", admin, map[string]any{"parentId": "nope"}).Message)

		for _, bad := range []struct {
			body map[string]any
			msg  string
		}{
			{map[string]any{"ruleName": "x", "ruleCode": "x1", "ruleClass": "java.lang.Runtime"}, "后台找不到该规则实现：java.lang.Runtime"},
			{map[string]any{"ruleName": "x", "ruleCode": "x2", "ruleClass": "aqueduct.rule.DocumentNumber", "ruleParams": "[1]"}, "规则参数应为 JSON 对象"},
			{map[string]any{"ruleName": "x", "ruleCode": "x3", "ruleClass": "aqueduct.rule.DocumentNumber", "ruleParams": `{"digits":11}`}, "流水号位数应为 1 到 10"},
			{map[string]any{"ruleName": "x", "ruleCode": "x4", "ruleClass": "aqueduct.rule.DocumentNumber", "ruleParams": `{"dateFormat":"HH"}`}, "日期格式"},
		} {
			r := s.Do(t, "POST", "/sys/fillRule/add", admin, bad.body)
			require.False(t, r.Success, "%v", bad.body)
			require.Contains(t, r.Message, bad.msg)
		}
		// a rule of its own: a yearly count of four digits, no separator
		yearly := s.Add(t, admin, "/sys/fillRule", map[string]any{"ruleName": "年度流水", "ruleCode": "yearly", "ruleClass": "aqueduct.rule.DocumentNumber",
			"ruleParams": `{"prefix":"YS","dateFormat":"yyyy","separator":"","digits":4}`})
		// an edit of the parameters alone is checked against the saved class
		r = s.Do(t, "PUT", "/sys/fillRule/edit", admin, map[string]any{"id": yearly, "ruleParams": `{"digits":0}`})
		require.False(t, r.Success)
		require.Contains(t, r.Message, "流水号位数应为 1 到 10")
		r = s.Do(t, "PUT", "/sys/fillRule/edit", admin, map[string]any{"id": yearly, "ruleName": "年度流水号"})
		require.True(t, r.Success, r.Message)
		require.Equal(t, "YS"+today[:4]+"0001", result(s.Do(t, "PUT", "/sys/fillRule/executeRuleByCode/yearly", engineer, nil)))
		require.Equal(t, "YS"+today[:4]+"0002", result(s.Do(t, "PUT", "/sys/fillRule/executeRuleByCode/yearly", engineer, nil)))
		r = s.Do(t, "PUT", "/sys/fillRule/executeRuleByCode/yearly", "", nil)
		require.Equal(t, http.StatusUnauthorized, r.Status)
	})
}

// TestCheckRules: 校验规则 — JeecgBoot's seeded rule "common" position by
// position, the failure's result, double-encoded values, unknown codes, and
// rules refused on save (bad or non-RE2 patterns, too many steps).
func TestCheckRules(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		engineer := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		check := func(code, value string) testenv.Reply {
			// encoded twice, as JeecgBoot's client and ours send it
			return s.Do(t, "GET", "/sys/checkRule/checkByCode?ruleCode="+code+"&value="+url.QueryEscape(url.PathEscape(value)), engineer, nil)
		}
		for _, c := range []struct{ value, msg string }{
			{"1abc", "第一位只能是字母"}, {"a-b", "只能输入字母、数字、下划线"}, {"ab", "最少输入3位数"}, {"abcdefghijklm", "最多输入12位数"},
		} {
			r := check("common", c.value)
			require.False(t, r.Success, c.value)
			require.Equal(t, c.msg, r.Message, c.value)
		}
		r := check("common", "1abc")
		var f struct {
			BeginIndex, EndIndex int
			CheckValue           string
			Passed               bool
		}
		r.Decode(t, &f)
		require.Equal(t, 0, f.BeginIndex)
		require.Equal(t, 1, f.EndIndex)
		require.Equal(t, "1", f.CheckValue)
		for _, ok := range []string{"abc", "a_1_B", ""} {
			require.True(t, check("common", ok).Success, ok)
		}
		r = s.Do(t, "GET", "/sys/checkRule/checkByCode?ruleCode=common&value=ab_c", engineer, nil)
		require.True(t, r.Success, "a value encoded once passes as well")
		r = check("no_such", "x")
		require.False(t, r.Success)
		require.Equal(t, "该编码不存在", r.Message)

		many := "["
		for i := range 21 {
			if i > 0 {
				many += ","
			}
			many += `{"digits":"*","pattern":"a","message":"m"}`
		}
		many += "]"
		for _, bad := range []struct{ json, msg string }{
			{`{"digits":"*"}`, "规则内容应为 JSON 数组"},
			{`[{"digits":"*","pattern":"(","message":"m"}]`, "正则表达式不正确"},
			{`[{"digits":"*","pattern":"(?=a)a","message":"m"}]`, "正则表达式不正确"},
			{`[{"digits":"0","pattern":"a","message":"m"}]`, "位数应为 * 或正整数"},
			{`[{"digits":"*","pattern":"a","message":""}]`, "缺少提示信息"},
			{many, "1 到 20 条规则"},
		} {
			r := s.Do(t, "POST", "/sys/checkRule/add", admin, map[string]any{"ruleName": "x", "ruleCode": "bad", "ruleJson": bad.json})
			require.False(t, r.Success, bad.json)
			require.Contains(t, r.Message, bad.msg)
		}
		s.Add(t, admin, "/sys/checkRule", map[string]any{"ruleName": "桩号", "ruleCode": "chainage",
			"ruleJson": `[{"digits":"1","pattern":"K","message":"以K开头"},{"digits":"*","pattern":"K\\d+\\+\\d{3}","message":"形如K12+345"}]`})
		require.True(t, check("chainage", "K12+345").Success)
		require.Equal(t, "以K开头", check("chainage", "12+345").Message)
		require.Equal(t, "形如K12+345", check("chainage", "K12+34").Message)
	})
}

// TestEveryFillRuleField: every generated field that takes its value from a
// fill rule is numbered by the server when an add leaves it empty, and the
// number is the rule's (its preview just before).
func TestEveryFillRuleField(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		s.MatrixSetup(t)
		n := 0
		for _, r := range crud.Resources() {
			for _, f := range r.Fields {
				if f.FillRule == "" {
					continue
				}
				n++
				body := s.MatrixBody(t, admin, r, 900+n)
				delete(body, f.Name)
				var next string
				s.Do(t, "GET", "/sys/fillRule/testFillRule?ruleCode="+f.FillRule, admin, nil).Decode(t, &next)
				require.NotEmpty(t, next, "%s.%s: rule %s", r.Key, f.Name, f.FillRule)
				id := s.Add(t, admin, "/"+r.Prefix, body)
				var saved map[string]any
				s.Do(t, "GET", "/"+r.Prefix+"/queryById?id="+id, admin, nil).Decode(t, &saved)
				require.Equal(t, next, saved[f.Name], "%s.%s", r.Key, f.Name)
			}
		}
		require.NotZero(t, n, "no field uses a fill rule")
	})
}

// TestEveryCheckRuleField: every generated field with a check rule refuses,
// on add and on edit, a value its rule refuses, with the rule's message as
// checkByCode gives it, and takes one it passes; a deleted rule checks nothing.
func TestEveryCheckRuleField(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		s.MatrixSetup(t)
		n := 0
		for _, r := range crud.Resources() {
			for _, f := range r.Fields {
				if f.CheckRule == "" {
					continue
				}
				n++
				verdict := s.Do(t, "GET", "/sys/checkRule/checkByCode?"+url.Values{"ruleCode": {f.CheckRule}, "value": {"x y"}}.Encode(), admin, nil)
				require.False(t, verdict.Success, "%s.%s: the rule %s refuses %q", r.Key, f.Name, f.CheckRule, "x y")
				body := s.MatrixBody(t, admin, r, 950+n)
				good := body[f.Name]
				body[f.Name] = "x y"
				r0 := s.Do(t, "POST", "/"+r.Prefix+"/add", admin, body)
				require.Equal(t, verdict.Message, r0.Message, "%s.%s on add", r.Key, f.Name)
				body[f.Name] = good
				id := s.Add(t, admin, "/"+r.Prefix, body)
				r1 := s.Do(t, "PUT", "/"+r.Prefix+"/edit", admin, map[string]any{"id": id, f.Name: "x y"})
				require.Equal(t, verdict.Message, r1.Message, "%s.%s on edit", r.Key, f.Name)
			}
		}
		require.NotZero(t, n, "no field uses a check rule")

		ctx := viewer.System(context.Background())
		_, err := s.App.DB.Client.SysCheckRule.Delete().Where(syscheckrule.RuleCode(seed.CheckContractNo)).Exec(ctx)
		require.NoError(t, err)
		body := s.MatrixBody(t, admin, crud.CmisContract, 999)
		body["contractNo"] = "x y"
		s.Add(t, admin, "/"+crud.CmisContract.Prefix, body)
	})
}

// TestBuiltinRulesOfferedOnce: the built-in fill and check rules are made
// once per database. One an admin deleted or changed stays as he left it
// across restarts; a database from before them (no record of what it was
// offered, two rules missing) gets the missing ones on its next start, and
// keeps its own version of the others.
func TestBuiltinRulesOfferedOnce(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		restart := func() {
			t.Helper()
			_, err := seed.Base(context.Background(), c, "")
			require.NoError(t, err)
		}
		fill := func(code string) *ent.SysFillRule {
			r, err := c.SysFillRule.Query().Where(sysfillrule.RuleCode(code)).Only(ctx)
			if ent.IsNotFound(err) {
				return nil
			}
			require.NoError(t, err)
			return r
		}
		checkExists := func(code string) bool {
			return c.SysCheckRule.Query().Where(syscheckrule.RuleCode(code)).ExistX(ctx)
		}
		for _, code := range []string{"payment_no", "contact_sheet_no", seed.FillNoticeNo, "org_num_role"} {
			require.NotNil(t, fill(code), code)
		}
		require.True(t, checkExists(seed.CheckContractNo))

		payment, sheet := fill("payment_no"), fill("contact_sheet_no")
		r := s.Do(t, "DELETE", "/sys/fillRule/delete?id="+payment.ID, admin, nil)
		require.True(t, r.Success, r.Message)
		r = s.Do(t, "PUT", "/sys/fillRule/edit", admin, map[string]any{"id": sheet.ID, "ruleParams": `{"prefix":"GZLXD-","digits":4}`})
		require.True(t, r.Success, r.Message)
		restart()
		require.Nil(t, fill("payment_no"), "deleted by the admin: not made again")
		require.Equal(t, `{"prefix":"GZLXD-","digits":4}`, fill("contact_sheet_no").RuleParams)

		// an older database: nothing recorded, the contract number's check missing
		c.SysSetting.DeleteOneID("seed.builtin_rules").ExecX(ctx)
		c.SysCheckRule.Delete().Where(syscheckrule.RuleCode(seed.CheckContractNo)).ExecX(ctx)
		restart()
		require.True(t, checkExists(seed.CheckContractNo), "added on upgrade")
		require.NotNil(t, fill("payment_no"), "missing on upgrade: added")
		require.Equal(t, `{"prefix":"GZLXD-","digits":4}`, fill("contact_sheet_no").RuleParams, "kept")
		require.Equal(t, 1, c.SysFillRule.Query().Where(sysfillrule.RuleCode("contact_sheet_no")).CountX(ctx))

		// and from then on as before: deleted stays deleted
		c.SysCheckRule.Delete().Where(syscheckrule.RuleCode(seed.CheckContractNo)).ExecX(ctx)
		restart()
		require.False(t, checkExists(seed.CheckContractNo))
	})
}

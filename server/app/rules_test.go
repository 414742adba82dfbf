package app_test

import (
	"context"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/ent/syscheckrule"
	"aqueduct/ent/sysfillrule"
	"aqueduct/server/crud"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

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

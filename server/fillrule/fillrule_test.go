package fillrule_test

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/cmissupervisionnotice"
	"aqueduct/ent/sysdepart"
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

package testenv

// The matrix: a valid add body for any generated resource, so a test can
// loop over every resource (or every one of a kind) without a fixture each.
// The rows the bodies point at are created by "matrix", the user whose data
// rules keep him to what he created (server/app's matrix tests sign in as
// him), so he may use them too.

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/ent/cmissection"
	"aqueduct/ent/sysquartzjob"
	"aqueduct/schema"
	"aqueduct/server/crud"
	"aqueduct/server/jobs"
	"aqueduct/server/jsontime"
	"aqueduct/server/money"
	"aqueduct/server/query"
	"aqueduct/server/seed"
	"aqueduct/server/viewer"
)

// samples are valid values of the named patterns; a resource with another
// pattern fails the matrix until it gets one here.
var samples = map[string]func(n int) string{
	"n6-16":                         func(n int) string { return fmt.Sprintf("%08d", n) },
	"*6-16":                         func(n int) string { return fmt.Sprintf("any-%04d", n) },
	"s6-18":                         func(n int) string { return "letters" + strings.Repeat("x", n%5) },
	"url":                           func(n int) string { return fmt.Sprintf("https://example.com/%d", n) },
	"e":                             func(n int) string { return fmt.Sprintf("m%d@example.com", n) },
	"m":                             func(n int) string { return fmt.Sprintf("139%08d", n) },
	"p":                             func(int) string { return "100086" },
	"s":                             func(int) string { return "abc" },
	"n":                             func(n int) string { return fmt.Sprintf("%d.5", n) },
	"z":                             func(n int) string { return fmt.Sprint(n) },
	"*":                             func(n int) string { return fmt.Sprintf("v%d", n) },
	`^[A-Za-z][A-Za-z0-9_]{0,99}$`:  func(n int) string { return fmt.Sprintf("code_%d", n) },
	`^[A-Za-z_][A-Za-z0-9_]{0,63}$`: func(n int) string { return fmt.Sprintf("f_%d", n) },
	`^[a-z][a-z0-9_]{1,31}$`:        func(n int) string { return fmt.Sprintf("lp_%d", n) },
	"money":                         func(n int) string { return fmt.Sprintf("%d.25", n) },
	`^\d{4}-(0[1-9]|1[0-2])$`:       func(n int) string { return fmt.Sprintf("2026-%02d", n%12+1) },
	`^\d{4}(-(0[1-9]|1[0-2]))?$`:    func(n int) string { return fmt.Sprintf("2026-%02d", n%12+1) },
	`^\d{4}$`:                       func(n int) string { return fmt.Sprint(2020 + n%10) },
	`^\d{6}$`:                       func(n int) string { return fmt.Sprintf("%06d", 440100+n%10) }, // area code
	`^[0-9]{1,20}$`:                 func(n int) string { return fmt.Sprint(1000000 + n) },          // 企业微信 AgentId
	schema.RoutePattern:             func(n int) string { return fmt.Sprintf("102.%d,25.1;102.6,25.%d", n%10, n%10) },
	schema.StreamURLPattern: func(n int) string {
		if n%2 == 0 {
			return fmt.Sprintf("https://example.com/cam%d.m3u8", n)
		}
		return fmt.Sprintf("/jeecg-boot/video/demo/s%d.m3u8", n)
	},
	// 统一社会信用代码
	`^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$`: func(n int) string { return fmt.Sprintf("91%06dMA0000000X", n) },
}

// checkSamples are values each check rule (校验规则) of a form field passes.
var checkSamples = map[string]func(n int) string{
	seed.CheckContractNo: func(n int) string { return fmt.Sprintf("MX-HT-%04d", n) },
}

// MatrixSetup adds the records other resources point at (an engineering,
// a section, a contractor, a building and a year plan), so every table
// dictionary of a form has an item.
func (s *Server) MatrixSetup(t testing.TB) {
	t.Helper()
	ctx := viewer.System(context.Background())
	c := s.App.DB.Client
	eng := c.CmisEngineering.Create().SetName("矩阵工程").SetCode("MX").SaveX(ctx)
	sup := c.CmisSupplier.Create().SetTid("cbs").SetName("矩阵承包商").SaveX(ctx)
	sec := c.CmisSection.Create().SetEngineeringID(eng.ID).SetName("矩阵标段").SetCode("MX-1").SetContractorID(sup.ID).SaveX(ctx)
	c.CmisBuilding.Create().SetSectionID(sec.ID).SetEngineeringID(eng.ID).SetName("矩阵隧洞").SaveX(ctx)
	c.CmisProgressPlan.Create().SetSectionID(sec.ID).SetEngineeringID(eng.ID).SetPlanType("year").SetPeriod("2026").
		SetTaskName("矩阵任务").SetPlanStartDate(jsontime.Date(time.Date(2026, 1, 1, 0, 0, 0, 0, jsontime.Zone))).
		SetPlanEndDate(jsontime.Date(time.Date(2026, 1, 31, 0, 0, 0, 0, jsontime.Zone))).SaveX(ctx)
}

// matrixOverrides adjust the bodies of resources with rules across records:
// each advance record gets a tunnel of its own, so records never adjoin.
var matrixOverrides = map[string]func(t testing.TB, s *Server, n int, body map[string]any){
	// A report's SQL is checked when saved: one SELECT.
	"onlCgreportHead": func(t testing.TB, s *Server, n int, body map[string]any) {
		body["cgrSql"] = fmt.Sprintf("SELECT id, username FROM sys_user WHERE status = %d", n%2)
	},
	"cmisTunnelAdvance": func(t testing.TB, s *Server, n int, body map[string]any) {
		ctx := viewer.System(context.Background())
		b := s.App.DB.Client.CmisBuilding.Create().SetSectionID(fmt.Sprint(body["sectionId"])).
			SetName(fmt.Sprintf("隧洞%d", n)).SaveX(ctx)
		body["buildingId"], body["startChainage"], body["endChainage"] = b.ID, "K1+000", "K1+012.5"
	},
	// An equipment of the movement's section, made by the matrix user so his data rule lets him see it.
	"cmisEquipmentMovement": func(t testing.TB, s *Server, n int, body map[string]any) {
		ctx := viewer.System(context.Background())
		e := s.App.DB.Client.CmisEquipment.Create().SetSectionID(fmt.Sprint(body["sectionId"])).
			SetName(fmt.Sprintf("设备%d", n)).SetStock(100).SetCreateBy("matrix").SaveX(ctx)
		body["equipmentId"] = e.ID
		body["moveType"] = "4" // a 检验: it has its conclusion and may list the items checked
	},
	// The records of a contract get a contract of the matrix user, large
	// enough for any amount, and a measurement a line of it.
	"cmisContractChange": withContract,
	"cmisPayment":        withContract,
	"cmisProjectAmount":  withContract,
	"cmisSettlement":     withContract,
	"cmisMeasurement": func(t testing.TB, s *Server, n int, body map[string]any) {
		ct := matrixContract(t, s, n, body)
		line := s.App.DB.Client.CmisQuantityCost.Create().SetSectionID(ct.SectionID).SetItemCode(fmt.Sprint(n)).SetName(fmt.Sprintf("清单%d", n)).
			SetQuantity(1e6).SetContractNo(ct.ContractNo).SetCreateBy("matrix").SaveX(viewer.System(context.Background()))
		body["quantityCostId"] = line.ID
	},
	// One management log per section and day.
	"cmisManagementDaily": func(t testing.TB, s *Server, n int, body map[string]any) {
		body["logDate"] = fmt.Sprintf("2025-%02d-%02d", n%12+1, n%28+1)
	},
	// A valid cron, and a class no job has yet (the class is unique; the built-in jobs hold three).
	"sysQuartzJob": func(t testing.TB, s *Server, n int, body map[string]any) {
		used := map[string]bool{}
		for _, c := range s.App.DB.Client.SysQuartzJob.Query().Select(sysquartzjob.FieldJobClassName).
			StringsX(viewer.System(context.Background())) {
			used[c] = true
		}
		for _, c := range jobs.DictItems() {
			if !used[c[0]] {
				body["jobClassName"], body["cronExpression"] = c[0], "0 0 3 * * ? *"
				return
			}
		}
		t.Fatal("every job class is scheduled")
	},
	// Rule parameters and rule lists are JSON the rule can use.
	"sysFillRule": func(t testing.TB, s *Server, n int, body map[string]any) {
		body["ruleClass"], body["ruleParams"] = "aqueduct.rule.DocumentNumber", fmt.Sprintf(`{"prefix":"M%d-"}`, n)
	},
	"sysCheckRule": func(t testing.TB, s *Server, n int, body map[string]any) {
		body["ruleJson"] = fmt.Sprintf(`[{"digits":"*","pattern":"^M%d$","message":"m"}]`, n)
	},
	// 负责部门 are the user's own departments, and an ordinary user (the first 身份) heads none.
	"sysUser": func(t testing.TB, s *Server, n int, body map[string]any) {
		body["departIds"] = ""
	},
	// A user and his agent, both made by the matrix user so his data rule on 用户管理 lets him see them.
	"sysUserAgent": func(t testing.TB, s *Server, n int, body map[string]any) {
		ctx := viewer.System(context.Background())
		for _, k := range []string{"userName", "agentUserName"} {
			u := s.App.DB.Client.SysUser.Create().SetUsername(fmt.Sprintf("%s%d", k, n)).SetRealname("代理").SetPassword("x").
				SetCreateBy("matrix").SaveX(ctx)
			body[k] = u.Username
		}
	},
}

func withContract(t testing.TB, s *Server, n int, body map[string]any) {
	matrixContract(t, s, n, body)
}

// matrixContract gives the body a contract of the matrix section made by
// the matrix user, so his data rule lets him see it.
func matrixContract(t testing.TB, s *Server, n int, body map[string]any) *ent.CmisContract {
	ctx := viewer.System(context.Background())
	c := s.App.DB.Client
	sec := c.CmisSection.Query().Where(cmissection.Code("MX-1")).OnlyX(ctx)
	big := money.FromCents(1e12)
	ct := c.CmisContract.Create().SetSectionID(sec.ID).SetEngineeringID(sec.EngineeringID).SetContractNo(fmt.Sprintf("MX-HT-%d", n)).
		SetName(fmt.Sprintf("矩阵合同%d", n)).SetPartyB(sec.ContractorID).SetAmount(big).SetCurrentAmount(big).
		SetCreateBy("matrix").SaveX(ctx)
	body["contractId"] = ct.ID
	return ct
}

// MatrixBody builds a valid add body for every form field of r: dictionary
// fields take a real value of their dictionary (as admin reads it), patterns
// a sample, the rest a value of the field's kind.
func (s *Server) MatrixBody(t testing.TB, admin string, r *crud.Resource, n int) map[string]any {
	t.Helper()
	body := map[string]any{}
	for _, f := range r.Fields {
		if !f.Form {
			continue
		}
		switch {
		case f.Widget == "password":
			body[f.Name] = fmt.Sprintf("Matrix%dpass", n)
		case f.Dict != "":
			rep := s.Do(t, "GET", "/sys/dict/getDictItems/"+f.Dict, admin, nil)
			require.True(t, rep.Success, "%s.%s dict %s: %s", r.Key, f.Name, f.Dict, rep.Message)
			var items []struct{ Value string }
			rep.Decode(t, &items)
			if r.Tree != nil && f.Name == r.Tree.Parent {
				body[f.Name] = "0" // roots: the tree rules have a test of their own
				continue
			}
			if len(items) == 0 && !f.Required {
				continue // an optional field whose dictionary is empty (no data source registered) stays empty
			}
			require.NotEmpty(t, items, "%s.%s: dictionary %s has no item", r.Key, f.Name, f.Dict)
			body[f.Name] = items[0].Value
		case f.CheckRule != "":
			sample, ok := checkSamples[f.CheckRule]
			require.True(t, ok, "%s.%s: add a sample for check rule %q to the matrix", r.Key, f.Name, f.CheckRule)
			body[f.Name] = sample(n)
		case f.Pattern != "":
			sample, ok := samples[f.Pattern]
			require.True(t, ok, "%s.%s: add a sample for pattern %q to the matrix", r.Key, f.Name, f.Pattern)
			body[f.Name] = sample(n)
		default:
			switch f.Kind {
			case query.Int:
				body[f.Name] = 9000 + n
				if f.Max != nil {
					body[f.Name] = int(*f.Max) - n%2
				}
			case query.Float:
				body[f.Name] = float64(n) + 0.5
				if f.Max != nil {
					body[f.Name] = *f.Max - float64(n%2) - 0.5
				}
			case query.Bool:
				body[f.Name] = true
			case query.Time:
				body[f.Name] = "2026-03-04 05:06:07"
			case query.Date:
				body[f.Name] = "2026-03-04"
			case query.Money:
				body[f.Name] = fmt.Sprintf("%d.25", n)
			case query.Chainage:
				body[f.Name] = fmt.Sprintf("K%d+123.456", n)
			case query.Decimal:
				// a half past the field's last decimal, within the integer digits its numeric(p,s) holds
				body[f.Name] = fmt.Sprintf("%d.%s5", n%int(math.Max(1, math.Pow10(f.Precision-f.Scale-1))), strings.Repeat("0", f.Scale))
				if f.Max != nil {
					body[f.Name] = *f.Max - float64(n%2) - 0.5
				}
			default:
				v := fmt.Sprintf("m%d%s", n, r.Key)
				if f.MaxLen > 0 && len(v) > f.MaxLen {
					v = v[:f.MaxLen]
				}
				body[f.Name] = v
			}
		}
	}
	if o := matrixOverrides[r.Key]; o != nil {
		o(t, s, n, body)
	}
	return body
}

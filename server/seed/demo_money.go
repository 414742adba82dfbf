package seed

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/shopspring/decimal"

	"aqueduct/ent"
	"aqueduct/ent/cmisbudget"
	"aqueduct/ent/cmisdirectory"
	"aqueduct/ent/cmisquantitycost"
	"aqueduct/ent/cmissupplier"
	"aqueduct/server/jsontime"
	"aqueduct/server/money"
)

// Demo records of contracts, money, design and daily work. As elsewhere in
// the demo the business hooks do not run, so the figures they keep (a
// contract's current and paid amounts, cumulative measurements, what is due)
// are worked out here the same way.

// share is p per cent of a, to the cent.
func share(a money.Amount, p float64) money.Amount {
	return money.FromDecimal(a.Mul(decimal.NewFromFloat(p / 100)))
}

func plus(a, b money.Amount) money.Amount { return money.FromDecimal(a.Add(b.Decimal)) }

func minus(a, b money.Amount) money.Amount { return money.FromDecimal(a.Sub(b.Decimal)) }

// demoContracts adds each section's construction contract with two changes
// (one approved), six monthly payments (the last awaiting approval), the
// measurements of its first bill lines, project money and an interim settlement.
func demoContracts(ctx context.Context, c *ent.Client, secs []*demoSec, today time.Time) error {
	owner, err := c.CmisSupplier.Query().Where(cmissupplier.Tid("jsdw")).First(ctx)
	if err != nil {
		return err
	}
	monthStart := time.Date(today.Year(), today.Month(), 1, 0, 0, 0, 0, jsontime.Zone)
	for _, s := range secs {
		e, sec := s.row.EngineeringID, s.row.ID
		signed := yuan(s.contract)
		change := share(signed, 0.35)
		current := plus(signed, change)
		var paid money.Amount
		payments := make([]*ent.CmisPaymentCreate, 6)
		for k := 6; k >= 1; k-- {
			month := monthStart.AddDate(0, -k, 0)
			amount := share(signed, 1.2+float64(k%3)*0.4)
			status := "1"
			if k == 1 {
				status = "0"
			} else {
				paid = plus(paid, amount)
			}
			payments[6-k] = c.CmisPayment.Create().SetEngineeringID(e).SetSectionID(sec).
				SetPaymentNo(fmt.Sprintf("ZF-%s-%03d", month.Format("200601"), s.no)).SetPeriod(month.Format("2006-01")).
				SetAmount(amount).SetPayDate(day(month.AddDate(0, 1, 9))).SetStatus(status).
				SetRemark(fmt.Sprintf("%s第 %d 期进度款", s.name, 7-k))
		}
		ct, err := c.CmisContract.Create().SetEngineeringID(e).SetSectionID(sec).
			SetContractNo(s.code + "-HT").SetName(s.name + "施工合同").SetContractType("sg").
			SetPartyA(owner.ID).SetPartyB(s.row.ContractorID).SetAmount(signed).SetCurrentAmount(current).SetPaidAmount(paid).
			SetSignDate(day(monthStart.AddDate(0, -16, 10))).SetStartDate(day(monthStart.AddDate(0, -15, 0))).
			SetEndDate(day(monthStart.AddDate(3, 0, -1))).Save(ctx)
		if err != nil {
			return err
		}
		for _, p := range payments {
			p.SetContractID(ct.ID)
		}
		if err := c.CmisPayment.CreateBulk(payments...).Exec(ctx); err != nil {
			return err
		}
		err = c.CmisContractChange.CreateBulk(
			c.CmisContractChange.Create().SetEngineeringID(e).SetSectionID(sec).SetContractID(ct.ID).
				SetChangeNo(s.code+"-BG-001").SetTitle("洞身不良地质段支护加强").SetAmountChange(change).
				SetReason("超前地质预报揭示断层破碎带，IV、V 类围岩段增加钢拱架与超前小导管。").
				SetApplyDate(day(monthStart.AddDate(0, -4, 12))).SetStatus("1"),
			c.CmisContractChange.Create().SetEngineeringID(e).SetSectionID(sec).SetContractID(ct.ID).
				SetChangeNo(s.code+"-BG-002").SetTitle("施工支洞长度调整").SetAmountChange(share(signed, -0.08)).
				SetReason("支洞洞口位置优化，支洞长度缩短。").
				SetApplyDate(day(today.AddDate(0, 0, -6))).SetStatus("0"),
		).Exec(ctx)
		if err != nil {
			return err
		}
		if err := demoMeasurements(ctx, c, s, ct, monthStart); err != nil {
			return err
		}
		var amounts []*ent.CmisProjectAmountCreate
		for k := 3; k >= 1; k-- {
			done := share(signed, 1.5+float64(k)*0.2)
			withheld := share(done, 5) // 质量保证金
			amounts = append(amounts, c.CmisProjectAmount.Create().SetEngineeringID(e).SetSectionID(sec).SetContractID(ct.ID).
				SetPeriod(monthStart.AddDate(0, -k, 0).Format("2006-01")).SetCompletedAmount(done).SetDeduction(withheld).
				SetDueAmount(minus(done, withheld)).SetRemark("扣留 5% 质量保证金"))
		}
		if err := c.CmisProjectAmount.CreateBulk(amounts...).Exec(ctx); err != nil {
			return err
		}
		submitted := share(signed, 9.6)
		audited := share(signed, 9.3)
		err = c.CmisSettlement.Create().SetEngineeringID(e).SetSectionID(sec).SetContractID(ct.ID).SetSettleType("zq").
			SetSubmittedAmount(submitted).SetAuditedAmount(audited).SetDifference(minus(submitted, audited)).
			SetSettleDate(day(monthStart.AddDate(0, -2, 20))).SetStatus("1").Exec(ctx)
		if err != nil {
			return err
		}
	}
	return nil
}

// demoMeasurements measures the contract's first three bill lines over three
// months, a tenth to a fifth of each line a month.
func demoMeasurements(ctx context.Context, c *ent.Client, s *demoSec, ct *ent.CmisContract, monthStart time.Time) error {
	lines, err := c.CmisQuantityCost.Query().Where(cmisquantitycost.SectionID(s.row.ID), cmisquantitycost.QuantityGT(0)).
		Order(ent.Asc(cmisquantitycost.FieldItemCode)).Limit(3).All(ctx)
	if err != nil {
		return err
	}
	var bulk []*ent.CmisMeasurementCreate
	for i, l := range lines {
		total, lineQty := 0.0, *l.Quantity // the query keeps lines with a quantity
		for k := 3; k >= 1; k-- {
			qty := math.Round(lineQty*float64(10+(i+k)%3*5)) / 100
			total = math.Round((total+qty)*1000) / 1000
			bulk = append(bulk, c.CmisMeasurement.Create().SetEngineeringID(s.row.EngineeringID).SetSectionID(s.row.ID).
				SetContractID(ct.ID).SetQuantityCostID(l.ID).SetPeriod(monthStart.AddDate(0, -k, 0).Format("2006-01")).
				SetQuantity(qty).SetUnitPrice(l.UnitPrice).SetAmount(money.FromDecimal(l.UnitPrice.Mul(decimal.NewFromFloat(qty)))).
				SetCumulativeQuantity(total).SetRemainingQuantity(math.Round((lineQty-total)*1000)/1000))
		}
	}
	return c.CmisMeasurement.CreateBulk(bulk...).Exec(ctx)
}

// demoInvestment adds each section's funding and investment plans, its
// allocations from the budget, and the money granted to it.
func demoInvestment(ctx context.Context, c *ent.Client, secs []*demoSec, today time.Time) error {
	budgets, err := c.CmisBudget.Query().Where(cmisbudget.Pid("0")).Order(ent.Asc(cmisbudget.FieldCode)).Limit(2).All(ctx)
	if err != nil {
		return err
	}
	year := today.Format("2006")
	monthStart := time.Date(today.Year(), today.Month(), 1, 0, 0, 0, 0, jsontime.Zone)
	sources := []string{"zy", "df", "zq"}
	for _, s := range secs {
		e, sec := s.row.EngineeringID, s.row.ID
		signed := yuan(s.contract)
		funding := []*ent.CmisFundingPlanCreate{
			c.CmisFundingPlan.Create().SetEngineeringID(e).SetSectionID(sec).SetPlanType("year").SetPeriod(year).
				SetSource("zy").SetAmount(share(signed, 22)).SetRemark(year + " 年度资金计划"),
		}
		for k := 2; k >= 0; k-- {
			m := monthStart.AddDate(0, -k, 0)
			funding = append(funding, c.CmisFundingPlan.Create().SetEngineeringID(e).SetSectionID(sec).SetPlanType("month").
				SetPeriod(m.Format("2006-01")).SetSource(sources[k]).SetAmount(share(signed, 1.8)))
		}
		if err := c.CmisFundingPlan.CreateBulk(funding...).Exec(ctx); err != nil {
			return err
		}
		err := c.CmisInvestmentPlan.CreateBulk(
			c.CmisInvestmentPlan.Create().SetEngineeringID(e).SetSectionID(sec).SetPlanType("year").SetPeriod(year).
				SetAmount(share(signed, 24)).SetContent("主洞掘进与初期支护、施工竖井衬砌"),
			c.CmisInvestmentPlan.Create().SetEngineeringID(e).SetSectionID(sec).SetPlanType("month").
				SetPeriod(monthStart.Format("2006-01")).SetAmount(share(signed, 2)).SetContent("主洞掘进"),
		).Exec(ctx)
		if err != nil {
			return err
		}
		var allocations []*ent.CmisInvestmentAllocationCreate
		for i, b := range budgets {
			allocations = append(allocations, c.CmisInvestmentAllocation.Create().SetEngineeringID(e).SetSectionID(sec).
				SetYear(year).SetBudgetID(b.ID).SetAmount(share(signed, float64(12-i*4))).
				SetDocumentNo(fmt.Sprintf("滇中引水二期〔%s〕%d 号", year, 10+s.no*2+i)))
		}
		if err := c.CmisInvestmentAllocation.CreateBulk(allocations...).Exec(ctx); err != nil {
			return err
		}
		var grants []*ent.CmisAppropriationCreate
		for k := 3; k >= 1; k-- {
			grants = append(grants, c.CmisAppropriation.Create().SetEngineeringID(e).SetSectionID(sec).
				SetDocumentNo(fmt.Sprintf("云水拨〔%s〕%d 号", year, 30+s.no*3+k)).SetSource(sources[k-1]).
				SetGrantor("云南省滇中引水二期工程建设管理局").SetAmount(share(signed, 4)).
				SetGrantDate(day(monthStart.AddDate(0, -k*2, 5))))
		}
		if err := c.CmisAppropriation.CreateBulk(grants...).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// demoDesign adds design deliverables, changes, the drawing delivery plan (one
// drawing late, one overdue and not delivered) and filed project documents.
func demoDesign(ctx context.Context, c *ent.Client, secs []*demoSec, today time.Time) error {
	designer, err := c.CmisSupplier.Query().Where(cmissupplier.Tid("fws")).First(ctx)
	if err != nil {
		return err
	}
	folder, err := c.CmisDirectory.Query().Order(ent.Asc(cmisdirectory.FieldSortNo)).First(ctx)
	if err != nil {
		return err
	}
	for _, s := range secs {
		e, sec := s.row.EngineeringID, s.row.ID
		err := c.CmisDesignAchievement.CreateBulk(
			c.CmisDesignAchievement.Create().SetEngineeringID(e).SetSectionID(sec).SetName(s.name+"输水隧洞施工图（第一册）").
				SetAchievementType("sgt").SetDesignUnit(designer.ID).SetVersion("A").SetSubmitDate(day(today.AddDate(0, -10, 0))),
			c.CmisDesignAchievement.Create().SetEngineeringID(e).SetSectionID(sec).SetName(s.name+"不良地质段支护专题报告").
				SetAchievementType("zt").SetDesignUnit(designer.ID).SetVersion("B").SetSubmitDate(day(today.AddDate(0, -3, 0))),
		).Exec(ctx)
		if err != nil {
			return err
		}
		err = c.CmisDesignChange.CreateBulk(
			c.CmisDesignChange.Create().SetEngineeringID(e).SetSectionID(sec).SetChangeNo(s.code+"-SJBG-001").
				SetTitle("断层破碎带衬砌结构调整").SetLevel("2").SetReason("断层带宽度大于设计判断，衬砌厚度由 40 cm 调整为 60 cm。").
				SetCostImpact(share(yuan(s.contract), 0.3)).SetApplyDate(day(today.AddDate(0, -2, 0))).SetStatus("1"),
			c.CmisDesignChange.Create().SetEngineeringID(e).SetSectionID(sec).SetChangeNo(s.code+"-SJBG-002").
				SetTitle("排水孔间距优化").SetLevel("1").SetReason("实测涌水量小于设计值，排水孔间距由 3 m 调整为 4 m。").
				SetCostImpact(share(yuan(s.contract), -0.02)).SetApplyDate(day(today.AddDate(0, 0, -12))).SetStatus("0"),
		).Exec(ctx)
		if err != nil {
			return err
		}
		plans := []struct {
			name            string
			planned, actual int // days from today; actual 0: not delivered
		}{
			{"洞身开挖支护图", -60, -62}, {"施工竖井井壁衬砌图", -30, -21}, {"洞内排水系统布置图", -5, 0}, {"二次衬砌钢筋图", 20, 0},
		}
		var bulk []*ent.CmisPicturePlanCreate
		for i, p := range plans {
			b := c.CmisPicturePlan.Create().SetEngineeringID(e).SetSectionID(sec).
				SetDrawingNo(fmt.Sprintf("%s-ST-%02d", s.code, i+1)).SetDrawingName(p.name).SetSheets(6 + i*3).
				SetPlannedDate(day(today.AddDate(0, 0, p.planned)))
			if p.actual != 0 {
				b.SetActualDate(day(today.AddDate(0, 0, p.actual)))
			}
			bulk = append(bulk, b)
		}
		if err := c.CmisPicturePlan.CreateBulk(bulk...).Exec(ctx); err != nil {
			return err
		}
		err = c.CmisProjectData.Create().SetEngineeringID(e).SetSectionID(sec).SetDirectoryID(folder.ID).
			SetName(s.name + "开工报告（纸质存档）").SetDocumentNo(s.code + "-KG-001").
			SetFileDate(day(today.AddDate(0, -15, 3))).SetRemark("原件存档案室").Exec(ctx)
		if err != nil {
			return err
		}
	}
	return nil
}

// demoDaily adds contact sheets and a management log for most working days of
// the last six weeks (not today's: that is the user's to write).
func demoDaily(ctx context.Context, c *ent.Client, secs []*demoSec, today time.Time) error {
	weather := []string{"qing", "duoyun", "yin", "qing", "yu"}
	works := []string{
		"TBM 正常掘进，完成 2 个循环的管片拼装；检查皮带机运行情况。",
		"组织周安全检查，重点检查洞内通风与临时用电。",
		"监理旁站钢拱架安装，验收 3 榀；召开生产协调会。",
		"竖井井壁衬砌浇筑，检查混凝土坍落度与试块留置。",
		"掌子面超前地质预报（TSP），预报段围岩以 III 类为主。",
	}
	for _, s := range secs {
		e, sec := s.row.EngineeringID, s.row.ID
		var sheets []*ent.CmisContactSheetCreate
		for i, subj := range []string{"关于施工支洞交通导改的联系", "关于洞渣临时堆放场地的联系", "关于施工用电增容的联系"} {
			sheets = append(sheets, c.CmisContactSheet.Create().SetEngineeringID(e).SetSectionID(sec).
				SetSheetNo(fmt.Sprintf("LXD-%s-%03d", today.AddDate(0, 0, -20+i*7).Format("20060102"), s.no)).
				SetSubject(subj).SetFromUnit(s.row.ContractorID).SetToUnit(s.row.SupervisorID).
				SetSendDate(day(today.AddDate(0, 0, -20+i*7))).SetContent(subj+"，请予协调。"))
		}
		if err := c.CmisContactSheet.CreateBulk(sheets...).Exec(ctx); err != nil {
			return err
		}
		var logs []*ent.CmisManagementDailyCreate
		for d := 42; d >= 1; d-- {
			at := today.AddDate(0, 0, -d)
			if at.Weekday() == time.Sunday || (d+s.no)%9 == 0 {
				continue
			}
			logs = append(logs, c.CmisManagementDaily.Create().SetEngineeringID(e).SetSectionID(sec).
				SetLogDate(day(at)).SetWeather(weather[d%len(weather)]).SetTemperature(fmt.Sprintf("%d～%d℃", 8+d%5, 18+d%6)).
				SetRecorder("张工").SetContent(works[(d+s.no)%len(works)]))
		}
		if err := c.CmisManagementDaily.CreateBulk(logs...).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

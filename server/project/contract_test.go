package project_test

import (
	"context"
	"fmt"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/cmiscontract"
	"aqueduct/ent/cmissection"
	"aqueduct/server/jsontime"
	"aqueduct/server/money"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestContractMoney: a contract's current amount is its signed amount plus
// its approved changes and its paid amount its approved payments, both kept
// by the server whatever the client sends; a payment beyond what is left is
// refused with the figures, also when many arrive at once; measurements take
// their price from the bill line and add up period by period up to the
// line's quantity; project money and settlements work out what is due.
func TestContractMoney(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		_, s1, _ := s.ProjectBase(t, admin)
		supplier := s.Add(t, admin, "/supplier/cmisSupplier", map[string]any{"tid": "cbs", "name": "测试隧道公司"})

		const cp = "/contract/cmisContract"
		id := s.Add(t, admin, cp, map[string]any{"sectionId": s1, "contractNo": "T-HT-01", "name": "一标施工合同",
			"partyB": supplier, "amount": "1,000,000.00", "currentAmount": "9999999", "paidAmount": "5"})
		c := s.ContractNow(t, admin, id)
		require.Equal(t, "1000000.00", c.CurrentAmount.String(), "the current amount starts at the signed one, not what the client sent")
		require.Equal(t, "0.00", c.PaidAmount.String())

		// changes: only approved ones move the current amount
		const chp = "/contract/cmisContractChange"
		ch1 := s.Add(t, admin, chp, map[string]any{"contractId": id, "changeNo": "T-BG-01", "title": "支护加强",
			"amountChange": "200000.50", "reason": "断层", "status": "1"})
		require.Equal(t, "1000000.00", s.ContractNow(t, admin, id).CurrentAmount.String(), "a new change waits for its approval, whatever status is sent")
		s.TakeStep(t, admin, chp, ch1, "approve")
		ch2 := s.Add(t, admin, chp, map[string]any{"contractId": id, "changeNo": "T-BG-02", "title": "支洞缩短",
			"amountChange": "-50000", "reason": "优化", "status": "0"})
		require.Equal(t, "1200000.50", s.ContractNow(t, admin, id).CurrentAmount.String())
		var change struct{ SectionID string }
		s.Do(t, "GET", chp+"/queryById?id="+ch1, admin, nil).Decode(t, &change)
		require.Equal(t, s1, change.SectionID, "a change is in its contract's section")
		s.TakeStep(t, admin, chp, ch2, "approve")
		require.Equal(t, "1150000.50", s.ContractNow(t, admin, id).CurrentAmount.String())
		r := s.Do(t, "PUT", chp+"/edit", admin, map[string]any{"id": ch2, "amountChange": "-60000"})
		require.Equal(t, "合同变更当前为「已批准」，不能修改", r.Message, "an approved change is kept as approved")
		r = s.Do(t, "PUT", cp+"/edit", admin, map[string]any{"id": id, "amount": "1,100,000"})
		require.True(t, r.Success, r.Message)
		require.Equal(t, "1250000.50", s.ContractNow(t, admin, id).CurrentAmount.String(), "a new signed amount keeps the approved changes")
		require.True(t, s.Do(t, "DELETE", chp+"/delete?id="+ch2, admin, nil).Success)
		require.Equal(t, "1300000.50", s.ContractNow(t, admin, id).CurrentAmount.String())

		// payments: approved ones are paid, pending ones are held back from what is left
		const pp = "/settle/cmisPayment"
		// pay files a payment and takes it to status by its steps.
		pay := func(amount, status string) testenv.Reply {
			r := s.Do(t, "POST", pp+"/add", admin, map[string]any{"contractId": id, "amount": amount, "status": status, "period": "2026-10"})
			var p struct{ ID string }
			if r.Success && status != "0" {
				r.Decode(t, &p)
				s.TakeStep(t, admin, pp, p.ID, map[string]string{"1": "approve", "2": "reject"}[status])
			}
			return r
		}
		r = pay("800,000", "1")
		require.True(t, r.Success, r.Message)
		var p1 struct{ ID, PaymentNo string }
		r.Decode(t, &p1)
		require.Regexp(t, `^ZF-\d{6}-\d{3}$`, p1.PaymentNo, "numbered by the 支付编号 rule")
		r = pay("300,000", "0")
		require.True(t, r.Success, r.Message)
		var p2 struct{ ID string }
		r.Decode(t, &p2)
		require.True(t, pay("100,000", "2").Success, "a refused payment does not count")
		require.Equal(t, "800000.00", s.ContractNow(t, admin, id).PaidAmount.String())
		r = pay("200,000.51", "0")
		require.False(t, r.Success)
		require.Equal(t, "支付金额超出合同剩余金额：现合同价 1,300,000.50 元，已支付 800,000.00 元，审批中 300,000.00 元，剩余 200,000.50 元，本次支付 200,000.51 元", r.Message)
		require.True(t, pay("200,000.50", "0").Success, "the exact remainder may be paid")
		r = s.Do(t, "PUT", pp+"/edit", admin, map[string]any{"id": p2.ID, "amount": "300,000.01"})
		require.Contains(t, r.Message, "支付金额超出合同剩余金额", "an edit is checked too")
		r = s.Do(t, "PUT", cp+"/edit", admin, map[string]any{"id": id, "amount": "1,000,000"})
		require.Equal(t, "现合同价将为 1,200,000.50 元，低于已支付及审批中的 1,300,000.50 元", r.Message)
		require.Equal(t, "800000.00", s.ContractNow(t, admin, id).PaidAmount.String(), "nothing of a refused write stays")

		// many payments at once: exactly as many as fit get through
		big := s.Add(t, admin, cp, map[string]any{"sectionId": s1, "contractNo": "T-HT-02", "name": "并发合同", "partyB": supplier, "amount": "1000"})
		var wg sync.WaitGroup
		var mu sync.Mutex
		var passed []string
		for range 12 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := s.Do(t, "POST", pp+"/add", admin, map[string]any{"contractId": big, "amount": "150"})
				mu.Lock()
				defer mu.Unlock()
				if r.Success {
					var p struct{ ID string }
					r.Decode(t, &p)
					passed = append(passed, p.ID)
				}
			}()
		}
		wg.Wait()
		require.Len(t, passed, 6, "1000 holds six payments of 150")
		for _, p := range passed {
			s.TakeStep(t, admin, pp, p, "approve")
		}
		require.Equal(t, "900.00", s.ContractNow(t, admin, big).PaidAmount.String())

		// a contract with money on it is kept
		require.Equal(t, "该合同已有变更、计量、支付或结算记录，不能删除", s.Do(t, "DELETE", cp+"/delete?id="+big, admin, nil).Message)

		// measurements of a bill line
		line := s.Add(t, admin, "/quantity/cmisQuantityCost", map[string]any{"sectionId": s1, "itemCode": "500101", "name": "洞身石方开挖",
			"unit": "m³", "quantity": 1000, "unitPrice": "85.50", "contractNo": "T-HT-01"})
		other := s.Add(t, admin, "/quantity/cmisQuantityCost", map[string]any{"sectionId": s1, "itemCode": "500102", "name": "别的合同",
			"unit": "m", "quantity": 10, "unitPrice": "1", "contractNo": "X-HT"})
		const mp = "/invest/cmisMeasurement"
		measure := func(period string, qty float64) testenv.Reply {
			return s.Do(t, "POST", mp+"/add", admin, map[string]any{"contractId": id, "quantityCostId": line, "period": period, "quantity": qty, "unitPrice": "1"})
		}
		r = measure("2026-09", 300)
		require.True(t, r.Success, r.Message)
		var m1 struct{ ID string }
		r.Decode(t, &m1)
		require.True(t, measure("2026-08", 200).Success, "an earlier period may be measured later")
		require.True(t, measure("2026-10", 400.5).Success)
		type row struct {
			Period                       string
			Quantity, CumulativeQuantity float64
			RemainingQuantity            float64
			UnitPrice, Amount            money.Amount
		}
		var rows struct{ Records []row }
		s.Do(t, "GET", mp+"/list?"+url.Values{"quantityCostId": {line}, "column": {"period"}, "order": {"asc"}}.Encode(), admin, nil).Decode(t, &rows)
		require.Len(t, rows.Records, 3)
		require.Equal(t, []float64{200, 500, 900.5}, []float64{rows.Records[0].CumulativeQuantity, rows.Records[1].CumulativeQuantity, rows.Records[2].CumulativeQuantity})
		require.Equal(t, 99.5, rows.Records[2].RemainingQuantity)
		require.Equal(t, "85.50", rows.Records[1].UnitPrice.String(), "the price is the line's, not the client's")
		require.Equal(t, "25650.00", rows.Records[1].Amount.String())
		r = measure("2026-11", 100)
		require.Equal(t, "「洞身石方开挖」累计计量工程量 1000.5m³ 超出清单工程量 1000m³", r.Message)
		r = s.Do(t, "PUT", mp+"/edit", admin, map[string]any{"id": m1.ID, "quantity": 299.5})
		require.True(t, r.Success, r.Message)
		require.True(t, measure("2026-11", 100).Success, "the edit made room")
		r = s.Do(t, "POST", mp+"/add", admin, map[string]any{"contractId": id, "quantityCostId": other, "period": "2026-11", "quantity": 1})
		require.Equal(t, "清单项目「别的合同」属于合同 X-HT，不是本合同 T-HT-01", r.Message)
		require.True(t, s.Do(t, "DELETE", mp+"/delete?id="+m1.ID, admin, nil).Success)
		s.Do(t, "GET", mp+"/list?"+url.Values{"quantityCostId": {line}, "column": {"period"}, "order": {"asc"}}.Encode(), admin, nil).Decode(t, &rows)
		require.Equal(t, 700.5, rows.Records[len(rows.Records)-1].CumulativeQuantity, "a deleted measurement no longer counts")

		// project money and settlement
		var due struct{ DueAmount money.Amount }
		r = s.Do(t, "POST", "/settle/cmisProjectAmount/add", admin, map[string]any{"contractId": id, "period": "2026-10",
			"completedAmount": "120,000.00", "deduction": "6,000.00", "dueAmount": "1"})
		require.True(t, r.Success, r.Message)
		r.Decode(t, &due)
		require.Equal(t, "114000.00", due.DueAmount.String())
		r = s.Do(t, "POST", "/settle/cmisProjectAmount/add", admin, map[string]any{"contractId": id, "period": "2026-11",
			"completedAmount": "100", "deduction": "100.01"})
		require.Equal(t, "本期扣款 100.01 元不能大于本期完成工程款 100.00 元", r.Message)
		var st struct {
			ID         string
			Difference money.Amount
		}
		r = s.Do(t, "POST", "/settle/cmisSettlement/add", admin, map[string]any{"contractId": id, "submittedAmount": "500,000", "auditedAmount": "487,654.32"})
		require.True(t, r.Success, r.Message)
		r.Decode(t, &st)
		require.Equal(t, "12345.68", st.Difference.String())
	})
}

// TestContractScope: a contractor reaches only the contracts of the sections
// they work in; a payment, change or measurement on another section's
// contract is refused as if it did not exist, and the dashboard's paid figure
// adds up the approved payments the viewer may see.
func TestContractScope(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		contractor := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		third := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG03")).OnlyX(ctx)
		theirs := c.CmisContract.Query().Where(cmiscontract.SectionID(third.ID)).FirstX(ctx)
		first := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)
		own := c.CmisContract.Query().Where(cmiscontract.SectionID(first.ID)).FirstX(ctx)

		for _, w := range []struct {
			path string
			body map[string]any
		}{
			{"/settle/cmisPayment/add", map[string]any{"contractId": theirs.ID, "amount": "1"}},
			{"/contract/cmisContractChange/add", map[string]any{"contractId": theirs.ID, "changeNo": "X-1", "title": "x", "amountChange": "1", "reason": "x"}},
		} {
			r := s.Do(t, "POST", w.path, contractor, w.body)
			require.Equal(t, "合同不存在", r.Message, w.path)
		}
		r := s.Do(t, "POST", "/settle/cmisPayment/add", contractor, map[string]any{"contractId": own.ID, "amount": "1", "sectionId": third.ID})
		require.True(t, r.Success, r.Message)
		var p struct{ SectionID string }
		r.Decode(t, &p)
		require.Equal(t, first.ID, p.SectionID, "the section is the contract's, not the one sent")

		paid := func(tok, section string) string {
			var inv struct{ Paid *money.Amount }
			r := s.Do(t, "GET", "/dashboard/investment?sectionId="+section, tok, nil)
			require.True(t, r.Success, r.Message)
			r.Decode(t, &inv)
			require.NotNil(t, inv.Paid)
			return inv.Paid.String()
		}
		want := func(sections ...string) string {
			total := money.Amount{}
			for _, ct := range c.CmisContract.Query().Where(cmiscontract.SectionIDIn(sections...)).AllX(ctx) {
				total = money.FromDecimal(total.Add(ct.PaidAmount.Decimal))
			}
			return total.String()
		}
		require.Equal(t, want(first.ID), paid(contractor, ""), "the contractor's paid figure is their section's")
		all := c.CmisSection.Query().IDsX(ctx)
		require.Equal(t, want(all...), paid(admin, ""))
		require.NotEqual(t, "0.00", want(first.ID), "the demo has approved payments")
	})
}

// TestManagementDaily: one log per section and day — a second is refused in
// words, a deleted one makes room; a picture plan is flagged overdue on read.
func TestManagementDaily(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		_, s1, s2 := s.ProjectBase(t, admin)
		const p = "/dailymanage/cmisManagementDaily"
		day := "2026-03-02"
		first := s.Add(t, admin, p, map[string]any{"sectionId": s1, "logDate": day, "content": "掘进"})
		r := s.Do(t, "POST", p+"/add", admin, map[string]any{"sectionId": s1, "logDate": day, "content": "又一条"})
		require.Equal(t, "日期「2026-03-02」在该标段中已存在", r.Message)
		s.Add(t, admin, p, map[string]any{"sectionId": s2, "logDate": day, "content": "另一标段同一天"})
		other := s.Add(t, admin, p, map[string]any{"sectionId": s1, "logDate": "2026-03-03", "content": "次日"})
		r = s.Do(t, "PUT", p+"/edit", admin, map[string]any{"id": other, "logDate": day})
		require.Equal(t, "日期「2026-03-02」在该标段中已存在", r.Message, "an edit may not move onto a taken day")
		require.True(t, s.Do(t, "DELETE", p+"/delete?id="+first, admin, nil).Success)
		s.Add(t, admin, p, map[string]any{"sectionId": s1, "logDate": day, "content": "删除后重写"})

		today := time.Now().In(jsontime.Zone)
		date := func(d int) string { return today.AddDate(0, 0, d).Format(time.DateOnly) }
		const pp = "/design/cmisPicturePlan"
		cases := map[string]bool{}
		for i, c := range []struct {
			planned int
			actual  *int
			overdue bool
		}{
			{-3, nil, true}, {3, nil, false}, {-10, ptr(-12), false}, {-10, ptr(-8), true}, {0, nil, false},
		} {
			name := fmt.Sprintf("图纸%d", i)
			body := map[string]any{"sectionId": s1, "drawingName": name, "plannedDate": date(c.planned)}
			if c.actual != nil {
				body["actualDate"] = date(*c.actual)
			}
			s.Add(t, admin, pp, body)
			cases[name] = c.overdue
		}
		list := s.List(t, admin, pp+"/list", url.Values{"sectionId": {s1}})
		require.Len(t, list.Records, len(cases))
		for _, rec := range list.Records {
			require.Equal(t, cases[rec["drawingName"].(string)], rec["overdue"], rec["drawingName"])
		}
	})
}

func ptr[T any](v T) *T { return &v }

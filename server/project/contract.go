package project

import (
	"context"
	"math"
	"strconv"

	entgo "entgo.io/ent"
	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"
	"github.com/shopspring/decimal"

	"aqueduct/ent"
	"aqueduct/ent/cmiscontract"
	"aqueduct/ent/cmiscontractchange"
	"aqueduct/ent/cmismeasurement"
	"aqueduct/ent/cmispayment"
	"aqueduct/ent/cmisprojectamount"
	"aqueduct/ent/cmisquantitycost"
	"aqueduct/ent/cmissettlement"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/money"
	"aqueduct/server/viewer"
)

// Approval states of a contract change, payment or settlement, from their
// one machine (schema approvalSteps, dictionary approval_status).
var (
	approvalPending  = crud.CmisPayment.Machine.States[0].Value
	approvalApproved = crud.CmisPayment.Machine.Reached("approve")
	approvalRejected = crud.CmisPayment.Machine.Reached("reject")
)

// The money of a contract: its current amount is the signed amount plus the
// approved changes, what was paid the approved payments. Both are kept on the
// contract by the writes of its changes and payments, in their transaction,
// after the contract's row is locked, so two payments at once cannot both
// take the last of what is left.

// contractOf is the contract a record's mutation points at (an edit keeps its
// contract: the field is create-only), if the caller may see it, locked for
// the rest of the write.
func (s *Service) contractOf(ctx context.Context, tx *ent.Client, m contractRecord) (*ent.CmisContract, error) {
	id, set := m.ContractID()
	if !set && m.Op().Is(entgo.OpUpdateOne) {
		var err error
		if id, err = m.OldContractID(ctx); err != nil {
			return nil, err
		}
	}
	c, err := tx.CmisContract.Query().Where(cmiscontract.ID(id)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, httpx.Fail("合同不存在")
	}
	if err != nil {
		return nil, err
	}
	return c, s.lockContracts(ctx, tx, c.ID)
}

// lockContracts holds the contracts' rows until the write commits. SQLite
// writes one transaction at a time (_txlock=immediate); on PostgreSQL a
// second write on the contract waits here and then reads what the first
// committed.
func (s *Service) lockContracts(ctx context.Context, tx *ent.Client, ids ...string) error {
	if s.Dialect != dialect.Postgres || len(ids) == 0 {
		return nil
	}
	_, err := tx.CmisContract.Query().Where(cmiscontract.IDIn(ids...)).Order(ent.Asc(cmiscontract.FieldID)).
		Select(cmiscontract.FieldID).Modify(func(s *sql.Selector) { s.ForUpdate() }).Strings(viewer.System(ctx))
	return err
}

// cmisContractHooks: a contract's amounts, kept against its changes and payments.
func (s *Service) cmisContractHooks() crud.CmisContractHooks {
	return crud.CmisContractHooks{BeforeSave: contractBeforeSave, AfterSave: s.contractAfterSave, BeforeDelete: contractBeforeDelete}
}

// cmisContractChangeHooks: a change moves its contract's current amount.
func (s *Service) cmisContractChangeHooks() crud.CmisContractChangeHooks {
	return crud.CmisContractChangeHooks{
		BeforeSave: func(ctx context.Context, tx *ent.Client, _ crud.Op, m *ent.CmisContractChangeMutation, _ crud.Body) error {
			return s.byContract(ctx, tx, m)
		},
		AfterSave:    s.changeAfterSave,
		BeforeDelete: s.changeBeforeDelete,
		Move:         s.approvalMove(crud.CmisContractChange),
	}
}

// cmisPaymentHooks: a payment stays within what is left of its contract.
func (s *Service) cmisPaymentHooks() crud.CmisPaymentHooks {
	return crud.CmisPaymentHooks{
		BeforeSave: func(ctx context.Context, tx *ent.Client, _ crud.Op, m *ent.CmisPaymentMutation, _ crud.Body) error {
			return s.byContract(ctx, tx, m)
		},
		AfterSave:    s.paymentAfterSave,
		BeforeDelete: s.paymentBeforeDelete,
		Move:         s.approvalMove(crud.CmisPayment),
	}
}

// cmisMeasurementHooks: a measurement's price and its line's quantities.
func (s *Service) cmisMeasurementHooks() crud.CmisMeasurementHooks {
	return crud.CmisMeasurementHooks{BeforeSave: s.measurementBeforeSave, AfterSave: measurementAfterSave, BeforeDelete: measurementBeforeDelete}
}

// cmisProjectAmountHooks: what is due in the period.
func (s *Service) cmisProjectAmountHooks() crud.CmisProjectAmountHooks {
	return crud.CmisProjectAmountHooks{BeforeSave: s.projectAmountBeforeSave}
}

// cmisSettlementHooks: what the audit took off.
func (s *Service) cmisSettlementHooks() crud.CmisSettlementHooks {
	return crud.CmisSettlementHooks{BeforeSave: s.settlementBeforeSave}
}

// contractBeforeSave starts a contract's current amount at its signed amount.
func contractBeforeSave(_ context.Context, _ *ent.Client, op crud.Op, cm *ent.CmisContractMutation, _ crud.Body) error {
	if op == crud.OpCreate {
		amount, _ := cm.Amount()
		cm.SetCurrentAmount(amount)
		cm.SetPaidAmount(money.Amount{})
	}
	return nil
}

// contractAfterSave moves the current amount with a new signed amount, which
// may not leave less than was paid and is awaiting approval.
func (s *Service) contractAfterSave(ctx context.Context, tx *ent.Client, op crud.Op, c *ent.CmisContract, _ crud.Body) error {
	if op == crud.OpCreate {
		return nil
	}
	if err := s.lockContracts(ctx, tx, c.ID); err != nil {
		return err
	}
	f, err := refigure(ctx, tx, c)
	if err != nil {
		return err
	}
	if owed := f.owed(); f.current.LessThan(owed.Decimal) {
		return httpx.Failf("现合同价将为 %s 元，低于已支付及审批中的 %s 元", f.current.Grouped(), owed.Grouped())
	}
	return nil
}

// contractBeforeDelete keeps a contract that has changes, measurements,
// payments, project money or settlements.
func contractBeforeDelete(ctx context.Context, tx *ent.Client, ids []string) error {
	for _, q := range []func() (bool, error){
		func() (bool, error) {
			return tx.CmisContractChange.Query().Where(cmiscontractchange.ContractIDIn(ids...)).Exist(ctx)
		},
		func() (bool, error) { return tx.CmisPayment.Query().Where(cmispayment.ContractIDIn(ids...)).Exist(ctx) },
		func() (bool, error) {
			return tx.CmisMeasurement.Query().Where(cmismeasurement.ContractIDIn(ids...)).Exist(ctx)
		},
		func() (bool, error) {
			return tx.CmisProjectAmount.Query().Where(cmisprojectamount.ContractIDIn(ids...)).Exist(ctx)
		},
		func() (bool, error) {
			return tx.CmisSettlement.Query().Where(cmissettlement.ContractIDIn(ids...)).Exist(ctx)
		},
	} {
		used, err := q()
		if err != nil {
			return err
		}
		if used {
			return httpx.Fail("该合同已有变更、计量、支付或结算记录，不能删除")
		}
	}
	return nil
}

// contractFigures are a contract's amounts after a write.
type contractFigures struct {
	current money.Amount // signed + approved changes
	paid    money.Amount // approved payments
	pending money.Amount // payments awaiting approval
}

// owed is what was paid and what awaits approval.
func (f contractFigures) owed() money.Amount { return money.FromDecimal(f.paid.Add(f.pending.Decimal)) }

func (f contractFigures) remaining() money.Amount {
	return money.FromDecimal(f.current.Sub(f.owed().Decimal))
}

// refigure sums a contract's approved changes and its payments, leaving out
// the records being deleted, and keeps the current and paid amounts on it.
// The sums see every record of the contract, whatever the caller may list.
func refigure(ctx context.Context, tx *ent.Client, c *ent.CmisContract, leaving ...string) (contractFigures, error) {
	sys := viewer.System(ctx)
	changes, err := sumAmount(sys, tx.CmisContractChange.Query().Where(cmiscontractchange.ContractID(c.ID),
		cmiscontractchange.Status(approvalApproved), cmiscontractchange.IDNotIn(leaving...)), cmiscontractchange.FieldAmountChange)
	if err != nil {
		return contractFigures{}, err
	}
	paid, err := sumAmount(sys, tx.CmisPayment.Query().Where(cmispayment.ContractID(c.ID),
		cmispayment.Status(approvalApproved), cmispayment.IDNotIn(leaving...)), cmispayment.FieldAmount)
	if err != nil {
		return contractFigures{}, err
	}
	pending, err := sumAmount(sys, tx.CmisPayment.Query().Where(cmispayment.ContractID(c.ID),
		cmispayment.Status(approvalPending), cmispayment.IDNotIn(leaving...)), cmispayment.FieldAmount)
	if err != nil {
		return contractFigures{}, err
	}
	f := contractFigures{current: money.FromDecimal(c.Amount.Add(changes.Decimal)), paid: paid, pending: pending}
	return f, tx.CmisContract.UpdateOneID(c.ID).SetCurrentAmount(f.current).SetPaidAmount(f.paid).Exec(sys)
}

// sumAmount is SUM(column) of the query's rows (zero for none), added up by the database.
func sumAmount[Q interface {
	Modify(...func(*sql.Selector)) M
}, M interface {
	Scan(context.Context, any) error
}](ctx context.Context, q Q, column string) (money.Amount, error) {
	var rows []struct {
		Sum money.Amount `json:"sum"`
	}
	err := q.Modify(func(s *sql.Selector) { s.Select(sql.As(sql.Sum(s.C(column)), "sum")) }).Scan(ctx, &rows)
	if err != nil || len(rows) == 0 {
		return money.Amount{}, err
	}
	return rows[0].Sum, nil
}

// contractRecord is a record written under a contract (a change, a
// payment, …): its typed mutation.
type contractRecord interface {
	entMutation
	ContractID() (string, bool)
	OldContractID(context.Context) (string, error)
	SetSectionID(string)
}

// byContract takes a record's section from its contract (the save then
// fills the engineering from the section), with the contract locked.
func (s *Service) byContract(ctx context.Context, tx *ent.Client, m contractRecord) error {
	c, err := s.contractOf(ctx, tx, m)
	if err != nil {
		return err
	}
	m.SetSectionID(c.SectionID)
	return nil
}

// changeAfterSave moves the contract's current amount by its approved changes.
func (s *Service) changeAfterSave(ctx context.Context, tx *ent.Client, _ crud.Op, ch *ent.CmisContractChange, _ crud.Body) error {
	c, err := tx.CmisContract.Get(viewer.System(ctx), ch.ContractID)
	if err != nil {
		return err
	}
	f, err := refigure(ctx, tx, c)
	if err != nil {
		return err
	}
	if owed := f.owed(); f.current.LessThan(owed.Decimal) {
		return httpx.Failf("变更后现合同价为 %s 元，低于已支付及审批中的 %s 元", f.current.Grouped(), owed.Grouped())
	}
	return nil
}

// paymentAfterSave refuses a payment beyond what is left of the contract,
// counting the payments approved and awaiting approval, and keeps the paid amount.
func (s *Service) paymentAfterSave(ctx context.Context, tx *ent.Client, _ crud.Op, p *ent.CmisPayment, _ crud.Body) error {
	c, err := tx.CmisContract.Get(viewer.System(ctx), p.ContractID)
	if err != nil {
		return err
	}
	f, err := refigure(ctx, tx, c)
	if err != nil {
		return err
	}
	if f.remaining().IsNegative() {
		before := f
		if p.Status == approvalApproved {
			before.paid = money.FromDecimal(f.paid.Sub(p.Amount.Decimal))
		} else {
			before.pending = money.FromDecimal(f.pending.Sub(p.Amount.Decimal))
		}
		return httpx.Failf("支付金额超出合同剩余金额：现合同价 %s 元，已支付 %s 元，审批中 %s 元，剩余 %s 元，本次支付 %s 元",
			f.current.Grouped(), before.paid.Grouped(), before.pending.Grouped(), before.remaining().Grouped(), p.Amount.Grouped())
	}
	return nil
}

// refigureLeaving keeps the figures of the contracts of records being
// deleted (a deleted change or payment no longer counts).
func (s *Service) refigureLeaving(ctx context.Context, tx *ent.Client, contractIDs []string, ids []string) error {
	if err := s.lockContracts(ctx, tx, contractIDs...); err != nil {
		return err
	}
	sys := viewer.System(ctx)
	cs, err := tx.CmisContract.Query().Where(cmiscontract.IDIn(contractIDs...)).All(sys)
	if err != nil {
		return err
	}
	for _, c := range cs {
		f, err := refigure(ctx, tx, c, ids...)
		if err != nil {
			return err
		}
		if owed := f.owed(); f.current.LessThan(owed.Decimal) {
			return httpx.Failf("删除后「%s」的现合同价为 %s 元，低于已支付及审批中的 %s 元", c.Name, f.current.Grouped(), owed.Grouped())
		}
	}
	return nil
}

func (s *Service) changeBeforeDelete(ctx context.Context, tx *ent.Client, ids []string) error {
	contracts, err := tx.CmisContractChange.Query().Where(cmiscontractchange.IDIn(ids...)).
		Unique(true).Select(cmiscontractchange.FieldContractID).Strings(ctx)
	if err != nil {
		return err
	}
	return s.refigureLeaving(ctx, tx, contracts, ids)
}

func (s *Service) paymentBeforeDelete(ctx context.Context, tx *ent.Client, ids []string) error {
	contracts, err := tx.CmisPayment.Query().Where(cmispayment.IDIn(ids...)).
		Unique(true).Select(cmispayment.FieldContractID).Strings(ctx)
	if err != nil {
		return err
	}
	return s.refigureLeaving(ctx, tx, contracts, ids)
}

// measurementBeforeSave prices a measurement from its contract line, which
// must be the contract's.
func (s *Service) measurementBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, m *ent.CmisMeasurementMutation, body crud.Body) error {
	c, err := s.contractOf(ctx, tx, m)
	if err != nil {
		return err
	}
	lineID, err := after[string](ctx, m, cmismeasurement.FieldQuantityCostID)
	if err != nil {
		return err
	}
	line, err := s.contractLine(ctx, tx, lineID)
	if err != nil {
		return err
	}
	if line.ContractNo != "" && line.ContractNo != c.ContractNo {
		return httpx.Failf("清单项目「%s」属于合同 %s，不是本合同 %s", line.Name, line.ContractNo, c.ContractNo)
	}
	qty, err := after[float64](ctx, m, cmismeasurement.FieldQuantity)
	if err != nil {
		return err
	}
	m.SetSectionID(c.SectionID)
	m.SetUnitPrice(line.UnitPrice)
	m.SetAmount(money.FromDecimal(line.UnitPrice.Mul(decimal.NewFromFloat(qty))))
	return nil
}

// contractLine is a line of the bill of quantities the caller may see.
func (s *Service) contractLine(ctx context.Context, tx *ent.Client, id string) (*ent.CmisQuantityCost, error) {
	line, err := tx.CmisQuantityCost.Query().Where(cmisquantitycost.ID(id)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, httpx.Fail("清单项目不存在")
	}
	return line, err
}

// measurementAfterSave keeps the cumulative and remaining quantities of the
// measurement's line.
func measurementAfterSave(ctx context.Context, tx *ent.Client, _ crud.Op, row *ent.CmisMeasurement, _ crud.Body) error {
	return recount(ctx, tx, row.QuantityCostID)
}

func measurementBeforeDelete(ctx context.Context, tx *ent.Client, ids []string) error {
	lines, err := tx.CmisMeasurement.Query().Where(cmismeasurement.IDIn(ids...)).
		Unique(true).Select(cmismeasurement.FieldQuantityCostID).Strings(ctx)
	if err != nil {
		return err
	}
	for _, l := range lines {
		if err := recount(ctx, tx, l, ids...); err != nil {
			return err
		}
	}
	return nil
}

// recount walks a line's measurements period by period: each one's
// cumulative quantity counts it and the periods before; the last may not go
// beyond the line's quantity.
func recount(ctx context.Context, tx *ent.Client, lineID string, leaving ...string) error {
	sys := viewer.System(ctx)
	line, err := tx.CmisQuantityCost.Get(sys, lineID)
	if err != nil {
		return err
	}
	ms, err := tx.CmisMeasurement.Query().Where(cmismeasurement.QuantityCostID(lineID), cmismeasurement.IDNotIn(leaving...)).
		Order(ent.Asc(cmismeasurement.FieldPeriod), ent.Asc(cmismeasurement.FieldCreateTime), ent.Asc(cmismeasurement.FieldID)).All(sys)
	if err != nil {
		return err
	}
	total, lineQty := 0.0, valueOr(line.Quantity) // a line without a quantity takes no measurement
	for _, m := range ms {
		total = round3(total + m.Quantity)
		left := round3(lineQty - total)
		if valueOr(m.CumulativeQuantity) == total && valueOr(m.RemainingQuantity) == left &&
			m.CumulativeQuantity != nil && m.RemainingQuantity != nil {
			continue
		}
		if err := tx.CmisMeasurement.UpdateOneID(m.ID).SetCumulativeQuantity(total).SetRemainingQuantity(left).Exec(sys); err != nil {
			return err
		}
	}
	if total > lineQty {
		return httpx.Failf("「%s」累计计量工程量 %s%s 超出清单工程量 %s%s", line.Name,
			quantity(total), line.Unit, quantity(lineQty), line.Unit)
	}
	return nil
}

// valueOr is an optional number's value, 0 when empty.
func valueOr(p *float64) float64 {
	if p == nil {
		return 0
	}
	return *p
}

func round3(f float64) float64 { return math.Round(f*1000) / 1000 }

func quantity(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// projectAmountBeforeSave works out what is due in the period: completed less withheld.
func (s *Service) projectAmountBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, pm *ent.CmisProjectAmountMutation, body crud.Body) error {
	if err := s.byContract(ctx, tx, pm); err != nil {
		return err
	}
	completed, err := after[money.Amount](ctx, pm, cmisprojectamount.FieldCompletedAmount)
	if err != nil {
		return err
	}
	deduction, err := after[money.Amount](ctx, pm, cmisprojectamount.FieldDeduction)
	if err != nil {
		return err
	}
	if deduction.GreaterThan(completed.Decimal) {
		return httpx.Failf("本期扣款 %s 元不能大于本期完成工程款 %s 元", deduction.Grouped(), completed.Grouped())
	}
	pm.SetDueAmount(money.FromDecimal(completed.Sub(deduction.Decimal)))
	return nil
}

// settlementBeforeSave works out what the audit took off the submitted amount.
func (s *Service) settlementBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, sm *ent.CmisSettlementMutation, body crud.Body) error {
	if err := s.byContract(ctx, tx, sm); err != nil {
		return err
	}
	submitted, err := after[money.Amount](ctx, sm, cmissettlement.FieldSubmittedAmount)
	if err != nil {
		return err
	}
	audited, err := after[money.Amount](ctx, sm, cmissettlement.FieldAuditedAmount)
	if err != nil {
		return err
	}
	if audited.IsZero() { // not audited yet
		sm.ClearDifference()
		return nil
	}
	sm.SetDifference(money.FromDecimal(submitted.Sub(audited.Decimal)))
	return nil
}

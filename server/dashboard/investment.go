package dashboard

import (
	"context"

	"github.com/shopspring/decimal"

	"aqueduct/ent"
	"aqueduct/ent/cmisengineering"
	"aqueduct/ent/cmismonthlyreport"
	"aqueduct/ent/cmispayment"
	"aqueduct/ent/cmissection"
	"aqueduct/ent/predicate"
	"aqueduct/server/crud"
	"aqueduct/server/money"
	"aqueduct/server/viewer"
)

// investment: the planned investment and the sections' contract amounts,
// the investment the monthly reports completed (in all and this year), and
// what was paid (null for who may not list payments) — all over the same
// sections, so the completed share is of his own plan.
func (b *Board) investment(ctx context.Context, sc scope) (any, error) {
	secs, err := b.sections(ctx, sc)
	if err != nil {
		return nil, err
	}
	contract := decimal.Zero
	for _, s := range secs {
		contract = contract.Add(s.ContractAmount.Decimal)
	}
	plan, err := b.plannedInvestment(ctx, sc, secs, contract)
	if err != nil {
		return nil, err
	}
	ps := inSection[predicate.CmisMonthlyReport](sc)
	var all, year []sumRow
	if err := b.Client.CmisMonthlyReport.Query().Where(ps...).
		Modify(groupSum("", cmismonthlyreport.FieldInvestment)).Scan(ctx, &all); err != nil {
		return nil, err
	}
	if err := b.Client.CmisMonthlyReport.Query().Where(ps...).Where(cmismonthlyreport.MonthHasPrefix(sc.today.Format("2006-"))).
		Modify(groupSum("", cmismonthlyreport.FieldInvestment)).Scan(ctx, &year); err != nil {
		return nil, err
	}
	// paid: the approved payments (one awaiting approval is not money out),
	// for who may list payments; null for the others
	var paid []sumRow
	seesPaid, err := b.Can(ctx, crud.CmisPayment.ListCode)
	if err != nil {
		return nil, err
	}
	if seesPaid {
		pays := inSection[predicate.CmisPayment](sc)
		if err := b.Client.CmisPayment.Query().Where(pays...).Where(cmispayment.Status(crud.CmisPayment.Machine.Reached("approve"))).
			Modify(groupSum("", cmispayment.FieldAmount)).Scan(ctx, &paid); err != nil {
			return nil, err
		}
	}
	first := func(rows []sumRow) decimal.Decimal {
		if len(rows) == 0 {
			return decimal.Zero
		}
		return rows[0].amount()
	}
	var paidAmount *money.Amount
	if seesPaid {
		a := money.FromDecimal(first(paid))
		paidAmount = &a
	}
	return struct {
		Plan          money.Amount  `json:"plan"`
		Contract      money.Amount  `json:"contract"`
		Completed     money.Amount  `json:"completed"`
		CompletedYear money.Amount  `json:"completedYear"`
		Paid          *money.Amount `json:"paid"`
	}{money.FromDecimal(plan), money.FromDecimal(contract), money.FromDecimal(first(all)), money.FromDecimal(first(year)), paidAmount}, nil
}

// plannedInvestment is the plan of the sections counted: the engineerings'
// total investment when they are every section of them (one asked or the
// viewer kept to some: their contracts, which is what is planned of them).
func (b *Board) plannedInvestment(ctx context.Context, sc scope, secs []*ent.CmisSection, contract decimal.Decimal) (decimal.Decimal, error) {
	if sc.section != "" || len(secs) == 0 {
		return contract, nil
	}
	mine := map[string]int{}
	for _, s := range secs {
		mine[s.EngineeringID]++
	}
	ids := make([]string, 0, len(mine))
	for id := range mine {
		ids = append(ids, id)
	}
	// every section of those engineerings, whoever may list them
	var all []countRow
	if err := b.Client.CmisSection.Query().Where(cmissection.EngineeringIDIn(ids...)).
		Modify(groupCount(cmissection.FieldEngineeringID)).Scan(viewer.System(ctx), &all); err != nil {
		return decimal.Zero, err
	}
	for _, r := range all {
		if r.Count != mine[r.Key] {
			return contract, nil
		}
	}
	es, err := b.Client.CmisEngineering.Query().Where(cmisengineering.IDIn(ids...)).All(ctx)
	if err != nil {
		return decimal.Zero, err
	}
	plan := decimal.Zero
	for _, e := range es {
		plan = plan.Add(e.TotalInvestment.Decimal)
	}
	return plan, nil
}

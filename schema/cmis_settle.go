package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"aqueduct/gen/crud"
)

// The settlement (结算管理) entities of docs/domain.md.

// CmisAppropriation is money granted to the project (拨款).
type CmisAppropriation struct{ ent.Schema }

// Annotations of CmisAppropriation.
func (CmisAppropriation) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_appropriation"),
		crud.Resource("settle/cmisAppropriation").Title("拨款").MenuName("拨款管理").MenuRow("m-cmisApprop").Menu("m-settle", 1).Icon("bank").
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisAppropriation.
func (CmisAppropriation) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisAppropriation.
func (CmisAppropriation) Fields() []ent.Field {
	return []ent.Field{
		field.String("document_no").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("拨款文号").Query(crud.Like).Required().Width(140)),
		field.String("source").Optional().MaxRuneLen(100).
			Annotations(crud.Field("资金来源").Dict("funding_source").Widget(crud.Select).Query(crud.Exact).Width(110)),
		field.String("grantor").Optional().MaxRuneLen(100).
			Annotations(crud.Field("拨款单位").Width(140)),
		amountReq("amount", "拨款金额（元）"),
		field.Time("grant_date").GoType(jsontimeDate()).
			Annotations(crud.Field("拨款日期").Query(crud.Range).Sortable().Required().Width(110)),
		text("remark", "备注", 500),
	}
}

// CmisPayment is a payment on a contract (支付): with the others not
// refused it may not exceed the contract's current amount.
type CmisPayment struct{ ent.Schema }

// Annotations of CmisPayment.
func (CmisPayment) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_payment"),
		crud.Resource("settle/cmisPayment").Title("支付").MenuName("支付管理").Menu("m-settle", 2).Icon("pay-circle").
			Printable("工程进度付款证书", "承包人", "监理机构", "发包人").Steps(approvalSteps("支付")).
			Grant(crud.Owner, crud.Read, "approve").Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Apply)}
}

// Mixin of CmisPayment.
func (CmisPayment) Mixin() []ent.Mixin { return ofContract() }

// Fields of CmisPayment.
func (CmisPayment) Fields() []ent.Field {
	return []ent.Field{
		contractRef(),
		field.String("payment_no").NotEmpty().MaxRuneLen(50).
			Annotations(crud.Field("支付编号").Query(crud.Like).Required().FillRule("payment_no").Unique().Sortable().Width(150)),
		field.String("period").Optional().MaxRuneLen(7).
			Annotations(crud.Field("支付期次").Pattern(`^\d{4}-(0[1-9]|1[0-2])$`).PatternMessage("期次格式应为 YYYY-MM").Query(crud.Exact).Width(90)),
		amountReq("amount", "本期支付（元）"),
		field.Time("pay_date").GoType(jsontimeDate()).Optional().Nillable().
			Annotations(crud.Field("支付日期").Query(crud.Range).Sortable().Width(110)),
		approval(),
		text("remark", "备注", 500),
	}
}

// CmisProjectAmount is a period's project money of a contract (工程款):
// what was completed, what is withheld, and what is due (kept).
type CmisProjectAmount struct{ ent.Schema }

// Annotations of CmisProjectAmount.
func (CmisProjectAmount) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_project_amount"),
		crud.Resource("settle/cmisProjectAmount").Title("工程款").MenuName("工程款").MenuRow("m-cmisProjAmount").Menu("m-settle", 3).Icon("account-book").
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisProjectAmount.
func (CmisProjectAmount) Mixin() []ent.Mixin { return ofContract() }

// Fields of CmisProjectAmount.
func (CmisProjectAmount) Fields() []ent.Field {
	return []ent.Field{
		contractRef(),
		field.String("period").NotEmpty().MaxRuneLen(7).
			Annotations(crud.Field("期次").Pattern(`^\d{4}-(0[1-9]|1[0-2])$`).PatternMessage("期次格式应为 YYYY-MM").Required().Query(crud.Exact).Sortable().Width(90)),
		amountReq("completed_amount", "本期完成工程款（元）"),
		amount("deduction", "本期扣款（元）"),
		kept("due_amount", "本期应付（元）"),
		text("remark", "备注", 500),
	}
}

// CmisSettlement is a contract's settlement (结算): the amount submitted,
// the amount audited, and their difference (kept).
type CmisSettlement struct{ ent.Schema }

// Annotations of CmisSettlement.
func (CmisSettlement) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_settlement"),
		crud.Resource("settle/cmisSettlement").Title("结算").MenuName("结算管理").MenuRow("m-cmisSettle").Menu("m-settle", 4).Icon("audit").
			Printable("工程结算审核表", "承包人", "监理机构", "发包人").Steps(approvalSteps("结算")).
			Dictionary("settle_type", "结算类型", crud.Item("zq", "中期结算"), crud.Item("wg", "完工结算"), crud.Item("jg", "竣工结算")).
			Grant(crud.Owner, crud.Read, "edit", "others", "approve").Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Apply)}
}

// Mixin of CmisSettlement.
func (CmisSettlement) Mixin() []ent.Mixin { return ofContract() }

// Fields of CmisSettlement.
func (CmisSettlement) Fields() []ent.Field {
	return []ent.Field{
		contractRef(),
		field.String("settle_type").Default("zq").MaxRuneLen(10).
			Annotations(crud.Field("结算类型").Dict("settle_type").Widget(crud.Select).Query(crud.Exact).Width(100)),
		amountReq("submitted_amount", "送审金额（元）"),
		amount("audited_amount", "审定金额（元）"),
		kept("difference", "审减金额（元）"),
		date("settle_date", "结算日期"),
		approval(),
		attachments("结算资料"),
	}
}

package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"aqueduct/gen/crud"
	"aqueduct/server/money"
)

// The contract and money (合同、投资、结算) entities of docs/domain.md. The
// figures a record derives from others (a contract's current amount and what
// was paid on it, a measurement's cumulative quantity) are kept by
// server/project in the writes' transactions, never typed.

// amountReq is an amount a record cannot do without.
func amountReq(name, label string) ent.Field {
	return field.Other(name, money.Amount{}).SchemaType(money.SQLType).
		Annotations(crud.Field(label).Required().Width(140))
}

// kept is an amount the server derives.
func kept(name, label string) ent.Field {
	return field.Other(name, money.Amount{}).SchemaType(money.SQLType).Optional().
		Annotations(crud.Field(label).ServerFilled().Width(140))
}

// ofContract is the mixin set of a record of a contract: its section is the contract's.
func ofContract() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, AuditMixin{}, TenantMixin{}, SoftDeleteMixin{}, SectionMixin{Derived: true}}
}

func contractRef() ent.Field {
	return field.String("contract_id").NotEmpty().MaxRuneLen(36).
		Annotations(crud.Field("合同").Dict("cmis_contract,name,id").Widget(crud.RecordPick).Query(crud.Exact).Required().CreateOnly().Width(180))
}

func attachments(label string) ent.Field {
	return field.String("attachments").Optional().MaxRuneLen(2000).
		Annotations(crud.Field(label).Widget(crud.File).MaxFiles(10).NotListed().NotInExcel())
}

// approval is the 审批状态 of an application; only its steps (approvalSteps)
// or a bound approval flow change it.
func approval() ent.Field {
	return field.String("status").Default("0").MaxRuneLen(1).
		Annotations(crud.Field("审批状态").Dict("approval_status").Query(crud.Exact).ServerFilled().Width(90))
}

// approvalSteps is the life of an application (a change, a payment, a
// settlement): filed 待审批 (changed or withdrawn only then), 批准 or 驳回 by
// who holds its approve right, a rejected one filed again by its applicant.
// With an approval flow published for the type, the flow takes every step.
func approvalSteps(title string) crud.Machine {
	return crud.States("status", "approval_status", "审批状态",
		crud.State("0", "待审批").Editable().Deletable(), crud.State("1", "已批准"), crud.State("2", "已驳回")).
		Right("approve", "审批"+title, "").
		DeleteAnyBy("删除已审批的"+title, "").
		Move(
			crud.Step("approve", "批准").From("0").To("1").By("approve").Confirm().ByFlow(),
			crud.Step("reject", "驳回").From("0").To("2").By("approve").Confirm().Warning().ByFlow(),
			crud.Step("resubmit", "重新提交").From("2").To("0").By("edit").Confirm().ByFlow(),
		)
}

// CmisContract is a contract (合同) of the project with a participant.
type CmisContract struct{ ent.Schema }

// Annotations of CmisContract.
func (CmisContract) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_contract"),
		crud.Resource("contract/cmisContract").Key("contract_no").Title("合同").MenuName("合同台账").Menu("m-contract", 1).Icon("file-protect").
			Printable("合同信息表", "发包人", "承包人").
			Dictionary("contract_type", "合同类型", crud.Item("sg", "施工合同"), crud.Item("jl", "监理合同"), crud.Item("sj", "设计合同"), crud.Item("cg", "采购合同"), crud.Item("fw", "服务合同")).
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisContract.
func (CmisContract) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisContract.
func (CmisContract) Fields() []ent.Field {
	return []ent.Field{
		field.String("contract_no").NotEmpty().MaxRuneLen(50).
			Annotations(crud.Field("合同编号").Query(crud.Like).Required().CheckRule("contract_no").Unique().Sortable().Width(140)),
		field.String("name").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("合同名称").Query(crud.Like).Required().Width(220).DictText()),
		field.String("contract_type").Default("sg").MaxRuneLen(10).
			Annotations(crud.Field("合同类型").Dict("contract_type").Widget(crud.Select).Query(crud.Exact).Width(90)),
		field.String("party_a").Optional().MaxRuneLen(36).
			Annotations(crud.Field("发包人").Dict("cmis_supplier,name,id").Widget(crud.RecordPick).Width(160)),
		field.String("party_b").NotEmpty().MaxRuneLen(36).
			Annotations(crud.Field("承包人").Dict("cmis_supplier,name,id").Widget(crud.RecordPick).Query(crud.Exact).Required().Width(160)),
		amountReq("amount", "签约合同价（元）"),
		kept("current_amount", "现合同价（元）"),
		kept("paid_amount", "累计支付（元）"),
		date("sign_date", "签订日期"),
		date("start_date", "合同开工日期"),
		date("end_date", "合同完工日期"),
		attachments("合同附件"),
		text("remark", "备注", 500),
	}
}

// CmisContractChange is a change of a contract's amount (合同变更); only an
// approved change moves the contract's current amount.
type CmisContractChange struct{ ent.Schema }

// Annotations of CmisContractChange.
func (CmisContractChange) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_contract_change"),
		crud.Resource("contract/cmisContractChange").Title("合同变更").MenuName("合同变更").MenuRow("m-cmisContrChg").Menu("m-contract", 2).Icon("diff").
			Printable("合同变更审批表", "承包人", "监理机构", "发包人").Steps(approvalSteps("合同变更")).
			Grant(crud.Owner, crud.Read, "approve").Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Apply)}
}

// Mixin of CmisContractChange.
func (CmisContractChange) Mixin() []ent.Mixin { return ofContract() }

// Fields of CmisContractChange.
func (CmisContractChange) Fields() []ent.Field {
	return []ent.Field{
		contractRef(),
		field.String("change_no").NotEmpty().MaxRuneLen(50).
			Annotations(crud.Field("变更编号").Query(crud.Like).Required().Unique().Sortable().Width(130)),
		field.String("title").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("变更事项").Query(crud.Like).Required().Width(200)),
		amountReq("amount_change", "变更金额（元）"),
		field.String("reason").NotEmpty().MaxRuneLen(2000).
			Annotations(crud.Field("变更原因").Widget(crud.Textarea).Required().NotListed()),
		date("apply_date", "申请日期"),
		approval(),
		attachments("变更附件"),
	}
}

// CmisFundingPlan is a funding plan (资金计划) of a period.
type CmisFundingPlan struct{ ent.Schema }

// Annotations of CmisFundingPlan.
func (CmisFundingPlan) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_funding_plan"),
		crud.Resource("invest/cmisFundingPlan").Title("资金计划").MenuName("资金计划").MenuRow("m-cmisFundPlan").Menu("m-invest", 1).Icon("fund").
			Dictionary("funding_source", "资金来源", crud.Item("zy", "中央预算内投资"), crud.Item("df", "地方财政"), crud.Item("zq", "专项债券"), crud.Item("dk", "银行贷款"), crud.Item("zc", "项目法人自筹")).
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisFundingPlan.
func (CmisFundingPlan) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisFundingPlan.
func (CmisFundingPlan) Fields() []ent.Field {
	return []ent.Field{
		field.String("plan_type").Default("month").MaxRuneLen(10).
			Annotations(crud.Field("计划类型").Dict("plan_type").Query(crud.Exact).Width(90)),
		period(),
		field.String("source").Optional().MaxRuneLen(100).
			Annotations(crud.Field("资金来源").Dict("funding_source").Widget(crud.Select).Query(crud.Exact).Width(110)),
		amountReq("amount", "计划资金（元）"),
		text("remark", "说明", 500),
	}
}

// period is the month or year a plan or measurement is for.
func period() ent.Field {
	return field.String("period").NotEmpty().MaxRuneLen(7).
		Annotations(crud.Field("期次").Pattern(`^\d{4}(-(0[1-9]|1[0-2]))?$`).PatternMessage("期次格式应为 YYYY 或 YYYY-MM").
			Required().Query(crud.Exact).Sortable().Width(90))
}

// CmisInvestmentPlan is an investment plan (投资计划) of a period.
type CmisInvestmentPlan struct{ ent.Schema }

// Annotations of CmisInvestmentPlan.
func (CmisInvestmentPlan) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_investment_plan"),
		crud.Resource("invest/cmisInvestmentPlan").Title("投资计划").MenuName("投资计划").MenuRow("m-cmisInvPlan").Menu("m-invest", 2).Icon("line-chart").
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisInvestmentPlan.
func (CmisInvestmentPlan) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisInvestmentPlan.
func (CmisInvestmentPlan) Fields() []ent.Field {
	return []ent.Field{
		field.String("plan_type").Default("year").MaxRuneLen(10).
			Annotations(crud.Field("计划类型").Dict("plan_type").Query(crud.Exact).Width(90)),
		period(),
		amountReq("amount", "计划投资（元）"),
		text("content", "主要建设内容", 1000),
		text("remark", "备注", 500),
	}
}

// CmisInvestmentAllocation is a share of the investment given to a budget
// item of a section (投资分配).
type CmisInvestmentAllocation struct{ ent.Schema }

// Annotations of CmisInvestmentAllocation.
func (CmisInvestmentAllocation) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_investment_allocation"),
		crud.Resource("invest/cmisInvestmentAllocation").Title("投资分配").MenuName("投资分配").MenuRow("m-cmisInvAlloc").Menu("m-invest", 3).Icon("pie-chart").
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisInvestmentAllocation.
func (CmisInvestmentAllocation) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisInvestmentAllocation.
func (CmisInvestmentAllocation) Fields() []ent.Field {
	return []ent.Field{
		field.String("year").NotEmpty().MaxRuneLen(4).
			Annotations(crud.Field("年度").Pattern(`^\d{4}$`).PatternMessage("年度格式应为 YYYY").Required().Query(crud.Exact).Sortable().Width(80)),
		field.String("budget_id").Optional().MaxRuneLen(36).
			Annotations(crud.Field("概算项目").Dict("cmis_budget,name,id").Widget(crud.RecordPick).Width(180)),
		amountReq("amount", "分配金额（元）"),
		field.String("document_no").Optional().MaxRuneLen(100).
			Annotations(crud.Field("下达文号").Query(crud.Like).Width(140)),
		text("remark", "备注", 500),
	}
}

// CmisMeasurement is a period's measured quantity of a contract line (计量):
// its price comes from the line, its cumulative and remaining quantities
// from every period's measurements of the line.
type CmisMeasurement struct{ ent.Schema }

// Annotations of CmisMeasurement.
func (CmisMeasurement) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_measurement"),
		crud.Resource("invest/cmisMeasurement").Title("计量").MenuName("工程计量").MenuRow("m-cmisMeasure").Menu("m-invest", 4).Icon("calculator").
			Printable("工程计量报验单", "承包人", "监理机构").
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Apply)}
}

// Mixin of CmisMeasurement.
func (CmisMeasurement) Mixin() []ent.Mixin { return ofContract() }

// Fields of CmisMeasurement.
func (CmisMeasurement) Fields() []ent.Field {
	return []ent.Field{
		contractRef(),
		field.String("quantity_cost_id").NotEmpty().MaxRuneLen(36).
			Annotations(crud.Field("清单项目").Dict("cmis_quantity_cost,name,id").Widget(crud.RecordPick).Query(crud.Exact).Required().CreateOnly().Width(180)),
		period(),
		field.Float("quantity").Min(0).
			Annotations(crud.Field("本期计量工程量").Required().Width(120)),
		kept("unit_price", "单价（元）"),
		kept("amount", "本期计量金额（元）"),
		field.Float("cumulative_quantity").Optional().Nillable().
			Annotations(crud.Field("累计计量工程量").ServerFilled().Width(120)),
		field.Float("remaining_quantity").Optional().Nillable().
			Annotations(crud.Field("剩余工程量").ServerFilled().Width(110)),
		text("remark", "备注", 500),
	}
}

package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"aqueduct/gen/crud"
)

// The progress (进度管理) entities of docs/domain.md.

// CmisProgressPlan is a task of a year, month or week plan (进度计划). Its
// predecessors (ids, comma-separated) make the network of the critical
// path (server/project).
type CmisProgressPlan struct{ ent.Schema }

// Annotations of CmisProgressPlan.
func (CmisProgressPlan) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_progress_plan"),
		crud.Resource("progress/cmisProgressPlan").Title("进度计划").MenuName("进度计划").Menu("m-progress", 1).Icon("schedule").
			Dictionary("plan_type", "计划类型", crud.Item("year", "年度"), crud.Item("month", "月度"), crud.Item("week", "周")).
			Dictionary("plan_quantity_source", "实际工程量来源", crud.Item("manual", "填报"), crud.Item("advance", "掘进日报")).
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Write)}
}

// Mixin of CmisProgressPlan.
func (CmisProgressPlan) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisProgressPlan.
func (CmisProgressPlan) Fields() []ent.Field {
	return []ent.Field{
		field.String("plan_type").Default("month").MaxRuneLen(10).
			Annotations(crud.Field("计划类型").Dict("plan_type").Query(crud.Exact).Width(90)),
		field.String("period").NotEmpty().MaxRuneLen(20).
			Annotations(crud.Field("计划期").Query(crud.Exact).Sortable().Width(100)),
		field.String("building_id").Optional().MaxRuneLen(36).
			Annotations(crud.Field("建筑物").Dict("cmis_building,name,id").Widget(crud.RecordPick)),
		field.String("task_name").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("任务名称").Query(crud.Like).Width(220).DictText()),
		field.Time("plan_start_date").GoType(jsontimeDate()).
			Annotations(crud.Field("计划开始").Sortable().Width(110)),
		field.Time("plan_end_date").GoType(jsontimeDate()).
			Annotations(crud.Field("计划完成").Sortable().Width(110)),
		// With a planned quantity the percent complete is the actual quantity's
		// share of it; the actual quantity is typed, or the advance of the
		// plan's tunnel in its dates (server/project/plan.go: planProgress).
		field.Float("planned_quantity").Optional().Nillable().Annotations(crud.Field("计划工程量").Width(100)),
		text("unit", "单位", 20),
		field.String("quantity_source").Default("manual").MaxRuneLen(10).
			Annotations(crud.Field("实际工程量来源").Dict("plan_quantity_source").Widget(crud.Select).NotListed().
				ShownWhen("planned_quantity")),
		field.Float("actual_quantity").Optional().Nillable().
			Annotations(crud.Field("实际工程量").Width(100).
				DerivedWhen("由掘进日报计算：该建筑物在计划开始至计划完成期间的进尺合计（m）", "quantity_source", "advance")),
		field.Int("percent_complete").Default(0).Min(0).Max(100).
			Annotations(crud.Field("完成率（%）").Range(0, 100).Width(100).
				DerivedWhen("由实际工程量 ÷ 计划工程量计算（四舍五入，最多100）；未填计划工程量时手填", "planned_quantity")),
		field.String("predecessors").Optional().MaxRuneLen(1000).
			Annotations(crud.Field("前置任务").Dict("cmis_progress_plan,task_name,id").Widget(crud.Checkbox).NotListed()),
	}
}

// CmisTunnelAdvance is one day's tunnel advance (掘进日报) of a section:
// the day must start where the previous record of that tunnel ended.
type CmisTunnelAdvance struct{ ent.Schema }

// Annotations of CmisTunnelAdvance.
func (CmisTunnelAdvance) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_tunnel_advance"),
		crud.Resource("advance/cmisTunnelAdvance").Title("掘进日报").MenuName("掘进日报").Menu("m-progress", 2).Icon("rise").
			Dictionary("excavation_method", "掘进方式", crud.Item("TBM", "TBM"), crud.Item("DB", "钻爆")).
			Dictionary("shift", "班次", crud.Item("day", "白班"), crud.Item("night", "夜班")).
			Dictionary("rock_class", "围岩类别", crud.Item("I", "Ⅰ类"), crud.Item("II", "Ⅱ类"), crud.Item("III", "Ⅲ类"), crud.Item("IV", "Ⅳ类"), crud.Item("V", "Ⅴ类")).
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Write)}
}

// Mixin of CmisTunnelAdvance.
func (CmisTunnelAdvance) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisTunnelAdvance.
func (CmisTunnelAdvance) Fields() []ent.Field {
	return []ent.Field{
		field.String("building_id").NotEmpty().MaxRuneLen(36).
			Annotations(crud.Field("隧洞").Dict("cmis_building,name,id").Query(crud.Exact).Widget(crud.RecordPick)),
		field.Time("report_date").GoType(jsontimeDate()).
			Annotations(crud.Field("日期").Query(crud.Range).Sortable().Width(110)),
		field.String("method").Default("TBM").MaxRuneLen(10).
			Annotations(crud.Field("掘进方式").Dict("excavation_method").Query(crud.Exact).Widget(crud.Radio)),
		field.String("shift").Optional().MaxRuneLen(10).
			Annotations(crud.Field("班次").Dict("shift")),
		chainageReq("start_chainage", "起点桩号"),
		chainageReq("end_chainage", "终点桩号"),
		field.Float("advance").Optional().Nillable().
			Annotations(crud.Field("进尺（m）").ServerFilled().Width(90)),
		field.String("rock_class").Optional().MaxRuneLen(5).
			Annotations(crud.Field("围岩类别").Dict("rock_class").Query(crud.Exact).Width(90)),
		field.String("remarks").Optional().MaxRuneLen(500).
			Annotations(crud.Field("备注").Widget(crud.Textarea).NotListed()),
	}
}

// Indexes of CmisTunnelAdvance: the large screen sums the advance by section
// and by day; these cover those sums, so they read the index alone.
func (CmisTunnelAdvance) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("tenant_id", "section_id", "del_flag", "report_date", "advance"),
		index.Fields("tenant_id", "report_date", "del_flag", "section_id", "advance"),
	}
}

// CmisMonthlyReport is a section's monthly report (月报).
type CmisMonthlyReport struct{ ent.Schema }

// Annotations of CmisMonthlyReport.
func (CmisMonthlyReport) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_monthly_report"),
		crud.Resource("monthly/cmisMonthlyReport").Title("月报").MenuName("月报").Menu("m-progress", 3).Icon("file-text").
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Write)}
}

// Mixin of CmisMonthlyReport.
func (CmisMonthlyReport) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisMonthlyReport.
func (CmisMonthlyReport) Fields() []ent.Field {
	return []ent.Field{
		field.String("month").NotEmpty().MaxRuneLen(7).
			Annotations(crud.Field("月份").Pattern(`^\d{4}-(0[1-9]|1[0-2])$`).PatternMessage("月份格式应为 YYYY-MM").
				Query(crud.Exact).Sortable().Width(90)),
		field.String("completed").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("完成工程量").Widget(crud.Textarea)),
		amount("investment", "完成投资（元）"),
		field.String("problems").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("存在问题").Widget(crud.Textarea).NotListed()),
		field.String("next_plan").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("下月计划").Widget(crud.Textarea).NotListed()),
		field.String("attachment").Optional().MaxRuneLen(500).
			Annotations(crud.Field("附件").Widget(crud.File).NotListed()),
	}
}

// resourcePlan is the field set of the manpower and material plans.
func resourcePlan(what string) []ent.Field {
	return []ent.Field{
		field.String("period").NotEmpty().MaxRuneLen(20).
			Annotations(crud.Field("计划期").Query(crud.Exact).Sortable().Width(100)),
		field.String("item").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field(what).Query(crud.Like).Width(160)),
		text("unit", "单位", 20),
		field.Float("planned").Default(0).Annotations(crud.Field("计划").Width(90)),
		field.Float("actual").Optional().Nillable().Annotations(crud.Field("实际").Width(90)),
	}
}

// CmisManpowerPlan is a section's manpower plan per trade (劳动力计划).
type CmisManpowerPlan struct{ ent.Schema }

// Annotations of CmisManpowerPlan.
func (CmisManpowerPlan) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_manpower_plan"),
		crud.Resource("manpower/cmisManpowerPlan").Title("劳动力计划").MenuName("劳动力计划").Menu("m-progress", 4).Icon("user").
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Write)}
}

// Mixin of CmisManpowerPlan.
func (CmisManpowerPlan) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisManpowerPlan.
func (CmisManpowerPlan) Fields() []ent.Field { return resourcePlan("工种") }

// CmisMaterialPlan is a section's material plan (材料计划).
type CmisMaterialPlan struct{ ent.Schema }

// Annotations of CmisMaterialPlan.
func (CmisMaterialPlan) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_material_plan"),
		crud.Resource("material/cmisMaterialPlan").Title("材料计划").MenuName("材料计划").Menu("m-progress", 5).Icon("inbox").
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Write)}
}

// Mixin of CmisMaterialPlan.
func (CmisMaterialPlan) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisMaterialPlan.
func (CmisMaterialPlan) Fields() []ent.Field { return resourcePlan("材料") }

// CmisAdvanceDaily is the tunnel advance summed per tenant, section and day,
// so the large screen sums a few thousand days instead of a million daily
// records. Database triggers (migration advance_daily) keep it in step with
// every write to cmis_tunnel_advance, in the writing transaction: imports,
// bulk inserts and soft deletes included. Nothing else writes it.
type CmisAdvanceDaily struct{ ent.Schema }

// Annotations of CmisAdvanceDaily.
func (CmisAdvanceDaily) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_advance_daily")}
}

// Mixin of CmisAdvanceDaily: its rows stay in their records' tenant.
func (CmisAdvanceDaily) Mixin() []ent.Mixin { return []ent.Mixin{TenantMixin{}} }

// Fields of CmisAdvanceDaily.
func (CmisAdvanceDaily) Fields() []ent.Field {
	return []ent.Field{
		field.String("section_id").Default("").MaxRuneLen(36),
		field.Time("report_date").GoType(jsontimeDate()),
		field.Float("metres").Default(0),
		field.Int("records").Default(0),
	}
}

// Indexes of CmisAdvanceDaily: one row per tenant, section and day (the
// triggers' upsert target).
func (CmisAdvanceDaily) Indexes() []ent.Index {
	return []ent.Index{index.Fields("tenant_id", "section_id", "report_date").Unique()}
}

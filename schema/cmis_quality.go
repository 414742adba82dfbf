package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"aqueduct/gen/crud"
)

// The quality (质量管理) assessment forms of docs/domain.md. Each records whether
// every main-control item passed and the worst general item's pass rate; the
// grade is computed from them on the server (server/quality), never typed.

// assessment is the field set every assessment form shares, around its own.
func assessment(own ...ent.Field) []ent.Field {
	head := []ent.Field{
		field.String("unit_code").NotEmpty().MaxRuneLen(50).
			Annotations(crud.Field("单元工程编码").Query(crud.Like).Required().Sortable().DictText()),
		field.String("division_id").Optional().MaxRuneLen(36).
			Annotations(crud.Field("工程划分").Dict("cmis_division,name,id").Widget(crud.RecordPick)),
	}
	tail := []ent.Field{
		field.String("main_item_pass").Default("1").MaxRuneLen(1).
			Annotations(crud.Field("主控项目全部合格").Dict("yn").Widget(crud.Radio).Width(90)),
		field.Float("general_pass_rate").Default(0).
			Annotations(crud.Field("一般项目合格率（%）").Range(0, 100).Width(100)),
		field.String("grade").Optional().MaxRuneLen(1).
			Annotations(crud.Field("质量等级").Dict("quality_grade").Query(crud.Exact).ServerFilled().Width(80)),
		date("assess_date", "评定日期"),
		field.String("assessor").Optional().MaxRuneLen(50).
			Annotations(crud.Field("评定人").Width(90)),
		field.String("remarks").Optional().MaxRuneLen(500).
			Annotations(crud.Field("备注").Widget(crud.Textarea).NotListed()),
	}
	return append(append(head, own...), tail...)
}

// excavation is the measured set of an excavation unit.
func excavation() []ent.Field {
	return assessment(
		chainageField("start_chainage", "起点桩号"),
		chainageField("end_chainage", "终点桩号"),
		field.String("rock_class").Optional().MaxRuneLen(5).
			Annotations(crud.Field("围岩类别").Dict("rock_class").Query(crud.Exact).Width(90)),
		decimalField("over_break", 6, crud.Field("平均超挖").Decimal(1, "cm").Width(90)),
		decimalField("under_break", 6, crud.Field("最大欠挖").Decimal(1, "cm").Width(90)),
		decimalField("alignment_deviation", 7, crud.Field("轴线偏差").Decimal(1, "mm").Width(90)),
	)
}

// CmisTbmAssessment is 岩石洞室TBM开挖单元工程质量评定.
type CmisTbmAssessment struct{ ent.Schema }

// Annotations of CmisTbmAssessment.
func (CmisTbmAssessment) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_tbm_assessment"),
		crud.Resource("quality/cmisTbmAssessment").Title("TBM开挖单元质量评定").MenuName("TBM开挖单元评定").MenuRow("m-cmisTbmAssess").Menu("m-quality", 1).Icon("audit").
			Printable("岩石洞室TBM开挖单元工程质量评定表", "施工单位", "监理单位").
			Dictionary("quality_grade", "质量等级", crud.Item("0", "不合格"), crud.Item("1", "合格"), crud.Item("2", "优良")).
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Write)}
}

// Mixin of CmisTbmAssessment.
func (CmisTbmAssessment) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisTbmAssessment.
func (CmisTbmAssessment) Fields() []ent.Field { return excavation() }

// CmisExcavationAssessment is 开挖单元工程质量评定 (drill and blast).
type CmisExcavationAssessment struct{ ent.Schema }

// Annotations of CmisExcavationAssessment.
func (CmisExcavationAssessment) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_excavation_assessment"),
		crud.Resource("quality/cmisExcavationAssessment").Title("开挖单元质量评定").MenuName("开挖单元评定").MenuRow("m-cmisExcAssess").Menu("m-quality", 2).Icon("audit").
			Printable("岩石洞室开挖单元工程质量评定表", "施工单位", "监理单位").
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Write)}
}

// Mixin of CmisExcavationAssessment.
func (CmisExcavationAssessment) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisExcavationAssessment.
func (CmisExcavationAssessment) Fields() []ent.Field { return excavation() }

// CmisBoltAssessment is 锚喷支护 锚杆工序 (the bolt process).
type CmisBoltAssessment struct{ ent.Schema }

// Annotations of CmisBoltAssessment.
func (CmisBoltAssessment) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_bolt_assessment"),
		crud.Resource("quality/cmisBoltAssessment").Title("锚杆工序质量评定").MenuName("锚杆工序评定").MenuRow("m-cmisBoltAssess").Menu("m-quality", 3).Icon("audit").
			Printable("锚喷支护锚杆工序施工质量验收评定表", "施工单位", "监理单位").
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Write)}
}

// Mixin of CmisBoltAssessment.
func (CmisBoltAssessment) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisBoltAssessment.
func (CmisBoltAssessment) Fields() []ent.Field {
	return assessment(
		field.Int("bolt_count").Optional().Nillable().Annotations(crud.Field("锚杆数量（根）").Width(90)),
		decimalField("bolt_length", 6, crud.Field("锚杆长度").Decimal(2, "m").Width(90)),
		decimalField("spacing", 7, crud.Field("间排距").Decimal(1, "cm").Width(90)),
		decimalField("hole_depth", 6, crud.Field("孔深").Decimal(2, "m").Width(80).NotListed()),
		decimalField("grout_fullness", 5, crud.Field("注浆密实度").Decimal(1, "%").Range(0, 100).Width(90)),
		decimalField("pull_force", 7, crud.Field("拉拔力").Decimal(1, "kN").Width(90)),
	)
}

// CmisShotcreteAssessment is 锚喷支护 喷混凝土工序 (the shotcrete process).
type CmisShotcreteAssessment struct{ ent.Schema }

// Annotations of CmisShotcreteAssessment.
func (CmisShotcreteAssessment) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_shotcrete_assessment"),
		crud.Resource("quality/cmisShotcreteAssessment").Title("喷混凝土工序质量评定").MenuName("喷混凝土工序评定").MenuRow("m-cmisShotAssess").Menu("m-quality", 4).Icon("audit").
			Printable("锚喷支护喷混凝土工序施工质量验收评定表", "施工单位", "监理单位").
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Write)}
}

// Mixin of CmisShotcreteAssessment.
func (CmisShotcreteAssessment) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisShotcreteAssessment.
func (CmisShotcreteAssessment) Fields() []ent.Field {
	return assessment(
		decimalField("design_thickness", 6, crud.Field("设计厚度").Decimal(1, "mm").Width(90)),
		// The average of its measuring points (server/project: Computed), empty without any.
		decimalField("measured_thickness", 6, crud.Field("实测平均厚度").Decimal(1, "mm").ServerFilled().Width(100)),
		field.String("strength_class").Optional().MaxRuneLen(10).Annotations(crud.Field("强度等级").Width(80)),
		field.String("test_result").Optional().MaxRuneLen(200).Annotations(crud.Field("试验结果").NotListed()),
	)
}

// Edges of CmisShotcreteAssessment: its measuring points, entered in a grid.
func (CmisShotcreteAssessment) Edges() []ent.Edge {
	return []ent.Edge{edge.To("measures", CmisShotcreteMeasure.Type).Annotations(crud.Child("实测点"))}
}

// CmisShotcreteMeasure is one measuring point (实测点) of a shotcrete
// assessment: the thickness measured there against the design.
type CmisShotcreteMeasure struct{ ent.Schema }

// Annotations of CmisShotcreteMeasure.
func (CmisShotcreteMeasure) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_shotcrete_measure"),
		crud.Resource("quality/cmisShotcreteMeasure").Title("实测点")}
}

// Mixin of CmisShotcreteMeasure.
func (CmisShotcreteMeasure) Mixin() []ent.Mixin { return business(false) }

// Fields of CmisShotcreteMeasure.
func (CmisShotcreteMeasure) Fields() []ent.Field {
	return []ent.Field{
		field.String("assessment_id").MaxRuneLen(36).Annotations(crud.Field("评定")),
		sortNo(),
		field.String("point_no").NotEmpty().MaxRuneLen(20).
			Annotations(crud.Field("测点编号").UniqueInMain().Width(100)),
		chainageField("chainage", "桩号"),
		field.String("position").Optional().MaxRuneLen(20).Annotations(crud.Field("部位").Width(100)),
		decimalField("design_thickness", 6, crud.Field("设计厚度").Decimal(1, "mm").Range(0, 2000).Width(110)),
		decimalReq("measured_thickness", 6, crud.Field("实测厚度").Decimal(1, "mm").Range(0, 2000).Width(110)),
		field.String("qualified").Default("1").MaxRuneLen(1).
			Annotations(crud.Field("是否合格").Dict("yn").Widget(crud.Radio).Width(90)),
		field.String("remarks").Optional().MaxRuneLen(200).Annotations(crud.Field("备注")),
	}
}

// Indexes of CmisShotcreteMeasure: a parent's rows in grid order.
func (CmisShotcreteMeasure) Indexes() []ent.Index {
	return []ent.Index{index.Fields("assessment_id", "sort_no")}
}

// Edges of CmisShotcreteMeasure.
func (CmisShotcreteMeasure) Edges() []ent.Edge {
	return []ent.Edge{edge.From("assessment", CmisShotcreteAssessment.Type).Ref("measures").
		Field("assessment_id").Unique().Required()}
}

// sortNo is a child row's place in its grid, numbered by the server on save.
func sortNo() ent.Field {
	return field.Int("sort_no").Default(0).Annotations(crud.Field("序号").ServerFilled().NotListed())
}

// CmisAcceptance is an acceptance (验收) of a division, a unit work, a stage
// or the completed project, with its minutes and attachments.
type CmisAcceptance struct{ ent.Schema }

// Annotations of CmisAcceptance.
func (CmisAcceptance) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_acceptance"),
		crud.Resource("quality/cmisAcceptance").Title("验收").MenuName("验收管理").Menu("m-quality", 5).Icon("file-done").
			Printable("工程验收鉴定表", "建设单位", "监理单位", "施工单位", "设计单位").
			Dictionary("acceptance_type", "验收类型", crud.Item("fb", "分部工程验收"), crud.Item("dw", "单位工程验收"), crud.Item("jd", "阶段验收"), crud.Item("jg", "竣工验收")).
			Dictionary("acceptance_result", "验收结果", crud.Item("1", "通过"), crud.Item("0", "不通过")).
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Write).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisAcceptance.
func (CmisAcceptance) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisAcceptance.
func (CmisAcceptance) Fields() []ent.Field {
	return []ent.Field{
		field.String("acceptance_type").MaxRuneLen(5).
			Annotations(crud.Field("验收类型").Dict("acceptance_type").Widget(crud.Select).Query(crud.Exact).Required().Width(110)),
		field.String("object_name").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("验收对象").Query(crud.Like).Required().DictText()),
		field.String("division_id").Optional().MaxRuneLen(36).
			Annotations(crud.Field("工程划分").Dict("cmis_division,name,id").Widget(crud.RecordPick)),
		field.Time("acceptance_date").GoType(jsontimeDate()).
			Annotations(crud.Field("验收日期").Query(crud.Range).Sortable().Width(110)),
		field.String("participants").Optional().MaxRuneLen(1000).
			Annotations(crud.Field("参加单位及人员").Widget(crud.Textarea).NotListed()),
		field.String("result").Default("1").MaxRuneLen(1).
			Annotations(crud.Field("验收结果").Dict("acceptance_result").Widget(crud.Radio).Query(crud.Exact).Width(90)),
		field.String("conclusion").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("验收结论").Widget(crud.Textarea).NotListed()),
		field.String("attachments").Optional().MaxRuneLen(1000).
			Annotations(crud.Field("附件").Widget(crud.File).MaxFiles(10).NotListed().NotInExcel()),
	}
}

// Edges of CmisAcceptance: the items checked and the people present.
func (CmisAcceptance) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("items", CmisAcceptanceItem.Type).Annotations(crud.Child("验收项目")),
		edge.To("members", CmisAcceptanceMember.Type).Annotations(crud.Child("参加人员")),
	}
}

// CmisAcceptanceItem is one item checked at an acceptance (验收项目).
type CmisAcceptanceItem struct{ ent.Schema }

// Annotations of CmisAcceptanceItem.
func (CmisAcceptanceItem) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_acceptance_item"),
		crud.Resource("quality/cmisAcceptanceItem").Title("验收项目")}
}

// Mixin of CmisAcceptanceItem.
func (CmisAcceptanceItem) Mixin() []ent.Mixin { return business(false) }

// Fields of CmisAcceptanceItem.
func (CmisAcceptanceItem) Fields() []ent.Field {
	return []ent.Field{
		field.String("acceptance_id").MaxRuneLen(36).Annotations(crud.Field("验收")),
		sortNo(),
		field.String("item_name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("检查项目").UniqueInMain().Width(160)),
		field.String("standard").Optional().MaxRuneLen(200).Annotations(crud.Field("质量标准").Width(200)),
		field.String("check_result").Optional().MaxRuneLen(200).Annotations(crud.Field("检查结果").Width(200)),
		field.String("grade").Default("1").MaxRuneLen(1).
			Annotations(crud.Field("结论").Dict("quality_grade").Widget(crud.Select).Width(90)),
		field.String("photos").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("现场照片").Widget(crud.File).MaxFiles(5).NotInExcel().Width(120)),
	}
}

// Indexes of CmisAcceptanceItem: a parent's rows in grid order.
func (CmisAcceptanceItem) Indexes() []ent.Index {
	return []ent.Index{index.Fields("acceptance_id", "sort_no")}
}

// Edges of CmisAcceptanceItem.
func (CmisAcceptanceItem) Edges() []ent.Edge {
	return []ent.Edge{edge.From("acceptance", CmisAcceptance.Type).Ref("items").
		Field("acceptance_id").Unique().Required()}
}

// CmisAcceptanceMember is one person present at an acceptance (参加人员).
type CmisAcceptanceMember struct{ ent.Schema }

// Annotations of CmisAcceptanceMember.
func (CmisAcceptanceMember) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_acceptance_member"),
		crud.Resource("quality/cmisAcceptanceMember").Title("参加人员")}
}

// Mixin of CmisAcceptanceMember.
func (CmisAcceptanceMember) Mixin() []ent.Mixin { return business(false) }

// Fields of CmisAcceptanceMember.
func (CmisAcceptanceMember) Fields() []ent.Field {
	return []ent.Field{
		field.String("acceptance_id").MaxRuneLen(36).Annotations(crud.Field("验收")),
		sortNo(),
		field.String("unit").NotEmpty().MaxRuneLen(100).Annotations(crud.Field("单位").Width(180)),
		field.String("name").NotEmpty().MaxRuneLen(50).Annotations(crud.Field("姓名").Width(100)),
		field.String("post").Optional().MaxRuneLen(50).Annotations(crud.Field("职务/职称").Width(120)),
		field.String("phone").Optional().MaxRuneLen(20).
			Annotations(crud.Field("电话").Pattern(crud.PatternMobile).Width(130)),
	}
}

// Indexes of CmisAcceptanceMember: a parent's rows in grid order.
func (CmisAcceptanceMember) Indexes() []ent.Index {
	return []ent.Index{index.Fields("acceptance_id", "sort_no")}
}

// Edges of CmisAcceptanceMember.
func (CmisAcceptanceMember) Edges() []ent.Edge {
	return []ent.Edge{edge.From("acceptance", CmisAcceptance.Type).Ref("members").
		Field("acceptance_id").Unique().Required()}
}

// CmisGeoPrediction is a geological advance prediction (地质超前预报) ahead of
// a tunnel face; /prediction/detail shows one with its report.
type CmisGeoPrediction struct{ ent.Schema }

// Annotations of CmisGeoPrediction.
func (CmisGeoPrediction) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_geo_prediction"),
		crud.Resource("prediction/cmisGeoPrediction").Title("地质超前预报").MenuName("地质超前预报").MenuRow("m-cmisGeoPred").Menu("m-quality", 6).Icon("radar-chart").
			Printable("地质超前预报成果表", "预报单位", "监理单位").
			Dictionary("prediction_method", "超前预报方法", crud.Item("TSP", "TSP"), crud.Item("GPR", "地质雷达"), crud.Item("DRILL", "超前钻探"), crud.Item("IR", "红外探水")).
			Dictionary("groundwater", "地下水状态", crud.Item("dry", "干燥"), crud.Item("damp", "潮湿"), crud.Item("seep", "渗水"), crud.Item("drip", "滴水"), crud.Item("flow", "线状流水"), crud.Item("gush", "涌水")).
			Dictionary("risk_level", "风险等级", crud.Item("1", "低风险"), crud.Item("2", "一般风险"), crud.Item("3", "较大风险"), crud.Item("4", "重大风险")).
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Write)}
}

// Mixin of CmisGeoPrediction.
func (CmisGeoPrediction) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisGeoPrediction.
func (CmisGeoPrediction) Fields() []ent.Field {
	return []ent.Field{
		field.String("building_id").NotEmpty().MaxRuneLen(36).
			Annotations(crud.Field("隧洞").Dict("cmis_building,name,id").Query(crud.Exact).Widget(crud.RecordPick)),
		chainageReq("start_chainage", "起点桩号"),
		chainageReq("end_chainage", "终点桩号"),
		field.String("method").MaxRuneLen(10).
			Annotations(crud.Field("预报方法").Dict("prediction_method").Widget(crud.Select).Query(crud.Exact).Required().Width(100)),
		field.Time("predict_date").GoType(jsontimeDate()).
			Annotations(crud.Field("预报日期").Query(crud.Range).Sortable().Width(110)),
		field.String("rock_class").Optional().MaxRuneLen(5).
			Annotations(crud.Field("预测围岩类别").Dict("rock_class").Query(crud.Exact).Width(100)),
		field.String("groundwater").Optional().MaxRuneLen(5).
			Annotations(crud.Field("地下水").Dict("groundwater").Width(90)),
		field.String("risk_level").Default("1").MaxRuneLen(1).
			Annotations(crud.Field("风险等级").Dict("risk_level").Widget(crud.Radio).Query(crud.Exact).Width(90)),
		field.String("geology").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("地质情况").Widget(crud.Textarea).NotListed()),
		field.String("advice").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("施工建议").Widget(crud.Textarea).NotListed()),
		field.String("forecaster").Optional().MaxRuneLen(50).
			Annotations(crud.Field("预报单位").Width(120)),
		field.String("report_file").Optional().MaxRuneLen(500).
			Annotations(crud.Field("预报报告").Widget(crud.File).MaxFiles(1).NotListed().NotInExcel()),
	}
}

package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"aqueduct/gen/crud"
)

// The design (设计管理) entities of docs/domain.md.

// CmisDesignAchievement is a design deliverable (设计成果).
type CmisDesignAchievement struct{ ent.Schema }

// Annotations of CmisDesignAchievement.
func (CmisDesignAchievement) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_design_achievement"),
		crud.Resource("design/cmisDesignAchievement").Title("设计成果").MenuName("设计成果").MenuRow("m-cmisDesignAch").Menu("m-design", 1).Icon("file-done").
			Dictionary("design_achievement_type", "设计成果类型", crud.Item("cb", "初步设计"), crud.Item("zb", "招标设计"), crud.Item("sgt", "施工图"), crud.Item("zt", "专题报告")).
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisDesignAchievement.
func (CmisDesignAchievement) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisDesignAchievement.
func (CmisDesignAchievement) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("成果名称").Query(crud.Like).Required().Width(220)),
		field.String("achievement_type").Default("sgt").MaxRuneLen(10).
			Annotations(crud.Field("成果类型").Dict("design_achievement_type").Widget(crud.Select).Query(crud.Exact).Width(110)),
		field.String("design_unit").Optional().MaxRuneLen(36).
			Annotations(crud.Field("设计单位").Dict("cmis_supplier,name,id").Widget(crud.RecordPick).Width(160)),
		text("version", "版本", 20),
		date("submit_date", "提交日期"),
		attachments("成果文件"),
		text("remark", "备注", 500),
	}
}

// CmisDesignChange is a change of the design (设计变更) with its level and
// what it does to the cost.
type CmisDesignChange struct{ ent.Schema }

// Annotations of CmisDesignChange.
func (CmisDesignChange) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_design_change"),
		crud.Resource("design/cmisDesignChange").Title("设计变更").MenuName("设计变更").MenuRow("m-cmisDesignChg").Menu("m-design", 2).Icon("edit").
			Printable("设计变更审批表", "设计单位", "监理机构", "建设单位").Steps(approvalSteps("设计变更")).
			Dictionary("design_change_level", "设计变更等级", crud.Item("1", "一般设计变更"), crud.Item("2", "重大设计变更")).
			Grant(crud.Owner, crud.Read, "approve").Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Apply)}
}

// Mixin of CmisDesignChange.
func (CmisDesignChange) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisDesignChange.
func (CmisDesignChange) Fields() []ent.Field {
	return []ent.Field{
		field.String("change_no").NotEmpty().MaxRuneLen(50).
			Annotations(crud.Field("变更编号").Query(crud.Like).Required().Unique().Sortable().Width(130)),
		field.String("title").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("变更名称").Query(crud.Like).Required().Width(200)),
		field.String("level").Default("1").MaxRuneLen(2).
			Annotations(crud.Field("变更等级").Dict("design_change_level").Widget(crud.Radio).Query(crud.Exact).Width(90)),
		field.String("reason").NotEmpty().MaxRuneLen(2000).
			Annotations(crud.Field("变更原因").Widget(crud.Textarea).Required().NotListed()),
		amount("cost_impact", "费用影响（元）"),
		date("apply_date", "提出日期"),
		approval(),
		attachments("变更文件"),
	}
}

// CmisPicturePlan is a drawing's planned and actual delivery (供图计划); a
// drawing not delivered by its planned date, or delivered after it, is
// overdue (worked out on every read).
type CmisPicturePlan struct{ ent.Schema }

// Annotations of CmisPicturePlan.
func (CmisPicturePlan) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_picture_plan"),
		crud.Resource("design/cmisPicturePlan").Title("供图计划").MenuName("供图计划").MenuRow("m-cmisPicPlan").Menu("m-design", 3).Icon("picture").
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisPicturePlan.
func (CmisPicturePlan) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisPicturePlan.
func (CmisPicturePlan) Fields() []ent.Field {
	return []ent.Field{
		field.String("drawing_no").Optional().MaxRuneLen(50).
			Annotations(crud.Field("图号").Query(crud.Like).Width(120)),
		field.String("drawing_name").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("图纸名称").Query(crud.Like).Required().Width(220)),
		field.Int("sheets").Optional().Nillable().Min(0).Annotations(crud.Field("张数").Width(70)),
		field.Time("planned_date").GoType(jsontimeDate()).
			Annotations(crud.Field("计划供图日期").Query(crud.Range).Sortable().Required().Width(120)),
		date("actual_date", "实际供图日期"),
		text("remark", "备注", 500),
	}
}

// CmisProjectData is a project document filed in the directory tree (工程资料).
type CmisProjectData struct{ ent.Schema }

// Annotations of CmisProjectData.
func (CmisProjectData) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_project_data"),
		crud.Resource("design/cmisProjectData").Title("工程资料").MenuName("工程资料").MenuRow("m-cmisProjData").Menu("m-design", 4).Icon("folder-open").
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Write).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisProjectData.
func (CmisProjectData) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisProjectData.
func (CmisProjectData) Fields() []ent.Field {
	return []ent.Field{
		field.String("directory_id").NotEmpty().MaxRuneLen(36).
			Annotations(crud.Field("资料目录").Dict("cmis_directory,name,id").Widget(crud.TreeSelect).Query(crud.Exact).Required().Width(150)),
		field.String("name").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("资料名称").Query(crud.Like).Required().Width(220)),
		field.String("document_no").Optional().MaxRuneLen(100).
			Annotations(crud.Field("资料编号").Query(crud.Like).Width(130)),
		date("file_date", "归档日期"),
		// a paper archive is registered without a file
		field.String("files").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("资料文件").Widget(crud.File).MaxFiles(10).NotInExcel()),
		text("remark", "备注", 500),
	}
}

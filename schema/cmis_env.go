package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"aqueduct/gen/crud"
)

// The environmental protection and water conservation (环保水保) entities of
// docs/domain.md: a section's daily record of dust, noise, waste water and spoil,
// and inspections of the same items.

// CmisEnvDaily is 环保水保日报.
type CmisEnvDaily struct{ ent.Schema }

// Annotations of CmisEnvDaily.
func (CmisEnvDaily) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_env_daily"),
		crud.Resource("env/cmisEnvDaily").Title("环保水保日报").MenuName("环保水保日报").Menu("m-env", 1).Icon("calendar").
			Printable("环保水保日报", "填报单位", "监理单位").
			Dictionary("env_status", "环保状态", crud.Item("1", "正常"), crud.Item("0", "异常")).
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Read).Grant(crud.Contractor, crud.Write)}
}

// Mixin of CmisEnvDaily.
func (CmisEnvDaily) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisEnvDaily.
func (CmisEnvDaily) Fields() []ent.Field {
	return []ent.Field{
		field.Time("report_date").GoType(jsontimeDate()).
			Annotations(crud.Field("日期").Query(crud.Range).Sortable().Width(110)),
		field.String("dust").Default("1").MaxRuneLen(1).
			Annotations(crud.Field("扬尘").Dict("env_status").Widget(crud.Radio).Query(crud.Exact).Width(70)),
		field.Float("noise_db").Optional().Nillable().
			Annotations(crud.Field("噪声（dB）").Range(0, 200).Width(90)),
		field.String("waste_water").Default("1").MaxRuneLen(1).
			Annotations(crud.Field("废水").Dict("env_status").Widget(crud.Radio).Query(crud.Exact).Width(70)),
		field.Float("spoil_volume").Optional().Nillable().
			Annotations(crud.Field("弃渣量（m³）").Range(0, 1e6).Width(100)),
		field.String("spoil_site").Optional().MaxRuneLen(200).
			Annotations(crud.Field("弃渣场").NotListed()),
		field.String("measures").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("采取措施").Widget(crud.Textarea).NotListed()),
		field.String("findings").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("存在问题").Widget(crud.Textarea).NotListed()),
		field.String("reporter").Optional().MaxRuneLen(50).
			Annotations(crud.Field("填报人").Width(90)),
	}
}

// CmisEnvInspection is 环保水保检查.
type CmisEnvInspection struct{ ent.Schema }

// Annotations of CmisEnvInspection.
func (CmisEnvInspection) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_env_inspection"),
		crud.Resource("env/cmisEnvInspection").Title("环保水保检查").MenuName("环保水保检查").MenuRow("m-cmisEnvInsp").Menu("m-env", 2).Icon("eye").
			Printable("环保水保检查记录表", "检查单位", "受检单位").
			Dictionary("env_item", "环保水保检查项目", crud.Item("dust", "扬尘"), crud.Item("noise", "噪声"), crud.Item("water", "废水"), crud.Item("spoil", "弃渣")).
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Write).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisEnvInspection.
func (CmisEnvInspection) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisEnvInspection.
func (CmisEnvInspection) Fields() []ent.Field {
	return []ent.Field{
		field.Time("inspect_date").GoType(jsontimeDate()).
			Annotations(crud.Field("检查日期").Query(crud.Range).Sortable().Width(110)),
		field.String("inspector").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("检查人").Query(crud.Like).Required().Width(120)),
		field.String("items").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("检查项目").Dict("env_item").Widget(crud.Checkbox).Required().Width(160)),
		field.String("findings").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("检查情况").Widget(crud.Textarea).NotListed()),
		field.String("rectify_required").Default("0").MaxRuneLen(1).
			Annotations(crud.Field("需要整改").Dict("yn").Widget(crud.Radio).Query(crud.Exact).Width(80)),
		field.String("photos").Optional().MaxRuneLen(1000).
			Annotations(crud.Field("现场照片").Widget(crud.Image).MaxFiles(6).NotListed().NotInExcel()),
	}
}

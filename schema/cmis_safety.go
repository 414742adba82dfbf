package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"aqueduct/gen/crud"
	"aqueduct/server/jsontime"
)

// The safety (安全管理) entities of DOMAIN.md.

// CmisHiddenDanger is a hidden danger found on site (隐患排查). Its status
// moves only through the transitions of server/project (待整改 → 整改中 →
// 待复查 → 已闭环), never by an edit; the rectification and the review are
// written by those steps.
type CmisHiddenDanger struct{ ent.Schema }

// Annotations of CmisHiddenDanger.
func (CmisHiddenDanger) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_hidden_danger"),
		crud.Resource("safety/cmisHiddenDanger").Title("隐患").MenuName("隐患排查").Menu("m-safety", 1).Icon("warning")}
}

// Mixin of CmisHiddenDanger.
func (CmisHiddenDanger) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisHiddenDanger.
func (CmisHiddenDanger) Fields() []ent.Field {
	return []ent.Field{
		field.String("location").NotEmpty().MaxLen(200).
			Annotations(crud.Field("隐患部位").Query(crud.Like).Required().DictText()),
		field.String("level").Default("1").MaxLen(2).
			Annotations(crud.Field("隐患等级").Dict("danger_level").Widget(crud.Radio).Query(crud.Exact).Width(90)),
		field.String("description").NotEmpty().MaxLen(2000).
			Annotations(crud.Field("隐患描述").Widget(crud.Textarea).Required()),
		field.String("photos").Optional().MaxLen(1000).
			Annotations(crud.Field("隐患照片").Widget(crud.Image).MaxFiles(6).NotListed().NotInExcel()),
		field.String("responsible_unit").Optional().MaxLen(36).
			Annotations(crud.Field("责任单位").Dict("cmis_supplier,name,id").Widget(crud.RecordPick)),
		field.String("responsible_person").Optional().MaxLen(50).
			Annotations(crud.Field("责任人").Width(90)),
		field.Time("deadline").GoType(jsontimeDate()).Optional().Nillable().
			Annotations(crud.Field("整改期限").Sortable().Width(110)),
		field.String("status").Default("1").MaxLen(2).
			Annotations(crud.Field("状态").Dict("danger_status").Query(crud.Exact).ServerFilled().Width(90)),
		field.String("rectify_measure").Optional().MaxLen(2000).
			Annotations(crud.Field("整改措施").ServerFilled().NotListed()),
		field.String("rectify_photos").Optional().MaxLen(1000).
			Annotations(crud.Field("整改后照片").Widget(crud.Image).ServerFilled().NotListed().NotInExcel()),
		field.String("review_opinion").Optional().MaxLen(1000).
			Annotations(crud.Field("复查意见").ServerFilled().NotListed()),
		field.String("reviewer").Optional().MaxLen(50).
			Annotations(crud.Field("复查人").ServerFilled().NotListed()),
		field.Time("closed_time").GoType(jsontime.Time{}).Optional().Nillable().
			Annotations(crud.Field("闭环时间").ServerFilled().NotListed()),
	}
}

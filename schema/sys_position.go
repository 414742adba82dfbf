package schema

import (
	"aqueduct/gen/crud"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
)

// SysPosition is a job title (职务) a user holds; users keep position codes
// in sys_user.post (csv). Codes are global, as in JeecgBoot 2.4.
type SysPosition struct{ ent.Schema }

// Annotations of SysPosition.
func (SysPosition) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Table("sys_position"),
		crud.Resource("sys/position").Title("职务").Perm("position").ListPerm("system:position:list").
			MenuRow("m-position").Menu("m-isystem", 8).Icon("idcard").Route("/isystem/position", "system/SysPositionList"),
	}
}

// Mixin of SysPosition.
func (SysPosition) Mixin() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, AuditMixin{}}
}

// Fields of SysPosition.
func (SysPosition) Fields() []ent.Field {
	return []ent.Field{
		field.String("code").NotEmpty().MaxRuneLen(100).Unique().
			Annotations(crud.Field("职务编码").Query(crud.Like).Unique().CreateOnly().Sortable().DictText()),
		field.String("name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("职务名称").Query(crud.Like).Required().DictText()),
		field.String("post_rank").Optional().MaxRuneLen(2).
			Annotations(crud.Field("职级").Dict("position_rank").Widget(crud.Select).Query(crud.Exact)),
		field.String("company_id").Optional().MaxRuneLen(255).
			Annotations(crud.Field("公司id").NotListed().ServerFilled()),
	}
}

package schema

import (
	"aqueduct/gen/crud"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
)

// SysDepart is a department in the organisation tree (sys_depart). Its org
// code (A01, A01A01, ...) encodes the path from the root.
type SysDepart struct{ ent.Schema }

// Annotations of SysDepart.
func (SysDepart) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Table("sys_depart"),
		crud.Resource("sys/sysDepart").Title("部门").Perm("depart").ListPerm("system:depart:list").
			MenuRow("m-depart").Menu("m-isystem", 4).Icon("apartment").Route("/isystem/depart", "system/DepartList").
			Grant(crud.Engineer, crud.See),
	}
}

// Mixin of SysDepart.
func (SysDepart) Mixin() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, AuditMixin{}, TenantMixin{}, SoftDeleteMixin{}}
}

// Fields of SysDepart.
func (SysDepart) Fields() []ent.Field {
	return []ent.Field{
		field.String("parent_id").Optional().MaxRuneLen(36).Default("").
			Annotations(crud.Field("上级部门").Dict("sys_depart,depart_name,id").Widget(crud.TreeSelect).CreateOnly()),
		field.String("depart_name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("机构名称").Query(crud.Like).Sortable().Width(200).DictText()),
		field.String("depart_name_en").Optional().MaxRuneLen(500).
			Annotations(crud.Field("英文名").NotListed()),
		field.String("depart_name_abbr").Optional().MaxRuneLen(500).
			Annotations(crud.Field("缩写").NotListed()),
		field.Int("depart_order").Default(0).
			Annotations(crud.Field("排序").Sortable().Width(80)),
		field.String("description").Optional().MaxRuneLen(500).
			Annotations(crud.Field("描述").Widget(crud.Textarea).NotListed()),
		field.String("org_category").Default("1").MaxRuneLen(10).Comment("1 公司 / 2 部门 / 3 岗位").
			Annotations(crud.Field("机构类别").Dict("org_category").Widget(crud.Radio).Query(crud.Exact)),
		field.String("org_type").Optional().MaxRuneLen(10).
			Annotations(crud.Field("机构层级").ServerFilled().NotListed()),
		field.String("org_code").NotEmpty().MaxRuneLen(64).Unique().
			Annotations(crud.Field("机构编码").ServerFilled().Query(crud.Like).Sortable().DictText()),
		field.String("mobile").Optional().MaxRuneLen(32).
			Annotations(crud.Field("手机号").Pattern(crud.PatternMobile)),
		field.String("fax").Optional().MaxRuneLen(32).
			Annotations(crud.Field("传真").NotListed()),
		field.String("address").Optional().MaxRuneLen(100).
			Annotations(crud.Field("地址").NotListed()),
		field.String("memo").Optional().MaxRuneLen(500).
			Annotations(crud.Field("备注").Widget(crud.Textarea).NotListed()),
		field.String("status").Default("1").MaxRuneLen(1).
			Annotations(crud.Field("状态").Dict("depart_status").Widget(crud.Radio).Query(crud.Exact)),
	}
}

// Edges of SysDepart.
func (SysDepart) Edges() []ent.Edge {
	return []ent.Edge{edge.From("user_departs", SysUserDepart.Type).Ref("depart")}
}

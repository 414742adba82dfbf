package schema

import (
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
	return []schema.Annotation{entsql.Table("sys_depart")}
}

// Mixin of SysDepart.
func (SysDepart) Mixin() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, AuditMixin{}, TenantMixin{}, SoftDeleteMixin{}}
}

// Fields of SysDepart.
func (SysDepart) Fields() []ent.Field {
	return []ent.Field{
		field.String("parent_id").Optional().MaxLen(36).Default(""),
		field.String("depart_name").NotEmpty().MaxLen(100),
		field.String("depart_name_en").Optional().MaxLen(500),
		field.String("depart_name_abbr").Optional().MaxLen(500),
		field.Int("depart_order").Default(0),
		field.String("description").Optional().MaxLen(500),
		field.String("org_category").Default("1").MaxLen(10).Comment("1 公司 / 2 部门 / 3 岗位"),
		field.String("org_type").Optional().MaxLen(10),
		field.String("org_code").NotEmpty().MaxLen(64).Unique(),
		field.String("mobile").Optional().MaxLen(32),
		field.String("fax").Optional().MaxLen(32),
		field.String("address").Optional().MaxLen(100),
		field.String("memo").Optional().MaxLen(500),
		field.String("status").Default("1").MaxLen(1),
	}
}

// Edges of SysDepart.
func (SysDepart) Edges() []ent.Edge {
	return []ent.Edge{edge.From("user_departs", SysUserDepart.Type).Ref("depart")}
}

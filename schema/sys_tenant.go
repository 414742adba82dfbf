package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"aqueduct/server/jsontime"
)

// SysTenant is a tenant; its id is chosen by the admin (sys_tenant).
type SysTenant struct{ ent.Schema }

// Annotations of SysTenant.
func (SysTenant) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_tenant")}
}

// Mixin of SysTenant.
func (SysTenant) Mixin() []ent.Mixin { return []ent.Mixin{CreatedMixin{}} }

// Fields of SysTenant.
func (SysTenant) Fields() []ent.Field {
	return []ent.Field{
		field.Int("id").Positive(),
		field.String("name").NotEmpty().MaxLen(100),
		field.Time("begin_date").GoType(jsontime.Time{}).Optional().Nillable(),
		field.Time("end_date").GoType(jsontime.Time{}).Optional().Nillable(),
		field.Int("status").Default(1).Comment("1 正常 / 0 冻结"),
	}
}

package schema

import (
	"aqueduct/gen/crud"
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
	return []schema.Annotation{
		entsql.Table("sys_tenant"),
		crud.Resource("sys/tenant").Title("租户").Perm("tenant").ListPerm("system:tenant:list").
			MenuRow("m-tenant").Menu("m-isystem", 6).Icon("cluster").Route("/isystem/tenant", "system/TenantList"),
	}
}

// Mixin of SysTenant.
func (SysTenant) Mixin() []ent.Mixin { return []ent.Mixin{CreatedMixin{}} }

// Fields of SysTenant.
func (SysTenant) Fields() []ent.Field {
	return []ent.Field{
		field.Int("id").Positive().
			Annotations(crud.Field("租户编号").Query(crud.Exact).Sortable().Width(100)),
		field.String("name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("租户名称").Query(crud.Like).Width(180).DictText()),
		field.Time("begin_date").GoType(jsontime.Time{}).Optional().Nillable().
			Annotations(crud.Field("开始时间")),
		field.Time("end_date").GoType(jsontime.Time{}).Optional().Nillable().
			Annotations(crud.Field("结束时间")),
		field.Int("status").Default(1).Comment("1 正常 / 0 冻结").
			Annotations(crud.Field("状态").Dict("tenant_status").Widget(crud.Radio).Query(crud.Exact)),
	}
}

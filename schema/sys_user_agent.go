package schema

import (
	"aqueduct/gen/crud"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"aqueduct/server/jsontime"
)

// SysUserAgent names a user's delegate (代理人) for a period: while it is
// valid, work addressed to the user may be done by the agent. One row per
// user, as in JeecgBoot 2.4; managed from the user list by who may edit users.
type SysUserAgent struct{ ent.Schema }

// Annotations of SysUserAgent.
func (SysUserAgent) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Table("sys_user_agent"),
		crud.Resource("sys/sysUserAgent").Title("用户代理人").Perm("user").ListPerm("system:user:list").
			WithoutMenu().WithoutPages().WithoutImport(),
	}
}

// Mixin of SysUserAgent.
func (SysUserAgent) Mixin() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, AuditMixin{}}
}

// Fields of SysUserAgent.
func (SysUserAgent) Fields() []ent.Field {
	return []ent.Field{
		field.String("user_name").NotEmpty().MaxRuneLen(100).Unique().
			Annotations(crud.Field("用户名").Widget(crud.UserPick).Query(crud.Exact).Required().Unique().CreateOnly()),
		field.String("agent_user_name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("代理人用户名").Widget(crud.UserPick).Query(crud.Exact).Required()),
		field.Time("start_time").GoType(jsontime.Time{}).Optional().Nillable().
			Annotations(crud.Field("代理开始时间").Widget(crud.DateTime)),
		field.Time("end_time").GoType(jsontime.Time{}).Optional().Nillable().
			Annotations(crud.Field("代理结束时间").Widget(crud.DateTime)),
		field.String("status").Default("1").MaxRuneLen(2).
			Annotations(crud.Field("状态").Dict("valid_status").Widget(crud.Radio).Query(crud.Exact)),
	}
}

package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"

	"aqueduct/server/jsontime"
)

// SysUser is a person who logs in (sys_user).
type SysUser struct{ ent.Schema }

// Annotations of SysUser.
func (SysUser) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_user")}
}

// Mixin of SysUser.
func (SysUser) Mixin() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, AuditMixin{}, SoftDeleteMixin{}}
}

// Fields of SysUser.
func (SysUser) Fields() []ent.Field {
	return []ent.Field{
		field.String("username").NotEmpty().MaxLen(100).Unique(),
		field.String("realname").Optional().MaxLen(100),
		field.String("password").Sensitive().MaxLen(255),
		field.String("avatar").Optional().Nillable().MaxLen(255),
		field.Time("birthday").GoType(jsontime.Date{}).Optional().Nillable(),
		field.Int("sex").Optional().Nillable(),
		field.String("email").Optional().Nillable().MaxLen(45).Unique(),
		field.String("phone").Optional().Nillable().MaxLen(45).Unique(),
		field.String("org_code").Optional().MaxLen(64),
		field.Int("status").Default(1).Comment("1 正常 / 2 冻结"),
		field.String("third_id").Optional().MaxLen(100),
		field.String("third_type").Optional().MaxLen(100),
		field.Int("activiti_sync").Default(1),
		field.String("work_no").Optional().Nillable().MaxLen(100).Unique(),
		field.String("post").Optional().MaxLen(100),
		field.String("telephone").Optional().MaxLen(45),
		field.Int("user_identity").Default(1).Comment("1 普通 / 2 上级"),
		field.String("depart_ids").Optional().MaxLen(1000),
		field.String("rel_tenant_ids").Optional().MaxLen(100),
		field.String("client_id").Optional().MaxLen(64),
	}
}

// Edges of SysUser.
func (SysUser) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("user_roles", SysUserRole.Type).Ref("user"),
		edge.From("user_departs", SysUserDepart.Type).Ref("user"),
	}
}

// SysUserRole links a user to a role (sys_user_role).
type SysUserRole struct{ ent.Schema }

// Annotations of SysUserRole.
func (SysUserRole) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_user_role")}
}

// Mixin of SysUserRole.
func (SysUserRole) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}} }

// Fields of SysUserRole.
func (SysUserRole) Fields() []ent.Field {
	return []ent.Field{
		field.String("user_id").MaxLen(36),
		field.String("role_id").MaxLen(36),
	}
}

// Edges of SysUserRole.
func (SysUserRole) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("user", SysUser.Type).Field("user_id").Unique().Required(),
		edge.To("role", SysRole.Type).Field("role_id").Unique().Required(),
	}
}

// Indexes of SysUserRole.
func (SysUserRole) Indexes() []ent.Index { return uniquePair("user_id", "role_id") }

// SysUserDepart links a user to a department (sys_user_depart).
type SysUserDepart struct{ ent.Schema }

// Annotations of SysUserDepart.
func (SysUserDepart) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_user_depart")}
}

// Mixin of SysUserDepart.
func (SysUserDepart) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}} }

// Fields of SysUserDepart.
func (SysUserDepart) Fields() []ent.Field {
	return []ent.Field{
		field.String("user_id").MaxLen(36),
		field.String("dep_id").MaxLen(36),
	}
}

// Edges of SysUserDepart.
func (SysUserDepart) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("user", SysUser.Type).Field("user_id").Unique().Required(),
		edge.To("depart", SysDepart.Type).Field("dep_id").Unique().Required(),
	}
}

// Indexes of SysUserDepart.
func (SysUserDepart) Indexes() []ent.Index { return uniquePair("user_id", "dep_id") }

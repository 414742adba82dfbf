package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"aqueduct/server/jsontime"
)

// SysDepartRole is a role of one department, managed by its head in 我的部门
// (sys_depart_role). Its permissions are a part of the department's.
type SysDepartRole struct{ ent.Schema }

// Annotations of SysDepartRole.
func (SysDepartRole) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_depart_role")}
}

// Mixin of SysDepartRole.
func (SysDepartRole) Mixin() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, AuditMixin{}, TenantMixin{}}
}

// Fields of SysDepartRole.
func (SysDepartRole) Fields() []ent.Field {
	return []ent.Field{
		field.String("depart_id").MaxRuneLen(36),
		field.String("role_name").NotEmpty().MaxRuneLen(200),
		field.String("role_code").NotEmpty().MaxRuneLen(100),
		field.String("description").Optional().MaxRuneLen(255),
	}
}

// Indexes of SysDepartRole: a role code is unique within its department.
func (SysDepartRole) Indexes() []ent.Index {
	return []ent.Index{index.Fields("depart_id", "role_code").Unique()}
}

// SysDepartRoleUser gives a user a department role (sys_depart_role_user).
type SysDepartRoleUser struct{ ent.Schema }

// Annotations of SysDepartRoleUser.
func (SysDepartRoleUser) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_depart_role_user")}
}

// Mixin of SysDepartRoleUser.
func (SysDepartRoleUser) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}} }

// Fields of SysDepartRoleUser.
func (SysDepartRoleUser) Fields() []ent.Field {
	return []ent.Field{
		field.String("user_id").MaxRuneLen(36),
		field.String("drole_id").MaxRuneLen(36),
	}
}

// Indexes of SysDepartRoleUser.
func (SysDepartRoleUser) Indexes() []ent.Index { return uniquePair("user_id", "drole_id") }

// SysDepartRolePermission grants a department role one of its department's
// menus or buttons, with data rules (sys_depart_role_permission).
type SysDepartRolePermission struct{ ent.Schema }

// Annotations of SysDepartRolePermission.
func (SysDepartRolePermission) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_depart_role_permission")}
}

// Mixin of SysDepartRolePermission.
func (SysDepartRolePermission) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}} }

// Fields of SysDepartRolePermission.
func (SysDepartRolePermission) Fields() []ent.Field {
	return []ent.Field{
		field.String("depart_id").MaxRuneLen(36),
		field.String("role_id").MaxRuneLen(36),
		field.String("permission_id").MaxRuneLen(36),
		field.String("data_rule_ids").Optional().MaxRuneLen(1000),
		field.Time("operate_date").GoType(jsontime.Time{}).Optional().Nillable(),
		field.String("operate_ip").Optional().MaxRuneLen(100),
	}
}

// Indexes of SysDepartRolePermission.
func (SysDepartRolePermission) Indexes() []ent.Index {
	return []ent.Index{index.Fields("role_id", "permission_id").Unique(), index.Fields("depart_id")}
}

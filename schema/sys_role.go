package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"aqueduct/gen/crud"
	"aqueduct/server/jsontime"
)

// SysRole is a named set of permissions, owned by one tenant (sys_role).
type SysRole struct{ ent.Schema }

// Annotations of SysRole.
func (SysRole) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Table("sys_role"),
		crud.Resource("sys/role").Title("角色").Perm("role").ListPerm("system:role:list").
			MenuRow("m-role").Menu("m-isystem", 2).Icon("team").Route("/isystem/roleUserList", "system/RoleUserList"),
	}
}

// Mixin of SysRole.
func (SysRole) Mixin() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, AuditMixin{}, TenantMixin{}}
}

// Fields of SysRole.
func (SysRole) Fields() []ent.Field {
	return []ent.Field{
		field.String("role_name").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("角色名称").Query(crud.Like).Sortable().Width(180).DictText()),
		field.String("role_code").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("角色编码").Query(crud.Like).Unique().CreateOnly().DictText()),
		field.String("description").Optional().MaxRuneLen(255).
			Annotations(crud.Field("描述").Widget(crud.Textarea)),
	}
}

// Indexes of SysRole: a role code is unique within its tenant.
func (SysRole) Indexes() []ent.Index {
	return []ent.Index{index.Fields("tenant_id", "role_code").Unique()}
}

// Edges of SysRole.
func (SysRole) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("user_roles", SysUserRole.Type).Ref("role"),
		edge.From("role_permissions", SysRolePermission.Type).Ref("role"),
	}
}

// SysRolePermission grants a menu or button to a role, with its data rules (sys_role_permission).
type SysRolePermission struct{ ent.Schema }

// Annotations of SysRolePermission.
func (SysRolePermission) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_role_permission")}
}

// Mixin of SysRolePermission.
func (SysRolePermission) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}} }

// Fields of SysRolePermission.
func (SysRolePermission) Fields() []ent.Field {
	return []ent.Field{
		field.String("role_id").MaxRuneLen(36),
		field.String("permission_id").MaxRuneLen(36),
		field.String("data_rule_ids").Optional().MaxRuneLen(1000),
		field.Time("operate_date").GoType(jsontime.Time{}).Optional().Nillable(),
		field.String("operate_ip").Optional().MaxRuneLen(100),
	}
}

// Edges of SysRolePermission.
func (SysRolePermission) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("role", SysRole.Type).Field("role_id").Unique().Required(),
		edge.To("permission", SysPermission.Type).Field("permission_id").Unique().Required(),
	}
}

// Indexes of SysRolePermission.
func (SysRolePermission) Indexes() []ent.Index { return uniquePair("role_id", "permission_id") }

func uniquePair(a, b string) []ent.Index {
	return []ent.Index{index.Fields(a, b).Unique()}
}

package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
)

// SysPermission is a menu (menu_type 0/1) or a button (menu_type 2) with its
// permission code (sys_permission).
type SysPermission struct{ ent.Schema }

// Annotations of SysPermission.
func (SysPermission) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_permission")}
}

// Mixin of SysPermission.
func (SysPermission) Mixin() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, AuditMixin{}, SoftDeleteMixin{}}
}

// Fields of SysPermission.
func (SysPermission) Fields() []ent.Field {
	return []ent.Field{
		field.String("parent_id").Optional().MaxRuneLen(36).Default(""),
		field.String("name").NotEmpty().MaxRuneLen(100),
		field.String("url").Optional().MaxRuneLen(255),
		field.String("component").Optional().MaxRuneLen(255),
		field.String("component_name").Optional().MaxRuneLen(100),
		field.String("redirect").Optional().MaxRuneLen(255),
		field.Int("menu_type").Default(0).Comment("0 一级菜单 / 1 子菜单 / 2 按钮权限"),
		field.String("perms").Optional().MaxRuneLen(255),
		field.String("perms_type").Default("1").MaxRuneLen(10).Comment("1 显示 / 2 禁用"),
		field.Float("sort_no").Default(0),
		field.Bool("always_show").Default(false),
		field.String("icon").Optional().MaxRuneLen(100),
		field.Bool("is_route").Default(true),
		field.Bool("is_leaf").Default(true),
		field.Bool("keep_alive").Default(false),
		field.Bool("hidden").Default(false),
		field.Bool("hide_tab").Default(false),
		field.String("description").Optional().MaxRuneLen(255),
		field.Int("rule_flag").Default(0),
		field.String("status").Default("1").MaxRuneLen(2).Comment("0 无效 / 1 有效"),
		field.Bool("internal_or_external").Default(false),
		field.Bool("customized").Default(false).Comment("an admin edited it: start-up registration keeps their title, order and hidden flag"),
	}
}

// Edges of SysPermission.
func (SysPermission) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("role_permissions", SysRolePermission.Type).Ref("permission"),
		edge.From("data_rules", SysPermissionDataRule.Type).Ref("permission"),
	}
}

// SysPermissionDataRule is a row filter attached to a menu (sys_permission_data_rule).
type SysPermissionDataRule struct{ ent.Schema }

// Annotations of SysPermissionDataRule.
func (SysPermissionDataRule) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_permission_data_rule")}
}

// Mixin of SysPermissionDataRule.
func (SysPermissionDataRule) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, AuditMixin{}} }

// Fields of SysPermissionDataRule.
func (SysPermissionDataRule) Fields() []ent.Field {
	return []ent.Field{
		field.String("permission_id").MaxRuneLen(36),
		field.String("rule_name").NotEmpty().MaxRuneLen(50),
		field.String("rule_column").NotEmpty().MaxRuneLen(50),
		field.String("rule_conditions").NotEmpty().MaxRuneLen(50),
		field.String("rule_value").Optional().MaxRuneLen(300),
		field.String("status").Default("1").MaxRuneLen(3),
	}
}

// Edges of SysPermissionDataRule.
func (SysPermissionDataRule) Edges() []ent.Edge {
	return []ent.Edge{edge.To("permission", SysPermission.Type).Field("permission_id").Unique().Required()}
}

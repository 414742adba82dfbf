package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
)

// SysDepartPermission is a menu or button a department holds: the most its
// department roles may be given, with the data rules that limit them
// (sys_depart_permission). No foreign keys: departments and menus are soft
// deleted and their grants go with them in code.
type SysDepartPermission struct{ ent.Schema }

// Annotations of SysDepartPermission.
func (SysDepartPermission) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_depart_permission")}
}

// Mixin of SysDepartPermission.
func (SysDepartPermission) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}} }

// Fields of SysDepartPermission.
func (SysDepartPermission) Fields() []ent.Field {
	return []ent.Field{
		field.String("depart_id").MaxRuneLen(36),
		field.String("permission_id").MaxRuneLen(36),
		field.String("data_rule_ids").Optional().MaxRuneLen(1000),
	}
}

// Indexes of SysDepartPermission.
func (SysDepartPermission) Indexes() []ent.Index { return uniquePair("depart_id", "permission_id") }

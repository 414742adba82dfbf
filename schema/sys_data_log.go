package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// SysDataLog is one saved version of a generated entity's row (sys_data_log):
// written in the save's transaction, numbered 1, 2, … per data_id.
type SysDataLog struct{ ent.Schema }

// Annotations of SysDataLog.
func (SysDataLog) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_data_log")}
}

// Mixin of SysDataLog: the tenant keeps one tenant's history from another's admins.
func (SysDataLog) Mixin() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, AuditMixin{}, TenantMixin{}}
}

// Fields of SysDataLog.
func (SysDataLog) Fields() []ent.Field {
	return []ent.Field{
		field.String("data_table").MaxRuneLen(64),
		field.String("data_id").MaxRuneLen(64),
		field.Text("data_content").Optional().Comment("JSON of the saved row, secrets removed"),
		field.Int("data_version").Default(1),
	}
}

// Indexes of SysDataLog.
func (SysDataLog) Indexes() []ent.Index {
	return []ent.Index{index.Fields("data_table", "data_id", "data_version")}
}

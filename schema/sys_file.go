package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// SysFile is an uploaded file (sys_file): the only way to read a stored blob
// is through its row, so a key that is not registered is never served.
// No generated pages: server/files owns the routes.
type SysFile struct{ ent.Schema }

// Annotations of SysFile.
func (SysFile) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_file")}
}

// Mixin of SysFile: create_by is the owner.
func (SysFile) Mixin() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, AuditMixin{}, TenantMixin{}}
}

// Fields of SysFile.
func (SysFile) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").MaxRuneLen(255).Comment("original name, cleaned"),
		field.String("path").MaxRuneLen(500).NotEmpty().Immutable().Comment("key in the bucket"),
		field.Int64("size").Default(0),
		field.String("content_type").MaxRuneLen(100).Comment("sniffed type"),
		field.String("sha256").MaxRuneLen(64),
		field.String("biz").MaxRuneLen(100).Default("temp"),
		field.Bool("bound").Default(false).Comment("saved in a record's file or image field: no orphan"),
	}
}

// Indexes of SysFile.
func (SysFile) Indexes() []ent.Index {
	return []ent.Index{index.Fields("path").Unique(), index.Fields("biz", "create_time")}
}

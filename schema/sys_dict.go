package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// SysDict is a dictionary: a code with a list of value/text items (sys_dict).
type SysDict struct{ ent.Schema }

// Annotations of SysDict.
func (SysDict) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_dict")}
}

// Mixin of SysDict.
func (SysDict) Mixin() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, AuditMixin{}, SoftDeleteMixin{}}
}

// Fields of SysDict.
func (SysDict) Fields() []ent.Field {
	return []ent.Field{
		field.String("dict_name").NotEmpty().MaxLen(100),
		field.String("dict_code").NotEmpty().MaxLen(100).Unique(),
		field.String("description").Optional().MaxLen(255),
		field.Int("type").Default(0).Comment("0 string / 1 number"),
	}
}

// Edges of SysDict.
func (SysDict) Edges() []ent.Edge {
	return []ent.Edge{edge.From("items", SysDictItem.Type).Ref("dict")}
}

// SysDictItem is one value/text pair of a dictionary (sys_dict_item).
type SysDictItem struct{ ent.Schema }

// Annotations of SysDictItem.
func (SysDictItem) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_dict_item")}
}

// Mixin of SysDictItem.
func (SysDictItem) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, AuditMixin{}} }

// Fields of SysDictItem.
func (SysDictItem) Fields() []ent.Field {
	return []ent.Field{
		field.String("dict_id").MaxLen(36),
		field.String("item_text").NotEmpty().MaxLen(100),
		field.String("item_value").NotEmpty().MaxLen(100),
		field.String("description").Optional().MaxLen(255),
		field.Int("sort_order").Default(0),
		field.Int("status").Default(1).Comment("1 启用 / 0 不启用"),
	}
}

// Edges of SysDictItem.
func (SysDictItem) Edges() []ent.Edge {
	return []ent.Edge{edge.To("dict", SysDict.Type).Field("dict_id").Unique().Required()}
}

// Indexes of SysDictItem: an item value is unique within its dictionary.
func (SysDictItem) Indexes() []ent.Index {
	return []ent.Index{index.Fields("dict_id", "item_value").Unique()}
}

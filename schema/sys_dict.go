package schema

import (
	"aqueduct/gen/crud"
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
	return []schema.Annotation{
		entsql.Table("sys_dict"),
		crud.Resource("sys/dict").Title("字典").MenuName("数据字典").Perm("dict").ListPerm("system:dict:list").
			MenuRow("m-dict").Menu("m-isystem", 5).Icon("book").Route("/isystem/dict", "system/DictList"),
	}
}

// Mixin of SysDict.
func (SysDict) Mixin() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, AuditMixin{}, SoftDeleteMixin{}}
}

// Fields of SysDict.
func (SysDict) Fields() []ent.Field {
	return []ent.Field{
		field.String("dict_name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("字典名称").Query(crud.Like).Sortable().Width(180).DictText()),
		field.String("dict_code").NotEmpty().MaxRuneLen(100).Unique().
			Annotations(crud.Field("字典编码").Query(crud.Like).Sortable().CreateOnly().Width(180).DictText()),
		field.String("description").Optional().MaxRuneLen(255).
			Annotations(crud.Field("描述").Widget(crud.Textarea)),
		field.Int("type").Default(0).Comment("0 string / 1 number").
			Annotations(crud.Field("字典类型").NotListed().ServerFilled()),
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
	return []schema.Annotation{
		entsql.Table("sys_dict_item"),
		// Items are kept from the dictionary page: the dictionary's permissions cover them.
		crud.Resource("sys/dictItem").Title("字典项").Perm("dict").ListPerm("system:dict:list").WithoutMenu(),
	}
}

// Mixin of SysDictItem.
func (SysDictItem) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, AuditMixin{}} }

// Fields of SysDictItem.
func (SysDictItem) Fields() []ent.Field {
	return []ent.Field{
		field.String("dict_id").MaxRuneLen(36).
			Annotations(crud.Field("字典").Dict("sys_dict,dict_name,id").Query(crud.Exact).CreateOnly()),
		field.String("item_text").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("名称").Query(crud.Like).Width(160)),
		field.String("item_value").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("数据值").Width(120)),
		field.String("description").Optional().MaxRuneLen(255).
			Annotations(crud.Field("描述").NotListed()),
		field.Int("sort_order").Default(0).
			Annotations(crud.Field("排序").Sortable().Width(80)),
		field.Int("status").Default(1).Comment("1 启用 / 0 不启用").
			Annotations(crud.Field("状态").Dict("dict_item_status").Widget(crud.Radio).Query(crud.Exact)),
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

package schema

import (
	"aqueduct/gen/crud"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// SysCategory is a node of the category dictionary (sys_category): a tree
// whose code (A01, A01A01, ...) encodes the path from the root, read by the
// category selects (server/category).
type SysCategory struct{ ent.Schema }

// Annotations of SysCategory.
func (SysCategory) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Table("sys_category"),
		crud.Resource("sys/category").Title("分类字典").MenuName("分类字典").Perm("category").ListPerm("system:category:list").
			MenuRow("m-category").Menu("m-isystem", 7).Icon("apartment").Route("/isystem/category", "system/SysCategoryList").
			Tree("pid", "name").DeleteSubtree(),
	}
}

// Mixin of SysCategory.
func (SysCategory) Mixin() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, AuditMixin{}, TenantMixin{}, SoftDeleteMixin{}}
}

// Fields of SysCategory. has_child is not stored: the tree list and the
// select endpoints work it out from the rows the caller may see.
func (SysCategory) Fields() []ent.Field {
	return []ent.Field{
		// A node keeps its parent: its code encodes the path.
		field.String("pid").Optional().MaxRuneLen(36).Default("0").
			Annotations(crud.Field("父级节点").Dict("sys_category,name,id").Widget(crud.TreeSelect).NotListed().CreateOnly()),
		field.String("name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("类型名称").Query(crud.Like).Sortable().Width(200).DictText()),
		// Generated on add (server/category), never typed.
		field.String("code").NotEmpty().MaxRuneLen(64).Unique().
			Annotations(crud.Field("类型编码").ServerFilled().Query(crud.Like).Sortable().Width(160).DictText()),
	}
}

// Indexes of SysCategory: the selects read a node's children.
func (SysCategory) Indexes() []ent.Index {
	return []ent.Index{index.Fields("tenant_id", "pid", "code")}
}

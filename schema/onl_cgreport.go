package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"aqueduct/gen/crud"
)

// OnlCgreportHead is an online report (Online报表): a SELECT the admins
// write over the system database or a registered data source, its columns
// and parameters. server/report runs it read-only for the report page and
// the report pop-up picker (JPopup); only admins define reports.
type OnlCgreportHead struct{ ent.Schema }

// Annotations of OnlCgreportHead.
func (OnlCgreportHead) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("onl_cgreport_head"),
		crud.Resource("online/cgreport/head").Title("Online报表").MenuName("Online报表配置").Perm("cgreport").
			ListPerm("online:cgreport:list").MenuRow("m-cgreport").Menu("m-isystem", 9.4).Icon("table").
			Route("/online/cgreport", "online/OnlCgreportHeadList")}
}

// Mixin of OnlCgreportHead.
func (OnlCgreportHead) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, AuditMixin{}} }

// Fields of OnlCgreportHead.
func (OnlCgreportHead) Fields() []ent.Field {
	return []ent.Field{
		field.String("code").NotEmpty().MaxRuneLen(100).Unique().
			Annotations(crud.Field("报表编码").Query(crud.Like).Required().Unique().Sortable().DictText().Width(160).
				Pattern(`^[A-Za-z][A-Za-z0-9_]{0,99}$`).PatternMessage("以字母开头，只含字母、数字和下划线")),
		field.String("name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("报表名称").Query(crud.Like).Required().DictText().Width(180)),
		field.String("cgr_sql").NotEmpty().MaxRuneLen(5000).
			Annotations(crud.Field("报表SQL").Widget(crud.Code).Required().Width(320)),
		field.String("db_source").Optional().MaxRuneLen(100).
			Annotations(crud.Field("数据源").Dict("sys_data_source,name,code").Widget(crud.Select).Width(120)),
		field.String("content").Optional().MaxRuneLen(500).
			Annotations(crud.Field("描述").Widget(crud.Textarea).NotListed()),
	}
}

// Edges of OnlCgreportHead: its columns and parameters.
func (OnlCgreportHead) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("items", OnlCgreportItem.Type).Annotations(crud.Child("报表字段")),
		edge.To("params", OnlCgreportParam.Type).Annotations(crud.Child("报表参数")),
	}
}

// OnlCgreportItem is a column of an online report: the SELECT's column it
// shows, its title, dictionary, and whether it is shown and searched.
type OnlCgreportItem struct{ ent.Schema }

// Annotations of OnlCgreportItem.
func (OnlCgreportItem) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("onl_cgreport_item"),
		crud.Resource("online/cgreport/item").Title("报表字段").
			Dictionary("cgreport_field_type", "报表字段类型", crud.Item("String", "文本"), crud.Item("Integer", "整数"),
				crud.Item("Double", "小数"), crud.Item("Date", "日期"), crud.Item("Datetime", "日期时间")).
			Dictionary("cgreport_search_mode", "查询方式", crud.Item("single", "精确"), crud.Item("like", "模糊"), crud.Item("group", "范围"))}
}

// Mixin of OnlCgreportItem.
func (OnlCgreportItem) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, AuditMixin{}} }

// Fields of OnlCgreportItem.
func (OnlCgreportItem) Fields() []ent.Field {
	return []ent.Field{
		field.String("cgrhead_id").MaxRuneLen(36).Annotations(crud.Field("报表")),
		sortNo(),
		field.String("field_name").NotEmpty().MaxRuneLen(64).
			Annotations(crud.Field("字段名").Required().UniqueInMain().Width(140).
				Pattern(`^[A-Za-z_][A-Za-z0-9_]{0,63}$`).PatternMessage("以字母或下划线开头，只含字母、数字和下划线")),
		field.String("field_txt").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("字段文本").Required().Width(140)),
		field.String("field_type").Default("String").MaxRuneLen(10).
			Annotations(crud.Field("字段类型").Dict("cgreport_field_type").Widget(crud.Select).Width(110)),
		field.Int("is_show").Default(1).
			Annotations(crud.Field("是否显示").Dict("yn").Widget(crud.Radio).Width(90)),
		field.Int("is_search").Default(0).
			Annotations(crud.Field("是否查询").Dict("yn").Widget(crud.Radio).Width(90)),
		field.String("search_mode").Optional().MaxRuneLen(10).
			Annotations(crud.Field("查询模式").Dict("cgreport_search_mode").Widget(crud.Select).Width(110)),
		field.String("dict_code").Optional().MaxRuneLen(100).
			Annotations(crud.Field("字典Code").Width(140)),
	}
}

// Indexes of OnlCgreportItem: a report's columns in order.
func (OnlCgreportItem) Indexes() []ent.Index {
	return []ent.Index{index.Fields("cgrhead_id", "sort_no")}
}

// Edges of OnlCgreportItem.
func (OnlCgreportItem) Edges() []ent.Edge {
	return []ent.Edge{edge.From("head", OnlCgreportHead.Type).Ref("items").
		Field("cgrhead_id").Unique().Required()}
}

// OnlCgreportParam is a parameter of an online report: ${name} in its SQL,
// bound (never spliced) from the request's self_name or its default.
type OnlCgreportParam struct{ ent.Schema }

// Annotations of OnlCgreportParam.
func (OnlCgreportParam) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("onl_cgreport_param"),
		crud.Resource("online/cgreport/param").Title("报表参数")}
}

// Mixin of OnlCgreportParam.
func (OnlCgreportParam) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, AuditMixin{}} }

// Fields of OnlCgreportParam.
func (OnlCgreportParam) Fields() []ent.Field {
	return []ent.Field{
		field.String("cgrhead_id").MaxRuneLen(36).Annotations(crud.Field("报表")),
		sortNo(),
		field.String("param_name").NotEmpty().MaxRuneLen(64).
			Annotations(crud.Field("参数名").Required().UniqueInMain().Width(140).
				Pattern(`^[A-Za-z_][A-Za-z0-9_]{0,63}$`).PatternMessage("以字母或下划线开头，只含字母、数字和下划线")),
		field.String("param_txt").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("参数文本").Required().Width(140)),
		field.String("param_value").Optional().MaxRuneLen(200).
			Annotations(crud.Field("默认值").Width(140)),
	}
}

// Indexes of OnlCgreportParam: a report's parameters in order.
func (OnlCgreportParam) Indexes() []ent.Index {
	return []ent.Index{index.Fields("cgrhead_id", "sort_no")}
}

// Edges of OnlCgreportParam.
func (OnlCgreportParam) Edges() []ent.Edge {
	return []ent.Edge{edge.From("head", OnlCgreportHead.Type).Ref("params").
		Field("cgrhead_id").Unique().Required()}
}

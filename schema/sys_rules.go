package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"aqueduct/gen/crud"
)

// SysFillRule is a named fill rule (编码规则, docs/contract.md §9.3): a registered
// Go rule class and its JSON parameters produce a value such as a document
// number; forms take a field's default from one.
type SysFillRule struct{ ent.Schema }

// Annotations of SysFillRule.
func (SysFillRule) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_fill_rule"),
		crud.Resource("sys/fillRule").Title("编码规则").MenuName("编码规则").Perm("fillRule").ListPerm("system:fillRule:list").
			MenuRow("m-fillRule").Menu("m-isystem", 9).Icon("number").Route("/isystem/fillRule", "system/SysFillRuleList")}
}

// Mixin of SysFillRule.
func (SysFillRule) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, AuditMixin{}} }

// Fields of SysFillRule.
func (SysFillRule) Fields() []ent.Field {
	return []ent.Field{
		field.String("rule_name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("规则名称").Query(crud.Like).Required().DictText().Width(180)),
		field.String("rule_code").NotEmpty().MaxRuneLen(100).Unique().
			Annotations(crud.Field("规则编码").Query(crud.Like).Required().Unique().Sortable().
				Pattern(`^[A-Za-z][A-Za-z0-9_]{0,99}$`).PatternMessage("以字母开头，只含字母、数字和下划线").Width(180)),
		field.String("rule_class").NotEmpty().MaxRuneLen(255).
			Annotations(crud.Field("规则实现").Dict("fill_rule_class").Widget(crud.Select).Required().Query(crud.Exact).Width(220)),
		field.String("rule_params").Optional().MaxRuneLen(1000).
			Annotations(crud.Field("规则参数").Widget(crud.Code).NotListed()),
	}
}

// SysFillRuleSeq is the running number of a fill rule within one period
// (a day, a month …): taken by one atomic upsert, so parallel calls never
// share a number.
type SysFillRuleSeq struct{ ent.Schema }

// Annotations of SysFillRuleSeq.
func (SysFillRuleSeq) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_fill_rule_seq")}
}

// Fields of SysFillRuleSeq.
func (SysFillRuleSeq) Fields() []ent.Field {
	return []ent.Field{
		field.String("id").MaxRuneLen(150).Comment("rule code | period"),
		field.Int64("value"),
	}
}

// SysCheckRule is a named check rule (校验规则, docs/contract.md §9.2): an ordered
// list of {digits, pattern, message}, each pattern checked on the whole value
// (digits "*") or on its next N characters.
type SysCheckRule struct{ ent.Schema }

// Annotations of SysCheckRule.
func (SysCheckRule) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_check_rule"),
		crud.Resource("sys/checkRule").Title("校验规则").MenuName("校验规则").Perm("checkRule").ListPerm("system:checkRule:list").
			MenuRow("m-checkRule").Menu("m-isystem", 9.1).Icon("safety-certificate").Route("/isystem/checkRule", "system/SysCheckRuleList")}
}

// Mixin of SysCheckRule.
func (SysCheckRule) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, AuditMixin{}} }

// Fields of SysCheckRule.
func (SysCheckRule) Fields() []ent.Field {
	return []ent.Field{
		field.String("rule_name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("规则名称").Query(crud.Like).Required().DictText().Width(180)),
		field.String("rule_code").NotEmpty().MaxRuneLen(100).Unique().
			Annotations(crud.Field("规则编码").Query(crud.Like).Required().Unique().Sortable().
				Pattern(`^[A-Za-z][A-Za-z0-9_]{0,99}$`).PatternMessage("以字母开头，只含字母、数字和下划线").Width(180)),
		field.String("rule_json").NotEmpty().MaxRuneLen(1024).
			Annotations(crud.Field("规则内容").Widget(crud.Code).Required().NotListed()),
		field.String("rule_description").Optional().MaxRuneLen(200).
			Annotations(crud.Field("规则描述").Widget(crud.Textarea)),
	}
}

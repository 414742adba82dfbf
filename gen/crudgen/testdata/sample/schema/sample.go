// Package schema is the generator's test entity: it uses every annotation.
package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"aqueduct/gen/crud"
	"aqueduct/server/measure"
)

// Inspection is a sample business record (section scoped, user-chosen fields of every kind).
type Inspection struct{ ent.Schema }

// Annotations of Inspection.
func (Inspection) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Table("cmis_inspection"),
		crud.Resource("safety/cmisInspection").Title("安全检查").MenuName("安全检查台账").Perm("cmis:inspection").
			ListPerm("cmis:inspection:view").MenuRow("m-inspection").Menu("m-safety", 3).Icon("safety").
			Route("/safety/inspection", "safety/InspectionList").
			Key("code").
			Dictionary("inspection_kind", "检查种类", crud.Item("daily", "日常检查"), crud.Item("special", "专项检查")).
			Grant(crud.Contractor, crud.Write).Grant(crud.Supervisor, crud.Read, "review").Grant(crud.Owner, crud.See).
			Steps(crud.States("state", "inspection_state", "检查状态",
				crud.State("0", "待复核").Editable().Deletable(), crud.State("1", "已复核"), crud.State("9", "已退回").Editable()).
				Right("review", "复核安全检查", "").
				DeleteAnyBy("删除已复核的安全检查", "b-inspection-delete-any").
				Move(
					crud.Step("review", "复核").From("0").To("1").By("review").Takes("internal_note").Signed("reviewer").Stamped("reviewed_at").ThenFlow(),
					crud.Step("back", "退回").From("0", "1").To("9").By("review").Needs("internal_note").Warning().ByFlow(),
					crud.Step("again", "重新提交").From("9").To("0").By("edit").Confirm(),
				)),
	}
}

// Fields of Inspection.
func (Inspection) Fields() []ent.Field {
	return []ent.Field{
		field.String("id").MaxRuneLen(36).Immutable(),
		field.String("code").MaxRuneLen(32).Unique().
			Annotations(crud.Field("检查编号").Query(crud.Like).Sortable().Width(140).CreateOnly().
				Pattern(crud.PatternLetters6to18).Excel("编号", 1)),
		field.String("title").MaxRuneLen(200).
			Annotations(crud.Field("标题").Query(crud.Like).Required().Pattern(crud.PatternNotEmpty).Excel("检查标题", 2).DictText().
				UniqueIn("section_id", "category")),
		field.String("section_id").MaxRuneLen(36).Optional().
			Annotations(crud.Field("标段").Dict("cmis_section,name,id").Widget(crud.RecordPick).Query(crud.Exact)),
		field.String("engineering_id").MaxRuneLen(36).Optional().
			Annotations(crud.Field("工程").Widget(crud.TreeSelect).NotListed()),
		field.String("level").Optional().
			Annotations(crud.Field("等级").Dict("priority").Widget(crud.Radio).Query(crud.Multi)),
		field.String("tags").Optional().
			Annotations(crud.Field("标签").Dict("yn").Widget(crud.Checkbox)),
		field.String("category").Optional().
			Annotations(crud.Field("类别").Dict("org_category").Widget(crud.Select).Query(crud.Exact)),
		field.String("passed").Default("N").
			Annotations(crud.Field("是否合格").Widget(crud.Switch)),
		field.String("inspector").Optional().
			Annotations(crud.Field("检查人").Widget(crud.UserPick).Dict("sys_user,realname,username")),
		field.String("depart").Optional().
			Annotations(crud.Field("责任部门").Widget(crud.DepartPick).Dict("sys_depart,depart_name,id")),
		field.Int("score").Optional().Nillable().
			Annotations(crud.Field("得分").Widget(crud.Number).Pattern(crud.PatternInteger).Query(crud.Range).Sortable()),
		field.Float("amount").Optional().Nillable().
			Annotations(crud.Field("罚款金额").Widget(crud.Money).Pattern(crud.PatternMoney)),
		field.Float("rate").Optional().Nillable().
			Annotations(crud.Field("整改率").Pattern(crud.PatternNumber).PatternMessage("请输入0到100的数字").
				DerivedWhen("按罚款金额计算", "amount")),
		field.Other("thickness", measure.Decimal{}).SchemaType(measure.SQLType(6, 1)).Optional().
			Annotations(crud.Field("喷层厚度").Decimal(1, "mm").Range(0, 2000)),
		field.Time("checked_at").Optional().Nillable().
			Annotations(crud.Field("检查时间").Widget(crud.DateTime).Query(crud.Range)),
		field.Time("due_on").Optional().Nillable().
			Annotations(crud.Field("整改期限").Widget(crud.Date)),
		field.Bool("closed").Default(false).
			Annotations(crud.Field("已闭合")),
		field.String("contact_mobile").Optional().
			Annotations(crud.Field("联系电话").Pattern(crud.PatternMobile)),
		field.String("contact_email").Optional().
			Annotations(crud.Field("联系邮箱").Pattern(crud.PatternEmail).NotInExcel()),
		field.String("postcode").Optional().
			Annotations(crud.Field("邮编").Pattern(crud.PatternPostcode).NotListed().ShownWhen("category", "A", "B")),
		field.String("site_url").Optional().
			Annotations(crud.Field("现场链接").Pattern(crud.PatternURL).NotListed()),
		field.String("serial").Optional().
			Annotations(crud.Field("序列号").Pattern(crud.PatternDigits6to16).NotListed()),
		field.String("token").Optional().
			Annotations(crud.Field("口令").Pattern(crud.PatternAny6to16).NotListed()),
		field.String("abbr").Optional().
			Annotations(crud.Field("简称").Pattern(crud.PatternLetters).NotListed()),
		field.String("stake").Optional().
			Annotations(crud.Field("桩号").Pattern(`^K\d+\+\d{3}$`).PatternMessage("桩号格式如 K12+300")),
		field.String("summary").Optional().
			Annotations(crud.Field("问题描述").Widget(crud.Textarea).NotListed()),
		field.String("content").Optional().
			Annotations(crud.Field("整改要求").Widget(crud.RichText).NotListed().NotInExcel()),
		field.String("attachment").Optional().
			Annotations(crud.Field("附件").Widget(crud.File).NotListed().NotInExcel()),
		field.String("photo").Optional().
			Annotations(crud.Field("照片").Widget(crud.Image).NotListed().NotInExcel()),
		field.String("secret").Sensitive().Optional().
			Annotations(crud.Field("复核口令")),
		field.String("internal_note").Optional().
			Annotations(crud.Field("内部备注").ServerFilled().NotListed()),
		field.String("state").Default("0").MaxRuneLen(1).
			Annotations(crud.Field("状态").Dict("inspection_state").Query(crud.Exact).ServerFilled()),
		field.String("reviewer").Optional().MaxRuneLen(50).
			Annotations(crud.Field("复核人").ServerFilled()),
		field.Time("reviewed_at").Optional().Nillable().
			Annotations(crud.Field("复核时间").ServerFilled()),
		field.String("unannotated").Optional(),
		field.String("create_by").Optional(),
		field.Time("create_time").Optional().Immutable(),
		field.Int("tenant_id").Default(0).Immutable(),
		field.Int("del_flag").Default(0),
	}
}

// Section is a second, API-only resource without menu, import or export.
type Section struct{ ent.Schema }

// Annotations of Section.
func (Section) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Table("cmis_section"),
		crud.Resource("section/cmisSection").Title("标段").WithoutMenu().WithoutPages().WithoutImport().WithoutExport(),
	}
}

// Fields of Section.
func (Section) Fields() []ent.Field {
	return []ent.Field{
		field.Int("id"),
		field.String("name").Annotations(crud.Field("标段名称").Query(crud.Like)),
	}
}

// Plain has no crud annotation: the generator leaves it alone.
type Plain struct{ ent.Schema }

// Fields of Plain.
func (Plain) Fields() []ent.Field { return []ent.Field{field.String("x")} }

package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"aqueduct/gen/crud"
	"aqueduct/server/jsontime"
)

// The safety (安全管理) entities of docs/domain.md.

// CmisHiddenDanger is a hidden danger found on site (隐患排查). Its status
// moves only through its steps (待整改 → 整改中 → 待复查 → 已闭环, and back
// to 整改中 when the review fails), never by an edit; the rectification and
// the review are written by those steps. It is edited and deleted only while
// 待整改.
type CmisHiddenDanger struct{ ent.Schema }

// Annotations of CmisHiddenDanger.
func (CmisHiddenDanger) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_hidden_danger"),
		crud.Resource("safety/cmisHiddenDanger").Title("隐患").MenuName("隐患排查").Menu("m-safety", 1).Icon("warning").
			Printable("安全隐患整改通知单", "检查单位", "责任单位").
			Steps(crud.States("status", "danger_status", "隐患状态",
				crud.State("1", "待整改").Editable().Deletable(), crud.State("2", "整改中"), crud.State("3", "待复查"), crud.State("4", "已闭环")).
				Right("rectify", "隐患整改", "b-danger-rectify").
				Right("review", "隐患复查", "b-danger-review").
				DeleteAnyBy("删除已处理的隐患", "b-danger-delete-any").
				Move(
					crud.Step("start", "开始整改").From("1").To("2").By("rectify").Confirm(),
					crud.Step("submit", "提交复查").From("2").To("3").By("rectify").Needs("rectify_measure", "rectify_photos").ThenFlow(),
					crud.Step("pass", "复查通过").From("3").To("4").By("review").Takes("review_opinion").
						Signed("reviewer").Stamped("closed_time").ByFlow(),
					crud.Step("reject", "复查不通过").From("3").To("2").By("review").Needs("review_opinion").
						Signed("reviewer").Warning().ByFlow(),
				)).
			Dictionary("danger_level", "隐患等级", crud.Item("1", "一般隐患"), crud.Item("2", "重大隐患")).
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Apply, "review").Grant(crud.Contractor, crud.Apply, "rectify")}
}

// Mixin of CmisHiddenDanger.
func (CmisHiddenDanger) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisHiddenDanger.
func (CmisHiddenDanger) Fields() []ent.Field {
	return []ent.Field{
		field.String("location").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("隐患部位").Query(crud.Like).Required().DictText()),
		chainageField("chainage", "桩号"),
		field.String("level").Default("1").MaxRuneLen(2).
			Annotations(crud.Field("隐患等级").Dict("danger_level").Widget(crud.Radio).Query(crud.Exact).Width(90)),
		field.String("description").NotEmpty().MaxRuneLen(2000).
			Annotations(crud.Field("隐患描述").Widget(crud.Textarea).Required()),
		field.String("photos").Optional().MaxRuneLen(1000).
			Annotations(crud.Field("隐患照片").Widget(crud.Image).MaxFiles(6).NotListed().NotInExcel()),
		field.String("responsible_unit").Optional().MaxRuneLen(36).
			Annotations(crud.Field("责任单位").Dict("cmis_supplier,name,id").Widget(crud.RecordPick)),
		field.String("responsible_person").Optional().MaxRuneLen(50).
			Annotations(crud.Field("责任人").Width(90)),
		field.Time("deadline").GoType(jsontimeDate()).Optional().Nillable().
			Annotations(crud.Field("整改期限").Sortable().Width(110)),
		field.String("status").Default("1").MaxRuneLen(2).
			Annotations(crud.Field("状态").Dict("danger_status").Query(crud.Exact).ServerFilled().Width(90)),
		field.String("rectify_measure").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("整改措施").Widget(crud.Textarea).ServerFilled().NotListed()),
		field.String("rectify_photos").Optional().MaxRuneLen(1000).
			Annotations(crud.Field("整改后照片").Widget(crud.Image).MaxFiles(6).ServerFilled().NotListed().NotInExcel()),
		field.String("review_opinion").Optional().MaxRuneLen(1000).
			Annotations(crud.Field("复查意见").Widget(crud.Textarea).ServerFilled().NotListed()),
		field.String("reviewer").Optional().MaxRuneLen(50).
			Annotations(crud.Field("复查人").ServerFilled().NotListed()),
		field.Time("closed_time").GoType(jsontime.Time{}).Optional().Nillable().
			Annotations(crud.Field("闭环时间").ServerFilled().NotListed()),
	}
}

// CmisSafetyInspection is a safety inspection (安全检查) of a section.
type CmisSafetyInspection struct{ ent.Schema }

// Annotations of CmisSafetyInspection.
func (CmisSafetyInspection) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_safety_inspection"),
		crud.Resource("safety/cmisSafetyInspection").Title("安全检查").MenuName("安全检查").MenuRow("m-cmisSafetyInsp").Menu("m-safety", 2).Icon("safety").
			Printable("安全检查记录表", "检查单位", "受检单位").
			Dictionary("safety_check_type", "安全检查类型", crud.Item("daily", "日常检查"), crud.Item("special", "专项检查"), crud.Item("general", "综合检查"), crud.Item("holiday", "节假日检查"), crud.Item("season", "季节性检查")).
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Write).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisSafetyInspection.
func (CmisSafetyInspection) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisSafetyInspection.
func (CmisSafetyInspection) Fields() []ent.Field {
	return []ent.Field{
		field.Time("inspect_date").GoType(jsontimeDate()).
			Annotations(crud.Field("检查日期").Query(crud.Range).Sortable().Width(110)),
		field.String("inspect_type").MaxRuneLen(10).
			Annotations(crud.Field("检查类型").Dict("safety_check_type").Widget(crud.Select).Query(crud.Exact).Required().Width(100)),
		field.String("inspector").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("检查人").Query(crud.Like).Required().Width(120)),
		field.String("location").Optional().MaxRuneLen(200).
			Annotations(crud.Field("检查部位")),
		field.String("findings").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("检查情况").Widget(crud.Textarea).NotListed()),
		field.String("rectify_required").Default("0").MaxRuneLen(1).
			Annotations(crud.Field("需要整改").Dict("yn").Widget(crud.Radio).Query(crud.Exact).Width(80)),
		field.String("photos").Optional().MaxRuneLen(1000).
			Annotations(crud.Field("现场照片").Widget(crud.Image).MaxFiles(6).NotListed().NotInExcel()),
	}
}

// CmisSupervisionNotice is a supervision notice (监理通知) the supervisor
// issues to a contractor; the contractor's reply is written only through its
// reply step, after which the notice no longer changes.
type CmisSupervisionNotice struct{ ent.Schema }

// Annotations of CmisSupervisionNotice.
func (CmisSupervisionNotice) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_supervision_notice"),
		crud.Resource("safety/cmisSupervisionNotice").Title("监理通知").MenuName("监理通知").MenuRow("m-cmisSupNotice").Menu("m-safety", 3).Icon("notification").
			Printable("监理通知", "监理机构", "施工单位").
			Steps(crud.States("status", "notice_status", "监理通知状态",
				crud.State("1", "待回复").Editable().Deletable(), crud.State("2", "已回复")).
				Right("reply", "回复监理通知", "b-notice-reply").
				DeleteAnyBy("删除已回复的监理通知", "b-notice-delete-any").
				Move(crud.Step("reply", "回复").From("1").To("2").By("reply").Needs("reply").Signed("reply_by").Stamped("reply_time"))).
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Apply).Grant(crud.Contractor, crud.Read, "reply")}
}

// Mixin of CmisSupervisionNotice.
func (CmisSupervisionNotice) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisSupervisionNotice.
func (CmisSupervisionNotice) Fields() []ent.Field {
	return []ent.Field{
		field.String("notice_no").NotEmpty().MaxRuneLen(50).
			Annotations(crud.Field("通知编号").Query(crud.Like).Required().FillRule("supervision_notice_no").Unique().Sortable().Width(140).DictText()),
		field.String("subject").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("事由").Query(crud.Like).Required()),
		field.String("issued_by").Optional().MaxRuneLen(50).
			Annotations(crud.Field("签发人").Width(90)),
		field.Time("issue_date").GoType(jsontimeDate()).
			Annotations(crud.Field("签发日期").Query(crud.Range).Sortable().Width(110)),
		field.String("content").NotEmpty().MaxRuneLen(4000).
			Annotations(crud.Field("通知内容").Widget(crud.Textarea).Required().NotListed()),
		field.Time("reply_deadline").GoType(jsontimeDate()).Optional().Nillable().
			Annotations(crud.Field("回复期限").Width(110)),
		field.String("status").Default("1").MaxRuneLen(1).
			Annotations(crud.Field("状态").Dict("notice_status").Query(crud.Exact).ServerFilled().Width(80)),
		field.String("reply").Optional().MaxRuneLen(4000).
			Annotations(crud.Field("回复内容").Widget(crud.Textarea).ServerFilled().NotListed()),
		field.String("reply_by").Optional().MaxRuneLen(50).
			Annotations(crud.Field("回复人").ServerFilled().NotListed()),
		field.Time("reply_time").GoType(jsontime.Time{}).Optional().Nillable().
			Annotations(crud.Field("回复时间").ServerFilled().NotListed()),
	}
}

// CmisPatrol is a patrol inspection (巡检) along a route; its problem count
// feeds the dashboard.
type CmisPatrol struct{ ent.Schema }

// Annotations of CmisPatrol.
func (CmisPatrol) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_patrol"),
		crud.Resource("safety/cmisPatrol").Title("巡检记录").MenuName("巡检").Menu("m-safety", 4).Icon("environment").
			Printable("巡视检查记录表", "巡检人", "监理单位").
			Grant(crud.Owner, crud.Read).Grant(crud.Supervisor, crud.Write).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisPatrol.
func (CmisPatrol) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisPatrol.
func (CmisPatrol) Fields() []ent.Field {
	return []ent.Field{
		field.String("route").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("巡检路线").Query(crud.Like).Required()),
		field.String("inspector").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("巡检人").Query(crud.Like).Required().Width(100)),
		field.Time("patrol_time").GoType(jsontime.Time{}).
			Annotations(crud.Field("巡检时间").Query(crud.Range).Sortable().Width(160)),
		field.Int("points_checked").Default(0).
			Annotations(crud.Field("检查点数").Range(0, 10000).Width(80)),
		field.Int("problem_count").Default(0).
			Annotations(crud.Field("发现问题数").Range(0, 10000).Width(90)),
		field.String("problems").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("问题描述").Widget(crud.Textarea).NotListed()),
	}
}

package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"aqueduct/gen/crud"
)

// The daily work (日常管理) entities of docs/domain.md.

// CmisContactSheet is a contact sheet (联系单) between participants.
type CmisContactSheet struct{ ent.Schema }

// Annotations of CmisContactSheet.
func (CmisContactSheet) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_contact_sheet"),
		crud.Resource("dailymanage/cmisContactSheet").Title("联系单").MenuName("工作联系单").MenuRow("m-cmisContact").Menu("m-daily", 1).Icon("mail").
			Printable("工作联系单", "发文单位", "收文单位").
			Grant(crud.Owner, crud.Apply).Grant(crud.Supervisor, crud.Apply).Grant(crud.Contractor, crud.Apply)}
}

// Mixin of CmisContactSheet.
func (CmisContactSheet) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisContactSheet.
func (CmisContactSheet) Fields() []ent.Field {
	return []ent.Field{
		field.String("sheet_no").NotEmpty().MaxRuneLen(50).
			Annotations(crud.Field("联系单编号").Query(crud.Like).Required().FillRule("contact_sheet_no").Unique().Sortable().Width(150)),
		field.String("subject").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("事由").Query(crud.Like).Required().Width(200)),
		field.String("from_unit").Optional().MaxRuneLen(36).
			Annotations(crud.Field("发文单位").Dict("cmis_supplier,name,id").Widget(crud.RecordPick).Width(150)),
		field.String("to_unit").Optional().MaxRuneLen(36).
			Annotations(crud.Field("收文单位").Dict("cmis_supplier,name,id").Widget(crud.RecordPick).Width(150)),
		field.Time("send_date").GoType(jsontimeDate()).
			Annotations(crud.Field("发文日期").Query(crud.Range).Sortable().Required().Width(110)),
		field.String("content").NotEmpty().MaxRuneLen(4000).
			Annotations(crud.Field("联系内容").Widget(crud.Textarea).Required().NotListed()),
		field.String("reply").Optional().MaxRuneLen(4000).
			Annotations(crud.Field("回复意见").Widget(crud.Textarea).NotListed()),
		attachments("附件"),
	}
}

// CmisManagementDaily is a section's management log of one day (管理日志),
// shown in a month calendar; a section has at most one live log per day
// (UniqueIn: a deleted one makes room).
type CmisManagementDaily struct{ ent.Schema }

// Annotations of CmisManagementDaily.
func (CmisManagementDaily) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("cmis_management_daily"),
		crud.Resource("dailymanage/cmisManagementDaily").Key("section_id", "log_date").Title("管理日志").MenuName("管理日志").MenuRow("m-cmisMgmtDaily").Menu("m-daily", 2).Icon("calendar").
			Printable("管理日志", "记录人", "审核人").
			Dictionary("weather", "天气", crud.Item("qing", "晴"), crud.Item("duoyun", "多云"), crud.Item("yin", "阴"), crud.Item("yu", "雨"), crud.Item("xue", "雪"), crud.Item("wu", "雾")).
			Grant(crud.Owner, crud.Write).Grant(crud.Supervisor, crud.Write).Grant(crud.Contractor, crud.Read)}
}

// Mixin of CmisManagementDaily.
func (CmisManagementDaily) Mixin() []ent.Mixin { return business(true) }

// Fields of CmisManagementDaily.
func (CmisManagementDaily) Fields() []ent.Field {
	return []ent.Field{
		field.Time("log_date").GoType(jsontimeDate()).
			Annotations(crud.Field("日期").Query(crud.Range).Sortable().Required().Width(110).UniqueIn("section_id")),
		field.String("weather").Optional().MaxRuneLen(10).
			Annotations(crud.Field("天气").Dict("weather").Widget(crud.Select).Width(80)),
		field.String("temperature").Optional().MaxRuneLen(20).
			Annotations(crud.Field("气温").Width(90)),
		field.String("recorder").Optional().MaxRuneLen(50).
			Annotations(crud.Field("记录人").Query(crud.Like).Width(90)),
		field.String("content").NotEmpty().MaxRuneLen(4000).
			Annotations(crud.Field("工作内容").Widget(crud.Textarea).Required()),
		field.String("problems").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("存在问题").Widget(crud.Textarea).NotListed()),
		field.String("photos").Optional().MaxRuneLen(1000).
			Annotations(crud.Field("现场照片").Widget(crud.Image).MaxFiles(6).NotListed().NotInExcel()),
	}
}

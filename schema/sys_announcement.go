package schema

import (
	"context"

	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	gen "aqueduct/ent"
	"aqueduct/gen/crud"
	"aqueduct/server/files"
	"aqueduct/server/jsontime"
)

// SysAnnouncement is a notice (系统通告) an admin writes and releases to all
// users of the tenant or to chosen ones (sys_announcement, JeecgBoot's
// column names, "titile" included). Release, revoke and the per-user
// endpoints are hand-written in server/notice.
type SysAnnouncement struct{ ent.Schema }

// Annotations of SysAnnouncement.
func (SysAnnouncement) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Table("sys_announcement"),
		crud.Resource("sys/annountCement").Title("系统通告").MenuName("系统通告").
			Perm("system:announcement").ListPerm("system:announcement:list").WithoutImport().
			MenuRow("m-announcement").Menu("m-isystem", 9.8).Icon("notification").
			Route("/isystem/annountCement", "system/SysAnnouncementList"),
	}
}

// Mixin of SysAnnouncement.
func (SysAnnouncement) Mixin() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, AuditMixin{}, TenantMixin{}, SoftDeleteMixin{}}
}

// Fields of SysAnnouncement.
func (SysAnnouncement) Fields() []ent.Field {
	return []ent.Field{
		field.String("titile").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("标题").Query(crud.Like).Required().Width(200)),
		field.String("msg_category").Default("2").MaxRuneLen(10).
			Annotations(crud.Field("消息类型").Dict("msg_category").Widget(crud.Radio).Query(crud.Exact).Required()),
		field.Time("start_time").GoType(jsontime.Time{}).Optional().Nillable().
			Annotations(crud.Field("开始时间").Widget(crud.DateTime).NotListed()),
		field.Time("end_time").GoType(jsontime.Time{}).Optional().Nillable().
			Annotations(crud.Field("结束时间").Widget(crud.DateTime).NotListed()),
		field.String("sender").Optional().MaxRuneLen(100).
			Annotations(crud.Field("发布人").ServerFilled()),
		field.String("priority").Default("L").MaxRuneLen(10).
			Annotations(crud.Field("优先级").Dict("priority").Widget(crud.Radio).Query(crud.Exact).Required()),
		field.String("msg_type").Default("ALL").MaxRuneLen(10).
			Annotations(crud.Field("通告对象类型").Dict("msg_type").Widget(crud.Radio).Required()),
		field.Text("user_ids").Optional().
			Annotations(crud.Field("指定用户").NotListed().NotInExcel()),
		field.String("send_status").Default("0").MaxRuneLen(10).
			Annotations(crud.Field("发布状态").Dict("send_status").Query(crud.Exact).ServerFilled()),
		field.Time("send_time").GoType(jsontime.Time{}).Optional().Nillable().
			Annotations(crud.Field("发布时间").ServerFilled().Sortable()),
		field.Time("cancel_time").GoType(jsontime.Time{}).Optional().Nillable().
			Annotations(crud.Field("撤销时间").ServerFilled()),
		field.Text("msg_content").Optional().
			Annotations(crud.Field("内容").Widget(crud.RichText).NotListed().NotInExcel()),
		field.String("msg_abstract").Optional().MaxRuneLen(500).
			Annotations(crud.Field("摘要").Widget(crud.Textarea).NotListed()),
		field.String("bus_type").Optional().MaxRuneLen(20).
			Annotations(crud.Field("业务类型").NotListed().ServerFilled()),
		field.String("bus_id").Optional().MaxRuneLen(50).
			Annotations(crud.Field("业务id").NotListed().ServerFilled()),
		field.String("open_type").Optional().MaxRuneLen(20).
			Annotations(crud.Field("打开方式").NotListed().ServerFilled().NotInExcel()),
		field.String("open_page").Optional().MaxRuneLen(255).
			Annotations(crud.Field("打开页面").NotListed().ServerFilled().NotInExcel()),
	}
}

// Edges of SysAnnouncement.
func (SysAnnouncement) Edges() []ent.Edge {
	return []ent.Edge{edge.From("sends", SysAnnouncementSend.Type).Ref("announcement")}
}

// Interceptors of SysAnnouncement: the HTML is cleaned again on every read,
// so a row written around the API (SQL, an old version) never reaches a
// browser unsafe.
func (SysAnnouncement) Interceptors() []ent.Interceptor {
	return []ent.Interceptor{ent.InterceptFunc(func(next ent.Querier) ent.Querier {
		return ent.QuerierFunc(func(ctx context.Context, q ent.Query) (ent.Value, error) {
			v, err := next.Query(ctx, q)
			switch rows := v.(type) {
			case []*gen.SysAnnouncement:
				for _, r := range rows {
					r.MsgContent = files.Sanitize(r.MsgContent)
				}
			case *gen.SysAnnouncement:
				rows.MsgContent = files.Sanitize(rows.MsgContent)
			}
			return v, err
		})
	})}
}

// Indexes of SysAnnouncement.
func (SysAnnouncement) Indexes() []ent.Index {
	return []ent.Index{index.Fields("tenant_id", "send_status")}
}

// SysAnnouncementSend is one recipient of a released announcement and
// whether they have read it (sys_announcement_send).
type SysAnnouncementSend struct{ ent.Schema }

// Annotations of SysAnnouncementSend.
func (SysAnnouncementSend) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_announcement_send")}
}

// Mixin of SysAnnouncementSend.
func (SysAnnouncementSend) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, AuditMixin{}} }

// Fields of SysAnnouncementSend.
func (SysAnnouncementSend) Fields() []ent.Field {
	return []ent.Field{
		field.String("annt_id").MaxRuneLen(36),
		field.String("user_id").MaxRuneLen(36),
		field.String("read_flag").Default("0").MaxRuneLen(10),
		field.Time("read_time").GoType(jsontime.Time{}).Optional().Nillable(),
	}
}

// Edges of SysAnnouncementSend.
func (SysAnnouncementSend) Edges() []ent.Edge {
	return []ent.Edge{edge.To("announcement", SysAnnouncement.Type).Field("annt_id").Unique().Required()}
}

// Indexes of SysAnnouncementSend: one row per announcement and user; a
// user's unread rows are looked up on every page load.
func (SysAnnouncementSend) Indexes() []ent.Index {
	return []ent.Index{index.Fields("annt_id", "user_id").Unique(), index.Fields("user_id", "read_flag")}
}

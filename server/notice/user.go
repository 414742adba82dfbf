package notice

import (
	"strings"

	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/predicate"
	"aqueduct/ent/sysannouncement"
	"aqueduct/ent/sysannouncementsend"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/viewer"
)

// item is an announcement as its recipient sees it (no recipient list).
type item struct {
	ID          string         `json:"id"`
	Titile      string         `json:"titile"`
	MsgContent  string         `json:"msgContent"`
	MsgAbstract string         `json:"msgAbstract"`
	StartTime   *jsontime.Time `json:"startTime"`
	EndTime     *jsontime.Time `json:"endTime"`
	Sender      string         `json:"sender"`
	Priority    string         `json:"priority"`
	MsgCategory string         `json:"msgCategory"`
	MsgType     string         `json:"msgType"`
	SendStatus  string         `json:"sendStatus"`
	SendTime    *jsontime.Time `json:"sendTime"`
	CreateTime  jsontime.Time  `json:"createTime"`
	BusType     string         `json:"busType"`
	BusID       string         `json:"busId"`
	OpenType    string         `json:"openType"`
	OpenPage    string         `json:"openPage"`
}

func itemOf(a *ent.SysAnnouncement) item {
	return item{ID: a.ID, Titile: a.Titile, MsgContent: a.MsgContent, MsgAbstract: a.MsgAbstract,
		StartTime: a.StartTime, EndTime: a.EndTime, Sender: a.Sender, Priority: a.Priority,
		MsgCategory: a.MsgCategory, MsgType: a.MsgType, SendStatus: a.SendStatus, SendTime: a.SendTime,
		CreateTime: a.CreateTime, BusType: a.BusType, BusID: a.BusID, OpenType: a.OpenType, OpenPage: a.OpenPage}
}

// current is released and not past its end.
func current() predicate.SysAnnouncement {
	return sysannouncement.And(sysannouncement.SendStatus(statusReleased),
		sysannouncement.Or(sysannouncement.EndTimeIsNil(), sysannouncement.EndTimeGT(jsontime.Now())))
}

// ofTenant: predicates on an edge are not filtered by the privacy rules, so
// the tenant and the deletion mark are named explicitly.
func ofTenant(tenant int) predicate.SysAnnouncement {
	return sysannouncement.And(sysannouncement.TenantID(tenant), sysannouncement.DelFlag(0))
}

// listByUser answers the bell: the caller's unread current announcements,
// five of each category with the totals. An announcement for all users
// released before the user existed gets its row now, as in JeecgBoot.
func (s *Service) listByUser(c *echo.Context) error {
	ctx := c.Request().Context()
	v, _ := viewer.FromContext(ctx)
	missing, err := s.Client.SysAnnouncement.Query().Where(current(), sysannouncement.MsgType(typeAll),
		sysannouncement.Not(sysannouncement.HasSendsWith(sysannouncementsend.UserID(v.UserID)))).IDs(ctx)
	if err != nil {
		return err
	}
	for _, id := range missing {
		// Two tabs loading at once may both add it: the unique index keeps one.
		if err := s.addSends(ctx, s.Client, id, []string{v.UserID}); err != nil && !ent.IsConstraintError(err) {
			return err
		}
	}
	out := map[string]any{}
	for _, cat := range []struct{ code, list, total string }{{"1", "anntMsgList", "anntMsgTotal"}, {"2", "sysMsgList", "sysMsgTotal"}} {
		q := s.Client.SysAnnouncement.Query().Where(current(), sysannouncement.MsgCategory(cat.code),
			sysannouncement.HasSendsWith(sysannouncementsend.UserID(v.UserID), sysannouncementsend.ReadFlag("0")))
		total, err := q.Clone().Count(ctx)
		if err != nil {
			return err
		}
		rows, err := q.Order(sysannouncement.ByCreateTime(sql.OrderDesc()), sysannouncement.ByID(sql.OrderDesc())).Limit(5).All(ctx)
		if err != nil {
			return err
		}
		items := make([]item, len(rows))
		for i, r := range rows {
			items[i] = itemOf(r)
		}
		out[cat.list], out[cat.total] = items, total
	}
	return httpx.OK(c, out)
}

// markRead marks one announcement read for the caller.
func (s *Service) markRead(c *echo.Context) error {
	var body struct {
		AnntID string `json:"anntId"`
	}
	if err := httpx.BindJSON(c, &body); err != nil {
		return err
	}
	if strings.TrimSpace(body.AnntID) == "" {
		return httpx.Fail("未找到对应数据")
	}
	ctx := c.Request().Context()
	v, _ := viewer.FromContext(ctx)
	if err := s.Client.SysAnnouncementSend.Update().Where(sysannouncementsend.AnntID(body.AnntID),
		sysannouncementsend.UserID(v.UserID), sysannouncementsend.ReadFlag("0")).
		SetReadFlag("1").SetReadTime(jsontime.Now()).Exec(ctx); err != nil {
		return err
	}
	return httpx.OK(c, nil)
}

// readAll marks all the caller's announcements of this tenant read; the
// user's other tabs reload.
func (s *Service) readAll(c *echo.Context) error {
	ctx := c.Request().Context()
	v, _ := viewer.FromContext(ctx)
	if err := s.Client.SysAnnouncementSend.Update().Where(sysannouncementsend.UserID(v.UserID),
		sysannouncementsend.ReadFlag("0"), sysannouncementsend.HasAnnouncementWith(ofTenant(v.TenantID))).
		SetReadFlag("1").SetReadTime(jsontime.Now()).Exec(ctx); err != nil {
		return err
	}
	s.Hub.SendUsers(ctx, []string{v.UserID}, Message{Cmd: "topic"})
	return httpx.OKMsg(c, "全部已读", nil)
}

// sendModel is JeecgBoot's AnnouncementSendModel.
type sendModel struct {
	ID          string         `json:"id"`
	AnntID      string         `json:"anntId"`
	UserID      string         `json:"userId"`
	Titile      string         `json:"titile"`
	MsgContent  string         `json:"msgContent"`
	Sender      string         `json:"sender"`
	Priority    string         `json:"priority"`
	ReadFlag    string         `json:"readFlag"`
	SendTime    *jsontime.Time `json:"sendTime"`
	MsgCategory string         `json:"msgCategory"`
	BusID       string         `json:"busId"`
	BusType     string         `json:"busType"`
	OpenType    string         `json:"openType"`
	OpenPage    string         `json:"openPage"`
	MsgAbstract string         `json:"msgAbstract"`
}

// mine is 我的消息: the caller's released announcements of this tenant, unread
// first, newest first, filtered by titile and sender (contains), readFlag,
// msgCategory, busType, bizSource=isNoBpm and anntId.
func (s *Service) mine(c *echo.Context) error {
	ctx := c.Request().Context()
	v, _ := viewer.FromContext(ctx)
	p := c.QueryParams()
	ann := []predicate.SysAnnouncement{ofTenant(v.TenantID), sysannouncement.SendStatus(statusReleased)}
	if t := strings.TrimSpace(strings.Trim(p.Get("titile"), "*")); t != "" {
		ann = append(ann, sysannouncement.TitileContains(t))
	}
	if t := strings.TrimSpace(strings.Trim(p.Get("sender"), "*")); t != "" {
		ann = append(ann, sysannouncement.SenderContains(t))
	}
	if t := strings.TrimSpace(p.Get("msgCategory")); t != "" {
		ann = append(ann, sysannouncement.MsgCategory(t))
	}
	if t := strings.TrimSpace(p.Get("busType")); t != "" {
		ann = append(ann, sysannouncement.BusType(t))
	}
	if p.Get("bizSource") == "isNoBpm" {
		ann = append(ann, sysannouncement.Or(sysannouncement.BusTypeIsNil(), sysannouncement.BusTypeNEQ("bpm")))
	}
	q := s.Client.SysAnnouncementSend.Query().Where(sysannouncementsend.UserID(v.UserID),
		sysannouncementsend.HasAnnouncementWith(ann...))
	if t := strings.TrimSpace(p.Get("readFlag")); t != "" {
		q.Where(sysannouncementsend.ReadFlag(t))
	}
	if t := strings.TrimSpace(p.Get("anntId")); t != "" { // one message (the detail of a push)
		q.Where(sysannouncementsend.AnntID(t))
	}
	no, size := httpx.Paging(c, 200)
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return err
	}
	rows, err := q.WithAnnouncement().Order(sysannouncementsend.ByReadFlag(),
		sysannouncementsend.ByAnnouncementField(sysannouncement.FieldSendTime, sql.OrderDesc()),
		sysannouncementsend.ByID(sql.OrderDesc())).
		Limit(size).Offset((no - 1) * size).All(ctx)
	if err != nil {
		return err
	}
	out := httpx.NewPage[sendModel](nil, total, no, size)
	for _, r := range rows {
		a := r.Edges.Announcement
		if a == nil {
			continue
		}
		out.Records = append(out.Records, sendModel{ID: r.ID, AnntID: a.ID, UserID: r.UserID, Titile: a.Titile,
			MsgContent: a.MsgContent, Sender: a.Sender, Priority: a.Priority, ReadFlag: r.ReadFlag, SendTime: a.SendTime,
			MsgCategory: a.MsgCategory, BusID: a.BusID, BusType: a.BusType, OpenType: a.OpenType, OpenPage: a.OpenPage,
			MsgAbstract: a.MsgAbstract})
	}
	return httpx.OK(c, out)
}

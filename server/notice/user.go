package notice

import (
	"context"
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

// bell is listByUser's reply: the unread 通知公告 (category 1) and 系统消息
// (category 2), five of each, with their totals.
type bell struct {
	AnntMsgList  []item `json:"anntMsgList"`
	AnntMsgTotal int    `json:"anntMsgTotal"`
	SysMsgList   []item `json:"sysMsgList"`
	SysMsgTotal  int    `json:"sysMsgTotal"`
}

// listByUser answers the bell: the caller's unread current announcements,
// five of each category with the totals. An announcement for all users
// released before the user existed gets its row now, as in JeecgBoot.
func (s *Service) listByUser(c *echo.Context, _ struct{}) (bell, error) {
	ctx := c.Request().Context()
	v, _ := viewer.FromContext(ctx)
	missing, err := s.Client.SysAnnouncement.Query().Where(current(), sysannouncement.MsgType(typeAll),
		sysannouncement.Not(sysannouncement.HasSendsWith(sysannouncementsend.UserID(v.UserID)))).IDs(ctx)
	if err != nil {
		return bell{}, err
	}
	for _, id := range missing {
		// Two tabs loading at once may both add it: the unique index keeps one.
		if err := s.addSends(ctx, s.Client, id, []string{v.UserID}); err != nil && !ent.IsConstraintError(err) {
			return bell{}, err
		}
	}
	var out bell
	if out.AnntMsgList, out.AnntMsgTotal, err = s.unread(ctx, v.UserID, "1"); err != nil {
		return bell{}, err
	}
	if out.SysMsgList, out.SysMsgTotal, err = s.unread(ctx, v.UserID, "2"); err != nil {
		return bell{}, err
	}
	return out, nil
}

// unread are the newest five of a user's unread current announcements of a
// category, and how many there are.
func (s *Service) unread(ctx context.Context, userID, category string) ([]item, int, error) {
	q := s.Client.SysAnnouncement.Query().Where(current(), sysannouncement.MsgCategory(category),
		sysannouncement.HasSendsWith(sysannouncementsend.UserID(userID), sysannouncementsend.ReadFlag("0")))
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, 0, err
	}
	rows, err := q.Order(sysannouncement.ByCreateTime(sql.OrderDesc()), sysannouncement.ByID(sql.OrderDesc())).Limit(5).All(ctx)
	if err != nil {
		return nil, 0, err
	}
	items := make([]item, len(rows))
	for i, r := range rows {
		items[i] = itemOf(r)
	}
	return items, total, nil
}

// readMark is the body of editByAnntIdAndUserId.
type readMark struct {
	AnntID string `json:"anntId" doc:"通告 ID"`
}

// markRead marks one announcement read for the caller.
func (s *Service) markRead(c *echo.Context, body readMark) (httpx.Message, error) {
	if strings.TrimSpace(body.AnntID) == "" {
		return "", httpx.Fail("未找到对应数据")
	}
	ctx := c.Request().Context()
	v, _ := viewer.FromContext(ctx)
	if err := s.Client.SysAnnouncementSend.Update().Where(sysannouncementsend.AnntID(body.AnntID),
		sysannouncementsend.UserID(v.UserID), sysannouncementsend.ReadFlag("0")).
		SetReadFlag("1").SetReadTime(jsontime.Now()).Exec(ctx); err != nil {
		return "", err
	}
	return "", nil
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

// mineQuery filters 我的消息.
type mineQuery struct {
	httpx.PageQuery
	Titile      string `query:"titile" doc:"标题包含"`
	Sender      string `query:"sender" doc:"发布人包含"`
	MsgCategory string `query:"msgCategory" doc:"消息类型（1 通知公告，2 系统消息）"`
	BusType     string `query:"busType" doc:"业务类型"`
	BizSource   string `query:"bizSource" doc:"isNoBpm：不含流程消息"`
	ReadFlag    string `query:"readFlag" doc:"阅读状态（0 未读，1 已读）"`
	AnntID      string `query:"anntId" doc:"通告 ID（推送的那一条）"`
}

// mine is 我的消息: the caller's released announcements of this tenant, unread
// first, newest first, filtered by titile and sender (contains), readFlag,
// msgCategory, busType, bizSource=isNoBpm and anntId.
func (s *Service) mine(c *echo.Context, p mineQuery) (httpx.Page[sendModel], error) {
	ctx := c.Request().Context()
	v, _ := viewer.FromContext(ctx)
	ann := []predicate.SysAnnouncement{ofTenant(v.TenantID), sysannouncement.SendStatus(statusReleased)}
	if t := strings.TrimSpace(strings.Trim(p.Titile, "*")); t != "" {
		ann = append(ann, sysannouncement.TitileContains(t))
	}
	if t := strings.TrimSpace(strings.Trim(p.Sender, "*")); t != "" {
		ann = append(ann, sysannouncement.SenderContains(t))
	}
	if t := strings.TrimSpace(p.MsgCategory); t != "" {
		ann = append(ann, sysannouncement.MsgCategory(t))
	}
	if t := strings.TrimSpace(p.BusType); t != "" {
		ann = append(ann, sysannouncement.BusType(t))
	}
	if p.BizSource == "isNoBpm" {
		ann = append(ann, sysannouncement.Or(sysannouncement.BusTypeIsNil(), sysannouncement.BusTypeNEQ("bpm")))
	}
	q := s.Client.SysAnnouncementSend.Query().Where(sysannouncementsend.UserID(v.UserID),
		sysannouncementsend.HasAnnouncementWith(ann...))
	if t := strings.TrimSpace(p.ReadFlag); t != "" {
		q.Where(sysannouncementsend.ReadFlag(t))
	}
	if t := strings.TrimSpace(p.AnntID); t != "" { // one message (the detail of a push)
		q.Where(sysannouncementsend.AnntID(t))
	}
	no, size := p.Paging(200)
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return httpx.Page[sendModel]{}, err
	}
	rows, err := q.WithAnnouncement().Order(sysannouncementsend.ByReadFlag(),
		sysannouncementsend.ByAnnouncementField(sysannouncement.FieldSendTime, sql.OrderDesc()),
		sysannouncementsend.ByID(sql.OrderDesc())).
		Limit(size).Offset((no - 1) * size).All(ctx)
	if err != nil {
		return httpx.Page[sendModel]{}, err
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
	return out, nil
}

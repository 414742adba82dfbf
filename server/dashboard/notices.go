package dashboard

import (
	"context"

	"entgo.io/ent/dialect/sql"

	"aqueduct/ent/sysannouncement"
	"aqueduct/ent/sysannouncementsend"
	"aqueduct/server/jsontime"
	"aqueduct/server/viewer"
)

// noticeItem is an announcement as a panel lists it, with whether the
// viewer has read it.
type noticeItem struct {
	ID          string         `json:"id"`
	Titile      string         `json:"titile"`
	MsgAbstract string         `json:"msgAbstract"`
	Sender      string         `json:"sender"`
	Priority    string         `json:"priority"`
	SendTime    *jsontime.Time `json:"sendTime"`
	CreateTime  jsontime.Time  `json:"createTime"`
	ReadFlag    string         `json:"readFlag"` // "1" read, "0" not (yet)
}

// Announcements of sys_announcement: released, of the category 通知公告, for
// everyone or sent to the viewer (as notice's reader scope).
const (
	noticeReleased = "1"
	noticeCategory = "1"
	noticeForAll   = "ALL"
	noticesShown   = 6
)

// notices: the latest announcements the viewer may read (released, not past
// their end, for everyone or sent to him), read or not — unlike the bell,
// which lists the unread. The section asked does not narrow them.
func (b *Board) notices(ctx context.Context, _ scope) (any, error) {
	return b.latestNotices(ctx, noticesShown)
}

func (b *Board) latestNotices(ctx context.Context, n int) ([]noticeItem, error) {
	out := []noticeItem{}
	v, ok := viewer.FromContext(ctx)
	if !ok || v.UserID == "" {
		return out, nil
	}
	rows, err := b.Client.SysAnnouncement.Query().Where(
		sysannouncement.SendStatus(noticeReleased), sysannouncement.MsgCategory(noticeCategory),
		sysannouncement.Or(sysannouncement.EndTimeIsNil(), sysannouncement.EndTimeGT(jsontime.Now())),
		sysannouncement.Or(sysannouncement.MsgType(noticeForAll), sysannouncement.HasSendsWith(sysannouncementsend.UserID(v.UserID))),
	).Order(sysannouncement.BySendTime(sql.OrderDesc()), sysannouncement.ByCreateTime(sql.OrderDesc()), sysannouncement.ByID(sql.OrderDesc())).
		Limit(n).All(ctx)
	if err != nil || len(rows) == 0 {
		return out, err
	}
	ids := make([]string, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	read, err := b.Client.SysAnnouncementSend.Query().Where(sysannouncementsend.UserID(v.UserID),
		sysannouncementsend.AnntIDIn(ids...), sysannouncementsend.ReadFlag("1")).
		Select(sysannouncementsend.FieldAnntID).Strings(ctx)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, id := range read {
		seen[id] = true
	}
	for _, r := range rows {
		flag := "0"
		if seen[r.ID] {
			flag = "1"
		}
		out = append(out, noticeItem{ID: r.ID, Titile: r.Titile, MsgAbstract: r.MsgAbstract, Sender: r.Sender,
			Priority: r.Priority, SendTime: r.SendTime, CreateTime: r.CreateTime, ReadFlag: flag})
	}
	return out, nil
}

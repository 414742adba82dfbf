// Package notice serves announcements (系统通告): the admin's release and
// revoke beside the generated list/add/edit/delete, each user's unread
// messages and read marks, and the websocket hub that tells browsers to
// reload them — across instances through the cache bus (PostgreSQL
// LISTEN/NOTIFY).
package notice

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/predicate"
	"aqueduct/ent/sysannouncement"
	"aqueduct/ent/sysannouncementsend"
	"aqueduct/ent/sysuser"
	"aqueduct/server/crud"
	"aqueduct/server/db"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/perm"
	"aqueduct/server/query"
	"aqueduct/server/viewer"
)

// Permission codes beyond the generated system:announcement:* ones.
const (
	ReleaseCode = "system:announcement:release"
	RevokeCode  = "system:announcement:revoke"
)

// Send states and audiences (dictionaries send_status, msg_type).
const (
	statusDraft    = "0"
	statusReleased = "1"
	statusRevoked  = "2"
	typeAll        = "ALL"
	typeUser       = "USER"
)

// Buttons carry the release and revoke codes under the 系统通告 menu
// (granted to the admin role when created).
var Buttons = []perm.Menu{
	{ID: "m-announcement-release", Parent: crud.SysAnnouncement.MenuID, Name: "发布系统通告", Perms: ReleaseCode, Type: perm.TypeButton, Order: 7, Leaf: true},
	{ID: "m-announcement-revoke", Parent: crud.SysAnnouncement.MenuID, Name: "撤销系统通告", Perms: RevokeCode, Type: perm.TypeButton, Order: 8, Leaf: true},
}

// EnsureButtons registers Buttons (after the generated menus).
func EnsureButtons(ctx context.Context, c *ent.Client, adminRoleCode string) error {
	return perm.EnsureButtons(ctx, c, adminRoleCode, Buttons)
}

// Service serves the hand-written announcement endpoints.
type Service struct {
	Client *ent.Client
	Res    *crud.Service
	Hub    *Hub
	Log    *slog.Logger
	// Can tells whether the request's user holds a permission code.
	Can func(ctx context.Context, code string) (bool, error)
	// Allowed tells whether a user holds a code in a tenant (Announce's audience).
	Allowed func(ctx context.Context, userID string, tenant int, code string) (bool, error)
}

// Install puts the announcement rules on the generated resource.
func (s *Service) Install() {
	// JeecgBoot's client opens an announcement by queryById after a push:
	// its recipients read it without holding the admin list.
	s.installHooks(s.Res)
	s.Hub.SetPageCheck(s.gridPage)
}

// sysAnnouncementHooks: an announcement's fields and who reads it.
// JeecgBoot's client opens an announcement by queryById after a push: its
// recipients read it without holding the admin list.
func (s *Service) sysAnnouncementHooks() crud.SysAnnouncementHooks {
	return crud.SysAnnouncementHooks{BeforeSave: s.beforeSave, Scope: s.readerScope,
		ReadCode: httpx.AnyOf(crud.SysAnnouncement.ListCode, httpx.LoggedIn)}
}

// readerScope keeps who lacks the admin list to the released announcements
// sent to him (or to everyone).
func (s *Service) readerScope(ctx context.Context) ([]query.Cond, error) {
	v, ok := viewer.FromContext(ctx)
	if !ok || v.System {
		return nil, nil
	}
	admin, err := s.Can(ctx, crud.SysAnnouncement.ListCode)
	if err != nil || admin {
		return nil, err
	}
	return []query.Cond{func(sel *sql.Selector) *sql.Predicate {
		t := sql.Table(sysannouncementsend.Table)
		mine := sql.Dialect(sel.Dialect()).Select(t.C(sysannouncementsend.FieldAnntID)).From(t).
			Where(sql.EQ(t.C(sysannouncementsend.FieldUserID), v.UserID))
		return sql.And(sql.EQ(sel.C(sysannouncement.FieldSendStatus), "1"),
			sql.Or(sql.EQ(sel.C(sysannouncement.FieldMsgType), "ALL"), sql.In(sel.C(sysannouncement.FieldID), mine)))
	}}, nil
}

// Routes registers the endpoints and the sockets.
func (s *Service) Routes(r *httpx.Routes) {
	a := r.Prefix("/sys/annountCement")
	httpx.Get(a, "/doReleaseData", ReleaseCode, "发布通告（推送给接收人）", s.release)
	httpx.Get(a, "/doReovkeData", RevokeCode, "撤销已发布的通告", s.revoke)
	httpx.Get(a, "/syncNotic", httpx.LoggedIn, "同步通告到我的消息（经 WebSocket 推送）", s.sync) // 我的消息 of every user calls it
	httpx.Get(a, "/listByUser", httpx.LoggedIn, "我的未读通告与系统消息", s.listByUser)
	a.GET("/show/:id", httpx.LoggedIn, s.show).Doc(httpx.Doc{Summary: "通告页面（HTML，供 iframe 或新窗口打开）",
		Raw: "HTML 页面（未找到或无权查看时 404）"})
	m := r.Prefix("/sys/sysAnnouncementSend")
	httpx.Put(m, "/editByAnntIdAndUserId", httpx.LoggedIn, "标记一条通告为已读", s.markRead)
	// Untyped: it reads no body (a typed PUT would be described as taking
	// one, and would refuse a body that is not JSON).
	m.PUT("/readAll", httpx.LoggedIn, s.readAll).Doc(httpx.Doc{Summary: "全部标注已读"})
	httpx.Get(m, "/getMyAnnouncementSend", httpx.LoggedIn, "我的消息（分页）", s.mine)
	s.Hub.Routes(r)
}

// inTenant keeps the users of a tenant (rel_tenant_ids holds it); tenant 0
// is not limited, as the user list's scope.
func inTenant(tenant int) predicate.SysUser {
	if tenant == 0 {
		return func(*sql.Selector) {}
	}
	t := strconv.Itoa(tenant)
	return func(s *sql.Selector) {
		c := s.C(sysuser.FieldRelTenantIds)
		s.Where(sql.Or(sql.EQ(c, t), sql.HasPrefix(c, t+","), sql.HasSuffix(c, ","+t), sql.Contains(c, ","+t+",")))
	}
}

// activeUsers returns the ids among ids (all when ids is nil) of the tenant's
// active users, in the order given.
func (s *Service) activeUsers(ctx context.Context, tenant int, ids []string) ([]string, error) {
	q := s.Client.SysUser.Query().Where(sysuser.Status(1), inTenant(tenant))
	if ids != nil {
		if len(ids) == 0 {
			return nil, nil
		}
		q.Where(sysuser.IDIn(ids...))
	}
	found, err := q.IDs(viewer.System(ctx))
	if err != nil || ids == nil {
		return found, err
	}
	have := map[string]bool{}
	for _, id := range found {
		have[id] = true
	}
	out := make([]string, 0, len(found))
	for _, id := range ids {
		if have[id] {
			out = append(out, id)
			delete(have, id)
		}
	}
	return out, nil
}

var (
	priorities = map[string]bool{"L": true, "M": true, "H": true}
	categories = map[string]bool{"1": true, "2": true}
	audiences  = map[string]bool{typeAll: true, typeUser: true}
)

// beforeSave checks an add or edit: the codes of the dictionaries, the time
// range, the recipients (users of the tenant, stored "id1,id2," as JeecgBoot
// does); a released announcement is revoked before it may change. openType
// and openPage (去处理) are set by server code only, never from a request.
func (s *Service) beforeSave(ctx context.Context, tx *ent.Client, op crud.Op, am *ent.SysAnnouncementMutation, _ crud.Body) error {
	var old *ent.SysAnnouncement
	if op == crud.OpUpdate {
		id, ok := am.ID()
		if !ok {
			return httpx.Fail("未找到对应数据")
		}
		var err error
		if old, err = tx.SysAnnouncement.Get(ctx, id); err != nil {
			return err
		}
		if old.SendStatus == statusReleased {
			return httpx.Fail("已发布的通告不能编辑，请先撤销")
		}
	}
	pick := func(v string, set bool, was string) string {
		if set {
			return strings.TrimSpace(v)
		}
		return was
	}
	var was ent.SysAnnouncement
	if old != nil {
		was = *old
	} else {
		was = ent.SysAnnouncement{Priority: "L", MsgCategory: "2", MsgType: typeAll}
	}
	v, set := am.Priority()
	if !priorities[pick(v, set, was.Priority)] {
		return httpx.Fail("优先级不正确")
	}
	v, set = am.MsgCategory()
	if !categories[pick(v, set, was.MsgCategory)] {
		return httpx.Fail("消息类型不正确")
	}
	v, set = am.MsgType()
	audience := strings.ToUpper(pick(v, set, was.MsgType))
	if !audiences[audience] {
		return httpx.Fail("通告对象类型不正确")
	}
	am.SetMsgType(audience)
	start, startSet := am.StartTime()
	end, endSet := am.EndTime()
	if !startSet && old != nil && old.StartTime != nil && !am.StartTimeCleared() {
		start, startSet = *old.StartTime, true
	}
	if !endSet && old != nil && old.EndTime != nil && !am.EndTimeCleared() {
		end, endSet = *old.EndTime, true
	}
	if startSet && endSet && time.Time(end).Before(time.Time(start)) {
		return httpx.Fail("结束时间不能早于开始时间")
	}
	if audience == typeAll { // the chosen users are kept but not used
		return nil
	}
	raw, set := am.UserIds()
	if !set {
		raw = was.UserIds
	}
	ids := crud.SplitIDs(raw)
	v0, _ := viewer.FromContext(ctx)
	found, err := s.activeUsers(ctx, v0.TenantID, ids)
	if err != nil {
		return err
	}
	if len(ids) == 0 {
		return httpx.Fail("请选择指定用户")
	}
	if len(found) != len(dedupe(ids)) {
		return httpx.Fail("指定用户不存在或已冻结")
	}
	am.SetUserIds(strings.Join(found, ",") + ",")
	return nil
}

func dedupe(ids []string) []string {
	seen := map[string]bool{}
	out := ids[:0:0]
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// visible reads an announcement as the admin may see it in the list (tenant
// and data rules); ErrNotFound otherwise.
func (s *Service) visible(ctx context.Context, c *ent.Client, id string) (*ent.SysAnnouncement, error) {
	id = strings.TrimSpace(id)
	if id == "" {
		return nil, httpx.Fail("未找到对应数据")
	}
	a, err := c.SysAnnouncement.Query().Where(sysannouncement.ID(id)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, httpx.Fail("未找到对应数据")
	}
	return a, err
}

// recipients are the users an announcement goes to now: the tenant's active
// users, or the chosen ones that still are.
func (s *Service) recipients(ctx context.Context, a *ent.SysAnnouncement) ([]string, error) {
	if a.MsgType == typeUser {
		return s.activeUsers(ctx, a.TenantID, dedupe(crud.SplitIDs(a.UserIds)))
	}
	return s.activeUsers(ctx, a.TenantID, nil)
}

// push tells the recipients' browsers to reload their messages.
func (s *Service) push(ctx context.Context, a *ent.SysAnnouncement, users []string) {
	if a.MsgType == typeUser {
		s.Hub.SendUsers(ctx, users, Message{Cmd: "user", MsgID: a.ID, MsgTxt: a.Titile})
		return
	}
	s.Hub.SendTenant(ctx, a.TenantID, Message{Cmd: "topic", MsgID: a.ID, MsgTxt: a.Titile})
}

// anntQuery names the announcement released or revoked.
type anntQuery struct {
	ID string `query:"id" doc:"通告 ID"`
}

// release publishes an announcement: one unread row per recipient (rows of
// users no longer chosen go), then a push to their sockets.
func (s *Service) release(c *echo.Context, q anntQuery) (httpx.Message, error) {
	ctx := c.Request().Context()
	v, _ := viewer.FromContext(ctx)
	var a *ent.SysAnnouncement
	var users []string
	err := db.InTx(ctx, s.Client, func(tx *ent.Client) error {
		var err error
		if a, err = s.visible(ctx, tx, q.ID); err != nil {
			return err
		}
		if a.SendStatus == statusReleased {
			return httpx.Fail("该系统通知已发布")
		}
		if a.EndTime != nil && !time.Time(*a.EndTime).After(time.Now()) {
			return httpx.Fail("该系统通知已过结束时间，不能发布")
		}
		if users, err = s.recipients(ctx, a); err != nil {
			return err
		}
		if a.MsgType == typeUser && len(users) == 0 {
			return httpx.Fail("指定用户不存在或已冻结")
		}
		now := jsontime.Now()
		if a, err = tx.SysAnnouncement.UpdateOne(a).SetSendStatus(statusReleased).SetSendTime(now).
			SetSender(v.Username).ClearCancelTime().Save(ctx); err != nil {
			return err
		}
		if a.MsgType == typeUser {
			if _, err := tx.SysAnnouncementSend.Delete().Where(sysannouncementsend.AnntID(a.ID),
				sysannouncementsend.UserIDNotIn(users...)).Exec(ctx); err != nil {
				return err
			}
		}
		return s.addSends(ctx, tx, a.ID, users)
	})
	if err != nil {
		return "", err
	}
	s.push(ctx, a, users)
	return "该系统通知发布成功", nil
}

// addSends creates the missing unread rows of an announcement.
func (s *Service) addSends(ctx context.Context, tx *ent.Client, anntID string, users []string) error {
	have := map[string]bool{}
	const chunk = 500 // bound the IN list
	for i := 0; i < len(users); i += chunk {
		part := users[i:min(i+chunk, len(users))]
		got, err := tx.SysAnnouncementSend.Query().Where(sysannouncementsend.AnntID(anntID),
			sysannouncementsend.UserIDIn(part...)).Select(sysannouncementsend.FieldUserID).Strings(ctx)
		if err != nil {
			return err
		}
		for _, u := range got {
			have[u] = true
		}
	}
	var rows []*ent.SysAnnouncementSendCreate
	for _, u := range users {
		if !have[u] {
			rows = append(rows, tx.SysAnnouncementSend.Create().SetAnntID(anntID).SetUserID(u).SetReadFlag("0"))
		}
	}
	for i := 0; i < len(rows); i += chunk {
		if err := tx.SysAnnouncementSend.CreateBulk(rows[i:min(i+chunk, len(rows))]...).Exec(ctx); err != nil {
			return fmt.Errorf("announcement sends: %w", err)
		}
	}
	return nil
}

// revoke withdraws a released announcement; the recipients' bells reload.
func (s *Service) revoke(c *echo.Context, q anntQuery) (httpx.Message, error) {
	ctx := c.Request().Context()
	a, err := s.visible(ctx, s.Client, q.ID)
	if err != nil {
		return "", err
	}
	if a.SendStatus != statusReleased {
		return "", httpx.Fail("该系统通知未发布，无需撤销")
	}
	n, err := s.Client.SysAnnouncement.Update().Where(sysannouncement.ID(a.ID), sysannouncement.SendStatus(statusReleased)).
		SetSendStatus(statusRevoked).SetCancelTime(jsontime.Now()).Save(ctx)
	if err != nil {
		return "", err
	}
	if n > 0 {
		users, err := s.sendUsers(ctx, a.ID)
		if err != nil {
			return "", err
		}
		s.Hub.SendUsers(ctx, users, Message{Cmd: "topic", MsgID: a.ID})
	}
	return "该系统通知撤销成功", nil
}

func (s *Service) sendUsers(ctx context.Context, anntID string) ([]string, error) {
	return s.Client.SysAnnouncementSend.Query().Where(sysannouncementsend.AnntID(anntID)).
		Select(sysannouncementsend.FieldUserID).Strings(ctx)
}

// sync is JeecgBoot's syncNotic: after a user reads one or all of his
// notices (我的消息) or an admin revokes one, the bells reload. It answers
// success as 2.4's client expects. The caller's own sockets hear of his
// reading; a notice's recipients hear of it again only from who may
// release or revoke it (a revoked one without its title, as revoke pushes).
func (s *Service) sync(c *echo.Context, q syncQuery) (httpx.Message, error) {
	ctx := c.Request().Context()
	v, _ := viewer.FromContext(ctx)
	id := strings.TrimSpace(q.AnntID)
	if id == "" {
		s.Hub.SendUsers(ctx, []string{v.UserID}, Message{Cmd: "user", MsgTxt: "批量设置已读"})
		return "", nil
	}
	row, err := s.Res.Readable(ctx, s.Client, crud.SysAnnouncement, id)
	if err != nil {
		return "", err
	}
	a, ok := row.(*ent.SysAnnouncement)
	if !ok {
		return "", httpx.Fail("未找到对应实体")
	}
	manages, err := s.manages(ctx)
	if err != nil {
		return "", err
	}
	if !manages || a.SendStatus == statusDraft {
		if a.SendStatus == statusReleased { // a draft's title is nobody's business yet
			s.Hub.SendUsers(ctx, []string{v.UserID}, Message{Cmd: "user", MsgID: a.ID, MsgTxt: a.Titile})
		}
		return "", nil
	}
	users, err := s.sendUsers(ctx, a.ID)
	if err != nil {
		return "", err
	}
	if a.SendStatus == statusRevoked {
		s.Hub.SendUsers(ctx, users, Message{Cmd: "topic", MsgID: a.ID})
	} else {
		s.push(ctx, a, users)
	}
	return "", nil
}

// syncQuery names the announcement read or changed; none: all were read.
type syncQuery struct {
	AnntID string `query:"anntId" doc:"通告 ID（缺省：全部已读）"`
}

// manages tells whether the caller may release or revoke announcements.
func (s *Service) manages(ctx context.Context) (bool, error) {
	for _, code := range []string{ReleaseCode, RevokeCode} {
		if ok, err := s.Can(ctx, code); ok || err != nil {
			return ok, err
		}
	}
	return false, nil
}

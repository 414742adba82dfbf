package notice_test

import (
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// bellHas says whether the bell lists the announcement or message id.
func bellHas(b testenv.Bell, id string) bool {
	for _, l := range [][]map[string]any{b.AnntMsgList, b.SysMsgList} {
		for _, it := range l {
			if it["id"] == id {
				return true
			}
		}
	}
	return false
}

// mySends is the user's 我的消息 (the announcements sent to him), filtered by q.
func mySends(t *testing.T, s *testenv.Server, token string, q url.Values) testenv.Page {
	t.Helper()
	return s.List(t, token, "/sys/sysAnnouncementSend/getMyAnnouncementSend", q)
}

// An admin writes and releases announcements; the recipients' bells and
// sockets follow: chosen users only, read marks, read all, revoke, and the
// HTML is clean.
func TestAnnouncements(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		engID, admID := s.User(t, "engineer").ID, s.User(t, "admin").ID

		// Sockets: only with a live token of the path's user.
		_, res, err := s.DialSocket(t, "/websocket/"+engID, "")
		require.Error(t, err)
		require.Equal(t, http.StatusUnauthorized, res.StatusCode, "no token: refused")
		_, res, err = s.DialSocket(t, "/websocket/"+engID, "deadbeef")
		require.Error(t, err)
		require.Equal(t, http.StatusUnauthorized, res.StatusCode, "dead token: refused")
		_, res, err = s.DialSocket(t, "/websocket/"+admID, eng)
		require.Error(t, err)
		require.Equal(t, http.StatusForbidden, res.StatusCode, "another user's id: refused")
		_, res, err = s.DialSocket(t, "/websocket/"+engID+"?token="+eng, "")
		require.NoError(t, err, "the token may come as a query parameter")
		require.Equal(t, http.StatusSwitchingProtocols, res.StatusCode)
		sock := s.OpenNotices(t, engID, eng)
		admSock := s.OpenNotices(t, admID, adm)

		// A notice for the engineer only, its HTML cleaned.
		id := s.AddAnnouncement(t, adm, map[string]any{
			"titile": "停水通知", "msgCategory": "1", "priority": "H", "msgType": "USER", "userIds": engID,
			"msgContent": `<p>明日停水</p><script>alert(1)</script><img src=x onerror="alert(2)">`,
		})
		var stored struct{ MsgContent, SendStatus, UserIds string }
		r := s.Do(t, "GET", "/sys/annountCement/queryById?id="+id, adm, nil)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &stored)
		require.NotContains(t, stored.MsgContent, "script")
		require.NotContains(t, stored.MsgContent, "onerror")
		require.Contains(t, stored.MsgContent, "明日停水")
		require.Equal(t, "0", stored.SendStatus)
		require.Equal(t, engID+",", stored.UserIds, "JeecgBoot's csv with a trailing comma")
		require.False(t, bellHas(s.Bell(t, eng), id), "not released yet")
		require.Equal(t, "未找到对应数据", s.Do(t, "GET", "/sys/annountCement/queryById?id="+id, eng, nil).Message, "a draft is the admin's")

		// Recipients are checked, and only an admin releases.
		r = s.Do(t, "POST", "/sys/annountCement/add", adm, map[string]any{"titile": "x", "msgCategory": "1", "priority": "L", "msgType": "USER", "userIds": "no-such-user"})
		require.False(t, r.Success)
		require.Contains(t, r.Message, "指定用户")
		require.Equal(t, 510, s.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+id, eng, nil).Code)
		require.Equal(t, 510, s.Do(t, "GET", "/sys/annountCement/list", eng, nil).Code)

		start := time.Now()
		r = s.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+id, adm, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "该系统通知发布成功", r.Message)
		f := sock.Read(t)
		require.Equal(t, map[string]any{"cmd": "user", "msgId": id, "msgTxt": "停水通知"}, f)
		require.Less(t, time.Since(start), 2*time.Second)
		admSock.NoFrame(t, 200*time.Millisecond) // not the admin's

		b := s.Bell(t, eng)
		require.True(t, bellHas(b, id))
		require.Equal(t, 1, b.AnntMsgTotal)
		require.Equal(t, "H", b.AnntMsgList[0]["priority"])
		require.Equal(t, "admin", b.AnntMsgList[0]["sender"])
		require.NotContains(t, b.AnntMsgList[0]["msgContent"], "script")
		require.NotContains(t, b.AnntMsgList[0], "userIds", "recipients are not shown to them")
		require.False(t, bellHas(s.Bell(t, adm), id), "another user does not get it")
		// JeecgBoot's client opens a pushed notice by queryById: its recipient may, nobody else.
		r = s.Do(t, "GET", "/sys/annountCement/queryById?id="+id, eng, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, 510, s.Do(t, "GET", "/sys/annountCement/list", eng, nil).Code, "the list stays the admin's")
		s.NewUser(t, adm, "bystander", "", "")
		zs := s.Token(t, "bystander", "Passw0rd1")
		require.Equal(t, "未找到对应数据", s.Do(t, "GET", "/sys/annountCement/queryById?id="+id, zs, nil).Message)
		require.False(t, s.Do(t, "PUT", "/sys/annountCement/edit", adm, map[string]any{"id": id, "titile": "改"}).Success, "released: no edit")

		// 我的消息 with its filters.
		require.Equal(t, 1, mySends(t, s, eng, url.Values{}).Total)
		require.Equal(t, 1, mySends(t, s, eng, url.Values{"titile": {"停水"}, "readFlag": {"0"}, "msgCategory": {"1"}}).Total)
		require.Equal(t, 0, mySends(t, s, eng, url.Values{"titile": {"停电"}}).Total)
		require.Equal(t, 0, mySends(t, s, eng, url.Values{"readFlag": {"1"}}).Total)
		require.Equal(t, 0, mySends(t, s, adm, url.Values{}).Total)
		require.Equal(t, 1, mySends(t, s, eng, url.Values{"anntId": {id}}).Total)
		rec := mySends(t, s, eng, url.Values{}).Records[0]
		require.Equal(t, id, rec["anntId"])
		require.Equal(t, "停水通知", rec["titile"])

		// Read: it leaves the bell.
		r = s.Do(t, "PUT", "/sys/sysAnnouncementSend/editByAnntIdAndUserId", eng, map[string]any{"anntId": id})
		require.True(t, r.Success, r.Message)
		require.False(t, bellHas(s.Bell(t, eng), id))
		require.Equal(t, 1, mySends(t, s, eng, url.Values{"readFlag": {"1"}}).Total)

		// For everyone: a topic push, on both bells; read all empties the engineer's.
		all := s.AddAnnouncement(t, adm, map[string]any{"titile": "系统升级", "msgCategory": "2", "priority": "M", "msgType": "ALL", "msgContent": "<b>今晚</b>"})
		require.True(t, s.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+all, adm, nil).Success)
		require.Equal(t, map[string]any{"cmd": "topic", "msgId": all, "msgTxt": "系统升级"}, sock.Read(t))
		require.Equal(t, "topic", admSock.Read(t)["cmd"])
		require.True(t, bellHas(s.Bell(t, adm), all))
		require.Equal(t, 1, s.Bell(t, eng).SysMsgTotal)
		r = s.Do(t, "PUT", "/sys/sysAnnouncementSend/readAll", eng, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "全部已读", r.Message)
		require.Equal(t, "topic", sock.Read(t)["cmd"], "the user's other tabs reload")
		b = s.Bell(t, eng)
		require.Zero(t, b.SysMsgTotal+b.AnntMsgTotal)
		require.True(t, bellHas(s.Bell(t, adm), all), "read all is the engineer's only")

		// Revoke takes it off the bells.
		rv := s.AddAnnouncement(t, adm, map[string]any{"titile": "误发", "msgCategory": "1", "priority": "L", "msgType": "ALL"})
		require.True(t, s.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+rv, adm, nil).Success)
		sock.Read(t)
		require.True(t, bellHas(s.Bell(t, eng), rv))
		r = s.Do(t, "GET", "/sys/annountCement/doReovkeData?id="+rv, adm, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "该系统通知撤销成功", r.Message)
		require.Equal(t, "topic", sock.Read(t)["cmd"])
		require.False(t, bellHas(s.Bell(t, eng), rv))
		require.False(t, s.Do(t, "GET", "/sys/annountCement/doReovkeData?id="+rv, adm, nil).Success, "not released any more")
		var listed testenv.Page
		s.Do(t, "GET", "/sys/annountCement/list?sendStatus=2", adm, nil).Decode(t, &listed)
		require.Equal(t, 1, listed.Total)
		require.Equal(t, "已撤销", listed.Records[0]["sendStatus_dictText"])

		// A deleted one is gone from the bell too.
		del := s.AddAnnouncement(t, adm, map[string]any{"titile": "将删除", "msgCategory": "1", "priority": "L", "msgType": "ALL"})
		require.True(t, s.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+del, adm, nil).Success)
		sock.Read(t)
		require.True(t, s.Do(t, "DELETE", "/sys/annountCement/delete?id="+del, adm, nil).Success)
		require.False(t, bellHas(s.Bell(t, eng), del))

		// The socket passes nothing a client sends to anyone.
		admSock.Drain()
		sock.Send(t, `{"cmd":"topic","msgTxt":"<script>"}`)
		admSock.NoFrame(t, 300*time.Millisecond)
	})
}

// The grid socket: a heartbeat is answered, a row update reaches the other
// sockets of the page (rebuilt by the server), never the sender, and only
// a JSON object is passed on.
func TestVxeSocket(t *testing.T) {
	t.Parallel()
	s := testenv.Start(t, testenv.DB{Name: "sqlite"})
	adm := s.Token(t, "admin", seed.DemoAdminPassword)
	own := s.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)
	ownID, admID := s.User(t, seed.DemoOwner).ID, s.User(t, "admin").ID
	page, page2 := s.AcceptancePage(t, "DZYS2-SG03"), s.AcceptancePage(t, "DZYS2-SG02")
	a, b, other := s.OpenGrid(t, admID, adm, page), s.OpenGrid(t, ownID, own, page), s.OpenGrid(t, ownID, own, page2)
	_, res, err := s.DialSocket(t, "/vxeSocket/"+admID+"/"+page, own)
	require.Error(t, err)
	require.Equal(t, http.StatusForbidden, res.StatusCode)

	a.Send(t, `{"type":"update_vxe_table","data":"<script>"}`)
	a.Send(t, `not json`)
	a.Send(t, map[string]any{"type": "update_vxe_table", "data": map[string]any{"socketKey": "k", "args": []any{"row", 1}}})
	got := b.Read(t)
	require.Equal(t, "update_vxe_table", got["type"])
	require.Equal(t, map[string]any{"socketKey": "k", "args": []any{"row", float64(1)}}, got["data"])
	a.NoFrame(t, 200*time.Millisecond)
	other.NoFrame(t, 100*time.Millisecond)
}

// Two servers on one PostgreSQL database: a release on A reaches a socket
// held by B within a second (LISTEN/NOTIFY), and so does a grid update.
func TestNoticesReachOtherInstances(t *testing.T) {
	t.Parallel()
	db := testenv.DB{Name: "postgres", URL: testenv.NewPostgresDB(t)}
	a, b := testenv.Start(t, db), testenv.Start(t, db)
	adm := a.Token(t, "admin", seed.DemoAdminPassword)
	eng := b.Token(t, "engineer", seed.DemoEngineerPassword)
	engID := b.User(t, "engineer").ID
	sock := b.OpenNotices(t, engID, eng)

	id := a.AddAnnouncement(t, adm, map[string]any{"titile": "跨实例", "msgCategory": "1", "priority": "L", "msgType": "USER", "userIds": engID})
	require.True(t, a.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+id, adm, nil).Success)
	require.Equal(t, map[string]any{"cmd": "user", "msgId": id, "msgTxt": "跨实例"}, sock.Read(t))
	require.True(t, bellHas(b.Bell(t, eng), id))

	all := a.AddAnnouncement(t, adm, map[string]any{"titile": "全体", "msgCategory": "2", "priority": "L", "msgType": "ALL"})
	require.True(t, a.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+all, adm, nil).Success)
	require.Equal(t, "topic", sock.Read(t)["cmd"])
	sock.NoFrame(t, 300*time.Millisecond) // delivered once, not echoed back by its own instance

	admID := a.User(t, "admin").ID
	own := b.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)
	page := a.AcceptancePage(t, "DZYS2-SG01")
	ca, _, err := a.DialSocket(t, "/vxeSocket/"+admID+"/"+page, adm)
	require.NoError(t, err)
	cb, _, err := b.DialSocket(t, "/vxeSocket/"+b.User(t, seed.DemoOwner).ID+"/"+page, own)
	require.NoError(t, err)
	va, vb := testenv.Watch(t, ca), testenv.Watch(t, cb)
	for _, f := range []*testenv.Frames{va, vb} {
		f.Send(t, map[string]any{"type": "heart_beat"})
		f.Read(t)
	}
	va.Send(t, map[string]any{"type": "update_vxe_table", "data": map[string]any{"id": "r1"}})
	require.Equal(t, map[string]any{"id": "r1"}, vb.Read(t)["data"])
}

// TestSocketEndsWithSession: a socket whose user logged out or was frozen
// gets no more pushes and is closed; its reconnect is refused.
func TestSocketEndsWithSession(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		engID := s.User(t, "engineer").ID
		sock := s.OpenNotices(t, engID, eng)
		admSock := s.OpenNotices(t, s.User(t, "admin").ID, adm)

		require.True(t, s.Do(t, "POST", "/sys/logout", eng, nil).Success)
		id := s.AddAnnouncement(t, adm, map[string]any{"titile": "全体通知", "msgCategory": "1", "priority": "L", "msgType": "ALL", "msgContent": "x"})
		require.True(t, s.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+id, adm, nil).Success)
		require.Equal(t, "topic", admSock.Read(t)["cmd"], "a live session still gets it")
		select {
		case m, ok := <-sock.C:
			require.False(t, ok, "the logged-out socket is closed, not sent %v", m)
		case <-time.After(2 * time.Second):
			t.Fatal("the logged-out socket stays open")
		}
		_, res, err := s.DialSocket(t, "/websocket/"+engID, eng)
		require.Error(t, err)
		require.Equal(t, http.StatusUnauthorized, res.StatusCode)
	})
}

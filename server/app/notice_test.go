package app_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"
	"github.com/stretchr/testify/require"

	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// dialSocket opens a socket below the API base, the token as the subprotocol
// (as a browser passes it) unless it is empty.
func dialSocket(t *testing.T, s *testenv.Server, path, token string) (*websocket.Conn, *http.Response, error) {
	t.Helper()
	d := websocket.Dialer{HandshakeTimeout: 5 * time.Second}
	if token != "" {
		d.Subprotocols = []string{token}
	}
	c, res, err := d.Dial("ws"+strings.TrimPrefix(s.URL, "http")+path, nil)
	if c != nil {
		t.Cleanup(func() { c.Close() })
	}
	return c, res, err
}

// frames reads a socket's JSON text frames in the background, so a wait
// that times out leaves the connection usable (a gorilla read that timed out
// may not be retried).
type frames struct {
	c   *websocket.Conn
	ch  chan map[string]any
	err error // why reading stopped: set before ch is closed
}

func watch(t *testing.T, c *websocket.Conn) *frames {
	t.Helper()
	f := &frames{c: c, ch: make(chan map[string]any, 16)}
	go func() {
		defer close(f.ch)
		for {
			_, b, err := c.ReadMessage()
			if err != nil {
				f.err = err
				return
			}
			var m map[string]any
			if json.Unmarshal(b, &m) != nil {
				m = map[string]any{"raw": string(b)}
			}
			f.ch <- m
		}
	}()
	return f
}

// send writes v as a JSON frame, or a text frame when v is a string.
func (f *frames) send(t *testing.T, v any) {
	t.Helper()
	if s, ok := v.(string); ok {
		require.NoError(t, f.c.WriteMessage(websocket.TextMessage, []byte(s)))
		return
	}
	require.NoError(t, f.c.WriteJSON(v))
}

// openNotices opens a user's notice socket and waits until the hub holds it
// (the heartbeat is answered).
func openNotices(t *testing.T, s *testenv.Server, userID, token string) *frames {
	t.Helper()
	c, res, err := dialSocket(t, s, "/websocket/"+userID, token)
	require.NoError(t, err)
	require.Equal(t, token, res.Header.Get("Sec-WebSocket-Protocol"), "the subprotocol is echoed")
	f := watch(t, c)
	f.send(t, "HeartBeat")
	require.Equal(t, "heartcheck", readFrame(t, f)["cmd"])
	return f
}

// frameWait bounds the wait for a frame that must come: it returns as soon
// as the frame does, so only a failing run waits it out. A few seconds were
// too few for a grid relay's first permission reads on a loaded CI machine.
const frameWait = 15 * time.Second

// readFrame waits for the next frame.
func readFrame(t *testing.T, f *frames) map[string]any {
	t.Helper()
	select {
	case m, ok := <-f.ch:
		require.True(t, ok, "socket closed")
		return m
	case <-time.After(frameWait):
		t.Fatalf("no frame within %s", frameWait)
	}
	return nil
}

// drain drops the frames that have arrived.
func drain(f *frames) {
	for {
		select {
		case <-f.ch:
		case <-time.After(100 * time.Millisecond):
			return
		}
	}
}

// noFrame asserts nothing arrives within d.
func noFrame(t *testing.T, f *frames, d time.Duration) {
	t.Helper()
	select {
	case m, ok := <-f.ch:
		if ok {
			t.Fatalf("unexpected frame %v", m)
		}
	case <-time.After(d):
	}
}

type bell struct {
	AnntMsgList  []map[string]any `json:"anntMsgList"`
	AnntMsgTotal int              `json:"anntMsgTotal"`
	SysMsgList   []map[string]any `json:"sysMsgList"`
	SysMsgTotal  int              `json:"sysMsgTotal"`
}

func bellOf(t *testing.T, s *testenv.Server, token string) bell {
	t.Helper()
	r := s.Do(t, "GET", "/sys/annountCement/listByUser", token, nil)
	require.True(t, r.Success, r.Message)
	var b bell
	r.Decode(t, &b)
	return b
}

func bellHas(b bell, id string) bool {
	for _, l := range [][]map[string]any{b.AnntMsgList, b.SysMsgList} {
		for _, it := range l {
			if it["id"] == id {
				return true
			}
		}
	}
	return false
}

// addAnnouncement adds one as admin and returns its id.
func addAnnouncement(t *testing.T, s *testenv.Server, token string, body map[string]any) string {
	t.Helper()
	r := s.Do(t, "POST", "/sys/annountCement/add", token, body)
	require.True(t, r.Success, r.Message)
	var row struct{ ID string }
	r.Decode(t, &row)
	require.NotEmpty(t, row.ID)
	return row.ID
}

func mySends(t *testing.T, s *testenv.Server, token string, q url.Values) page {
	t.Helper()
	return listOf(t, s, token, "/sys/sysAnnouncementSend/getMyAnnouncementSend", q)
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
		engID, admID := userRow(t, s, "engineer").ID, userRow(t, s, "admin").ID

		// Sockets: only with a live token of the path's user.
		_, res, err := dialSocket(t, s, "/websocket/"+engID, "")
		require.Error(t, err)
		require.Equal(t, http.StatusUnauthorized, res.StatusCode, "no token: refused")
		_, res, err = dialSocket(t, s, "/websocket/"+engID, "deadbeef")
		require.Error(t, err)
		require.Equal(t, http.StatusUnauthorized, res.StatusCode, "dead token: refused")
		_, res, err = dialSocket(t, s, "/websocket/"+admID, eng)
		require.Error(t, err)
		require.Equal(t, http.StatusForbidden, res.StatusCode, "another user's id: refused")
		_, res, err = dialSocket(t, s, "/websocket/"+engID+"?token="+eng, "")
		require.NoError(t, err, "the token may come as a query parameter")
		require.Equal(t, http.StatusSwitchingProtocols, res.StatusCode)
		sock := openNotices(t, s, engID, eng)
		admSock := openNotices(t, s, admID, adm)

		// A notice for the engineer only, its HTML cleaned.
		id := addAnnouncement(t, s, adm, map[string]any{
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
		require.False(t, bellHas(bellOf(t, s, eng), id), "not released yet")
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
		f := readFrame(t, sock)
		require.Equal(t, map[string]any{"cmd": "user", "msgId": id, "msgTxt": "停水通知"}, f)
		require.Less(t, time.Since(start), 2*time.Second)
		noFrame(t, admSock, 200*time.Millisecond) // not the admin's

		b := bellOf(t, s, eng)
		require.True(t, bellHas(b, id))
		require.Equal(t, 1, b.AnntMsgTotal)
		require.Equal(t, "H", b.AnntMsgList[0]["priority"])
		require.Equal(t, "admin", b.AnntMsgList[0]["sender"])
		require.NotContains(t, b.AnntMsgList[0]["msgContent"], "script")
		require.NotContains(t, b.AnntMsgList[0], "userIds", "recipients are not shown to them")
		require.False(t, bellHas(bellOf(t, s, adm), id), "another user does not get it")
		// JeecgBoot's client opens a pushed notice by queryById: its recipient may, nobody else.
		r = s.Do(t, "GET", "/sys/annountCement/queryById?id="+id, eng, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, 510, s.Do(t, "GET", "/sys/annountCement/list", eng, nil).Code, "the list stays the admin's")
		newUser(t, s, adm, "bystander", "", "")
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
		require.False(t, bellHas(bellOf(t, s, eng), id))
		require.Equal(t, 1, mySends(t, s, eng, url.Values{"readFlag": {"1"}}).Total)

		// For everyone: a topic push, on both bells; read all empties the engineer's.
		all := addAnnouncement(t, s, adm, map[string]any{"titile": "系统升级", "msgCategory": "2", "priority": "M", "msgType": "ALL", "msgContent": "<b>今晚</b>"})
		require.True(t, s.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+all, adm, nil).Success)
		require.Equal(t, map[string]any{"cmd": "topic", "msgId": all, "msgTxt": "系统升级"}, readFrame(t, sock))
		require.Equal(t, "topic", readFrame(t, admSock)["cmd"])
		require.True(t, bellHas(bellOf(t, s, adm), all))
		require.Equal(t, 1, bellOf(t, s, eng).SysMsgTotal)
		r = s.Do(t, "PUT", "/sys/sysAnnouncementSend/readAll", eng, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "全部已读", r.Message)
		require.Equal(t, "topic", readFrame(t, sock)["cmd"], "the user's other tabs reload")
		b = bellOf(t, s, eng)
		require.Zero(t, b.SysMsgTotal+b.AnntMsgTotal)
		require.True(t, bellHas(bellOf(t, s, adm), all), "read all is the engineer's only")

		// Revoke takes it off the bells.
		rv := addAnnouncement(t, s, adm, map[string]any{"titile": "误发", "msgCategory": "1", "priority": "L", "msgType": "ALL"})
		require.True(t, s.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+rv, adm, nil).Success)
		readFrame(t, sock)
		require.True(t, bellHas(bellOf(t, s, eng), rv))
		r = s.Do(t, "GET", "/sys/annountCement/doReovkeData?id="+rv, adm, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "该系统通知撤销成功", r.Message)
		require.Equal(t, "topic", readFrame(t, sock)["cmd"])
		require.False(t, bellHas(bellOf(t, s, eng), rv))
		require.False(t, s.Do(t, "GET", "/sys/annountCement/doReovkeData?id="+rv, adm, nil).Success, "not released any more")
		var listed page
		s.Do(t, "GET", "/sys/annountCement/list?sendStatus=2", adm, nil).Decode(t, &listed)
		require.Equal(t, 1, listed.Total)
		require.Equal(t, "已撤销", listed.Records[0]["sendStatus_dictText"])

		// A deleted one is gone from the bell too.
		del := addAnnouncement(t, s, adm, map[string]any{"titile": "将删除", "msgCategory": "1", "priority": "L", "msgType": "ALL"})
		require.True(t, s.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+del, adm, nil).Success)
		readFrame(t, sock)
		require.True(t, s.Do(t, "DELETE", "/sys/annountCement/delete?id="+del, adm, nil).Success)
		require.False(t, bellHas(bellOf(t, s, eng), del))

		// The socket passes nothing a client sends to anyone.
		drain(admSock)
		sock.send(t, `{"cmd":"topic","msgTxt":"<script>"}`)
		noFrame(t, admSock, 300*time.Millisecond)
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
	ownID, admID := userRow(t, s, seed.DemoOwner).ID, userRow(t, s, "admin").ID
	page, page2 := acceptancePage(t, s, "DZYS2-SG03"), acceptancePage(t, s, "DZYS2-SG02")
	a, b, other := openGrid(t, s, admID, adm, page), openGrid(t, s, ownID, own, page), openGrid(t, s, ownID, own, page2)
	_, res, err := dialSocket(t, s, "/vxeSocket/"+admID+"/"+page, own)
	require.Error(t, err)
	require.Equal(t, http.StatusForbidden, res.StatusCode)

	a.send(t, `{"type":"update_vxe_table","data":"<script>"}`)
	a.send(t, `not json`)
	a.send(t, map[string]any{"type": "update_vxe_table", "data": map[string]any{"socketKey": "k", "args": []any{"row", 1}}})
	got := readFrame(t, b)
	require.Equal(t, "update_vxe_table", got["type"])
	require.Equal(t, map[string]any{"socketKey": "k", "args": []any{"row", float64(1)}}, got["data"])
	noFrame(t, a, 200*time.Millisecond)
	noFrame(t, other, 100*time.Millisecond)
}

// Two servers on one PostgreSQL database: a release on A reaches a socket
// held by B within a second (LISTEN/NOTIFY), and so does a grid update.
func TestNoticesReachOtherInstances(t *testing.T) {
	t.Parallel()
	db := testenv.DB{Name: "postgres", URL: testenv.NewPostgresDB(t)}
	a, b := testenv.Start(t, db), testenv.Start(t, db)
	adm := a.Token(t, "admin", seed.DemoAdminPassword)
	eng := b.Token(t, "engineer", seed.DemoEngineerPassword)
	engID := userRow(t, b, "engineer").ID
	sock := openNotices(t, b, engID, eng)

	id := addAnnouncement(t, a, adm, map[string]any{"titile": "跨实例", "msgCategory": "1", "priority": "L", "msgType": "USER", "userIds": engID})
	require.True(t, a.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+id, adm, nil).Success)
	require.Equal(t, map[string]any{"cmd": "user", "msgId": id, "msgTxt": "跨实例"}, readFrame(t, sock))
	require.True(t, bellHas(bellOf(t, b, eng), id))

	all := addAnnouncement(t, a, adm, map[string]any{"titile": "全体", "msgCategory": "2", "priority": "L", "msgType": "ALL"})
	require.True(t, a.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+all, adm, nil).Success)
	require.Equal(t, "topic", readFrame(t, sock)["cmd"])
	noFrame(t, sock, 300*time.Millisecond) // delivered once, not echoed back by its own instance

	admID := userRow(t, a, "admin").ID
	own := b.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)
	page := acceptancePage(t, a, "DZYS2-SG01")
	ca, _, err := dialSocket(t, a, "/vxeSocket/"+admID+"/"+page, adm)
	require.NoError(t, err)
	cb, _, err := dialSocket(t, b, "/vxeSocket/"+userRow(t, b, seed.DemoOwner).ID+"/"+page, own)
	require.NoError(t, err)
	va, vb := watch(t, ca), watch(t, cb)
	for _, f := range []*frames{va, vb} {
		f.send(t, map[string]any{"type": "heart_beat"})
		readFrame(t, f)
	}
	va.send(t, map[string]any{"type": "update_vxe_table", "data": map[string]any{"id": "r1"}})
	require.Equal(t, map[string]any{"id": "r1"}, readFrame(t, vb)["data"])
}

// TestSocketEndsWithSession: a socket whose user logged out or was frozen
// gets no more pushes and is closed; its reconnect is refused.
func TestSocketEndsWithSession(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		engID := userRow(t, s, "engineer").ID
		sock := openNotices(t, s, engID, eng)
		admSock := openNotices(t, s, userRow(t, s, "admin").ID, adm)

		require.True(t, s.Do(t, "POST", "/sys/logout", eng, nil).Success)
		id := addAnnouncement(t, s, adm, map[string]any{"titile": "全体通知", "msgCategory": "1", "priority": "L", "msgType": "ALL", "msgContent": "x"})
		require.True(t, s.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+id, adm, nil).Success)
		require.Equal(t, "topic", readFrame(t, admSock)["cmd"], "a live session still gets it")
		select {
		case m, ok := <-sock.ch:
			require.False(t, ok, "the logged-out socket is closed, not sent %v", m)
		case <-time.After(2 * time.Second):
			t.Fatal("the logged-out socket stays open")
		}
		_, res, err := dialSocket(t, s, "/websocket/"+engID, eng)
		require.Error(t, err)
		require.Equal(t, http.StatusUnauthorized, res.StatusCode)
	})
}

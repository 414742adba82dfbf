package notice

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gorilla/websocket"
	"github.com/labstack/echo/v5"
	"github.com/olahol/melody"

	"aqueduct/server/auth"
	"aqueduct/server/httpx"
)

// Topic is the bus topic (a PostgreSQL channel) every push travels on, so
// sockets held by any instance get it.
const Topic = "aq_notice"

// maxFrame bounds what a client may send (a vxe row update); a push with it
// still fits in one NOTIFY.
const maxFrame = 6 << 10

// Bus spreads pushes to every instance (cache.Bus); nil keeps them in process.
type Bus interface {
	Subscribe(topic string, fn func(payload string)) error
	Publish(ctx context.Context, topic, payload string) error
}

// Sockets a user, and an address, may hold open at once by default (notice
// and grid sockets together); a new one beyond closes the oldest with
// CloseTooMany. An address is shared by a site office behind NAT, or by
// everybody behind a proxy not listed in AQ_TRUSTED_PROXIES: its cap bounds a
// flood, it must not make colleagues' tabs close each other.
const (
	MaxPerUser    = 16
	MaxPerAddress = 256
)

// CloseTooMany is the close code of a socket pushed out by a newer one of the
// same user or address (1008 policy violation in the private range): the UI
// does not reconnect it, or two tabs would push each other out forever.
const CloseTooMany = 4008

// CloseGoingAway closes the sockets of an instance shutting down (1001): the
// UI reconnects, through the proxy, to an instance still serving.
const CloseGoingAway = websocket.CloseGoingAway

// goingAway is the close frame of a shutdown; its reason stays short (a
// close frame carries at most 123 bytes of it).
var goingAway = melody.FormatCloseMessage(CloseGoingAway, "服务器重启，请重新连接")

// errGoingAway refuses a socket while the instance shuts down, so nothing
// connects during the drain.
var errGoingAway = &httpx.Error{HTTP: http.StatusServiceUnavailable, Code: http.StatusServiceUnavailable, Message: "服务器正在重启，请稍后重新连接"}

// PageCheck tells what the user of ctx (his session and viewer, in the
// socket's tenant) may do with the record behind a grid page: see it as
// queryById would (join, hear) and edit it (push rows). A page that names no
// such record is neither.
type PageCheck func(ctx context.Context, page string) (see, edit bool, err error)

// Hub holds this instance's sockets: /websocket/{userId} for notices and
// /vxeSocket/{userId}/{pageId} for editable grids.
type Hub struct {
	m        *melody.Melody
	bus      Bus
	sessions *auth.Sessions
	log      *slog.Logger
	// pages checks grid pages (SetPageCheck); nil refuses every grid socket.
	pages PageCheck

	// PerUser and PerAddress are the caps in force (MaxPerUser, MaxPerAddress).
	PerUser, PerAddress int

	mu      sync.Mutex
	byUser  map[string][]*melody.Session // open sockets, oldest first
	byAddr  map[string][]*melody.Session
	closing bool // Shutdown began: no new socket
}

// client is what a socket is bound to at the handshake (never what it sends later).
type client struct {
	id      string
	token   string // its session: checked at every push, the socket closes with it
	sess    auth.Session
	user    string
	addr    string
	tenant  int   // the tenant it works in
	tenants []int // the user's tenants (none: not limited)
	vxe     bool
	page    string
}

// ctx is the socket's user acting in its tenant, for permission and data rule checks.
func (c *client) ctx() context.Context {
	s := c.sess
	s.TenantID = c.tenant
	return auth.NewContext(context.Background(), &s)
}

// push is one message for some sockets, as it crosses instances.
type push struct {
	Vxe    bool            `json:"v,omitempty"`
	Tenant int             `json:"t,omitempty"` // 0: any
	Users  []string        `json:"u,omitempty"` // none: any
	Page   string          `json:"p,omitempty"`
	Except string          `json:"x,omitempty"` // the sending socket
	Msg    json.RawMessage `json:"m"`
}

// Message is the notice frame of JeecgBoot's client (WebsocketConst).
type Message struct {
	Cmd    string `json:"cmd"`
	MsgID  string `json:"msgId,omitempty"`
	MsgTxt string `json:"msgTxt,omitempty"`
}

// NewHub starts a hub; bus (may be nil) carries pushes between instances.
func NewHub(sessions *auth.Sessions, bus Bus, log *slog.Logger) (*Hub, error) {
	m := melody.New()
	m.Config.MaxMessageSize = maxFrame
	m.Config.PingPeriod = 25 * time.Second
	m.Config.PongWait = 60 * time.Second
	// A token the client sends cannot be sent by another origin's page, so
	// any origin may connect that way (JeecgBoot's client may be served from
	// elsewhere); serve checks the origin when the cookie authenticates.
	m.Upgrader.CheckOrigin = func(*http.Request) bool { return true }
	h := &Hub{m: m, bus: bus, sessions: sessions, log: log, PerUser: MaxPerUser, PerAddress: MaxPerAddress,
		byUser: map[string][]*melody.Session{}, byAddr: map[string][]*melody.Session{}}
	m.HandleMessage(h.received)
	m.HandleConnect(h.connected)
	m.HandleDisconnect(h.disconnected)
	m.HandleError(func(*melody.Session, error) {}) // closed or slow sockets: nothing to do
	if bus != nil {
		if err := bus.Subscribe(Topic, h.deliverPayload); err != nil {
			m.Close()
			return nil, err
		}
	}
	return h, nil
}

// SetPageCheck installs the check of grid pages (before serving).
func (h *Hub) SetPageCheck(fn PageCheck) { h.pages = fn }

// Close ends every socket.
func (h *Hub) Close() {
	if !h.m.IsClosed() {
		_ = h.m.Close()
	}
}

// Open is the number of sockets open on this instance.
func (h *Hub) Open() int { return h.m.Len() }

// ShuttingDown tells whether Shutdown began.
func (h *Hub) ShuttingDown() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.closing
}

// Shutdown closes every socket with CloseGoingAway and refuses new ones
// (503); it returns once their close frames are out, or with ctx's error.
// http.Server.Shutdown does not wait for sockets (hijacked connections), so
// without it they would drop with no close frame (the browser sees 1005).
func (h *Hub) Shutdown(ctx context.Context) error {
	h.mu.Lock()
	h.closing = true
	var all []*melody.Session
	for _, list := range h.byUser {
		all = append(all, list...)
	}
	h.mu.Unlock()
	// A socket not yet counted closes itself in connected, which sees closing.
	for _, s := range all {
		_ = s.CloseWithMsg(goingAway)
	}
	// A session leaves melody once its close frame is written and its
	// connection closed.
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for h.m.Len() > 0 {
		select {
		case <-ctx.Done():
			return fmt.Errorf("notice: %d sockets still open: %w", h.m.Len(), ctx.Err())
		case <-tick.C:
		}
	}
	return nil
}

// Routes registers the two sockets (anonymous routes: the handshake checks
// the token itself, since a browser socket sends no X-Access-Token).
func (h *Hub) Routes(r *httpx.Routes) {
	r.GET("/websocket/:userId", httpx.Anonymous, h.serve(false)).Doc(httpx.Doc{Summary: "消息推送 WebSocket（会话令牌或会话 Cookie）",
		Raw: "升级为 WebSocket 连接"})
	r.GET("/vxeSocket/:userId/:pageId", httpx.Anonymous, h.serve(true)).Doc(httpx.Doc{Summary: "表格协同 WebSocket",
		Raw: "升级为 WebSocket 连接"})
}

var pageIDPattern = regexp.MustCompile(`^[A-Za-z0-9_.:-]{1,100}$`)

// errNotYours refuses a socket for another user's id.
var errNotYours = &httpx.Error{HTTP: http.StatusForbidden, Code: http.StatusForbidden, Message: "无权建立该连接"}

// serve authenticates the handshake by the session token — the subprotocol
// (echoed back, as browsers require) or a token query parameter — and binds
// the socket to the token's user, tenant and page.
func (h *Hub) serve(vxe bool) echo.HandlerFunc {
	return func(c *echo.Context) error {
		if h.ShuttingDown() {
			return errGoingAway
		}
		req := c.Request()
		token, fromProtocol := "", false
		if ps := websocket.Subprotocols(req); len(ps) > 0 {
			token, fromProtocol = ps[0], true
		} else {
			token = strings.TrimSpace(req.URL.Query().Get("token"))
		}
		if ck, err := req.Cookie(auth.SocketCookie); token == "" && err == nil {
			// JeecgBoot 2.4's client: the login's cookie, from this origin only.
			if !sameOrigin(req) {
				return errNotYours
			}
			token = ck.Value
		}
		if token == "" {
			return httpx.ErrTokenDead
		}
		sess, err := h.sessions.Resolve(req.Context(), token)
		if err != nil {
			return err
		}
		if sess.MustChangePassword || c.Param("userId") != sess.User.ID {
			return errNotYours
		}
		cl := &client{id: randomID(), token: token, sess: *sess, user: sess.User.ID, addr: c.RealIP(),
			tenants: auth.UserTenants(sess.User), vxe: vxe}
		if len(cl.tenants) > 0 {
			cl.tenant = cl.tenants[0]
		}
		if raw := req.URL.Query().Get("tenantId"); raw != "" && raw != "0" {
			t, err := strconv.Atoi(raw)
			if err != nil || !slices.Contains(cl.tenants, t) {
				return errNotYours
			}
			cl.tenant = t
		}
		if vxe {
			cl.page = c.Param("pageId")
			if !pageIDPattern.MatchString(cl.page) {
				return httpx.Fail("页面标识不正确")
			}
			// Only who may see the record joins its page (and so hears its rows).
			if see, _, err := h.checkPage(cl); err != nil {
				return err
			} else if !see {
				return errNotYours
			}
		}
		if fromProtocol {
			c.Response().Header().Set("Sec-WebSocket-Protocol", token)
		}
		// An upgrade that fails has answered already (400 for a plain GET).
		_ = h.m.HandleRequestWithKeys(c.Response(), req, map[string]any{"c": cl})
		return nil
	}
}

// sameOrigin tells whether the handshake comes from a page of the host it
// reached (as the browser names it in Origin; a proxy's X-Forwarded-Host
// when it set one).
func sameOrigin(req *http.Request) bool {
	origin := req.Header.Get("Origin")
	if origin == "" {
		return false
	}
	u, err := url.Parse(origin)
	if err != nil {
		return false
	}
	host := req.Host
	if fwd := req.Header.Get("X-Forwarded-Host"); fwd != "" {
		host = strings.TrimSpace(strings.Split(fwd, ",")[0])
	}
	return strings.EqualFold(u.Host, host)
}

// checkPage asks what the socket's user may do with its page's record now.
func (h *Hub) checkPage(c *client) (see, edit bool, err error) {
	if h.pages == nil {
		return false, false, nil
	}
	return h.pages(c.ctx(), c.page)
}

// connected counts a new socket against its user's and address's caps,
// closing the oldest beyond them.
func (h *Hub) connected(s *melody.Session) {
	c := clientOf(s)
	if c == nil {
		return
	}
	h.mu.Lock()
	if h.closing { // upgraded while Shutdown began: it missed this one
		h.mu.Unlock()
		_ = s.CloseWithMsg(goingAway)
		return
	}
	h.byUser[c.user] = append(h.byUser[c.user], s)
	h.byAddr[c.addr] = append(h.byAddr[c.addr], s)
	var out []*melody.Session
	for {
		var old *melody.Session
		if u := h.byUser[c.user]; len(u) > h.PerUser {
			old = u[0]
		} else if a := h.byAddr[c.addr]; len(a) > h.PerAddress {
			old = a[0]
		} else {
			break
		}
		h.forget(old)
		out = append(out, old)
	}
	h.mu.Unlock()
	for _, old := range out {
		_ = old.CloseWithMsg(melody.FormatCloseMessage(CloseTooMany, "连接过多，已关闭最早的连接"))
	}
}

func (h *Hub) disconnected(s *melody.Session) {
	h.mu.Lock()
	h.forget(s)
	h.mu.Unlock()
}

// forget drops a socket from the counts (h.mu held); once is enough.
func (h *Hub) forget(s *melody.Session) {
	c := clientOf(s)
	if c == nil {
		return
	}
	drop := func(m map[string][]*melody.Session, k string) {
		list := slices.DeleteFunc(m[k], func(x *melody.Session) bool { return x == s })
		if len(list) == 0 {
			delete(m, k)
		} else {
			m[k] = list
		}
	}
	drop(h.byUser, c.user)
	drop(h.byAddr, c.addr)
}

func randomID() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func clientOf(s *melody.Session) *client {
	v, _ := s.Get("c")
	c, _ := v.(*client)
	return c
}

var (
	heartReply = mustJSON(Message{Cmd: "heartcheck", MsgTxt: "心跳响应"})
	vxeBeat    = mustJSON(map[string]any{"type": "heart_beat", "data": true})
)

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// received answers heartbeats privately and relays a grid's row update, as
// JSON the server builds, to the other sockets on the same page and tenant.
// Nothing else a client sends goes anywhere.
func (h *Hub) received(s *melody.Session, msg []byte) {
	c := clientOf(s)
	if c == nil {
		return
	}
	if !h.sessions.Alive(context.Background(), c.token) {
		_ = s.Close()
		return
	}
	if !c.vxe {
		if t := strings.TrimSpace(string(msg)); t == "HeartBeat" || t == "ping" || t == "heartcheck" {
			_ = s.Write(heartReply)
		}
		return
	}
	var in struct {
		Type string          `json:"type"`
		Data json.RawMessage `json:"data"`
	}
	if json.Unmarshal(msg, &in) != nil {
		return
	}
	switch in.Type {
	case "heart_beat":
		_ = s.Write(vxeBeat)
	case "update_vxe_table":
		var data map[string]any
		if json.Unmarshal(in.Data, &data) != nil || data == nil {
			return // only an object is passed on
		}
		// Only who may edit the record (now: rights change) pushes its rows.
		if _, edit, err := h.checkPage(c); err != nil || !edit {
			if err != nil {
				h.log.Warn("notice: grid page check", "err", err)
			}
			return
		}
		out, err := json.Marshal(map[string]any{"type": "update_vxe_table", "data": data})
		if err != nil {
			return
		}
		h.publish(context.Background(), push{Vxe: true, Tenant: c.tenant, Page: c.page, Except: c.id, Msg: out})
	}
}

// SendUsers pushes msg to the notice sockets of these users.
func (h *Hub) SendUsers(ctx context.Context, users []string, msg Message) {
	if len(users) == 0 {
		return
	}
	b := mustJSON(msg)
	// One NOTIFY holds about 8000 bytes: a long list of users goes in parts.
	const perPush = 150
	for len(users) > 0 {
		n := min(perPush, len(users))
		h.publish(ctx, push{Users: users[:n], Msg: b})
		users = users[n:]
	}
}

// SendTenant pushes msg to the notice sockets of every user of tenant (0: all).
func (h *Hub) SendTenant(ctx context.Context, tenant int, msg Message) {
	h.publish(ctx, push{Tenant: tenant, Msg: mustJSON(msg)})
}

func (h *Hub) publish(ctx context.Context, p push) {
	if h.bus == nil {
		h.deliver(p)
		return
	}
	b, err := json.Marshal(p)
	if err == nil {
		err = h.bus.Publish(ctx, Topic, string(b))
	}
	if err != nil {
		h.log.Warn("notice: push not spread", "err", err)
	}
}

func (h *Hub) deliverPayload(payload string) {
	var p push
	if err := json.Unmarshal([]byte(payload), &p); err != nil {
		h.log.Warn("notice: bad push", "err", err)
		return
	}
	h.deliver(p)
}

// deliver writes a push to the matching sockets of this instance.
func (h *Hub) deliver(p push) {
	if h.m.IsClosed() {
		return
	}
	if p.Vxe {
		h.deliverGrid(p)
		return
	}
	_ = h.m.BroadcastFilter(p.Msg, func(s *melody.Session) bool {
		c := clientOf(s)
		if c == nil || c.vxe || c.id == p.Except {
			return false
		}
		if len(p.Users) > 0 && !slices.Contains(p.Users, c.user) {
			return false
		}
		if p.Tenant != 0 && !slices.Contains(c.tenants, p.Tenant) {
			return false
		}
		return h.alive(s, c)
	})
}

// alive tells whether the socket's session stands. A socket whose session
// ended (logout, freeze, password reset) gets nothing more and is closed;
// the browser's reconnect is then refused.
func (h *Hub) alive(s *melody.Session, c *client) bool {
	if !h.sessions.Alive(context.Background(), c.token) {
		go func() { _ = s.Close() }()
		return false
	}
	return true
}

// deliverGrid writes a row update to the other sockets of its page and
// tenant whose users may still see the record (checked here, outside
// melody's broadcast loop, since it reads the database).
func (h *Hub) deliverGrid(p push) {
	all, err := h.m.Sessions()
	if err != nil {
		return
	}
	for _, s := range all {
		c := clientOf(s)
		if c == nil || !c.vxe || c.id == p.Except || c.page != p.Page || c.tenant != p.Tenant || !h.alive(s, c) {
			continue
		}
		see, _, err := h.checkPage(c)
		if err != nil {
			h.log.Warn("notice: grid page check", "err", err)
		}
		if see {
			_ = s.Write(p.Msg)
		}
	}
}

package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/syssession"
	"aqueduct/ent/sysuser"
	"aqueduct/server/cache"
	"aqueduct/server/db"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/viewer"
)

// SessionTTL is how long a session lives (the seed's 7 days).
const SessionTTL = 7 * 24 * time.Hour

// Session is the live session of a request.
type Session struct {
	ID       string // hash of the token
	Token    string
	User     *ent.SysUser
	TenantID int
	// MustChangePassword: the login's password broke the rule; the session may
	// only change it (see PasswordChangeOnly).
	MustChangePassword bool
}

// Sessions stores sessions in the database, so a logout, password change or
// freeze ends a session on every instance at once.
type Sessions struct {
	client *ent.Client
	clock  atomic.Pointer[func() time.Time]
	// Idle ends a session unused this long (AQ_SESSION_IDLE); 0 means no limit.
	Idle time.Duration
	// BasePath is the API prefix, to recognise routes in the middleware.
	BasePath string
	cache    *cache.Map[*liveSession]
	// departs and tenants are the whole (small) tables a login answers
	// from: all departments by id, all tenants. nil without a cache bus.
	departs *cache.Map[map[string]*ent.SysDepart]
	tenants *cache.Map[[]*ent.SysTenant]
}

// NewSessions returns the session store.
func NewSessions(client *ent.Client) *Sessions {
	return &Sessions{client: client}
}

// SetClock replaces the clock (tests); nil restores time.Now.
func (s *Sessions) SetClock(now func() time.Time) {
	if now == nil {
		s.clock.Store(nil)
		return
	}
	s.clock.Store(&now)
}

func (s *Sessions) now() time.Time {
	if f := s.clock.Load(); f != nil {
		return (*f)()
	}
	return time.Now()
}

// Create opens a session for u and returns its token. mustChange limits the
// session to changing the password.
func (s *Sessions) Create(ctx context.Context, u *ent.SysUser, ip, userAgent string, mustChange bool) (string, error) {
	return s.create(ctx, s.client, u, ip, userAgent, mustChange)
}

// create is Create through client, a transaction's or the store's.
func (s *Sessions) create(ctx context.Context, client *ent.Client, u *ent.SysUser, ip, userAgent string, mustChange bool) (string, error) {
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		return "", err
	}
	token := hex.EncodeToString(buf)
	err := client.SysSession.Create().
		SetID(tokenHash(token)).
		SetUserID(u.ID).
		SetUsername(u.Username).
		SetIP(trim(ip, 100)).
		SetUserAgent(trim(userAgent, 500)).
		SetLastSeen(jsontime.Time(s.now().UTC())).
		SetExpiresAt(jsontime.Time(s.now().Add(SessionTTL).UTC())).
		SetMustChangePassword(mustChange).
		Exec(viewer.System(ctx))
	return token, err
}

// Resolve returns the live session of token, or ErrTokenDead.
func (s *Sessions) Resolve(ctx context.Context, token string) (*Session, error) {
	if token == "" || len(token) > 200 {
		return nil, httpx.ErrTokenDead
	}
	id, now := tokenHash(token), s.now()
	live, err := s.live(ctx, id, false)
	if err == nil && s.Idle > 0 && now.Sub(live.seen()) >= s.Idle {
		// Idle here, maybe not on another instance: ask the database.
		live, err = s.live(ctx, id, true)
	}
	if err != nil {
		return nil, err
	}
	row, u := live.row, live.user
	if !now.Before(time.Time(row.ExpiresAt)) || (s.Idle > 0 && now.Sub(live.seen()) >= s.Idle) || u.Status != 1 {
		return nil, httpx.ErrTokenDead
	}
	// Note activity at most once a minute (sooner only for a tiny idle limit):
	// the write is not worth more, and the idle limit is only that precise.
	every := time.Minute
	if s.Idle > 0 {
		every = min(every, s.Idle/4)
	}
	// One request writes it: the one that moves the cached time on.
	if prev := live.lastSeen.Load(); now.Sub(time.Unix(0, prev)) > every && live.lastSeen.CompareAndSwap(prev, now.UnixNano()) {
		_ = s.client.SysSession.UpdateOneID(row.ID).SetLastSeen(jsontime.Time(now.UTC())).Exec(viewer.System(ctx))
	}
	return &Session{ID: row.ID, Token: token, User: u, MustChangePassword: row.MustChangePassword}, nil
}

// Alive reports whether token's session still stands (not revoked, expired,
// idle or frozen) without counting as activity: a socket held open is not a
// user at work, but must not outlive his logout.
func (s *Sessions) Alive(ctx context.Context, token string) bool {
	if token == "" || len(token) > 200 {
		return false
	}
	id, now := tokenHash(token), s.now()
	live, err := s.live(ctx, id, false)
	if err == nil && s.Idle > 0 && now.Sub(live.seen()) >= s.Idle {
		live, err = s.live(ctx, id, true) // maybe busy on another instance
	}
	return err == nil && now.Before(time.Time(live.row.ExpiresAt)) && live.user.Status == 1 &&
		(s.Idle <= 0 || now.Sub(live.seen()) < s.Idle)
}

// liveSession is a session row and its user as the cache keeps them; the
// activity time moves on without a reload.
type liveSession struct {
	row      *ent.SysSession
	user     *ent.SysUser
	lastSeen atomic.Int64
}

func (l *liveSession) seen() time.Time { return time.Unix(0, l.lastSeen.Load()) }

// live reads an unrevoked session and its user, from the cache unless fresh.
func (s *Sessions) live(ctx context.Context, id string, fresh bool) (*liveSession, error) {
	load := func() (*liveSession, error) {
		sctx := viewer.System(ctx)
		row, err := s.client.SysSession.Query().Where(syssession.ID(id), syssession.RevokedAtIsNil()).Only(sctx)
		if ent.IsNotFound(err) {
			return nil, httpx.ErrTokenDead
		}
		if err != nil {
			return nil, err
		}
		u, err := s.client.SysUser.Query().Where(sysuser.ID(row.UserID)).Only(sctx)
		if ent.IsNotFound(err) {
			return nil, httpx.ErrTokenDead
		}
		if err != nil {
			return nil, err
		}
		l := &liveSession{row: row, user: u}
		l.lastSeen.Store(time.Time(row.LastSeen).UnixNano())
		return l, nil
	}
	if s.cache == nil {
		return load()
	}
	if fresh {
		s.cache.Delete(id)
	}
	return s.cache.Get(id, load)
}

// UseCache keeps live sessions in memory, dropped when sessions or users
// change, and the departments and tenants logins answer with, dropped when
// those tables change.
func (s *Sessions) UseCache(bus *cache.Bus) {
	s.cache = cache.NewMap[*liveSession](bus, 10000, "SysSession", "SysUser")
	s.departs = cache.NewMap[map[string]*ent.SysDepart](bus, 1, "SysDepart")
	s.tenants = cache.NewMap[[]*ent.SysTenant](bus, 1, "SysTenant")
}

// Revoke ends the session of token.
func (s *Sessions) Revoke(ctx context.Context, token string) (bool, error) {
	n, err := s.client.SysSession.Update().
		Where(syssession.ID(tokenHash(token)), syssession.RevokedAtIsNil()).
		SetRevokedAt(jsontime.Time(s.now().UTC())).
		Save(viewer.System(ctx))
	return n > 0, err
}

// RevokeUser ends every session of the user.
func (s *Sessions) RevokeUser(ctx context.Context, userID string) error {
	_, err := s.client.SysSession.Update().
		Where(syssession.UserID(userID), syssession.RevokedAtIsNil()).
		SetRevokedAt(jsontime.Time(s.now().UTC())).
		Save(viewer.System(ctx))
	return err
}

func tokenHash(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

func trim(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// ErrMustChangePassword answers a session opened with a weak password on any
// route but the few the change-password screen needs (code 510, like a
// missing permission, so clients show the message and stay logged in).
var ErrMustChangePassword = &httpx.Error{HTTP: 200, Code: httpx.CodeNoAuthz, Message: "请先修改密码"}

// PasswordChangeOnly reports whether a session that must change its password
// may call path (below the base path): the change itself, logout, logging in
// again, and the read-only calls of the login flow and the navigation page.
func PasswordChangeOnly(path string) bool {
	switch path {
	case "/sys/user/updatePassword", "/sys/logout", "/sys/login", "/sys/phoneLogin",
		"/sys/permission/getUserPermissionByToken", "/sys/selectDepart", "/sys/tenant/queryList",
		"/sys/user/getCurrentUserDeparts", "/sys/dict/queryAllDictItems":
		return true
	}
	return strings.HasPrefix(path, "/sys/dict/getDictItems/") || strings.HasPrefix(path, "/sys/randomImage/")
}

type sessionKey struct{}

// FromContext returns the session of a request, if it has one.
func FromContext(ctx context.Context) (*Session, bool) {
	s, ok := ctx.Value(sessionKey{}).(*Session)
	return s, ok
}

// TokenOf reads the request's token header.
func TokenOf(c *echo.Context) string {
	return strings.TrimSpace(c.Request().Header.Get("X-Access-Token"))
}

// TenantHeader reads the tenant header in both spellings (tenant_id, tenant-id).
func TenantHeader(c *echo.Context) (int, bool) {
	h := c.Request().Header
	raw := h.Get("Tenant-Id")
	// Go keeps the underscore spelling as "Tenant_id" (nginx may drop it).
	if v := h.Values("Tenant_id"); len(v) > 0 {
		raw = v[0]
	}
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return 0, true
	}
	n, err := strconv.Atoi(raw)
	if err != nil || n < 0 {
		return 0, false
	}
	return n, true
}

// UserTenants parses the user's rel_tenant_ids.
func UserTenants(u *ent.SysUser) []int {
	var out []int
	for _, p := range strings.Split(u.RelTenantIds, ",") {
		if n, err := strconv.Atoi(strings.TrimSpace(p)); err == nil && n > 0 {
			out = append(out, n)
		}
	}
	return out
}

// Middleware attaches the session and viewer of a request that carries a live
// token. It never refuses: each route's guard decides what it needs.
func (s *Sessions) Middleware() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c *echo.Context) error {
			token := TokenOf(c)
			if token == "" {
				return next(c)
			}
			sess, err := s.Resolve(c.Request().Context(), token)
			if err != nil {
				if err == httpx.ErrTokenDead {
					return next(c)
				}
				return err
			}
			if sess.MustChangePassword && !PasswordChangeOnly(strings.TrimPrefix(c.Request().URL.Path, s.BasePath)) {
				return ErrMustChangePassword
			}
			tenant, ok := TenantHeader(c)
			if !ok {
				return httpx.Fail("租户参数不正确")
			}
			allowed := UserTenants(sess.User)
			switch {
			case tenant == 0 && len(allowed) > 0:
				tenant = allowed[0]
			case tenant != 0 && !slices.Contains(allowed, tenant):
				return &httpx.Error{HTTP: 401, Code: httpx.CodeToken, Message: "用户租户信息变更,请重新登陆!"}
			}
			sess.TenantID = tenant
			// db.Queued: the request's reads wait their turn, first come first served.
			c.SetRequest(c.Request().WithContext(NewContext(db.Queued(c.Request().Context()), sess)))
			return next(c)
		}
	}
}

// NewContext returns ctx acting as sess's user in sess.TenantID, as a
// request of that session sees it (session and viewer): for checks made
// outside a request (a socket) or for another user (a delegatee's rights).
func NewContext(ctx context.Context, sess *Session) context.Context {
	ctx = context.WithValue(ctx, sessionKey{}, sess)
	return viewer.NewContext(ctx, viewer.Viewer{
		UserID: sess.User.ID, Username: sess.User.Username, Realname: sess.User.Realname,
		OrgCode: sess.User.OrgCode, TenantID: sess.TenantID,
	})
}

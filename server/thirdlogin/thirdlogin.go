// Package thirdlogin signs users in through the third-party logins the
// admins configure (第三方登录: OpenID Connect, GitHub's OAuth 2), in
// JeecgBoot 2.4's shapes: the login page opens /sys/thirdLogin/render/{code}
// in a window, the provider comes back to /sys/thirdLogin/{code}/callback,
// whose page hands the opener a one-time ticket it trades at
// getLoginUser/{ticket}/{code} for the session. An account the provider
// knows but no user is bound to is bound by the user's password or a login
// SMS code, or, when the provider allows it, gets a new user. With single
// sign-on (单点登录) the login page sends the whole page, which comes back
// to the page with ?ticket= traded at /sys/cas/client/validateLogin.
//
// Every value handed out is random, single use and short-lived, and only
// its hash is kept (sys_login_ticket); the session token never travels in
// an address or a message to another window.
package thirdlogin

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/labstack/echo/v5"
	"golang.org/x/oauth2"

	"aqueduct/ent"
	"aqueduct/ent/sysloginprovider"
	"aqueduct/ent/systhirdaccount"
	"aqueduct/ent/sysuser"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/passwords"
	"aqueduct/server/secretbox"
	"aqueduct/server/softdelete"
	"aqueduct/server/viewer"
)

// Messages the login page shows.
const (
	MsgFailed     = "登录失败"
	MsgNotEnabled = "未启用该第三方登录"
	MsgExpired    = "第三方登录已过期，请重新登录"
	MsgNoCreate   = "该第三方登录不允许自动创建账号，请绑定已有账号"
	MsgBadService = "单点登录的返回地址无效"
)

// Starts bounds the sign-ins an address starts.
var Starts = auth.Rate{Window: 10 * time.Minute, PerAddr: 60}

// Timeout bounds each call to a provider.
const Timeout = 10 * time.Second

// Service runs the third-party sign-in.
type Service struct {
	Client   *ent.Client
	Auth     *auth.Service
	Res      *crud.Service
	BasePath string // AQ_BASE_PATH: the callback address is under it
	Log      *slog.Logger
	// HTTP calls the providers (a test's own transport may stand in).
	HTTP *http.Client

	box       *secretbox.Box
	discovery discovery
}

// New keys the client-secret cipher from the server secret.
func New(client *ent.Client, a *auth.Service, res *crud.Service, basePath, secret string, log *slog.Logger) (*Service, error) {
	box, err := secretbox.New(secret, "aqueduct login provider secret")
	if err != nil {
		return nil, err
	}
	return &Service{Client: client, Auth: a, Res: res, BasePath: basePath, Log: log,
		HTTP: &http.Client{Timeout: Timeout}, box: box}, nil
}

// Install puts the provider rules on the generated resource.
func (s *Service) Install() { s.installHooks(s.Res) }

// Routes registers the sign-in endpoints; every one is anonymous, as the
// caller has no session yet.
func (s *Service) Routes(r *httpx.Routes) {
	r.GET("/sys/thirdLogin/providers", httpx.Anonymous, s.providers).Doc(httpx.Doc{Summary: "登录页可用的第三方登录与单点登录"})
	r.GET("/sys/thirdLogin/render/:source", httpx.Anonymous, s.render).Doc(httpx.Doc{Summary: "跳转到第三方登录（OAuth 2 / OIDC 授权页）"})
	r.GET("/sys/thirdLogin/:source/callback", httpx.Anonymous, s.callback).Doc(httpx.Doc{Summary: "第三方登录回调（换取一次性票据）"})
	r.GET("/sys/thirdLogin/getLoginUser/:token/:thirdType", httpx.Anonymous, s.getLoginUser).Doc(httpx.Doc{Summary: "以一次性票据换取登录会话"})
	r.POST("/sys/thirdLogin/user/create", httpx.Anonymous, s.createUser).Doc(httpx.Doc{Summary: "为未绑定的第三方账号创建用户（按管理员设置）"})
	r.POST("/sys/thirdLogin/user/checkPassword", httpx.Anonymous, s.checkPassword).Doc(httpx.Doc{Summary: "以本系统用户的密码绑定第三方账号"})
	r.POST("/sys/thirdLogin/bindingThirdPhone", httpx.Anonymous, s.bindPhone).Doc(httpx.Doc{Summary: "以手机短信验证码绑定第三方账号"})
	r.GET("/sys/cas/client/validateLogin", httpx.Anonymous, s.validateLogin).Doc(httpx.Doc{Summary: "单点登录（CAS 兼容）：校验票据并登录"})
	r.GET("/sys/thirdLogin/logout/:source", httpx.Anonymous, s.logout).Doc(httpx.Doc{Summary: "第三方登录的退出地址"})
}

// Provider is an enabled third-party login as the login page shows it.
type Provider struct {
	Code string `json:"code"`
	Name string `json:"name"`
	Kind string `json:"kind"`
	SSO  bool   `json:"sso"` // the login page goes there at once
}

// providers lists the enabled third-party logins, in their order.
func (s *Service) providers(c *echo.Context) error {
	rows, err := s.Client.SysLoginProvider.Query().Where(sysloginprovider.Status(1)).
		Order(ent.Asc(sysloginprovider.FieldSortNo), ent.Asc(sysloginprovider.FieldCode)).All(viewer.System(c.Request().Context()))
	if err != nil {
		return err
	}
	out := make([]Provider, 0, len(rows))
	for _, p := range rows {
		out = append(out, Provider{Code: p.Code, Name: p.Name, Kind: p.Kind, SSO: p.SSO == 1})
	}
	return httpx.OK(c, out)
}

// ctxProvider keeps, in the request, the code of the provider the sign-in
// is known to be for: the result page names it, never the path's text.
const ctxProvider = "thirdlogin.provider"

// enabled loads an enabled provider by code.
func (s *Service) enabled(ctx context.Context, code string) (*ent.SysLoginProvider, error) {
	p, err := s.Client.SysLoginProvider.Query().Where(sysloginprovider.Code(code), sysloginprovider.Status(1)).
		Only(viewer.System(ctx))
	if ent.IsNotFound(err) {
		return nil, httpx.Fail(MsgNotEnabled)
	}
	return p, err
}

// signInOf prepares a provider's sign-in with this server's callback address.
func (s *Service) signInOf(c *echo.Context, p *ent.SysLoginProvider) (*signIn, error) {
	secret := ""
	if p.ClientSecret != "" {
		var err error
		if secret, err = s.box.Open(p.ClientSecret); err != nil {
			return nil, httpx.Fail("第三方登录的密钥无法解密（服务器密钥已更换？），请管理员重新输入 Client Secret")
		}
	}
	return s.prepare(s.httpContext(c.Request().Context()), p, secret, s.origin(c)+s.BasePath+"/sys/thirdLogin/"+p.Code+"/callback")
}

// httpContext carries the provider client for oauth2 and go-oidc.
func (s *Service) httpContext(ctx context.Context) context.Context {
	return context.WithValue(ctx, oauth2.HTTPClient, s.HTTP)
}

// origin is this server's scheme and host as the browser reached it (behind
// a proxy: its X-Forwarded-Proto and Host).
func (s *Service) origin(c *echo.Context) string {
	return c.Scheme() + "://" + c.Request().Host
}

// state is what a sign-in sent to the provider needs when it comes back.
type state struct {
	Verifier string `json:"verifier"` // PKCE
	Nonce    string `json:"nonce"`
	Service  string `json:"service,omitempty"` // single sign-on: the page to come back to
}

// render sends the browser to the provider. With ?service= (single
// sign-on) the result goes back to that page of this server, else to the
// window that opened this one.
func (s *Service) render(c *echo.Context) error {
	ctx := c.Request().Context()
	service := c.QueryParam("service")
	if service != "" && !s.ownPage(c, service) {
		return s.finish(c, "", MsgBadService)
	}
	// Each start keeps a state row: an address starts a bounded number.
	if err := s.Auth.Limiter.Allow(ctx, "third", "", c.RealIP(), Starts); err != nil {
		return s.finish(c, service, err)
	}
	p, err := s.enabled(ctx, c.Param("source"))
	if err != nil {
		return s.finish(c, service, err)
	}
	c.Set(ctxProvider, p.Code)
	in, err := s.signInOf(c, p)
	if err != nil {
		return s.finish(c, service, err)
	}
	st := state{Verifier: oauth2.GenerateVerifier(), Nonce: randomValue(), Service: service}
	value, err := s.put(ctx, kindState, p.Code, st)
	if err != nil {
		return s.finish(c, service, err)
	}
	return c.Redirect(http.StatusFound, in.authURL(value, st.Verifier, st.Nonce))
}

// logout answers where the browser ends its session at the provider after
// our logout ({url}; none when the provider has no end-session endpoint: an
// OIDC provider's end_session_endpoint, OpenID Connect RP-Initiated
// Logout), coming back to ?redirect= — a page of this server only. It holds
// nothing secret, so it needs no session (ours has just ended).
func (s *Service) logout(c *echo.Context) error {
	ctx := c.Request().Context()
	redirect := c.QueryParam("redirect")
	if redirect != "" && !s.ownPage(c, redirect) {
		return httpx.Fail(MsgBadService)
	}
	p, err := s.enabled(ctx, c.Param("source"))
	if err != nil {
		return err
	}
	end, err := s.endSession(ctx, p)
	if err != nil {
		return err
	}
	if end == nil {
		return httpx.OK(c, nil)
	}
	q := end.Query()
	q.Set("client_id", p.ClientID) // in place of an ID token we do not keep
	if redirect != "" {
		q.Set("post_logout_redirect_uri", redirect)
	}
	end.RawQuery = q.Encode()
	return httpx.OK(c, map[string]string{"url": end.String()})
}

// endSession is the provider's end-session endpoint, nil when it has none.
func (s *Service) endSession(ctx context.Context, p *ent.SysLoginProvider) (*url.URL, error) {
	if p.Kind != KindOIDC {
		return nil, nil
	}
	op, err := s.discovery.get(s.httpContext(ctx), p.Issuer)
	if err != nil {
		return nil, httpx.Wrap(err, MsgFailed)
	}
	var meta struct {
		EndSession string `json:"end_session_endpoint"`
	}
	if err := op.Claims(&meta); err != nil || meta.EndSession == "" {
		return nil, nil //nolint:nilerr // a provider that names none has none
	}
	u, err := url.Parse(meta.EndSession)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") {
		return nil, nil //nolint:nilerr // not an address to send a browser to
	}
	return u, nil
}

// ownPage tells whether service is an address of this server's pages: single
// sign-on sends a ticket there, so never to another host.
func (s *Service) ownPage(c *echo.Context, service string) bool {
	u, err := url.Parse(service)
	if err != nil || len(service) > 2000 || u.User != nil || u.Fragment != "" {
		return false
	}
	o, _ := url.Parse(s.origin(c))
	return u.Scheme == o.Scheme && u.Host == o.Host && strings.HasPrefix(u.Path, "/")
}

// bind is a provider's account no user is bound to yet.
type bind struct {
	identity
	Service string `json:"service,omitempty"`
}

// ticket opens the session of a user proved by a provider.
type ticket struct {
	UserID  string `json:"userId"`
	Service string `json:"service,omitempty"`
}

// callback reads who signed in at the provider: a bound user gets a ticket;
// an unbound account is bound (or, where the provider allows, gets a new
// user of its own).
func (s *Service) callback(c *echo.Context) error {
	ctx := c.Request().Context()
	var st state
	code, err := s.take(ctx, kindState, c.QueryParam("state"), &st)
	if err != nil {
		return s.finish(c, "", MsgExpired)
	}
	if code != c.Param("source") {
		return s.finish(c, st.Service, MsgFailed)
	}
	c.Set(ctxProvider, code)
	if e := c.QueryParam("error"); e != "" {
		s.Log.Info("third-party login refused by the provider", "provider", code, "error", trim(e, 100))
		if e == "access_denied" {
			return s.finish(c, st.Service, "已取消第三方登录")
		}
		return s.finish(c, st.Service, MsgFailed)
	}
	p, err := s.enabled(ctx, code)
	if err != nil {
		return s.finish(c, st.Service, err)
	}
	in, err := s.signInOf(c, p)
	if err != nil {
		return s.finish(c, st.Service, err)
	}
	pctx, cancel := context.WithTimeout(s.httpContext(ctx), Timeout)
	defer cancel()
	// DingTalk names the code authCode.
	id, err := in.identify(pctx, or(c.QueryParam("code"), c.QueryParam("authCode")), st.Verifier, st.Nonce)
	if err != nil {
		s.Log.Warn("third-party login failed", "provider", code, "err", err)
		return s.finish(c, st.Service, MsgFailed)
	}
	id.Username, id.Name = trim(id.Username, 100), trim(id.Name, 100)
	sctx := viewer.System(ctx)
	acct, err := s.Client.SysThirdAccount.Query().Where(systhirdaccount.ThirdType(code), systhirdaccount.ThirdUserUUID(id.UUID)).Only(sctx)
	switch {
	case err == nil:
		return s.signedIn(c, code, acct.SysUserID, st.Service)
	case !ent.IsNotFound(err):
		return s.finish(c, st.Service, err)
	}
	sameName, err := s.Client.SysUser.Query().Where(sysuser.Username(id.Username)).Exist(sctx)
	if err != nil {
		return s.finish(c, st.Service, err)
	}
	if p.Policy == PolicyCreate && !sameName {
		u, err := s.newUser(ctx, code, id, "")
		if err != nil {
			return s.finish(c, st.Service, err)
		}
		return s.signedIn(c, code, u.ID, st.Service)
	}
	key, err := s.put(ctx, kindBind, code, bind{identity: id, Service: st.Service})
	if err != nil {
		return s.finish(c, st.Service, err)
	}
	if !sameName {
		// JeecgBoot's shape: bind a phone (a login SMS code proves the account).
		return s.finish(c, st.Service, "绑定手机号,"+key)
	}
	return s.finish(c, st.Service, bindOffer{IsObj: true, UUID: key, OperateCode: key, Source: code,
		Username: id.Username, Avatar: id.Avatar, Create: p.Policy == PolicyCreate})
}

// The policies of an unbound account (dictionary login_provider_policy).
const (
	PolicyBind   = "bind"   // bound to an existing user only
	PolicyCreate = "create" // a new user when no user has its name
)

// bindOffer asks the user to bind an existing account of the same name (by
// its password) or, where allowed, to create a new one: JeecgBoot's object.
type bindOffer struct {
	IsObj       bool   `json:"isObj"`
	UUID        string `json:"uuid"`        // the bind value (not the provider's id)
	OperateCode string `json:"operateCode"` // the same value, as JeecgBoot's client sends it back
	Source      string `json:"source"`
	Username    string `json:"username"`
	Avatar      string `json:"avatar,omitempty"`
	Create      bool   `json:"create"` // 创建新账号 is allowed
}

// signedIn hands out a ticket for userID's session.
func (s *Service) signedIn(c *echo.Context, code, userID, service string) error {
	value, err := s.put(c.Request().Context(), kindTicket, code, ticket{UserID: userID, Service: service})
	if err != nil {
		return s.finish(c, service, err)
	}
	return s.finish(c, service, ticketMsg(value))
}

// ticketMsg marks a ticket among the page's messages.
type ticketMsg string

// getLoginUser trades a ticket for the session: JeecgBoot's
// getLoginUser/{token}/{thirdType}, the "token" being the ticket.
func (s *Service) getLoginUser(c *echo.Context) error {
	var t ticket
	code, err := s.take(c.Request().Context(), kindTicket, c.Param("token"), &t)
	if err != nil || code != c.Param("thirdType") || t.Service != "" {
		return httpx.Fail(MsgExpired)
	}
	return s.open(c, code, t.UserID)
}

// validateLogin trades a single sign-on ticket for the session, for the page
// it was sent to (CAS's ticket and service).
func (s *Service) validateLogin(c *echo.Context) error {
	var t ticket
	code, err := s.take(c.Request().Context(), kindTicket, c.QueryParam("ticket"), &t)
	if err != nil || t.Service == "" || t.Service != c.QueryParam("service") {
		return httpx.Fail(MsgExpired)
	}
	return s.open(c, code, t.UserID)
}

// open opens the session of a user a provider proved.
func (s *Service) open(c *echo.Context, code, userID string) error {
	u, err := s.Client.SysUser.Get(viewer.System(c.Request().Context()), userID)
	if ent.IsNotFound(err) {
		return httpx.Fail("该用户不存在或已注销")
	}
	if err != nil {
		return err
	}
	return s.Auth.OpenSession(c, u, via(code), nil)
}

// via names the provider for the login log and the login result.
func via(code string) auth.Via { return auth.Via{How: "第三方(" + code + ")", Provider: code} }

type bindBody struct {
	UUID        string `json:"uuid"`
	OperateCode string `json:"operateCode"`
	Username    string `json:"username"`
	Password    string `json:"password"`
}

func (b bindBody) key() string { return or(b.OperateCode, b.UUID) }

// pending reads an account waiting to be bound and its provider.
func (s *Service) pending(ctx context.Context, key string) (bind, *ent.SysLoginProvider, error) {
	var b bind
	code, err := s.peek(ctx, kindBind, key, &b)
	if err != nil {
		return b, nil, httpx.Fail(MsgExpired)
	}
	p, err := s.enabled(ctx, code)
	return b, p, err
}

// bindTo writes the binding of the waiting account to a user, using up its
// value, in the session's transaction.
func bindTo(key, code string, b bind) auth.Also {
	return func(ctx context.Context, client *ent.Client, u *ent.SysUser) error {
		return bindAccount(ctx, client, key, code, b, u.ID)
	}
}

// bindAccount uses up the bind value key (when there is one) and binds its
// account to userID.
func bindAccount(ctx context.Context, client *ent.Client, key, code string, b bind, userID string) error {
	if key != "" {
		if err := use(ctx, client, key); err != nil {
			return httpx.Fail(MsgExpired)
		}
	}
	return client.SysThirdAccount.Create().SetSysUserID(userID).SetThirdType(code).SetThirdUserUUID(b.UUID).
		SetThirdUserName(b.Username).SetRealname(b.Name).Exec(viewer.System(ctx))
}

// checkPassword binds the waiting account to an existing user whose password
// the caller types (the limiter of the login counts the tries) and signs in.
func (s *Service) checkPassword(c *echo.Context) error {
	var body bindBody
	if err := httpx.BindJSON(c, &body); err != nil {
		return err
	}
	b, p, err := s.pending(c.Request().Context(), body.key())
	if err != nil {
		return err
	}
	username := or(body.Username, b.Username)
	return s.Auth.PasswordSession(c, username, body.Password, via(p.Code), bindTo(body.key(), p.Code, b))
}

// bindPhone binds the waiting account to the user of a phone, proved by a
// login SMS code (always checked; JeecgBoot skipped it for a known phone).
func (s *Service) bindPhone(c *echo.Context) error {
	var body struct {
		Mobile        string `json:"mobile"`
		Captcha       string `json:"captcha"`
		ThirdUserUUID string `json:"thirdUserUuid"`
	}
	if err := httpx.BindJSON(c, &body); err != nil {
		return err
	}
	b, p, err := s.pending(c.Request().Context(), body.ThirdUserUUID)
	if err != nil {
		return err
	}
	return s.Auth.SMSSession(c, body.Mobile, body.Captcha, via(p.Code), bindTo(body.ThirdUserUUID, p.Code, b))
}

// createUser gives the waiting account a new user, where the provider allows
// it (创建新账号 when a user of its name exists: the name gets a suffix).
func (s *Service) createUser(c *echo.Context) error {
	var body bindBody
	if err := httpx.BindJSON(c, &body); err != nil {
		return err
	}
	ctx := c.Request().Context()
	b, p, err := s.pending(ctx, body.key())
	if err != nil {
		return err
	}
	if p.Policy != PolicyCreate {
		return httpx.Fail(MsgNoCreate)
	}
	u, err := s.newUser(ctx, p.Code, b.identity, body.key())
	if err != nil {
		return err
	}
	return s.Auth.OpenSession(c, u, via(p.Code), nil)
}

// newUser creates, in one transaction, a user for a provider's account
// (a free name made of the account's, no password that can be typed, the
// provider's verified email when no user has it), its binding, and uses up
// the bind value key when there is one. The user has no role: the admins
// grant them.
func (s *Service) newUser(ctx context.Context, code string, id identity, key string) (*ent.SysUser, error) {
	sctx := viewer.System(ctx)
	tx, err := s.Client.Tx(sctx)
	if err != nil {
		return nil, err
	}
	u, err := func() (*ent.SysUser, error) {
		client := tx.Client()
		name, err := freeName(sctx, client, id.Username)
		if err != nil {
			return nil, err
		}
		hash, err := passwords.Hash(randomValue())
		if err != nil {
			return nil, err
		}
		create := client.SysUser.Create().SetUsername(name).SetRealname(or(id.Name, name)).SetPassword(hash).SetStatus(1)
		if id.Email != "" && utf8.RuneCountInString(id.Email) <= 45 {
			taken, err := client.SysUser.Query().Where(sysuser.Email(id.Email)).Exist(sctx)
			if err != nil {
				return nil, err
			}
			if !taken {
				create.SetEmail(id.Email)
			}
		}
		u, err := create.Save(sctx)
		if err != nil {
			return nil, err
		}
		if err := bindAccount(sctx, client, key, code, bind{identity: id}, u.ID); err != nil {
			return nil, err
		}
		return u, tx.Commit()
	}()
	if err != nil {
		_ = tx.Rollback()
		return nil, err
	}
	return u, nil
}

var notNameChar = regexp.MustCompile(`[^A-Za-z0-9_]+`)

// freeName makes a username of the login's rules (a letter, then 3-32
// letters, digits or _) from the provider's, free among all users (deleted
// ones too): as is, else with two digits as JeecgBoot adds, else six.
func freeName(ctx context.Context, client *ent.Client, want string) (string, error) {
	base := notNameChar.ReplaceAllString(want, "_")
	if base == "" || !isLetter(base[0]) {
		base = "u" + base
	}
	if len(base) > 24 {
		base = base[:24]
	}
	tries := []string{}
	if len(base) >= 3 {
		tries = append(tries, base)
	}
	for range 5 {
		tries = append(tries, fmt.Sprintf("%s%02d", base, randInt(100)))
	}
	for range 5 {
		tries = append(tries, fmt.Sprintf("%s%06d", base, randInt(1000000)))
	}
	for _, name := range tries {
		taken, err := client.SysUser.Query().Where(sysuser.Username(name)).Exist(softdelete.WithDeleted(ctx))
		if err != nil {
			return "", err
		}
		if !taken {
			return name, nil
		}
	}
	return "", httpx.Fail("无法生成可用的用户名，请绑定已有账号")
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

func randInt(n int) int {
	var b [4]byte
	_, _ = rand.Read(b[:])
	return int(uint32(b[0])<<24|uint32(b[1])<<16|uint32(b[2])<<8|uint32(b[3])) % n
}

func trim(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

// finish ends a step of the sign-in in the browser: msg is a ticket, a
// message (string or error), the phone binding's "绑定手机号,<value>" or a
// bind offer. With single sign-on the browser goes back to service (a
// ticket as ?ticket=, anything else as ?thirdLogin=<JSON>); else the page
// posts msg to the window that opened it, of this origin only, and closes.
func (s *Service) finish(c *echo.Context, service string, msg any) error {
	var out any
	switch m := msg.(type) {
	case ticketMsg:
		out = string(m)
	case error:
		var he *httpx.Error
		if errors.As(m, &he) {
			out = he.Message
		} else {
			s.Log.Error("third-party login", "err", m)
			out = MsgFailed
		}
	default:
		out = m
	}
	if service == "" {
		source, _ := c.Get(ctxProvider).(string)
		return page(c, source, out)
	}
	q := "ticket=" + url.QueryEscape(fmt.Sprint(out))
	if _, isTicket := msg.(ticketMsg); !isTicket {
		raw, _ := json.Marshal(out)
		q = "thirdLogin=" + url.QueryEscape(string(raw))
	}
	sep := "?"
	if strings.Contains(service, "?") {
		sep = "&"
	}
	return c.Redirect(http.StatusFound, service+sep+q)
}

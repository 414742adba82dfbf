package auth

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"regexp"
	"slices"
	"strings"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/predicate"
	"aqueduct/ent/sysdepart"
	"aqueduct/ent/systenant"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/server/config"
	"aqueduct/server/db"
	"aqueduct/server/dict"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/passwords"
	"aqueduct/server/softdelete"
	"aqueduct/server/viewer"
)

// Service serves the session endpoints.
type Service struct {
	Client   *ent.Client
	Sessions *Sessions
	Captchas *Captchas
	Limiter  *Limiter
	SMS      *SMSCodes
	Dicts    *dict.Service
	Log      *slog.Logger
	// OnLogin writes the login log line of every successful login, in the
	// login's transaction: it writes through ent.TxFromContext(ctx) (on
	// SQLite the transaction holds the only writer connection).
	OnLogin func(ctx context.Context, u *ent.SysUser, ip, how string)
	// Features are the optional services configured, in the login result: the
	// UI asks for none that is not (weather: AQ_WEATHER_URL).
	Features map[string]bool
}

// NewService wires the session endpoints.
func NewService(client *ent.Client, cfg config.Config, sender SMSSender, dicts *dict.Service, log *slog.Logger) *Service {
	sessions := NewSessions(client)
	sessions.Idle, sessions.BasePath = cfg.IdleTimeout(), cfg.BasePath
	return &Service{
		Client:   client,
		Sessions: sessions,
		Captchas: NewCaptchas(client, cfg.Captcha),
		Limiter:  NewLimiter(client),
		SMS:      &SMSCodes{client: client, sender: sender},
		Dicts:    dicts,
		Log:      log,
		Features: map[string]bool{"weather": cfg.WeatherURL != ""},
	}
}

// Routes registers the session endpoints.
func (s *Service) Routes(r *httpx.Routes) {
	r.GET("/sys/randomImage/:key", httpx.Anonymous, s.randomImage).Doc(httpx.Doc{Summary: "图形验证码（key 为前端生成的随机串，回复 base64 图片）"})
	r.POST("/sys/login", httpx.Anonymous, s.login).Doc(httpx.Doc{Summary: "账号密码登录（验证码、失败锁定；回复 token 与用户信息）"})
	r.POST("/sys/mLogin", httpx.Anonymous, s.mLogin).Doc(httpx.Doc{Summary: "移动端账号密码登录（同 /sys/login，不校验图形验证码）"})
	r.POST("/sys/checkCaptcha", httpx.Anonymous, s.checkCaptcha).Doc(httpx.Doc{Summary: "校验图形验证码"})
	r.POST("/sys/sms", httpx.Anonymous, s.sendSMS).Doc(httpx.Doc{Summary: "发送短信验证码（登录、注册、找回密码、绑定手机）"})
	r.POST("/sys/phoneLogin", httpx.Anonymous, s.phoneLogin).Doc(httpx.Doc{Summary: "手机号 + 短信验证码登录"})
	r.POST("/sys/logout", httpx.Anonymous, s.logout).Doc(httpx.Doc{Summary: "退出登录（注销当前会话）"})
	r.POST("/sys/user/register", httpx.Anonymous, s.register).Doc(httpx.Doc{Summary: "用户注册（手机号、短信验证码）"})
	r.GET("/sys/user/checkOnlyUser", httpx.Anonymous, s.checkOnlyUser).Doc(httpx.Doc{Summary: "校验用户名、手机号、邮箱是否已被占用"})
	r.GET("/sys/user/querySysUser", httpx.Anonymous, s.querySysUser).Doc(httpx.Doc{Summary: "找回密码：按手机号查用户名"})
	r.POST("/sys/user/phoneVerification", httpx.Anonymous, s.phoneVerification).Doc(httpx.Doc{Summary: "找回密码：校验手机短信验证码"})
	r.GET("/sys/user/passwordChange", httpx.Anonymous, s.passwordChange).Doc(httpx.Doc{Summary: "找回密码：以短信验证码设置新密码"})
}

func (s *Service) randomImage(c *echo.Context) error {
	key := c.Param("key")
	if key == "" || len(key) > 64 {
		return httpx.Fail("验证码key无效")
	}
	img, err := s.Captchas.Issue(c.Request().Context(), key)
	if err != nil {
		return httpx.Wrap(err, "获取验证码出错")
	}
	return httpx.OK(c, img)
}

type loginBody struct {
	Username string          `json:"username"`
	Password string          `json:"password"`
	Captcha  string          `json:"captcha"`
	CheckKey json.RawMessage `json:"checkKey"` // a JSON number in the original front end
}

// checkKey reads checkKey whether it came as a number or a string.
func (b loginBody) checkKey() string { return keyOf(b.CheckKey) }

func keyOf(raw json.RawMessage) string {
	return strings.Trim(strings.TrimSpace(string(raw)), `"`)
}

// MsgBadLogin answers an unknown user and a wrong password alike.
const MsgBadLogin = "用户名或密码错误"

// dummyHash is compared against for unknown users, so that they cost the same
// bcrypt work as a wrong password and cannot be told apart by time. It is the
// hash of a random string nobody kept, at the cost passwords.Hash stores with
// (password_test checks it): a constant, so that no login pays for making it.
const dummyHash = "$2a$10$ZywQrSpozMmi82gfJOEu/.SoKkcl.APoN8IpKPan8FACEsQNrnqqa"

// A password login runs at most four statements (issue 37; login_test
// counts them): the captcha's delete, one read of the user with the failures
// counted against the attempt and the user's department ids, and on success
// one transaction writing the session and the login log line. Departments
// and tenants come from memory (Sessions.UseCache).
func (s *Service) login(c *echo.Context) error {
	var b loginBody
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	ctx := c.Request().Context()
	if b.Captcha == "" && s.Captchas.Enabled() {
		return httpx.Fail("验证码无效")
	}
	if err := s.Captchas.Check(ctx, b.checkKey(), b.Captcha); err != nil {
		return err
	}
	// With the captcha on, every attempt has solved one by now.
	return s.passwordLogin(c, b, s.Captchas.Enabled(), "账号")
}

// mLogin is the mobile app's login: no captcha, so the limiter counts its
// failures with the login's as attempts without one (an address past the
// limit is answered slowly). The reply is the login's, of which the app
// reads userInfo and token.
func (s *Service) mLogin(c *echo.Context) error {
	var b loginBody
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	return s.passwordLogin(c, b, false, "移动端")
}

// checkCaptcha tells whether an answer is the captcha's without using it up
// (找回密码 checks it before its next step); a wrong answer uses it up, so
// one picture cannot be guessed at.
func (s *Service) checkCaptcha(c *echo.Context) error {
	var b loginBody
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	if err := s.Captchas.Peek(c.Request().Context(), b.checkKey(), b.Captcha); err != nil {
		return err
	}
	return httpx.OKMsg(c, "验证码正确", nil)
}

// passwordLogin checks a username and password (the captcha is checked
// before) and opens the session; solved says a captcha was solved for it.
func (s *Service) passwordLogin(c *echo.Context, b loginBody, solved bool, how string) error {
	ok, err := s.checkPassword(c, b.Username, b.Password, solved)
	if err != nil {
		return err
	}
	// Only whoever knows the password learns that the account is closed.
	if err := effective(ok.user); err != nil {
		return firstErr(ok.forgive(c.Request().Context(), s.Client), err)
	}
	// The server saw the typed password: a weak one may only be changed.
	return s.loggedIn(c, newLogin{user: ok.user, departIDs: ok.departIDs, departsRead: true,
		how: how, weakPassword: !PasswordOK(b.Password), also: ok.forgive})
}

// passwordOK is an account whose password was typed right.
type passwordOK struct {
	user      *ent.SysUser
	departIDs []string
	// forgive clears this address's failures of the account: written with
	// the session when one opens.
	forgive func(ctx context.Context, client *ent.Client) error
}

// checkPassword checks a username and password under the limiter: a wrong
// pair and an unknown name cost the same and answer the same.
func (s *Service) checkPassword(c *echo.Context, username, password string, solved bool) (passwordOK, error) {
	ctx := c.Request().Context()
	username = strings.TrimSpace(username)
	if username == "" || password == "" {
		return passwordOK{}, httpx.Fail(MsgBadLogin)
	}
	ip := c.RealIP()
	found, err := s.readLogin(ctx, username, ip, solved)
	if err != nil {
		return passwordOK{}, err
	}
	if err := s.Limiter.before(ctx, found.failures, solved); err != nil {
		return passwordOK{}, err
	}
	u, hash := found.user, dummyHash
	if u != nil {
		hash = u.Password
	}
	if !passwords.Match(hash, password) || u == nil {
		s.Limiter.failed(ctx, username, ip)
		return passwordOK{}, httpx.Fail(MsgBadLogin)
	}
	return passwordOK{user: u, departIDs: found.departIDs, forgive: func(ctx context.Context, client *ent.Client) error {
		return s.Limiter.succeeded(ctx, client, username, ip, found.failures)
	}}, nil
}

// loginRead is what a password login reads before the check.
type loginRead struct {
	user      *ent.SysUser // nil: no such user (deleted ones included)
	failures  failures     // counted whether or not the user exists
	departIDs []string     // the user's departments
}

// Columns readLogin adds to the user's.
const colDepartIDs = "aq_depart_ids"

// readLogin reads, in one statement, the failures counted against username
// from ip and the user of that name with his department ids. The failures
// are a one-row derived table the user is left-joined to, so an unknown name
// costs the same statement as a known one.
func (s *Service) readLogin(ctx context.Context, username, ip string, solved bool) (loginRead, error) {
	rows, err := s.Client.SysUser.Query().Modify(func(sel *sql.Selector) {
		d := sel.Dialect()
		fails := s.Limiter.failuresOf(d, username, ip, solved).As("aq_failures")
		// Aliased as itself: ent's columns name it (a join would call it t1).
		user := sql.Dialect(d).Table(sysuser.Table).As(sysuser.Table)
		sel.From(fails).LeftJoin(user).OnP(sql.EQ(user.C(sysuser.FieldUsername), username))
		sel.AppendSelect(fails.C(colFailAccount), fails.C(colFailPair), fails.C(colFailAddress))
		sel.AppendSelectExprAs(departIDs(d, user), colDepartIDs)
	}).All(softdelete.WithDeleted(viewer.System(ctx)))
	if err != nil {
		return loginRead{}, err
	}
	if len(rows) != 1 {
		return loginRead{}, fmt.Errorf("login: %d rows for one name", len(rows))
	}
	row := rows[0]
	var r loginRead
	var ints [3]int
	for i, col := range []string{colFailAccount, colFailPair, colFailAddress} {
		v, err := row.Value(col)
		if err != nil {
			return loginRead{}, err
		}
		if ints[i], err = db.Int(v); err != nil {
			return loginRead{}, fmt.Errorf("login: %s: %w", col, err)
		}
	}
	r.failures = failures{account: ints[0], pair: ints[1], address: ints[2]}
	if row.ID == "" { // the left join found no user
		return r, nil
	}
	r.user = row
	ids, err := row.Value(colDepartIDs)
	if err != nil {
		return loginRead{}, err
	}
	var list string
	switch v := ids.(type) {
	case string:
		list = v
	case []byte:
		list = string(v)
	default:
		return loginRead{}, fmt.Errorf("login: department ids as %T", ids)
	}
	if list != "" {
		r.departIDs = strings.Split(list, ",")
	}
	return r, nil
}

// departIDs is the subquery of user's department ids, joined by commas;
// never NULL, which ent cannot scan in an added SQLite column.
func departIDs(d string, user *sql.SelectTable) sql.Querier {
	ud := sql.Dialect(d).Table(sysuserdepart.Table)
	agg := "COALESCE(group_concat(%s, ','), '')"
	if d == dialect.Postgres {
		agg = "COALESCE(string_agg(%s, ','), '')"
	}
	return sql.Dialect(d).Select(fmt.Sprintf(agg, ud.C(sysuserdepart.FieldDepID))).From(ud).
		Where(sql.ColumnsEQ(ud.C(sysuserdepart.FieldUserID), user.C(sysuser.FieldID)))
}

// findUser loads a user, deleted ones included; nil when there is none.
func (s *Service) findUser(ctx context.Context, where predicate.SysUser) (*ent.SysUser, error) {
	u, err := s.Client.SysUser.Query().Where(where).Only(softdelete.WithDeleted(viewer.System(ctx)))
	if ent.IsNotFound(err) {
		return nil, nil
	}
	return u, err
}

// effective applies the contract's checks: deleted (注销) and frozen users cannot log in.
func effective(u *ent.SysUser) error {
	switch {
	case u.DelFlag == 1:
		return httpx.Fail("该用户已注销")
	case u.Status == 2:
		return httpx.Fail("该用户已冻结")
	}
	return nil
}

// effectiveUser loads a user and applies the contract's checks: unknown,
// deleted (注销) and frozen users cannot log in. Only for callers that have
// already proved something (an SMS code), as its answers tell accounts apart.
func (s *Service) effectiveUser(ctx context.Context, where predicate.SysUser) (*ent.SysUser, error) {
	u, err := s.findUser(ctx, where)
	switch {
	case err != nil:
		return nil, err
	case u == nil:
		return nil, httpx.Fail("该用户不存在，请注册")
	}
	return u, effective(u)
}

// anonymous caps a look-up by a caller without a session (per address and per
// phone or name); logged-in callers (admins checking a form) are not counted.
func (s *Service) anonymous(c *echo.Context, key string) error {
	if _, ok := FromContext(c.Request().Context()); ok {
		return nil
	}
	return s.Limiter.Allow(c.Request().Context(), kindLookup, key, c.RealIP(), s.Limiter.Lookups)
}

// newLogin is a user who proved who he is, about to get a session.
type newLogin struct {
	user *ent.SysUser
	// departIDs are the user's departments when read with him (departsRead).
	departIDs   []string
	departsRead bool
	how         string // 账号 | 手机号, for the login log
	provider    string // the third-party login's code (Via.Provider), in the result as thirdType
	// weakPassword limits the session to changing the password.
	weakPassword bool
	// also writes more in the session's transaction (the limiter's).
	also func(ctx context.Context, client *ent.Client) error
}

// loggedIn opens a session and answers the contract's login result. Its
// writes (the current department, the session, the login log line) are one
// transaction: one commit, and no session without its log line.
func (s *Service) loggedIn(c *echo.Context, in newLogin) error {
	ctx := c.Request().Context()
	sctx := viewer.System(ctx)
	u := in.user
	result := map[string]any{}
	if ids := UserTenants(u); len(ids) > 0 {
		tenants, err := s.activeTenants(sctx, ids)
		if err != nil {
			return err
		}
		if len(tenants) == 0 {
			return httpx.Fail("与该用户关联的租户均已被冻结，无法登录！")
		}
		result["tenantList"] = tenants
	}
	departs, err := s.userDeparts(sctx, in)
	if err != nil {
		return err
	}
	multi, orgCode := 0, u.OrgCode
	switch {
	case len(departs) == 1:
		multi, orgCode = 1, departs[0].OrgCode
	case len(departs) > 1:
		multi = 2
		if orgCode == "" {
			orgCode = departs[0].OrgCode
		}
	}
	dicts, err := s.Dicts.All(sctx)
	if err != nil {
		return err
	}
	tx, err := s.Client.Tx(sctx)
	if err != nil {
		return err
	}
	token, err := func() (string, error) {
		client := tx.Client()
		if orgCode != u.OrgCode {
			// The answer shows the user as saved: copy, not the caller's.
			changed := *u
			u = &changed
			now := jsontime.Now() // as the audit hook sets it
			if err := client.SysUser.Update().Where(sysuser.ID(u.ID)).SetOrgCode(orgCode).Exec(sctx); err != nil {
				return "", err
			}
			u.OrgCode, u.UpdateTime = orgCode, &now
		}
		if in.also != nil {
			if err := in.also(sctx, client); err != nil {
				return "", err
			}
		}
		token, err := s.Sessions.create(ctx, client, u, c.RealIP(), c.Request().UserAgent(), in.weakPassword)
		if err != nil {
			return "", err
		}
		if s.OnLogin != nil {
			s.OnLogin(ent.NewTxContext(ctx, tx), u, c.RealIP(), in.how)
		}
		return token, tx.Commit()
	}()
	if err != nil {
		_ = tx.Rollback()
		return err
	}
	if departs == nil {
		departs = []*ent.SysDepart{}
	}
	s.Sessions.setSocketCookies(c, token)
	if in.provider != "" {
		result["thirdType"] = in.provider
	}
	result["token"] = token
	result["userInfo"] = u
	result["departs"] = departs
	result["multi_depart"] = multi
	result["sysAllDictItems"] = dicts
	result["features"] = s.Features
	return httpx.OKMsg(c, "登录成功", result)
}

// userDeparts are the user's departments in org code order: picked from the
// cached table when the login read his department ids, else queried.
func (s *Service) userDeparts(ctx context.Context, in newLogin) ([]*ent.SysDepart, error) {
	if !in.departsRead || s.Sessions.departs == nil {
		return s.Client.SysDepart.Query().
			Where(sysdepart.HasUserDepartsWith(sysuserdepart.UserID(in.user.ID))).
			Order(ent.Asc(sysdepart.FieldOrgCode)).All(ctx)
	}
	all, err := s.Sessions.departs.Get("", func() (map[string]*ent.SysDepart, error) {
		ds, err := s.Client.SysDepart.Query().All(ctx)
		byID := make(map[string]*ent.SysDepart, len(ds))
		for _, d := range ds {
			byID[d.ID] = d
		}
		return byID, err
	})
	if err != nil {
		return nil, err
	}
	var out []*ent.SysDepart
	for _, id := range in.departIDs {
		if d, ok := all[id]; ok { // not deleted
			out = append(out, d)
		}
	}
	slices.SortFunc(out, func(a, b *ent.SysDepart) int { return strings.Compare(a.OrgCode, b.OrgCode) })
	return out, nil
}

// activeTenants are the tenants of ids that are not frozen, by id.
func (s *Service) activeTenants(ctx context.Context, ids []int) ([]*ent.SysTenant, error) {
	read := func() ([]*ent.SysTenant, error) {
		return s.Client.SysTenant.Query().Order(ent.Asc(systenant.FieldID)).All(ctx)
	}
	var ts []*ent.SysTenant
	var err error
	if s.Sessions.tenants != nil {
		ts, err = s.Sessions.tenants.Get("", read)
	} else {
		ts, err = read()
	}
	if err != nil {
		return nil, err
	}
	var out []*ent.SysTenant
	for _, t := range ts {
		if t.Status == 1 && slices.Contains(ids, t.ID) {
			out = append(out, t)
		}
	}
	return out, nil
}

type smsBody struct {
	Mobile   string          `json:"mobile"`
	SMSMode  string          `json:"smsmode"`
	Captcha  string          `json:"captcha"`  // the image captcha, as for login
	CheckKey json.RawMessage `json:"checkKey"` // its key, a number or a string
}

func (s *Service) sendSMS(c *echo.Context) error {
	var b smsBody
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	ctx := c.Request().Context()
	mobile := strings.TrimSpace(b.Mobile)
	purpose := b.SMSMode
	switch {
	case mobile == "":
		return httpx.Fail("手机号不允许为空！")
	case !mobileRe.MatchString(mobile):
		return httpx.Fail("手机号格式不正确")
	case purpose == "":
		purpose = SMSLogin
	case purpose != SMSLogin && purpose != SMSRegister && purpose != SMSReset:
		return httpx.Fail("短信类型不正确")
	}
	// Every SMS costs money and bothers the phone's owner: a human first.
	if b.Captcha == "" && s.Captchas.Enabled() {
		return httpx.Fail("验证码无效")
	}
	if err := s.Captchas.Check(ctx, keyOf(b.CheckKey), b.Captcha); err != nil {
		return err
	}
	if err := s.Limiter.AllowSMS(ctx, mobile, purpose, c.RealIP()); err != nil {
		return err
	}
	if purpose == SMSRegister {
		// Registration says a phone is taken: that is the product (and rate-limited).
		exists, err := s.Client.SysUser.Query().Where(sysuser.Phone(mobile)).Exist(viewer.System(ctx))
		if err != nil {
			return err
		}
		if exists {
			return httpx.Fail("该手机号已经注册，请直接登录！")
		}
	} else {
		// Login and reset answer alike for every phone; only a usable account gets a code.
		u, err := s.findUser(ctx, sysuser.Phone(mobile))
		if err != nil {
			return err
		}
		if u == nil || effective(u) != nil {
			return httpx.OKMsg(c, "短信验证码发送成功", nil)
		}
	}
	if err := s.SMS.Issue(ctx, mobile, purpose); err != nil {
		return err
	}
	return httpx.OKMsg(c, "短信验证码发送成功", nil)
}

func (s *Service) phoneLogin(c *echo.Context) error {
	var b struct {
		Mobile  string `json:"mobile"`
		Captcha string `json:"captcha"` // the SMS code
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	ctx := c.Request().Context()
	mobile := strings.TrimSpace(b.Mobile)
	if err := s.anonymous(c, mobile); err != nil {
		return err
	}
	// The code first: only a phone with a usable account was sent one, so an
	// unknown phone answers like a wrong code.
	if err := s.SMS.Check(ctx, mobile, SMSLogin, strings.TrimSpace(b.Captcha), true); err != nil {
		return err
	}
	u, err := s.effectiveUser(ctx, sysuser.Phone(mobile))
	if err != nil {
		return err
	}
	return s.loggedIn(c, newLogin{user: u, how: "手机号"})
}

func (s *Service) logout(c *echo.Context) error {
	token := TokenOf(c)
	if token == "" {
		return httpx.Fail("退出登录失败！")
	}
	ok, err := s.Sessions.Revoke(c.Request().Context(), token)
	if err != nil {
		return err
	}
	if !ok {
		return httpx.Fail("Token无效!")
	}
	s.Sessions.setSocketCookies(c, "")
	return httpx.OKMsg(c, "退出登录成功！", nil)
}

type registerBody struct {
	Username string `json:"username"`
	Password string `json:"password"`
	Email    string `json:"email"`
	Phone    string `json:"phone"`
	SMSCode  string `json:"smscode"`
}

var usernameRe = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]{2,31}$`)

func (s *Service) register(c *echo.Context) error {
	var b registerBody
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	ctx := c.Request().Context()
	sctx := viewer.System(ctx)
	b.Username, b.Phone, b.Email = strings.TrimSpace(b.Username), strings.TrimSpace(b.Phone), strings.TrimSpace(b.Email)
	if err := s.anonymous(c, b.Phone); err != nil {
		return err
	}
	switch {
	case !usernameRe.MatchString(b.Username):
		return httpx.Fail("用户名须以字母开头，3-32位字母、数字或下划线")
	case !PasswordOK(b.Password):
		return httpx.Fail(MsgPasswordRule)
	case !mobileRe.MatchString(b.Phone):
		return httpx.Fail("手机号格式不正确")
	case b.Email != "" && !emailRe.MatchString(b.Email):
		return httpx.Fail("邮箱格式不正确")
	}
	if taken, err := s.Client.SysUser.Query().Where(sysuser.Username(b.Username)).Exist(softdelete.WithDeleted(sctx)); err != nil || taken {
		return firstErr(err, httpx.Fail("用户名已注册"))
	}
	if taken, err := s.Client.SysUser.Query().Where(sysuser.Phone(b.Phone)).Exist(softdelete.WithDeleted(sctx)); err != nil || taken {
		return firstErr(err, httpx.Fail("该手机号已注册"))
	}
	if b.Email != "" {
		if taken, err := s.Client.SysUser.Query().Where(sysuser.Email(b.Email)).Exist(softdelete.WithDeleted(sctx)); err != nil || taken {
			return firstErr(err, httpx.Fail("邮箱已被注册"))
		}
	}
	if err := s.SMS.Check(ctx, b.Phone, SMSRegister, strings.TrimSpace(b.SMSCode), true); err != nil {
		return err
	}
	hash, err := passwords.Hash(b.Password)
	if err != nil {
		return err
	}
	create := s.Client.SysUser.Create().SetUsername(b.Username).SetRealname(b.Username).
		SetPassword(hash).SetPhone(b.Phone).SetStatus(1)
	if b.Email != "" {
		create.SetEmail(b.Email)
	}
	if err := create.Exec(sctx); err != nil {
		return httpx.Wrap(err, "注册失败")
	}
	return httpx.OKMsg(c, "注册成功", nil)
}

var emailRe = regexp.MustCompile(`^[^@\s]+@[^@\s]+\.[^@\s]+$`)

func firstErr(err, otherwise error) error {
	if err != nil {
		return err
	}
	return otherwise
}

// checkOnlyUser answers whether a username, phone, email or work number is
// free. Registration needs the answer; anonymous callers are rate-limited.
func (s *Service) checkOnlyUser(c *echo.Context) error {
	q := c.QueryParams()
	var where predicate.SysUser
	var key string
	switch {
	case q.Get("username") != "":
		key, where = q.Get("username"), sysuser.Username(q.Get("username"))
	case q.Get("phone") != "":
		key, where = q.Get("phone"), sysuser.Phone(q.Get("phone"))
	case q.Get("email") != "":
		key, where = q.Get("email"), sysuser.Email(q.Get("email"))
	case q.Get("workNo") != "":
		key, where = q.Get("workNo"), sysuser.WorkNo(q.Get("workNo"))
	default:
		return httpx.Fail("请输入要校验的值")
	}
	if err := s.anonymous(c, key); err != nil {
		return err
	}
	ctx := viewer.System(c.Request().Context())
	if id := q.Get("id"); id != "" {
		where = sysuser.And(where, sysuser.IDNEQ(id))
	}
	taken, err := s.Client.SysUser.Query().Where(where).Exist(softdelete.WithDeleted(ctx))
	if err != nil {
		return err
	}
	if taken {
		return httpx.Fail("用户账号已存在")
	}
	return httpx.OKMsg(c, "该值可用！", true)
}

// querySysUser is 找回密码's first step: it tells whether a phone has an
// account and shows its name masked (e***r), never the username itself, to
// anyone (a token changes nothing: the wizard needs no more). The name is
// told by phoneVerification, to whoever holds the SMS code.
func (s *Service) querySysUser(c *echo.Context) error {
	phone := strings.TrimSpace(c.QueryParam("phone"))
	if !mobileRe.MatchString(phone) {
		return httpx.Fail("手机号格式不正确")
	}
	if err := s.anonymous(c, phone); err != nil {
		return err
	}
	u, err := s.effectiveUser(c.Request().Context(), sysuser.Phone(phone))
	if err != nil {
		return httpx.Fail("该手机号未绑定用户")
	}
	return httpx.OK(c, map[string]string{"username": MaskName(u.Username), "phone": phone})
}

// MaskName shows a name's first and last characters around three stars
// (engineer → e***r, 张三 → 张***): enough to recognise one's own account,
// not its length nor the name to log in with.
func MaskName(name string) string {
	r := []rune(name)
	switch len(r) {
	case 0, 1:
		return "***"
	case 2:
		return string(r[0]) + "***"
	}
	return string(r[0]) + "***" + string(r[len(r)-1])
}

// phoneVerification checks the reset code without using it up (passwordChange
// checks and uses it) and, as JeecgBoot 2.4's wizard expects, names the
// phone's account to whoever proved the phone.
func (s *Service) phoneVerification(c *echo.Context) error {
	var b struct {
		Phone   string `json:"phone"`
		SMSCode string `json:"smscode"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	ctx := c.Request().Context()
	phone, code := strings.TrimSpace(b.Phone), strings.TrimSpace(b.SMSCode)
	if err := s.anonymous(c, phone); err != nil {
		return err
	}
	if err := s.SMS.Check(ctx, phone, SMSReset, code, false); err != nil {
		return err
	}
	u, err := s.effectiveUser(ctx, sysuser.Phone(phone))
	if err != nil {
		return err
	}
	return httpx.OKMsg(c, "验证码验证成功", map[string]string{"smscode": code, "username": u.Username})
}

func (s *Service) passwordChange(c *echo.Context) error {
	q := c.QueryParams()
	username, password, code, phone := q.Get("username"), q.Get("password"), q.Get("smscode"), q.Get("phone")
	ctx := c.Request().Context()
	if err := s.anonymous(c, phone); err != nil {
		return err
	}
	if !PasswordOK(password) {
		return httpx.Fail(MsgPasswordRule)
	}
	// The code first: nothing about the account is said to whoever lacks it.
	if err := s.SMS.Check(ctx, phone, SMSReset, code, true); err != nil {
		return err
	}
	// The code proves the phone, and the phone names one account: the name
	// sent along is querySysUser's masked one or the real one.
	u, err := s.effectiveUser(ctx, sysuser.Phone(phone))
	if err != nil {
		return err
	}
	if username != u.Username && username != MaskName(u.Username) {
		return httpx.Fail("手机号与用户不匹配")
	}
	if err := s.SetPassword(ctx, u, password); err != nil {
		return err
	}
	return httpx.OKMsg(c, "密码重置成功!", nil)
}

// SetPassword stores a new password and ends every session of the user.
func (s *Service) SetPassword(ctx context.Context, u *ent.SysUser, password string) error {
	return ChangePassword(ctx, s.Client, u.ID, password)
}

// ChangePassword stores a new password for userID and ends all their sessions.
func ChangePassword(ctx context.Context, client *ent.Client, userID, password string) error {
	hash, err := passwords.Hash(password)
	if err != nil {
		return err
	}
	if err := client.SysUser.UpdateOneID(userID).SetPassword(hash).Exec(viewer.System(ctx)); err != nil {
		return err
	}
	return NewSessions(client).RevokeUser(ctx, userID)
}

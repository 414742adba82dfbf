package auth

import (
	"context"
	"encoding/json"
	"log/slog"
	"regexp"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/predicate"
	"aqueduct/ent/sysdepart"
	"aqueduct/ent/systenant"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/schema"
	"aqueduct/server/dict"
	"aqueduct/server/httpx"
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
	// OnLogin is told of every successful login (the login log).
	OnLogin func(ctx context.Context, u *ent.SysUser, ip, how string)
}

// NewService wires the session endpoints.
func NewService(client *ent.Client, captcha string, sender SMSSender, dicts *dict.Service, log *slog.Logger) *Service {
	return &Service{
		Client:   client,
		Sessions: NewSessions(client),
		Captchas: NewCaptchas(client, captcha),
		Limiter:  NewLimiter(client),
		SMS:      &SMSCodes{client: client, sender: sender},
		Dicts:    dicts,
		Log:      log,
	}
}

// Routes registers the session endpoints.
func (s *Service) Routes(r *httpx.Routes) {
	r.GET("/sys/randomImage/:key", httpx.Anonymous, s.randomImage)
	r.POST("/sys/login", httpx.Anonymous, s.login)
	r.POST("/sys/sms", httpx.Anonymous, s.sendSMS)
	r.POST("/sys/phoneLogin", httpx.Anonymous, s.phoneLogin)
	r.POST("/sys/logout", httpx.Anonymous, s.logout)
	r.POST("/sys/user/register", httpx.Anonymous, s.register)
	r.GET("/sys/user/checkOnlyUser", httpx.Anonymous, s.checkOnlyUser)
	r.GET("/sys/user/querySysUser", httpx.Anonymous, s.querySysUser)
	r.POST("/sys/user/phoneVerification", httpx.Anonymous, s.phoneVerification)
	r.GET("/sys/user/passwordChange", httpx.Anonymous, s.passwordChange)
	notEnabled := func(msg string) echo.HandlerFunc {
		return func(c *echo.Context) error { return httpx.Fail(msg) }
	}
	r.GET("/sys/cas/client/validateLogin", httpx.Anonymous, notEnabled("未启用单点登录（CAS）"))
	r.GET("/sys/thirdLogin/*", httpx.Anonymous, notEnabled("未启用第三方登录"))
	r.POST("/sys/thirdLogin/*", httpx.Anonymous, notEnabled("未启用第三方登录"))
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
func (b loginBody) checkKey() string {
	return strings.Trim(strings.TrimSpace(string(b.CheckKey)), `"`)
}

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
	username := strings.TrimSpace(b.Username)
	if username == "" || b.Password == "" {
		return httpx.Fail("用户名或密码错误")
	}
	ip := c.RealIP()
	if err := s.Limiter.Before(ctx, username, ip); err != nil {
		return err
	}
	u, err := s.effectiveUser(ctx, sysuser.Username(username))
	if err != nil {
		s.Limiter.Record(ctx, username, ip, false)
		return err
	}
	ok := CheckPassword(u.Password, b.Password)
	s.Limiter.Record(ctx, username, ip, ok)
	if !ok {
		return httpx.Fail("用户名或密码错误")
	}
	return s.loggedIn(c, u, "账号")
}

// effectiveUser loads a user and applies the contract's checks: unknown,
// deleted (注销) and frozen users cannot log in.
func (s *Service) effectiveUser(ctx context.Context, where predicate.SysUser) (*ent.SysUser, error) {
	u, err := s.Client.SysUser.Query().Where(where).Only(schema.WithDeleted(SystemContext(ctx)))
	switch {
	case ent.IsNotFound(err):
		return nil, httpx.Fail("该用户不存在，请注册")
	case err != nil:
		return nil, err
	case u.DelFlag == 1:
		return nil, httpx.Fail("该用户已注销")
	case u.Status == 2:
		return nil, httpx.Fail("该用户已冻结")
	}
	return u, nil
}

// loggedIn opens a session and answers the contract's login result.
func (s *Service) loggedIn(c *echo.Context, u *ent.SysUser, how string) error {
	ctx := c.Request().Context()
	sctx := SystemContext(ctx)
	result := map[string]any{}
	if ids := UserTenants(u); len(ids) > 0 {
		tenants, err := s.Client.SysTenant.Query().Where(systenant.IDIn(ids...), systenant.Status(1)).All(sctx)
		if err != nil {
			return err
		}
		if len(tenants) == 0 {
			return httpx.Fail("与该用户关联的租户均已被冻结，无法登录！")
		}
		result["tenantList"] = tenants
	}
	departs, err := s.Client.SysDepart.Query().
		Where(sysdepart.HasUserDepartsWith(sysuserdepart.UserID(u.ID))).
		Order(ent.Asc(sysdepart.FieldOrgCode)).All(sctx)
	if err != nil {
		return err
	}
	multi := 0
	switch {
	case len(departs) == 1:
		multi = 1
		if u.OrgCode != departs[0].OrgCode {
			if u, err = u.Update().SetOrgCode(departs[0].OrgCode).Save(sctx); err != nil {
				return err
			}
		}
	case len(departs) > 1:
		multi = 2
		if u.OrgCode == "" {
			if u, err = u.Update().SetOrgCode(departs[0].OrgCode).Save(sctx); err != nil {
				return err
			}
		}
	}
	dicts, err := s.Dicts.All(sctx)
	if err != nil {
		return err
	}
	token, err := s.Sessions.Create(ctx, u, c.RealIP(), c.Request().UserAgent())
	if err != nil {
		return err
	}
	if s.OnLogin != nil {
		s.OnLogin(ctx, u, c.RealIP(), how)
	}
	if departs == nil {
		departs = []*ent.SysDepart{}
	}
	result["token"] = token
	result["userInfo"] = u
	result["departs"] = departs
	result["multi_depart"] = multi
	result["sysAllDictItems"] = dicts
	return httpx.OKMsg(c, "登录成功", result)
}

type smsBody struct {
	Mobile  string `json:"mobile"`
	SMSMode string `json:"smsmode"`
}

func (s *Service) sendSMS(c *echo.Context) error {
	var b smsBody
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	ctx := c.Request().Context()
	mobile := strings.TrimSpace(b.Mobile)
	if mobile == "" {
		return httpx.Fail("手机号不允许为空！")
	}
	exists, err := s.Client.SysUser.Query().Where(sysuser.Phone(mobile)).Exist(SystemContext(ctx))
	if err != nil {
		return err
	}
	switch b.SMSMode {
	case SMSRegister:
		if exists {
			return httpx.Fail("该手机号已经注册，请直接登录！")
		}
	case SMSLogin, SMSReset, "":
		if !exists {
			return httpx.Fail("该用户不存在或未绑定手机号")
		}
		if _, err := s.effectiveUser(ctx, sysuser.Phone(mobile)); err != nil {
			return err
		}
	default:
		return httpx.Fail("短信类型不正确")
	}
	purpose := b.SMSMode
	if purpose == "" {
		purpose = SMSLogin
	}
	if err := s.SMS.Issue(ctx, mobile, purpose); err != nil {
		return err
	}
	return httpx.OKMsg(c, "短信验证码发送成功", nil)
}

func (s *Service) phoneLogin(c *echo.Context) error {
	var b struct {
		Mobile  string `json:"mobile"`
		Captcha string `json:"captcha"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	ctx := c.Request().Context()
	mobile := strings.TrimSpace(b.Mobile)
	u, err := s.effectiveUser(ctx, sysuser.Phone(mobile))
	if err != nil {
		return err
	}
	if err := s.Limiter.Before(ctx, u.Username, c.RealIP()); err != nil {
		return err
	}
	if err := s.SMS.Check(ctx, mobile, SMSLogin, strings.TrimSpace(b.Captcha), true); err != nil {
		s.Limiter.Record(ctx, u.Username, c.RealIP(), false)
		return err
	}
	s.Limiter.Record(ctx, u.Username, c.RealIP(), true)
	return s.loggedIn(c, u, "手机号")
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
	sctx := SystemContext(ctx)
	b.Username, b.Phone, b.Email = strings.TrimSpace(b.Username), strings.TrimSpace(b.Phone), strings.TrimSpace(b.Email)
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
	if taken, err := s.Client.SysUser.Query().Where(sysuser.Username(b.Username)).Exist(schema.WithDeleted(sctx)); err != nil || taken {
		return firstErr(err, httpx.Fail("用户名已注册"))
	}
	if taken, err := s.Client.SysUser.Query().Where(sysuser.Phone(b.Phone)).Exist(schema.WithDeleted(sctx)); err != nil || taken {
		return firstErr(err, httpx.Fail("该手机号已注册"))
	}
	if b.Email != "" {
		if taken, err := s.Client.SysUser.Query().Where(sysuser.Email(b.Email)).Exist(schema.WithDeleted(sctx)); err != nil || taken {
			return firstErr(err, httpx.Fail("邮箱已被注册"))
		}
	}
	if err := s.SMS.Check(ctx, b.Phone, SMSRegister, strings.TrimSpace(b.SMSCode), true); err != nil {
		return err
	}
	hash, err := HashPassword(b.Password)
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

// checkOnlyUser answers whether a username, phone, email or work number is free.
func (s *Service) checkOnlyUser(c *echo.Context) error {
	q := c.QueryParams()
	var where predicate.SysUser
	switch {
	case q.Get("username") != "":
		where = sysuser.Username(q.Get("username"))
	case q.Get("phone") != "":
		where = sysuser.Phone(q.Get("phone"))
	case q.Get("email") != "":
		where = sysuser.Email(q.Get("email"))
	case q.Get("workNo") != "":
		where = sysuser.WorkNo(q.Get("workNo"))
	default:
		return httpx.Fail("请输入要校验的值")
	}
	ctx := SystemContext(c.Request().Context())
	if id := q.Get("id"); id != "" {
		where = sysuser.And(where, sysuser.IDNEQ(id))
	}
	taken, err := s.Client.SysUser.Query().Where(where).Exist(schema.WithDeleted(ctx))
	if err != nil {
		return err
	}
	if taken {
		return httpx.Fail("用户账号已存在")
	}
	return httpx.OKMsg(c, "该值可用！", true)
}

func (s *Service) querySysUser(c *echo.Context) error {
	phone := strings.TrimSpace(c.QueryParam("phone"))
	if !mobileRe.MatchString(phone) {
		return httpx.Fail("手机号格式不正确")
	}
	u, err := s.effectiveUser(c.Request().Context(), sysuser.Phone(phone))
	if err != nil {
		return httpx.Fail("该手机号未绑定用户")
	}
	return httpx.OK(c, map[string]string{"username": u.Username, "phone": phone})
}

func (s *Service) phoneVerification(c *echo.Context) error {
	var b struct {
		Phone   string `json:"phone"`
		SMSCode string `json:"smscode"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	// Checked here without being used up: passwordChange checks and uses it.
	if err := s.SMS.Check(c.Request().Context(), strings.TrimSpace(b.Phone), SMSReset, strings.TrimSpace(b.SMSCode), false); err != nil {
		return err
	}
	return httpx.OKMsg(c, "验证码验证成功", strings.TrimSpace(b.SMSCode))
}

func (s *Service) passwordChange(c *echo.Context) error {
	q := c.QueryParams()
	username, password, code, phone := q.Get("username"), q.Get("password"), q.Get("smscode"), q.Get("phone")
	ctx := c.Request().Context()
	if !PasswordOK(password) {
		return httpx.Fail(MsgPasswordRule)
	}
	u, err := s.effectiveUser(ctx, sysuser.Username(username))
	if err != nil {
		return err
	}
	if u.Phone == nil || *u.Phone != phone {
		return httpx.Fail("手机号与用户不匹配")
	}
	if err := s.SMS.Check(ctx, phone, SMSReset, code, true); err != nil {
		return err
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
	hash, err := HashPassword(password)
	if err != nil {
		return err
	}
	if err := client.SysUser.UpdateOneID(userID).SetPassword(hash).Exec(SystemContext(ctx)); err != nil {
		return err
	}
	return NewSessions(client).RevokeUser(ctx, userID)
}

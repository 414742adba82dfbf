package app_test

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/oauth2-proxy/mockoidc"
	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysloginprovider"
	"aqueduct/ent/systhirdaccount"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserrole"
	"aqueduct/server/auth"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/thirdlogin"
	"aqueduct/server/viewer"
)

// browser follows a sign-in's redirects by hand, as a browser would, and
// reads where it ends: the result page's message, or the single sign-on's
// return address.
type browser struct {
	t    *testing.T
	http *http.Client
}

func newBrowser(t *testing.T) browser {
	return browser{t: t, http: &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// end is where a sign-in ended: the page's message, or the address the
// browser was sent back to.
type end struct {
	msg      any
	returned *url.URL
}

// follow goes from addr through redirects until a page answers or the
// browser is sent to stop (an address under it).
func (b browser) follow(addr, stop string) end {
	t := b.t
	for range 10 {
		if stop != "" && strings.HasPrefix(addr, stop) {
			u, err := url.Parse(addr)
			require.NoError(t, err)
			return end{returned: u}
		}
		res, err := b.http.Get(addr)
		require.NoError(t, err)
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode == http.StatusFound {
			addr = res.Header.Get("Location")
			continue
		}
		require.Equal(t, http.StatusOK, res.StatusCode, string(body))
		return end{msg: pageMessage(t, res, string(body))}
	}
	t.Fatal("too many redirects")
	return end{}
}

// pageMessage reads the message the result page posts to its opener.
func pageMessage(t *testing.T, res *http.Response, body string) any {
	t.Helper()
	require.Contains(t, res.Header.Get("Content-Type"), "text/html")
	require.Contains(t, res.Header.Get("Content-Security-Policy"), "script-src 'nonce-")
	require.Contains(t, body, "window.opener.postMessage(msg, window.location.origin)")
	_, rest, ok := strings.Cut(body, "var msg = ")
	require.True(t, ok, body)
	raw, _, ok := strings.Cut(rest, ", source = ")
	require.True(t, ok, body)
	var msg any
	require.NoError(t, json.Unmarshal([]byte(raw), &msg), raw)
	return msg
}

// TestThirdPartyLogin signs in through an OpenID Connect provider the test
// runs (mockoidc) and a GitHub-shaped one, on both databases: a bound
// account gets a single-use ticket for its session; an unbound one binds by
// a login SMS code or the password of the user of its name, or gets a new
// user where the provider allows it; single sign-on comes back to the page
// with a ticket for that page only; values are used once; the secret is
// sealed and does not follow a moved provider; one single sign-on at most.
func TestThirdPartyLogin(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		idp, err := mockoidc.Run()
		require.NoError(t, err)
		t.Cleanup(func() { _ = idp.Shutdown() })
		s := testenv.Start(t, db)
		sms := &capturedSMS{codes: map[string]string{}}
		s.App.Auth.SMS = authSMS(s, sms)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		ctx := viewer.System(context.Background())
		b := newBrowser(t)

		// Not configured: the page says so.
		require.Equal(t, thirdlogin.MsgNotEnabled, b.follow(s.URL+"/sys/thirdLogin/render/kc", "").msg)

		provider := map[string]any{"code": "kc", "name": "统一身份认证", "kind": "oidc", "issuer": idp.Issuer(),
			"clientId": idp.ClientID, "clientSecret": idp.ClientSecret, "policy": "bind", "status": 1, "sso": 0}
		r := s.Do(t, "POST", "/sys/loginProvider/add", admin, provider)
		require.True(t, r.Success, r.Message)
		row, err := s.App.DB.Client.SysLoginProvider.Query().Where(sysloginprovider.Code("kc")).Only(ctx)
		require.NoError(t, err)
		require.True(t, strings.HasPrefix(row.ClientSecret, "aes:"), "sealed")
		require.NotContains(t, row.ClientSecret, idp.ClientSecret)
		r = s.Do(t, "GET", "/sys/loginProvider/queryById?id="+row.ID, admin, nil)
		require.True(t, r.Success, r.Message)
		require.NotContains(t, string(r.Result), idp.ClientSecret)
		require.NotContains(t, string(r.Result), row.ClientSecret)
		var listed []thirdlogin.Provider
		s.Do(t, "GET", "/sys/thirdLogin/providers", "", nil).Decode(t, &listed)
		require.Equal(t, []thirdlogin.Provider{{Code: "kc", Name: "统一身份认证", Kind: "oidc"}}, listed)

		signIn := func(u *mockoidc.MockUser) any {
			idp.QueueUser(u)
			return b.follow(s.URL+"/sys/thirdLogin/render/kc", "").msg
		}
		session := func(msg any) testenv.Reply {
			ticket, ok := msg.(string)
			require.True(t, ok, "a ticket: %v", msg)
			return s.Do(t, "GET", "/sys/thirdLogin/getLoginUser/"+ticket+"/kc", "", nil)
		}
		loggedInAs := func(r testenv.Reply, username string) string {
			t.Helper()
			require.True(t, r.Success, r.Message)
			var res struct {
				Token     string         `json:"token"`
				UserInfo  map[string]any `json:"userInfo"`
				ThirdType string         `json:"thirdType"`
			}
			r.Decode(t, &res)
			require.Equal(t, username, res.UserInfo["username"])
			require.NotEmpty(t, res.ThirdType, "the provider's code: the UI ends its session at logout")
			require.NotContains(t, string(r.Result), `"password"`)
			me := s.Do(t, "GET", "/sys/user/getCurrentUserDeparts", res.Token, nil)
			require.True(t, me.Success, me.Message)
			return res.Token
		}
		bound := func(uuid string) string {
			a, err := s.App.DB.Client.SysThirdAccount.Query().Where(systhirdaccount.ThirdType("kc"), systhirdaccount.ThirdUserUUID(uuid)).Only(ctx)
			require.NoError(t, err)
			return a.SysUserID
		}
		userID := func(username string) string {
			u, err := s.App.DB.Client.SysUser.Query().Where(sysuser.Username(username)).Only(ctx)
			require.NoError(t, err)
			return u.ID
		}

		// An account of a name no user has, provider 仅绑定已有账号: bind a phone.
		zhang := &mockoidc.MockUser{Subject: "sub-zhang", PreferredUsername: "zhang_kc", Email: "zhang@example.com", EmailVerified: true}
		first := signIn(zhang)
		msg, ok := first.(string)
		require.True(t, ok, "%v", first)
		key, found := strings.CutPrefix(msg, "绑定手机号,")
		require.True(t, found, msg)
		const phone = "13800000001" // engineer's
		require.True(t, sendSMS(t, s, phone, "0").Success)
		bindPhone := func(code string) testenv.Reply {
			return s.Do(t, "POST", "/sys/thirdLogin/bindingThirdPhone", "", map[string]any{"mobile": phone, "captcha": code, "thirdUserUuid": key})
		}
		require.Equal(t, auth.MsgBadSMSCode, bindPhone("000000").Message, "the code is checked, the phone known or not")
		forgetRequests(t, s) // as after the resend pause
		require.True(t, sendSMS(t, s, phone, "0").Success)
		loggedInAs(bindPhone(sms.codes[phone]), "engineer")
		require.Equal(t, userID("engineer"), bound("sub-zhang"))
		require.Equal(t, thirdlogin.MsgExpired, bindPhone(sms.codes[phone]).Message, "the bind value is used")
		var accounts struct{ Records []map[string]any }
		r = s.Do(t, "GET", "/sys/thirdAccount/list", admin, nil)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &accounts)
		require.Len(t, accounts.Records, 1, "第三方账号 lists the binding")
		require.Equal(t, "zhang_kc", accounts.Records[0]["thirdUserName"])

		// Bound: the next sign-in is a ticket, good once, for its provider only.
		ticket := signIn(zhang)
		require.Equal(t, thirdlogin.MsgExpired, s.Do(t, "GET", fmt.Sprintf("/sys/thirdLogin/getLoginUser/%s/github", ticket), "", nil).Message)
		ticket = signIn(zhang)
		loggedInAs(session(ticket), "engineer")
		require.Equal(t, thirdlogin.MsgExpired, session(ticket).Message, "a ticket opens one session")

		// A name a user has: bind by that user's password (not 创建新账号 here).
		offer, ok := signIn(&mockoidc.MockUser{Subject: "sub-wang", PreferredUsername: seed.DemoContractor}).(map[string]any)
		require.True(t, ok)
		require.Equal(t, true, offer["isObj"])
		require.Equal(t, false, offer["create"])
		require.Equal(t, seed.DemoContractor, offer["username"])
		require.NotContains(t, fmt.Sprint(offer), "sub-wang", "the provider's id stays on the server")
		offer["password"] = "wrong-Password1"
		require.Equal(t, auth.MsgBadLogin, s.Do(t, "POST", "/sys/thirdLogin/user/checkPassword", "", offer).Message)
		require.Equal(t, thirdlogin.MsgNoCreate, s.Do(t, "POST", "/sys/thirdLogin/user/create", "", offer).Message)
		offer["password"] = seed.DemoEngineerPassword
		loggedInAs(s.Do(t, "POST", "/sys/thirdLogin/user/checkPassword", "", offer), seed.DemoContractor)
		require.Equal(t, userID(seed.DemoContractor), bound("sub-wang"))
		require.Equal(t, thirdlogin.MsgExpired, s.Do(t, "POST", "/sys/thirdLogin/user/checkPassword", "", offer).Message)

		// A frozen user's binding opens nothing.
		ticket = signIn(&mockoidc.MockUser{Subject: "sub-wang", PreferredUsername: "renamed"})
		require.NoError(t, s.App.DB.Client.SysUser.Update().Where(sysuser.Username(seed.DemoContractor)).SetStatus(2).Exec(ctx))
		require.Equal(t, "该用户已冻结", session(ticket).Message)
		require.NoError(t, s.App.DB.Client.SysUser.Update().Where(sysuser.Username(seed.DemoContractor)).SetStatus(1).Exec(ctx))

		// 自动创建账号: a new user of the account's name, with no role; a name
		// a user has is offered 创建新账号 too, with a suffix.
		r = s.Do(t, "PUT", "/sys/loginProvider/edit", admin, map[string]any{"id": row.ID, "policy": "create"})
		require.True(t, r.Success, r.Message)
		loggedInAs(session(signIn(&mockoidc.MockUser{Subject: "sub-new", PreferredUsername: "li.si@kc", Email: "lisi@example.com", EmailVerified: true})), "li_si_kc")
		created, err := s.App.DB.Client.SysUser.Query().Where(sysuser.Username("li_si_kc")).Only(ctx)
		require.NoError(t, err)
		require.NotNil(t, created.Email)
		require.Equal(t, "lisi@example.com", *created.Email)
		require.Equal(t, created.ID, bound("sub-new"))
		roles, err := s.App.DB.Client.SysUserRole.Query().Where(sysuserrole.UserID(created.ID)).Count(ctx)
		require.NoError(t, err)
		require.Zero(t, roles, "the admins grant roles")
		offer, ok = signIn(&mockoidc.MockUser{Subject: "sub-sup", PreferredUsername: seed.DemoSupervisor}).(map[string]any)
		require.True(t, ok)
		require.Equal(t, true, offer["create"])
		r = s.Do(t, "POST", "/sys/thirdLogin/user/create", "", offer)
		require.True(t, r.Success, r.Message)
		var res struct{ UserInfo map[string]any }
		r.Decode(t, &res)
		name := res.UserInfo["username"].(string)
		require.Regexp(t, "^"+seed.DemoSupervisor+`\d{2}$`, name)
		require.Equal(t, userID(name), bound("sub-sup"))
		require.Equal(t, thirdlogin.MsgExpired, s.Do(t, "POST", "/sys/thirdLogin/user/create", "", offer).Message)

		// Single sign-on: back to the page with a ticket for that page only.
		service := s.Root + "/user/login?redirect=%2Fdashboard"
		idp.QueueUser(zhang)
		back := b.follow(s.URL+"/sys/thirdLogin/render/kc?service="+url.QueryEscape(service), s.Root+"/user/login").returned
		require.Equal(t, "/dashboard", back.Query().Get("redirect"))
		sso := back.Query().Get("ticket")
		require.NotEmpty(t, sso)
		validate := func(ticket, service string) testenv.Reply {
			return s.Do(t, "GET", "/sys/cas/client/validateLogin?"+url.Values{"ticket": {ticket}, "service": {service}}.Encode(), "", nil)
		}
		require.Equal(t, thirdlogin.MsgExpired, s.Do(t, "GET", "/sys/thirdLogin/getLoginUser/"+sso+"/kc", "", nil).Message,
			"a single sign-on ticket is for its page")
		idp.QueueUser(zhang)
		sso = b.follow(s.URL+"/sys/thirdLogin/render/kc?service="+url.QueryEscape(service), s.Root+"/user/login").returned.Query().Get("ticket")
		require.Equal(t, thirdlogin.MsgExpired, validate(sso, s.Root+"/user/login").Message)
		idp.QueueUser(zhang)
		sso = b.follow(s.URL+"/sys/thirdLogin/render/kc?service="+url.QueryEscape(service), s.Root+"/user/login").returned.Query().Get("ticket")
		r = validate(sso, service)
		loggedInAs(r, "engineer")
		require.Contains(t, string(r.Result), `"departs"`)
		for _, elsewhere := range []string{"https://evil.example/user/login", "//evil.example/x", "javascript:alert(1)", s.Root + "/x#frag"} {
			require.Equal(t, thirdlogin.MsgBadService,
				b.follow(s.URL+"/sys/thirdLogin/render/kc?service="+url.QueryEscape(elsewhere), "").msg, elsewhere)
		}

		// The state is used once: a replayed callback signs no one in.
		idp.QueueUser(zhang)
		res0, err := b.http.Get(s.URL + "/sys/thirdLogin/render/kc")
		require.NoError(t, err)
		res0.Body.Close()
		res1, err := b.http.Get(res0.Header.Get("Location"))
		require.NoError(t, err)
		res1.Body.Close()
		callback := res1.Header.Get("Location")
		require.IsType(t, "", b.follow(callback, "").msg)
		require.Equal(t, thirdlogin.MsgExpired, b.follow(callback, "").msg)
		require.Equal(t, thirdlogin.MsgExpired, b.follow(s.URL+"/sys/thirdLogin/kc/callback?code=x&state=forged", "").msg)
		require.Equal(t, "已取消第三方登录", b.follow(s.URL+"/sys/thirdLogin/kc/callback?error=access_denied&state="+
			stateOf(t, b, s.URL+"/sys/thirdLogin/render/kc"), "").msg)

		// The saved secret does not follow the provider to another issuer;
		// one enabled single sign-on at most.
		require.Equal(t, thirdlogin.MsgRetypeSecret, s.Do(t, "PUT", "/sys/loginProvider/edit", admin,
			map[string]any{"id": row.ID, "issuer": "https://elsewhere.example/realms/x"}).Message)
		require.True(t, s.Do(t, "PUT", "/sys/loginProvider/edit", admin, map[string]any{"id": row.ID, "sso": 1}).Success)
		r = s.Do(t, "POST", "/sys/loginProvider/add", admin, map[string]any{"code": "kc2", "name": "第二个", "kind": "oidc",
			"issuer": idp.Issuer(), "clientId": "x", "status": 1, "sso": 1})
		require.Contains(t, r.Message, "单点登录：已由「统一身份认证」启用")
		require.Equal(t, "Issuer地址：OpenID Connect 须填写", s.Do(t, "POST", "/sys/loginProvider/add", admin,
			map[string]any{"code": "kc3", "name": "无地址", "kind": "oidc", "clientId": "x"}).Message)

		// Disabled: nothing starts, nothing listed.
		require.True(t, s.Do(t, "PUT", "/sys/loginProvider/edit", admin, map[string]any{"id": row.ID, "status": 0}).Success)
		require.Equal(t, thirdlogin.MsgNotEnabled, b.follow(s.URL+"/sys/thirdLogin/render/kc", "").msg)
		s.Do(t, "GET", "/sys/thirdLogin/providers", "", nil).Decode(t, &listed)
		require.Empty(t, listed)

		// GitHub's shape, at addresses of a fake the test runs.
		gh := fakeGitHub(t)
		r = s.Do(t, "POST", "/sys/loginProvider/add", admin, map[string]any{"code": "github", "name": "GitHub", "kind": "github",
			"authUrl": gh.URL + "/login/oauth/authorize", "tokenUrl": gh.URL + "/login/oauth/access_token", "userInfoUrl": gh.URL + "/user",
			"clientId": "gh-client", "clientSecret": "gh-secret", "policy": "create", "status": 1})
		require.True(t, r.Success, r.Message)
		ticket = b.follow(s.URL+"/sys/thirdLogin/render/github", "").msg
		loggedInAs(s.Do(t, "GET", fmt.Sprintf("/sys/thirdLogin/getLoginUser/%s/github", ticket), "", nil), "octo_cat")
		a, err := s.App.DB.Client.SysThirdAccount.Query().Where(systhirdaccount.ThirdType("github"), systhirdaccount.ThirdUserUUID("583231")).Only(ctx)
		require.NoError(t, err)
		require.Equal(t, "The Octocat", a.Realname)

		// DingTalk's shape (authCode back, a JSON token call, its contact API).
		dt := fakeDingTalk(t)
		r = s.Do(t, "POST", "/sys/loginProvider/add", admin, map[string]any{"code": "dingtalk", "name": "钉钉", "kind": "dingtalk",
			"authUrl": dt.URL + "/oauth2/auth", "tokenUrl": dt.URL + "/v1.0/oauth2/userAccessToken", "userInfoUrl": dt.URL + "/v1.0/contact/users/me",
			"clientId": "dt-app", "clientSecret": "dt-secret", "policy": "create", "status": 1})
		require.True(t, r.Success, r.Message)
		ticket = b.follow(s.URL+"/sys/thirdLogin/render/dingtalk", "").msg
		loggedInAs(s.Do(t, "GET", fmt.Sprintf("/sys/thirdLogin/getLoginUser/%s/dingtalk", ticket), "", nil), "dingtalk")

		// 企业微信: its login page's own parameters, the app's token, the member's UserId.
		wc := fakeWeCom(t)
		wecom := map[string]any{"code": "wecom", "name": "企业微信", "kind": "wecom", "authUrl": wc.URL + "/wwlogin/sso/login",
			"userInfoUrl": wc.URL, "clientId": "ww-corp", "clientSecret": "wc-secret", "policy": "create", "status": 1}
		require.Equal(t, "应用AgentId：企业微信须填写", s.Do(t, "POST", "/sys/loginProvider/add", admin, wecom).Message)
		wecom["agentId"] = "1000002"
		r = s.Do(t, "POST", "/sys/loginProvider/add", admin, wecom)
		require.True(t, r.Success, r.Message)
		ticket = b.follow(s.URL+"/sys/thirdLogin/render/wecom", "").msg
		loggedInAs(s.Do(t, "GET", fmt.Sprintf("/sys/thirdLogin/getLoginUser/%s/wecom", ticket), "", nil), "ZhangSan")
		a, err = s.App.DB.Client.SysThirdAccount.Query().Where(systhirdaccount.ThirdType("wecom"), systhirdaccount.ThirdUserUUID("ZhangSan")).Only(ctx)
		require.NoError(t, err)
		require.Equal(t, "张三", a.Realname)
		a, err = s.App.DB.Client.SysThirdAccount.Query().Where(systhirdaccount.ThirdType("dingtalk"), systhirdaccount.ThirdUserUUID("dt-union-42")).Only(ctx)
		require.NoError(t, err)
		require.Equal(t, "张钉钉", a.Realname)
		ticket = b.follow(s.URL+"/sys/thirdLogin/render/dingtalk", "").msg
		loggedInAs(s.Do(t, "GET", fmt.Sprintf("/sys/thirdLogin/getLoginUser/%s/dingtalk", ticket), "", nil), "dingtalk")

		// An address starts a bounded number of sign-ins (each keeps a state).
		refused := 0
		for range thirdlogin.Starts.PerAddr + 1 {
			res, err := b.http.Get(s.URL + "/sys/thirdLogin/render/github")
			require.NoError(t, err)
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				require.Contains(t, string(body), auth.MsgTooFrequent)
				refused++
			}
		}
		require.Positive(t, refused)
	})
}

// stateOf starts a sign-in and returns the state it sent to the provider.
func stateOf(t *testing.T, b browser, render string) string {
	res, err := b.http.Get(render)
	require.NoError(t, err)
	res.Body.Close()
	u, err := url.Parse(res.Header.Get("Location"))
	require.NoError(t, err)
	return u.Query().Get("state")
}

// fakeGitHub answers as GitHub's OAuth app endpoints and user API do: the
// authorization comes straight back with a code, the token needs the client
// secret and the PKCE verifier, the user needs the token.
func fakeGitHub(t *testing.T) *httptest.Server {
	var challenge string
	mux := http.NewServeMux()
	mux.HandleFunc("/login/oauth/authorize", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		challenge = q.Get("code_challenge")
		back, _ := url.Parse(q.Get("redirect_uri"))
		back.RawQuery = url.Values{"code": {"gh-code"}, "state": {q.Get("state")}}.Encode()
		http.Redirect(w, r, back.String(), http.StatusFound)
	})
	mux.HandleFunc("/login/oauth/access_token", func(w http.ResponseWriter, r *http.Request) {
		_ = r.ParseForm()
		id, secret, ok := r.BasicAuth()
		if !ok {
			id, secret = r.Form.Get("client_id"), r.Form.Get("client_secret")
		}
		sum := sha256.Sum256([]byte(r.Form.Get("code_verifier")))
		if id != "gh-client" || secret != "gh-secret" || r.Form.Get("code") != "gh-code" ||
			base64.RawURLEncoding.EncodeToString(sum[:]) != challenge {
			http.Error(w, `{"error":"bad_verification_code"}`, http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"access_token":"gh-token","token_type":"bearer","scope":"read:user"}`)
	})
	mux.HandleFunc("/user", func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer gh-token" {
			http.Error(w, `{"message":"Bad credentials"}`, http.StatusUnauthorized)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"login":"octo-cat","id":583231,"name":"The Octocat","avatar_url":"https://example.com/a.png"}`)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// fakeDingTalk answers as DingTalk's login page, token call and contact API
// do: the authorization comes back with authCode, the token call takes JSON
// with the app's id and secret, the user needs the token in its header.
func fakeDingTalk(t *testing.T) *httptest.Server {
	mux := http.NewServeMux()
	mux.HandleFunc("/oauth2/auth", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		if q.Get("client_id") != "dt-app" || q.Get("prompt") != "consent" || q.Get("response_type") != "code" {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		back, _ := url.Parse(q.Get("redirect_uri"))
		back.RawQuery = url.Values{"authCode": {"dt-code"}, "state": {q.Get("state")}}.Encode()
		http.Redirect(w, r, back.String(), http.StatusFound)
	})
	mux.HandleFunc("POST /v1.0/oauth2/userAccessToken", func(w http.ResponseWriter, r *http.Request) {
		var b map[string]string
		if json.NewDecoder(r.Body).Decode(&b) != nil || b["clientId"] != "dt-app" || b["clientSecret"] != "dt-secret" ||
			b["code"] != "dt-code" || b["grantType"] != "authorization_code" {
			http.Error(w, `{"code":"invalidParameter"}`, http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"accessToken":"dt-token","refreshToken":"dt-refresh","expireIn":7200,"corpId":"ding-corp"}`)
	})
	mux.HandleFunc("GET /v1.0/contact/users/me", func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("x-acs-dingtalk-access-token") != "dt-token" {
			http.Error(w, `{"code":"InvalidAuthentication"}`, http.StatusUnauthorized)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"nick":"张钉钉","avatarUrl":"https://example.com/d.png","mobile":"13900000042","openId":"dt-open-1","unionId":"dt-union-42","stateCode":"86"}`)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// fakeWeCom answers as 企业微信's login page and API do: the login page
// takes its own parameters (appid, agentid) and comes back with a code; the
// app's token needs the CorpID and Secret; the code names a member.
func fakeWeCom(t *testing.T) *httptest.Server {
	mux := http.NewServeMux()
	reply := func(w http.ResponseWriter, body string) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, body)
	}
	mux.HandleFunc("/wwlogin/sso/login", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		if q.Get("appid") != "ww-corp" || q.Get("agentid") != "1000002" || q.Get("login_type") != "CorpApp" {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		back, _ := url.Parse(q.Get("redirect_uri"))
		back.RawQuery = url.Values{"code": {"wc-code"}, "state": {q.Get("state")}, "appid": {"ww-corp"}}.Encode()
		http.Redirect(w, r, back.String(), http.StatusFound)
	})
	mux.HandleFunc("/cgi-bin/gettoken", func(w http.ResponseWriter, r *http.Request) {
		if q := r.URL.Query(); q.Get("corpid") != "ww-corp" || q.Get("corpsecret") != "wc-secret" {
			reply(w, `{"errcode":40001,"errmsg":"invalid credential"}`)
			return
		}
		reply(w, `{"errcode":0,"errmsg":"ok","access_token":"wc-token","expires_in":7200}`)
	})
	mux.HandleFunc("/cgi-bin/auth/getuserinfo", func(w http.ResponseWriter, r *http.Request) {
		if q := r.URL.Query(); q.Get("access_token") != "wc-token" || q.Get("code") != "wc-code" {
			reply(w, `{"errcode":40029,"errmsg":"invalid code"}`)
			return
		}
		reply(w, `{"errcode":0,"errmsg":"ok","userid":"ZhangSan","user_ticket":"t"}`)
	})
	mux.HandleFunc("/cgi-bin/user/get", func(w http.ResponseWriter, r *http.Request) {
		if q := r.URL.Query(); q.Get("access_token") != "wc-token" || q.Get("userid") != "ZhangSan" {
			reply(w, `{"errcode":60111,"errmsg":"userid not found"}`)
			return
		}
		reply(w, `{"errcode":0,"errmsg":"ok","userid":"ZhangSan","name":"张三","avatar":"https://example.com/z.png"}`)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// TestProviderLogout: after our logout the UI sends the browser to the
// provider's end-session endpoint (OpenID Connect RP-Initiated Logout) with
// our client id and a page of this server to come back to; a provider
// without one (GitHub, or an OP that names none) gives no address.
func TestProviderLogout(t *testing.T) {
	t.Parallel()
	op := httptest.NewServer(nil)
	t.Cleanup(op.Close)
	op.Config.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/.well-known/openid-configuration" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"issuer":%q,"authorization_endpoint":"%[1]s/auth","token_endpoint":"%[1]s/token",
			"jwks_uri":"%[1]s/jwks","end_session_endpoint":"%[1]s/session/end?ui_locales=zh-CN",
			"id_token_signing_alg_values_supported":["RS256"]}`, op.URL)
	})
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		for _, p := range []map[string]any{
			{"code": "op", "name": "统一身份认证", "kind": "oidc", "issuer": op.URL, "clientId": "aqueduct-web", "clientSecret": "s3cret-value", "policy": "bind", "status": 1},
			{"code": "gh", "name": "GitHub", "kind": "github", "clientId": "gh-client", "clientSecret": "gh-secret-value", "policy": "bind", "status": 1},
		} {
			r := s.Do(t, "POST", "/sys/loginProvider/add", admin, p)
			require.True(t, r.Success, r.Message)
		}
		back := strings.TrimSuffix(s.Root, "/") + "/user/login"
		r := s.Do(t, "GET", "/sys/thirdLogin/logout/op?redirect="+url.QueryEscape(back), "", nil)
		require.True(t, r.Success, r.Message)
		var out struct{ URL string }
		r.Decode(t, &out)
		u, err := url.Parse(out.URL)
		require.NoError(t, err)
		require.Equal(t, op.URL+"/session/end", u.Scheme+"://"+u.Host+u.Path)
		require.Equal(t, url.Values{"client_id": {"aqueduct-web"}, "post_logout_redirect_uri": {back}, "ui_locales": {"zh-CN"}}, u.Query())
		require.NotContains(t, out.URL, "s3cret")

		for _, bad := range []string{"https://evil.example/user/login", "//evil.example/x", "javascript:alert(1)"} {
			r = s.Do(t, "GET", "/sys/thirdLogin/logout/op?redirect="+url.QueryEscape(bad), "", nil)
			require.Equal(t, thirdlogin.MsgBadService, r.Message, bad)
		}
		r = s.Do(t, "GET", "/sys/thirdLogin/logout/gh", "", nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "null", string(r.Result), "GitHub ends no session")
		require.Equal(t, thirdlogin.MsgNotEnabled, s.Do(t, "GET", "/sys/thirdLogin/logout/nosuch", "", nil).Message)

		// A password login is no provider's.
		var res map[string]json.RawMessage
		s.Login(t, "engineer", seed.DemoEngineerPassword).Decode(t, &res)
		require.Contains(t, res, "token")
		require.NotContains(t, res, "thirdType")
	})
}

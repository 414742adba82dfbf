package app_test

import (
	"html"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/auth"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// TestCaptchaCheckAndMobileLogin: 找回密码's captcha check leaves a right
// captcha usable and uses a wrong one up; the app's mLogin answers the
// login's token and userInfo without a captcha, and its failures count as
// the login's do.
func TestCaptchaCheckAndMobileLogin(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		check := func(key int64, answer string) testenv.Reply {
			return s.Do(t, "POST", "/sys/checkCaptcha", "", map[string]any{"captcha": answer, "checkKey": key})
		}
		key := captcha(t, s)
		r := check(key, "1234")
		require.True(t, r.Success, r.Message)
		require.True(t, check(key, "1234").Success, "a check does not use it up")
		r = s.Do(t, "POST", "/sys/login", "", map[string]any{"username": "admin", "password": seed.DemoAdminPassword, "captcha": "1234", "checkKey": key})
		require.True(t, r.Success, "the login after the check uses it: %s", r.Message)
		require.Equal(t, "验证码错误", check(key, "1234").Message, "used by the login")

		key = captcha(t, s)
		require.Equal(t, "验证码错误", check(key, "9999").Message)
		require.Equal(t, "验证码错误", check(key, "1234").Message, "a wrong answer used it up")
		require.Equal(t, "验证码无效", check(captcha(t, s), "").Message)

		r = s.Do(t, "POST", "/sys/mLogin", "", map[string]any{"username": seed.DemoContractor, "password": seed.DemoEngineerPassword})
		require.True(t, r.Success, r.Message)
		var in struct {
			Token    string `json:"token"`
			UserInfo struct {
				Username string `json:"username"`
				Password *string
			} `json:"userInfo"`
		}
		r.Decode(t, &in)
		require.NotEmpty(t, in.Token)
		require.Equal(t, seed.DemoContractor, in.UserInfo.Username)
		require.Nil(t, in.UserInfo.Password)
		require.True(t, s.Do(t, "GET", "/sys/permission/getUserPermissionByToken", in.Token, nil).Success, "the token opens a session")

		l := s.App.Auth.Limiter
		for range l.PairLimit {
			require.Equal(t, "用户名或密码错误", s.Do(t, "POST", "/sys/mLogin", "", map[string]any{"username": seed.DemoOwner, "password": "guess12345"}).Message)
		}
		require.Equal(t, auth.MsgTooMany, s.Do(t, "POST", "/sys/mLogin", "", map[string]any{"username": seed.DemoOwner, "password": seed.DemoEngineerPassword}).Message)
		require.False(t, s.Login(t, seed.DemoOwner, seed.DemoEngineerPassword).Success, "the same count as /sys/login's")
	})
}

// TestAnnouncementPage: JeecgBoot's client opens /sys/annountCement/show/{id}
// with the token in the query: its recipients read it as a page of its own
// (clean HTML, framed by this origin only); who it was not sent to, an
// unreleased one and a request without a session do not.
func TestAnnouncementPage(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		other := s.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)
		up := s.UploadFile(t, adm, "停水范围.png", testenv.PNG(t))
		require.True(t, up.Success, up.Message)
		img := "/jeecg-boot/sys/common/static/" + up.Message
		id := s.AddAnnouncement(t, adm, map[string]any{"titile": "停水通知<b>", "msgCategory": "1", "priority": "H",
			"msgType": "USER", "userIds": s.User(t, "engineer").ID,
			"msgContent": `<p>明日<b>停水</b></p><img src=x onerror=alert(1)><img src="` + img + `" title="范围">`})
		page := func(id, token string) (int, http.Header, string) {
			q := ""
			if token != "" {
				q = "?token=" + url.QueryEscape(token)
			}
			res, err := http.Get(s.URL + "/sys/annountCement/show/" + url.PathEscape(id) + q)
			require.NoError(t, err)
			defer res.Body.Close()
			b, _ := io.ReadAll(res.Body)
			return res.StatusCode, res.Header, string(b)
		}
		code, _, body := page(id, eng)
		require.Equal(t, 404, code, "not released yet")
		require.Contains(t, body, "未找到该通告")
		require.NotContains(t, body, "停水通知")
		require.True(t, s.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+id, adm, nil).Success)

		code, h, body := page(id, eng)
		require.Equal(t, 200, code)
		require.Contains(t, h.Get("Content-Type"), "text/html")
		require.Equal(t, "SAMEORIGIN", h.Get("X-Frame-Options"))
		require.Contains(t, h.Get("Content-Security-Policy"), "frame-ancestors 'self'")
		require.Contains(t, body, "<title>停水通知&lt;b&gt;</title>")
		require.Contains(t, body, "<p>明日<b>停水</b></p>")
		require.NotContains(t, body, "onerror")
		require.NotContains(t, body, "alert(1)")
		// the stored image carries the page's session, which an <img> cannot send as a header
		src := regexp.MustCompile(`<img src="([^"]+)" title="范围"`).FindStringSubmatch(body)
		require.Len(t, src, 2, body)
		imgURL := html.UnescapeString(src[1])
		u, err := url.Parse(imgURL)
		require.NoError(t, err)
		require.Equal(t, img, u.Path)
		require.Equal(t, url.Values{"token": {eng}}, u.Query())
		base, err := url.Parse(s.URL)
		require.NoError(t, err)
		for tok, want := range map[string]int{imgURL: 200, img: 401} {
			res, err := http.Get(base.Scheme + "://" + base.Host + tok)
			require.NoError(t, err)
			res.Body.Close()
			require.Equal(t, want, res.StatusCode, tok)
		}

		code, _, body = page(id, other)
		require.Equal(t, 404, code, "not sent to the owner")
		require.NotContains(t, body, "停水")
		code, _, _ = page(id, adm)
		require.Equal(t, 200, code, "the admin list reads every one")
		code, _, body = page(id, "")
		require.Equal(t, 401, code)
		require.NotContains(t, body, "停水")
		code, _, _ = page("no-such-id", eng)
		require.Equal(t, 404, code)
	})
}

// TestForbiddenPage: the page JeecgBoot sends a refused request to.
func TestForbiddenPage(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		r := s.Do(t, "GET", "/sys/common/403", "", nil)
		require.False(t, r.Success)
		require.Equal(t, 500, r.Code)
		require.Equal(t, "没有权限，请联系管理员授权", r.Message)
	})
}

// TestGatewayRoutes: JeecgBoot's 网关路由 screen. The list is a plain array of
// the enabled routes with predicates and filters as JSON (a status filter
// shows the others); updateAll adds and changes routes as the 路由编辑 modal
// sends them (JSON text, a boolean status) and checks them as the form does;
// clearRedis answers; a user without the rights changes nothing.
func TestGatewayRoutes(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		list := func(query string) map[string]map[string]any {
			r := s.Do(t, "GET", "/sys/gatewayRoute/list"+query, admin, nil)
			require.True(t, r.Success, r.Message)
			var rows []map[string]any
			r.Decode(t, &rows)
			out := map[string]map[string]any{}
			for _, row := range rows {
				out[row["routerId"].(string)] = row
			}
			return out
		}
		save := func(tok string, router map[string]any) testenv.Reply {
			return s.Do(t, "POST", "/sys/gatewayRoute/updateAll", tok, map[string]any{"router": router})
		}
		r := save(admin, map[string]any{"routerId": "jeecg-demo", "name": "演示服务", "uri": "lb://jeecg-demo",
			"predicates": `[{"name":"Path","args":["/demo/**"]}]`, "filters": "", "status": true})
		require.True(t, r.Success, r.Message)
		require.Equal(t, "操作成功！", r.Message)
		row := list("?pageSize=1")["jeecg-demo"] // paging is no part of this list
		require.NotNil(t, row)
		require.Equal(t, []any{map[string]any{"name": "Path", "args": []any{"/demo/**"}}}, row["predicates"])
		require.Equal(t, []any{}, row["filters"], "filters default to []")
		require.EqualValues(t, 1, row["status"])

		r = save(admin, map[string]any{"id": row["id"], "routerId": "jeecg-demo", "name": "演示服务二", "uri": "lb://jeecg-demo",
			"predicates": []any{map[string]any{"name": "Host", "args": []any{"demo.example"}}}, "filters": "[]", "status": false})
		require.True(t, r.Success, r.Message)
		require.NotContains(t, list(""), "jeecg-demo", "a disabled route leaves JeecgBoot's list")
		off := list("?status=0")["jeecg-demo"]
		require.NotNil(t, off, "the status filter shows it")
		require.Equal(t, row["id"], off["id"], "changed, not added")
		require.Equal(t, "演示服务二", off["name"])
		require.Equal(t, []any{map[string]any{"name": "Host", "args": []any{"demo.example"}}}, off["predicates"])

		r = save(admin, map[string]any{"id": "no-such-route", "routerId": "jeecg-two", "name": "二号", "uri": "lb://two"})
		require.True(t, r.Success, "an unknown id adds: %s", r.Message)
		two := list("")["jeecg-two"]
		require.NotNil(t, two, "status 1 when absent")
		require.NotEqual(t, "no-such-route", two["id"], "the id is the server's")
		require.False(t, save(admin, map[string]any{"routerId": "jeecg-two", "name": "重复", "uri": "lb://x"}).Success, "路由ID is unique")
		require.Contains(t, save(admin, map[string]any{"routerId": "jeecg-three", "uri": "lb://x"}).Message, "路由名称")

		r = s.Do(t, "GET", "/sys/gatewayRoute/clearRedis", admin, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "清除成功！", r.Message)

		contractor := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		require.False(t, s.Do(t, "GET", "/sys/gatewayRoute/list", contractor, nil).Success)
		require.False(t, s.Do(t, "GET", "/sys/gatewayRoute/clearRedis", contractor, nil).Success)
		require.False(t, save(contractor, map[string]any{"id": two["id"], "routerId": "jeecg-two", "name": "改名", "uri": "lb://two"}).Success)
		require.Equal(t, "二号", list("")["jeecg-two"]["name"])
	})
}

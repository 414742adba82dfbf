package app_test

import (
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/config"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/thirdlogin"
)

func TestDictionaries(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		tok := s.Token(t, "engineer", seed.DemoEngineerPassword)
		var items []map[string]string
		r := s.Do(t, "GET", "/sys/dict/getDictItems/sex", tok, nil)
		require.True(t, r.Success)
		r.Decode(t, &items)
		require.Equal(t, []map[string]string{{"value": "1", "text": "男", "title": "男"}, {"value": "2", "text": "女", "title": "女"}}, items)

		r = s.Do(t, "GET", "/sys/dict/getDictItems/sys_depart,depart_name,org_code", tok, nil)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &items)
		require.Contains(t, items, map[string]string{"value": "A01A01", "text": "工程技术部", "title": "工程技术部"})

		// Table dictionaries outside the registry and raw filter clauses never reach SQL.
		for _, code := range []string{"sys_user,password,username", "sys_user;drop table sys_user,a,b", "sys_user,realname,username,1=1"} {
			r = s.Do(t, "GET", "/sys/dict/getDictItems/"+strings.ReplaceAll(code, " ", "%20"), tok, nil)
			require.False(t, r.Success, code)
		}
		require.Equal(t, "字典Code格式不正确！", s.Do(t, "GET", "/sys/dict/getDictItems/a,b", tok, nil).Message)

		var all map[string][]map[string]string
		r = s.Do(t, "GET", "/sys/dict/queryAllDictItems", tok, nil)
		r.Decode(t, &all)
		require.Len(t, all["user_status"], 2)
		require.True(t, s.Do(t, "GET", "/sys/dict/refleshCache", tok, nil).Success)
		require.Equal(t, 401, s.Do(t, "GET", "/sys/dict/queryAllDictItems", "", nil).Status)
	})
}

type capturedSMS struct {
	mu    sync.Mutex
	codes map[string]string
}

func (c *capturedSMS) Send(_ context.Context, mobile, code string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.codes[mobile] = code
	return nil
}

func TestPhoneLoginRegisterAndReset(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		sms := &capturedSMS{codes: map[string]string{}}
		s.App.Auth.SMS = authSMS(s, sms)

		// Phone login with the code the sender delivered. An unknown phone is
		// answered alike but gets no code.
		r := sendSMS(t, s, "13900000009", "0")
		require.True(t, r.Success, r.Message)
		require.Empty(t, sms.codes["13900000009"])
		r = sendSMS(t, s, "13800000001", "0")
		require.True(t, r.Success, r.Message)
		require.Equal(t, "验证码已发送，请60秒后再试", sendSMS(t, s, "13800000001", "0").Message)
		require.Equal(t, "手机验证码错误", s.Do(t, "POST", "/sys/phoneLogin", "", map[string]any{"mobile": "13800000001", "captcha": "000000x"}).Message)
		r = s.Do(t, "POST", "/sys/phoneLogin", "", map[string]any{"mobile": "13800000001", "captcha": sms.codes["13800000001"]})
		require.True(t, r.Success, r.Message)
		require.Equal(t, 200, r.Code)
		var res struct {
			Token    string           `json:"token"`
			UserInfo map[string]any   `json:"userInfo"`
			Dicts    map[string][]any `json:"sysAllDictItems"`
		}
		r.Decode(t, &res)
		require.Equal(t, "engineer", res.UserInfo["username"])
		require.NotEmpty(t, res.Dicts)
		// A code works once.
		require.False(t, s.Do(t, "POST", "/sys/phoneLogin", "", map[string]any{"mobile": "13800000001", "captcha": sms.codes["13800000001"]}).Success)

		// Registration.
		require.True(t, sendSMS(t, s, "13700000007", "1").Success)
		reg := map[string]any{"username": "newbie", "password": "weak", "phone": "13700000007", "smscode": sms.codes["13700000007"]}
		require.Equal(t, "密码由8位数字、大小写字母组成!", s.Do(t, "POST", "/sys/user/register", "", reg).Message)
		reg["password"] = "newbie123"
		require.True(t, s.Do(t, "POST", "/sys/user/register", "", reg).Success)
		require.True(t, s.Login(t, "newbie", "newbie123").Success)
		require.Equal(t, "用户账号已存在", s.Do(t, "GET", "/sys/user/checkOnlyUser?username=newbie", "", nil).Message)
		require.True(t, s.Do(t, "GET", "/sys/user/checkOnlyUser?username=nobody", "", nil).Success)

		// Password reset by phone.
		var u map[string]string
		r = s.Do(t, "GET", "/sys/user/querySysUser?phone=13700000007", "", nil)
		r.Decode(t, &u)
		require.Equal(t, "n***e", u["username"], "masked: TestForgotPasswordHidesUsername")
		require.True(t, sendSMS(t, s, "13700000007", "2").Success)
		code := sms.codes["13700000007"]
		require.True(t, s.Do(t, "POST", "/sys/user/phoneVerification", "", map[string]any{"phone": "13700000007", "smscode": code}).Success)
		tok := s.Token(t, "newbie", "newbie123")
		r = s.Do(t, "GET", fmt.Sprintf("/sys/user/passwordChange?username=newbie&password=reset1234&smscode=%s&phone=13700000007", code), "", nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, 401, s.Do(t, "GET", "/sys/user/getCurrentUserDeparts", tok, nil).Status, "reset ends sessions")
		require.True(t, s.Login(t, "newbie", "reset1234").Success)
	})
}

func TestSessionSideEndpoints(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		// zhangsan's demo password is weak and such a session may only change it: change it first.
		weak := s.Token(t, "zhangsan", seed.DemoWeakPassword)
		require.True(t, s.Do(t, "PUT", "/sys/user/updatePassword", weak, map[string]any{
			"username": "zhangsan", "oldpassword": seed.DemoWeakPassword, "password": "Zhangsan123", "confirmpassword": "Zhangsan123"}).Success)
		tok := s.Token(t, "zhangsan", "Zhangsan123")

		var departs struct {
			List    []map[string]any `json:"list"`
			OrgCode string           `json:"orgCode"`
		}
		s.Do(t, "GET", "/sys/user/getCurrentUserDeparts", tok, nil).Decode(t, &departs)
		require.Len(t, departs.List, 2)
		require.Equal(t, "A01A01", departs.OrgCode)

		r := s.Do(t, "PUT", "/sys/selectDepart", tok, map[string]any{"username": "zhangsan", "orgCode": "A01A02"})
		require.True(t, r.Success, r.Message)
		var sel struct {
			UserInfo map[string]any `json:"userInfo"`
		}
		r.Decode(t, &sel)
		require.Equal(t, "A01A02", sel.UserInfo["orgCode"])
		require.Equal(t, "请选择您所属的部门", s.Do(t, "PUT", "/sys/selectDepart", tok, map[string]any{"orgCode": "A02"}).Message)

		var info map[string]int
		admin := s.Token(t, "admin", seed.DemoAdminPassword) // the visit statistics are the admin's
		s.Do(t, "GET", "/sys/loginfo", admin, nil).Decode(t, &info)
		require.GreaterOrEqual(t, info["todayVisitCount"], 1)
		require.Equal(t, 1, info["todayIp"])
		var visits []map[string]any
		s.Do(t, "GET", "/sys/visitInfo", admin, nil).Decode(t, &visits)
		require.Len(t, visits, 7)
		require.GreaterOrEqual(t, visits[6]["visit"].(float64), 1.0)

		var tenants []any
		s.Do(t, "GET", "/sys/tenant/queryList", tok, nil).Decode(t, &tenants)
		require.Empty(t, tenants)

		// An unknown ticket opens nothing (thirdlogin_test.go has the sign-ins).
		require.Equal(t, thirdlogin.MsgExpired, s.Do(t, "GET", "/sys/thirdLogin/getLoginUser/x/github", "", nil).Message)
		require.Equal(t, thirdlogin.MsgExpired, s.Do(t, "GET", "/sys/cas/client/validateLogin?ticket=x", "", nil).Message)

		r = s.Do(t, "GET", "/sys/no/such/path", tok, nil)
		require.Equal(t, 404, r.Status)
		require.False(t, r.Success)

		// Headers the original front end sends are accepted and ignored.
		r = s.Do(t, "GET", "/sys/user/getCurrentUserDeparts?_t=1&gt=1", tok, nil, "X-Sign", "abc", "X-TIMESTAMP", "20260101000000", "tenant_id", "0")
		require.True(t, r.Success)

		// A bad JSON body is a plain Chinese error, no parser text.
		req, _ := http.NewRequest("PUT", s.URL+"/sys/selectDepart", strings.NewReader("{bad"))
		req.Header.Set("X-Access-Token", tok)
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		require.Contains(t, string(body), "请求参数格式不正确")
		require.NotContains(t, string(body), "invalid character")
	})
}

func TestHealthAndUI(t *testing.T) {
	t.Parallel()
	s := testenv.Start(t, testenv.DB{Name: "sqlite"})
	for path, want := range map[string]int{"/healthz": 200, "/readyz": 200} {
		res, err := http.Get(s.Root + path)
		require.NoError(t, err)
		res.Body.Close()
		require.Equal(t, want, res.StatusCode, path)
	}
	// Client routes fall back to the UI's index page.
	res, err := http.Get(s.Root + "/isystem/user")
	require.NoError(t, err)
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	require.Equal(t, 200, res.StatusCode)
	require.Regexp(t, regexp.MustCompile(`(?i)<html`), string(body))
	require.Equal(t, "no-cache", res.Header.Get("Cache-Control"))
}

func TestWeather(t *testing.T) {
	t.Parallel()
	provider := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `{"code":"200","location":{"name":"丹江口"},"now":{"temp":"21","text":"多云","icon":"101"}}`)
	}))
	defer provider.Close()
	s := testenv.Start(t, testenv.DB{Name: "sqlite"}, func(c *config.Config) { c.WeatherURL = provider.URL })
	tok := s.Token(t, "engineer", seed.DemoEngineerPassword)
	var w map[string]string
	r := s.Do(t, "GET", "/sys/weather/now", tok, nil)
	require.True(t, r.Success, r.Message)
	r.Decode(t, &w)
	require.Equal(t, map[string]string{"location": "丹江口", "temp": "21", "text": "多云", "icon": "101"}, w)

	// QWeather's weather/now as it answers: the key in its header, a gzipped
	// body, no place name (AQ_WEATHER_PLACE gives it); a refused key is no weather.
	const key = "k-0123456789"
	qweather := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("X-QW-Api-Key") != key || r.URL.Query().Get("key") != "" || !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			fmt.Fprint(w, `{"code":"401"}`)
			return
		}
		w.Header().Set("Content-Encoding", "gzip")
		w.Header().Set("Content-Type", "application/json")
		gz := gzip.NewWriter(w)
		fmt.Fprint(gz, `{"code":"200","updateTime":"2026-11-29T10:00+08:00","now":{"obsTime":"2026-11-29T09:52+08:00","temp":"8","feelsLike":"5","icon":"305","text":"小雨","windDir":"东北风"}}`)
		gz.Close()
	}))
	defer qweather.Close()
	for _, k := range []string{key, "wrong"} {
		q := testenv.Start(t, testenv.DB{Name: "sqlite"}, func(c *config.Config) {
			c.WeatherURL, c.WeatherKey, c.WeatherPlace = qweather.URL+"/v7/weather/now?location=101110101", k, "丹江口"
		})
		r = q.Do(t, "GET", "/sys/weather/now", q.Token(t, "engineer", seed.DemoEngineerPassword), nil)
		if k != key {
			require.False(t, r.Success, "a refused key")
			require.Equal(t, "天气服务不可用", r.Message)
			continue
		}
		require.True(t, r.Success, r.Message)
		r.Decode(t, &w)
		require.Equal(t, map[string]string{"location": "丹江口", "temp": "8", "text": "小雨", "icon": "305"}, w)
	}

	none := testenv.Start(t, testenv.DB{Name: "sqlite"})
	r = none.Do(t, "GET", "/sys/weather/now", none.Token(t, "engineer", seed.DemoEngineerPassword), nil)
	require.False(t, r.Success)
}

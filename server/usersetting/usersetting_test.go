package usersetting_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysusersetting"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/usersetting"
	"aqueduct/server/viewer"
)

// put sends body as it is (raw JSON, or text that is none).
func put(t *testing.T, s *testenv.Server, token, key, body string) testenv.Reply {
	t.Helper()
	req, err := http.NewRequest(http.MethodPut, s.URL+usersetting.Path+"?key="+key, strings.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Access-Token", token)
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	var r testenv.Reply
	require.NoError(t, json.Unmarshal(raw, &r), string(raw))
	return r
}

func get(t *testing.T, s *testenv.Server, token, key string) testenv.Reply {
	t.Helper()
	return s.Do(t, http.MethodGet, usersetting.Path+"?key="+key, token, nil)
}

// A user's list setting is kept on the server: read back by him from
// another login, unseen and untouched by another user, forgotten by 恢复默认;
// bad keys, values that are no JSON object and oversized values are refused
// in Chinese and change nothing.
func TestListSettings(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		con := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		const key = "list.cmisPayment"
		value := `{"v":1,"columns":[{"name":"payNo","hidden":true},{"name":"amount","width":180}]}`

		// Nothing kept yet: null.
		r := get(t, s, admin, key)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "null", string(r.Result))

		r = put(t, s, admin, key, value)
		require.True(t, r.Success, r.Message)
		// Another login (another browser) reads it back.
		admin2 := s.Token(t, "admin", seed.DemoAdminPassword)
		r = get(t, s, admin2, key)
		require.True(t, r.Success, r.Message)
		require.JSONEq(t, value, string(r.Result))

		// Another user sees none and keeps his own without touching the admin's.
		r = get(t, s, con, key)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "null", string(r.Result))
		mine := `{"v":1,"columns":[{"name":"remark","hidden":true}]}`
		require.True(t, put(t, s, con, key, mine).Success)
		require.JSONEq(t, value, string(get(t, s, admin, key).Result))
		require.JSONEq(t, mine, string(get(t, s, con, key).Result))
		// His 恢复默认 forgets only his.
		require.True(t, put(t, s, con, key, "null").Success)
		require.Equal(t, "null", string(get(t, s, con, key).Result))
		require.JSONEq(t, value, string(get(t, s, admin, key).Result))

		// Saving again replaces the value: one row per user and key.
		value2 := `{"v":1,"columns":[{"name":"amount","width":200}]}`
		require.True(t, put(t, s, admin, key, value2).Success)
		require.JSONEq(t, value2, string(get(t, s, admin, key).Result))
		sys := viewer.System(context.Background())
		n, err := s.App.DB.Client.SysUserSetting.Query().Where(sysusersetting.SettingKey(key)).Count(sys)
		require.NoError(t, err)
		require.Equal(t, 1, n)

		// The same user's value in another tenant is another setting: neither read nor overwritten.
		adminID := s.App.DB.Client.SysUser.Query().Where(sysuser.Username("admin")).OnlyX(sys).ID
		other := s.App.DB.Client.SysUserSetting.Create().SetTenantID(7).SetUserID(adminID).SetSettingKey("list.elsewhere").
			SetValue(`{"tenant":7}`).SaveX(sys)
		require.Equal(t, "null", string(get(t, s, admin, "list.elsewhere").Result))
		require.True(t, put(t, s, admin, "list.elsewhere", `{"tenant":0}`).Success)
		require.JSONEq(t, `{"tenant":0}`, string(get(t, s, admin, "list.elsewhere").Result))
		require.Equal(t, `{"tenant":7}`, s.App.DB.Client.SysUserSetting.GetX(sys, other.ID).Value)
		require.True(t, put(t, s, admin, "list.elsewhere", "null").Success)
		require.Equal(t, `{"tenant":7}`, s.App.DB.Client.SysUserSetting.GetX(sys, other.ID).Value, "恢复默认 forgets only this tenant's")

		// Refusals, each in Chinese, none changing the kept value.
		for _, bad := range []struct{ key, body, msg string }{
			{"", value, "设置名称不合法"},
			{"cmisPayment", value, "设置名称不合法"},
			{"list.a%27%20OR%20%271%27%3D%271", value, "设置名称不合法"},
			{"list." + strings.Repeat("a", 81), value, "设置名称不合法"},
			{key, `[1,2]`, "设置内容必须是JSON对象"},
			{key, `{"columns":`, "设置内容必须是JSON对象"},
			{key, "不是JSON", "设置内容必须是JSON对象"},
			{key, `{"x":"` + strings.Repeat("a", usersetting.MaxValue) + `"}`, "设置内容过大"},
		} {
			r := put(t, s, admin, bad.key, bad.body)
			require.False(t, r.Success, "%s %.40s", bad.key, bad.body)
			require.Contains(t, r.Message, bad.msg)
		}
		r = get(t, s, admin, "list.bad-key")
		require.False(t, r.Success)
		require.Contains(t, r.Message, "设置名称不合法")
		require.JSONEq(t, value2, string(get(t, s, admin, key).Result))

		// Without a session: 401.
		require.Equal(t, http.StatusUnauthorized, get(t, s, "", key).Status)

		// A user keeps at most MaxKeys settings (in his tenant); changing a kept one still works.
		for i := 1; i < usersetting.MaxKeys; i++ {
			require.True(t, put(t, s, admin, fmt.Sprintf("list.k%d", i), `{}`).Success, "setting %d", i)
		}
		r = put(t, s, admin, "list.oneTooMany", `{}`)
		require.False(t, r.Success)
		require.Contains(t, r.Message, "个人设置过多")
		require.True(t, put(t, s, admin, key, value).Success)
	})
}

package app_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysuser"
	"aqueduct/server/auth"
	"aqueduct/server/config"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

func TestLogin(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())

		t.Run("success carries the contract's login result", func(t *testing.T) {
			r := s.Login(t, "admin", seed.DemoAdminPassword)
			require.True(t, r.Success)
			require.Equal(t, 200, r.Code)
			require.Equal(t, "登录成功", r.Message)
			var res struct {
				Token    string                      `json:"token"`
				UserInfo map[string]any              `json:"userInfo"`
				Departs  []map[string]any            `json:"departs"`
				Multi    int                         `json:"multi_depart"`
				Dicts    map[string][]map[string]any `json:"sysAllDictItems"`
			}
			r.Decode(t, &res)
			require.NotEmpty(t, res.Token)
			require.Equal(t, "admin", res.UserInfo["username"])
			require.NotContains(t, res.UserInfo, "password")
			require.Equal(t, 1, res.Multi)
			require.Equal(t, "A01", res.Departs[0]["orgCode"])
			require.Equal(t, "A01", res.UserInfo["orgCode"])
			require.Contains(t, res.Dicts["sex"], map[string]any{"value": "1", "text": "男", "title": "男"})
		})

		t.Run("several departments answer multi_depart 2", func(t *testing.T) {
			r := s.Login(t, "zhangsan", seed.DemoWeakPassword)
			require.True(t, r.Success, r.Message)
			var res struct {
				Multi   int              `json:"multi_depart"`
				Departs []map[string]any `json:"departs"`
			}
			r.Decode(t, &res)
			require.Equal(t, 2, res.Multi)
			require.Len(t, res.Departs, 2)
		})

		t.Run("failure messages", func(t *testing.T) {
			// No captcha at all.
			r := s.Do(t, "POST", "/sys/login", "", map[string]any{"username": "admin", "password": seed.DemoAdminPassword, "checkKey": 1})
			require.Equal(t, "验证码无效", r.Message)
			require.Equal(t, 500, r.Code)
			require.False(t, r.Success)

			// Wrong captcha.
			s.Do(t, "GET", "/sys/randomImage/777", "", nil)
			r = s.Do(t, "POST", "/sys/login", "", map[string]any{"username": "admin", "password": seed.DemoAdminPassword, "captcha": "9999", "checkKey": 777})
			require.Equal(t, "验证码错误", r.Message)

			// An unknown user and a wrong password get the same answer.
			require.Equal(t, "用户名或密码错误", s.Login(t, "nobody", "whatever1").Message)
			require.Equal(t, "用户名或密码错误", s.Login(t, "engineer", "wrong-password1").Message)

			_, err := seed.CreateUser(context.Background(), s.App.DB.Client, "gone", "离职员工", "secret123")
			require.NoError(t, err)
			_, err = s.App.DB.Client.SysUser.Delete().Where(sysuser.Username("gone")).Exec(ctx)
			require.NoError(t, err)
			require.Equal(t, "该用户已注销", s.Login(t, "gone", "secret123").Message)

			_, err = seed.CreateUser(context.Background(), s.App.DB.Client, "frozen", "冻结用户", "secret123")
			require.NoError(t, err)
			require.NoError(t, s.App.DB.Client.SysUser.Update().Where(sysuser.Username("frozen")).SetStatus(2).Exec(ctx))
			require.Equal(t, "该用户已冻结", s.Login(t, "frozen", "secret123").Message)
		})

		t.Run("a captcha works once", func(t *testing.T) {
			s.Do(t, "GET", "/sys/randomImage/4242", "", nil)
			body := map[string]any{"username": "admin", "password": seed.DemoAdminPassword, "captcha": "1234", "checkKey": 4242}
			require.True(t, s.Do(t, "POST", "/sys/login", "", body).Success)
			r := s.Do(t, "POST", "/sys/login", "", body)
			require.False(t, r.Success)
			require.Equal(t, "验证码错误", r.Message)
		})

		t.Run("checkKey may be a string too", func(t *testing.T) {
			s.Do(t, "GET", "/sys/randomImage/5151", "", nil)
			r := s.Do(t, "POST", "/sys/login", "", map[string]any{"username": "admin", "password": seed.DemoAdminPassword, "captcha": "1234", "checkKey": "5151"})
			require.True(t, r.Success, r.Message)
		})

		t.Run("repeated failures lock the account out of that address", func(t *testing.T) {
			_, err := seed.CreateUser(context.Background(), s.App.DB.Client, "target", "目标", "secret123")
			require.NoError(t, err)
			for i := 0; i < s.App.Auth.Limiter.PairLimit; i++ {
				require.Equal(t, "用户名或密码错误", s.Login(t, "target", fmt.Sprintf("guess%d", i)).Message)
			}
			// Even the right password is refused now, from this address.
			require.Equal(t, auth.MsgTooMany, s.Login(t, "target", "secret123").Message)
		})
	})
}

func TestSessionRevocation(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		const menuPath = "/sys/permission/getUserPermissionByToken"

		t.Run("no token", func(t *testing.T) {
			r := s.Do(t, "GET", menuPath, "", nil)
			require.Equal(t, 401, r.Status)
			require.Contains(t, r.Message, "Token失效")
		})

		t.Run("logout kills the token", func(t *testing.T) {
			tok := s.Token(t, "engineer", seed.DemoEngineerPassword)
			require.True(t, s.Do(t, "GET", menuPath, tok, nil).Success)
			r := s.Do(t, "POST", "/sys/logout", tok, nil)
			require.True(t, r.Success)
			require.Equal(t, "退出登录成功！", r.Message)
			r = s.Do(t, "GET", menuPath, tok, nil)
			require.Equal(t, 401, r.Status)
			require.Contains(t, r.Message, "Token失效")
			require.Equal(t, "Token无效!", s.Do(t, "POST", "/sys/logout", tok, nil).Message)
			require.Equal(t, "退出登录失败！", s.Do(t, "POST", "/sys/logout", "", nil).Message)
		})

		t.Run("password change kills every session of the user", func(t *testing.T) {
			tok1 := s.Token(t, "engineer", seed.DemoEngineerPassword)
			tok2 := s.Token(t, "engineer", seed.DemoEngineerPassword)
			body := map[string]any{"username": "engineer", "oldpassword": seed.DemoEngineerPassword, "password": "newpass123", "confirmpassword": "newpass123"}
			r := s.Do(t, "PUT", "/sys/user/updatePassword", tok1, body)
			require.True(t, r.Success, r.Message)
			require.Equal(t, "密码重置成功!", r.Message)
			for _, tok := range []string{tok1, tok2} {
				r := s.Do(t, "GET", menuPath, tok, nil)
				require.Equal(t, 401, r.Status)
				require.Contains(t, r.Message, "Token失效")
			}
			require.Equal(t, "用户名或密码错误", s.Login(t, "engineer", seed.DemoEngineerPassword).Message)
			require.True(t, s.Login(t, "engineer", "newpass123").Success)
		})

		t.Run("freezing a user ends their session and refuses login", func(t *testing.T) {
			admin := s.Token(t, "admin", seed.DemoAdminPassword)
			victim := s.Token(t, "zhangsan", seed.DemoWeakPassword)
			u, err := s.App.DB.Client.SysUser.Query().Where(sysuser.Username("zhangsan")).Only(viewer.System(context.Background()))
			require.NoError(t, err)
			r := s.Do(t, "PUT", "/sys/user/frozenBatch", admin, map[string]any{"ids": u.ID, "status": "2"})
			require.True(t, r.Success, r.Message)
			require.Equal(t, 401, s.Do(t, "GET", menuPath, victim, nil).Status)
			require.Equal(t, "该用户已冻结", s.Login(t, "zhangsan", seed.DemoWeakPassword).Message)
		})
	})
}

func TestUpdatePasswordRules(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		tok := s.Token(t, "admin", seed.DemoAdminPassword)
		cases := []struct {
			name, username, old, pw, confirm, msg string
		}{
			{"someone else's", "engineer", seed.DemoAdminPassword, "abc12345", "abc12345", "只允许修改自己的密码！"},
			{"wrong old password", "admin", "nope", "abc12345", "abc12345", "旧密码输入错误!"},
			{"empty new password", "admin", seed.DemoAdminPassword, "", "", "新密码不允许为空!"},
			{"confirmation differs", "admin", seed.DemoAdminPassword, "abc12345", "abc12346", "两次输入密码不一致!"},
			{"too short", "admin", seed.DemoAdminPassword, "ab12", "ab12", "密码由8位数字、大小写字母组成!"},
			{"no digit", "admin", seed.DemoAdminPassword, "abcdefgh", "abcdefgh", "密码由8位数字、大小写字母组成!"},
			{"no letter", "admin", seed.DemoAdminPassword, "12345678", "12345678", "密码由8位数字、大小写字母组成!"},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				r := s.Do(t, "PUT", "/sys/user/updatePassword", tok, map[string]any{
					"username": c.username, "oldpassword": c.old, "password": c.pw, "confirmpassword": c.confirm})
				require.False(t, r.Success)
				require.Equal(t, c.msg, r.Message)
			})
		}
		// The token still works: nothing changed.
		require.True(t, s.Do(t, "GET", "/sys/user/getCurrentUserDeparts", tok, nil).Success)
	})
}

func TestCaptchaImage(t *testing.T) {
	t.Parallel()
	s := testenv.Start(t, testenv.DB{Name: "sqlite"}, func(c *config.Config) { c.Captcha = "on" })
	r := s.Do(t, "GET", "/sys/randomImage/1", "", nil)
	require.True(t, r.Success)
	var img string
	r.Decode(t, &img)
	require.True(t, strings.HasPrefix(img, "data:image/png;base64,"), img[:40])
	// A random code is not "1234"-guessable and the key is single-use.
	bad := s.Do(t, "POST", "/sys/login", "", map[string]any{"username": "admin", "password": seed.DemoAdminPassword, "captcha": "zzzz", "checkKey": 1})
	require.Equal(t, "验证码错误", bad.Message)
}

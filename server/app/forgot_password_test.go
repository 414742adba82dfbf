package app_test

import (
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// TestForgotPasswordHidesUsername: an anonymous 找回密码 look-up by phone
// answers a masked name, never the username; whoever proves the phone with
// the SMS code resets its account's password, through this UI's wizard (the
// masked name) as through JeecgBoot 2.4's (phoneVerification's username).
func TestForgotPasswordHidesUsername(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		sms := &capturedSMS{codes: map[string]string{}}
		s.App.Auth.SMS = authSMS(s, sms)
		const phone = "13800000001" // engineer's

		var found struct{ Username, Phone string }
		r := s.Do(t, "GET", "/sys/user/querySysUser?phone="+phone, "", nil)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &found)
		require.NotContains(t, string(r.Result), "engineer")
		require.NotContains(t, string(r.Result), "ngineer")
		require.Equal(t, "e***r", found.Username)
		require.Equal(t, phone, found.Phone)
		// A token does not unmask it either: the wizard needs no more.
		tok := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		require.NotContains(t, string(s.Do(t, "GET", "/sys/user/querySysUser?phone="+phone, tok, nil).Result), "engineer")
		require.Equal(t, "该手机号未绑定用户", s.Do(t, "GET", "/sys/user/querySysUser?phone=13900000009", "", nil).Message)

		reset := func(username, code, password string) string {
			q := url.Values{"username": {username}, "password": {password}, "smscode": {code}, "phone": {phone}}
			return s.Do(t, "GET", "/sys/user/passwordChange?"+q.Encode(), "", nil).Message
		}

		// A fresh reset code, as after the resend pause.
		fresh := func() string {
			forgetRequests(t, s)
			require.True(t, sendSMS(t, s, phone, "2").Success)
			return sms.codes[phone]
		}

		// This UI: 手机号 → masked name shown → 短信验证 → new password sent with the masked name.
		code := fresh()
		require.True(t, s.Do(t, "POST", "/sys/user/phoneVerification", "", map[string]any{"phone": phone, "smscode": code}).Success)
		require.Equal(t, "密码重置成功!", reset(found.Username, code, "Reset1234"))
		require.True(t, s.Login(t, "engineer", "Reset1234").Success)
		// The code resets this phone's account only, whichever name comes with it.
		for _, other := range []string{"admin", "a***n"} {
			require.Equal(t, "手机号与用户不匹配", reset(other, fresh(), "Hijack1234"), other)
			require.False(t, s.Login(t, "admin", "Hijack1234").Success)
		}

		// JeecgBoot 2.4 (Step2 → Step3): phoneVerification names the account
		// to whoever holds the code, and passwordChange takes that name.
		code = fresh()
		var verified struct{ Username, Smscode string }
		r = s.Do(t, "POST", "/sys/user/phoneVerification", "", map[string]any{"phone": phone, "smscode": code})
		require.True(t, r.Success, r.Message)
		r.Decode(t, &verified)
		require.Equal(t, "engineer", verified.Username)
		require.Equal(t, code, verified.Smscode)
		require.Equal(t, "密码重置成功!", reset(verified.Username, verified.Smscode, "Again1234"))
		require.True(t, s.Login(t, "engineer", "Again1234").Success)

		// Without the code, phoneVerification names nobody.
		r = s.Do(t, "POST", "/sys/user/phoneVerification", "", map[string]any{"phone": phone, "smscode": "000000"})
		require.False(t, r.Success)
		require.NotContains(t, string(r.Result)+r.Message, "engineer")
	})
}

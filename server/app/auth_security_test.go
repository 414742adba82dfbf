package app_test

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysloginattempt"
	"aqueduct/ent/syssmscode"
	"aqueduct/ent/sysuser"
	"aqueduct/server/auth"
	"aqueduct/server/config"
	"aqueduct/server/jsontime"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// behindProxy starts a server that believes X-Forwarded-For from the test
// client (127.0.0.1), so a test can speak from many addresses.
func behindProxy(t *testing.T, db testenv.DB) *testenv.Server {
	return testenv.Start(t, db, func(c *config.Config) { c.TrustedProxies = "127.0.0.1" })
}

var captchaKeys atomic.Int64

func init() { captchaKeys.Store(time.Now().UnixMilli() * 10) }

// captcha draws a captcha (fixed "1234" in tests) and returns its key.
func captcha(t *testing.T, s *testenv.Server) int64 {
	t.Helper()
	key := captchaKeys.Add(1)
	require.True(t, s.Do(t, "GET", fmt.Sprintf("/sys/randomImage/%d", key), "", nil).Success)
	return key
}

// from is the header naming the client address behind the trusted proxy.
func from(ip string) []string { return []string{"X-Forwarded-For", ip} }

func loginFrom(t *testing.T, s *testenv.Server, ip, username, password string) testenv.Reply {
	t.Helper()
	return s.Do(t, "POST", "/sys/login", "", map[string]any{
		"username": username, "password": password, "captcha": "1234", "checkKey": captcha(t, s),
	}, from(ip)...)
}

// sendSMS asks for an SMS code with a solved image captcha, as the UI does.
func sendSMS(t *testing.T, s *testenv.Server, mobile, mode string, headers ...string) testenv.Reply {
	t.Helper()
	return s.Do(t, "POST", "/sys/sms", "", map[string]any{
		"mobile": mobile, "smsmode": mode, "captcha": "1234", "checkKey": captcha(t, s),
	}, headers...)
}

// forgetRequests drops the counted anonymous requests, as if a day had passed.
func forgetRequests(t *testing.T, s *testenv.Server) {
	t.Helper()
	_, err := s.App.DB.Client.SysLoginAttempt.Delete().Where(sysloginattempt.KindNEQ("login")).
		Exec(viewer.System(context.Background()))
	require.NoError(t, err)
}

// delays records the limiter's waits instead of sleeping.
type delays struct {
	mu   sync.Mutex
	list []time.Duration
}

func recordDelays(s *testenv.Server) *delays {
	d := &delays{}
	l := s.App.Auth.Limiter
	l.Step, l.MaxDelay = time.Millisecond, 16*time.Millisecond
	l.Sleep = func(_ context.Context, v time.Duration) {
		d.mu.Lock()
		defer d.mu.Unlock()
		d.list = append(d.list, v)
	}
	return d
}

func (d *delays) take() []time.Duration {
	d.mu.Lock()
	defer d.mu.Unlock()
	out := d.list
	d.list = nil
	return out
}

func TestLoginThrottle(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := behindProxy(t, db)
		l := s.App.Auth.Limiter

		t.Run("failures from a shared address lock nobody else out", func(t *testing.T) {
			waits := recordDelays(s)
			const nat, owner = "203.0.113.7", "198.51.100.20"
			for i := 0; i < 2*l.AddressLimit; i++ {
				require.Equal(t, "用户名或密码错误", loginFrom(t, s, nat, fmt.Sprintf("nobody%d", i), "guess12345").Message)
			}
			// The captcha is demanded from that address (always, here): who
			// solves it gets in from behind the same address, unslowed.
			waits.take()
			r := loginFrom(t, s, nat, "admin", seed.DemoAdminPassword)
			require.True(t, r.Success, r.Message)
			require.Empty(t, waits.take())
			require.Equal(t, "验证码无效", s.Do(t, "POST", "/sys/login", "", map[string]any{
				"username": "engineer", "password": seed.DemoEngineerPassword}, from(nat)...).Message)
			// The real admin elsewhere is neither refused nor slowed.
			r = loginFrom(t, s, owner, "admin", seed.DemoAdminPassword)
			require.True(t, r.Success, r.Message)
			require.Empty(t, waits.take())
		})

		t.Run("hammering an account from many addresses slows but never locks its owner", func(t *testing.T) {
			waits := recordDelays(s)
			var seen []time.Duration
			for i := 0; i < 3*l.PairLimit; i++ {
				ip := fmt.Sprintf("192.0.2.%d", 1+i/l.PairLimit)
				require.Equal(t, "用户名或密码错误", loginFrom(t, s, ip, "engineer", fmt.Sprintf("guess%d", i)).Message)
				seen = append(seen, slices.Max(append(waits.take(), 0)))
			}
			// The account's delay grows with its failures, up to MaxDelay.
			require.True(t, sort.SliceIsSorted(seen, func(i, j int) bool { return seen[i] < seen[j] }), "%v", seen)
			require.Zero(t, seen[0])
			require.Equal(t, l.MaxDelay, seen[len(seen)-1])
			// Each attacking address is locked out of this account...
			require.Equal(t, auth.MsgTooMany, loginFrom(t, s, "192.0.2.1", "engineer", seed.DemoEngineerPassword).Message)
			// ... but not out of other accounts,
			require.True(t, loginFrom(t, s, "192.0.2.1", "admin", seed.DemoAdminPassword).Success)
			waits.take()
			// and the owner, from a fresh address, gets in after the delay.
			r := loginFrom(t, s, "198.51.100.77", "engineer", seed.DemoEngineerPassword)
			require.True(t, r.Success, r.Message)
			require.Equal(t, []time.Duration{l.MaxDelay}, waits.take())
		})
	})

	t.Run("without AQ_TRUSTED_PROXIES forwarding headers are ignored", func(t *testing.T) {
		s := testenv.Start(t, testenv.DB{Name: "sqlite"})
		l := s.App.Auth.Limiter
		for i := 0; i < l.PairLimit; i++ {
			r := s.Do(t, "POST", "/sys/login", "", map[string]any{
				"username": "engineer", "password": "guess12345", "captcha": "1234", "checkKey": captcha(t, s),
			}, "X-Forwarded-For", fmt.Sprintf("203.0.113.%d", i), "X-Real-Ip", fmt.Sprintf("198.51.100.%d", i))
			require.Equal(t, "用户名或密码错误", r.Message)
		}
		// All counted against 127.0.0.1: that pair is refused.
		require.Equal(t, auth.MsgTooMany, loginFrom(t, s, "203.0.113.200", "engineer", seed.DemoEngineerPassword).Message)
	})

	t.Run("without the captcha a shared address is answered slowly, never locked", func(t *testing.T) {
		testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
			s := testenv.Start(t, db, func(c *config.Config) { c.TrustedProxies, c.Captcha = "127.0.0.1", "off" })
			l := s.App.Auth.Limiter
			waits := recordDelays(s)
			login := func(ip, username, password string) testenv.Reply {
				return s.Do(t, "POST", "/sys/login", "", map[string]any{"username": username, "password": password}, from(ip)...)
			}
			const nat = "203.0.113.9"
			for i := 0; i < l.AddressLimit; i++ {
				require.Equal(t, "用户名或密码错误", login(nat, fmt.Sprintf("nobody%d", i), "guess12345").Message)
			}
			require.Empty(t, waits.take(), "no delay below the address threshold")
			var seen []time.Duration
			for i := 0; i < 8; i++ {
				require.Equal(t, "用户名或密码错误", login(nat, fmt.Sprintf("more%d", i), "guess12345").Message)
				seen = append(seen, slices.Max(append(waits.take(), 0)))
			}
			require.True(t, sort.SliceIsSorted(seen, func(i, j int) bool { return seen[i] < seen[j] }), "%v", seen)
			require.Equal(t, l.Step, seen[0])
			require.Equal(t, l.MaxDelay, seen[len(seen)-1])
			// Slower, but the right password from the same address gets in.
			r := login(nat, "engineer", seed.DemoEngineerPassword)
			require.True(t, r.Success, r.Message)
			require.Equal(t, []time.Duration{l.MaxDelay}, waits.take())
			// Another address is not slowed.
			require.True(t, login("198.51.100.21", "admin", seed.DemoAdminPassword).Success)
			require.Empty(t, waits.take())
		})
	})
}

func TestLoginDoesNotRevealAccounts(t *testing.T) {
	// Not parallel: it compares response times.
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := behindProxy(t, db)
		ctx := viewer.System(context.Background())

		t.Run("unknown user and wrong password: same answer, same bcrypt cost", func(t *testing.T) {
			timed := func(ip, user string) time.Duration {
				key := captcha(t, s)
				start := time.Now()
				r := s.Do(t, "POST", "/sys/login", "", map[string]any{
					"username": user, "password": "wrong-pass1", "captcha": "1234", "checkKey": key}, from(ip)...)
				d := time.Since(start)
				require.Equal(t, "用户名或密码错误", r.Message)
				return d
			}
			var unknown, wrong []time.Duration
			for i := 0; i < 5; i++ {
				unknown = append(unknown, timed(fmt.Sprintf("192.0.2.%d", 10+i), fmt.Sprintf("ghost%d", i)))
				wrong = append(wrong, timed(fmt.Sprintf("192.0.2.%d", 20+i), "engineer"))
			}
			slices.Sort(unknown)
			slices.Sort(wrong)
			// Medians: an unknown name costs a bcrypt compare too (today's 3 ms vs 63 ms is gone).
			require.Greater(t, unknown[2], wrong[2]/2, "unknown %v, wrong %v", unknown, wrong)
		})

		t.Run("frozen and deleted users are named only after the right password", func(t *testing.T) {
			_, err := seed.CreateUser(context.Background(), s.App.DB.Client, "iced", "冻结用户", "secret123")
			require.NoError(t, err)
			require.NoError(t, s.App.DB.Client.SysUser.Update().Where(sysuser.Username("iced")).SetStatus(2).Exec(ctx))
			_, err = seed.CreateUser(context.Background(), s.App.DB.Client, "left", "离职员工", "secret123")
			require.NoError(t, err)
			_, err = s.App.DB.Client.SysUser.Delete().Where(sysuser.Username("left")).Exec(ctx)
			require.NoError(t, err)
			require.Equal(t, "用户名或密码错误", loginFrom(t, s, "192.0.2.40", "iced", "wrong-pass1").Message)
			require.Equal(t, "用户名或密码错误", loginFrom(t, s, "192.0.2.40", "left", "wrong-pass1").Message)
			require.Equal(t, "该用户已冻结", loginFrom(t, s, "192.0.2.40", "iced", "secret123").Message)
			require.Equal(t, "该用户已注销", loginFrom(t, s, "192.0.2.40", "left", "secret123").Message)
		})

		t.Run("SMS login and reset answer alike for every phone", func(t *testing.T) {
			sms := &capturedSMS{codes: map[string]string{}}
			s.App.Auth.SMS = authSMS(s, sms)
			for _, mode := range []string{"0", "2"} {
				for _, phone := range []string{"13800000001", "13900000009"} {
					r := sendSMS(t, s, phone, mode, from("192.0.2.50")...)
					require.True(t, r.Success, r.Message)
					require.Equal(t, "短信验证码发送成功", r.Message)
				}
			}
			require.NotEmpty(t, sms.codes["13800000001"])
			require.Empty(t, sms.codes["13900000009"], "no code for a phone without an account")
			// Logging in or resetting with an unknown phone looks like a wrong code.
			require.Equal(t, auth.MsgBadSMSCode, s.Do(t, "POST", "/sys/phoneLogin", "", map[string]any{"mobile": "13900000009", "captcha": "123456"}).Message)
			r := s.Do(t, "GET", "/sys/user/passwordChange?username=ghost&password=reset1234&smscode=123456&phone=13900000009", "", nil)
			require.Equal(t, auth.MsgBadSMSCode, r.Message)
		})

		t.Run("anonymous look-ups are rate-limited per phone and per address", func(t *testing.T) {
			forgetRequests(t, s)
			rate := s.App.Auth.Limiter.Lookups
			probes := []struct {
				name string
				do   func(phone, ip string) testenv.Reply
			}{
				{"checkOnlyUser", func(phone, ip string) testenv.Reply {
					return s.Do(t, "GET", "/sys/user/checkOnlyUser?phone="+phone, "", nil, from(ip)...)
				}},
				{"querySysUser", func(phone, ip string) testenv.Reply {
					return s.Do(t, "GET", "/sys/user/querySysUser?phone="+phone, "", nil, from(ip)...)
				}},
				{"phoneLogin", func(phone, ip string) testenv.Reply {
					return s.Do(t, "POST", "/sys/phoneLogin", "", map[string]any{"mobile": phone, "captcha": "000000"}, from(ip)...)
				}},
				{"phoneVerification", func(phone, ip string) testenv.Reply {
					return s.Do(t, "POST", "/sys/user/phoneVerification", "", map[string]any{"phone": phone, "smscode": "000000"}, from(ip)...)
				}},
				{"register", func(phone, ip string) testenv.Reply {
					return s.Do(t, "POST", "/sys/user/register", "", map[string]any{
						"username": "engineer", "password": "abc12345", "phone": phone, "smscode": "000000"}, from(ip)...)
				}},
			}
			for i, p := range probes {
				t.Run(p.name+" per phone", func(t *testing.T) {
					phone := fmt.Sprintf("1370000%04d", i)
					for j := 0; j < rate.PerKey; j++ {
						// Each try from its own address: only the phone's budget is spent.
						require.NotEqual(t, auth.MsgTooFrequent, p.do(phone, fmt.Sprintf("10.%d.0.%d", i, j)).Message)
					}
					require.Equal(t, auth.MsgTooFrequent, p.do(phone, "10.99.0.1").Message)
				})
				t.Run(p.name+" per address", func(t *testing.T) {
					ip := fmt.Sprintf("10.100.0.%d", i)
					for j := 0; j < rate.PerAddr; j++ {
						require.NotEqual(t, auth.MsgTooFrequent, p.do(fmt.Sprintf("1360%03d%04d", i, j), ip).Message)
					}
					require.Equal(t, auth.MsgTooFrequent, p.do("13512345678", ip).Message)
				})
			}
			// Registration still says what is taken, and a logged-in admin is not counted.
			require.Equal(t, "用户名已注册", s.Do(t, "POST", "/sys/user/register", "", map[string]any{
				"username": "engineer", "password": "abc12345", "phone": "13512340000", "smscode": "1"}, from("10.200.0.1")...).Message)
			tok := s.Token(t, "admin", seed.DemoAdminPassword)
			for j := 0; j <= rate.PerKey; j++ {
				require.Equal(t, "用户账号已存在", s.Do(t, "GET", "/sys/user/checkOnlyUser?phone=13800000001", tok, nil).Message)
			}
		})
	})
}

func TestSMSAbuse(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := behindProxy(t, db)
		ctx := viewer.System(context.Background())
		sms := &capturedSMS{codes: map[string]string{}}
		s.App.Auth.SMS = authSMS(s, sms)

		t.Run("the image captcha is required and single-use", func(t *testing.T) {
			r := s.Do(t, "POST", "/sys/sms", "", map[string]any{"mobile": "13800000001", "smsmode": "0"})
			require.Equal(t, "验证码无效", r.Message)
			key := captcha(t, s)
			r = s.Do(t, "POST", "/sys/sms", "", map[string]any{"mobile": "13800000001", "smsmode": "0", "captcha": "9999", "checkKey": key})
			require.Equal(t, "验证码错误", r.Message)
			key = captcha(t, s)
			body := map[string]any{"mobile": "13800000001", "smsmode": "0", "captcha": "1234", "checkKey": fmt.Sprint(key)}
			require.True(t, s.Do(t, "POST", "/sys/sms", "", body).Success)
			require.Equal(t, "验证码错误", s.Do(t, "POST", "/sys/sms", "", body).Message)
		})

		t.Run("per phone: a pause, then an hourly budget, from any address", func(t *testing.T) {
			forgetRequests(t, s)
			require.True(t, sendSMS(t, s, "13800000002", "0", from("192.0.2.1")...).Success)
			require.Equal(t, "验证码已发送，请60秒后再试", sendSMS(t, s, "13800000002", "0", from("192.0.2.2")...).Message)
			// Another purpose is not held by the pause.
			require.True(t, sendSMS(t, s, "13800000002", "2", from("192.0.2.3")...).Success)
			l := s.App.Auth.Limiter
			l.SMSPause = 0 // no resend pause from here on
			t.Cleanup(func() { l.SMSPause = time.Minute })
			for i := 2; i < l.SMS[0].PerKey; i++ {
				require.True(t, sendSMS(t, s, "13800000002", "0", from(fmt.Sprintf("192.0.2.%d", 10+i))...).Success)
			}
			require.Equal(t, auth.MsgTooFrequent, sendSMS(t, s, "13800000002", "0", from("192.0.2.99")...).Message)
			// A phone without an account runs out the same way: nothing to tell apart.
			for i := 0; i < l.SMS[0].PerKey; i++ {
				require.True(t, sendSMS(t, s, "13900000009", "0", from(fmt.Sprintf("192.0.3.%d", 10+i))...).Success)
			}
			require.Equal(t, auth.MsgTooFrequent, sendSMS(t, s, "13900000009", "0", from("192.0.3.99")...).Message)
		})

		t.Run("per address", func(t *testing.T) {
			forgetRequests(t, s)
			l := s.App.Auth.Limiter
			for i := 0; i < l.SMS[0].PerAddr; i++ {
				require.True(t, sendSMS(t, s, fmt.Sprintf("1350000%04d", i), "0", from("198.51.100.1")...).Success)
			}
			require.Equal(t, auth.MsgTooFrequent, sendSMS(t, s, "13512345678", "0", from("198.51.100.1")...).Message)
			require.True(t, sendSMS(t, s, "13512345678", "0", from("198.51.100.2")...).Success)
		})

		t.Run("concurrent wrong codes: at most 5 are compared", func(t *testing.T) {
			const phone = "13800000001"
			require.NoError(t, s.App.Auth.SMS.Issue(ctx, phone, auth.SMSLogin))
			code := sms.codes[phone]
			var wg sync.WaitGroup
			var passed atomic.Int32
			for i := 0; i < 40; i++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					if s.App.Auth.SMS.Check(context.Background(), phone, auth.SMSLogin, fmt.Sprintf("x%05d", i), true) == nil {
						passed.Add(1)
					}
				}()
			}
			wg.Wait()
			require.Zero(t, passed.Load())
			row, err := s.App.DB.Client.SysSmsCode.Query().Where(syssmscode.Mobile(phone), syssmscode.Used(false)).
				Order(syssmscode.ByCreateTime()).All(ctx)
			require.NoError(t, err)
			require.Equal(t, 5, row[len(row)-1].Attempts)
			// The code is spent: even the right one is refused now.
			require.Error(t, s.App.Auth.SMS.Check(context.Background(), phone, auth.SMSLogin, code, true))
		})

		t.Run("expired codes are purged", func(t *testing.T) {
			old := jsontime.Time(time.Now().Add(-time.Hour).UTC())
			require.NoError(t, s.App.DB.Client.SysSmsCode.Create().SetMobile("13800000009").SetPurpose("0").
				SetCodeHash("x").SetExpiresAt(old).Exec(ctx))
			require.NoError(t, s.App.Auth.SMS.Issue(ctx, "13800000002", auth.SMSReset))
			n, err := s.App.DB.Client.SysSmsCode.Query().Where(syssmscode.ExpiresAtLT(jsontime.Now())).Count(ctx)
			require.NoError(t, err)
			require.Zero(t, n)
		})
	})
}

func TestWeakPasswordSessionMayOnlyChangeIt(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		weak := s.Token(t, "zhangsan", seed.DemoWeakPassword)

		// What the login flow and the change-password screen need still works.
		for _, path := range []string{"/sys/permission/getUserPermissionByToken", "/sys/user/getCurrentUserDeparts",
			"/sys/dict/getDictItems/sex", "/sys/tenant/queryList"} {
			r := s.Do(t, "GET", path, weak, nil)
			require.True(t, r.Success, "%s: %s", path, r.Message)
		}
		require.True(t, s.Do(t, "PUT", "/sys/selectDepart", weak, map[string]any{"orgCode": "A01A02"}).Success)
		// Everything else is refused with a clear message, and the session stays.
		for _, path := range []string{"/sys/loginfo", "/sys/visitInfo", "/sys/sysDepart/queryTreeList"} {
			r := s.Do(t, "GET", path, weak, nil)
			require.Equal(t, 200, r.Status, path)
			require.Equal(t, 510, r.Code, path)
			require.Equal(t, "请先修改密码", r.Message, path)
		}

		// A strong password is not restricted.
		strong := s.Token(t, "engineer", seed.DemoEngineerPassword)
		require.True(t, s.Do(t, "GET", "/sys/sysDepart/queryTreeList", strong, nil).Success)

		// Changing the password ends the restricted session; the next one is free.
		r := s.Do(t, "PUT", "/sys/user/updatePassword", weak, map[string]any{
			"username": "zhangsan", "oldpassword": seed.DemoWeakPassword, "password": "Better123", "confirmpassword": "Better123"})
		require.True(t, r.Success, r.Message)
		require.Equal(t, 401, s.Do(t, "GET", "/sys/permission/getUserPermissionByToken", weak, nil).Status)
		fresh := s.Token(t, "zhangsan", "Better123")
		require.True(t, s.Do(t, "GET", "/sys/sysDepart/queryTreeList", fresh, nil).Success)
	})
}

func TestSessionIdleTimeout(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		sessions := s.App.Auth.Sessions
		require.Equal(t, config.DefaultSessionIdle, sessions.Idle)
		t.Cleanup(func() { sessions.SetClock(nil) })
		at := func(d time.Duration) { now := time.Now().Add(d); sessions.SetClock(func() time.Time { return now }) }
		const path = "/sys/user/getCurrentUserDeparts"

		tok := s.Token(t, "engineer", seed.DemoEngineerPassword)
		// Used every 90 minutes, the session lives on...
		at(90 * time.Minute)
		require.True(t, s.Do(t, "GET", path, tok, nil).Success)
		at(180 * time.Minute)
		require.True(t, s.Do(t, "GET", path, tok, nil).Success)
		// ... left alone for longer than the idle limit, it is dead.
		at(180*time.Minute + config.DefaultSessionIdle + time.Minute)
		r := s.Do(t, "GET", path, tok, nil)
		require.Equal(t, 401, r.Status)
		require.Equal(t, "Token失效，请重新登录!", r.Message)
	})

	t.Run("AQ_SESSION_IDLE sets the limit", func(t *testing.T) {
		s := testenv.Start(t, testenv.DB{Name: "sqlite"}, func(c *config.Config) { c.SessionIdle = 30 * time.Minute })
		sessions := s.App.Auth.Sessions
		require.Equal(t, 30*time.Minute, sessions.Idle)
		t.Cleanup(func() { sessions.SetClock(nil) })
		tok := s.Token(t, "engineer", seed.DemoEngineerPassword)
		now := time.Now().Add(31 * time.Minute)
		sessions.SetClock(func() time.Time { return now })
		require.Equal(t, 401, s.Do(t, "GET", "/sys/user/getCurrentUserDeparts", tok, nil).Status)
	})
}

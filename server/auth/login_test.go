package auth_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/ent/sysdepart"
	"aqueduct/ent/syslog"
	"aqueduct/ent/sysloginattempt"
	"aqueduct/ent/systenant"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/server/auth"
	"aqueduct/server/seed"
	"aqueduct/server/softdelete"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// maxLoginStatements is issue 37's bound on a password login.
const maxLoginStatements = 4

// loginCounted logs in (captcha fetched first) and returns the reply and the
// statements the login ran, the fewest of a few tries: a background job may
// add its own to one of them, the login's own never vary.
func loginCounted(t *testing.T, s *testenv.Server, username, password string) (testenv.Reply, uint64) {
	t.Helper()
	var reply testenv.Reply
	least := ^uint64(0)
	for range 3 {
		key := fmt.Sprint(time.Now().UnixNano())
		require.True(t, s.Do(t, "GET", "/sys/randomImage/"+key, "", nil).Success)
		n0 := s.App.DB.Statements()
		reply = s.Do(t, "POST", "/sys/login", "", map[string]any{
			"username": username, "password": password, "captcha": "1234", "checkKey": key})
		least = min(least, s.App.DB.Statements()-n0)
	}
	return reply, least
}

// A successful password login runs at most 4 statements, counted by the
// database driver (server/db), on both databases; its answer is the
// contract's, as the queries it replaced read it; it writes its log line
// and its session. An unknown name runs the statements of a wrong password.
func TestLoginStatements(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, d testenv.DB) {
		s := testenv.Start(t, d)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		require.NoError(t, c.SysTenant.Create().SetID(3).SetName("三").Exec(ctx))
		require.NoError(t, c.SysTenant.Create().SetID(1).SetName("一").Exec(ctx))
		require.NoError(t, c.SysTenant.Create().SetID(2).SetName("冻结").SetStatus(0).Exec(ctx))
		require.NoError(t, c.SysUser.Update().Where(sysuser.Username(seed.DemoOwner)).SetRelTenantIds("3,2,1").Exec(ctx))

		users := []struct{ name, password string }{
			{"admin", seed.DemoAdminPassword},           // one department
			{"zhangsan", seed.DemoWeakPassword},         // two, and a weak password
			{seed.DemoOwner, seed.DemoEngineerPassword}, // tenants
		}
		for _, u := range users {
			// The first login may save the current department, and the first
			// after start reads the departments and tenants into memory.
			require.True(t, s.Login(t, u.name, u.password).Success)
		}
		for _, u := range users {
			t.Run(u.name, func(t *testing.T) {
				logs := func() int {
					n, err := c.SysLog.Query().Where(syslog.LogType(1), syslog.Username(u.name)).Count(ctx)
					require.NoError(t, err)
					return n
				}
				logged := logs()
				r, n := loginCounted(t, s, u.name, u.password)
				require.True(t, r.Success, r.Message)
				require.LessOrEqual(t, n, uint64(maxLoginStatements), "statements of a successful login")
				require.Equal(t, logged+3, logs(), "a login log line per login")

				var got map[string]json.RawMessage
				r.Decode(t, &got)
				var token string
				require.NoError(t, json.Unmarshal(got["token"], &token))
				require.True(t, s.Do(t, "GET", "/sys/user/getCurrentUserDeparts", token, nil).Success, "the session works")
				delete(got, "token")
				require.Equal(t, expectedLogin(t, s, u.name), got)
			})
		}

		t.Run("a login drops no one's cached session", func(t *testing.T) {
			tok := s.Token(t, "engineer", seed.DemoEngineerPassword)
			// The fewest of a few, as loginCounted, each after what may precede it.
			ask := func(before func()) uint64 {
				least := ^uint64(0)
				for range 3 {
					before()
					n0 := s.App.DB.Statements()
					require.True(t, s.Do(t, "GET", "/sys/user/getCurrentUserDeparts", tok, nil).Success)
					least = min(least, s.App.DB.Statements()-n0)
				}
				return least
			}
			warm := ask(func() {})
			afterLogin := ask(func() { require.True(t, s.Login(t, "admin", seed.DemoAdminPassword).Success) })
			require.Equal(t, warm, afterLogin, "the engineer's session is still in memory")
		})

		t.Run("an unknown name runs a wrong password's statements", func(t *testing.T) {
			r, wrong := loginCounted(t, s, "engineer", "wrong-pass1")
			require.Equal(t, auth.MsgBadLogin, r.Message)
			r, unknown := loginCounted(t, s, "nobody-here", "wrong-pass1")
			require.Equal(t, auth.MsgBadLogin, r.Message)
			require.Equal(t, wrong, unknown)
		})

		t.Run("the right password forgives this address's failures", func(t *testing.T) {
			failed := func() int {
				n, err := c.SysLoginAttempt.Query().Where(sysloginattempt.Username("engineer"), sysloginattempt.Success(false)).Count(ctx)
				require.NoError(t, err)
				return n
			}
			require.Positive(t, failed())
			require.True(t, s.Login(t, "engineer", seed.DemoEngineerPassword).Success)
			require.Zero(t, failed())
		})
	})
}

// expectedLogin is the login result (but its token) as the queries before
// issue 37 read it: the user, his departments by org code, his active
// tenants, every dictionary.
func expectedLogin(t *testing.T, s *testenv.Server, username string) map[string]json.RawMessage {
	t.Helper()
	ctx := viewer.System(context.Background())
	c := s.App.DB.Client
	u, err := c.SysUser.Query().Where(sysuser.Username(username)).Only(softdelete.WithDeleted(ctx))
	require.NoError(t, err)
	departs, err := c.SysDepart.Query().Where(sysdepart.HasUserDepartsWith(sysuserdepart.UserID(u.ID))).
		Order(ent.Asc(sysdepart.FieldOrgCode)).All(ctx)
	require.NoError(t, err)
	if departs == nil {
		departs = []*ent.SysDepart{}
	}
	dicts, err := s.App.Auth.Dicts.All(ctx)
	require.NoError(t, err)
	multi := min(len(departs), 2)
	want := map[string]any{"userInfo": u, "departs": departs, "multi_depart": multi,
		"sysAllDictItems": dicts, "features": s.App.Auth.Features}
	if ids := auth.UserTenants(u); len(ids) > 0 {
		tenants, err := c.SysTenant.Query().Where(systenant.IDIn(ids...), systenant.Status(1)).
			Order(ent.Asc(systenant.FieldID)).All(ctx)
		require.NoError(t, err)
		want["tenantList"] = tenants
	}
	out := map[string]json.RawMessage{}
	for k, v := range want {
		raw, err := json.Marshal(v)
		require.NoError(t, err)
		out[k] = raw
	}
	return out
}

package app_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// within polls cond until it holds or d has passed.
func within(t *testing.T, d time.Duration, what string, cond func() bool) {
	t.Helper()
	end := time.Now().Add(d)
	for !cond() {
		if time.Now().After(end) {
			t.Fatalf("not within %s: %s", d, what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Two servers on one PostgreSQL database: what one changes, the other's
// caches drop within a second (LISTEN/NOTIFY), never serving the old state.
func TestCachesFollowOtherInstances(t *testing.T) {
	t.Parallel()
	db := testenv.DB{Name: "postgres", URL: testenv.NewPostgresDB(t)}
	a, b := testenv.Start(t, db), testenv.Start(t, db)
	ctx := viewer.System(context.Background())

	// A session revoked on A is dead on B.
	tok := a.Token(t, "engineer", seed.DemoEngineerPassword)
	require.True(t, b.Do(t, "GET", "/sys/user/getCurrentUserDeparts", tok, nil).Success, "B knows the session")
	require.True(t, a.Do(t, "POST", "/sys/logout", tok, nil).Success)
	within(t, time.Second, "a logout on A ends the session on B", func() bool {
		return b.Do(t, "GET", "/sys/user/getCurrentUserDeparts", tok, nil).Status == 401
	})

	// A grant given on A opens the route on B; taken back, closes it.
	tok = b.Token(t, "engineer", seed.DemoEngineerPassword)
	require.Equal(t, 510, b.Do(t, "GET", "/sys/user/list", tok, nil).Code)
	engineer := a.RoleID(t, "engineer")
	grant := a.App.DB.Client.SysRolePermission.Create().SetRoleID(engineer).SetPermissionID("m-user").SaveX(ctx)
	within(t, time.Second, "a grant on A reaches B", func() bool {
		return b.Do(t, "GET", "/sys/user/list", tok, nil).Success
	})
	within(t, time.Second, "a grant on A reaches B's menu", func() bool { return menuHas(t, b, tok, "/isystem/user") })
	// A data rule added on A limits B's list at once.
	rule := a.App.DB.Client.SysPermissionDataRule.Create().SetPermissionID("m-user").SetRuleName("张").
		SetRuleColumn("username").SetRuleConditions("=").SetRuleValue("zhangsan").SaveX(ctx)
	a.App.DB.Client.SysRolePermission.UpdateOne(grant).SetDataRuleIds(rule.ID).ExecX(ctx)
	within(t, time.Second, "a data rule on A reaches B", func() bool {
		var p testenv.Page
		r := b.Do(t, "GET", "/sys/user/list", tok, nil)
		r.Decode(t, &p)
		return r.Success && p.Total == 1
	})
	a.App.DB.Client.SysRolePermission.DeleteOne(grant).ExecX(ctx)
	within(t, time.Second, "a grant taken back on A closes B", func() bool {
		return b.Do(t, "GET", "/sys/user/list", tok, nil).Code == 510
	})
	within(t, time.Second, "a grant taken back on A leaves B's menu", func() bool { return !menuHas(t, b, tok, "/isystem/user") })

	// A user frozen on A is logged out on B.
	adm := a.Token(t, "admin", seed.DemoAdminPassword)
	zhang := b.Token(t, "zhangsan", seed.DemoWeakPassword)
	require.True(t, b.Do(t, "GET", "/sys/user/getCurrentUserDeparts", zhang, nil).Success)
	require.True(t, a.Do(t, "PUT", "/sys/user/frozenBatch", adm, map[string]any{"ids": a.User(t, "zhangsan").ID, "status": 2}).Success)
	within(t, time.Second, "a freeze on A reaches B", func() bool {
		return b.Do(t, "GET", "/sys/user/getCurrentUserDeparts", zhang, nil).Status == 401
	})

	// A dictionary item added on A is in B's dictionary.
	admB := b.Token(t, "admin", seed.DemoAdminPassword)
	items := func() int {
		var out []map[string]any
		b.Do(t, "GET", "/sys/dict/getDictItems/sex", admB, nil).Decode(t, &out)
		return len(out)
	}
	before := items()
	sex := a.App.DB.Client.SysDict.Query().AllX(ctx)
	var sexID string
	for _, d := range sex {
		if d.DictCode == "sex" {
			sexID = d.ID
		}
	}
	require.True(t, a.Do(t, "POST", "/sys/dictItem/add", adm, map[string]any{"dictId": sexID, "itemValue": "9", "itemText": "未知"}).Success)
	within(t, time.Second, "a dictionary item on A reaches B", func() bool { return items() == before+1 })
}

// menuHas reports whether the user's menu (getUserPermissionByToken) holds path.
func menuHas(t *testing.T, s *testenv.Server, tok, path string) bool {
	var up struct{ Menu []map[string]any }
	r := s.Do(t, "GET", "/sys/permission/getUserPermissionByToken?client=aqueduct", tok, nil)
	require.True(t, r.Success, r.Message)
	r.Decode(t, &up)
	var walk func([]map[string]any) bool
	walk = func(nodes []map[string]any) bool {
		for _, n := range nodes {
			if n["path"] == path {
				return true
			}
			var kids []map[string]any
			if raw, ok := n["children"].([]any); ok {
				for _, k := range raw {
					if m, ok := k.(map[string]any); ok {
						kids = append(kids, m)
					}
				}
			}
			if walk(kids) {
				return true
			}
		}
		return false
	}
	return walk(up.Menu)
}

// On a warm cache a list request runs one statement, its page with the
// total beside it: sessions, grants, data rules, dictionaries and department
// names come from memory, while rows and totals always come from the database.
func TestWarmListRunsOneStatement(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		s.App.Perm.Refresh = time.Hour // no version poll inside the measured requests
		ctx := viewer.System(context.Background())
		// A data rule on the engineer's user list: its lookup must be cached too.
		rule := s.App.DB.Client.SysPermissionDataRule.Create().SetPermissionID("m-user").SetRuleName("本部门").
			SetRuleColumn("orgCode").SetRuleConditions("RIGHT_LIKE").SetRuleValue("#{sys_org_code}").SaveX(ctx)
		s.Grant(t, s.RoleID(t, "engineer"), []string{"m-user"}, map[string]string{"m-user": rule.ID})
		for _, who := range [][2]string{{"admin", seed.DemoAdminPassword}, {"engineer", seed.DemoEngineerPassword}} {
			tok := s.Token(t, who[0], who[1])
			for _, path := range []string{"/sys/user/list?pageNo=1&pageSize=20", "/sys/user/list?realname=*张*&status=1&column=username&order=asc",
				"/sys/sysDepart/list?pageSize=10", "/sys/dict/getDictItems/sex", "/sys/permission/getUserPermissionByToken"} {
				require.True(t, s.Do(t, "GET", path, tok, nil).Success, path) // warm
				before := s.App.DB.Stats().Statements
				r := s.Do(t, "GET", path, tok, nil)
				require.True(t, r.Success, r.Message)
				n := s.App.DB.Stats().Statements - before
				if !strings.Contains(path, "/list") {
					require.Zero(t, n, "%s from memory", path)
				} else {
					require.Equal(t, uint64(1), n, "%s %s", who[0], path)
				}
			}
			// A write makes the next list read the changed tables again, once.
			require.True(t, s.Do(t, "PUT", "/sys/user/frozenBatch", s.Token(t, "admin", seed.DemoAdminPassword),
				map[string]any{"ids": s.User(t, "zhangsan").ID, "status": 1}).Success)
			s.Do(t, "GET", "/sys/user/list", tok, nil)
			before := s.App.DB.Stats().Statements
			s.Do(t, "GET", "/sys/user/list", tok, nil)
			require.Equal(t, uint64(1), s.App.DB.Stats().Statements-before)
		}
	})
}

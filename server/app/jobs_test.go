package app_test

import (
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// TestCronNext: the cron editor's preview through HTTP — five fire times
// of a valid expression, the reason for a wrong one, and nothing for a user
// without 定时任务.
func TestCronNext(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) { cronNextCase(t, testenv.Start(t, db)) })
}

func cronNextCase(t *testing.T, s *testenv.Server) {
	admin := s.Token(t, "admin", seed.DemoAdminPassword)
	ask := func(tok, expr string) testenv.Reply {
		return s.Do(t, "GET", "/sys/quartzJob/cronNext?cronExpression="+url.QueryEscape(expr), tok, nil)
	}
	r := ask(admin, "0 0 12 * * ? *")
	require.True(t, r.Success, r.Message)
	var times []string
	r.Decode(t, &times)
	require.Len(t, times, 5)
	for i, x := range times {
		at, err := time.Parse(time.DateTime, x)
		require.NoError(t, err)
		require.Equal(t, 12, at.Hour(), x)
		if i > 0 {
			prev, _ := time.Parse(time.DateTime, times[i-1])
			require.Equal(t, 24*time.Hour, at.Sub(prev))
		}
	}
	r = ask(admin, "0 0 25 * * ?")
	require.False(t, r.Success)
	require.Contains(t, r.Message, "Cron表达式不正确")
	r = ask(admin, "0 0 0 1 1 ? 2019")
	require.False(t, r.Success)
	require.Equal(t, "该表达式以后不会再执行", r.Message)

	contractor := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
	r = ask(contractor, "0 0 12 * * ?")
	require.False(t, r.Success, "定时任务 is the admins'")
	require.NotContains(t, string(r.Result), ":00:00")
}

package app_test

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/ent/syscaptcha"
	"aqueduct/ent/sysloginattempt"
	"aqueduct/ent/sysquartzjob"
	"aqueduct/ent/sysquartzjoblog"
	"aqueduct/server/jobs"
	"aqueduct/server/jsontime"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestCronNext: the cron editor's preview through HTTP — five fire times
// of a valid expression, the reason for a wrong one, and nothing for a user
// without 定时任务.
func TestCronNext(t *testing.T) {
	t.Parallel()
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

// quartzLogs are the run log lines of a job, oldest fire first.
func quartzLogs(t *testing.T, s *testenv.Server, jobID string) []*ent.SysQuartzJobLog {
	t.Helper()
	return s.App.DB.Client.SysQuartzJobLog.Query().Where(sysquartzjoblog.JobID(jobID)).
		Order(ent.Asc(sysquartzjoblog.FieldFireTime)).AllX(viewer.System(context.Background()))
}

// TestQuartzJobs: a job is checked on save (its class registered, its cron
// valid), fires on its schedule with a log line per run, stops when paused,
// runs once on 执行 while paused, and its log cannot be written through the API.
func TestQuartzJobs(t *testing.T) {
	// Not parallel with other tests: the scheduler must follow a pause within seconds.
	testenv.ForEachDBParallel(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		r := s.Do(t, "POST", "/sys/quartzJob/add", admin, map[string]any{"jobClassName": "java.lang.Runtime", "cronExpression": "0/1 * * * * ?"})
		require.False(t, r.Success)
		require.Equal(t, "后台找不到该类名：java.lang.Runtime", r.Message)
		r = s.Do(t, "POST", "/sys/quartzJob/add", admin, map[string]any{"jobClassName": "org.jeecg.modules.quartz.job.SampleJob", "cronExpression": "0 0 25 * * ?"})
		require.False(t, r.Success)
		require.Contains(t, r.Message, "Cron表达式不正确")

		id := s.AddJob(t, admin, map[string]any{"jobClassName": "org.jeecg.modules.quartz.job.SampleParamJob",
			"cronExpression": "* * * * * ? *", "parameter": "甲", "status": 0})
		require.Eventually(t, func() bool { return len(quartzLogs(t, s, id)) >= 2 }, 15*time.Second, 200*time.Millisecond,
			"a per-second job fires")
		for _, l := range quartzLogs(t, s, id) {
			require.Equal(t, "1", l.Result)
			require.Zero(t, l.FireTime.Nanosecond(), "fired at whole seconds")
			require.NotNil(t, l.StartTime)
			require.False(t, l.StartTime.Before(l.FireTime), "not before its time")
		}

		r = s.Do(t, "GET", "/sys/quartzJob/pause?id="+id, admin, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "暂停定时任务成功", r.Message)
		time.Sleep(2500 * time.Millisecond) // the scheduler follows within a second; a fire in flight ends
		n := len(quartzLogs(t, s, id))
		time.Sleep(2 * time.Second) // two ticks' time without a fire: an absence cannot be awaited
		require.Equal(t, n, len(quartzLogs(t, s, id)), "a paused job does not fire")

		r = s.Do(t, "GET", "/sys/quartzJob/execute?id="+id, admin, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "执行成功!", r.Message)
		require.Eventually(t, func() bool { return len(quartzLogs(t, s, id)) == n+1 }, 10*time.Second, 200*time.Millisecond,
			"执行 runs a paused job once")

		r = s.Do(t, "POST", "/sys/quartzJobLog/add", admin, map[string]any{"jobId": id})
		require.Equal(t, http.StatusNotFound, r.Status, "the run log is the scheduler's to write")
		r = s.Do(t, "PUT", "/sys/quartzJobLog/edit", admin, map[string]any{"id": quartzLogs(t, s, id)[0].ID, "error": "x"})
		require.Equal(t, http.StatusNotFound, r.Status)
		r = s.Do(t, "DELETE", "/sys/quartzJob/delete?id="+id, admin, nil)
		require.True(t, r.Success, r.Message)
	})
}

// TestJobsFireOnceAcrossInstances: two servers on one PostgreSQL database
// run a per-second job for 10 s; every fire runs exactly once.
func TestJobsFireOnceAcrossInstances(t *testing.T) {
	// Not parallel: it counts the fires of 10 s.
	db := testenv.DB{Name: "postgres", URL: testenv.NewPostgresDB(t)}
	a, b := testenv.Start(t, db), testenv.Start(t, db)
	admin := a.Token(t, "admin", seed.DemoAdminPassword)
	id := a.AddJob(t, admin, map[string]any{"jobClassName": "org.jeecg.modules.quartz.job.SampleJob",
		"cronExpression": "* * * * * ? *", "status": 0})
	time.Sleep(10 * time.Second) // the window whose fires are counted
	r := b.Do(t, "GET", "/sys/quartzJob/pause?id="+id, b.Token(t, "admin", seed.DemoAdminPassword), nil)
	require.True(t, r.Success, r.Message)
	time.Sleep(2 * time.Second) // the pause reaches both schedulers and a fire in flight ends
	logs := quartzLogs(t, a, id)
	seen := map[time.Time]int{}
	for _, l := range logs {
		seen[l.FireTime.UTC()]++
	}
	require.GreaterOrEqual(t, len(seen), 6, "it fired most seconds (leader election takes a moment)")
	for at, n := range seen {
		require.Equal(t, 1, n, "fire %s ran %d times", at, n)
	}
	require.Len(t, logs, len(seen))
}

// failingJob always fails: the scheduler's retries and its announcement are
// tested with it.
const failingJob = "aqueduct.test.FailingJob"

func init() {
	jobs.Register(jobs.Job{Class: failingJob, Title: "测试：总是失败", Run: func(context.Context, jobs.Env, string) error {
		return errors.New("连接 <gateway> 超时")
	}})
}

// TestJobFailureAnnounced: a failing job is tried once and then as often as
// its retries say, each attempt logged; after the last one the job admins
// (who hold 定时任务) find a system message in their bell, others do not.
func TestJobFailureAnnounced(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		r := s.Do(t, "POST", "/sys/quartzJob/add", admin, map[string]any{"jobClassName": failingJob,
			"cronExpression": "0 0 3 * * ? *", "retryTimes": 11})
		require.False(t, r.Success, "retries are bounded")
		r = s.Do(t, "POST", "/sys/quartzJob/add", admin, map[string]any{"jobClassName": failingJob,
			"cronExpression": "0 0 3 * * ? *", "status": -1, "retryTimes": 1, "description": "对账"})
		require.True(t, r.Success, r.Message)
		require.Equal(t, "创建定时任务成功", r.Message)
		var row struct{ ID string }
		r.Decode(t, &row)
		r = s.Do(t, "PUT", "/sys/quartzJob/edit", admin, map[string]any{"id": row.ID, "description": "对账任务"})
		require.True(t, r.Success, r.Message)
		require.Equal(t, "更新定时任务成功!", r.Message)

		r = s.Do(t, "GET", "/sys/quartzJob/execute?id="+row.ID, admin, nil)
		require.True(t, r.Success, r.Message)
		require.Eventually(t, func() bool { return len(quartzLogs(t, s, row.ID)) == 2 }, 30*time.Second, 200*time.Millisecond,
			"tried once and retried once")
		for i, l := range quartzLogs(t, s, row.ID) {
			require.Equal(t, "0", l.Result)
			require.Equal(t, i+1, l.Attempt)
			require.Equal(t, "连接 <gateway> 超时", l.Error)
		}

		bell := func(tok string) []map[string]any {
			r := s.Do(t, "GET", "/sys/annountCement/listByUser", tok, nil)
			require.True(t, r.Success, r.Message)
			var out struct{ SysMsgList []map[string]any }
			r.Decode(t, &out)
			return out.SysMsgList
		}
		var msg map[string]any
		require.Eventually(t, func() bool {
			for _, m := range bell(admin) {
				if m["titile"] == "定时任务执行失败：对账任务（"+failingJob+"）" {
					msg = m
					return true
				}
			}
			return false
		}, 10*time.Second, 200*time.Millisecond, "the admin is told")
		require.Equal(t, "H", msg["priority"])
		require.Contains(t, msg["msgContent"], "共尝试 2 次")
		require.Contains(t, msg["msgContent"], "连接 &lt;gateway&gt; 超时", "the error is text, not markup")
		time.Sleep(3 * time.Second) // no second announcement for the same fire
		n := 0
		for _, m := range bell(admin) {
			if m["titile"] == msg["titile"] {
				n++
			}
		}
		require.Equal(t, 1, n)
		for _, m := range bell(s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)) {
			require.NotContains(t, m["titile"], "定时任务执行失败", "who does not run jobs is not told")
		}
	})
}

// TestBuiltinJobs: a new installation schedules its maintenance jobs; the
// statistics job mends a summary that drifted from the records, and the
// purge drops expired captchas and old sign-in attempts but not live ones.
func TestBuiltinJobs(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		ids := map[string]string{}
		for _, r := range s.List(t, admin, "/sys/quartzJob/list", url.Values{"pageSize": {"50"}}).Records {
			require.EqualValues(t, jobs.StatusRunning, r["status"], "%v runs", r["jobClassName"])
			ids[r["jobClassName"].(string)] = r["id"].(string)
		}
		for _, class := range []string{"aqueduct.jobs.PurgeSessions", "aqueduct.jobs.CleanOrphanUploads", "aqueduct.jobs.DashboardStatistics"} {
			require.Contains(t, ids, class)
		}
		run := func(class string) {
			t.Helper()
			before := len(quartzLogs(t, s, ids[class]))
			r := s.Do(t, "GET", "/sys/quartzJob/execute?id="+ids[class], admin, nil)
			require.True(t, r.Success, r.Message)
			require.Eventually(t, func() bool { return len(quartzLogs(t, s, ids[class])) > before }, 10*time.Second, 100*time.Millisecond)
			last := quartzLogs(t, s, ids[class])
			require.Equal(t, "1", last[len(last)-1].Result, last[len(last)-1].Error)
		}

		// The summary drifts (as after restoring the records alone): a day lost, another doubled.
		_, err := s.App.DB.SQL.ExecContext(ctx, "DELETE FROM cmis_advance_daily WHERE id = (SELECT MIN(id) FROM cmis_advance_daily)")
		require.NoError(t, err)
		_, err = s.App.DB.SQL.ExecContext(ctx, "UPDATE cmis_advance_daily SET metres = metres * 2 WHERE id = (SELECT MAX(id) FROM cmis_advance_daily)")
		require.NoError(t, err)
		require.False(t, s.AdvanceDailyMatches(new(assert.CollectT), "drifted"))
		run("aqueduct.jobs.DashboardStatistics")
		s.RequireAdvanceDaily(t, "rebuilt")

		now := time.Now()
		c.SysCaptcha.Create().SetID("expired").SetAnswerHash("x").SetExpiresAt(jsontime.Time(now.Add(-time.Minute))).ExecX(ctx)
		c.SysCaptcha.Create().SetID("live").SetAnswerHash("x").SetExpiresAt(jsontime.Time(now.Add(time.Minute))).ExecX(ctx)
		old := c.SysLoginAttempt.Create().SetUsername("old").SetIP("10.0.0.1").SetSuccess(false).
			SetCreateTime(jsontime.Time(now.Add(-72 * time.Hour))).SaveX(ctx)
		recent := c.SysLoginAttempt.Create().SetUsername("recent").SetIP("10.0.0.1").SetSuccess(false).SaveX(ctx)
		run("aqueduct.jobs.PurgeSessions")
		require.False(t, c.SysCaptcha.Query().Where(syscaptcha.ID("expired")).ExistX(ctx))
		require.True(t, c.SysCaptcha.Query().Where(syscaptcha.ID("live")).ExistX(ctx))
		require.False(t, c.SysLoginAttempt.Query().Where(sysloginattempt.ID(old.ID)).ExistX(ctx))
		require.True(t, c.SysLoginAttempt.Query().Where(sysloginattempt.ID(recent.ID)).ExistX(ctx))
		require.True(t, c.SysQuartzJob.Query().Where(sysquartzjob.JobClassName("aqueduct.jobs.PurgeSessions")).ExistX(ctx))
	})
}

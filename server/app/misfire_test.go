package app_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/server/jobs"
	"aqueduct/server/jsontime"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// fireCounts counts a job's logged runs by fire time.
func fireCounts(t *testing.T, s *testenv.Server, jobID string) map[time.Time]int {
	t.Helper()
	n := map[time.Time]int{}
	for _, l := range quartzLogs(t, s, jobID) {
		n[l.FireTime.UTC()]++
	}
	return n
}

// ticks are the fire times of a cron in [from, to].
func ticks(t *testing.T, expr string, from, to time.Time) []time.Time {
	t.Helper()
	c, err := jobs.ParseCron(expr)
	require.NoError(t, err)
	var out []time.Time
	for at := from.Add(-time.Nanosecond); ; {
		next := c.Next(at, 1)
		if len(next) == 0 || next[0].After(to) {
			return out
		}
		out = append(out, next[0].UTC())
		at = next[0]
	}
}

// runningJob writes a running SampleJob straight into the table, as if it
// had been set up at since (the scheduler follows within a second).
func runningJob(t *testing.T, c *ent.Client, cron string, since time.Time) string {
	t.Helper()
	row, err := c.SysQuartzJob.Create().SetJobClassName("org.jeecg.modules.quartz.job.SampleJob").SetCronExpression(cron).
		SetStatus(jobs.StatusRunning).SetCreateTime(jsontime.Time(since)).Save(viewer.System(context.Background()))
	require.NoError(t, err)
	return row.ID
}

// TestMisfireRunsOnceLate: the ticks a job missed while nothing ran (here: it
// was set up 30 s ago, before any scheduler knew it) collapse into one late
// run, as Quartz's fire-once-now; the ticks after run once each.
func TestMisfireRunsOnceLate(t *testing.T) {
	// Not parallel with other tests: the tick checks allow a scheduler a second of lateness.
	testenv.ForEachDBParallel(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		const cron = "0/2 * * * * ? *"
		since := time.Now().Add(-30 * time.Second)
		id := runningJob(t, s.App.DB.Client, cron, since)
		seen := time.Now()
		time.Sleep(9 * time.Second) // the window whose ticks are counted: the count is the behaviour, no condition ends it
		end := time.Now()

		got := fireCounts(t, s, id)
		// before the scheduler could see it, 13 or more ticks passed: they run once, together, late
		count := func(from, to time.Time) (n int) {
			for _, tick := range ticks(t, cron, from, to) {
				n += got[tick]
			}
			return n
		}
		require.LessOrEqual(t, count(since, seen.Add(-4*time.Second)), 1, "the missed ticks collapse: %v", got)
		require.GreaterOrEqual(t, count(since, seen), 1, "the missed ticks are not lost: %v", got)
		for _, tick := range ticks(t, cron, seen.Add(time.Second), end.Add(-4*time.Second)) {
			require.Equal(t, 1, got[tick], "tick %s after the scheduler knew the job", tick)
		}
		for tick, n := range got {
			require.Equal(t, 1, n, "tick %s ran %d times", tick, n)
		}
	})
}

// TestLeaderKilledLosesNoTick: two servers on one PostgreSQL database run a
// per-second job; the one River elected leader dies without resigning (its
// connections cut, as by kill -9). The ticks while its lease runs out are run
// by the other, late, and none twice.
func TestLeaderKilledLosesNoTick(t *testing.T) {
	// Not parallel: the tick checks allow a scheduler a second of lateness.
	db := testenv.DB{Name: "postgres", URL: testenv.NewPostgresDB(t)}
	a, b := testenv.Start(t, db), testenv.Start(t, db)
	const cron = "* * * * * ? *"
	id := runningJob(t, a.App.DB.Client, cron, time.Now())
	ctx := context.Background()
	var leader string
	require.Eventually(t, func() bool {
		return a.App.DB.SQL.QueryRowContext(ctx, "SELECT leader_id FROM river_leader").Scan(&leader) == nil
	}, 20*time.Second, 100*time.Millisecond)
	dead, alive := a, b
	if leader == b.App.Jobs.Instance() {
		dead, alive = b, a
	}
	require.Equal(t, leader, dead.App.Jobs.Instance())
	require.Eventually(t, func() bool { return len(fireCounts(t, alive, id)) >= 3 }, 20*time.Second, 200*time.Millisecond)

	killed := time.Now()
	require.NoError(t, dead.App.DB.SQL.Close()) // no resignation: the lease stays until it expires
	// past the dead leader's lease: the window whose ticks are counted
	time.Sleep(20 * time.Second)
	end := time.Now()
	got := fireCounts(t, alive, id)
	for _, tick := range ticks(t, cron, killed.Add(2*time.Second), end.Add(-5*time.Second)) {
		require.Equal(t, 1, got[tick], "tick %s after the leader died", tick)
	}
	for tick, n := range got {
		require.Equal(t, 1, n, "tick %s ran %d times", tick, n)
	}
	var now string
	require.NoError(t, alive.App.DB.SQL.QueryRowContext(ctx, "SELECT leader_id FROM river_leader").Scan(&now))
	require.Equal(t, alive.App.Jobs.Instance(), now, "the other instance leads now")
}

package jobs

import (
	"context"
	"time"

	"github.com/riverqueue/river"

	"aqueduct/ent"
	"aqueduct/ent/sysquartzjoblog"
	"aqueduct/server/viewer"
)

// Misfires follow Quartz's rule for cron triggers (MISFIRE_INSTRUCTION_SMART_POLICY,
// JeecgBoot's default: fire once now): River's leader enqueues each tick as it
// comes, but a tick that passes while no instance leads (the leader was killed
// and its lease has not yet run out, or every instance was down) would be lost.
// So every instance, once a second, looks at each running job's latest tick
// that is misfireGrace old and enqueues it — the same arguments the leader
// uses, unique in River, so a tick already enqueued is skipped and none runs
// twice. Only the latest tick is taken: ticks missed while nothing ran
// collapse into one late run, as in Quartz.
const misfireGrace = 3 * time.Second

// scheduled is a running job as the scheduler knows it.
type scheduled struct {
	row  *ent.SysQuartzJob
	cron *Cron
}

// catchUp enqueues the missed latest tick of every running job.
func (s *Scheduler) catchUp(ctx context.Context, now time.Time) {
	s.mu.Lock()
	jobs := s.jobs
	s.mu.Unlock()
	limit := now.Add(-misfireGrace)
	for _, j := range jobs {
		if h, seen := s.handled[j.row.ID]; seen { // most seconds: no tick since the last one handled
			if next := j.cron.Next(h, 1); len(next) == 0 || next[0].After(limit) {
				continue
			}
		}
		tick, ok := latestTick(j.cron, limit)
		if !ok || !tick.After(s.handled[j.row.ID]) {
			continue
		}
		if err := s.enqueueMissed(ctx, j, tick); err != nil {
			if ctx.Err() == nil {
				s.Log.Error("misfire check", "job", j.row.JobClassName, "err", err)
			}
			continue
		}
		s.handled[j.row.ID] = tick
	}
}

// enqueueMissed enqueues tick unless it came before the job was set up as it
// is (created, edited, resumed) or a run of it is logged (River keeps the
// finished fires it deduplicates against for a day only). So a job whose log
// was cleared by hand may, after a restart, run its last tick once more when
// that tick is over a day old (a weekly job).
func (s *Scheduler) enqueueMissed(ctx context.Context, j scheduled, tick time.Time) error {
	since := time.Time(j.row.CreateTime)
	if j.row.UpdateTime != nil && time.Time(*j.row.UpdateTime).After(since) {
		since = time.Time(*j.row.UpdateTime)
	}
	if !tick.After(since) {
		return nil
	}
	ran, err := s.Client.SysQuartzJobLog.Query().
		Where(sysquartzjoblog.JobID(j.row.ID), sysquartzjoblog.FireTime(tick)).Exist(viewer.System(ctx))
	if err != nil || ran {
		return err
	}
	res, err := s.river.Insert(ctx, fireArgs{JobID: j.row.ID, Fire: tick},
		&river.InsertOpts{MaxAttempts: attempts(j.row), UniqueOpts: river.UniqueOpts{ByArgs: true}})
	if err != nil {
		return err
	}
	if !res.UniqueSkippedAsDuplicate {
		s.Log.Warn("scheduled job missed its tick; running it late", "job", j.row.JobClassName, "fire", tick,
			"late", time.Since(tick).Round(time.Millisecond))
	}
	return nil
}

// latestTick is the last fire time of c at or before limit. It looks back in
// growing windows, so a dense schedule costs a few steps and a sparse one
// (monthly) a few more, never a walk over every second since it last ran.
func latestTick(c *Cron, limit time.Time) (time.Time, bool) {
	for w := 10 * time.Second; w <= 400*24*time.Hour; w *= 4 {
		from := limit.Add(-w)
		var last time.Time
		for t := from; ; {
			next := c.Next(t, 1)
			if len(next) == 0 || next[0].After(limit) {
				break
			}
			last, t = next[0], next[0]
		}
		if !last.IsZero() {
			return last, true
		}
	}
	return time.Time{}, false
}

package jobs

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"html"
	"log/slog"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"

	"aqueduct/ent"
	"aqueduct/ent/sysquartzjob"
	"aqueduct/server/jsontime"
	"aqueduct/server/metrics"
	"aqueduct/server/viewer"
)

// Status values of sys_quartz_job (dict quartz_status).
const (
	StatusRunning = 0
	StatusPaused  = -1
)

// attempts is how often a fire of the job is tried: once and its retries
// (River retries with a growing delay); the last failure is announced.
func attempts(r *ent.SysQuartzJob) int { return r.RetryTimes + 1 }

// Scheduler fires the running jobs of sys_quartz_job on River. Every
// instance keeps River's periodic jobs in step with the table (a change on
// any instance reaches the others through the cache bus), but only River's
// elected leader enqueues: each fire is one River job, unique by job and
// fire time, so however many instances are up it runs exactly once. A tick
// no leader enqueued (misfire.go) is enqueued late by any instance, once.
type Scheduler struct {
	Client  *ent.Client
	DB      *sql.DB // the writer: River's tables live beside ours
	Dialect string  // "sqlite3" or "postgres"
	Env     Env
	Log     *slog.Logger
	// Changes tells the generation of a table's writes (cache.Bus.Gen).
	Changes func(tables ...string) uint64
	// Announce tells the holders of a permission code (the job admins) of a
	// fire that failed its last attempt (notice.Service.Announce).
	Announce func(ctx context.Context, code, title, content string) error
	// Metrics counts the runs (nil counts nothing).
	Metrics *metrics.Metrics

	river    *river.Client[*sql.Tx]
	instance string
	stop     context.CancelFunc
	done     chan struct{}

	mu      sync.Mutex
	jobs    []scheduled          // the running jobs, as last synced
	handled map[string]time.Time // per job, the latest tick catchUp has seen to (loop's own)
}

// instances tells apart schedulers of one process (tests run several).
var instances atomic.Int64

// fireArgs is one fire of a job: unique by the job and its fire time, so a
// second leader (or a retry of the enqueue) cannot make it twice.
type fireArgs struct {
	JobID string    `json:"jobId" river:"unique"`
	Fire  time.Time `json:"fire" river:"unique"`
	Once  bool      `json:"once,omitempty" river:"unique"` // 执行一次: runs even while paused
}

func (fireArgs) Kind() string { return "quartz_fire" }

type fireWorker struct {
	river.WorkerDefaults[fireArgs]
	s *Scheduler
}

func (w *fireWorker) Work(ctx context.Context, job *river.Job[fireArgs]) error {
	return w.s.run(ctx, job.Args, job.Attempt, job.MaxAttempts)
}

func (s *Scheduler) driver() riverdriver.Driver[*sql.Tx] {
	if s.Dialect == "postgres" {
		return riverdatabasesql.New(s.DB)
	}
	return riversqlite.New(s.DB)
}

// Start migrates River's tables, starts its client and the loop that keeps
// the periodic jobs in step with sys_quartz_job.
func (s *Scheduler) Start(ctx context.Context) error {
	host, _ := os.Hostname()
	s.instance = fmt.Sprintf("%s-%d", host, os.Getpid())
	if n := instances.Add(1); n > 1 {
		s.instance += fmt.Sprintf("-%d", n)
	}
	s.handled = map[string]time.Time{}
	drv := s.driver()
	migrator, err := rivermigrate.New(drv, &rivermigrate.Config{Logger: quiet(s.Log)})
	if err != nil {
		return err
	}
	if _, err := migrator.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return fmt.Errorf("river migrations: %w", err)
	}
	workers := river.NewWorkers()
	river.AddWorker(workers, &fireWorker{s: s})
	s.river, err = river.NewClient(drv, &river.Config{
		Queues:            map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: 4}},
		Workers:           workers,
		Logger:            quiet(s.Log),
		FetchPollInterval: 500 * time.Millisecond,
		ID:                s.instance, // river_leader.leader_id names the instance, as the job log does
	})
	if err != nil {
		return err
	}
	runCtx, stop := context.WithCancel(context.WithoutCancel(ctx))
	if err := s.river.Start(runCtx); err != nil {
		stop()
		return err
	}
	s.stop, s.done = stop, make(chan struct{})
	go s.loop(runCtx)
	return nil
}

// Instance names this scheduler in the job log and as River's client (river_leader.leader_id).
func (s *Scheduler) Instance() string { return s.instance }

// Stop ends the loop and River's client, letting running jobs finish.
func (s *Scheduler) Stop(ctx context.Context) error {
	if s.river == nil {
		return nil
	}
	s.stop()
	<-s.done
	return s.river.Stop(ctx)
}

// quiet is River's logger: its warnings and errors only.
func quiet(log *slog.Logger) *slog.Logger {
	return slog.New(levelFloor{log.Handler(), slog.LevelWarn})
}

type levelFloor struct {
	slog.Handler
	min slog.Level
}

func (h levelFloor) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= h.min && h.Handler.Enabled(ctx, l)
}

// loop re-reads the jobs whenever sys_quartz_job changed (here or on
// another instance), at most once a second.
func (s *Scheduler) loop(ctx context.Context) {
	defer close(s.done)
	seen, synced := uint64(0), false
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		if g := s.Changes("SysQuartzJob"); !synced || g != seen {
			if err := s.sync(ctx); err != nil {
				if ctx.Err() != nil {
					return
				}
				s.Log.Error("schedule jobs", "err", err)
			} else {
				seen, synced = g, true
			}
		}
		if synced {
			s.catchUp(ctx, time.Now())
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// sync replaces River's periodic jobs by the running rows of sys_quartz_job.
func (s *Scheduler) sync(ctx context.Context) error {
	rows, err := s.Client.SysQuartzJob.Query().Where(sysquartzjob.Status(StatusRunning)).All(viewer.System(ctx))
	if err != nil {
		return err
	}
	var periodic []*river.PeriodicJob
	var running []scheduled
	for _, r := range rows {
		cr, err := ParseCron(r.CronExpression)
		if _, known := Lookup(r.JobClassName); err != nil || !known {
			continue // refused on save; a row written around the API stays unscheduled
		}
		running = append(running, scheduled{row: r, cron: cr})
		sched := &cronSchedule{cron: cr}
		id, tries := r.ID, attempts(r)
		periodic = append(periodic, river.NewPeriodicJob(sched, func() (river.JobArgs, *river.InsertOpts) {
			return fireArgs{JobID: id, Fire: sched.firing()}, &river.InsertOpts{MaxAttempts: tries, UniqueOpts: river.UniqueOpts{ByArgs: true}}
		}, nil))
	}
	s.mu.Lock()
	s.jobs = running
	s.mu.Unlock()
	s.river.PeriodicJobs().Clear()
	if len(periodic) > 0 {
		s.river.PeriodicJobs().AddMany(periodic)
	}
	return nil
}

// cronSchedule is a job's cron as River's schedule. River asks the next run
// time, and when it comes builds the job before asking the one after: the
// fire being built is the time last answered.
type cronSchedule struct {
	cron *Cron
	mu   sync.Mutex
	next time.Time
}

// never is the next run of an expression with no future fire (its years are past).
const never = 100 * 365 * 24 * time.Hour

func (c *cronSchedule) Next(now time.Time) time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	if ts := c.cron.Next(now, 1); len(ts) > 0 {
		c.next = ts[0]
	} else {
		c.next = now.Add(never)
	}
	return c.next
}

func (c *cronSchedule) firing() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.next
}

// RunOnce enqueues one run of a job now (执行一次), paused or not.
func (s *Scheduler) RunOnce(ctx context.Context, job *ent.SysQuartzJob) error {
	_, err := s.river.Insert(ctx, fireArgs{JobID: job.ID, Fire: time.Now().Truncate(time.Millisecond), Once: true},
		&river.InsertOpts{MaxAttempts: attempts(job), UniqueOpts: river.UniqueOpts{ByArgs: true}})
	return err
}

// run works one fire: the job as it is now (deleted: nothing; paused since
// the fire was enqueued: nothing, unless run once), with a log line per attempt.
func (s *Scheduler) run(ctx context.Context, a fireArgs, attempt, max int) error {
	ctx = viewer.System(ctx)
	row, err := s.Client.SysQuartzJob.Get(ctx, a.JobID)
	if ent.IsNotFound(err) {
		return nil
	}
	if err != nil {
		return err
	}
	if !a.Once && row.Status != StatusRunning {
		return nil
	}
	job, ok := Lookup(row.JobClassName)
	if !ok {
		return nil
	}
	start := time.Now()
	runErr := safely(func() error { return job.Run(ctx, s.Env, row.Parameter) })
	end := time.Now()
	late := start.Sub(a.Fire)
	if attempt > 1 {
		late = -1 // a retry starts late by River's backoff, not by a missed tick
	}
	s.Metrics.JobRun(row.JobClassName, runErr == nil, late)
	logRow := s.Client.SysQuartzJobLog.Create().SetJobID(row.ID).SetJobClassName(row.JobClassName).
		SetFireTime(a.Fire).SetStartTime(start).SetEndTime(end).SetCostMs(end.Sub(start).Milliseconds()).
		SetResult("1").SetAttempt(attempt).SetInstance(s.instance)
	if runErr != nil {
		logRow.SetResult("0").SetError(cut(runErr.Error(), 2000))
	}
	if err := logRow.Exec(ctx); err != nil {
		s.Log.Error("job log", "job", row.JobClassName, "err", err)
	}
	if runErr != nil && attempt >= max {
		s.Log.Error("scheduled job failed its last attempt", "job", row.JobClassName, "attempts", attempt, "err", runErr)
		if s.Announce != nil {
			title, content := failureNotice(row, a.Fire, attempt, runErr)
			if err := s.Announce(ctx, ListCode, title, content); err != nil {
				s.Log.Error("job failure announcement", "job", row.JobClassName, "err", err)
			}
		}
	}
	return runErr
}

// failureNotice words the announcement of a fire that failed for good.
func failureNotice(job *ent.SysQuartzJob, fire time.Time, attempts int, err error) (title, content string) {
	name := job.JobClassName
	if d := strings.TrimSpace(job.Description); d != "" {
		name = d + "（" + job.JobClassName + "）"
	}
	title = "定时任务执行失败：" + cut(name, 80)
	content = fmt.Sprintf("<p>定时任务 %s 在 %s 的执行共尝试 %d 次，均失败。</p><p>错误信息：%s</p><p>请在 系统监控 → 定时任务日志 中查看。</p>",
		html.EscapeString(name), jsontime.Time(fire), attempts, html.EscapeString(cut(err.Error(), 500)))
	return title, content
}

// cut keeps the first n characters of s.
func cut(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n])
	}
	return s
}

// safely turns a job's panic into its error.
func safely(fn func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New(fmt.Sprint("panic: ", r))
		}
	}()
	return fn()
}

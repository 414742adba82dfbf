package jobs

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"aqueduct/ent"
	"aqueduct/ent/syscaptcha"
	"aqueduct/ent/sysloginattempt"
	"aqueduct/ent/syssession"
	"aqueduct/ent/syssmscode"
	"aqueduct/server/jsontime"
)

// Env is what a job may use.
type Env struct {
	Client *ent.Client
	Log    *slog.Logger
	// CleanOrphans deletes uploads no record points at, older than the grace (files.Service).
	CleanOrphans func(ctx context.Context, olderThan time.Duration) (int, error)
	// RebuildStats recomputes the dashboard's summaries from the records.
	RebuildStats func(ctx context.Context) (int64, error)
	// RemindOverdue tells the assignees of approval tasks waiting longer than
	// the duration (server/workflow); it answers how many were reminded.
	RemindOverdue func(ctx context.Context, olderThan time.Duration) (int, error)
}

// Job is a registered job: what a sys_quartz_job row names by its class
// (JeecgBoot's class names are kept, so its rows and client work). No class
// is ever loaded by name: a name not here is refused.
type Job struct {
	Class string
	Title string
	Run   func(ctx context.Context, env Env, parameter string) error
}

var registry = []Job{
	{"org.jeecg.modules.quartz.job.SampleJob", "示例任务（记录一行日志）", func(ctx context.Context, env Env, _ string) error {
		env.Log.InfoContext(ctx, "SampleJob", "at", time.Now().In(jsontime.Zone).Format(time.DateTime))
		return nil
	}},
	{"org.jeecg.modules.quartz.job.SampleParamJob", "带参示例任务（记录参数）", func(ctx context.Context, env Env, p string) error {
		env.Log.InfoContext(ctx, "SampleParamJob", "parameter", p)
		return nil
	}},
	{"aqueduct.jobs.PurgeSessions", "清理过期会话、验证码与短信码", purgeExpired},
	{"aqueduct.jobs.CleanOrphanUploads", "清理无主上传文件", func(ctx context.Context, env Env, _ string) error {
		if env.CleanOrphans == nil {
			return nil
		}
		_, err := env.CleanOrphans(ctx, 24*time.Hour)
		return err
	}},
	{"aqueduct.jobs.DashboardStatistics", "看板统计重算（掘进日汇总）", func(ctx context.Context, env Env, _ string) error {
		if env.RebuildStats == nil {
			return nil
		}
		n, err := env.RebuildStats(ctx)
		if err == nil {
			env.Log.InfoContext(ctx, "dashboard statistics rebuilt", "days", n)
		}
		return err
	}},
	{"aqueduct.jobs.WorkflowOverdueReminder", "审批超时提醒（参数：小时数，默认24）", func(ctx context.Context, env Env, p string) error {
		if env.RemindOverdue == nil {
			return nil
		}
		hours := 24
		if p = strings.TrimSpace(p); p != "" {
			n, err := strconv.Atoi(p)
			if err != nil || n < 1 || n > 24*365 {
				return fmt.Errorf("参数应为1到8760之间的小时数：%q", p)
			}
			hours = n
		}
		n, err := env.RemindOverdue(ctx, time.Duration(hours)*time.Hour)
		if err == nil && n > 0 {
			env.Log.InfoContext(ctx, "overdue approvals reminded", "users", n)
		}
		return err
	}},
}

// purgeExpired deletes what sign-in leaves behind once it can no longer be
// used: sessions a day past expiry, captchas and SMS codes past theirs, and
// sign-in attempts older than the longest rate window (a day).
func purgeExpired(ctx context.Context, env Env, _ string) error {
	now := time.Now()
	dayAgo := jsontime.Time(now.Add(-24 * time.Hour))
	var total int
	for _, del := range []func() (int, error){
		func() (int, error) {
			return env.Client.SysSession.Delete().Where(syssession.ExpiresAtLT(dayAgo)).Exec(ctx)
		},
		func() (int, error) {
			return env.Client.SysCaptcha.Delete().Where(syscaptcha.ExpiresAtLT(jsontime.Time(now))).Exec(ctx)
		},
		func() (int, error) {
			return env.Client.SysSmsCode.Delete().Where(syssmscode.ExpiresAtLT(dayAgo)).Exec(ctx)
		},
		func() (int, error) {
			return env.Client.SysLoginAttempt.Delete().Where(sysloginattempt.CreateTimeLT(jsontime.Time(now.Add(-48 * time.Hour)))).Exec(ctx)
		},
	} {
		n, err := del()
		if err != nil {
			return err
		}
		total += n
	}
	if total > 0 {
		env.Log.InfoContext(ctx, "purged expired sign-in rows", "n", total)
	}
	return nil
}

// Register adds a job class; call it while the program starts (init), as
// the registry is read without locks.
func Register(j Job) { registry = append(registry, j) }

// Lookup finds a registered job by its class name.
func Lookup(class string) (Job, bool) {
	for _, j := range registry {
		if j.Class == class {
			return j, true
		}
	}
	return Job{}, false
}

// DictItems are the registered jobs as the items of dictionary
// quartz_job_class (value: class, text: title), for the form's select.
func DictItems() [][2]string {
	out := make([][2]string, len(registry))
	for i, j := range registry {
		out[i] = [2]string{j.Class, j.Title}
	}
	return out
}

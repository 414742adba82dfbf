package jobs

import (
	"context"
	"log/slog"
	"time"

	"aqueduct/ent"
	"aqueduct/ent/syssession"
	"aqueduct/server/jsontime"
)

// Env is what a job may use.
type Env struct {
	Client *ent.Client
	Log    *slog.Logger
	// CleanOrphans deletes uploads no record points at, older than the grace (files.Service).
	CleanOrphans func(ctx context.Context, olderThan time.Duration) (int, error)
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
	{"aqueduct.jobs.PurgeSessions", "清理过期会话", func(ctx context.Context, env Env, _ string) error {
		n, err := env.Client.SysSession.Delete().Where(syssession.ExpiresAtLT(jsontime.Time(time.Now().Add(-24 * time.Hour)))).Exec(ctx)
		if err == nil && n > 0 {
			env.Log.InfoContext(ctx, "purged sessions", "n", n)
		}
		return err
	}},
	{"aqueduct.jobs.CleanOrphanUploads", "清理无主上传文件", func(ctx context.Context, env Env, _ string) error {
		if env.CleanOrphans == nil {
			return nil
		}
		_, err := env.CleanOrphans(ctx, 24*time.Hour)
		return err
	}},
}

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

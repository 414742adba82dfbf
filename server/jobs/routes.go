package jobs

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysquartzjob"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
)

// ListCode is the permission of 定时任务 (its menu's code).
const ListCode = "system:quartz:list"

// Service is the API of 定时任务 beside its generated CRUD.
type Service struct {
	Client    *ent.Client
	Res       *crud.Service
	Scheduler *Scheduler
}

// Install checks every saved job: a registered class, a valid expression.
func (s *Service) Install() {
	s.installHooks(s.Res)
}

// sysQuartzJobHooks: a registered class and a valid expression, in JeecgBoot's words.
func (s *Service) sysQuartzJobHooks() crud.SysQuartzJobHooks {
	return crud.SysQuartzJobHooks{BeforeSave: beforeSave, Added: "创建定时任务成功", Edited: "更新定时任务成功!"}
}

func beforeSave(_ context.Context, _ *ent.Client, _ crud.Op, mm *ent.SysQuartzJobMutation, _ crud.Body) error {
	if class, ok := mm.JobClassName(); ok {
		if _, known := Lookup(strings.TrimSpace(class)); !known {
			return httpx.Failf("后台找不到该类名：%s", class)
		}
		mm.SetJobClassName(strings.TrimSpace(class))
	}
	if expr, ok := mm.CronExpression(); ok {
		cr, err := ParseCron(expr)
		if err != nil {
			return err
		}
		mm.SetCronExpression(cr.Expression)
	}
	if st, ok := mm.Status(); ok && st != StatusRunning && st != StatusPaused {
		return httpx.Fail("状态只能为 0（正常）或 -1（停止）")
	}
	return nil
}

// Routes serves pause, resume, run once and the cron preview.
func (s *Service) Routes(r *httpx.Routes) {
	p := r.Prefix("/sys/quartzJob")
	p.GET("/cronNext", ListCode, cronNext).Doc(httpx.Doc{Summary: "Cron 表达式最近几次执行时间"})
	p.GET("/pause", crud.SysQuartzJob.Code("edit"), s.setStatus(StatusPaused, "暂停定时任务成功")).Doc(httpx.Doc{Summary: "暂停定时任务（id 或 jobClassName）"})
	p.GET("/resume", crud.SysQuartzJob.Code("edit"), s.setStatus(StatusRunning, "恢复定时任务成功")).Doc(httpx.Doc{Summary: "恢复定时任务（id 或 jobClassName）"})
	p.GET("/execute", crud.SysQuartzJob.Code("edit"), s.execute).Doc(httpx.Doc{Summary: "立即执行一次定时任务"})
}

// job is the row named by ?id, or by ?jobClassName (unique), which
// JeecgBoot 2.4's 启动/停止 send.
func (s *Service) job(c *echo.Context) (*ent.SysQuartzJob, error) {
	id := strings.TrimSpace(c.QueryParam("id"))
	where := sysquartzjob.ID(id)
	if id == "" {
		class := strings.TrimSpace(c.QueryParam("jobClassName"))
		if class == "" {
			return nil, httpx.Fail("未找到对应数据")
		}
		where = sysquartzjob.JobClassName(class)
	}
	row, err := s.Client.SysQuartzJob.Query().Where(where).Only(c.Request().Context())
	if ent.IsNotFound(err) {
		return nil, httpx.Fail("未找到对应数据")
	}
	return row, err
}

// setStatus pauses or resumes a job; every instance's scheduler follows
// within a second (the table's change reaches them through the cache bus).
func (s *Service) setStatus(status int, msg string) echo.HandlerFunc {
	return func(c *echo.Context) error {
		row, err := s.job(c)
		if err != nil {
			return err
		}
		if status == StatusRunning {
			if _, err := ParseCron(row.CronExpression); err != nil {
				return err
			}
		}
		if err := s.Client.SysQuartzJob.UpdateOne(row).SetStatus(status).Exec(c.Request().Context()); err != nil {
			return err
		}
		return httpx.OKMsg(c, msg, nil)
	}
}

// execute runs a job once now, paused or not (执行一次).
func (s *Service) execute(c *echo.Context) error {
	row, err := s.job(c)
	if err != nil {
		return err
	}
	if err := s.Scheduler.RunOnce(c.Request().Context(), row); err != nil {
		return httpx.Fail("执行失败!")
	}
	return httpx.OKMsg(c, "执行成功!", nil)
}

// cronNext answers the next fire times of an expression (the cron editor's
// preview): ?cronExpression=…&count=5 (at most 10), or the reason it is wrong.
func cronNext(c *echo.Context) error {
	cr, err := ParseCron(c.QueryParam("cronExpression"))
	if err != nil {
		return err
	}
	n, err := strconv.Atoi(c.QueryParam("count"))
	if err != nil || n < 1 || n > 10 {
		n = 5
	}
	out := []string{}
	for _, t := range cr.Next(time.Now(), n) {
		out = append(out, t.Format(time.DateTime))
	}
	if len(out) == 0 {
		return httpx.Fail("该表达式以后不会再执行")
	}
	return httpx.OK(c, out)
}

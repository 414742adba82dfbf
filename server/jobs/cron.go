// Package jobs is the scheduled jobs (定时任务) of sys_quartz_job: Quartz
// cron expressions (seconds and year, ? L W #) parsed by go-quartz in the
// project's zone.
package jobs

import (
	"strings"
	"time"

	"github.com/reugn/go-quartz/quartz"

	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
)

// Cron is a parsed Quartz cron expression.
type Cron struct {
	Expression string
	trigger    *quartz.CronTrigger
}

// maxCronLen bounds an expression before it is parsed (the column holds 255).
const maxCronLen = 255

// ParseCron checks a Quartz cron expression: 6 or 7 fields (second minute
// hour day-of-month month day-of-week [year]), one of the two day fields
// "?". The error is the contract's message with the parser's reason.
func ParseCron(expr string) (*Cron, error) {
	expr = strings.Join(strings.Fields(expr), " ")
	if expr == "" {
		return nil, httpx.Fail("请输入Cron表达式")
	}
	if len(expr) > maxCronLen {
		return nil, httpx.Fail("Cron表达式过长")
	}
	if n := len(strings.Fields(expr)); n < 6 || n > 7 {
		return nil, httpx.Failf("Cron表达式不正确：应为6或7个字段（秒 分 时 日 月 周 [年]），实际为%d个", n)
	}
	f := strings.Fields(expr)
	if (f[3] == "?") == (f[5] == "?") {
		// As Quartz: one of the two day fields says the day, the other "no specific value".
		return nil, httpx.Fail("Cron表达式不正确：日和周必须有且只有一个为“?”")
	}
	t, err := quartz.NewCronTriggerWithLoc(expr, jsontime.Zone)
	if err != nil {
		return nil, httpx.Failf("Cron表达式不正确：%s", reason(err))
	}
	return &Cron{Expression: expr, trigger: t}, nil
}

// reason is the parser's message without its package prefix.
func reason(err error) string {
	msg := err.Error()
	for _, p := range []string{"parse cron expression: ", "invalid argument: "} {
		msg = strings.ReplaceAll(msg, p, "")
	}
	return msg
}

// Next is up to n fire times after t (fewer when the expression ends, e.g.
// its years are past).
func (c *Cron) Next(after time.Time, n int) []time.Time {
	var out []time.Time
	prev := after.UnixNano()
	for len(out) < n {
		next, err := c.trigger.NextFireTime(prev)
		if err != nil || next <= prev {
			break
		}
		out = append(out, time.Unix(0, next).In(jsontime.Zone))
		prev = next
	}
	return out
}

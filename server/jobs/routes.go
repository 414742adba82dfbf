package jobs

import (
	"strconv"
	"time"

	"github.com/labstack/echo/v5"

	"aqueduct/server/httpx"
)

// ListCode is the permission of 定时任务 (its menu's code).
const ListCode = "system:quartz:list"

// Routes serves what the jobs' pages ask.
func Routes(r *httpx.Routes) {
	r.GET("/sys/quartzJob/cronNext", ListCode, cronNext)
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

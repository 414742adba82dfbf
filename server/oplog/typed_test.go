package oplog

import (
	"encoding/json"
	"log/slog"
	"net/http/httptest"
	"testing"

	"github.com/labstack/echo/v5"
	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/server/httpx"
)

// The typed log routes refuse in their own words, before the database, and
// never for a value the old handlers tolerated: a type or page that is no
// number reaches the handler (where it filters nothing or falls back).
func TestTypedLogRoutesKeepTheirWords(t *testing.T) {
	e := echo.New()
	e.HTTPErrorHandler = httpx.ErrorHandler(slog.New(slog.DiscardHandler))
	r := httpx.NewRoutes(e.Group(""), func(string) echo.MiddlewareFunc {
		return func(next echo.HandlerFunc) echo.HandlerFunc { return next }
	})
	(&Service{Client: ent.NewClient()}).Routes(r)
	for _, c := range []struct{ method, target, want string }{
		{"GET", "/sys/log/list?logType=登录&operateType=x&pageNo=x&pageSize=-&createTime_begin=昨天", "创建时间格式不正确"},
		{"GET", "/sys/log/list?createTime_end=2024-13-01", "创建时间格式不正确"},
		{"GET", "/sys/dataLog/queryCompareList?dataId1=a", "请选择两条数据"},
		{"DELETE", "/sys/log/deleteBatch?ids=,", "请选择要删除的日志"},
		{"DELETE", "/sys/log/delete", "请选择要删除的日志"},
	} {
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, httptest.NewRequest(c.method, c.target, nil))
		var env httpx.Envelope
		require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &env), rec.Body.String())
		require.False(t, env.Success, c.target)
		require.Equal(t, c.want, env.Message, c.target)
	}
	docs := map[string]any{}
	for _, route := range r.List() {
		docs[route.Method+" "+route.Path] = route.Doc.Reply
	}
	require.Equal(t, map[string]any{
		"GET /sys/log/list": httpx.Page[logRow]{}, "DELETE /sys/log/delete": nil, "DELETE /sys/log/deleteBatch": nil,
		"GET /sys/dataLog/list": httpx.Page[*ent.SysDataLog]{}, "GET /sys/dataLog/queryCompareList": []*ent.SysDataLog(nil),
		"GET /sys/dataLog/queryDataVerList": []*ent.SysDataLog(nil),
	}, docs)
}

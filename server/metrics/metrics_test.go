package metrics_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/labstack/echo/v5"
	"github.com/labstack/echo/v5/middleware"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/stretchr/testify/require"
	_ "modernc.org/sqlite"

	"aqueduct/server/db"
	"aqueduct/server/metrics"
	"aqueduct/server/testenv"
)

// errSoft stands for the errors the app's handler answers with 200 and
// success:false: the status counted is the one the client gets.
var errSoft = errors.New("soft")

func TestMetrics(t *testing.T) {
	m := metrics.New()

	// The app's shape: a group under the base path with a not-found route of
	// its own, errors answered by the error handler.
	e := echo.NewWithConfig(echo.Config{HTTPErrorHandler: func(c *echo.Context, err error) {
		if r, _ := echo.UnwrapResponse(c.Response()); r != nil && r.Committed {
			return
		}
		if errors.Is(err, errSoft) {
			_ = c.JSON(http.StatusOK, map[string]any{"success": false})
			return
		}
		code := echo.StatusCode(err)
		if code == 0 {
			code = http.StatusInternalServerError
		}
		_ = c.NoContent(code)
	}})
	e.Use(middleware.Recover())
	e.Use(m.Middleware)
	e.GET("/healthz", func(c *echo.Context) error { return c.String(http.StatusOK, "ok") })
	api := e.Group("/jeecg-boot")
	api.GET("/sys/user/list", func(c *echo.Context) error { return c.String(http.StatusOK, "[]") })
	api.GET("/sys/user/:id", func(c *echo.Context) error {
		switch c.Param("id") {
		case "boom":
			return echo.NewHTTPError(http.StatusInternalServerError, "boom")
		case "soft":
			return errSoft
		case "panic":
			panic("handler bug")
		}
		return c.String(http.StatusOK, c.Param("id"))
	})
	api.RouteNotFound("/*", func(c *echo.Context) error { return echo.ErrNotFound })
	srv := httptest.NewServer(e)
	defer srv.Close()

	random := "/no-such-" + strings.ReplaceAll(uuid.NewString(), "-", "")
	for _, r := range []struct {
		method, path string
		status       int
	}{
		{"GET", "/jeecg-boot/sys/user/list", 200},
		{"GET", "/jeecg-boot/sys/user/list", 200},
		{"GET", "/jeecg-boot/sys/user/42", 200},
		{"GET", "/jeecg-boot/sys/user/43", 200},
		{"GET", "/jeecg-boot/sys/user/boom", 500},
		{"GET", "/jeecg-boot/sys/user/soft", 200},
		{"GET", "/jeecg-boot/sys/user/panic", 500},
		{"GET", random, 404},
		{"GET", "/jeecg-boot" + random, 404},
		{"BREW", "/healthz", 405}, // any token is a method
		{"GET", "/healthz", 200},
	} {
		req, err := http.NewRequest(r.method, srv.URL+r.path, nil)
		require.NoError(t, err)
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		require.Equal(t, r.status, res.StatusCode, r.method+" "+r.path)
	}

	// A SQLite writer and reader, as db.Open makes them; one connection held.
	path := filepath.Join(t.TempDir(), "m.db")
	write, err := sql.Open("sqlite", "file:"+path)
	require.NoError(t, err)
	defer write.Close()
	read, err := sql.Open("sqlite", "file:"+path+"?_pragma=query_only(1)")
	require.NoError(t, err)
	defer read.Close()
	read.SetMaxOpenConns(3)
	require.NoError(t, write.Ping())
	held, err := read.Conn(context.Background())
	require.NoError(t, err)
	defer held.Close()
	m.WatchPools(write, read)

	queue := db.ReadQueue{Turns: 4, Taken: 1, Waits: 7, Wait: 1500 * time.Millisecond}
	m.WatchReadQueue(func() db.ReadQueue { return queue })
	var sockets atomic.Int64
	sockets.Store(3)
	m.WatchSockets(func() int { return int(sockets.Load()) })

	m.JobRun("demo.SampleJob", true, 200*time.Millisecond)
	m.JobRun("demo.SampleJob", false, 10*time.Second) // late
	m.JobRun("demo.SampleJob", false, -1)             // a retry: not timed
	m.ImportRows(3, 2, 1)
	m.ImportRows(1, 0, 0)
	m.ExportRows(5000)
	m.ExportRows(17)

	var logs syncBuffer
	stop, err := m.Serve("127.0.0.1:0", slog.New(slog.NewJSONHandler(&logs, nil)))
	require.NoError(t, err)
	defer func() { require.NoError(t, stop(context.Background())) }()
	var line struct{ Addr string }
	require.NoError(t, json.Unmarshal(logs.Bytes(), &line))
	require.NotEmpty(t, line.Addr)
	url := "http://" + line.Addr + "/metrics"
	body := get(t, url, 200)

	require.NoError(t, testutil.ScrapeAndCompare(url, strings.NewReader(`
# HELP aqueduct_http_requests_total HTTP requests by route template, method and status.
# TYPE aqueduct_http_requests_total counter
aqueduct_http_requests_total{method="GET",route="/jeecg-boot/sys/user/list",status="200"} 2
aqueduct_http_requests_total{method="GET",route="/jeecg-boot/sys/user/:id",status="200"} 3
aqueduct_http_requests_total{method="GET",route="/jeecg-boot/sys/user/:id",status="500"} 2
aqueduct_http_requests_total{method="GET",route="unmatched",status="404"} 1
aqueduct_http_requests_total{method="GET",route="/jeecg-boot/*",status="404"} 1
aqueduct_http_requests_total{method="other",route="/healthz",status="405"} 1
aqueduct_http_requests_total{method="GET",route="/healthz",status="200"} 1
# HELP aqueduct_jobs_runs_total Runs (attempts) of scheduled jobs by job class and result (ok, failed).
# TYPE aqueduct_jobs_runs_total counter
aqueduct_jobs_runs_total{job="demo.SampleJob",result="ok"} 1
aqueduct_jobs_runs_total{job="demo.SampleJob",result="failed"} 2
# HELP aqueduct_jobs_late_total Runs of scheduled jobs that started more than 3 s after their fire time.
# TYPE aqueduct_jobs_late_total counter
aqueduct_jobs_late_total{job="demo.SampleJob"} 1
# HELP aqueduct_import_rows_total Rows of imported sheets by result (added, updated, failed).
# TYPE aqueduct_import_rows_total counter
aqueduct_import_rows_total{result="added"} 4
aqueduct_import_rows_total{result="updated"} 2
aqueduct_import_rows_total{result="failed"} 1
# HELP aqueduct_export_rows_total Rows written to exported sheets.
# TYPE aqueduct_export_rows_total counter
aqueduct_export_rows_total 5017
# HELP aqueduct_websockets_open Websockets open on this instance (announcements, grids).
# TYPE aqueduct_websockets_open gauge
aqueduct_websockets_open 3
# HELP aqueduct_db_read_queue_waits_total Request reads that found every turn of the read queue taken and waited.
# TYPE aqueduct_db_read_queue_waits_total counter
aqueduct_db_read_queue_waits_total 7
# HELP aqueduct_db_read_queue_wait_seconds_total Time request reads waited in the read queue, together.
# TYPE aqueduct_db_read_queue_wait_seconds_total counter
aqueduct_db_read_queue_wait_seconds_total 1.5
# HELP aqueduct_db_read_queue_turns_taken Request reads running now (turns of the read queue taken).
# TYPE aqueduct_db_read_queue_turns_taken gauge
aqueduct_db_read_queue_turns_taken 1
# HELP go_sql_in_use_connections The number of connections currently in use.
# TYPE go_sql_in_use_connections gauge
go_sql_in_use_connections{db_name="read"} 1
go_sql_in_use_connections{db_name="write"} 0
# HELP go_sql_max_open_connections Maximum number of open connections to the database.
# TYPE go_sql_max_open_connections gauge
go_sql_max_open_connections{db_name="read"} 3
go_sql_max_open_connections{db_name="write"} 0
`), "aqueduct_http_requests_total", "aqueduct_jobs_runs_total", "aqueduct_jobs_late_total",
		"aqueduct_import_rows_total", "aqueduct_export_rows_total", "aqueduct_websockets_open",
		"aqueduct_db_read_queue_waits_total", "aqueduct_db_read_queue_wait_seconds_total",
		"aqueduct_db_read_queue_turns_taken", "go_sql_in_use_connections", "go_sql_max_open_connections"))

	require.NotContains(t, body, random[1:], "a URL nobody registered is no label")
	require.NotContains(t, body, `"/jeecg-boot/sys/user/42"`, "nor is a path with its parameter")
	// Timed: every request but none twice; the lateness of the retry is not.
	require.Contains(t, body, `aqueduct_http_request_duration_seconds_count{method="GET",route="/jeecg-boot/sys/user/:id"} 5`)
	require.Contains(t, body, `aqueduct_http_request_duration_seconds_bucket{method="GET",route="/jeecg-boot/sys/user/list",le="+Inf"} 2`)
	require.Contains(t, body, `aqueduct_jobs_lateness_seconds_count{job="demo.SampleJob"} 2`)
	require.Contains(t, body, `aqueduct_jobs_lateness_seconds_bucket{job="demo.SampleJob",le="0.25"} 1`)
	for _, name := range []string{"go_sql_idle_connections", "go_sql_wait_count_total", "go_sql_wait_duration_seconds_total",
		"go_goroutines", "process_resident_memory_bytes", "aqueduct_db_read_queue_turns 4"} {
		require.Contains(t, body, name)
	}

	// The counters move between scrapes; gauges follow their source.
	m.ExportRows(3)
	sockets.Store(1)
	queue.Waits++
	body = get(t, url, 200)
	require.Contains(t, body, "aqueduct_export_rows_total 5020\n")
	require.Contains(t, body, "aqueduct_websockets_open 1\n")
	require.Contains(t, body, "aqueduct_db_read_queue_waits_total 8\n")

	// Nothing but /metrics.
	get(t, "http://"+line.Addr+"/", 404)
	get(t, "http://"+line.Addr+"/metrics/x", 404)
	get(t, "http://"+line.Addr+"/debug/pprof/", 404)
}

// A websocket upgrade counts as 101 (the status went out on the hijacked
// connection) and is not timed: its time is the socket's life.
func TestMetricsUpgrade(t *testing.T) {
	m := metrics.New()
	e := echo.New()
	e.Use(m.Middleware)
	e.GET("/ws", func(c *echo.Context) error {
		conn, rw, err := http.NewResponseController(c.Response()).Hijack()
		if err != nil {
			return err
		}
		defer conn.Close()
		_, _ = rw.WriteString("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n")
		return rw.Flush()
	})
	srv := httptest.NewServer(e)
	defer srv.Close()
	req, err := http.NewRequest("GET", srv.URL+"/ws", nil)
	require.NoError(t, err)
	req.Header.Set("Connection", "Upgrade")
	req.Header.Set("Upgrade", "websocket")
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, http.StatusSwitchingProtocols, res.StatusCode)
	require.Eventually(t, func() bool {
		n, err := testutil.GatherAndCount(m.Registry(), "aqueduct_http_requests_total")
		return err == nil && n == 1
	}, 5*time.Second, 10*time.Millisecond)
	require.NoError(t, testutil.GatherAndCompare(m.Registry(), strings.NewReader(`
# HELP aqueduct_http_requests_total HTTP requests by route template, method and status.
# TYPE aqueduct_http_requests_total counter
aqueduct_http_requests_total{method="GET",route="/ws",status="101"} 1
`), "aqueduct_http_requests_total"))
	n, err := testutil.GatherAndCount(m.Registry(), "aqueduct_http_request_duration_seconds")
	require.NoError(t, err)
	require.Zero(t, n)
}

// WatchDB shows a database's pools and read queue: SQLite's writer and
// readers apart, PostgreSQL's one pool once.
func TestWatchDB(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, tdb testenv.DB) {
		d, err := db.Open(context.Background(), tdb.URL, t.TempDir())
		require.NoError(t, err)
		defer d.Close()
		m := metrics.New()
		m.WatchDB(d)
		body := gather(t, m)
		if tdb.Name == "postgres" {
			require.Contains(t, body, `go_sql_open_connections{db_name="shared"}`)
			require.NotContains(t, body, `db_name="read"`)
		} else {
			require.Contains(t, body, `go_sql_open_connections{db_name="write"}`)
			require.Contains(t, body, `go_sql_open_connections{db_name="read"}`)
		}
		turns := d.ReadQueue().Turns
		require.Positive(t, turns)
		require.Contains(t, body, fmt.Sprintf("aqueduct_db_read_queue_turns %d\n", turns))
		require.Contains(t, body, "aqueduct_db_read_queue_waits_total 0\n")
	})
}

// A nil *Metrics does nothing, so code without metrics needs no checks.
func TestNilMetrics(t *testing.T) {
	var m *metrics.Metrics
	m.JobRun("x", true, time.Second)
	m.ImportRows(1, 2, 3)
	m.ExportRows(4)
	m.WatchSockets(func() int { return 1 })
	m.WatchReadQueue(func() db.ReadQueue { return db.ReadQueue{} })
	m.WatchPools(nil, nil)
	m.WatchDB(nil)
	require.Nil(t, m.Registry())
	called := false
	h := m.Middleware(func(*echo.Context) error { called = true; return nil })
	require.NoError(t, h(nil))
	require.True(t, called)
	stop, err := m.Serve("127.0.0.1:0", nil)
	require.NoError(t, err)
	require.NoError(t, stop(context.Background()))
}

func get(t *testing.T, url string, status int) string {
	t.Helper()
	res, err := http.Get(url)
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	require.Equal(t, status, res.StatusCode, url)
	return string(b)
}

// gather is the metrics' text, as a scrape gets it.
func gather(t *testing.T, m *metrics.Metrics) string {
	t.Helper()
	rec := httptest.NewRecorder()
	promhttp.HandlerFor(m.Registry(), promhttp.HandlerOpts{}).ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	require.Equal(t, http.StatusOK, rec.Code)
	return rec.Body.String()
}

// syncBuffer is a log's buffer read while the server may still write to it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.Write(p)
}

func (s *syncBuffer) Bytes() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return bytes.Clone(s.buf.Bytes())
}

// Package metrics counts what the server does, for Prometheus: requests by
// route, the database pools and read queue, scheduled jobs, open websockets,
// imported and exported rows. Serve exposes them on their own listener
// (AQ_METRICS_ADDR), away from the public port.
//
// Every method of a nil *Metrics does nothing, so code without metrics (tests,
// the command line tools) needs no checks.
package metrics

import (
	"database/sql"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"aqueduct/server/db"
)

// Unmatched is the route label of a request no route matched: the raw URL
// would let anyone make new series at will.
const Unmatched = "unmatched"

// JobLateAfter is when a scheduled run counts as late: its start more than
// this after its fire time. It matches the scheduler's misfire grace (a tick
// no leader enqueued is caught up after 3 s), above River's poll (0.5 s).
const JobLateAfter = 3 * time.Second

// Metrics holds the server's metrics in a registry of its own (not the
// global one), so tests can make several.
type Metrics struct {
	reg *prometheus.Registry

	requests *prometheus.CounterVec   // route, method, status
	latency  *prometheus.HistogramVec // route, method

	jobRuns     *prometheus.CounterVec // job, result
	jobLate     *prometheus.CounterVec // job
	jobLateness *prometheus.HistogramVec

	importRows *prometheus.CounterVec // result
	exportRows prometheus.Counter
}

// New makes the metrics, with the Go runtime's and the process's.
func New() *Metrics {
	m := &Metrics{reg: prometheus.NewRegistry()}
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "aqueduct_http_requests_total",
		Help: "HTTP requests by route template, method and status.",
	}, []string{"route", "method", "status"})
	// No status label: a status would multiply the buckets of every route.
	m.latency = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "aqueduct_http_request_duration_seconds",
		Help: "Time to serve an HTTP request (websocket upgrades excluded), by route template and method.",
		// Lists answer in milliseconds; imports and exports take many seconds.
		Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60},
	}, []string{"route", "method"})
	m.jobRuns = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "aqueduct_jobs_runs_total",
		Help: "Runs (attempts) of scheduled jobs by job class and result (ok, failed).",
	}, []string{"job", "result"})
	m.jobLate = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "aqueduct_jobs_late_total",
		Help: "Runs of scheduled jobs that started more than 3 s after their fire time.",
	}, []string{"job"})
	m.jobLateness = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "aqueduct_jobs_lateness_seconds",
		Help:    "Time from a scheduled run's fire time to its start.",
		Buckets: []float64{.25, .5, 1, 2, 3, 5, 10, 30, 60, 300, 900, 3600},
	}, []string{"job"})
	m.importRows = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "aqueduct_import_rows_total",
		Help: "Rows of imported sheets by result (added, updated, failed).",
	}, []string{"result"})
	m.exportRows = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "aqueduct_export_rows_total",
		Help: "Rows written to exported sheets.",
	})
	m.reg.MustRegister(m.requests, m.latency, m.jobRuns, m.jobLate, m.jobLateness, m.importRows, m.exportRows,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	// The results show at 0 before the first import, so rate() has a start.
	for _, r := range []string{"added", "updated", "failed"} {
		m.importRows.WithLabelValues(r)
	}
	return m
}

// Registry is where the metrics are registered, for more collectors and for tests.
func (m *Metrics) Registry() *prometheus.Registry {
	if m == nil {
		return nil
	}
	return m.reg
}

// WatchDB adds d's pools and its read queue.
func (m *Metrics) WatchDB(d *db.DB) {
	if m == nil || d == nil {
		return
	}
	m.WatchPools(d.SQL, d.Read)
	m.WatchReadQueue(d.ReadQueue)
}

// WatchPools adds the connection pools' state (go_sql_*{db_name}): "write"
// and "read" when they are two (SQLite), "shared" when they are one
// (PostgreSQL), which is registered once.
func (m *Metrics) WatchPools(write, read *sql.DB) {
	if m == nil || write == nil {
		return
	}
	if read == nil || read == write {
		m.reg.MustRegister(collectors.NewDBStatsCollector(write, "shared"))
		return
	}
	m.reg.MustRegister(collectors.NewDBStatsCollector(write, "write"), collectors.NewDBStatsCollector(read, "read"))
}

// WatchReadQueue adds the queue request reads wait in (db.DB.ReadQueue).
func (m *Metrics) WatchReadQueue(queue func() db.ReadQueue) {
	if m == nil || queue == nil {
		return
	}
	m.reg.MustRegister(
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "aqueduct_db_read_queue_turns",
			Help: "Request reads the read queue lets run at once.",
		}, func() float64 { return float64(queue().Turns) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "aqueduct_db_read_queue_turns_taken",
			Help: "Request reads running now (turns of the read queue taken).",
		}, func() float64 { return float64(queue().Taken) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "aqueduct_db_read_queue_waits_total",
			Help: "Request reads that found every turn of the read queue taken and waited.",
		}, func() float64 { return float64(queue().Waits) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "aqueduct_db_read_queue_wait_seconds_total",
			Help: "Time request reads waited in the read queue, together.",
		}, func() float64 { return queue().Wait.Seconds() }),
	)
}

// WatchSockets adds the open websockets, counted by open (notice.Hub.Open).
func (m *Metrics) WatchSockets(open func() int) {
	if m == nil || open == nil {
		return
	}
	m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "aqueduct_websockets_open",
		Help: "Websockets open on this instance (announcements, grids).",
	}, func() float64 { return float64(open()) }))
}

// JobRun counts a run (an attempt) of the scheduled job class job: whether it
// succeeded, and how long after its fire time it started. A negative late
// is not measured (a retry, whose start is late by River's backoff).
func (m *Metrics) JobRun(job string, ok bool, late time.Duration) {
	if m == nil {
		return
	}
	result := "ok"
	if !ok {
		result = "failed"
	}
	m.jobRuns.WithLabelValues(job, result).Inc()
	if late < 0 {
		return
	}
	m.jobLateness.WithLabelValues(job).Observe(late.Seconds())
	if late > JobLateAfter {
		m.jobLate.WithLabelValues(job).Inc()
	}
}

// ImportRows counts the rows of an imported sheet.
func (m *Metrics) ImportRows(added, updated, failed int) {
	if m == nil {
		return
	}
	for _, c := range []struct {
		result string
		n      int
	}{{"added", added}, {"updated", updated}, {"failed", failed}} {
		if c.n > 0 {
			m.importRows.WithLabelValues(c.result).Add(float64(c.n))
		}
	}
}

// ExportRows counts the rows of an exported sheet.
func (m *Metrics) ExportRows(n int) {
	if m == nil || n <= 0 {
		return
	}
	m.exportRows.Add(float64(n))
}

// methodLabel is the label of a request method: a client may send any
// token, so others than the standard methods are "other".
func methodLabel(method string) string {
	switch method {
	case "GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "CONNECT", "TRACE":
		return method
	}
	return "other"
}

// statusLabels avoids formatting the common statuses on every request.
var statusLabels = func() map[int]string {
	m := map[int]string{}
	for s := 100; s < 600; s++ {
		m[s] = strconv.Itoa(s)
	}
	return m
}()

func statusLabel(status int) string {
	if s, ok := statusLabels[status]; ok {
		return s
	}
	return "other"
}

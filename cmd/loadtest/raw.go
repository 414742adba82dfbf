package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// rawList is a list's count + page written by hand.
type rawList struct {
	table   string
	columns []string // every column ent selects, in its order
	where   string   // "?" placeholders
	args    []any
	// counted: the conditions read only the table's counter dimensions, so
	// the server answers the total from its counter table (server/rowcount,
	// aq_count_<table>, column aq_rows) and so does the floor.
	counted bool
	offset  int
}

// rawStatements are a list's count and page SELECT written by hand (every
// column scanned). Prepared, the two statements are prepared once and reused,
// as the server's statement cache does (server/db); unprepared, each is sent as
// text every time (on PostgreSQL one Parse/Bind/Execute round trip, planned
// anew).
type rawStatements struct {
	count func(context.Context) *sql.Row
	page  func(context.Context) (*sql.Rows, error)
	stmts []*sql.Stmt
	cols  int
}

func prepareRaw(ctx context.Context, rdb *sql.DB, r *rawList, ph func(int) string, prepared bool) (*rawStatements, error) {
	var where strings.Builder
	for i, part := range strings.Split(r.where, "?") {
		if i > 0 {
			where.WriteString(ph(i))
		}
		where.WriteString(part)
	}
	countQ := "SELECT COUNT(*) FROM " + r.table + " WHERE " + where.String()
	if r.counted {
		countQ = "SELECT COALESCE(SUM(aq_rows), 0) FROM aq_count_" + r.table + " WHERE " + where.String()
	}
	pageQ := "SELECT " + strings.Join(r.columns, ", ") + " FROM " + r.table + " WHERE " + where.String() +
		" ORDER BY create_time DESC, id DESC LIMIT " + strconv.Itoa(pageSize) + " OFFSET " + strconv.Itoa(r.offset)
	st := &rawStatements{
		cols:  len(r.columns),
		count: func(ctx context.Context) *sql.Row { return rdb.QueryRowContext(ctx, countQ, r.args...) },
		page:  func(ctx context.Context) (*sql.Rows, error) { return rdb.QueryContext(ctx, pageQ, r.args...) },
	}
	if !prepared {
		return st, nil
	}
	for _, q := range []string{countQ, pageQ} {
		ps, err := rdb.PrepareContext(ctx, q)
		if err != nil {
			st.close()
			return nil, err
		}
		st.stmts = append(st.stmts, ps)
	}
	st.count = func(ctx context.Context) *sql.Row { return st.stmts[0].QueryRowContext(ctx, r.args...) }
	st.page = func(ctx context.Context) (*sql.Rows, error) { return st.stmts[1].QueryContext(ctx, r.args...) }
	return st, nil
}

func (st *rawStatements) close() {
	for _, ps := range st.stmts {
		ps.Close()
	}
}

// list runs the count and the page and hands each row's values to row
// (the slice is reused from row to row); a page of other than pageSize rows
// is an error.
func (st *rawStatements) list(ctx context.Context, row func(vals []any)) (total int, err error) {
	if err := st.count(ctx).Scan(&total); err != nil {
		return 0, err
	}
	rows, err := st.page(ctx)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	vals := make([]any, st.cols)
	ptrs := make([]any, len(vals))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	n := 0
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return 0, err
		}
		row(vals)
		n++
	}
	if n != pageSize {
		return 0, fmt.Errorf("raw page has %d rows", n)
	}
	return total, rows.Err()
}

// measureRaw runs the raw statements with conns goroutines in this process,
// bounded like an attack: the database's own floor for the list.
func measureRaw(ctx context.Context, rdb *sql.DB, sc scenario, ph func(int) string, conns int, o options, prepared bool) (m measurement, err error) {
	m = measurement{name: "raw: " + sc.name, conns: conns, stmts: 2}
	if prepared {
		m.name = "raw prepared: " + sc.name
	}
	st, err := prepareRaw(ctx, rdb, sc.rawOf, ph, prepared)
	if err != nil {
		return m, err
	}
	defer st.close()
	one := func(ctx context.Context) error {
		_, err := st.list(ctx, func([]any) {})
		return err
	}
	run := func(d time.Duration, f func(*vegeta.Result)) {
		var sent atomic.Int64
		var mu sync.Mutex
		var wg sync.WaitGroup
		began := time.Now()
		deadline := began.Add(d)
		for range conns {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for time.Now().Before(deadline) && sent.Add(1) <= int64(o.max) && ctx.Err() == nil {
					t := time.Now()
					err := one(ctx)
					res := &vegeta.Result{Timestamp: t, Latency: time.Since(t), Code: http.StatusOK}
					if err != nil {
						res.Code, res.Error = 0, err.Error()
					}
					mu.Lock()
					f(res)
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
	}
	if o.warmup > 0 {
		run(o.warmup, func(*vegeta.Result) {})
	}
	cpu0 := procCPU("self")
	var metrics vegeta.Metrics
	run(o.duration, func(r *vegeta.Result) {
		if r.Error != "" {
			m.errors++
			if m.firstErr == "" {
				m.firstErr = r.Error
			}
		}
		metrics.Add(r)
	})
	metrics.Close()
	m.requests = metrics.Requests
	m.rps = metrics.Throughput
	m.p50, m.p99 = metrics.Latencies.P50, metrics.Latencies.P99
	if m.requests > 0 {
		m.cpuPerReq = (procCPU("self") - cpu0) / time.Duration(m.requests)
	}
	if m.errors > 0 {
		return m, fmt.Errorf("%d of %d failed, first: %s", m.errors, m.requests, m.firstErr)
	}
	return m, nil
}

// measureRawHTTP serves the same prepared count + page from this process as
// a JSON list over loopback HTTP, with no session, permission check, ORM or
// dictionary, and drives it with vegeta exactly like the server: the
// thinnest HTTP list API this machine can run beside its database and the
// load generator. It shows how much of the raw floor HTTP alone costs here.
func measureRawHTTP(ctx context.Context, rdb *sql.DB, sc scenario, ph func(int) string, conns int, o options) (m measurement, err error) {
	m = measurement{name: "raw prepared over HTTP: " + sc.name, conns: conns, stmts: 2}
	st, err := prepareRaw(ctx, rdb, sc.rawOf, ph, true)
	if err != nil {
		return m, err
	}
	defer st.close()
	list := func(w http.ResponseWriter, req *http.Request) {
		records := make([]map[string]any, 0, pageSize)
		total, err := st.list(req.Context(), func(vals []any) {
			rec := make(map[string]any, len(vals))
			for i, v := range vals {
				if b, ok := v.([]byte); ok {
					v = string(b)
				}
				rec[sc.rawOf.columns[i]] = v
			}
			records = append(records, rec)
		})
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		body, err := json.Marshal(map[string]any{"success": true, "code": 200, "message": "",
			"result": map[string]any{"records": records, "total": total, "size": pageSize, "current": 1 + sc.rawOf.offset/pageSize}})
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Content-Length", strconv.Itoa(len(body)))
		_, _ = w.Write(body)
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		return m, err
	}
	hs := &http.Server{Handler: http.HandlerFunc(list), ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = hs.Serve(ln) }()
	defer hs.Close()
	tgt := vegeta.Target{Method: http.MethodGet, URL: "http://" + ln.Addr().String() + "/list"}
	if o.warmup > 0 {
		attack(tgt, m.name, conns, o.warmup, o.max, func(*vegeta.Result) {})
	}
	cpu0 := procCPU("self")
	var metrics vegeta.Metrics
	attack(tgt, m.name, conns, o.duration, o.max, m.tally(&metrics))
	metrics.Close()
	m.requests = metrics.Requests
	m.rps = metrics.Throughput
	m.p50, m.p99 = metrics.Latencies.P50, metrics.Latencies.P99
	if m.requests > 0 { // the handler and vegeta together: both run in this process
		m.cpuPerReq = (procCPU("self") - cpu0) / time.Duration(m.requests)
	}
	if m.errors > 0 {
		return m, fmt.Errorf("%d of %d failed, first: %s", m.errors, m.requests, m.firstErr)
	}
	return m, nil
}

// userColumns are the columns ent selects for sys_user.

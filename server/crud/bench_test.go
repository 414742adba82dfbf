package crud_test

// Benchmarks of the generated CRUD runtime on a 100k-row sys_user table
// (AQ_BENCH_ROWS rows when set, e.g. 1000000 for the export at scale), on
// SQLite and PostgreSQL (go tool task bench; results in docs/benchmarks.md):
//
//	BenchmarkCRUD/<db>/list/ours     GET /sys/user/list?realname=*张*&status=1&pageSize=20
//	                                 through the real handler: query parsing, data rules,
//	                                 count, page, dictionary texts, JSON records and envelope
//	BenchmarkCRUD/<db>/list/service  the same without HTTP: query.Parse + Service.List
//	BenchmarkCRUD/<db>/list/raw      the same count + page SELECT by hand with database/sql
//	BenchmarkCRUD/<db>/export        GET /sys/user/exportXls of all rows through the real handler
//	                                 (time, CPU, peak memory, file size)
//
// The table is built once per database per run, outside the measured loops.

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/labstack/echo/v5"
	"github.com/xuri/excelize/v2"

	"aqueduct/ent/sysuser"
	"aqueduct/server/crud"
	"aqueduct/server/db"
	"aqueduct/server/dict"
	"aqueduct/server/excel"
	"aqueduct/server/httpx"
	"aqueduct/server/query"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// benchRows is the size of the table: 100k, or AQ_BENCH_ROWS.
var benchRows = func() int {
	if n, err := strconv.Atoi(os.Getenv("AQ_BENCH_ROWS")); err == nil && n >= 1000 {
		return n
	}
	return 100_000
}()

// bulkRows are the users written through ent; a larger table is filled
// with copies of them by INSERT … SELECT, in seconds.
const bulkRows = 100_000

// The list request of the benchmarks: a page of 20, two filters (a like and
// an exact match on a dictionary field), the default sort (createTime desc, id desc).
var listParams = url.Values{"realname": {"*张*"}, "status": {"1"}, "pageNo": {"1"}, "pageSize": {"20"}}

func BenchmarkCRUD(b *testing.B) {
	for _, name := range []string{"sqlite", "postgres"} {
		b.Run(name, func(b *testing.B) {
			env := newBenchEnv(b, name) // this level's body runs once: its children run the loops
			var ours, service float64   // ns/op, for the ratios reported beside raw
			b.Run("list/ours", func(b *testing.B) { env.benchHandler(b); ours = perOp(b) })
			b.Run("list/service", func(b *testing.B) { env.benchService(b); service = perOp(b) })
			b.Run("list/raw", func(b *testing.B) {
				env.benchRaw(b)
				if raw := perOp(b); ours > 0 {
					b.ReportMetric(ours/raw, "ours/raw")
					if service > 0 {
						b.ReportMetric(service/raw, "service/raw")
					}
				}
			})
			b.Run("export", env.benchExport)
		})
	}
}

func perOp(b *testing.B) float64 { return float64(b.Elapsed().Nanoseconds()) / float64(b.N) }

type benchEnv struct {
	name    string
	db      *db.DB
	svc     *crud.Service
	ctx     context.Context // the admin logged in, as the session middleware builds it
	handler http.Handler    // the service's routes behind that viewer, every permission granted

	exportChecked sync.Once
}

func newBenchEnv(b *testing.B, name string) *benchEnv {
	b.Helper()
	ctx := context.Background()
	url := ""
	if name == "postgres" {
		url = testenv.NewPostgresDB(b)
	}
	d, err := db.Open(ctx, url, b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { d.Close() })
	if err := d.Migrate(ctx); err != nil {
		b.Fatal(err)
	}
	if _, err := seed.Base(ctx, d.Client, "admin123"); err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	if err := seed.BulkUsers(viewer.System(ctx), d.Client, "bench", min(benchRows, bulkRows)); err != nil {
		b.Fatal(err)
	}
	if err := copyUsers(ctx, d.SQL, benchRows); err != nil {
		b.Fatal(err)
	}
	if _, err := d.SQL.ExecContext(ctx, "ANALYZE"); err != nil { // what autovacuum / a DBA would have done
		b.Fatal(err)
	}
	b.Logf("%s: %d users inserted in %s", name, benchRows, time.Since(start).Round(time.Millisecond))

	admin, err := d.Client.SysUser.Query().Where(sysuser.Username("admin")).Only(viewer.System(ctx))
	if err != nil {
		b.Fatal(err)
	}
	v := viewer.Viewer{UserID: admin.ID, Username: admin.Username, Realname: admin.Realname, OrgCode: admin.OrgCode}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	svc := crud.NewService(d.Client, dict.New(d.Client), crud.NewReports(b.TempDir()), log)

	e := echo.NewWithConfig(echo.Config{Logger: log, HTTPErrorHandler: httpx.ErrorHandler(log)})
	g := e.Group("", func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c *echo.Context) error {
			c.SetRequest(c.Request().WithContext(viewer.NewContext(c.Request().Context(), v)))
			return next(c)
		}
	})
	allow := func(string) echo.MiddlewareFunc { return func(next echo.HandlerFunc) echo.HandlerFunc { return next } }
	svc.Routes(httpx.NewRoutes(g, allow))

	env := &benchEnv{name: name, db: d, svc: svc, ctx: viewer.NewContext(ctx, v), handler: e}
	env.check(b)
	return env
}

// check makes sure the three list variants answer the same page before they are timed.
func (env *benchEnv) check(b *testing.B) {
	b.Helper()
	q, err := query.Parse(listParams, crud.SysUser.Schema(), query.Options{})
	if err != nil {
		b.Fatal(err)
	}
	page, err := env.svc.List(env.ctx, crud.SysUser, q)
	if err != nil {
		b.Fatal(err)
	}
	total, ids, err := env.raw(env.ctx)
	if err != nil {
		b.Fatal(err)
	}
	var got []string
	for _, r := range page.Records {
		id, _, _ := strings.Cut(strings.TrimPrefix(string(r), `{"id":"`), `"`)
		got = append(got, id)
		if !strings.Contains(string(r), `"status_dictText":"正常"`) {
			b.Fatalf("record without dictionary text: %s", r)
		}
	}
	if page.Total != total || strings.Join(got, ",") != strings.Join(ids, ",") {
		b.Fatalf("ours and raw differ: total %d vs %d\n%v\n%v", page.Total, total, got, ids)
	}
	rec := env.get()
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"success":true`) ||
		!strings.Contains(rec.Body.String(), `"total":`+strconv.Itoa(total)) {
		b.Fatalf("handler: %d %s", rec.Code, rec.Body.String())
	}
	b.Logf("%s: the list selects %d of %d rows", env.name, total, benchRows)
}

// copyUsers copies the users written through ent, with fresh ids and
// usernames, until sys_user holds rows bench users: 100k rows per INSERT …
// SELECT. The copies keep their creation times: ties the export's keyset
// paging breaks by id.
func copyUsers(ctx context.Context, d *sql.DB, rows int) error {
	const cols = "create_by, create_time, del_flag, realname, password, sex, status, post, telephone, " +
		"activiti_sync, user_identity"
	for k, have := 1, bulkRows; have < rows; k++ {
		n := min(bulkRows, rows-have)
		_, err := d.ExecContext(ctx, fmt.Sprintf(`INSERT INTO sys_user (id, username, %s)
			SELECT id || '-%d', username || '-%d', %s FROM sys_user
			WHERE username LIKE 'bench%%' AND username NOT LIKE '%%-%%' ORDER BY id LIMIT %d`, cols, k, k, cols, n))
		if err != nil {
			return err
		}
		have += n
	}
	return nil
}

func (env *benchEnv) get() *httptest.ResponseRecorder {
	req := httptest.NewRequest("GET", "/sys/user/list?"+listParams.Encode(), nil)
	rec := httptest.NewRecorder()
	env.handler.ServeHTTP(rec, req)
	return rec
}

func (env *benchEnv) benchHandler(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if rec := env.get(); rec.Code != 200 {
			b.Fatal(rec.Body.String())
		}
	}
}

func (env *benchEnv) benchService(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		q, err := query.Parse(listParams, crud.SysUser.Schema(), query.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := env.svc.List(env.ctx, crud.SysUser, q); err != nil {
			b.Fatal(err)
		}
	}
}

func (env *benchEnv) benchRaw(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := env.raw(env.ctx); err != nil {
			b.Fatal(err)
		}
	}
}

// userColumns are the columns ent selects for sys_user.
const userColumns = "id, create_by, create_time, update_by, update_time, sys_org_code, del_flag, " +
	"username, realname, password, avatar, birthday, sex, email, phone, org_code, status, third_id, " +
	"third_type, activiti_sync, work_no, post, telephone, user_identity, depart_ids, rel_tenant_ids, client_id"

// raw runs the list's count and page SELECT by hand and scans the page.
func (env *benchEnv) raw(ctx context.Context) (total int, ids []string, err error) {
	ph := func(n int) string { return "?" }
	if env.name == "postgres" {
		ph = func(n int) string { return "$" + strconv.Itoa(n) }
	}
	where := " FROM sys_user WHERE del_flag = 0 AND realname LIKE " + ph(1) + " AND status = " + ph(2)
	if err := env.db.SQL.QueryRowContext(ctx, "SELECT COUNT(*)"+where, "%张%", 1).Scan(&total); err != nil {
		return 0, nil, err
	}
	rows, err := env.db.SQL.QueryContext(ctx, "SELECT "+userColumns+where+
		" ORDER BY create_time DESC, id DESC LIMIT 20 OFFSET 0", "%张%", 1)
	if err != nil {
		return 0, nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			id, username, password                                                          string
			createBy, updateBy, orgCode, realname, avatar, email, phone, sysOrgCode, workNo sql.NullString
			thirdID, thirdType, post, telephone, departIDs, relTenantIDs, clientID          sql.NullString
			createTime, updateTime, birthday                                                sql.NullTime
			delFlag, status, activitiSync, userIdentity                                     int
			sex                                                                             sql.NullInt64
		)
		if err := rows.Scan(&id, &createBy, &createTime, &updateBy, &updateTime, &sysOrgCode, &delFlag,
			&username, &realname, &password, &avatar, &birthday, &sex, &email, &phone, &orgCode, &status,
			&thirdID, &thirdType, &activitiSync, &workNo, &post, &telephone, &userIdentity, &departIDs,
			&relTenantIDs, &clientID); err != nil {
			return 0, nil, err
		}
		ids = append(ids, id)
	}
	return total, ids, rows.Err()
}

// benchExport exports every row through the handler, GET /sys/user/exportXls
// without filters, into a response that counts the bytes, and reports the
// peak Go heap and the peak resident set of the process while it runs, and
// the resident set before it (the benchmark's own data included).
func (env *benchEnv) benchExport(b *testing.B) {
	env.exportChecked.Do(func() { env.checkExport(b) })
	debug.FreeOSMemory() // start from the live heap, not from what seeding left behind
	peak := startPeakSampler()
	var w countingResponse
	cpu0 := cpuTime()
	b.ReportAllocs()
	for b.Loop() {
		w = countingResponse{header: http.Header{}}
		env.handler.ServeHTTP(&w, httptest.NewRequest("GET", "/sys/user/exportXls", nil))
		if w.status != 200 || w.header.Get("Content-Type") != excel.ContentType ||
			w.header.Get("Content-Length") != strconv.FormatInt(w.n, 10) {
			b.Fatalf("export: %d %v, %d bytes", w.status, w.header, w.n)
		}
	}
	cpu := cpuTime() - cpu0
	heap, rss, baseRSS := peak()
	b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
	b.ReportMetric(float64(heap)/(1<<20), "peak-heap-MB")
	b.ReportMetric(float64(rss)/(1<<20), "peak-rss-MB")
	b.ReportMetric(float64(baseRSS)/(1<<20), "base-rss-MB")
	b.ReportMetric(float64(w.n)/(1<<20), "xlsx-MB")
}

// countingResponse is a ResponseWriter that keeps the headers and counts the body.
type countingResponse struct {
	header http.Header
	status int
	n      int64
}

func (w *countingResponse) Header() http.Header { return w.header }

func (w *countingResponse) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
}

func (w *countingResponse) Write(p []byte) (int, error) {
	w.WriteHeader(200)
	w.n += int64(len(p))
	return len(p), nil
}

// sameUsernames compares the sheet's 登录账号 column with the usernames of
// rows, in order, reading both as streams (a million rows read whole would
// take gigabytes); it returns the rows compared.
func sameUsernames(file io.Reader, rows *sql.Rows) (int, error) {
	f, err := excelize.OpenReader(file)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	it, err := f.Rows("Sheet1")
	if err != nil {
		return 0, err
	}
	defer it.Close()
	col, n := -1, 0
	for it.Next() {
		cells, err := it.Columns()
		if err != nil {
			return n, err
		}
		if col < 0 {
			col = slices.Index(cells, "登录账号")
			continue
		}
		var want string
		if !rows.Next() {
			return n, fmt.Errorf("%d rows, the database has %d", n+1, n)
		}
		if err := rows.Scan(&want); err != nil {
			return n, err
		}
		if col >= len(cells) || cells[col] != want {
			return n, fmt.Errorf("row %d is %v, want %s", n, cells, want)
		}
		n++
	}
	if col < 0 {
		return 0, errors.New("no 登录账号 column")
	}
	if rows.Next() {
		return n, fmt.Errorf("%d rows, the database has more", n)
	}
	return n, errors.Join(it.Error(), rows.Err())
}

// startPeakSampler samples the Go heap (objects, live and not yet swept) and
// the process's resident set every 2 ms until the returned func is called,
// which returns their peaks and the resident set at the start.
func startPeakSampler() func() (heap, rss, baseRSS uint64) {
	done := make(chan struct{})
	var heap, rss uint64
	baseRSS := residentSet()
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		t := time.NewTicker(2 * time.Millisecond)
		defer t.Stop()
		for {
			metrics.Read(sample)
			heap = max(heap, sample[0].Value.Uint64())
			rss = max(rss, residentSet())
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	return func() (uint64, uint64, uint64) {
		close(done)
		wg.Wait()
		return heap, rss, baseRSS
	}
}

// cpuTime is the CPU time the process has used, user and system: on a
// shared machine the time of an op depends on the others' load, its CPU much
// less.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// residentSet is the process's resident set in bytes (Linux; 0 elsewhere).
func residentSet() uint64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	n, _ := strconv.ParseUint(f[1], 10, 64)
	return n * uint64(os.Getpagesize())
}

// checkExport makes sure an export holds every row in the list's order, for
// the default sort and for one with ties and NULLs (sex: 1 in 5 is empty).
func (env *benchEnv) checkExport(b *testing.B) {
	b.Helper()
	for _, c := range []struct {
		params url.Values
		order  string
	}{
		{url.Values{}, "create_time DESC, id DESC"},
		{url.Values{"column": {"sex,realname"}, "order": {"asc"}}, "sex ASC, realname ASC, id ASC"},
	} {
		q, err := query.Parse(c.params, crud.SysUser.Schema(), query.Options{})
		if err != nil {
			b.Fatal(err)
		}
		var buf bytes.Buffer
		if err := env.svc.Export(env.ctx, &buf, crud.SysUser, q); err != nil {
			b.Fatal(err)
		}
		rows, err := env.db.SQL.QueryContext(env.ctx, "SELECT username FROM sys_user WHERE del_flag = 0 ORDER BY "+c.order)
		if err != nil {
			b.Fatal(err)
		}
		n, err := sameUsernames(&buf, rows)
		rows.Close()
		if err != nil {
			b.Fatalf("export %v: %v", c.params, err)
		}
		b.Logf("%s: export %v holds the %d rows in order", env.name, c.params, n)
	}
}

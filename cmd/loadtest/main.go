// Command loadtest starts the real server binary on SQLite and on PostgreSQL
// with 10,000 users, drives it over loopback HTTP with vegeta at 1 and 16
// connections, runs the raw-SQL floor of the list's count + page in the same
// run, and prints the figures as Markdown (go tool task loadtest; results in
// docs/benchmarks.md). A business list (10,000 contact sheets over the demo
// project's sections, business.go) is read as admin and as the demo's
// contractor, kept to his section by a data rule.
//
// Every request loop is bounded in time (-duration) and in count (-max), and
// all traffic goes to 127.0.0.1. The PostgreSQL database is created for the
// run and dropped afterwards; the SQLite data directory is a temp dir.
package main

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unicode"

	vegeta "github.com/tsenart/vegeta/v12/lib"

	"aqueduct/server/auth"
	"aqueduct/server/db"
	"aqueduct/server/seed"

	"aqueduct/cmd/internal/rig"
)

const (
	host     = "127.0.0.1" // the only address the load test sends to
	password = "Load-test-2024"
	base     = "/jeecg-boot"
)

type options struct {
	bin      string
	dbs      []string
	rows     int
	duration time.Duration
	warmup   time.Duration
	max      int
	conns    []int
	pg       string
	out      string
	profiles string // directory for the server's CPU profiles, one per measurement
	only     string // run only the scenarios whose name contains this
}

func main() {
	var o options
	var dbs, conns string
	flag.StringVar(&o.bin, "bin", "bin/aqueduct", "server binary (go build -o bin/aqueduct ./cmd/aqueduct)")
	flag.StringVar(&dbs, "db", "sqlite,postgres", "databases to run on")
	flag.IntVar(&o.rows, "rows", 10_000, "users in sys_user, and contact sheets")
	flag.DurationVar(&o.duration, "duration", 5*time.Second, "length of one measurement")
	flag.DurationVar(&o.warmup, "warmup", time.Second, "warm-up before each measurement (not counted)")
	flag.IntVar(&o.max, "max", 50_000, "most requests in one measurement")
	flag.StringVar(&conns, "conns", "1,16", "connections (concurrent clients) to measure at")
	flag.StringVar(&o.pg, "pg", rig.PostgresURL(), "PostgreSQL server to create the run's database on")
	flag.StringVar(&o.out, "out", "", "also write the Markdown report to this file")
	flag.StringVar(&o.profiles, "cpuprofile", "", "save the server's CPU profile of each measurement in this directory")
	flag.StringVar(&o.only, "only", "", "run only the requests whose name contains this (e.g. \"page 1\")")
	flag.Parse()
	os.Unsetenv(db.DebugStatsEnv) // only the server serves its counters
	o.dbs = strings.Split(dbs, ",")
	for _, c := range strings.Split(conns, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(c))
		if err != nil || n < 1 || n > 256 {
			fatal(fmt.Errorf("-conns: bad value %q", c))
		}
		o.conns = append(o.conns, n)
	}
	if o.duration <= 0 || o.duration > 5*time.Minute || o.max < 1 {
		fatal(errors.New("-duration must be in (0, 5m] and -max at least 1"))
	}
	if _, err := os.Stat(o.bin); err != nil {
		fatal(fmt.Errorf("%s: %w (build it: go build -o bin/aqueduct ./cmd/aqueduct)", o.bin, err))
	}
	// A hard bound on the whole run, whatever happens.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()

	rep := &report{started: time.Now(), opts: o}
	for _, name := range o.dbs {
		res, err := runDB(ctx, o, strings.TrimSpace(name), rep)
		if err != nil {
			fatal(fmt.Errorf("%s: %w", name, err))
		}
		rep.dbs = append(rep.dbs, res)
	}
	md := rep.markdown()
	fmt.Print(md)
	if o.out != "" {
		if err := os.WriteFile(o.out, []byte(md), 0o644); err != nil {
			fatal(err)
		}
	}
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "loadtest:", err)
	os.Exit(1)
}

func logf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "%s "+format+"\n", append([]any{time.Now().Format("15:04:05")}, args...)...)
}

// scenario is one request the server is measured on.
type scenario struct {
	name   string
	method string
	path   string // under the base path, with the query string
	body   []byte
	auth   bool
	rawOf  *rawList // the raw-SQL floor of the same count + page, if any
	// user sends it ("" is admin); business: a list of the demo project's
	// records (business.go), seeded only when such a scenario runs.
	user     string
	business bool
}

// rawList is a list's count + page written by hand.
type rawList struct {
	where  string // after FROM sys_user, "?" placeholders
	args   []any
	offset int
}

func scenarios(rows int) []scenario {
	lastPage := max(1, (rows*99/100)/20) // 1 in 100 users is soft-deleted
	lastPage = min(lastPage, 400)        // page 400 with 10,000 rows
	login, _ := json.Marshal(map[string]any{"username": "admin", "password": password})
	return append([]scenario{
		{name: "user list page 1", method: "GET", path: "/sys/user/list?pageNo=1&pageSize=20", auth: true,
			rawOf: &rawList{where: "del_flag = 0", offset: 0}},
		{name: fmt.Sprintf("user list page %d", lastPage), method: "GET", path: fmt.Sprintf("/sys/user/list?pageNo=%d&pageSize=20", lastPage), auth: true,
			rawOf: &rawList{where: "del_flag = 0", offset: (lastPage - 1) * 20}},
		{name: "user list filtered (realname=*张*, status=1)", method: "GET", path: "/sys/user/list?realname=" + url.QueryEscape("*张*") + "&status=1&pageNo=1&pageSize=20", auth: true,
			rawOf: &rawList{where: "del_flag = 0 AND realname LIKE ? AND status = ?", args: []any{"%张%", 1}, offset: 0}},
		{name: "menu (getUserPermissionByToken)", method: "GET", path: "/sys/permission/getUserPermissionByToken", auth: true},
		{name: "dictionary (getDictItems/sex)", method: "GET", path: "/sys/dict/getDictItems/sex", auth: true},
	}, append(businessScenarios(),
		scenario{name: "login", method: "POST", path: "/sys/login", body: login})...)
}

// measurement is one scenario at one concurrency.
type measurement struct {
	name      string
	conns     int
	requests  uint64
	errors    uint64
	firstErr  string
	rps       float64
	p50, p99  time.Duration
	cpuPerReq time.Duration // server process (user + system); for raw rows: the load test's own process
	peakRSS   uint64        // bytes; 0 when not measured
	peakAnon  uint64        // bytes of peakRSS not backed by a file (heap, stacks, SQLite's memory): the highest sample
	stmts     float64       // ent statements per request
	stmtTotal uint64        // ent statements during the measurement
}

type dbResult struct {
	name    string
	version string
	seeded  time.Duration
	idleRSS uint64
	http    []measurement
	raw     []measurement
	pgCPU   bool
}

// runDB seeds one database, starts the server on it and measures every scenario.
func runDB(ctx context.Context, o options, name string, rep *report) (*dbResult, error) {
	res := &dbResult{name: name}
	dataDir, err := os.MkdirTemp("", "aqueduct-loadtest-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dataDir)
	dbURL := ""
	switch name {
	case "sqlite":
	case "postgres":
		u, drop, err := rig.CreateDatabase(ctx, o.pg, "aq_load", nil)
		if err != nil {
			return nil, err
		}
		defer drop()
		dbURL = u
	default:
		return nil, fmt.Errorf("unknown database %q (sqlite or postgres)", name)
	}

	business := false
	users := map[string]bool{"": true}
	for _, sc := range scenarios(o.rows) {
		if strings.Contains(sc.name, o.only) {
			business = business || sc.business
			users[sc.user] = true
		}
	}
	if business { // checkScope reads the list as every caller
		for _, sc := range businessScenarios() {
			users[sc.user] = true
		}
	}
	logf("%s: seeding %d users (and the demo project with %d contact sheets: %v)", name, o.rows, o.rows, business)
	start := time.Now()
	if res.version, err = seedDB(ctx, dbURL, dataDir, o.rows); err != nil {
		return nil, fmt.Errorf("seed: %w", err)
	}
	if business {
		if err := seedBusiness(ctx, o.bin, dbURL, dataDir, o.rows); err != nil {
			return nil, fmt.Errorf("seed: %w", err)
		}
	}
	res.seeded = time.Since(start)

	srv, err := startServer(ctx, o.bin, dbURL, dataDir)
	if err != nil {
		return nil, err
	}
	defer srv.stop()
	logf("%s: server pid %d on %s", name, srv.cmd.Process.Pid, srv.base)
	tokens := map[string]string{}
	for u := range users {
		if tokens[u], err = srv.login(ctx, u); err != nil {
			return nil, err
		}
	}
	res.idleRSS = srv.rss()
	if business {
		if err := srv.checkScope(ctx, tokens); err != nil {
			return nil, err
		}
	}

	var raw *sql.DB
	if dbURL != "" {
		raw, err = sql.Open("postgres", db.PostgresDSN(dbURL))
	} else {
		raw, err = sql.Open("sqlite", db.SQLiteReadDSN(filepath.Join(dataDir, "aqueduct.db")))
	}
	if err != nil {
		return nil, err
	}
	defer raw.Close()
	raw.SetMaxOpenConns(max(slicesMax(o.conns), 1))
	raw.SetMaxIdleConns(max(slicesMax(o.conns), 1))
	ph := func(n int) string { return "?" }
	if dbURL != "" {
		ph = func(n int) string { return "$" + strconv.Itoa(n) }
	}

	for _, sc := range scenarios(o.rows) {
		if !strings.Contains(sc.name, o.only) {
			continue
		}
		token := tokens[sc.user]
		if err := srv.check(ctx, sc, token); err != nil {
			return nil, fmt.Errorf("%s: %w", sc.name, err)
		}
		for _, c := range o.conns {
			var stopProfile func() error
			if o.profiles != "" {
				file := filepath.Join(o.profiles, fmt.Sprintf("%s-%s-%d.pprof", name, slug(sc.name), c))
				stopProfile = srv.profile(ctx, file, o.warmup+o.duration)
			}
			m, err := srv.measure(ctx, sc, token, c, o)
			if stopProfile != nil {
				if perr := stopProfile(); perr != nil && err == nil {
					err = fmt.Errorf("profile: %w", perr)
				}
			}
			if err != nil {
				return nil, fmt.Errorf("%s at %d: %w", sc.name, c, err)
			}
			logf("%s: %-45s %2d conn: %8.1f req/s p50 %-9s p99 %-9s cpu/req %-9s rss %5.1f MB stmts/req %.2f errors %d",
				name, sc.name, c, m.rps, m.p50.Round(10*time.Microsecond), m.p99.Round(10*time.Microsecond),
				m.cpuPerReq.Round(time.Microsecond), mb(m.peakRSS), m.stmts, m.errors)
			res.http = append(res.http, m)
		}
		if sc.rawOf != nil {
			for _, c := range o.conns {
				for _, prepared := range []bool{false, true} {
					m, err := measureRaw(ctx, raw, sc, ph, c, o, prepared)
					if err != nil {
						return nil, fmt.Errorf("%s at %d: %w", m.name, c, err)
					}
					logf("%s: %-45s %2d conn: %8.1f req/s p50 %-9s p99 %-9s", name, m.name, c, m.rps,
						m.p50.Round(10*time.Microsecond), m.p99.Round(10*time.Microsecond))
					res.raw = append(res.raw, m)
				}
				m, err := measureRawHTTP(ctx, raw, sc, ph, c, o)
				if err != nil {
					return nil, fmt.Errorf("%s at %d: %w", m.name, c, err)
				}
				logf("%s: %-45s %2d conn: %8.1f req/s p50 %-9s p99 %-9s", name, m.name, c, m.rps,
					m.p50.Round(10*time.Microsecond), m.p99.Round(10*time.Microsecond))
				res.raw = append(res.raw, m)
			}
		}
	}
	if err := srv.stop(); err != nil {
		return nil, err
	}
	return res, nil
}

func slicesMax(s []int) int {
	m := 0
	for _, v := range s {
		m = max(m, v)
	}
	return m
}

// seedDB migrates, adds the base data (admin with the run's password) and
// rows users, then ANALYZEs. It returns the database's version.
func seedDB(ctx context.Context, dbURL, dataDir string, rows int) (string, error) {
	d, err := db.Open(ctx, dbURL, dataDir)
	if err != nil {
		return "", err
	}
	defer d.Close()
	if err := d.Migrate(ctx); err != nil {
		return "", err
	}
	if _, err := seed.Base(ctx, d.Client, password); err != nil {
		return "", err
	}
	if err := seed.BulkUsers(auth.SystemContext(ctx), d.Client, "load", rows); err != nil {
		return "", err
	}
	if _, err := d.SQL.ExecContext(ctx, "ANALYZE"); err != nil {
		return "", err
	}
	var v string
	q := "SELECT 'SQLite ' || sqlite_version()"
	if dbURL != "" {
		q = "SHOW server_version"
	}
	if err := d.SQL.QueryRowContext(ctx, q).Scan(&v); err != nil {
		return "", err
	}
	if dbURL != "" {
		v = "PostgreSQL " + v
	}
	return v, nil
}

// server is the real binary, started for one database.
type server struct {
	cmd     *exec.Cmd
	base    string // http://127.0.0.1:PORT/jeecg-boot
	root    string
	stats   string // http://127.0.0.1:PORT/debug/stats
	logPath string
	done    chan error
	stopped bool
	client  *http.Client
}

func startServer(ctx context.Context, bin, dbURL, dataDir string, args ...string) (*server, error) {
	addr, err := rig.FreePort()
	if err != nil {
		return nil, err
	}
	statsAddr, err := rig.FreePort()
	if err != nil {
		return nil, err
	}
	logPath := filepath.Join(dataDir, "server.log")
	logFile, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	defer logFile.Close()
	cmd := exec.Command(bin, append([]string{"serve"}, args...)...)
	for _, kv := range os.Environ() { // the server's settings are the run's, not the caller's
		if !strings.HasPrefix(kv, "AQ_") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, "AQ_ADDR="+addr, "AQ_DATA_DIR="+dataDir, "AQ_CAPTCHA=off",
		"AQ_ADMIN_PASSWORD="+password, "AQ_DEBUG_STATS="+statsAddr)
	if dbURL != "" {
		cmd.Env = append(cmd.Env, "AQ_DATABASE_URL="+dbURL)
	}
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, root: "http://" + addr, base: "http://" + addr + base, stats: "http://" + statsAddr + "/debug/stats",
		logPath: logPath, done: make(chan error, 1), client: &http.Client{Timeout: 10 * time.Second}}
	go func() { s.done <- cmd.Wait() }()
	deadline := time.Now().Add(60 * time.Second)
	for {
		select {
		case err := <-s.done:
			s.stopped = true
			return nil, fmt.Errorf("server exited: %v\n%s", err, tail(logPath))
		case <-ctx.Done():
			s.stop()
			return nil, ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
		if res, err := s.client.Get(s.root + "/readyz"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return s, nil
			}
		}
		if time.Now().After(deadline) {
			s.stop()
			return nil, fmt.Errorf("server not ready after 60 s\n%s", tail(logPath))
		}
	}
}

func tail(path string) string {
	b, _ := os.ReadFile(path)
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	return string(b)
}

// stop ends the server with SIGTERM, then SIGKILL after 10 s.
func (s *server) stop() error {
	if s.stopped {
		return nil
	}
	s.stopped = true
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.done:
		return nil
	case <-time.After(10 * time.Second):
		_ = s.cmd.Process.Kill()
		<-s.done
		return errors.New("server did not stop on SIGTERM")
	}
}

type envelope struct {
	Success bool            `json:"success"`
	Message string          `json:"message"`
	Code    int             `json:"code"`
	Result  json.RawMessage `json:"result"`
}

func (s *server) do(ctx context.Context, sc scenario, token string) (envelope, error) {
	var body io.Reader
	if sc.body != nil {
		body = bytes.NewReader(sc.body)
	}
	req, err := http.NewRequestWithContext(ctx, sc.method, s.base+sc.path, body)
	if err != nil {
		return envelope{}, err
	}
	for k, v := range s.header(sc, token) {
		req.Header[k] = v
	}
	res, err := s.client.Do(req)
	if err != nil {
		return envelope{}, err
	}
	defer res.Body.Close()
	var e envelope
	if err := json.NewDecoder(res.Body).Decode(&e); err != nil {
		return e, fmt.Errorf("HTTP %d, not an envelope: %w", res.StatusCode, err)
	}
	if !e.Success {
		return e, fmt.Errorf("HTTP %d, code %d: %s", res.StatusCode, e.Code, e.Message)
	}
	return e, nil
}

func (s *server) header(sc scenario, token string) http.Header {
	h := http.Header{}
	if sc.body != nil {
		h.Set("Content-Type", "application/json;charset=UTF-8")
	}
	if sc.auth {
		h.Set("X-Access-Token", token)
	}
	return h
}

// login signs user in ("" is admin) and returns the token.
func (s *server) login(ctx context.Context, user string) (string, error) {
	name := user
	if name == "" {
		name = "admin"
	}
	body, _ := json.Marshal(map[string]any{"username": name, "password": passwordOf(user)})
	e, err := s.do(ctx, scenario{method: "POST", path: "/sys/login", body: body}, "")
	if err != nil {
		return "", fmt.Errorf("login %s: %w", name, err)
	}
	var r struct {
		Token string `json:"token"`
	}
	if err := json.Unmarshal(e.Result, &r); err != nil || r.Token == "" {
		return "", fmt.Errorf("login: no token in %s", e.Result)
	}
	return r.Token, nil
}

// check sends the scenario's request once and makes sure it succeeds (and,
// for a list, returns a full page).
func (s *server) check(ctx context.Context, sc scenario, token string) error {
	e, err := s.do(ctx, sc, token)
	if err != nil {
		return err
	}
	if sc.rawOf != nil || sc.business {
		var page struct {
			Total   int               `json:"total"`
			Records []json.RawMessage `json:"records"`
		}
		if err := json.Unmarshal(e.Result, &page); err != nil {
			return err
		}
		if page.Total < 20 || len(page.Records) != 20 {
			return fmt.Errorf("list: total %d, %d records, want a full page", page.Total, len(page.Records))
		}
	}
	return nil
}

func (s *server) statements(ctx context.Context) (uint64, error) {
	req, _ := http.NewRequestWithContext(ctx, "GET", s.stats, nil)
	res, err := s.client.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	var st db.Stats
	if err := json.NewDecoder(res.Body).Decode(&st); err != nil {
		return 0, err
	}
	return st.Statements, nil
}

// profile fetches the server's CPU profile for the next d (warm-up
// included) into file, and its allocations before and after into
// file.allocs0 and file.allocs1 (go tool pprof -base …allocs0 …allocs1);
// the returned func waits for them.
func (s *server) profile(ctx context.Context, file string, d time.Duration) func() error {
	base := strings.TrimSuffix(s.stats, "/stats") + "/pprof/"
	fetch := func(path, file string, timeout time.Duration) error {
		req, _ := http.NewRequestWithContext(ctx, "GET", base+path, nil)
		res, err := (&http.Client{Timeout: timeout}).Do(req)
		if err != nil {
			return err
		}
		defer res.Body.Close()
		body, err := io.ReadAll(res.Body)
		if err == nil && res.StatusCode != http.StatusOK {
			err = fmt.Errorf("HTTP %d: %.200s", res.StatusCode, body)
		}
		if err == nil {
			err = os.WriteFile(file, body, 0o644)
		}
		return err
	}
	allocs := fetch("allocs", file+".allocs0", 30*time.Second)
	done := make(chan error, 1)
	go func() {
		done <- fetch("profile?seconds="+strconv.Itoa(int(max(d/time.Second, 1))), file, d+30*time.Second)
	}()
	return func() error {
		return errors.Join(allocs, <-done, fetch("allocs", file+".allocs1", 30*time.Second))
	}
}

// slug makes a scenario name a file name.
func slug(name string) string {
	return strings.Trim(strings.Map(func(r rune) rune {
		if r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			return r
		}
		return '-'
	}, name), "-")
}

// cpu is the server's user + system time so far.
func (s *server) cpu() time.Duration { return procCPU(strconv.Itoa(s.cmd.Process.Pid)) }

// procCPU reads utime + stime of /proc/PID/stat (in clock ticks of 10 ms).
func procCPU(pid string) time.Duration {
	b, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		return 0
	}
	// The command name may hold spaces: fields count from after its ')'.
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	if len(f) < 13 {
		return 0
	}
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(ut+st) * 10 * time.Millisecond
}

// status reads a kB field of /proc/PID/status, in bytes.
func (s *server) status(field string) uint64 {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", s.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), field+":"); ok {
			kb, _ := strconv.ParseUint(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb * 1024
		}
	}
	return 0
}

func (s *server) rss() uint64 { return s.status("VmRSS") }

// resetPeak starts a new peak RSS (VmHWM) for the server process.
func (s *server) resetPeak() {
	_ = os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", s.cmd.Process.Pid), []byte("5"), 0)
}

// attack runs sc with conns workers for at most d and at most n requests;
// each result goes to f.
func (s *server) attack(sc scenario, token string, conns int, d time.Duration, n int, f func(*vegeta.Result)) {
	attack(vegeta.Target{Method: sc.method, URL: s.base + sc.path, Body: sc.body, Header: s.header(sc, token)}, sc.name, conns, d, n, f)
}

// attack sends tgt with conns workers (one keep-alive connection each) for at
// most d and at most n requests; each result goes to f.
func attack(tgt vegeta.Target, name string, conns int, d time.Duration, n int, f func(*vegeta.Result)) {
	var sent atomic.Int64
	targeter := func(t *vegeta.Target) error {
		if sent.Add(1) > int64(n) {
			return vegeta.ErrNoTargets
		}
		*t = tgt
		return nil
	}
	a := vegeta.NewAttacker(vegeta.Workers(uint64(conns)), vegeta.MaxWorkers(uint64(conns)),
		vegeta.Connections(conns), vegeta.MaxConnections(conns), vegeta.KeepAlive(true),
		vegeta.Timeout(10*time.Second), vegeta.Redirects(vegeta.NoFollow))
	for r := range a.Attack(targeter, vegeta.Rate{Freq: 0}, d, name) {
		if r.Error == vegeta.ErrNoTargets.Error() {
			continue
		}
		f(r)
	}
}

var okBody = []byte(`"success":true`)

// tally returns the attack callback that adds each reply to metrics and counts
// the failed ones in m: transport errors, non-200 statuses and replies whose
// envelope is not a success.
func (m *measurement) tally(metrics *vegeta.Metrics) func(*vegeta.Result) {
	return func(r *vegeta.Result) {
		if r.Error == "" && (r.Code != http.StatusOK || !bytes.Contains(r.Body, okBody)) {
			r.Error = fmt.Sprintf("HTTP %d: %.200s", r.Code, r.Body)
			r.Code = 0 // a failed envelope is an error too
		}
		if r.Error != "" {
			m.errors++
			if m.firstErr == "" {
				m.firstErr = r.Error
			}
		}
		r.Body = nil
		metrics.Add(r)
	}
}

func (s *server) measure(ctx context.Context, sc scenario, token string, conns int, o options) (measurement, error) {
	m := measurement{name: sc.name, conns: conns}
	if o.warmup > 0 { // fill caches and pools; not counted
		s.attack(sc, token, conns, o.warmup, o.max, func(*vegeta.Result) {})
	}
	stmts0, err := s.statements(ctx)
	if err != nil {
		return m, fmt.Errorf("statement counter: %w", err)
	}
	cpu0 := s.cpu()
	s.resetPeak()
	var peak, peakAnon atomic.Uint64
	stopSampling := make(chan struct{})
	var sampling sync.WaitGroup
	sampling.Add(1)
	go func() { // VmHWM is the kernel's peak; sample VmRSS as well in case clear_refs is refused
		defer sampling.Done()
		t := time.NewTicker(20 * time.Millisecond)
		defer t.Stop()
		for {
			if r := s.rss(); r > peak.Load() {
				peak.Store(r)
			}
			if a := s.status("RssAnon"); a > peakAnon.Load() {
				peakAnon.Store(a)
			}
			select {
			case <-stopSampling:
				return
			case <-t.C:
			}
		}
	}()

	var metrics vegeta.Metrics
	s.attack(sc, token, conns, o.duration, o.max, m.tally(&metrics))
	metrics.Close()
	close(stopSampling)
	sampling.Wait()

	cpu := s.cpu() - cpu0
	stmts1, err := s.statements(ctx)
	if err != nil {
		return m, fmt.Errorf("statement counter: %w", err)
	}
	m.requests = metrics.Requests
	m.rps = metrics.Throughput
	m.p50, m.p99 = metrics.Latencies.P50, metrics.Latencies.P99
	if m.requests > 0 {
		m.cpuPerReq = cpu / time.Duration(m.requests)
		m.stmts = float64(stmts1-stmts0) / float64(m.requests)
	}
	m.stmtTotal = stmts1 - stmts0
	m.peakRSS = max(peak.Load(), s.status("VmHWM"))
	m.peakAnon = peakAnon.Load()
	if m.errors > 0 {
		return m, fmt.Errorf("%d of %d requests failed, first: %s", m.errors, m.requests, m.firstErr)
	}
	return m, nil
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
}

func prepareRaw(ctx context.Context, rdb *sql.DB, r *rawList, ph func(int) string, prepared bool) (*rawStatements, error) {
	var where strings.Builder
	for i, part := range strings.Split(r.where, "?") {
		if i > 0 {
			where.WriteString(ph(i))
		}
		where.WriteString(part)
	}
	countQ := "SELECT COUNT(*) FROM sys_user WHERE " + where.String()
	pageQ := "SELECT " + userColumns + " FROM sys_user WHERE " + where.String() +
		" ORDER BY create_time DESC, id DESC LIMIT 20 OFFSET " + strconv.Itoa(r.offset)
	st := &rawStatements{
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
// (the slice is reused from row to row); a page of other than 20 rows is an
// error.
func (st *rawStatements) list(ctx context.Context, row func(vals []any)) (total int, err error) {
	if err := st.count(ctx).Scan(&total); err != nil {
		return 0, err
	}
	rows, err := st.page(ctx)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	vals := make([]any, len(userColumnNames))
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
	if n != 20 {
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
		records := make([]map[string]any, 0, 20)
		total, err := st.list(req.Context(), func(vals []any) {
			rec := make(map[string]any, len(vals))
			for i, v := range vals {
				if b, ok := v.([]byte); ok {
					v = string(b)
				}
				rec[userColumnNames[i]] = v
			}
			records = append(records, rec)
		})
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		body, err := json.Marshal(map[string]any{"success": true, "code": 200, "message": "",
			"result": map[string]any{"records": records, "total": total, "size": 20, "current": 1 + sc.rawOf.offset/20}})
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
const userColumns = "id, create_by, create_time, update_by, update_time, sys_org_code, del_flag, " +
	"username, realname, password, avatar, birthday, sex, email, phone, org_code, status, third_id, " +
	"third_type, activiti_sync, work_no, post, telephone, user_identity, depart_ids, rel_tenant_ids, client_id"

var userColumnNames = strings.Split(userColumns, ", ")

func mb(b uint64) float64 { return float64(b) / (1 << 20) }

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d)/float64(time.Millisecond)) }

type report struct {
	started time.Time
	opts    options
	dbs     []*dbResult
}

func (r *report) markdown() string {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	w("## Load test run of %s\n\n", r.started.Format("2006-01-02 15:04"))
	w("Machine: %s. %d users, %s per measurement (after %s of warm-up), at most %d requests each.\n\n",
		rig.Machine(), r.opts.rows, r.opts.duration, r.opts.warmup, r.opts.max)
	for _, d := range r.dbs {
		w("### %s (%s; seeded in %s; server RSS after start and login %.1f MB)\n\n", d.name, d.version,
			d.seeded.Round(100*time.Millisecond), mb(d.idleRSS))
		w("| request | conn | req/s | p50 | p99 | server CPU/req | peak RSS | of it anonymous | statements/req |\n")
		w("|---|---|---|---|---|---|---|---|---|\n")
		for _, m := range d.http {
			w("| %s | %d | %.0f | %s | %s | %s | %.1f MB | %.1f MB | %.3f |\n", m.name, m.conns, m.rps, ms(m.p50), ms(m.p99),
				ms(m.cpuPerReq), mb(m.peakRSS), mb(m.peakAnon), m.stmts)
		}
		for _, m := range d.raw {
			w("| %s | %d | %.0f | %s | %s | (load test process: %s) | — | — | 2 |\n", m.name, m.conns, m.rps, ms(m.p50), ms(m.p99), ms(m.cpuPerReq))
		}
		w("\nTargets at %d connections:\n\n", slicesMax(r.opts.conns))
		w("| request | ours / raw floor (≥ 90 %%) | ours / raw prepared | raw over HTTP / raw floor | ours / raw over HTTP | p99 (≤ 50 ms) | statements/req (≤ 2) | peak RSS (≤ 80 MB) |\n")
		w("|---|---|---|---|---|---|---|---|\n")
		top := slicesMax(r.opts.conns)
		for _, m := range d.http {
			if m.conns != top {
				continue
			}
			ratio, ratioPrepared, httpOfRaw, oursOfHTTP := "—", "—", "—", "—"
			var floor, overHTTP float64
			for _, raw := range d.raw {
				switch {
				case raw.conns != top:
				case raw.name == "raw: "+m.name:
					floor = raw.rps
					ratio = verdict(fmt.Sprintf("%.0f %%", 100*m.rps/raw.rps), m.rps >= 0.9*raw.rps)
				case raw.name == "raw prepared: "+m.name:
					ratioPrepared = fmt.Sprintf("%.0f %%", 100*m.rps/raw.rps)
				case raw.name == "raw prepared over HTTP: "+m.name:
					overHTTP = raw.rps
					oursOfHTTP = fmt.Sprintf("%.0f %%", 100*m.rps/raw.rps)
				}
			}
			if floor > 0 && overHTTP > 0 {
				httpOfRaw = fmt.Sprintf("%.0f %%", 100*overHTTP/floor)
			}
			stmts := "—"
			if strings.Contains(m.name, "list") {
				// The session notes its activity with a write about once a minute
				// (server/auth): those few statements are not the list's.
				extra := int64(m.stmtTotal) - 2*int64(m.requests)
				s := fmt.Sprintf("%.3f", m.stmts)
				if extra > 0 {
					s += fmt.Sprintf(" (2 + %d in all: the session's last_seen write)", extra)
				}
				stmts = verdict(s, extra*100 <= int64(m.requests))
			}
			p99 := verdict(ms(m.p99), m.p99 <= 50*time.Millisecond)
			if m.name == "login" {
				p99 = ms(m.p99) + " (n/a: bcrypt)"
			}
			w("| %s | %s | %s | %s | %s | %s | %s | %s |\n", m.name, ratio, ratioPrepared, httpOfRaw, oursOfHTTP, p99,
				stmts, verdict(fmt.Sprintf("%.1f MB", mb(m.peakRSS)), m.peakRSS <= 80<<20))
		}
		w("\n")
	}
	return b.String()
}

func verdict(s string, ok bool) string {
	if ok {
		return s + " ✓"
	}
	return "**" + s + " ✗**"
}

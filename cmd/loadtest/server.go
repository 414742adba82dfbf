package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
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

	"aqueduct/server/db"

	"aqueduct/cmd/internal/rig"
)

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

// check sends the scenario's request once and makes sure it succeeds; for a
// list it must return a full page, whose total and record ids it returns.
func (s *server) check(ctx context.Context, sc scenario, token string) (total int, ids []string, err error) {
	e, err := s.do(ctx, sc, token)
	if err != nil {
		return 0, nil, err
	}
	if !sc.list {
		return 0, nil, nil
	}
	var page struct {
		Total   int `json:"total"`
		Records []struct {
			ID string `json:"id"`
		} `json:"records"`
	}
	if err := json.Unmarshal(e.Result, &page); err != nil {
		return 0, nil, err
	}
	if page.Total < pageSize || len(page.Records) != pageSize {
		return 0, nil, fmt.Errorf("list: total %d, %d records, want a full page of %d", page.Total, len(page.Records), pageSize)
	}
	for _, r := range page.Records {
		ids = append(ids, r.ID)
	}
	return page.Total, ids, nil
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

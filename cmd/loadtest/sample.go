package main

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"slices"
	"time"

	"golang.org/x/crypto/bcrypt"

	"aqueduct/server/passwords"
	"aqueduct/server/seed"

	"aqueduct/cmd/internal/rig"
)

// measurement is one sample of one scenario at one concurrency.
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
	load      float64       // 1-minute load average read before the sample
	bcrypt    time.Duration // login: one bcrypt compare of admin's hash in this process, just before the sample
}

// kind is what serves a cell: the server, or a raw-SQL floor of its list.
type kind int

const (
	ours        kind = iota // the server over HTTP
	rawPrepared             // the count + page prepared once, in this process: the reference floor
	rawText                 // the same sent as text every time
	rawHTTP                 // the prepared floor behind a bare HTTP handler in this process
)

func (k kind) prefix() string {
	return [...]string{"", "raw prepared: ", "raw: ", "raw prepared over HTTP: "}[k]
}

// variantsOf are the kinds a scenario is measured as.
func variantsOf(sc scenario) []kind {
	if sc.rawOf == nil {
		return []kind{ours}
	}
	return []kind{ours, rawPrepared, rawText, rawHTTP}
}

// cell is one scenario, one kind, one concurrency: its samples.
type cell struct {
	scenario string
	kind     kind
	conns    int
	samples  []measurement
}

func (c *cell) name() string { return c.kind.prefix() + c.scenario }

// agg is the cell's medians (peak RSS: the highest; counts: the sums).
func (c *cell) agg() measurement {
	m := measurement{name: c.name(), conns: c.conns}
	var rps, stmts []float64
	var p50, p99, cpu, bc []time.Duration
	for _, s := range c.samples {
		rps, stmts = append(rps, s.rps), append(stmts, s.stmts)
		p50, p99, cpu = append(p50, s.p50), append(p99, s.p99), append(cpu, s.cpuPerReq)
		if s.bcrypt > 0 {
			bc = append(bc, s.bcrypt)
		}
		m.requests += s.requests
		m.errors += s.errors
		m.stmtTotal += s.stmtTotal
		m.peakRSS, m.peakAnon = max(m.peakRSS, s.peakRSS), max(m.peakAnon, s.peakAnon)
	}
	m.rps, m.stmts = median(rps), median(stmts)
	m.p50, m.p99, m.cpuPerReq, m.bcrypt = median(p50), median(p99), median(cpu), median(bc)
	return m
}

// rpsRange is the lowest and highest req/s of the samples.
func (c *cell) rpsRange() (lo, hi float64) {
	for i, s := range c.samples {
		if i == 0 || s.rps < lo {
			lo = s.rps
		}
		hi = max(hi, s.rps)
	}
	return lo, hi
}

func (c *cell) loads() []float64 {
	out := make([]float64, len(c.samples))
	for i, s := range c.samples {
		out[i] = s.load
	}
	return out
}

func median[T float64 | time.Duration](v []T) T {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

type dbResult struct {
	name         string
	version      string
	seeded       time.Duration
	idleRSS      uint64
	cells        []*cell
	scaleSeeded  time.Duration
	scaleIdleRSS uint64
	scale        []*cell
	hashCost     int // bcrypt cost of admin's stored hash
}

// runner measures one database: its server, its raw pool and the tokens.
type runner struct {
	o         options
	db        string
	raw       *sql.DB
	ph        func(int) string
	srv       *server
	tokens    map[string]string
	adminHash string
	hashCost  int
}

// start starts the server and logs in as admin and as the demo contractor.
func (r *runner) start(ctx context.Context, dbURL, dataDir string) error {
	srv, err := startServer(ctx, r.o.bin, dbURL, dataDir)
	if err != nil {
		return err
	}
	r.srv = srv
	logf("%s: server pid %d on %s", r.db, srv.cmd.Process.Pid, srv.base)
	r.tokens = map[string]string{}
	for _, u := range []string{"", seed.DemoContractor} {
		if r.tokens[u], err = srv.login(ctx, u); err != nil {
			srv.stop()
			return err
		}
	}
	return nil
}

// phase checks every scenario once, then takes the samples: per number of
// connections, o.samples rounds, each running every scenario once and, for a
// list with a floor, the server and its floors back to back in an order that
// turns from round to round. A slow drift of the machine thus hits every
// cell, and the server and its floor, alike.
func (r *runner) phase(ctx context.Context, scs []scenario, conns []int) ([]*cell, error) {
	var cells []*cell
	at := map[string]*cell{}
	key := func(sc string, k kind, c int) string { return fmt.Sprintf("%s\x00%d\x00%d", sc, k, c) }
	for _, sc := range scs {
		if err := r.check(ctx, sc); err != nil {
			return nil, fmt.Errorf("%s: %w", sc.name, err)
		}
		for _, c := range conns {
			for _, k := range variantsOf(sc) {
				cl := &cell{scenario: sc.name, kind: k, conns: c}
				cells = append(cells, cl)
				at[key(sc.name, k, c)] = cl
			}
		}
	}
	for _, c := range conns {
		for round := range r.o.samples {
			for _, sc := range scs {
				vs := variantsOf(sc)
				for i := range vs {
					k := vs[(i+round)%len(vs)]
					m, err := r.sample(ctx, sc, k, c, round)
					if err != nil {
						return nil, fmt.Errorf("%s at %d, sample %d: %w", k.prefix()+sc.name, c, round+1, err)
					}
					cl := at[key(sc.name, k, c)]
					cl.samples = append(cl.samples, m)
					logf("%s: %-50s %2d conn #%d (load %.2f): %8.1f req/s p50 %-9s p99 %-9s cpu/req %-9s rss %5.1f MB stmts/req %.2f",
						r.db, cl.name(), c, round+1, m.load, m.rps, m.p50.Round(10*time.Microsecond), m.p99.Round(10*time.Microsecond),
						m.cpuPerReq.Round(time.Microsecond), mb(m.peakRSS), m.stmts)
				}
			}
		}
	}
	return cells, nil
}

// check sends the scenario's request once; for a list with a floor, the
// floor must find the same total and the same page.
func (r *runner) check(ctx context.Context, sc scenario) error {
	total, ids, err := r.srv.check(ctx, sc, r.tokens[sc.user])
	if err != nil || sc.rawOf == nil {
		return err
	}
	st, err := prepareRaw(ctx, r.raw, sc.rawOf, r.ph, true)
	if err != nil {
		return err
	}
	defer st.close()
	var rawIDs []string
	rawTotal, err := st.list(ctx, func(vals []any) { rawIDs = append(rawIDs, str(vals[0])) })
	if err != nil {
		return fmt.Errorf("raw: %w", err)
	}
	if rawTotal != total || !slices.Equal(rawIDs, ids) {
		return fmt.Errorf("the floor is not the same list: server total %d, page %v; raw total %d, page %v", total, ids, rawTotal, rawIDs)
	}
	return nil
}

func str(v any) string {
	if b, ok := v.([]byte); ok {
		return string(b)
	}
	return fmt.Sprint(v)
}

// sample takes one sample of a cell.
func (r *runner) sample(ctx context.Context, sc scenario, k kind, conns, round int) (measurement, error) {
	load := rig.LoadAvg()
	var m measurement
	var err error
	switch k {
	case ours:
		var bc time.Duration
		if sc.name == "login" {
			if bc, err = r.bcryptTime(ctx); err != nil {
				return m, err
			}
		}
		var stopProfile func() error
		if r.o.profiles != "" {
			file := filepath.Join(r.o.profiles, fmt.Sprintf("%s-%s-%d-s%d.pprof", r.db, slug(sc.name), conns, round+1))
			stopProfile = r.srv.profile(ctx, file, r.o.warmup+r.o.duration)
		}
		m, err = r.srv.measure(ctx, sc, r.tokens[sc.user], conns, r.o)
		if stopProfile != nil {
			if perr := stopProfile(); perr != nil && err == nil {
				err = fmt.Errorf("profile: %w", perr)
			}
		}
		m.bcrypt = bc
	case rawPrepared, rawText:
		m, err = measureRaw(ctx, r.raw, sc, r.ph, conns, r.o, k == rawPrepared)
	case rawHTTP:
		m, err = measureRawHTTP(ctx, r.raw, sc, r.ph, conns, r.o)
	}
	m.load = load
	return m, err
}

// bcryptTime is the median of five bcrypt compares of admin's stored hash
// with his password in this process: what a login cannot go below.
func (r *runner) bcryptTime(ctx context.Context) (time.Duration, error) {
	if r.adminHash == "" {
		if err := r.raw.QueryRowContext(ctx, "SELECT password FROM sys_user WHERE username = 'admin'").Scan(&r.adminHash); err != nil {
			return 0, fmt.Errorf("admin's hash: %w", err)
		}
		r.hashCost, _ = bcrypt.Cost([]byte(r.adminHash))
	}
	took := make([]time.Duration, 5)
	for i := range took {
		t := time.Now()
		if !passwords.Match(r.adminHash, password) {
			return 0, fmt.Errorf("admin's hash does not match the run's password")
		}
		took[i] = time.Since(t)
	}
	return median(took), nil
}

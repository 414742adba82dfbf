// Command loadtest starts the real server binary on SQLite and on PostgreSQL,
// seeded with 10,000 users and the demo project (`serve --demo`) with 10,000
// contact sheets, drives it over loopback HTTP with vegeta at 1 and 16
// connections beside the raw-SQL floor of the same count + page, then grows
// the operation log and the contact sheets to a million rows each and
// measures their lists at 1 connection. It prints the figures as Markdown
// (go tool task loadtest; results in docs/benchmarks.md).
//
// Every cell is several samples (-samples, 3) taken in alternating rounds,
// so the drift of a shared machine hits the server and its floor alike; the
// report gives their medians and the 1-minute load average read before each.
//
// Every request loop is bounded in time (-duration) and in count (-max), and
// all traffic goes to 127.0.0.1. The PostgreSQL database is created for the
// run and dropped afterwards; the SQLite data directory is a temp dir.
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"aqueduct/ent/cmiscontactsheet"
	"aqueduct/ent/sysuser"
	"aqueduct/server/db"
	"aqueduct/server/seed"
	"aqueduct/server/viewer"

	"aqueduct/cmd/internal/rig"
)

const (
	host     = "127.0.0.1" // the only address the load test sends to
	password = "Load-test-2024"
	base     = "/jeecg-boot"
	pageSize = 10 // what the UI asks
)

type options struct {
	bin       string
	dbs       []string
	rows      int
	scaleRows int
	samples   int
	duration  time.Duration
	warmup    time.Duration
	max       int
	conns     []int
	pg        string
	out       string
	profiles  string // directory for the server's CPU profiles, one per sample
	only      string // run only the scenarios whose name contains this
}

func main() {
	var o options
	var dbs, conns string
	flag.StringVar(&o.bin, "bin", "bin/aqueduct", "server binary (go build -o bin/aqueduct ./cmd/aqueduct)")
	flag.StringVar(&dbs, "db", "sqlite,postgres", "databases to run on")
	flag.IntVar(&o.rows, "rows", 10_000, "users in sys_user, and contact sheets")
	flag.IntVar(&o.scaleRows, "scale-rows", 1_000_000, "rows of sys_log and cmis_contact_sheet for the large lists (0 skips them)")
	flag.IntVar(&o.samples, "samples", 3, "samples per cell, taken in alternating rounds; the report gives their medians")
	flag.DurationVar(&o.duration, "duration", 5*time.Second, "length of one sample")
	flag.DurationVar(&o.warmup, "warmup", time.Second, "warm-up before each sample (not counted)")
	flag.IntVar(&o.max, "max", 50_000, "most requests in one sample")
	flag.StringVar(&conns, "conns", "1,16", "connections (concurrent clients) to measure at")
	flag.StringVar(&o.pg, "pg", rig.PostgresURL(), "PostgreSQL server to create the run's database on")
	flag.StringVar(&o.out, "out", "", "also write the Markdown report to this file")
	flag.StringVar(&o.profiles, "cpuprofile", "", "save the server's CPU profile of each sample in this directory")
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
	if o.samples < 1 || o.samples > 15 {
		fatal(errors.New("-samples must be in [1, 15]"))
	}
	if o.rows < 100 || (o.scaleRows != 0 && o.scaleRows < 1000) {
		fatal(errors.New("-rows must be at least 100 and -scale-rows 0 or at least 1000"))
	}
	if _, err := os.Stat(o.bin); err != nil {
		fatal(fmt.Errorf("%s: %w (build it: go build -o bin/aqueduct ./cmd/aqueduct)", o.bin, err))
	}
	// A hard bound on the whole run, whatever happens: twice the planned
	// samples, and 20 minutes per database for seeding, starts and checks.
	bound := time.Duration(len(o.dbs)) * (2*o.planned() + 20*time.Minute)
	ctx, cancel := context.WithTimeout(context.Background(), bound)
	defer cancel()
	logf("planned: %s of samples per database; the run is bounded to %s", o.planned().Round(time.Second), bound.Round(time.Minute))

	rep := &report{started: time.Now(), opts: o, loadStart: rig.LoadAvg()}
	for _, name := range o.dbs {
		res, err := runDB(ctx, o, strings.TrimSpace(name))
		if err != nil {
			fatal(fmt.Errorf("%s: %w", name, err))
		}
		rep.dbs = append(rep.dbs, res)
	}
	rep.loadEnd, rep.ended = rig.LoadAvg(), time.Now()
	md := rep.markdown()
	fmt.Print(md)
	if o.out != "" {
		if err := os.WriteFile(o.out, []byte(md), 0o644); err != nil {
			fatal(err)
		}
	}
}

// planned is the time the samples of one database take (warm-ups included).
func (o options) planned() time.Duration {
	n := 0
	for _, sc := range scenarios(o.rows) {
		if strings.Contains(sc.name, o.only) {
			n += len(variantsOf(sc)) * len(o.conns)
		}
	}
	if o.scaleRows > 0 {
		for _, sc := range scaleScenarios(o.scaleRows, "") {
			if strings.Contains(sc.name, o.only) {
				n++
			}
		}
	}
	return time.Duration(n*o.samples) * (o.warmup + o.duration + 500*time.Millisecond)
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
	list   bool     // a list: the check wants a full page
	rawOf  *rawList // the raw-SQL floor of the same count + page, if any
	user   string   // who sends it ("" is admin)
}

func scenarios(rows int) []scenario {
	// The deepest user page the run had with 20 rows a page (page 400,
	// offset 7,980), kept at 10 a page; 1 in 100 users is soft-deleted.
	deep := min(max(1, (rows*99/100)/pageSize), 800)
	login, _ := json.Marshal(map[string]any{"username": "admin", "password": password})
	// del_flag alone is a counter dimension of sys_user; realname is not.
	users := func(counted bool, where string, args ...any) *rawList {
		return &rawList{table: sysuser.Table, columns: sysuser.Columns, where: where, args: args, counted: counted}
	}
	page := fmt.Sprintf("&pageSize=%d", pageSize)
	deepList := users(true, "del_flag = ?", 0)
	deepList.offset = (deep - 1) * pageSize
	return append([]scenario{
		{name: "user list page 1", method: "GET", path: "/sys/user/list?pageNo=1" + page, auth: true, list: true,
			rawOf: users(true, "del_flag = ?", 0)},
		{name: fmt.Sprintf("user list page %d", deep), method: "GET", path: fmt.Sprintf("/sys/user/list?pageNo=%d", deep) + page, auth: true, list: true,
			rawOf: deepList},
		{name: "user list filtered (realname=*张*, status=1)", method: "GET", path: "/sys/user/list?realname=" + url.QueryEscape("*张*") + "&status=1&pageNo=1" + page, auth: true, list: true,
			rawOf: users(false, "del_flag = ? AND realname LIKE ? AND status = ?", 0, "%张%", 1)},
		{name: "menu (getUserPermissionByToken)", method: "GET", path: "/sys/permission/getUserPermissionByToken", auth: true},
		{name: "dictionary (getDictItems/sex)", method: "GET", path: "/sys/dict/getDictItems/sex", auth: true},
	}, append(businessScenarios(),
		scenario{name: "login", method: "POST", path: "/sys/login", body: login})...)
}

// contactSheetsFloor is the admin's contact-sheet list by hand: his tenant,
// no data rule.
func contactSheetsFloor() *rawList {
	return &rawList{table: cmiscontactsheet.Table, columns: cmiscontactsheet.Columns,
		where: "del_flag = ? AND tenant_id = ?", args: []any{0, 0}, counted: true}
}

// runDB seeds one database, starts the server on it and measures every
// scenario, then grows the large tables and measures their lists.
func runDB(ctx context.Context, o options, name string) (*dbResult, error) {
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

	logf("%s: seeding %d users, the demo project and %d contact sheets", name, o.rows, o.rows)
	start := time.Now()
	if res.version, err = seedDB(ctx, dbURL, dataDir, o.rows); err != nil {
		return nil, fmt.Errorf("seed: %w", err)
	}
	// Every scenario runs on the demo project, as a user's server holds it.
	if err := seedBusiness(ctx, o.bin, dbURL, dataDir, o.rows); err != nil {
		return nil, fmt.Errorf("seed: %w", err)
	}
	res.seeded = time.Since(start)

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
	// On PostgreSQL a connection per client; on SQLite as many readers as the
	// server's pool has (db.SQLiteReaders): more connections of the in-process
	// engine than cores only queue on the CPU, and the floor would not be one.
	conns := max(slicesMax(o.conns), 1)
	if dbURL == "" {
		conns = db.SQLiteReaders()
	}
	raw.SetMaxOpenConns(conns)
	raw.SetMaxIdleConns(conns)
	r := &runner{o: o, db: name, raw: raw, ph: func(int) string { return "?" }}
	if dbURL != "" {
		r.ph = func(n int) string { return "$" + strconv.Itoa(n) }
	}

	var scs []scenario
	for _, sc := range scenarios(o.rows) {
		if strings.Contains(sc.name, o.only) {
			scs = append(scs, sc)
		}
	}
	if len(scs) > 0 {
		if err := r.start(ctx, dbURL, dataDir); err != nil {
			return nil, err
		}
		res.idleRSS = r.srv.rss()
		if err := r.srv.checkScope(ctx, r.tokens); err != nil {
			return nil, err
		}
		if res.cells, err = r.phase(ctx, scs, o.conns); err != nil {
			return nil, err
		}
		res.hashCost = r.hashCost
		if err := r.srv.stop(); err != nil {
			return nil, err
		}
	}

	if o.scaleRows == 0 {
		return res, nil
	}
	scs = scs[:0]
	for _, sc := range scaleScenarios(o.scaleRows, "") {
		if strings.Contains(sc.name, o.only) {
			scs = append(scs, sc)
		}
	}
	if len(scs) == 0 {
		return res, nil
	}
	// The counter triggers (server/rowcount) exist since the first start;
	// the rows are added with the server stopped and the triggers count them.
	logf("%s: growing sys_log and cmis_contact_sheet to %d rows each", name, o.scaleRows)
	start = time.Now()
	section, err := growScale(ctx, dbURL, dataDir, o.scaleRows)
	if err != nil {
		return nil, fmt.Errorf("scale seed: %w", err)
	}
	res.scaleSeeded = time.Since(start)
	logf("%s: grown in %s", name, res.scaleSeeded.Round(time.Second))
	scs = scs[:0]
	for _, sc := range scaleScenarios(o.scaleRows, section) {
		if strings.Contains(sc.name, o.only) {
			scs = append(scs, sc)
		}
	}
	if err := r.start(ctx, dbURL, dataDir); err != nil {
		return nil, err
	}
	res.scaleIdleRSS = r.srv.rss()
	if res.scale, err = r.phase(ctx, scs, []int{1}); err != nil {
		return nil, err
	}
	if err := r.srv.stop(); err != nil {
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
	if err := seed.BulkUsers(viewer.System(ctx), d.Client, "load", rows); err != nil {
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

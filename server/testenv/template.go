package testenv

// Templates: migrating and seeding the demo project takes 1 s on SQLite and
// 4–8 s on PostgreSQL, and nearly every test starts a server. So each test
// process sets up one demo database per dialect, and Start gives each test a
// copy of it: the SQLite file written into the test's data directory, or a
// PostgreSQL database made with CREATE DATABASE … TEMPLATE. app.New is told
// (Options.Copied) and skips the seeding, which would find nothing to do.
// The copy is taken only where a real first start would have written the
// same rows: a new SQLite data directory, or an untouched database of
// NewPostgresDB; anything else (a restored backup, a second instance, a
// test's own schema) starts as before.

import (
	"context"
	"database/sql"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/google/uuid"

	"aqueduct/server/app"
	"aqueduct/server/config"
	"aqueduct/server/seed"
)

// sqliteFile is the database file a SQLite data directory holds (server/db).
const sqliteFile = "aqueduct.db"

// template is the set-up demo database of one dialect in this process.
type template struct {
	once   sync.Once
	err    error
	sqlite []byte // SQLite: the database file, WAL checkpointed into it
	pgName string // PostgreSQL: the template database
}

var (
	sqliteTemplate, postgresTemplate template
	// madeHere are the databases NewPostgresDB made in this process, by name:
	// only those may be replaced by a template copy.
	madeHere sync.Map
	// dropping are drops of databases still under way: replaced empty ones,
	// and under Main those of finished tests.
	dropping sync.WaitGroup
	inMain   atomic.Bool

	adminOnce sync.Once
	admin     *sql.DB
	adminErr  error
)

// adminDB is the pool on PostgresURL that creates and drops the test
// databases, open for the whole process.
func adminDB() (*sql.DB, error) {
	adminOnce.Do(func() {
		if admin, adminErr = sql.Open("postgres", PostgresURL()); adminErr != nil {
			return
		}
		if err := admin.Ping(); err != nil {
			adminErr = fmt.Errorf("PostgreSQL at %s is required for the database tests: %w", PostgresURL(), err)
			return
		}
		dropStale(admin)
	})
	return admin, adminErr
}

// Main runs a package's tests, then drops this process's PostgreSQL template:
// func TestMain(m *testing.M) { testenv.Main(m) }. Without it the template is
// dropped by a later test process (stale templates below).
//
// Unless -parallel is given it runs up to Parallel tests at once: they
// mostly wait (on PostgreSQL, sockets, a scheduler's ticks), so more than one
// per core keeps the cores busy.
func Main(m *testing.M) {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "test.parallel" })
	if !set {
		_ = flag.Set("test.parallel", strconv.Itoa(max(Parallel, runtime.GOMAXPROCS(0))))
	}
	inMain.Store(true)
	code := m.Run()
	dropping.Wait()
	if name := postgresTemplate.pgName; name != "" {
		if admin, err := adminDB(); err == nil {
			_, _ = admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
		}
	}
	os.Exit(code)
}

// Parallel is how many tests Main runs at once by default. Each PostgreSQL
// server takes a few connections (max_connections is 100 by default, shared
// with the other packages go test runs at the same time).
const Parallel = 4

// seedConfig is the configuration of a start that sets up a database: Start's,
// whose other settings change no rows app.New writes.
func seedConfig(dataDir, dbURL string) config.Config {
	return config.Config{
		Addr: "127.0.0.1:0", DataDir: dataDir, DatabaseURL: dbURL, BasePath: "/jeecg-boot",
		Captcha: "fixed:1234", LogLevel: "error",
	}
}

// seedsTheSame says whether a start with cfg writes the rows the template's
// start wrote: the admin's password is the only setting app.New seeds from
// (and only on a first start).
func seedsTheSame(cfg config.Config) bool { return cfg.AdminPassword == "" }

// setUp runs a first start with demo data on cfg's database and closes it.
func setUp(cfg config.Config) error {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	a, err := app.New(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), app.Options{Seed: seed.Seeder{}, Demo: true})
	if err != nil {
		return fmt.Errorf("test template: %w", err)
	}
	return a.Close()
}

// copySQLiteTemplate writes the demo database into dataDir unless it already
// holds one; false when the start must set it up itself.
func copySQLiteTemplate(t testing.TB, cfg config.Config) bool {
	t.Helper()
	path := filepath.Join(cfg.DataDir, sqliteFile)
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		return false // restored, shared with another instance, or made by the test
	}
	tpl := &sqliteTemplate
	tpl.once.Do(func() { tpl.sqlite, tpl.err = buildSQLiteTemplate() })
	if tpl.err != nil {
		t.Fatal(tpl.err)
	}
	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, tpl.sqlite, 0o644); err != nil {
		t.Fatal(err)
	}
	return true
}

func buildSQLiteTemplate() ([]byte, error) {
	dir, err := os.MkdirTemp("", "aq-tpl-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	if err := setUp(seedConfig(dir, "")); err != nil {
		return nil, err
	}
	// Close has checkpointed the WAL; make sure, so the one file holds everything.
	path := filepath.Join(dir, sqliteFile)
	d, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		return nil, err
	}
	_, err = d.Exec("PRAGMA wal_checkpoint(TRUNCATE)")
	d.Close()
	if err != nil {
		return nil, fmt.Errorf("test template: checkpoint: %w", err)
	}
	if st, err := os.Stat(path + "-wal"); err == nil && st.Size() > 0 {
		return nil, fmt.Errorf("test template: %s-wal still holds %d bytes", path, st.Size())
	}
	return os.ReadFile(path)
}

// dbName is the database a PostgreSQL URL names.
func dbName(dbURL string) string {
	u, err := url.Parse(dbURL)
	if err != nil {
		return ""
	}
	return strings.TrimPrefix(u.Path, "/")
}

// withDB is PostgresURL on database name.
func withDB(name string) (string, error) {
	u, err := url.Parse(PostgresURL())
	if err != nil {
		return "", err
	}
	u.Path = "/" + name
	return u.String(), nil
}

// copyPostgresTemplate replaces the untouched database NewPostgresDB made for
// cfg by a copy of the demo template, under the same name; false when the
// database is not one to replace (the start then sets it up as before).
func copyPostgresTemplate(t testing.TB, cfg config.Config) bool {
	t.Helper()
	name := dbName(cfg.DatabaseURL)
	if _, ok := madeHere.Load(name); !ok {
		return false
	}
	if used, err := touched(cfg.DatabaseURL); err != nil {
		t.Fatal(err)
	} else if used {
		return false // a second instance, or the test's own schema
	}
	tpl := &postgresTemplate
	tpl.once.Do(func() { tpl.pgName, tpl.err = buildPostgresTemplate() })
	if tpl.err != nil {
		t.Fatal(tpl.err)
	}
	admin, err := adminDB()
	if err != nil {
		t.Fatal(err)
	}
	// Renaming is instant where a drop waits for a checkpoint; the empty
	// database is dropped in the background. Either fails while a connection
	// of the test is still on it: then it is left as it is.
	empty := name + "_e"
	if _, err := admin.Exec("ALTER DATABASE " + name + " RENAME TO " + empty); err != nil {
		t.Logf("testenv: %s kept, set up by its own start: %v", name, err)
		return false
	}
	dropping.Go(func() { _, _ = admin.Exec("DROP DATABASE IF EXISTS " + empty + " WITH (FORCE)") })
	if err := createFrom(admin, name, tpl.pgName); err != nil {
		t.Fatal(err)
	}
	if err := fastCommits(admin, t, name); err != nil {
		t.Fatal(err)
	}
	return true
}

// touched says whether anything was created in the database.
func touched(dbURL string) (bool, error) {
	d, err := sql.Open("postgres", dbURL)
	if err != nil {
		return false, err
	}
	defer d.Close()
	var n int
	err = d.QueryRow(`SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\_toast%'`).Scan(&n)
	return n > 0, err
}

// createFrom makes database name as a copy of tpl. PostgreSQL refuses while
// a session is on tpl (none should be: it takes no connections); a backend
// of the set-up start may still be exiting, so it tries again briefly.
func createFrom(admin *sql.DB, name, tpl string) error {
	var err error
	for range 20 {
		if _, err = admin.Exec("CREATE DATABASE " + name + " TEMPLATE " + tpl); err == nil ||
			!strings.Contains(err.Error(), "being accessed by other users") {
			return err
		}
		time.Sleep(250 * time.Millisecond)
	}
	return err
}

// fastCommits turns off waiting for the WAL flush on a test's database: a
// commit is as visible, only not durable across a crash of PostgreSQL, which
// no test causes. The many small writes of a start and of the tests no
// longer wait for the disk (the menus' check at start: 1.9 → 0.25 s).
// Benchmarks keep the server's setting, so they measure what production does.
func fastCommits(admin *sql.DB, t testing.TB, name string) error {
	if _, bench := t.(*testing.B); bench {
		return nil
	}
	_, err := admin.Exec("ALTER DATABASE " + name + " SET synchronous_commit = off")
	return err
}

// templatePrefix names the template databases: aq_tpl_UNIXTIME_PID_RANDOM.
const templatePrefix = "aq_tpl_"

var templateName = regexp.MustCompile(`^aq_tpl_(\d+)_(\d+)_[0-9a-f]+$`)

func buildPostgresTemplate() (string, error) {
	admin, err := adminDB()
	if err != nil {
		return "", err
	}
	name := fmt.Sprintf("%s%d_%d_%s", templatePrefix, time.Now().Unix(), os.Getpid(), strings.ReplaceAll(uuid.NewString(), "-", "")[:8])
	if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
		return "", err
	}
	dbURL, err := withDB(name)
	if err == nil {
		_, err = admin.Exec("ALTER DATABASE " + name + " SET synchronous_commit = off") // faster set-up; copies do not inherit it
	}
	if err == nil {
		dir, derr := os.MkdirTemp("", "aq-tpl-")
		if err = derr; err == nil {
			err = setUp(seedConfig(dir, dbURL))
			os.RemoveAll(dir)
		}
	}
	if err == nil {
		// Nobody connects to it again, so CREATE DATABASE … TEMPLATE never
		// finds a session on it; sessions of the start still closing are ended.
		_, err = admin.Exec("ALTER DATABASE " + name + " WITH ALLOW_CONNECTIONS false")
	}
	if err == nil {
		_, err = admin.Exec("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", name)
	}
	if err != nil {
		_, _ = admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
		return "", err
	}
	return name, nil
}

// testDBName names the databases of NewPostgresDB, aq_t_PID_RANDOM, and the
// empty ones a template copy replaced (…_e).
var testDBName = regexp.MustCompile(`^aq_t_(\d+)_[0-9a-f]+(_e)?$`)

// dropStale drops what test processes that are gone left on the server (they
// were killed, or had no Main): their templates and databases, when the
// server is on this machine and their process id runs no more, and any
// template over three hours old.
func dropStale(admin *sql.DB) {
	rows, err := admin.Query(`SELECT datname FROM pg_database WHERE datname LIKE 'aq\_t%'`)
	if err != nil {
		return
	}
	var names []string
	for rows.Next() {
		var n string
		if rows.Scan(&n) == nil {
			names = append(names, n)
		}
	}
	rows.Close()
	local := serverIsLocal()
	gone := func(pid string) bool {
		p, _ := strconv.Atoi(pid)
		return local && p != os.Getpid() && !running(p)
	}
	for _, n := range names {
		stale := false
		if m := templateName.FindStringSubmatch(n); m != nil {
			made, _ := strconv.ParseInt(m[1], 10, 64)
			stale = time.Since(time.Unix(made, 0)) > 3*time.Hour || gone(m[2])
		} else if m := testDBName.FindStringSubmatch(n); m != nil {
			stale = gone(m[1])
		}
		if stale {
			_, _ = admin.Exec("DROP DATABASE IF EXISTS " + n + " WITH (FORCE)")
		}
	}
}

// serverIsLocal says whether the test PostgreSQL runs on this machine, so its
// databases' process ids are this machine's.
func serverIsLocal() bool {
	u, err := url.Parse(PostgresURL())
	if err != nil {
		return false
	}
	h := u.Hostname()
	if h == "" || h == "localhost" || strings.HasPrefix(h, "/") {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && ip.IsLoopback()
}

// running says whether process pid exists on this machine.
func running(pid int) bool {
	if pid <= 0 {
		return false
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

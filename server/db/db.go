// Package db opens the database (SQLite by default, PostgreSQL by URL) and
// applies the versioned migrations.
package db

import (
	"context"
	"database/sql"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	_ "github.com/lib/pq" // PostgreSQL driver
	"github.com/pressly/goose/v3"
	_ "modernc.org/sqlite" // SQLite driver, pure Go

	"aqueduct/ent"
	_ "aqueduct/ent/runtime" // schema hooks, interceptors and privacy rules
	"aqueduct/migrations"
)

// Pool sizes and lifetimes.
const (
	// PostgresConns is the PostgreSQL pool: as many idle connections as open
	// ones, so a busy server never pays for a new connection (a fork on the
	// server side, about 1–3 ms) in the middle of a request.
	PostgresConns = 20
	// PostgresConnLifetime bounds how long one connection is reused, so the
	// server side's caches and memory are renewed now and then.
	PostgresConnLifetime = 30 * time.Minute
	// PostgresConnIdleTime closes connections unused this long (a quiet server
	// gives its connections back).
	PostgresConnIdleTime = 5 * time.Minute
	// SQLiteBusyTimeout is how long a SQLite writer waits for another process
	// (aqueduct user … beside a running server) before SQLITE_BUSY.
	SQLiteBusyTimeout = 10 * time.Second
)

// SQLiteReaders is the size of the SQLite read pool: one per core, at least
// two. The pure-Go SQLite runs reads on the caller's goroutine, so more
// connections than cores add no throughput, only memory: each keeps its own
// copy of the schema and its own page cache, about 4.5 MB together on this
// schema. On 2 cores under the load test 2 readers served the lists as fast
// as 4 and peaked 7 MB lower (anonymous memory, 38 → 31 MB).
func SQLiteReaders() int { return max(2, runtime.GOMAXPROCS(0)) }

// DB is an open database with its ent client.
type DB struct {
	// SQL is the pool for writes and for anything that must see the schema
	// as the writer does: migrations, /readyz, NOTIFY. On SQLite it has one
	// connection (SQLite has one writer at a time anyway).
	SQL *sql.DB
	// Read is the pool ent's SELECTs outside a transaction use: on SQLite a
	// separate pool of SQLiteReaders() query-only connections on the same WAL
	// file, so readers never wait behind the writer; on PostgreSQL the same
	// pool as SQL.
	Read    *sql.DB
	Dialect string
	Client  *ent.Client

	drv       *driver
	dataDir   string // SQLite: where the database and its lock files are
	gooseOnce sync.Once
	goose     *goose.Provider
	gooseErr  error
	statsAddr string // where /debug/stats is served, if it is
	stopStats func()
}

// Open connects to url (postgres://…) or, when url is empty, to the SQLite
// file aqueduct.db in dataDir.
//
// With AQ_DEBUG_STATS=127.0.0.1:PORT in the environment it also serves the
// statement counters (Stats) as JSON on that loopback address, for the load
// test: GET /debug/stats.
func Open(ctx context.Context, url, dataDir string) (d *DB, err error) {
	if url != "" {
		d, err = openPostgres(ctx, url)
	} else {
		d, err = openSQLite(ctx, dataDir)
	}
	if err != nil {
		return nil, err
	}
	if addr := os.Getenv(DebugStatsEnv); addr != "" {
		if d.statsAddr, d.stopStats, err = serveStats(addr, d); err != nil {
			d.Close()
			return nil, err
		}
	}
	return d, nil
}

func openPostgres(ctx context.Context, url string) (*DB, error) {
	sdb, err := sql.Open("postgres", PostgresDSN(url))
	if err != nil {
		return nil, err
	}
	sdb.SetMaxOpenConns(PostgresConns)
	sdb.SetMaxIdleConns(PostgresConns)
	sdb.SetConnMaxLifetime(PostgresConnLifetime)
	sdb.SetConnMaxIdleTime(PostgresConnIdleTime)
	if err := sdb.PingContext(ctx); err != nil {
		sdb.Close()
		return nil, fmt.Errorf("connect to database: %w", err)
	}
	drv := &driver{write: entsql.OpenDB(dialect.Postgres, sdb), stmts: newStmtCache(sdb, StmtCacheSize), turns: make(gate, min(PostgresConns, 2*runtime.GOMAXPROCS(0)))} // see gate
	return &DB{SQL: sdb, Read: sdb, Dialect: dialect.Postgres, Client: ent.NewClient(ent.Driver(drv)), drv: drv}, nil
}

func openSQLite(ctx context.Context, dataDir string) (*DB, error) {
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return nil, fmt.Errorf("AQ_DATA_DIR: %w", err)
	}
	path := filepath.Join(dataDir, "aqueduct.db")
	w, err := sql.Open("sqlite", SQLiteDSN(path))
	if err != nil {
		return nil, err
	}
	// One writer connection: SQLite allows one writer at a time, and with
	// _txlock=immediate a second connection would only wait on busy_timeout.
	// Here a writer waits in the pool, in order, without polling.
	w.SetMaxOpenConns(1)
	w.SetMaxIdleConns(1)
	w.SetConnMaxLifetime(0)
	// The writer connects first: it creates the file and turns WAL on, which
	// the readers then find in the file.
	if err := w.PingContext(ctx); err != nil {
		w.Close()
		return nil, fmt.Errorf("connect to database: %w", err)
	}
	r, err := sql.Open("sqlite", SQLiteReadDSN(path))
	if err != nil {
		w.Close()
		return nil, err
	}
	n := SQLiteReaders()
	r.SetMaxOpenConns(n)
	r.SetMaxIdleConns(n)
	r.SetConnMaxLifetime(0)
	if err := r.PingContext(ctx); err != nil {
		r.Close()
		w.Close()
		return nil, fmt.Errorf("connect to database: %w", err)
	}
	drv := &driver{write: entsql.OpenDB(dialect.SQLite, w), read: entsql.OpenDB(dialect.SQLite, r), stmts: newStmtCache(r, StmtCacheSize),
		turns: make(gate, 2*n)} // see gate
	return &DB{SQL: w, Read: r, Dialect: dialect.SQLite, Client: ent.NewClient(ent.Driver(drv)), drv: drv, dataDir: dataDir}, nil
}

// postgresOptions are added to a PostgreSQL URL that does not set them:
//   - binary_parameters=yes: lib/pq sends a statement with parameters as one
//     Parse/Bind/Execute round trip instead of preparing it first (two);
//   - plan_cache_mode=force_custom_plan: a statement the cache prepared
//     (stmts.go) is planned for the values of each run. A generic plan would
//     not know that del_flag = $1 is 0, which 99 % of rows are, and sorted a
//     deep page (OFFSET 7980) by hand: 5 ms instead of 1.3.
var postgresOptions = [][2]string{{"binary_parameters", "yes"}, {"plan_cache_mode", "force_custom_plan"}}

// PostgresDSN is url with postgresOptions added where it does not set them.
func PostgresDSN(dsn string) string {
	u, err := url.Parse(dsn)
	keyValue := err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql")
	var q url.Values
	if !keyValue {
		q = u.Query()
	}
	for _, o := range postgresOptions {
		if strings.Contains(dsn, o[0]) {
			continue
		}
		if keyValue {
			dsn = strings.TrimSpace(dsn) + " " + o[0] + "=" + o[1]
		} else {
			q.Set(o[0], o[1])
		}
	}
	if keyValue {
		return dsn
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// SQLiteDSN is the connection string of the SQLite writer with the pragmas the
// server relies on.
func SQLiteDSN(path string) string {
	// busy_timeout first: the pragmas run in order, and turning WAL on waits
	// for another process opening the same new file only once it is set.
	return "file:" + path + fmt.Sprintf("?_pragma=busy_timeout(%d)", SQLiteBusyTimeout.Milliseconds()) +
		"&_pragma=foreign_keys(1)&_pragma=journal_mode(WAL)" +
		"&_pragma=synchronous(NORMAL)&_txlock=immediate&_time_format=sqlite"
}

// SQLiteReadDSN is the connection string of a SQLite reader: query-only (a
// write fails), on the WAL file the writer set up, binding times as the
// writer does.
func SQLiteReadDSN(path string) string {
	return "file:" + path + fmt.Sprintf("?_pragma=busy_timeout(%d)", SQLiteBusyTimeout.Milliseconds()) +
		"&_pragma=query_only(1)&_time_format=sqlite"
}

// Statements is how many statements ent has run on d since Open: queries and
// execs, in and out of transactions.
func (d *DB) Statements() uint64 { return d.drv.statements.Load() }

// Stats are d's statement counters.
func (d *DB) Stats() Stats { return d.drv.stats() }

// migrations is the goose provider of the dialect's migrations, made once.
func (d *DB) migrations() (*goose.Provider, error) {
	d.gooseOnce.Do(func() {
		dir, gooseDialect := "sqlite", goose.DialectSQLite3
		if d.Dialect == dialect.Postgres {
			dir, gooseDialect = "postgres", goose.DialectPostgres
		}
		sub, err := fs.Sub(migrations.FS, dir)
		if err != nil {
			d.gooseErr = err
			return
		}
		d.goose, d.gooseErr = goose.NewProvider(gooseDialect, d.SQL, sub)
	})
	if d.gooseErr != nil {
		return nil, fmt.Errorf("migrations: %w", d.gooseErr)
	}
	return d.goose, nil
}

// Migrate applies every pending migration of the dialect. Instances starting
// together take SetupLock around it.
func (d *DB) Migrate(ctx context.Context) error {
	p, err := d.migrations()
	if err != nil {
		return err
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	return nil
}

// Versions are the schema version the database is at and the one this
// binary's migrations reach.
func (d *DB) Versions(ctx context.Context) (current, target int64, err error) {
	p, err := d.migrations()
	if err != nil {
		return 0, 0, err
	}
	return p.GetVersions(ctx)
}

// Close closes the client and the pools.
func (d *DB) Close() error {
	if d.stopStats != nil {
		d.stopStats()
	}
	return d.Client.Close()
}

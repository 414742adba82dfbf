// Package db opens the database (SQLite by default, PostgreSQL by URL) and
// applies the versioned migrations.
package db

import (
	"context"
	"database/sql"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	_ "github.com/lib/pq" // PostgreSQL driver
	"github.com/pressly/goose/v3"
	_ "modernc.org/sqlite" // SQLite driver, pure Go

	"aqueduct/ent"
	_ "aqueduct/ent/runtime" // schema hooks, interceptors and privacy rules
	"aqueduct/migrations"
)

// DB is an open database with its ent client.
type DB struct {
	SQL     *sql.DB
	Dialect string
	Client  *ent.Client
}

// Open connects to url (postgres://…) or, when url is empty, to the SQLite
// file aqueduct.db in dataDir.
func Open(ctx context.Context, url, dataDir string) (*DB, error) {
	var (
		driver, dsn, dia string
	)
	if url != "" {
		driver, dsn, dia = "postgres", url, dialect.Postgres
	} else {
		if err := os.MkdirAll(dataDir, 0o700); err != nil {
			return nil, fmt.Errorf("AQ_DATA_DIR: %w", err)
		}
		driver, dia = "sqlite", dialect.SQLite
		dsn = SQLiteDSN(filepath.Join(dataDir, "aqueduct.db"))
	}
	sdb, err := sql.Open(driver, dsn)
	if err != nil {
		return nil, err
	}
	if dia == dialect.SQLite {
		// WAL lets readers run beside the one writer; keep the pool small so
		// writers queue on busy_timeout instead of failing.
		sdb.SetMaxOpenConns(4)
	} else {
		sdb.SetMaxOpenConns(20)
	}
	if err := sdb.PingContext(ctx); err != nil {
		sdb.Close()
		return nil, fmt.Errorf("connect to database: %w", err)
	}
	drv := entsql.OpenDB(dia, sdb)
	return &DB{SQL: sdb, Dialect: dia, Client: ent.NewClient(ent.Driver(drv))}, nil
}

// SQLiteDSN is the connection string of a SQLite file with the pragmas the
// server relies on.
func SQLiteDSN(path string) string {
	return "file:" + path + "?_pragma=foreign_keys(1)&_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)&_pragma=synchronous(NORMAL)&_txlock=immediate&_time_format=sqlite"
}

// Migrate applies every pending migration of the dialect.
func (d *DB) Migrate(ctx context.Context) error {
	dir, gooseDialect := "sqlite", goose.DialectSQLite3
	if d.Dialect == dialect.Postgres {
		dir, gooseDialect = "postgres", goose.DialectPostgres
	}
	sub, err := fs.Sub(migrations.FS, dir)
	if err != nil {
		return err
	}
	p, err := goose.NewProvider(gooseDialect, d.SQL, sub)
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	return nil
}

// Close closes the client and the pool.
func (d *DB) Close() error { return d.Client.Close() }

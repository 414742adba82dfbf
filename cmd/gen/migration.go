package main

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	atlasmigrate "ariga.io/atlas/sql/migrate"
	"ariga.io/atlas/sql/sqltool"
	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql/schema"
	"entgo.io/ent/entc"
	"github.com/google/uuid"
	_ "github.com/lib/pq"
	"modernc.org/sqlite"

	"aqueduct/gen/crudgen"
)

func init() {
	// Atlas opens SQLite dev databases by the driver name "sqlite3".
	sql.Register("sqlite3", &sqlite.Driver{})
}

// diffMigrations writes migrations/<dialect>/<version>_NAME.sql (goose format)
// for the change between the committed migrations and schema/, per dialect.
// PostgreSQL needs a scratch server: AQ_TEST_POSTGRES (default the local one).
func diffMigrations(ctx context.Context, name string) error {
	tables, err := schemaTables()
	if err != nil {
		return err
	}
	pgURL := os.Getenv("AQ_TEST_POSTGRES")
	if pgURL == "" {
		pgURL = "postgres://root@127.0.0.1:5432/test?sslmode=disable"
	}
	scratch := "aq_gen_" + strings.ReplaceAll(uuid.NewString(), "-", "")[:12]
	admin, err := sql.Open("postgres", pgURL)
	if err != nil {
		return err
	}
	defer admin.Close()
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+scratch); err != nil {
		return fmt.Errorf("create scratch database: %w", err)
	}
	defer admin.ExecContext(context.Background(), "DROP DATABASE IF EXISTS "+scratch+" WITH (FORCE)")
	pgDev, err := withDatabase(pgURL, scratch)
	if err != nil {
		return err
	}
	for _, d := range []struct{ dir, dialect, dev string }{
		{"migrations/sqlite", dialect.SQLite, "sqlite://file?mode=memory&_pragma=foreign_keys(1)"},
		{"migrations/postgres", dialect.Postgres, pgDev},
	} {
		dir, err := sqltool.NewGooseDir(filepath.Clean(d.dir))
		if err != nil {
			return err
		}
		if err := schema.Diff(ctx, d.dev, name, tables,
			schema.WithDir(dir),
			schema.WithMigrationMode(schema.ModeReplay),
			// An index the schema no longer derives (gen/crudgen/indexes.go) is
			// dropped, not left to slow every write.
			schema.WithDropIndex(true),
			schema.WithDialect(d.dialect),
			schema.WithFormatter(sqltool.GooseFormatter),
		); err != nil {
			return fmt.Errorf("%s: %w", d.dialect, err)
		}
	}
	return nil
}

// schemaTables are the tables of schema/ as `gen ent` writes them to
// ent/migrate.Tables, the list indexes (crudgen.AddIndexes) included; read
// from the schema, not from ent/, so a diff never sees a stale generation.
func schemaTables() ([]*schema.Table, error) {
	cfg, err := entConfig()
	if err != nil {
		return nil, err
	}
	g, err := entc.LoadGraph("./schema", cfg)
	if err != nil {
		return nil, fmt.Errorf("load schema: %w", err)
	}
	if err := crudgen.AddIndexes(g); err != nil {
		return nil, err
	}
	return g.Tables()
}

// rehashMigrations rewrites each dialect's atlas.sum for what the folder now
// holds: hand-written SQL added to a generated migration (triggers, which
// the schema cannot express) is then accepted by the next diff.
func rehashMigrations() error {
	for _, d := range []string{"migrations/sqlite", "migrations/postgres"} {
		dir, err := sqltool.NewGooseDir(d)
		if err != nil {
			return err
		}
		sum, err := dir.Checksum()
		if err != nil {
			return err
		}
		if err := atlasmigrate.WriteSumFile(dir, sum); err != nil {
			return err
		}
	}
	return nil
}

func withDatabase(rawURL, db string) (string, error) {
	i := strings.Index(rawURL, "://")
	if i < 0 {
		return "", fmt.Errorf("AQ_TEST_POSTGRES is not a URL")
	}
	rest := rawURL[i+3:]
	slash := strings.Index(rest, "/")
	q := ""
	if j := strings.Index(rest, "?"); j >= 0 {
		q = rest[j:]
		rest = rest[:j]
	}
	if slash >= 0 {
		rest = rest[:slash]
	}
	return rawURL[:i+3] + rest + "/" + db + q, nil
}

package db_test

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	entsql "entgo.io/ent/dialect/sql"
	"entgo.io/ent/dialect/sql/schema"
	"github.com/stretchr/testify/require"

	"aqueduct/ent/migrate"
	"aqueduct/server/db"
	"aqueduct/server/testenv"
)

// The committed migrations must produce exactly the schema of schema/: after
// applying them, ent finds nothing left to change. A schema change without
// `go tool task gen:migration -- NAME` fails here.
func TestMigrationsMatchSchema(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, d testenv.DB) {
		ctx := context.Background()
		conn, err := db.Open(ctx, d.URL, t.TempDir())
		require.NoError(t, err)
		defer conn.Close()
		require.NoError(t, conn.Migrate(ctx))
		require.NoError(t, conn.Migrate(ctx), "migrating twice is harmless")
		// What ent's auto-migration would run, written instead of executed.
		var buf bytes.Buffer
		m, err := schema.NewMigrate(&schema.WriteDriver{Writer: &buf, Driver: entsql.OpenDB(conn.Dialect, conn.SQL)})
		require.NoError(t, err)
		require.NoError(t, m.Create(ctx, migrate.Tables...))
		var pending []string
		for _, line := range strings.Split(buf.String(), "\n") {
			l := strings.TrimSpace(line)
			if l == "" || l == "BEGIN;" || l == "COMMIT;" || strings.HasPrefix(l, "--") {
				continue
			}
			pending = append(pending, l)
		}
		require.Empty(t, pending, "schema/ differs from migrations/: run go tool task gen:migration -- NAME")
	})
}

func TestSQLiteSettings(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	conn, err := db.Open(ctx, "", dir)
	require.NoError(t, err)
	defer conn.Close()
	var fk int
	require.NoError(t, conn.SQL.QueryRowContext(ctx, "PRAGMA foreign_keys").Scan(&fk))
	require.Equal(t, 1, fk)
	var mode string
	require.NoError(t, conn.SQL.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode))
	require.Equal(t, "wal", mode)
	require.FileExists(t, filepath.Join(dir, "aqueduct.db"))
}

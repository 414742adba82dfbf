package testenv

import (
	"context"
	"database/sql"
	"io"
	"log/slog"
	"testing"

	"aqueduct/server/app"
	"aqueduct/server/seed"
)

// A template copy holds what a real first start writes: the same tables with
// the same number of rows (River's and the logs' too), on both databases.
func TestTemplateCopyIsAFirstStart(t *testing.T) {
	ForEachDB(t, func(t *testing.T, db DB) {
		copied := Start(t, db)
		fresh := db
		if db.URL != "" {
			fresh.URL = NewPostgresDB(t)
		}
		a, err := app.New(context.Background(), seedConfig(t.TempDir(), fresh.URL), slog.New(slog.NewTextHandler(io.Discard, nil)), app.Options{Seed: seed.Seeder{}, Demo: true})
		if err != nil {
			t.Fatal(err)
		}
		defer a.Close()
		want, got := tableRows(t, a.DB.SQL, db.Name), tableRows(t, copied.App.DB.SQL, db.Name)
		if len(want) < 50 {
			t.Fatalf("only %d tables", len(want))
		}
		for table, n := range want {
			if table == "river_leader" {
				// The election's lease: there or not by the time of counting,
				// whichever the start.
				continue
			}
			if got[table] != n {
				t.Errorf("%s: %d rows after a first start, %d in the copy", table, n, got[table])
			}
		}
		for table := range got {
			if _, ok := want[table]; !ok {
				t.Errorf("%s: only in the copy", table)
			}
		}
	})
}

// tableRows counts the rows of every table.
func tableRows(t *testing.T, d *sql.DB, dialect string) map[string]int {
	t.Helper()
	q := "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
	if dialect == "postgres" {
		q = "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'"
	}
	rows, err := d.Query(q)
	if err != nil {
		t.Fatal(err)
	}
	var tables []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			t.Fatal(err)
		}
		tables = append(tables, n)
	}
	rows.Close()
	counts := map[string]int{}
	for _, n := range tables {
		var c int
		if err := d.QueryRow(`SELECT COUNT(*) FROM "` + n + `"`).Scan(&c); err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		counts[n] = c
	}
	return counts
}

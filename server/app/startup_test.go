package app_test

import (
	"context"
	"database/sql"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"aqueduct/server/app"
	"aqueduct/server/config"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// startConfig is a server's configuration on db; SQLite instances share dir.
func startConfig(db testenv.DB, dir string) config.Config {
	return config.Config{Addr: "127.0.0.1:0", DataDir: dir, DatabaseURL: db.URL, BasePath: "/jeecg-boot",
		Captcha: "fixed:1234", LogLevel: "error", AdminPassword: "Admin12345", Secret: "0123456789abcdef0123"}
}

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// rowCounts counts the rows of every table of ours (River's and the logs
// of the start itself aside), to compare one database with another.
func rowCounts(t *testing.T, d *sql.DB, dialect string) map[string]int {
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
		if !strings.HasPrefix(n, "river_") && n != "sys_log" {
			tables = append(tables, n)
		}
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

// Instances started in the same second on a new database all come up; the
// database holds its tables and first-start data once, as after one start.
func TestInstancesStartTogether(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		cfg := startConfig(db, t.TempDir())
		const n = 3
		apps := make([]*app.App, n)
		errs := make([]error, n)
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				apps[i], errs[i] = app.New(ctx, cfg, quietLog(), app.Options{Seed: seed.Seeder{}, Demo: true})
			}()
		}
		close(start)
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Fatalf("instance %d: %v", i, err)
			}
			defer apps[i].Close()
		}
		for i, a := range apps {
			if why := app.Readiness(ctx, a); why != "" {
				t.Fatalf("instance %d not ready: %s", i, why)
			}
		}
		together := rowCounts(t, apps[0].DB.SQL, apps[0].DB.Dialect)

		// the same start, alone, on another new database
		alone := testenv.DB{Name: db.Name}
		if db.URL != "" {
			alone.URL = testenv.NewPostgresDB(t)
		}
		// with a deadline of its own: the one above is for three starts at once
		aloneCtx, cancelAlone := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancelAlone()
		one, err := app.New(aloneCtx, startConfig(alone, t.TempDir()), quietLog(), app.Options{Seed: seed.Seeder{}, Demo: true})
		if err != nil {
			t.Fatal(err)
		}
		defer one.Close()
		want := rowCounts(t, one.DB.SQL, one.DB.Dialect)
		if len(want) < 50 {
			t.Fatalf("only %d tables counted", len(want))
		}
		for table, c := range want {
			if together[table] != c {
				t.Errorf("%s: %d rows after three starts together, %d after one", table, together[table], c)
			}
		}
	})
}

// /readyz is ready only when the schema is this binary's and setup is done.
func TestReadinessNeedsSchemaAndSetup(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := context.Background()
		get := func() int {
			res, err := http.Get(s.Root + "/readyz")
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			return res.StatusCode
		}
		if code := get(); code != 200 {
			t.Fatalf("after start-up: %d", code)
		}
		exec := func(q string) {
			t.Helper()
			if _, err := s.App.DB.SQL.ExecContext(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		exec("UPDATE sys_setting SET value = '0' WHERE id = 'setup.version'")
		if code := get(); code != 503 {
			t.Fatalf("setup not recorded: %d", code)
		}
		exec("DELETE FROM sys_setting WHERE id = 'setup.version'")
		if why := app.Readiness(ctx, s.App); why != "first-start setup not done" {
			t.Fatalf("setup row gone: %q", why)
		}
		exec("DROP TABLE goose_db_version")
		if code := get(); code != 503 {
			t.Fatalf("no schema: %d", code)
		}
		if db.URL != "" { // the database dropped and made anew under the running server
			exec("DROP SCHEMA public CASCADE")
			exec("CREATE SCHEMA public")
			if why := app.Readiness(ctx, s.App); why == "" {
				t.Fatal("an empty database is ready")
			}
		}
	})
}

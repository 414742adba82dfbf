package db

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	entsql "entgo.io/ent/dialect/sql"
	"github.com/stretchr/testify/require"
)

func TestIsSelect(t *testing.T) {
	for q, want := range map[string]bool{
		"SELECT 1":                              true,
		"  select `id` FROM t":                  true,
		"(SELECT 1) UNION (SELECT 2)":           true,
		"INSERT INTO t VALUES (1) RETURNING id": false,
		"UPDATE t SET a = 1":                    false,
		"WITH x AS (SELECT 1) DELETE FROM t":    false,
		"PRAGMA foreign_keys":                   false,
		"SEL":                                   false,
	} {
		require.Equal(t, want, isSelect(q), q)
	}
}

// Readers run at the same time, each on its own connection of the read pool.
func TestSQLiteReadersRunInParallel(t *testing.T) {
	d, err := Open(context.Background(), "", t.TempDir())
	require.NoError(t, err)
	defer d.Close()
	// About 100-300 ms of work per query, in SQLite itself.
	const slow = "SELECT count(*) FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c WHERE x < 300000) SELECT x FROM c)"
	done := make(chan error, 4)
	for range 4 {
		go func() {
			var rows entsql.Rows
			if err := d.drv.Query(context.Background(), slow, []any{}, &rows); err != nil {
				done <- err
				return
			}
			for rows.Next() {
			}
			done <- rows.Close()
		}()
	}
	peak := 0
	for finished := 0; finished < 4; {
		select {
		case err := <-done:
			require.NoError(t, err)
			finished++
		case <-time.After(time.Millisecond):
			peak = max(peak, d.Read.Stats().InUse)
		}
	}
	require.GreaterOrEqual(t, peak, 2, "reads ran one after another")
	require.Equal(t, uint64(4), d.Stats().Reads)
}

func TestDebugStats(t *testing.T) {
	for _, bad := range []string{"0.0.0.0:0", "example.com:80", "8080"} {
		t.Setenv(DebugStatsEnv, bad)
		_, err := Open(context.Background(), "", t.TempDir())
		require.ErrorContains(t, err, DebugStatsEnv, bad)
	}
	t.Setenv(DebugStatsEnv, "127.0.0.1:0")
	d, err := Open(context.Background(), "", t.TempDir())
	require.NoError(t, err)
	defer d.Close()
	require.NoError(t, d.Migrate(context.Background()))
	var rows entsql.Rows
	require.NoError(t, d.drv.Query(context.Background(), "SELECT 1", []any{}, &rows))
	rows.Close()

	res, err := http.Get("http://" + d.statsAddr + "/debug/stats")
	require.NoError(t, err)
	defer res.Body.Close()
	var s Stats
	require.NoError(t, json.NewDecoder(res.Body).Decode(&s))
	require.Equal(t, uint64(1), s.Statements)
	require.Equal(t, uint64(1), s.Reads)
}

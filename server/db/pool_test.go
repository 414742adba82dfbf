package db_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/ent/sysuser"
	"aqueduct/server/db"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

func openMigrated(t *testing.T, url string) *db.DB {
	t.Helper()
	ctx := context.Background()
	conn, err := db.Open(ctx, url, t.TempDir())
	require.NoError(t, err)
	t.Cleanup(func() { conn.Close() })
	require.NoError(t, conn.Migrate(ctx))
	return conn
}

func newUser(c *ent.Client, name string) *ent.SysUserCreate {
	return c.SysUser.Create().SetUsername(name).SetRealname(name).SetPassword("x")
}

// Every statement ent runs is counted once: queries and execs, in and out of
// transactions.
func TestStatements(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, d testenv.DB) {
		conn := openMigrated(t, d.URL)
		ctx := viewer.System(context.Background())
		c := conn.Client

		n := conn.Statements()
		_, err := c.SysUser.Query().Count(ctx)
		require.NoError(t, err)
		require.Equal(t, n+1, conn.Statements(), "a count is one statement")

		n = conn.Statements()
		require.NoError(t, newUser(c, "u1").Exec(ctx))
		require.Equal(t, n+1, conn.Statements(), "an insert is one statement")

		n = conn.Statements()
		require.NoError(t, c.SysUser.Update().Where(sysuser.Username("u1")).SetPost("p").Exec(ctx))
		require.Greater(t, conn.Statements(), n, "an update is counted")

		n, txs := conn.Statements(), conn.Stats().Txs
		tx, err := c.Tx(ctx)
		require.NoError(t, err)
		require.NoError(t, newUser(tx.Client(), "u2").Exec(ctx))
		got, err := tx.SysUser.Query().Where(sysuser.Username("u2")).Only(ctx)
		require.NoError(t, err)
		require.Equal(t, "u2", got.Username)
		require.NoError(t, tx.Commit())
		require.Equal(t, n+2, conn.Statements(), "the insert and the query in the transaction")
		require.Equal(t, txs+1, conn.Stats().Txs)
	})
}

// SQLite: a SELECT outside a transaction goes to the query-only read pool,
// everything else to the single writer connection.
func TestSQLiteReadWriteSplit(t *testing.T) {
	conn := openMigrated(t, "")
	ctx := viewer.System(context.Background())
	c := conn.Client

	require.NotSame(t, conn.SQL, conn.Read)
	require.Equal(t, 1, conn.SQL.Stats().MaxOpenConnections, "one writer")
	require.Equal(t, db.SQLiteReaders(), conn.Read.Stats().MaxOpenConnections)
	var qo int
	require.NoError(t, conn.Read.QueryRowContext(ctx, "PRAGMA query_only").Scan(&qo))
	require.Equal(t, 1, qo, "readers are query-only")
	_, err := conn.Read.ExecContext(ctx, "CREATE TABLE nope (a int)")
	require.Error(t, err, "a reader cannot write")
	var mode string
	require.NoError(t, conn.Read.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode))
	require.Equal(t, "wal", mode, "readers share the writer's WAL")

	before := conn.Stats()
	_, err = c.SysUser.Query().Count(ctx)
	require.NoError(t, err)
	after := conn.Stats()
	require.Equal(t, before.Reads+1, after.Reads, "a read outside a transaction uses the read pool")

	before = after
	require.NoError(t, newUser(c, "w1").Exec(ctx))
	_, err = c.SysUser.Delete().Where(sysuser.Username("nobody")).Exec(ctx)
	require.NoError(t, err)
	after = conn.Stats()
	require.Equal(t, before.Reads, after.Reads, "writes use the writer")
	require.Equal(t, before.Statements+2, after.Statements)

	before = after
	tx, err := c.Tx(ctx)
	require.NoError(t, err)
	_, err = tx.SysUser.Query().Count(ctx)
	require.NoError(t, err)
	require.NoError(t, tx.Rollback())
	require.Equal(t, before.Reads, conn.Stats().Reads, "a read in a transaction stays on the transaction's connection")
}

// SQLite: readers neither wait for an open write transaction nor see it
// before its commit; the first read after the commit sees it.
func TestSQLiteReadersBesideWriter(t *testing.T) {
	conn := openMigrated(t, "")
	ctx := viewer.System(context.Background())
	c := conn.Client
	for i := range 5 {
		require.NoError(t, newUser(c, fmt.Sprintf("r%d", i)).Exec(ctx))
	}
	base, err := c.SysUser.Query().Count(ctx)
	require.NoError(t, err)

	tx, err := c.Tx(ctx) // BEGIN IMMEDIATE: holds the write lock and the only writer connection
	require.NoError(t, err)
	require.NoError(t, newUser(tx.Client(), "pending").Exec(ctx))

	rctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	counts := make([]int, 2*db.SQLiteReaders())
	errs := make([]error, len(counts))
	for i := range counts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			counts[i], errs[i] = c.SysUser.Query().Count(rctx)
		}()
	}
	wg.Wait()
	for i := range counts {
		require.NoError(t, errs[i], "a reader waited behind the writer")
		require.Equal(t, base, counts[i], "uncommitted rows are not visible")
	}

	require.NoError(t, tx.Commit())
	n, err := c.SysUser.Query().Count(ctx)
	require.NoError(t, err)
	require.Equal(t, base+1, n, "the next read sees the commit")

	// And a write outside a transaction, read back at once.
	require.NoError(t, newUser(c, "after").Exec(ctx))
	ok, err := c.SysUser.Query().Where(sysuser.Username("after")).Exist(ctx)
	require.NoError(t, err)
	require.True(t, ok)
}

// PostgreSQL: idle connections are kept (as many as may be open), so a burst
// of requests does not close and reopen them.
func TestPostgresPool(t *testing.T) {
	conn := openMigrated(t, testenv.NewPostgresDB(t))
	ctx := viewer.System(context.Background())
	require.Same(t, conn.SQL, conn.Read)
	require.Equal(t, db.PostgresConns, conn.SQL.Stats().MaxOpenConnections)

	var wg sync.WaitGroup
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := conn.SQL.ExecContext(ctx, "SELECT pg_sleep(0.05)")
			require.NoError(t, err)
		}()
	}
	wg.Wait()
	s := conn.SQL.Stats()
	require.GreaterOrEqual(t, s.OpenConnections, 2)
	require.Equal(t, s.OpenConnections, s.Idle, "every connection is kept idle")
	require.Zero(t, s.MaxIdleClosed, "no connection was closed for lack of idle slots")

	// Statements with parameters run in binary-parameter mode.
	n, err := conn.Client.SysUser.Query().Where(sysuser.Username("admin"), sysuser.StatusIn(1, 2)).Count(ctx)
	require.NoError(t, err)
	require.Zero(t, n)
}

func TestPostgresDSN(t *testing.T) {
	const plan = "plan_cache_mode=force_custom_plan"
	for in, want := range map[string]string{
		"postgres://root@127.0.0.1:5432/x?sslmode=disable":       "postgres://root@127.0.0.1:5432/x?binary_parameters=yes&" + plan + "&sslmode=disable",
		"postgresql://root@h/x":                                  "postgresql://root@h/x?binary_parameters=yes&" + plan,
		"postgres://root@h/x?binary_parameters=no":               "postgres://root@h/x?binary_parameters=no&" + plan,
		"postgres://root@h/x?plan_cache_mode=auto":               "postgres://root@h/x?binary_parameters=yes&plan_cache_mode=auto",
		"host=127.0.0.1 user=root dbname=x":                      "host=127.0.0.1 user=root dbname=x binary_parameters=yes " + plan,
		"host=127.0.0.1 user=root dbname=x binary_parameters=no": "host=127.0.0.1 user=root dbname=x binary_parameters=no " + plan,
	} {
		require.Equal(t, want, db.PostgresDSN(in), in)
	}
}

// The server's PostgreSQL sessions plan every run of a prepared statement for
// its values (PostgresDSN).
func TestPostgresPlansEachRun(t *testing.T) {
	conn := openMigrated(t, testenv.NewPostgresDB(t))
	var mode string
	require.NoError(t, conn.Read.QueryRowContext(context.Background(), "SHOW plan_cache_mode").Scan(&mode))
	require.Equal(t, "force_custom_plan", mode)
}

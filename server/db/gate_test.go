package db_test

import (
	"context"
	"runtime"
	"sync"
	"testing"
	"time"

	entsql "entgo.io/ent/dialect/sql"
	"github.com/stretchr/testify/require"

	"aqueduct/server/db"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// A request's reads take a turn of the read queue and give it back when their
// rows close or their statement fails; a read waiting for a turn gives up when
// its request ends, and the queue lets the next one through when a result is
// closed. Other reads take no turn.
func TestReadTurns(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, d testenv.DB) {
		ctx := viewer.System(context.Background())
		conn := openMigrated(t, d.URL)
		taken := func() int { n, _ := conn.Turns(); return n }
		_, size := conn.Turns()
		conns := conn.Read.Stats().MaxOpenConnections
		if d.Name == "postgres" {
			require.Equal(t, min(db.PostgresConns, 2*runtime.GOMAXPROCS(0)), size)
		} else {
			require.Equal(t, 2*conns, size)
		}
		read := func(ctx context.Context, query string) (*entsql.Rows, error) {
			var rows entsql.Rows
			err := conn.DriverQuery(db.Queued(ctx), query, &rows)
			return &rows, err
		}
		var plain entsql.Rows
		require.NoError(t, conn.DriverQuery(ctx, "SELECT 1", &plain))
		require.Zero(t, taken(), "a read outside a request takes no turn")
		require.NoError(t, plain.Close())
		var err error

		// Many more reads at once than turns: all of them finish, every turn comes back.
		var wg sync.WaitGroup
		errs := make(chan error, 64)
		for range 64 {
			wg.Go(func() {
				_, err := conn.Client.SysUser.Query().Count(db.Queued(ctx))
				errs <- err
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			require.NoError(t, err)
		}
		require.Zero(t, taken())

		// A failed statement gives its turn back.
		for range 2 * size {
			_, err := read(ctx, "SELECT no_such_column FROM sys_user")
			require.Error(t, err)
		}
		require.Zero(t, taken())

		// Results held open take turns (on SQLite every reader: as many reads
		// again take the other turns and wait at the pool). With every turn
		// taken, the next read waits in the queue and gives up when its request
		// ends, without taking a turn.
		held := make([]*entsql.Rows, min(size, conns))
		for i := range held {
			held[i], err = read(ctx, "SELECT 1")
			require.NoError(t, err)
		}
		atPool := size - len(held)
		waiting := make(chan error, atPool+1)
		readAndClose := func() {
			rows, err := read(ctx, "SELECT 1")
			if err == nil {
				err = rows.Close()
			}
			waiting <- err
		}
		for range atPool {
			go readAndClose()
		}
		require.Eventually(t, func() bool { return taken() == size }, 5*time.Second, time.Millisecond)
		short, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
		defer cancel()
		_, err = read(short, "SELECT 1")
		require.ErrorIs(t, err, context.DeadlineExceeded)
		require.Equal(t, size, taken())

		// A read queued behind them goes once a result is closed (closing it
		// twice gives back one turn).
		go readAndClose()
		select {
		case <-waiting:
			t.Fatal("a read went through with every turn taken")
		case <-time.After(50 * time.Millisecond):
		}
		require.NoError(t, held[0].Close())
		require.NoError(t, held[0].Close())
		for range atPool + 1 {
			require.NoError(t, <-waiting)
		}
		require.Equal(t, len(held)-1, taken())
		for _, r := range held[1:] {
			require.NoError(t, r.Close())
		}
		require.Zero(t, taken())
	})
}

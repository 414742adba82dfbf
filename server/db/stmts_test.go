package db_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysuser"
	"aqueduct/server/db"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// A SELECT outside a transaction is prepared the second time its text is
// seen and reused after that; what it returns always follows the data.
func TestPreparedSelects(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, d testenv.DB) {
		conn := openMigrated(t, d.URL)
		ctx := viewer.System(context.Background())
		c := conn.Client
		for i := range 5 {
			require.NoError(t, newUser(c, fmt.Sprintf("p%d", i)).Exec(ctx))
		}
		count := func() int {
			n, err := c.SysUser.Query().Where(sysuser.UsernameHasPrefix("p")).Count(ctx)
			require.NoError(t, err)
			return n
		}
		p := conn.Stats().Prepared
		require.Equal(t, 5, count())
		require.Equal(t, p, conn.Stats().Prepared, "a first sighting runs unprepared")
		require.Equal(t, 5, count())
		require.Equal(t, p+1, conn.Stats().Prepared, "the second prepares")
		require.Equal(t, 5, count())
		require.Equal(t, p+1, conn.Stats().Prepared, "the third reuses it")

		require.NoError(t, newUser(c, "p5").Exec(ctx))
		require.Equal(t, 6, count(), "a prepared count sees a committed insert")
		require.NoError(t, c.SysUser.Update().Where(sysuser.Username("p0")).SetUsername("q0").Exec(ctx))
		require.Equal(t, 5, count(), "and an update")

		// In a transaction statements are not prepared by the cache.
		tx, err := c.Tx(ctx)
		require.NoError(t, err)
		p = conn.Stats().Prepared
		for range 3 {
			_, err = tx.SysUser.Query().Where(sysuser.UsernameHasPrefix("p")).Count(ctx)
			require.NoError(t, err)
		}
		require.NoError(t, tx.Rollback())
		require.Equal(t, p, conn.Stats().Prepared)
	})
}

// More distinct SELECTs than the cache holds, run at once: statements are
// evicted while others use them, and every answer is still right.
func TestPreparedSelectsEvictedUnderLoad(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, d testenv.DB) {
		conn := openMigrated(t, d.URL)
		ctx := viewer.System(context.Background())
		c := conn.Client
		var names []string
		for i := range 12 {
			names = append(names, fmt.Sprintf("e%02d", i))
			require.NoError(t, newUser(c, names[i]).Exec(ctx))
		}
		texts := db.StmtCacheSize + 40 // LIMIT n is written into the statement
		var wg sync.WaitGroup
		errs := make(chan error, 8)
		for g := range 8 {
			wg.Go(func() {
				for round := range 3 {
					for k := range texts {
						n := (k+g*37+round)%texts + 1
						got, err := c.SysUser.Query().Where(sysuser.UsernameHasPrefix("e")).
							Order(sysuser.ByUsername()).Limit(n).Select(sysuser.FieldUsername).Strings(ctx)
						if err != nil {
							errs <- err
							return
						}
						if want := names[:min(n, len(names))]; fmt.Sprint(got) != fmt.Sprint(want) {
							errs <- fmt.Errorf("LIMIT %d: got %v, want %v", n, got, want)
							return
						}
					}
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			require.NoError(t, err)
		}
		require.Greater(t, conn.Stats().Prepared, uint64(db.StmtCacheSize), "statements fell out and were prepared again")
	})
}

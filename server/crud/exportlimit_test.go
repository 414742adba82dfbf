package crud_test

import (
	"context"
	"testing"
	"time"

	"entgo.io/ent/dialect"
	"github.com/stretchr/testify/require"

	"aqueduct/server/crud"
	"aqueduct/server/db"
	"aqueduct/server/httpx"
	"aqueduct/server/testenv"
)

type acquireFunc = func(ctx context.Context, user string) (func(), error)

// take takes a slot for user, failing the test when refused.
func take(t *testing.T, acquire acquireFunc, user string) func() {
	t.Helper()
	release, err := acquire(context.Background(), user)
	require.NoError(t, err, "a slot for %s", user)
	return release
}

// refused checks that user gets no slot, with the message of the caps.
func refused(t *testing.T, acquire acquireFunc, user, why string) {
	t.Helper()
	release, err := acquire(context.Background(), user)
	if err == nil {
		release()
		t.Fatalf("%s got a slot: %s", user, why)
	}
	require.Equal(t, crud.MsgTooManyExports, httpx.Classify(err).Message, why)
}

func TestExportLimitsInProcess(t *testing.T) {
	acquire := crud.ExportSlots(nil, dialect.SQLite)
	u1a, u1b := take(t, acquire, "u1"), take(t, acquire, "u1")
	refused(t, acquire, "u1", "the 3rd export of one user")
	u2, u3 := take(t, acquire, "u2"), take(t, acquire, "u3")
	refused(t, acquire, "u4", "the 5th export of the server")
	u1a()
	u1a() // a second release gives nothing back twice
	u4 := take(t, acquire, "u4")
	refused(t, acquire, "u5", "still 4 running")
	for _, r := range []func(){u1b, u2, u3, u4} {
		r()
	}
	for _, u := range []string{"u1", "u1", "u2", "u2"} {
		defer take(t, acquire, u)() // all slots came back
	}
}

// TestExportLimitsAcrossInstances runs two limiters on one PostgreSQL
// database, as two servers do.
func TestExportLimitsAcrossInstances(t *testing.T) {
	url := testenv.NewPostgresDB(t)
	ctx := context.Background()
	open := func() *db.DB {
		d, err := db.Open(ctx, url, "")
		require.NoError(t, err)
		t.Cleanup(func() { d.Close() })
		return d
	}
	d1, d2 := open(), open()
	a, b := crud.ExportSlots(d1.SQL, d1.Dialect), crud.ExportSlots(d2.SQL, d2.Dialect)

	// A user's slots are shared: once released they serve him elsewhere.
	u1a, u1b := take(t, a, "u1"), take(t, a, "u1")
	refused(t, b, "u1", "the 3rd export of one user, on the other server")
	u1a()
	u1b()
	u1a, u1b = take(t, b, "u1"), take(t, b, "u1") // nothing stays locked on a's pooled connections
	refused(t, a, "u1", "the 3rd export of one user")

	u2, u3 := take(t, a, "u2"), take(t, a, "u3")
	refused(t, a, "u4", "the 5th export of the cluster")
	refused(t, b, "u4", "the 5th export of the cluster, on the other server")
	u1a()
	u4 := take(t, a, "u4")
	refused(t, b, "u5", "still 4 running")
	u1b()
	u4()

	// a's connections die (a killed server): its slots (u2, u3) come free.
	admin := d2.SQL
	u5 := take(t, b, "u5")
	u5()
	var killed int
	require.NoError(t, admin.QueryRowContext(ctx, `SELECT count(pg_terminate_backend(pid)) FROM (SELECT DISTINCT pid FROM pg_locks
		WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())) holders`).Scan(&killed))
	require.Equal(t, 2, killed, "a holds u2 and u3 on a connection each")
	var held []func()
	users := []string{"u2", "u2", "u3", "u3"}
	require.Eventually(t, func() bool {
		for len(held) < len(users) {
			r, err := b(ctx, users[len(held)])
			if err != nil {
				return false
			}
			held = append(held, r)
		}
		return true
	}, 5*time.Second, 50*time.Millisecond, "the slots of a dead connection come free")
	refused(t, b, "u6", "4 running again")
	u2() // the dead connection's release does no harm
	u3()
	for _, r := range held {
		r()
	}
	defer take(t, a, "u2")() // a serves again on fresh connections
	defer take(t, a, "u2")()
}

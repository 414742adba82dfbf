package cache_test

import (
	"context"
	"database/sql"
	"errors"
	"io"
	"log/slog"
	"os"
	"sync/atomic"
	"testing"
	"time"

	_ "github.com/lib/pq"
	"github.com/stretchr/testify/require"

	"aqueduct/server/cache"
)

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// A value is read once and served until one of its tables changes; a change
// of another table keeps it; a failed load is not kept.
func TestMapServesUntilItsTablesChange(t *testing.T) {
	bus := cache.NewBus(quiet())
	m := cache.NewMap[string](bus, 10, "SysUser", "SysRole")
	var loads atomic.Int32
	load := func(v string) func() (string, error) {
		return func() (string, error) { loads.Add(1); return v, nil }
	}
	ctx := context.Background()

	v, err := m.Get("k", load("v1"))
	require.NoError(t, err)
	require.Equal(t, "v1", v)
	v, _ = m.Get("k", load("v2"))
	require.Equal(t, "v1", v, "served from memory")
	require.EqualValues(t, 1, loads.Load())

	bus.Changed(ctx, "SysDict")
	v, _ = m.Get("k", load("v2"))
	require.Equal(t, "v1", v, "another table's change keeps it")

	bus.Changed(ctx, "SysRole")
	v, _ = m.Get("k", load("v2"))
	require.Equal(t, "v2", v, "its table changed: read again")

	_, err = m.Get("other", func() (string, error) { return "", errors.New("down") })
	require.Error(t, err)
	v, _ = m.Get("other", load("ok"))
	require.Equal(t, "ok", v, "a failed load was not kept")

	m.Delete("k")
	v, _ = m.Get("k", load("v3"))
	require.Equal(t, "v3", v, "Delete drops the key")
}

// A value read while its table changes (the load began before the commit) is
// not served after it: the next Get reads again.
func TestMapNeverServesAReadOlderThanACommit(t *testing.T) {
	bus := cache.NewBus(quiet())
	m := cache.NewMap[string](bus, 10, "SysUser")
	v, _ := m.Get("k", func() (string, error) {
		bus.Changed(context.Background(), "SysUser") // committed while the old row was being read
		return "old", nil
	})
	require.Equal(t, "old", v)
	v, _ = m.Get("k", func() (string, error) { return "new", nil })
	require.Equal(t, "new", v)
}

// The cache is bounded: at its size it starts over, and its figures say so.
func TestMapIsBounded(t *testing.T) {
	bus := cache.NewBus(quiet())
	m := cache.NewMap[int](bus, 3, "SysDict")
	for i := range 5 {
		_, _ = m.Get(cache.Key("dict", string(rune('a'+i))), func() (int, error) { return i, nil })
	}
	stats := bus.MapStats()
	require.Len(t, stats, 1)
	require.Equal(t, []string{"SysDict"}, stats[0].Tables)
	require.Equal(t, 3, stats[0].Max)
	require.LessOrEqual(t, stats[0].Keys, 3)
	require.NotEqual(t, cache.Key("a", "b"), cache.Key("ab"), "a key's parts stay apart")
}

// On PostgreSQL, a change on one instance drops the other's entries, and a
// topic's payload reaches the other instance's subscriber (not the sender's
// twice).
func TestBusAcrossInstancesOnPostgres(t *testing.T) {
	dsn := os.Getenv("AQ_TEST_POSTGRES")
	if dsn == "" {
		dsn = "postgres://root@127.0.0.1:5432/test?sslmode=disable"
	}
	db, err := sql.Open("postgres", dsn)
	require.NoError(t, err)
	t.Cleanup(func() { db.Close() })
	ctx := context.Background()
	// each instance its own topic set; a unique topic keeps parallel runs apart
	topic := "aq_test_" + time.Now().Format("150405000000")

	a, b := cache.NewBus(quiet()), cache.NewBus(quiet())
	var gotA, gotB []string
	seenA, seenB := make(chan string, 4), make(chan string, 4)
	require.NoError(t, a.Subscribe(topic, func(p string) { seenA <- p }))
	require.NoError(t, b.Subscribe(topic, func(p string) { seenB <- p }))
	require.NoError(t, a.Listen(ctx, dsn, db))
	t.Cleanup(a.Close)
	require.NoError(t, b.Listen(ctx, dsn, db))
	t.Cleanup(b.Close)
	require.True(t, a.Shared())
	require.False(t, cache.NewBus(quiet()).Shared(), "a bus that does not listen is this process' alone")

	mb := cache.NewMap[string](b, 10, "SysUser")
	v, _ := mb.Get("k", func() (string, error) { return "old", nil })
	require.Equal(t, "old", v)
	a.Changed(ctx, "SysUser")
	require.Eventually(t, func() bool {
		v, _ = mb.Get("k", func() (string, error) { return "new", nil })
		return v == "new"
	}, 5*time.Second, 10*time.Millisecond, "B drops its entry after A's change")

	require.NoError(t, a.Publish(ctx, topic, "hello"))
	select {
	case p := <-seenB:
		gotB = append(gotB, p)
	case <-time.After(5 * time.Second):
		t.Fatal("B's subscriber never got A's payload")
	}
	gotA = append(gotA, <-seenA) // A's own, at once
	require.Equal(t, []string{"hello"}, gotA)
	require.Equal(t, []string{"hello"}, gotB)
	// A's own notification comes back to A's listener too: it must not deliver it again.
	// B publishes next; once A has that, anything of A's own would have come first.
	require.NoError(t, b.Publish(ctx, topic, "second"))
	select {
	case p := <-seenA:
		require.Equal(t, "second", p, "A does not get its own payload twice")
	case <-time.After(5 * time.Second):
		t.Fatal("A's subscriber never got B's payload")
	}
}

package progress_test

import (
	"context"
	"database/sql"
	"io"
	"log/slog"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/labstack/echo/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"aqueduct/server/cache"
	"aqueduct/server/progress"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

func as(user string) context.Context {
	return viewer.NewContext(context.Background(), viewer.Viewer{UserID: user})
}

// start begins work id of user on s, as a request naming it does.
func start(s *progress.Store, user, id string) *progress.Task {
	req := httptest.NewRequest("POST", "/sys/user/importExcel", nil).WithContext(as(user))
	req.Header.Set(progress.Header, id)
	return s.Start(echo.New().NewContext(req, httptest.NewRecorder()))
}

// TestSharedAcrossInstances runs two stores on one PostgreSQL database, each
// on its own bus, as two servers behind a balancer do.
func TestSharedAcrossInstances(t *testing.T) {
	url := testenv.NewPostgresDB(t)
	sdb, err := sql.Open("postgres", url)
	require.NoError(t, err)
	t.Cleanup(func() { sdb.Close() })
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	newBus := func() *cache.Bus {
		bus := cache.NewBus(log)
		require.NoError(t, bus.Listen(context.Background(), url, sdb))
		t.Cleanup(bus.Close)
		return bus
	}
	a, b := progress.New(), progress.New()
	require.NoError(t, a.Share(newBus(), log))
	require.NoError(t, b.Share(newBus(), log))
	var published atomic.Int64 // what a third instance hears
	require.NoError(t, newBus().Subscribe(progress.Topic, func(string) { published.Add(1) }))

	const id = "shared0123456789abcd"
	task := start(a, "u1", id)
	require.NotNil(t, task)
	task.Phase(progress.Save, 100)
	task.Add(40)
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		st, ok := b.Get(as("u1"), id)
		assert.True(c, ok)
		assert.Equal(c, progress.State{Phase: progress.Save, Done: 40, Total: 100}, st)
	}, time.Second, 20*time.Millisecond, "the other instance answers the poll")
	_, ok := b.Get(as("u2"), id)
	require.False(t, ok, "another user's work is unknown on every instance")
	require.Nil(t, start(b, "u2", id), "nor may he take its id over there")

	// Rows added by the thousand leave a few updates, the last always.
	// The sleeps are the behaviour under test: a throttle of one update per
	// 250 ms, so the count starts after a quiet window and rows come over 500 ms.
	time.Sleep(300 * time.Millisecond)
	before := published.Load()
	began := time.Now()
	for range 50 {
		task.Add(1)
		time.Sleep(10 * time.Millisecond)
	}
	task.Add(-1)
	task.Finish()
	took := time.Since(began)
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		st, _ := b.Get(as("u1"), id)
		assert.Equal(c, progress.State{Phase: progress.Done, Done: 100, Total: 100, Finished: true}, st)
	}, time.Second, 20*time.Millisecond, "the final state reaches the other instance")
	time.Sleep(300 * time.Millisecond) // a late update would come within one throttle window
	sent := published.Load() - before
	require.LessOrEqual(t, sent, int64(took/(250*time.Millisecond))+2, "at most one update per 250 ms")
	require.GreaterOrEqual(t, sent, int64(2), "updates while it runs, not only the last")
}

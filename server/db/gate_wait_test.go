package db

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// A read that finds a turn free is not counted; one that waits is, with its
// time in the queue, and so is one that gives up when its request ends.
// Each queue counts its own waits.
func TestGateCountsWaits(t *testing.T) {
	g, other := make(gate, 1), make(gate, 1)
	d := &DB{drv: &driver{turns: g}}
	ctx := context.Background()
	require.Equal(t, ReadQueue{Turns: 1}, d.ReadQueue())

	require.NoError(t, g.enter(ctx))
	require.Equal(t, ReadQueue{Turns: 1, Taken: 1}, d.ReadQueue(), "a free turn is no wait")

	entered := make(chan error)
	go func() { entered <- g.enter(ctx) }()
	time.Sleep(50 * time.Millisecond) // the time in the queue, measured below: the behaviour under test
	g.leave()
	require.NoError(t, <-entered)
	q := d.ReadQueue()
	require.Equal(t, uint64(1), q.Waits)
	// the goroutine starts waiting some time after the sleep began (once
	// 29.7 of 30 ms on a loaded machine): a margin, not the whole sleep
	require.GreaterOrEqual(t, q.Wait, 25*time.Millisecond)
	require.Equal(t, 1, q.Taken)

	short, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancel()
	require.ErrorIs(t, g.enter(short), context.DeadlineExceeded)
	q2 := d.ReadQueue()
	require.Equal(t, uint64(2), q2.Waits, "a read that gave up waited too")
	// the deadline's clock starts before enter's (19.07 of 20 ms seen on CI)
	require.GreaterOrEqual(t, q2.Wait-q.Wait, 15*time.Millisecond)
	g.leave()

	require.NoError(t, other.enter(ctx))
	go func() { entered <- other.enter(ctx) }()
	time.Sleep(5 * time.Millisecond) // a wait of the other queue (the assertion holds either way: this queue's count is d's alone)
	other.leave()
	require.NoError(t, <-entered)
	require.Equal(t, uint64(2), d.ReadQueue().Waits, "another queue's wait is its own")
}

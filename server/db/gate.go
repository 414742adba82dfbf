package db

import (
	"context"
	"database/sql"
	"sync"
)

// gate queues reads in arrival order in front of the SQLite read pool.
// database/sql hands a freed connection to a random waiter, so with 16
// requests on 2 readers an unlucky request waited through many others' turns:
// the deep list's p99 at 16 connections was three times its median. Here at
// most twice as many reads as there are readers go on to the pool (so a freed
// connection never waits for the next read to arrive), and the rest wait in
// the channel's queue, first come first served.
type gate chan struct{}

type queuedKey struct{}

// Queued marks ctx as a signed-in request's: its SELECTs outside a
// transaction wait their turn at the SQLite read pool in arrival order. Other
// reads (start-up, jobs, ent's schema tooling, which needs database/sql's own
// rows) go straight to the pool.
func Queued(ctx context.Context) context.Context { return context.WithValue(ctx, queuedKey{}, true) }

func queued(ctx context.Context) bool { return ctx.Value(queuedKey{}) != nil }

// enter waits for a turn, or for ctx to end.
func (g gate) enter(ctx context.Context) error {
	select {
	case g <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (g gate) leave() { <-g }

// gatedRows gives the turn back when the rows are closed (ent closes every
// result it reads), once.
type gatedRows struct {
	*sql.Rows
	once sync.Once
	g    gate
}

func (r *gatedRows) Close() error {
	err := r.Rows.Close()
	r.once.Do(r.g.leave)
	return err
}

package db

import (
	"context"
	"database/sql"
	"sync"
)

// gate lets a bounded number of request reads run at once and queues the
// rest in arrival order (a channel's waiters are served first come first
// served).
//   - SQLite, twice as many turns as readers: database/sql hands a freed
//     connection to a random waiter, so with 16 requests on 2 readers an
//     unlucky one waited through many others' turns (the deep list's p99 at 16
//     connections was three times its median). With twice the readers, a freed
//     reader never waits for the next read to arrive.
//   - PostgreSQL, two turns per core (at most the pool): 16 backends at once
//     on a 2-core machine share it with the server; 4 at a time gave the same
//     req/s and half the p99 (docs/benchmarks.md).
type gate chan struct{}

type queuedKey struct{}

// Queued marks ctx as a signed-in request's: its SELECTs outside a
// transaction wait their turn at the read pool in arrival order. Other
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

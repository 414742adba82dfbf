package db

import (
	"context"
	"database/sql"
	"sync"
	"sync/atomic"
	"time"
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

// enter waits for a turn, or for ctx to end. A read that finds every turn
// taken is counted, with its time in the queue (ReadQueue).
func (g gate) enter(ctx context.Context) error {
	select {
	case g <- struct{}{}:
		return nil
	default:
	}
	start := time.Now()
	var err error
	select {
	case g <- struct{}{}:
	case <-ctx.Done():
		err = ctx.Err()
	}
	w := g.waits()
	w.n.Add(1)
	w.nanos.Add(uint64(time.Since(start)))
	return err
}

func (g gate) leave() { <-g }

// queueWaits holds each read queue's wait counters. A queue is a bare
// channel (its length and capacity are the turns taken and its size), so
// the counters live beside it: one entry per database whose reads waited.
var queueWaits sync.Map // gate → *waitCount

type waitCount struct{ n, nanos atomic.Uint64 }

func (g gate) waits() *waitCount {
	if w, ok := queueWaits.Load(g); ok {
		return w.(*waitCount)
	}
	w, _ := queueWaits.LoadOrStore(g, new(waitCount))
	return w.(*waitCount)
}

// ReadQueue is the state of the queue request reads wait in (see gate).
type ReadQueue struct {
	Turns int // reads the queue lets run at once
	Taken int // turns taken now
	// Waits counts the reads that found every turn taken, and Wait is their
	// time in the queue together (those that gave up, their request ended,
	// included).
	Waits uint64
	Wait  time.Duration
}

// ReadQueue reports d's read queue, for the metrics.
func (d *DB) ReadQueue() ReadQueue {
	q := ReadQueue{Turns: cap(d.drv.turns), Taken: len(d.drv.turns)}
	if w, ok := queueWaits.Load(d.drv.turns); ok {
		wc := w.(*waitCount)
		q.Waits, q.Wait = wc.n.Load(), time.Duration(wc.nanos.Load())
	}
	return q
}

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

// Package cache keeps in memory what every request reads (sessions, grants,
// data rules, dictionaries) and drops it when the tables it came from change.
//
// Each table is a topic with a generation number. A write through ent bumps
// its table's generation once it has committed, here and — through
// PostgreSQL's LISTEN/NOTIFY — on every other instance. An entry remembers
// the generations of its tables as they were before it was read, so an entry
// read before a commit is never served after it. Lists' rows and totals are
// never cached: only the small tables around them.
package cache

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	entgo "entgo.io/ent"
	"github.com/lib/pq"

	"aqueduct/ent"
)

// channel is the PostgreSQL notification channel of table changes.
const channel = "aq_cache"

// Bus holds the generation of every table and spreads changes.
type Bus struct {
	mu   sync.RWMutex
	gens map[string]*atomic.Uint64
	all  atomic.Uint64 // bumped when changes may have been missed (a lost listener)
	db   *sql.DB       // where notifications are sent; nil on SQLite (one instance)
	self string        // this instance's mark on its notifications
	log  *slog.Logger
	stop func()
	// Topics (Subscribe/Publish) ride the same listener on channels of their own.
	topicMu  sync.Mutex
	topics   map[string]func(payload string)
	listener *pq.Listener
	// maps are the caches made on this bus, for MapStats.
	mapsMu sync.Mutex
	maps   []interface{ stats() MapStats }
}

// NewBus returns a bus for one process; Listen adds other instances.
func NewBus(log *slog.Logger) *Bus {
	self := make([]byte, 8)
	_, _ = rand.Read(self)
	return &Bus{gens: map[string]*atomic.Uint64{}, log: log, stop: func() {}, self: hex.EncodeToString(self),
		topics: map[string]func(string){}}
}

// Subscribe calls fn with every payload published on topic (a PostgreSQL
// channel name of its own), by this instance or another. fn runs on the
// listener's goroutine: it must not block.
func (b *Bus) Subscribe(topic string, fn func(payload string)) error {
	b.topicMu.Lock()
	defer b.topicMu.Unlock()
	b.topics[topic] = fn
	if b.listener != nil {
		return b.listener.Listen(topic)
	}
	return nil
}

// Publish hands payload to topic's subscriber here at once and, on
// PostgreSQL, to the other instances (NOTIFY: at most about 8000 bytes).
func (b *Bus) Publish(ctx context.Context, topic, payload string) error {
	b.topicMu.Lock()
	fn := b.topics[topic]
	b.topicMu.Unlock()
	if fn != nil {
		fn(payload)
	}
	if b.db == nil {
		return nil
	}
	_, err := b.db.ExecContext(context.WithoutCancel(ctx), "SELECT pg_notify($1, $2)", topic, b.self+" "+payload)
	return err
}

// deliver passes another instance's topic payload to its subscriber.
func (b *Bus) deliver(topic, extra string) {
	from, payload, ok := strings.Cut(extra, " ")
	if !ok || from == b.self {
		return
	}
	b.topicMu.Lock()
	fn := b.topics[topic]
	b.topicMu.Unlock()
	if fn != nil {
		fn(payload)
	}
}

func (b *Bus) counter(table string) *atomic.Uint64 {
	b.mu.RLock()
	c := b.gens[table]
	b.mu.RUnlock()
	if c != nil {
		return c
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if c = b.gens[table]; c == nil {
		c = &atomic.Uint64{}
		b.gens[table] = c
	}
	return c
}

// Gen is a number that changes whenever one of the tables changes.
func (b *Bus) Gen(tables ...string) uint64 {
	g := b.all.Load() // counters only grow: any change grows the sum
	for _, t := range tables {
		g += b.counter(t).Load()
	}
	return g
}

// Changed notes that table changed (after the commit), here and elsewhere.
func (b *Bus) Changed(ctx context.Context, table string) {
	b.counter(table).Add(1)
	if b.db != nil {
		if _, err := b.db.ExecContext(context.WithoutCancel(ctx), "SELECT pg_notify($1, $2)", channel, b.self+" "+table); err != nil {
			b.log.Warn("cache: notify failed", "table", table, "err", err)
		}
	}
}

// Hook bumps the table of every committed ent write: after the transaction's
// commit when there is one, else after the write. Writes that change nothing
// anyone caches (unseen) bump nothing, and on PostgreSQL notify no one.
func (b *Bus) Hook() entgo.Hook {
	return func(next entgo.Mutator) entgo.Mutator {
		return entgo.MutateFunc(func(ctx context.Context, m entgo.Mutation) (entgo.Value, error) {
			v, err := next.Mutate(ctx, m)
			if err != nil || unseen(m) {
				return v, err
			}
			table := Table(m.Type())
			if txm, ok := m.(interface{ Tx() (*ent.Tx, error) }); ok {
				if tx, terr := txm.Tx(); terr == nil {
					tx.OnCommit(func(next ent.Committer) ent.Committer {
						return ent.CommitFunc(func(ctx context.Context, tx *ent.Tx) error {
							if err := next.Commit(ctx, tx); err != nil {
								return err
							}
							b.Changed(ctx, table)
							return nil
						})
					})
					return v, nil
				}
			}
			b.Changed(ctx, table)
			return v, nil
		})
	}
}

// unseen reports whether m changes nothing anyone caches: sign-in's own
// bookkeeping (captchas, login attempts: never kept in memory; whoever
// starts caching them must drop them from here), a new session (sessions
// are kept by id, and a look-up that found none is not kept) and an update
// that only notes a session's activity. Every login writes the first three.
func unseen(m entgo.Mutation) bool {
	switch m.Type() {
	case "SysCaptcha", "SysLoginAttempt":
		return true
	case "SysSession":
		if m.Op().Is(entgo.OpCreate) {
			return true
		}
		fs := m.Fields()
		return m.Op().Is(entgo.OpUpdateOne|entgo.OpUpdate) &&
			len(fs) == 1 && fs[0] == "last_seen" && len(m.ClearedFields()) == 0
	}
	return false
}

// Table is the topic of an ent type: its type name (SysUser, SysDictItem …).
func Table(entType string) string { return entType }

// Listen spreads this bus's changes to the other instances on the same
// PostgreSQL database and takes theirs, until ctx ends.
func (b *Bus) Listen(ctx context.Context, dsn string, db *sql.DB) error {
	l := pq.NewListener(dsn, 100*time.Millisecond, 5*time.Second, func(ev pq.ListenerEventType, err error) {
		if ev == pq.ListenerEventReconnected || ev == pq.ListenerEventConnectionAttemptFailed {
			b.all.Add(1) // notifications may have been lost meanwhile
		}
	})
	if err := l.Listen(channel); err != nil {
		l.Close()
		return err
	}
	b.topicMu.Lock()
	for topic := range b.topics {
		if err := l.Listen(topic); err != nil {
			b.topicMu.Unlock()
			l.Close()
			return err
		}
	}
	b.listener = l
	b.topicMu.Unlock()
	b.db = db
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		ping := time.NewTicker(30 * time.Second)
		defer ping.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case n := <-l.Notify:
				if n == nil { // reconnected: anything may have changed
					b.all.Add(1)
					continue
				}
				if n.Channel != channel {
					b.deliver(n.Channel, n.Extra)
					continue
				}
				// Our own changes were counted when they committed.
				if from, table, ok := strings.Cut(n.Extra, " "); ok && from != b.self {
					b.counter(table).Add(1)
				}
			case <-ping.C:
				_ = l.Ping()
			}
		}
	}()
	b.stop = func() { cancel(); <-done; l.Close() }
	return nil
}

// Close stops listening.
func (b *Bus) Close() { b.stop() }

// Map is a bounded cache of values read from some tables.
type Map[V any] struct {
	bus    *Bus
	tables []string
	max    int
	mu     sync.RWMutex
	items  map[string]entry[V]
}

type entry[V any] struct {
	gen uint64
	v   V
}

// NewMap caches up to max values that depend on tables.
func NewMap[V any](bus *Bus, max int, tables ...string) *Map[V] {
	m := &Map[V]{bus: bus, tables: tables, max: max, items: map[string]entry[V]{}}
	bus.mapsMu.Lock()
	bus.maps = append(bus.maps, m)
	bus.mapsMu.Unlock()
	return m
}

// MapStats is what a cache holds: the tables its values come from, its
// entries (fresh or not yet dropped) and its bound.
type MapStats struct {
	Tables []string
	Keys   int
	Max    int
}

func (m *Map[V]) stats() MapStats {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return MapStats{Tables: m.tables, Keys: len(m.items), Max: m.max}
}

// MapStats are the caches made on this bus, in the order they were made
// (the monitoring pages' figures; nothing reads values through it).
func (b *Bus) MapStats() []MapStats {
	b.mapsMu.Lock()
	maps := append([]interface{ stats() MapStats }(nil), b.maps...)
	b.mapsMu.Unlock()
	out := make([]MapStats, len(maps))
	for i, m := range maps {
		out[i] = m.stats()
	}
	return out
}

// Shared reports whether changes reach other instances (PostgreSQL
// LISTEN/NOTIFY) rather than this process alone (SQLite).
func (b *Bus) Shared() bool {
	b.topicMu.Lock()
	defer b.topicMu.Unlock()
	return b.listener != nil
}

// Get returns the value of key, loading it when absent or outdated. A load
// that fails is not kept.
func (m *Map[V]) Get(key string, load func() (V, error)) (V, error) {
	gen := m.bus.Gen(m.tables...)
	m.mu.RLock()
	e, ok := m.items[key]
	m.mu.RUnlock()
	if ok && e.gen == gen {
		return e.v, nil
	}
	v, err := load()
	if err != nil {
		return v, err
	}
	m.mu.Lock()
	if len(m.items) >= m.max {
		m.items = map[string]entry[V]{} // crude but bounded: start over
	}
	m.items[key] = entry[V]{gen: gen, v: v}
	m.mu.Unlock()
	return v, nil
}

// Delete drops key, so the next Get reads it again.
func (m *Map[V]) Delete(key string) {
	m.mu.Lock()
	delete(m.items, key)
	m.mu.Unlock()
}

// Key joins parts into a map key.
func Key(parts ...string) string { return strings.Join(parts, "\x00") }

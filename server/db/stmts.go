package db

import (
	"container/list"
	"context"
	"database/sql"
	"sync"
	"sync/atomic"
)

// Prepared-statement cache sizes: at most StmtCacheSize prepared SELECTs per
// pool (each prepared on a connection the first time it runs there), and a
// text is prepared only once it has been seen before among the last
// stmtSeenSize distinct texts, so a one-off query (an IN list of a new length)
// costs no extra round trip.
const (
	StmtCacheSize = 256
	stmtSeenSize  = 4096
)

// stmtCache runs a pool's repeated SELECTs as prepared statements: the
// database parses a list's count and page once per connection instead of on
// every request (SQLite compiles the statement once; PostgreSQL still plans
// each run for its values, see PostgresDSN). Only SELECTs outside a
// transaction come here; what a statement returns is never kept.
type stmtCache struct {
	db  *sql.DB
	max int

	mu    sync.Mutex
	stmts map[string]*list.Element // of *cachedStmt, most recently used first
	lru   list.List
	seen  map[string]struct{}

	prepared atomic.Uint64
}

type cachedStmt struct {
	query   string
	stmt    *sql.Stmt
	refs    int  // queries running on it now
	evicted bool // out of the cache: closed when the last query is done
}

func newStmtCache(db *sql.DB, size int) *stmtCache {
	return &stmtCache{db: db, max: size, stmts: map[string]*list.Element{}, seen: map[string]struct{}{}}
}

// query runs query with args, prepared if it has run before.
func (c *stmtCache) query(ctx context.Context, query string, args []any) (*sql.Rows, error) {
	s, err := c.acquire(ctx, query)
	if err != nil {
		return nil, err
	}
	if s == nil {
		return c.db.QueryContext(ctx, query, args...)
	}
	defer c.release(s)
	// The rows keep the statement's connection until they are closed, even
	// if the statement is closed before that (database/sql counts them).
	return s.stmt.QueryContext(ctx, args...)
}

// acquire returns query's prepared statement, preparing it on its second
// sighting; nil (and no error) means run it unprepared.
func (c *stmtCache) acquire(ctx context.Context, query string) (*cachedStmt, error) {
	c.mu.Lock()
	if e, ok := c.stmts[query]; ok {
		s := e.Value.(*cachedStmt)
		s.refs++
		c.lru.MoveToFront(e)
		c.mu.Unlock()
		return s, nil
	}
	if _, ok := c.seen[query]; !ok {
		if len(c.seen) >= stmtSeenSize {
			clear(c.seen)
		}
		c.seen[query] = struct{}{}
		c.mu.Unlock()
		return nil, nil
	}
	c.mu.Unlock()

	stmt, err := c.db.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	c.prepared.Add(1)
	c.mu.Lock()
	if e, ok := c.stmts[query]; ok { // prepared meanwhile by another request
		s := e.Value.(*cachedStmt)
		s.refs++
		c.mu.Unlock()
		stmt.Close()
		return s, nil
	}
	s := &cachedStmt{query: query, stmt: stmt, refs: 1}
	c.stmts[query] = c.lru.PushFront(s)
	var idle []*sql.Stmt
	for c.lru.Len() > c.max {
		old := c.lru.Remove(c.lru.Back()).(*cachedStmt)
		delete(c.stmts, old.query)
		old.evicted = true
		if old.refs == 0 {
			idle = append(idle, old.stmt)
		}
	}
	c.mu.Unlock()
	for _, st := range idle {
		st.Close()
	}
	return s, nil
}

func (c *stmtCache) release(s *cachedStmt) {
	c.mu.Lock()
	s.refs--
	done := s.evicted && s.refs == 0
	c.mu.Unlock()
	if done {
		s.stmt.Close()
	}
}

// close closes every cached statement (before the pool is closed).
func (c *stmtCache) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for e := c.lru.Front(); e != nil; e = e.Next() {
		s := e.Value.(*cachedStmt)
		s.evicted = true
		if s.refs == 0 {
			s.stmt.Close()
		}
	}
	c.lru.Init()
	clear(c.stmts)
}

package db

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
	"sync/atomic"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
)

// Stats counts what the ent driver has run since Open.
type Stats struct {
	// Statements is every statement ent ran: queries and execs, in and out of
	// transactions (BEGIN, COMMIT and ROLLBACK are not counted).
	Statements uint64 `json:"statements"`
	// Reads is how many of them went to the read pool (SQLite: a SELECT
	// outside a transaction). Always 0 on PostgreSQL, which has one pool.
	Reads uint64 `json:"reads"`
	// Txs is how many transactions were begun.
	Txs uint64 `json:"txs"`
	// Prepared is how many SELECTs the statement cache has prepared (each is
	// then reused until it falls out of the cache).
	Prepared uint64 `json:"prepared"`
}

// driver is the ent driver of a DB: it counts statements and, when read is
// set (SQLite), sends a SELECT outside a transaction to the read pool and
// everything else (execs, INSERT … RETURNING, transactions) to the writer.
type driver struct {
	write *entsql.Driver
	read  *entsql.Driver // nil: one pool for everything
	// stmts prepares the SELECTs outside a transaction that repeat, on the
	// pool they run on (the read pool if there is one).
	stmts *stmtCache
	// turns queues the Queued reads of the read pool in arrival order.
	turns gate

	statements, reads, txs atomic.Uint64
}

var _ dialect.Driver = (*driver)(nil)

func (d *driver) Dialect() string { return d.write.Dialect() }

func (d *driver) Exec(ctx context.Context, query string, args, v any) error {
	d.statements.Add(1)
	return d.write.Exec(ctx, query, args, v)
}

func (d *driver) Query(ctx context.Context, query string, args, v any) error {
	d.statements.Add(1)
	if !isSelect(query) {
		return d.write.Query(ctx, query, args, v)
	}
	if d.read != nil {
		d.reads.Add(1)
	}
	// What entsql.Conn.Query does, on a prepared statement. (Session
	// variables, entsql.WithVar, are not used here and would be skipped.)
	rows, ok := v.(*entsql.Rows)
	if !ok {
		return fmt.Errorf("db: query into %T, want *sql.Rows", v)
	}
	argv, ok := args.([]any)
	if !ok {
		return fmt.Errorf("db: query arguments %T, want []any", args)
	}
	gated := queued(ctx)
	if gated {
		if err := d.turns.enter(ctx); err != nil {
			return err
		}
	}
	r, err := d.stmts.query(ctx, query, argv)
	if err != nil {
		if gated {
			d.turns.leave()
		}
		return err
	}
	var cs entsql.ColumnScanner = r
	if gated {
		cs = &gatedRows{Rows: r, g: d.turns}
	}
	*rows = entsql.Rows{ColumnScanner: &typedRows{ColumnScanner: cs}}
	return nil
}

// typedRows keeps a result set's column types: ent asks for them on every
// row that carries a computed column (a page's total, rowcount.TotalColumn),
// and database/sql builds them anew, for every column, on each call (9 % of
// a list's CPU on PostgreSQL).
type typedRows struct {
	entsql.ColumnScanner
	types []*sql.ColumnType
}

func (r *typedRows) ColumnTypes() ([]*sql.ColumnType, error) {
	if r.types == nil {
		types, err := r.ColumnScanner.ColumnTypes()
		if err != nil {
			return nil, err
		}
		r.types = types
	}
	return r.types, nil
}

func (r *typedRows) NextResultSet() bool {
	r.types = nil
	return r.ColumnScanner.NextResultSet()
}

func (d *driver) Tx(ctx context.Context) (dialect.Tx, error) { return d.BeginTx(ctx, nil) }

// BeginTx starts a transaction on the writer (ent's Client.BeginTx needs it).
func (d *driver) BeginTx(ctx context.Context, opts *sql.TxOptions) (dialect.Tx, error) {
	tx, err := d.write.BeginTx(ctx, opts)
	if err != nil {
		return nil, err
	}
	d.txs.Add(1)
	return &countingTx{Tx: tx, n: &d.statements}, nil
}

func (d *driver) Close() error {
	d.stmts.close()
	var rerr error
	if d.read != nil {
		rerr = d.read.Close()
	}
	if err := d.write.Close(); err != nil {
		return err
	}
	return rerr
}

func (d *driver) stats() Stats {
	return Stats{Statements: d.statements.Load(), Reads: d.reads.Load(), Txs: d.txs.Load(), Prepared: d.stmts.prepared.Load()}
}

// countingTx counts the statements of a transaction.
type countingTx struct {
	dialect.Tx
	n *atomic.Uint64
}

func (t *countingTx) Exec(ctx context.Context, query string, args, v any) error {
	t.n.Add(1)
	return t.Tx.Exec(ctx, query, args, v)
}

func (t *countingTx) Query(ctx context.Context, query string, args, v any) error {
	t.n.Add(1)
	return t.Tx.Query(ctx, query, args, v)
}

// isSelect reports whether query is a plain SELECT, which cannot write. A
// statement starting with WITH may end in INSERT, UPDATE or DELETE: it goes to
// the writer like every other statement.
func isSelect(query string) bool {
	q := strings.TrimLeft(query, " \t\r\n(")
	return len(q) >= 6 && strings.EqualFold(q[:6], "SELECT")
}

// Int reads a count from a column a query added (ent's Value): the drivers
// hand it back as an int64, or as text (PostgreSQL's SUM is numeric).
func Int(v any) (int, error) {
	switch n := v.(type) {
	case int64:
		return int(n), nil
	case []byte:
		return strconv.Atoi(string(n))
	case string:
		return strconv.Atoi(n)
	}
	return 0, fmt.Errorf("db: a count as %T", v)
}

package db

import (
	"context"

	entsql "entgo.io/ent/dialect/sql"
)

// Turns reports the taken turns and the size of the read queue (0, 0: none).
func (d *DB) Turns() (taken, size int) { return len(d.drv.turns), cap(d.drv.turns) }

// DriverQuery runs query through the ent driver as ent does, into rows.
func (d *DB) DriverQuery(ctx context.Context, query string, rows *entsql.Rows) error {
	return d.drv.Query(ctx, query, []any{}, rows)
}

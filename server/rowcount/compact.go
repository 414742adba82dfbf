package rowcount

import (
	"context"
	"database/sql"
	"log/slog"
	"strings"
	"time"

	"entgo.io/ent/dialect"
)

// compactAbove is how many rows a counter may hold before Compact folds it.
const compactAbove = 256

// RunCompactor folds each PostgreSQL counter's delta rows into one row per
// combination every interval until ctx ends, so a total stays a sum over a
// few rows however many writes came. SQLite counters update in place and
// need none. Every instance may run it: two at once each fold the rows they
// deleted, and the sums stay right.
func RunCompactor(ctx context.Context, db *sql.DB, dialectName string, every time.Duration, log *slog.Logger) {
	if dialectName != dialect.Postgres {
		return
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := Compact(ctx, db, compactAbove); err != nil && ctx.Err() == nil {
				log.Warn("rowcount: compact", "err", err)
			}
		}
	}
}

// Compact folds the PostgreSQL counters holding more than above rows.
func Compact(ctx context.Context, db *sql.DB, above int) error {
	for _, c := range All() {
		cnt := q(c.CounterTable())
		var n int
		if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM "+cnt).Scan(&n); err != nil {
			return err
		}
		if n <= above {
			continue
		}
		dims := strings.Join(quoteAll(c.Dims), ", ")
		sel, group := "", ""
		if dims != "" {
			sel, group = dims+", ", " GROUP BY "+dims
		}
		into := cnt + " (" + sel + sumColumn + ")"
		if _, err := db.ExecContext(ctx, "WITH d AS (DELETE FROM "+cnt+" RETURNING *) INSERT INTO "+into+
			" SELECT "+sel+"SUM("+sumColumn+") FROM d"+group+" HAVING SUM("+sumColumn+") <> 0"); err != nil {
			return err
		}
	}
	return nil
}

package dashboard

import (
	"context"
	"database/sql"
)

// RebuildAdvanceDaily recomputes the advance summary (cmis_advance_daily)
// from the records, the nightly statistics job: the triggers keep it in step
// with every write, and this mends what they cannot see (a table restored
// from a backup, rows loaded with triggers off). Writers of the records wait
// for it, so none lands between the delete and the sums.
func RebuildAdvanceDaily(ctx context.Context, db *sql.DB, dialect string) (days int64, err error) {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer func() {
		if err != nil {
			_ = tx.Rollback()
		}
	}()
	if dialect == "postgres" {
		if _, err = tx.ExecContext(ctx, "LOCK TABLE cmis_tunnel_advance IN SHARE MODE"); err != nil {
			return 0, err
		}
	} // SQLite: the delete takes the database's one write lock
	if _, err = tx.ExecContext(ctx, "DELETE FROM cmis_advance_daily"); err != nil {
		return 0, err
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO cmis_advance_daily (tenant_id, section_id, report_date, metres, records)
  SELECT tenant_id, COALESCE(section_id, ''), report_date, COALESCE(SUM(advance), 0), COUNT(*)
  FROM cmis_tunnel_advance WHERE del_flag = 0 GROUP BY tenant_id, COALESCE(section_id, ''), report_date`)
	if err != nil {
		return 0, err
	}
	if days, err = res.RowsAffected(); err != nil {
		return 0, err
	}
	return days, tx.Commit()
}

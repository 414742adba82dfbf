package rowcount

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"entgo.io/ent/dialect"
)

// stateTable records, per counted table, the dimensions and the schema
// version its counter was built for.
const stateTable = "aq_count_state"

// Ensure builds or rebuilds the counter tables and (re)creates their
// triggers; at start, under the setup lock, after the migrations. A counter
// is rebuilt from its table when it is new, when its dimensions changed, or
// when the schema version moved (a migration may have rewritten the table
// without its triggers); counters nobody registers any more are dropped.
func Ensure(ctx context.Context, db *sql.DB, dialectName string, version int64) error {
	if _, err := db.ExecContext(ctx, "CREATE TABLE IF NOT EXISTS "+stateTable+
		" (tbl TEXT PRIMARY KEY, dims TEXT NOT NULL, version BIGINT NOT NULL)"); err != nil {
		return fmt.Errorf("rowcount: %w", err)
	}
	built := map[string]string{}
	rows, err := db.QueryContext(ctx, "SELECT tbl, dims || '@' || CAST(version AS TEXT) FROM "+stateTable)
	if err != nil {
		return fmt.Errorf("rowcount: %w", err)
	}
	for rows.Next() {
		var t, sig string
		if err := rows.Scan(&t, &sig); err != nil {
			rows.Close()
			return err
		}
		built[t] = sig
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	d := ddl{dialect: dialectName}
	for _, c := range All() {
		sig := fmt.Sprintf("%s@%d", strings.Join(c.Dims, ","), version)
		if err := inTx(ctx, db, func(tx *sql.Tx) error {
			return d.ensure(ctx, tx, c, built[c.Table] != sig, version)
		}); err != nil {
			return fmt.Errorf("rowcount %s: %w", c.Table, err)
		}
		delete(built, c.Table)
	}
	for t := range built { // no longer counted
		if err := inTx(ctx, db, func(tx *sql.Tx) error { return d.drop(ctx, tx, t) }); err != nil {
			return fmt.Errorf("rowcount %s: %w", t, err)
		}
	}
	return nil
}

func inTx(ctx context.Context, db *sql.DB, f func(*sql.Tx) error) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

// ddl writes a dialect's statements.
type ddl struct{ dialect string }

func (d ddl) pg() bool { return d.dialect == dialect.Postgres }

func q(ident string) string { return `"` + ident + `"` }

func (d ddl) ensure(ctx context.Context, tx *sql.Tx, c *Counter, rebuild bool, version int64) error {
	cnt, src := q(c.CounterTable()), q(c.Table)
	var stmts []string
	if d.pg() {
		// Writers wait while the counter is rebuilt and the triggers replaced;
		// readers go on.
		stmts = append(stmts, "LOCK TABLE "+src+" IN SHARE ROW EXCLUSIVE MODE")
	}
	if rebuild {
		cols := quoteAll(c.Dims)
		group := ""
		if len(cols) > 0 {
			group = " GROUP BY " + strings.Join(cols, ", ")
		}
		stmts = append(stmts, "DROP TABLE IF EXISTS "+cnt,
			"CREATE TABLE "+cnt+" AS SELECT "+strings.Join(append(cols, "COUNT(*) AS "+sumColumn), ", ")+" FROM "+src+group)
	}
	stmts = append(stmts, d.triggers(c)...)
	for _, s := range stmts {
		if _, err := tx.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	if !rebuild {
		return nil
	}
	_, err := tx.ExecContext(ctx, d.rebind("DELETE FROM "+stateTable+" WHERE tbl = ?"), c.Table)
	if err == nil {
		_, err = tx.ExecContext(ctx, d.rebind("INSERT INTO "+stateTable+" (tbl, dims, version) VALUES (?, ?, ?)"),
			c.Table, strings.Join(c.Dims, ","), version)
	}
	return err
}

func (d ddl) drop(ctx context.Context, tx *sql.Tx, table string) error {
	stmts := []string{}
	if d.pg() {
		stmts = append(stmts, "DROP FUNCTION IF EXISTS "+q(prefix+table+"_fn")+"() CASCADE")
	} else {
		for _, op := range []string{"ins", "del", "upd"} {
			stmts = append(stmts, "DROP TRIGGER IF EXISTS "+q(prefix+table+"_"+op))
		}
	}
	stmts = append(stmts, "DROP TABLE IF EXISTS "+q(prefix+table))
	for _, s := range stmts {
		if _, err := tx.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	_, err := tx.ExecContext(ctx, d.rebind("DELETE FROM "+stateTable+" WHERE tbl = ?"), table)
	return err
}

func (d ddl) rebind(s string) string {
	if !d.pg() {
		return s
	}
	var b strings.Builder
	n := 0
	for _, ch := range s {
		if ch == '?' {
			n++
			fmt.Fprintf(&b, "$%d", n)
			continue
		}
		b.WriteRune(ch)
	}
	return b.String()
}

// triggers are the statements that (re)create c's triggers.
func (d ddl) triggers(c *Counter) []string {
	cnt, src := q(c.CounterTable()), q(c.Table)
	match := func(row string) string { // the counter rows of row's combination
		if len(c.Dims) == 0 {
			return "TRUE"
		}
		parts := make([]string, len(c.Dims))
		for i, dim := range c.Dims {
			if d.pg() {
				parts[i] = q(dim) + " IS NOT DISTINCT FROM " + row + "." + q(dim)
			} else {
				parts[i] = q(dim) + " IS " + row + "." + q(dim)
			}
		}
		return strings.Join(parts, " AND ")
	}
	values := func(row string, n string) string {
		vs := make([]string, 0, len(c.Dims)+1)
		for _, dim := range c.Dims {
			vs = append(vs, row+"."+q(dim))
		}
		return strings.Join(append(vs, n), ", ")
	}
	into := cnt + " (" + strings.Join(append(quoteAll(c.Dims), sumColumn), ", ") + ")"
	changed := make([]string, len(c.Dims))
	for i, dim := range c.Dims {
		changed[i] = "OLD." + q(dim) + " IS DISTINCT FROM NEW." + q(dim)
		if !d.pg() {
			changed[i] = "OLD." + q(dim) + " IS NOT NEW." + q(dim)
		}
	}
	if d.pg() {
		// Statement triggers add one delta row per combination a statement
		// touched, never updating a row: concurrent writers take no lock on
		// the counter, and a transaction of 10,000 inserts leaves no chain of
		// row versions to walk. Compact folds the deltas back together.
		fn := q(prefix + c.Table + "_fn")
		dims := strings.Join(quoteAll(c.Dims), ", ")
		sel, group := "", ""
		if dims != "" {
			sel, group = dims+", ", " GROUP BY "+dims
		}
		body := "BEGIN\n" +
			"  IF TG_OP = 'TRUNCATE' THEN DELETE FROM " + cnt + ";\n" +
			"  ELSIF TG_OP = 'INSERT' THEN INSERT INTO " + into + " SELECT " + sel + "COUNT(*) FROM aq_new" + group + " HAVING COUNT(*) > 0;\n" +
			"  ELSIF TG_OP = 'DELETE' THEN INSERT INTO " + into + " SELECT " + sel + "-COUNT(*) FROM aq_old" + group + " HAVING COUNT(*) > 0;\n" +
			"  ELSE INSERT INTO " + into + " SELECT " + sel + "SUM(d) FROM (SELECT " + sel + "-1 AS d FROM aq_old UNION ALL SELECT " + sel + "1 FROM aq_new) x" +
			group + " HAVING SUM(d) <> 0;\n" +
			"  END IF;\n  RETURN NULL;\nEND"
		trigger := func(op, event, referencing string) string {
			return "CREATE OR REPLACE TRIGGER " + q(prefix+c.Table+"_"+op) + " AFTER " + event + " ON " + src + referencing +
				" FOR EACH STATEMENT EXECUTE FUNCTION " + fn + "()"
		}
		return []string{
			"CREATE OR REPLACE FUNCTION " + fn + "() RETURNS trigger LANGUAGE plpgsql AS $aq$\n" + body + "\n$aq$",
			trigger("ins", "INSERT", " REFERENCING NEW TABLE AS aq_new"),
			trigger("del", "DELETE", " REFERENCING OLD TABLE AS aq_old"),
			// transition tables allow no column list: every UPDATE looks, most add nothing
			trigger("upd", "UPDATE", " REFERENCING OLD TABLE AS aq_old NEW TABLE AS aq_new"),
			trigger("truncate", "TRUNCATE", ""),
		}
	}
	// SQLite has one writer at a time: one row per combination.
	add := func(row, delta string) string {
		return "INSERT INTO " + into + " SELECT " + values(row, "0") + " WHERE NOT EXISTS (SELECT 1 FROM " + cnt + " WHERE " + match(row) + ");\n" +
			"  UPDATE " + cnt + " SET " + sumColumn + " = " + sumColumn + " + (" + delta + ") WHERE rowid = (SELECT rowid FROM " + cnt + " WHERE " + match(row) + " LIMIT 1);\n"
	}
	name := func(op string) string { return q(prefix + c.Table + "_" + op) }
	out := []string{
		"DROP TRIGGER IF EXISTS " + name("ins"), "DROP TRIGGER IF EXISTS " + name("del"), "DROP TRIGGER IF EXISTS " + name("upd"),
		"CREATE TRIGGER " + name("ins") + " AFTER INSERT ON " + src + " BEGIN\n  " + add("NEW", "1") + "END",
		"CREATE TRIGGER " + name("del") + " AFTER DELETE ON " + src + " BEGIN\n  " + add("OLD", "-1") + "END",
	}
	if len(c.Dims) > 0 {
		out = append(out, "CREATE TRIGGER "+name("upd")+" AFTER UPDATE OF "+strings.Join(quoteAll(c.Dims), ", ")+" ON "+src+
			" WHEN "+strings.Join(changed, " OR ")+" BEGIN\n  "+add("OLD", "-1")+"  "+add("NEW", "1")+"END")
	}
	return out
}

func quoteAll(cols []string) []string {
	out := make([]string, len(cols))
	for i, c := range cols {
		out[i] = q(c)
	}
	return out
}

package db_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"testing"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/ent/migrate"
	"aqueduct/server/crud"
	"aqueduct/server/db"
	"aqueduct/server/query"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// recorder keeps the last SELECT ent sends, with its arguments.
type recorder struct {
	dialect.Driver
	mu    sync.Mutex
	query string
	args  []any
}

func (r *recorder) Query(ctx context.Context, q string, args, v any) error {
	if strings.HasPrefix(q, "SELECT") {
		r.mu.Lock()
		r.query, r.args = q, nil
		if a, ok := args.([]any); ok {
			r.args = a
		}
		r.mu.Unlock()
	}
	return r.Driver.Query(ctx, q, args, v)
}

func (r *recorder) last() (string, []any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.query, r.args
}

// listCase is one list request of a resource and what its plan must show.
type listCase struct {
	name   string
	params url.Values
	column string // a filtered column the plan must search by an index ("" for sorts)
	sorted bool   // the index gives the ORDER BY: no full sort
	// softDelete: the table has del_flag, which the index must answer too, so
	// a deep page skips rows without reading them.
	softDelete bool
}

// listCases are the default sort, each sortable column both ways, and each
// filter the generator indexes (exact, multi, range, section scope) with the
// default sort. Like filters (contains) cannot use a b-tree and are left out.
func listCases(r *crud.Resource) []listCase {
	cases := []listCase{{name: "default", params: url.Values{}, sorted: true}}
	for _, f := range r.Fields {
		if f.Secret {
			continue
		}
		if f.Sortable {
			for _, dir := range []string{"desc", "asc"} {
				cases = append(cases, listCase{name: "sort " + f.Name + " " + dir, sorted: true,
					params: url.Values{"column": {f.Name}, "order": {dir}}})
			}
		}
		if f.Column == "id" {
			continue // the primary key
		}
		v := sample(f.Kind)
		switch {
		case f.Query == "exact":
			cases = append(cases, listCase{name: "filter " + f.Name, column: f.Column, params: url.Values{f.Name: {v}}})
		case f.Query == "multi":
			cases = append(cases, listCase{name: "filter " + f.Name, column: f.Column,
				params: url.Values{f.Name + "_MultiString": {v + "," + v}}})
		case f.Query == "range":
			cases = append(cases, listCase{name: "filter " + f.Name, column: f.Column,
				params: url.Values{f.Name + "_begin": {v}}})
		case f.Column == "section_id" || f.Column == "engineering_id":
			cases = append(cases, listCase{name: "scope " + f.Name, column: f.Column, params: url.Values{f.Name: {v}}})
		}
	}
	return cases
}

func sample(k query.Kind) string {
	switch k {
	case query.Int, query.Float, query.Bool:
		return "1"
	case query.Time:
		return "2024-01-02 03:04:05"
	case query.Date:
		return "2024-01-02"
	}
	return "x"
}

// Every generated resource's list — the default sort (create_time DESC, id
// DESC), each sortable column, each indexed filter — is served by an index on
// both databases, as a tenant's user sends it (tenant and soft-delete
// conditions included) and on a deep page: the indexes gen/crudgen derives
// (AddIndexes) are in the migrations and the planners use them.
func TestListQueriesUseIndexes(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, d testenv.DB) {
		ctx := context.Background()
		conn, err := db.Open(ctx, d.URL, t.TempDir())
		require.NoError(t, err)
		defer conn.Close()
		require.NoError(t, conn.Migrate(ctx))
		rec := &recorder{Driver: entsql.OpenDB(conn.Dialect, conn.SQL)}
		client := ent.NewClient(ent.Driver(rec))
		uctx := viewer.NewContext(ctx, viewer.Viewer{UserID: "u1", Username: "u1", TenantID: 1})

		require.NotEmpty(t, crud.Resources())
		for _, r := range crud.Resources() {
			for _, lc := range listCases(r) {
				lc.softDelete = hasColumn(r, "del_flag")
				q, err := query.Parse(lc.params, r.Schema(), query.Options{})
				require.NoError(t, err, "%s %s", r.Key, lc.name)
				_, err = r.Store.List(uctx, client, q.Where(), q.Order(), 20, 20000)
				require.NoError(t, err, "%s %s", r.Key, lc.name)
				stmt, args := rec.last()
				require.Contains(t, stmt, r.Table, "%s %s: the list's SELECT", r.Key, lc.name)
				var problem string
				if d.Name == "postgres" {
					problem = pgPlanProblem(t, ctx, conn.SQL, stmt, args, r.Table, lc)
				} else {
					problem = sqlitePlanProblem(t, ctx, conn.SQL, stmt, args, r.Table, lc)
				}
				require.Empty(t, problem, "%s (%s) %s: %s", r.Key, r.Table, lc.name, stmt)
			}
		}
	})
}

// sqlitePlanProblem reads EXPLAIN QUERY PLAN: a sort must not need a temporary
// b-tree for the ORDER BY (a scan in index or rowid order gives it); a filter
// must search by an index on its column.
func sqlitePlanProblem(t *testing.T, ctx context.Context, c *sql.DB, stmt string, args []any, table string, lc listCase) string {
	t.Helper()
	rows, err := c.QueryContext(ctx, "EXPLAIN QUERY PLAN "+stmt, args...)
	require.NoError(t, err)
	defer rows.Close()
	var lines []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		require.NoError(t, rows.Scan(&id, &parent, &unused, &detail))
		lines = append(lines, detail)
	}
	require.NoError(t, rows.Err())
	plan := strings.Join(lines, "; ")
	access := ""
	for _, l := range lines {
		if strings.HasPrefix(l, "SCAN "+table) || strings.HasPrefix(l, "SEARCH "+table) {
			access = l
		}
	}
	switch {
	case access == "":
		return "no access to the table in plan: " + plan
	case lc.sorted && strings.Contains(plan, "USE TEMP B-TREE FOR ORDER BY"):
		return "sorts the rows: " + plan
	case lc.column != "" && !(strings.HasPrefix(access, "SEARCH") && strings.Contains(access, lc.column)):
		return "no index search on " + lc.column + ": " + plan
	case lc.softDelete && !(strings.HasPrefix(access, "SEARCH") && strings.Contains(access, "del_flag=")):
		return "del_flag is tested on every row, not searched in the index: " + plan
	}
	return ""
}

// hasColumn reports whether r's table has column, from the ent schema.
func hasColumn(r *crud.Resource, column string) bool {
	for _, tbl := range migrate.Tables {
		if tbl.Name == r.Table {
			for _, c := range tbl.Columns {
				if c.Name == column {
					return true
				}
			}
		}
	}
	return false
}

// pgPlanProblem reads EXPLAIN (FORMAT JSON) with sequential scans (and, for
// sorts, full sorts) priced out, so the plan uses an index wherever one serves:
// no Seq Scan, no Sort for a sort (an Incremental Sort of the ties after an
// ascending column is fine), an index condition on a filter's column.
func pgPlanProblem(t *testing.T, ctx context.Context, sdb *sql.DB, stmt string, args []any, table string, lc listCase) string {
	t.Helper()
	tx, err := sdb.BeginTx(ctx, nil) // the settings hold until its rollback
	require.NoError(t, err)
	defer tx.Rollback()
	if lc.column != "" || lc.softDelete {
		// On empty tables a filter's index and the default sort's index cost
		// the same, and the planner takes either; without the indexes that do
		// not hold the column and del_flag (dropped inside the transaction) it
		// must find the derived one that holds both.
		mentions := func(def, col string) bool {
			return strings.Contains(def, "("+col) || strings.Contains(def, " "+col+",") || strings.Contains(def, " "+col+")")
		}
		rows, err := tx.QueryContext(ctx, "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = $1", table)
		require.NoError(t, err)
		var drop []string
		for rows.Next() {
			var name, def string
			require.NoError(t, rows.Scan(&name, &def))
			if !strings.HasSuffix(name, "_pkey") &&
				(lc.column != "" && !mentions(def, lc.column) || lc.softDelete && !mentions(def, "del_flag")) {
				drop = append(drop, name)
			}
		}
		require.NoError(t, rows.Err())
		for _, name := range drop {
			_, err = tx.ExecContext(ctx, fmt.Sprintf("DROP INDEX %q", name))
			require.NoError(t, err)
		}
	}
	_, err = tx.ExecContext(ctx, "SET LOCAL enable_seqscan = off")
	require.NoError(t, err)
	_, err = tx.ExecContext(ctx, fmt.Sprintf("SET LOCAL enable_sort = %t", !lc.sorted))
	require.NoError(t, err)
	var raw []byte
	require.NoError(t, tx.QueryRowContext(ctx, "EXPLAIN (FORMAT JSON) "+stmt, args...).Scan(&raw))
	var out []struct {
		Plan pgNode `json:"Plan"`
	}
	require.NoError(t, json.Unmarshal(raw, &out))
	require.Len(t, out, 1)
	var problem string
	searched, flagFiltered := false, false
	var walk func(n pgNode)
	walk = func(n pgNode) {
		switch {
		case n.Type == "Seq Scan":
			problem = "sequential scan of " + n.Relation
		case n.Type == "Sort" && lc.sorted:
			problem = "sorts the rows"
		}
		if strings.Contains(n.Type, "Index") {
			searched = searched || lc.column != "" && strings.Contains(n.IndexCond, lc.column)
		}
		// del_flag in an index condition, or implied by a partial index's
		// predicate, is not re-tested row by row.
		flagFiltered = flagFiltered || strings.Contains(n.Filter, "del_flag")
		for _, p := range n.Plans {
			walk(p)
		}
	}
	walk(out[0].Plan)
	if problem == "" && lc.column != "" && !searched {
		problem = "no index condition on " + lc.column
	}
	if problem == "" && lc.softDelete && flagFiltered {
		problem = "del_flag is tested on every row, not by the index"
	}
	if problem != "" {
		return problem + ": " + string(raw)
	}
	return ""
}

type pgNode struct {
	Type      string   `json:"Node Type"`
	Relation  string   `json:"Relation Name"`
	IndexCond string   `json:"Index Cond"`
	Filter    string   `json:"Filter"`
	Plans     []pgNode `json:"Plans"`
}

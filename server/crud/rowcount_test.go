package crud_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/crud"
	"aqueduct/server/rowcount"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// TestCountersStayExact: every counted table's counter equals its table's
// own COUNT(*) per combination, after the demo's writes and after raw SQL
// that moves rows between combinations and deletes some, on both databases.
func TestCountersStayExact(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := context.Background()
		counters := rowcount.All()
		require.Greater(t, len(counters), 40, "every top-level resource and the log are counted")
		check := func(when string) {
			for _, c := range counters {
				require.Equal(t, grouped(t, s, ctx, c, "COUNT(*)", c.Table), grouped(t, s, ctx, c, "COALESCE(SUM(aq_rows), 0)", c.CounterTable()),
					"%s: %s", when, c.Table)
			}
		}
		check("after the demo")
		for _, c := range counters {
			for _, dim := range c.Dims {
				switch dim {
				case "del_flag": // into the recycle bin and back out
					exec(s, ctx, fmt.Sprintf("UPDATE %s SET del_flag = 1 - del_flag WHERE id IN (SELECT id FROM %s ORDER BY id LIMIT 3)", c.Table, c.Table))
				case "section_id", "engineering_id":
					exec(s, ctx, fmt.Sprintf("UPDATE %s SET %s = NULL WHERE id IN (SELECT id FROM %s ORDER BY id DESC LIMIT 2)", c.Table, dim, c.Table))
				case "log_type":
					exec(s, ctx, "UPDATE sys_log SET log_type = 3 - log_type WHERE id IN (SELECT id FROM sys_log ORDER BY id LIMIT 5)")
				}
			}
			// a delete a foreign key refuses changes nothing, as it must
			exec(s, ctx, fmt.Sprintf("DELETE FROM %s WHERE id IN (SELECT id FROM %s ORDER BY id LIMIT 1)", c.Table, c.Table))
		}
		check("after raw updates and deletes")
		if db.Name == "postgres" { // fold the delta rows the statement triggers added
			require.NoError(t, rowcount.Compact(ctx, s.App.DB.SQL, 0))
			check("after compacting")
		}
	})
}

// exec runs a statement on its own; an error (a foreign key) leaves nothing.
func exec(s *testenv.Server, ctx context.Context, q string) {
	_, _ = s.App.DB.SQL.ExecContext(ctx, q)
}

// grouped is table's agg per combination of c's dimensions, zero groups left out.
func grouped(t *testing.T, s *testenv.Server, ctx context.Context, c *rowcount.Counter, agg, table string) map[string]int64 {
	t.Helper()
	key := "''"
	if len(c.Dims) > 0 {
		parts := make([]string, len(c.Dims))
		for i, d := range c.Dims {
			parts[i] = fmt.Sprintf("COALESCE(CAST(%s AS TEXT), '∅')", d)
		}
		key = strings.Join(parts, " || '|' || ")
	}
	q := fmt.Sprintf("SELECT %s, %s FROM %s", key, agg, table)
	if len(c.Dims) > 0 {
		q += " GROUP BY " + key
	}
	rows, err := s.App.DB.SQL.QueryContext(ctx, q)
	require.NoError(t, err)
	defer rows.Close()
	out := map[string]int64{}
	for rows.Next() {
		var k string
		var n int64
		require.NoError(t, rows.Scan(&k, &n))
		if n != 0 {
			out[k] = n
		}
	}
	require.NoError(t, rows.Err())
	return out
}

// TestListTotalsMatchTheirRows: for every resource, as admin and as each
// demo role (row scope applied by the client), with and without a section
// filter, a list's total equals the number of rows it hands out when asked
// for all of them: the total beside the page (the counter, or COUNT(*))
// counts the very rows the caller may see.
func TestListTotalsMatchTheirRows(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		tokens := map[string]string{"admin": s.Token(t, "admin", seed.DemoAdminPassword)}
		for _, u := range []string{seed.DemoOwner, seed.DemoSupervisor, seed.DemoContractor} {
			tokens[u] = s.Token(t, u, seed.DemoEngineerPassword)
		}
		var section string
		require.NoError(t, s.App.DB.SQL.QueryRow("SELECT id FROM cmis_section ORDER BY sort_no LIMIT 1").Scan(&section))
		checked := 0
		for _, r := range crud.Resources() {
			if r.Main != "" {
				continue // a child table: listed with its main record
			}
			for user, tok := range tokens {
				for _, filter := range []string{"", "&sectionId=" + section} {
					if _, _, ok := r.Field("sectionId"); filter != "" && !ok {
						continue
					}
					total, seen := -1, 0
					for page := 1; seen != total; page++ {
						rep := s.Do(t, http.MethodGet, fmt.Sprintf("/%s/list?pageNo=%d&pageSize=%d%s", r.Prefix, page, crud.MaxPage, filter), tok, nil)
						if page == 1 && !rep.Success && strings.Contains(rep.Message, "没有权限") {
							break // not this role's page
						}
						require.True(t, rep.Success, "%s as %s: %s", r.Prefix, user, rep.Message)
						if bytes.HasPrefix(rep.Result, []byte("[")) {
							break // a plain list (Hooks.Plain): every record, no total
						}
						var p struct {
							Total   int   `json:"total"`
							Records []any `json:"records"`
						}
						rep.Decode(t, &p)
						require.True(t, total == -1 || total == p.Total, "%s as %s: the total moved", r.Prefix, user)
						total, seen = p.Total, seen+len(p.Records)
						require.True(t, len(p.Records) > 0 || seen == total, "%s as %s%s: total %d, rows %d", r.Prefix, user, filter, total, seen)
					}
					if total < 0 {
						continue
					}
					checked++
					// A short first page carries the same total; a page past
					// the end has no row to carry it and still tells it.
					for _, page := range []string{"pageNo=1&pageSize=7", "pageNo=100000&pageSize=7"} {
						rep := s.Do(t, http.MethodGet, fmt.Sprintf("/%s/list?%s%s", r.Prefix, page, filter), tok, nil)
						require.True(t, rep.Success, "%s as %s: %s", r.Prefix, user, rep.Message)
						var p struct {
							Total   int   `json:"total"`
							Records []any `json:"records"`
						}
						rep.Decode(t, &p)
						require.Equal(t, total, p.Total, "%s as %s%s, %s", r.Prefix, user, filter, page)
						require.Len(t, p.Records, min(total, 7)*strings.Count(page, "pageNo=1&"), "%s as %s%s, %s", r.Prefix, user, filter, page)
					}
				}
			}
		}
		require.Greater(t, checked, 100)
	})
}

// TestListsReadTheCounter proves the counter answers the common lists (a
// skewed counter shows in their totals) and not one filtered by another
// column, for admin and for the contractor whose data rule keeps him to his
// sections, on both databases.
func TestListsReadTheCounter(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		contractor := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		const list = "/dailymanage/cmisContactSheet/list?pageNo=1&pageSize=10"
		total := func(tok, path string) int {
			rep := s.Do(t, http.MethodGet, path, tok, nil)
			require.True(t, rep.Success, rep.Message)
			var p struct {
				Total int `json:"total"`
			}
			rep.Decode(t, &p)
			return p.Total
		}
		paths := []string{list, list + "&sheetNo=*LXD*", "/sys/log/list?logType=1&pageNo=1&pageSize=10"} // the logins above
		before := map[string]int{}
		for _, p := range paths {
			before[p] = total(admin, p)
		}
		own := total(contractor, list)
		for _, table := range []string{"cmis_contact_sheet", "sys_log"} {
			_, err := s.App.DB.SQL.Exec("UPDATE " + rowcount.Of(table).CounterTable() + " SET aq_rows = aq_rows + 1000")
			require.NoError(t, err)
		}
		require.Greater(t, total(admin, list), before[list], "admin's list reads the counter")
		require.Greater(t, total(contractor, list), own, "the contractor's scoped list reads the counter")
		require.Equal(t, before[paths[1]], total(admin, paths[1]), "a filter on another column counts the rows")
		require.Greater(t, total(admin, paths[2]), before[paths[2]], "the log reads its counter")
	})
}

// TestCountersUnderConcurrentWriters: writers in parallel transactions, some
// rolled back, leave the log's counter equal to its rows, on both databases.
func TestCountersUnderConcurrentWriters(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := context.Background()
		insert := "INSERT INTO sys_log (id, log_type, operate_type, log_content) VALUES (?, ?, ?, '并发')"
		if db.Name == "postgres" {
			insert = "INSERT INTO sys_log (id, log_type, operate_type, log_content) VALUES ($1, $2, $3, '并发')"
		}
		var wg sync.WaitGroup
		errs := make(chan error, 8)
		for w := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for k := range 5 {
					tx, err := s.App.DB.SQL.BeginTx(ctx, nil)
					if err != nil {
						errs <- err
						return
					}
					for i := range 20 {
						if _, err := tx.ExecContext(ctx, insert, fmt.Sprintf("cc-%d-%d-%d", w, k, i), 1+i%2, 1+i%3); err != nil {
							_ = tx.Rollback()
							errs <- err
							return
						}
					}
					if k%2 == 1 {
						err = tx.Rollback()
					} else {
						err = tx.Commit()
					}
					if err != nil {
						errs <- err
						return
					}
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			require.NoError(t, err)
		}
		c := rowcount.Of("sys_log")
		rows := grouped(t, s, ctx, c, "COUNT(*)", c.Table)
		require.Equal(t, rows, grouped(t, s, ctx, c, "COALESCE(SUM(aq_rows), 0)", c.CounterTable()))
		var n int
		require.NoError(t, s.App.DB.SQL.QueryRow("SELECT COUNT(*) FROM sys_log WHERE log_content = '并发'").Scan(&n))
		require.Equal(t, 8*3*20, n, "three of each writer's five transactions committed")
	})
}

// TestLogTotalsMatchTheirRows: the operation log's list (hand-written, its
// total beside the page too) tells the number of rows it hands out, on a
// first page, a short page and a page past the end, with filters the
// counter answers and one it cannot (a keyword), on both databases.
func TestLogTotalsMatchTheirRows(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword) // one more login line
		for i := range 5 {
			_, err := s.App.DB.SQL.Exec(fmt.Sprintf("INSERT INTO sys_log (id, log_type, operate_type, log_content) VALUES ('tot-%d', 2, %d, '查询')", i, 1+i%2))
			require.NoError(t, err)
		}
		for _, filter := range []string{"logType=1", "logType=2", "logType=2&operateType=2", "logType=1&keyWord=" + seed.DemoContractor, "logType=1&operateType=9"} {
			page := func(q string) (int, int) {
				rep := s.Do(t, http.MethodGet, "/sys/log/list?"+filter+"&"+q, admin, nil)
				require.True(t, rep.Success, rep.Message)
				var p struct {
					Total   int   `json:"total"`
					Records []any `json:"records"`
				}
				rep.Decode(t, &p)
				return p.Total, len(p.Records)
			}
			total, rows := page("pageNo=1&pageSize=500")
			require.Equal(t, total, rows, filter)
			if !strings.Contains(filter, "operateType=9") {
				require.Positive(t, total, filter)
			}
			short, rows := page("pageNo=1&pageSize=1")
			require.Equal(t, []int{total, min(total, 1)}, []int{short, rows}, filter)
			past, rows := page("pageNo=9999&pageSize=1")
			require.Equal(t, []int{total, 0}, []int{past, rows}, filter)
		}
	})
}

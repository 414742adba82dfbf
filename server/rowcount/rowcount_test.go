package rowcount

import (
	"testing"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"
	"github.com/stretchr/testify/require"
)

// TestTotalAnswersOnlyDimensions renders the count query as ent does (the
// counter in T's place, then the predicates) and checks which conditions
// the counter answers, on both dialects' quoting.
func TestTotalAnswersOnlyDimensions(t *testing.T) {
	c := &Counter{Table: "t", Dims: []string{"section_id", "del_flag"}, dims: map[string]bool{"section_id": true, "del_flag": true}}
	for _, d := range []string{dialect.SQLite, dialect.Postgres} {
		for _, tc := range []struct {
			name    string
			where   func(s *sql.Selector)
			counter bool
		}{
			{"no condition", func(*sql.Selector) {}, true},
			{"dimensions", func(s *sql.Selector) {
				s.Where(sql.And(sql.EQ(s.C("del_flag"), 0), sql.In(s.C("section_id"), "a", "b")))
			}, true},
			{"a dimension against a subquery", func(s *sql.Selector) {
				u := sql.Table("sys_user").As("u")
				s.Where(sql.In(s.C("section_id"), sql.Select(u.C("section")).From(u).Where(sql.EQ(u.C("id"), "x"))))
			}, true},
			{"another column", func(s *sql.Selector) {
				s.Where(sql.And(sql.EQ(s.C("del_flag"), 0), sql.EQ(s.C("status"), "1")))
			}, false},
			{"the id", func(s *sql.Selector) { s.Where(sql.EQ(s.C("id"), "x")) }, false},
			{"an unqualified column", func(s *sql.Selector) { s.Where(sql.EQ("status", 1)) }, false},
			{"a dimension's name in a string literal", func(s *sql.Selector) {
				s.Where(sql.ExprP(s.C("section_id") + ` = 'x"."status'`))
			}, true},
			{"another column inside a subquery on T", func(s *sql.Selector) {
				o := sql.Table("t").As("o")
				s.Where(sql.In(s.C("section_id"), sql.Select(o.C("section_id")).From(o).Where(sql.EQ(o.C("status"), 1))))
			}, true}, // "o"."status" reads the subquery's own table: T itself, not the counter
		} {
			t.Run(d+"/"+tc.name, func(t *testing.T) {
				s := sql.Dialect(d).Select("*").From(sql.Table("t"))
				c.From(s)
				tc.where(s)
				agg := c.Total(s)
				q, _ := s.Select(agg).Query()
				if tc.counter {
					require.Contains(t, agg, "SUM(")
					require.Contains(t, q, "aq_count_t")
				} else {
					require.Equal(t, "COUNT(*)", agg)
					require.NotContains(t, q, "aq_count_t")
				}
			})
		}
	}
}

package report

import (
	"testing"

	"entgo.io/ent/dialect"
	"github.com/stretchr/testify/require"
)

// TestParse: parameters become placeholders of each dialect, in order; text
// inside quotes (a doubled quote included) is left alone; what could hide a
// second statement is refused.
func TestParse(t *testing.T) {
	_, err := parse("SELECT a FROM t WHERE c = 'it''s ${x}'", dialect.Postgres)
	require.Error(t, err, "a parameter inside quotes")

	st, err := parse(" select a FROM t WHERE b = ${x} AND c = 'it''s; --' AND d > ${ y } OR e = ${x};", dialect.Postgres)
	require.NoError(t, err)
	require.Equal(t, "select a FROM t WHERE b = $1 AND c = 'it''s; --' AND d > $2 OR e = $3", st.text)
	require.Equal(t, []string{"x", "y", "x"}, st.params)
	st, err = parse("WITH w AS (SELECT 1 AS a) SELECT a FROM w WHERE a = ${x}", dialect.SQLite)
	require.NoError(t, err)
	require.Equal(t, "WITH w AS (SELECT 1 AS a) SELECT a FROM w WHERE a = ?", st.text)

	for src, msg := range map[string]string{
		"DELETE FROM t":                   "只能是一条 SELECT",
		"selected":                        "只能是一条 SELECT",
		"SELECT 1; DROP TABLE t":          "不能含分号",
		"SELECT 1 -- x":                   "不能含注释",
		"SELECT 1 /* x */":                "不能含注释",
		"SELECT 'open":                    "引号未闭合",
		"SELECT a FROM t WHERE b = ${1x}": "${参数名}",
		`SELECT "${x}" FROM t`:            "不能写在引号内",
	} {
		_, err := parse(src, dialect.SQLite)
		require.ErrorContains(t, err, msg, src)
	}
}

// TestBuild: the page wraps the report; filters and parameters are bound,
// columns quoted after their pattern, LIKE escaped; a parameter without a
// value is refused by name.
func TestBuild(t *testing.T) {
	st, err := parse("SELECT a, b FROM t WHERE c = ${p}", dialect.Postgres)
	require.NoError(t, err)
	rows, count, args, err := build(st, map[string]string{"p": "v"}, page{
		filters: []filter{{col: "a", op: "LIKE", value: "%x%"}, {col: "b", op: ">=", value: int64(3)}},
		order:   "b", desc: true, offset: 20, size: 10}, dialect.Postgres)
	require.NoError(t, err)
	from := `FROM (SELECT a, b FROM t WHERE c = $1) aq_report WHERE "a" LIKE $2 ESCAPE '\' AND "b" >= $3`
	require.Equal(t, "SELECT COUNT(*) "+from, count)
	require.Equal(t, "SELECT * "+from+` ORDER BY "b" DESC LIMIT 10 OFFSET 20`, rows)
	require.Equal(t, []any{"v", "%x%", int64(3)}, args)

	_, _, _, err = build(st, map[string]string{}, page{size: 10}, dialect.Postgres)
	require.ErrorContains(t, err, "报表参数 p 未定义")
	_, _, _, err = build(st, map[string]string{"p": ""}, page{order: `a" --`, size: 10}, dialect.Postgres)
	require.Error(t, err)
	_, _, _, err = build(st, map[string]string{"p": ""}, page{filters: []filter{{col: "a b", op: "=", value: ""}}, size: 10}, dialect.Postgres)
	require.Error(t, err)
}

package query_test

import (
	"net/url"
	"testing"
	"time"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"
	"github.com/stretchr/testify/require"

	"aqueduct/server/query"
)

var schema = func() *query.Schema {
	s := query.NewSchema([]query.Field{
		{Name: "id", Column: "id"},
		{Name: "realname", Column: "realname", Label: "姓名"},
		{Name: "status", Column: "status", Kind: query.Int, Label: "状态"},
		{Name: "createTime", Column: "create_time", Kind: query.Time, Label: "创建时间"},
	})
	s.Default = "createTime"
	return s
}()

func build(t *testing.T, params url.Values) (string, []any) {
	t.Helper()
	q, err := query.Parse(params, schema, query.Options{})
	require.NoError(t, err)
	sel := sql.Dialect(dialect.Postgres).Select("*").From(sql.Table("t"))
	if w := q.Where(); w != nil {
		w(sel)
	}
	q.Order()(sel)
	return sel.Query()
}

func TestParseBuildsBoundSQL(t *testing.T) {
	for _, c := range []struct {
		params url.Values
		sql    string
		args   []any
	}{
		{url.Values{}, `SELECT * FROM "t" ORDER BY "t"."create_time" DESC, "t"."id" DESC`, nil},
		{url.Values{"realname": {"*张*"}}, `SELECT * FROM "t" WHERE ("t"."realname" LIKE $1) ORDER BY "t"."create_time" DESC, "t"."id" DESC`, []any{"%张%"}},
		{url.Values{"status": {">= 2"}, "column": {"realname,status"}, "order": {"asc"}},
			`SELECT * FROM "t" WHERE ("t"."status" >= $1) ORDER BY "t"."realname" ASC, "t"."status" ASC, "t"."id" ASC`, []any{int64(2)}},
		{url.Values{"status": {"1,2"}}, `SELECT * FROM "t" WHERE ("t"."status" IN ($1, $2)) ORDER BY "t"."create_time" DESC, "t"."id" DESC`, []any{int64(1), int64(2)}},
		{url.Values{"realname": {"!x'--"}}, `SELECT * FROM "t" WHERE ("t"."realname" <> $1) ORDER BY "t"."create_time" DESC, "t"."id" DESC`, []any{"x'--"}},
	} {
		got, args := build(t, c.params)
		require.Equal(t, c.sql, got, c.params.Encode())
		require.Equal(t, c.args, args, c.params.Encode())
	}
}

func TestParsePaging(t *testing.T) {
	q, err := query.Parse(url.Values{"pageNo": {"3"}, "pageSize": {"999999"}}, schema, query.Options{MaxPageSize: 1000})
	require.NoError(t, err)
	require.Equal(t, 1000, q.PageSize)
	require.Equal(t, 2000, q.Offset())
	require.Equal(t, 3, q.Pages(2001))
	_, err = query.Parse(url.Values{"pageNo": {"0"}}, schema, query.Options{})
	require.EqualError(t, err, "页码格式不正确")
}

func TestDataRuleVariables(t *testing.T) {
	u := query.UserVars{Username: "zhangsan", OrgCode: "A01A02", OrgCodes: []string{"A01", "A02"}}
	require.Equal(t, "zhangsan", u.Substitute("#{sys_user_code}"))
	require.Equal(t, "A01A02", u.Substitute("#{sysOrgCode}"))
	require.Equal(t, "A01,A02", u.Substitute("#{sys_multi_org_code}"))
	require.Equal(t, "a-zhangsan-b-A01A02-#{nope}-#{", u.Substitute("a-#{sysUserCode}-b-#{sys_org_code}-#{nope}-#{"),
		"several variables in one value; an unknown or unclosed one stays as written")
	u.Now = time.Date(2026, 11, 27, 23, 30, 0, 0, time.UTC) // 07:30 the next day in the project's zone
	require.Equal(t, "2026-11-28", u.Substitute("#{sys_date}"))
	conds, err := query.DataRules([]query.DataRule{
		{Column: "realname", Conditions: "=", Value: "a"},
		{Column: "realname", Conditions: "RIGHT_LIKE", Value: "#{sys_user_code}"}, // the later rule on a column wins
	}, schema, u)
	require.NoError(t, err)
	q := &query.Query{Conds: conds}
	sel := sql.Dialect(dialect.Postgres).Select("*").From(sql.Table("t"))
	q.Where()(sel)
	got, args := sel.Query()
	require.Equal(t, `SELECT * FROM "t" WHERE ("t"."realname" LIKE $1)`, got)
	require.Equal(t, []any{"zhangsan%"}, args)
	_, err = query.DataRules([]query.DataRule{{Column: "x", Conditions: "USE_SQL_RULES", Value: "1=1"}}, schema, u)
	require.Error(t, err)
	_, err = query.DataRules([]query.DataRule{{Column: "realname", Conditions: "USE_SQL_RULES", Value: "1=1"}}, schema, u)
	require.EqualError(t, err, "数据权限规则配置有误：条件 USE_SQL_RULES 不支持")
}

func TestUnknownFilterIgnored(t *testing.T) {
	got, args := build(t, url.Values{"delFlag": {"1"}, "status[]": {"2"}, "1=1 or realname": {"x"}, "nosuch_begin": {"1"}})
	require.Equal(t, `SELECT * FROM "t" ORDER BY "t"."create_time" DESC, "t"."id" DESC`, got)
	require.Empty(t, args)
	_, err := query.Parse(url.Values{"column": {"nosuch"}}, schema, query.Options{})
	require.EqualError(t, err, "不支持按该字段排序：nosuch", "sort columns stay refused")
	_, err = query.Parse(url.Values{"superQueryParams": {`[{"field":"nosuch","rule":"eq","val":"x"}]`}}, schema, query.Options{})
	require.EqualError(t, err, "高级查询字段不存在：nosuch", "superQuery fields stay refused")
}

// A data rule whose variable is empty matches no row: it never widens to all.
func TestDataRuleEmptyVariableFailsClosed(t *testing.T) {
	nobody := query.UserVars{Username: "u"} // no org code, no departments
	for _, r := range []query.DataRule{
		{Column: "realname", Conditions: "IN", Value: "#{sys_multi_org_code}"},
		{Column: "realname", Conditions: "RIGHT_LIKE", Value: "#{sys_org_code}"},
		{Column: "realname", Conditions: "LIKE", Value: "#{sysOrgCode}"},
		{Column: "realname", Conditions: "=", Value: "#{sys_org_code}"},
		{Column: "realname", Conditions: "IN", Value: " , "},
	} {
		conds, err := query.DataRules([]query.DataRule{r}, schema, nobody)
		require.NoError(t, err)
		require.Len(t, conds, 1, "%+v", r)
		q := &query.Query{Conds: conds}
		sel := sql.Dialect(dialect.Postgres).Select("*").From(sql.Table("t"))
		q.Where()(sel)
		got, _ := sel.Query()
		require.Equal(t, `SELECT * FROM "t" WHERE (FALSE)`, got, "%+v", r)
	}
}

// An OR filter stays in parentheses beside the predicates ent adds (id, tenant).
func TestOrFilterKeepsParentheses(t *testing.T) {
	q, err := query.Parse(url.Values{"realname": {",a,b,"}}, schema, query.Options{})
	require.NoError(t, err)
	sel := sql.Dialect(dialect.Postgres).Select("*").From(sql.Table("t"))
	sel.Where(sql.EQ(sel.C("tenant_id"), 1))
	q.Where()(sel)
	got, _ := sel.Query()
	require.Equal(t, `SELECT * FROM "t" WHERE "t"."tenant_id" = $1 AND ("t"."realname" LIKE $2 OR "t"."realname" LIKE $3)`, got)
}

// TestDecimalFilters: a measured value (measure.Decimal) is bound as its
// decimal text, which both databases compare as a number; ranges and value
// rules work as for other numbers, and what is no number is refused.
func TestDecimalFilters(t *testing.T) {
	s := query.NewSchema([]query.Field{{Name: "id", Column: "id"}, {Name: "thickness", Column: "thickness", Kind: query.Decimal, Label: "厚度"}})
	where := func(params url.Values) (string, []any, error) {
		q, err := query.Parse(params, s, query.Options{})
		if err != nil {
			return "", nil, err
		}
		sel := sql.Dialect(dialect.Postgres).Select("*").From(sql.Table("t"))
		q.Where()(sel)
		got, args := sel.Query()
		return got, args, nil
	}
	for _, c := range []struct {
		params url.Values
		sql    string
		args   []any
	}{
		{url.Values{"thickness": {"150.80"}}, `SELECT * FROM "t" WHERE ("t"."thickness" = $1)`, []any{"150.8"}},
		{url.Values{"thickness": {">= 1.5e2"}}, `SELECT * FROM "t" WHERE ("t"."thickness" >= $1)`, []any{"150"}},
		{url.Values{"thickness_begin": {"150"}}, `SELECT * FROM "t" WHERE ("t"."thickness" >= $1)`, []any{"150"}},
		{url.Values{"thickness_end": {" 155.5 "}}, `SELECT * FROM "t" WHERE ("t"."thickness" <= $1)`, []any{"155.5"}},
		{url.Values{"thickness": {"150,-0.5"}}, `SELECT * FROM "t" WHERE ("t"."thickness" IN ($1, $2))`, []any{"150", "-0.5"}},
	} {
		got, args, err := where(c.params)
		require.NoError(t, err, c.params.Encode())
		require.Equal(t, c.sql, got, c.params.Encode())
		require.Equal(t, c.args, args, c.params.Encode())
	}
	for _, bad := range []url.Values{{"thickness": {"abc"}}, {"thickness_end": {"12mm"}}, {"thickness": {">= x"}}} {
		_, _, err := where(bad)
		require.EqualError(t, err, "查询条件「厚度」应为数字", bad.Encode())
	}
}

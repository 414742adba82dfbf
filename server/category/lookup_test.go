package category

import (
	"strings"
	"testing"

	"entgo.io/ent/dialect/sql"
	"github.com/stretchr/testify/require"
)

// TestConditions: loadTreeData's condition names whitelisted properties only
// (refused by their name otherwise) and every value is bound, never written
// into the SQL.
func TestConditions(t *testing.T) {
	conds, err := conditions(`{"code":"A01' OR '1'='1","name":"水库","pid":7,"id":true}`)
	require.NoError(t, err)
	s := sql.Select("*").From(sql.Table("sys_category"))
	for _, c := range conds {
		c(s)
	}
	query, args := s.Query()
	require.NotContains(t, query, "OR '1'", "a value goes into the arguments")
	for _, col := range []string{"`code` = ?", "`name` = ?", "`pid` = ?", "`id` = ?"} {
		require.Contains(t, query, col)
	}
	require.ElementsMatch(t, []any{"A01' OR '1'='1", "水库", "7", "true"}, args)

	for raw, want := range map[string]string{
		`{"has_child":"1"}`:           "不支持的条件字段：has_child",
		`{"code = '' OR 1=1 --":"x"}`: "不支持的条件字段：code = '' OR 1=1 --",
		`{"code":["a"]}`:              "条件字段code的值格式不正确",
		`{"code":null}`:               "条件字段code的值格式不正确",
		`[1]`:                         "condition传值有误，需要一个json字符串!",
		`{code:1}`:                    "condition传值有误，需要一个json字符串!",
	} {
		_, err := conditions(raw)
		require.EqualError(t, err, want, raw)
	}
	conds, err = conditions("  ")
	require.NoError(t, err)
	require.Empty(t, conds)
}

func TestColumn(t *testing.T) {
	for name, want := range map[string]string{"id": "id", " pid ": "pid", "name": "name", "code": "code"} {
		got, err := column(name, "查询字段")
		require.NoError(t, err, name)
		require.Equal(t, want, got)
	}
	for _, name := range []string{"", "ID", "del_flag", "tenant_id", "1=1", strings.Repeat("x", 300)} {
		_, err := column(name, "查询字段")
		require.ErrorContains(t, err, "不支持的查询字段", name)
	}
}

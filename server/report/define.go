package report

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/labstack/echo/v5"

	"aqueduct/server/crud"
	"aqueduct/server/httpx"
)

// DefineCodes are who may parse a report's SQL (SQL解析 of the definition
// form): who may add or edit reports, the admins.
func DefineCodes() []string {
	return []string{crud.OnlCgreportHead.Code("add"), crud.OnlCgreportHead.Code("edit")}
}

// Field is a column the SQL selects, as JeecgBoot's parseSql answers it: a
// row of the definition's 报表字段 grid.
type Field struct {
	FieldName string `json:"fieldName"`
	FieldTxt  string `json:"fieldTxt"`
	FieldType string `json:"fieldType"`
	IsShow    int    `json:"isShow"`
	IsSearch  int    `json:"isSearch"`
	OrderNum  int    `json:"orderNum"`
}

// Param is a ${name} the SQL holds: a row of the 报表参数 grid.
type Param struct {
	ParamName  string `json:"paramName"`
	ParamTxt   string `json:"paramTxt"`
	ParamValue string `json:"paramValue"`
	OrderNum   int    `json:"orderNum"`
}

// parseSQL: GET /online/cgreport/head/parseSql?sql=…[&dbKey=…], the columns
// the SQL selects and the parameters it holds. The SQL is checked as on save
// and run as a report runs (guarded: read-only, Timeout), for one row, its
// parameters bound empty ("", or NULL when the database refuses "" for a
// parameter of another type).
func (s *Service) parseSQL(c *echo.Context) error {
	ctx := c.Request().Context()
	text := c.QueryParam("sql")
	if strings.TrimSpace(text) == "" {
		return httpx.Fail("请先填写报表SQL")
	}
	source := c.QueryParam("dbKey")
	if source == "" {
		source = c.QueryParam("dbSource")
	}
	target, dialectName, err := s.target(ctx, source)
	if err != nil {
		return err
	}
	st, err := parse(text, dialectName)
	if err != nil {
		return err
	}
	values := map[string]string{}
	params := []Param{}
	for _, name := range st.params {
		if _, seen := values[name]; seen {
			continue
		}
		values[name] = ""
		params = append(params, Param{ParamName: name, ParamTxt: name, OrderNum: len(params) + 1})
	}
	rowsSQL, _, args, err := build(st, values, page{size: 1}, dialectName)
	if err != nil {
		return err
	}
	fields, err := s.describe(ctx, target, dialectName, rowsSQL, args)
	if err != nil && len(args) > 0 && !errors.Is(err, context.DeadlineExceeded) {
		fields, err = s.describe(ctx, target, dialectName, rowsSQL, make([]any, len(args)))
	}
	if err != nil {
		return s.parseFailed(ctx, err)
	}
	return httpx.OK(c, map[string]any{"fields": fields, "params": params})
}

// describe runs the probe guarded and types its columns: by the database's
// column type, else (an expression on SQLite) by the first row's value.
func (s *Service) describe(ctx context.Context, pool *sql.DB, dialectName, rowsSQL string, args []any) ([]Field, error) {
	fields := []Field{}
	err := s.guarded(ctx, pool, dialectName, func(ctx context.Context, tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, rowsSQL, args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		types, err := rows.ColumnTypes()
		if err != nil {
			return err
		}
		var first []any
		if rows.Next() {
			if first, err = scanRaw(rows, len(types)); err != nil {
				return err
			}
		}
		if err := rows.Err(); err != nil {
			return err
		}
		seen := map[string]bool{}
		for i, t := range types {
			name := t.Name()
			if seen[name] {
				continue // the grid holds a column once
			}
			seen[name] = true
			var v any
			if first != nil {
				v = first[i]
			}
			fields = append(fields, Field{FieldName: name, FieldTxt: name, FieldType: fieldType(t.DatabaseTypeName(), v),
				IsShow: 1, OrderNum: len(fields) + 1})
		}
		return nil
	})
	return fields, err
}

func scanRaw(rows *sql.Rows, n int) ([]any, error) {
	vals := make([]any, n)
	ptrs := make([]any, n)
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	return vals, rows.Scan(ptrs...)
}

// fieldType guesses a column's 字段类型 (cgreport_field_type) from the
// database's type name (PostgreSQL's INT4, TIMESTAMPTZ…, SQLite's declared
// INTEGER, DATETIME…), else from a value of it.
func fieldType(dbType string, v any) string {
	t := strings.ToUpper(dbType)
	if i := strings.IndexByte(t, '('); i >= 0 {
		t = t[:i]
	}
	switch strings.TrimSpace(t) {
	case "INT", "INT2", "INT4", "INT8", "INTEGER", "SMALLINT", "BIGINT", "TINYINT", "MEDIUMINT", "SERIAL", "BIGSERIAL":
		return "Integer"
	case "FLOAT4", "FLOAT8", "REAL", "DOUBLE", "DOUBLE PRECISION", "FLOAT", "NUMERIC", "DECIMAL", "MONEY":
		return "Double"
	case "DATE":
		return "Date"
	case "DATETIME", "TIMESTAMP", "TIMESTAMPTZ", "TIMESTAMP WITH TIME ZONE", "TIMESTAMP WITHOUT TIME ZONE":
		return "Datetime"
	case "":
	default:
		return "String"
	}
	switch x := v.(type) {
	case int64, int32, int:
		return "Integer"
	case float64, float32:
		return "Double"
	case time.Time:
		if x.Hour() == 0 && x.Minute() == 0 && x.Second() == 0 && x.Nanosecond() == 0 {
			return "Date"
		}
		return "Datetime"
	}
	return "String"
}

// parseFailed answers a SQL the database refused: to the admins who parse
// it, the database's words.
func (s *Service) parseFailed(ctx context.Context, err error) error {
	var he *httpx.Error
	if errors.As(err, &he) {
		return err
	}
	if errors.Is(err, context.DeadlineExceeded) || strings.Contains(err.Error(), "statement timeout") {
		return httpx.Failf("SQL解析超时（超过%g秒），请检查报表SQL", s.timeout().Seconds())
	}
	if s.Log != nil {
		s.Log.InfoContext(ctx, "report: parseSql failed", "err", err)
	}
	return httpx.Failf("SQL解析失败：%v", err)
}

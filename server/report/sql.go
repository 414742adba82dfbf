package report

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"entgo.io/ent/dialect"

	"aqueduct/server/httpx"
)

// A report's SQL is one SELECT (or WITH … SELECT) the admins write. What a
// request brings never enters its text: ${name} parameters become bind
// placeholders, filter and sort columns are the report's declared columns
// (names checked by pattern, then quoted), page bounds are integers.

var (
	leading    = regexp.MustCompile(`(?is)^\s*(select|with)\b`)
	param      = regexp.MustCompile(`\$\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}`)
	columnName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]{0,63}$`)
)

// statement is a report's SQL with its ${name} parameters replaced by
// placeholders, in order of appearance.
type statement struct {
	text   string
	params []string
}

// parse checks a report's SQL and finds its parameters. It refuses a text
// that is not one SELECT, holds a ; or a comment (which could hide one), or
// puts a parameter inside quotes (where a placeholder cannot go).
func parse(src, dialectName string) (statement, error) {
	s := strings.TrimRight(strings.TrimSpace(src), "; \t\r\n")
	if !leading.MatchString(s) {
		return statement{}, httpx.Fail("报表SQL只能是一条 SELECT 查询")
	}
	var out strings.Builder
	var params []string
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\'' || c == '"' || c == '`':
			j := i + 1
			for ; j < len(s); j++ {
				if s[j] != c {
					continue
				}
				if c == '\'' && j+1 < len(s) && s[j+1] == '\'' { // '' inside a string
					j++
					continue
				}
				break
			}
			if j >= len(s) {
				return statement{}, httpx.Fail("报表SQL的引号未闭合")
			}
			lit := s[i : j+1]
			if param.MatchString(lit) {
				return statement{}, httpx.Fail("报表参数 ${…} 不能写在引号内：写成 字段 = ${参数}，模糊查询写成 字段 LIKE '%' || ${参数} || '%'")
			}
			out.WriteString(lit)
			i = j
		case c == ';':
			return statement{}, httpx.Fail("报表SQL只能是一条 SELECT 查询（不能含分号）")
		case c == '-' && i+1 < len(s) && s[i+1] == '-', c == '/' && i+1 < len(s) && s[i+1] == '*':
			return statement{}, httpx.Fail("报表SQL不能含注释")
		case c == '$' && i+1 < len(s) && s[i+1] == '{':
			m := param.FindStringSubmatchIndex(s[i:])
			if m == nil || m[0] != 0 {
				return statement{}, httpx.Fail("报表参数应写成 ${参数名}")
			}
			params = append(params, s[i+m[2]:i+m[3]])
			out.WriteString(placeholder(dialectName, len(params)))
			i += m[1] - 1
		default:
			out.WriteByte(c)
		}
	}
	return statement{text: out.String(), params: params}, nil
}

func placeholder(dialectName string, n int) string {
	if dialectName == dialect.Postgres {
		return "$" + strconv.Itoa(n)
	}
	return "?"
}

// quote quotes a column name that passed the column pattern.
func quote(name string) string { return `"` + name + `"` }

// filter is one condition on a declared column.
type filter struct {
	col, op string // = LIKE >= <= <
	value   any
}

// page is what a request asks of a report.
type page struct {
	filters      []filter
	order        string
	desc         bool
	offset, size int
}

// build wraps the report's statement: the filters, order and page apply to
// its rows; count gives their total. args are the parameters' values, then
// the filters'.
func build(st statement, values map[string]string, p page, dialectName string) (rows, count string, args []any, err error) {
	for _, name := range st.params {
		v, ok := values[name]
		if !ok {
			return "", "", nil, httpx.Failf("报表参数 %s 未定义", name)
		}
		args = append(args, v)
	}
	var where []string
	for _, f := range p.filters {
		if !columnName.MatchString(f.col) {
			return "", "", nil, fmt.Errorf("report: column %q", f.col)
		}
		args = append(args, f.value)
		cond := quote(f.col) + " " + f.op + " " + placeholder(dialectName, len(args))
		if f.op == "LIKE" {
			cond += ` ESCAPE '\'` // SQLite has no default escape character
		}
		where = append(where, cond)
	}
	from := "FROM (" + st.text + ") aq_report"
	if len(where) > 0 {
		from += " WHERE " + strings.Join(where, " AND ")
	}
	count = "SELECT COUNT(*) " + from
	rows = "SELECT * " + from
	if p.order != "" {
		if !columnName.MatchString(p.order) {
			return "", "", nil, fmt.Errorf("report: column %q", p.order)
		}
		rows += " ORDER BY " + quote(p.order)
		if p.desc {
			rows += " DESC"
		}
	}
	rows += " LIMIT " + strconv.Itoa(p.size) + " OFFSET " + strconv.Itoa(p.offset)
	return rows, count, args, nil
}

// Package rowcount keeps exact row counts of big tables beside them, so a
// list's total costs a few rows instead of a walk over a million.
//
// A counted table T has a counter table aq_count_T holding, per combination
// of a few low-cardinality columns (its dimensions: tenant, del_flag,
// section, log type ...), the number of T's rows with those values. Triggers
// on T keep it in the same transaction as every insert, delete and update,
// whoever writes (ent, raw SQL, migrations), so totals are exact, never
// estimated or cached. A count query of T whose conditions read only
// dimensions is answered as SUM over the counter table: the counter is put
// in T's place under T's name, so the very predicates the caller's query
// carries (the row scope the ent client adds included) select the same
// partition. Any condition on another column falls back to COUNT(*).
package rowcount

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"entgo.io/ent"
	"entgo.io/ent/dialect/sql"

	"aqueduct/server/db"
)

// Counter counts one table.
type Counter struct {
	Table string
	Dims  []string
	dims  map[string]bool
}

// sumColumn is the counter table's count column (no counted table has it).
const sumColumn = "aq_rows"

// prefix names counter tables; Ensure drops those nobody registers.
const prefix = "aq_count_"

var (
	mu       sync.RWMutex
	counters = map[string]*Counter{}
)

// Register declares that table is counted by the given dimension columns
// (in package init: the generated resources and the operation log).
func Register(table string, dims ...string) *Counter {
	c := &Counter{Table: table, Dims: slices.Clone(dims), dims: map[string]bool{}}
	for _, d := range dims {
		c.dims[d] = true
	}
	mu.Lock()
	defer mu.Unlock()
	if _, ok := counters[table]; ok {
		panic(fmt.Sprintf("rowcount: %s registered twice", table))
	}
	counters[table] = c
	return c
}

// Of is the counter of table, nil when it is not counted.
func Of(table string) *Counter {
	mu.RLock()
	defer mu.RUnlock()
	return counters[table]
}

// All are the registered counters by table name.
func All() []*Counter {
	mu.RLock()
	defer mu.RUnlock()
	out := make([]*Counter, 0, len(counters))
	for _, c := range counters {
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b *Counter) int { return strings.Compare(a.Table, b.Table) })
	return out
}

// CounterTable is the name of c's counter table.
func (c *Counter) CounterTable() string { return prefix + c.Table }

// From is a query modifier: the counter table takes T's place under T's
// name, before the query's predicates are applied (ent applies modifiers
// first), so "T"."col" in them reads the counter's column.
func (c *Counter) From(s *sql.Selector) {
	s.From(sql.Table(c.CounterTable()).As(c.Table))
}

// Total is the query's aggregate: the counter's sum when every condition
// reads dimensions only, else COUNT(*) over T itself (the FROM is put back;
// the predicates, rendered as "T"."col", then read T).
func (c *Counter) Total(s *sql.Selector) string {
	if p := s.P(); p == nil || c.answers(p) {
		return "COALESCE(SUM(" + s.C(sumColumn) + "), 0)"
	}
	s.From(sql.Table(c.Table))
	return "COUNT(*)"
}

// answers reports whether the condition p reads no column of T but its
// dimensions. Conservative: an identifier it cannot place means no.
func (c *Counter) answers(p *sql.Predicate) bool {
	text, _ := p.Query()
	ids := identifiers(text)
	for i := 0; i < len(ids); i++ {
		id := ids[i]
		if id.qualifier != "" {
			if id.qualifier == c.Table && !c.dims[id.name] {
				return false
			}
			continue
		}
		switch {
		case c.dims[id.name], id.afterTableWord: // a dimension, or a subquery's table or alias
		default:
			return false
		}
	}
	return true
}

// ident is a quoted identifier of a rendered condition.
type ident struct {
	qualifier, name string
	afterTableWord  bool // follows FROM, JOIN or AS: a table or an alias
}

// identifiers lists the quoted identifiers of SQL text ("x" or `x`),
// joining "t"."c" into one, and skipping string literals.
func identifiers(text string) []ident {
	var out []ident
	lastWord := ""
	for i := 0; i < len(text); {
		switch ch := text[i]; {
		case ch == '\'':
			j := i + 1
			for j < len(text) {
				if text[j] == '\'' {
					if j+1 < len(text) && text[j+1] == '\'' {
						j += 2
						continue
					}
					break
				}
				j++
			}
			i = j + 1
			lastWord = ""
		case ch == '"' || ch == '`':
			name, j := quoted(text, i)
			id := ident{name: name, afterTableWord: lastWord == "FROM" || lastWord == "JOIN" || lastWord == "AS"}
			if j < len(text) && text[j] == '.' && j+1 < len(text) && (text[j+1] == '"' || text[j+1] == '`') {
				col, k := quoted(text, j+1)
				id = ident{qualifier: name, name: col}
				j = k
			}
			out = append(out, id)
			i = j
			lastWord = ""
		case isWordByte(ch):
			j := i
			for j < len(text) && isWordByte(text[j]) {
				j++
			}
			lastWord = strings.ToUpper(text[i:j])
			i = j
		case ch == ' ' || ch == '\n' || ch == '\t':
			i++
		default:
			lastWord = ""
			i++
		}
	}
	return out
}

// quoted reads the identifier quoted at text[i]; j is just past it.
func quoted(text string, i int) (name string, j int) {
	q := text[i]
	var b strings.Builder
	for j = i + 1; j < len(text); j++ {
		if text[j] == q {
			if j+1 < len(text) && text[j+1] == q { // doubled quote inside
				b.WriteByte(q)
				j++
				continue
			}
			return b.String(), j + 1
		}
		b.WriteByte(text[j])
	}
	return b.String(), j
}

func isWordByte(ch byte) bool {
	return ch == '_' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9'
}

// TotalAs names the column TotalColumn adds.
const TotalAs = "aq_total"

// TotalColumn is a query modifier for a page of T (c's table; c nil when T
// keeps no counter): it adds the total of the page's query as column
// TotalAs, a scalar subquery over the page's own conditions, counted as
// Total counts. Page and total are then one statement and one snapshot.
// The subquery is built when the statement is rendered, so it carries every
// predicate the query has by then (the row scope the ent client adds too);
// inside it, "T"."col" reads the subquery's own FROM, never the outer row.
func TotalColumn(c *Counter) func(*sql.Selector) {
	return func(s *sql.Selector) {
		s.AppendSelectExprAs(sql.ExprFunc(func(b *sql.Builder) {
			sub := sql.Dialect(s.Dialect()).Select().From(sql.Table(s.TableName()))
			if c != nil {
				c.From(sub)
			}
			if p := s.P(); p != nil {
				sub.Where(p)
			}
			agg := "COUNT(*)"
			if c != nil {
				agg = c.Total(sub) // after the WHERE: it reads it
			}
			b.Join(sub.Select(agg))
		}), TotalAs)
	}
}

// Valued is an ent entity: it hands out the columns a query added.
type Valued interface {
	Value(name string) (ent.Value, error)
}

// TotalOf is the total a row of a page read with TotalColumn carries. Read
// it off a first page's first row (an empty first page totals 0); a later
// page may be empty with rows before it, so it is counted apart.
func TotalOf(row Valued) (int, error) {
	v, err := row.Value(TotalAs)
	if err != nil {
		return 0, err
	}
	return db.Int(v)
}

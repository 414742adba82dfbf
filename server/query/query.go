// Package query turns the JeecgBoot list conventions (docs/contract.md §5: paging,
// sort, value rules, ranges, superQuery, section scope) and data rules (§10)
// into ent SQL predicates. Every column comes from the entity's field list,
// never from the request; every value is bound.
package query

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"entgo.io/ent/dialect/sql"

	"aqueduct/server/chainage"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/measure"
	"aqueduct/server/money"
)

// Kind is a field's value type, which decides how request text is converted.
type Kind uint8

// Field kinds.
const (
	String Kind = iota
	Int
	Float
	Bool
	Time // date and time
	Date // date only
	// Money is yuan with 2 decimals (money.Amount), bound as decimal text.
	Money
	// Chainage is metres with 3 decimals (chainage.Metres); filters accept
	// K12+345.600 as well as metres.
	Chainage
	// Decimal is a measured value (measure.Decimal), bound as decimal text.
	Decimal
)

// Field is a filterable, sortable column of an entity.
type Field struct {
	Name   string // JSON property (camelCase)
	Column string // SQL column
	Kind   Kind
	Label  string
}

// Schema is the whitelist of an entity's fields.
type Schema struct {
	fields  []Field
	byName  map[string]Field
	Default string // default sort property, "" for the id
}

// NewSchema indexes fields by property and by column name.
func NewSchema(fields []Field) *Schema {
	s := &Schema{fields: fields, byName: make(map[string]Field, 2*len(fields))}
	for _, f := range fields {
		s.byName[f.Column] = f
		s.byName[f.Name] = f
	}
	return s
}

// Lookup resolves a property or column name.
func (s *Schema) Lookup(name string) (Field, bool) {
	f, ok := s.byName[name]
	return f, ok
}

// Fields lists the schema's fields in order.
func (s *Schema) Fields() []Field { return s.fields }

// Cond is one condition on a selector.
type Cond func(*sql.Selector) *sql.Predicate

// Query is a parsed list request.
type Query struct {
	PageNo, PageSize int
	Conds            []Cond
	Orders           []func(*sql.Selector)
}

// Where is the conjunction of the conditions, for ent's Where; nil when
// there are none.
func (q *Query) Where() func(*sql.Selector) {
	conds := q.Conds
	if len(conds) == 0 {
		return nil
	}
	return func(s *sql.Selector) {
		ps := make([]*sql.Predicate, 0, len(conds))
		for _, c := range conds {
			ps = append(ps, c(s))
		}
		s.Where(parens(sql.And(ps...)))
	}
}

// parens keeps a predicate whole beside the ones ent adds (the id, the
// tenant): ent's And of a single OR does not parenthesise it, and "tenant AND
// a OR b" would match rows of every tenant.
func parens(p *sql.Predicate) *sql.Predicate {
	return sql.P(func(b *sql.Builder) { b.Wrap(func(b *sql.Builder) { b.Join(p) }) })
}

// Order applies the sort, ending with the id so pages are stable.
func (q *Query) Order() func(*sql.Selector) {
	orders := q.Orders
	return func(s *sql.Selector) {
		for _, o := range orders {
			o(s)
		}
	}
}

// Offset is the first row of the page.
func (q *Query) Offset() int { return (q.PageNo - 1) * q.PageSize }

// Pages is the page count for a total.
func (q *Query) Pages(total int) int {
	if q.PageSize <= 0 {
		return 0
	}
	return (total + q.PageSize - 1) / q.PageSize
}

// Params that are not filters: paging, sort, the front end's cache busters,
// the export selection, and fields the server ignores (docs/contract.md §1, §5.1).
var control = map[string]bool{
	"pageNo": true, "pageSize": true, "column": true, "order": true, "field": true,
	"superQueryParams": true, "superQueryMatchType": true, "selections": true,
	"sectionId": true, "engineeringId": true, "_t": true, "gt": true, "fileName": true,
}

// Options adjust Parse for one entity.
type Options struct {
	// Extra params a hand-written handler reads itself; Parse leaves them alone.
	Extra map[string]bool
	// MaxPageSize caps pageSize; the front end asks for 999999 to mean "all".
	MaxPageSize int
}

// Parse reads a list request against the schema. Filter params outside the
// schema are ignored; sort columns and superQuery fields outside it are
// refused with a message that says which one.
func Parse(params url.Values, s *Schema, opt Options) (*Query, error) {
	q := &Query{PageNo: 1, PageSize: 10}
	if v := params.Get("pageNo"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return nil, httpx.Fail("页码格式不正确")
		}
		q.PageNo = n
	}
	if v := params.Get("pageSize"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return nil, httpx.Fail("每页条数格式不正确")
		}
		q.PageSize = n
	}
	if opt.MaxPageSize > 0 && q.PageSize > opt.MaxPageSize {
		q.PageSize = opt.MaxPageSize
	}
	if q.PageNo > 1<<20 {
		return nil, httpx.Fail("页码格式不正确")
	}
	orders, err := parseOrder(params.Get("column"), params.Get("order"), s)
	if err != nil {
		return nil, err
	}
	q.Orders = orders
	for name, values := range params {
		if control[name] || opt.Extra[name] || strings.HasPrefix(name, "_") {
			continue
		}
		cond, err := filter(name, values, s)
		if err != nil {
			return nil, err
		}
		if cond != nil {
			q.Conds = append(q.Conds, cond)
		}
	}
	for _, scope := range []string{"sectionId", "engineeringId"} {
		if v := strings.TrimSpace(params.Get(scope)); v != "" {
			if f, ok := s.Lookup(scope); ok {
				q.Conds = append(q.Conds, eq(f, v))
			}
		}
	}
	if raw := params.Get("superQueryParams"); raw != "" {
		cond, err := superQuery(raw, params.Get("superQueryMatchType"), s)
		if err != nil {
			return nil, err
		}
		if cond != nil {
			q.Conds = append(q.Conds, cond)
		}
	}
	return q, nil
}

func parseOrder(column, order string, s *Schema) ([]func(*sql.Selector), error) {
	dir := sql.Desc
	if strings.Contains(strings.ToUpper(order), "ASC") {
		dir = sql.Asc
	}
	var out []func(*sql.Selector)
	seen := map[string]bool{}
	add := func(col string, d func(string) string) {
		if seen[col] {
			return
		}
		seen[col] = true
		out = append(out, func(sel *sql.Selector) { sel.OrderBy(d(sel.C(col))) })
	}
	if strings.TrimSpace(column) == "" {
		dir = sql.Desc
		if f, ok := s.Lookup(s.Default); ok && s.Default != "" {
			add(f.Column, sql.Desc)
		}
	}
	for _, name := range strings.Split(column, ",") {
		name = strings.TrimSuffix(strings.TrimSpace(name), "_dictText")
		if name == "" {
			continue
		}
		f, ok := s.Lookup(name)
		if !ok {
			return nil, httpx.Failf("不支持按该字段排序：%s", clip(name))
		}
		add(f.Column, dir)
	}
	// The tie-break, so equal sort keys never swap between pages; in the sort's
	// direction, so one (col, id) index serves the sort both ways.
	add("id", dir)
	return out, nil
}

func filter(name string, values []string, s *Schema) (Cond, error) {
	base, suffix := name, ""
	for _, sfx := range []string{"_begin", "_end", "_MultiString"} {
		if strings.HasSuffix(name, sfx) {
			base, suffix = strings.TrimSuffix(name, sfx), sfx
			break
		}
	}
	f, ok := s.Lookup(base)
	if !ok {
		return nil, nil // like JeecgBoot, a param that is no field of the entity is not a filter
	}
	value := ""
	for _, v := range values {
		if strings.TrimSpace(v) != "" {
			value = v
		}
	}
	value = strings.TrimSpace(value)
	if value == "" {
		return nil, nil
	}
	switch suffix {
	case "_begin":
		if (f.Kind == Time || f.Kind == Date) && len(value) == 10 {
			value += " 00:00:00"
		}
		return compare(f, value, sql.GTE)
	case "_end":
		if (f.Kind == Time || f.Kind == Date) && len(value) == 10 {
			value += " 23:59:59"
		}
		return compare(f, value, sql.LTE)
	case "_MultiString":
		return in(f, strings.Split(value, ","))
	}
	return Rule(f, value)
}

var operators = []struct {
	op string
	fn func(string, any) *sql.Predicate
}{
	{">=", sql.GTE}, {"<=", sql.LTE}, {"!=", sql.NEQ}, {">", sql.GT}, {"<", sql.LT}, {"=", sql.EQ},
}

// Rule turns one filter value into a condition by the value rules of
// docs/contract.md §5.2: ">= v" and ">=v", "<= v", "!= v", "> v", "< v", "= v", *v*,
// *v, v*, a,b (in), ,a,b, (csv contains any), !v (not equal), else equal.
func Rule(f Field, value string) (Cond, error) {
	v := strings.TrimSpace(value)
	if len(v) > 1 && strings.HasPrefix(v, ",") && strings.HasSuffix(v, ",") && f.Kind == String {
		var ps []string
		for _, p := range strings.Split(strings.Trim(v, ","), ",") {
			if p = strings.TrimSpace(p); p != "" {
				ps = append(ps, p)
			}
		}
		col := f.Column
		return func(s *sql.Selector) *sql.Predicate {
			or := make([]*sql.Predicate, 0, len(ps))
			for _, p := range ps {
				or = append(or, sql.Contains(s.C(col), p))
			}
			return sql.Or(or...)
		}, nil
	}
	for _, o := range operators {
		if strings.HasPrefix(v, o.op) {
			return compare(f, strings.TrimSpace(v[len(o.op):]), o.fn)
		}
	}
	if f.Kind == String && strings.Contains(v, "*") {
		col := f.Column
		switch {
		case len(v) > 1 && strings.HasPrefix(v, "*") && strings.HasSuffix(v, "*"):
			word := v[1 : len(v)-1]
			return func(s *sql.Selector) *sql.Predicate { return sql.Contains(s.C(col), word) }, nil
		case strings.HasPrefix(v, "*"):
			word := v[1:]
			return func(s *sql.Selector) *sql.Predicate { return sql.HasSuffix(s.C(col), word) }, nil
		case strings.HasSuffix(v, "*"):
			word := v[:len(v)-1]
			return func(s *sql.Selector) *sql.Predicate { return sql.HasPrefix(s.C(col), word) }, nil
		}
	}
	if strings.Contains(v, ",") {
		return in(f, strings.Split(v, ","))
	}
	if strings.HasPrefix(v, "!") {
		return compare(f, v[1:], sql.NEQ)
	}
	return compare(f, v, sql.EQ)
}

func eq(f Field, v string) Cond {
	c, err := compare(f, v, sql.EQ)
	if err != nil {
		return func(*sql.Selector) *sql.Predicate { return sql.False() }
	}
	return c
}

func compare(f Field, raw string, op func(string, any) *sql.Predicate) (Cond, error) {
	v, err := Convert(f, raw)
	if err != nil {
		return nil, err
	}
	col := f.Column
	return func(s *sql.Selector) *sql.Predicate { return op(s.C(col), v) }, nil
}

func in(f Field, raw []string) (Cond, error) {
	vs := make([]any, 0, len(raw))
	for _, r := range raw {
		if r = strings.TrimSpace(r); r == "" {
			continue
		}
		v, err := Convert(f, r)
		if err != nil {
			return nil, err
		}
		vs = append(vs, v)
	}
	if len(vs) == 0 {
		return nil, nil
	}
	col := f.Column
	return func(s *sql.Selector) *sql.Predicate { return sql.In(s.C(col), vs...) }, nil
}

// Convert reads request text as the field's type, so the bound value compares
// like the stored one on both databases.
func Convert(f Field, raw string) (any, error) {
	raw = strings.TrimSpace(raw)
	switch f.Kind {
	case Int:
		n, err := strconv.ParseInt(raw, 10, 64)
		if err != nil {
			return nil, httpx.Failf("查询条件「%s」应为整数", f.label())
		}
		return n, nil
	case Float:
		n, err := strconv.ParseFloat(raw, 64)
		if err != nil {
			return nil, httpx.Failf("查询条件「%s」应为数字", f.label())
		}
		return n, nil
	case Bool:
		if b, ok := ParseBool(raw); ok {
			return b, nil
		}
		return nil, httpx.Failf("查询条件「%s」应为是或否", f.label())
	case Money:
		a, err := money.Parse(raw)
		if err != nil {
			return nil, httpx.Failf("查询条件「%s」应为金额", f.label())
		}
		return a.Value()
	case Decimal:
		d, err := measure.Parse(raw)
		if err != nil {
			return nil, httpx.Failf("查询条件「%s」应为数字", f.label())
		}
		return d.Value()
	case Chainage:
		m, err := chainage.Parse(raw)
		if err != nil {
			return nil, httpx.Failf("查询条件「%s」应为桩号，如 K12+345.600", f.label())
		}
		return m.Value()
	case Time, Date:
		t, err := jsontime.Parse(raw)
		if err != nil {
			return nil, httpx.Failf("查询条件「%s」的日期格式不正确", f.label())
		}
		return t.UTC().Truncate(time.Second), nil
	}
	if len(raw) > 1000 {
		return nil, httpx.Failf("查询条件「%s」过长", f.label())
	}
	return raw, nil
}

// ParseBool reads the yes/no spellings of requests and sheets (1/0, true/false, Y/N, 是/否).
func ParseBool(s string) (value, ok bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "1", "true", "y", "yes", "是":
		return true, true
	case "0", "false", "n", "no", "否":
		return false, true
	}
	return false, false
}

func (f Field) label() string {
	if f.Label != "" {
		return f.Label
	}
	return f.Name
}

// SuperItem is one condition of the advanced query builder.
type SuperItem struct {
	Field string `json:"field"`
	Rule  string `json:"rule"`
	Val   any    `json:"val"`
}

var superRules = map[string]string{
	"gt": ">", ">": ">", "ge": ">=", ">=": ">=", "lt": "<", "<": "<", "le": "<=", "<=": "<=",
	"eq": "=", "=": "=", "ne": "!=", "!=": "!=", "in": "in", "like": "like",
	"left_like": "left_like", "right_like": "right_like",
}

func superQuery(raw, matchType string, s *Schema) (Cond, error) {
	var items []SuperItem
	if err := json.Unmarshal([]byte(raw), &items); err != nil {
		// The front end encodeURI()s the JSON on top of the query encoding.
		dec, derr := url.QueryUnescape(raw)
		if derr != nil || json.Unmarshal([]byte(dec), &items) != nil {
			return nil, httpx.Fail("高级查询条件格式不正确")
		}
	}
	var conds []Cond
	for _, it := range items {
		val := strings.TrimSpace(fmt.Sprint(it.Val))
		if it.Val == nil || it.Field == "" || it.Rule == "" || val == "" {
			continue
		}
		f, ok := s.Lookup(strings.TrimSuffix(it.Field, "_dictText"))
		if !ok {
			return nil, httpx.Failf("高级查询字段不存在：%s", clip(it.Field))
		}
		rule, ok := superRules[strings.ToLower(it.Rule)]
		if !ok {
			return nil, httpx.Failf("高级查询规则不支持：%s", clip(it.Rule))
		}
		c, err := Op(f, rule, val)
		if err != nil {
			return nil, err
		}
		if c != nil {
			conds = append(conds, c)
		}
	}
	if len(conds) == 0 {
		return nil, nil
	}
	or := strings.EqualFold(matchType, "or")
	return func(sel *sql.Selector) *sql.Predicate {
		ps := make([]*sql.Predicate, 0, len(conds))
		for _, c := range conds {
			ps = append(ps, c(sel))
		}
		if or {
			return sql.Or(ps...)
		}
		return sql.And(ps...)
	}, nil
}

// Op builds one condition from a rule name (>, >=, <, <=, =, !=, in, like,
// left_like, right_like), as superQuery items and data rules name them.
func Op(f Field, rule, val string) (Cond, error) {
	col := f.Column
	for _, o := range operators {
		if o.op == rule {
			return compare(f, val, o.fn)
		}
	}
	switch rule {
	case "in":
		return in(f, strings.Split(val, ","))
	case "like", "left_like", "right_like":
		if f.Kind != String {
			return nil, httpx.Failf("字段「%s」不支持模糊查询", f.label())
		}
		like := map[string]func(string, string) *sql.Predicate{
			"like": sql.Contains, "left_like": sql.HasSuffix, "right_like": sql.HasPrefix,
		}[rule]
		return func(s *sql.Selector) *sql.Predicate { return like(s.C(col), val) }, nil
	}
	return nil, httpx.Failf("查询规则不支持：%s", clip(rule))
}

// clip keeps hostile names short in messages.
func clip(s string) string {
	r := []rune(s)
	if len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return string(r)
}

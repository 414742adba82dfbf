package crud

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"entgo.io/ent/dialect/sql"

	"aqueduct/server/cache"
	"aqueduct/server/dict"
	"aqueduct/server/httpx"
	"aqueduct/server/query"
	"aqueduct/server/viewer"
)

// tableDictMax is the most rows a table dictionary lists: a dictionary, not
// an export (long tables need a search picker).
const tableDictMax = 5000

// maxKeyword bounds a picker's search text.
const maxKeyword = 100

// tableDict resolves "table,text,code" for the generated resources: the table
// must be a resource's and both columns its id or fields marked DictText.
// Rows are read as the caller: tenant, data rules and scope apply.
func (s *Service) tableDict(table, text, code string) (dict.Table, bool) {
	r, ok := ByTable(table)
	if !ok {
		return dict.Table{}, false
	}
	tf, ti, ok1 := r.Field(text)
	cf, ci, ok2 := r.Field(code)
	readable := func(f Field) bool { return f.DictText || f.Column == "id" }
	if !ok1 || !ok2 || tf.Column != text || cf.Column != code || !readable(tf) || !readable(cf) {
		return dict.Table{}, false
	}
	d := &tableDict{s: s, r: r, text: tf, code: cf, ti: ti, ci: ci}
	dictCode := r.Table + "," + text + "," + code
	return dict.Table{ListCode: r.ListCode, Load: d.load(dictCode), Search: d.search, Tree: d.tree}, true
}

// tableDict reads one table dictionary of a resource.
type tableDict struct {
	s          *Service
	r          *Resource
	text, code Field
	ti, ci     int
}

// load translates values; a page's texts come from the whole (small) table
// as the caller sees it, kept until the table changes.
func (d *tableDict) load(dictCode string) dict.TableLoader {
	return func(ctx context.Context, keys []string) ([]dict.Item, error) {
		v, _ := viewer.FromContext(ctx)
		if d.s.tableDicts == nil || keys == nil || v.System {
			return d.search(ctx, dict.Search{Values: keys})
		}
		all, err := d.s.tableDicts.Get(cache.Key(dictCode, v.UserID, strconv.Itoa(v.TenantID)), func() ([]dict.Item, error) {
			return d.search(ctx, dict.Search{})
		})
		if err != nil || len(all) >= tableDictMax {
			return d.search(ctx, dict.Search{Values: keys})
		}
		want := make(map[string]bool, len(keys))
		for _, k := range keys {
			want[k] = true
		}
		var out []dict.Item
		for _, it := range all {
			if want[it.Value] {
				out = append(out, it)
			}
		}
		return out, nil
	}
}

// search lists the rows the caller may see, by value: those of Values, those
// whose text or value contains Keyword (bound, wildcards escaped).
func (d *tableDict) search(ctx context.Context, q dict.Search) ([]dict.Item, error) {
	conds, err := d.s.handConds(ctx, d.r)
	if err != nil {
		return nil, err
	}
	if q.Values != nil {
		in := valuesCond(d.code, q.Values)
		if in == nil {
			return []dict.Item{}, nil
		}
		conds = append(conds, in)
	}
	if kw := strings.TrimSpace(q.Keyword); kw != "" {
		if utf8.RuneCountInString(kw) > maxKeyword {
			return nil, httpx.Failf("搜索内容不能超过%d个字", maxKeyword)
		}
		var or []query.Cond
		for _, f := range []Field{d.text, d.code} {
			if c := matchCond(f, kw); c != nil {
				or = append(or, c)
			}
		}
		if len(or) == 0 {
			return []dict.Item{}, nil
		}
		conds = append(conds, func(sel *sql.Selector) *sql.Predicate {
			ps := make([]*sql.Predicate, len(or))
			for i, c := range or {
				ps[i] = c(sel)
			}
			return sql.Or(ps...)
		})
	}
	limit := q.Limit
	if limit <= 0 || limit > tableDictMax {
		limit = tableDictMax
	}
	col := d.code.Column
	order := func(sel *sql.Selector) { sel.OrderBy(sel.C(col)) }
	rows, err := d.r.Store.List(ctx, d.s.Client, (&query.Query{Conds: conds}).Where(), order, limit, 0)
	if err != nil {
		return nil, err
	}
	out := make([]dict.Item, 0, len(rows))
	for _, row := range rows {
		vs := d.r.Store.Values(row)
		t := Text(vs[d.ti])
		out = append(out, dict.Item{Value: Text(vs[d.ci]), Text: t, Title: t})
	}
	return out, nil
}

// valuesCond is code IN values, each read as the field's type; nil when
// none can be such a value.
func valuesCond(f Field, values []string) query.Cond {
	args := make([]any, 0, len(values))
	for _, k := range values {
		if v, err := query.Convert(f.Field, k); err == nil {
			args = append(args, v)
		}
	}
	if len(args) == 0 {
		return nil
	}
	col := f.Column
	return func(sel *sql.Selector) *sql.Predicate { return sql.In(sel.C(col), args...) }
}

// matchCond is a string field containing word, case-folded, or another field
// equal to it; nil when word cannot be such a value.
func matchCond(f Field, word string) query.Cond {
	col := f.Column
	if f.Kind == query.String {
		return func(sel *sql.Selector) *sql.Predicate { return sql.ContainsFold(sel.C(col), word) }
	}
	v, err := query.Convert(f.Field, word)
	if err != nil {
		return nil
	}
	return func(sel *sql.Selector) *sql.Predicate { return sql.EQ(sel.C(col), v) }
}

// tree lists the children of q.Pid (the roots for "" or "0") that the caller
// may see, with leaf worked out from their visible children. The parent and
// condition columns must be the resource's own: request text never reaches
// the SQL as a name.
func (d *tableDict) tree(ctx context.Context, q dict.TreeQuery) ([]dict.TreeNode, error) {
	r := d.r
	name := q.PidField
	if name == "" && r.Tree != nil {
		name = r.Tree.Parent
	}
	pf, pi, ok := r.Field(name)
	if !ok || name == "" || pf.Kind != query.String || parentRef(r, pf) != d.code.Column {
		return nil, httpx.Failf("上级字段不正确：%s", clipColumn(q.PidField))
	}
	switch q.HasChild {
	case "", "has_child", "hasChild": // worked out below, as the tree lists do
	default:
		return nil, httpx.Failf("是否有子节点字段不正确：%s", clipColumn(q.HasChild))
	}
	visible, err := d.s.handConds(ctx, r)
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(q.Cond))
	for k := range q.Cond {
		names = append(names, k)
	}
	slices.Sort(names) // the same SQL for the same condition
	for _, k := range names {
		f, _, ok := r.Field(k)
		if !ok {
			return nil, httpx.Failf("查询条件字段不存在：%s", clipColumn(k))
		}
		v, err := query.Convert(f.Field, q.Cond[k])
		if err != nil {
			return nil, err
		}
		col := f.Column
		visible = append(visible, func(sel *sql.Selector) *sql.Predicate { return sql.EQ(sel.C(col), v) })
	}
	pcol := pf.Column
	level := func(sel *sql.Selector) *sql.Predicate {
		return sql.Or(sql.IsNull(sel.C(pcol)), sql.In(sel.C(pcol), "", "0"))
	}
	if pid := q.Pid; pid != "" && pid != "0" {
		v, err := query.Convert(pf.Field, pid)
		if err != nil {
			return nil, err
		}
		level = func(sel *sql.Selector) *sql.Predicate { return sql.EQ(sel.C(pcol), v) }
	}
	tcol, ccol := d.text.Column, d.code.Column
	order := func(sel *sql.Selector) { sel.OrderBy(sel.C(tcol), sel.C(ccol)) }
	rows, err := r.Store.List(ctx, d.s.Client, (&query.Query{Conds: append(slices.Clip(visible), level)}).Where(),
		order, tableDictMax, 0)
	if err != nil {
		return nil, err
	}
	nodes := make([]dict.TreeNode, 0, len(rows))
	keys := make([]any, 0, len(rows))
	for _, row := range rows {
		vs := r.Store.Values(row)
		key := Text(vs[d.ci])
		nodes = append(nodes, dict.TreeNode{Key: key, Title: Text(vs[d.ti]), ParentID: Text(vs[pi]), Value: key, Code: key})
		keys = append(keys, key)
	}
	if len(keys) == 0 {
		return nodes, nil
	}
	children := func(sel *sql.Selector) *sql.Predicate { return sql.In(sel.C(pcol), keys...) }
	parents, err := r.Store.Strings(ctx, d.s.Client, (&query.Query{Conds: append(visible, children)}).Where(), pcol)
	if err != nil {
		return nil, err
	}
	has := make(map[string]bool, len(parents))
	for _, p := range parents {
		has[p] = true
	}
	for i := range nodes {
		nodes[i].Leaf = !has[nodes[i].Key]
	}
	return nodes, nil
}

// parentRef is the column a self-referencing field points at: the id for a
// tree entity's parent, else the code column of its own table dictionary.
func parentRef(r *Resource, f Field) string {
	if r.Tree != nil && f.Name == r.Tree.Parent {
		return "id"
	}
	if parts := strings.Split(f.Dict, ","); len(parts) == 3 && strings.EqualFold(parts[0], r.Table) {
		return parts[2]
	}
	return ""
}

// clipColumn keeps hostile names short in messages.
func clipColumn(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

package crud

import (
	"context"
	"net/url"
	"strings"

	"entgo.io/ent"
	"entgo.io/ent/dialect/sql"

	gen "aqueduct/ent"
	"aqueduct/server/httpx"
	"aqueduct/server/query"
	"aqueduct/server/viewer"
)

// A UniqueIn field (crud.Field(..).UniqueIn(scope...)) holds a value at most
// once among the tenant's live rows with the same scope values: a deleted row
// (del_flag = 1) and a row of another scope do not count, nor does a row whose
// value or a scope value is NULL. The partial unique index the generator
// derives (gen/crudgen UniqueInIndexes) is the last guard; these checks give
// the reason in words, naming the field.

// scopeOf is a UniqueIn field's scope fields.
func (r *Resource) scopeOf(f Field) []Field {
	out := make([]Field, 0, len(f.UniqueIn))
	for _, p := range f.UniqueIn {
		sf, _, _ := r.Field(p) // the generator checked they are readable fields
		out = append(out, sf)
	}
	return out
}

// takenInScope is the refusal of a UniqueIn value (shown as text): 日期「2026-03-02」在该标段中已存在.
func (r *Resource) takenInScope(f Field, shown, how string) error {
	labels := make([]string, 0, len(f.UniqueIn))
	for _, sf := range r.scopeOf(f) {
		labels = append(labels, sf.Label)
	}
	return httpx.Failf("%s「%s」在该%s中%s", f.Label, shown, strings.Join(labels, "、"), how)
}

// inScope narrows a count to the rows holding scope's values in sf's columns.
func inScope(sf []Field, scope []any, where Where) Where {
	return func(sel *sql.Selector) {
		for i, f := range sf {
			sel.Where(sql.EQ(sel.C(f.Column), scope[i]))
		}
		if where != nil {
			where(sel)
		}
	}
}

// checkUniqueIn refuses, inside a write's transaction and after its hooks
// (which may set a scope: a section from a contract), a UniqueIn value that
// another live row of the same scope holds. The values are those after the
// write: what the mutation sets, else what the stored row (old, on an update)
// holds. It looks past the caller's data rules (the tenant still applies),
// as the index does, and through tx, so an import's earlier rows count.
func (s *Service) checkUniqueIn(ctx context.Context, tx *gen.Client, r *Resource, m ent.Mutation, old any) error {
	var stored []any
	exceptID := ""
	if old != nil {
		stored = r.Store.Values(old)
		exceptID = Text(stored[0])
	}
	after := func(f Field) (v any, changed bool) {
		if v, ok := m.Field(f.Column); ok {
			return v, true
		}
		if m.FieldCleared(f.Column) {
			return nil, true
		}
		if _, i, _ := r.Field(f.Column); stored != nil && i >= 0 {
			return stored[i], false
		}
		return nil, false // left out of an add: NULL (or a default the check cannot see)
	}
	for _, f := range r.Fields {
		if len(f.UniqueIn) == 0 {
			continue
		}
		v, changed := after(f)
		sf := r.scopeOf(f)
		scope := make([]any, len(sf))
		for i, x := range sf {
			var moved bool
			scope[i], moved = after(x)
			changed = changed || moved
		}
		if v == nil || !changed || anyNil(scope) {
			continue // an update that moves neither value nor scope keeps a valid row
		}
		n, err := s.countOthers(viewer.Unscoped(ctx), tx, r, f, v, exceptID, inScope(sf, scope, nil))
		if err != nil {
			return err
		}
		if n > 0 {
			return r.takenInScope(f, Text(v), "已存在")
		}
	}
	return nil
}

func anyNil(xs []any) bool {
	for _, x := range xs {
		if x == nil {
			return true
		}
	}
	return false
}

// duplicateInScope answers the form's duplicate check of a UniqueIn field
// among the live rows the caller may see (where). The scope values come as
// params named by the scope's properties (sectionId=…), which the generated
// forms send; JeecgBoot's client knows none, so on an edit the record's own
// scope is taken (dataId), and on an add without them the value is answered
// free: the save refuses a taken one anyway, and a value taken in some other
// scope must not block the form.
func (s *Service) duplicateInScope(ctx context.Context, r *Resource, f Field, v any, dataID string, params url.Values, where Where) error {
	shown := strings.TrimSpace(params.Get("fieldVal"))
	sf := r.scopeOf(f)
	scope := make([]any, len(sf))
	var stored []any
	for i, x := range sf {
		if text := strings.TrimSpace(params.Get(x.Name)); text != "" {
			c, err := query.Convert(x.Field, text)
			if err != nil {
				return nil // no scope to judge in
			}
			scope[i] = c
			continue
		}
		if dataID == "" {
			return nil
		}
		if stored == nil {
			row, err := r.Store.Get(ctx, s.Client, dataID, where)
			if gen.IsNotFound(err) {
				return nil
			} else if err != nil {
				return err
			}
			stored = r.Store.Values(row)
		}
		_, j, _ := r.Field(x.Name)
		if scope[i] = stored[j]; scope[i] == nil {
			return nil
		}
	}
	n, err := s.countOthers(ctx, s.Client, r, f, v, dataID, inScope(sf, scope, where))
	if err != nil {
		return err
	}
	if n > 0 {
		return r.takenInScope(f, shown, "已存在")
	}
	return nil
}

// uniqueInRepeats refuses an imported row whose UniqueIn value an earlier
// row of the same file holds in the same scope (both as the sheet gives
// them; a scope the row leaves empty is compared after the write, by
// checkUniqueIn). seen keeps field → scope and value → line, like
// uniqueInFile's (a field is Unique or UniqueIn, never both); the import
// calls it beside uniqueInFile.
func uniqueInRepeats(r *Resource, values map[string]value, seen map[string]map[string]int, line int) error {
	for _, f := range r.Fields {
		v, ok := values[f.Column]
		if len(f.UniqueIn) == 0 || !ok || v.clear {
			continue
		}
		key := make([]string, 0, len(f.UniqueIn)+1)
		for _, sf := range r.scopeOf(f) {
			sv, ok := values[sf.Column]
			if !ok || sv.clear {
				key = nil
				break
			}
			key = append(key, Text(sv.v))
		}
		if key == nil {
			continue
		}
		k := strings.Join(append(key, Text(v.v)), "\x00")
		if seen[f.Column] == nil {
			seen[f.Column] = map[string]int{}
		}
		if first, dup := seen[f.Column][k]; dup {
			return r.takenInScope(f, Text(v.v), "与第 "+Text(first)+" 行重复")
		}
		seen[f.Column][k] = line
	}
	return nil
}

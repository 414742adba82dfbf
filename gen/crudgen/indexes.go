package crudgen

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"

	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/entc/gen"

	"aqueduct/gen/crud"
)

// Columns the list narrows by on every request of an entity that has them:
// the tenant (the tenant mixin's privacy rule) and the section scope
// (sectionId / engineeringId params of the list conventions).
const tenantColumn = "tenant_id"

// softDeleteColumn is SoftDeleteMixin's flag: every list of such an entity
// reads WHERE del_flag = 0 (the recycle bin del_flag = 1), an equality like the
// tenant's. Behind it in the index, a deep page (OFFSET 8000) skips rows in
// the index alone instead of reading every skipped row to test its flag.
const softDeleteColumn = "del_flag"

var scopeColumns = []string{"section_id", "engineering_id"}

// maxIndexName is PostgreSQL's identifier limit (NAMEDATALEN-1).
const maxIndexName = 63

// AddIndexes appends to every generated resource the indexes its list
// queries need (see DerivedIndexes) and those of its UniqueIn fields
// (UniqueInIndexes), before ent writes ent/migrate/schema.go, so Atlas diffs
// them into the versioned migrations.
func AddIndexes(g *gen.Graph) error {
	for _, n := range g.Nodes {
		ann, ok := decode[crud.ResourceAnnotation](n.Annotations, crud.ResourceName)
		if !ok {
			continue
		}
		r, err := build(n, ann)
		if err != nil {
			return fmt.Errorf("%s: %w", n.Name, err)
		}
		unique, err := UniqueInIndexes(n, r)
		if err != nil {
			return fmt.Errorf("%s: %w", n.Name, err)
		}
		n.Indexes = append(append(n.Indexes, DerivedIndexes(n, r)...), unique...)
	}
	return nil
}

// UniqueInIndexes are the unique indexes of the UniqueIn fields:
// (tenant_id, scope columns..., column), led by the tenant when the entity
// has one, since the check on save counts the caller's tenant only; partial
// (WHERE del_flag = 0) on a soft-deleted entity, so deleted rows make room.
// A scope or value that is NULL repeats freely, as in the check. They serve
// no list and are not counted by DerivedIndexes.
func UniqueInIndexes(n *gen.Type, r *Resource) ([]*gen.Index, error) {
	has := map[string]bool{}
	for _, f := range n.Fields {
		has[f.StorageKey()] = true
	}
	column := map[string]string{} // property → column
	for _, f := range r.Fields {
		column[f.Name] = f.Column
	}
	var out []*gen.Index
	for _, f := range r.Fields {
		if len(f.UniqueIn) == 0 {
			continue
		}
		var cols []string
		if has[tenantColumn] {
			cols = append(cols, tenantColumn)
		}
		for _, p := range f.UniqueIn {
			cols = append(cols, column[p])
		}
		cols = append(cols, f.Column)
		idx := &gen.Index{Name: indexName(n.Name, cols), Unique: true, Columns: cols}
		for _, e := range n.Indexes {
			if e.Name == idx.Name {
				return nil, fmt.Errorf("field %s: UniqueIn makes index %s, declared in Indexes() too: remove that one", f.Column, idx.Name)
			}
		}
		if has[softDeleteColumn] {
			// The text Atlas compares with the database's (PostgreSQL keeps it as
			// "(del_flag = 0)"): anything longer would differ on every diff.
			idx.Annotations = gen.Annotations{(&entsql.IndexAnnotation{}).Name(): &entsql.IndexAnnotation{Where: softDeleteColumn + " = 0"}}
		}
		out = append(out, idx)
	}
	return out, nil
}

// DerivedIndexes are the b-tree indexes behind a resource's list (server/query):
//
//   - the default sort: (create_time, id), or (id) without create_time;
//   - per Sortable column and per Range filter: (col, id), the sort's tie-break included;
//   - per Exact or Multi filter and per scope column (section_id, engineering_id):
//     (col, create_time, id), the filter followed by the default sort;
//
// each led by tenant_id when the entity has one, since every list of a
// tenant's user reads WHERE tenant_id = ?, then by del_flag when it has one
// (softDeleteColumn). Like filters (contains) cannot use a
// b-tree and get none of their own; create_time is served by the default
// sort's index and the id by the primary key. An index is left out when an
// existing one already starts with its columns, or when it starts with a
// unique index on NOT NULL columns, which leaves no ties to order. (A unique
// column behind tenant_id still gets its index: with the tenant's equality
// the planners would rather search the tenant and sort.)
func DerivedIndexes(n *gen.Type, r *Resource) []*gen.Index {
	columns := map[string]*gen.Field{}
	for _, f := range append([]*gen.Field{n.ID}, n.Fields...) {
		if f != nil {
			columns[f.StorageKey()] = f
		}
	}
	id := "id"
	if n.ID != nil {
		id = n.ID.StorageKey()
	}
	var prefix []string
	for _, c := range []string{tenantColumn, softDeleteColumn} {
		if _, ok := columns[c]; ok {
			prefix = append(prefix, c)
		}
	}
	sort := []string{id}
	if _, ok := columns["create_time"]; ok {
		sort = []string{"create_time", id}
	}

	type existing struct {
		cols   []string
		unique bool // unique on NOT NULL columns: no ties after it
	}
	have := []existing{{cols: []string{id}, unique: true}}
	notNull := func(cols []string) bool {
		for _, c := range cols {
			if f := columns[c]; f == nil || f.Optional || f.Nillable {
				return false
			}
		}
		return true
	}
	for _, idx := range n.Indexes {
		have = append(have, existing{cols: idx.Columns, unique: idx.Unique && notNull(idx.Columns)})
	}
	for _, f := range n.Fields {
		if f.Unique {
			c := []string{f.StorageKey()}
			have = append(have, existing{cols: c, unique: notNull(c)})
		}
	}
	covered := func(cols []string) bool {
		for _, e := range have {
			if hasPrefix(e.cols, cols) {
				return true
			}
			if e.unique && hasPrefix(cols, e.cols) {
				return true
			}
		}
		return false
	}

	var out []*gen.Index
	add := func(cols ...[]string) {
		all := slices.Concat(cols...)
		if covered(all) {
			return
		}
		have = append(have, existing{cols: all})
		out = append(out, &gen.Index{Name: indexName(n.Name, all), Columns: all})
	}
	add(prefix, sort)
	for _, f := range r.Fields {
		c := f.Column
		if c == id || c == "create_time" || slices.Contains(prefix, c) || f.Secret {
			continue
		}
		if f.Query == string(crud.Exact) || f.Query == string(crud.Multi) || slices.Contains(scopeColumns, c) {
			add(prefix, []string{c}, sort)
		}
		if f.Sortable || f.Query == string(crud.Range) {
			add(prefix, []string{c, id})
		}
	}
	return out
}

// hasPrefix reports whether cols starts with p.
func hasPrefix(cols, p []string) bool {
	return len(p) > 0 && len(cols) >= len(p) && slices.Equal(cols[:len(p)], p)
}

// indexName follows ent's naming (<type>_<columns>) and keeps within
// PostgreSQL's 63 characters by a hash suffix.
func indexName(typ string, cols []string) string {
	name := strings.ToLower(typ) + "_" + strings.Join(cols, "_")
	if len(name) <= maxIndexName {
		return name
	}
	sum := sha256.Sum256([]byte(name))
	return name[:maxIndexName-9] + "_" + hex.EncodeToString(sum[:4])
}

// Counted reports whether the resource keeps a counter table (server/rowcount):
// every top-level resource does, so its list's total stays a few rows' sum
// at a million rows; a child table is only ever listed under one parent.
func (r *Resource) Counted() bool { return r.Main == "" }

// CountDims are the counter's dimensions: of the columns every list narrows
// by (tenant, del_flag, section and engineering scope), those r has. Few
// values each, so the counter holds a handful of rows per section.
func (r *Resource) CountDims() []string {
	var out []string
	for _, c := range append([]string{tenantColumn, softDeleteColumn}, scopeColumns...) {
		if slices.ContainsFunc(r.Fields, func(f Field) bool { return f.Column == c }) {
			out = append(out, c)
		}
	}
	return out
}

package crud

import (
	"context"
	"strings"

	"entgo.io/ent"
	"entgo.io/ent/dialect/sql"

	gen "aqueduct/ent"
	"aqueduct/ent/intercept"
	"aqueduct/server/httpx"
	"aqueduct/server/softdelete"
	"aqueduct/server/viewer"
)

// The row scope is applied by the ent client itself: an interceptor adds the
// caller's row filter (data rules and the resource's scope) to every query
// of a scoped entity, and a hook adds it to every update and delete and
// checks every created row against it. A handler written next year reads
// and writes through the same client, so it cannot forget the rule; code
// that must see past it says so with viewer.Unscoped(ctx) (keeps the
// tenant) or viewer.System (the server's own work), both greppable.
//
// Business entities (cmis_* tables with a menu, whose rules an admin sets
// per menu) and their child tables, scoped through their parent, are scoped
// in every request. A system entity (users, departments, categories, ...) is
// scoped in the requests of the routes that serve its pages: a route whose
// permission code is one of the resource's (its list code, a button code
// of its prefix) or one that declares it reads the page
// (httpx.Routes.Serving). Elsewhere its rows are read for the caller's own
// session, menus and dictionaries, where a page's data rule must not apply;
// a cache shared by users reads whole (viewer.Unscoped). Either way no
// handler filters by hand.

// scoped is how a query or write of one entity type is scoped.
type scoped struct {
	r *Resource
	// parent and column, for a child table: its rows are those whose column
	// names a parent row the caller may see.
	parent *Resource
	column string
}

// scopes are the scoped entity types by ent type name, built once from the
// registry (generated resources register in init).
func scopes() map[string]scoped {
	out := map[string]scoped{}
	for _, r := range Resources() {
		if !r.Business() {
			continue
		}
		out[r.TypeName()] = scoped{r: r}
		for _, c := range r.Children {
			out[c.TypeName()] = scoped{r: c.Resource, parent: r, column: c.MainColumn}
		}
	}
	return out
}

// Scoped reports whether every query and write of r passes the caller's row
// filter in the client, in any request (a business entity).
func (s *Service) Scoped(r *Resource) bool {
	_, ok := s.scoped[r.TypeName()]
	return ok
}

// Business reports whether r is a business record (a cmis_* table with a
// menu), scoped in the client in every request.
func (r *Resource) Business() bool {
	return r.Main == "" && r.MenuID != "" && strings.HasPrefix(r.Table, "cmis_")
}

// pages are the system entity types by ent type name: scoped in a request
// whose route serves the resource (served).
func pages(business map[string]scoped) map[string]*Resource {
	out := map[string]*Resource{}
	for _, r := range Resources() {
		if _, ok := business[r.TypeName()]; !ok && r.Main == "" {
			out[r.TypeName()] = r
		}
	}
	return out
}

// served reports whether the request of ctx is for a route serving r's page:
// one of its pages' codes is r's list code or one of r's buttons.
func (s *Service) served(ctx context.Context, r *Resource) bool {
	route, ok := httpx.RouteOf(ctx)
	if !ok {
		return false
	}
	for _, code := range route.Pages() {
		if code == r.ListCode || strings.HasPrefix(code, r.Perm+":") {
			return true
		}
	}
	return false
}

// inClient reports whether the client applies r's row scope in ctx, so a
// handler adds none of its own.
func (s *Service) inClient(ctx context.Context, r *Resource) bool {
	return s.Scoped(r) || s.served(ctx, r)
}

// installScope puts the row scope into the client.
func (s *Service) installScope() {
	s.scoped = scopes()
	s.pages = pages(s.scoped)
	s.Client.Intercept(intercept.TraverseFunc(func(ctx context.Context, q intercept.Query) error {
		where, err := s.scopeOf(ctx, q.Type())
		if err != nil || where == nil {
			return err
		}
		q.WhereP(where)
		return nil
	}))
	s.Client.Use(func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			sc, ok := s.scoped[m.Type()]
			if !ok {
				if sc.r = s.pages[m.Type()]; sc.r == nil || !s.served(ctx, sc.r) {
					return next.Mutate(ctx, m)
				}
			}
			where, err := s.scopeOf(ctx, m.Type())
			if err != nil || where == nil {
				if err != nil {
					return nil, err
				}
				return next.Mutate(ctx, m)
			}
			if !m.Op().Is(ent.OpCreate) {
				w, ok := m.(interface{ WhereP(...func(*sql.Selector)) })
				if !ok {
					return nil, errOutOfScope
				}
				w.WhereP(where) // the row as it was must be the caller's
			}
			v, err := next.Mutate(ctx, m)
			if err != nil || !m.Op().Is(ent.OpCreate|ent.OpUpdateOne) {
				return v, err
			}
			return v, s.checkSaved(ctx, m, sc, v)
		})
	})
}

var errOutOfScope = httpx.Fail("保存失败：该数据不在您的数据权限范围内")

// checkSaved refuses a row the caller could not see once written: a record
// added to, or moved into, another section. A new row is removed again, so
// a create outside a transaction leaves nothing behind; an update is undone
// by its transaction (every write of a scoped entity runs in one).
func (s *Service) checkSaved(ctx context.Context, m ent.Mutation, sc scoped, v ent.Value) error {
	client, ok := m.(interface{ Client() *gen.Client })
	if !ok {
		return errOutOfScope
	}
	id := Text(sc.r.Store.Values(v)[0])
	_, err := sc.r.Store.Get(ctx, client.Client(), id, nil)
	if !gen.IsNotFound(err) {
		return err
	}
	if m.Op().Is(ent.OpCreate) {
		if _, err := sc.r.Store.Delete(softdelete.WithDeleted(viewer.Unscoped(ctx)), client.Client(), []string{id}, nil); err != nil {
			return err
		}
	}
	return errOutOfScope
}

// scopeOf is the row filter of one entity type in ctx: nil for types that
// are not scoped (here), for the server's own work and inside viewer.Unscoped.
func (s *Service) scopeOf(ctx context.Context, typ string) (Where, error) {
	if viewer.IsUnscoped(ctx) {
		return nil, nil
	}
	if v, ok := viewer.FromContext(ctx); !ok || v.System {
		return nil, nil // the tenant policy refuses a context without a viewer
	}
	sc, ok := s.scoped[typ]
	if !ok {
		if r := s.pages[typ]; r != nil && s.served(ctx, r) {
			return s.rowFilter(ctx, r)
		}
		return nil, nil
	}
	if sc.parent == nil {
		return s.rowFilter(ctx, sc.r)
	}
	where, err := s.rowFilter(ctx, sc.parent)
	if err != nil || where == nil {
		return nil, err
	}
	parent, column := sc.parent, sc.column
	return func(sel *sql.Selector) {
		t := sql.Table(parent.Table)
		sub := sql.Select(t.C("id")).From(t)
		where(sub)
		sel.Where(sql.In(sel.C(column), sub))
	}, nil
}

// Limited reports whether the caller's rules limit what he sees of r (a
// tree then leaves out the branches with nothing of his).
func (s *Service) Limited(ctx context.Context, r *Resource) (bool, error) {
	w, err := s.rowFilter(ctx, r)
	return w != nil, err
}

// Visible reports whether the caller of ctx may read record id of r, as
// queryById checks it: for a hand-written check (a socket's page, an
// approver) that must not filter by hand.
func (s *Service) Visible(ctx context.Context, c *gen.Client, r *Resource, id string) (bool, error) {
	row, err := s.Readable(ctx, c, r, id)
	return err == nil && row != nil, err
}

// Readable is record id of r when the caller of ctx may read it, as
// queryById reads it; nil when he may not or there is none.
func (s *Service) Readable(ctx context.Context, c *gen.Client, r *Resource, id string) (any, error) {
	where, err := s.handFilter(ctx, r)
	if err != nil {
		return nil, err
	}
	row, err := r.Store.Get(ctx, c, id, where)
	if err != nil {
		if gen.IsNotFound(err) {
			err = nil
		}
		return nil, err
	}
	return row, nil
}

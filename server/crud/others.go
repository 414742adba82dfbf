package crud

import (
	"context"

	"entgo.io/ent/dialect/sql"

	gen "aqueduct/ent"
	"aqueduct/server/httpx"
	"aqueduct/server/viewer"
)

// OthersCode is the button action that lets its holder change and delete
// the records of a business page that others filed (维护 a ledger); without
// it a user changes and deletes only what he filed himself (填报).
const OthersCode = "others"

// Owned reports a business page whose records belong to who filed them: a
// section's records with a menu that users write.
func (r *Resource) Owned() bool {
	_, _, section := r.Field("sectionId")
	_, _, creator := r.Field("createBy")
	return r.Menu && r.Main == "" && !r.ReadOnly && section && creator
}

// othersAmong refuses to change or delete records of an owned page that
// another user filed, unless the caller holds <perm>:others. A record the
// server made (no creator: seeded) belongs to nobody and stays open to the
// page's writers.
func (s *Service) othersAmong(ctx context.Context, tx *gen.Client, r *Resource, ids []string, where Where) error {
	if !r.Owned() {
		return nil
	}
	me, ok := viewer.FromContext(ctx)
	if !ok {
		return nil // the server's own work
	}
	f, _, _ := r.Field("createBy")
	id := r.Fields[0].Column
	theirs, err := r.Store.Strings(ctx, tx, func(sel *sql.Selector) {
		// A record nobody filed (NULL or empty: the server's own) is nobody's.
		sel.Where(sql.And(sql.In(sel.C(id), Anys(ids)...), sql.NEQ(sel.C(f.Column), me.Username), sql.NEQ(sel.C(f.Column), "")))
		if where != nil {
			where(sel)
		}
	}, id)
	if err != nil || len(theirs) == 0 {
		return err
	}
	if all, err := s.can(ctx, r.Code(OthersCode)); err != nil || all {
		return err
	}
	return httpx.Failf("只能修改或删除本人填报的%s", r.Title)
}

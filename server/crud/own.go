package crud

import (
	"context"

	"entgo.io/ent"

	gen "aqueduct/ent"
	"aqueduct/ent/sysfile"
	"aqueduct/server/httpx"
	"aqueduct/server/query"
)

// SaveOwn updates some form fields of the caller's own record (a user's
// profile): validated and checked for uniqueness like the form, but without
// the resource's hooks and list data rules, because the right to edit oneself
// is not the right to manage others. Fields outside names are ignored; the
// caller passes its own id from the session, never from the request.
func (s *Service) SaveOwn(ctx context.Context, r *Resource, id string, body Body, names ...string) (any, error) {
	only := Body{}
	for _, n := range names {
		if raw, ok := body[n]; ok {
			only[n] = raw
		}
	}
	values, err := r.decode(only, false, false)
	if err != nil {
		return nil, err
	}
	if err := s.checkUnique(ctx, r, id, values); err != nil {
		return nil, err
	}
	var row any
	err = s.inTx(ctx, r, func(tx *gen.Client) error {
		old, err := r.Store.Get(ctx, tx, id, nil)
		if err != nil {
			return err
		}
		if err := s.checkAttach(ctx, tx, r, values, old); err != nil {
			return err
		}
		row, err = r.Store.Update(ctx, tx, id, (&query.Query{}).Where(), func(m ent.Mutation) error {
			return setValues(m, values, false)
		})
		if err != nil {
			return err
		}
		return s.bindFiles(ctx, tx, r, values, old)
	})
	return row, err
}

// BindUploads binds the uploads a hand-written write stores (a comma list of
// paths), after checking each is a file the caller may see.
func BindUploads(ctx context.Context, c *gen.Client, csv string) error {
	paths := SplitIDs(csv)
	if len(paths) == 0 {
		return nil
	}
	n, err := c.SysFile.Query().Where(sysfile.PathIn(paths...)).Count(ctx)
	if err != nil {
		return err
	}
	if n != len(paths) {
		return httpx.Fail("文件不存在，请重新上传")
	}
	return c.SysFile.Update().Where(sysfile.PathIn(paths...), sysfile.Bound(false)).SetBound(true).Exec(ctx)
}

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
		var err error
		row, err = r.Store.Update(ctx, tx, id, (&query.Query{}).Where(), func(m ent.Mutation) error {
			return setValues(m, values, false)
		})
		if err != nil {
			return err
		}
		return bindFiles(ctx, tx, r, values)
	})
	return row, err
}

// bindFiles marks the uploads a save puts in file and image fields as bound,
// so the orphan cleaner never deletes a file a record refers to. Only files of
// the caller's tenant match (sys_file's privacy), so naming another tenant's
// path binds nothing.
func bindFiles(ctx context.Context, tx *gen.Client, r *Resource, values map[string]value) error {
	var paths []string
	for _, f := range r.Fields {
		if f.Widget != "file" && f.Widget != "image" {
			continue
		}
		if v, ok := values[f.Column]; ok && !v.clear {
			if text, ok := v.v.(string); ok {
				paths = append(paths, SplitIDs(text)...)
			}
		}
	}
	if len(paths) == 0 {
		return nil
	}
	return tx.SysFile.Update().Where(sysfile.PathIn(paths...), sysfile.Bound(false)).SetBound(true).Exec(ctx)
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

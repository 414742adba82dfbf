package crud

import (
	"context"
	"slices"

	"entgo.io/ent/dialect/sql"

	gen "aqueduct/ent"
	"aqueduct/ent/sysfile"
	"aqueduct/server/httpx"
	"aqueduct/server/softdelete"
	"aqueduct/server/viewer"
)

// The uploads kept in file and image fields follow the records that hold
// them, main records and child rows alike, through write (the one place every
// generated save passes):
//
//   - a save that puts a file in a field binds it (sys_file.bound), so the
//     orphan cleaner never deletes it; a registered file the caller may not
//     read (another section's), and more files than the field's MaxFiles,
//     are refused, naming the field;
//   - a save that takes a file out of a field, a child row removed from its
//     parent's grid, and a deleted record (with its rows) release it:
//     unbound, the cleaner deletes it, unless another record still holds it;
//   - a file held by a business record (or a child row of one) is read only
//     by its uploader or by who may see one of the records holding it
//     (MayReadFile, asked by server/files before serving); one held only by
//     deleted records is read by its uploader alone.

// fileFields are r's file and image fields.
func fileFields(r *Resource) []Field {
	var out []Field
	for _, f := range r.Fields {
		if f.Widget == "file" || f.Widget == "image" {
			out = append(out, f)
		}
	}
	return out
}

// filesOf are the paths a row holds in r's file fields, by column.
func filesOf(r *Resource, row any) map[string][]string {
	if row == nil {
		return nil
	}
	vals := r.Store.Values(row)
	out := map[string][]string{}
	for i, f := range r.Fields {
		if (f.Widget == "file" || f.Widget == "image") && i < len(vals) && vals[i] != nil {
			out[f.Column] = SplitIDs(Text(vals[i]))
		}
	}
	return out
}

// fileChange is what a save does to one file field: the paths it puts in
// and those it takes out.
type fileChange struct {
	f              Field
	added, removed []string
	kept           int // files in the field after the save
}

// fileChanges compares the file fields a save sends with the row before it
// (nil on add); a field not sent keeps its files.
func fileChanges(r *Resource, values map[string]value, old any) []fileChange {
	before := filesOf(r, old)
	var out []fileChange
	for _, f := range fileFields(r) {
		v, ok := values[f.Column]
		if !ok {
			continue
		}
		var now []string
		if text, isText := v.v.(string); isText && !v.clear {
			now = SplitIDs(text)
		}
		ch := fileChange{f: f, kept: len(now)}
		for _, p := range now {
			if !slices.Contains(before[f.Column], p) {
				ch.added = append(ch.added, p)
			}
		}
		for _, p := range before[f.Column] {
			if !slices.Contains(now, p) {
				ch.removed = append(ch.removed, p)
			}
		}
		out = append(out, ch)
	}
	return out
}

// checkAttach refuses, before the row is written, a registered file the
// caller may not read put into one of r's file fields.
func (s *Service) checkAttach(ctx context.Context, tx *gen.Client, r *Resource, values map[string]value, old any) error {
	for _, ch := range fileChanges(r, values, old) {
		if ch.f.MaxFiles > 0 && ch.kept > ch.f.MaxFiles && len(ch.added) > 0 {
			// the form keeps the latest n; a client that sends more is refused
			// (a row already over a lowered limit may still be saved unchanged)
			return httpx.Failf("%s最多上传%d个文件", ch.f.Label, ch.f.MaxFiles)
		}
		if err := s.mayAttach(ctx, tx, ch.f, ch.added); err != nil {
			return err
		}
	}
	return nil
}

// bindFiles binds the uploads a save put in r's file fields and releases
// those it took out of them (old is the row before an update, nil on add).
// Only files of the caller's tenant match (sys_file's privacy), so naming
// another tenant's path binds nothing; a path registered nowhere is text the
// file routes never serve.
func (s *Service) bindFiles(ctx context.Context, tx *gen.Client, r *Resource, values map[string]value, old any) error {
	var added, removed []string
	for _, ch := range fileChanges(r, values, old) {
		added = append(added, ch.added...)
		removed = append(removed, ch.removed...)
	}
	if len(added) > 0 {
		if err := tx.SysFile.Update().Where(sysfile.PathIn(added...), sysfile.Bound(false)).SetBound(true).Exec(ctx); err != nil {
			return err
		}
	}
	return s.releaseFiles(ctx, tx, removed)
}

// mayAttach refuses a registered file the caller may not read.
func (s *Service) mayAttach(ctx context.Context, tx *gen.Client, f Field, paths []string) error {
	if len(paths) == 0 {
		return nil
	}
	rows, err := tx.SysFile.Query().Where(sysfile.PathIn(paths...)).All(ctx)
	if err != nil {
		return err
	}
	for _, row := range rows {
		ok, err := s.mayRead(ctx, tx, row)
		if err != nil {
			return err
		}
		if !ok {
			return httpx.Failf("%s：文件「%s」不存在或无权使用，请重新上传", f.Label, row.Name)
		}
	}
	return nil
}

// releaseFiles unbinds the paths no record holds any more (the orphan
// cleaner then deletes them). Every record of the tenant counts, whoever
// may see it; a deleted one (del_flag) no longer holds its files.
func (s *Service) releaseFiles(ctx context.Context, tx *gen.Client, paths []string) error {
	if len(paths) == 0 {
		return nil
	}
	all := viewer.Unscoped(ctx)
	var free []string
	for _, p := range paths {
		held, err := s.holders(all, tx, p, false)
		if err != nil {
			return err
		}
		if len(held) == 0 {
			free = append(free, p)
		}
	}
	if len(free) == 0 {
		return nil
	}
	return tx.SysFile.Update().Where(sysfile.PathIn(free...)).SetBound(false).Exec(ctx)
}

// heldRows are the rows of r with the given ids as ctx sees them, loaded
// before a delete when r has file fields (nil otherwise), for releaseRows.
func heldRows(ctx context.Context, tx *gen.Client, r *Resource, col string, ids []string, where Where) ([]any, error) {
	if len(fileFields(r)) == 0 || len(ids) == 0 {
		return nil, nil
	}
	var rows []any
	for chunk := range slices.Chunk(ids, 500) {
		got, err := r.Store.List(ctx, tx, func(sel *sql.Selector) {
			sel.Where(sql.In(sel.C(col), Anys(chunk)...))
			if where != nil {
				where(sel)
			}
		}, func(*sql.Selector) {}, len(chunk), 0)
		if err != nil {
			return nil, err
		}
		rows = append(rows, got...)
	}
	return rows, nil
}

// releaseRows releases the files of rows deleted: called after they are
// gone, with what they held.
func (s *Service) releaseRows(ctx context.Context, tx *gen.Client, r *Resource, rows []any) error {
	var paths []string
	for _, row := range rows {
		for _, ps := range filesOf(r, row) {
			paths = append(paths, ps...)
		}
	}
	return s.releaseFiles(ctx, tx, paths)
}

// holder is a resource holding a file in one of its fields: the page whose
// list code guards it (the parent's, for a child table).
type holder struct {
	r    *Resource
	page *Resource
}

// holders are the resources with a row holding path in a file field, as
// ctx sees them; business alone keeps the business records and their child
// tables.
func (s *Service) holders(ctx context.Context, c *gen.Client, path string, business bool) ([]holder, error) {
	var out []holder
	for _, page := range Resources() {
		if page.Main != "" || (business && !page.Business()) {
			continue // a child table is visited with its parent
		}
		tables := []*Resource{page}
		for _, c := range page.Children {
			tables = append(tables, c.Resource)
		}
		for _, r := range tables {
			for _, f := range fileFields(r) {
				col := f.Column
				vals, err := r.Store.Strings(ctx, c, func(sel *sql.Selector) { sel.Where(sql.Contains(sel.C(col), path)) }, col)
				if err != nil {
					return nil, err
				}
				if slices.ContainsFunc(vals, func(v string) bool { return slices.Contains(SplitIDs(v), path) }) {
					out = append(out, holder{r: r, page: page})
					break
				}
			}
		}
	}
	return out, nil
}

// MayReadFile tells whether the caller may read a registered file: his own
// upload, a file no business record holds (the tenant's, as before), or one
// held by a business record he may see (its page's list right and his data
// rules, which the client applies to business records and their rows).
func (s *Service) MayReadFile(ctx context.Context, f *gen.SysFile) (bool, error) {
	return s.mayRead(ctx, s.Client, f)
}

func (s *Service) mayRead(ctx context.Context, c *gen.Client, f *gen.SysFile) (bool, error) {
	v, _ := viewer.FromContext(ctx)
	if v.System || (v.Username != "" && f.CreateBy == v.Username) {
		return true, nil
	}
	// deleted records count here: their files, released, are read by their
	// uploader alone until the cleaner takes them
	all, err := s.holders(softdelete.WithDeleted(viewer.Unscoped(ctx)), c, f.Path, true)
	if err != nil || len(all) == 0 {
		return err == nil, err
	}
	for _, h := range all {
		if s.Can != nil {
			if ok, err := s.Can(ctx, h.page.ListCode); err != nil || !ok {
				if err != nil {
					return false, err
				}
				continue
			}
		}
		seen, err := s.holders(ctx, c, f.Path, true)
		if err != nil {
			return false, err
		}
		if slices.ContainsFunc(seen, func(x holder) bool { return x.r == h.r }) {
			return true, nil
		}
	}
	return false, nil
}

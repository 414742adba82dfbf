package notice

import (
	"context"
	"slices"
	"strings"

	"aqueduct/server/crud"
)

// gridPage resolves a grid socket's page to its record and tells what the
// user of ctx may do with it. The UI's page is "<resource>-<id>-<child>"
// (ChildGrids: one grid per child table of a record being edited); anything
// else names no record and is refused. Seeing it is queryById's check (the
// list permission and the data rules of the resource's menu); editing it
// needs the edit permission as well.
func (s *Service) gridPage(ctx context.Context, page string) (see, edit bool, err error) {
	key, rest, ok := strings.Cut(page, "-")
	i := strings.LastIndexByte(rest, '-')
	if !ok || i <= 0 {
		return false, false, nil
	}
	id, child := rest[:i], rest[i+1:]
	r, found := crud.Lookup(key)
	if !found || r.Main != "" || !slices.ContainsFunc(r.Children, func(c crud.Child) bool { return c.Key == child }) {
		return false, false, nil
	}
	if can, err := s.Can(ctx, r.ListCode); err != nil || !can {
		return false, false, err
	}
	if seen, err := s.Res.Visible(ctx, s.Client, r, id); err != nil || !seen {
		return false, false, err
	}
	edit, err = s.Can(ctx, r.Code("edit"))
	return true, edit, err
}

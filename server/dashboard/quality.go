package dashboard

import (
	"context"

	"aqueduct/ent/predicate"
	"aqueduct/server/crud"
)

// assessment is one quality form's grades in a scope: grade → count.
type assessment struct {
	Key    string         `json:"key"`
	Title  string         `json:"title"`
	Counts map[string]int `json:"counts"`
}

// quality: each assessment form the viewer may list, its records counted by
// grade (GROUP BY grade), every grade of quality_grade present.
func (b *Board) quality(ctx context.Context, sc scope) (any, error) {
	type form struct {
		res   *crud.Resource
		count func(ctx context.Context) ([]countRow, error)
	}
	forms := []form{
		{crud.CmisTbmAssessment, func(ctx context.Context) (rows []countRow, err error) {
			err = b.Client.CmisTbmAssessment.Query().Where(inSection[predicate.CmisTbmAssessment](sc)...).Modify(groupCount("grade")).Scan(ctx, &rows)
			return rows, err
		}},
		{crud.CmisExcavationAssessment, func(ctx context.Context) (rows []countRow, err error) {
			err = b.Client.CmisExcavationAssessment.Query().Where(inSection[predicate.CmisExcavationAssessment](sc)...).Modify(groupCount("grade")).Scan(ctx, &rows)
			return rows, err
		}},
		{crud.CmisBoltAssessment, func(ctx context.Context) (rows []countRow, err error) {
			err = b.Client.CmisBoltAssessment.Query().Where(inSection[predicate.CmisBoltAssessment](sc)...).Modify(groupCount("grade")).Scan(ctx, &rows)
			return rows, err
		}},
		{crud.CmisShotcreteAssessment, func(ctx context.Context) (rows []countRow, err error) {
			err = b.Client.CmisShotcreteAssessment.Query().Where(inSection[predicate.CmisShotcreteAssessment](sc)...).Modify(groupCount("grade")).Scan(ctx, &rows)
			return rows, err
		}},
	}
	out := []assessment{}
	for _, f := range forms {
		if ok, err := b.Can(ctx, f.res.ListCode); err != nil {
			return nil, err
		} else if !ok {
			continue
		}
		rows, err := f.count(ctx)
		if err != nil {
			return nil, err
		}
		grades, _, err := byDict(ctx, b.Res.Dicts, "quality_grade", rows)
		if err != nil {
			return nil, err
		}
		a := assessment{Key: f.res.Key, Title: f.res.Title, Counts: map[string]int{}}
		for _, g := range grades {
			a.Counts[g.Value] = g.Count
		}
		out = append(out, a)
	}
	return out, nil
}

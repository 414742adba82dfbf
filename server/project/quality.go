package project

import (
	"context"

	"aqueduct/ent"
	"aqueduct/server/crud"
	"aqueduct/server/quality"
)

// assessmentResources are the quality forms whose grade the server computes.
var assessmentResources = []*crud.Resource{crud.CmisTbmAssessment, crud.CmisExcavationAssessment,
	crud.CmisBoltAssessment, crud.CmisShotcreteAssessment}

// gradeBeforeSave sets an assessment's grade from its main-control items and
// its general items' pass rate (quality.Grade), whatever the request sent:
// on an edit, the values not sent are the stored ones.
func gradeBeforeSave(ctx context.Context, _ *ent.Client, op crud.Op, m entMutation, _ crud.Body) error {
	value := func(name string) (any, error) {
		if v, ok := m.Field(name); ok {
			return v, nil
		}
		if op == crud.OpUpdate {
			return m.OldField(ctx, name)
		}
		return nil, nil
	}
	main, err := value("main_item_pass")
	if err != nil {
		return err
	}
	rate, err := value("general_pass_rate")
	if err != nil {
		return err
	}
	r, _ := rate.(float64)
	return m.SetField("grade", quality.Grade(main == "1" || main == nil, r))
}

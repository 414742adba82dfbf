package project

import (
	"context"

	"github.com/shopspring/decimal"

	"aqueduct/ent"
	"aqueduct/server/crud"
	"aqueduct/server/measure"
	"aqueduct/server/quality"
)

// The assessments' grade is the server's (quality.Grade).
func (s *Service) cmisTbmAssessmentHooks() crud.CmisTbmAssessmentHooks {
	return crud.CmisTbmAssessmentHooks{BeforeSave: func(ctx context.Context, _ *ent.Client, op crud.Op, m *ent.CmisTbmAssessmentMutation, _ crud.Body) error {
		return grade(ctx, op, m)
	}}
}

func (s *Service) cmisExcavationAssessmentHooks() crud.CmisExcavationAssessmentHooks {
	return crud.CmisExcavationAssessmentHooks{BeforeSave: func(ctx context.Context, _ *ent.Client, op crud.Op, m *ent.CmisExcavationAssessmentMutation, _ crud.Body) error {
		return grade(ctx, op, m)
	}}
}

func (s *Service) cmisBoltAssessmentHooks() crud.CmisBoltAssessmentHooks {
	return crud.CmisBoltAssessmentHooks{BeforeSave: func(ctx context.Context, _ *ent.Client, op crud.Op, m *ent.CmisBoltAssessmentMutation, _ crud.Body) error {
		return grade(ctx, op, m)
	}}
}

// cmisShotcreteAssessmentHooks: the grade, and the average thickness of its measuring points.
func (s *Service) cmisShotcreteAssessmentHooks() crud.CmisShotcreteAssessmentHooks {
	return crud.CmisShotcreteAssessmentHooks{
		BeforeSave: func(ctx context.Context, _ *ent.Client, op crud.Op, m *ent.CmisShotcreteAssessmentMutation, _ crud.Body) error {
			return grade(ctx, op, m)
		},
		Computed: shotcreteComputed,
	}
}

// assessment is an assessment's typed mutation: what its grade is worked out from.
type assessment interface {
	MainItemPass() (string, bool)
	OldMainItemPass(context.Context) (string, error)
	GeneralPassRate() (float64, bool)
	OldGeneralPassRate(context.Context) (float64, error)
	SetGrade(string)
}

// grade sets an assessment's grade from its main-control items and its
// general items' pass rate (quality.Grade), whatever the request sent: on an
// edit, the values not sent are the stored ones.
func grade(ctx context.Context, op crud.Op, m assessment) error {
	main, set := m.MainItemPass()
	if !set && op == crud.OpUpdate {
		var err error
		if main, err = m.OldMainItemPass(ctx); err != nil {
			return err
		}
	}
	rate, set := m.GeneralPassRate()
	if !set && op == crud.OpUpdate {
		var err error
		if rate, err = m.OldGeneralPassRate(ctx); err != nil {
			return err
		}
	}
	m.SetGrade(quality.Grade(main == "1" || main == "", rate))
	return nil
}

// shotcreteComputed sets an assessment's 实测平均厚度 to the average of its
// measuring points once they are saved (empty when it has none), so the
// reply and the list show what the points say.
func shotcreteComputed(_ context.Context, _ *ent.Client, u *ent.CmisShotcreteAssessmentUpdateOne,
	_ *ent.CmisShotcreteAssessment, c crud.CmisShotcreteAssessmentChildren) error {
	if len(c.CmisShotcreteMeasureList) == 0 {
		u.ClearMeasuredThickness()
		return nil
	}
	var sum decimal.Decimal
	for _, p := range c.CmisShotcreteMeasureList {
		sum = sum.Add(p.MeasuredThickness.Decimal)
	}
	// Exact, then to one decimal half away from zero (四舍五入), as the field keeps it.
	avg := sum.Div(decimal.NewFromInt(int64(len(c.CmisShotcreteMeasureList)))).Round(1)
	u.SetMeasuredThickness(measure.FromDecimal(avg))
	return nil
}

package report

import (
	"context"

	"entgo.io/ent/dialect"

	"aqueduct/ent"
	"aqueduct/server/crud"
)

// Install puts the report rules on the generated resource.
func (s *Service) Install(res *crud.Service) { s.installHooks(res) }

// onlCgreportHeadHooks: a report's SQL is checked when saved, as it will be
// run (one SELECT, parameters outside quotes), so a bad one is refused in
// its form rather than on its page.
func (s *Service) onlCgreportHeadHooks() crud.OnlCgreportHeadHooks {
	return crud.OnlCgreportHeadHooks{BeforeSave: func(ctx context.Context, _ *ent.Client, _ crud.Op, m *ent.OnlCgreportHeadMutation, _ crud.Body) error {
		text, ok := m.CgrSQL()
		if !ok {
			return nil
		}
		d := s.DB.Dialect
		if src, _ := m.DbSource(); src != "" {
			d = dialect.Postgres
		}
		_, err := parse(text, d)
		return err
	}}
}

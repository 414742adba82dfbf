package project_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/crud"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// TestAssessmentGrades: every quality form's grade is computed by the
// server from its main-control items and general items' pass rate (SL 631),
// recomputed on each edit, and never taken from the request.
func TestAssessmentGrades(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		_, s1, _ := s.ProjectBase(t, admin)
		for _, r := range []*crud.Resource{crud.CmisTbmAssessment, crud.CmisExcavationAssessment, crud.CmisBoltAssessment, crud.CmisShotcreteAssessment} {
			t.Run(r.Key, func(t *testing.T) {
				base := "/" + r.Prefix
				grade := func(id string) (string, string) {
					var rec map[string]any
					s.Do(t, "GET", base+"/queryById?id="+id, admin, nil).Decode(t, &rec)
					var page struct{ Records []map[string]any }
					s.Do(t, "GET", base+"/list?id="+id, admin, nil).Decode(t, &page)
					require.Len(t, page.Records, 1)
					return rec["grade"].(string), page.Records[0]["grade_dictText"].(string)
				}
				id := s.Add(t, admin, base, map[string]any{"sectionId": s1, "unitCode": "DY-" + r.Key, "mainItemPass": "1",
					"generalPassRate": 92.5, "grade": "0"})
				g, text := grade(id)
				require.Equal(t, "2", g, "sent 不合格, computed 优良")
				require.Equal(t, "优良", text)

				edit := func(body map[string]any) {
					body["id"] = id
					r := s.Do(t, "PUT", base+"/edit", admin, body)
					require.True(t, r.Success, r.Message)
				}
				edit(map[string]any{"generalPassRate": 89.9})
				g, _ = grade(id)
				require.Equal(t, "1", g, "合格 below 90 %")
				edit(map[string]any{"mainItemPass": "0"})
				g, _ = grade(id)
				require.Equal(t, "0", g, "a failed main-control item fails the unit, with the stored rate")
				edit(map[string]any{"mainItemPass": "1", "generalPassRate": 69.9, "grade": "2"})
				g, text = grade(id)
				require.Equal(t, "0", g)
				require.Equal(t, "不合格", text)

				r2 := s.Do(t, "POST", base+"/add", admin, map[string]any{"sectionId": s1, "unitCode": "X", "generalPassRate": 120})
				require.False(t, r2.Success, "a rate above 100 % is refused")
			})
		}
	})
}

package app_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// benchAdvanceRows is the size the large screen's panels are held to.
const benchAdvanceRows = 1_000_000

// BenchmarkDashboard asks each panel of the large screen as the owner (no
// data rule: every section) over the demo plus a million advance records,
// on both databases: "hit" is a repeated request (kept until a table
// changes), "miss" follows a write to the panel's tables, so the SQL runs.
// Figures in docs/benchmarks.md.
func BenchmarkDashboard(b *testing.B) {
	for _, name := range []string{"sqlite", "postgres"} {
		b.Run(name, func(b *testing.B) {
			db := testenv.DB{Name: name}
			if name == "postgres" {
				db.URL = testenv.NewPostgresDB(b)
			}
			s := testenv.Start(b, db)
			fillAdvance(b, s, benchAdvanceRows)
			owner := s.Token(b, seed.DemoOwner, seed.DemoEngineerPassword)
			for _, p := range []string{"advance", "progress", "equipment", "dangers", "patrol", "investment", "map"} {
				path := "/dashboard/" + p
				for _, mode := range []string{"miss", "hit"} {
					b.Run(p+"/"+mode, func(b *testing.B) {
						for b.Loop() {
							if mode == "miss" {
								b.StopTimer()
								s.App.Cache.Changed(context.Background(), "CmisTunnelAdvance")
								s.App.Cache.Changed(context.Background(), "CmisEquipment")
								s.App.Cache.Changed(context.Background(), "CmisHiddenDanger")
								s.App.Cache.Changed(context.Background(), "CmisPatrol")
								s.App.Cache.Changed(context.Background(), "CmisMonthlyReport")
								s.App.Cache.Changed(context.Background(), "CmisBuilding")
								b.StartTimer()
							}
							if r := s.Do(b, "GET", path, owner, nil); !r.Success {
								b.Fatal(r.Message)
							}
						}
					})
				}
			}
		})
	}
}

// fillAdvance adds n advance records spread over the demo's sections and the
// last three years, in one INSERT … SELECT per database.
func fillAdvance(b *testing.B, s *testenv.Server, n int) {
	b.Helper()
	ctx := context.Background()
	var q string
	switch s.App.DB.Dialect {
	case "sqlite3":
		q = fmt.Sprintf(`WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < %d)
INSERT INTO cmis_tunnel_advance (id, tenant_id, del_flag, engineering_id, section_id, building_id, report_date, method,
  start_chainage, end_chainage, advance, create_time)
SELECT 'bench' || n, a.tenant_id, 0, a.engineering_id, a.section_id, a.building_id,
  datetime('now', '-' || (n %% 1095) || ' days'), a.method, 0, 0, (n %% 30) + 0.5, datetime('now')
FROM seq JOIN (SELECT tenant_id, engineering_id, section_id, building_id, method, row_number() OVER () - 1 AS k
  FROM (SELECT DISTINCT tenant_id, engineering_id, section_id, building_id, method FROM cmis_tunnel_advance)) a
  ON a.k = n %% (SELECT COUNT(DISTINCT section_id) FROM cmis_tunnel_advance)`, n)
	default:
		q = fmt.Sprintf(`INSERT INTO cmis_tunnel_advance (id, tenant_id, del_flag, engineering_id, section_id, building_id, report_date, method,
  start_chainage, end_chainage, advance, create_time)
SELECT 'bench' || n, a.tenant_id, 0, a.engineering_id, a.section_id, a.building_id,
  now() - make_interval(days => n %% 1095), a.method, 0, 0, (n %% 30) + 0.5, now()
FROM generate_series(1, %d) n JOIN (SELECT *, row_number() OVER () - 1 AS k
  FROM (SELECT DISTINCT tenant_id, engineering_id, section_id, building_id, method FROM cmis_tunnel_advance) d) a
  ON a.k = n %% (SELECT COUNT(DISTINCT section_id) FROM cmis_tunnel_advance)`, n)
	}
	_, err := s.App.DB.SQL.ExecContext(ctx, q)
	require.NoError(b, err)
	if s.App.DB.Dialect != "sqlite3" {
		_, err = s.App.DB.SQL.ExecContext(ctx, "ANALYZE cmis_tunnel_advance")
	} else {
		_, err = s.App.DB.SQL.ExecContext(ctx, "ANALYZE")
	}
	require.NoError(b, err)
}

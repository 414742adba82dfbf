package dashboard_test

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
// last three years, in one INSERT … SELECT per database. Their days are
// midnights in the project's zone (UTC+8), stored as the application stores
// them, so the per-day summary groups them as it groups real records.
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
  strftime('%%Y-%%m-%%d 16:00:00+00:00', 'now', '+8 hours', '-' || (n %% 1095 + 1) || ' days'), a.method, 0, 0, (n %% 30) + 0.5, datetime('now')
FROM seq JOIN (SELECT tenant_id, engineering_id, section_id, building_id, method, row_number() OVER () - 1 AS k
  FROM (SELECT DISTINCT tenant_id, engineering_id, section_id, building_id, method FROM cmis_tunnel_advance)) a
  ON a.k = n %% (SELECT COUNT(DISTINCT section_id) FROM cmis_tunnel_advance)`, n)
	default:
		q = fmt.Sprintf(`INSERT INTO cmis_tunnel_advance (id, tenant_id, del_flag, engineering_id, section_id, building_id, report_date, method,
  start_chainage, end_chainage, advance, create_time)
SELECT 'bench' || n, a.tenant_id, 0, a.engineering_id, a.section_id, a.building_id,
  (date_trunc('day', (now() AT TIME ZONE 'UTC') + interval '8 hours') - interval '8 hours') AT TIME ZONE 'UTC'
    - make_interval(days => n %% 1095), a.method, 0, 0, (n %% 30) + 0.5, now()
FROM generate_series(1, %d) n JOIN (SELECT *, row_number() OVER () - 1 AS k
  FROM (SELECT DISTINCT tenant_id, engineering_id, section_id, building_id, method FROM cmis_tunnel_advance) d) a
  ON a.k = n %% (SELECT COUNT(DISTINCT section_id) FROM cmis_tunnel_advance)`, n)
	}
	_, err := s.App.DB.SQL.ExecContext(ctx, q)
	require.NoError(b, err)
	if s.App.DB.Dialect != "sqlite3" {
		// The triggers' million upserts left as many dead versions of the
		// summary's few thousand rows; autovacuum would clear them soon after.
		_, err = s.App.DB.SQL.ExecContext(ctx, "VACUUM ANALYZE cmis_tunnel_advance, cmis_advance_daily")
	} else {
		_, err = s.App.DB.SQL.ExecContext(ctx, "ANALYZE")
	}
	require.NoError(b, err)
}

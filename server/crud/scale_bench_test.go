package crud_test

// Lists at scale (go tool task bench:scale; figures in docs/benchmarks.md):
// the operation log (/sys/log/list) and one generated business list (联系单,
// cmis_contact_sheet, scoped by the ent client) with AQ_SCALE_ROWS rows each
// (default 1,000,000), on SQLite and PostgreSQL, through the real server on
// one connection:
//
//	BenchmarkScale/<db>/<case>   one request per op; p50-ms and p99-ms beside ns/op
//
// The rows are seeded in seconds, not row by row: a thousand written through
// ent (the formats the server writes), then the table doubled by INSERT …
// SELECT with fresh ids until it holds the rows asked for.

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"aqueduct/ent"
	"aqueduct/ent/cmissection"
	"aqueduct/server/jsontime"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

func scaleRows() int {
	if n, err := strconv.Atoi(os.Getenv("AQ_SCALE_ROWS")); err == nil && n >= 1000 {
		return n
	}
	return 1_000_000
}

func BenchmarkScale(b *testing.B) {
	rows := scaleRows()
	for _, name := range []string{"sqlite", "postgres"} {
		b.Run(name, func(b *testing.B) {
			db := testenv.DB{Name: name}
			if name == "postgres" {
				db.URL = testenv.NewPostgresDB(b)
			}
			s := testenv.Start(b, db)
			ctx := viewer.System(context.Background())
			seedScale(b, s, ctx, rows)
			admin := s.Token(b, "admin", seed.DemoAdminPassword)
			contractor := s.Token(b, seed.DemoContractor, seed.DemoEngineerPassword)
			sec, err := s.App.DB.Client.CmisSection.Query().Order(ent.Asc(cmissection.FieldSortNo)).First(ctx)
			if err != nil {
				b.Fatal(err)
			}
			deep := strconv.Itoa(min(5000, rows/10/2))
			const sheets = "/dailymanage/cmisContactSheet/list?pageSize=10&pageNo="
			for _, c := range []struct{ name, token, path string }{
				{"log/page1", admin, "/sys/log/list?logType=2&pageSize=10&pageNo=1"},
				{"log/operateType", admin, "/sys/log/list?logType=2&operateType=4&pageSize=10&pageNo=1"},
				{"log/page" + deep, admin, "/sys/log/list?logType=2&pageSize=10&pageNo=" + deep},
				{"sheet/page1", admin, sheets + "1"},
				{"sheet/section", admin, sheets + "1&sectionId=" + sec.ID},
				{"sheet/page" + deep, admin, sheets + deep},
				{"sheet/contractor", contractor, sheets + "1"},
			} {
				b.Run(c.name, func(b *testing.B) {
					s.Do(b, http.MethodGet, c.path, c.token, nil) // warm
					took := make([]time.Duration, 0, b.N)
					for b.Loop() {
						t0 := time.Now()
						r := s.Do(b, http.MethodGet, c.path, c.token, nil)
						took = append(took, time.Since(t0))
						if !r.Success {
							b.Fatalf("%s: %s", c.path, r.Message)
						}
					}
					slices.Sort(took)
					b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
					b.ReportMetric(float64(took[len(took)*99/100].Microseconds())/1000, "p99-ms")
				})
			}
		})
	}
}

// seedScale fills sys_log and cmis_contact_sheet with rows rows each.
func seedScale(b *testing.B, s *testenv.Server, ctx context.Context, rows int) {
	b.Helper()
	c := s.App.DB.Client
	secs, err := c.CmisSection.Query().All(ctx)
	if err != nil || len(secs) == 0 {
		b.Fatalf("demo sections: %v", err)
	}
	start := time.Date(2023, 1, 1, 0, 0, 0, 0, time.Local)
	logs := make([]*ent.SysLogCreate, 0, 1000)
	sheets := make([]*ent.CmisContactSheetCreate, 0, 1000)
	for i := range 1000 {
		at := jsontime.Time(start.Add(time.Duration(i) * 97 * time.Minute))
		logs = append(logs, c.SysLog.Create().SetLogType(1+min(1, i%5)).SetOperateType(1+i%6).
			SetUserid("e9ca23d68d884d4ebb19d07889727dae").SetUsername("admin").SetLogContent(fmt.Sprintf("操作 %d", i)).
			SetIP("127.0.0.1").SetCostTime(int64(i%40)).SetCreateTime(at))
		sec := secs[i%len(secs)]
		sheets = append(sheets, c.CmisContactSheet.Create().SetEngineeringID(sec.EngineeringID).SetSectionID(sec.ID).
			SetSheetNo(fmt.Sprintf("S-%04d", i)).SetSubject("关于施工用电增容的联系").SetContent("请予协调。").
			SetFromUnit(sec.ContractorID).SetToUnit(sec.SupervisorID).
			SetSendDate(jsontime.Date(at)).SetCreateTime(at).SetCreateBy("admin"))
	}
	if err := c.SysLog.CreateBulk(logs...).Exec(ctx); err != nil {
		b.Fatal(err)
	}
	if err := c.CmisContactSheet.CreateBulk(sheets...).Exec(ctx); err != nil {
		b.Fatal(err)
	}
	cat := "||"
	t0 := time.Now()
	for _, t := range []struct{ table, cols, fresh string }{
		{"sys_log", "create_by, create_time, log_type, log_content, operate_type, userid, username, ip, method, request_url, request_param, request_type, cost_time",
			"id " + cat + " '-' " + cat + " %[1]d"},
		{"cmis_contact_sheet", "create_by, create_time, update_by, update_time, sys_org_code, tenant_id, del_flag, engineering_id, section_id, subject, from_unit, to_unit, send_date, content, reply, attachments",
			"id " + cat + " '-' " + cat + " %[1]d, sheet_no " + cat + " '-' " + cat + " %[1]d"},
	} {
		extra := "id"
		if t.table == "cmis_contact_sheet" {
			extra = "id, sheet_no"
		}
		for k, have := 1, 1000; have < rows; k++ {
			n := min(have, rows-have)
			fresh := fmt.Sprintf(t.fresh, k)
			q := fmt.Sprintf("INSERT INTO %s (%s, %s) SELECT %s, %s FROM %s LIMIT %d", t.table, extra, t.cols, fresh, t.cols, t.table, n)
			if _, err := s.App.DB.SQL.ExecContext(ctx, q); err != nil {
				b.Fatalf("%s: %v", q, err)
			}
			have += n
		}
	}
	if _, err := s.App.DB.SQL.ExecContext(ctx, "ANALYZE"); err != nil {
		b.Fatal(err)
	}
	b.Logf("seeded %d rows in sys_log and cmis_contact_sheet in %s", rows, time.Since(t0).Round(time.Millisecond))
}

package main

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"aqueduct/ent"
	"aqueduct/ent/cmiscontactsheet"
	"aqueduct/ent/cmissection"
	"aqueduct/ent/syslog"
	"aqueduct/server/db"
	"aqueduct/server/jsontime"
	"aqueduct/server/seed"
	"aqueduct/server/viewer"
)

// scalePrefix starts the names of the large lists (-only scale: runs them alone).
const scalePrefix = "scale: "

// scaleScenarios are the lists of the grown tables, measured at 1
// connection: the operation log (page 1, a filter, a deep page) and the
// contact sheets (page 1, one section, a deep page) as admin and as the
// demo's contractor. section is the first section's id.
func scaleScenarios(rows int, section string) []scenario {
	deep := strconv.Itoa(max(1, min(5000, rows/pageSize/4))) // the contractor sees a third of the sheets
	page := "&pageSize=" + strconv.Itoa(pageSize) + "&pageNo="
	const sheets = "/dailymanage/cmisContactSheet/list?"
	out := []scenario{
		{name: scalePrefix + "operation log page 1", path: "/sys/log/list?logType=2" + page + "1"},
		{name: scalePrefix + "operation log operateType=4", path: "/sys/log/list?logType=2&operateType=4" + page + "1"},
		{name: scalePrefix + "operation log page " + deep, path: "/sys/log/list?logType=2" + page + deep},
	}
	for _, u := range []struct{ user, as string }{{"", "admin"}, {seed.DemoContractor, "contractor"}} {
		out = append(out,
			scenario{name: scalePrefix + "contact sheets page 1 (" + u.as + ")", path: sheets + page[1:] + "1", user: u.user},
			scenario{name: scalePrefix + "contact sheets of section 1 (" + u.as + ")", path: sheets + "sectionId=" + section + page + "1", user: u.user},
			scenario{name: scalePrefix + "contact sheets page " + deep + " (" + u.as + ")", path: sheets + page[1:] + deep, user: u.user})
	}
	for i := range out {
		out[i].method, out[i].auth, out[i].list = "GET", true, true
	}
	return out
}

// growScale fills sys_log and cmis_contact_sheet to rows rows each, the way
// server/crud's BenchmarkScale does: a thousand log rows written through ent
// (the formats the server writes; the contact sheets have theirs from
// seedBusiness), then each table doubled by INSERT … SELECT with fresh ids
// until it holds rows. It runs with the server stopped, after its first
// start made the counter triggers (server/rowcount), which count every row
// added. It returns the first section's id.
func growScale(ctx context.Context, dbURL, dataDir string, rows int) (string, error) {
	d, err := db.Open(ctx, dbURL, dataDir)
	if err != nil {
		return "", err
	}
	defer d.Close()
	ctx = viewer.System(ctx)
	c := d.Client
	secs, err := c.CmisSection.Query().Order(ent.Asc(cmissection.FieldSortNo)).All(ctx)
	if err != nil {
		return "", err
	}
	if len(secs) == 0 {
		return "", errors.New("demo: no sections")
	}
	start := time.Date(2023, 1, 1, 0, 0, 0, 0, time.Local)
	logs := make([]*ent.SysLogCreate, 0, 1000)
	for i := range 1000 {
		at := jsontime.Time(start.Add(time.Duration(i) * 97 * time.Minute))
		logs = append(logs, c.SysLog.Create().SetLogType(1+min(1, i%5)).SetOperateType(1+i%6).
			SetUserid("e9ca23d68d884d4ebb19d07889727dae").SetUsername("admin").SetLogContent(fmt.Sprintf("操作 %d", i)).
			SetIP("127.0.0.1").SetCostTime(int64(i%40)).SetCreateTime(at))
	}
	if err := c.SysLog.CreateBulk(logs...).Exec(ctx); err != nil {
		return "", err
	}
	without := func(cols []string, drop ...string) []string {
		return slices.DeleteFunc(slices.Clone(cols), func(c string) bool { return slices.Contains(drop, c) })
	}
	for _, t := range []struct {
		table string
		cols  []string // copied as they are
		fresh []string // made unique per round: col || '-' || round
	}{
		{syslog.Table, without(syslog.Columns, syslog.FieldID), []string{syslog.FieldID}},
		{cmiscontactsheet.Table, without(cmiscontactsheet.Columns, cmiscontactsheet.FieldID, cmiscontactsheet.FieldSheetNo),
			[]string{cmiscontactsheet.FieldID, cmiscontactsheet.FieldSheetNo}},
	} {
		t0 := time.Now()
		var have int
		if err := d.SQL.QueryRowContext(ctx, "SELECT COUNT(*) FROM "+t.table).Scan(&have); err != nil {
			return "", err
		}
		for k := 1; have < rows; k++ {
			n := min(have, rows-have)
			fresh := make([]string, len(t.fresh))
			for i, f := range t.fresh {
				fresh[i] = fmt.Sprintf("%s || '-' || '%d'", f, k)
			}
			q := fmt.Sprintf("INSERT INTO %s (%s, %s) SELECT %s, %s FROM %s LIMIT %d", t.table,
				strings.Join(t.fresh, ", "), strings.Join(t.cols, ", "), strings.Join(fresh, ", "), strings.Join(t.cols, ", "), t.table, n)
			if _, err := d.SQL.ExecContext(ctx, q); err != nil {
				return "", fmt.Errorf("%s: %w", q, err)
			}
			have += n
		}
		logf("%s: %d rows in %s", t.table, have, time.Since(t0).Round(time.Second))
	}
	// Fresh statistics and, on PostgreSQL, a visibility map, as autovacuum
	// would leave them (and so that it does not run during the samples).
	if dbURL != "" {
		_, err = d.SQL.ExecContext(ctx, "VACUUM (ANALYZE) "+syslog.Table+", "+cmiscontactsheet.Table)
	} else {
		_, err = d.SQL.ExecContext(ctx, "ANALYZE")
	}
	return secs[0].ID, err
}

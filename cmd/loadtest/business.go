package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"aqueduct/ent"
	"aqueduct/ent/cmissection"
	"aqueduct/server/db"
	"aqueduct/server/jsontime"
	"aqueduct/server/seed"
	"aqueduct/server/viewer"
)

// The business list: contact sheets (联系单, a cmis_* entity with a section,
// whose row scope the ent client applies) over the demo project's three
// sections. It is read by admin (no data rule: every row) and by the demo's
// contractor, whose role keeps him to his sections by the data rule 本人标段
// (#{sys_user_sections}) exactly as `aqueduct serve --demo` seeds it (the
// binary itself seeds it): he sees section 1, a third of the rows.
const contactList = "/dailymanage/cmisContactSheet/list?pageNo=1&pageSize=10"

func businessScenarios() []scenario {
	return []scenario{
		{name: "contact sheet list page 1 (admin)", method: "GET", path: contactList, auth: true, list: true,
			rawOf: contactSheetsFloor()},
		{name: "contact sheet list page 1 (contractor, 本人标段)", method: "GET", path: contactList, auth: true, list: true,
			user: seed.DemoContractor},
	}
}

// passwords of the users the scenarios are sent as ("" is admin).
func passwordOf(user string) string {
	if user == "" || user == "admin" {
		return password
	}
	return seed.DemoEngineerPassword
}

// seedBusiness has the server binary add the demo project (one start with
// --demo: sections, suppliers, the roles owner, supervisor and contractor
// with their data rules, the demo's own few records), then adds rows contact
// sheets spread evenly over its sections, with creation times over three
// years, and ANALYZEs.
func seedBusiness(ctx context.Context, bin, dbURL, dataDir string, rows int) error {
	srv, err := startServer(ctx, bin, dbURL, dataDir, "--demo")
	if err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	if err := srv.stop(); err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	d, err := db.Open(ctx, dbURL, dataDir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := contactSheets(viewer.System(ctx), d.Client, rows); err != nil {
		return err
	}
	_, err = d.SQL.ExecContext(ctx, "ANALYZE")
	return err
}

func contactSheets(ctx context.Context, c *ent.Client, rows int) error {
	secs, err := c.CmisSection.Query().Order(ent.Asc(cmissection.FieldSortNo)).All(ctx)
	if err != nil {
		return err
	}
	if len(secs) == 0 {
		return errors.New("demo: no sections")
	}
	rnd := rand.New(rand.NewPCG(3, 4))
	subjects := []string{"施工支洞交通导改", "洞渣临时堆放场地", "施工用电增容", "测量控制点复核", "临时占地移交", "排水方案调整"}
	start := time.Date(2023, 1, 1, 0, 0, 0, 0, time.UTC)
	const batch = 1000
	for n := 0; n < rows; n += batch {
		bulk := make([]*ent.CmisContactSheetCreate, 0, batch)
		for i := n; i < n+batch && i < rows; i++ {
			s := secs[i%len(secs)]
			created := start.Add(time.Duration(rnd.Int64N(int64(3 * 365 * 24 * time.Hour)))).Truncate(time.Second)
			subj := "关于" + subjects[rnd.IntN(len(subjects))] + "的联系"
			bulk = append(bulk, c.CmisContactSheet.Create().SetEngineeringID(s.EngineeringID).SetSectionID(s.ID).
				SetSheetNo(fmt.Sprintf("LOAD-%06d", i)).SetSubject(subj).
				SetFromUnit(s.ContractorID).SetToUnit(s.SupervisorID).
				SetSendDate(jsontime.Date(created)).SetContent(subj+"，请予协调。").
				SetCreateTime(jsontime.Time(created)).SetCreateBy("admin"))
		}
		if err := c.CmisContactSheet.CreateBulk(bulk...).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// checkScope makes sure the row scope is in force: the contractor's list
// holds fewer rows than admin's, and some.
func (s *server) checkScope(ctx context.Context, tokens map[string]string) error {
	totals := map[string]int{}
	for _, sc := range businessScenarios() {
		e, err := s.do(ctx, sc, tokens[sc.user])
		if err != nil {
			return fmt.Errorf("%s: %w", sc.name, err)
		}
		var page struct {
			Total int `json:"total"`
		}
		if err := json.Unmarshal(e.Result, &page); err != nil {
			return err
		}
		totals[sc.user] = page.Total
	}
	all, own := totals[""], totals[seed.DemoContractor]
	if own == 0 || own >= all {
		return fmt.Errorf("row scope not in force: admin sees %d contact sheets, the contractor %d", all, own)
	}
	logf("contact sheets: admin sees %d, the contractor %d", all, own)
	return nil
}

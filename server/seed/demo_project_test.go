// The demo project is checked through the real server (testenv starts it with
// --demo), so this test lives in package seed_test: testenv imports app,
// which imports seed.
package seed_test

import (
	"context"
	"fmt"
	"maps"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/ent/cmisbuilding"
	"aqueduct/ent/cmissection"
	"aqueduct/ent/cmistunneladvance"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/server/crud"
	"aqueduct/server/jsontime"
	"aqueduct/server/schedule"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

func TestDemoProject(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		c := s.App.DB.Client
		ctx := viewer.System(context.Background())

		secs := c.CmisSection.Query().Order(ent.Asc(cmissection.FieldSortNo)).AllX(ctx)
		require.Len(t, secs, 3)
		for i, sec := range secs {
			require.NotEmpty(t, sec.EngineeringID, sec.Name)
			require.NotEmpty(t, sec.ContractorID)
			require.NotEmpty(t, sec.SupervisorID)
			require.True(t, sec.EndChainage.GreaterThan(sec.StartChainage.Decimal))
			require.NotNil(t, sec.Length, sec.Name)
			require.Equal(t, sec.EndChainage.Sub(sec.StartChainage).Float(), *sec.Length)
			if i > 0 {
				require.True(t, secs[i-1].EndChainage.Equal(sec.StartChainage.Decimal), "sections meet along the route")
			}
		}

		t.Run("every business table has rows, scoped ones with their section's engineering", func(t *testing.T) {
			for _, r := range crud.Resources() {
				if !strings.HasPrefix(r.Table, "cmis_") {
					continue
				}
				var n int
				require.NoError(t, s.App.DB.SQL.QueryRow("SELECT COUNT(*) FROM "+r.Table).Scan(&n))
				require.Positive(t, n, r.Table)
				if _, _, ok := r.Field("sectionId"); !ok {
					continue
				}
				require.NoError(t, s.App.DB.SQL.QueryRow(`SELECT COUNT(*) FROM `+r.Table+` x
					LEFT JOIN cmis_section s ON s.id = x.section_id
					WHERE s.id IS NULL OR x.engineering_id IS NULL OR x.engineering_id <> s.engineering_id`).Scan(&n))
				require.Zero(t, n, "%s: rows without their section's engineering", r.Table)
			}
		})

		t.Run("suppliers have valid credit codes", func(t *testing.T) {
			code := regexp.MustCompile(`^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$`)
			tids := map[string]int{}
			for _, sup := range c.CmisSupplier.Query().AllX(ctx) {
				require.Regexp(t, code, sup.CreditCode, sup.Name)
				require.NotEmpty(t, sup.Contact)
				require.NotEmpty(t, sup.Phone)
				tids[sup.Tid]++
			}
			require.Equal(t, map[string]int{"jsdw": 1, "cbs": 3, "jldw": 2, "ghs": 3, "fws": 1}, tids)
		})

		t.Run("cost trees add up to the cent", func(t *testing.T) {
			type node struct {
				id, pid      string
				qty          *float64
				price, total int64
				leaf         bool
			}
			check := func(rows []node) {
				require.NotEmpty(t, rows)
				sums := map[string]int64{}
				for _, r := range rows {
					sums[r.pid] += r.total
				}
				for _, r := range rows {
					if r.leaf {
						require.NotNil(t, r.qty, "a leaf has a quantity")
						require.Equal(t, r.price*int64(*r.qty), r.total, "price × quantity")
					} else {
						require.Equal(t, sums[r.id], r.total, "a parent is the sum of its children")
					}
				}
			}
			var budget []node
			for _, b := range c.CmisBudget.Query().AllX(ctx) {
				budget = append(budget, node{b.ID, b.Pid, b.Quantity, b.UnitPrice.Cents(), b.Amount.Cents(), b.Unit != ""})
			}
			check(budget)
			var estimate []node
			for _, b := range c.CmisEstimate.Query().AllX(ctx) {
				estimate = append(estimate, node{b.ID, b.Pid, b.Quantity, b.UnitPrice.Cents(), b.Amount.Cents(), b.Unit != ""})
			}
			check(estimate)
			for _, q := range c.CmisQuantityCost.Query().AllX(ctx) {
				require.Equal(t, q.UnitPrice.Cents()*int64(*q.Quantity), q.Total.Cents(), q.Name)
			}
		})

		t.Run("tunnel advance chains and stays inside its tunnel", func(t *testing.T) {
			tunnels := c.CmisBuilding.Query().Where(cmisbuilding.Type("sd")).AllX(ctx)
			require.Len(t, tunnels, 3)
			yesterday := time.Now().In(jsontime.Zone).AddDate(0, 0, -1).Format(jsontime.DateLayout)
			for _, tun := range tunnels {
				recs := c.CmisTunnelAdvance.Query().Where(cmistunneladvance.BuildingID(tun.ID)).
					Order(ent.Asc(cmistunneladvance.FieldReportDate), ent.Asc(cmistunneladvance.FieldStartChainage)).AllX(ctx)
				require.NotEmpty(t, recs, tun.Name)
				require.LessOrEqual(t, len(recs), 365)
				require.True(t, recs[0].StartChainage.Equal(tun.StartChainage.Decimal), "starts at the tunnel's start")
				total := 0.0
				for i, r := range recs {
					require.Equal(t, tun.SectionID, r.SectionID)
					require.True(t, r.EndChainage.GreaterThan(r.StartChainage.Decimal), "end > start")
					require.NotNil(t, r.Advance)
					require.Equal(t, r.EndChainage.Sub(r.StartChainage).Float(), *r.Advance)
					require.True(t, *r.Advance >= 8 && *r.Advance <= 25 || i == len(recs)-1, "8–25 m a day: %v", *r.Advance)
					require.False(t, r.EndChainage.GreaterThan(tun.EndChainage.Decimal), "never past the tunnel's end")
					if i > 0 {
						prev := recs[i-1]
						require.True(t, prev.EndChainage.Equal(r.StartChainage.Decimal), "record %d starts where %d ended", i, i-1)
						require.True(t, time.Time(prev.ReportDate).Before(time.Time(r.ReportDate)), "one record a day")
					}
					total += *r.Advance
				}
				require.NotNil(t, tun.DesignLength)
				require.LessOrEqual(t, total, *tun.DesignLength+1e-6)
				last := time.Time(recs[len(recs)-1].ReportDate).In(jsontime.Zone).Format(jsontime.DateLayout)
				require.Equal(t, yesterday, last, "up to yesterday")
			}
		})

		t.Run("every plan network computes with a critical chain", func(t *testing.T) {
			plans := c.CmisProgressPlan.Query().AllX(ctx)
			groups := map[string][]*ent.CmisProgressPlan{}
			for _, p := range plans {
				k := p.SectionID + "/" + p.PlanType
				groups[k] = append(groups[k], p)
			}
			require.Len(t, groups, 9, "year, month and week plans of three sections")
			for k, ps := range groups {
				var first, last time.Time
				tasks := make([]schedule.Task, len(ps))
				for i, p := range ps {
					st, en := time.Time(p.PlanStartDate).In(jsontime.Zone), time.Time(p.PlanEndDate).In(jsontime.Zone)
					require.False(t, en.Before(st), p.TaskName)
					if first.IsZero() || st.Before(first) {
						first = st
					}
					if en.After(last) {
						last = en
					}
					tasks[i] = schedule.Task{ID: p.ID, Name: p.TaskName, Duration: int(en.Sub(st).Hours()/24+0.5) + 1,
						Predecessors: schedule.ParsePredecessors(p.Predecessors)}
				}
				n, err := schedule.Compute(tasks)
				require.NoError(t, err, k)
				critical := 0
				for _, r := range n.Tasks {
					if r.Critical {
						critical++
					}
				}
				require.Positive(t, critical, k)
				require.Less(t, critical, len(ps), "%s: some tasks have float", k)
				require.Equal(t, int(last.Sub(first).Hours()/24+0.5)+1, n.Duration, "%s: the critical chain spans the period", k)
			}
		})

		t.Run("a plan's percent complete is worked out where it has quantities", func(t *testing.T) {
			plans := c.CmisProgressPlan.Query().AllX(ctx)
			typed, manual, advance := 0, 0, 0
			for _, p := range plans {
				pct, derived := schedule.PlanPercent(p.PlannedQuantity, p.ActualQuantity)
				if !derived {
					typed++
					require.Nil(t, p.ActualQuantity, p.TaskName)
					continue
				}
				require.Equal(t, pct, p.PercentComplete, "%s: %v of %v", p.TaskName, *p.ActualQuantity, *p.PlannedQuantity)
				if p.QuantitySource != schedule.SourceAdvance {
					manual++
					continue
				}
				advance++
				var sum float64
				for _, a := range c.CmisTunnelAdvance.Query().Where(cmistunneladvance.BuildingID(p.BuildingID),
					cmistunneladvance.ReportDateGTE(p.PlanStartDate), cmistunneladvance.ReportDateLTE(p.PlanEndDate)).AllX(ctx) {
					sum += *a.Advance
				}
				require.InDelta(t, sum, *p.ActualQuantity, 1e-6, "%s: the advance of its dates", p.TaskName)
				require.Equal(t, "m", p.Unit)
			}
			require.Positive(t, typed, "tasks of one item are typed")
			require.Positive(t, manual, "typed actual quantities")
			require.Equal(t, 3*(2+2+1), advance, "the excavation tasks of three sections' year, month and week plans")
		})

		t.Run("each kind of equipment movement has its own fields filled", func(t *testing.T) {
			moves := c.CmisEquipmentMovement.Query().WithCheckItems().AllX(ctx)
			kinds := map[string]int{}
			for _, m := range moves {
				kinds[m.MoveType]++
				switch m.MoveType {
				case "1":
					require.NotEmpty(t, m.BatchNo)
					require.NotEmpty(t, m.SupplierID)
				case "4", "5":
					require.NotEmpty(t, m.ReportNo)
					require.Contains(t, []string{"0", "1"}, m.Conclusion)
					require.NotEmpty(t, m.Edges.CheckItems, "the items checked")
					for _, it := range m.Edges.CheckItems {
						if it.Conclusion == "0" {
							require.Equal(t, "0", m.Conclusion, "an item failed: so did the %s", m.ReportNo)
						}
					}
				default:
					require.Empty(t, m.Edges.CheckItems)
				}
			}
			for _, k := range []string{"1", "2", "3", "4", "5"} {
				require.Positive(t, kinds[k], "movements of kind %s", k)
			}
		})

		t.Run("roles, grants and section rules", func(t *testing.T) {
			scoped := seed.DemoScopedMenus()
			require.Len(t, scoped, 41, "forty section resources and the section list")
			for _, code := range []string{seed.DemoOwnerRole, seed.DemoSupervisorRole, seed.DemoContractorRole} {
				role := c.SysRole.Query().Where(sysrole.RoleCode(code)).OnlyX(ctx)
				grants := c.SysRolePermission.Query().Where(sysrolepermission.RoleID(role.ID)).AllX(ctx)
				held := map[string]string{}
				for _, g := range grants {
					held[g.PermissionID] = g.DataRuleIds
				}
				want, err := seed.DemoGrants(code)
				require.NoError(t, err)
				require.ElementsMatch(t, want, slices.Collect(maps.Keys(held)), "%s holds what the role matrix gives", code)
				for menu, column := range scoped {
					ruleIDs, ok := held[menu]
					require.True(t, ok, "%s holds %s", code, menu)
					if code == seed.DemoOwnerRole {
						require.Empty(t, ruleIDs, "the owner sees every section")
						continue
					}
					rule := c.SysPermissionDataRule.GetX(ctx, ruleIDs)
					require.Equal(t, menu, rule.PermissionID)
					require.Equal(t, column, rule.RuleColumn)
					require.Equal(t, "IN", rule.RuleConditions)
					require.Equal(t, "#{sys_user_sections}", rule.RuleValue)
					require.Equal(t, "1", rule.Status)
				}
			}
		})

		t.Run("each demo user sees his sections", func(t *testing.T) {
			codes := map[string]string{}
			for _, sec := range secs {
				codes[sec.ID] = sec.Code
			}
			for _, u := range []struct {
				name string
				want []string
			}{
				{seed.DemoOwner, []string{"DZYS2-SG01", "DZYS2-SG02", "DZYS2-SG03"}},
				{seed.DemoSupervisor, []string{"DZYS2-SG01", "DZYS2-SG02"}},
				{seed.DemoContractor, []string{"DZYS2-SG01"}},
			} {
				tok := s.Token(t, u.name, seed.DemoEngineerPassword)
				var tree []struct{ ID string }
				r := s.Do(t, "GET", "/section/cmisSection/nodeTreeList", tok, nil)
				require.True(t, r.Success, r.Message)
				r.Decode(t, &tree)
				var got []string
				for _, n := range tree {
					got = append(got, codes[n.ID])
				}
				slices.Sort(got)
				require.Equal(t, u.want, got, u.name)

				for _, sec := range secs {
					var page struct{ Total int }
					q := url.Values{"sectionId": {sec.ID}}
					r := s.Do(t, "GET", "/advance/cmisTunnelAdvance/list?"+q.Encode(), tok, nil)
					require.True(t, r.Success, r.Message)
					r.Decode(t, &page)
					require.Equal(t, slices.Contains(u.want, sec.Code), page.Total > 0, "%s on %s", u.name, sec.Code)
				}
				r = s.Do(t, "GET", "/progress/cmisProgressPlan/criticalPath?planType=month", tok, nil)
				require.True(t, r.Success, r.Message)
				var path struct{ Tasks []struct{ ID string } }
				r.Decode(t, &path)
				require.Len(t, path.Tasks, 8*len(u.want), "%s: the month plans of his sections", u.name)
			}
		})

		t.Run("each equipment's stock is what its movements leave, never below zero", func(t *testing.T) {
			moves := c.CmisEquipmentMovement.Query().AllX(ctx)
			want := map[string]int{}
			for _, m := range moves {
				switch m.MoveType {
				case "2":
					want[m.EquipmentID] += m.Quantity
				case "3":
					want[m.EquipmentID] -= m.Quantity
				}
			}
			items := c.CmisEquipment.Query().AllX(ctx)
			require.Len(t, items, 4*len(secs))
			for _, e := range items {
				require.Equal(t, want[e.ID], e.Stock, e.Name)
				require.GreaterOrEqual(t, e.Stock, 0, e.Name)
			}
		})

		t.Run("a second Demo adds nothing", func(t *testing.T) {
			count := func() string {
				var out []string
				for _, table := range []string{"sys_depart", "sys_user", "sys_role", "sys_role_permission",
					"sys_permission_data_rule", "cmis_engineering", "cmis_section", "cmis_tunnel_advance", "cmis_progress_plan", "cmis_equipment", "cmis_equipment_movement", "cmis_equipment_check"} {
					var n int
					require.NoError(t, s.App.DB.SQL.QueryRow("SELECT COUNT(*) FROM "+table).Scan(&n))
					out = append(out, fmt.Sprintf("%s=%d", table, n))
				}
				return strings.Join(out, " ")
			}
			before := count()
			require.NoError(t, seed.Demo(context.Background(), c))
			require.Equal(t, before, count())
		})
	})
}

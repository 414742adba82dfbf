package project_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/cmisequipment"
	"aqueduct/ent/cmisequipmentmovement"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

const (
	equipmentAPI = "/equipment/cmisEquipment"
	movementAPI  = "/equipment/cmisEquipmentMovement"
)

// TestEquipmentStock: the stock of a ledger entry is computed from its
// movements (入库 adds, 出库 takes), is never typed and never negative,
// and a movement belongs to its equipment's section.
func TestEquipmentStock(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		_, s1, s2 := s.ProjectBase(t, admin)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		stock := func(id string) int { return c.CmisEquipment.Query().Where(cmisequipment.ID(id)).OnlyX(ctx).Stock }
		move := func(tok, equipment, typ string, n int) (string, string) {
			r := s.Do(t, "POST", movementAPI+"/add", tok, map[string]any{"equipmentId": equipment, "moveType": typ,
				"moveDate": "2026-11-20", "quantity": n, "sectionId": s2, "handler": "张三"})
			if !r.Success {
				return "", r.Message
			}
			var row struct{ ID string }
			r.Decode(t, &row)
			return row.ID, ""
		}

		pump := s.Add(t, admin, equipmentAPI, map[string]any{"sectionId": s1, "name": "排水泵", "model": "WQ100", "category": "POWER",
			"unit": "台", "status": "1", "stock": 999})
		require.Zero(t, stock(pump), "the stock is not typed")

		in, msg := move(admin, pump, "2", 10)
		require.Empty(t, msg)
		require.Equal(t, 10, stock(pump))
		var rec map[string]any
		s.Do(t, "GET", movementAPI+"/queryById?id="+in, admin, nil).Decode(t, &rec)
		require.Equal(t, s1, rec["sectionId"], "the equipment's section, not the one sent")
		require.NotEmpty(t, rec["engineeringId"])

		out, msg := move(admin, pump, "3", 4)
		require.Empty(t, msg)
		require.Equal(t, 6, stock(pump))
		_, msg = move(admin, pump, "3", 7)
		require.Equal(t, "库存不足：「排水泵」当前库存 6台，不能出库 7台", msg)
		_, msg = move(admin, pump, "1", 5) // 到货 does not enter the stock before 入库
		require.Empty(t, msg)
		r := s.Do(t, "POST", movementAPI+"/add", admin, map[string]any{"equipmentId": pump, "moveType": "4", "moveDate": "2026-11-20",
			"quantity": 2, "reportNo": "JY-01", "conclusion": "1", "sectionId": s2}) // nor does a 检验
		require.True(t, r.Success, r.Message)
		require.Equal(t, 6, stock(pump))

		// An edit first undoes the old movement: the 入库 cannot shrink below what has gone out.
		r = s.Do(t, "PUT", movementAPI+"/edit", admin, map[string]any{"id": in, "quantity": 3})
		require.False(t, r.Success)
		require.Contains(t, r.Message, "当前库存")
		require.Equal(t, 6, stock(pump), "nothing changed by the refused edit")
		r = s.Do(t, "PUT", movementAPI+"/edit", admin, map[string]any{"id": out, "quantity": 2})
		require.True(t, r.Success, r.Message)
		require.Equal(t, 8, stock(pump))
		r = s.Do(t, "PUT", movementAPI+"/edit", admin, map[string]any{"id": out, "moveType": "2"})
		require.True(t, r.Success, r.Message)
		require.Equal(t, 12, stock(pump), "the 出库 of 2 became an 入库 of 2")
		r = s.Do(t, "PUT", equipmentAPI+"/edit", admin, map[string]any{"id": pump, "stock": 0, "status": "3"})
		require.True(t, r.Success, r.Message)
		require.Equal(t, 12, stock(pump), "an edit of the ledger does not type the stock")

		// Deleting gives back what the movement did; the equipment keeps its history.
		r = s.Do(t, "DELETE", movementAPI+"/delete?id="+out, admin, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, 10, stock(pump))
		require.Equal(t, "设备已有出入库记录，不能删除", s.Do(t, "DELETE", equipmentAPI+"/delete?id="+pump, admin, nil).Message)

		// The stock is what the movements say.
		require.Equal(t, sumMovements(t, s, pump), stock(pump))

		// Counts by status for the dashboard, every status listed.
		s.Add(t, admin, equipmentAPI, map[string]any{"sectionId": s2, "name": "门机", "category": "LIFT", "status": "1"})
		var counts []struct {
			Status string `json:"status"`
			Text   string `json:"status_dictText"`
			Count  int    `json:"count"`
		}
		countsOf := func(section string) map[string]int {
			r := s.Do(t, "GET", equipmentAPI+"/countByStatus?sectionId="+section, admin, nil)
			require.True(t, r.Success, r.Message)
			r.Decode(t, &counts)
			out := map[string]int{}
			for _, x := range counts {
				out[x.Text] = x.Count
			}
			return out
		}
		require.Equal(t, map[string]int{"在用": 0, "闲置": 0, "维修": 1, "报废": 0}, countsOf(s1))
		require.Equal(t, map[string]int{"在用": 1, "闲置": 0, "维修": 0, "报废": 0}, countsOf(s2))

		// A user of section 1 neither moves nor counts section 2's equipment.
		rule := c.SysPermissionDataRule.Create().SetPermissionID("m-cmisEquipment").SetRuleName("本人标段").
			SetRuleColumn("sectionId").SetRuleConditions("IN").SetRuleValue("#{sys_user_sections}").SaveX(ctx)
		moveRule := c.SysPermissionDataRule.Create().SetPermissionID("m-cmisEquipmentMovement").SetRuleName("本人标段").
			SetRuleColumn("sectionId").SetRuleConditions("IN").SetRuleValue("#{sys_user_sections}").SaveX(ctx)
		s.Grant(t, s.RoleID(t, "engineer"), []string{"m-cmisEquipment", "m-cmisEquipmentMovement", "m-cmisEquipmentMovement-add",
			"m-cmisEquipmentMovement-delete", "m-cmisEquipmentMovement-batch_delete"},
			map[string]string{"m-cmisEquipment": rule.ID, "m-cmisEquipmentMovement": moveRule.ID})
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		crane := c.CmisEquipment.Query().Where(cmisequipment.Name("门机")).OnlyX(ctx).ID
		_, msg = move(eng, crane, "2", 1)
		require.Equal(t, "设备不存在", msg)
		_, msg = move(eng, pump, "3", 1)
		require.Empty(t, msg)
		r = s.Do(t, "GET", equipmentAPI+"/countByStatus", eng, nil)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &counts)
		total := 0
		for _, x := range counts {
			total += x.Count
		}
		require.Equal(t, 1, total)

		// Deleting a batch that holds another section's movement touches only his.
		theirs, msg := move(admin, crane, "2", 5)
		require.Empty(t, msg)
		mine, msg := move(eng, pump, "2", 1)
		require.Empty(t, msg)
		r = s.Do(t, "DELETE", movementAPI+"/deleteBatch?ids="+url.QueryEscape(theirs+","+mine), eng, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, 5, stock(crane), "the other section's stock is untouched")
		require.True(t, c.CmisEquipmentMovement.Query().Where(cmisequipmentmovement.ID(theirs)).ExistX(ctx))
		require.Equal(t, sumMovements(t, s, pump), stock(pump))
		require.Equal(t, sumMovements(t, s, crane), stock(crane))
	})
}

// sumMovements is the stock the movements of an equipment give.
func sumMovements(t *testing.T, s *testenv.Server, equipment string) int {
	t.Helper()
	rows := s.App.DB.Client.CmisEquipmentMovement.Query().Where(cmisequipmentmovement.EquipmentID(equipment)).
		AllX(viewer.System(context.Background()))
	n := 0
	for _, r := range rows {
		switch r.MoveType {
		case "2":
			n += r.Quantity
		case "3":
			n -= r.Quantity
		}
	}
	return n
}

// TestEquipmentStockConcurrentDelivery: 20 concurrent 出库 of one unit from a
// stock of 10 leave exactly 10 refused and the stock at 0, never below.
func TestEquipmentStockConcurrentDelivery(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		_, s1, _ := s.ProjectBase(t, admin)
		mixer := s.Add(t, admin, equipmentAPI, map[string]any{"sectionId": s1, "name": "搅拌机", "status": "1"})
		s.Add(t, admin, movementAPI, map[string]any{"equipmentId": mixer, "sectionId": s1, "moveType": "2", "moveDate": "2026-11-20", "quantity": 10})

		var wg sync.WaitGroup
		results := make([]string, 20)
		for i := range results {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := s.Do(t, "POST", movementAPI+"/add", admin, map[string]any{"equipmentId": mixer, "sectionId": s1, "moveType": "3",
					"moveDate": "2026-11-21", "quantity": 1, "handler": fmt.Sprint("领用", i)})
				if r.Success {
					results[i] = "ok"
				} else {
					results[i] = r.Message
				}
			}()
		}
		wg.Wait()
		ok, refused := 0, 0
		for _, m := range results {
			switch {
			case m == "ok":
				ok++
			case strings.HasPrefix(m, "库存不足"):
				refused++
			default:
				t.Errorf("unexpected reply: %s", m)
			}
		}
		require.Equal(t, 10, ok)
		require.Equal(t, 10, refused)
		e := s.App.DB.Client.CmisEquipment.Query().Where(cmisequipment.ID(mixer)).OnlyX(viewer.System(context.Background()))
		require.Zero(t, e.Stock)
		require.Zero(t, sumMovements(t, s, mixer))
	})
}

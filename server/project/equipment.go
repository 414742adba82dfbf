package project

import (
	"context"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/cmisequipment"
	"aqueduct/ent/cmisequipmentmovement"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
)

// Movement types (dict equipment_move): 入库 and 出库 change the stock,
// 检验 and 检测 carry a report, a conclusion and the items they checked.
const (
	moveArrival = "1" // 到货
	moveIn      = "2" // 入库
	moveOut     = "3" // 出库
	moveInspect = "4" // 检验
	moveTest    = "5" // 检测
)

// Conclusions of a 检验 or 检测 and of its items (dict check_conclusion).
const (
	checkPass = "1" // 合格
	checkFail = "0" // 不合格
)

// stockDelta is what a movement does to its equipment's stock.
func stockDelta(moveType string, quantity int) int {
	switch moveType {
	case moveIn:
		return quantity
	case moveOut:
		return -quantity
	}
	return 0
}

// addStock changes an equipment's stock by delta in one conditional UPDATE,
// so two concurrent 出库 can never both take the last units: the row lock
// (PostgreSQL) or the single writer (SQLite) orders them and the second
// finds the condition false.
func addStock(ctx context.Context, tx *ent.Client, equipmentID string, delta int) error {
	if delta == 0 {
		return nil
	}
	n, err := tx.CmisEquipment.Update().
		Where(cmisequipment.ID(equipmentID), cmisequipment.StockGTE(-delta)).
		AddStock(delta).Save(ctx)
	if err != nil || n == 1 {
		return err
	}
	e, err := tx.CmisEquipment.Query().Where(cmisequipment.ID(equipmentID)).Only(ctx)
	if err != nil {
		return err
	}
	if delta < 0 {
		return httpx.Failf("库存不足：「%s」当前库存 %d%s，不能出库 %d%s", e.Name, e.Stock, e.Unit, -delta, e.Unit)
	}
	return httpx.Failf("「%s」当前库存 %d%s，其中已出库的部分不能再从入库中减去", e.Name, e.Stock, e.Unit)
}

// visibleEquipment is the equipment if the caller may see it (the ledger's
// tenant, section and data-rule filter), read in the save's transaction.
func (s *Service) visibleEquipment(ctx context.Context, tx *ent.Client, id string) (*ent.CmisEquipment, error) {
	e, err := tx.CmisEquipment.Query().Where(cmisequipment.ID(id)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, httpx.Fail("设备不存在")
	}
	return e, err
}

// cmisEquipmentHooks: an equipment with movements stays.
func (s *Service) cmisEquipmentHooks() crud.CmisEquipmentHooks {
	return crud.CmisEquipmentHooks{BeforeDelete: equipmentBeforeDelete}
}

// cmisEquipmentMovementHooks: a movement's section, the equipment's stock
// (one rule for every kind: stockDelta), and a 检验 or 检测's conclusion.
func (s *Service) cmisEquipmentMovementHooks() crud.CmisEquipmentMovementHooks {
	return crud.CmisEquipmentMovementHooks{BeforeSave: s.movementBeforeSave, Computed: movementComputed, BeforeDelete: movementBeforeDelete}
}

// movementComputed checks a movement with its items, once they are saved:
// only a 检验 or 检测 lists items checked, it has a conclusion, and that
// conclusion is 不合格 when one of its items is.
func movementComputed(_ context.Context, _ *ent.Client, _ *ent.CmisEquipmentMovementUpdateOne,
	row *ent.CmisEquipmentMovement, c crud.CmisEquipmentMovementChildren) error {
	if row.MoveType != moveInspect && row.MoveType != moveTest {
		if len(c.CmisEquipmentCheckList) > 0 {
			return httpx.Fail("检验项目：只有检验、检测记录填写检验项目")
		}
		return nil
	}
	switch row.Conclusion {
	case "":
		return httpx.Fail("检验/检测结论：检验、检测记录须选择结论")
	case checkPass:
		for _, it := range c.CmisEquipmentCheckList {
			if it.Conclusion == checkFail {
				return httpx.Failf("检验/检测结论：检验项目「%s」不合格，结论不能为合格", it.Item)
			}
		}
	}
	return nil
}

// movementBeforeSave takes the movement's section from its equipment and
// moves the stock: an edit first undoes what the old movement did.
func (s *Service) movementBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, mm *ent.CmisEquipmentMovementMutation, _ crud.Body) error {
	equipmentID, _ := mm.EquipmentID()
	moveType, _ := mm.MoveType()
	quantity, _ := mm.Quantity()
	if op == crud.OpUpdate {
		id, _ := mm.ID()
		old, err := tx.CmisEquipmentMovement.Get(ctx, id)
		if err != nil {
			return err
		}
		if equipmentID == "" {
			equipmentID = old.EquipmentID
		}
		if moveType == "" {
			moveType = old.MoveType
		}
		if _, set := mm.Quantity(); !set {
			quantity = old.Quantity
		}
		// The old movement's effect is undone first (an 出库 gives its units back).
		if err := addStock(ctx, tx, old.EquipmentID, -stockDelta(old.MoveType, old.Quantity)); err != nil {
			return err
		}
	}
	e, err := s.visibleEquipment(ctx, tx, equipmentID)
	if err != nil {
		return err
	}
	mm.SetSectionID(e.SectionID)
	if err := addStock(ctx, tx, e.ID, stockDelta(moveType, quantity)); err != nil {
		return err
	}
	return nil
}

// movementBeforeDelete gives back what the deleted movements did to the stock.
func movementBeforeDelete(ctx context.Context, tx *ent.Client, ids []string) error {
	rows, err := tx.CmisEquipmentMovement.Query().Where(cmisequipmentmovement.IDIn(ids...)).All(ctx)
	if err != nil {
		return err
	}
	for _, r := range rows {
		if err := addStock(ctx, tx, r.EquipmentID, -stockDelta(r.MoveType, r.Quantity)); err != nil {
			return err
		}
	}
	return nil
}

// equipmentBeforeDelete keeps an equipment with movements: its history
// would lose the record it belongs to.
func equipmentBeforeDelete(ctx context.Context, tx *ent.Client, ids []string) error {
	used, err := tx.CmisEquipmentMovement.Query().Where(cmisequipmentmovement.EquipmentIDIn(ids...)).Exist(ctx)
	if err != nil {
		return err
	}
	if used {
		return httpx.Fail("设备已有出入库记录，不能删除")
	}
	return nil
}

// sectionQuery narrows a count to one section.
type sectionQuery struct {
	SectionID string `query:"sectionId" doc:"标段主键，空为所见全部标段"`
}

// statusCount is one row of the equipment counts by status.
type statusCount struct {
	Status     string `json:"status"`
	StatusText string `json:"status_dictText"`
	Count      int    `json:"count"`
}

// equipmentCounts answers the number of equipment per status the caller
// may see (GET /equipment/cmisEquipment/countByStatus[?sectionId=]), for the dashboard.
func (s *Service) equipmentCounts(c *echo.Context, in sectionQuery) ([]statusCount, error) {
	ctx := c.Request().Context()
	q := s.Client.CmisEquipment.Query()
	if in.SectionID != "" {
		q.Where(cmisequipment.SectionID(in.SectionID))
	}
	var rows []struct {
		Status string `json:"status"`
		Count  int    `json:"count"`
	}
	if err := q.GroupBy(cmisequipment.FieldStatus).Aggregate(ent.Count()).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	items, err := s.Res.Dicts.Items(ctx, "equipment_status")
	if err != nil {
		return nil, err
	}
	out := make([]statusCount, 0, len(items))
	seen := map[string]bool{}
	for _, it := range items { // every status, in the dictionary's order, zeros included
		n := 0
		for _, r := range rows {
			if r.Status == it.Value {
				n = r.Count
			}
		}
		seen[it.Value] = true
		out = append(out, statusCount{Status: it.Value, StatusText: it.Text, Count: n})
	}
	for _, r := range rows {
		if !seen[r.Status] {
			out = append(out, statusCount{Status: r.Status, StatusText: r.Status, Count: r.Count})
		}
	}
	return out, nil
}

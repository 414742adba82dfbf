package project

import (
	"context"
	"fmt"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/cmisengineeringdatastructure"
	"aqueduct/server/httpx"
)

// wbsNode is a node of a built-in engineering data structure template.
type wbsNode struct {
	code, name string
	children   []wbsNode
}

// wbsTemplates are the standard breakdowns per structure type (eds_type):
// what 恢复模板 puts back.
var wbsTemplates = map[string][]wbsNode{
	"sd": {
		{"SD01", "洞口工程", []wbsNode{{"SD0101", "洞口边坡开挖", nil}, {"SD0102", "洞口边坡支护", nil}, {"SD0103", "洞门", nil}}},
		{"SD02", "洞身开挖", []wbsNode{{"SD0201", "TBM掘进", nil}, {"SD0202", "钻爆开挖", nil}}},
		{"SD03", "支护", []wbsNode{{"SD0301", "锚杆", nil}, {"SD0302", "喷混凝土", nil}, {"SD0303", "钢拱架", nil}}},
		{"SD04", "衬砌", []wbsNode{{"SD0401", "底板衬砌", nil}, {"SD0402", "边顶拱衬砌", nil}}},
		{"SD05", "灌浆", []wbsNode{{"SD0501", "回填灌浆", nil}, {"SD0502", "固结灌浆", nil}}},
	},
	"sj": {
		{"SJ01", "井口工程", []wbsNode{{"SJ0101", "锁口", nil}, {"SJ0102", "井口平台", nil}}},
		{"SJ02", "井身开挖", []wbsNode{{"SJ0201", "开挖", nil}, {"SJ0202", "支护", nil}}},
		{"SJ03", "井身衬砌", nil},
	},
	"bz": {
		{"BZ01", "土建工程", []wbsNode{{"BZ0101", "基坑开挖", nil}, {"BZ0102", "主厂房", nil}, {"BZ0103", "进出水池", nil}}},
		{"BZ02", "机电设备安装", []wbsNode{{"BZ0201", "水泵机组", nil}, {"BZ0202", "电气设备", nil}}},
	},
	"gd": {
		{"GD01", "管槽开挖", nil},
		{"GD02", "管道安装", []wbsNode{{"GD0201", "管道敷设", nil}, {"GD0202", "管道焊接", nil}}},
		{"GD03", "回填", nil},
		{"GD04", "水压试验", nil},
	},
}

// restoreData replaces the caller's structure of one type with its template,
// in one transaction: nothing is lost if it fails.
func (s *Service) restoreData(c *echo.Context) error {
	ctx := c.Request().Context()
	typ := c.QueryParam("type")
	tpl, ok := wbsTemplates[typ]
	if !ok {
		return httpx.Fail("请选择要恢复的结构类型")
	}
	tx, err := s.Client.Tx(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	// The client keeps both to the caller's rows (crud's scope): what he
	// may not see is neither deleted nor may a template row land outside it.
	if _, err := tx.CmisEngineeringDataStructure.Delete().Where(cmisengineeringdatastructure.Type(typ)).Exec(ctx); err != nil {
		return err
	}
	n := 0
	if err := addWBS(ctx, tx.Client(), typ, "0", tpl, &n); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	return httpx.OKMsg(c, fmt.Sprintf("已恢复模板，共%d个节点", n), nil)
}

func addWBS(ctx context.Context, c *ent.Client, typ, parent string, nodes []wbsNode, n *int) error {
	for i, w := range nodes {
		row, err := c.CmisEngineeringDataStructure.Create().SetType(typ).SetPid(parent).
			SetCode(w.code).SetName(w.name).SetSortNo(i + 1).Save(ctx)
		if err != nil {
			return err
		}
		*n++
		if err := addWBS(ctx, c, typ, row.ID, w.children, n); err != nil {
			return err
		}
	}
	return nil
}

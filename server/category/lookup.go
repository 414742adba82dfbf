package category

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"

	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/predicate"
	"aqueduct/ent/syscategory"
	"aqueduct/server/crud"
	"aqueduct/server/dict"
	"aqueduct/server/httpx"
)

// The lookups of the category selects read through ent (tenant, soft
// delete) and the resource's row filter (data rules), for callers holding
// the category list permission, as table dictionaries of generated entities
// are (server/dict/lookup.go).

// Bounds of one reply: a whole subtree (async=false) or a code's nodes.
const (
	maxDepth = 20
	maxNodes = crud.MaxAll
	maxIDs   = 1000
)

// columns are the properties loadOne and loadTreeData conditions may name
// (JeecgBoot passes them as raw columns): name → column.
var columns = map[string]string{
	"id": syscategory.FieldID, "pid": syscategory.FieldPid,
	"name": syscategory.FieldName, "code": syscategory.FieldCode,
}

// Node is JeecgBoot's TreeSelectModel; name repeats title for the selects
// that read it.
type Node struct {
	Key      string  `json:"key"`
	Title    string  `json:"title"`
	Name     string  `json:"name"`
	Value    string  `json:"value"`
	Code     string  `json:"code"`
	Leaf     bool    `json:"leaf"`
	IsLeaf   bool    `json:"isLeaf"`
	ParentID string  `json:"parentId"`
	Icon     *string `json:"icon"`
	Children []*Node `json:"children"`
}

// Record is one category as queryById answers it, with hasChild.
type Record struct {
	*ent.SysCategory
	HasChild string `json:"hasChild"`
}

// Routes adds the select endpoints under /sys/category.
func (s *Service) Routes(rt *httpx.Routes) {
	p := rt.Prefix("/" + crud.SysCategory.Prefix)
	code := crud.SysCategory.ListCode
	p.GET("/loadTreeRoot", code, s.loadTreeRoot).Doc(httpx.Doc{Summary: "分类字典：根节点（可按编码）"})
	p.GET("/loadTreeChildren", code, s.loadTreeChildren).Doc(httpx.Doc{Summary: "分类字典：子节点"})
	p.GET("/loadOne", code, s.loadOne).Doc(httpx.Doc{Summary: "分类字典：按字段查一个节点"})
	p.GET("/loadTreeData", code, s.loadTreeData).Doc(httpx.Doc{Summary: "分类字典：树数据"})
	p.GET("/loadDictItem", code, s.loadDictItem).Doc(httpx.Doc{Summary: "分类字典：编号转名称"})
	p.GET("/loadDictItem/", code, s.loadDictItem).Doc(httpx.Doc{Summary: "分类字典：编号转名称"})
	p.GET("/loadAllData", code, s.loadAllData).Doc(httpx.Doc{Summary: "分类字典：某编码下的全部节点"})
	p.GET("/checkCode", code, s.checkCode).Doc(httpx.Doc{Summary: "分类字典：校验编码是否已被占用"})
}

// query starts a read of the categories the caller may see.
func (s *Service) query(ctx context.Context) (*ent.SysCategoryQuery, error) {
	return s.Client.SysCategory.Query(), nil
}

// isRoot matches root nodes: pid "0", empty or NULL.
func isRoot() predicate.SysCategory {
	return syscategory.Or(syscategory.PidIn(RootPID, ""), syscategory.PidIsNil())
}

// childrenOf answers the visible children of the nodes pids, ordered by code,
// with leaf worked out from their own visible children.
func (s *Service) childrenOf(ctx context.Context, pids []string, root bool, extra ...predicate.SysCategory) ([]*Node, error) {
	q, err := s.query(ctx)
	if err != nil {
		return nil, err
	}
	if root {
		q.Where(isRoot())
	} else {
		q.Where(syscategory.PidIn(pids...))
	}
	rows, err := q.Where(extra...).Order(ent.Asc(syscategory.FieldCode), ent.Asc(syscategory.FieldID)).
		Limit(maxNodes + 1).All(ctx)
	if err != nil {
		return nil, err
	}
	if len(rows) > maxNodes {
		return nil, httpx.Failf("数据过多（超过%d条），请缩小查询范围后再试", maxNodes)
	}
	return s.nodes(ctx, rows)
}

// nodes turns rows into tree-select nodes, leaf when no visible child.
func (s *Service) nodes(ctx context.Context, rows []*ent.SysCategory) ([]*Node, error) {
	out := make([]*Node, len(rows))
	if len(rows) == 0 {
		return out, nil
	}
	ids := make([]string, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	has, err := s.hasChildren(ctx, ids)
	if err != nil {
		return nil, err
	}
	for i, r := range rows {
		leaf := !has[r.ID]
		out[i] = &Node{Key: r.ID, Title: r.Name, Name: r.Name, Value: r.ID, Code: r.Code,
			Leaf: leaf, IsLeaf: leaf, ParentID: r.Pid}
	}
	return out, nil
}

// hasChildren returns which of ids have children the caller may see.
func (s *Service) hasChildren(ctx context.Context, ids []string) (map[string]bool, error) {
	out := map[string]bool{}
	for start := 0; start < len(ids); start += maxIDs {
		q, err := s.query(ctx)
		if err != nil {
			return nil, err
		}
		parents, err := q.Where(syscategory.PidIn(ids[start:min(start+maxIDs, len(ids))]...)).
			Unique(true).Select(syscategory.FieldPid).Strings(ctx)
		if err != nil {
			return nil, err
		}
		for _, p := range parents {
			out[p] = true
		}
	}
	return out, nil
}

// fill loads the whole subtree below nodes, one query per level.
func (s *Service) fill(ctx context.Context, nodes []*Node) error {
	level, total := nodes, len(nodes)
	for depth := 0; len(level) > 0; depth++ {
		byID := map[string]*Node{}
		var pids []string
		for _, n := range level {
			if !n.Leaf {
				byID[n.Key] = n
				pids = append(pids, n.Key)
			}
		}
		if len(pids) == 0 {
			return nil
		}
		if depth >= maxDepth {
			return httpx.Failf("分类层级超过%d级", maxDepth)
		}
		var next []*Node
		for start := 0; start < len(pids); start += maxIDs {
			kids, err := s.childrenOf(ctx, pids[start:min(start+maxIDs, len(pids))], false)
			if err != nil {
				return err
			}
			next = append(next, kids...)
		}
		if total += len(next); total > maxNodes {
			return httpx.Failf("数据过多（超过%d条），请缩小查询范围后再试", maxNodes)
		}
		for _, k := range next {
			if p := byID[k.ParentID]; p != nil {
				p.Children = append(p.Children, k)
			}
		}
		level = next
	}
	return nil
}

// byCode finds the id of the visible node with code; found false when none.
func (s *Service) byCode(ctx context.Context, code string) (string, bool, error) {
	q, err := s.query(ctx)
	if err != nil {
		return "", false, err
	}
	row, err := q.Where(syscategory.Code(code)).Only(ctx)
	switch {
	case ent.IsNotFound(err):
		return "", false, nil
	case err != nil:
		return "", false, err
	}
	return row.ID, true, nil
}

// loadTreeRoot answers the children of the node with code pcode (the roots
// for "" or "0"), the whole subtree when async=false.
func (s *Service) loadTreeRoot(c *echo.Context) error {
	ctx := c.Request().Context()
	pcode := strings.TrimSpace(c.QueryParam("pcode"))
	var (
		nodes []*Node
		err   error
	)
	if pcode == "" || pcode == RootPID {
		nodes, err = s.childrenOf(ctx, nil, true)
	} else {
		id, ok, ferr := s.byCode(ctx, pcode)
		if ferr != nil {
			return ferr
		}
		if !ok {
			return httpx.Failf("该编码【%s】不存在，请核实!", pcode)
		}
		nodes, err = s.childrenOf(ctx, []string{id}, false)
	}
	if err != nil {
		return err
	}
	// async=false fills the subtree; without async the select loads lazily.
	if async, err := strconv.ParseBool(c.QueryParam("async")); err == nil && !async {
		if err := s.fill(ctx, nodes); err != nil {
			return err
		}
	}
	return httpx.OK(c, nodes)
}

// loadTreeChildren answers one level below pid.
func (s *Service) loadTreeChildren(c *echo.Context) error {
	pid := strings.TrimSpace(c.QueryParam("pid"))
	if pid == "" {
		return httpx.Fail("加载分类字典树参数有误.[null]!")
	}
	nodes, err := s.childrenOf(c.Request().Context(), []string{pid}, pid == RootPID)
	if err != nil {
		return err
	}
	return httpx.OK(c, nodes)
}

// column resolves a property name of loadOne or a condition key; anything
// else is refused by name, never put into SQL.
func column(name, what string) (string, error) {
	col, ok := columns[strings.TrimSpace(name)]
	if !ok {
		return "", httpx.Failf("不支持的%s：%s", what, name)
	}
	return col, nil
}

// loadOne answers the one visible category whose field equals val.
func (s *Service) loadOne(c *echo.Context) error {
	ctx := c.Request().Context()
	field, val := c.QueryParam("field"), c.QueryParam("val")
	if strings.TrimSpace(field) == "" {
		return httpx.Fail("查询字段不能为空")
	}
	col, err := column(field, "查询字段")
	if err != nil {
		return err
	}
	q, err := s.query(ctx)
	if err != nil {
		return err
	}
	rows, err := q.Where(sql.FieldEQ(col, val)).Limit(2).All(ctx)
	if err != nil {
		return err
	}
	switch len(rows) {
	case 0:
		return httpx.Fail("查询无果")
	case 1:
	default:
		return httpx.Failf("查询数据异常,[%s]存在多个值:%s", field, val)
	}
	has, err := s.hasChildren(ctx, []string{rows[0].ID})
	if err != nil {
		return err
	}
	flag := "0"
	if has[rows[0].ID] {
		flag = "1"
	}
	return httpx.OK(c, Record{SysCategory: rows[0], HasChild: flag})
}

// conditions reads loadTreeData's condition: a JSON object of property →
// value, every property a whitelisted one, every value bound.
func conditions(raw string) ([]predicate.SysCategory, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return nil, nil
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(raw), &m); err != nil {
		return nil, httpx.Fail("condition传值有误，需要一个json字符串!")
	}
	var out []predicate.SysCategory
	for k, v := range m {
		col, err := column(k, "条件字段")
		if err != nil {
			return nil, err
		}
		var val string
		switch x := v.(type) {
		case string:
			val = x
		case float64, bool:
			b, _ := json.Marshal(x)
			val = string(b)
		default:
			return nil, httpx.Failf("条件字段%s的值格式不正确", k)
		}
		out = append(out, sql.FieldEQ(col, val))
	}
	return out, nil
}

// loadTreeData answers the children of pid, or of the node with code pcode
// ("0": the roots), narrowed by condition.
func (s *Service) loadTreeData(c *echo.Context) error {
	ctx := c.Request().Context()
	pid := strings.TrimSpace(c.QueryParam("pid"))
	pcode := strings.TrimSpace(c.QueryParam("pcode"))
	conds, err := conditions(c.QueryParam("condition"))
	if err != nil {
		return err
	}
	if pid == "" {
		switch {
		case pcode == "":
			return httpx.Fail("加载分类字典树参数有误.[null]!")
		case pcode == RootPID:
			pid = RootPID
		default:
			id, ok, err := s.byCode(ctx, pcode)
			if err != nil {
				return err
			}
			if !ok {
				return httpx.Fail("加载分类字典树参数有误.[code]!")
			}
			pid = id
		}
	}
	nodes, err := s.childrenOf(ctx, []string{pid}, pid == RootPID, conds...)
	if err != nil {
		return err
	}
	return httpx.OK(c, nodes)
}

// loadDictItem answers the names of ids in their order: an unknown id is
// dropped, or kept as itself when delNotExist=false.
func (s *Service) loadDictItem(c *echo.Context) error {
	ctx := c.Request().Context()
	var ids []string
	for _, id := range strings.Split(c.QueryParam("ids"), ",") {
		if id = strings.TrimSpace(id); id != "" {
			ids = append(ids, id)
		}
	}
	if len(ids) > maxIDs {
		return httpx.Failf("一次最多查询%d个值", maxIDs)
	}
	keep := strings.EqualFold(strings.TrimSpace(c.QueryParam("delNotExist")), "false")
	names := map[string]string{}
	if len(ids) > 0 {
		q, err := s.query(ctx)
		if err != nil {
			return err
		}
		rows, err := q.Where(syscategory.IDIn(ids...)).All(ctx)
		if err != nil {
			return err
		}
		for _, r := range rows {
			names[r.ID] = r.Name
		}
	}
	out := []string{}
	for _, id := range ids {
		if n, ok := names[id]; ok {
			out = append(out, n)
		} else if keep {
			out = append(out, id)
		}
	}
	return httpx.OK(c, out)
}

// loadAllData answers {value: id, text: name} of every visible node whose
// code starts with code ("0" or empty: all).
func (s *Service) loadAllData(c *echo.Context) error {
	ctx := c.Request().Context()
	code := strings.TrimSpace(c.QueryParam("code"))
	q, err := s.query(ctx)
	if err != nil {
		return err
	}
	if code != "" && code != RootPID {
		q.Where(syscategory.CodeHasPrefix(code))
	}
	rows, err := q.Order(ent.Asc(syscategory.FieldCode), ent.Asc(syscategory.FieldID)).Limit(maxNodes + 1).All(ctx)
	if err != nil {
		return err
	}
	if len(rows) == 0 {
		return httpx.Fail("无数据,参数有误.[code]")
	}
	if len(rows) > maxNodes {
		return httpx.Failf("数据过多（超过%d条），请缩小查询范围后再试", maxNodes)
	}
	out := make([]dict.Item, len(rows))
	for i, r := range rows {
		out[i] = dict.Item{Value: r.ID, Text: r.Name, Title: r.Name}
	}
	return httpx.OK(c, out)
}

// checkCode answers whether code fits under pid: a child's code starts with
// its parent's (codes are generated; JeecgBoot's form still asks).
func (s *Service) checkCode(c *echo.Context) error {
	ctx := c.Request().Context()
	code := strings.TrimSpace(c.QueryParam("code"))
	pid := strings.TrimSpace(c.QueryParam("pid"))
	if code == "" {
		return httpx.Fail("错误,类型编码为空!")
	}
	if pid == "" || pid == RootPID {
		return httpx.OK(c, nil)
	}
	q, err := s.query(ctx)
	if err != nil {
		return err
	}
	parent, err := q.Where(syscategory.ID(pid)).Only(ctx)
	if ent.IsNotFound(err) {
		return httpx.Fail("上级节点不存在")
	}
	if err != nil {
		return err
	}
	if !strings.HasPrefix(code, parent.Code) {
		return httpx.Failf("编码不符合规范,须以\"%s\"开头!", parent.Code)
	}
	return httpx.OK(c, nil)
}

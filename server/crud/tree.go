package crud

import (
	"context"
	"encoding/json"
	"net/url"
	"slices"
	"strings"

	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	gen "aqueduct/ent"
	"aqueduct/server/httpx"
	"aqueduct/server/query"
	"aqueduct/server/viewer"
)

// Tree entities (crud.Resource(..).Tree): the list shows the roots and loads
// children lazily, as JeecgBoot's tree lists do; hasChild is worked out per
// page from the rows the caller may see, never stored.

// notFilters are list params that narrow a tree list without flattening it:
// paging, sorting and the header's section.
var notFilters = map[string]bool{
	"pageNo": true, "pageSize": true, "column": true, "order": true, "_t": true,
	"sectionId": true, "engineeringId": true, "field": true, "hasQuery": true,
}

// treeRoutes adds childList and queryTreeList to a tree resource, and
// JeecgBoot's rootList (the category dictionary's name for the roots' list).
func (s *Service) treeRoutes(p *httpx.Routes, r *Resource) {
	p.GET("/rootList", r.ListCode, s.list(r)).Doc(httpx.Doc{Summary: r.Title + "：根节点列表"})
	p.GET("/childList", r.ListCode, func(c *echo.Context) error {
		pid := strings.TrimSpace(c.QueryParam("pid"))
		if pid == "" {
			return httpx.Fail("请指定上级节点")
		}
		params := url.Values{r.Tree.Parent: {pid}, "pageSize": {"5000"}}
		for _, k := range []string{"sectionId", "engineeringId", "column", "order"} {
			if v := c.QueryParam(k); v != "" {
				params.Set(k, v)
			}
		}
		page, err := s.listParams(c, r, params)
		if err != nil {
			return err
		}
		return httpx.OK(c, page)
	}).Doc(httpx.Doc{Summary: r.Title + "：某节点（pid）的子节点"})
	p.GET("/queryTreeList", r.ListCode, s.treeList(r)).Doc(httpx.Doc{Summary: r.Title + "：整棵树"})
}

// rootsOnly reports a tree list without field filters: it shows the roots.
func rootsOnly(r *Resource, params url.Values) bool {
	if params.Get("hasQuery") == "true" || strings.TrimSpace(params.Get("superQueryParams")) != "" {
		return false
	}
	for k, vs := range params {
		if notFilters[k] || len(vs) == 0 || strings.TrimSpace(vs[0]) == "" {
			continue
		}
		name := k
		for _, suffix := range []string{"_begin", "_end", "_MultiString"} {
			name = strings.TrimSuffix(name, suffix)
		}
		if _, ok := r.Schema().Lookup(name); ok {
			return false
		}
	}
	return true
}

// isRoot is the condition of a root node: no parent, "" or "0".
func isRoot(r *Resource) query.Cond {
	f, _, _ := r.Field(r.Tree.Parent)
	col := f.Column
	return func(s *sql.Selector) *sql.Predicate {
		return sql.Or(sql.IsNull(s.C(col)), sql.In(s.C(col), "", "0"))
	}
}

// hasChildren returns which of ids have children the caller may see.
func (s *Service) hasChildren(ctx context.Context, r *Resource, ids []string) (map[string]bool, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	rows, err := s.handFilter(ctx, r)
	if err != nil {
		return nil, err
	}
	f, _, _ := r.Field(r.Tree.Parent)
	children := childrenOf(r, ids, nil)
	where := func(sel *sql.Selector) {
		children(sel)
		if rows != nil {
			rows(sel)
		}
	}
	parents, err := r.Store.Strings(ctx, s.Client, where, f.Column)
	if err != nil {
		return nil, err
	}
	out := make(map[string]bool, len(parents))
	for _, p := range parents {
		out[p] = true
	}
	return out, nil
}

// withHasChild adds hasChild ("1"/"0") to the extras of a page of nodes.
func (s *Service) withHasChild(ctx context.Context, r *Resource, rows []any, extras []map[string]any) ([]map[string]any, error) {
	ids := make([]string, len(rows))
	for i, row := range rows {
		ids[i] = Text(r.Store.Values(row)[0])
	}
	has, err := s.hasChildren(ctx, r, ids)
	if err != nil {
		return nil, err
	}
	for len(extras) < len(rows) {
		extras = append(extras, nil)
	}
	for i, id := range ids {
		if extras[i] == nil {
			extras[i] = map[string]any{}
		}
		extras[i]["hasChild"] = boolFlag(has[id])
	}
	return extras, nil
}

// treeNode is one node of queryTreeList: the record with the tree-select keys.
type treeNode map[string]any

// treeList answers the whole tree the caller may see, nested by parent.
func (s *Service) treeList(r *Resource) echo.HandlerFunc {
	return func(c *echo.Context) error {
		params := url.Values{"pageSize": {"5000"}}
		for _, k := range []string{"sectionId", "engineeringId"} {
			if v := c.QueryParam(k); v != "" {
				params.Set(k, v)
			}
		}
		params.Set("hasQuery", "true") // every node, not the roots alone
		page, err := s.listParams(c, r, params)
		if err != nil {
			return err
		}
		return httpx.OK(c, nestTree(r, page.Records))
	}
}

// nestTree arranges records (in list order) by parent; a node whose parent
// the caller cannot see becomes a root.
func nestTree(r *Resource, records []json.RawMessage) []treeNode {
	nodes := make([]treeNode, 0, len(records))
	byID := map[string]treeNode{}
	for _, raw := range records {
		var n treeNode
		if json.Unmarshal(raw, &n) != nil {
			continue
		}
		id := Text(n["id"])
		n["key"], n["value"], n["title"] = id, id, Text(n[r.Tree.Title])
		nodes = append(nodes, n)
		byID[id] = n
	}
	roots := []treeNode{}
	for _, n := range nodes {
		parent, ok := byID[Text(n[r.Tree.Parent])]
		if !ok || parent["id"] == n["id"] {
			roots = append(roots, n)
			continue
		}
		kids, _ := parent["children"].([]treeNode)
		parent["children"] = append(kids, n)
	}
	for _, n := range nodes {
		_, has := n["children"]
		n["isLeaf"] = !has
		n["hasChild"] = boolFlag(has)
	}
	return roots
}

func boolFlag(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

// checkTree refuses a parent that does not exist or lies below the node.
func (s *Service) checkTree(ctx context.Context, tx *gen.Client, r *Resource, row any) error {
	if r.Tree == nil {
		return nil
	}
	_, pi, _ := r.Field(r.Tree.Parent)
	vals := r.Store.Values(row)
	id, parent := Text(vals[0]), Text(vals[pi])
	for depth := 0; parent != "" && parent != "0"; depth++ {
		if parent == id || depth > 100 {
			return httpx.Fail("上级节点不能是自身或其下级")
		}
		p, err := r.Store.Get(ctx, tx, parent, nil)
		if gen.IsNotFound(err) {
			return httpx.Fail("上级节点不存在")
		}
		if err != nil {
			return err
		}
		parent = Text(r.Store.Values(p)[pi])
	}
	return nil
}

// withSubtree is what deleting ids of a tree removes: ids alone, refused
// while a node keeps children (nothing goes silently with it), or, for a
// Subtree resource, ids and every node below them, refused when one of those
// is not the caller's to delete (where: his rows).
func (s *Service) withSubtree(ctx context.Context, tx *gen.Client, r *Resource, ids []string, where Where) ([]string, error) {
	if r.Tree == nil {
		return ids, nil
	}
	all := slices.Clone(ids)
	for level, depth := ids, 0; len(level) > 0; depth++ {
		// Children the caller may not see count too (in his tenant).
		children, err := r.Store.Strings(viewer.Unscoped(ctx), tx, childrenOf(r, level, nil), "id")
		if err != nil {
			return nil, err
		}
		var next []string
		for _, id := range children {
			if !slices.Contains(all, id) {
				next = append(next, id)
			}
		}
		if len(next) > 0 && !r.Tree.Subtree {
			return nil, httpx.Fail("该节点下还有下级节点，请先删除下级节点") // none is named
		}
		if len(next) > 0 {
			mine, err := r.Store.Strings(ctx, tx, childrenOf(r, level, where), "id")
			if err != nil {
				return nil, err
			}
			if len(mine) < len(children) {
				return nil, httpx.Fail("该节点下有您无权删除的下级节点")
			}
		}
		if len(all)+len(next) > MaxAll || depth > 100 {
			return nil, httpx.Failf("一次最多删除%d个节点", MaxAll)
		}
		all, level = append(all, next...), next
	}
	return all, nil
}

// childrenOf selects the nodes whose parent is one of ids (and where, if any).
func childrenOf(r *Resource, ids []string, where Where) Where {
	f, _, _ := r.Field(r.Tree.Parent)
	return func(sel *sql.Selector) {
		sel.Where(sql.In(sel.C(f.Column), Anys(ids)...))
		if where != nil {
			where(sel)
		}
	}
}

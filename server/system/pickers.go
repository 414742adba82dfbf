package system

import (
	"context"
	"encoding/json"
	"net/url"
	"strings"

	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/predicate"
	"aqueduct/ent/sysdepart"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/query"
)

// The read endpoints JeecgBoot 2.4's pickers call (JSelectUserByDep,
// JSelectDepart): users by department and the department tree loaded by
// level or searched. Each passes the permission, tenant and data rules of
// the list it reads from.

// PickerRoutes registers the picker endpoints.
func (s *Service) PickerRoutes(r *httpx.Routes) {
	r.GET("/sys/user/queryUserComponentData", crud.SysUser.ListCode, s.userComponentData).Doc(httpx.Doc{Summary: "选择用户组件：用户列表"})
	r.GET("/sys/user/queryUserByDepId", crud.SysUser.ListCode, s.userByDepID).Doc(httpx.Doc{Summary: "某部门的用户"})
	r.GET("/sys/sysDepart/queryDepartTreeSync", crud.SysDepart.ListCode, s.departTreeSync).Doc(httpx.Doc{Summary: "部门树（逐级加载）"})
	r.GET("/sys/sysDepart/searchBy", crud.SysDepart.ListCode, s.departSearch).Doc(httpx.Doc{Summary: "按名称搜索部门"})
}

// userQuery is a page of the users the caller may list, narrowed to a
// department with its sub-departments (by org code prefix, as 2.4 does)
// and to username/realname containing the given text.
func (s *Service) userQuery(ctx context.Context, paging url.Values, departID, username, realname string) (*query.Query, bool, error) {
	q, err := query.Parse(paging, crud.SysUser.Schema(), query.Options{MaxPageSize: crud.MaxAll})
	if err != nil {
		return nil, false, err
	}
	var preds []predicate.SysUser
	if departID = strings.TrimSpace(departID); departID != "" {
		// The department as the caller sees it (tenant), then its subtree.
		d, err := s.Client.SysDepart.Query().Where(sysdepart.ID(departID)).Only(ctx)
		if ent.IsNotFound(err) {
			return q, false, nil
		}
		if err != nil {
			return nil, false, err
		}
		ids, err := s.Client.SysDepart.Query().Where(sysdepart.OrgCodeHasPrefix(d.OrgCode)).IDs(ctx)
		if err != nil {
			return nil, false, err
		}
		preds = append(preds, sysuser.HasUserDepartsWith(sysuserdepart.DepIDIn(ids...)))
	}
	if len(preds) > 0 {
		// Ent predicates select ids in a subquery of the same table.
		q.Conds = append(q.Conds, func(sel *sql.Selector) *sql.Predicate {
			t := sql.Table(sysuser.Table)
			sub := sql.Dialect(sel.Dialect()).Select(t.C(sysuser.FieldID)).From(t)
			for _, p := range preds {
				p(sub)
			}
			return sql.In(sel.C(sysuser.FieldID), sub)
		})
	}
	for name, v := range map[string]string{"username": username, "realname": realname} {
		if v = strings.TrimSpace(v); v == "" {
			continue
		}
		f, _ := crud.SysUser.Schema().Lookup(name)
		cond, err := query.Op(f, "like", v)
		if err != nil {
			return nil, false, err
		}
		q.Conds = append(q.Conds, cond)
	}
	return q, true, nil
}

// emptyPage is a page without records.
func emptyPage(q *query.Query) *crud.Page {
	return &crud.Page{Records: []json.RawMessage{}, Size: q.PageSize, Current: q.PageNo, Orders: []any{}, SearchCount: true}
}

// userComponentData is the user picker's page: pageNo, pageSize, departId,
// username, realname (IPage of users with their dictionary texts).
func (s *Service) userComponentData(c *echo.Context) error {
	p := c.QueryParams()
	paging := url.Values{"pageNo": {p.Get("pageNo")}, "pageSize": {p.Get("pageSize")}, "column": {"createTime"}, "order": {"desc"}}
	for _, k := range []string{"pageNo", "pageSize"} {
		if paging.Get(k) == "" {
			paging.Del(k)
		}
	}
	ctx := c.Request().Context()
	q, found, err := s.userQuery(ctx, paging, p.Get("departId"), p.Get("username"), p.Get("realname"))
	if err != nil {
		return err
	}
	if !found {
		return httpx.OK(c, emptyPage(q))
	}
	page, err := s.res.List(ctx, crud.SysUser, q)
	if err != nil {
		return err
	}
	return httpx.OK(c, page)
}

// userByDepID lists the users of a department and its sub-departments
// (id, optional realname) as a plain list.
func (s *Service) userByDepID(c *echo.Context) error {
	id := strings.TrimSpace(c.QueryParam("id"))
	if id == "" {
		return httpx.Fail("请选择部门")
	}
	ctx := c.Request().Context()
	paging := url.Values{"pageSize": {"999999"}, "column": {"createTime"}, "order": {"desc"}}
	q, found, err := s.userQuery(ctx, paging, id, "", c.QueryParam("realname"))
	if err != nil {
		return err
	}
	if !found {
		return httpx.OK(c, []json.RawMessage{})
	}
	page, err := s.res.List(ctx, crud.SysUser, q)
	if err != nil {
		return err
	}
	return httpx.OK(c, page.Records)
}

// departs are the departments the caller may list (tenant and data rules), in tree order.
func (s *Service) departs(ctx context.Context, ps ...predicate.SysDepart) ([]*ent.SysDepart, error) {
	return s.Client.SysDepart.Query().Where(ps...).Order(ent.Asc(sysdepart.FieldDepartOrder), ent.Asc(sysdepart.FieldOrgCode)).All(ctx)
}

// departTreeSync lists the children of pid (the roots without it), each
// marked a leaf when it has no visible children, for a tree loaded by level.
func (s *Service) departTreeSync(c *echo.Context) error {
	ctx := c.Request().Context()
	pid := strings.TrimSpace(c.QueryParam("pid"))
	at := sysdepart.ParentID(pid)
	if pid == "" {
		at = sysdepart.Or(sysdepart.ParentIDIsNil(), sysdepart.ParentID(""), sysdepart.ParentID("0"))
	}
	ds, err := s.departs(ctx, at)
	if err != nil {
		return err
	}
	ids := make([]string, len(ds))
	for i, d := range ds {
		ids[i] = d.ID
	}
	kids, err := s.departs(ctx, sysdepart.ParentIDIn(ids...))
	if err != nil {
		return err
	}
	parents := map[string]bool{}
	for _, k := range kids {
		parents[k.ParentID] = true
	}
	out := make([]*DepartNode, len(ds))
	for i, d := range ds {
		out[i] = &DepartNode{SysDepart: d, Key: d.ID, Value: d.ID, Title: d.DepartName, IsLeaf: !parents[d.ID]}
	}
	return httpx.OK(c, out)
}

// departSearch lists the departments whose name contains keyWord, flat;
// without a match the 2.4 reply is a failure saying so.
func (s *Service) departSearch(c *echo.Context) error {
	kw := strings.TrimSpace(c.QueryParam("keyWord"))
	if kw == "" {
		return httpx.Fail("请输入搜索内容")
	}
	ds, err := s.departs(c.Request().Context(), sysdepart.DepartNameContains(kw))
	if err != nil {
		return err
	}
	if len(ds) == 0 {
		return httpx.Fail("未查询匹配数据！")
	}
	out := make([]*DepartNode, len(ds))
	for i, d := range ds {
		out[i] = &DepartNode{SysDepart: d, Key: d.ID, Value: d.ID, Title: d.DepartName, IsLeaf: true}
	}
	return httpx.OK(c, out)
}

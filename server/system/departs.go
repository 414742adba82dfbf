package system

import (
	"encoding/json"
	"net/url"
	"sort"
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
	"aqueduct/server/viewer"
)

// The department reads of JeecgBoot 2.4's SysDepartController beyond the
// list: the id tree of forms, all departments, the members of one, and the
// departments a superior (user_identity 2) heads for 我的部门. The first
// three pass the department list's tenant and data rules.

// identitySuperior is sys_user.user_identity of a user who heads departments.
const identitySuperior = 2

// DepartRoutes registers the department endpoints.
func (s *Service) DepartRoutes(r *httpx.Routes) {
	list := crud.SysDepart.ListCode
	r.GET("/sys/sysDepart/queryIdTree", list, s.departIDTree).Doc(httpx.Doc{Summary: "部门树（编号与名称）"})
	r.GET("/sys/sysDepart/listAll", list, s.departListAll).Doc(httpx.Doc{Summary: "全部部门（所见）"})
	// Its records are user rows: the user list's permission, through a department the caller may list.
	r.Serving(list).GET("/sys/sysDepart/getUsersByDepartId", crud.SysUser.ListCode, s.departUsers).Doc(httpx.Doc{Summary: "某部门的用户"})
	// A superior's own departments: what he heads is his, whatever his menus.
	r.GET("/sys/sysDepart/queryMyDeptTreeList", httpx.LoggedIn, s.myDepartTree).Doc(httpx.Doc{Summary: "我负责的部门树"})
	r.GET("/sys/sysDepart/queryMyDeptUsers", httpx.LoggedIn, s.myDepartUsers).Doc(httpx.Doc{Summary: "我负责的部门的用户"})
}

// DepartIDNode is the contract's DepartIdModel.
type DepartIDNode struct {
	Key      string          `json:"key"`
	Value    string          `json:"value"`
	Title    string          `json:"title"`
	Children []*DepartIDNode `json:"children"`
}

// nestDeparts arranges departments (in order) by parent; one whose parent is
// not among them becomes a root.
func nestDeparts[N any](ds []*ent.SysDepart, node func(*ent.SysDepart) *N, adopt func(parent, child *N)) []*N {
	byID := make(map[string]*N, len(ds))
	for _, d := range ds {
		byID[d.ID] = node(d)
	}
	roots := []*N{}
	for _, d := range ds {
		if p, ok := byID[d.ParentID]; ok && d.ParentID != d.ID {
			adopt(p, byID[d.ID])
		} else {
			roots = append(roots, byID[d.ID])
		}
	}
	return roots
}

// departIDTree is the visible department tree with ids and names only.
func (s *Service) departIDTree(c *echo.Context) error {
	ds, err := s.departs(c.Request().Context())
	if err != nil {
		return err
	}
	return httpx.OK(c, nestDeparts(ds,
		func(d *ent.SysDepart) *DepartIDNode {
			return &DepartIDNode{Key: d.ID, Value: d.ID, Title: d.DepartName, Children: []*DepartIDNode{}}
		},
		func(p, n *DepartIDNode) { p.Children = append(p.Children, n) }))
}

// departListAll lists the visible departments (those of id=csv when given) by org code.
func (s *Service) departListAll(c *echo.Context) error {
	var ps []predicate.SysDepart
	if ids := crud.SplitIDs(c.QueryParam("id")); len(ids) > 0 {
		ps = append(ps, sysdepart.IDIn(ids...))
	}
	ds, err := s.departs(c.Request().Context(), ps...)
	if err != nil {
		return err
	}
	sort.SliceStable(ds, func(i, j int) bool { return ds[i].OrgCode < ds[j].OrgCode })
	if ds == nil {
		ds = []*ent.SysDepart{}
	}
	return httpx.OK(c, ds)
}

// departUsers lists the users of one visible department (not its
// sub-departments) that the user list shows the caller.
func (s *Service) departUsers(c *echo.Context) error {
	id := strings.TrimSpace(c.QueryParam("id"))
	if id == "" {
		return httpx.Fail("请选择部门")
	}
	ctx := c.Request().Context()
	ds, err := s.departs(ctx, sysdepart.ID(id))
	if err != nil {
		return err
	}
	if len(ds) == 0 {
		return httpx.OK(c, []json.RawMessage{})
	}
	return s.membersOf(c, id)
}

// membersOf answers the users of department id passing where (nil: all of
// the tenant), newest first, with their dictionary texts.
func (s *Service) membersOf(c *echo.Context, id string) error {
	ctx := c.Request().Context()
	q, err := query.Parse(url.Values{"pageSize": {"999999"}, "column": {"createTime"}, "order": {"desc"}},
		crud.SysUser.Schema(), query.Options{MaxPageSize: crud.MaxAll})
	if err != nil {
		return err
	}
	// An ent predicate selects ids in a subquery of the same table.
	q.Conds = append(q.Conds, func(sel *sql.Selector) *sql.Predicate {
		t := sql.Table(sysuser.Table)
		sub := sql.Dialect(sel.Dialect()).Select(t.C(sysuser.FieldID)).From(t)
		sysuser.HasUserDepartsWith(sysuserdepart.DepID(id))(sub)
		return sql.In(sel.C(sysuser.FieldID), sub)
	})
	page, err := s.res.List(ctx, crud.SysUser, q)
	if err != nil {
		return err
	}
	return httpx.OK(c, page.Records)
}

// headedDeparts are the departments the caller heads with their
// sub-departments (by org code), in the request's tenant, in tree order;
// superior is false for a user who heads nothing. The user is read afresh:
// an admin may have changed what he heads since the login.
func (s *Service) headedDeparts(c *echo.Context) (superior bool, ds []*ent.SysDepart, err error) {
	ctx := c.Request().Context()
	u, err := s.Client.SysUser.Query().Where(sysuser.ID(current(c).User.ID)).Only(viewer.System(ctx))
	if err != nil {
		return false, nil, err
	}
	ids := crud.SplitIDs(u.DepartIds)
	if u.UserIdentity != identitySuperior || len(ids) == 0 {
		return false, nil, nil
	}
	heads, err := s.Client.SysDepart.Query().Where(sysdepart.IDIn(ids...)).All(ctx)
	if err != nil || len(heads) == 0 {
		return true, []*ent.SysDepart{}, err
	}
	under := make([]predicate.SysDepart, len(heads))
	for i, h := range heads {
		under[i] = sysdepart.OrgCodeHasPrefix(h.OrgCode)
	}
	ds, err = s.Client.SysDepart.Query().Where(sysdepart.Or(under...)).
		Order(ent.Asc(sysdepart.FieldDepartOrder), ent.Asc(sysdepart.FieldOrgCode)).All(ctx)
	return true, ds, err
}

// myDepartTree answers the tree of the caller's departments with message
// "2", or no tree with message "1" for a user who is no superior (2.4).
func (s *Service) myDepartTree(c *echo.Context) error {
	superior, ds, err := s.headedDeparts(c)
	if err != nil {
		return err
	}
	if !superior {
		return httpx.OKMsg(c, "1", nil)
	}
	return httpx.OKMsg(c, "2", nestDeparts(ds,
		func(d *ent.SysDepart) *DepartNode {
			return &DepartNode{SysDepart: d, Key: d.ID, Value: d.ID, Title: d.DepartName, IsLeaf: true}
		},
		func(p, n *DepartNode) {
			p.Children = append(p.Children, n)
			p.IsLeaf = false
		}))
}

// myDepartUsers lists the members of one of the caller's departments.
func (s *Service) myDepartUsers(c *echo.Context) error {
	id := strings.TrimSpace(c.QueryParam("id"))
	if id == "" {
		return httpx.Fail("请选择部门")
	}
	_, ds, err := s.headedDeparts(c)
	if err != nil {
		return err
	}
	for _, d := range ds {
		if d.ID == id {
			return s.membersOf(c, id)
		}
	}
	return httpx.Fail("只能查看您负责的部门")
}

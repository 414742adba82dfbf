// Package dict serves dictionaries: code dictionaries (sys_dict / sys_dict_item)
// and table dictionaries, which are looked up in a registry filled from the
// schema, never built from request text.
package dict

import (
	"context"
	"sort"
	"strings"
	"sync"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysdepart"
	"aqueduct/ent/sysdict"
	"aqueduct/ent/sysdictitem"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysuser"
	"aqueduct/server/httpx"
)

// Item is the contract's DictModel.
type Item struct {
	Value string `json:"value"`
	Text  string `json:"text"`
	Title string `json:"title"`
}

func item(value, text string) Item { return Item{Value: value, Text: text, Title: text} }

// TableLoader lists the value/text pairs of a table dictionary, through ent so
// tenant and soft-delete rules apply.
type TableLoader func(ctx context.Context, c *ent.Client) ([]Item, error)

// Service reads dictionaries.
type Service struct {
	client *ent.Client
	mu     sync.RWMutex
	tables map[string]TableLoader
}

// New returns the dictionary service with the system table dictionaries registered.
func New(client *ent.Client) *Service {
	s := &Service{client: client, tables: map[string]TableLoader{}}
	s.RegisterTable("sys_user,realname,username", func(ctx context.Context, c *ent.Client) ([]Item, error) {
		us, err := c.SysUser.Query().Order(ent.Asc(sysuser.FieldUsername)).All(ctx)
		return mapItems(us, func(u *ent.SysUser) Item { return item(u.Username, u.Realname) }), err
	})
	s.RegisterTable("sys_user,realname,id", func(ctx context.Context, c *ent.Client) ([]Item, error) {
		us, err := c.SysUser.Query().Order(ent.Asc(sysuser.FieldUsername)).All(ctx)
		return mapItems(us, func(u *ent.SysUser) Item { return item(u.ID, u.Realname) }), err
	})
	s.RegisterTable("sys_depart,depart_name,id", func(ctx context.Context, c *ent.Client) ([]Item, error) {
		ds, err := c.SysDepart.Query().Order(ent.Asc(sysdepart.FieldOrgCode)).All(ctx)
		return mapItems(ds, func(d *ent.SysDepart) Item { return item(d.ID, d.DepartName) }), err
	})
	s.RegisterTable("sys_depart,depart_name,org_code", func(ctx context.Context, c *ent.Client) ([]Item, error) {
		ds, err := c.SysDepart.Query().Order(ent.Asc(sysdepart.FieldOrgCode)).All(ctx)
		return mapItems(ds, func(d *ent.SysDepart) Item { return item(d.OrgCode, d.DepartName) }), err
	})
	s.RegisterTable("sys_role,role_name,role_code", func(ctx context.Context, c *ent.Client) ([]Item, error) {
		rs, err := c.SysRole.Query().Order(ent.Asc(sysrole.FieldRoleCode)).All(ctx)
		return mapItems(rs, func(r *ent.SysRole) Item { return item(r.RoleCode, r.RoleName) }), err
	})
	return s
}

// RegisterTable adds a table dictionary under its code "table,text,code".
func (s *Service) RegisterTable(code string, load TableLoader) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tables[code] = load
}

func mapItems[T any](rows []T, f func(T) Item) []Item {
	out := make([]Item, 0, len(rows))
	for _, r := range rows {
		out = append(out, f(r))
	}
	return out
}

// Items returns a dictionary by code: a code dictionary (all items, by sort
// order) or a registered table dictionary "table,text,code".
func (s *Service) Items(ctx context.Context, code string) ([]Item, error) {
	code = strings.TrimSpace(code)
	if strings.Contains(code, ",") {
		parts := strings.Split(code, ",")
		if len(parts) < 3 {
			return nil, httpx.Fail("字典Code格式不正确！")
		}
		key := strings.Join([]string{strings.TrimSpace(parts[0]), strings.TrimSpace(parts[1]), strings.TrimSpace(parts[2])}, ",")
		if len(parts) > 3 {
			// Raw filter clauses of the original are never executed.
			return nil, httpx.Fail("不支持带条件的表字典")
		}
		s.mu.RLock()
		load, ok := s.tables[key]
		s.mu.RUnlock()
		if !ok {
			return nil, httpx.Fail("字典Code格式不正确！")
		}
		return load(ctx, s.client)
	}
	items, err := s.client.SysDictItem.Query().
		Where(sysdictitem.HasDictWith(sysdict.DictCode(code))).
		Order(ent.Asc(sysdictitem.FieldSortOrder), ent.Asc(sysdictitem.FieldItemValue)).
		All(ctx)
	if err != nil {
		return nil, err
	}
	return mapItems(items, func(i *ent.SysDictItem) Item { return item(i.ItemValue, i.ItemText) }), nil
}

// All returns every code dictionary's enabled items, keyed by code.
func (s *Service) All(ctx context.Context) (map[string][]Item, error) {
	dicts, err := s.client.SysDict.Query().
		WithItems(func(q *ent.SysDictItemQuery) {
			q.Where(sysdictitem.Status(1)).Order(ent.Asc(sysdictitem.FieldSortOrder), ent.Asc(sysdictitem.FieldItemValue))
		}).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[string][]Item, len(dicts))
	for _, d := range dicts {
		out[d.DictCode] = mapItems(d.Edges.Items, func(i *ent.SysDictItem) Item { return item(i.ItemValue, i.ItemText) })
	}
	return out, nil
}

// Codes lists the registered table dictionary codes, sorted.
func (s *Service) Codes() []string {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]string, 0, len(s.tables))
	for k := range s.tables {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Routes registers the dictionary endpoints.
func (s *Service) Routes(r *httpx.Routes) {
	r.GET("/sys/dict/getDictItems/:code", httpx.LoggedIn, func(c *echo.Context) error {
		items, err := s.Items(c.Request().Context(), c.Param("code"))
		if err != nil {
			return err
		}
		return httpx.OK(c, items)
	})
	r.GET("/sys/dict/queryAllDictItems", httpx.LoggedIn, func(c *echo.Context) error {
		all, err := s.All(c.Request().Context())
		if err != nil {
			return err
		}
		return httpx.OK(c, all)
	})
	// Dictionaries are read from the database on every call: nothing to refresh.
	r.GET("/sys/dict/refleshCache", httpx.LoggedIn, func(c *echo.Context) error {
		return httpx.OK(c, nil)
	})
}

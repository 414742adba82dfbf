// Package dict serves dictionaries: code dictionaries (sys_dict / sys_dict_item)
// and table dictionaries, which are looked up in a registry filled from the
// schema, never built from request text.
package dict

import (
	"context"
	"strings"
	"sync"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysdict"
	"aqueduct/ent/sysdictitem"
	"aqueduct/server/cache"
	"aqueduct/server/httpx"
	"aqueduct/server/viewer"
)

// Item is the contract's DictModel.
type Item struct {
	Value string `json:"value"`
	Text  string `json:"text"`
	Title string `json:"title"`
}

func item(value, text string) Item { return Item{Value: value, Text: text, Title: text} }

// TableLoader lists the value/text pairs of a table dictionary, through ent so
// tenant and soft-delete rules apply. With keys it returns only those values.
type TableLoader func(ctx context.Context, keys []string) ([]Item, error)

// Table is a table dictionary: its readers and the list permission of the
// entity behind it, which a caller of the dictionary endpoints must hold.
type Table struct {
	Load TableLoader
	// Search serves the search pickers (loadDict).
	Search func(ctx context.Context, q Search) ([]Item, error)
	// Tree lists one level of a tree (loadTreeData); it refuses columns
	// its schema does not name.
	Tree     func(ctx context.Context, q TreeQuery) ([]TreeNode, error)
	ListCode string
}

// Search asks a table dictionary for some of its rows, in value order.
type Search struct {
	Keyword string   // text or value contains it, literally (% and _ are no wildcards)
	Values  []string // only these values; nil: any
	Limit   int      // at most this many rows; 0: the dictionary's cap
}

// TreeQuery asks for the children of one node. Its column names are request
// text: the resolver's Tree answers only for columns of its schema.
type TreeQuery struct {
	Pid      string            // the parent's value; "" lists the roots
	PidField string            // column holding the parent's value
	HasChild string            // hasChildField: the flag is worked out, never read
	Cond     map[string]string // column → value, each compared as a bound value
}

// TreeNode is the contract's TreeSelectModel.
type TreeNode struct {
	Key      string     `json:"key"`
	Title    string     `json:"title"`
	Leaf     bool       `json:"leaf"`
	ParentID string     `json:"parentId"`
	Icon     *string    `json:"icon"`
	Value    string     `json:"value"`
	Code     string     `json:"code"`
	Children []TreeNode `json:"children"`
}

// TableResolver finds a table dictionary "table,text,code"; it answers only
// for tables and columns the schema lets dictionaries read.
type TableResolver func(table, text, code string) (Table, bool)

// Allowed reports whether the request's user holds a permission code.
type Allowed func(ctx context.Context, code string) (bool, error)

// Service reads dictionaries.
type Service struct {
	client  *ent.Client
	mu      sync.RWMutex
	resolve TableResolver
	allowed Allowed
	codes   *cache.Map[[]Item]            // code dictionaries' items by code
	all     *cache.Map[map[string][]Item] // queryAllDictItems
	bus     *cache.Bus
}

// UseCache keeps code dictionaries in memory until dictionaries change.
func (s *Service) UseCache(bus *cache.Bus) {
	s.bus = bus
	s.codes = cache.NewMap[[]Item](bus, 5000, "SysDict", "SysDictItem")
	s.all = cache.NewMap[map[string][]Item](bus, 1, "SysDict", "SysDictItem")
}

// New returns the dictionary service. Table dictionaries need a resolver (SetTableResolver).
func New(client *ent.Client) *Service {
	return &Service{client: client}
}

// SetTableResolver installs the lookup of table dictionaries.
func (s *Service) SetTableResolver(r TableResolver) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.resolve = r
}

// SetAllowed installs the permission check of table dictionaries.
func (s *Service) SetAllowed(a Allowed) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.allowed = a
}

func mapItems[T any](rows []T, f func(T) Item) []Item {
	out := make([]Item, 0, len(rows))
	for _, r := range rows {
		out = append(out, f(r))
	}
	return out
}

// table resolves a table dictionary code. Codes with a 4th (raw SQL filter)
// segment are refused: the original's filter clauses are never executed. An
// empty 4th segment (the 2.4 search select's "table,text,code,") is none.
func (s *Service) table(code string) (Table, error) {
	parts := strings.Split(code, ",")
	if len(parts) == 4 && strings.TrimSpace(parts[3]) == "" {
		parts = parts[:3]
	}
	if len(parts) < 3 {
		return Table{}, httpx.Fail(msgBadCode)
	}
	if len(parts) > 3 {
		return Table{}, httpx.Fail("不支持带条件的表字典")
	}
	return s.resolveParts(parts[0], parts[1], parts[2])
}

func (s *Service) resolveParts(table, text, code string) (Table, error) {
	s.mu.RLock()
	resolve := s.resolve
	s.mu.RUnlock()
	if resolve == nil {
		return Table{}, httpx.Fail(msgBadCode)
	}
	t, ok := resolve(strings.TrimSpace(table), strings.TrimSpace(text), strings.TrimSpace(code))
	if !ok {
		return Table{}, httpx.Fail(msgBadCode)
	}
	return t, nil
}

const msgBadCode = "字典Code格式不正确！"

// readable resolves a table dictionary for a caller of the dictionary
// endpoints: only one who may list the entity behind it reads it.
func (s *Service) readable(ctx context.Context, code string) (Table, error) {
	t, err := s.table(code)
	if err != nil {
		return Table{}, err
	}
	return t, s.mayList(ctx, t)
}

func (s *Service) mayList(ctx context.Context, t Table) error {
	s.mu.RLock()
	allowed := s.allowed
	s.mu.RUnlock()
	ok := false
	if allowed != nil {
		var err error
		if ok, err = allowed(ctx, t.ListCode); err != nil {
			return err
		}
	}
	if !ok {
		return httpx.ErrNoAuthz
	}
	return nil
}

// Items returns a dictionary by code for the request's user: a code
// dictionary (all items, by sort order) or a table dictionary
// "table,text,code" the user may list.
func (s *Service) Items(ctx context.Context, code string) ([]Item, error) {
	code = strings.TrimSpace(code)
	if strings.Contains(code, ",") {
		t, err := s.readable(ctx, code)
		if err != nil {
			return nil, err
		}
		return t.Load(ctx, nil)
	}
	return s.codeItems(ctx, code, nil)
}

func (s *Service) codeItems(ctx context.Context, code string, keys []string) ([]Item, error) {
	load := func() ([]Item, error) {
		// shared by everyone: read whole, whatever page's rules the request is under
		ctx := viewer.Unscoped(ctx)
		items, err := s.client.SysDictItem.Query().Where(sysdictitem.HasDictWith(sysdict.DictCode(code))).
			Order(ent.Asc(sysdictitem.FieldSortOrder), ent.Asc(sysdictitem.FieldItemValue)).All(ctx)
		if err != nil {
			return nil, err
		}
		return mapItems(items, func(i *ent.SysDictItem) Item { return item(i.ItemValue, i.ItemText) }), nil
	}
	var all []Item
	var err error
	if s.codes != nil {
		all, err = s.codes.Get(code, load)
	} else {
		all, err = load()
	}
	if err != nil || keys == nil {
		return all, err
	}
	want := make(map[string]bool, len(keys))
	for _, k := range keys {
		want[k] = true
	}
	var out []Item
	for _, it := range all {
		if want[it.Value] {
			out = append(out, it)
		}
	}
	return out, nil
}

// Texts translates values of a dictionary in one lookup: value → text. It
// serves records the caller already reads, so a table dictionary needs no
// list permission here; its tenant and data rules still apply.
func (s *Service) Texts(ctx context.Context, code string, keys []string) (map[string]string, error) {
	out := make(map[string]string, len(keys))
	if len(keys) == 0 {
		return out, nil
	}
	var items []Item
	var err error
	if strings.Contains(code, ",") {
		var t Table
		if t, err = s.table(code); err == nil {
			items, err = t.Load(ctx, keys)
		}
	} else {
		items, err = s.codeItems(ctx, code, keys)
	}
	for _, it := range items {
		out[it.Value] = it.Text
	}
	return out, err
}

// All returns every code dictionary's enabled items, keyed by code.
func (s *Service) All(ctx context.Context) (map[string][]Item, error) {
	if s.all != nil {
		return s.all.Get("", func() (map[string][]Item, error) { return s.readAll(viewer.Unscoped(ctx)) })
	}
	return s.readAll(ctx)
}

func (s *Service) readAll(ctx context.Context) (map[string][]Item, error) {
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

// Routes registers the dictionary endpoints.
func (s *Service) Routes(r *httpx.Routes) {
	httpx.Get(r, "/sys/dict/getDictItems/:code", httpx.LoggedIn, "字典项（字典编码，或 表,文本,值[,条件] 的表字典）",
		func(c *echo.Context, _ struct{}) ([]Item, error) {
			return s.Items(c.Request().Context(), pathParam(c, "code"))
		})
	httpx.Get(r, "/sys/dict/queryAllDictItems", httpx.LoggedIn, "全部系统字典的字典项（前端缓存）",
		func(c *echo.Context, _ struct{}) (map[string][]Item, error) {
			return s.All(c.Request().Context())
		})
	// 刷新缓存: every instance drops its dictionaries (they follow every
	// write already; this is for rows changed around the API).
	httpx.Get(r, "/sys/dict/refleshCache", httpx.LoggedIn, "刷新字典缓存", func(c *echo.Context, _ struct{}) (httpx.Message, error) {
		if s.bus != nil {
			s.bus.Changed(c.Request().Context(), "SysDict")
		}
		return "", nil
	})
	s.lookupRoutes(r)
}

package crud

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"maps"
	"net/url"
	"strconv"
	"strings"

	"entgo.io/ent"
	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	gen "aqueduct/ent"
	"aqueduct/server/cache"
	"aqueduct/server/dict"
	"aqueduct/server/httpx"
	"aqueduct/server/metrics"
	"aqueduct/server/progress"
	"aqueduct/server/query"
	"aqueduct/server/rowcount"
	"aqueduct/server/softdelete"
	"aqueduct/server/viewer"
)

// Service serves every generated resource.
type Service struct {
	Client *gen.Client
	Dicts  *dict.Service
	Log    *slog.Logger
	// Reports is where import error reports are written.
	Reports *Reports
	custom  map[string]Hooks
	exports *exportLimiter
	rules   *cache.Map[userRules] // by user, tenant and menu
	scoped  map[string]scoped     // entity types scoped in the client (scope.go)
	pages   map[string]*Resource  // system entity types, scoped where served (scope.go)
	// tableDicts are whole table dictionaries by code, user and tenant.
	tableDicts *cache.Map[[]dict.Item]
	// SectionsOf returns the ids of the sections a user works in, for the
	// #{sys_user_sections} of data rules (set by server/project).
	SectionsOf func(ctx context.Context, userID string) ([]string, error)
	// EngineeringOf returns the engineering of a section: a record with the
	// section mixin (section_id, engineering_id) takes its engineering from
	// its section on every save, after BeforeSave (which may set the section).
	EngineeringOf func(ctx context.Context, tx *gen.Client, sectionID string) (string, error)
	// Fill runs a fill rule (编码规则) on a form's data (server/fillrule).
	Fill func(ctx context.Context, code string, form map[string]any) (string, error)
	// Check refuses a value its check rule (校验规则) refuses (server/checkrule).
	Check func(ctx context.Context, code, value string) error
	// Flow guards the records in approval (server/workflow).
	Flow FlowGuard
	// Can tells whether the caller holds a permission code (server/perm):
	// the steps' rights and the machines' DeleteAny.
	Can func(ctx context.Context, code string) (bool, error)

	// Progress is where imports report their rows to a client that polls
	// (server/progress; nil reports nothing).
	Progress *progress.Store
	// Metrics counts imported and exported rows (nil counts nothing).
	Metrics *metrics.Metrics
}

// UseCache keeps users' data rules in memory until their tables change.
func (s *Service) UseCache(bus *cache.Bus) {
	s.rules = cache.NewMap[userRules](bus, 20000, ruleTables...)
	tables := append([]string{}, ruleTables...)
	for _, r := range Resources() { // any resource may be a table dictionary
		tables = append(tables, r.TypeName())
	}
	s.tableDicts = cache.NewMap[[]dict.Item](bus, 200, tables...)
}

// SetHooks installs hand-written behaviour on a resource of this service.
//
// A resource's hooks are set once: a second call panics at start, since
// replacing the first would silently drop its rules.
func (s *Service) SetHooks(r *Resource, h Hooks) {
	if _, set := s.custom[r.Key]; set {
		panic("crud: the hooks of " + r.Key + " are set twice; set them in one place")
	}
	s.custom[r.Key] = h
}

func (s *Service) hooks(r *Resource) Hooks { return s.custom[r.Key] }

// NewService wires the generated resources to the database and dictionaries,
// and lets table dictionaries of generated entities be resolved from their
// schema (table and columns must be fields of a resource).
func NewService(client *gen.Client, dicts *dict.Service, reports *Reports, log *slog.Logger) *Service {
	s := &Service{Client: client, Dicts: dicts, Log: log, Reports: reports, custom: map[string]Hooks{}, exports: newExportLimiter()}
	dicts.SetTableResolver(s.tableDict)
	s.installScope()
	return s
}

// Routes registers every resource's routes and the duplicate check.
func (s *Service) Routes(rt *httpx.Routes) {
	for _, r := range Resources() {
		if r.Main != "" {
			continue // a child table is reached through its parent
		}
		p := rt.Prefix("/" + r.Prefix)
		p.GET("/list", r.ListCode, s.list(r))
		for _, c := range r.Children {
			p.GET("/"+c.ByMainID, r.ListCode, s.byMainID(r, c))
		}
		read := r.ListCode
		if c := s.hooks(r).ReadCode; c != "" {
			read = c
		}
		p.GET("/queryById", read, s.queryByID(r))
		if !r.ReadOnly {
			p.POST("/add", r.Code("add"), s.add(r))
			p.PUT("/edit", r.Code("edit"), s.edit(r))
			p.POST("/edit", r.Code("edit"), s.edit(r))
		}
		p.DELETE("/delete", r.Code("delete"), s.delete(r))
		p.DELETE("/deleteBatch", r.Code("batch_delete"), s.deleteBatch(r))
		if r.Export {
			export := httpx.Doc{Summary: r.Title + "：导出 Excel（所见记录，或 selections 所选；GET 与 POST 同）", Raw: "xlsx 文件"}
			p.GET("/exportXls", r.Code("export"), s.exportXls(r)).Doc(export)
			p.POST("/exportXls", r.Code("export"), s.exportXls(r)).Doc(export)
		}
		if r.Import {
			p.POST("/importExcel", r.Code("import"), s.importExcel(r))
		}
		if r.Tree != nil {
			s.treeRoutes(p, r)
		}
		if r.Machine != nil && !r.ReadOnly {
			p.POST("/transition", r.stepCodes(), s.transition(r))
		}
	}
	rt.GET("/sys/duplicate/check", httpx.LoggedIn, s.duplicateCheck).Doc(httpx.Doc{Summary: "重复校验：表的唯一字段的值是否已被占用（表与字段取自模式）"})
	s.Reports.Routes(rt)
}

// A page holds at most MaxPage rows. The front end's pageSize=999999 ("all",
// for pickers and selects) is served while the result has at most MaxAll rows.
const (
	MaxPage = 1000
	MaxAll  = 5000
)

// Page is the contract's IPage reply.
type Page struct {
	Records     []json.RawMessage `json:"records"`
	Total       int               `json:"total"`
	Size        int               `json:"size"`
	Current     int               `json:"current"`
	Orders      []any             `json:"orders"`
	SearchCount bool              `json:"searchCount"`
	Pages       int               `json:"pages"`
}

// AppendJSON writes the page as json.Marshal would, copying the records'
// bytes (compact JSON from records) instead of re-parsing them
// (httpx.RawResult).
func (p *Page) AppendJSON(b []byte) ([]byte, error) {
	if p.Records == nil {
		b = append(b, `{"records":null`...)
	} else {
		b = append(b, `{"records":[`...)
		for i, r := range p.Records {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, r...)
		}
		b = append(b, ']')
	}
	orders, err := json.Marshal(p.Orders)
	if err != nil {
		return nil, err
	}
	b = append(b, `,"total":`...)
	b = strconv.AppendInt(b, int64(p.Total), 10)
	b = append(b, `,"size":`...)
	b = strconv.AppendInt(b, int64(p.Size), 10)
	b = append(b, `,"current":`...)
	b = strconv.AppendInt(b, int64(p.Current), 10)
	b = append(b, `,"orders":`...)
	b = append(b, orders...)
	b = append(b, `,"searchCount":`...)
	b = strconv.AppendBool(b, p.SearchCount)
	b = append(b, `,"pages":`...)
	b = strconv.AppendInt(b, int64(p.Pages), 10)
	return append(b, '}'), nil
}

// conditions parses a list request and adds the caller's data rules and the
// resource's hand-written filter.
func (s *Service) conditions(c *echo.Context, r *Resource) (*query.Query, error) {
	return s.conditionsOf(c, r, c.QueryParams())
}

func (s *Service) conditionsOf(c *echo.Context, r *Resource, params url.Values) (*query.Query, error) {
	ctx := c.Request().Context()
	extra := map[string]bool{}
	for _, p := range s.hooks(r).Params {
		extra[p] = true
	}
	q, err := query.Parse(params, r.Schema(), query.Options{Extra: extra, MaxPageSize: MaxAll})
	if err != nil {
		return nil, err
	}
	rules, err := s.handConds(ctx, r)
	if err != nil {
		return nil, err
	}
	q.Conds = append(q.Conds, rules...)
	if s.hooks(r).Filter != nil {
		conds, err := s.hooks(r).Filter(ctx, s.Client, params)
		if err != nil {
			return nil, err
		}
		q.Conds = append(q.Conds, conds...)
	}
	return q, nil
}

// rowConds are the conditions every read and write of r passes: the
// caller's data rules and the resource's scope.
func (s *Service) rowConds(ctx context.Context, r *Resource) ([]query.Cond, error) {
	conds, err := s.dataRules(ctx, r)
	if err != nil {
		return nil, err
	}
	if scope := s.hooks(r).Scope; scope != nil {
		more, err := scope(ctx)
		if err != nil {
			return nil, err
		}
		conds = append(conds, more...)
	}
	if t := s.hooks(r).Through; t != nil {
		where, err := s.rowFilter(ctx, t.Res)
		if err != nil {
			return nil, err
		}
		if where != nil {
			conds = append(conds, func(sel *sql.Selector) *sql.Predicate {
				tb := sql.Table(t.Res.Table)
				sub := sql.Dialect(sel.Dialect()).Select(tb.C(t.Key)).From(tb)
				where(sub)
				return sql.In(sel.C(t.Column), sub)
			})
		}
	}
	return conds, nil
}

// rowFilter is the filter every read and write of a record must pass: the
// data rules and the resource's scope (nil when nothing limits the caller).
func (s *Service) rowFilter(ctx context.Context, r *Resource) (Where, error) {
	conds, err := s.rowConds(ctx, r)
	if err != nil {
		return nil, err
	}
	return (&query.Query{Conds: conds}).Where(), nil
}

// handConds are the row conditions a handler adds itself: none where the
// client adds them (scope.go).
func (s *Service) handConds(ctx context.Context, r *Resource) ([]query.Cond, error) {
	if s.inClient(ctx, r) {
		return nil, nil
	}
	return s.rowConds(ctx, r)
}

// handFilter is the filter the generic code adds to its queries of r: nil
// where the client applies the caller's rules itself (a business entity,
// or a system entity in a request serving its page: always so for r's own
// routes), else the data rules and the resource's scope (nil when nothing
// limits the caller) — for a call outside r's routes (a socket's check).
func (s *Service) handFilter(ctx context.Context, r *Resource) (Where, error) {
	conds, err := s.handConds(ctx, r)
	if err != nil {
		return nil, err
	}
	return (&query.Query{Conds: conds}).Where(), nil
}

// List answers one page of records with their dictionary texts.
func (s *Service) List(ctx context.Context, r *Resource, q *query.Query) (*Page, error) {
	where := q.Where()
	var (
		rows  []any
		total int
		err   error
	)
	if q.PageSize > MaxPage || q.Offset() > 0 {
		// Counted first: "all", so a big table is refused unread, and a page
		// past the first, which may be empty and then carries no total (with
		// the total beside it, SQLite's page 5,000 of a million also took
		// 45 % longer than with the count apart).
		if total, err = r.Store.Count(ctx, s.Client, where); err != nil {
			return nil, err
		}
		if q.PageSize > MaxPage && total > MaxAll {
			return nil, httpx.Failf("数据过多（共%d条），请缩小查询范围后再试", total)
		}
		if total > q.Offset() {
			rows, err = r.Store.List(ctx, s.Client, where, q.Order(), q.PageSize, q.Offset())
		}
	} else {
		rows, total, err = s.firstPage(ctx, r, where, q)
	}
	if err != nil {
		return nil, err
	}
	if rows == nil {
		rows = []any{}
	}
	page := &Page{Total: total, Size: q.PageSize, Current: q.PageNo, Orders: []any{}, SearchCount: true, Pages: q.Pages(total)}
	page.Records, err = s.records(ctx, r, rows)
	return page, err
}

// firstPage reads the first page and its total in one statement
// (rowcount.TotalColumn).
func (s *Service) firstPage(ctx context.Context, r *Resource, where Where, q *query.Query) ([]any, int, error) {
	totalColumn := rowcount.TotalColumn(rowcount.Of(r.Table))
	rows, err := r.Store.List(ctx, s.Client, func(sel *sql.Selector) {
		if where != nil {
			where(sel)
		}
		totalColumn(sel)
	}, q.Order(), q.PageSize, 0)
	if err != nil || len(rows) == 0 {
		return rows, 0, err
	}
	head, ok := rows[0].(rowcount.Valued)
	if !ok {
		return nil, 0, fmt.Errorf("crud: %s rows carry no added columns", r.Key)
	}
	total, err := rowcount.TotalOf(head)
	return rows, total, err
}

func (s *Service) list(r *Resource) echo.HandlerFunc {
	return func(c *echo.Context) error {
		params, plain := c.QueryParams(), s.hooks(r).Plain
		if plain != nil { // every record: counted first, refused past MaxAll
			params = maps.Clone(params)
			params.Set("pageNo", "1")
			params.Set("pageSize", strconv.Itoa(MaxAll))
		}
		page, err := s.listParams(c, r, params)
		if err != nil {
			return err
		}
		if plain == nil {
			return httpx.OK(c, page)
		}
		out, err := plain(page.Records)
		if err != nil {
			return err
		}
		return httpx.OK(c, out)
	}
}

// listParams is the list of r for these params, as the caller may see it.
func (s *Service) listParams(c *echo.Context, r *Resource, params url.Values) (*Page, error) {
	q, err := s.conditionsOf(c, r, params)
	if err != nil {
		return nil, err
	}
	if r.Tree != nil && params.Get(r.Tree.Parent) == "" && rootsOnly(r, params) {
		q.Conds = append(q.Conds, isRoot(r))
	}
	return s.List(c.Request().Context(), r, q)
}

func (s *Service) queryByID(r *Resource) echo.HandlerFunc {
	return func(c *echo.Context) error {
		ctx := c.Request().Context()
		id := strings.TrimSpace(c.QueryParam("id"))
		if id == "" {
			return httpx.Fail("未找到对应数据")
		}
		where, err := s.handFilter(ctx, r)
		if err != nil {
			return err
		}
		row, err := r.Store.Get(ctx, s.Client, id, where)
		if err != nil {
			return err
		}
		return httpx.OK(c, row)
	}
}

func readBody(c *echo.Context) (Body, error) {
	var body Body
	if err := httpx.BindJSON(c, &body); err != nil {
		return nil, err
	}
	if body == nil {
		return nil, httpx.Fail("请求参数不能为空")
	}
	return body, nil
}

func (s *Service) add(r *Resource) echo.HandlerFunc {
	return func(c *echo.Context) error {
		body, err := readBody(c)
		if err != nil {
			return err
		}
		row, err := s.Save(c.Request().Context(), r, "", body)
		if err != nil {
			return err
		}
		return httpx.OKMsg(c, cmp.Or(s.hooks(r).Added, "添加成功！"), row)
	}
}

func (s *Service) edit(r *Resource) echo.HandlerFunc {
	return func(c *echo.Context) error {
		body, err := readBody(c)
		if err != nil {
			return err
		}
		id, _, _ := textOf(body["id"])
		if strings.TrimSpace(id) == "" {
			return httpx.Fail("未找到对应数据")
		}
		row, err := s.Save(c.Request().Context(), r, strings.TrimSpace(id), body)
		if err != nil {
			return err
		}
		return httpx.OKMsg(c, cmp.Or(s.hooks(r).Edited, "编辑成功!"), row)
	}
}

// Save creates (id "") or updates a record from a request body: only form
// fields are read, validated like the form, uniqueness checked, hooks run,
// all in one transaction.
func (s *Service) Save(ctx context.Context, r *Resource, id string, body Body) (any, error) {
	create := id == ""
	if create {
		if err := s.fillRules(ctx, r, body); err != nil {
			return nil, err
		}
	}
	values, err := r.decode(body, create, false)
	if err != nil {
		return nil, err
	}
	if err := s.checkRules(ctx, r, values); err != nil {
		return nil, err
	}
	if err := s.checkUnique(ctx, r, id, values); err != nil {
		return nil, err
	}
	where, err := s.handFilter(ctx, r)
	if err != nil {
		return nil, err
	}
	var row any
	err = s.inTx(ctx, r, func(tx *gen.Client) error {
		var err error
		row, err = s.saveRecord(ctx, tx, r, id, values, body, where)
		return err
	})
	return row, err
}

// saveRecord writes a record and its child rows in the caller's transaction,
// in this order: the record (BeforeSave, the row, AfterSave), each child
// table sent in the body, then Computed, which refigures the record from its
// saved children; the row returned is read back after all of them.
func (s *Service) saveRecord(ctx context.Context, tx *gen.Client, r *Resource, id string, values map[string]value, body Body, where Where) (any, error) {
	row, err := s.write(ctx, tx, r, id, values, body, where)
	if err != nil {
		return nil, err
	}
	id = Text(r.Store.Values(row)[0])
	if len(r.Children) > 0 {
		if err := s.saveChildren(ctx, tx, r, id, body); err != nil {
			return nil, err
		}
		if computed := s.hooks(r).Computed; computed != nil {
			if err := computed(ctx, tx, id); err != nil {
				return nil, err
			}
		}
	}
	// Read back: what hooks and the database made of it (an empty amount is
	// NULL, not the 0 the builder held).
	return r.Store.Get(ctx, tx, id, nil)
}

// setValues puts decoded values on a mutation (an emptied field is cleared on update).
func setValues(m ent.Mutation, values map[string]value, create bool) error {
	for col, v := range values {
		switch {
		case v.clear && create:
		case v.clear:
			if err := m.ClearField(col); err != nil {
				return err
			}
		case col == "id":
			if err := setID(m, v.v); err != nil {
				return err
			}
		default:
			if err := m.SetField(col, v.v); err != nil {
				return err
			}
		}
	}
	return nil
}

// write saves decoded values inside a transaction and runs the save hooks;
// where (the data rules and scope) limits an update, and the saved row must
// pass it too.
func (s *Service) write(ctx context.Context, tx *gen.Client, r *Resource, id string, values map[string]value, body Body, where Where) (any, error) {
	create := id == ""
	op := OpUpdate
	if create {
		op = OpCreate
	}
	var old any // the record before an update
	set := func(m ent.Mutation) error {
		if err := setValues(m, values, create); err != nil {
			return err
		}
		if s.Flow != nil {
			if err := s.Flow.BeforeWrite(ctx, tx, r, op, id, m); err != nil {
				return err
			}
		}
		if old != nil {
			if err := r.editable(old); err != nil { // its state must allow an edit
				return err
			}
		}
		if err := s.checkAttach(ctx, tx, r, values, old); err != nil { // before the row holds them
			return err
		}
		if h := s.hooks(r).BeforeSave; h != nil {
			if err := h(ctx, tx, op, m, body); err != nil {
				return err
			}
		}
		if err := s.fillEngineering(ctx, tx, r, m); err != nil {
			return err
		}
		return s.checkUniqueIn(ctx, tx, r, m, old)
	}
	var row any
	var err error
	if create {
		row, err = r.Store.Create(ctx, tx, set)
	} else if old, err = r.Store.Get(ctx, tx, id, where); err == nil {
		// ent skips the filter of an update that changes no column, so the
		// record is first found through it.
		if err = s.othersAmong(ctx, tx, r, []string{id}, where); err == nil {
			row, err = r.Store.Update(ctx, tx, id, where, set)
		}
	}
	if err != nil {
		return nil, err
	}
	if err := s.checkTree(ctx, tx, r, row); err != nil {
		return nil, err
	}
	if where != nil {
		// What is saved must stay inside what the caller may see: no record
		// added to, or moved into, another section, department or creator.
		if _, err := r.Store.Get(ctx, tx, Text(r.Store.Values(row)[0]), where); gen.IsNotFound(err) {
			return nil, httpx.Fail("保存失败：该数据不在您的数据权限范围内")
		} else if err != nil {
			return nil, err
		}
	}
	if err := s.bindFiles(ctx, tx, r, values, old); err != nil {
		return nil, err
	}
	if s.hooks(r).AfterSave != nil {
		if err := s.hooks(r).AfterSave(ctx, tx, op, row, body); err != nil {
			return nil, err
		}
	}
	return row, s.logData(ctx, tx, r, row) // the version commits with the save
}

// fillEngineering sets a sectioned record's engineering from the section
// being saved (section_id in the mutation), so lists filtered by
// engineeringId find it.
func (s *Service) fillEngineering(ctx context.Context, tx *gen.Client, r *Resource, m ent.Mutation) error {
	_, _, eng := r.Field("engineeringId")
	_, _, sec := r.Field("sectionId")
	if !eng || !sec || s.EngineeringOf == nil {
		return nil
	}
	v, _ := m.Field("section_id")
	section, _ := v.(string)
	if section == "" {
		return nil
	}
	id, err := s.EngineeringOf(ctx, tx, section)
	if err != nil {
		return err
	}
	return m.SetField("engineering_id", id)
}

// setID sets a user-chosen id (ent mutations take ids apart from fields).
func setID(m ent.Mutation, v any) error {
	switch id := v.(type) {
	case int:
		if s, ok := m.(interface{ SetID(int) }); ok {
			s.SetID(id)
			return nil
		}
	case string:
		if s, ok := m.(interface{ SetID(string) }); ok {
			s.SetID(id)
			return nil
		}
	}
	return fmt.Errorf("crud: cannot set id %T on %T", v, m)
}

// checkUnique refuses a value another row holds (deleted rows too: the
// database's unique index still counts them).
func (s *Service) checkUnique(ctx context.Context, r *Resource, id string, values map[string]value) error {
	for _, f := range r.Fields {
		v, ok := values[f.Column]
		if !f.Unique || !ok || v.clear || v.v == "" {
			continue
		}
		// Unique in the whole table, past what the caller may see.
		n, err := s.countOthers(softdelete.WithDeleted(viewer.Unscoped(ctx)), s.Client, r, f, v.v, id, nil)
		if err != nil {
			return err
		}
		if n > 0 {
			return httpx.Failf("%s已存在", f.Label)
		}
	}
	return nil
}

// countOthers counts the rows of c other than exceptID holding v in f, among those
// that pass where and the client's scope of ctx (deleted rows too with
// softdelete.WithDeleted).
func (s *Service) countOthers(ctx context.Context, c *gen.Client, r *Resource, f Field, v any, exceptID string, where Where) (int, error) {
	col := f.Column
	var except any
	if exceptID != "" {
		idField, _, _ := r.Field("id")
		var err error
		if except, err = query.Convert(idField.Field, exceptID); err != nil {
			except = nil // no such record: every other row counts
		}
	}
	return r.Store.Count(ctx, c, func(sel *sql.Selector) {
		sel.Where(sql.EQ(sel.C(col), v))
		if where != nil {
			where(sel)
		}
		if except != nil {
			sel.Where(sql.NEQ(sel.C("id"), except))
		}
	})
}

// inTx runs fn in a transaction of r's writes, then r's Committed hook.
func (s *Service) inTx(ctx context.Context, r *Resource, fn func(tx *gen.Client) error) error {
	tx, err := s.Client.Tx(ctx)
	if err != nil {
		return err
	}
	if err := fn(tx.Client()); err != nil {
		_ = tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	if h := s.hooks(r).Committed; h != nil {
		return h(ctx)
	}
	return nil
}

func (s *Service) delete(r *Resource) echo.HandlerFunc {
	return func(c *echo.Context) error {
		id := strings.TrimSpace(c.QueryParam("id"))
		if id == "" {
			return httpx.Fail("未找到对应数据")
		}
		if err := s.Delete(c.Request().Context(), r, []string{id}); err != nil {
			return err
		}
		return httpx.OKMsg(c, "删除成功!", nil)
	}
}

func (s *Service) deleteBatch(r *Resource) echo.HandlerFunc {
	return func(c *echo.Context) error {
		ids := SplitIDs(c.QueryParam("ids"))
		if len(ids) == 0 {
			return httpx.Fail("请选择一条记录！")
		}
		if len(ids) > 1000 {
			return httpx.Fail("一次最多删除1000条记录")
		}
		if err := s.Delete(c.Request().Context(), r, ids); err != nil {
			return err
		}
		return httpx.OKMsg(c, "批量删除成功!", nil)
	}
}

// Delete removes records the caller may see; none found is an error.
func (s *Service) Delete(ctx context.Context, r *Resource, ids []string) error {
	where, err := s.handFilter(ctx, r)
	if err != nil {
		return err
	}
	return s.inTx(ctx, r, func(tx *gen.Client) error {
		if where != nil || s.inClient(ctx, r) {
			// Hooks see only the records the caller may delete: one that
			// gives back stock or unlinks rows must not act on the others.
			id := r.Fields[0].Column
			visible, err := r.Store.Strings(ctx, tx, func(sel *sql.Selector) {
				sel.Where(sql.In(sel.C(id), Anys(ids)...))
				if where != nil {
					where(sel)
				}
			}, id)
			if err != nil {
				return err
			}
			if ids = visible; len(ids) == 0 {
				return httpx.Fail("未找到对应数据")
			}
		}
		var err error
		if ids, err = s.withSubtree(ctx, tx, r, ids, where); err != nil {
			return err
		}
		if s.Flow != nil {
			if err := s.Flow.BeforeDelete(ctx, tx, r, ids); err != nil {
				return err
			}
		}
		if err := s.deletable(ctx, tx, r, ids, where); err != nil {
			return err
		}
		if err := s.othersAmong(ctx, tx, r, ids, where); err != nil {
			return err
		}
		held, err := heldRows(ctx, tx, r, r.Fields[0].Column, ids, where)
		if err != nil {
			return err
		}
		if err := s.deleteChildren(ctx, tx, r, ids); err != nil {
			return err
		}
		if s.hooks(r).BeforeDelete != nil {
			if err := s.hooks(r).BeforeDelete(ctx, tx, ids); err != nil {
				return err
			}
		}
		n, err := r.Store.Delete(ctx, tx, ids, where)
		if err != nil {
			return err
		}
		if n == 0 {
			return httpx.Fail("未找到对应数据")
		}
		return s.releaseRows(ctx, tx, r, held)
	})
}

// SplitIDs reads a comma list of ids, "a,b," (the front end's trailing comma
// included), without blanks or repeats.
func SplitIDs(s string) []string {
	var out []string
	seen := map[string]bool{}
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" && !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

// duplicateCheck answers /sys/duplicate/check for the unique fields of the
// generated resources; table and field are looked up, never used as text.
func (s *Service) duplicateCheck(c *echo.Context) error {
	table, fieldName := c.QueryParam("tableName"), c.QueryParam("fieldName")
	val, dataID := c.QueryParam("fieldVal"), strings.TrimSpace(c.QueryParam("dataId"))
	r, ok := ByTable(table)
	if !ok {
		return httpx.Fail("不支持校验该表")
	}
	f, _, ok := r.Field(fieldName)
	if !ok || !f.Unique && len(f.UniqueIn) == 0 {
		return httpx.Fail("不支持校验该字段")
	}
	if strings.TrimSpace(val) == "" {
		return httpx.Write(c, 200, httpx.Envelope{Success: true, Code: httpx.CodeError, Message: "数据为空,不作处理！"})
	}
	v, err := query.Convert(f.Field, val)
	if err != nil {
		return httpx.Fail("该值不可用，系统中已存在！")
	}
	// The check tells only about rows the caller may see (the save still
	// refuses any taken value: the unique index spans every row), and only to
	// who reads or writes the table: without its rights nobody's rules apply.
	ctx := c.Request().Context()
	if ok, err := s.anyOf(ctx, r.ListCode, r.Code("add"), r.Code("edit")); err != nil {
		return err
	} else if !ok {
		return httpx.ErrNoAuthz
	}
	where, err := s.handFilter(ctx, r)
	if err != nil {
		return err
	}
	if len(f.UniqueIn) > 0 {
		if err := s.duplicateInScope(ctx, r, f, v, dataID, c.QueryParams(), where); err != nil {
			return err
		}
		return httpx.OKMsg(c, "该值可用！", nil)
	}
	n, err := s.countOthers(softdelete.WithDeleted(ctx), s.Client, r, f, v, dataID, where)
	if err != nil {
		return err
	}
	if n > 0 {
		return httpx.Fail("该值不可用，系统中已存在！")
	}
	return httpx.OKMsg(c, "该值可用！", nil)
}

// Package report runs the online reports (Online报表) for the report page
// and the report pop-up picker (JeecgBoot's JPopup): getRpColumns,
// getQueryInfo, getData and exportXls under /online/cgreport/api, and the
// definition form's SQL解析 (/online/cgreport/head/parseSql). A report is a SELECT
// the admins define over the system database or a registered data source;
// it runs read-only (SQLite's query-only connections, PostgreSQL's read-only
// transactions), within Timeout, a page of at most MaxPage rows, with the
// request's values bound, never spliced. A report's SQL is not held to the
// caller's data rules or section: who may run it sees what its SQL selects,
// so the admins who define one decide what it shows. Who may run reports
// holds RunCode; a form with a popup field of a report (crud.Field's
// PopupReport) lets who may add or edit its records run that report.
package report

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"entgo.io/ent/dialect"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/onlcgreporthead"
	"aqueduct/ent/onlcgreportitem"
	"aqueduct/ent/onlcgreportparam"
	"aqueduct/server/crud"
	"aqueduct/server/db"
	"aqueduct/server/dict"
	"aqueduct/server/httpx"
	"aqueduct/server/perm"
	"aqueduct/server/progress"
)

// RunCode lets a role run reports: the report page and the pickers.
const RunCode = "online:cgreport:run"

// Buttons carry RunCode under the Online报表配置 menu (granted to the admin
// role when created; the others get it in 角色授权).
var Buttons = []perm.Menu{
	{ID: "m-cgreport-run", Parent: crud.OnlCgreportHead.MenuID, Name: "运行Online报表", Perms: RunCode, Type: perm.TypeButton, Order: 6, Leaf: true},
}

// Limits of a run.
const (
	Timeout   = 10 * time.Second
	MaxPage   = 1000
	maxPageNo = 1_000_000
)

// Sources opens a registered data source by its code.
type Sources interface {
	Open(ctx context.Context, code string) (*sql.DB, error)
}

// Service answers the report endpoints.
type Service struct {
	Client  *ent.Client
	DB      *db.DB
	Dicts   *dict.Service
	Sources Sources
	Log     *slog.Logger
	// Can tells whether the request's user holds a permission code (report
	// definers see the database's own words when a report fails).
	Can func(ctx context.Context, code string) (bool, error)
	// Timeout bounds a run (0: the package's Timeout).
	Timeout time.Duration
	// ExportSlot takes one of the export slots the lists' exports share
	// (crud.Service.ExportSlot); nil: no cap.
	ExportSlot func(ctx context.Context, user string) (release func(), err error)
	// Progress is where an export named by X-Progress-Id reports the rows it
	// wrote, as the lists' exports do (nil reports nothing).
	Progress *progress.Store

	pickers map[string][]string // report code → the form codes that pick from it
}

func (s *Service) timeout() time.Duration {
	if s.Timeout > 0 {
		return s.Timeout
	}
	return Timeout
}

// Routes registers the endpoints: to who holds RunCode or may open a form
// that picks from a report; which report is checked once it is known.
func (s *Service) Routes(r *httpx.Routes) {
	s.pickers = pickers()
	codes := []string{RunCode}
	for _, cs := range s.pickers {
		for _, c := range cs {
			if !slices.Contains(codes, c) {
				codes = append(codes, c)
			}
		}
	}
	slices.Sort(codes[1:])
	run := httpx.AnyOf(codes...)
	a := r.Prefix("/online/cgreport/api")
	a.GET("/getRpColumns/:code", run, s.columns).Doc(httpx.Doc{Summary: "Online报表：列与字典"})
	a.GET("/getQueryInfo/:id", run, s.queryInfo).Doc(httpx.Doc{Summary: "Online报表：查询条件字段"})
	a.GET("/getParamsInfo/:id", run, s.paramsInfo).Doc(httpx.Doc{Summary: "Online报表：报表参数"})
	a.GET("/getData/:id", run, s.data).Doc(httpx.Doc{Summary: "Online报表：数据（只读查询，参数绑定，分页）"})
	a.GET("/exportXls/:code", run, s.export).Doc(httpx.Doc{Summary: "Online报表：导出 Excel"})
	r.Prefix("/online/cgreport/head").GET("/parseSql", httpx.AnyOf(DefineCodes()...), s.parseSQL).Doc(httpx.Doc{Summary: "Online报表：解析 SQL 得到列与参数"})
}

// pickers maps a report's code to the permission codes of the forms that
// pick from it (add and edit of the resource, or of a child table's parent).
func pickers() map[string][]string {
	out := map[string][]string{}
	for _, r := range crud.Resources() {
		owner := r
		if r.Main != "" {
			if m, ok := crud.Lookup(strings.ToLower(r.Main[:1]) + r.Main[1:]); ok {
				owner = m
			}
		}
		for _, f := range r.Fields {
			if f.PopupReport != "" {
				out[f.PopupReport] = append(out[f.PopupReport], owner.Code("add"), owner.Code("edit"))
			}
		}
	}
	return out
}

// mayRun tells whether the request's user may run the report with this code.
func (s *Service) mayRun(ctx context.Context, code string) error {
	for _, c := range append([]string{RunCode}, s.pickers[code]...) {
		ok, err := s.Can(ctx, c)
		if err != nil || ok {
			return err
		}
	}
	return httpx.ErrNoAuthz
}

// definition is a report with its columns and parameters in order.
type definition struct {
	head   *ent.OnlCgreportHead
	items  []*ent.OnlCgreportItem
	params []*ent.OnlCgreportParam
}

func (s *Service) load(ctx context.Context, where func(*ent.OnlCgreportHeadQuery)) (*definition, error) {
	q := s.Client.OnlCgreportHead.Query()
	where(q)
	head, err := q.Only(ctx)
	if ent.IsNotFound(err) {
		return nil, httpx.Fail("报表不存在")
	}
	if err != nil {
		return nil, err
	}
	if err := s.mayRun(ctx, head.Code); err != nil {
		return nil, err
	}
	items, err := s.Client.OnlCgreportItem.Query().Where(onlcgreportitem.CgrheadID(head.ID)).
		Order(ent.Asc(onlcgreportitem.FieldSortNo), ent.Asc(onlcgreportitem.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	params, err := s.Client.OnlCgreportParam.Query().Where(onlcgreportparam.CgrheadID(head.ID)).
		Order(ent.Asc(onlcgreportparam.FieldSortNo), ent.Asc(onlcgreportparam.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	return &definition{head: head, items: items, params: params}, nil
}

func byCode(code string) func(*ent.OnlCgreportHeadQuery) {
	return func(q *ent.OnlCgreportHeadQuery) { q.Where(onlcgreporthead.Code(code)) }
}

func byID(id string) func(*ent.OnlCgreportHeadQuery) {
	return func(q *ent.OnlCgreportHeadQuery) { q.Where(onlcgreporthead.ID(id)) }
}

// loadByIDOrCode loads a report by its id, else by its code (the report
// page's menu names the id, a link may name the code).
func (s *Service) loadByIDOrCode(ctx context.Context, key string) (*definition, error) {
	n, err := s.Client.OnlCgreportHead.Query().Where(onlcgreporthead.ID(key)).Count(ctx)
	if err != nil {
		return nil, err
	}
	if n > 0 {
		return s.load(ctx, byID(key))
	}
	return s.load(ctx, byCode(key))
}

// column is an antd table column as JeecgBoot's report table reads it;
// customRender names the dictionary whose text the cell shows.
type column struct {
	Title        string `json:"title"`
	DataIndex    string `json:"dataIndex"`
	Align        string `json:"align"`
	Sorter       bool   `json:"sorter"`
	CustomRender string `json:"customRender,omitempty"`
	FieldType    string `json:"fieldType"`
}

// columns: GET getRpColumns/{code}, the shown columns and their dictionaries
// (the report named by its code, or by its id as the report page has it).
func (s *Service) columns(c *echo.Context) error {
	ctx := c.Request().Context()
	d, err := s.loadByIDOrCode(ctx, c.Param("code"))
	if err != nil {
		return err
	}
	cols := []column{}
	options := map[string][]dict.Item{}
	for _, it := range d.items {
		if it.IsShow != 1 {
			continue
		}
		cols = append(cols, column{Title: it.FieldTxt, DataIndex: it.FieldName, Align: "center", Sorter: true,
			CustomRender: it.DictCode, FieldType: it.FieldType})
		if it.DictCode == "" {
			continue
		}
		if _, done := options[it.DictCode]; !done {
			items, err := s.Dicts.Items(ctx, it.DictCode)
			if err != nil {
				return err
			}
			options[it.DictCode] = items
		}
	}
	return httpx.OK(c, map[string]any{"cgRpConfigId": d.head.ID, "cgRpConfigName": d.head.Name, "columns": cols,
		"dictOptions": options, "fieldHrefSlots": []any{}, "isGroupTitle": false})
}

// queryItem is a search field as JeecgBoot's report search form reads it.
type queryItem struct {
	Field     string `json:"field"`
	Label     string `json:"label"`
	View      string `json:"view"` // text, number, date, datetime, list
	Mode      string `json:"mode"` // single, group (a range)
	Fuzzy     bool   `json:"fuzzy"`
	DictCode  string `json:"dictCode,omitempty"`
	FieldType string `json:"fieldType"`
}

// queryInfo: GET getQueryInfo/{id}, the report's search fields.
func (s *Service) queryInfo(c *echo.Context) error {
	d, err := s.load(c.Request().Context(), byID(c.Param("id")))
	if err != nil {
		return err
	}
	out := []queryItem{}
	for _, it := range d.items {
		if it.IsSearch != 1 {
			continue
		}
		q := queryItem{Field: it.FieldName, Label: it.FieldTxt, View: viewOf(it), Mode: "single",
			Fuzzy: it.SearchMode == "like", DictCode: it.DictCode, FieldType: it.FieldType}
		if it.SearchMode == "group" && it.DictCode == "" {
			q.Mode = "group"
		}
		out = append(out, q)
	}
	return httpx.OK(c, out)
}

func viewOf(it *ent.OnlCgreportItem) string {
	switch {
	case it.DictCode != "":
		return "list"
	case it.FieldType == "Date":
		return "date"
	case it.FieldType == "Datetime":
		return "datetime"
	case it.FieldType == "Integer" || it.FieldType == "Double":
		return "number"
	}
	return "text"
}

// paramsInfo: GET getParamsInfo/{id}, the report's parameters.
func (s *Service) paramsInfo(c *echo.Context) error {
	d, err := s.load(c.Request().Context(), byID(c.Param("id")))
	if err != nil {
		return err
	}
	out := []map[string]string{}
	for _, p := range d.params {
		out = append(out, map[string]string{"paramName": p.ParamName, "paramTxt": p.ParamTxt, "paramValue": p.ParamValue})
	}
	return httpx.OK(c, out)
}

// data: GET getData/{id}, a page of the report's rows: self_<param> values
// (else the parameter's default), the search fields (field, or
// field_begin / field_end for a range), column and order, pageNo, pageSize.
func (s *Service) data(c *echo.Context) error {
	ctx := c.Request().Context()
	d, err := s.load(ctx, byID(c.Param("id")))
	if err != nil {
		return err
	}
	no, size := httpx.Paging(c, MaxPage)
	no = min(no, maxPageNo)
	q, err := s.query(c, d, page{offset: (no - 1) * size, size: size})
	if err != nil {
		return err
	}
	records, total, err := s.run(ctx, q.pool, q.dialect, q.rows, q.count, q.args)
	if err != nil {
		return s.failed(ctx, d.head, err)
	}
	return httpx.OK(c, httpx.NewPage(records, total, no, size))
}

// request is a report's SQL as a request runs it.
type request struct {
	pool        *sql.DB
	dialect     string
	rows, count string
	args        []any
}

// query builds the report's run as the request asks (getData's parameters
// but paging, which pg brings).
func (s *Service) query(c *echo.Context, d *definition, pg page) (request, error) {
	target, dialectName, err := s.target(c.Request().Context(), d.head.DbSource)
	if err != nil {
		return request{}, err
	}
	st, err := parse(d.head.CgrSQL, dialectName)
	if err != nil {
		return request{}, err
	}
	values := map[string]string{}
	for _, p := range d.params {
		values[p.ParamName] = p.ParamValue
		if v, ok := c.QueryParams()["self_"+p.ParamName]; ok {
			values[p.ParamName] = v[0]
		}
	}
	for _, it := range d.items {
		if order := c.QueryParam("column"); order == it.FieldName {
			pg.order, pg.desc = order, c.QueryParam("order") != "asc"
		}
		if it.IsSearch != 1 {
			continue
		}
		fs, err := filters(it, c.QueryParam(it.FieldName), c.QueryParam(it.FieldName+"_begin"), c.QueryParam(it.FieldName+"_end"))
		if err != nil {
			return request{}, err
		}
		pg.filters = append(pg.filters, fs...)
	}
	rowsSQL, countSQL, args, err := build(st, values, pg, dialectName)
	if err != nil {
		return request{}, err
	}
	return request{pool: target, dialect: dialectName, rows: rowsSQL, count: countSQL, args: args}, nil
}

// filters turns a search field's values into conditions on its column, the
// value typed as the column is.
func filters(it *ent.OnlCgreportItem, v, begin, end string) ([]filter, error) {
	typed := func(s string) (any, error) {
		switch it.FieldType {
		case "Integer":
			n, err := strconv.ParseInt(s, 10, 64)
			if err != nil {
				return nil, httpx.Failf("%s应为整数", it.FieldTxt)
			}
			return n, nil
		case "Double":
			f, err := strconv.ParseFloat(s, 64)
			if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
				return nil, httpx.Failf("%s应为数字", it.FieldTxt)
			}
			return f, nil
		}
		return s, nil
	}
	var out []filter
	if it.SearchMode == "group" && it.DictCode == "" {
		for _, b := range []struct{ v, op string }{{begin, ">="}, {end, "<="}} {
			if b.v = strings.TrimSpace(b.v); b.v == "" {
				continue
			}
			if it.FieldType == "Date" && b.op == "<=" { // the whole last day
				t, err := time.Parse("2006-01-02", b.v)
				if err != nil {
					return nil, httpx.Failf("%s应为日期", it.FieldTxt)
				}
				b.v, b.op = t.AddDate(0, 0, 1).Format("2006-01-02"), "<"
			}
			val, err := typed(b.v)
			if err != nil {
				return nil, err
			}
			out = append(out, filter{col: it.FieldName, op: b.op, value: val})
		}
		return out, nil
	}
	if v = strings.TrimSpace(v); v == "" {
		return nil, nil
	}
	if it.FieldType == "String" && (it.SearchMode == "like" || strings.Contains(v, "*")) {
		like := strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(strings.Trim(v, "*"))
		return []filter{{col: it.FieldName, op: "LIKE", value: "%" + like + "%"}}, nil
	}
	val, err := typed(v)
	if err != nil {
		return nil, err
	}
	return []filter{{col: it.FieldName, op: "=", value: val}}, nil
}

// target is where a report runs: the system database, or the registered
// source with this code.
func (s *Service) target(ctx context.Context, source string) (*sql.DB, string, error) {
	if source == "" {
		if s.DB.Dialect == dialect.SQLite {
			return s.DB.Read, dialect.SQLite, nil // query-only connections
		}
		return s.DB.SQL, dialect.Postgres, nil
	}
	pool, err := s.Sources.Open(ctx, source)
	if err != nil {
		return nil, "", err
	}
	return pool, dialect.Postgres, nil
}

// guarded runs fn in one read-only transaction within Timeout (on
// PostgreSQL also its statement_timeout), rolled back: nothing a report does
// is kept. Every report query runs through it: a page, the SQL解析 probe, an
// export.
func (s *Service) guarded(ctx context.Context, pool *sql.DB, dialectName string, fn func(ctx context.Context, tx *sql.Tx) error) error {
	ctx, cancel := context.WithTimeout(ctx, s.timeout())
	defer cancel()
	tx, err := pool.BeginTx(ctx, &sql.TxOptions{ReadOnly: dialectName == dialect.Postgres})
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }() // nothing a report does is kept
	if dialectName == dialect.Postgres {
		if _, err := tx.ExecContext(ctx, "SET LOCAL statement_timeout = "+strconv.Itoa(int(s.timeout()/time.Millisecond))); err != nil {
			return err
		}
	}
	err = fn(ctx, tx)
	if err != nil && errors.Is(ctx.Err(), context.DeadlineExceeded) && !errors.Is(err, context.DeadlineExceeded) {
		// the driver cancelled the statement on the deadline ("canceling statement due to user request")
		return fmt.Errorf("%w: %w", context.DeadlineExceeded, err)
	}
	return err
}

// run counts and reads a page in one guarded transaction.
func (s *Service) run(ctx context.Context, pool *sql.DB, dialectName, rowsSQL, countSQL string, args []any) ([]map[string]any, int, error) {
	var out []map[string]any
	var total int
	err := s.guarded(ctx, pool, dialectName, func(ctx context.Context, tx *sql.Tx) error {
		if err := tx.QueryRowContext(ctx, countSQL, args...).Scan(&total); err != nil {
			return err
		}
		rows, err := tx.QueryContext(ctx, rowsSQL, args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		names, err := rows.Columns()
		if err != nil {
			return err
		}
		for rows.Next() {
			vals, err := scan(rows, len(names))
			if err != nil {
				return err
			}
			rec := make(map[string]any, len(names))
			for i, n := range names {
				rec[n] = vals[i]
			}
			out = append(out, rec)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, 0, err
	}
	return out, total, nil
}

// scan reads the current row's n values, each made JSON by cell.
func scan(rows *sql.Rows, n int) ([]any, error) {
	vals := make([]any, n)
	ptrs := make([]any, n)
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	if err := rows.Scan(ptrs...); err != nil {
		return nil, err
	}
	for i, v := range vals {
		vals[i] = cell(v)
	}
	return vals, nil
}

// cell makes a scanned value JSON: text for bytes, the contract's date text.
func cell(v any) any {
	switch x := v.(type) {
	case []byte:
		return string(x)
	case time.Time:
		if x.Hour() == 0 && x.Minute() == 0 && x.Second() == 0 && x.Nanosecond() == 0 {
			return x.Format("2006-01-02")
		}
		return x.Format("2006-01-02 15:04:05")
	}
	return v
}

// failed answers a report the database refused: its words to who may edit
// reports, a plain message to the others (the log keeps the details).
func (s *Service) failed(ctx context.Context, head *ent.OnlCgreportHead, err error) error {
	var he *httpx.Error
	if errors.As(err, &he) {
		return err
	}
	if errors.Is(err, context.DeadlineExceeded) || strings.Contains(err.Error(), "statement timeout") {
		return httpx.Failf("报表查询超时（超过%g秒），请缩小查询范围", s.timeout().Seconds())
	}
	if s.Log != nil {
		s.Log.WarnContext(ctx, "report: run failed", "code", head.Code, "err", err)
	}
	if ok, _ := s.Can(ctx, crud.OnlCgreportHead.Code("edit")); ok {
		return httpx.Failf("报表SQL执行失败：%v", err)
	}
	return httpx.Fail("报表查询失败，请联系管理员检查报表配置")
}

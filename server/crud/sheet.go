package crud

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"reflect"
	"runtime/debug"
	"sort"
	"strings"
	"time"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	gen "aqueduct/ent"
	"aqueduct/server/excel"
	"aqueduct/server/httpx"
	"aqueduct/server/money"
	"aqueduct/server/query"
	"aqueduct/server/viewer"
)

// exportChunk is how many rows an export reads at a time. Each read is a
// query that may scan every row the filters select (no index serves every
// sort), so fewer, larger reads are faster; 5000 rows are a few MB.
var exportChunk = 5000

// importLimits bound one imported file (rows, unzipped size, cells, text).
var importLimits = excel.DefaultLimits

type column struct {
	field Field
	index int
	title string
	texts map[string]string // dict value → text
}

// columns are the sheet's columns, with each dictionary loaded once.
func (s *Service) columns(ctx context.Context, r *Resource) ([]column, error) {
	var out []column
	for _, name := range r.Excel {
		f, i, ok := r.Field(name)
		if !ok {
			continue
		}
		col := column{field: f, index: i, title: f.ExcelTitle}
		if col.title == "" {
			col.title = f.Label
		}
		if f.Dict != "" {
			items, err := s.Dicts.Items(ctx, f.Dict)
			if err != nil {
				return nil, err
			}
			col.texts = make(map[string]string, len(items))
			for _, it := range items {
				col.texts[it.Value] = it.Text
			}
		}
		out = append(out, col)
	}
	return out, nil
}

func (col column) cell(v any) any {
	switch x := v.(type) {
	case int, int64, float64:
		if col.texts == nil {
			return x
		}
	case money.Amount:
		return excel.Money(x.InexactFloat64())
	}
	t := Text(v)
	if col.texts == nil || t == "" {
		return t
	}
	parts := splitValue(t)
	for i, p := range parts {
		if tx, ok := col.texts[p]; ok {
			parts[i] = tx
		}
	}
	return strings.Join(parts, ",")
}

// Export writes the rows of a query (no paging) as a sheet.
func (s *Service) Export(ctx context.Context, w io.Writer, r *Resource, q *query.Query) error {
	cols, err := s.columns(ctx, r)
	if err != nil {
		return err
	}
	headers, widths := sheetHead(cols)
	rows := s.newRowReader(ctx, r, q)
	var mains []string // the exported records' ids, in order, for their child sheets
	next := func() ([]any, error) {
		row, err := rows.next(ctx)
		if err != nil {
			return nil, err
		}
		vs := r.Store.Values(row)
		out := make([]any, len(cols))
		for i, c := range cols {
			out[i] = c.cell(vs[c.index])
		}
		if len(r.Children) > 0 {
			mains = append(mains, Text(vs[0]))
		}
		return out, nil
	}
	var extra []excel.Extra
	for _, c := range r.Children {
		x, err := s.childSheet(ctx, c, &mains)
		if err != nil {
			return err
		}
		extra = append(extra, x)
	}
	v, _ := viewer.FromContext(ctx)
	exporter := v.Realname
	if exporter == "" {
		exporter = v.Username
	}
	return excel.Write(w, r.Title, exporter, headers, widths, next, extra...)
}

func sheetHead(cols []column) (headers []string, widths []float64) {
	for _, c := range cols {
		headers = append(headers, c.title)
		widths = append(widths, 20)
	}
	return headers, widths
}

// childSheet is the sheet of a child table's rows under the exported
// records: first the record's row number on the first sheet (主表序号),
// then the child's columns, the rows of each record in grid order. The
// records are read once the first sheet is written, childChunk at a time.
func (s *Service) childSheet(ctx context.Context, c Child, mains *[]string) (excel.Extra, error) {
	cols, err := s.columns(ctx, c.Resource)
	if err != nil {
		return excel.Extra{}, err
	}
	headers, widths := sheetHead(cols)
	headers, widths = append([]string{"主表序号"}, headers...), append([]float64{10}, widths...)
	_, mainIndex, _ := c.Field(c.MainColumn)
	var buf [][]any
	done := 0 // records whose rows are in buf or written
	next := func() ([]any, error) {
		for len(buf) == 0 {
			if done >= len(*mains) {
				return nil, io.EOF
			}
			chunk := (*mains)[done:min(done+childChunk, len(*mains))]
			rows, err := c.Store.List(ctx, s.Client, func(sel *sql.Selector) { sel.Where(sql.In(sel.C(c.MainColumn), Anys(chunk)...)) },
				c.order, childChunk*MaxChildRows, 0)
			if err != nil {
				return nil, err
			}
			byMain := map[string][][]any{}
			for _, row := range rows {
				vs := c.Store.Values(row)
				main := Text(vs[mainIndex])
				out := []any{0}
				for _, col := range cols {
					out = append(out, col.cell(vs[col.index]))
				}
				byMain[main] = append(byMain[main], out)
			}
			for i, id := range chunk {
				for _, out := range byMain[id] {
					out[0] = done + i + 1
					buf = append(buf, out)
				}
			}
			done += len(chunk)
		}
		out := buf[0]
		buf = buf[1:]
		return out, nil
	}
	return excel.Extra{Name: c.Title, Headers: headers, Widths: widths, Next: next}, nil
}

// childChunk is how many records' child rows one query reads.
const childChunk = 500

// rowReader reads the rows of a query in sort order, exportChunk at a time,
// the next chunk while the rows of the current one are written.
//
// When the sort keys are columns of the resource ending with the id (what
// package query builds), a chunk is the first rows after the last row of the
// one before (keyset paging): the database keeps a chunk's worth of rows while
// it sorts, where paging by offset sorted and skipped every earlier row again
// for each chunk (17 s for 100k rows on SQLite, see docs/benchmarks.md). A
// last row whose sort value may be NULL (nil, or the zero value a NULL reads
// as) gives no bound: the next chunk is read by offset, as all were before.
type rowReader struct {
	s            *Service
	r            *Resource
	where, order Where
	keys         []sortKey // nil: page by offset
	offset       int       // rows read so far
	buf          []any
	pos          int
	pending      chan chunk // the chunk being read; nil after the last
}

type chunk struct {
	rows []any
	err  error
}

// sortKey is an ORDER BY term of the query, found as a column of the resource.
type sortKey struct {
	column string
	index  int // in Resource.Fields and Store.Values
	desc   bool
}

func (s *Service) newRowReader(ctx context.Context, r *Resource, q *query.Query) *rowReader {
	rd := &rowReader{s: s, r: r, where: q.Where(), order: q.Order(), keys: sortKeys(r, q.Order())}
	rd.fetch(ctx, nil)
	return rd
}

// sortKeys recognises the terms an order adds to a selector as columns of r,
// ascending or descending. It returns nil unless every term is one and the
// last is the id, which makes the order total.
func sortKeys(r *Resource, order Order) []sortKey {
	probe := sql.Select().From(sql.Table(r.Table))
	order(probe)
	terms := probe.OrderColumns()
	keys := make([]sortKey, 0, len(terms))
	for _, term := range terms {
		found := false
		for i, f := range r.Fields {
			c := probe.C(f.Column)
			if found = term == sql.Desc(c) || term == sql.Asc(c) || term == c; found {
				keys = append(keys, sortKey{column: f.Column, index: i, desc: term == sql.Desc(c)})
				break
			}
		}
		if !found {
			return nil
		}
	}
	if len(keys) == 0 || keys[len(keys)-1].column != "id" {
		return nil
	}
	return keys
}

// next returns the following row, or io.EOF.
func (rd *rowReader) next(ctx context.Context) (any, error) {
	for rd.pos >= len(rd.buf) {
		if rd.pending == nil {
			return nil, io.EOF
		}
		c := <-rd.pending
		rd.pending = nil
		if c.err != nil {
			return nil, c.err
		}
		rd.buf, rd.pos = c.rows, 0
		rd.offset += len(c.rows)
		if len(c.rows) == exportChunk {
			rd.fetch(ctx, rd.sortValues(c.rows[len(c.rows)-1]))
		}
	}
	row := rd.buf[rd.pos]
	rd.buf[rd.pos] = nil // written rows need not stay in memory until the chunk is done
	rd.pos++
	return row, nil
}

// fetch starts reading the chunk after the rows read so far: the rows after
// last, or by offset when last is nil. The goroutine ends with its query,
// whether or not the chunk is taken; a panic in it (a hook of the schema)
// becomes the chunk's error, as the request's recovery would make it.
func (rd *rowReader) fetch(ctx context.Context, last []any) {
	where, offset := rd.where, rd.offset
	if last != nil {
		where = func(sel *sql.Selector) {
			if rd.where != nil {
				rd.where(sel)
			}
			sel.Where(after(sel, rd.keys, last))
		}
		offset = 0
	}
	ch := make(chan chunk, 1)
	rd.pending = ch
	go func() {
		var c chunk
		defer func() {
			if p := recover(); p != nil {
				c = chunk{err: fmt.Errorf("crud: export read: panic: %v\n%s", p, debug.Stack())}
			}
			ch <- c
		}()
		c.rows, c.err = rd.r.Store.List(ctx, rd.s.Client, where, rd.order, exportChunk, offset)
	}()
}

// sortValues are the sort keys' values of a row, nil when there are no keys
// or one of the values may be NULL.
func (rd *rowReader) sortValues(row any) []any {
	if rd.keys == nil {
		return nil
	}
	vs := rd.r.Store.Values(row)
	last := make([]any, len(rd.keys))
	for i, k := range rd.keys {
		if vs[k.index] == nil || reflect.ValueOf(vs[k.index]).IsZero() {
			return nil
		}
		last[i] = vs[k.index]
	}
	return last
}

// after is the condition of the rows that sort after the one with the sort
// values last: the first key after its value, or equal and the second key
// after, and so on. In ascending order NULLs come first in SQLite and last
// in PostgreSQL.
func after(sel *sql.Selector, keys []sortKey, last []any) *sql.Predicate {
	nullsLast := sel.Dialect() == dialect.Postgres
	or := make([]*sql.Predicate, len(keys))
	for i, k := range keys {
		and := make([]*sql.Predicate, 0, i+1)
		for j, prev := range keys[:i] {
			and = append(and, sql.EQ(sel.C(prev.column), last[j]))
		}
		col := sel.C(k.column)
		cmp := sql.GT(col, last[i])
		if k.desc {
			cmp = sql.LT(col, last[i])
		}
		if nullsLast != k.desc { // NULLs come after every value in this direction
			cmp = sql.Or(cmp, sql.IsNull(col))
		}
		or[i] = sql.And(append(and, cmp)...)
	}
	return sql.Or(or...)
}

// exportSendTime bounds sending a built sheet, so a client that stops
// reading does not keep its export slot and the sheet's memory. The server
// has no WriteTimeout: it would also cut a sheet still being built.
var exportSendTime = 10 * time.Minute

func (s *Service) exportXls(r *Resource) echo.HandlerFunc {
	return func(c *echo.Context) error {
		v, _ := viewer.FromContext(c.Request().Context())
		release, ok := s.exports.acquire(v.UserID)
		if !ok {
			return httpx.Fail(msgTooManyExports)
		}
		defer release()
		q, err := s.conditions(c, r)
		if err != nil {
			return err
		}
		if ids := SplitIDs(c.QueryParam("selections")); len(ids) > 0 {
			args := Anys(ids)
			q.Conds = append(q.Conds, func(sel *sql.Selector) *sql.Predicate { return sql.In(sel.C("id"), args...) })
		}
		// The sheet is built before the first byte is sent, so a failure is still an envelope.
		var buf bytes.Buffer
		if err := s.Export(c.Request().Context(), &buf, r, q); err != nil {
			return err
		}
		name := r.Title + ".xlsx"
		c.Response().Header().Set("Content-Disposition",
			fmt.Sprintf(`attachment; filename="export.xlsx"; filename*=UTF-8''%s`, url.PathEscape(name)))
		_ = http.NewResponseController(c.Response()).SetWriteDeadline(time.Now().Add(exportSendTime))
		return c.Stream(http.StatusOK, excel.ContentType, &buf)
	}
}

// ImportResult is the contract's reply to an import with row errors (code 201).
type ImportResult struct {
	TotalCount   int    `json:"totalCount"`
	ErrorCount   int    `json:"errorCount"`
	SuccessCount int    `json:"successCount"`
	Msg          string `json:"msg"`
	FileURL      string `json:"fileUrl"`
	FileName     string `json:"fileName"`
}

func (s *Service) importExcel(r *Resource) echo.HandlerFunc {
	return func(c *echo.Context) error {
		form, err := c.MultipartForm()
		if err != nil {
			return httpx.Wrap(err, "请选择要导入的Excel文件")
		}
		var res ImportResult
		var report []string
		files := 0
		fields := make([]string, 0, len(form.File))
		for name := range form.File {
			fields = append(fields, name)
		}
		sort.Strings(fields) // files[] first as sent; a stable report order
		for _, name := range fields {
			for _, fh := range form.File[name] {
				files++
				f, err := fh.Open()
				if err != nil {
					return httpx.Wrap(err, "文件读取失败")
				}
				total, ok, lines, err := s.importFile(c.Request().Context(), r, f)
				f.Close()
				if err != nil {
					return httpx.Wrap(err, "文件导入失败:"+clipName(fh.Filename)+" "+httpx.Classify(err).Message)
				}
				res.TotalCount += total
				res.SuccessCount += ok
				res.ErrorCount += total - ok
				if len(lines) > 0 {
					report = append(report, "文件："+clipName(fh.Filename))
					report = append(report, lines...)
				}
			}
		}
		if files == 0 {
			return httpx.Fail("请选择要导入的Excel文件")
		}
		if len(report) == 0 {
			return httpx.OKMsg(c, fmt.Sprintf("共%d行数据全部导入成功！", res.TotalCount), nil)
		}
		res.Msg = fmt.Sprintf("总上传行数：%d，已导入行数：%d，错误行数：%d", res.TotalCount, res.SuccessCount, res.ErrorCount)
		if res.FileURL, res.FileName, err = s.Reports.Write(strings.ReplaceAll(r.Key, "/", "_")+"_import_", report); err != nil {
			return err
		}
		return httpx.Write(c, http.StatusOK, httpx.Envelope{Success: true, Code: httpx.CodeImport,
			Message: "文件导入成功，但有错误。", Result: res})
	}
}

func clipName(name string) string {
	name = filepath.Base(strings.ReplaceAll(name, "\\", "/"))
	if r := []rune(name); len(r) > 60 {
		return string(r[:60])
	}
	return name
}

// importFile imports one file all or nothing: every row is validated like
// the form; any row error (or a database refusal) imports none of its rows.
func (s *Service) importFile(ctx context.Context, r *Resource, f io.Reader) (total, imported int, report []string, err error) {
	cols, err := s.columns(ctx, r)
	if err != nil {
		return 0, 0, nil, err
	}
	known := map[string]bool{}
	for _, c := range cols {
		known[c.title] = true
	}
	sheet, err := excel.Read(f, known, importLimits)
	switch {
	case errors.Is(err, excel.ErrFormat):
		return 0, 0, nil, httpx.Fail("仅支持 .xlsx 格式的Excel文件，请另存为 .xlsx 后导入")
	case errors.Is(err, excel.ErrTooMany):
		return 0, 0, nil, httpx.Failf("单个文件最多导入%d行", importLimits.Rows)
	case errors.Is(err, excel.ErrTooLarge):
		return 0, 0, nil, httpx.Fail("文件过大或格式异常")
	case err != nil:
		return 0, 0, nil, err
	}
	if sheet.Headers == nil {
		return 0, 0, nil, httpx.Fail("未找到表头，请使用导出的模板")
	}
	type parsed struct {
		line   int
		values map[string]value
		body   Body
	}
	var rows []parsed
	seen := map[string]map[string]int{} // unique field → value → line
	for _, row := range sheet.Rows {
		body := Body{}
		for _, c := range cols {
			text, ok := row.Cells[c.title]
			if !ok {
				continue
			}
			if c.texts != nil {
				text = dictValue(c.texts, text)
			}
			b, _ := json.Marshal(text)
			body[c.field.Name] = b
		}
		err := s.fillRules(ctx, r, body)
		var values map[string]value
		if err == nil {
			values, err = r.decode(body, true, true)
		}
		if err == nil {
			err = s.checkRules(ctx, r, values)
		}
		if err == nil {
			err = s.checkUnique(ctx, r, "", values)
		}
		if err == nil {
			err = uniqueInFile(r, values, seen, row.Line)
		}
		if err != nil {
			report = append(report, fmt.Sprintf("第 %d 行：%s", row.Line, httpx.Classify(err).Message))
			continue
		}
		rows = append(rows, parsed{row.Line, values, body})
	}
	total = len(sheet.Rows)
	if len(report) > 0 {
		return total, 0, report, nil
	}
	where, err := s.handFilter(ctx, r)
	if err != nil {
		return total, 0, nil, err
	}
	line := 0
	err = s.inTx(ctx, r, func(tx *gen.Client) error {
		for _, p := range rows {
			line = p.line
			if _, err := s.write(ctx, tx, r, "", p.values, p.body, where); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		// The user reads the report; the cause is only in the log.
		s.Log.WarnContext(ctx, "import rolled back", "resource", r.Key, "line", line, "err", err)
		return total, 0, []string{fmt.Sprintf("第 %d 行：%s，本文件未导入。", line, httpx.Classify(err).Message)}, nil
	}
	return total, total, nil, nil
}

// dictValue reads a dictionary cell: the text of an item (or several, a,b) or its value.
func dictValue(texts map[string]string, cell string) string {
	parts := splitValue(cell)
	for i, p := range parts {
		for v, t := range texts {
			if t == p {
				parts[i] = v
				break
			}
		}
	}
	return strings.Join(parts, ",")
}

func uniqueInFile(r *Resource, values map[string]value, seen map[string]map[string]int, line int) error {
	for _, f := range r.Fields {
		v, ok := values[f.Column]
		if !f.Unique || !ok || v.clear {
			continue
		}
		key := Text(v.v)
		if seen[f.Column] == nil {
			seen[f.Column] = map[string]int{}
		}
		if first, dup := seen[f.Column][key]; dup {
			return httpx.Failf("%s「%s」与第 %d 行重复", f.Label, key, first)
		}
		seen[f.Column][key] = line
	}
	return nil
}

package crud

import (
	"context"
	"errors"
	"fmt"
	"io"
	"reflect"
	"runtime/debug"
	"slices"
	"strings"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	"aqueduct/server/excel"
	"aqueduct/server/httpx"
	"aqueduct/server/measure"
	"aqueduct/server/money"
	"aqueduct/server/progress"
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
	field  Field
	index  int
	title  string
	values map[string]string // an imported form field's dict: text → value (the first item of a text)
}

// columns are the sheet's columns.
func columns(r *Resource) []column {
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
		out = append(out, col)
	}
	return out
}

// sheetCells makes a sheet's cells, batch by batch, dictionary values as
// their texts: the texts of the values at hand, read as the list reads them
// (a read-only reference shows its name to who may not read its whole
// table). The texts read are kept for the batches after, so a dictionary of a
// few values is read once per sheet instead of once per batch.
type sheetCells struct {
	s     *Service
	cols  []column
	texts []map[string]string // by column: value → text, or the value itself when it has none
}

// maxKeptTexts bounds the texts kept for one column (a reference to another
// table may take a new value on every row).
const maxKeptTexts = 50_000

func (s *Service) sheetCells(cols []column) *sheetCells {
	return &sheetCells{s: s, cols: cols, texts: make([]map[string]string, len(cols))}
}

// cells are a batch of records' cells. Each row has room for two more
// cells; the rows share one array.
func (sc *sheetCells) cells(ctx context.Context, rows [][]any) ([][]any, error) {
	for i, c := range sc.cols {
		if c.field.Dict == "" {
			continue
		}
		known := sc.texts[i]
		if known == nil || len(known) > maxKeptTexts {
			known = map[string]string{}
			sc.texts[i] = known
		}
		var keys []string
		for _, vs := range rows {
			for k := range valueParts(Text(vs[c.index])) {
				if _, ok := known[k]; !ok {
					known[k] = k // asked once, found or not
					keys = append(keys, k)
				}
			}
		}
		if len(keys) == 0 {
			continue
		}
		m, err := sc.s.Dicts.Texts(ctx, c.field.Dict, keys)
		if err != nil {
			return nil, err
		}
		for k, t := range m {
			known[k] = t
		}
	}
	width := len(sc.cols) + 2
	all := make([]any, len(rows)*width)
	out := make([][]any, len(rows))
	for j, vs := range rows {
		out[j] = all[j*width : j*width+len(sc.cols) : (j+1)*width]
		for i, c := range sc.cols {
			out[j][i] = c.cell(vs[c.index], sc.texts[i])
		}
	}
	return out, nil
}

// cell is a value as the sheet shows it; texts translates a dictionary's values.
func (col column) cell(v any, texts map[string]string) any {
	switch x := v.(type) {
	case int, int64, float64:
		if col.field.Dict == "" {
			return x
		}
	case money.Amount:
		if x.Null() {
			return ""
		}
		return excel.Money(x.InexactFloat64())
	case measure.Decimal: // a number, empty when nothing was measured
		if !x.Null() {
			return x.InexactFloat64()
		}
	}
	t := Text(v)
	if col.field.Dict == "" || t == "" {
		return t
	}
	if !strings.Contains(t, ",") { // one value, as most are
		t = strings.TrimSpace(t)
		if tx, ok := texts[t]; ok {
			return tx
		}
		return t
	}
	parts := splitValue(t)
	for i, p := range parts {
		if tx, ok := texts[p]; ok {
			parts[i] = tx
		}
	}
	return strings.Join(parts, ",")
}

// Sheet titles and header notes of the import's round trip.
const (
	idTitle      = "ID"
	mainRowTitle = "主表序号"
	noteReadOnly = "只读：导入时忽略"
	noteID       = "勿改：据此更新原记录，新增行留空"
	noteKey      = "据此匹配原记录：与已有记录相同则更新，否则新增"
	noteAddOnly  = "仅新增时导入，更新记录时忽略"
)

// keyOf names the fields whose values identify r's records in a sheet: its
// business key, else its id when the id is typed in (a tenant's number);
// nil when the sheet's ID column does.
func keyOf(r *Resource) []string {
	if len(r.BusinessKey) > 0 {
		return r.BusinessKey
	}
	if r.Fields[0].Form {
		return []string{r.Fields[0].Name}
	}
	return nil
}

// sheetColumns are the written columns: each column's note says what an
// import does with it; id adds the ID column last.
func sheetColumns(cols []column, key []string, id bool) []excel.Column {
	out := make([]excel.Column, 0, len(cols)+1)
	for _, c := range cols {
		note := ""
		switch {
		case slices.Contains(key, c.field.Name):
			note = noteKey
		case !c.field.Form:
			note = noteReadOnly
		case c.field.Immutable:
			note = noteAddOnly
		}
		out = append(out, excel.Column{Title: c.title, Width: 20, Note: note})
	}
	if id {
		out = append(out, excel.Column{Title: idTitle, Width: 24, Note: noteID})
	}
	return out
}

// Export writes the rows of a query (no paging) as a sheet: the list's
// columns and the form's, and the record's id last when no business key
// identifies it, so the file imports back as updates.
func (s *Service) Export(ctx context.Context, w io.Writer, r *Resource, q *query.Query) error {
	cols := columns(r)
	key := keyOf(r)
	withID := key == nil
	rows := s.newRowReader(ctx, r, q, cols)
	sc := s.sheetCells(cols)
	var mains []string // the exported records' ids, in order, for their child sheets
	var buf [][]any    // rows written next, translated a batch at a time
	next := func() ([]any, error) {
		if len(buf) == 0 {
			var batch [][]any
			for len(batch) < cellBatch {
				row, err := rows.next(ctx)
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					return nil, err
				}
				batch = append(batch, r.Store.Values(row))
			}
			if len(batch) == 0 {
				return nil, io.EOF
			}
			progress.FromContext(ctx).Add(len(batch))
			s.Metrics.ExportRows(len(batch))
			var err error
			if buf, err = sc.cells(ctx, batch); err != nil {
				return nil, err
			}
			for i, vs := range batch {
				if withID {
					buf[i] = append(buf[i], Text(vs[0]))
				}
				if len(r.Children) > 0 {
					mains = append(mains, Text(vs[0]))
				}
			}
		}
		out := buf[0]
		buf = buf[1:]
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
	err := excel.Write(w, r.Title, exporter, sheetColumns(cols, key, withID), next, extra...)
	if errors.Is(err, excel.ErrSheetFull) {
		return httpx.Fail(excel.MsgSheetFull)
	}
	return err
}

// childSheet is the sheet of a child table's rows under the exported
// records: first the record's row number on the first sheet (主表序号),
// then the child's columns and the row's id, the rows of each record in
// grid order. The records are read once the first sheet is written,
// childChunk at a time.
func (s *Service) childSheet(ctx context.Context, c Child, mains *[]string) (excel.Extra, error) {
	cols := columns(c.Resource)
	head := append([]excel.Column{{Title: mainRowTitle, Width: 10}}, sheetColumns(cols, nil, true)...)
	_, mainIndex, _ := c.Field(c.MainColumn)
	sc := s.sheetCells(cols)
	read := readColumns(c.Resource, cols, c.MainColumn)
	var buf [][]any
	done := 0 // records whose rows are in buf or written
	next := func() ([]any, error) {
		for len(buf) == 0 {
			if done >= len(*mains) {
				return nil, io.EOF
			}
			chunk := (*mains)[done:min(done+childChunk, len(*mains))]
			rows, err := c.Store.List(ctx, s.Client, selecting(func(sel *sql.Selector) { sel.Where(sql.In(sel.C(c.MainColumn), Anys(chunk)...)) }, read),
				c.order, childChunk*MaxChildRows, 0)
			if err != nil {
				return nil, err
			}
			values := make([][]any, len(rows))
			for i, row := range rows {
				values[i] = c.Store.Values(row)
			}
			cells, err := sc.cells(ctx, values)
			if err != nil {
				return nil, err
			}
			byMain := map[string][][]any{}
			for i, vs := range values {
				main := Text(vs[mainIndex])
				byMain[main] = append(byMain[main], append(append([]any{0}, cells[i]...), Text(vs[0])))
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
	return excel.Extra{Name: c.Title, Columns: head, Next: next}, nil
}

// childChunk is how many records' child rows one query reads.
const childChunk = 500

// cellBatch is how many records' cells are made at a time (their new
// dictionary values read in one look-up).
const cellBatch = 1000

// rowReader reads the rows of a query in sort order, exportChunk at a time,
// the next chunk while the rows of the current one are written.
//
// When the sort keys are columns of the resource ending with the id (what
// package query builds), a chunk is the first rows after the last row of the
// one before (keyset paging): the database keeps a chunk's worth of rows while
// it sorts, where paging by offset sorted and skipped every earlier row again
// for each chunk (17 s for 100k rows on SQLite, see docs/benchmarks.md). The
// condition bounds the first key (create_time <= ?), so an index on the sort
// starts each chunk at its first row instead of walking past every row read
// before (the reads grew with the square of the rows: 90 s for a million).
//
// Rows whose first key is NULL are not after any value in that bound: where
// they sort last (SQLite descending, PostgreSQL ascending) they are read once
// the others are done, as a group of their own paged by offset. A last row
// whose sort value may be NULL (nil, or the zero value a NULL reads as) gives
// no bound: the next chunk is read by offset, as all were before.
type rowReader struct {
	s            *Service
	r            *Resource
	where, order Where
	keys         []sortKey // nil: page by offset
	read         []string  // the columns read: the sheet's, the id and the sort keys
	offset       int       // rows read so far
	nulls        int       // of which rows of the NULL group, once reading it; -1 before
	buf          []any
	pos          int
	pending      chan chunk // the chunk being read; nil after the last
}

type chunk struct {
	rows []any
	err  error
	// nullsAfter: read after a last row, without the rows whose first key is
	// NULL, which sort after every value (the dialect's order).
	nullsAfter bool
}

// sortKey is an ORDER BY term of the query, found as a column of the resource.
type sortKey struct {
	column string
	index  int // in Resource.Fields and Store.Values
	desc   bool
}

func (s *Service) newRowReader(ctx context.Context, r *Resource, q *query.Query, cols []column) *rowReader {
	rd := &rowReader{s: s, r: r, where: q.Where(), order: q.Order(), keys: sortKeys(r, q.Order()), nulls: -1}
	keyColumns := make([]string, len(rd.keys))
	for i, k := range rd.keys {
		keyColumns[i] = k.column
	}
	rd.read = readColumns(r, cols, keyColumns...)
	rd.fetch(ctx, nil)
	return rd
}

// readColumns are the columns a sheet's rows need: the id, the sheet's and
// more (the sort keys, the main record's column of a child row). Reading only these
// rather than the whole entity keeps an export's reads small: a user's 27
// columns are 14 in the sheet (the password hash among those left out).
// Values leaves the others zero, which no cell shows.
func readColumns(r *Resource, cols []column, more ...string) []string {
	out := []string{r.Fields[0].Column}
	for _, c := range cols {
		out = append(out, c.field.Column)
	}
	for _, m := range more {
		if !slices.Contains(out, m) {
			out = append(out, m)
		}
	}
	return out
}

// selecting adds the choice of columns to where.
func selecting(where Where, columns []string) Where {
	return func(sel *sql.Selector) {
		sel.Select(sel.Columns(columns...)...)
		if where != nil {
			where(sel)
		}
	}
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
		if rd.nulls >= 0 {
			rd.nulls += len(c.rows)
		}
		switch {
		case len(c.rows) == exportChunk && rd.nulls >= 0:
			rd.fetch(ctx, nil)
		case len(c.rows) == exportChunk:
			rd.fetch(ctx, rd.sortValues(c.rows[len(c.rows)-1]))
		case c.nullsAfter: // the rows with a first key are done: those without follow
			rd.nulls = 0
			rd.fetch(ctx, nil)
		}
	}
	row := rd.buf[rd.pos]
	rd.buf[rd.pos] = nil // written rows need not stay in memory until the chunk is done
	rd.pos++
	return row, nil
}

// fetch starts reading the chunk after the rows read so far: the rows after
// last, the next of the NULL group, or by offset when last is nil. The
// goroutine ends with its query, whether or not the chunk is taken; a panic
// in it (a hook of the schema) becomes the chunk's error, as the request's
// recovery would make it.
func (rd *rowReader) fetch(ctx context.Context, last []any) {
	where, offset := rd.where, rd.offset
	var nullsAfter bool // set by where, in the goroutine, before the chunk is sent
	switch {
	case rd.nulls >= 0:
		where = func(sel *sql.Selector) {
			if rd.where != nil {
				rd.where(sel)
			}
			sel.Where(sql.IsNull(sel.C(rd.keys[0].column)))
		}
		offset = rd.nulls
	case last != nil:
		where = func(sel *sql.Selector) {
			if rd.where != nil {
				rd.where(sel)
			}
			sel.Where(after(sel, rd.keys, last))
			nullsAfter = (sel.Dialect() == dialect.Postgres) != rd.keys[0].desc
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
		c.rows, c.err = rd.r.Store.List(ctx, rd.s.Client, selecting(where, rd.read), rd.order, exportChunk, offset)
		c.nullsAfter = nullsAfter
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
		if n, ok := vs[k.index].(nullable); vs[k.index] == nil || reflect.ValueOf(vs[k.index]).IsZero() || ok && n.Null() {
			return nil
		}
		last[i] = vs[k.index]
	}
	return last
}

// after is the condition of the rows that sort after the one with the sort
// values last, but for those whose first key is NULL: the first key at or
// after its value (the bound an index seeks to), and not equal to it unless
// the other keys are after theirs: the second key after, or equal and the
// third after, and so on. In ascending order NULLs come first in SQLite and
// last in PostgreSQL.
//
// "Not equal unless" rather than "after, or equal and": PostgreSQL takes
// the bound and the OR of the other form for independent conditions, so near
// the end of a table it expected a few rows where a fraction of the table
// remained, and sorted all of that for each chunk instead of walking the index.
func after(sel *sql.Selector, keys []sortKey, last []any) *sql.Predicate {
	nullsLast := sel.Dialect() == dialect.Postgres
	cmp := func(k sortKey, v any) *sql.Predicate {
		col := sel.C(k.column)
		if k.desc {
			return sql.LT(col, v)
		}
		return sql.GT(col, v)
	}
	if len(keys) == 1 {
		return cmp(keys[0], last[0])
	}
	rest := make([]*sql.Predicate, 0, len(keys)-1)
	for i, k := range keys[1:] {
		and := make([]*sql.Predicate, 0, i+1)
		for j, prev := range keys[1 : i+1] {
			and = append(and, sql.EQ(sel.C(prev.column), last[j+1]))
		}
		c := cmp(k, last[i+1])
		if nullsLast != k.desc { // NULLs come after every value in this direction
			c = sql.Or(c, sql.IsNull(sel.C(k.column)))
		}
		rest = append(rest, sql.And(append(and, c)...))
	}
	first := sel.C(keys[0].column)
	bound := sql.GTE(first, last[0])
	if keys[0].desc {
		bound = sql.LTE(first, last[0])
	}
	return sql.And(bound, sql.Not(sql.And(sql.EQ(first, last[0]), sql.Not(sql.Or(rest...)))))
}

func (s *Service) exportXls(r *Resource) echo.HandlerFunc {
	return func(c *echo.Context) error {
		v, _ := viewer.FromContext(c.Request().Context())
		release, err := s.exports.acquire(c.Request().Context(), v.UserID)
		if err != nil {
			return err
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
		// A client naming the work in X-Progress-Id polls /sys/progress for the rows written.
		task := s.Progress.Start(c)
		defer task.Finish()
		task.Phase(progress.Write, 0)
		out := excel.NewDownload(c, r.Title+".xlsx")
		err = s.Export(progress.NewContext(c.Request().Context(), task), out, r, q)
		if err != nil && out.Started() {
			// The client sees a download cut short (fewer bytes than its
			// Content-Length); the error handler says nothing once the headers went.
			if s.Log != nil {
				s.Log.WarnContext(c.Request().Context(), "export not delivered", "path", c.Request().URL.Path, "err", err)
			}
			return nil
		}
		return err
	}
}

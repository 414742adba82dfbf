package crud

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	gen "aqueduct/ent"
	"aqueduct/server/excel"
	"aqueduct/server/httpx"
	"aqueduct/server/progress"
	"aqueduct/server/query"
	"aqueduct/server/viewer"
)

// importChunk is how many rows one transaction of an import saves: few
// commits, and SQLite's one writer is not held for the whole file.
const importChunk = 500

// ImportResult is the contract's reply to an import with row errors (code
// 201); a clean import answers its counts too, where JeecgBoot answers null.
// AddedCount and UpdatedCount are ours: JeecgBoot's client reads neither.
type ImportResult struct {
	TotalCount   int    `json:"totalCount"`
	ErrorCount   int    `json:"errorCount"`
	SuccessCount int    `json:"successCount"`
	AddedCount   int    `json:"addedCount"`
	UpdatedCount int    `json:"updatedCount"`
	Msg          string `json:"msg,omitempty"`
	FileURL      string `json:"fileUrl,omitempty"`
	FileName     string `json:"fileName,omitempty"`
}

// imported is what one file's import did.
type imported struct {
	total, saved, updated int
	report                []string // 第 N 行：原因
	ignored               []string // read-only columns holding values, left alone
}

func (s *Service) importExcel(r *Resource) echo.HandlerFunc {
	return func(c *echo.Context) error {
		form, err := c.MultipartForm()
		if err != nil {
			return httpx.Wrap(err, "请选择要导入的Excel文件")
		}
		// A client naming the work in X-Progress-Id polls /sys/progress for its rows.
		task := s.Progress.Start(c)
		defer task.Finish()
		ctx := progress.NewContext(c.Request().Context(), task)
		var res ImportResult
		var report, ignored []string
		files, updated := 0, 0
		fields := make([]string, 0, len(form.File))
		all := 0
		for name, fhs := range form.File {
			fields = append(fields, name)
			all += len(fhs)
		}
		sort.Strings(fields) // files[] first as sent; a stable report order
		for _, name := range fields {
			for _, fh := range form.File[name] {
				files++
				task.File(files, all)
				f, err := fh.Open()
				if err != nil {
					return httpx.Wrap(err, "文件读取失败")
				}
				done, err := s.importFile(ctx, r, f)
				f.Close()
				if err != nil {
					return httpx.Wrap(err, "文件导入失败:"+clipName(fh.Filename)+" "+httpx.Classify(err).Message)
				}
				res.TotalCount += done.total
				res.SuccessCount += done.saved
				res.ErrorCount += done.total - done.saved
				updated += done.updated
				s.Metrics.ImportRows(done.saved-done.updated, done.updated, done.total-done.saved)
				for _, col := range done.ignored {
					if !slices.Contains(ignored, col) {
						ignored = append(ignored, col)
					}
				}
				if len(done.report) > 0 {
					report = append(report, "文件："+clipName(fh.Filename))
					report = append(report, done.report...)
				}
			}
		}
		if files == 0 {
			return httpx.Fail("请选择要导入的Excel文件")
		}
		note := ""
		if len(ignored) > 0 {
			note = "（已忽略只读列：" + strings.Join(ignored, "、") + "）"
		}
		res.UpdatedCount, res.AddedCount = updated, res.SuccessCount-updated
		if len(report) == 0 {
			msg := fmt.Sprintf("共%d行数据全部导入成功！", res.TotalCount)
			if updated > 0 {
				msg += fmt.Sprintf("（新增%d行，更新%d行）", res.TotalCount-updated, updated)
			}
			return httpx.OKMsg(c, msg+note, res)
		}
		res.Msg = fmt.Sprintf("总上传行数：%d，已导入行数：%d，错误行数：%d", res.TotalCount, res.SuccessCount, res.ErrorCount)
		if res.FileURL, res.FileName, err = s.Reports.Write(strings.ReplaceAll(r.Key, "/", "_")+"_import_", report); err != nil {
			return err
		}
		return httpx.Write(c, http.StatusOK, httpx.Envelope{Success: true, Code: httpx.CodeImport,
			Message: "文件导入成功，但有错误。" + note, Result: res})
	}
}

func clipName(name string) string {
	name = filepath.Base(strings.ReplaceAll(name, "\\", "/"))
	if r := []rune(name); len(r) > 60 {
		return string(r[:60])
	}
	return name
}

// importRow is a row of the first sheet, checked and ready to save.
type importRow struct {
	line   int
	id     string // the record it updates; "" adds one
	values map[string]value
	body   Body
	err    error // the save's refusal
}

// importer reads one file's rows.
type importer struct {
	s      *Service
	r      *Resource
	cols   []column
	where  Where                     // the caller's row filter where the client does not apply it
	byID   bool                      // rows name their record in the ID column
	key    []column                  // else the business key's columns (nil: rows are added)
	seen   map[string]int            // an ID or key given → its first line
	unique map[string]map[string]int // unique field → value → line
	kids   []childRows
	number func(excel.Row) int // a row's number on its sheet, as 主表序号 gives it
}

// childRows are a child sheet's rows by the number of their record's row.
type childRows struct {
	c    Child
	rows map[int][]Body
	errs map[int]error // the first refused row under a record
}

// importFile imports one file row by row. A row naming a record the caller
// may see — by its ID column, or by its business key (keyOf) — updates it
// as the edit form would; any other row adds one. A refused row is
// reported (第 N 行：原因) and the others are saved. Read-only columns are
// ignored; the child sheets give each record its child rows, replacing
// those it had.
func (s *Service) importFile(ctx context.Context, r *Resource, f io.Reader) (imported, error) {
	var out imported
	cols := columns(r)
	key := keyOf(r)
	if err := s.readDicts(ctx, cols, key); err != nil {
		return out, err
	}
	known := map[string]bool{}
	for _, c := range cols {
		known[c.title] = true
	}
	if key == nil {
		known[idTitle] = true
	}
	others := map[string]map[string]bool{}
	kidCols := make([][]column, len(r.Children))
	for i, c := range r.Children {
		kidCols[i] = columns(c.Resource)
		if err := s.readDicts(ctx, kidCols[i], nil); err != nil {
			return out, err
		}
		k := map[string]bool{mainRowTitle: true, idTitle: true}
		for _, col := range kidCols[i] {
			k[col.title] = true
		}
		others[c.Title] = k
	}
	sheet, more, err := excel.ReadBook(f, importLimits, known, others)
	switch {
	case errors.Is(err, excel.ErrFormat):
		return out, httpx.Fail("仅支持 .xls 和 .xlsx 格式的Excel文件，请另存为 .xlsx 后导入")
	case errors.Is(err, excel.ErrEncrypted):
		return out, httpx.Fail("文件设有密码，请在Excel中取消密码后导入")
	case errors.Is(err, excel.ErrTooMany):
		return out, httpx.Failf("单个文件最多导入%d行", importLimits.Rows)
	case errors.Is(err, excel.ErrTooLarge):
		return out, httpx.Fail("文件过大或格式异常")
	case err != nil:
		return out, err
	}
	if sheet.Headers == nil {
		return out, httpx.Fail("未找到表头，请使用导出的模板")
	}
	where, err := s.handFilter(ctx, r)
	if err != nil {
		return out, err
	}
	im := &importer{s: s, r: r, cols: cols, where: where, seen: map[string]int{}, unique: map[string]map[string]int{},
		byID: key == nil && slices.Contains(sheet.Headers, idTitle),
		// 主表序号 is a record's place among the data rows, blank ones
		// included: 1 is the row under the headers.
		number: func(row excel.Row) int { return row.Line - sheet.HeaderLine }}
	if key != nil {
		im.key = keyColumns(cols, key, sheet.Headers)
	}
	out.ignored = readOnlyIn("", cols, sheet)
	mains := map[int]bool{}
	for _, row := range sheet.Rows {
		mains[im.number(row)] = true
	}
	var orphans []string
	for i, c := range r.Children {
		ks := more[c.Title]
		if ks == nil {
			continue // the file leaves this child table alone
		}
		if !slices.Contains(ks.Headers, mainRowTitle) {
			return out, httpx.Failf("工作表「%s」缺少%s列", c.Title, mainRowTitle)
		}
		kids, lost := childSheetRows(c, kidCols[i], ks, mains)
		im.kids = append(im.kids, kids)
		orphans = append(orphans, lost...)
		out.ignored = append(out.ignored, readOnlyIn(c.Title, kidCols[i], ks)...)
	}

	task := progress.FromContext(ctx)
	task.Phase(progress.Check, len(sheet.Rows))
	refused := map[int]error{}
	var rows []*importRow
	for _, row := range sheet.Rows {
		p, err := im.parse(ctx, row)
		task.Add(1)
		if err != nil {
			refused[row.Line] = err
			continue
		}
		rows = append(rows, p)
	}
	task.Phase(progress.Save, len(rows))
	if err := s.saveRows(ctx, r, rows, where); err != nil {
		return out, err
	}
	for _, p := range rows {
		if p.err != nil {
			// The user reads the report; a database's words only the log.
			s.Log.WarnContext(ctx, "import row refused", "resource", r.Key, "line", p.line, "err", p.err)
			refused[p.line] = p.err
			continue
		}
		out.saved++
		if p.id != "" {
			out.updated++
		}
	}
	for _, row := range sheet.Rows {
		if err := refused[row.Line]; err != nil {
			out.report = append(out.report, fmt.Sprintf("第 %d 行：%s", row.Line, httpx.Classify(err).Message))
		}
	}
	out.report = append(out.report, orphans...)
	out.total = len(sheet.Rows) + len(orphans)
	return out, nil
}

// readDicts loads the dictionaries an import reads texts back through: of
// the form's columns and the key's.
func (s *Service) readDicts(ctx context.Context, cols []column, key []string) error {
	for i, c := range cols {
		if c.field.Dict == "" || !c.field.Form && !slices.Contains(key, c.field.Name) {
			continue
		}
		items, err := s.Dicts.Items(ctx, c.field.Dict)
		if err != nil {
			return err
		}
		cols[i].values = make(map[string]string, len(items))
		for _, it := range items {
			if _, ok := cols[i].values[it.Text]; !ok {
				cols[i].values[it.Text] = it.Value
			}
		}
	}
	return nil
}

// keyColumns are the sheet's columns of the key fields, nil unless the
// sheet holds them all.
func keyColumns(cols []column, key, headers []string) []column {
	var out []column
	for _, name := range key {
		i := slices.IndexFunc(cols, func(c column) bool { return c.field.Name == name })
		if i < 0 || !slices.Contains(headers, cols[i].title) {
			return nil
		}
		out = append(out, cols[i])
	}
	return out
}

// readOnlyIn names the sheet's read-only columns that hold a value: an
// import leaves them alone, and says so.
func readOnlyIn(sheetName string, cols []column, sheet *excel.Sheet) []string {
	var out []string
	for _, c := range cols {
		if c.field.Form || !slices.Contains(sheet.Headers, c.title) {
			continue
		}
		if slices.ContainsFunc(sheet.Rows, func(row excel.Row) bool { return row.Cells[c.title] != "" }) {
			if sheetName != "" {
				out = append(out, sheetName+"·"+c.title)
			} else {
				out = append(out, c.title)
			}
		}
	}
	return out
}

// formBody is a row's cells as a form's body: the form fields among the
// sheet's columns, dictionary texts as their values.
func formBody(cols []column, row excel.Row) Body {
	body := Body{}
	for _, c := range cols {
		text, ok := row.Cells[c.title]
		if !ok || !c.field.Form {
			continue
		}
		if c.values != nil {
			text = dictValue(c.values, text)
		}
		body[c.field.Name], _ = json.Marshal(text)
	}
	return body
}

// childSheetRows reads a child sheet: each row under the record its 主表序号
// names, validated as the grid's rows are (named by the sheet and its line);
// a row naming no row of the first sheet is reported on its own.
func childSheetRows(c Child, cols []column, sheet *excel.Sheet, mains map[int]bool) (childRows, []string) {
	out := childRows{c: c, rows: map[int][]Body{}, errs: map[int]error{}}
	var lost []string
	seen := map[int]map[string]map[string]int{}
	for _, row := range sheet.Rows {
		n, err := strconv.Atoi(row.Cells[mainRowTitle])
		if err != nil || !mains[n] {
			lost = append(lost, fmt.Sprintf("%s第%d行：%s「%s」没有对应的主表数据行", c.Title, row.Line, mainRowTitle, row.Cells[mainRowTitle]))
			continue
		}
		body := formBody(cols, row)
		if id := row.Cells[idTitle]; id != "" {
			body["id"], _ = json.Marshal(id)
		}
		out.rows[n] = append(out.rows[n], body)
		if out.errs[n] != nil {
			continue
		}
		// As saveChildren checks them, numbered by the sheet's lines.
		values, err := c.decode(body, true, true)
		if err != nil {
			out.errs[n] = rowError(c, row.Line-1, err)
			continue
		}
		if seen[n] == nil {
			seen[n] = map[string]map[string]int{}
		}
		out.errs[n] = uniqueInMain(c, values, seen[n], row.Line-1)
	}
	return out, lost
}

// parse checks a row as the form would check it: an add's, or the edit's of
// the record it names.
func (im *importer) parse(ctx context.Context, row excel.Row) (*importRow, error) {
	s, r := im.s, im.r
	body := formBody(im.cols, row)
	id, err := im.target(ctx, row)
	if err != nil {
		return nil, err
	}
	create := id == ""
	if create {
		if err := s.fillRules(ctx, r, body); err != nil {
			return nil, err
		}
	}
	values, err := r.decode(body, create, true)
	if err != nil {
		return nil, err
	}
	if err := s.checkRules(ctx, r, values); err != nil {
		return nil, err
	}
	if err := s.checkUnique(ctx, r, id, values); err != nil {
		return nil, err
	}
	if err := uniqueInFile(r, values, im.unique, row.Line); err != nil {
		return nil, err
	}
	if err := uniqueInRepeats(r, values, im.unique, row.Line); err != nil {
		return nil, err
	}
	n := im.number(row)
	for _, k := range im.kids {
		if err := k.errs[n]; err != nil {
			return nil, err
		}
		list := k.rows[n]
		if list == nil {
			list = []Body{} // no row: the record's rows go, as an emptied grid's
		}
		body[k.c.ListKey], _ = json.Marshal(list)
	}
	return &importRow{line: row.Line, id: id, values: values, body: body}, nil
}

// target is the id of the record a row updates, "" when it adds one: the
// ID column's record, or the one holding the row's business key, among the
// records the caller may see. A key or ID an earlier row of the file gave
// is refused, and so is an ID the caller cannot see, and a key that only
// records out of his sight hold (refused as a taken unique value is,
// naming none of them).
func (im *importer) target(ctx context.Context, row excel.Row) (string, error) {
	s, r := im.s, im.r
	if im.byID {
		id := row.Cells[idTitle]
		if id == "" {
			return "", nil
		}
		if first, dup := im.seen[id]; dup {
			return "", httpx.Failf("%s「%s」与第 %d 行重复", idTitle, id, first)
		}
		im.seen[id] = row.Line
		if _, err := r.Store.Get(ctx, s.Client, id, im.where); gen.IsNotFound(err) {
			return "", httpx.Failf("未找到%s对应的数据，新增的行请留空%s", idTitle, idTitle)
		} else if err != nil {
			return "", err
		}
		return id, nil
	}
	if im.key == nil {
		return "", nil
	}
	texts := make([]string, len(im.key))
	vals := make([]any, len(im.key))
	labels := make([]string, len(im.key))
	blank := true
	for i, c := range im.key {
		labels[i] = c.field.Label
		texts[i] = row.Cells[c.title]
		if texts[i] == "" {
			continue
		}
		blank = false
		t := texts[i]
		if c.values != nil {
			t = dictValue(c.values, t)
		}
		v, err := convert(c.field, t)
		if err != nil {
			return "", err
		}
		vals[i] = v
	}
	if blank {
		return "", nil
	}
	label, shown := strings.Join(labels, "、"), strings.Join(texts, "、")
	seen := strings.Join(texts, "\x00")
	if first, dup := im.seen[seen]; dup {
		return "", httpx.Failf("%s「%s」与第 %d 行重复", label, shown, first)
	}
	im.seen[seen] = row.Line
	match := func(sel *sql.Selector) {
		for i, c := range im.key {
			col := sel.C(c.field.Column)
			switch {
			case vals[i] != nil:
				sel.Where(sql.EQ(col, vals[i]))
			case c.field.Kind == query.String:
				sel.Where(sql.Or(sql.IsNull(col), sql.EQ(col, "")))
			default:
				sel.Where(sql.IsNull(col))
			}
		}
	}
	visible := func(sel *sql.Selector) {
		if im.where != nil {
			im.where(sel)
		}
		match(sel)
	}
	byID := func(sel *sql.Selector) { sel.OrderBy(sql.Asc(sel.C("id"))) }
	found, err := r.Store.List(ctx, s.Client, visible, byID, 2, 0)
	if err != nil {
		return "", err
	}
	switch len(found) {
	case 1:
		return Text(r.Store.Values(found[0])[0]), nil
	case 2:
		return "", httpx.Failf("%s「%s」对应多条数据，无法确定更新哪一条", label, shown)
	}
	// Past what the caller may see, within the tenant, as checkUnique counts.
	n, err := r.Store.Count(viewer.Unscoped(ctx), s.Client, match)
	if err != nil {
		return "", err
	}
	if n > 0 {
		return "", httpx.Failf("%s已存在", label)
	}
	return "", nil
}

// saveRows saves the checked rows through the form's write path, importChunk
// to a transaction. A row the database or a hook refuses gets its error, and
// the rows saved before it in its transaction are saved again without it,
// so no row is lost for another's sake and each is written at most twice.
// The progress counts a row when it is written (or refused) and takes back
// the rows of a transaction to be written again.
func (s *Service) saveRows(ctx context.Context, r *Resource, rows []*importRow, where Where) error {
	task := progress.FromContext(ctx)
	for len(rows) > 0 {
		batch := rows[:min(len(rows), importChunk)]
		failed := -1
		err := s.inTx(ctx, r, func(tx *gen.Client) error {
			for i, p := range batch {
				if _, err := s.saveRecord(ctx, tx, r, p.id, p.values, p.body, where); err != nil {
					failed = i
					return err
				}
				task.Add(1)
			}
			return nil
		})
		switch {
		case failed < 0 && err != nil:
			return err // the transaction itself failed
		case failed < 0:
			rows = rows[len(batch):]
			continue
		case ctx.Err() != nil:
			return ctx.Err()
		}
		batch[failed].err = err
		task.Add(1 - failed) // the refused row is done; those before it are written again
		if err := s.saveRows(ctx, r, batch[:failed], where); err != nil {
			return err
		}
		rows = rows[failed+1:]
	}
	return nil
}

// dictValue reads a dictionary cell: the text of an item (or several, a,b) or its value.
func dictValue(values map[string]string, cell string) string {
	parts := splitValue(cell)
	for i, p := range parts {
		if v, ok := values[p]; ok {
			parts[i] = v
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

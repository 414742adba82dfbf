package report

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/server/excel"
	"aqueduct/server/httpx"
	"aqueduct/server/progress"
	"aqueduct/server/viewer"
)

// export: GET exportXls/{id or code}, the report's rows as getData selects
// them (self_<param>, search fields, column and order) without paging, as an
// .xlsx: the report's name as title, its shown columns under their titles,
// dictionary columns in their texts. It reads within the report's guard
// (read-only, Timeout) and holds an export slot as the lists' exports do.
func (s *Service) export(c *echo.Context) error {
	ctx := c.Request().Context()
	d, err := s.loadByIDOrCode(ctx, c.Param("code"))
	if err != nil {
		return err
	}
	v, _ := viewer.FromContext(ctx)
	if s.ExportSlot != nil {
		release, err := s.ExportSlot(ctx, v.UserID)
		if err != nil {
			return err
		}
		defer release()
	}
	// one row past a sheet's capacity tells the sheet is full
	q, err := s.query(c, d, page{size: excel.MaxDataRows + 1})
	if err != nil {
		return err
	}
	var cols []excel.Column
	var fields []string
	texts := map[string]map[string]string{} // field → value → dictionary text
	for _, it := range d.items {
		if it.IsShow != 1 {
			continue
		}
		cols = append(cols, excel.Column{Title: it.FieldTxt, Width: 20})
		fields = append(fields, it.FieldName)
		if it.DictCode == "" {
			continue
		}
		items, err := s.Dicts.Items(ctx, it.DictCode)
		if err != nil {
			return err
		}
		m := make(map[string]string, len(items))
		for _, i := range items {
			m[i.Value] = i.Text
		}
		texts[it.FieldName] = m
	}
	if len(cols) == 0 {
		return httpx.Fail("报表没有显示的字段，无法导出")
	}
	exporter := v.Realname
	if exporter == "" {
		exporter = v.Username
	}
	title := strings.TrimSuffix(d.head.Name, "报表")
	// A client naming the work in X-Progress-Id polls /sys/progress for the rows written.
	task := s.Progress.Start(c)
	defer task.Finish()
	task.Phase(progress.Write, 0)
	out := excel.NewDownload(c, d.head.Name+".xlsx")
	err = s.guarded(ctx, q.pool, q.dialect, func(ctx context.Context, tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, q.rows, q.args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		names, err := rows.Columns()
		if err != nil {
			return err
		}
		index := make([]int, len(fields)) // the result's column of each shown field
		for i, f := range fields {
			index[i] = -1
			for j, n := range names {
				if n == f {
					index[i] = j
				}
			}
		}
		written := 0 // rows read, reported every progressStep
		next := func() ([]any, error) {
			if !rows.Next() {
				if err := rows.Err(); err != nil {
					return nil, err
				}
				task.Add(written % progressStep)
				// every row is read: the transaction ends before the file is sent
				_ = rows.Close()
				_ = tx.Rollback()
				return nil, io.EOF
			}
			vals, err := scan(rows, len(names))
			if err != nil {
				return nil, err
			}
			if written++; written%progressStep == 0 {
				task.Add(progressStep)
			}
			row := make([]any, len(fields))
			for i, j := range index {
				if j < 0 {
					continue
				}
				row[i] = vals[j]
				if m, ok := texts[fields[i]]; ok && vals[j] != nil {
					row[i] = dictText(m, vals[j])
				}
			}
			return row, nil
		}
		return excel.Write(out, title, exporter, cols, next)
	})
	if err == nil {
		return nil
	}
	if out.Started() {
		// the client sees a download cut short; the error handler says nothing once the headers went
		if s.Log != nil {
			s.Log.WarnContext(ctx, "report: export not delivered", "code", d.head.Code, "err", err)
		}
		return nil
	}
	if errors.Is(err, excel.ErrSheetFull) {
		return httpx.Fail(excel.MsgSheetFull)
	}
	return s.failed(ctx, d.head, err)
}

// progressStep is how many rows an export reports at once.
const progressStep = 100

// dictText is a dictionary column's text: each of a comma list's values in
// its item's text, a value without an item as it is.
func dictText(m map[string]string, v any) string {
	var s string
	switch x := v.(type) {
	case string:
		s = x
	case int64:
		s = strconv.FormatInt(x, 10)
	default:
		s = fmt.Sprint(x)
	}
	parts := strings.Split(s, ",")
	for i, p := range parts {
		if t, ok := m[p]; ok {
			parts[i] = t
		}
	}
	return strings.Join(parts, ",")
}

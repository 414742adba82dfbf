// Package excel writes and reads the sheets of the list export and import
// (CONTRACT §10): row 1 the title "<title>报表", row 2 "导出人:<name>", row 3
// the column titles, data from row 4. Export streams rows so memory stays flat.
package excel

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/xuri/excelize/v2"
)

const sheet = "Sheet1"

// ContentType of the files Write produces.
const ContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

// Write streams a sheet to w; next returns the following data row, or io.EOF.
func Write(w io.Writer, title, exporter string, headers []string, widths []float64, next func() ([]any, error)) error {
	f := excelize.NewFile()
	defer f.Close()
	sw, err := f.NewStreamWriter(sheet)
	if err != nil {
		return err
	}
	for i, wd := range widths {
		if wd > 0 {
			if err := sw.SetColWidth(i+1, i+1, wd); err != nil {
				return err
			}
		}
	}
	bold, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}})
	if err != nil {
		return err
	}
	titleStyle, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 14},
		Alignment: &excelize.Alignment{Horizontal: "center"}})
	if err != nil {
		return err
	}
	if err := sw.SetRow("A1", []any{excelize.Cell{Value: title + "报表", StyleID: titleStyle}}); err != nil {
		return err
	}
	if len(headers) > 1 {
		last, _ := excelize.CoordinatesToCellName(len(headers), 1)
		if err := sw.MergeCell("A1", last); err != nil {
			return err
		}
	}
	if err := sw.SetRow("A2", []any{"导出人:" + exporter}); err != nil {
		return err
	}
	head := make([]any, len(headers))
	for i, h := range headers {
		head[i] = excelize.Cell{Value: h, StyleID: bold}
	}
	if err := sw.SetRow("A3", head); err != nil {
		return err
	}
	for row := 4; ; row++ {
		values, err := next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
		cell, _ := excelize.CoordinatesToCellName(1, row)
		if err := sw.SetRow(cell, values); err != nil {
			return err
		}
	}
	if err := sw.Flush(); err != nil {
		return err
	}
	return f.Write(w)
}

// Row is one data row of an imported sheet; Line is its row number in the sheet.
type Row struct {
	Line  int
	Cells map[string]string // column title → text
}

// Sheet is an imported sheet.
type Sheet struct {
	Headers []string
	Rows    []Row
}

// Errors of Read.
var (
	ErrFormat  = errors.New("excel: not an xlsx file")
	ErrTooMany = errors.New("excel: too many rows")
)

// Read parses the first sheet. The header row is the first of the first five
// rows that holds one of the known titles, so both our exported layout (two
// title rows) and a plain sheet with headers in row 1 import. Blank rows are
// skipped; at most maxRows data rows are read.
func Read(r io.Reader, known map[string]bool, maxRows int) (*Sheet, error) {
	f, err := excelize.OpenReader(r)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrFormat, err)
	}
	defer f.Close()
	name := f.GetSheetName(f.GetActiveSheetIndex())
	if name == "" {
		name = f.GetSheetList()[0]
	}
	rows, err := f.Rows(name)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := &Sheet{}
	var headers []string
	for line := 1; rows.Next(); line++ {
		cols, err := rows.Columns()
		if err != nil {
			return nil, err
		}
		if headers == nil {
			if line > 5 {
				break
			}
			for _, c := range cols {
				if known[strings.TrimSpace(c)] {
					headers = make([]string, len(cols))
					for i, h := range cols {
						headers[i] = strings.TrimSpace(h)
					}
					out.Headers = headers
					break
				}
			}
			continue
		}
		row := Row{Line: line, Cells: map[string]string{}}
		blank := true
		for i, c := range cols {
			if i >= len(headers) || headers[i] == "" {
				continue
			}
			c = strings.TrimSpace(c)
			if c != "" {
				blank = false
			}
			row.Cells[headers[i]] = c
		}
		if blank {
			continue
		}
		if len(out.Rows) >= maxRows {
			return nil, ErrTooMany
		}
		out.Rows = append(out.Rows, row)
	}
	if err := rows.Error(); err != nil {
		return nil, err
	}
	return out, nil
}

// Package excel writes and reads the sheets of the list export and import
// (CONTRACT §10): row 1 the title "<title>报表", row 2 "导出人:<name>", row 3
// the column titles, data from row 4. Export streams rows so memory stays flat.
package excel

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

const sheet = "Sheet1"

// ContentType of the files Write produces.
const ContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

// Column is a column of a written sheet: its header, width (0: Excel's
// default) and a note shown as the header cell's comment ("" for none).
type Column struct {
	Title string
	Width float64
	Note  string
}

// Extra is a further sheet of the same file, in the same layout: a child
// table's rows (named by the child's title, at most 31 characters).
type Extra struct {
	Name    string
	Columns []Column
	Next    func() ([]any, error)
}

// Write streams a sheet to w; next returns the following data row, or io.EOF.
// The extra sheets follow it, each read once the sheets before it are written.
func Write(w io.Writer, title, exporter string, cols []Column, next func() ([]any, error), extra ...Extra) error {
	f := excelize.NewFile()
	defer f.Close()
	bold, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}})
	if err != nil {
		return err
	}
	titleStyle, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 14},
		Alignment: &excelize.Alignment{Horizontal: "center"}})
	if err != nil {
		return err
	}
	// amounts are numbers with two decimals (and thousands separators)
	amount, err := f.NewStyle(&excelize.Style{NumFmt: 4})
	if err != nil {
		return err
	}
	styles := sheetStyles{bold: bold, title: titleStyle, money: amount}
	if err := writeSheet(f, sheet, title, exporter, cols, next, styles); err != nil {
		return err
	}
	for _, x := range extra {
		if _, err := f.NewSheet(x.Name); err != nil {
			return err
		}
		if err := writeSheet(f, x.Name, x.Name, exporter, x.Columns, x.Next, styles); err != nil {
			return err
		}
	}
	return f.Write(w)
}

type sheetStyles struct{ bold, title, money int }

// headerRow is the row of the column titles in a written sheet.
const headerRow = 3

// noteAuthor signs the header comments (Excel shows the author first).
const noteAuthor = "系统"

// Money is a cell value written as a number of yuan with two decimals.
type Money float64

// writeSheet streams one sheet: the title row, the exporter, the column
// titles, then the data rows.
func writeSheet(f *excelize.File, name, title, exporter string, cols []Column, next func() ([]any, error), st sheetStyles) error {
	// Comments live beside the sheet's data: added before the stream starts,
	// the stream writes the sheet's reference to them when it is flushed.
	for i, c := range cols {
		if c.Note == "" {
			continue
		}
		cell, _ := excelize.CoordinatesToCellName(i+1, headerRow)
		if err := f.AddComment(name, excelize.Comment{Cell: cell, Author: noteAuthor, Text: c.Note}); err != nil {
			return err
		}
	}
	sw, err := f.NewStreamWriter(name)
	if err != nil {
		return err
	}
	for i, c := range cols {
		if c.Width > 0 {
			if err := sw.SetColWidth(i+1, i+1, c.Width); err != nil {
				return err
			}
		}
	}
	if err := sw.SetRow("A1", []any{excelize.Cell{Value: title + "报表", StyleID: st.title}}); err != nil {
		return err
	}
	if len(cols) > 1 {
		last, _ := excelize.CoordinatesToCellName(len(cols), 1)
		if err := sw.MergeCell("A1", last); err != nil {
			return err
		}
	}
	if err := sw.SetRow("A2", []any{"导出人:" + exporter}); err != nil {
		return err
	}
	head := make([]any, len(cols))
	for i, c := range cols {
		head[i] = excelize.Cell{Value: c.Title, StyleID: st.bold}
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
		for i, v := range values {
			if m, ok := v.(Money); ok {
				values[i] = excelize.Cell{Value: float64(m), StyleID: st.money}
			}
		}
		cell, _ := excelize.CoordinatesToCellName(1, row)
		if err := sw.SetRow(cell, values); err != nil {
			return err
		}
	}
	return sw.Flush()
}

// Row is one data row of an imported sheet; Line is its row number in the sheet.
type Row struct {
	Line  int
	Cells map[string]string // column title → text, every titled column of the sheet
}

// Sheet is an imported sheet.
type Sheet struct {
	Headers    []string
	HeaderLine int // the line of the headers (3 in an exported sheet)
	Rows       []Row
}

// Errors of Read.
var (
	ErrFormat   = errors.New("excel: not an xlsx file")
	ErrTooMany  = errors.New("excel: too many rows")
	ErrTooLarge = errors.New("excel: file too large")
)

// Limits bound what Read takes. An xlsx is a zip of XML that compresses a
// thousandfold, so a small upload can unzip to gigabytes, and a short row can
// name column XFD or row 1048576: every bound is checked before the work it
// bounds, or as the sheet streams.
type Limits struct {
	Rows     int   // data rows
	Unzipped int64 // bytes of all the parts once unzipped
	Part     int64 // bytes of each part other than a worksheet or the shared strings (parsed whole)
	InMemory int64 // a worksheet or the shared strings above this is unzipped to a temp file
	Cells    int   // rows plus cell positions scanned, blanks included
	Text     int64 // bytes of cell text in all
}

// maxCellText is Excel's own limit on the characters in a cell.
const maxCellText = 32767

// DefaultLimits fit the largest sheet an import takes: 50,000 rows of a few
// dozen short columns.
var DefaultLimits = Limits{
	Rows:     50000,
	Unzipped: 128 << 20,
	Part:     16 << 20,
	InMemory: 16 << 20,
	Cells:    4_000_000,
	Text:     64 << 20,
}

// Read parses the first sheet. The header row is the first of the first five
// rows that holds one of the known titles, so both our exported layout (two
// title rows) and a plain sheet with headers in row 1 import. Blank rows are
// skipped. Beyond lim.Rows data rows it answers ErrTooMany, beyond the other
// limits ErrTooLarge.
func Read(r io.Reader, known map[string]bool, lim Limits) (*Sheet, error) {
	first, _, err := ReadBook(r, lim, known, nil)
	return first, err
}

// ReadBook parses the first sheet as Read does, and the further sheets named
// in others (a child table's, by its title), each with its known titles;
// a named sheet the file lacks is left out. The first sheet is the active
// one, unless that is one of the others (saved while a child sheet was
// shown): then the first of the rest. The row limit holds for each sheet,
// the cell and text budgets for the whole file.
func ReadBook(r io.Reader, lim Limits, known map[string]bool, others map[string]map[string]bool) (*Sheet, map[string]*Sheet, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, nil, err
	}
	if err := checkZip(b, lim); err != nil {
		return nil, nil, err
	}
	f, err := excelize.OpenReader(bytes.NewReader(b), excelize.Options{
		UnzipSizeLimit: lim.Unzipped, UnzipXMLSizeLimit: min(lim.InMemory, lim.Unzipped)})
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrFormat, err)
	}
	defer f.Close()
	name := f.GetSheetName(f.GetActiveSheetIndex())
	if _, other := others[name]; name == "" || other {
		name = ""
		for _, n := range f.GetSheetList() {
			if _, other := others[n]; !other {
				name = n
				break
			}
		}
	}
	if name == "" {
		return nil, nil, fmt.Errorf("%w: no sheet", ErrFormat)
	}
	bud := &budget{cells: lim.Cells, text: lim.Text}
	first, err := readSheet(f, name, known, lim.Rows, bud)
	if err != nil {
		return nil, nil, err
	}
	more := map[string]*Sheet{}
	for _, n := range f.GetSheetList() {
		if k, ok := others[n]; ok && n != name {
			if more[n], err = readSheet(f, n, k, lim.Rows, bud); err != nil {
				return nil, nil, err
			}
		}
	}
	return first, more, nil
}

// budget is what is left of a file's cell and text budgets.
type budget struct {
	cells int
	text  int64
}

func readSheet(f *excelize.File, name string, known map[string]bool, maxRows int, bud *budget) (*Sheet, error) {
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
		// A cell in column N is N positions; each row of a gap is a call of Next.
		if bud.cells -= 1 + len(cols); bud.cells < 0 {
			return nil, ErrTooLarge
		}
		for _, c := range cols {
			if len(c) > maxCellText && utf8.RuneCountInString(c) > maxCellText {
				return nil, ErrTooLarge
			}
			if bud.text -= int64(len(c)); bud.text < 0 {
				return nil, ErrTooLarge
			}
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
					out.Headers, out.HeaderLine = headers, line
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
		for _, h := range headers[min(len(cols), len(headers)):] {
			if h != "" {
				row.Cells[h] = "" // Excel leaves out a row's empty cells at its end
			}
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

// checkZip reads the zip's directory, without unzipping anything, and
// refuses a file whose parts would unzip beyond the limits. The sizes it
// reads are the ones archive/zip holds each part to while unzipping.
func checkZip(b []byte, lim Limits) error {
	z, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		return fmt.Errorf("%w: %v", ErrFormat, err)
	}
	var total uint64
	for _, f := range z.File {
		size := f.UncompressedSize64
		if total += size; total > uint64(lim.Unzipped) || total < size {
			return ErrTooLarge
		}
		name := strings.ToLower(strings.ReplaceAll(f.Name, "\\", "/"))
		streamed := strings.HasPrefix(name, "xl/worksheets/sheet") || name == "xl/sharedstrings.xml"
		if !streamed && size > uint64(lim.Part) {
			return ErrTooLarge
		}
	}
	return nil
}

// Package excel writes and reads the sheets of the list export and import
// (docs/contract.md §12): row 1 the title "<title>报表", row 2 "导出人:<name>", row 3
// the column titles, data from row 4. Export streams rows so memory stays flat.
package excel

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/flate"
	"encoding/xml"
	"errors"
	"fmt"
	"hash"
	"hash/crc32"
	"io"
	"math"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"
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

// Write writes a book to w: the sheet, then the extra sheets, each read
// once the sheets before it are written. next returns the following data row,
// or io.EOF; a row's values are strings, integers, floats, bools and Money
// (anything else is written as its fmt.Sprint text, nil and "" as no cell).
//
// Nothing reaches w until every row is read, so a failure leaves w untouched
// and the caller may still answer with an error. The rows wait, compressed, in
// a temp file: memory stays flat however many rows there are. A w that
// implements Sized learns the file's size before its first byte.
func Write(w io.Writer, title, exporter string, cols []Column, next func() ([]any, error), extra ...Extra) error {
	b, err := newBook(title, exporter, cols, extra)
	if err != nil {
		return err
	}
	defer b.close()
	for i := range b.sheets {
		if i == 0 {
			err = b.writeRows(&b.sheets[i], next)
		} else {
			err = b.writeRows(&b.sheets[i], extra[i-1].Next)
		}
		if err != nil {
			return err
		}
	}
	return b.send(w)
}

// ErrSheetFull says a sheet was given more rows than a sheet holds
// (1,048,576 in all, MaxDataRows of data).
var ErrSheetFull = errors.New("excel: more rows than a sheet holds")

// MaxDataRows is how many data rows a written sheet holds, below its three rows of head.
const MaxDataRows = excelize.TotalRows - headerRow

// Sized is a writer told the size of the file Write is about to write (an
// HTTP response's Content-Length).
type Sized interface {
	Size(n int64)
}

type sheetStyles struct{ bold, title, money int }

// headerRow is the row of the column titles in a written sheet.
const headerRow = 3

// noteAuthor signs the header comments (Excel shows the author first).
const noteAuthor = "系统"

// Money is a cell value written as a number of yuan with two decimals.
type Money float64

// book is a file being written. excelize lays out everything but the data
// rows (styles, column widths, merged title, header notes) in a skeleton
// with the header rows only; the data rows are written here, into each
// sheet's part, as XML deflated to a temp file; send then zips the skeleton's
// parts around them. excelize's own stream writer took some 150 allocations
// a row, kept the whole sheet's XML in a temp file (700 MB for a million
// rows) and the finished file in memory.
type book struct {
	skeleton *zip.Reader
	sheets   []sheetPart
	money    int      // the style of Money cells
	tmp      *os.File // the deflated parts, one after another
	end      int64    // of what is written to tmp
}

// sheetPart is one sheet's part of the skeleton and, once written, where its
// deflated XML is in the temp file.
type sheetPart struct {
	path         string // in the zip
	head, tail   string // the skeleton's XML before and from </sheetData>
	offset, size int64  // deflated, in tmp
	crc          uint32
	unzipped     uint64
}

func newBook(title, exporter string, cols []Column, extra []Extra) (*book, error) {
	f := excelize.NewFile()
	defer f.Close()
	bold, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}})
	if err != nil {
		return nil, err
	}
	titleStyle, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 14},
		Alignment: &excelize.Alignment{Horizontal: "center"}})
	if err != nil {
		return nil, err
	}
	// amounts are numbers with two decimals (and thousands separators)
	amount, err := f.NewStyle(&excelize.Style{NumFmt: 4})
	if err != nil {
		return nil, err
	}
	styles := sheetStyles{bold: bold, title: titleStyle, money: amount}
	names := []string{sheet}
	if err := writeHead(f, sheet, title, exporter, cols, styles); err != nil {
		return nil, err
	}
	for _, x := range extra {
		if _, err := f.NewSheet(x.Name); err != nil {
			return nil, err
		}
		if err := writeHead(f, x.Name, x.Name, exporter, x.Columns, styles); err != nil {
			return nil, err
		}
		names = append(names, x.Name)
	}
	skel, err := f.WriteToBuffer()
	if err != nil {
		return nil, err
	}
	z, err := zip.NewReader(bytes.NewReader(skel.Bytes()), int64(skel.Len()))
	if err != nil {
		return nil, err
	}
	paths, err := sheetPaths(z)
	if err != nil {
		return nil, err
	}
	b := &book{skeleton: z, money: amount}
	for _, name := range names {
		p, ok := paths[name]
		if !ok {
			return nil, fmt.Errorf("excel: no part of sheet %q", name)
		}
		part, err := readPart(z, p)
		if err != nil {
			return nil, err
		}
		i := strings.LastIndex(part, "</sheetData>")
		if i < 0 {
			return nil, fmt.Errorf("excel: sheet %q has no sheetData", name)
		}
		b.sheets = append(b.sheets, sheetPart{path: p, head: part[:i], tail: part[i:]})
	}
	if b.tmp, err = os.CreateTemp("", "aqueduct-export-"); err != nil {
		return nil, err
	}
	return b, nil
}

// close removes the temp file.
func (b *book) close() {
	if b.tmp != nil {
		_ = b.tmp.Close()
		_ = os.Remove(b.tmp.Name())
	}
}

// writeHead writes a sheet's rows before the data: the title, the exporter,
// the column titles with their notes.
func writeHead(f *excelize.File, name, title, exporter string, cols []Column, st sheetStyles) error {
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
	return sw.Flush()
}

// sheetPaths maps the sheets' names to their parts, as the workbook and its
// relationships name them.
func sheetPaths(z *zip.Reader) (map[string]string, error) {
	wb, err := readPart(z, "xl/workbook.xml")
	if err != nil {
		return nil, err
	}
	rels, err := readPart(z, "xl/_rels/workbook.xml.rels")
	if err != nil {
		return nil, err
	}
	var w struct {
		Sheets []struct {
			Name string `xml:"name,attr"`
			ID   string `xml:"http://schemas.openxmlformats.org/officeDocument/2006/relationships id,attr"`
		} `xml:"sheets>sheet"`
	}
	var r struct {
		Rels []struct {
			ID     string `xml:"Id,attr"`
			Target string `xml:"Target,attr"`
		} `xml:"Relationship"`
	}
	if err := xml.Unmarshal([]byte(wb), &w); err != nil {
		return nil, err
	}
	if err := xml.Unmarshal([]byte(rels), &r); err != nil {
		return nil, err
	}
	targets := map[string]string{}
	for _, rel := range r.Rels {
		t := strings.TrimPrefix(rel.Target, "/")
		if !strings.HasPrefix(t, "xl/") {
			t = "xl/" + t
		}
		targets[rel.ID] = t
	}
	out := map[string]string{}
	for _, s := range w.Sheets {
		out[s.Name] = targets[s.ID]
	}
	return out, nil
}

func readPart(z *zip.Reader, name string) (string, error) {
	f, err := z.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	return string(b), err
}

// flushAt is how much row XML is gathered before it is deflated.
const flushAt = 64 << 10

// writeRows writes a sheet's part to the temp file: the skeleton's XML up to
// the end of the header rows, the data rows from row 4, the rest.
func (b *book) writeRows(sp *sheetPart, next func() ([]any, error)) error {
	sp.offset = b.end
	file := bufio.NewWriterSize(b.tmp, 64<<10) // flate writes a few hundred bytes at a time
	out := &partWriter{w: file}
	// The fastest level: a million rows' XML (some 700 MB) took 5.5 s at the
	// default level, 1.5 s at this one, for a file a sixth larger.
	zw, err := flate.NewWriter(out, flate.BestSpeed)
	if err != nil {
		return err
	}
	raw := &partWriter{w: zw, crc: crc32.NewIEEE()}
	rw := rowWriter{money: b.money}
	rw.buf = append(make([]byte, 0, flushAt+4096), sp.head...)
	for row := headerRow + 1; ; row++ {
		values, err := next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
		if row > excelize.TotalRows {
			return ErrSheetFull
		}
		rw.row(row, values)
		if len(rw.buf) >= flushAt {
			if _, err := raw.Write(rw.buf); err != nil {
				return err
			}
			rw.buf = rw.buf[:0]
		}
	}
	rw.buf = append(rw.buf, sp.tail...)
	if _, err := raw.Write(rw.buf); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := file.Flush(); err != nil {
		return err
	}
	sp.crc, sp.unzipped = raw.crc.Sum32(), uint64(raw.n)
	sp.size = out.n
	b.end += out.n
	return nil
}

// partWriter counts what it passes on, and checksums it unless crc is nil.
type partWriter struct {
	w   io.Writer
	crc hash.Hash32
	n   int64
}

func (p *partWriter) Write(b []byte) (int, error) {
	n, err := p.w.Write(b)
	if p.crc != nil {
		p.crc.Write(b[:n])
	}
	p.n += int64(n)
	return n, err
}

// send zips the skeleton's parts to w, each sheet's as written to the temp
// file, after telling a Sized w the size of it all.
func (b *book) send(w io.Writer) error {
	if s, ok := w.(Sized); ok {
		var n countWriter
		if err := b.writeZip(&n, true); err != nil {
			return err
		}
		s.Size(int64(n))
	}
	return b.writeZip(w, false)
}

// writeZip writes the file; dry, it writes zeros for the sheets' data (to count).
func (b *book) writeZip(w io.Writer, dry bool) error {
	zw := zip.NewWriter(w)
	for _, f := range b.skeleton.File {
		i := slices.IndexFunc(b.sheets, func(s sheetPart) bool { return s.path == f.Name })
		if i < 0 {
			if err := zw.Copy(f); err != nil {
				return err
			}
			continue
		}
		sp := b.sheets[i]
		h := f.FileHeader
		h.Method, h.CRC32 = zip.Deflate, sp.crc
		h.CompressedSize64, h.UncompressedSize64 = uint64(sp.size), sp.unzipped
		out, err := zw.CreateRaw(&h)
		if err != nil {
			return err
		}
		var data io.Reader = io.NewSectionReader(b.tmp, sp.offset, sp.size)
		if dry {
			data = io.LimitReader(zeros{}, sp.size)
		}
		if _, err := io.Copy(out, data); err != nil {
			return err
		}
	}
	return zw.Close()
}

type countWriter int64

func (c *countWriter) Write(p []byte) (int, error) {
	*c += countWriter(len(p))
	return len(p), nil
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// rowWriter appends the XML of data rows to buf, as excelize's stream writer
// writes them: inline strings, numbers, the money style.
type rowWriter struct {
	buf   []byte
	money int
	cols  []string // column letters by index
}

func (rw *rowWriter) row(row int, values []any) {
	for len(rw.cols) < len(values) {
		name, _ := excelize.ColumnNumberToName(len(rw.cols) + 1)
		rw.cols = append(rw.cols, name)
	}
	b := append(rw.buf, `<row r="`...)
	b = strconv.AppendInt(b, int64(row), 10)
	b = append(b, `">`...)
	for i, v := range values {
		start := len(b)
		b = append(b, `<c r="`...)
		b = append(b, rw.cols[i]...)
		b = strconv.AppendInt(b, int64(row), 10)
		b = append(b, '"')
		switch x := v.(type) {
		case nil:
			b = b[:start]
		case string:
			if x == "" {
				b = b[:start]
			} else {
				b = appendText(b, x)
			}
		case int:
			b = appendNumber(strconv.AppendInt(append(b, `><v>`...), int64(x), 10))
		case int64:
			b = appendNumber(strconv.AppendInt(append(b, `><v>`...), x, 10))
		case int32:
			b = appendNumber(strconv.AppendInt(append(b, `><v>`...), int64(x), 10))
		case float64:
			b = appendFloat(b, x)
		case float32:
			b = appendFloat(b, float64(x))
		case Money:
			b = append(b, ` s="`...)
			b = strconv.AppendInt(b, int64(rw.money), 10)
			b = appendFloat(append(b, '"'), float64(x))
		case bool:
			v := byte('0')
			if x {
				v = '1'
			}
			b = append(b, ` t="b"><v>`...)
			b = appendNumber(append(b, v))
		default:
			b = appendText(b, fmt.Sprint(x))
		}
	}
	rw.buf = append(b, `</row>`...)
}

func appendNumber(b []byte) []byte { return append(b, `</v></c>`...) }

// appendFloat writes a number as excelize does: the shortest decimal, and
// NaN or an infinity as text.
func appendFloat(b []byte, f float64) []byte {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return appendText(b, fmt.Sprint(f))
	}
	return appendNumber(strconv.AppendFloat(append(b, `><v>`...), f, 'f', -1, 64))
}

// maxCellText is Excel's own limit on the characters (UTF-16 units) in a cell.
const maxCellText = 32767

// bstr is an escape of OOXML strings (_x000D_ for a CR): a text holding one
// has its underscore escaped (_x005F_), so it reads back as written.
var bstr = regexp.MustCompile(`_x[a-fA-F\d]{4}_`)

// appendText finishes a cell of an inline string s: spaces kept at its ends,
// XML escaped, cut to Excel's limit as excelize cuts it.
func appendText(b []byte, s string) []byte {
	if len(s) > maxCellText {
		s = truncateUTF16(s, maxCellText)
	}
	b = append(b, ` t="inlineStr"><is><t`...)
	if c, d := s[0], s[len(s)-1]; c == ' ' || c == '\t' || c == '\n' || c == '\r' ||
		d == ' ' || d == '\t' || d == '\n' || d == '\r' {
		b = append(b, ` xml:space="preserve"`...)
	}
	b = append(b, '>')
	if strings.Contains(s, "_x") {
		s = bstr.ReplaceAllString(s, "_x005F$0")
	}
	b = appendEscaped(b, s)
	return append(b, `</t></is></c>`...)
}

// appendEscaped appends s as XML text; characters XML cannot hold become U+FFFD.
func appendEscaped(b []byte, s string) []byte {
	last := 0
	for i := 0; i < len(s); {
		c := s[i]
		var esc string
		size := 1
		switch {
		case c >= 0x80:
			r, n := utf8.DecodeRuneInString(s[i:])
			size = n
			if r == utf8.RuneError && n == 1 || r == 0xFFFE || r == 0xFFFF {
				esc = "\uFFFD"
			}
		case c == '&':
			esc = "&amp;"
		case c == '<':
			esc = "&lt;"
		case c == '>':
			esc = "&gt;"
		case c == '\r':
			esc = "&#xD;"
		case c == '\t':
			esc = "&#x9;"
		case c < 0x20 && c != '\n':
			esc = "\uFFFD"
		}
		if esc != "" {
			b = append(append(b, s[last:i]...), esc...)
			last = i + size
		}
		i += size
	}
	return append(b, s[last:]...)
}

// truncateUTF16 cuts s to at most n UTF-16 units.
func truncateUTF16(s string, n int) string {
	units := 0
	for i, r := range s {
		if units += utf16.RuneLen(r); units > n {
			return s[:i]
		}
	}
	return s
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
	ErrFormat    = errors.New("excel: not an xlsx or xls file")
	ErrEncrypted = errors.New("excel: the file has a password")
	ErrTooMany   = errors.New("excel: too many rows")
	ErrTooLarge  = errors.New("excel: file too large")
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
// the cell and text budgets for the whole file. An Excel 97–2003 file
// (.xls) reads as an .xlsx does.
func ReadBook(r io.Reader, lim Limits, known map[string]bool, others map[string]map[string]bool) (*Sheet, map[string]*Sheet, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, nil, err
	}
	var book workbook
	if bytes.HasPrefix(b, oleMagic) {
		x, err := openXLS(b, lim)
		if err != nil {
			return nil, nil, err
		}
		book = x
	} else {
		if err := checkZip(b, lim); err != nil {
			return nil, nil, err
		}
		f, err := excelize.OpenReader(bytes.NewReader(b), excelize.Options{
			UnzipSizeLimit: lim.Unzipped, UnzipXMLSizeLimit: min(lim.InMemory, lim.Unzipped)})
		if err != nil {
			return nil, nil, fmt.Errorf("%w: %v", ErrFormat, err)
		}
		defer f.Close()
		book = xlsxBook{f}
	}
	names, name := book.sheetNames(), book.activeSheet()
	if _, other := others[name]; name == "" || other {
		name = ""
		for _, n := range names {
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
	first, err := readSheet(book, name, known, lim.Rows, bud)
	if err != nil {
		return nil, nil, err
	}
	more := map[string]*Sheet{}
	for _, n := range names {
		if k, ok := others[n]; ok && n != name {
			if more[n], err = readSheet(book, n, k, lim.Rows, bud); err != nil {
				return nil, nil, err
			}
		}
	}
	return first, more, nil
}

// workbook is an opened .xlsx or .xls.
type workbook interface {
	sheetNames() []string
	activeSheet() string
	// rows opens a sheet's rows; maxCells bounds what may be held at once.
	rows(name string, maxCells int) (sheetRows, error)
}

// sheetRows walks a sheet's rows, one Next a line, as excelize's Rows.
type sheetRows interface {
	Next() bool
	Columns(...excelize.Options) ([]string, error)
	Error() error
	Close() error
}

type xlsxBook struct{ f *excelize.File }

func (b xlsxBook) sheetNames() []string                       { return b.f.GetSheetList() }
func (b xlsxBook) activeSheet() string                        { return b.f.GetSheetName(b.f.GetActiveSheetIndex()) }
func (b xlsxBook) rows(name string, _ int) (sheetRows, error) { return b.f.Rows(name) }

func (x *xlsBook) sheetNames() []string {
	names := make([]string, len(x.sheets))
	for i, s := range x.sheets {
		names[i] = s.name
	}
	return names
}

func (x *xlsBook) activeSheet() string { return x.active }

func (x *xlsBook) rows(name string, maxCells int) (sheetRows, error) {
	return x.sheetRows(name, maxCells)
}

// budget is what is left of a file's cell and text budgets.
type budget struct {
	cells int
	text  int64
}

func readSheet(book workbook, name string, known map[string]bool, maxRows int, bud *budget) (*Sheet, error) {
	rows, err := book.rows(name, bud.cells)
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

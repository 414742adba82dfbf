package excel

// Excel 97–2003 workbooks (.xls, BIFF8), read for import. The container (an
// OLE compound file) is read by mscfb, which checks its sector chains for
// cycles; the .xls readers the module proxy serves follow the chains blindly
// (a 2 KB file loops forever) and allocate what a header claims, so the
// records of the Workbook stream are read here, and only what an import
// needs: the sheets, shared strings, cell values, and which number formats
// are dates. Every length is checked against the bytes that hold it; the
// stream is at most the file, the cells at most the limits' budget.

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf16"

	"github.com/richardlehane/mscfb"
	"github.com/xuri/excelize/v2"
)

// oleMagic starts every compound file: an .xls, and an encrypted .xlsx.
var oleMagic = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}

// BIFF8 record types read here.
const (
	recFormula  = 0x0006
	recEOF      = 0x000A
	recFilePass = 0x002F
	recDateMode = 0x0022
	recContinue = 0x003C
	recWindow1  = 0x003D
	recSheet    = 0x0085
	recMulRK    = 0x00BD
	recXF       = 0x00E0
	recSST      = 0x00FC
	recLabelSST = 0x00FD
	recRString  = 0x00D6
	recNumber   = 0x0203
	recLabel    = 0x0204
	recBoolErr  = 0x0205
	recString   = 0x0207
	recRK       = 0x027E
	recFormat   = 0x041E
	recBOF      = 0x0809
)

// xlsBook is a parsed workbook: its worksheets and what their cells need.
type xlsBook struct {
	stream  []byte
	sheets  []xlsSheet // worksheets only, in tab order
	active  string
	sst     []string
	xfFmt   []uint16          // each XF's number format
	formats map[uint16]string // custom number formats by index
	date    map[uint16]dateKind
	is1904  bool
}

type xlsSheet struct {
	name string
	pos  int // offset of its BOF in the stream
}

// dateKind tells how a number format shows a serial date: not at all, as a
// date, a date and time, or a time.
type dateKind uint8

const (
	notDate dateKind = iota
	dateOnly
	dateTime
	timeOnly
)

// openXLS reads a compound file's Workbook stream and its global records.
func openXLS(b []byte, lim Limits) (*xlsBook, error) {
	doc, err := mscfb.New(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrFormat, err)
	}
	var book *mscfb.File
	for f, err := doc.Next(); err == nil; f, err = doc.Next() {
		switch f.Name {
		case "EncryptedPackage", "EncryptionInfo":
			return nil, ErrEncrypted
		case "Workbook":
			book = f
		}
	}
	if book == nil { // "Book" is Excel 95's
		return nil, fmt.Errorf("%w: no BIFF8 workbook stream", ErrFormat)
	}
	if book.Size > int64(len(b)) || book.Size > lim.Unzipped {
		return nil, ErrTooLarge
	}
	stream, err := io.ReadAll(io.LimitReader(book, book.Size))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrFormat, err)
	}
	x := &xlsBook{stream: stream, formats: map[uint16]string{}, date: map[uint16]dateKind{}}
	return x, x.readGlobals()
}

// record is one BIFF record: its type and body.
type record struct {
	typ  uint16
	body []byte
}

// records walks the stream's records from pos; yield returns false to stop.
func (x *xlsBook) records(pos int, yield func(r record) bool) error {
	for pos+4 <= len(x.stream) {
		typ := binary.LittleEndian.Uint16(x.stream[pos:])
		n := int(binary.LittleEndian.Uint16(x.stream[pos+2:]))
		pos += 4
		if pos+n > len(x.stream) {
			return fmt.Errorf("%w: record beyond the stream", ErrFormat)
		}
		if !yield(record{typ, x.stream[pos : pos+n]}) {
			return nil
		}
		pos += n
	}
	return fmt.Errorf("%w: no end of substream", ErrFormat)
}

func (x *xlsBook) readGlobals() error {
	var (
		all     []xlsSheet // every sheet, charts too: WINDOW1 counts them
		kinds   []byte
		tab     = 0
		sst     []record
		inSST   bool
		first   = true
		problem error
	)
	err := x.records(0, func(r record) bool {
		if first {
			first = false
			if r.typ != recBOF || len(r.body) < 4 || binary.LittleEndian.Uint16(r.body) != 0x0600 {
				problem = fmt.Errorf("%w: not BIFF8", ErrFormat)
				return false
			}
			return true
		}
		if inSST && r.typ == recContinue {
			sst = append(sst, r)
			return true
		}
		inSST = false
		switch r.typ {
		case recEOF:
			return false
		case recFilePass:
			problem = ErrEncrypted
			return false
		case recDateMode:
			x.is1904 = len(r.body) >= 2 && binary.LittleEndian.Uint16(r.body) == 1
		case recWindow1:
			if len(r.body) >= 12 {
				tab = int(binary.LittleEndian.Uint16(r.body[10:]))
			}
		case recSheet:
			if len(r.body) < 8 {
				problem = fmt.Errorf("%w: short BOUNDSHEET", ErrFormat)
				return false
			}
			name, _, err := unicodeString(r.body[6:], int(r.body[6]), 1)
			if err != nil {
				problem = err
				return false
			}
			all = append(all, xlsSheet{name: name, pos: int(binary.LittleEndian.Uint32(r.body))})
			kinds = append(kinds, r.body[5])
		case recFormat:
			if len(r.body) >= 4 {
				if s, _, err := unicodeString(r.body[2:], int(binary.LittleEndian.Uint16(r.body[2:])), 2); err == nil {
					x.formats[binary.LittleEndian.Uint16(r.body)] = s
				}
			}
		case recXF:
			if len(r.body) >= 4 {
				x.xfFmt = append(x.xfFmt, binary.LittleEndian.Uint16(r.body[2:]))
			}
		case recSST:
			sst, inSST = []record{r}, true
		}
		return true
	})
	if problem != nil {
		return problem
	}
	if err != nil {
		return err
	}
	for i, s := range all {
		if kinds[i] != 0 { // a chart, macro or dialog sheet
			continue
		}
		if i == tab || x.active == "" && i > tab {
			x.active = s.name
		}
		x.sheets = append(x.sheets, s)
	}
	if len(x.sheets) == 0 {
		return fmt.Errorf("%w: no sheet", ErrFormat)
	}
	if x.active == "" {
		x.active = x.sheets[0].name
	}
	if len(sst) > 0 {
		x.sst = readSST(sst)
	}
	return nil
}

// unicodeString reads an XLUnicodeString whose character count (cch) is
// already known and whose flags byte is at b[skip]: one byte a character
// unless fHighByte, then UTF-16LE. It returns the text and the bytes used.
func unicodeString(b []byte, cch, skip int) (string, int, error) {
	if len(b) < skip+1 {
		return "", 0, fmt.Errorf("%w: short string", ErrFormat)
	}
	high := b[skip]&1 != 0
	pos := skip + 1
	size := cch
	if high {
		size *= 2
	}
	if pos+size > len(b) {
		return "", 0, fmt.Errorf("%w: string beyond its record", ErrFormat)
	}
	return decodeChars(b[pos:pos+size], high), pos + size, nil
}

// decodeChars turns BIFF8 characters into text: "compressed" ones are the
// low bytes of UTF-16 units (Latin-1), the others UTF-16LE.
func decodeChars(b []byte, high bool) string {
	units := make([]uint16, 0, len(b))
	if high {
		for i := 0; i+1 < len(b); i += 2 {
			units = append(units, binary.LittleEndian.Uint16(b[i:]))
		}
	} else {
		for _, c := range b {
			units = append(units, uint16(c))
		}
	}
	return string(utf16.Decode(units))
}

// sstReader reads the shared strings across their SST and CONTINUE records:
// a string's characters may break at a record's end, where the next record
// starts with a new flags byte (the rest may be stored the other width).
type sstReader struct {
	segs [][]byte
	seg  int
	pos  int
}

func (r *sstReader) left() int { return len(r.segs[r.seg]) - r.pos }

// next moves to the next record; false when there is none.
func (r *sstReader) next() bool {
	if r.seg+1 >= len(r.segs) {
		return false
	}
	r.seg, r.pos = r.seg+1, 0
	return true
}

// bytes reads n bytes that may span records (no flags byte between).
func (r *sstReader) bytes(n int) ([]byte, bool) {
	var out []byte
	for n > 0 {
		if r.left() == 0 && !r.next() {
			return nil, false
		}
		k := min(n, r.left())
		out = append(out, r.segs[r.seg][r.pos:r.pos+k]...)
		r.pos, n = r.pos+k, n-k
	}
	return out, true
}

func (r *sstReader) skip(n int) bool {
	for n > 0 {
		if r.left() == 0 && !r.next() {
			return false
		}
		k := min(n, r.left())
		r.pos, n = r.pos+k, n-k
	}
	return true
}

// chars reads cch characters starting with the given width.
func (r *sstReader) chars(cch int, high bool) (string, bool) {
	var sb strings.Builder
	for cch > 0 {
		if r.left() == 0 {
			if !r.next() {
				return "", false
			}
			high = r.segs[r.seg][0]&1 != 0
			r.pos = 1
		}
		w := 1
		if high {
			w = 2
		}
		k := min(cch, r.left()/w)
		if k == 0 { // half a character before the break: malformed
			return "", false
		}
		sb.WriteString(decodeChars(r.segs[r.seg][r.pos:r.pos+k*w], high))
		r.pos, cch = r.pos+k*w, cch-k
	}
	return sb.String(), true
}

// readSST reads the shared strings; a table cut short keeps what it read
// (a cell naming a string beyond it reads empty).
func readSST(recs []record) []string {
	if len(recs[0].body) < 8 {
		return nil
	}
	segs := make([][]byte, len(recs))
	for i, r := range recs {
		segs[i] = r.body
	}
	r := &sstReader{segs: segs, pos: 8}
	unique := int(binary.LittleEndian.Uint32(recs[0].body[4:]))
	total := 0
	for _, s := range segs {
		total += len(s)
	}
	out := make([]string, 0, min(unique, total/3)) // a string takes 3 bytes at least
	for range unique {
		head, ok := r.bytes(3)
		if !ok {
			break
		}
		cch, flags := int(binary.LittleEndian.Uint16(head)), head[2]
		runs, ext := 0, 0
		if flags&0x8 != 0 {
			b, ok := r.bytes(2)
			if !ok {
				break
			}
			runs = int(binary.LittleEndian.Uint16(b))
		}
		if flags&0x4 != 0 {
			b, ok := r.bytes(4)
			if !ok {
				break
			}
			ext = int(binary.LittleEndian.Uint32(b))
		}
		s, ok := r.chars(cch, flags&1 != 0)
		if !ok || ext < 0 || !r.skip(4*runs) || !r.skip(ext) {
			break
		}
		out = append(out, s)
	}
	return out
}

// dateKindOf tells whether XF index ixfe shows numbers as dates.
func (x *xlsBook) dateKindOf(ixfe uint16) dateKind {
	if int(ixfe) >= len(x.xfFmt) {
		return notDate
	}
	f := x.xfFmt[ixfe]
	if k, ok := x.date[f]; ok {
		return k
	}
	var k dateKind
	switch {
	case f >= 14 && f <= 17, f >= 27 && f <= 31, f >= 34 && f <= 36, f >= 50 && f <= 58:
		k = dateOnly // the built-in date formats, the CJK ones among them
	case f == 22:
		k = dateTime
	case f >= 18 && f <= 21, f == 32, f == 33, f >= 45 && f <= 47:
		k = timeOnly
	default:
		k = formatDateKind(x.formats[f])
	}
	x.date[f] = k
	return k
}

// formatDateKind reads a custom number format: letters of a date or a time
// outside quoted text, escapes and [colour] sections make it one.
func formatDateKind(f string) dateKind {
	day, clock := false, false
	for i := 0; i < len(f); i++ {
		switch c := f[i]; c {
		case '"':
			if j := strings.IndexByte(f[i+1:], '"'); j >= 0 {
				i += j + 1
			} else {
				i = len(f)
			}
		case '\\', '_', '*':
			i++
		case '[':
			j := strings.IndexByte(f[i:], ']')
			if j < 0 {
				return notDate
			}
			switch strings.ToLower(f[i+1 : i+j]) { // elapsed time: [h]:mm
			case "h", "hh", "m", "mm", "s", "ss":
				clock = true
			}
			i += j
		case 'y', 'Y', 'd', 'D':
			day = true
		case 'h', 'H', 's', 'S':
			clock = true
		case 'm', 'M':
			day = day || !clock // mm after h is minutes; alone it is a month
		}
	}
	switch {
	case day && clock:
		return dateTime
	case day:
		return dateOnly
	case clock:
		return timeOnly
	}
	return notDate
}

// number prints a number cell as the sheet shows it: a date format gives
// the contract's date text, anything else up to 15 significant digits (as
// Excel keeps them; 0.1+0.2 is 0.3).
func (x *xlsBook) number(f float64, ixfe uint16) string {
	if k := x.dateKindOf(ixfe); k != notDate && f >= 0 && f < 2958466 { // before 10000-01-01
		base := time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC)
		if x.is1904 {
			base = time.Date(1904, 1, 1, 0, 0, 0, 0, time.UTC)
		} else if f < 60 { // Excel's 1900-02-29 that never was
			base = base.AddDate(0, 0, 1)
		}
		t := base.Add(time.Duration(math.Round(f*86400)) * time.Second)
		switch k {
		case dateOnly:
			return t.Format("2006-01-02")
		case timeOnly:
			return t.Format("15:04:05")
		}
		return t.Format("2006-01-02 15:04:05")
	}
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return ""
	}
	r, _ := strconv.ParseFloat(strconv.FormatFloat(f, 'g', 15, 64), 64)
	return strconv.FormatFloat(r, 'f', -1, 64)
}

func rkNumber(rk uint32) float64 {
	var f float64
	if rk&2 != 0 {
		f = float64(int32(rk) >> 2)
	} else {
		f = math.Float64frombits(uint64(rk&^3) << 32)
	}
	if rk&1 != 0 {
		f /= 100
	}
	return f
}

var cellErrors = map[byte]string{0x00: "#NULL!", 0x07: "#DIV/0!", 0x0F: "#VALUE!", 0x17: "#REF!",
	0x1D: "#NAME?", 0x24: "#NUM!", 0x2A: "#N/A"}

func boolText(b byte) string {
	if b != 0 {
		return "TRUE"
	}
	return "FALSE"
}

// xlsCell is a cell with text; blank cells are not kept.
type xlsCell struct {
	row, col uint16
	text     string
}

// sheetRows reads a worksheet's cells into rows, as excelize's Rows: one
// Next for each line from 1 to the last with a cell, gaps included. At most
// maxCells cells with text are kept.
func (x *xlsBook) sheetRows(name string, maxCells int) (*xlsRows, error) {
	i := slices.IndexFunc(x.sheets, func(s xlsSheet) bool { return s.name == name })
	if i < 0 {
		return nil, fmt.Errorf("%w: no sheet %s", ErrFormat, name)
	}
	var (
		cells   []xlsCell
		depth   int  // nested substreams (a chart on the sheet)
		pending = -1 // the cell of a formula whose text comes in the next STRING record
		problem error
	)
	add := func(row, col uint16, text string) bool {
		if text == "" {
			return true
		}
		if len(cells) >= maxCells {
			problem = ErrTooLarge
			return false
		}
		cells = append(cells, xlsCell{row, col, text})
		return true
	}
	err := x.records(x.sheets[i].pos, func(r record) bool {
		b := r.body
		switch r.typ {
		case recBOF:
			depth++
			return true
		case recEOF:
			depth--
			return depth > 0
		}
		if depth != 1 {
			return true
		}
		if r.typ != recString {
			pending = -1
		}
		if r.typ != recMulRK && r.typ != recString && len(b) < 6 {
			return true
		}
		row, col, ixfe := cellHead(b)
		switch r.typ {
		case recLabelSST:
			if len(b) >= 10 {
				if k := int(binary.LittleEndian.Uint32(b[6:])); k < len(x.sst) {
					return add(row, col, x.sst[k])
				}
			}
		case recLabel, recRString:
			if len(b) >= 8 {
				if s, _, err := unicodeString(b[6:], int(binary.LittleEndian.Uint16(b[6:])), 2); err == nil {
					return add(row, col, s)
				}
			}
		case recNumber:
			if len(b) >= 14 {
				return add(row, col, x.number(math.Float64frombits(binary.LittleEndian.Uint64(b[6:])), ixfe))
			}
		case recRK:
			if len(b) >= 10 {
				return add(row, col, x.number(rkNumber(binary.LittleEndian.Uint32(b[6:])), ixfe))
			}
		case recMulRK:
			if len(b) < 6 {
				return true
			}
			row, first := binary.LittleEndian.Uint16(b), binary.LittleEndian.Uint16(b[2:])
			for j, p := 0, 4; p+6 <= len(b)-2; j, p = j+1, p+6 {
				ixfe := binary.LittleEndian.Uint16(b[p:])
				if !add(row, first+uint16(j), x.number(rkNumber(binary.LittleEndian.Uint32(b[p+2:])), ixfe)) {
					return false
				}
			}
		case recBoolErr:
			if len(b) >= 8 {
				if b[7] == 0 {
					return add(row, col, boolText(b[6]))
				}
				return add(row, col, cellErrors[b[6]])
			}
		case recFormula:
			if len(b) < 14 {
				return true
			}
			res := b[6:14]
			if res[6] != 0xFF || res[7] != 0xFF {
				return add(row, col, x.number(math.Float64frombits(binary.LittleEndian.Uint64(res)), ixfe))
			}
			switch res[0] {
			case 0: // the text follows in a STRING record
				pending = len(cells)
				cells = append(cells, xlsCell{row: row, col: col})
				if len(cells) > maxCells {
					problem = ErrTooLarge
					return false
				}
			case 1:
				return add(row, col, boolText(res[2]))
			case 2:
				return add(row, col, cellErrors[res[2]])
			}
		case recString:
			if pending >= 0 && len(b) >= 3 {
				if s, _, err := unicodeString(b, int(binary.LittleEndian.Uint16(b)), 2); err == nil {
					cells[pending].text = s
				}
			}
			pending = -1
		}
		return true
	})
	if problem != nil {
		return nil, problem
	}
	if err != nil {
		return nil, err
	}
	slices.SortStableFunc(cells, func(a, b xlsCell) int {
		if a.row != b.row {
			return int(a.row) - int(b.row)
		}
		return int(a.col) - int(b.col)
	})
	return &xlsRows{cells: cells, line: -1}, nil
}

// cellHead reads the row, column and XF index that start a cell record.
func cellHead(b []byte) (row, col, ixfe uint16) {
	return binary.LittleEndian.Uint16(b), binary.LittleEndian.Uint16(b[2:]), binary.LittleEndian.Uint16(b[4:])
}

// xlsRows hands a sheet's rows to readSheet as excelize's Rows does.
type xlsRows struct {
	cells []xlsCell // sorted by row, then column
	line  int       // the row index of the current line (0-based)
	cols  []string
}

func (r *xlsRows) Next() bool {
	for len(r.cells) > 0 && r.cells[0].text == "" { // a formula's text that never came
		r.cells = r.cells[1:]
	}
	if len(r.cells) == 0 {
		return false
	}
	r.line++
	r.cols = r.cols[:0]
	for len(r.cells) > 0 && int(r.cells[0].row) == r.line {
		c := r.cells[0]
		r.cells = r.cells[1:]
		if c.text == "" {
			continue
		}
		for len(r.cols) < int(c.col) {
			r.cols = append(r.cols, "")
		}
		if len(r.cols) == int(c.col) {
			r.cols = append(r.cols, c.text)
		} else {
			r.cols[c.col] = c.text // a cell written twice: the last one stands
		}
	}
	return true
}

func (r *xlsRows) Columns(...excelize.Options) ([]string, error) { return slices.Clone(r.cols), nil }

func (r *xlsRows) Error() error { return nil }

func (r *xlsRows) Close() error { return nil }

// Package exceltest builds the hostile workbooks the import's tests upload:
// real xlsx zips whose parts unzip to far more than the file's size.
package exceltest

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

const ns = `xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"`

// Base is a plain workbook with the given header row in Sheet1.
func Base(t testing.TB, headers ...string) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	row := make([]any, len(headers))
	for i, h := range headers {
		row[i] = h
	}
	if err := f.SetSheetRow("Sheet1", "A1", &row); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// Replace copies the zip base with the given parts written instead (added
// when base has none). Parts are deflated fast: a run of one byte shrinks
// about a thousandfold, as in a zip bomb.
func Replace(t testing.TB, base []byte, parts map[string]func(w io.Writer) error) []byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(base), int64(len(base)))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	zw := zip.NewWriter(&out)
	zw.RegisterCompressor(zip.Deflate, func(w io.Writer) (io.WriteCloser, error) { return flate.NewWriter(w, flate.BestSpeed) })
	for _, f := range zr.File {
		if parts[f.Name] != nil {
			continue
		}
		if err := zw.Copy(f); err != nil {
			t.Fatal(err)
		}
	}
	for name, write := range parts {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := write(w); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// Run writes n bytes of c.
func Run(w io.Writer, c byte, n int64) error {
	chunk := bytes.Repeat([]byte{c}, 64<<10)
	for n > 0 {
		k := min(n, int64(len(chunk)))
		if _, err := w.Write(chunk[:k]); err != nil {
			return err
		}
		n -= k
	}
	return nil
}

// Sheet writes a worksheet of inline-string rows; a cell "\x00N" stands for
// N letters A, written without holding them in memory.
func Sheet(rows ...[]string) func(io.Writer) error {
	return func(w io.Writer) error {
		fmt.Fprintf(w, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet %s><sheetData>`, ns)
		for i, row := range rows {
			fmt.Fprintf(w, `<row r="%d">`, i+1)
			for j, cell := range row {
				ref, _ := excelize.CoordinatesToCellName(j+1, i+1)
				fmt.Fprintf(w, `<c r="%s" t="inlineStr"><is><t>`, ref)
				if n, ok := strings.CutPrefix(cell, "\x00"); ok {
					var size int64
					fmt.Sscan(n, &size)
					if err := Run(w, 'A', size); err != nil {
						return err
					}
				} else {
					fmt.Fprint(w, cell)
				}
				fmt.Fprint(w, `</t></is></c>`)
			}
			fmt.Fprint(w, `</row>`)
		}
		_, err := fmt.Fprint(w, `</sheetData></worksheet>`)
		return err
	}
}

// Huge is the cell text Sheet writes as n letters A.
func Huge(n int64) string { return fmt.Sprintf("\x00%d", n) }

// HugeCell is a workbook whose header row is followed by a row with one cell of n letters.
func HugeCell(t testing.TB, n int64, headers ...string) []byte {
	t.Helper()
	return Replace(t, Base(t, headers...), map[string]func(io.Writer) error{
		"xl/worksheets/sheet1.xml": Sheet(headers, []string{Huge(n)})})
}

// HugeSharedString is a workbook whose header row is followed by a row with
// one cell that is a shared string of n letters.
func HugeSharedString(t testing.TB, n int64, headers ...string) []byte {
	t.Helper()
	sst := func(w io.Writer) error {
		fmt.Fprintf(w, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst %s>`, ns)
		for _, h := range headers {
			fmt.Fprintf(w, `<si><t>%s</t></si>`, h)
		}
		fmt.Fprint(w, `<si><t>`)
		if err := Run(w, 'A', n); err != nil {
			return err
		}
		_, err := fmt.Fprint(w, `</t></si></sst>`)
		return err
	}
	sheet := func(w io.Writer) error {
		fmt.Fprintf(w, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet %s><sheetData><row r="1">`, ns)
		for i := range headers {
			ref, _ := excelize.CoordinatesToCellName(i+1, 1)
			fmt.Fprintf(w, `<c r="%s" t="s"><v>%d</v></c>`, ref, i)
		}
		_, err := fmt.Fprintf(w, `</row><row r="2"><c r="A2" t="s"><v>%d</v></c></row></sheetData></worksheet>`, len(headers))
		return err
	}
	return Replace(t, Base(t, headers...), map[string]func(io.Writer) error{
		"xl/sharedStrings.xml": sst, "xl/worksheets/sheet1.xml": sheet})
}

// Allocated is how many bytes the whole process allocates while f runs
// (meaningful when nothing else runs).
func Allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

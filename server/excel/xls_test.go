package excel_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/xuri/excelize/v2"

	"aqueduct/server/excel"
)

// The .xls fixtures are written by testdata/make_xls.py (xlwt, gnumeric).
func fixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	require.NoError(t, err)
	return b
}

var bookTitles = map[string]bool{"名称": true, "编码": true, "数量": true, "日期": true, "时间": true, "有效": true, "备注": true}

// fixtureRow is make_xls.py's row(i), as the import reads it.
func fixtureRow(i int) map[string]string {
	ok := "FALSE"
	if i%2 == 0 {
		ok = "TRUE"
	}
	return map[string]string{
		"名称": fmt.Sprintf("名称%d", i),
		"编码": fmt.Sprintf("code-%04d", i),
		"数量": strings.TrimSuffix(fmt.Sprintf("%g", float64(i)*1.5), ".0"),
		"日期": time.Date(2024, 1, 1+i, 0, 0, 0, 0, time.UTC).Format("2006-01-02"),
		"时间": time.Date(2024, 1, 1, 8, 30+i, 0, 0, time.UTC).Format("2006-01-02 15:04:05"),
		"有效": ok,
		"备注": "",
	}
}

// TestReadXLS: an Excel 97–2003 workbook reads as an .xlsx does: the active
// sheet (not the first), the header row found under the title rows, every
// row's text, numbers, dates, date-times and booleans, shared strings that
// run over many CONTINUE records (one text across several), and a child sheet.
func TestReadXLS(t *testing.T) {
	b := fixture(t, "book.xls")
	kid := map[string]bool{"主表序号": true, "名称": true}
	sheet, more, err := excel.ReadBook(bytes.NewReader(b), excel.DefaultLimits, bookTitles, map[string]map[string]bool{"明细": kid})
	require.NoError(t, err)
	require.Equal(t, []string{"名称", "编码", "数量", "日期", "时间", "有效", "备注"}, sheet.Headers)
	require.Equal(t, 3, sheet.HeaderLine)
	require.Len(t, sheet.Rows, 1001, "1,000 rows and the last; the empty line 1004 is left out")
	for i := 1; i <= 1000; i++ {
		want := fixtureRow(i)
		if i == 1 {
			want["备注"] = string([]rune(strings.Repeat("长文本ABC", 2000))[:12000])
		}
		require.Equal(t, excel.Row{Line: i + 3, Cells: want}, sheet.Rows[i-1], "line %d", i+3)
	}
	require.Equal(t, excel.Row{Line: 1005, Cells: map[string]string{"名称": "末行", "编码": "123456789012", "数量": "0.3",
		"日期": "", "时间": "", "有效": "", "备注": ""}}, sheet.Rows[1000])
	require.Equal(t, map[string]*excel.Sheet{"明细": {Headers: []string{"主表序号", "名称"}, HeaderLine: 1,
		Rows: []excel.Row{{Line: 2, Cells: map[string]string{"主表序号": "1", "名称": "子项"}}}}}, more)

	// Saved while the child sheet was shown: the first of the others is read.
	sheet, _, err = excel.ReadBook(bytes.NewReader(b), excel.DefaultLimits, map[string]bool{"导入说明": true},
		map[string]map[string]bool{"数据": bookTitles})
	require.NoError(t, err)
	require.Equal(t, []string{"导入说明"}, sheet.Headers, "the sheet 说明")
}

// TestReadXLSFormulas: a formula cell reads as the result Excel saved with
// it: a number, a text (held in the record after it), a boolean, a date in
// a date format, an error.
func TestReadXLSFormulas(t *testing.T) {
	sheet, err := excel.Read(bytes.NewReader(fixture(t, "formula.xls")), map[string]bool{"名称": true}, excel.DefaultLimits)
	require.NoError(t, err)
	require.Equal(t, []excel.Row{
		{Line: 2, Cells: map[string]string{"名称": "甲", "编码": "c-1", "数量": "3", "有效": "TRUE", "日期": "2024-01-15"}},
		{Line: 3, Cells: map[string]string{"名称": "乙", "编码": "长文文文", "数量": "2.5", "有效": "FALSE", "日期": "#DIV/0!"}},
	}, sheet.Rows)
}

// TestReadXLSLimits: the limits of an .xlsx hold for an .xls.
func TestReadXLSLimits(t *testing.T) {
	b := fixture(t, "book.xls")
	for name, tc := range map[string]struct {
		set  func(*excel.Limits)
		want error
	}{
		"rows":   {func(l *excel.Limits) { l.Rows = 1000 }, excel.ErrTooMany},
		"cells":  {func(l *excel.Limits) { l.Cells = 5000 }, excel.ErrTooLarge},
		"text":   {func(l *excel.Limits) { l.Text = 20000 }, excel.ErrTooLarge},
		"stream": {func(l *excel.Limits) { l.Unzipped = 100 << 10 }, excel.ErrTooLarge},
	} {
		lim := excel.DefaultLimits
		tc.set(&lim)
		_, err := excel.Read(bytes.NewReader(b), bookTitles, lim)
		require.ErrorIs(t, err, tc.want, name)
	}
}

// TestReadXLSBroken: a damaged or foreign compound file is a format error,
// never a panic or a hang; a password-protected workbook says so.
func TestReadXLSBroken(t *testing.T) {
	b := fixture(t, "book.xls")
	for name, broken := range map[string][]byte{
		"cut":     b[:len(b)/3],
		"header":  append(append([]byte{}, b[:8]...), make([]byte, 600)...),
		"garbage": append(append([]byte{}, b[:512]...), bytes.Repeat([]byte{0xFF}, 4096)...),
	} {
		_, err := excel.Read(bytes.NewReader(broken), bookTitles, excel.DefaultLimits)
		require.ErrorIs(t, err, excel.ErrFormat, name)
	}

	// A FAT whose chains all point back to themselves reads as one sector.
	looped := append([]byte{}, b...)
	fat := 512 * (1 + int(binary.LittleEndian.Uint32(looped[0x4C:]))) // the first FAT sector
	for i := 0; i < 128; i++ {
		binary.LittleEndian.PutUint32(looped[fat+4*i:], uint32(i))
	}
	_, err := excel.Read(bytes.NewReader(looped), bookTitles, excel.DefaultLimits)
	require.Error(t, err)

	f := excelize.NewFile()
	defer f.Close()
	var enc bytes.Buffer
	require.NoError(t, f.Write(&enc, excelize.Options{Password: "secret"}))
	_, err = excel.Read(bytes.NewReader(enc.Bytes()), bookTitles, excel.DefaultLimits)
	require.ErrorIs(t, err, excel.ErrEncrypted)
}

// FuzzReadXLS: no input panics or runs away; go test runs the seeds, `go
// test -fuzz FuzzReadXLS ./server/excel` mutates them (the small fixtures:
// the fuzzer crawls on the 150 KB one).
func FuzzReadXLS(f *testing.F) {
	f.Add(fixture(f, "users.xls"))
	f.Add(fixture(f, "formula.xls"))
	f.Fuzz(func(t *testing.T, b []byte) {
		lim := excel.DefaultLimits
		lim.Cells, lim.Text = 100_000, 1<<20
		_, _, _ = excel.ReadBook(bytes.NewReader(b), lim, bookTitles, map[string]map[string]bool{"明细": {"名称": true}})
	})
}

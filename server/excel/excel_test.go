package excel_test

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/xuri/excelize/v2"

	"aqueduct/server/excel"
	"aqueduct/server/excel/exceltest"
)

var known = map[string]bool{"名称": true, "编码": true}

// tempFiles counts excelize's temp files (its parts unzipped to disk).
func tempFiles(t *testing.T) int {
	t.Helper()
	entries, err := os.ReadDir(os.TempDir())
	require.NoError(t, err)
	n := 0
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "excelize-") {
			n++
		}
	}
	return n
}

func TestReadRoundTrip(t *testing.T) {
	rows := [][]any{{"甲", "a"}, {"", ""}, {"乙", "b"}}
	var buf bytes.Buffer
	i := 0
	require.NoError(t, excel.Write(&buf, "测试", "管理员", []excel.Column{{Title: "名称"}, {Title: "编码"}}, func() ([]any, error) {
		if i == len(rows) {
			return nil, io.EOF
		}
		i++
		return rows[i-1], nil
	}))
	sheet, err := excel.Read(bytes.NewReader(buf.Bytes()), known, excel.DefaultLimits)
	require.NoError(t, err)
	require.Equal(t, []string{"名称", "编码"}, sheet.Headers)
	require.Equal(t, []excel.Row{{Line: 4, Cells: map[string]string{"名称": "甲", "编码": "a"}},
		{Line: 6, Cells: map[string]string{"名称": "乙", "编码": "b"}}}, sheet.Rows, "blank rows skipped")
	require.Equal(t, 3, sheet.HeaderLine)

	lim := excel.DefaultLimits
	lim.Rows = 1
	_, err = excel.Read(bytes.NewReader(buf.Bytes()), known, lim)
	require.ErrorIs(t, err, excel.ErrTooMany)

	_, err = excel.Read(strings.NewReader("not a workbook"), known, excel.DefaultLimits)
	require.ErrorIs(t, err, excel.ErrFormat)
}

// The header notes are the header cells' comments; a further sheet is read
// by its name, whichever sheet was shown when the file was saved; a row's
// empty cells at its end are read as empty.
func TestWriteNotesReadBook(t *testing.T) {
	rows := func(rs ...[]any) func() ([]any, error) {
		return func() ([]any, error) {
			if len(rs) == 0 {
				return nil, io.EOF
			}
			r := rs[0]
			rs = rs[1:]
			return r, nil
		}
	}
	var buf bytes.Buffer
	require.NoError(t, excel.Write(&buf, "测试", "管理员",
		[]excel.Column{{Title: "名称", Width: 12}, {Title: "状态", Note: "只读：导入时忽略"}, {Title: "ID", Note: "勿改"}},
		rows([]any{"甲", "有效", "1"}, []any{"乙"}),
		excel.Extra{Name: "明细", Columns: []excel.Column{{Title: "主表序号"}, {Title: "数量", Note: "数字"}}, Next: rows([]any{1, 5}, []any{2, 7})}))

	f, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	require.NoError(t, err)
	notes := map[string]string{}
	for _, sh := range []string{"Sheet1", "明细"} {
		cs, err := f.GetComments(sh)
		require.NoError(t, err)
		for _, c := range cs {
			notes[sh+"!"+c.Cell] = c.Text
		}
	}
	require.Equal(t, map[string]string{"Sheet1!B3": "只读：导入时忽略", "Sheet1!C3": "勿改", "明细!B3": "数字"}, notes)
	// Saved while the child sheet is shown.
	f.SetActiveSheet(1)
	var saved bytes.Buffer
	require.NoError(t, f.Write(&saved))
	require.NoError(t, f.Close())

	for _, file := range [][]byte{buf.Bytes(), saved.Bytes()} {
		first, more, err := excel.ReadBook(bytes.NewReader(file), excel.DefaultLimits, map[string]bool{"名称": true},
			map[string]map[string]bool{"明细": {"主表序号": true}, "其他": {"x": true}})
		require.NoError(t, err)
		require.Equal(t, []string{"名称", "状态", "ID"}, first.Headers)
		require.Equal(t, []excel.Row{{Line: 4, Cells: map[string]string{"名称": "甲", "状态": "有效", "ID": "1"}},
			{Line: 5, Cells: map[string]string{"名称": "乙", "状态": "", "ID": ""}}}, first.Rows)
		require.Len(t, more, 1, "a named sheet the file lacks is left out")
		require.Equal(t, []excel.Row{{Line: 4, Cells: map[string]string{"主表序号": "1", "数量": "5"}},
			{Line: 5, Cells: map[string]string{"主表序号": "2", "数量": "7"}}}, more["明细"].Rows)
	}
}

// A few hundred KB that unzip to hundreds of MB are refused from the zip's
// directory: nothing is unzipped, to memory or to a temp file.
func TestReadRefusesZipBombs(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	const huge = 200 << 20 // beyond DefaultLimits.Unzipped
	for name, file := range map[string][]byte{
		"worksheet":      exceltest.HugeCell(t, huge, "名称", "编码"),
		"shared strings": exceltest.HugeSharedString(t, huge, "名称", "编码"),
		"styles": exceltest.Replace(t, exceltest.Base(t, "名称"), map[string]func(io.Writer) error{
			"xl/styles.xml": func(w io.Writer) error { return exceltest.Run(w, ' ', 20<<20) }}), // beyond DefaultLimits.Part
	} {
		t.Run(name, func(t *testing.T) {
			require.Less(t, len(file), 1<<20)
			var err error
			n := exceltest.Allocated(func() { _, err = excel.Read(bytes.NewReader(file), known, excel.DefaultLimits) })
			require.ErrorIs(t, err, excel.ErrTooLarge)
			require.Less(t, n, uint64(16<<20), "allocated %d bytes", n)
			require.Zero(t, tempFiles(t))
		})
	}
}

// Within the unzip limits, the scan stops at a cell longer than Excel
// allows, at the text budget, and at the cell-position budget (a cell in
// column XFD is 16384 positions).
func TestReadBudgets(t *testing.T) {
	sheet := func(rows ...[]string) []byte {
		return exceltest.Replace(t, exceltest.Base(t, "名称"), map[string]func(io.Writer) error{
			"xl/worksheets/sheet1.xml": exceltest.Sheet(rows...)})
	}
	read := func(file []byte, lim excel.Limits) error {
		_, err := excel.Read(bytes.NewReader(file), known, lim)
		return err
	}
	head := []string{"名称", "编码"}

	require.ErrorIs(t, read(sheet(head, []string{exceltest.Huge(32768)}), excel.DefaultLimits), excel.ErrTooLarge)
	require.NoError(t, read(sheet(head, []string{exceltest.Huge(32767)}), excel.DefaultLimits))

	lim := excel.DefaultLimits
	lim.Text = 100_000
	var rows [][]string
	for range 4 {
		rows = append(rows, []string{exceltest.Huge(30000)})
	}
	require.ErrorIs(t, read(sheet(append([][]string{head}, rows...)...), lim), excel.ErrTooLarge)
	require.NoError(t, read(sheet(append([][]string{head}, rows[:3]...)...), lim))

	wide := func(rows int) []byte {
		return exceltest.Replace(t, exceltest.Base(t, "名称"), map[string]func(io.Writer) error{
			"xl/worksheets/sheet1.xml": func(w io.Writer) error {
				fmt.Fprint(w, `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`)
				fmt.Fprint(w, `<row r="1"><c r="A1" t="inlineStr"><is><t>名称</t></is></c></row>`)
				for i := 2; i <= rows+1; i++ {
					fmt.Fprintf(w, `<row r="%d"><c r="XFD%d"><v>1</v></c></row>`, i, i)
				}
				_, err := fmt.Fprint(w, `</sheetData></worksheet>`)
				return err
			}})
	}
	require.ErrorIs(t, read(wide(300), excel.DefaultLimits), excel.ErrTooLarge)
	require.NoError(t, read(wide(200), excel.DefaultLimits))

}

// sizedBuffer is a response that learns the file's size first.
type sizedBuffer struct {
	bytes.Buffer
	size int64
}

func (b *sizedBuffer) Size(n int64) {
	if b.Len() > 0 {
		panic("size told after the first byte")
	}
	b.size = n
}

// Cells read back as written: text escaped and kept whole (spaces at its
// ends, line breaks, what looks like an OOXML escape), numbers as numbers,
// amounts with two decimals; a Sized writer learns the exact size first.
func TestWriteCells(t *testing.T) {
	long := strings.Repeat("长", 40000)
	rows := [][]any{
		{" a<b & c> ", "第一行\n第二行", "_x0041_ 和 _x005F_", "tab\there", "ctl\x01", "\"引号'"},
		{3, int64(-5), 2.5, excel.Money(1234.5), true, nil},
		{"", long, float64(1e21), "é\xff"},
	}
	var out sizedBuffer
	i := 0
	require.NoError(t, excel.Write(&out, "测试", "管理员", []excel.Column{{Title: "名称"}}, func() ([]any, error) {
		if i == len(rows) {
			return nil, io.EOF
		}
		i++
		return rows[i-1], nil
	}))
	require.Equal(t, int64(out.Len()), out.size)

	f, err := excelize.OpenReader(bytes.NewReader(out.Bytes()))
	require.NoError(t, err)
	defer f.Close()
	got, err := f.GetRows("Sheet1")
	require.NoError(t, err)
	require.Equal(t, []string{" a<b & c> ", "第一行\n第二行", "_x0041_ 和 _x005F_", "tab\there", "ctl\uFFFD", "\"引号'"}, got[3])
	require.Equal(t, []string{"3", "-5", "2.5", "1,234.50", "TRUE"}, got[4])
	require.Equal(t, 32767, len([]rune(got[5][1])), "cut to Excel's limit")
	got[5][1] = ""
	require.Equal(t, []string{"", "", "1E+21", "é\uFFFD"}, got[5])
	raw, err := f.GetCellValue("Sheet1", "D5", excelize.Options{RawCellValue: true})
	require.NoError(t, err)
	require.Equal(t, "1234.5", raw, "an amount stays a number")
}

// A failing row leaves the writer untouched and no temp file behind.
func TestWriteFailsBeforeFirstByte(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	var out sizedBuffer
	n := 0
	err := excel.Write(&out, "测试", "管理员", []excel.Column{{Title: "名称"}}, func() ([]any, error) {
		if n++; n > 3 {
			return nil, io.ErrUnexpectedEOF
		}
		return []any{"行"}, nil
	})
	require.ErrorIs(t, err, io.ErrUnexpectedEOF)
	require.Zero(t, out.Len())
	require.Zero(t, out.size)
	left, err := os.ReadDir(os.Getenv("TMPDIR"))
	require.NoError(t, err)
	require.Empty(t, left)
}

// A sheet takes MaxDataRows rows of data, not one more.
func TestWriteSheetFull(t *testing.T) {
	write := func(rows int) error {
		n := 0
		return excel.Write(io.Discard, "测试", "管理员", []excel.Column{{Title: "名称"}}, func() ([]any, error) {
			if n++; n > rows {
				return nil, io.EOF
			}
			return []any{1}, nil
		})
	}
	require.NoError(t, write(excel.MaxDataRows))
	require.ErrorIs(t, write(excel.MaxDataRows+1), excel.ErrSheetFull)
}

package testenv

// Files over the API: downloads, uploads, and the workbooks the exports
// write and the imports read.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/xuri/excelize/v2"

	"aqueduct/server/crud"
)

// Download GETs path with the token and returns the response and its body.
func (s *Server) Download(t testing.TB, token, path string) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest("GET", s.URL+path, nil)
	req.Header.Set("X-Access-Token", token)
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, b
}

// Upload posts files as an import does (the form field files[]).
func (s *Server) Upload(t testing.TB, token, path string, files map[string][]byte) Reply {
	t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for name, b := range files {
		part, err := w.CreateFormFile("files[]", name)
		require.NoError(t, err)
		_, _ = part.Write(b)
	}
	require.NoError(t, w.Close())
	req, _ := http.NewRequest("POST", s.URL+path, &body)
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("X-Access-Token", token)
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	var r Reply
	require.NoError(t, json.NewDecoder(res.Body).Decode(&r))
	return r
}

// UploadFile posts one file to /sys/common/upload with the extra form
// fields (name, value, …); on success the reply's message is the stored path.
func (s *Server) UploadFile(t testing.TB, token, name string, content []byte, fields ...string) Reply {
	t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for i := 0; i+1 < len(fields); i += 2 {
		require.NoError(t, w.WriteField(fields[i], fields[i+1]))
	}
	part, err := w.CreateFormFile("file", name)
	require.NoError(t, err)
	_, _ = part.Write(content)
	require.NoError(t, w.Close())
	req, _ := http.NewRequest("POST", s.URL+"/sys/common/upload", &body)
	req.Header.Set("Content-Type", w.FormDataContentType())
	if token != "" {
		req.Header.Set("X-Access-Token", token)
	}
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	r := Reply{Status: res.StatusCode}
	require.NoError(t, json.NewDecoder(res.Body).Decode(&r))
	return r
}

// PNG is a small valid picture.
func PNG(t testing.TB) []byte {
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, image.NewRGBA(image.Rect(0, 0, 3, 2))))
	return b.Bytes()
}

// ReadSheet is the rows of a workbook's first sheet.
func ReadSheet(t testing.TB, b []byte) [][]string {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(b))
	require.NoError(t, err)
	defer f.Close()
	rows, err := f.GetRows(f.GetSheetName(0))
	require.NoError(t, err)
	return rows
}

// Book is an exported workbook opened for reading and changing.
type Book struct {
	t testing.TB
	f *excelize.File
}

// OpenBook opens an exported workbook for the rest of the test.
func OpenBook(t testing.TB, b []byte) *Book {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(b))
	require.NoError(t, err)
	t.Cleanup(func() { f.Close() })
	return &Book{t, f}
}

// Rows are the rows of a sheet.
func (b *Book) Rows(sheet string) [][]string {
	rows, err := b.f.GetRows(sheet)
	require.NoError(b.t, err)
	return rows
}

// Col is the index of a header on the sheet's header row (3), -1 if none.
func (b *Book) Col(sheet, title string) int { return slices.Index(b.Rows(sheet)[2], title) }

// Notes are the header comments by title.
func (b *Book) Notes(sheet string) map[string]string {
	cs, err := b.f.GetComments(sheet)
	require.NoError(b.t, err)
	head := b.Rows(sheet)[2]
	out := map[string]string{}
	for _, c := range cs {
		col, row, err := excelize.CellNameToCoordinates(c.Cell)
		require.NoError(b.t, err)
		require.Equal(b.t, 3, row, "a note on a header cell")
		out[head[col-1]] = c.Text
	}
	return out
}

// Set writes v into a cell: col from 0, line from 1 (as the sheet counts).
func (b *Book) Set(sheet string, col, line int, v any) {
	cell, _ := excelize.CoordinatesToCellName(col+1, line)
	require.NoError(b.t, b.f.SetCellValue(sheet, cell, v))
}

// AppendRow adds a row below the sheet's last.
func (b *Book) AppendRow(sheet string, row []any) {
	cell, _ := excelize.CoordinatesToCellName(1, len(b.Rows(sheet))+1)
	require.NoError(b.t, b.f.SetSheetRow(sheet, cell, &row))
}

// Bytes is the workbook as a file.
func (b *Book) Bytes() []byte {
	var buf bytes.Buffer
	require.NoError(b.t, b.f.Write(&buf))
	return buf.Bytes()
}

// SheetTitle is a field's column title.
func SheetTitle(f crud.Field) string {
	if f.ExcelTitle != "" {
		return f.ExcelTitle
	}
	return f.Label
}

// SheetFields are the fields of a resource's sheet columns.
func SheetFields(t testing.TB, r *crud.Resource) []crud.Field {
	var out []crud.Field
	for _, name := range r.Excel {
		f, _, ok := r.Field(name)
		require.True(t, ok, "%s: sheet column %s", r.Key, name)
		out = append(out, f)
	}
	return out
}

// SheetRowOf is a new row of a sheet from a form body: the form fields'
// values under their titles, the rest empty.
func SheetRowOf(t testing.TB, r *crud.Resource, head []string, body map[string]any) []any {
	row := make([]any, len(head))
	for _, f := range SheetFields(t, r) {
		if v, ok := body[f.Name]; ok && v != nil && f.Form {
			row[slices.Index(head, SheetTitle(f))] = fmt.Sprint(v)
		}
	}
	return row
}

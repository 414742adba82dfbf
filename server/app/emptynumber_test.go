package app_test

import (
	"fmt"
	"net/url"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/crud"
	"aqueduct/server/query"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// optionalNumbers are a resource's numbers a form may leave empty (without a default).
func optionalNumbers(r *crud.Resource) []crud.Field {
	var out []crud.Field
	for _, f := range r.Fields {
		number := f.Kind == query.Int || f.Kind == query.Float || f.Kind == query.Money || f.Kind == query.Chainage || f.Kind == query.Decimal
		if number && f.Form && !f.Required && !f.Default && f.Name != "id" {
			out = append(out, f)
		}
	}
	return out
}

// TestEveryOptionalNumberStaysEmpty: an optional number left empty is empty
// (JSON null, an empty cell), never 0 or K0+000.000 — on add, on an edit that
// empties it, in the list, the record, the export and a child table's rows,
// for every such field of every resource, on both databases.
func TestEveryOptionalNumberStaysEmpty(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		s.MatrixSetup(t)
		seq, checked := 900, 0
		for _, r := range crud.Resources() {
			if r.Main != "" || r.ReadOnly {
				continue // child tables below, through their parent
			}
			for _, f := range optionalNumbers(r) {
				t.Run(r.Key+"."+f.Name, func(t *testing.T) {
					seq++
					checked++
					base := "/" + r.Prefix
					body := s.MatrixBody(t, admin, r, seq)
					body[f.Name] = ""
					rep := s.Do(t, "POST", base+"/add", admin, body)
					require.True(t, rep.Success, "add without %s: %s", f.Label, rep.Message)
					var added map[string]any
					rep.Decode(t, &added)
					require.Nil(t, added[f.Name], "the add's reply")
					id := fmt.Sprint(added["id"])
					got := queryByID(t, s, admin, r, id)
					require.Contains(t, got, f.Name)
					require.Nil(t, got[f.Name], "%s left empty reads back empty", f.Label)
					p := s.List(t, admin, base+"/list", url.Values{"id": {id}})
					require.Equal(t, 1, p.Total)
					require.Nil(t, p.Records[0][f.Name], "the list")

					// Given, then emptied by an edit.
					edit := s.MatrixBody(t, admin, r, seq)
					edit["id"] = id
					rep = s.Do(t, "PUT", base+"/edit", admin, edit)
					require.True(t, rep.Success, "edit with %s: %s", f.Label, rep.Message)
					require.NotNil(t, queryByID(t, s, admin, r, id)[f.Name], "%s given", f.Label)
					edit[f.Name] = nil
					rep = s.Do(t, "PUT", base+"/edit", admin, edit)
					require.True(t, rep.Success, "edit emptying %s: %s", f.Label, rep.Message)
					require.Nil(t, queryByID(t, s, admin, r, id)[f.Name], "%s emptied by an edit", f.Label)

					if !r.Export || !slices.Contains(r.Excel, f.Name) {
						return
					}
					_, b := s.Download(t, admin, base+"/exportXls?selections="+url.QueryEscape(id))
					rows := testenv.ReadSheet(t, b)
					require.Len(t, rows, 4, "title, exporter, headers, the record")
					title := f.ExcelTitle
					if title == "" {
						title = f.Label
					}
					col := slices.Index(rows[2], title)
					require.GreaterOrEqual(t, col, 0, "column %s in %v", title, rows[2])
					if col < len(rows[3]) {
						require.Empty(t, rows[3][col], "%s exported empty", f.Label)
					}
				})
			}
			for _, ch := range r.Children {
				for _, f := range optionalNumbers(ch.Resource) {
					t.Run(r.Key+"/"+ch.Key+"."+f.Name, func(t *testing.T) {
						seq++
						checked++
						row := s.MatrixBody(t, admin, ch.Resource, seq)
						row[f.Name] = ""
						body := s.MatrixBody(t, admin, r, seq)
						body[ch.ListKey] = []map[string]any{row}
						rep := s.Do(t, "POST", "/"+r.Prefix+"/add", admin, body)
						require.True(t, rep.Success, "add with a row without %s: %s", f.Label, rep.Message)
						var added map[string]any
						rep.Decode(t, &added)
						rows := s.Do(t, "GET", "/"+r.Prefix+"/"+ch.ByMainID+"?id="+fmt.Sprint(added["id"]), admin, nil)
						require.True(t, rows.Success, rows.Message)
						var list []map[string]any
						rows.Decode(t, &list)
						require.Len(t, list, 1)
						require.Contains(t, list[0], f.Name)
						require.Nil(t, list[0][f.Name], "%s of a row left empty reads back empty", f.Label)
					})
				}
			}
		}
		require.Greater(t, checked, 30, "the optional numbers of the schema")
	})
}

func queryByID(t *testing.T, s *testenv.Server, token string, r *crud.Resource, id string) map[string]any {
	t.Helper()
	rep := s.Do(t, "GET", "/"+r.Prefix+"/queryById?id="+url.QueryEscape(id), token, nil)
	require.True(t, rep.Success, rep.Message)
	var got map[string]any
	rep.Decode(t, &got)
	return got
}

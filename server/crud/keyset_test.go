package crud_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/xuri/excelize/v2"

	"aqueduct/server/crud"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestExportAcrossChunks exports with chunks of 3 rows, so keyset paging meets
// ties, NULLs and both directions, and compares the sheet with the list's order.
func TestExportAcrossChunks(t *testing.T) {
	defer crud.SetExportChunk(3)()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		for i := 0; i < 17; i++ {
			b := s.App.DB.Client.SysUser.Create().SetUsername(fmt.Sprintf("u%02d", i)).SetRealname(fmt.Sprintf("用户%d", i%4)).
				SetPassword("x")
			if i%3 != 0 {
				b.SetSex(1 + i%2) // a third have no sex: NULL sort values
			}
			require.NoError(t, b.Exec(ctx))
		}
		tok := s.Token(t, "admin", seed.DemoAdminPassword)
		for _, sort := range []url.Values{
			{},
			{"column": {"sex"}, "order": {"asc"}},
			{"column": {"sex,realname"}, "order": {"desc"}},
			{"column": {"realname"}, "order": {"asc"}},
		} {
			q := url.Values{"pageSize": {"1000"}}
			for k, v := range sort {
				q[k] = v
			}
			r := s.Do(t, "GET", "/sys/user/list?"+q.Encode(), tok, nil)
			require.True(t, r.Success, r.Message)
			var p struct {
				Records []struct{ Username string } `json:"records"`
			}
			r.Decode(t, &p)
			var want []string
			for _, rec := range p.Records {
				want = append(want, rec.Username)
			}

			req, _ := http.NewRequest("GET", s.URL+"/sys/user/exportXls?"+sort.Encode(), nil)
			req.Header.Set("X-Access-Token", tok)
			res, err := http.DefaultClient.Do(req)
			require.NoError(t, err)
			b, _ := io.ReadAll(res.Body)
			res.Body.Close()
			f, err := excelize.OpenReader(bytes.NewReader(b))
			require.NoError(t, err)
			rows, err := f.GetRows(f.GetSheetName(0))
			require.NoError(t, err)
			var got []string
			for _, row := range rows[3:] {
				got = append(got, row[0])
			}
			require.Equal(t, want, got, "sort %v", sort)
			require.Len(t, got, 23)
		}
	})
}

package app_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/progress"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// uploadTracked is upload with the X-Progress-Id header the UI sends.
func uploadTracked(t *testing.T, s *testenv.Server, token, path, id string, name string, file []byte) (testenv.Reply, error) {
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	part, err := w.CreateFormFile("files[]", name)
	if err != nil {
		return testenv.Reply{}, err
	}
	_, _ = part.Write(file)
	_ = w.Close()
	req, _ := http.NewRequest("POST", s.URL+path, &body)
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("X-Access-Token", token)
	req.Header.Set(progress.Header, id)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return testenv.Reply{}, err
	}
	defer res.Body.Close()
	var r testenv.Reply
	return r, json.NewDecoder(res.Body).Decode(&r)
}

// TestImportProgress: an import named by X-Progress-Id reports its rows to
// GET /sys/progress while it runs, to the user who started it only; the
// reply stays JeecgBoot's, with the added and updated counts beside.
func TestImportProgress(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		other := s.Token(t, "owner", "engineer123")
		poll := func(token, id string) (progress.State, testenv.Reply) {
			r := s.Do(t, "GET", "/sys/progress?id="+url.QueryEscape(id), token, nil)
			var st progress.State
			if r.Success {
				r.Decode(t, &st)
			}
			return st, r
		}

		_, r := poll(admin, "unknownunknown0000")
		require.False(t, r.Success)
		require.Equal(t, 404, r.Code)
		require.Equal(t, progress.MsgUnknown, r.Message)
		_, r = poll(admin, "bad id")
		require.False(t, r.Success)
		require.Equal(t, "进度编号不正确", r.Message)
		r = s.Do(t, "GET", "/sys/progress?id=unknownunknown0000", "", nil)
		require.False(t, r.Success, "a session is needed")

		const n = 400
		rows := [][]any{{"字典名称", "字典编码"}}
		for i := range n - 1 {
			rows = append(rows, []any{fmt.Sprintf("进度%d", i), fmt.Sprintf("progress_%d", i)})
		}
		rows = append(rows, []any{"重复", "progress_0"}) // refused: the code is in the file already
		file := sheetFile(t, rows)

		const id = "progressTest0001abcd"
		type answer struct {
			r   testenv.Reply
			err error
		}
		done := make(chan answer, 1)
		go func() {
			r, err := uploadTracked(t, s, admin, "/sys/dict/importExcel", id, "p.xlsx", file)
			done <- answer{r, err}
		}()
		var seen []progress.State
		var reply answer
	wait:
		for {
			select {
			case reply = <-done:
				break wait
			default:
			}
			if st, r := poll(admin, id); r.Success {
				seen = append(seen, st)
			}
		}
		require.NoError(t, reply.err)
		require.True(t, reply.r.Success, reply.r.Message)
		require.Equal(t, 201, reply.r.Code, reply.r.Message)
		var res struct {
			TotalCount, ErrorCount, SuccessCount, AddedCount, UpdatedCount int
			Msg, FileURL                                                   string
		}
		reply.r.Decode(t, &res)
		require.Equal(t, n, res.TotalCount)
		require.Equal(t, 1, res.ErrorCount)
		require.Equal(t, n-1, res.SuccessCount)
		require.Equal(t, n-1, res.AddedCount)
		require.Zero(t, res.UpdatedCount)
		require.NotEmpty(t, res.FileURL, "the error report's link as before")

		running := false
		for _, st := range seen {
			require.False(t, st.Total > 0 && st.Done > st.Total, "%+v", st)
			if !st.Finished && (st.Phase == progress.Check || st.Phase == progress.Save) && st.Done > 0 && st.Done < st.Total {
				running = true
			}
		}
		require.True(t, running, "rows were reported during the import: %d polls, first %+v", len(seen), seen[:min(len(seen), 3)])

		st, r := poll(admin, id)
		require.True(t, r.Success, r.Message)
		require.Equal(t, progress.State{Phase: progress.Done, Done: n - 1, Total: n - 1, File: 1, Files: 1, Finished: true}, st)
		_, r = poll(other, id)
		require.False(t, r.Success)
		require.Equal(t, progress.MsgUnknown, r.Message, "another user learns nothing of it")

		// A clean import answers its counts too; another user naming the
		// admin's id does not take it over.
		rows = [][]any{{"字典名称", "字典编码"}, {"别人的", "progress_other"}}
		rep, err := uploadTracked(t, s, admin, "/sys/dict/importExcel", "progressTest0002abcd", "q.xlsx", sheetFile(t, rows))
		require.NoError(t, err)
		require.Equal(t, "共1行数据全部导入成功！", rep.Message)
		var clean struct{ TotalCount, SuccessCount, AddedCount, UpdatedCount int }
		rep.Decode(t, &clean)
		require.Equal(t, 1, clean.AddedCount, "a clean import answers its counts too")
		rows[1] = []any{"别人的改", "progress_other2"}
		_, err = uploadTracked(t, s, other, "/sys/dict/importExcel", id, "r.xlsx", sheetFile(t, rows))
		require.NoError(t, err) // his right to import decides what he gets, not the id
		st, _ = poll(admin, id)
		require.Equal(t, progress.State{Phase: progress.Done, Done: n - 1, Total: n - 1, File: 1, Files: 1, Finished: true}, st,
			"the admin's entry is untouched")

		// An export counts the rows it writes and says its size.
		req, _ := http.NewRequest("GET", s.URL+"/sys/dict/exportXls", nil)
		req.Header.Set("X-Access-Token", admin)
		req.Header.Set(progress.Header, "progressTest0003abcd")
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		require.Equal(t, 200, resp.StatusCode)
		require.Equal(t, fmt.Sprint(len(b)), resp.Header.Get("Content-Length"))
		st, r = poll(admin, "progressTest0003abcd")
		require.True(t, r.Success, r.Message)
		require.True(t, st.Finished)
		require.GreaterOrEqual(t, st.Done, n, "the dictionaries written, the imported ones among them")
	})
}

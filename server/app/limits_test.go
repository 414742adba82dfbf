package app_test

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	gen "aqueduct/ent"
	"aqueduct/ent/intercept"
	"aqueduct/server/excel"
	"aqueduct/server/excel/exceltest"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// holdDictQueries makes every query of sys_dict wait, while armed, until
// release: a request that reads dictionaries (their export, their import)
// is held open. entered receives one value per query held.
func holdDictQueries(s *testenv.Server) (arm func(bool), entered <-chan struct{}, release func()) {
	var armed atomic.Bool
	in, gate := make(chan struct{}, 64), make(chan struct{})
	s.App.DB.Client.SysDict.Intercept(intercept.TraverseSysDict(func(ctx context.Context, _ *gen.SysDictQuery) error {
		if !armed.Load() {
			return nil
		}
		in <- struct{}{}
		select {
		case <-gate:
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	}))
	return armed.Store, in, func() { close(gate) }
}

func waitEntered(t *testing.T, entered <-chan struct{}, n int) {
	t.Helper()
	for range n {
		select {
		case <-entered:
		case <-time.After(20 * time.Second):
			t.Fatal("the request did not reach the database")
		}
	}
}

type fetched struct {
	status      int
	contentType string
	body        []byte
	err         error
}

// fetch is download for another goroutine: it reports instead of failing the test.
func fetch(s *testenv.Server, token, path string) fetched {
	req, _ := http.NewRequest("GET", s.URL+path, nil)
	req.Header.Set("X-Access-Token", token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return fetched{err: err}
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	return fetched{status: res.StatusCode, contentType: res.Header.Get("Content-Type"), body: b, err: err}
}

func requireSheet(t *testing.T, f fetched) {
	t.Helper()
	require.NoError(t, f.err)
	require.Equal(t, 200, f.status, string(f.body))
	require.Equal(t, excel.ContentType, f.contentType, string(f.body))
	require.Equal(t, "字典报表", testenv.ReadSheet(t, f.body)[0][0])
}

// A small upload that unzips to hundreds of MB, or holds a cell longer than
// Excel allows, is refused without being unzipped: a plain message, little
// memory, no temp file left.
func TestImportRefusesXlsxBombs(t *testing.T) {
	// t.Setenv rules out t.Parallel.
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	head := []string{"字典名称", "字典编码", "描述"}
	files := map[string][]byte{
		"cell.xlsx":   exceltest.HugeCell(t, 400<<20, head...), // the 400 MB cell
		"shared.xlsx": exceltest.HugeSharedString(t, 400<<20, head...),
		"long.xlsx":   exceltest.HugeCell(t, 40000, head...),
	}
	require.Less(t, len(files["cell.xlsx"]), 1<<20)
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		tok := s.Token(t, "admin", seed.DemoAdminPassword)
		for name, file := range files {
			var r testenv.Reply
			n := exceltest.Allocated(func() { r = s.Upload(t, tok, "/sys/dict/importExcel", map[string][]byte{name: file}) })
			require.False(t, r.Success, name)
			require.Equal(t, "文件导入失败:"+name+" 文件过大或格式异常", r.Message)
			require.Less(t, n, uint64(64<<20), "%s: allocated %d bytes", name, n)
		}
		left, err := os.ReadDir(tmp)
		require.NoError(t, err)
		for _, e := range left {
			require.False(t, strings.HasPrefix(e.Name(), "excelize-"), e.Name())
		}
	})
}

// Two exports per user and four per server run at once; one more is
// refused at once, and the slots come back when they end.
func TestExportConcurrencyCaps(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := context.Background()
		for _, u := range []string{"exporter2", "exporter3"} {
			_, err := seed.CreateUser(ctx, s.App.DB.Client, u, u, "Export123", viewer.AdminRoleCode)
			require.NoError(t, err)
		}
		require.NoError(t, s.App.Perm.Changed(ctx))
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		second, third := s.Token(t, "exporter2", "Export123"), s.Token(t, "exporter3", "Export123")
		arm, entered, release := holdDictQueries(s)
		arm(true)

		const path = "/sys/dict/exportXls"
		results := make(chan fetched, 4)
		start := func(tok string) { go func() { results <- fetch(s, tok, path) }() }
		refused := func(tok string) {
			t.Helper()
			r := s.Do(t, "GET", path, tok, nil)
			require.False(t, r.Success)
			require.Equal(t, 500, r.Code)
			require.Equal(t, "导出任务过多，请稍后再试", r.Message)
		}

		start(admin)
		start(admin)
		waitEntered(t, entered, 2)
		refused(admin) // per user
		start(second)
		start(second)
		waitEntered(t, entered, 2)
		refused(third) // per server

		release()
		arm(false)
		for range 4 {
			requireSheet(t, <-results)
		}
		requireSheet(t, fetch(s, third, path))
		requireSheet(t, fetch(s, admin, path))
	})
}

// serveWith starts a second server on the test server's app with the read
// timeout given, built by the same HTTPServer main uses.
func serveWith(t *testing.T, s *testenv.Server, read time.Duration) string {
	t.Helper()
	s.App.Timeouts.ReadHeader, s.App.Timeouts.Read = read, read
	srv := s.App.HTTPServer()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String()
}

// dribble sends head at once, then rest one byte every 50 ms until the
// server closes the connection; it returns how many bytes of rest went.
func dribble(t *testing.T, addr, head, rest string) int {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	require.NoError(t, err)
	defer conn.Close()
	closed := make(chan struct{})
	go func() { _, _ = io.Copy(io.Discard, conn); close(closed) }()
	_, err = io.WriteString(conn, head)
	require.NoError(t, err)
	for i := range len(rest) {
		select {
		case <-closed:
			return i
		case <-time.After(50 * time.Millisecond):
		}
		if _, err := io.WriteString(conn, rest[i:i+1]); err != nil {
			return i
		}
	}
	select {
	case <-closed:
	case <-time.After(5 * time.Second):
	}
	return len(rest)
}

// A client that sends its headers or its body too slowly is cut off.
func TestSlowRequestIsCut(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		addr := serveWith(t, s, time.Second)
		body := `{"username":"admin","password":"` + strings.Repeat("x", 600) + `"}`
		head := fmt.Sprintf("POST /jeecg-boot/sys/login HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", addr, len(body))
		require.Less(t, dribble(t, addr, head, body), len(body)/2, "slow body")
		require.Less(t, dribble(t, addr, "", head), len(head)-2, "slow headers")
	})
}

// The read timeout bounds reading the request, not the handler: an export
// and an import held past it still succeed.
func TestLongRequestOutlivesReadTimeout(t *testing.T) {
	// Not parallel: its upload must arrive within a 300 ms read timeout.
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		tok := s.Token(t, "admin", seed.DemoAdminPassword)
		addr := serveWith(t, s, 300*time.Millisecond)
		arm, entered, release := holdDictQueries(s)
		arm(true)
		slow := &testenv.Server{App: s.App, Root: "http://" + addr, URL: "http://" + addr + "/jeecg-boot"}

		exported := make(chan fetched, 1)
		go func() { exported <- fetch(slow, tok, "/sys/dict/exportXls") }()
		go func() {
			for range 2 {
				select {
				case <-entered:
				case <-time.After(20 * time.Second):
				}
			}
			time.Sleep(time.Second) // more than three read timeouts
			release()
		}()
		file := sheetFile(t, [][]any{{"字典名称", "字典编码"}, {"超时", "timeout_test"}})
		r := slow.Upload(t, tok, "/sys/dict/importExcel", map[string][]byte{"d.xlsx": file})
		require.True(t, r.Success, r.Message)
		require.Equal(t, "共1行数据全部导入成功！", r.Message)
		requireSheet(t, <-exported)
	})
}

// Every response carries the security headers: API, errors, health, the UI.
func TestSecurityHeaders(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		for _, u := range []string{
			s.Root + "/healthz", s.Root + "/", s.Root + "/isystem/user", s.Root + "/logo.svg",
			s.URL + "/sys/randomImage/1", s.URL + "/sys/user/list", s.URL + "/no/such/api",
		} {
			res, err := http.Get(u)
			require.NoError(t, err)
			res.Body.Close()
			h := res.Header
			require.Equal(t, "nosniff", h.Get("X-Content-Type-Options"), u)
			require.Equal(t, "DENY", h.Get("X-Frame-Options"), u)
			require.Equal(t, "strict-origin-when-cross-origin", h.Get("Referrer-Policy"), u)
			csp := h.Get("Content-Security-Policy")
			for _, d := range []string{"default-src 'self'", "script-src 'self' 'wasm-unsafe-eval';", "frame-ancestors 'none'", "object-src 'none'"} {
				require.Contains(t, csp, d, u)
			}
		}
	})
}

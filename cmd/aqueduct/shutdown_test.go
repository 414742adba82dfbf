package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/gorilla/websocket"
	"github.com/stretchr/testify/require"
	"github.com/xuri/excelize/v2"

	"aqueduct/server/progress"
	"aqueduct/server/testenv"
)

const testAdminPassword = "Shutdown123"

// TestShutdown runs the real binary and stops it with SIGTERM: a slow import
// in flight gets its whole reply and the process exits 0 (SQLite and
// PostgreSQL); a socket gets a 1001 close frame; a request longer than
// AQ_SHUTDOWN_TIMEOUT is cut and the process exits non-zero about then.
func TestShutdown(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "aqueduct")
	build := exec.Command("go", "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}

	t.Run("import/sqlite", func(t *testing.T) { slowImport(t, bin, "") })
	t.Run("import/postgres", func(t *testing.T) { slowImport(t, bin, testenv.NewPostgresDB(t)) })

	t.Run("socket", func(t *testing.T) {
		p := startBinary(t, bin)
		token, id := p.login(t)
		d := websocket.Dialer{HandshakeTimeout: 5 * time.Second, Subprotocols: []string{token}}
		c, _, err := d.Dial("ws://"+p.addr+"/jeecg-boot/websocket/"+id, nil)
		require.NoError(t, err)
		defer c.Close()
		require.NoError(t, c.WriteMessage(websocket.TextMessage, []byte("HeartBeat")))
		_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
		_, msg, err := c.ReadMessage()
		require.NoError(t, err)
		require.Contains(t, string(msg), "heartcheck", "the hub holds the socket")

		p.terminate(t)
		_, _, err = c.ReadMessage()
		var ce *websocket.CloseError
		require.ErrorAs(t, err, &ce, "a close frame, not a dropped connection")
		require.Equal(t, websocket.CloseGoingAway, ce.Code)
		require.NoError(t, p.wait(t, 20*time.Second), p.log())
	})

	t.Run("timeout", func(t *testing.T) {
		p := startBinary(t, bin, "AQ_SHUTDOWN_TIMEOUT=1s")
		// A login whose body never ends runs as long as the test wants.
		pr, pw := io.Pipe()
		defer pw.Close()
		go func() {
			req, _ := http.NewRequest("POST", p.base+"/sys/login", pr)
			req.Header.Set("Content-Type", "application/json")
			if res, err := http.DefaultClient.Do(req); err == nil {
				res.Body.Close()
			}
		}()
		_, err := pw.Write([]byte(`{"username":"admin",`))
		require.NoError(t, err)
		time.Sleep(300 * time.Millisecond) // its headers are read: its handler waits for the rest

		p.terminate(t)
		start := time.Now()
		err = p.wait(t, 20*time.Second)
		took := time.Since(start)
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit, p.log())
		require.NotZero(t, exit.ExitCode())
		require.GreaterOrEqual(t, took, 900*time.Millisecond, "it waited for the request")
		require.Less(t, took, 8*time.Second, "it did not hang past the timeout")
		require.Contains(t, p.log(), `"msg":"shutdown: requests cut","count":1`)
		require.Contains(t, p.log(), "POST /jeecg-boot/sys/login")
	})
}

// slowImport posts a 5,000-row dictionary import, sends SIGTERM while its
// rows are being checked or saved, and expects the whole reply and exit 0.
func slowImport(t *testing.T, bin, databaseURL string) {
	p := startBinary(t, bin, "AQ_DATABASE_URL="+databaseURL)
	token, _ := p.login(t)

	const n = 5000
	f := excelize.NewFile()
	require.NoError(t, f.SetSheetRow("Sheet1", "A1", &[]any{"字典名称", "字典编码"}))
	for i := range n {
		cell, _ := excelize.CoordinatesToCellName(1, i+2)
		require.NoError(t, f.SetSheetRow("Sheet1", cell, &[]any{fmt.Sprintf("停机%d", i), fmt.Sprintf("shutdown_%d", i)}))
	}
	var file bytes.Buffer
	require.NoError(t, f.Write(&file))
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	part, err := w.CreateFormFile("files[]", "dicts.xlsx")
	require.NoError(t, err)
	_, _ = part.Write(file.Bytes())
	require.NoError(t, w.Close())

	const id = "shutdownImport0001ab"
	type answer struct {
		status int
		body   []byte
		err    error
		at     time.Time
	}
	done := make(chan answer, 1)
	go func() {
		req, _ := http.NewRequest("POST", p.base+"/sys/dict/importExcel", &body)
		req.Header.Set("Content-Type", w.FormDataContentType())
		req.Header.Set("X-Access-Token", token)
		req.Header.Set(progress.Header, id)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			done <- answer{err: err, at: time.Now()}
			return
		}
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		done <- answer{status: res.StatusCode, body: b, err: err, at: time.Now()}
	}()

	// SIGTERM once rows are under way, well before the last.
	var st progress.State
	deadline := time.Now().Add(20 * time.Second)
	for {
		require.True(t, time.Now().Before(deadline), "the import never showed its rows")
		select {
		case a := <-done:
			t.Fatalf("the import ended before SIGTERM (make it bigger): %d %s %v", a.status, a.body, a.err)
		default:
		}
		var r struct {
			Success bool           `json:"success"`
			Result  progress.State `json:"result"`
		}
		p.getJSON(t, "/sys/progress?id="+url.QueryEscape(id), token, &r)
		st = r.Result
		if r.Success && (st.Phase == progress.Check || st.Phase == progress.Save) && st.Done > 0 && st.Done < st.Total/2 {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	p.terminate(t)
	sent := time.Now()

	a := <-done
	t.Logf("SIGTERM at %d of %d rows (%s); the reply %s later", st.Done, st.Total, st.Phase, a.at.Sub(sent).Round(time.Millisecond))
	require.NoError(t, a.err, p.log())
	require.True(t, a.at.After(sent), "the reply came during the drain")
	require.Equal(t, http.StatusOK, a.status, "%s", a.body)
	var reply struct {
		Success bool   `json:"success"`
		Message string `json:"message"`
		Result  struct {
			TotalCount, SuccessCount, AddedCount int
		} `json:"result"`
	}
	require.NoError(t, json.Unmarshal(a.body, &reply), "%s", a.body)
	require.True(t, reply.Success, reply.Message)
	require.Equal(t, n, reply.Result.AddedCount, "every row saved (SIGTERM at %+v)", st)
	require.NoError(t, p.wait(t, 30*time.Second), p.log())
	require.Contains(t, p.log(), `"msg":"shut down"`)
}

// binary is the server running as a subprocess.
type binary struct {
	cmd  *exec.Cmd
	addr string // 127.0.0.1:port
	base string // http://addr/jeecg-boot
	out  *lockedBuffer
	done chan error
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// startBinary starts bin on a free port with a fresh data directory and
// waits until it answers.
func startBinary(t *testing.T, bin string, env ...string) *binary {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	ln.Close()
	p := &binary{addr: addr, base: "http://" + addr + "/jeecg-boot", out: &lockedBuffer{}, done: make(chan error, 1)}
	p.cmd = exec.Command(bin)
	p.cmd.Env = append(os.Environ(), "AQ_ADDR="+addr, "AQ_DATA_DIR="+t.TempDir(), "AQ_CAPTCHA=off",
		"AQ_ADMIN_PASSWORD="+testAdminPassword, "AQ_LOG_LEVEL=info", "AQ_DATABASE_URL=", "AQ_SHUTDOWN_TIMEOUT=")
	p.cmd.Env = append(p.cmd.Env, env...) // the last of a name wins
	p.cmd.Stdout, p.cmd.Stderr = p.out, p.out
	require.NoError(t, p.cmd.Start())
	go func() { p.done <- p.cmd.Wait() }()
	t.Cleanup(func() {
		if p.cmd.ProcessState == nil {
			_ = p.cmd.Process.Kill()
			<-p.done
		}
	})
	deadline := time.Now().Add(30 * time.Second)
	for {
		res, err := http.Get("http://" + addr + "/healthz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return p
			}
		}
		select {
		case err := <-p.done:
			t.Fatalf("the server exited (%v):\n%s", err, p.out)
		default:
		}
		require.True(t, time.Now().Before(deadline), "the server did not start:\n%s", p.out)
		time.Sleep(50 * time.Millisecond)
	}
}

func (p *binary) log() string { return p.out.String() }

func (p *binary) terminate(t *testing.T) {
	t.Helper()
	require.NoError(t, p.cmd.Process.Signal(syscall.SIGTERM))
}

// wait returns how the process ended, failing if it runs on past d.
func (p *binary) wait(t *testing.T, d time.Duration) error {
	t.Helper()
	select {
	case err := <-p.done:
		return err
	case <-time.After(d):
		t.Fatalf("the server still runs %s after SIGTERM:\n%s", d, p.out)
	}
	return errors.New("unreachable")
}

func (p *binary) getJSON(t *testing.T, path, token string, v any) {
	t.Helper()
	req, _ := http.NewRequest("GET", p.base+path, nil)
	req.Header.Set("X-Access-Token", token)
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	require.NoError(t, json.NewDecoder(res.Body).Decode(v))
}

// login logs the admin in (AQ_CAPTCHA=off) and returns the token and his id.
func (p *binary) login(t *testing.T) (token, userID string) {
	t.Helper()
	res, err := http.Post(p.base+"/sys/login", "application/json",
		strings.NewReader(`{"username":"admin","password":"`+testAdminPassword+`"}`))
	require.NoError(t, err)
	defer res.Body.Close()
	var r struct {
		Success bool   `json:"success"`
		Message string `json:"message"`
		Result  struct {
			Token    string `json:"token"`
			UserInfo struct {
				ID string `json:"id"`
			} `json:"userInfo"`
		} `json:"result"`
	}
	require.NoError(t, json.NewDecoder(res.Body).Decode(&r))
	require.True(t, r.Success, r.Message)
	return r.Result.Token, r.Result.UserInfo.ID
}

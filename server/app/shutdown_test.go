package app_test

import (
	"context"
	"io"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/gorilla/websocket"
	"github.com/stretchr/testify/require"

	"aqueduct/server/app"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// slowRequest is a login whose body arrives in two parts: the server serves
// it, in flight, until finish sends the rest.
type slowRequest struct {
	w     *io.PipeWriter
	reply chan slowReply
}

type slowReply struct {
	status int
	body   string
	err    error
}

func startSlowRequest(t *testing.T, base string) *slowRequest {
	t.Helper()
	pr, pw := io.Pipe()
	r := &slowRequest{w: pw, reply: make(chan slowReply, 1)}
	go func() {
		req, _ := http.NewRequest("POST", base+"/jeecg-boot/sys/login", pr)
		req.Header.Set("Content-Type", "application/json")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			r.reply <- slowReply{err: err}
			return
		}
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		r.reply <- slowReply{status: res.StatusCode, body: string(b), err: err}
	}()
	_, err := pw.Write([]byte(`{"username":"admin",`))
	require.NoError(t, err)
	return r
}

func (r *slowRequest) finish() {
	_, _ = r.w.Write([]byte(`"password":"wrong-password1","captcha":"0000","checkKey":1}`))
	_ = r.w.Close()
}

// serveTracked serves the app on a second, tracked server, as main does.
func serveTracked(t *testing.T, a *app.App) (*http.Server, string) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	srv := a.HTTPServer()
	app.TrackRequests(srv)
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return srv, "http://" + ln.Addr().String()
}

func waitInFlight(t *testing.T, srv *http.Server, n int) {
	t.Helper()
	require.Eventually(t, func() bool { return app.InFlight(srv) == n }, 5*time.Second, 5*time.Millisecond,
		"%d requests in flight, want %d", app.InFlight(srv), n)
}

// TestShutdownDrains: Shutdown closes the sockets with 1001 and refuses new
// ones (503), marks the instance draining, and waits for a request in
// flight, which gets its whole reply; one still running at the deadline is
// cut and counted, and Shutdown fails.
func TestShutdownDrains(t *testing.T) {
	t.Parallel()
	s := testenv.Start(t, testenv.DB{Name: "sqlite"})
	a := s.App
	token := s.Token(t, "admin", seed.DemoAdminPassword)
	id := s.User(t, "admin").ID
	socks := []*testenv.Frames{s.OpenNotices(t, id, token), s.OpenNotices(t, id, token)}
	require.Equal(t, 2, a.Notices.Open())
	require.False(t, a.Draining())

	srv, base := serveTracked(t, a)
	slow := startSlowRequest(t, base)
	waitInFlight(t, srv, 1)

	done := make(chan error, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		done <- a.Shutdown(ctx, srv)
	}()
	for _, f := range socks {
		select {
		case _, ok := <-f.C:
			require.False(t, ok, "no frame but the close")
		case <-time.After(5 * time.Second):
			t.Fatal("socket not closed")
		}
		var ce *websocket.CloseError
		require.ErrorAs(t, f.Err(), &ce)
		require.Equal(t, websocket.CloseGoingAway, ce.Code)
		require.NotEmpty(t, ce.Text, "a reason for the log")
	}
	require.True(t, a.Draining())
	require.Eventually(t, func() bool { return a.Notices.Open() == 0 }, 5*time.Second, 5*time.Millisecond)

	// No socket during the drain (the test server still listens).
	_, res, err := s.DialSocket(t, "/websocket/"+id, token)
	require.Error(t, err)
	require.Equal(t, http.StatusServiceUnavailable, res.StatusCode)
	require.Zero(t, a.Notices.Open())

	select {
	case err := <-done:
		t.Fatalf("Shutdown returned (%v) with a request in flight", err)
	case <-time.After(300 * time.Millisecond):
	}
	slow.finish()
	reply := <-slow.reply
	require.NoError(t, reply.err)
	require.Equal(t, http.StatusOK, reply.status)
	require.Contains(t, reply.body, `"success":false`, "the whole envelope: %s", reply.body)
	require.NoError(t, <-done)

	// A request still running at the deadline is cut, and said so.
	srv2, base2 := serveTracked(t, a)
	slow = startSlowRequest(t, base2)
	waitInFlight(t, srv2, 1)
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	err = a.Shutdown(ctx, srv2)
	require.ErrorIs(t, err, context.DeadlineExceeded)
	require.ErrorContains(t, err, "1 requests cut")
	require.Less(t, time.Since(start), 3*time.Second)
	// Even with its whole body sent now, it gets no reply: its connection is gone.
	slow.finish()
	reply = <-slow.reply
	require.Error(t, reply.err, "the connection is closed under it: %d %s", reply.status, reply.body)
}

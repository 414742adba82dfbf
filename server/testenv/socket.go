package testenv

// The notice and grid sockets, the bell and the announcements that ring it.

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"
	"github.com/stretchr/testify/require"

	"aqueduct/ent/cmisacceptance"
	"aqueduct/ent/cmissection"
	"aqueduct/server/viewer"
)

// DialSocket opens a socket below the API base, the token as the subprotocol
// (as a browser passes it) unless it is empty. The connection is closed
// when the test ends.
func (s *Server) DialSocket(t testing.TB, path, token string) (*websocket.Conn, *http.Response, error) {
	t.Helper()
	d := websocket.Dialer{HandshakeTimeout: 5 * time.Second}
	if token != "" {
		d.Subprotocols = []string{token}
	}
	c, res, err := d.Dial("ws"+strings.TrimPrefix(s.URL, "http")+path, nil)
	if c != nil {
		t.Cleanup(func() { c.Close() })
	}
	return c, res, err
}

// Frames reads a socket's JSON text frames in the background, so a wait
// that times out leaves the connection usable (a gorilla read that timed out
// may not be retried).
type Frames struct {
	// C delivers the frames read (a text that is no JSON as {"raw": text})
	// and is closed when reading stops.
	C   <-chan map[string]any
	c   *websocket.Conn
	err error // why reading stopped: set before C is closed
}

// Watch starts reading c's frames.
func Watch(t testing.TB, c *websocket.Conn) *Frames {
	t.Helper()
	ch := make(chan map[string]any, 16)
	f := &Frames{C: ch, c: c}
	go func() {
		defer close(ch)
		for {
			_, b, err := c.ReadMessage()
			if err != nil {
				f.err = err
				return
			}
			var m map[string]any
			if json.Unmarshal(b, &m) != nil {
				m = map[string]any{"raw": string(b)}
			}
			ch <- m
		}
	}()
	return f
}

// Err is why reading stopped; read it once C is closed.
func (f *Frames) Err() error { return f.err }

// Send writes v as a JSON frame, or a text frame when v is a string.
func (f *Frames) Send(t testing.TB, v any) {
	t.Helper()
	if s, ok := v.(string); ok {
		require.NoError(t, f.c.WriteMessage(websocket.TextMessage, []byte(s)))
		return
	}
	require.NoError(t, f.c.WriteJSON(v))
}

// FrameWait bounds the wait for a frame that must come: Read returns as soon
// as the frame does, so only a failing run waits it out. A few seconds were
// too few for a grid relay's first permission reads on a loaded CI machine.
const FrameWait = 15 * time.Second

// Read waits for the next frame.
func (f *Frames) Read(t testing.TB) map[string]any {
	t.Helper()
	select {
	case m, ok := <-f.C:
		require.True(t, ok, "socket closed")
		return m
	case <-time.After(FrameWait):
		t.Fatalf("no frame within %s", FrameWait)
	}
	return nil
}

// NoFrame asserts nothing arrives within d.
func (f *Frames) NoFrame(t testing.TB, d time.Duration) {
	t.Helper()
	select {
	case m, ok := <-f.C:
		if ok {
			t.Fatalf("unexpected frame %v", m)
		}
	case <-time.After(d):
	}
}

// Drain drops the frames that have arrived.
func (f *Frames) Drain() {
	for {
		select {
		case <-f.C:
		case <-time.After(100 * time.Millisecond):
			return
		}
	}
}

// OpenNotices opens a user's notice socket and waits until the hub holds it
// (the heartbeat is answered).
func (s *Server) OpenNotices(t testing.TB, userID, token string) *Frames {
	t.Helper()
	c, res, err := s.DialSocket(t, "/websocket/"+userID, token)
	require.NoError(t, err)
	require.Equal(t, token, res.Header.Get("Sec-WebSocket-Protocol"), "the subprotocol is echoed")
	f := Watch(t, c)
	f.Send(t, "HeartBeat")
	require.Equal(t, "heartcheck", f.Read(t)["cmd"])
	return f
}

// OpenGrid joins a grid page and waits until the hub answers its heartbeat.
func (s *Server) OpenGrid(t testing.TB, userID, token, page string) *Frames {
	t.Helper()
	c, _, err := s.DialSocket(t, "/vxeSocket/"+userID+"/"+page, token)
	require.NoError(t, err, page)
	f := Watch(t, c)
	f.Send(t, map[string]any{"type": "heart_beat", "data": "-"})
	require.Equal(t, map[string]any{"type": "heart_beat", "data": true}, f.Read(t))
	return f
}

// AcceptancePage is the grid page the UI joins while editing the 验收项目 of
// a demo acceptance of the section with this code (ChildGrids:
// "<resource>-<id>-<child>").
func (s *Server) AcceptancePage(t testing.TB, section string) string {
	t.Helper()
	ctx := viewer.System(context.Background())
	c := s.App.DB.Client
	sec := c.CmisSection.Query().Where(cmissection.Code(section)).OnlyX(ctx)
	acc := c.CmisAcceptance.Query().Where(cmisacceptance.SectionID(sec.ID)).FirstX(ctx)
	return "cmisAcceptance-" + acc.ID + "-cmisAcceptanceItem"
}

// Bell is a user's unread announcements and system messages (listByUser).
type Bell struct {
	AnntMsgList  []map[string]any `json:"anntMsgList"`
	AnntMsgTotal int              `json:"anntMsgTotal"`
	SysMsgList   []map[string]any `json:"sysMsgList"`
	SysMsgTotal  int              `json:"sysMsgTotal"`
}

// Bell reads the bell of the token's user.
func (s *Server) Bell(t testing.TB, token string) Bell {
	t.Helper()
	r := s.Do(t, "GET", "/sys/annountCement/listByUser", token, nil)
	require.True(t, r.Success, r.Message)
	var b Bell
	r.Decode(t, &b)
	return b
}

// AddAnnouncement adds an announcement (not released) and returns its id.
func (s *Server) AddAnnouncement(t testing.TB, token string, body map[string]any) string {
	t.Helper()
	r := s.Do(t, "POST", "/sys/annountCement/add", token, body)
	require.True(t, r.Success, r.Message)
	var row struct{ ID string }
	r.Decode(t, &row)
	require.NotEmpty(t, row.ID)
	return row.ID
}

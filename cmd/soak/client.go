package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/gorilla/websocket"
)

// The business resource the clients write: a shotcrete assessment with its
// measuring points (一对多), saved in one transaction.
const (
	resource = "/quality/cmisShotcreteAssessment"
	children = "cmisShotcreteMeasureList"
)

// state is one write of a record: its marker (in remarks) and measuring points.
type state struct {
	marker string
	points []string
	acked  bool // false: the outcome is unknown (cut by a kill)
}

// record is an assessment whose add was acknowledged, with its writes in order.
type record struct {
	id     string
	marker string // unit_code: the add's marker
	states []state
}

// lastAcked is the index of the latest acknowledged write.
func (r *record) lastAcked() int {
	for i := len(r.states) - 1; i >= 0; i-- {
		if r.states[i].acked {
			return i
		}
	}
	return 0
}

type upload struct {
	path    string
	content []byte
}

// sockConn is one notice socket of a client, open from..to, and the
// announcements it received.
type sockConn struct {
	from, to time.Time // to: zero while open
	got      map[string]time.Time
	dups     int
	byKill   bool   // it dropped with a kill
	closeErr string // why it dropped otherwise
	byUs     bool   // the soak closed it at the end
}

// client is one user's session: a login, a socket, and a loop of requests.
type client struct {
	n      int
	s      *soak
	user   string
	api    *api
	userID string
	rng    *rand.Rand
	stats  stats

	adds, edits, ups int
	recs             []*record
	unknownAdds      []string
	failedAdds       []string
	uploads          []upload
	unknownUploads   int
	stale            []string // reads that did not show the last acknowledged write

	mu          sync.Mutex
	socks       []*sockConn
	dialCut     int
	dialFailed  int
	dialFailWhy []string
}

func (c *client) marker(tag string) string { return fmt.Sprintf("SOAK-%s-c%03d-%s", c.s.run, c.n, tag) }

// points names n measuring points after a write's tag (unique in the record).
func points(tag string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%s-%d", tag, i+1)
	}
	return out
}

func (c *client) body(id, unitCode, marker string, pts []string) map[string]any {
	rows := make([]map[string]any, len(pts))
	for i, p := range pts {
		rows[i] = map[string]any{"pointNo": p, "measuredThickness": 140 + 5*i, "designThickness": 150, "qualified": "1"}
	}
	b := map[string]any{"sectionId": c.s.section, "unitCode": unitCode, "designThickness": 150,
		"strengthClass": "C25", "remarks": marker, children: rows}
	if id != "" {
		b["id"] = id
	}
	return b
}

// run logs in, opens the socket and works until load ends; requests in
// flight then finish (ctx is the run's: only Ctrl-C cuts them).
func (c *client) run(ctx, load context.Context) {
	for {
		r := c.api.json(ctx, http.MethodPost, "/sys/login", map[string]any{"username": c.user, "password": userPassword})
		c.stats.add("login", r)
		if r.out == ok {
			var lr loginResult
			if err := json.Unmarshal(r.env.Result, &lr); err == nil && lr.Token != "" {
				c.api.token, c.userID = lr.Token, lr.UserInfo.ID
				break
			}
		}
		if !sleep(load, 500*time.Millisecond) {
			return
		}
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { defer wg.Done(); c.socket(load) }()
	for load.Err() == nil {
		c.step(ctx)
		if c.s.o.think > 0 {
			sleep(load, time.Duration(c.rng.Int64N(int64(2*c.s.o.think))))
		}
	}
	wg.Wait()
}

// step is one request, drawn by weight: reads most, then writes, then files.
func (c *client) step(ctx context.Context) {
	switch w := c.rng.IntN(100); {
	case w < 25:
		c.list(ctx)
	case w < 50 && len(c.recs) > 0:
		c.get(ctx)
	case w < 65 || len(c.recs) == 0:
		c.add(ctx)
	case w < 80:
		c.edit(ctx)
	case w < 90 || len(c.uploads) == 0:
		c.upload(ctx)
	default:
		c.download(ctx)
	}
}

func (c *client) list(ctx context.Context) {
	r := c.api.json(ctx, http.MethodGet, resource+"/list?pageNo=1&pageSize=10&column=createTime&order=desc", nil)
	c.stats.add("list", r)
}

func (c *client) get(ctx context.Context) {
	rec := c.recs[c.rng.IntN(len(c.recs))]
	r := c.api.json(ctx, http.MethodGet, resource+"/queryById?id="+url.QueryEscape(rec.id), nil)
	if r.out == ok {
		var got struct {
			Remarks string `json:"remarks"`
		}
		if err := decode(r, &got); err != nil {
			r.out, r.why = failed, "queryById: "+err.Error()
		} else if last := rec.states[len(rec.states)-1]; last.acked && got.Remarks != last.marker {
			// Read after an acknowledged write, on whichever instance: it must show it.
			c.stale = append(c.stale, fmt.Sprintf("%s: read %q after %q was acknowledged", rec.id, got.Remarks, last.marker))
		}
	}
	c.stats.add("get", r)
}

func (c *client) add(ctx context.Context) {
	c.adds++
	tag := fmt.Sprintf("a%d", c.adds)
	m := c.marker(tag)
	pts := points(tag, 2)
	r := c.api.json(ctx, http.MethodPost, resource+"/add", c.body("", m, m, pts))
	if r.out == ok {
		var got struct {
			ID string `json:"id"`
		}
		if err := decode(r, &got); err != nil || got.ID == "" {
			r.out, r.why = failed, fmt.Sprintf("add: no id in %.200s", r.env.Result)
		} else {
			c.recs = append(c.recs, &record{id: got.ID, marker: m, states: []state{{marker: m, points: pts, acked: true}}})
		}
	}
	switch {
	case r.out.unknown():
		c.unknownAdds = append(c.unknownAdds, m)
	case r.out == failed:
		c.failedAdds = append(c.failedAdds, m)
	}
	c.stats.add("add", r)
}

// edit rewrites one of the client's records: a new marker and a new set of
// 1 to 3 measuring points replacing the old ones (rows deleted and added).
func (c *client) edit(ctx context.Context) {
	rec := c.recs[c.rng.IntN(len(c.recs))]
	c.edits++
	tag := fmt.Sprintf("e%d", c.edits)
	m := c.marker(tag)
	pts := points(tag, 1+c.edits%3)
	r := c.api.json(ctx, http.MethodPut, resource+"/edit", c.body(rec.id, rec.marker, m, pts))
	if r.out == ok || r.out.unknown() {
		rec.states = append(rec.states, state{marker: m, points: pts, acked: r.out == ok})
	}
	c.stats.add("edit", r)
}

func (c *client) upload(ctx context.Context) {
	c.ups++
	m := c.marker(fmt.Sprintf("u%d", c.ups))
	content := []byte(m + "\n" + strings.Repeat("浸泡测试 soak upload\n", 20+c.rng.IntN(200)))
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	_ = w.WriteField("biz", "soak")
	fw, _ := w.CreateFormFile("file", fmt.Sprintf("soak-c%03d-u%d.txt", c.n, c.ups))
	_, _ = fw.Write(content)
	_ = w.Close()
	r := c.api.do(ctx, http.MethodPost, "/sys/common/upload", w.FormDataContentType(), b.Bytes(), false)
	if r.out == ok {
		if r.env.Message == "" {
			r.out, r.why = failed, "upload: no path"
		} else {
			c.uploads = append(c.uploads, upload{path: r.env.Message, content: content})
		}
	}
	if r.out.unknown() {
		c.unknownUploads++
	}
	c.stats.add("upload", r)
}

func (c *client) download(ctx context.Context) {
	up := c.uploads[c.rng.IntN(len(c.uploads))]
	r := fetchUpload(ctx, c.api, up)
	c.stats.add("download", r)
}

// fetchUpload reads a stored file back and compares it with what was sent.
func fetchUpload(ctx context.Context, a *api, up upload) reply {
	r := a.do(ctx, http.MethodGet, "/sys/common/static/"+up.path, "", nil, true)
	if r.out == ok && !bytes.Equal(r.body, up.content) {
		r.out, r.why = failed, fmt.Sprintf("download %s: %d bytes differ from the %d uploaded", up.path, len(r.body), len(up.content))
	}
	return r
}

// socket keeps one notice socket open through the proxy until load ends,
// reconnecting when it drops (as the UI does), and notes the
// announcements each connection received.
func (c *client) socket(load context.Context) {
	d := websocket.Dialer{HandshakeTimeout: 10 * time.Second, Subprotocols: []string{c.api.token}}
	u := "ws" + strings.TrimPrefix(c.api.base, "http") + "/websocket/" + c.userID
	for load.Err() == nil {
		t0 := time.Now()
		conn, res, err := d.DialContext(load, u, nil)
		if err != nil {
			if load.Err() != nil {
				return
			}
			c.mu.Lock()
			if (res != nil && res.Header.Get(hdrCut) == cutKill) || c.s.kills.crossed(t0, time.Now()) {
				c.dialCut++
			} else {
				c.dialFailed++
				if len(c.dialFailWhy) < 3 {
					why := err.Error()
					if res != nil {
						why = fmt.Sprintf("HTTP %d: %s", res.StatusCode, why)
					}
					c.dialFailWhy = append(c.dialFailWhy, why)
				}
			}
			c.mu.Unlock()
			sleep(load, 500*time.Millisecond)
			continue
		}
		sc := &sockConn{from: time.Now(), got: map[string]time.Time{}}
		c.mu.Lock()
		c.socks = append(c.socks, sc)
		c.mu.Unlock()
		stopped := make(chan struct{})
		go func() {
			select {
			case <-load.Done():
				_ = conn.Close()
			case <-stopped:
			}
		}()
		var readErr error
		for {
			_, msg, err := conn.ReadMessage()
			if err != nil {
				readErr = err
				break
			}
			var m struct {
				Cmd   string `json:"cmd"`
				MsgID string `json:"msgId"`
			}
			if json.Unmarshal(msg, &m) == nil && m.MsgID != "" {
				c.mu.Lock()
				if _, seen := sc.got[m.MsgID]; seen {
					sc.dups++
				} else {
					sc.got[m.MsgID] = time.Now()
				}
				c.mu.Unlock()
			}
		}
		close(stopped)
		_ = conn.Close()
		now := time.Now()
		c.mu.Lock()
		sc.to = now
		switch {
		case load.Err() != nil:
			sc.byUs = true
		case c.s.kills.crossed(now.Add(-3*time.Second), now):
			sc.byKill = true
		default:
			sc.closeErr = readErr.Error()
		}
		c.mu.Unlock()
		sleep(load, time.Duration(200+c.rng.IntN(800))*time.Millisecond)
	}
}

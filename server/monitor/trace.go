package monitor

import (
	"net/http"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/labstack/echo/v5"

	"aqueduct/server/viewer"
)

// TraceSize is how many requests the trace keeps: the last ones, older
// ones dropped.
const TraceSize = 100

// Trace keeps the last TraceSize API requests of this instance in memory
// (请求追踪, Spring Boot's /actuator/httptrace): when, method, path without
// its query string, status, time taken and the user's name. Never a header,
// a query value, a body or a token: a path parameter named like a secret
// (token, key) is kept as its name.
type Trace struct {
	base string
	mu   sync.Mutex
	ring [TraceSize]traced
	next int // where the next request goes
	n    int // requests kept
	// peak is the most goroutines seen at a request's end (jvm.threads.peak).
	peak atomic.Int64
}

type traced struct {
	at           time.Time
	method, path string
	user         string
	status       int
	took         time.Duration
}

// NewTrace traces the requests below the API base path.
func NewTrace(basePath string) *Trace { return &Trace{base: basePath} }

// Middleware records each API request once it is answered. The status is
// the one the client gets, as in server/metrics: an error is handled here.
func (t *Trace) Middleware(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c *echo.Context) (err error) {
		p := c.Request().URL.Path
		if p != t.base && !strings.HasPrefix(p, t.base+"/") {
			return next(c)
		}
		start := time.Now()
		finished := false
		defer func() {
			if !finished { // a panic: the Recover middleware answers 500
				t.add(c, http.StatusInternalServerError, start)
			}
		}()
		err = next(c)
		finished = true
		resp, _ := echo.UnwrapResponse(c.Response())
		if err != nil && (resp == nil || !resp.Committed) {
			c.Echo().HTTPErrorHandler(c, err)
		}
		_, status := echo.ResolveResponseStatus(c.Response(), err)
		t.add(c, status, start)
		return err
	}
}

func (t *Trace) add(c *echo.Context, status int, start time.Time) {
	e := traced{at: start, method: c.Request().Method, path: tracedPath(c), status: status, took: time.Since(start)}
	if v, ok := viewer.FromContext(c.Request().Context()); ok && !v.System {
		e.user = v.Username
	}
	t.notePeak()
	t.mu.Lock()
	t.ring[t.next] = e
	t.next = (t.next + 1) % TraceSize
	t.n = min(t.n+1, TraceSize)
	t.mu.Unlock()
}

func (t *Trace) notePeak() int64 { return t.seen(int64(runtime.NumGoroutine())) }

// seen records n goroutines as seen and returns the peak so far, so the peak
// is never below a live count already reported.
func (t *Trace) seen(n int64) int64 {
	for {
		p := t.peak.Load()
		if n <= p || t.peak.CompareAndSwap(p, n) {
			return max(n, p)
		}
	}
}

// last returns the requests kept, newest first.
func (t *Trace) last() []traced {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := make([]traced, 0, t.n)
	for i := 1; i <= t.n; i++ {
		out = append(out, t.ring[(t.next-i+TraceSize)%TraceSize])
	}
	return out
}

// maxPath bounds a path kept (an unmatched one is the client's to make up).
const maxPath = 300

// tracedPath is the request's path without the query string; a path
// parameter that may carry a secret (…/getLoginUser/:token/…, a captcha's
// /randomImage/:key) is kept as {name}.
func tracedPath(c *echo.Context) string {
	p := c.Request().URL.Path
	if tpl := c.Path(); tpl != "" && strings.Contains(tpl, "/:") {
		ts, ps := strings.Split(tpl, "/"), strings.Split(p, "/")
		masked := false
		for i, seg := range ts {
			if !strings.HasPrefix(seg, ":") || !secretParam(seg[1:]) {
				continue
			}
			if len(ts) != len(ps) { // an escaped slash: keep the template
				return tpl
			}
			ps[i], masked = "{"+seg[1:]+"}", true
		}
		if masked {
			p = strings.Join(ps, "/")
		}
	}
	if len(p) > maxPath {
		p = p[:maxPath] + "…"
	}
	return p
}

func secretParam(name string) bool {
	n := strings.ToLower(name)
	for _, s := range []string{"token", "key", "secret", "password"} {
		if strings.Contains(n, s) {
			return true
		}
	}
	return false
}

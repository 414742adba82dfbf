package app

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"
)

// socketGrace bounds the wait for the sockets' close frames, so one stuck
// socket does not eat the time of the requests in flight.
const socketGrace = 5 * time.Second

// maxCutListed bounds the requests a drain cut short names in its log.
const maxCutListed = 20

// Draining tells whether shutdown has begun: /readyz then answers 503, so a
// proxy sends elsewhere. The notice hub's shutdown is the drain's first step,
// so its state is the drain's.
func (a *App) Draining() bool {
	return a.Notices != nil && a.Notices.ShuttingDown()
}

// Shutdown drains srv (SIGTERM): it closes every socket with 1001 and
// refuses new ones (the UI reconnects elsewhere), stops accepting, and lets
// the requests in flight — an import, an export — finish until ctx ends.
// Then it cuts those left, logs how many and which, and fails, so the
// process exits non-zero. The caller closes the app (jobs, files, database)
// afterwards.
func (a *App) Shutdown(ctx context.Context, srv *http.Server) error {
	reqs := tracked(srv)
	a.Log.Info("shutdown: draining", "requests", reqs.count(), "sockets", a.Notices.Open())
	sctx, cancel := context.WithTimeout(ctx, socketGrace)
	if err := a.Notices.Shutdown(sctx); err != nil {
		a.Log.Warn("shutdown: sockets not closed in time", "err", err)
	}
	cancel()
	err := srv.Shutdown(ctx)
	if err == nil || ctx.Err() == nil {
		return err // nil, or the listener's close failing
	}
	cut := reqs.list()
	_ = srv.Close()
	if reqs == nil {
		a.Log.Error("shutdown: requests cut (not tracked: TrackRequests)")
		return fmt.Errorf("shutdown: requests cut: %w", err)
	}
	a.Log.Error("shutdown: requests cut", "count", len(cut), "requests", cut[:min(len(cut), maxCutListed)])
	return fmt.Errorf("shutdown: %d requests cut: %w", len(cut), err)
}

// TrackRequests makes srv keep the requests in flight, so a drain cut short
// (Shutdown) can say which it cut. Call it before serving.
func TrackRequests(srv *http.Server) {
	f := &inflight{next: srv.Handler, reqs: map[*http.Request]time.Time{}}
	srv.Handler = f
	inflights.Store(srv, f)
}

// inflights holds the tracking of each tracked server (one in a process,
// or a few in tests).
var inflights sync.Map // *http.Server → *inflight

func tracked(srv *http.Server) *inflight {
	f, _ := inflights.Load(srv)
	r, _ := f.(*inflight)
	return r
}

// inflight is the handler that keeps the requests being served.
type inflight struct {
	next http.Handler
	mu   sync.Mutex
	reqs map[*http.Request]time.Time
}

func (f *inflight) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// A socket's handler runs as long as the socket: the hub closes those.
	if strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
		f.next.ServeHTTP(w, r)
		return
	}
	f.mu.Lock()
	f.reqs[r] = time.Now()
	f.mu.Unlock()
	defer func() {
		f.mu.Lock()
		delete(f.reqs, r)
		f.mu.Unlock()
	}()
	f.next.ServeHTTP(w, r)
}

// count is the number of requests in flight; -1 when srv is not tracked.
func (f *inflight) count() int {
	if f == nil {
		return -1
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.reqs)
}

// list names the requests in flight, longest running first: the method and
// path (never the query, which may carry personal data) and for how long.
func (f *inflight) list() []string {
	if f == nil {
		return nil
	}
	type req struct {
		name  string
		start time.Time
	}
	f.mu.Lock()
	all := make([]req, 0, len(f.reqs))
	for r, start := range f.reqs {
		all = append(all, req{r.Method + " " + r.URL.Path, start})
	}
	f.mu.Unlock()
	slices.SortFunc(all, func(a, b req) int { return a.start.Compare(b.start) })
	out := make([]string, len(all))
	for i, r := range all {
		out[i] = fmt.Sprintf("%s (%s)", r.name, time.Since(r.start).Round(time.Millisecond))
	}
	return out
}

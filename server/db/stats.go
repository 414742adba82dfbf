package db

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/pprof"
	"time"
)

// DebugStatsEnv names the variable that turns on the statement counters'
// endpoint: AQ_DEBUG_STATS=127.0.0.1:PORT serves GET /debug/stats there
// ({"statements":N,"reads":N,"txs":N,"prepared":N}) and the Go profiler under
// /debug/pprof/. Only loopback addresses are accepted.
// It is meant for the load test (cmd/loadtest) and is off by default.
const DebugStatsEnv = "AQ_DEBUG_STATS"

func serveStats(addr string, d *DB) (bound string, stop func(), err error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return "", nil, fmt.Errorf("%s=%s: want 127.0.0.1:PORT: %w", DebugStatsEnv, addr, err)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return "", nil, fmt.Errorf("%s=%s: only a loopback address is allowed", DebugStatsEnv, addr)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return "", nil, fmt.Errorf("%s=%s: %w", DebugStatsEnv, addr, err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /debug/stats", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(d.Stats())
	})
	// The profiler beside the counters, to find where a request's CPU goes
	// under load (go tool pprof http://ADDR/debug/pprof/profile).
	mux.HandleFunc("GET /debug/pprof/", pprof.Index)
	mux.HandleFunc("GET /debug/pprof/profile", pprof.Profile)
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	return ln.Addr().String(), func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		_ = srv.Shutdown(ctx)
	}, nil
}

package metrics

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Serve answers GET /metrics on addr (AQ_METRICS_ADDR), and 404 elsewhere,
// until stop. It is a listener of its own, so the metrics stay off the
// public port; a nil m serves nothing.
func (m *Metrics) Serve(addr string, log *slog.Logger) (stop func(ctx context.Context) error, err error) {
	if m == nil {
		return func(context.Context) error { return nil }, nil
	}
	if log == nil {
		log = slog.Default()
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("AQ_METRICS_ADDR=%s: %w", addr, err)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{
		Registry:            m.reg, // promhttp_metric_handler_errors_total
		ErrorLog:            slog.NewLogLogger(log.Handler(), slog.LevelError),
		MaxRequestsInFlight: 3, // a scraper gone wild cannot pile up gathers
		Timeout:             10 * time.Second,
	}))
	srv := &http.Server{
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       2 * time.Minute, // a scraper keeps its connection between scrapes
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	log.Info("metrics listening", "addr", ln.Addr().String())
	go func() {
		if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
			log.Error("metrics server", "err", err)
		}
	}()
	return srv.Shutdown, nil
}

package app

import (
	"log/slog"
	"net/http"
	"time"
)

// Timeouts of the HTTP server.
type Timeouts struct {
	ReadHeader time.Duration // the request line and headers
	Read       time.Duration // the whole request with its body: a 20 MB import on a slow link
	Idle       time.Duration // a kept-alive connection between requests
}

// DefaultTimeouts drop a client that sends too slowly and hold no idle
// connection long. The read timeout ends with the body (net/http lifts it
// then), so a long export or import runs on. There is no write timeout: it
// would cut a long export, which bounds its own sending instead.
var DefaultTimeouts = Timeouts{ReadHeader: 10 * time.Second, Read: 5 * time.Minute, Idle: 2 * time.Minute}

// HTTPServer is the server main runs and the tests start.
func (a *App) HTTPServer() *http.Server {
	return &http.Server{
		Handler:           a.Echo,
		ReadHeaderTimeout: a.Timeouts.ReadHeader,
		ReadTimeout:       a.Timeouts.Read,
		IdleTimeout:       a.Timeouts.Idle,
		ErrorLog:          slog.NewLogLogger(a.Log.Handler(), slog.LevelWarn),
	}
}

package metrics

import (
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v5"
)

// Middleware counts each request by its route template (the registered path,
// /jeecg-boot/sys/user/list or /jeecg-boot/sys/user/:id, never the URL),
// method and status, and times it.
//
// The status is the one the client gets: an error is handled here by the
// error handler, as the access log does (httpx answers many errors with 200
// and success:false). A websocket upgrade counts as 101 and is not timed,
// its time being the socket's life.
func (m *Metrics) Middleware(next echo.HandlerFunc) echo.HandlerFunc {
	if m == nil {
		return next
	}
	return func(c *echo.Context) (err error) {
		start := time.Now()
		upgrade := strings.EqualFold(c.Request().Header.Get("Upgrade"), "websocket")
		finished := false
		defer func() {
			if !finished { // a panic: the Recover middleware answers 500
				m.observe(c, http.StatusInternalServerError, start, upgrade)
			}
		}()
		err = next(c)
		finished = true
		resp, _ := echo.UnwrapResponse(c.Response())
		if err != nil && (resp == nil || !resp.Committed) {
			c.Echo().HTTPErrorHandler(c, err)
		}
		_, status := echo.ResolveResponseStatus(c.Response(), err)
		if upgrade && err == nil && resp != nil && !resp.Committed {
			status = http.StatusSwitchingProtocols // hijacked: the 101 went out on the bare connection
		}
		m.observe(c, status, start, upgrade)
		return err
	}
}

func (m *Metrics) observe(c *echo.Context, status int, start time.Time, upgrade bool) {
	route, method := routeLabel(c), methodLabel(c.Request().Method)
	m.requests.WithLabelValues(route, method, statusLabel(status)).Inc()
	if !upgrade {
		m.latency.WithLabelValues(route, method).Observe(time.Since(start).Seconds())
	}
}

// routeLabel is the registered path the request matched, or Unmatched.
func routeLabel(c *echo.Context) string {
	p := c.Path()
	if p == "" || c.RouteInfo().Name == echo.NotFoundRouteName {
		return Unmatched
	}
	return p
}

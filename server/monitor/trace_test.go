package monitor

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/labstack/echo/v5"
)

func TestTraceKeepsPathsNotSecrets(t *testing.T) {
	e := echo.New()
	tr := NewTrace("/api")
	e.Use(tr.Middleware)
	ok := func(c *echo.Context) error { return c.String(http.StatusOK, "ok") }
	e.GET("/api/login/:token/:thirdType", ok)
	e.GET("/api/captcha/:key", ok)
	e.GET("/api/dict/:code", ok)
	e.GET("/api/fail", func(c *echo.Context) error { return echo.ErrForbidden })
	e.GET("/healthz", ok)
	for _, u := range []string{"/api/login/s3cr3t/github?x=1", "/api/captcha/k123", "/api/dict/sex?password=p", "/api/fail", "/healthz", "/api/nowhere?q=1"} {
		e.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, u, nil))
	}
	got := tr.last()
	want := []struct {
		path   string
		status int
	}{{"/api/nowhere", 404}, {"/api/fail", 403}, {"/api/dict/sex", 200}, {"/api/captcha/{key}", 200}, {"/api/login/{token}/github", 200}}
	if len(got) != len(want) {
		t.Fatalf("traced %d requests, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		if got[i].path != w.path || got[i].status != w.status || got[i].method != http.MethodGet {
			t.Errorf("trace %d: %s %s %d, want %s %d", i, got[i].method, got[i].path, got[i].status, w.path, w.status)
		}
	}

	for i := range TraceSize + 7 {
		e.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, fmt.Sprintf("/api/dict/d%d", i), nil))
	}
	got = tr.last()
	if len(got) != TraceSize || got[0].path != fmt.Sprintf("/api/dict/d%d", TraceSize+6) || got[TraceSize-1].path != "/api/dict/d7" {
		t.Errorf("the ring holds %d, newest %s, oldest %s", len(got), got[0].path, got[len(got)-1].path)
	}
}

func TestCPUUsageBetweenReadings(t *testing.T) {
	var k cpuClock
	now := started.Add(10 * 1e9)
	p1, s1, _ := k.usage(now)
	for _, v := range []float64{p1, s1} {
		if v < 0 || v > 1 {
			t.Fatalf("usage %v outside 0–1", v)
		}
	}
	if p2, _, _ := k.usage(now.Add(1e8)); p2 != p1 {
		t.Errorf("a reading within a second is the last one: %v, then %v", p1, p2)
	}
	// A fast machine can run this package in under one clock tick (10 ms),
	// so burn CPU until a tick has certainly passed (the reading counts
	// whole ticks) and only then expect a positive reading.
	deadline := time.Now().Add(2 * time.Second)
	x := 1.0
	for processCPUSeconds() <= 0 && time.Now().Before(deadline) {
		for i := range 1_000_000 {
			x += float64(i) / x
		}
	}
	if processCPUSeconds() <= 0 {
		t.Errorf("the process has used no CPU after spinning for 2 s (%v)", x)
	}
}

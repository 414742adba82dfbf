// Package testenv starts the real server for tests, once per database:
// SQLite in a temp dir and PostgreSQL in a fresh database on the local server
// (AQ_TEST_POSTGRES, default postgres://root@127.0.0.1:5432/test).
package testenv

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	_ "github.com/lib/pq"

	"aqueduct/server/app"
	"aqueduct/server/config"
	"aqueduct/server/seed"
)

// DB names a database a test runs on.
type DB struct {
	Name string // "sqlite" or "postgres"
	URL  string // empty for SQLite
}

// PostgresURL is the server tests create their databases on.
func PostgresURL() string {
	if u := os.Getenv("AQ_TEST_POSTGRES"); u != "" {
		return u
	}
	return "postgres://root@127.0.0.1:5432/test?sslmode=disable"
}

// ForEachDB runs f as a subtest on SQLite and on PostgreSQL.
func ForEachDB(t *testing.T, f func(t *testing.T, db DB)) {
	t.Run("sqlite", func(t *testing.T) { f(t, DB{Name: "sqlite"}) })
	t.Run("postgres", func(t *testing.T) { f(t, DB{Name: "postgres", URL: NewPostgresDB(t)}) })
}

// ForEachDBParallel is ForEachDB with both subtests running at once, for a
// test that mostly waits (a scheduler's ticks, timeouts) and whose runs share
// nothing: it stays out of the other tests' way but takes half the time.
func ForEachDBParallel(t *testing.T, f func(t *testing.T, db DB)) {
	t.Run("sqlite", func(t *testing.T) { t.Parallel(); f(t, DB{Name: "sqlite"}) })
	t.Run("postgres", func(t *testing.T) { t.Parallel(); f(t, DB{Name: "postgres", URL: NewPostgresDB(t)}) })
}

// NewPostgresDB creates an empty database for the test and drops it afterwards.
// Start gives a database of it, if still untouched, the demo data of a template.
func NewPostgresDB(t testing.TB) string {
	t.Helper()
	admin, err := adminDB()
	if err != nil {
		t.Fatal(err)
	}
	// The process id lets a later process drop what a killed one left (dropStale).
	name := fmt.Sprintf("aq_t_%d_%s", os.Getpid(), strings.ReplaceAll(uuid.NewString(), "-", "")[:12])
	if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
		t.Fatalf("PostgreSQL at %s is required for the database tests: %v", PostgresURL(), err)
	}
	t.Cleanup(func() {
		madeHere.Delete(name)
		drop := func() { _, _ = admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)") }
		if inMain.Load() {
			dropping.Go(drop) // Main waits for it; the test's slot is free now
		} else {
			drop()
		}
	})
	if err := fastCommits(admin, t, name); err != nil {
		t.Fatal(err)
	}
	madeHere.Store(name, true)
	u, err := withDB(name)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// Server is the real server on a loopback port.
type Server struct {
	App  *app.App
	URL  string // base URL of the API, e.g. http://127.0.0.1:PORT/jeecg-boot
	Root string // http://127.0.0.1:PORT
}

// Start runs the server with demo data and a fixed captcha "1234". A new
// data directory or an untouched database of NewPostgresDB gets a copy of
// the demo database set up once per process (template.go).
func Start(t testing.TB, db DB, adjust ...func(*config.Config)) *Server {
	t.Helper()
	cfg := seedConfig(t.TempDir(), db.URL)
	for _, f := range adjust {
		f(&cfg)
	}
	if err := cfg.Check(); err != nil {
		t.Fatal(err)
	}
	copied := false
	if seedsTheSame(cfg) {
		if cfg.DatabaseURL == "" {
			copied = copySQLiteTemplate(t, cfg)
		} else {
			copied = copyPostgresTemplate(t, cfg)
		}
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if testing.Verbose() {
		log = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	a, err := app.New(ctx, cfg, log, app.Options{Seed: seed.Seeder{}, Demo: true, Copied: copied})
	if err != nil {
		t.Fatal(err)
	}
	a.Auth.Limiter.Step = 0 // count failures, but do not sleep in tests
	ts := httptest.NewUnstartedServer(nil)
	ts.Config = a.HTTPServer() // the timeouts and handler main serves with
	ts.Start()
	t.Cleanup(func() { ts.Close(); a.Close() })
	return &Server{App: a, URL: ts.URL + cfg.BasePath, Root: ts.URL}
}

// Reply is a decoded envelope plus the HTTP status.
type Reply struct {
	Status    int
	Success   bool            `json:"success"`
	Message   string          `json:"message"`
	Code      int             `json:"code"`
	Result    json.RawMessage `json:"result"`
	Timestamp int64           `json:"timestamp"`
}

// Decode unmarshals the result into v.
func (r Reply) Decode(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Result, v); err != nil {
		t.Fatalf("decode result %s: %v", r.Result, err)
	}
}

// Do sends a request with an optional token and JSON body and decodes the envelope.
func (s *Server) Do(t testing.TB, method, path, token string, body any, headers ...string) Reply {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, s.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json;charset=UTF-8")
	}
	if token != "" {
		req.Header.Set("X-Access-Token", token)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header[headers[i]] = []string{headers[i+1]}
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	r := Reply{Status: res.StatusCode}
	if err := json.Unmarshal(raw, &r); err != nil {
		t.Fatalf("%s %s: not an envelope (%d): %s", method, path, res.StatusCode, raw)
	}
	return r
}

// checkKeys are the captcha keys of Login, unique across parallel tests.
var checkKeys atomic.Int64

func init() { checkKeys.Store(time.Now().UnixMilli()) }

// Login fetches a captcha and logs in; it returns the reply.
func (s *Server) Login(t testing.TB, username, password string) Reply {
	t.Helper()
	key := checkKeys.Add(1)
	if r := s.Do(t, "GET", fmt.Sprintf("/sys/randomImage/%d", key), "", nil); !r.Success {
		t.Fatalf("captcha: %s", r.Message)
	}
	return s.Do(t, "POST", "/sys/login", "", map[string]any{
		"username": username, "password": password, "captcha": "1234", "checkKey": key, "remember_me": true,
	})
}

// Token logs in and returns the session token, failing the test otherwise.
func (s *Server) Token(t testing.TB, username, password string) string {
	t.Helper()
	r := s.Login(t, username, password)
	if !r.Success || r.Code != 200 {
		t.Fatalf("login %s: %s", username, r.Message)
	}
	var res struct {
		Token string `json:"token"`
	}
	r.Decode(t, &res)
	return res.Token
}

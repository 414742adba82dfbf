// Package config reads the server's settings from the environment.
package config

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Config is everything the server reads from its environment.
type Config struct {
	Addr          string // AQ_ADDR, host:port to listen on
	DataDir       string // AQ_DATA_DIR: SQLite file, secret, uploads
	DatabaseURL   string // AQ_DATABASE_URL: postgres://… ; empty means SQLite in DataDir
	BasePath      string // AQ_BASE_PATH, default /jeecg-boot
	Secret        string // AQ_SECRET, generated and kept in DataDir when unset
	Captcha       string // AQ_CAPTCHA: on | off | fixed:CODE
	AdminPassword string // AQ_ADMIN_PASSWORD for the first admin on a fresh database
	WeatherURL    string // AQ_WEATHER_URL: provider for the banner's weather; empty hides it
	WeatherKey    string // AQ_WEATHER_KEY: the provider's API key, sent as the X-QW-Api-Key header
	WeatherPlace  string // AQ_WEATHER_PLACE: the place the banner names when the reply names none
	MapTiles      string // AQ_MAP_TILES: the map's tile URL template ({z}/{x}/{y}); empty draws the route alone
	MapPMTiles    string // AQ_MAP_PMTILES: a raster PMTiles file this server serves as the base map (offline); before AQ_MAP_TILES
	LogLevel      string // AQ_LOG_LEVEL: debug | info | warn | error
	// AQ_TRUSTED_PROXIES: comma list of proxy IPs/CIDRs whose X-Forwarded-For /
	// X-Real-IP name the client; empty means the TCP peer is the client.
	TrustedProxies string
	SessionIdle    time.Duration // AQ_SESSION_IDLE: an idle session dies after this (0 means the default 2h)
	BlobURL        string        // AQ_BLOB_URL: bucket of uploads; empty means file://<DataDir>/upload
	UploadMaxMB    int           // AQ_UPLOAD_MAX_MB: largest upload (0 means the default 20)
	UIDir          string        // AQ_UI_DIR: serve the admin UI from this built directory instead of the embedded one
	// AQ_CSP_HOSTS: comma list of origins the pages may also load images,
	// media and data from, beyond the tile and camera hosts admitted by themselves.
	CSPHosts string
	// AQ_SHUTDOWN_TIMEOUT: on SIGTERM, how long requests in flight (an import,
	// an export) may take to finish before the process exits anyway.
	ShutdownTimeout time.Duration
	// AQ_METRICS_ADDR: host:port of the Prometheus /metrics listener; empty is off.
	MetricsAddr string
	// AQ_DEMO_VIDEO_DIR: a directory holding an HLS stream (index.m3u8 and
	// its segments) this server serves to signed-in users; the demo's first
	// camera plays it.
	DemoVideoDir string
}

// DefaultShutdownTimeout is AQ_SHUTDOWN_TIMEOUT's default.
const DefaultShutdownTimeout = 60 * time.Second

// DefaultSessionIdle is AQ_SESSION_IDLE's default.
const DefaultSessionIdle = 2 * time.Hour

// Variables lists every variable with its meaning, for the README and --help.
var Variables = [][2]string{
	{"AQ_ADDR", "listen address (default 127.0.0.1:8080)"},
	{"AQ_DATA_DIR", "data directory: SQLite database, secret, uploads (default ./data)"},
	{"AQ_DATABASE_URL", "postgres://user@host:5432/db?sslmode=disable to use PostgreSQL instead of SQLite"},
	{"AQ_BASE_PATH", "API base path (default /jeecg-boot)"},
	{"AQ_SECRET", "server secret (default: generated once and kept in the data directory)"},
	{"AQ_CAPTCHA", "on (default) | off (login skips the captcha, for automated tests) | fixed:CODE (test mode: every captcha's answer is CODE)"},
	{"AQ_ADMIN_PASSWORD", "password of the first admin on an empty database (default: generated and printed once)"},
	{"AQ_WEATHER_URL", "weather provider URL answering {now:{temp,text,icon}}, e.g. QWeather's https://devapi.qweather.com/v7/weather/now?location=101110101 (default: none, the banner hides the weather)"},
	{"AQ_WEATHER_KEY", "the weather provider's API key, sent in the X-QW-Api-Key header, never in a URL (default: none)"},
	{"AQ_WEATHER_PLACE", "the place name the banner shows beside the weather when the provider's reply names none (default: none)"},
	{"AQ_LOG_LEVEL", "debug | info (default) | warn | error"},
	{"AQ_TRUSTED_PROXIES", "comma list of reverse-proxy IPs or CIDRs (e.g. 10.0.0.5,172.16.0.0/12) whose X-Forwarded-For / X-Real-IP are believed (default: none, the TCP peer is the client)"},
	{"AQ_BLOB_URL", "bucket of uploaded files: file:///dir, mem:// (tests) or s3://bucket?region=… (default file://<AQ_DATA_DIR>/upload)"},
	{"AQ_UPLOAD_MAX_MB", "largest upload in MB, 1 to 1024 (default 20)"},
	{"AQ_UI_DIR", "serve the admin UI from this directory (a `vite build` output) instead of the one built into the binary (default: built in)"},
	{"AQ_CSP_HOSTS", "comma list of origins (https://host[:port], *.host allowed) the pages may also load images, video and data from; the map's tile host and the cameras' stream hosts are admitted without it (default: none)"},
	{"AQ_SHUTDOWN_TIMEOUT", "on SIGTERM, how long requests in flight may take to finish (Go duration, 1s to 1h; default 60s)"},
	{"AQ_METRICS_ADDR", "host:port of a separate listener serving Prometheus metrics at /metrics (default: off)"},
	{"AQ_SESSION_IDLE", "a session unused this long ends (Go duration, 1m to 168h; default 2h); sessions end after 7 days anyway"},
	{"AQ_DEMO_VIDEO_DIR", "directory holding an HLS stream (index.m3u8 and its .ts/.m4s/.mp4 segments, e.g. an ffmpeg -f hls test pattern) this server serves to signed-in users under <AQ_BASE_PATH>/video/demo/; the demo's first camera plays it (default: none)"},
}

// FromEnv reads and checks the configuration; an error names the bad variable.
func FromEnv() (Config, error) {
	c := Config{
		Addr:            env("AQ_ADDR", "127.0.0.1:8080"),
		DataDir:         env("AQ_DATA_DIR", "data"),
		DatabaseURL:     os.Getenv("AQ_DATABASE_URL"),
		BasePath:        env("AQ_BASE_PATH", "/jeecg-boot"),
		Secret:          os.Getenv("AQ_SECRET"),
		Captcha:         env("AQ_CAPTCHA", "on"),
		AdminPassword:   os.Getenv("AQ_ADMIN_PASSWORD"),
		WeatherURL:      os.Getenv("AQ_WEATHER_URL"),
		WeatherKey:      os.Getenv("AQ_WEATHER_KEY"),
		WeatherPlace:    os.Getenv("AQ_WEATHER_PLACE"),
		MapTiles:        os.Getenv("AQ_MAP_TILES"),
		MapPMTiles:      os.Getenv("AQ_MAP_PMTILES"),
		LogLevel:        env("AQ_LOG_LEVEL", "info"),
		TrustedProxies:  os.Getenv("AQ_TRUSTED_PROXIES"),
		SessionIdle:     DefaultSessionIdle,
		BlobURL:         os.Getenv("AQ_BLOB_URL"),
		UIDir:           os.Getenv("AQ_UI_DIR"),
		CSPHosts:        os.Getenv("AQ_CSP_HOSTS"),
		MetricsAddr:     os.Getenv("AQ_METRICS_ADDR"),
		DemoVideoDir:    os.Getenv("AQ_DEMO_VIDEO_DIR"),
		ShutdownTimeout: DefaultShutdownTimeout,
	}
	if v := os.Getenv("AQ_UPLOAD_MAX_MB"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return c, fmt.Errorf("AQ_UPLOAD_MAX_MB=%q is not a whole number of MB", v)
		}
		c.UploadMaxMB = n
	}
	if v := os.Getenv("AQ_SESSION_IDLE"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return c, fmt.Errorf("AQ_SESSION_IDLE=%q is not a duration (e.g. 2h, 30m)", v)
		}
		c.SessionIdle = d
	}
	if v := os.Getenv("AQ_SHUTDOWN_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return c, fmt.Errorf("AQ_SHUTDOWN_TIMEOUT=%q is not a duration (e.g. 60s, 2m)", v)
		}
		c.ShutdownTimeout = d
	}
	return c, c.Check()
}

// Check validates every field and names the variable of the first bad one.
func (c *Config) Check() error {
	if _, _, err := net.SplitHostPort(c.Addr); err != nil {
		return fmt.Errorf("AQ_ADDR=%q is not host:port (e.g. 127.0.0.1:8080)", c.Addr)
	}
	if c.DataDir == "" {
		return errors.New("AQ_DATA_DIR must not be empty")
	}
	if c.DatabaseURL != "" {
		u, err := url.Parse(c.DatabaseURL)
		if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") || u.Host == "" {
			return fmt.Errorf("AQ_DATABASE_URL must be postgres://user@host:port/db?sslmode=…")
		}
	}
	if !strings.HasPrefix(c.BasePath, "/") || strings.HasSuffix(c.BasePath, "/") || strings.ContainsAny(c.BasePath, " ?#") {
		return fmt.Errorf("AQ_BASE_PATH=%q must start with / and not end with / (e.g. /jeecg-boot)", c.BasePath)
	}
	if c.Secret != "" && len(c.Secret) < 16 {
		return errors.New("AQ_SECRET must be at least 16 characters")
	}
	switch {
	case c.Captcha == "on", c.Captcha == "off":
	case strings.HasPrefix(c.Captcha, "fixed:") && len(c.Captcha) > len("fixed:"):
	default:
		return fmt.Errorf("AQ_CAPTCHA=%q must be on, off or fixed:CODE", c.Captcha)
	}
	if c.AdminPassword != "" && !PasswordOK(c.AdminPassword) {
		return errors.New("AQ_ADMIN_PASSWORD must have at least 8 characters with a letter and a digit")
	}
	if c.WeatherURL != "" {
		if u, err := url.Parse(c.WeatherURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") {
			return errors.New("AQ_WEATHER_URL must be an http(s) URL")
		}
	}
	if c.MapTiles != "" {
		if u, err := url.Parse(c.MapTiles); err != nil || (u.Scheme != "http" && u.Scheme != "https") ||
			!strings.Contains(c.MapTiles, "{z}") || !strings.Contains(c.MapTiles, "{x}") || !strings.Contains(c.MapTiles, "{y}") {
			return errors.New("AQ_MAP_TILES must be an http(s) URL template with {z}, {x} and {y}")
		}
	}
	switch c.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		return fmt.Errorf("AQ_LOG_LEVEL=%q must be debug, info, warn or error", c.LogLevel)
	}
	if _, err := c.TrustedNets(); err != nil {
		return err
	}
	if _, err := c.CSPOrigins(); err != nil {
		return err
	}
	if c.UploadMaxMB < 0 || c.UploadMaxMB > 1024 {
		return fmt.Errorf("AQ_UPLOAD_MAX_MB=%d must be between 1 and 1024", c.UploadMaxMB)
	}
	if c.UIDir != "" {
		if st, err := os.Stat(filepath.Join(c.UIDir, "index.html")); err != nil || st.IsDir() {
			return fmt.Errorf("AQ_UI_DIR=%q has no index.html (build the UI into it first)", c.UIDir)
		}
	}
	if c.DemoVideoDir != "" {
		if st, err := os.Stat(filepath.Join(c.DemoVideoDir, "index.m3u8")); err != nil || !st.Mode().IsRegular() {
			return fmt.Errorf("AQ_DEMO_VIDEO_DIR=%q has no index.m3u8 (make one with ffmpeg -f hls, see docs/operations.md)", c.DemoVideoDir)
		}
	}
	if c.BlobURL != "" {
		u, err := url.Parse(c.BlobURL)
		if err != nil || (u.Scheme != "file" && u.Scheme != "mem" && u.Scheme != "s3") {
			return errors.New("AQ_BLOB_URL must be file:///dir, mem:// or s3://bucket")
		}
	}
	if c.SessionIdle != 0 && (c.SessionIdle < time.Minute || c.SessionIdle > 168*time.Hour) {
		return fmt.Errorf("AQ_SESSION_IDLE=%s must be between 1m and 168h", c.SessionIdle)
	}
	if c.ShutdownTimeout != 0 && (c.ShutdownTimeout < time.Second || c.ShutdownTimeout > time.Hour) {
		return fmt.Errorf("AQ_SHUTDOWN_TIMEOUT=%s must be between 1s and 1h", c.ShutdownTimeout)
	}
	if c.MetricsAddr != "" {
		if _, _, err := net.SplitHostPort(c.MetricsAddr); err != nil {
			return fmt.Errorf("AQ_METRICS_ADDR=%q is not host:port (e.g. 127.0.0.1:9090)", c.MetricsAddr)
		}
		if c.MetricsAddr == c.Addr {
			return errors.New("AQ_METRICS_ADDR must differ from AQ_ADDR (metrics have their own listener)")
		}
	}
	return nil
}

// TrustedNets parses AQ_TRUSTED_PROXIES; a bare IP is a single-address network.
func (c *Config) TrustedNets() ([]*net.IPNet, error) {
	var nets []*net.IPNet
	for _, p := range strings.Split(c.TrustedProxies, ",") {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if !strings.Contains(p, "/") {
			ip := net.ParseIP(p)
			if ip == nil {
				return nil, fmt.Errorf("AQ_TRUSTED_PROXIES: %q is not an IP address or CIDR", p)
			}
			bits := 128
			if ip.To4() != nil {
				ip, bits = ip.To4(), 32
			}
			nets = append(nets, &net.IPNet{IP: ip, Mask: net.CIDRMask(bits, bits)})
			continue
		}
		_, n, err := net.ParseCIDR(p)
		if err != nil {
			return nil, fmt.Errorf("AQ_TRUSTED_PROXIES: %q is not an IP address or CIDR", p)
		}
		nets = append(nets, n)
	}
	return nets, nil
}

// CSPOrigins parses AQ_CSP_HOSTS into the origins it names.
func (c *Config) CSPOrigins() ([]string, error) {
	var origins []string
	for _, p := range strings.Split(c.CSPHosts, ",") {
		if p = strings.TrimSpace(p); p == "" {
			continue
		}
		o, ok := Origin(p, true)
		if !ok {
			return nil, fmt.Errorf("AQ_CSP_HOSTS: %q is not an origin (http(s)://host[:port], e.g. https://video.example.com:8443)", p)
		}
		origins = append(origins, o)
	}
	return origins, nil
}

// Origin returns the scheme://host[:port] of an http(s) URL, lower case and
// without a default port, or false when it is not one a Content-Security-Policy
// may name: a host of letters, digits, dots and hyphens (an IPv4 address is
// one), a port of digits. Nothing else — spaces, ';', quotes, '*', IPv6 —
// gets through, so the result cannot change a policy's syntax.
//
// operator says raw is an origin an operator wrote (AQ_CSP_HOSTS): a leading
// "*." is admitted and nothing but "/" may follow the host. Otherwise raw is a
// stored URL (a camera's stream): its path and user:password@ are dropped.
func Origin(raw string, operator bool) (string, bool) {
	scheme, rest, ok := strings.Cut(raw, "://")
	scheme = strings.ToLower(scheme)
	if !ok || (scheme != "http" && scheme != "https") {
		return "", false
	}
	hostport := rest
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		hostport = rest[:i]
		if operator && rest[i:] != "/" {
			return "", false
		}
	}
	if i := strings.LastIndex(hostport, "@"); i >= 0 && !operator {
		hostport = hostport[i+1:] // user:password@ is no part of the origin
	}
	host, port, hasPort := strings.Cut(hostport, ":")
	host = strings.ToLower(host)
	name := host
	if operator {
		name = strings.TrimPrefix(host, "*.")
	}
	if !hostName(name) {
		return "", false
	}
	if hasPort {
		n, err := strconv.Atoi(port)
		if err != nil || n < 1 || n > 65535 || strconv.Itoa(n) != port {
			return "", false
		}
		if (scheme == "http" && n == 80) || (scheme == "https" && n == 443) {
			hasPort = false
		}
	}
	o := scheme + "://" + host
	if hasPort {
		o += ":" + port
	}
	return o, true
}

// hostName reports whether h is dot-separated labels of letters, digits and
// hyphens, none empty, none starting or ending with a hyphen.
func hostName(h string) bool {
	if h == "" || len(h) > 253 {
		return false
	}
	for _, label := range strings.Split(h, ".") {
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		for _, r := range label {
			if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
				return false
			}
		}
	}
	return true
}

// IdleTimeout is AQ_SESSION_IDLE with its default applied.
func (c *Config) IdleTimeout() time.Duration {
	if c.SessionIdle == 0 {
		return DefaultSessionIdle
	}
	return c.SessionIdle
}

// DefaultUploadMaxMB is AQ_UPLOAD_MAX_MB's default.
const DefaultUploadMaxMB = 20

// UploadMax is AQ_UPLOAD_MAX_MB with its default applied.
func (c *Config) UploadMax() int {
	if c.UploadMaxMB == 0 {
		return DefaultUploadMaxMB
	}
	return c.UploadMaxMB
}

// Bucket is AQ_BLOB_URL with its default applied: <DataDir>/upload, where the
// import reports live too (under logs/).
func (c *Config) Bucket() (string, error) {
	if c.BlobURL != "" {
		return c.BlobURL, nil
	}
	dir, err := filepath.Abs(filepath.Join(c.DataDir, "upload"))
	if err != nil {
		return "", fmt.Errorf("AQ_DATA_DIR: %w", err)
	}
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(dir)}).String(), nil
}

// PasswordOK is the product's password rule: 8+ characters with a letter and a digit.
func PasswordOK(p string) bool {
	if len([]rune(p)) < 8 {
		return false
	}
	letter, digit := false, false
	for _, r := range p {
		switch {
		case r >= '0' && r <= '9':
			digit = true
		case (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z'):
			letter = true
		}
	}
	return letter && digit
}

// LoadSecret returns AQ_SECRET or the one kept in the data dir, creating it on first use.
func (c *Config) LoadSecret() error {
	if c.Secret != "" {
		return nil
	}
	if err := os.MkdirAll(c.DataDir, 0o700); err != nil {
		return fmt.Errorf("AQ_DATA_DIR: %w", err)
	}
	p := filepath.Join(c.DataDir, "secret")
	if b, err := os.ReadFile(p); err == nil && len(strings.TrimSpace(string(b))) >= 16 {
		c.Secret = strings.TrimSpace(string(b))
		return nil
	}
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		return err
	}
	c.Secret = hex.EncodeToString(buf)
	if err := os.WriteFile(p, []byte(c.Secret+"\n"), 0o600); err != nil {
		return fmt.Errorf("AQ_DATA_DIR: keep secret: %w", err)
	}
	return nil
}

// CaptchaFixed returns the fixed captcha code in test mode.
func (c *Config) CaptchaFixed() (string, bool) {
	code, ok := strings.CutPrefix(c.Captcha, "fixed:")
	return code, ok
}

func env(name, def string) string {
	if v, ok := os.LookupEnv(name); ok && v != "" {
		return v
	}
	return def
}

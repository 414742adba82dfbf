package app

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/cmiscamera"
	"aqueduct/server/cache"
	"aqueduct/server/config"
	"aqueduct/server/viewer"
)

// policy is the Content-Security-Policy of every response, built from what is
// configured (scripts, workers included, only from this origin; WebAssembly compiled by them, as
// CesiumJS's decoders do): the map's tile host may serve images, the cameras' stream hosts
// and media gateways (of every tenant) video and the requests the players make
// for it (hls.js, mpegts.js, the WebRTC offer to go2rtc), and the
// origins of AQ_CSP_HOSTS all three. The weather comes through this server and
// needs nothing.
//
// The cameras' hosts are read once and again only after a camera changed: the
// cache bus counts the writes to cmis_camera (here and, on PostgreSQL, on the
// other instances), so a request costs an atomic load, never a query.
type policy struct {
	tiles   []string                                // AQ_MAP_TILES' origin
	extra   []string                                // AQ_CSP_HOSTS
	gen     func() uint64                           // changes when a camera changes
	streams func(context.Context) ([]string, error) // every camera's stream and gateway URL
	log     *slog.Logger

	cur     atomic.Pointer[builtPolicy]
	mu      sync.Mutex // one reload at a time
	retryAt time.Time  // after a failed reload, the old header until then
}

type builtPolicy struct {
	gen    uint64
	header string
	stale  bool // the cameras could not be read: try again at retryAt
}

// cameraTable is the cache bus's topic of the cameras.
var cameraTable = cache.Table(ent.TypeCmisCamera)

// retryAfter is how long a failed read of the cameras stands before the next try.
const retryAfter = 5 * time.Second

// newPolicy builds the policy of the configuration, the cameras read through client.
func newPolicy(cfg config.Config, client *ent.Client, bus *cache.Bus, log *slog.Logger) *policy {
	p := &policy{log: log, gen: func() uint64 { return bus.Gen(cameraTable) },
		streams: func(ctx context.Context) ([]string, error) {
			ctx = viewer.System(ctx)
			urls, err := client.CmisCamera.Query().Where(cmiscamera.StreamURLNEQ("")).Unique(true).
				Select(cmiscamera.FieldStreamURL).Strings(ctx)
			if err != nil {
				return nil, err
			}
			// the gateways of the cameras played through one: their HLS, the
			// WebRTC offer's POST, their HTTP-FLV
			gateways, err := client.CmisCamera.Query().
				Where(cmiscamera.GatewayIn("go2rtc", "zlm"), cmiscamera.GatewayURLNEQ("")).Unique(true).
				Select(cmiscamera.FieldGatewayURL).Strings(ctx)
			return append(urls, gateways...), err
		}}
	if cfg.MapTiles != "" {
		if o, ok := config.Origin(cfg.MapTiles, false); ok {
			p.tiles = []string{o}
		}
	}
	p.extra, _ = cfg.CSPOrigins() // Check has refused a bad list
	return p
}

// Header is the policy as it stands now.
func (p *policy) Header() string {
	g := p.gen()
	if b := p.cur.Load(); b != nil && b.gen == g && !b.stale {
		return b.header
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	b := p.cur.Load()
	if b != nil && b.gen == g && (!b.stale || time.Now().Before(p.retryAt)) {
		return b.header
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	urls, err := p.streams(ctx)
	if err != nil {
		p.log.Error("csp: read the cameras' stream hosts", "err", err)
		p.retryAt = time.Now().Add(retryAfter)
		header := p.build(nil)
		if b != nil {
			header = b.header // the last good one
		}
		p.cur.Store(&builtPolicy{gen: g, header: header, stale: true})
		return header
	}
	header := p.build(urls)
	if len(header) > 4096 {
		p.log.Warn("csp: the policy is long; a proxy may refuse headers this big (use fewer stream hosts)",
			"bytes", len(header))
	}
	p.cur.Store(&builtPolicy{gen: g, header: header})
	return header
}

// build writes the policy with the stream hosts of urls.
func (p *policy) build(urls []string) string {
	var cams []string
	for _, u := range urls {
		if o, ok := config.Origin(strings.TrimSpace(u), false); ok {
			cams = append(cams, o)
		}
	}
	slices.Sort(cams)
	cams = slices.Compact(cams)
	src := func(fixed string, hosts ...[]string) string {
		parts := []string{fixed}
		for _, h := range hosts {
			parts = append(parts, h...)
		}
		return strings.Join(parts, " ")
	}
	return strings.Join([]string{
		"default-src 'self'",
		"script-src 'self' 'wasm-unsafe-eval'", // WebAssembly (CesiumJS's decoders, /test/cesium); no JS eval
		"style-src 'self' 'unsafe-inline'",     // MUI's emotion injects styles
		src("img-src 'self' data: blob:", p.tiles, p.extra),
		"font-src 'self' data:",
		src("connect-src 'self' ws: wss:", cams, p.extra), // hls.js and mpegts.js fetch the stream, WebRTC posts its offer
		src("media-src 'self' blob:", cams, p.extra),      // blob: is the players' MediaSource
		"frame-src 'self' http: https:",                   // iframe menu entries may name another system
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	}, "; ")
}

// middleware puts the policy on the response before the handler runs (a
// handler may set a stricter one of its own, as the file downloads do).
func (p *policy) middleware(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c *echo.Context) error {
		c.Response().Header().Set(echo.HeaderContentSecurityPolicy, p.Header())
		return next(c)
	}
}

package auth

import (
	"net"
	"net/http"
	"strings"

	"github.com/labstack/echo/v5"
)

// ClientIP is the server's IP extractor (AQ_TRUSTED_PROXIES). With no trusted
// proxy the TCP peer is the client and forwarding headers are ignored, since
// anyone can send them. Behind trusted proxies X-Forwarded-For is walked from
// the right by echo's extractor (the nearest address that is not a trusted
// proxy wins); X-Real-IP is believed only when the peer itself is trusted.
func ClientIP(trusted []*net.IPNet) echo.IPExtractor {
	direct := echo.ExtractIPDirect()
	if len(trusted) == 0 {
		return direct
	}
	// echo trusts loopback and private ranges by default: only the listed ones here.
	opts := []echo.TrustOption{echo.TrustLoopback(false), echo.TrustLinkLocal(false), echo.TrustPrivateNet(false)}
	for _, n := range trusted {
		opts = append(opts, echo.TrustIPRange(n))
	}
	xff := echo.ExtractIPFromXFFHeader(opts...)
	isTrusted := func(s string) bool {
		ip := net.ParseIP(s)
		for _, n := range trusted {
			if ip != nil && n.Contains(ip) {
				return true
			}
		}
		return false
	}
	return func(req *http.Request) string {
		peer := direct(req)
		if !isTrusted(peer) {
			return peer
		}
		if len(req.Header.Values(echo.HeaderXForwardedFor)) > 0 {
			return xff(req)
		}
		if ip := net.ParseIP(strings.Trim(strings.TrimSpace(req.Header.Get(echo.HeaderXRealIP)), "[]")); ip != nil {
			return ip.String()
		}
		return peer
	}
}

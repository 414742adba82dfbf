package app

import "github.com/labstack/echo/v5/middleware"

// contentSecurityPolicy is what the admin UI needs and no more: its own
// scripts only (index.html has no inline script), inline styles (MUI's
// emotion injects them), images also as data: and blob: URLs, fetches and
// websockets to this server (the weather comes through it), and iframe menu
// entries that may name another system. No one may frame the app.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' ws: wss:; frame-src 'self' http: https:; " +
	"object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// securityHeaders go on every response, API and UI alike.
var securityHeaders = middleware.SecureConfig{
	ContentTypeNosniff:    "nosniff",
	XFrameOptions:         "DENY",
	ContentSecurityPolicy: contentSecurityPolicy,
	ReferrerPolicy:        "strict-origin-when-cross-origin",
}

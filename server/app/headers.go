package app

import (
	"github.com/labstack/echo/v5"
	"github.com/labstack/echo/v5/middleware"
)

// securityHeaders go on every response, API and UI alike; the
// Content-Security-Policy follows what is configured (policy, csp.go).
var securityHeaders = middleware.SecureConfig{
	ContentTypeNosniff: "nosniff",
	XFrameOptions:      "DENY",
	ReferrerPolicy:     "strict-origin-when-cross-origin",
}

// securityMiddleware sets the security headers and the policy of the
// configuration and the cameras (rebuilt when a camera changes).
func (a *App) securityMiddleware() []echo.MiddlewareFunc {
	csp := newPolicy(a.Config, a.DB.Client, a.Cache, a.Log)
	return []echo.MiddlewareFunc{middleware.SecureWithConfig(securityHeaders), csp.middleware}
}

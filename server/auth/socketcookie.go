package auth

import (
	"net/http"

	"github.com/labstack/echo/v5"
)

// SocketCookie carries the session token to the notice sockets for
// JeecgBoot 2.4's client, which opens /websocket/{userId} with no token
// (its browser sends cookies only). The cookie is HttpOnly (no script reads
// it), SameSite=Strict (no other site's page sends it) and scoped to the
// socket paths (no API request carries it, so it authenticates nothing
// else); the socket also checks the Origin header when it uses it.
const SocketCookie = "aq_socket"

// SocketPaths are the paths the cookie is sent to, under the API base path.
func SocketPaths(basePath string) []string {
	return []string{basePath + "/websocket", basePath + "/vxeSocket"}
}

// setSocketCookies hands the browser the token for the sockets; an empty
// token clears them (logout).
func (s *Sessions) setSocketCookies(c *echo.Context, token string) {
	for _, p := range SocketPaths(s.BasePath) {
		ck := &http.Cookie{Name: SocketCookie, Value: token, Path: p, HttpOnly: true,
			SameSite: http.SameSiteStrictMode, Secure: c.Scheme() == "https"}
		if token == "" {
			ck.MaxAge = -1
		}
		c.SetCookie(ck)
	}
}

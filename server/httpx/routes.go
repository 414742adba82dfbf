package httpx

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/labstack/echo/v5"
)

// Permission codes with a special meaning; every other code is checked by casbin.
const (
	// Anonymous routes need no session (login, captcha, ...).
	Anonymous = "anon"
	// LoggedIn routes need a live session and nothing more.
	LoggedIn = "login"
)

// AnyOf is a permission code met by holding any one of codes: a route two
// pages share (the department tree of 部门管理 and of 通讯录).
func AnyOf(codes ...string) string { return strings.Join(codes, "|") }

// Route is one registered API route and the permission it demands.
type Route struct {
	Method string `json:"method"`
	Path   string `json:"path"`
	Code   string `json:"code"`
}

// Codes are the codes of which the route demands one.
func (r Route) Codes() []string { return strings.Split(r.Code, "|") }

// Guard turns a permission code into the middleware that enforces it.
type Guard func(code string) echo.MiddlewareFunc

// Routes registers API routes; each must declare its permission code.
type Routes struct {
	group  *echo.Group
	guard  Guard
	prefix string
	list   *[]Route
}

// NewRoutes registers on g, protecting each route with guard(code).
func NewRoutes(g *echo.Group, guard Guard) *Routes {
	return &Routes{group: g, guard: guard, list: &[]Route{}}
}

// Prefix returns Routes that prepend p to every path.
func (r *Routes) Prefix(p string) *Routes {
	c := *r
	c.prefix = r.prefix + p
	return &c
}

// Add registers a route. An empty code is a programming error and stops the
// server from starting.
func (r *Routes) Add(method, path, code string, h echo.HandlerFunc) {
	if code == "" {
		panic(fmt.Sprintf("route %s %s declares no permission code", method, r.prefix+path))
	}
	r.group.Add(method, r.prefix+path, h, r.guard(code))
	*r.list = append(*r.list, Route{Method: method, Path: r.prefix + path, Code: code})
}

// GET registers a GET route.
func (r *Routes) GET(path, code string, h echo.HandlerFunc) { r.Add(http.MethodGet, path, code, h) }

// POST registers a POST route.
func (r *Routes) POST(path, code string, h echo.HandlerFunc) { r.Add(http.MethodPost, path, code, h) }

// PUT registers a PUT route.
func (r *Routes) PUT(path, code string, h echo.HandlerFunc) { r.Add(http.MethodPut, path, code, h) }

// DELETE registers a DELETE route.
func (r *Routes) DELETE(path, code string, h echo.HandlerFunc) {
	r.Add(http.MethodDelete, path, code, h)
}

// List returns every route registered so far.
func (r *Routes) List() []Route { return append([]Route(nil), *r.list...) }

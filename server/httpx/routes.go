package httpx

import (
	"context"
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
	// Serves are the list codes of other pages whose records the route reads
	// as those pages do (Routes.Serving).
	Serves []string `json:"serves,omitempty"`
	// Doc describes the route in the API reference (Registered.Doc).
	Doc *Doc `json:"-"`
}

// Doc describes a route for the API reference (OpenAPI, served at
// <base>/v2/api-docs and <base>/doc.html): a Chinese summary and the Go
// types the handler binds and replies with, described by reflection from
// their json (query parameters: query, else json) tags and `doc` tags.
// Every reply is wrapped in the envelope; Reply is its result.
type Doc struct {
	Summary string
	Query   any // a struct value whose fields are the query parameters
	Body    any // the JSON request body's value
	Reply   any // the envelope's result value; nil: none or not described
	// Raw: the reply is not the envelope (a file, a page), described here.
	Raw string
}

// Registered is a route just registered, to describe it.
type Registered struct {
	list *[]Route
	i    int
}

// Doc attaches the route's description; the types should be those its
// handler binds and replies with.
func (g Registered) Doc(d Doc) { (*g.list)[g.i].Doc = &d }

// Codes are the codes of which the route demands one.
func (r Route) Codes() []string { return strings.Split(r.Code, "|") }

// Pages are the codes of the pages the route serves: its own codes and
// those it declares it serves. The ent client applies their pages' row
// scope in the route's requests (crud/scope.go).
func (r Route) Pages() []string { return append(r.Codes(), r.Serves...) }

// Guard turns a permission code into the middleware that enforces it.
type Guard func(code string) echo.MiddlewareFunc

// Routes registers API routes; each must declare its permission code.
type Routes struct {
	group  *echo.Group
	guard  Guard
	prefix string
	serves []string
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

// Serving returns Routes whose routes also serve the pages of these list
// codes: a role's member list reads users as 用户管理 does, under its data
// rules, though its permission is the role page's.
func (r *Routes) Serving(codes ...string) *Routes {
	c := *r
	c.serves = append(append([]string(nil), r.serves...), codes...)
	return &c
}

// Add registers a route. An empty code is a programming error and stops the
// server from starting.
func (r *Routes) Add(method, path, code string, h echo.HandlerFunc) Registered {
	if code == "" {
		panic(fmt.Sprintf("route %s %s declares no permission code", method, r.prefix+path))
	}
	route := Route{Method: method, Path: r.prefix + path, Code: code, Serves: r.serves}
	r.group.Add(method, route.Path, serving(route, h), r.guard(code))
	*r.list = append(*r.list, route)
	return Registered{list: r.list, i: len(*r.list) - 1}
}

type routeKey struct{}

// serving puts the route into the request's context: the ent client reads
// its codes to apply the row scope of the pages it serves (crud/scope.go).
func serving(route Route, h echo.HandlerFunc) echo.HandlerFunc {
	return func(c *echo.Context) error {
		r := c.Request()
		c.SetRequest(r.WithContext(WithRoute(r.Context(), route)))
		return h(c)
	}
}

// WithRoute returns ctx serving route (a request of it; a test's context).
func WithRoute(ctx context.Context, route Route) context.Context {
	return context.WithValue(ctx, routeKey{}, route)
}

// RouteOf is the registered route a request's context is serving.
func RouteOf(ctx context.Context) (Route, bool) {
	route, ok := ctx.Value(routeKey{}).(Route)
	return route, ok
}

// GET registers a GET route.
func (r *Routes) GET(path, code string, h echo.HandlerFunc) Registered {
	return r.Add(http.MethodGet, path, code, h)
}

// POST registers a POST route.
func (r *Routes) POST(path, code string, h echo.HandlerFunc) Registered {
	return r.Add(http.MethodPost, path, code, h)
}

// PUT registers a PUT route.
func (r *Routes) PUT(path, code string, h echo.HandlerFunc) Registered {
	return r.Add(http.MethodPut, path, code, h)
}

// DELETE registers a DELETE route.
func (r *Routes) DELETE(path, code string, h echo.HandlerFunc) Registered {
	return r.Add(http.MethodDelete, path, code, h)
}

// List returns every route registered so far.
func (r *Routes) List() []Route { return append([]Route(nil), *r.list...) }

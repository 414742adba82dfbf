package apidoc

import (
	"io/fs"
	"net/http"
	"strings"
	"sync"

	"github.com/labstack/echo/v5"

	"aqueduct/server/httpx"
)

// Code is the permission the API reference demands: its menu's (系统监控 →
// 接口文档), which only the admin holds in the demo (docs/roles.md).
const Code = "monitor:apidoc:info"

// Page is the admin UI's file of the reference page (admin-ui/apidoc.html,
// swagger-ui-dist bundled by Vite: no request leaves this origin).
const Page = "apidoc.html"

// Reference serves the API reference of every route registered on its Routes.
type Reference struct {
	Routes    *httpx.Routes
	Generated []byte // crud.OpenAPI
	BasePath  string
	UI        fs.FS // the admin UI's build, holding Page

	once sync.Once
	doc  []byte
	err  error
}

// Register adds <base>/v2/api-docs (the document, as JeecgBoot's knife4j
// serves it: who holds Code) and <base>/doc.html (the page: a shell without
// data, served to anyone as the UI's index is, which asks for the document
// with the session the admin UI keeps in this origin's storage — no token in
// an address).
func (d *Reference) Register(rt *httpx.Routes) {
	rt.GET("/v2/api-docs", Code, d.document).Doc(httpx.Doc{Summary: "接口文档（OpenAPI 3.0 JSON，含全部路由）", Raw: "OpenAPI 3.0 文档（application/json，非信封）"})
	rt.GET("/doc.html", httpx.Anonymous, d.page).Doc(httpx.Doc{Summary: "接口文档页面（离线，swagger-ui；文档本身仅限有权者）", Raw: "HTML 页面"})
}

// Document is the OpenAPI document of the routes registered so far, built
// once (every route is registered before the server serves).
func (d *Reference) Document() ([]byte, error) {
	d.once.Do(func() { d.doc, d.err = Build(d.Routes.List(), d.Generated, d.BasePath, false) })
	return d.doc, d.err
}

func (d *Reference) document(c *echo.Context) error {
	doc, err := d.Document()
	if err != nil {
		return err
	}
	c.Response().Header().Set("Cache-Control", "no-store")
	return c.Blob(http.StatusOK, echo.MIMEApplicationJSON, doc)
}

func (d *Reference) page(c *echo.Context) error {
	h := c.Response().Header()
	h.Set("Cache-Control", "no-store")
	// 接口文档 is an iframe menu (layouts/IframePageView): framed by this origin only
	h.Set("X-Frame-Options", "SAMEORIGIN")
	h.Set(echo.HeaderContentSecurityPolicy, strings.Replace(h.Get(echo.HeaderContentSecurityPolicy), "frame-ancestors 'none'", "frame-ancestors 'self'", 1))
	if d.UI != nil {
		if b, err := fs.ReadFile(d.UI, Page); err == nil {
			return c.HTMLBlob(http.StatusOK, b)
		}
	}
	return c.HTML(http.StatusOK, `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>接口文档</title></head>`+
		`<body><p>接口文档页面未随本程序构建（admin-ui 未构建）；文档 JSON 见 <a href="v2/api-docs">v2/api-docs</a>。</p></body></html>`)
}

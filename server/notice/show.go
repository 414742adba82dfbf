package notice

import (
	"bytes"
	"html/template"
	"net/http"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/files"
)

// showPage is an announcement as a page of its own: JeecgBoot's clients open
// /sys/annountCement/show/{id}?token=… in an iframe or a new window (the
// token comes in the query, files.TokenFromQuery).
var showPage = template.Must(template.New("show").Parse(`<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
<style>
body{margin:0;padding:24px;font:14px/1.7 -apple-system,"Segoe UI","PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:rgba(0,0,0,.85);background:#fff}
main{max-width:960px;margin:0 auto}
h1{font-size:22px;margin:0 0 8px}
.meta{color:rgba(0,0,0,.45);border-bottom:1px solid #f0f0f0;padding-bottom:12px;margin-bottom:16px}
.meta span+span{margin-left:16px}
img{max-width:100%}
table{border-collapse:collapse}td,th{border:1px solid #e8e8e8;padding:4px 8px}
</style></head>
<body><main>
{{if .Found}}<h1>{{.Title}}</h1>
<div class="meta">{{if .Sender}}<span>发布人：{{.Sender}}</span>{{end}}{{if .SendTime}}<span>发布时间：{{.SendTime}}</span>{{end}}</div>
<article>{{.Content}}</article>
{{else}}<h1>未找到该通告</h1><p class="meta">通告不存在、已撤销，或未发给您。</p>{{end}}
</main></body></html>
`))

// show renders an announcement its reader may open (queryById's rule: the
// admin list, or released and sent to him or to all) as HTML; its content
// is sanitised again, as the rich text it was saved as.
func (s *Service) show(c *echo.Context) error {
	ctx := c.Request().Context()
	id := strings.TrimSpace(c.Param("id"))
	data := struct {
		Found                   bool
		Title, Sender, SendTime string
		Content                 template.HTML
	}{Title: "未找到该通告"}
	row, err := s.Res.Readable(ctx, s.Client, crud.SysAnnouncement, id)
	if err != nil {
		return err
	}
	status := http.StatusNotFound
	if a, ok := row.(*ent.SysAnnouncement); ok {
		status = http.StatusOK
		data.Found, data.Title, data.Sender = true, a.Titile, a.Sender
		// its images are fetched with the page's session, which the page got as ?token=
		data.Content = template.HTML(files.WithToken(files.Sanitize(a.MsgContent), auth.TokenOf(c))) //nolint:gosec // sanitised just now
		if a.SendTime != nil {
			data.SendTime = a.SendTime.String()
		}
	}
	var page bytes.Buffer
	if err := showPage.Execute(&page, data); err != nil {
		return err
	}
	h := c.Response().Header()
	// Shown in the client's iframe: framed by this origin only, and no script.
	h.Set("X-Frame-Options", "SAMEORIGIN")
	h.Set("Content-Security-Policy", "default-src 'none'; img-src 'self' http: https: data:; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'")
	h.Set("Cache-Control", "no-store")
	return c.HTMLBlob(status, page.Bytes())
}

package thirdlogin

import (
	"bytes"
	"html/template"
	"net/http"

	"github.com/labstack/echo/v5"
)

// resultPage ends a sign-in opened in a window: it posts the message to the
// window that opened it, of this origin only (JeecgBoot posted the token to
// any), and closes. Without an opener (a provider's page cut the link) it
// takes the message to the login page itself.
var resultPage = template.Must(template.New("third").Parse(`<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>第三方登录</title></head>
<body style="font-family:sans-serif;text-align:center;padding-top:80px;color:#555"><p>登录中…</p>
<script nonce="{{.Nonce}}">
(function () {
  var msg = {{.Msg}}, source = {{.Source}};
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(msg, window.location.origin);
    window.close();
    return;
  }
  window.location.replace('/user/login?thirdType=' + encodeURIComponent(source) +
    '&thirdLogin=' + encodeURIComponent(JSON.stringify(msg)));
})();
</script></body></html>`))

// page answers the result page with msg (a string or an object); its one
// script runs by a nonce of this response.
func page(c *echo.Context, source string, msg any) error {
	nonce := randomValue()
	var buf bytes.Buffer
	if err := resultPage.Execute(&buf, map[string]any{"Nonce": nonce, "Msg": msg, "Source": source}); err != nil {
		return err
	}
	h := c.Response().Header()
	h.Set("Content-Security-Policy", "default-src 'none'; script-src 'nonce-"+nonce+"'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
	h.Set("Cache-Control", "no-store")
	return c.HTMLBlob(http.StatusOK, buf.Bytes())
}

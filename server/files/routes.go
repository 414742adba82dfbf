package files

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysfile"
	"aqueduct/server/httpx"
)

// ErrNoFile answers a key that is not registered for the caller's tenant.
var ErrNoFile = &httpx.Error{HTTP: http.StatusNotFound, Code: http.StatusNotFound, Message: "文件不存在"}

// Routes registers the upload and the two read routes. The import reports
// keep their own, more specific /sys/common/static/logs/* route.
func (s *Service) Routes(rt *httpx.Routes) {
	rt.POST("/sys/common/upload", httpx.LoggedIn, s.upload).Doc(httpx.Doc{Summary: "上传文件（类型、大小受限；回复存储路径）"})
	rt.GET("/sys/common/static/*", httpx.LoggedIn, s.serve).Doc(httpx.Doc{Summary: "下载已上传的文件（上传人或可见其所属记录者）"})
	rt.GET("/sys/common/view/*", httpx.LoggedIn, s.serve).Doc(httpx.Doc{Summary: "预览已上传的文件（同下载的权限）"})
	rt.GET("/sys/common/pdf/pdfPreviewIframe", httpx.Anonymous, pdfPreview).Doc(httpx.Doc{Summary: "PDF 预览页面"})
	// Where JeecgBoot sends a request its permission check refused.
	rt.GET("/sys/common/403", httpx.Anonymous, func(*echo.Context) error { return httpx.Fail("没有权限，请联系管理员授权") }).Doc(httpx.Doc{Summary: "无权限提示"})
}

// PreviewPage is the UI's PDF viewer; it reads the stored path from ?file=.
const PreviewPage = "/pdf/preview"

// pdfPreview answers JeecgBoot's PDF viewer route (anonymous there) by sending
// the browser to the UI's viewer, which needs a login to read the file. Only
// a stored path or a URL on this server is passed on: an absolute or
// protocol-relative URL elsewhere is dropped, so the route is no open redirect
// and the viewer never fetches a foreign document with the user's token.
func pdfPreview(c *echo.Context) error {
	file := c.QueryParam("file")
	if file == "" {
		file = c.QueryParam("path")
	}
	target := PreviewPage
	if file != "" && !strings.Contains(file, "://") && !strings.HasPrefix(file, "//") && !strings.HasPrefix(file, "\\") {
		target += "?file=" + url.QueryEscape(file)
	}
	return c.Redirect(http.StatusFound, target)
}

func (s *Service) upload(c *echo.Context) error {
	biz, err := CleanBiz(c.FormValue("biz"))
	if err != nil {
		return err
	}
	fh, err := c.FormFile("file")
	if err != nil {
		return httpx.Wrap(err, "请选择要上传的文件")
	}
	if fh.Size > s.MaxBytes {
		return httpx.Fail(ErrTooLarge{MB: s.MaxBytes >> 20}.Error())
	}
	f, err := fh.Open()
	if err != nil {
		return httpx.Wrap(err, "上传失败")
	}
	defer f.Close()
	file, err := s.Store(c.Request().Context(), f, fh.Filename, fh.Size, biz)
	var et ErrType
	var tl ErrTooLarge
	switch {
	case errors.As(err, &et), errors.As(err, &tl):
		return httpx.Fail(err.Error())
	case err != nil:
		return httpx.Wrap(err, "上传失败")
	}
	return httpx.OKMsg(c, file.Path, file)
}

func (s *Service) serve(c *echo.Context) error {
	key := c.Param("*")
	if strings.Contains(key, "%") {
		k, err := url.PathUnescape(key)
		if err != nil {
			return ErrNoFile
		}
		key = k
	}
	key = strings.TrimSuffix(key, ",") // JeecgBoot clients may leave a list separator
	ctx := c.Request().Context()
	// The key is only ever looked up: a path that is not registered for the
	// caller's tenant is never read from the bucket.
	row, err := s.Client.SysFile.Query().Where(sysfile.Path(key)).Only(ctx)
	if ent.IsNotFound(err) || key == "" {
		return ErrNoFile
	}
	if err != nil {
		return err
	}
	if s.MayRead != nil {
		if ok, err := s.MayRead(ctx, row); err != nil {
			return err
		} else if !ok {
			return ErrNoFile // as if it did not exist: its record is none of the caller's
		}
	}
	r, err := s.reader(ctx, row.Path)
	if err != nil {
		return httpx.Wrap(err, "文件不存在")
	}
	defer r.Close()
	h := c.Response().Header()
	h.Set(echo.HeaderContentType, row.ContentType)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	h.Set("Cache-Control", "private, max-age=3600")
	h.Set(echo.HeaderContentLength, strconv.FormatInt(r.Size(), 10))
	if Inline(row.ContentType) {
		h.Set("Content-Disposition", "inline")
	} else {
		h.Set("Content-Disposition", fmt.Sprintf(`attachment; filename*=UTF-8''%s`, url.PathEscape(row.Name)))
	}
	c.Response().WriteHeader(http.StatusOK)
	if c.Request().Method == http.MethodHead {
		return nil
	}
	_, err = io.Copy(c.Response(), r)
	return err
}

// TokenFromQuery lets <img src=".../sys/common/static/...?token=…"> carry the
// session, as JeecgBoot clients do: on GET of a stored file (not the
// reports) or of an announcement's page (the client's iframe), a token query
// parameter stands in for a missing X-Access-Token. It must run before the
// session middleware.
func TokenFromQuery(basePath string) echo.MiddlewareFunc {
	prefix := basePath + "/sys/common/static/"
	announcement := basePath + "/sys/annountCement/show/"
	tiles := basePath + "/sys/map/tiles/" // the base map's tiles, loaded as images by the map
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c *echo.Context) error {
			req := c.Request()
			if req.Method == http.MethodGet && req.Header.Get("X-Access-Token") == "" &&
				(strings.HasPrefix(req.URL.Path, prefix) && !strings.HasPrefix(req.URL.Path, prefix+"logs/") ||
					strings.HasPrefix(req.URL.Path, announcement) || strings.HasPrefix(req.URL.Path, tiles)) {
				if tok := req.URL.Query().Get("token"); tok != "" {
					req.Header.Set("X-Access-Token", tok)
				}
			}
			return next(c)
		}
	}
}

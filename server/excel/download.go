package excel

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/labstack/echo/v5"
)

// MsgSheetFull answers an export beyond the rows a sheet holds.
var MsgSheetFull = fmt.Sprintf("导出行数超过 Excel 单个工作表的上限（%d 行），请增加查询条件分批导出", MaxDataRows)

// SendTime bounds sending a built sheet, so a client that stops reading does
// not keep its export slot. The server has no WriteTimeout: it would also
// cut a sheet still being built.
var SendTime = 10 * time.Minute

// Download sends the sheet Write writes as the reply, named name. Write
// writes nothing before every row is read, so until the first byte a
// failure is still answered as an envelope (Started tells); the file then
// streams from its temp file, with its size (the client shows the bytes of
// the whole).
type Download struct {
	c       *echo.Context
	name    string
	started bool
}

// NewDownload is the reply of c as a download named name.
func NewDownload(c *echo.Context, name string) *Download { return &Download{c: c, name: name} }

// Started tells whether the file began to go out (an error can no longer
// be answered).
func (d *Download) Started() bool { return d.started }

// Size sets the reply's length.
func (d *Download) Size(n int64) {
	d.c.Response().Header().Set(echo.HeaderContentLength, strconv.FormatInt(n, 10))
}

func (d *Download) Write(p []byte) (int, error) {
	if !d.started {
		d.started = true
		h := d.c.Response().Header()
		h.Set(echo.HeaderContentType, ContentType)
		h.Set("Content-Disposition",
			fmt.Sprintf(`attachment; filename="export.xlsx"; filename*=UTF-8''%s`, url.PathEscape(d.name)))
		_ = http.NewResponseController(d.c.Response()).SetWriteDeadline(time.Now().Add(SendTime))
		d.c.Response().WriteHeader(http.StatusOK)
	}
	return d.c.Response().Write(p)
}

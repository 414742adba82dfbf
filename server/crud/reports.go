package crud

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/labstack/echo/v5"

	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
)

// Reports keeps the import error reports under <dir>/logs/<yyyyMMdd>/ and
// serves them at /sys/common/static/logs/... (docs/contract.md §12).
type Reports struct {
	Dir string
	now func() time.Time
}

// NewReports stores reports below dir.
func NewReports(dir string) *Reports { return &Reports{Dir: dir, now: time.Now} }

// reportPath is the only shape a report path has: a day and a generated name.
var reportPath = regexp.MustCompile(`^\d{8}/[A-Za-z0-9_]+\.txt$`)

// Write stores lines as a UTF-8 text file and returns its URL and name.
func (rp *Reports) Write(prefix string, lines []string) (fileURL, fileName string, err error) {
	now := rp.now().In(jsontime.Zone)
	day := now.Format("20060102")
	buf := make([]byte, 8)
	if _, err := rand.Read(buf); err != nil {
		return "", "", err
	}
	fileName = prefix + now.Format("20060102150405") + "_" + hex.EncodeToString(buf) + ".txt"
	dir := filepath.Join(rp.Dir, "logs", day)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return "", "", err
	}
	body := "\ufeff" + strings.Join(lines, "\r\n") + "\r\n" // BOM: Windows Notepad reads it as UTF-8
	if err := os.WriteFile(filepath.Join(dir, fileName), []byte(body), 0o640); err != nil {
		return "", "", err
	}
	return "/sys/common/static/logs/" + day + "/" + fileName, fileName, nil
}

// Routes serves the reports. They are opened in a new window without the
// session header, as in the original; names carry 64 random bits.
func (rp *Reports) Routes(rt *httpx.Routes) {
	rt.GET("/sys/common/static/logs/*", httpx.Anonymous, func(c *echo.Context) error {
		p := c.Param("*")
		if !reportPath.MatchString(p) {
			return echo.ErrNotFound
		}
		b, err := os.ReadFile(filepath.Join(rp.Dir, "logs", filepath.FromSlash(p)))
		if err != nil {
			return echo.ErrNotFound
		}
		h := c.Response().Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Content-Disposition", `attachment; filename="`+filepath.Base(p)+`"`)
		return c.Blob(http.StatusOK, "text/plain; charset=utf-8", b)
	}).Doc(httpx.Doc{Summary: "导入失败的错误报告（一次性链接）"})
}

package httpx

import (
	"encoding/json"
	"io"
	"strings"

	"github.com/labstack/echo/v5"
)

// maxJSONBody bounds a JSON request body; the API takes no large JSON.
const maxJSONBody = 1 << 20

// BindJSON decodes a JSON body into v; a bad body is a Chinese business error.
// An empty body leaves v as it is.
func BindJSON(c *echo.Context, v any) error {
	body := io.LimitReader(c.Request().Body, maxJSONBody+1)
	b, err := io.ReadAll(body)
	if err != nil {
		return Wrap(err, "请求读取失败")
	}
	if len(b) > maxJSONBody {
		return Fail("请求内容过大")
	}
	if strings.TrimSpace(string(b)) == "" {
		return nil
	}
	if err := json.Unmarshal(b, v); err != nil {
		return Wrap(err, "请求参数格式不正确")
	}
	return nil
}

// Package httpx holds the JeecgBoot conventions of the HTTP API: the result
// envelope, the error vocabulary and its one mapping to replies, and route
// registration with a permission code per route.
package httpx

import (
	"net/http"
	"time"

	"github.com/labstack/echo/v5"
)

// Envelope is the body of every JSON reply.
type Envelope struct {
	Success   bool   `json:"success"`
	Message   string `json:"message"`
	Code      int    `json:"code"`
	Result    any    `json:"result"`
	Timestamp int64  `json:"timestamp"`
}

// Codes of the envelope.
const (
	CodeOK       = 200
	CodeImport   = 201 // Excel import finished with row errors
	CodeToken    = 401
	CodeError    = 500
	CodeNoAuthz  = 510
	MsgOK        = "操作成功！"
	MsgTokenDead = "Token失效，请重新登录!"
	MsgNoAuthz   = "没有权限，请联系管理员授权"
)

// OK answers success with a result and the default message.
func OK(c *echo.Context, result any) error {
	return OKMsg(c, MsgOK, result)
}

// OKMsg answers success with a message.
func OKMsg(c *echo.Context, msg string, result any) error {
	return Write(c, http.StatusOK, Envelope{Success: true, Message: msg, Code: CodeOK, Result: result})
}

// Write sends an envelope with the given HTTP status, stamping the time.
func Write(c *echo.Context, status int, e Envelope) error {
	e.Timestamp = time.Now().UnixMilli()
	return c.JSON(status, e)
}

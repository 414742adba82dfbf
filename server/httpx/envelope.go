// Package httpx holds the JeecgBoot conventions of the HTTP API: the result
// envelope, the error vocabulary and its one mapping to replies, and route
// registration with a permission code per route.
package httpx

import (
	"encoding/json"
	"net/http"
	"strconv"
	"sync"
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

// RawResult is a result that writes itself as compact JSON, as json.Marshal
// would. Write copies those bytes as they are: encoding/json parses and
// re-compacts every json.RawMessage it meets, which on a list page (twenty
// pre-encoded records) cost a sixth of the request's CPU.
type RawResult interface {
	AppendJSON(dst []byte) ([]byte, error)
}

// Reply buffers of RawResult replies are reused; a reply larger than
// maxPooledReply (an export-sized page) is left to the collector.
var replyBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 16<<10); return &b }}

const maxPooledReply = 256 << 10

// Write sends an envelope with the given HTTP status, stamping the time.
func Write(c *echo.Context, status int, e Envelope) error {
	e.Timestamp = time.Now().UnixMilli()
	if r, ok := e.Result.(RawResult); ok {
		buf := replyBuffers.Get().(*[]byte)
		b, err := e.appendRaw((*buf)[:0], r)
		if err == nil {
			// With its length known net/http sends the reply as it is, not
			// chunked: one write to the connection fewer per list page.
			c.Response().Header().Set(echo.HeaderContentLength, strconv.Itoa(len(b)))
			err = c.Blob(status, echo.MIMEApplicationJSON, b) // copied to the connection before it returns
		}
		if b != nil && cap(b) <= maxPooledReply {
			*buf = b
		}
		replyBuffers.Put(buf)
		return err
	}
	return c.JSON(status, e)
}

// appendRaw writes the envelope as json.Encoder would, newline included.
func (e Envelope) appendRaw(b []byte, r RawResult) ([]byte, error) {
	msg, err := json.Marshal(e.Message)
	if err != nil {
		return nil, err
	}
	b = append(b, `{"success":`...)
	b = strconv.AppendBool(b, e.Success)
	b = append(b, `,"message":`...)
	b = append(b, msg...)
	b = append(b, `,"code":`...)
	b = strconv.AppendInt(b, int64(e.Code), 10)
	b = append(b, `,"result":`...)
	if b, err = r.AppendJSON(b); err != nil {
		return nil, err
	}
	b = append(b, `,"timestamp":`...)
	b = strconv.AppendInt(b, e.Timestamp, 10)
	return append(b, "}\n"...), nil
}

package httpx

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"

	"entgo.io/ent/privacy"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
)

// Error is a failure whose message may be shown to the user as is.
type Error struct {
	HTTP    int    // HTTP status, 200 for business errors
	Code    int    // envelope code
	Message string // Chinese text for the user
	Err     error  // cause, logged, never sent
}

func (e *Error) Error() string {
	if e.Err != nil {
		return e.Message + ": " + e.Err.Error()
	}
	return e.Message
}

func (e *Error) Unwrap() error { return e.Err }

// Fail is a business error: HTTP 200, code 500, the message shown to the user.
func Fail(msg string) error { return &Error{HTTP: http.StatusOK, Code: CodeError, Message: msg} }

// Failf is Fail with formatting.
func Failf(format string, a ...any) error { return Fail(fmt.Sprintf(format, a...)) }

// Wrap is a business error with a logged cause.
func Wrap(err error, msg string) error {
	return &Error{HTTP: http.StatusOK, Code: CodeError, Message: msg, Err: err}
}

// ErrTokenDead answers a missing, expired or revoked session.
var ErrTokenDead = &Error{HTTP: http.StatusUnauthorized, Code: CodeToken, Message: MsgTokenDead}

// ErrNoAuthz answers a request whose user lacks the route's permission.
var ErrNoAuthz = &Error{HTTP: http.StatusOK, Code: CodeNoAuthz, Message: MsgNoAuthz}

// ErrorHandler renders every error returned by a handler or middleware as the
// envelope. Causes are logged with the request id; only our own messages reach
// the client.
func ErrorHandler(log *slog.Logger) echo.HTTPErrorHandler {
	return func(c *echo.Context, err error) {
		if r, _ := echo.UnwrapResponse(c.Response()); r != nil && r.Committed {
			return
		}
		e := Classify(err)
		if e.Code == CodeError && (e.Err != nil || e.HTTP >= 500) {
			log.ErrorContext(c.Request().Context(), "request failed",
				"request_id", c.Response().Header().Get(echo.HeaderXRequestID),
				"method", c.Request().Method, "path", c.Request().URL.Path, "err", err)
		}
		if c.Request().Method == http.MethodHead {
			_ = c.NoContent(e.HTTP)
			return
		}
		_ = Write(c, e.HTTP, Envelope{Success: false, Message: e.Message, Code: e.Code})
	}
}

// Classify maps any error to the reply the user gets.
func Classify(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	if code := echo.StatusCode(err); code != 0 {
		switch code {
		case http.StatusNotFound:
			return &Error{HTTP: http.StatusNotFound, Code: 404, Message: "路径不存在，请检查访问路径"}
		case http.StatusMethodNotAllowed:
			return &Error{HTTP: http.StatusMethodNotAllowed, Code: 405, Message: "不支持该请求方法"}
		case http.StatusRequestEntityTooLarge:
			return &Error{HTTP: http.StatusOK, Code: CodeError, Message: "文件大小超出限制"}
		case http.StatusBadRequest, http.StatusUnsupportedMediaType:
			return &Error{HTTP: http.StatusOK, Code: CodeError, Message: "请求参数格式不正确", Err: err}
		}
		return &Error{HTTP: code, Code: CodeError, Message: "操作失败", Err: err}
	}
	switch {
	case ent.IsNotFound(err):
		return &Error{HTTP: http.StatusOK, Code: CodeError, Message: "未找到对应数据", Err: err}
	case ent.IsConstraintError(err):
		return &Error{HTTP: http.StatusOK, Code: CodeError, Message: "数据库中已存在该记录", Err: err}
	case ent.IsValidationError(err):
		return &Error{HTTP: http.StatusOK, Code: CodeError, Message: "数据校验失败，请检查输入", Err: err}
	case errors.Is(err, privacy.Deny):
		return &Error{HTTP: http.StatusOK, Code: CodeNoAuthz, Message: MsgNoAuthz, Err: err}
	}
	return &Error{HTTP: http.StatusOK, Code: CodeError, Message: "操作失败，请稍后重试", Err: err}
}

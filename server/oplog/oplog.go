// Package oplog writes the operation log (sys_log, log_type 2) of every
// mutating request and serves the log lists: /sys/log/list and the data log
// versions (/sys/dataLog/*).
package oplog

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/viewer"
)

// Log types and operate types of sys_log (dicts log_type, operate_type).
const (
	LogOperation = 2

	OpQuery  = 1
	OpAdd    = 2
	OpEdit   = 3
	OpDelete = 4
	OpImport = 5
	OpExport = 6
)

const (
	queueSize = 1024
	bodyPeek  = 16 << 10 // a larger body is not parsed, so never logged unmasked
	paramMax  = 2000     // sys_log.request_param
	valueMax  = 300      // one parameter's text
	urlMax    = 255      // sys_log.request_url
	masked    = "******"
)

// Service queues operation log lines and writes them on its own goroutine.
type Service struct {
	Client   *ent.Client
	Log      *slog.Logger
	BasePath string
	queue    chan *ent.SysLogCreate
	dropped  atomic.Int64
	titles   map[string]string // resource prefix → title
}

// New starts the writer of the operation log.
func New(client *ent.Client, log *slog.Logger, basePath string) *Service {
	s := &Service{Client: client, Log: log, BasePath: basePath,
		queue: make(chan *ent.SysLogCreate, queueSize), titles: map[string]string{}}
	for _, r := range crud.Resources() {
		s.titles["/"+r.Prefix] = r.Title
	}
	go s.run()
	return s
}

// Dropped counts the lines lost to a full queue.
func (s *Service) Dropped() int64 { return s.dropped.Load() }

func (s *Service) run() {
	for c := range s.queue {
		// The request is over: its context is gone, the line is the server's.
		ctx, cancel := context.WithTimeout(viewer.System(context.Background()), 10*time.Second)
		if err := c.Exec(ctx); err != nil && s.Log != nil {
			s.Log.Warn("operation log not written", slog.String("error", err.Error()))
		}
		cancel()
	}
}

// skipped are the mutating routes with their own log line, or none worth one.
var skipped = map[string]bool{"/sys/login": true, "/sys/phoneLogin": true, "/sys/logout": true}

// Middleware logs every POST, PUT and DELETE of a logged-in user under the
// API path, after the response: a slow or failing log never touches the request.
func (s *Service) Middleware(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c *echo.Context) error {
		req := c.Request()
		switch req.Method {
		case http.MethodPost, http.MethodPut, http.MethodDelete:
		default:
			return next(c)
		}
		route, ok := strings.CutPrefix(req.URL.Path, s.BasePath)
		if !ok || skipped[route] {
			return next(c)
		}
		body := peekBody(req)
		start := time.Now()
		err := next(c)
		sess, ok := auth.FromContext(c.Request().Context())
		if !ok || sess.User == nil {
			return err // anonymous: no one to name
		}
		func() {
			defer func() { _ = recover() }() // logging never fails the request
			u := sess.User
			op := OperateType(route)
			line := s.Client.SysLog.Create().SetLogType(LogOperation).SetOperateType(op).
				SetLogContent(clip(s.content(route, op), 1000)).
				SetUserid(u.ID).SetUsername(u.Username).SetCreateBy(u.Username).
				SetIP(clip(c.RealIP(), 100)).SetMethod(clip(c.Path(), 500)).
				SetRequestURL(clip(req.URL.Path, urlMax)).SetRequestType(req.Method).
				SetRequestParam(Params(req.URL.Query(), body, req.Header.Get(echo.HeaderContentType))).
				SetCostTime(time.Since(start).Milliseconds())
			select {
			case s.queue <- line:
			default:
				s.dropped.Add(1)
			}
		}()
		return err
	}
}

// content names the operation as JeecgBoot's @AutoLog does: 角色管理-编辑.
func (s *Service) content(route string, op int) string {
	title := ""
	if i := strings.LastIndex(route, "/"); i > 0 {
		title = s.titles[route[:i]]
	}
	if title == "" {
		return opNames[op] + " " + route
	}
	return title + "-" + opNames[op]
}

var opNames = map[int]string{OpQuery: "查询", OpAdd: "添加", OpEdit: "编辑", OpDelete: "删除", OpImport: "导入", OpExport: "导出"}

// OperateType reads the operation from the path's last segment, as
// JeecgBoot does from the method name (list…, add…, edit…, delete…, import…, export…).
func OperateType(path string) int {
	last := strings.ToLower(path[strings.LastIndex(path, "/")+1:])
	for _, p := range []struct {
		prefix string
		op     int
	}{{"list", OpQuery}, {"add", OpAdd}, {"edit", OpEdit}, {"delete", OpDelete}, {"import", OpImport}, {"export", OpExport}} {
		if strings.HasPrefix(last, p.prefix) {
			return p.op
		}
	}
	return OpQuery
}

// peekBody reads the start of a JSON or form body and puts it back whole;
// multipart bodies (uploads, imports) are never read.
func peekBody(req *http.Request) []byte {
	if req.Body == nil || req.Body == http.NoBody {
		return nil
	}
	ct, _, _ := mime.ParseMediaType(req.Header.Get(echo.HeaderContentType))
	if strings.HasPrefix(ct, "multipart/") {
		return nil
	}
	buf := make([]byte, bodyPeek+1)
	n, err := io.ReadFull(req.Body, buf)
	buf = buf[:n]
	req.Body = struct {
		io.Reader
		io.Closer
	}{io.MultiReader(bytes.NewReader(buf), req.Body), req.Body}
	if err == nil { // more than bodyPeek: too large to parse, so not logged
		return []byte{}
	}
	return buf
}

// Params is the logged form of a request's query and body: secrets masked,
// clipped to the column.
func Params(q url.Values, body []byte, contentType string) string {
	out := map[string]any{}
	for k, v := range q {
		if k == "_t" {
			continue
		}
		if len(v) == 1 {
			out[k] = v[0]
		} else {
			out[k] = v
		}
	}
	ct, _, _ := mime.ParseMediaType(contentType)
	switch {
	case body == nil:
	case len(body) == 0:
		if ct != "" && !strings.HasPrefix(ct, "multipart/") {
			out["body"] = "[请求体过大，未记录]"
		}
	case ct == "application/x-www-form-urlencoded":
		if form, err := url.ParseQuery(string(body)); err == nil {
			for k, v := range form {
				out[k] = strings.Join(v, ",")
			}
		}
	default:
		var v any
		if json.Unmarshal(body, &v) != nil {
			break // not JSON: unreadable, so not logged
		}
		if m, ok := v.(map[string]any); ok {
			for k, x := range m {
				out[k] = x
			}
		} else {
			out["body"] = v
		}
	}
	if len(out) == 0 {
		return ""
	}
	b, err := json.Marshal(mask(out))
	if err != nil {
		return ""
	}
	return clip(string(b), paramMax)
}

// mask replaces the values of secret keys, at any depth.
func mask(v any) any {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if crud.SecretName(k) {
				x[k] = masked
			} else {
				x[k] = mask(e)
			}
		}
	case []any:
		for i, e := range x {
			x[i] = mask(e)
		}
	case string: // one long text must not push the other parameters out
		if len(x) > valueMax {
			return clip(x, valueMax) + "…"
		}
	}
	return v
}

// clip cuts s to at most n bytes on a character boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	s = s[:n]
	for len(s) > 0 && !utf8.ValidString(s) {
		s = s[:len(s)-1]
	}
	return s
}

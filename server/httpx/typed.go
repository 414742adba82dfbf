package httpx

import (
	"cmp"

	"github.com/labstack/echo/v5"
)

// Message is the result type of a typed route that answers no result
// ("result":null) but a message of its own, as JeecgBoot's writes do
// (添加成功！, 删除成功!); the empty Message says 操作成功！.
type Message string

// Said is the result type of a typed route that answers a result with a
// message of its own, as JeecgBoot's workflow does (添加成功！ with the added
// model, 已提交审批 with the instance); the empty message says 操作成功！.
// The API reference describes R.
type Said[R any] struct {
	Message string
	Result  R
}

func (s Said[R]) said() (string, any) { return s.Message, s.Result }

func (Said[R]) reply() any {
	var r R
	return r
}

// said is a Said of any result type.
type said interface {
	said() (string, any)
	reply() any
}

// Get registers GET path as a typed route: the handler receives the query
// parameters bound to Q's fields (tag `query`, `doc` describes one) and
// returns the envelope's result R. The API reference describes the route by
// exactly these types, so what it says cannot drift from what the route reads
// and answers, and the UI's types of the route are generated from it
// (admin-ui/src/api). Unknown parameters are ignored; a value of the wrong
// kind is refused in Chinese.
func Get[Q, R any](r *Routes, path, code, summary string, h func(c *echo.Context, q Q) (R, error)) Registered {
	return withQuery(r.GET, path, code, summary, h)
}

// Delete registers DELETE path as a typed route taking its query like Get
// (JeecgBoot's delete?id=…).
func Delete[Q, R any](r *Routes, path, code, summary string, h func(c *echo.Context, q Q) (R, error)) Registered {
	return withQuery(r.DELETE, path, code, summary, h)
}

func withQuery[Q, R any](register func(path, code string, h echo.HandlerFunc) Registered, path, code, summary string,
	h func(c *echo.Context, q Q) (R, error)) Registered {
	bind := func(c *echo.Context, q *Q) error {
		if echo.BindQueryParams(c, q) != nil {
			return Fail("查询参数格式不正确")
		}
		return nil
	}
	var q Q
	reg := register(path, code, typed(bind, h))
	reg.Doc(Doc{Summary: summary, Query: q, Reply: replyOf[R]()})
	return reg
}

// Post registers POST path as a typed route: the handler receives the JSON
// body bound to B and returns the envelope's result R, which the API
// reference describes (see Get).
func Post[B, R any](r *Routes, path, code, summary string, h func(c *echo.Context, b B) (R, error)) Registered {
	return withBody(r.POST, path, code, summary, h)
}

// Put registers PUT path as a typed route taking its JSON body like Post
// (JeecgBoot's edit).
func Put[B, R any](r *Routes, path, code, summary string, h func(c *echo.Context, b B) (R, error)) Registered {
	return withBody(r.PUT, path, code, summary, h)
}

func withBody[B, R any](register func(path, code string, h echo.HandlerFunc) Registered, path, code, summary string,
	h func(c *echo.Context, b B) (R, error)) Registered {
	bind := func(c *echo.Context, b *B) error { return BindJSON(c, b) }
	var b B
	reg := register(path, code, typed(bind, h))
	reg.Doc(Doc{Summary: summary, Body: b, Reply: replyOf[R]()})
	return reg
}

// typed is the handler of a typed route: bind the request, run h, answer
// its result in the envelope.
func typed[In, R any](bind func(*echo.Context, *In) error, h func(*echo.Context, In) (R, error)) echo.HandlerFunc {
	return func(c *echo.Context) error {
		var in In
		if err := bind(c, &in); err != nil {
			return err
		}
		out, err := h(c, in)
		if err != nil {
			return err
		}
		if m, ok := any(out).(Message); ok {
			return OKMsg(c, cmp.Or(string(m), MsgOK), nil)
		}
		if s, ok := any(out).(said); ok {
			msg, result := s.said()
			return OKMsg(c, cmp.Or(msg, MsgOK), result)
		}
		return OK(c, out)
	}
}

// replyOf is the reply the API reference describes for result type R: none
// for a Message, a Said's result.
func replyOf[R any]() any {
	var out R
	if _, ok := any(out).(Message); ok {
		return nil
	}
	if s, ok := any(out).(said); ok {
		return s.reply()
	}
	return out
}

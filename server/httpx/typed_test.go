package httpx

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/labstack/echo/v5"
	"github.com/stretchr/testify/require"
)

type pageQuery struct {
	Name  string `query:"name" doc:"名称"`
	Limit int    `query:"limit"`
	All   bool   `query:"all"`
}

type pageReply struct {
	Names []string `json:"names"`
	Limit int      `json:"limit"`
}

// TestTypedRoutes: a typed route binds its query or body, answers its result
// in the envelope, refuses a value of the wrong kind in Chinese, ignores
// unknown parameters, and is described by exactly its types.
func TestTypedRoutes(t *testing.T) {
	e := echo.New()
	e.HTTPErrorHandler = ErrorHandler(slog.New(slog.DiscardHandler))
	var codes []string
	r := NewRoutes(e.Group("/api"), func(code string) echo.MiddlewareFunc {
		codes = append(codes, code)
		return func(next echo.HandlerFunc) echo.HandlerFunc { return next }
	})
	Get(r, "/names", "names:list", "名称", func(_ *echo.Context, q pageQuery) (pageReply, error) {
		if q.Name == "坏" {
			return pageReply{}, Fail("名称不可用")
		}
		return pageReply{Names: []string{q.Name + "-" + map[bool]string{true: "全部", false: "部分"}[q.All]}, Limit: q.Limit}, nil
	})
	Post(r, "/names", "names:add", "添加名称", func(_ *echo.Context, b pageReply) (int, error) {
		return len(b.Names), nil
	})
	Put(r, "/names", "names:edit", "改名称", func(_ *echo.Context, b pageReply) (string, error) {
		return strings.Join(b.Names, "、"), nil
	})
	Delete(r, "/names", "names:delete", "删除名称", func(_ *echo.Context, q pageQuery) (string, error) {
		return "删除 " + q.Name, nil
	})
	require.Equal(t, []string{"names:list", "names:add", "names:edit", "names:delete"}, codes)

	do := func(method, target, body string) Envelope {
		t.Helper()
		req := httptest.NewRequest(method, target, strings.NewReader(body))
		if body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, req)
		require.Equal(t, http.StatusOK, rec.Code, rec.Body.String())
		var env Envelope
		require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &env), rec.Body.String())
		return env
	}
	env := do("GET", "/api/names?name=%E6%B0%B4&limit=5&all=true&unknown=1&column=x", "")
	require.True(t, env.Success)
	require.JSONEq(t, `{"names":["水-全部"],"limit":5}`, string(mustJSON(t, env.Result)))
	env = do("GET", "/api/names?limit=五", "")
	require.False(t, env.Success)
	require.Equal(t, "查询参数格式不正确", env.Message)
	env = do("GET", "/api/names?name=%E5%9D%8F", "")
	require.False(t, env.Success)
	require.Equal(t, "名称不可用", env.Message, "the handler's own refusal")
	env = do("POST", "/api/names", `{"names":["a","b"],"extra":true}`)
	require.True(t, env.Success)
	require.JSONEq(t, `2`, string(mustJSON(t, env.Result)))

	env = do("PUT", "/api/names", `{"names":["甲","乙"]}`)
	require.True(t, env.Success)
	require.JSONEq(t, `"甲、乙"`, string(mustJSON(t, env.Result)))
	env = do("PUT", "/api/names", `{"names":"甲"}`)
	require.False(t, env.Success, "a body of the wrong shape is refused")
	env = do("DELETE", "/api/names?name=%E7%94%B2&limit=1", "")
	require.True(t, env.Success)
	require.JSONEq(t, `"删除 甲"`, string(mustJSON(t, env.Result)))
	env = do("DELETE", "/api/names?all=maybe", "")
	require.Equal(t, "查询参数格式不正确", env.Message)

	list := r.List()
	require.Len(t, list, 4)
	require.Equal(t, &Doc{Summary: "名称", Query: pageQuery{}, Reply: pageReply{}}, list[0].Doc)
	require.Equal(t, &Doc{Summary: "添加名称", Body: pageReply{}, Reply: 0}, list[1].Doc)
	require.Equal(t, &Doc{Summary: "改名称", Body: pageReply{}, Reply: ""}, list[2].Doc)
	require.Equal(t, &Doc{Summary: "删除名称", Query: pageQuery{}, Reply: ""}, list[3].Doc)
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}

type listQuery struct {
	PageQuery
	Name string `query:"name"`
}

// TestTypedMessageAndPaging: a Message result answers its own message (the
// empty one 操作成功！) with no result and is described without one; a
// list's embedded PageQuery is bound as text, so bad numbers fall back
// instead of being refused.
func TestTypedMessageAndPaging(t *testing.T) {
	e := echo.New()
	e.HTTPErrorHandler = ErrorHandler(slog.New(slog.DiscardHandler))
	r := NewRoutes(e.Group("/api"), func(string) echo.MiddlewareFunc {
		return func(next echo.HandlerFunc) echo.HandlerFunc { return next }
	})
	Delete(r, "/names", "names:delete", "删除名称", func(_ *echo.Context, q pageQuery) (Message, error) {
		if q.Name == "" {
			return "", nil
		}
		return "删除成功!", nil
	})
	Get(r, "/names", "names:list", "名称", func(_ *echo.Context, q listQuery) ([]int, error) {
		no, size := q.Paging(50)
		return []int{no, size}, nil
	})
	do := func(method, target string) string {
		t.Helper()
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, httptest.NewRequest(method, target, nil))
		require.Equal(t, http.StatusOK, rec.Code, rec.Body.String())
		var env map[string]any
		require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &env), rec.Body.String())
		require.Equal(t, true, env["success"], rec.Body.String())
		delete(env, "timestamp")
		return string(mustJSON(t, env))
	}
	require.JSONEq(t, `{"success":true,"message":"删除成功!","code":200,"result":null}`, do("DELETE", "/api/names?name=a"))
	require.JSONEq(t, `{"success":true,"message":"操作成功！","code":200,"result":null}`, do("DELETE", "/api/names"))
	require.JSONEq(t, `{"success":true,"message":"操作成功！","code":200,"result":[1,10]}`, do("GET", "/api/names?pageNo=x&pageSize=-1"))
	require.JSONEq(t, `{"success":true,"message":"操作成功！","code":200,"result":[3,50]}`, do("GET", "/api/names?pageNo=3&pageSize=900&name=b"))

	list := r.List()
	require.Equal(t, &Doc{Summary: "删除名称", Query: pageQuery{}}, list[0].Doc, "a Message is no result")
	require.Equal(t, &Doc{Summary: "名称", Query: listQuery{}, Reply: []int(nil)}, list[1].Doc)
}

// TestTypedSaid: a Said result answers its result with its own message (the
// empty one 操作成功！) and is described by its result's type; a refusal
// keeps its own message.
func TestTypedSaid(t *testing.T) {
	e := echo.New()
	e.HTTPErrorHandler = ErrorHandler(slog.New(slog.DiscardHandler))
	r := NewRoutes(e.Group("/api"), func(string) echo.MiddlewareFunc {
		return func(next echo.HandlerFunc) echo.HandlerFunc { return next }
	})
	Post(r, "/names", "names:add", "添加名称", func(_ *echo.Context, b pageReply) (Said[pageReply], error) {
		switch {
		case b.Limit < 0:
			return Said[pageReply]{}, Fail("数量不正确")
		case b.Limit == 0:
			return Said[pageReply]{Result: b}, nil
		}
		return Said[pageReply]{"添加成功！", b}, nil
	})
	do := func(body string) string {
		t.Helper()
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, httptest.NewRequest("POST", "/api/names", strings.NewReader(body)))
		require.Equal(t, http.StatusOK, rec.Code, rec.Body.String())
		var env map[string]any
		require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &env), rec.Body.String())
		delete(env, "timestamp")
		return string(mustJSON(t, env))
	}
	require.JSONEq(t, `{"success":true,"message":"添加成功！","code":200,"result":{"names":["甲"],"limit":2}}`, do(`{"names":["甲"],"limit":2}`))
	require.JSONEq(t, `{"success":true,"message":"操作成功！","code":200,"result":{"names":null,"limit":0}}`, do(`{}`))
	require.JSONEq(t, `{"success":false,"message":"数量不正确","code":500,"result":null}`, do(`{"limit":-1}`))
	require.Equal(t, &Doc{Summary: "添加名称", Body: pageReply{}, Reply: pageReply{}}, r.List()[0].Doc, "described by its result")
}

package menus

import (
	"encoding/json"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/labstack/echo/v5"
	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/server/httpx"
)

// The typed menu routes keep JeecgBoot's messages for a missing id or
// parent (checked before the database), and each delete reads only its own
// parameter.
func TestTypedMenuRoutesKeepTheirWords(t *testing.T) {
	e := echo.New()
	e.HTTPErrorHandler = httpx.ErrorHandler(slog.New(slog.DiscardHandler))
	r := httpx.NewRoutes(e.Group(""), func(string) echo.MiddlewareFunc {
		return func(next echo.HandlerFunc) echo.HandlerFunc { return next }
	})
	New(ent.NewClient(), nil).Routes(r)
	for _, c := range []struct{ method, target, body, want string }{
		{"GET", "/sys/permission/getSystemSubmenu?parentId=%20", "", "参数parentId不能为空"},
		{"GET", "/sys/permission/getSystemSubmenuBatch?parentIds=,%20,", "", "参数parentIds不能为空"},
		{"DELETE", "/sys/permission/delete?ids=a", "", "未找到对应实体"},
		{"DELETE", "/sys/permission/deleteBatch?id=a", "", "请选择要删除的数据"},
		{"PUT", "/sys/permission/edit", `{"name":"菜单"}`, "未找到对应实体"},
		{"POST", "/sys/permission/edit", `{"id":"a","menuType":[1]}`, "请求参数格式不正确"},
		{"POST", "/sys/permission/add", `{"name":"","menuType":0}`, "请输入菜单标题!"},
	} {
		req := httptest.NewRequest(c.method, c.target, strings.NewReader(c.body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, req)
		var env httpx.Envelope
		require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &env), rec.Body.String())
		require.False(t, env.Success, c.target)
		require.Equal(t, c.want, env.Message, c.method+" "+c.target)
	}
}

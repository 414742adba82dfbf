package system

import (
	"github.com/labstack/echo/v5"

	"aqueduct/server/crud"
	"aqueduct/server/httpx"
)

// ownProfile are the fields a user may change on themself (账户设置): never
// the username, password, status, roles, departments or tenants.
var ownProfile = []string{"realname", "avatar", "sex", "birthday", "email", "phone", "telephone"}

// appEdit saves the caller's own profile. JeecgBoot's appEdit finds the user
// by a username in the body; here the session decides whose record it is.
func (s *Service) appEdit(c *echo.Context) error {
	var body crud.Body
	if err := httpx.BindJSON(c, &body); err != nil {
		return err
	}
	row, err := s.res.SaveOwn(c.Request().Context(), crud.SysUser, current(c).User.ID, body, ownProfile...)
	if err != nil {
		return err
	}
	return httpx.OKMsg(c, "保存成功！", row)
}

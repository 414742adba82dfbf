package system

import (
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysposition"
	"aqueduct/server/httpx"
)

// positionByCode answers a position by its code (GET /sys/position/queryByCode?code=).
func (s *Service) positionByCode(c *echo.Context) error {
	ctx := c.Request().Context()
	row, err := s.Client.SysPosition.Query().Where(sysposition.Code(strings.TrimSpace(c.QueryParam("code")))).Only(ctx)
	if ent.IsNotFound(err) {
		return httpx.Fail("未找到对应实体")
	}
	if err != nil {
		return err
	}
	return httpx.OK(c, row)
}

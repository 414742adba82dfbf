package app

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/server/db"
	"aqueduct/server/viewer"
)

// setupKey is the sys_setting row first-start setup writes last: the schema
// version it set the database up for. An instance is ready only when it is
// there, so a balancer never sends to a database still being set up (or one
// dropped and recreated under a running server).
const setupKey = "setup.version"

// markSetup records that setup finished for the schema version target.
func markSetup(ctx context.Context, c *ent.Client, target int64) error {
	return db.PutSetting(viewer.System(ctx), c, setupKey, strconv.FormatInt(target, 10))
}

// readiness says why the instance cannot take traffic, or "" when it can:
// the database answers, its schema is this binary's and setup is done.
func (a *App) readiness(ctx context.Context) string {
	if a.Draining() { // a balancer stops sending before the sockets and requests are gone
		return "shutting down"
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	if err := a.DB.SQL.PingContext(ctx); err != nil {
		return "database unavailable"
	}
	current, target, err := a.DB.Versions(ctx)
	if err != nil {
		return "schema version unknown"
	}
	if current != target {
		return fmt.Sprintf("schema version %d, this binary needs %d", current, target)
	}
	row, err := a.DB.Client.SysSetting.Get(viewer.System(ctx), setupKey)
	if err != nil || row.Value != strconv.FormatInt(target, 10) {
		return "first-start setup not done"
	}
	return ""
}

func (a *App) readyz(c *echo.Context) error {
	if why := a.readiness(c.Request().Context()); why != "" {
		return c.String(http.StatusServiceUnavailable, why)
	}
	return c.String(http.StatusOK, "ready")
}

package dashboard

import (
	"context"

	"aqueduct/ent"
	"aqueduct/server/perm"
)

// VisitStatsCode is the permission of the visit statistics (首页's 今日IP and
// 访问量, GET /sys/loginfo and /sys/visitInfo): a button of 首页 only the admin
// role holds. Whoever lacks it is a business user, whose 首页 is his work.
const VisitStatsCode = "dashboard:visits"

// homeMenuID is 首页's menu row (a built-in menu of the base data).
const homeMenuID = "m-dashboard"

// Buttons carry VisitStatsCode under 首页 (granted to the admin role when
// created).
var Buttons = []perm.Menu{
	{ID: "b-dashboard-visits", Parent: homeMenuID, Name: "访问统计", Perms: VisitStatsCode, Type: perm.TypeButton, Order: 1, Leaf: true},
}

// EnsureButtons registers Buttons (after the base menus).
func EnsureButtons(ctx context.Context, c *ent.Client, adminRoleCode string) error {
	return perm.EnsureButtons(ctx, c, adminRoleCode, Buttons)
}

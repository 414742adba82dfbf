package notice

import (
	"context"
	"fmt"
	"strings"

	"aqueduct/ent"
	"aqueduct/ent/sysuser"
	"aqueduct/server/auth"
	"aqueduct/server/db"
	"aqueduct/server/jsontime"
	"aqueduct/server/viewer"
)

// Announce releases a system message (系统消息, high priority) from the
// server itself to the active users who hold code, one announcement per
// tenant they hold it in, and rings their bells. The scheduler tells the
// job admins of a job's last failed attempt through it.
func (s *Service) Announce(ctx context.Context, code, title, content string) error {
	ctx = viewer.System(ctx)
	users, err := s.Client.SysUser.Query().Where(sysuser.Status(1)).
		Select(sysuser.FieldID, sysuser.FieldRelTenantIds).All(ctx)
	if err != nil {
		return err
	}
	byTenant := map[int][]string{}
	var order []int
	for _, u := range users {
		tenants := auth.UserTenants(u)
		if len(tenants) == 0 {
			tenants = []int{0} // a user of no tenant signs in to tenant 0
		}
		for _, t := range tenants {
			ok, err := s.Allowed(ctx, u.ID, t, code)
			if err != nil {
				return err
			}
			if ok {
				if byTenant[t] == nil {
					order = append(order, t)
				}
				byTenant[t] = append(byTenant[t], u.ID)
			}
		}
	}
	for _, t := range order {
		if err := s.Tell(ctx, t, byTenant[t], title, content); err != nil {
			return err
		}
	}
	return nil
}

// Tell releases a system message (系统消息, high priority) from the server
// to users of one tenant and rings their bells: it waits in their list of
// unread messages for whoever is not signed in now. The approval reminder
// tells the assignees of overdue tasks through it.
func (s *Service) Tell(ctx context.Context, tenant int, userIDs []string, title, content string) error {
	userIDs = dedupe(userIDs)
	if len(userIDs) == 0 {
		return nil
	}
	ctx = viewer.System(ctx)
	var a *ent.SysAnnouncement
	err := db.InTx(ctx, s.Client, func(tx *ent.Client) error {
		var err error
		a, err = tx.SysAnnouncement.Create().SetTenantID(tenant).SetTitile(title).SetMsgContent(content).
			SetMsgAbstract(title).SetMsgCategory("2").SetPriority("H").SetMsgType(typeUser).
			SetUserIds(strings.Join(userIDs, ",") + ",").SetSender("system").SetSendStatus(statusReleased).
			SetSendTime(jsontime.Now()).Save(ctx)
		if err != nil {
			return err
		}
		return s.addSends(ctx, tx, a.ID, userIDs)
	})
	if err != nil {
		return fmt.Errorf("tell users of tenant %d: %w", tenant, err)
	}
	s.push(ctx, a, userIDs)
	return nil
}

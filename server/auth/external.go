package auth

import (
	"context"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysuser"
)

// Also writes more for user u in his new session's transaction (a
// third-party binding); nil writes nothing.
type Also func(ctx context.Context, client *ent.Client, u *ent.SysUser) error

// with runs also for u in the session's transaction.
func (also Also) with(u *ent.SysUser) func(ctx context.Context, client *ent.Client) error {
	if also == nil {
		return nil
	}
	return func(ctx context.Context, client *ent.Client) error { return also(ctx, client, u) }
}

// Via is the provider a login came through: How names it in the login log,
// Provider (its code) goes back in the login result as thirdType, so the UI
// can end the provider's session too at logout.
type Via struct{ How, Provider string }

// OpenSession opens a session for a user proved another way (a third-party
// login): a deleted or frozen account is refused, then the reply is the
// login's (token, userInfo, departs, …); also is written with the session.
func (s *Service) OpenSession(c *echo.Context, u *ent.SysUser, via Via, also Also) error {
	if err := effective(u); err != nil {
		return err
	}
	return s.loggedIn(c, newLogin{user: u, how: via.How, provider: via.Provider, also: also.with(u)})
}

// PasswordSession checks an account's password under the login's limiter
// (as an attempt without a captcha) and opens its session, with also.
func (s *Service) PasswordSession(c *echo.Context, username, password string, via Via, also Also) error {
	ok, err := s.checkPassword(c, username, password, false)
	if err != nil {
		return err
	}
	if err := effective(ok.user); err != nil {
		return firstErr(ok.forgive(c.Request().Context(), s.Client), err)
	}
	return s.loggedIn(c, newLogin{user: ok.user, departIDs: ok.departIDs, departsRead: true, how: via.How, provider: via.Provider,
		weakPassword: !PasswordOK(password), also: func(ctx context.Context, client *ent.Client) error {
			if err := ok.forgive(ctx, client); err != nil || also == nil {
				return err
			}
			return also(ctx, client, ok.user)
		}})
}

// SMSSession checks a login SMS code sent to mobile (as 手机号登录 does) and
// opens the session of the account with that phone, with also.
func (s *Service) SMSSession(c *echo.Context, mobile, code string, via Via, also Also) error {
	ctx := c.Request().Context()
	mobile = strings.TrimSpace(mobile)
	if err := s.anonymous(c, mobile); err != nil {
		return err
	}
	if err := s.SMS.Check(ctx, mobile, SMSLogin, strings.TrimSpace(code), true); err != nil {
		return err
	}
	u, err := s.effectiveUser(ctx, sysuser.Phone(mobile))
	if err != nil {
		return err
	}
	return s.loggedIn(c, newLogin{user: u, how: via.How, provider: via.Provider, also: also.with(u)})
}

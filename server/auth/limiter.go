package auth

import (
	"context"
	"time"

	"aqueduct/ent"
	"aqueduct/ent/sysloginattempt"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
)

// Limiter slows and then refuses repeated failed logins, per account and per
// address. Attempts are kept in the database so every instance counts them.
type Limiter struct {
	client *ent.Client
	// Window is how far back failures count.
	Window time.Duration
	// SlowAfter failures start a delay of Step per further failure (capped at MaxDelay).
	SlowAfter int
	Step      time.Duration
	MaxDelay  time.Duration
	// AccountLimit / AddressLimit failures refuse further tries until the window passes.
	AccountLimit int
	AddressLimit int
	sleep        func(context.Context, time.Duration)
}

// NewLimiter returns the limiter with the product's thresholds.
func NewLimiter(client *ent.Client) *Limiter {
	return &Limiter{
		client: client, Window: 15 * time.Minute,
		SlowAfter: 3, Step: time.Second, MaxDelay: 5 * time.Second,
		AccountLimit: 8, AddressLimit: 30,
		sleep: func(ctx context.Context, d time.Duration) {
			select {
			case <-time.After(d):
			case <-ctx.Done():
			}
		},
	}
}

// MsgTooMany is the reply once an account or address is locked out.
const MsgTooMany = "登录失败次数过多，请15分钟后再试"

// Before is called before a password check: it waits or refuses.
func (l *Limiter) Before(ctx context.Context, username, ip string) error {
	since := jsontime.Time(time.Now().Add(-l.Window).UTC())
	sctx := SystemContext(ctx)
	byUser, err := l.client.SysLoginAttempt.Query().Where(sysloginattempt.Username(username),
		sysloginattempt.Success(false), sysloginattempt.CreateTimeGT(since)).Count(sctx)
	if err != nil {
		return err
	}
	byIP, err := l.client.SysLoginAttempt.Query().Where(sysloginattempt.IP(ip),
		sysloginattempt.Success(false), sysloginattempt.CreateTimeGT(since)).Count(sctx)
	if err != nil {
		return err
	}
	if byUser >= l.AccountLimit || byIP >= l.AddressLimit {
		return httpx.Fail(MsgTooMany)
	}
	if n := max(byUser, byIP); n >= l.SlowAfter {
		d := time.Duration(n-l.SlowAfter+1) * l.Step
		l.sleep(ctx, min(d, l.MaxDelay))
	}
	return nil
}

// Record notes the outcome of a password check. A success clears the
// account's failures.
func (l *Limiter) Record(ctx context.Context, username, ip string, ok bool) {
	sctx := SystemContext(ctx)
	_ = l.client.SysLoginAttempt.Create().SetUsername(trim(username, 100)).SetIP(trim(ip, 100)).SetSuccess(ok).Exec(sctx)
	if ok {
		_, _ = l.client.SysLoginAttempt.Delete().Where(sysloginattempt.Username(username), sysloginattempt.Success(false)).Exec(sctx)
	}
	_, _ = l.client.SysLoginAttempt.Delete().Where(sysloginattempt.CreateTimeLT(jsontime.Time(time.Now().Add(-24 * time.Hour).UTC()))).Exec(sctx)
}

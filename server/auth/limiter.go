package auth

import (
	"context"
	"time"

	"entgo.io/ent/dialect/sql"

	"aqueduct/ent"
	"aqueduct/ent/predicate"
	"aqueduct/ent/sysloginattempt"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/viewer"
)

// Kinds of rows in sys_login_attempt.
const (
	kindLogin  = "login"  // a password check
	kindSMS    = "sms:"   // an SMS code request, + its purpose (sms:0 …)
	kindLookup = "lookup" // an anonymous look-up (checkOnlyUser, querySysUser, phoneLogin, ...)
)

// MsgTooMany is the reply once an address is refused one account.
const MsgTooMany = "登录失败次数过多，请15分钟后再试"

// MsgTooFrequent is the reply once an anonymous request budget is spent.
const MsgTooFrequent = "请求过于频繁，请稍后再试"

// Limiter slows and refuses repeated failed logins and caps anonymous requests
// (SMS, look-ups). Everything is counted in sys_login_attempt, so every
// instance sees the same numbers.
//
// A login has three budgets over Window:
//   - per account (the typed name, from any address): a delay that doubles
//     from Step up to MaxDelay after SlowAfter failures and never a hard lock,
//     so hammering an account from many addresses slows its owner but cannot
//     lock him out;
//   - per account and address: PairLimit failures refuse that pair, so one
//     address cannot keep guessing one account;
//   - per address (any names): past AddressLimit failures every attempt from
//     it must carry a solved captcha, or, when the captcha is off, is answered
//     after the same growing delay. Never a refusal: many people share an
//     address (a site office behind NAT), and one of them mistyping or
//     spraying names must not lock the others out.
//
// Failures are counted under the name as typed, whether or not a user has it:
// a name nobody has slows and locks nobody, and the answers (and their delays)
// do not tell which accounts exist.
type Limiter struct {
	client       *ent.Client
	Window       time.Duration
	SlowAfter    int
	Step         time.Duration
	MaxDelay     time.Duration
	PairLimit    int
	AddressLimit int
	// Lookups caps anonymous look-ups per address and per phone or name.
	Lookups Rate
	// SMSPause is the wait before another code to one phone for one purpose.
	SMSPause time.Duration
	// SMS caps /sys/sms per phone (any purpose) and per address.
	SMS []Rate
	// Sleep waits out a delay; tests replace it.
	Sleep func(context.Context, time.Duration)
}

// Rate is a request budget over Window; 0 means no limit.
type Rate struct {
	Window  time.Duration
	PerKey  int    // requests about one phone or name
	PerAddr int    // requests from one address
	Message string // reply once spent (default MsgTooFrequent)
}

// NewLimiter returns the limiter with the product's thresholds.
func NewLimiter(client *ent.Client) *Limiter {
	return &Limiter{
		client: client, Window: 15 * time.Minute,
		SlowAfter: 3, Step: time.Second, MaxDelay: 10 * time.Second,
		PairLimit: 8, AddressLimit: 30,
		Lookups:  Rate{Window: 10 * time.Minute, PerKey: 10, PerAddr: 30},
		SMSPause: time.Minute,
		SMS: []Rate{
			{Window: time.Hour, PerKey: 5, PerAddr: 10},
			{Window: 24 * time.Hour, PerKey: 10, PerAddr: 30},
		},
		Sleep: func(ctx context.Context, d time.Duration) {
			select {
			case <-time.After(d):
			case <-ctx.Done():
			}
		},
	}
}

func (l *Limiter) count(ctx context.Context, kind predicate.SysLoginAttempt, window time.Duration, where ...predicate.SysLoginAttempt) (int, error) {
	since := jsontime.Time(time.Now().Add(-window).UTC())
	where = append(where, kind, sysloginattempt.CreateTimeGT(since))
	return l.client.SysLoginAttempt.Query().Where(where...).Count(viewer.System(ctx))
}

// failures are the recent failed logins a password check is weighed by.
type failures struct {
	account int // of the typed name, from any address
	pair    int // of the typed name from this address
	address int // of any name from this address (only counted when needed)
}

// failuresOf is the one-row query of the failures counted against a login of
// username from ip, in columns colFailAccount, colFailPair and colFailAddress
// (0 when solved: an attempt with a solved captcha is not weighed by its
// address), for the login to join its user to (Service.readLogin).
func (l *Limiter) failuresOf(d, username, ip string, solved bool) *sql.Selector {
	t := sql.Dialect(d).Table(sysloginattempt.Table)
	byName := func() *sql.Predicate { return sql.EQ(t.C(sysloginattempt.FieldUsername), username) }
	byIP := func() *sql.Predicate { return sql.EQ(t.C(sysloginattempt.FieldIP), ip) }
	count := func(p *sql.Predicate) sql.Querier {
		return sql.ExprFunc(func(b *sql.Builder) { b.S("COUNT(CASE WHEN ").Join(p).S(" THEN 1 END)") })
	}
	s := sql.Dialect(d).Select().From(t).
		AppendSelectExprAs(count(byName()), colFailAccount).
		AppendSelectExprAs(count(sql.And(byName(), byIP())), colFailPair)
	who := byName()
	if solved {
		s.AppendSelectExprAs(sql.Expr("0"), colFailAddress)
	} else {
		s.AppendSelectExprAs(count(byIP()), colFailAddress)
		who = sql.Or(byName(), byIP())
	}
	since := jsontime.Time(time.Now().Add(-l.Window).UTC())
	return s.Where(sql.And(
		sql.EQ(t.C(sysloginattempt.FieldKind), kindLogin),
		sql.EQ(t.C(sysloginattempt.FieldSuccess), false),
		sql.GT(t.C(sysloginattempt.FieldCreateTime), since),
		who,
	))
}

// Columns of failuresOf's row.
const (
	colFailAccount = "aq_fail_account"
	colFailPair    = "aq_fail_pair"
	colFailAddress = "aq_fail_address"
)

// before is called before a password check with the failures counted for
// it: it waits or refuses. solved tells whether the attempt came with a
// solved captcha, which is what an address past AddressLimit must show to be
// answered without delay.
func (l *Limiter) before(ctx context.Context, f failures, solved bool) error {
	if f.pair >= l.PairLimit {
		return httpx.Fail(MsgTooMany)
	}
	d := l.Delay(f.account)
	if !solved && f.address >= l.AddressLimit {
		d = max(d, l.Delay(f.address-l.AddressLimit+l.SlowAfter))
	}
	if d > 0 {
		l.Sleep(ctx, d)
	}
	return nil
}

// Delay is the wait before a check after n recent failures: Step, doubling
// with every further failure, at most MaxDelay.
func (l *Limiter) Delay(n int) time.Duration {
	if n < l.SlowAfter || l.Step <= 0 {
		return 0
	}
	if k := n - l.SlowAfter; k < 20 {
		return min(l.Step<<k, l.MaxDelay)
	}
	return l.MaxDelay
}

// failed notes a failed password check of username from ip.
func (l *Limiter) failed(ctx context.Context, username, ip string) {
	sctx := viewer.System(ctx)
	_ = l.client.SysLoginAttempt.Create().SetKind(kindLogin).SetUsername(trim(username, 100)).
		SetIP(trim(ip, 100)).SetSuccess(false).Exec(sctx)
	l.purge(sctx)
}

// succeeded notes a right password: it clears the failures of that account
// from that address only (the account's other failures keep slowing whoever
// is still guessing it elsewhere). Nothing is written when f counted none
// there: successes themselves are never counted. client may be a
// transaction's.
func (l *Limiter) succeeded(ctx context.Context, client *ent.Client, username, ip string, f failures) error {
	if f.pair == 0 {
		return nil
	}
	_, err := client.SysLoginAttempt.Delete().Where(sysloginattempt.Kind(kindLogin),
		sysloginattempt.Username(username), sysloginattempt.IP(ip), sysloginattempt.Success(false)).Exec(viewer.System(ctx))
	return err
}

// Allow notes an anonymous request of kind about key (a phone or name) from
// ip, or refuses it when one of the rates is spent. Refused requests are not
// counted, so a budget comes back one window after the flood stops.
func (l *Limiter) Allow(ctx context.Context, kind, key, ip string, rates ...Rate) error {
	if err := l.within(ctx, sysloginattempt.Kind(kind), key, ip, rates); err != nil {
		return err
	}
	return l.note(ctx, kind, key, ip)
}

// AllowSMS notes a request for an SMS code, or refuses it: one code per phone
// and purpose per SMSPause, then the SMS budgets per phone and per address.
func (l *Limiter) AllowSMS(ctx context.Context, mobile, purpose, ip string) error {
	kind := kindSMS + purpose
	pause := []Rate{{Window: l.SMSPause, PerKey: 1, Message: "验证码已发送，请60秒后再试"}}
	if err := l.within(ctx, sysloginattempt.Kind(kind), mobile, ip, pause); err != nil {
		return err
	}
	if err := l.within(ctx, sysloginattempt.KindHasPrefix(kindSMS), mobile, ip, l.SMS); err != nil {
		return err
	}
	return l.note(ctx, kind, mobile, ip)
}

func (l *Limiter) within(ctx context.Context, kind predicate.SysLoginAttempt, key, ip string, rates []Rate) error {
	for _, r := range rates {
		msg := r.Message
		if msg == "" {
			msg = MsgTooFrequent
		}
		if r.PerKey > 0 && key != "" {
			n, err := l.count(ctx, kind, r.Window, sysloginattempt.Username(key))
			if err != nil {
				return err
			}
			if n >= r.PerKey {
				return httpx.Fail(msg)
			}
		}
		if r.PerAddr > 0 {
			n, err := l.count(ctx, kind, r.Window, sysloginattempt.IP(ip))
			if err != nil {
				return err
			}
			if n >= r.PerAddr {
				return httpx.Fail(msg)
			}
		}
	}
	return nil
}

func (l *Limiter) note(ctx context.Context, kind, key, ip string) error {
	sctx := viewer.System(ctx)
	if err := l.client.SysLoginAttempt.Create().SetKind(kind).SetUsername(trim(key, 100)).
		SetIP(trim(ip, 100)).SetSuccess(true).Exec(sctx); err != nil {
		return err
	}
	l.purge(sctx)
	return nil
}

// purge drops rows older than the longest budget (a day).
func (l *Limiter) purge(ctx context.Context) {
	_, _ = l.client.SysLoginAttempt.Delete().
		Where(sysloginattempt.CreateTimeLT(jsontime.Time(time.Now().Add(-24 * time.Hour).UTC()))).Exec(ctx)
}

package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"log/slog"
	"math/big"
	"regexp"
	"time"

	"aqueduct/ent"
	"aqueduct/ent/syssmscode"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/viewer"
)

// SMS purposes (the contract's smsmode).
const (
	SMSLogin    = "0"
	SMSRegister = "1"
	SMSReset    = "2"
)

// SMSSender delivers a verification code to a phone.
type SMSSender interface {
	Send(ctx context.Context, mobile, code string) error
}

// LogSender is the default sender: it writes the code to the server log.
type LogSender struct{ Log *slog.Logger }

// Send logs the code.
func (s LogSender) Send(ctx context.Context, mobile, code string) error {
	s.Log.InfoContext(ctx, "sms code (no SMS gateway configured)", "mobile", mobile, "code", code)
	return nil
}

var mobileRe = regexp.MustCompile(`^1[3-9]\d{9}$`)

const (
	smsTTL      = 10 * time.Minute
	smsMaxTries = 5
)

// SMSCodes issues and checks SMS verification codes.
type SMSCodes struct {
	client *ent.Client
	sender SMSSender
}

// NewSMSCodes returns the SMS code service sending through sender.
func NewSMSCodes(client *ent.Client, sender SMSSender) *SMSCodes {
	return &SMSCodes{client: client, sender: sender}
}

// Issue sends a fresh code to mobile for purpose. The caller's rate limit
// holds the resend pause, so that it answers alike for every phone.
func (s *SMSCodes) Issue(ctx context.Context, mobile, purpose string) error {
	if !mobileRe.MatchString(mobile) {
		return httpx.Fail("手机号格式不正确")
	}
	sctx := viewer.System(ctx)
	// Keep the table small: expired and used codes are no longer needed.
	if _, err := s.client.SysSmsCode.Delete().
		Where(syssmscode.Or(syssmscode.ExpiresAtLT(jsontime.Now()), syssmscode.Used(true))).Exec(sctx); err != nil {
		return err
	}
	n, err := rand.Int(rand.Reader, big.NewInt(1000000))
	if err != nil {
		return err
	}
	code := fmt.Sprintf("%06d", n.Int64())
	if err := s.client.SysSmsCode.Create().SetMobile(mobile).SetPurpose(purpose).
		SetCodeHash(smsHash(mobile, code)).
		SetExpiresAt(jsontime.Time(time.Now().Add(smsTTL).UTC())).Exec(sctx); err != nil {
		return err
	}
	if err := s.sender.Send(ctx, mobile, code); err != nil {
		return httpx.Wrap(err, "短信发送失败")
	}
	return nil
}

// MsgBadSMSCode answers a wrong, used, expired or exhausted SMS code.
const MsgBadSMSCode = "手机验证码错误"

// Check verifies the newest live code of mobile for purpose; consume uses it up.
// Every check spends one of the code's tries, taken before comparing in a
// single UPDATE … WHERE attempts < max: concurrent guesses cannot all read the
// same count, so at most smsMaxTries guesses are ever compared.
func (s *SMSCodes) Check(ctx context.Context, mobile, purpose, code string, consume bool) error {
	sctx := viewer.System(ctx)
	row, err := s.client.SysSmsCode.Query().Where(syssmscode.Mobile(mobile), syssmscode.Purpose(purpose),
		syssmscode.Used(false), syssmscode.ExpiresAtGT(jsontime.Now())).
		Order(ent.Desc(syssmscode.FieldCreateTime)).First(sctx)
	if err != nil {
		return httpx.Fail(MsgBadSMSCode)
	}
	n, err := s.client.SysSmsCode.Update().
		Where(syssmscode.ID(row.ID), syssmscode.Used(false), syssmscode.AttemptsLT(smsMaxTries)).
		AddAttempts(1).Save(sctx)
	if err != nil || n == 0 {
		return httpx.Fail(MsgBadSMSCode)
	}
	if subtle.ConstantTimeCompare([]byte(row.CodeHash), []byte(smsHash(mobile, code))) != 1 {
		return httpx.Fail(MsgBadSMSCode)
	}
	if !consume {
		return nil
	}
	n, err = s.client.SysSmsCode.Update().Where(syssmscode.ID(row.ID), syssmscode.Used(false)).SetUsed(true).Save(sctx)
	if err != nil || n == 0 {
		return httpx.Fail(MsgBadSMSCode)
	}
	return nil
}

func smsHash(mobile, code string) string {
	h := sha256.Sum256([]byte(mobile + "\x00" + code))
	return hex.EncodeToString(h[:])
}

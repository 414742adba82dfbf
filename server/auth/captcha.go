package auth

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"image/color"
	"strings"
	"time"

	"github.com/mojocn/base64Captcha"

	"aqueduct/ent"
	"aqueduct/ent/syscaptcha"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
)

const (
	captchaTTL    = 60 * time.Second
	captchaSource = "qwertyuiplkjhgfdsazxcvbnmQWERTYUPLKJHGFDSAZXCVBNM1234567890"
)

// Captchas issues and checks image captchas. They are stored in the database
// (hashed) so any instance can check one, and each can be used once.
type Captchas struct {
	client *ent.Client
	mode   string // on | off | fixed
	fixed  string
	driver *base64Captcha.DriverString
}

// NewCaptchas builds the captcha service for AQ_CAPTCHA's mode.
func NewCaptchas(client *ent.Client, setting string) *Captchas {
	c := &Captchas{client: client, mode: setting}
	if code, ok := strings.CutPrefix(setting, "fixed:"); ok {
		c.mode, c.fixed = "fixed", code
	}
	c.driver = base64Captcha.NewDriverString(35, 105, 20, base64Captcha.OptionShowSlimeLine, 4, captchaSource,
		&color.RGBA{R: 240, G: 244, B: 250, A: 255}, nil, nil)
	return c
}

// Enabled reports whether login checks the captcha.
func (c *Captchas) Enabled() bool { return c.mode != "off" }

// Issue draws a new captcha for the client's key and returns it as a data URL.
func (c *Captchas) Issue(ctx context.Context, key string) (string, error) {
	answer := c.fixed
	if answer == "" {
		_, _, answer = c.driver.GenerateIdQuestionAnswer()
	}
	item, err := c.driver.DrawCaptcha(answer)
	if err != nil {
		return "", err
	}
	id := hashKey(key)
	err = c.client.SysCaptcha.Create().
		SetID(id).
		SetAnswerHash(hashAnswer(key, answer)).
		SetExpiresAt(jsontime.Time(time.Now().Add(captchaTTL).UTC())).
		OnConflictColumns(syscaptcha.FieldID).UpdateNewValues().
		Exec(ctx)
	if err != nil {
		return "", err
	}
	// Keep the table small: drop what has expired.
	_, _ = c.client.SysCaptcha.Delete().Where(syscaptcha.ExpiresAtLT(jsontime.Now())).Exec(ctx)
	return item.EncodeB64string(), nil
}

// Check consumes the captcha of key and reports whether answer matched it.
func (c *Captchas) Check(ctx context.Context, key, answer string) error {
	if !c.Enabled() {
		return nil
	}
	if strings.TrimSpace(answer) == "" || key == "" {
		return httpx.Fail("验证码无效")
	}
	id := hashKey(key)
	row, err := c.client.SysCaptcha.Get(ctx, id)
	if err != nil {
		return httpx.Fail("验证码错误")
	}
	// Single use: whoever deletes the row owns the check.
	n, err := c.client.SysCaptcha.Delete().Where(syscaptcha.ID(id)).Exec(ctx)
	if err != nil || n == 0 {
		return httpx.Fail("验证码错误")
	}
	if time.Time(row.ExpiresAt).Before(time.Now()) ||
		subtle.ConstantTimeCompare([]byte(row.AnswerHash), []byte(hashAnswer(key, answer))) != 1 {
		return httpx.Fail("验证码错误")
	}
	return nil
}

func hashKey(key string) string {
	s := sha256.Sum256([]byte("captcha-key:" + key))
	return hex.EncodeToString(s[:])
}

func hashAnswer(key, answer string) string {
	s := sha256.Sum256([]byte(strings.ToLower(strings.TrimSpace(answer)) + "\x00" + key))
	return hex.EncodeToString(s[:])
}

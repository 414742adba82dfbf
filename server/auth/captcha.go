package auth

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"image/color"
	"strings"
	"time"

	"github.com/steambap/captcha"

	"aqueduct/ent"
	"aqueduct/ent/predicate"
	"aqueduct/ent/syscaptcha"
	"aqueduct/server/db"
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
}

// NewCaptchas builds the captcha service for AQ_CAPTCHA's mode.
func NewCaptchas(client *ent.Client, setting string) *Captchas {
	c := &Captchas{client: client, mode: setting}
	if code, ok := strings.CutPrefix(setting, "fixed:"); ok {
		c.mode, c.fixed = "fixed", code
	}
	return c
}

// Enabled reports whether login checks the captcha.
func (c *Captchas) Enabled() bool { return c.mode != "off" }

// Issue draws a new captcha for the client's key and returns it as a data URL
// (a PNG of 105×35, four characters over noise and curves). In the fixed test
// mode the answer is the configured code whatever the picture shows.
//
// steambap/captcha draws with a 80 KB font parsed once; the library used
// before loaded a 5 MB Chinese font into memory at start-up, which no
// captcha of ours drew with.
func (c *Captchas) Issue(ctx context.Context, key string) (string, error) {
	img, err := drawCaptcha(newPicture)
	if err != nil {
		return "", err
	}
	answer := img.Text
	if c.fixed != "" {
		answer = c.fixed
	}
	var png bytes.Buffer
	if err := img.WriteImage(&png); err != nil {
		return "", err
	}
	id, hash, expires := hashKey(key), hashAnswer(key, answer), jsontime.Time(time.Now().Add(captchaTTL).UTC())
	// One answer per key: a new picture replaces the last one's.
	err = db.UpdateOrCreate(ctx,
		func(ctx context.Context) (int, error) {
			return c.client.SysCaptcha.Update().Where(syscaptcha.ID(id)).SetAnswerHash(hash).SetExpiresAt(expires).Save(ctx)
		},
		func(ctx context.Context) error {
			return c.client.SysCaptcha.Create().SetID(id).SetAnswerHash(hash).SetExpiresAt(expires).Exec(ctx)
		})
	if err != nil {
		return "", err
	}
	// Keep the table small: drop what has expired.
	_, _ = c.client.SysCaptcha.Delete().Where(syscaptcha.ExpiresAtLT(jsontime.Now())).Exec(ctx)
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(png.Bytes()), nil
}

// drawCaptcha draws a picture, again if the drawing fails: freetype's
// hinter divides by zero for a few glyphs at a few of the random sizes
// (about 1 picture in 10,000 panics), and the next picture's sizes differ.
func drawCaptcha(draw func() (*captcha.Data, error)) (img *captcha.Data, err error) {
	for range 5 {
		if img, err = drawOnce(draw); err == nil {
			return img, nil
		}
	}
	return nil, err
}

func drawOnce(draw func() (*captcha.Data, error)) (img *captcha.Data, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("captcha: drawing failed: %v", r)
		}
	}()
	return draw()
}

// newPicture is a 105×35 picture of four characters over noise and curves.
func newPicture() (*captcha.Data, error) {
	return captcha.New(105, 35, func(o *captcha.Options) {
		o.CharPreset = captchaSource
		o.TextLength = 4
		o.BackgroundColor = color.RGBA{R: 240, G: 244, B: 250, A: 255}
	})
}

// Check consumes the captcha of key and reports whether answer matched it.
// Single use, checked by the delete itself (one statement): whoever deletes
// the unexpired row with the right answer owns the check.
func (c *Captchas) Check(ctx context.Context, key, answer string) error {
	return c.answer(ctx, key, answer, func(where ...predicate.SysCaptcha) (int, error) {
		return c.client.SysCaptcha.Delete().Where(where...).Exec(ctx)
	})
}

// Peek reports whether answer is the captcha of key, leaving a right one to
// be used.
func (c *Captchas) Peek(ctx context.Context, key, answer string) error {
	return c.answer(ctx, key, answer, func(where ...predicate.SysCaptcha) (int, error) {
		return c.client.SysCaptcha.Query().Where(where...).Count(ctx)
	})
}

// answer runs right (a use or a look) on the unexpired captcha of key with
// that answer; a wrong or late answer uses the captcha up all the same.
func (c *Captchas) answer(ctx context.Context, key, answer string, right func(...predicate.SysCaptcha) (int, error)) error {
	if !c.Enabled() {
		return nil
	}
	if strings.TrimSpace(answer) == "" || key == "" {
		return httpx.Fail("验证码无效")
	}
	id := hashKey(key)
	if n, err := right(syscaptcha.ID(id), syscaptcha.AnswerHash(hashAnswer(key, answer)), syscaptcha.ExpiresAtGTE(jsontime.Now())); err == nil && n == 1 {
		return nil
	}
	_, _ = c.client.SysCaptcha.Delete().Where(syscaptcha.ID(id)).Exec(ctx)
	return httpx.Fail("验证码错误")
}

func hashKey(key string) string {
	s := sha256.Sum256([]byte("captcha-key:" + key))
	return hex.EncodeToString(s[:])
}

func hashAnswer(key, answer string) string {
	s := sha256.Sum256([]byte(strings.ToLower(strings.TrimSpace(answer)) + "\x00" + key))
	return hex.EncodeToString(s[:])
}

// Package usersetting keeps a user's own settings on the server, per user,
// tenant and key, so they follow him to another browser or login: the 列设置
// of each list (its columns' order, visibility and widths). Every logged-in
// user reads and writes his own settings and nobody else's; the value is a
// small JSON object the server keeps as it is (the UI applies only the
// columns it knows).
package usersetting

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"regexp"
	"unicode/utf8"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysusersetting"
	"aqueduct/server/auth"
	"aqueduct/server/db"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
)

// Limits of what a user may keep.
const (
	// MaxValue is the largest value in bytes (a list of 60 columns takes about 3 KB).
	MaxValue = 8 << 10
	// MaxKeys is how many settings one user keeps in a tenant.
	MaxKeys = 200
	// Path is the route, under the API base: ?key=list.<resource>.
	Path = "/sys/user/listSetting"
)

// keyPattern is the keys served: a list's, named by its resource (list.cmisPayment).
var keyPattern = regexp.MustCompile(`^list\.[A-Za-z][A-Za-z0-9_]{0,79}$`)

// Chinese refusals.
const (
	msgBadKey   = "设置名称不合法"
	msgTooLarge = "设置内容过大（最多8KB）"
	msgNotJSON  = "设置内容必须是JSON对象"
	msgTooMany  = "个人设置过多，请先恢复部分列表的默认设置"
)

// Service serves the current user's settings.
type Service struct {
	Client *ent.Client
}

// Routes registers GET and PUT Path, open to every logged-in user for his own settings.
func (s *Service) Routes(r *httpx.Routes) {
	r.GET(Path, httpx.LoggedIn, s.get).Doc(httpx.Doc{Summary: "本人的列表设置（key=list.资源名：列、顺序、宽度）"})
	r.PUT(Path, httpx.LoggedIn, s.put).Doc(httpx.Doc{Summary: "保存本人的列表设置"})
}

// ValidKey reports whether key names a setting the server keeps.
func ValidKey(key string) bool { return keyPattern.MatchString(key) }

func who(c *echo.Context) (*auth.Session, error) {
	sess, ok := auth.FromContext(c.Request().Context())
	if !ok || sess.User == nil {
		return nil, httpx.ErrTokenDead
	}
	return sess, nil
}

func keyOf(c *echo.Context) (string, error) {
	key := c.QueryParam("key")
	if !ValidKey(key) {
		return "", httpx.Fail(msgBadKey)
	}
	return key, nil
}

// get answers the caller's value of key, or null when he kept none.
func (s *Service) get(c *echo.Context) error {
	sess, err := who(c)
	if err != nil {
		return err
	}
	key, err := keyOf(c)
	if err != nil {
		return err
	}
	row, err := s.mine(sess.User.ID, key).Only(c.Request().Context())
	if ent.IsNotFound(err) {
		return httpx.OK(c, nil)
	}
	if err != nil {
		return err
	}
	return httpx.OK(c, json.RawMessage(row.Value))
}

// put keeps the body (a JSON object) as the caller's value of key; null or
// an empty body forgets it (恢复默认).
func (s *Service) put(c *echo.Context) error {
	sess, err := who(c)
	if err != nil {
		return err
	}
	key, err := keyOf(c)
	if err != nil {
		return err
	}
	value, err := readValue(c.Request().Body)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	if value == "" {
		if _, err := s.Client.SysUserSetting.Delete().
			Where(sysusersetting.UserID(sess.User.ID), sysusersetting.SettingKey(key)).Exec(ctx); err != nil {
			return err
		}
		return httpx.OKMsg(c, "已恢复默认设置", nil)
	}
	if err := s.save(ctx, sess.User.ID, key, value); err != nil {
		return err
	}
	return httpx.OKMsg(c, "保存成功！", nil)
}

// mine is the caller's row of key; the tenant mixin keeps it in his tenant.
func (s *Service) mine(userID, key string) *ent.SysUserSettingQuery {
	return s.Client.SysUserSetting.Query().Where(sysusersetting.UserID(userID), sysusersetting.SettingKey(key))
}

func (s *Service) save(ctx context.Context, userID, key, value string) error {
	return db.UpdateOrCreate(ctx,
		func(ctx context.Context) (int, error) {
			return s.Client.SysUserSetting.Update().
				Where(sysusersetting.UserID(userID), sysusersetting.SettingKey(key)).
				SetValue(value).SetUpdateTime(jsontime.Now()).Save(ctx)
		},
		func(ctx context.Context) error {
			n, err := s.Client.SysUserSetting.Query().Where(sysusersetting.UserID(userID)).Count(ctx)
			if err != nil {
				return err
			}
			if n >= MaxKeys {
				return httpx.Fail(msgTooMany)
			}
			return s.Client.SysUserSetting.Create().SetUserID(userID).SetSettingKey(key).SetValue(value).Exec(ctx)
		})
}

// readValue reads a value: "" for null or nothing, else the compacted JSON
// object of at most MaxValue bytes.
func readValue(body io.Reader) (string, error) {
	raw, err := io.ReadAll(io.LimitReader(body, MaxValue+1))
	if err != nil {
		return "", httpx.Wrap(err, "请求读取失败")
	}
	if len(raw) > MaxValue {
		return "", httpx.Fail(msgTooLarge)
	}
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return "", nil
	}
	if raw[0] != '{' || !json.Valid(raw) || !utf8.Valid(raw) {
		return "", httpx.Fail(msgNotJSON)
	}
	var out bytes.Buffer
	if err := json.Compact(&out, raw); err != nil {
		return "", httpx.Fail(msgNotJSON)
	}
	return out.String(), nil
}

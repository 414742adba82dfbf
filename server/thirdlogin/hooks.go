package thirdlogin

import (
	"context"
	"encoding/json"
	"net/url"
	"strings"
	"unicode/utf8"

	"aqueduct/ent"
	"aqueduct/ent/sysloginprovider"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
)

// MsgRetypeSecret refuses to send the saved client secret to another provider.
const MsgRetypeSecret = "类型或地址已修改，请重新输入 Client Secret"

// maxSecret is the longest client secret kept: sealed it fits the column.
const maxSecret = 200

// sysLoginProviderHooks: the client secret is sealed on save and never read
// back (an edit may leave it empty to keep it, and must type it again when
// the kind or an address changes: the saved secret does not follow the
// provider elsewhere); an OpenID Connect provider needs its issuer, every
// address is http(s); one enabled provider at most is the single sign-on.
func (s *Service) sysLoginProviderHooks() crud.SysLoginProviderHooks {
	return crud.SysLoginProviderHooks{BeforeSave: func(ctx context.Context, tx *ent.Client, op crud.Op, m *ent.SysLoginProviderMutation, body crud.Body) error {
		value := func(now func() (string, bool), old func(context.Context) (string, error)) (string, bool, error) {
			if v, ok := now(); ok {
				if op != crud.OpUpdate {
					return v, false, nil
				}
				was, err := old(ctx)
				return v, strings.TrimSpace(v) != strings.TrimSpace(was), err
			}
			if op != crud.OpUpdate {
				return "", false, nil
			}
			v, err := old(ctx)
			return v, false, err
		}
		kind, kindChanged, err := value(m.Kind, m.OldKind)
		if err != nil {
			return err
		}
		moved := kindChanged
		addrs := map[string]string{}
		for _, f := range []struct {
			label string
			now   func() (string, bool)
			old   func(context.Context) (string, error)
		}{{"Issuer地址", m.Issuer, m.OldIssuer}, {"授权地址", m.AuthURL, m.OldAuthURL},
			{"令牌地址", m.TokenURL, m.OldTokenURL}, {"用户信息地址", m.UserInfoURL, m.OldUserInfoURL}} {
			v, changed, err := value(f.now, f.old)
			if err != nil {
				return err
			}
			moved = moved || changed
			if v = strings.TrimSpace(v); v != "" {
				if u, err := url.Parse(v); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
					return httpx.Failf("%s：请输入 http:// 或 https:// 开头的地址", f.label)
				}
			}
			addrs[f.label] = v
		}
		if kind == KindOIDC && addrs["Issuer地址"] == "" {
			return httpx.Fail("Issuer地址：OpenID Connect 须填写")
		}
		if agent, _, err := value(m.AgentID, m.OldAgentID); err != nil {
			return err
		} else if kind == KindWeCom && strings.TrimSpace(agent) == "" {
			return httpx.Fail("应用AgentId：企业微信须填写")
		}
		if err := s.sealSecret(ctx, op, m, body, moved); err != nil {
			return err
		}
		return oneSSO(ctx, tx, op, m)
	}}
}

// sealSecret seals a typed client secret; an edit that moves the provider
// must type it again.
func (s *Service) sealSecret(ctx context.Context, op crud.Op, m *ent.SysLoginProviderMutation, body crud.Body, moved bool) error {
	secret, _ := m.ClientSecret()
	if op == crud.OpUpdate {
		_ = json.Unmarshal(body["clientSecret"], &secret)
	}
	if secret != "" {
		if utf8.RuneCountInString(secret) > maxSecret {
			return httpx.Failf("Client Secret：长度不能超过%d个字符", maxSecret)
		}
		sealed, err := s.box.Seal(secret)
		if err != nil {
			return err
		}
		m.SetClientSecret(sealed)
		return nil
	}
	if op != crud.OpUpdate || !moved {
		return nil
	}
	saved, err := m.OldClientSecret(ctx)
	if err != nil || saved == "" {
		return err
	}
	return httpx.Fail(MsgRetypeSecret)
}

// oneSSO refuses a second enabled single sign-on provider.
func oneSSO(ctx context.Context, tx *ent.Client, op crud.Op, m *ent.SysLoginProviderMutation) error {
	get := func(now func() (int, bool), old func(context.Context) (int, error), def int) (int, error) {
		if v, ok := now(); ok {
			return v, nil
		}
		if op == crud.OpUpdate {
			return old(ctx)
		}
		return def, nil
	}
	sso, err := get(m.SSO, m.OldSSO, 0)
	if err != nil || sso != 1 {
		return err
	}
	status, err := get(m.Status, m.OldStatus, 1)
	if err != nil || status != 1 {
		return err
	}
	q := tx.SysLoginProvider.Query().Where(sysloginprovider.SSO(1), sysloginprovider.Status(1))
	if id, ok := m.ID(); ok {
		q = q.Where(sysloginprovider.IDNEQ(id))
	}
	other, err := q.First(ctx)
	if ent.IsNotFound(err) {
		return nil
	}
	if err != nil {
		return err
	}
	return httpx.Failf("单点登录：已由「%s」启用，同时只能启用一个", other.Name)
}

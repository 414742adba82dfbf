package thirdlogin

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent"
)

// TestAuthURL: where each kind of provider sends the browser — its own
// addresses or the public defaults, the scopes asked for, the state, PKCE's
// S256 challenge of the verifier (never the verifier), and WeCom's own
// login parameters instead of OAuth's.
func TestAuthURL(t *testing.T) {
	s := &Service{}
	const redirect = "https://aq.example/jeecg-boot/sys/thirdLogin/gh/callback"
	const state, verifier = "state-1", "verifier-0123456789-0123456789-0123456789"
	sum := sha256.Sum256([]byte(verifier))
	challenge := base64.RawURLEncoding.EncodeToString(sum[:])

	open := func(row *ent.SysLoginProvider) url.Values {
		t.Helper()
		in, err := s.prepare(context.Background(), row, "secret", redirect)
		require.NoError(t, err)
		u, err := url.Parse(in.authURL(state, verifier, "nonce-1"))
		require.NoError(t, err)
		require.NotContains(t, u.RawQuery, verifier)
		require.NotContains(t, u.RawQuery, "secret")
		q := u.Query()
		q.Set("_at", u.Scheme+"://"+u.Host+u.Path)
		return q
	}

	q := open(&ent.SysLoginProvider{Kind: KindGitHub, ClientID: "gh-id"})
	require.Equal(t, githubAuthURL, q.Get("_at"))
	require.Equal(t, "gh-id", q.Get("client_id"))
	require.Equal(t, redirect, q.Get("redirect_uri"))
	require.Equal(t, "read:user", q.Get("scope"))
	require.Equal(t, state, q.Get("state"))
	require.Equal(t, challenge, q.Get("code_challenge"))
	require.Equal(t, "S256", q.Get("code_challenge_method"))
	require.Empty(t, q.Get("nonce"), "a nonce only for OpenID Connect")

	q = open(&ent.SysLoginProvider{Kind: KindGitHub, ClientID: "ghe", AuthURL: " https://git.corp/login/oauth/authorize ", Scopes: "read:user, user:email"})
	require.Equal(t, "https://git.corp/login/oauth/authorize", q.Get("_at"), "GitHub Enterprise at its own address")
	require.Equal(t, "read:user user:email", q.Get("scope"))

	q = open(&ent.SysLoginProvider{Kind: KindDingTalk, ClientID: "ding"})
	require.Equal(t, dingtalkAuthURL, q.Get("_at"))
	require.Equal(t, "consent", q.Get("prompt"))
	require.Equal(t, "openid", q.Get("scope"))
	require.Equal(t, challenge, q.Get("code_challenge"))

	q = open(&ent.SysLoginProvider{Kind: KindWeCom, ClientID: "corp", AgentID: "1000002"})
	require.Equal(t, wecomAuthURL, q.Get("_at"))
	require.Equal(t, url.Values{"_at": {wecomAuthURL}, "login_type": {"CorpApp"}, "appid": {"corp"}, "agentid": {"1000002"},
		"redirect_uri": {redirect}, "state": {state}}, q)

	_, err := s.prepare(context.Background(), &ent.SysLoginProvider{Kind: "ldap"}, "", redirect)
	require.Error(t, err)
}

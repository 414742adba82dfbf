package thirdlogin

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"aqueduct/ent"
)

// The kinds of provider (dictionary login_provider_kind).
const (
	KindOIDC   = "oidc"   // OpenID Connect: discovery from the issuer, the ID token verified
	KindGitHub = "github" // GitHub's OAuth 2 (or GitHub Enterprise's, by its addresses)
	// DingTalk's 登录第三方网站: OAuth 2 at its login page, its own JSON token
	// call and its contact API (钉钉开放平台, an app's Client ID / Secret).
	KindDingTalk = "dingtalk"
	// 企业微信's web login of a self-built app: CorpID as the Client ID, the
	// app's Secret and AgentId; the account is the member's UserId.
	KindWeCom = "wecom"
)

// GitHub's addresses, used when the provider leaves its own empty.
const (
	githubAuthURL  = "https://github.com/login/oauth/authorize"
	githubTokenURL = "https://github.com/login/oauth/access_token"
	githubUserURL  = "https://api.github.com/user"
)

// 企业微信's addresses, used when the provider leaves its own empty: its
// login page, and the API host of gettoken, auth/getuserinfo and user/get.
const (
	wecomAuthURL = "https://login.work.weixin.qq.com/wwlogin/sso/login"
	wecomAPI     = "https://qyapi.weixin.qq.com"
)

// DingTalk's addresses, used when the provider leaves its own empty.
const (
	dingtalkAuthURL  = "https://login.dingtalk.com/oauth2/auth"
	dingtalkTokenURL = "https://api.dingtalk.com/v1.0/oauth2/userAccessToken"
	dingtalkUserURL  = "https://api.dingtalk.com/v1.0/contact/users/me"
)

// identity is who the provider says signed in.
type identity struct {
	UUID     string `json:"uuid"`     // the provider's stable id of the account (sub, GitHub's id)
	Username string `json:"username"` // preferred_username, GitHub's login
	Name     string `json:"name"`
	Email    string `json:"email"` // only one the provider verified
	Avatar   string `json:"avatar"`
}

// signIn is a provider ready to send a user to and read him back.
type signIn struct {
	row     *ent.SysLoginProvider
	oauth   oauth2.Config
	verify  *oidc.IDTokenVerifier // OIDC only
	op      *oidc.Provider        // OIDC only: its UserInfo endpoint
	userURL string                // GitHub, DingTalk
}

// discovery caches OIDC providers by issuer: discovery and the key set are
// fetched once, not at every sign-in.
type discovery struct {
	mu   sync.Mutex
	byIs map[string]discovered
}

type discovered struct {
	p  *oidc.Provider
	at time.Time
}

const discoveryTTL = 10 * time.Minute

func (d *discovery) get(ctx context.Context, issuer string) (*oidc.Provider, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if got, ok := d.byIs[issuer]; ok && time.Since(got.at) < discoveryTTL {
		return got.p, nil
	}
	// The provider keeps the context for fetching its keys later: no deadline.
	p, err := oidc.NewProvider(oidc.ClientContext(context.WithoutCancel(ctx), clientOf(ctx)), issuer)
	if err != nil {
		return nil, err
	}
	if d.byIs == nil {
		d.byIs = map[string]discovered{}
	}
	d.byIs[issuer] = discovered{p: p, at: time.Now()}
	return p, nil
}

// clientOf is the HTTP client oauth2 takes from ctx.
func clientOf(ctx context.Context) *http.Client {
	if c, ok := ctx.Value(oauth2.HTTPClient).(*http.Client); ok {
		return c
	}
	return http.DefaultClient
}

// prepare builds the sign-in of a provider row; secret is its client secret
// in clear, redirect this server's callback address.
func (s *Service) prepare(ctx context.Context, row *ent.SysLoginProvider, secret, redirect string) (*signIn, error) {
	in := &signIn{row: row, oauth: oauth2.Config{ClientID: row.ClientID, ClientSecret: secret, RedirectURL: redirect}}
	scopes := strings.Fields(strings.ReplaceAll(row.Scopes, ",", " "))
	switch row.Kind {
	case KindOIDC:
		p, err := s.discovery.get(ctx, row.Issuer)
		if err != nil {
			return nil, fmt.Errorf("discovery of %s: %w", row.Issuer, err)
		}
		in.oauth.Endpoint = p.Endpoint()
		if len(scopes) == 0 {
			scopes = []string{"profile", "email"}
		}
		if !containsFold(scopes, oidc.ScopeOpenID) {
			scopes = append([]string{oidc.ScopeOpenID}, scopes...)
		}
		in.verify, in.op = p.Verifier(&oidc.Config{ClientID: row.ClientID}), p
	case KindGitHub:
		in.oauth.Endpoint = oauth2.Endpoint{AuthURL: or(row.AuthURL, githubAuthURL), TokenURL: or(row.TokenURL, githubTokenURL)}
		in.userURL = or(row.UserInfoURL, githubUserURL)
		if len(scopes) == 0 {
			scopes = []string{"read:user"}
		}
	case KindWeCom:
		in.oauth.Endpoint = oauth2.Endpoint{AuthURL: or(row.AuthURL, wecomAuthURL)}
		in.userURL = strings.TrimRight(or(row.UserInfoURL, wecomAPI), "/")
	case KindDingTalk:
		in.oauth.Endpoint = oauth2.Endpoint{AuthURL: or(row.AuthURL, dingtalkAuthURL), TokenURL: or(row.TokenURL, dingtalkTokenURL)}
		in.userURL = or(row.UserInfoURL, dingtalkUserURL)
		if len(scopes) == 0 {
			scopes = []string{"openid"}
		}
	default:
		return nil, fmt.Errorf("provider kind %q", row.Kind)
	}
	in.oauth.Scopes = scopes
	return in, nil
}

// authURL is where the browser goes: PKCE and, for OIDC, a nonce.
func (in *signIn) authURL(state, verifier, nonce string) string {
	opts := []oauth2.AuthCodeOption{oauth2.S256ChallengeOption(verifier)}
	if in.verify != nil {
		opts = append(opts, oidc.Nonce(nonce))
	}
	switch in.row.Kind {
	case KindDingTalk:
		opts = append(opts, oauth2.SetAuthURLParam("prompt", "consent")) // its login page asks for it
	case KindWeCom: // its login page's own parameters, no OAuth ones
		q := url.Values{"login_type": {"CorpApp"}, "appid": {in.oauth.ClientID}, "agentid": {in.row.AgentID},
			"redirect_uri": {in.oauth.RedirectURL}, "state": {state}}
		return in.oauth.Endpoint.AuthURL + "?" + q.Encode()
	}
	return in.oauth.AuthCodeURL(state, opts...)
}

// identify trades the code for tokens and reads who signed in.
func (in *signIn) identify(ctx context.Context, code, verifier, nonce string) (identity, error) {
	switch in.row.Kind {
	case KindDingTalk:
		return in.dingtalkIdentity(ctx, code)
	case KindWeCom:
		return in.wecomIdentity(ctx, code)
	}
	tok, err := in.oauth.Exchange(ctx, code, oauth2.VerifierOption(verifier))
	if err != nil {
		return identity{}, fmt.Errorf("token exchange: %w", err)
	}
	if in.verify != nil {
		return in.oidcIdentity(ctx, tok, nonce)
	}
	return in.githubIdentity(ctx, tok)
}

// profile is the standard claims a sign-in reads.
type profile struct {
	Username      string `json:"preferred_username"`
	Name          string `json:"name"`
	Email         string `json:"email"`
	EmailVerified bool   `json:"email_verified"`
	Picture       string `json:"picture"`
}

func (in *signIn) oidcIdentity(ctx context.Context, tok *oauth2.Token, nonce string) (identity, error) {
	raw, _ := tok.Extra("id_token").(string)
	if raw == "" {
		return identity{}, errors.New("no id_token in the token response")
	}
	idt, err := in.verify.Verify(ctx, raw)
	if err != nil {
		return identity{}, fmt.Errorf("id_token: %w", err)
	}
	if idt.Nonce != nonce {
		return identity{}, errors.New("id_token: nonce does not match")
	}
	var c profile
	if err := idt.Claims(&c); err != nil {
		return identity{}, err
	}
	// A provider may keep the profile out of the ID token (the spec's
	// default for the code flow): then it is the UserInfo endpoint's, for
	// the same subject.
	if c.Username == "" && in.op.UserInfoEndpoint() != "" {
		info, err := in.op.UserInfo(ctx, oauth2.StaticTokenSource(tok))
		if err != nil {
			return identity{}, fmt.Errorf("userinfo: %w", err)
		}
		if info.Subject != idt.Subject {
			return identity{}, errors.New("userinfo: another subject")
		}
		if err := info.Claims(&c); err != nil {
			return identity{}, err
		}
	}
	id := identity{UUID: idt.Subject, Username: c.Username, Name: c.Name, Avatar: c.Picture}
	if c.EmailVerified {
		id.Email = c.Email
	}
	if id.Username == "" {
		id.Username, _, _ = strings.Cut(id.Email, "@")
	}
	return id, nil
}

func (in *signIn) githubIdentity(ctx context.Context, tok *oauth2.Token) (identity, error) {
	var u struct {
		ID     json.Number `json:"id"`
		Login  string      `json:"login"`
		Name   string      `json:"name"`
		Avatar string      `json:"avatar_url"`
	}
	head := http.Header{"Accept": {"application/vnd.github+json"}, "Authorization": {"Bearer " + tok.AccessToken}}
	if err := callJSON(ctx, http.MethodGet, in.userURL, nil, head, &u); err != nil {
		return identity{}, fmt.Errorf("user: %w", err)
	}
	if _, err := strconv.ParseInt(u.ID.String(), 10, 64); err != nil || u.Login == "" {
		return identity{}, fmt.Errorf("user: id %q, login %q", u.ID, u.Login)
	}
	// GitHub's email may be unverified: not kept.
	return identity{UUID: u.ID.String(), Username: u.Login, Name: u.Name, Avatar: u.Avatar}, nil
}

// dingtalkIdentity trades DingTalk's authCode at its token call (JSON, not
// OAuth's form) and reads the user with that token. The account is its
// unionId (one per person across an organisation's apps); its email, which
// DingTalk does not verify, is not kept.
func (in *signIn) dingtalkIdentity(ctx context.Context, code string) (identity, error) {
	body, _ := json.Marshal(map[string]string{"clientId": in.oauth.ClientID, "clientSecret": in.oauth.ClientSecret,
		"code": code, "grantType": "authorization_code"})
	var tok struct {
		AccessToken string `json:"accessToken"`
	}
	if err := callJSON(ctx, http.MethodPost, in.oauth.Endpoint.TokenURL, bytes.NewReader(body), nil, &tok); err != nil {
		return identity{}, fmt.Errorf("token: %w", err)
	}
	if tok.AccessToken == "" {
		return identity{}, errors.New("token: no accessToken")
	}
	var u struct {
		Nick      string `json:"nick"`
		AvatarURL string `json:"avatarUrl"`
		UnionID   string `json:"unionId"`
		Email     string `json:"email"`
	}
	head := http.Header{"x-acs-dingtalk-access-token": {tok.AccessToken}}
	if err := callJSON(ctx, http.MethodGet, in.userURL, nil, head, &u); err != nil {
		return identity{}, fmt.Errorf("user: %w", err)
	}
	if u.UnionID == "" {
		return identity{}, errors.New("user: no unionId")
	}
	name, _, _ := strings.Cut(u.Email, "@")
	return identity{UUID: u.UnionID, Username: or(name, "dingtalk"), Name: u.Nick, Avatar: u.AvatarURL}, nil
}

// wecomReply is the status every 企业微信 API answers with.
type wecomReply struct {
	ErrCode int    `json:"errcode"`
	ErrMsg  string `json:"errmsg"`
}

func (r wecomReply) err() error {
	if r.ErrCode != 0 {
		return fmt.Errorf("errcode %d: %s", r.ErrCode, r.ErrMsg)
	}
	return nil
}

// wecomIdentity takes the app's access token (gettoken), the member the code
// names (auth/getuserinfo: a UserId; an outsider's OpenId is refused) and,
// where the app may read it, his name (user/get). The token and secret go
// in the query as 企业微信 wants, so callJSON's errors leave the URL out.
func (in *signIn) wecomIdentity(ctx context.Context, code string) (identity, error) {
	var tok struct {
		wecomReply
		AccessToken string `json:"access_token"`
	}
	q := url.Values{"corpid": {in.oauth.ClientID}, "corpsecret": {in.oauth.ClientSecret}}
	if err := callJSON(ctx, http.MethodGet, in.userURL+"/cgi-bin/gettoken?"+q.Encode(), nil, nil, &tok); err != nil {
		return identity{}, fmt.Errorf("gettoken: %w", err)
	}
	if err := tok.err(); err != nil || tok.AccessToken == "" {
		return identity{}, fmt.Errorf("gettoken: %v", err)
	}
	var who struct {
		wecomReply
		UserID string `json:"userid"`
	}
	q = url.Values{"access_token": {tok.AccessToken}, "code": {code}}
	if err := callJSON(ctx, http.MethodGet, in.userURL+"/cgi-bin/auth/getuserinfo?"+q.Encode(), nil, nil, &who); err != nil {
		return identity{}, fmt.Errorf("getuserinfo: %w", err)
	}
	if err := who.err(); err != nil {
		return identity{}, fmt.Errorf("getuserinfo: %w", err)
	}
	if who.UserID == "" {
		return identity{}, errors.New("getuserinfo: not a member of the organisation")
	}
	var u struct {
		wecomReply
		Name   string `json:"name"`
		Avatar string `json:"avatar"`
	}
	q = url.Values{"access_token": {tok.AccessToken}, "userid": {who.UserID}}
	if err := callJSON(ctx, http.MethodGet, in.userURL+"/cgi-bin/user/get?"+q.Encode(), nil, nil, &u); err != nil || u.err() != nil {
		u.Name, u.Avatar = "", "" // the app may not read the contacts: the UserId alone
	}
	return identity{UUID: who.UserID, Username: who.UserID, Name: u.Name, Avatar: u.Avatar}, nil
}

// callJSON sends a request with a JSON body (or none) and reads a JSON reply
// of at most 1 MB into out; a status other than 200 is an error.
func callJSON(ctx context.Context, method, addr string, body io.Reader, head http.Header, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, addr, body)
	if err != nil {
		return err
	}
	req.Header.Set("Accept", "application/json")
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range head {
		req.Header[http.CanonicalHeaderKey(k)] = v
	}
	res, err := clientOf(ctx).Do(req)
	var uerr *url.Error
	if errors.As(err, &uerr) {
		return fmt.Errorf("%s: %w", method, uerr.Err) // its URL may hold a secret (企业微信)
	}
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("HTTP %d", res.StatusCode)
	}
	return json.NewDecoder(io.LimitReader(res.Body, 1<<20)).Decode(out)
}

func or(a, b string) string {
	if strings.TrimSpace(a) != "" {
		return strings.TrimSpace(a)
	}
	return b
}

func containsFold(list []string, s string) bool {
	for _, v := range list {
		if strings.EqualFold(v, s) {
			return true
		}
	}
	return false
}

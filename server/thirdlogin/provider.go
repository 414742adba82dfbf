package thirdlogin

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
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
)

// GitHub's addresses, used when the provider leaves its own empty.
const (
	githubAuthURL  = "https://github.com/login/oauth/authorize"
	githubTokenURL = "https://github.com/login/oauth/access_token"
	githubUserURL  = "https://api.github.com/user"
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
	userURL string                // GitHub only
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
	return in.oauth.AuthCodeURL(state, opts...)
}

// identify trades the code for tokens and reads who signed in.
func (in *signIn) identify(ctx context.Context, code, verifier, nonce string) (identity, error) {
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
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, in.userURL, nil)
	if err != nil {
		return identity{}, err
	}
	req.Header.Set("Accept", "application/vnd.github+json")
	tok.SetAuthHeader(req)
	res, err := clientOf(ctx).Do(req)
	if err != nil {
		return identity{}, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return identity{}, fmt.Errorf("user: HTTP %d", res.StatusCode)
	}
	var u struct {
		ID     json.Number `json:"id"`
		Login  string      `json:"login"`
		Name   string      `json:"name"`
		Avatar string      `json:"avatar_url"`
	}
	if err := json.NewDecoder(io.LimitReader(res.Body, 1<<20)).Decode(&u); err != nil {
		return identity{}, fmt.Errorf("user: %w", err)
	}
	if _, err := strconv.ParseInt(u.ID.String(), 10, 64); err != nil || u.Login == "" {
		return identity{}, fmt.Errorf("user: id %q, login %q", u.ID, u.Login)
	}
	// GitHub's email may be unverified: not kept.
	return identity{UUID: u.ID.String(), Username: u.Login, Name: u.Name, Avatar: u.Avatar}, nil
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

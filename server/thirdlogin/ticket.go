package thirdlogin

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"time"

	"aqueduct/ent"
	"aqueduct/ent/sysloginticket"
	"aqueduct/server/jsontime"
	"aqueduct/server/viewer"
)

// The kinds of one-time values, and how long each stands.
const (
	kindState  = "state"  // a sign-in sent to the provider, until it comes back
	kindTicket = "ticket" // opens the session of a proved user
	kindBind   = "bind"   // a provider's account waiting to be bound or created
)

var ttl = map[string]time.Duration{kindState: 10 * time.Minute, kindTicket: 2 * time.Minute, kindBind: 10 * time.Minute}

// errGone is a value unknown, used or expired.
var errGone = errors.New("thirdlogin: no such value")

// randomValue is 256 random bits, URL-safe.
func randomValue() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

func hashOf(value string) string {
	h := sha256.Sum256([]byte(value))
	return hex.EncodeToString(h[:])
}

// put keeps data under a new value of kind and hands the value out; only its
// hash is stored. Expired values of every kind go at the same time.
func (s *Service) put(ctx context.Context, kind, provider string, data any) (string, error) {
	ctx = viewer.System(ctx)
	raw, err := json.Marshal(data)
	if err != nil {
		return "", err
	}
	now := time.Now()
	if _, err := s.Client.SysLoginTicket.Delete().Where(sysloginticket.ExpiresAtLT(jsontime.Time(now.UTC()))).Exec(ctx); err != nil {
		return "", err
	}
	value := randomValue()
	return value, s.Client.SysLoginTicket.Create().SetID(hashOf(value)).SetKind(kind).SetProvider(provider).
		SetData(string(raw)).SetExpiresAt(jsontime.Time(now.UTC().Add(ttl[kind]))).Exec(ctx)
}

// peek reads the data of a live value of kind into v, leaving it in place.
func (s *Service) peek(ctx context.Context, kind, value string, v any) (provider string, err error) {
	if value == "" || len(value) > 100 {
		return "", errGone
	}
	row, err := s.Client.SysLoginTicket.Query().Where(sysloginticket.ID(hashOf(value)), sysloginticket.Kind(kind),
		sysloginticket.ExpiresAtGT(jsontime.Now())).Only(viewer.System(ctx))
	if ent.IsNotFound(err) {
		return "", errGone
	}
	if err != nil {
		return "", err
	}
	return row.Provider, json.Unmarshal([]byte(row.Data), v)
}

// use deletes a value through client (inside the write it allows): of two
// requests with one value, one uses it and the other finds it gone.
func use(ctx context.Context, client *ent.Client, value string) error {
	n, err := client.SysLoginTicket.Delete().Where(sysloginticket.ID(hashOf(value)),
		sysloginticket.ExpiresAtGT(jsontime.Now())).Exec(viewer.System(ctx))
	if err == nil && n != 1 {
		err = errGone
	}
	return err
}

// take reads a live value of kind into v and uses it up.
func (s *Service) take(ctx context.Context, kind, value string, v any) (string, error) {
	provider, err := s.peek(ctx, kind, value, v)
	if err != nil {
		return "", err
	}
	return provider, use(ctx, s.Client, value)
}

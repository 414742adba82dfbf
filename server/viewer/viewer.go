// Package viewer carries who is acting (user, tenant, department) through a
// request's context, for the audit and tenant rules of the schema mixins.
package viewer

import (
	"context"

	"entgo.io/ent/privacy"
)

// Viewer is the acting user of a request.
type Viewer struct {
	UserID   string
	Username string
	Realname string
	OrgCode  string
	TenantID int
	// System marks work done by the server itself (seed, migrations, login lookups):
	// it passes every row rule.
	System bool
}

// AdminRoleCode is the code of the built-in administrators' role (管理员),
// which holds every right.
const AdminRoleCode = "admin"

type ctxKey struct{}

// System returns ctx acting as the server itself: it passes every row rule
// (the seed, start-up, login and session lookups). Every use is a decision
// to grep for.
func System(ctx context.Context) context.Context {
	return privacy.DecisionContext(NewContext(ctx, Viewer{System: true}), privacy.Allow)
}

// NewContext returns ctx carrying v.
func NewContext(ctx context.Context, v Viewer) context.Context {
	return context.WithValue(ctx, ctxKey{}, v)
}

// FromContext returns the viewer of ctx, if any.
func FromContext(ctx context.Context) (Viewer, bool) {
	v, ok := ctx.Value(ctxKey{}).(Viewer)
	return v, ok
}

type unscopedKey struct{}

// Unscoped returns ctx whose reads and writes pass no row scope (data rules,
// a resource's scope) but still the tenant: for checks that must see past
// what the caller may list (a code unique in the whole tenant) and for the
// loading of the rules themselves. Every use is a decision to grep for.
func Unscoped(ctx context.Context) context.Context {
	return context.WithValue(ctx, unscopedKey{}, true)
}

// IsUnscoped reports whether ctx was made by Unscoped.
func IsUnscoped(ctx context.Context) bool {
	v, _ := ctx.Value(unscopedKey{}).(bool)
	return v
}

// Package viewer carries who is acting (user, tenant, department) through a
// request's context, for the audit and tenant rules of the schema mixins.
package viewer

import "context"

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

type ctxKey struct{}

// NewContext returns ctx carrying v.
func NewContext(ctx context.Context, v Viewer) context.Context {
	return context.WithValue(ctx, ctxKey{}, v)
}

// FromContext returns the viewer of ctx, if any.
func FromContext(ctx context.Context) (Viewer, bool) {
	v, ok := ctx.Value(ctxKey{}).(Viewer)
	return v, ok
}

package viewer_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/viewer"
)

// The viewer put into a context is the one read back, through derived
// contexts too; a context without one says so.
func TestViewerTravelsWithTheContext(t *testing.T) {
	_, ok := viewer.FromContext(context.Background())
	require.False(t, ok, "no viewer in a bare context")

	v := viewer.Viewer{UserID: "u1", Username: "engineer", OrgCode: "A01", TenantID: 2}
	ctx, cancel := context.WithCancel(viewer.NewContext(context.Background(), v))
	defer cancel()
	got, ok := viewer.FromContext(ctx)
	require.True(t, ok)
	require.Equal(t, v, got)

	inner := viewer.NewContext(ctx, viewer.Viewer{System: true})
	got, _ = viewer.FromContext(inner)
	require.True(t, got.System, "the innermost viewer acts")
	got, _ = viewer.FromContext(ctx)
	require.Equal(t, v, got, "the outer context is unchanged")
}

// Unscoped marks a context and what derives from it, and nothing else; it
// keeps the viewer (the tenant rule still applies).
func TestUnscopedIsExplicit(t *testing.T) {
	v := viewer.Viewer{UserID: "u1", TenantID: 2}
	ctx := viewer.NewContext(context.Background(), v)
	require.False(t, viewer.IsUnscoped(ctx))
	un := viewer.Unscoped(ctx)
	require.True(t, viewer.IsUnscoped(un))
	require.True(t, viewer.IsUnscoped(context.WithValue(un, struct{}{}, 1)), "derived contexts stay unscoped")
	require.False(t, viewer.IsUnscoped(ctx), "the original stays scoped")
	got, ok := viewer.FromContext(un)
	require.True(t, ok)
	require.Equal(t, v, got)
}

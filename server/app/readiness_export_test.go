package app

import "context"

// Readiness lets the tests of package app_test ask why an instance is not ready.
func Readiness(ctx context.Context, a *App) string { return a.readiness(ctx) }

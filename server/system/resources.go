package system

import (
	"context"

	"aqueduct/server/crud"
)

// Reloader is told when roles or user-role links change (the casbin policy).
type Reloader interface {
	Changed(ctx context.Context) error
}

// InstallHooks adds to the generated system resources what is more than
// CRUD: passwords, roles and departments of users, department codes, and
// the permission reload after role changes. Each entity's hooks are in its
// own file (<entity>_hooks.go); zz_hooks.go, generated, sets them.
func (s *Service) InstallHooks(res *crud.Service, perms Reloader) {
	s.res, s.perms = res, perms
	s.installHooks(res)
}

// reload tells the permissions that roles or their members changed.
func (s *Service) reload(ctx context.Context) error { return s.perms.Changed(ctx) }

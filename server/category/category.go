// Package category serves the category dictionary (sys_category) beyond its
// generated API: the code of a new node and the lookups of the category
// selects (docs/contract.md §8.3).
package category

import (
	"context"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"

	"aqueduct/ent"
	"aqueduct/ent/predicate"
	"aqueduct/ent/syscategory"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/orgcode"
	"aqueduct/server/softdelete"
	"aqueduct/server/viewer"
)

// RootPID is the parent of a root node.
const RootPID = "0"

// Service installs the category hooks and serves the select endpoints.
type Service struct {
	Client  *ent.Client
	Res     *crud.Service
	Dialect string // of the database: PostgreSQL needs a lock to number nodes
}

// Install sets the hooks of the generated resource and returns the service
// whose Routes add the select endpoints.
func Install(client *ent.Client, res *crud.Service, dialect string) *Service {
	s := &Service{Client: client, Res: res, Dialect: dialect}
	s.installHooks(res)
	return s
}

// sysCategoryHooks: a new node's code among its siblings.
func (s *Service) sysCategoryHooks() crud.SysCategoryHooks {
	return crud.SysCategoryHooks{BeforeSave: s.beforeSave}
}

// beforeSave gives a new node the next code among its siblings (docs/contract.md
// §9.4): roots A01, A02…, children parent code + A01…
func (s *Service) beforeSave(ctx context.Context, tx *ent.Client, op crud.Op, m *ent.SysCategoryMutation, _ crud.Body) error {
	if op != crud.OpCreate {
		return nil
	}
	pid, _ := m.Pid()
	if pid == "" {
		pid = RootPID
		m.SetPid(pid)
	}
	if err := s.lock(softdelete.WithDeleted(viewer.System(ctx)), tx, pid, siblingsOf(pid)); err != nil {
		return err
	}
	code, err := NextCode(ctx, tx, pid)
	if err != nil {
		return err
	}
	m.SetCode(code)
	return nil
}

// siblingsOf are the nodes under pid: roots share the pid "0" (or "") across tenants.
func siblingsOf(pid string) predicate.SysCategory {
	if pid == RootPID {
		return syscategory.PidIn(RootPID, "")
	}
	return syscategory.Pid(pid)
}

// NextCode is the code the next child of pid gets: the parent is read as
// ctx may see it. Codes are unique across tenants, and deleted nodes keep
// theirs: the last sibling is looked for among all of them, a child's
// siblings sharing its parent's code prefix. An add calls it under lock; the
// fill rule category_code_rule previews it.
func NextCode(ctx context.Context, c *ent.Client, pid string) (string, error) {
	parentCode := ""
	if pid != RootPID && pid != "" {
		p, err := c.SysCategory.Get(ctx, pid)
		if ent.IsNotFound(err) {
			return "", httpx.Fail("上级节点不存在")
		}
		if err != nil {
			return "", err
		}
		parentCode = p.Code
	}
	last, err := c.SysCategory.Query().Where(siblingsOf(pid), syscategory.CodeHasPrefix(parentCode)).
		Order(ent.Desc(syscategory.FieldCode)).First(softdelete.WithDeleted(viewer.System(ctx)))
	lastCode := ""
	switch {
	case err == nil:
		lastCode = last.Code
	case !ent.IsNotFound(err):
		return "", err
	}
	return orgcode.Next(parentCode, lastCode), nil
}

// lock keeps two adds from reading the same last sibling. SQLite writes one
// transaction at a time (_txlock=immediate); on PostgreSQL the add locks the
// parent, or for a root the last root, until it commits, and the read that
// follows sees what the other add committed. The unique index is the last
// guard (two first roots at once: one is refused).
func (s *Service) lock(ctx context.Context, tx *ent.Client, pid string, sibling predicate.SysCategory) error {
	if s.Dialect != dialect.Postgres {
		return nil
	}
	q := tx.SysCategory.Query().Where(syscategory.ID(pid))
	if pid == RootPID {
		q = tx.SysCategory.Query().Where(sibling).Order(ent.Desc(syscategory.FieldCode)).Limit(1)
	}
	_, err := q.Select(syscategory.FieldID).Modify(func(s *sql.Selector) { s.ForUpdate() }).Strings(ctx)
	return err
}

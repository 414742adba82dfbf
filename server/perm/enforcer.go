// Package perm decides who may do what: a casbin enforcer (RBAC with tenant
// domains) built from the role → permission tables, the route guard, and the
// menu tree of getUserPermissionByToken.
package perm

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/casbin/casbin/v2"
	"github.com/casbin/casbin/v2/model"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/syspermission"
	"aqueduct/ent/syssetting"
	"aqueduct/server/auth"
	"aqueduct/server/cache"
	"aqueduct/server/db"
	"aqueduct/server/httpx"
	"aqueduct/server/viewer"
)

// versionKey is the sys_setting row whose change tells every instance to reload.
const versionKey = "perm_version"

// modelText: a user holds roles within a tenant (domain); a role's policies
// name permission codes in that tenant.
const modelText = `
[request_definition]
r = sub, dom, obj
[policy_definition]
p = sub, dom, obj
[role_definition]
g = _, _, _
[policy_effect]
e = some(where (p.eft == allow))
[matchers]
m = g(r.sub, p.sub, r.dom) && r.dom == p.dom && r.obj == p.obj
`

// Service holds the enforcer and keeps it in step with the database.
type Service struct {
	client *ent.Client
	log    *slog.Logger
	// Refresh is how often an instance looks for a newer permission version.
	Refresh time.Duration

	enforcer  atomic.Pointer[policy]
	version   atomic.Value // string
	checked   atomic.Int64 // unix nanos of the last version check
	reloadMux sync.Mutex
	bus       *cache.Bus
	loadedGen atomic.Uint64 // the bus generation of the loaded tables
	menus     *cache.Map[*UserPermissions]
}

// policy is one loaded enforcer with the decisions taken on it. A reload
// builds a new one, so a decision never outlives the grants it came from.
type policy struct {
	e         *casbin.Enforcer
	decisions sync.Map // user "\x00" tenant "\x00" code → bool
	size      atomic.Int64
}

// maxDecisions bounds the memory a flood of distinct users or codes can take;
// past it decisions are still right, only no longer remembered.
const maxDecisions = 100_000

// enforce asks casbin once per user, tenant and code: its matcher
// (govaluate) was a tenth of a list request's CPU.
func (p *policy) enforce(userID string, tenant int, code string) (bool, error) {
	key := userID + "\x00" + strconv.Itoa(tenant) + "\x00" + code
	if ok, hit := p.decisions.Load(key); hit {
		return ok.(bool), nil
	}
	ok, err := p.e.Enforce(userID, strconv.Itoa(tenant), code)
	if err != nil {
		return false, err
	}
	if p.size.Add(1) <= maxDecisions {
		p.decisions.Store(key, ok)
	}
	return ok, nil
}

// tables are what the enforcer is built from.
var tables = append([]string{"SysRole", "SysUserRole", "SysRolePermission", "SysPermission", "SysSetting"},
	DepartRoleTables...)

// UseBus reloads the enforcer as soon as a write to its tables commits, here
// or on another instance, rather than at the next version check.
func (s *Service) UseBus(bus *cache.Bus) {
	s.bus = bus
	s.menus = cache.NewMap[*UserPermissions](bus, 10_000, tables...)
	s.loadedGen.Store(bus.Gen(tables...) - 1) // reload once on the next request
}

// New loads the enforcer from the database.
func New(ctx context.Context, client *ent.Client, log *slog.Logger) (*Service, error) {
	s := &Service{client: client, log: log, Refresh: 2 * time.Second}
	s.version.Store("")
	if err := s.Reload(ctx); err != nil {
		return nil, err
	}
	return s, nil
}

// Reload rebuilds the enforcer from the role, user-role and role-permission tables.
func (s *Service) Reload(ctx context.Context) error {
	s.reloadMux.Lock()
	defer s.reloadMux.Unlock()
	var gen uint64 // taken before reading: a write committed meanwhile reloads again
	if s.bus != nil {
		gen = s.bus.Gen(tables...)
	}
	sctx := viewer.System(ctx)
	version, err := s.currentVersion(sctx)
	if err != nil {
		return err
	}
	m, err := model.NewModelFromString(modelText)
	if err != nil {
		return err
	}
	e, err := casbin.NewEnforcer(m)
	if err != nil {
		return err
	}
	roles, err := s.client.SysRole.Query().
		WithUserRoles().
		WithRolePermissions(func(q *ent.SysRolePermissionQuery) { q.WithPermission() }).
		All(sctx)
	if err != nil {
		return fmt.Errorf("load roles: %w", err)
	}
	var policies, groupings [][]string
	for _, r := range roles {
		dom := strconv.Itoa(r.TenantID)
		for _, ur := range r.Edges.UserRoles {
			groupings = append(groupings, []string{ur.UserID, r.ID, dom})
		}
		for _, rp := range r.Edges.RolePermissions {
			p := rp.Edges.Permission
			if p == nil || p.Status == "0" {
				continue
			}
			for _, code := range Codes(p.Perms) {
				policies = append(policies, []string{r.ID, dom, code})
			}
		}
	}
	// Department roles are subjects like roles, in their department's tenant.
	droles, err := s.client.SysDepartRole.Query().All(sctx)
	if err != nil {
		return fmt.Errorf("load department roles: %w", err)
	}
	if len(droles) > 0 {
		p, g, err := s.departRolePolicies(sctx, droles)
		if err != nil {
			return err
		}
		policies, groupings = append(policies, p...), append(groupings, g...)
	}
	if len(policies) > 0 {
		if _, err := e.AddPolicies(policies); err != nil {
			return err
		}
	}
	if len(groupings) > 0 {
		if _, err := e.AddGroupingPolicies(groupings); err != nil {
			return err
		}
	}
	s.enforcer.Store(&policy{e: e})
	s.loadedGen.Store(gen)
	s.version.Store(version)
	s.checked.Store(time.Now().UnixNano())
	return nil
}

// departRolePolicies are the casbin rows of department roles: user → role
// groupings and role → code policies of the role's live permissions.
func (s *Service) departRolePolicies(sctx context.Context, droles []*ent.SysDepartRole) (policies, groupings [][]string, err error) {
	live, err := liveDeparts(sctx, s.client, droles)
	if err != nil {
		return nil, nil, err
	}
	dom := map[string]string{}
	for _, r := range droles {
		if live[r.DepartID] {
			dom[r.ID] = strconv.Itoa(r.TenantID)
		}
	}
	users, err := s.client.SysDepartRoleUser.Query().All(sctx)
	if err != nil {
		return nil, nil, fmt.Errorf("load department role users: %w", err)
	}
	members, err := s.client.SysUserDepart.Query().All(sctx)
	if err != nil {
		return nil, nil, fmt.Errorf("load department members: %w", err)
	}
	member := map[[2]string]bool{}
	for _, m := range members {
		member[[2]string{m.UserID, m.DepID}] = true
	}
	departOf := map[string]string{}
	for _, r := range droles {
		departOf[r.ID] = r.DepartID
	}
	for _, u := range users {
		// A user who left a department leaves its roles.
		if d, ok := dom[u.DroleID]; ok && member[[2]string{u.UserID, departOf[u.DroleID]}] {
			groupings = append(groupings, []string{u.UserID, u.DroleID, d})
		}
	}
	grants, err := s.client.SysDepartRolePermission.Query().All(sctx)
	if err != nil {
		return nil, nil, fmt.Errorf("load department role grants: %w", err)
	}
	var ids []string
	for _, g := range grants {
		ids = append(ids, g.PermissionID)
	}
	perms, err := s.client.SysPermission.Query().Where(syspermission.IDIn(ids...)).All(sctx)
	if err != nil {
		return nil, nil, err
	}
	byID := map[string]*ent.SysPermission{}
	for _, p := range perms {
		byID[p.ID] = p
	}
	for _, g := range grants {
		p, d := byID[g.PermissionID], dom[g.RoleID]
		if p == nil || p.Status == "0" || d == "" {
			continue
		}
		for _, code := range Codes(p.Perms) {
			policies = append(policies, []string{g.RoleID, d, code})
		}
	}
	return policies, groupings, nil
}

// Codes splits a perms column ("a,b") into codes.
func Codes(perms string) []string {
	var out []string
	for _, c := range strings.Split(perms, ",") {
		if c = strings.TrimSpace(c); c != "" {
			out = append(out, c)
		}
	}
	return out
}

func (s *Service) currentVersion(ctx context.Context) (string, error) {
	row, err := s.client.SysSetting.Query().Where(syssetting.ID(versionKey)).Only(ctx)
	if ent.IsNotFound(err) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	return row.Value, nil
}

// Changed records that roles or grants changed and reloads this instance;
// the others see the new version within Refresh.
func (s *Service) Changed(ctx context.Context) error {
	buf := make([]byte, 8)
	_, _ = rand.Read(buf)
	v := strconv.FormatInt(time.Now().UnixNano(), 36) + hex.EncodeToString(buf)
	if err := db.PutSetting(viewer.System(ctx), s.client, versionKey, v); err != nil {
		return err
	}
	return s.Reload(ctx)
}

// fresh reloads when another instance changed the permissions.
func (s *Service) fresh(ctx context.Context) error {
	if s.bus != nil && s.bus.Gen(tables...) != s.loadedGen.Load() {
		return s.Reload(ctx)
	}
	if time.Since(time.Unix(0, s.checked.Load())) < s.Refresh {
		return nil
	}
	s.checked.Store(time.Now().UnixNano())
	v, err := s.currentVersion(viewer.System(ctx))
	if err != nil {
		return err
	}
	if v != s.version.Load().(string) {
		return s.Reload(ctx)
	}
	return nil
}

// Allowed reports whether user may use code in tenant.
func (s *Service) Allowed(ctx context.Context, userID string, tenant int, code string) (bool, error) {
	if err := s.fresh(ctx); err != nil {
		return false, err
	}
	return s.enforcer.Load().enforce(userID, tenant, code)
}

// Can reports whether the request's user (its session in ctx) may use code;
// server-side callers (the system viewer) may use everything.
func (s *Service) Can(ctx context.Context, code string) (bool, error) {
	if v, ok := viewer.FromContext(ctx); ok && v.System {
		return true, nil
	}
	sess, ok := auth.FromContext(ctx)
	if !ok {
		return false, nil
	}
	return s.Allowed(ctx, sess.User.ID, sess.TenantID, code)
}

// Guard returns the middleware that enforces a route's permission code.
func (s *Service) Guard(code string) echo.MiddlewareFunc {
	codes := httpx.Route{Code: code}.Codes()
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c *echo.Context) error {
			if code == httpx.Anonymous {
				return next(c)
			}
			sess, ok := auth.FromContext(c.Request().Context())
			if !ok {
				return httpx.ErrTokenDead
			}
			if code == httpx.LoggedIn {
				return next(c)
			}
			for _, one := range codes {
				if one == httpx.LoggedIn { // AnyOf(code, LoggedIn): the handler narrows
					return next(c)
				}
				allowed, err := s.Allowed(c.Request().Context(), sess.User.ID, sess.TenantID, one)
				if err != nil {
					return err
				}
				if allowed {
					return next(c)
				}
			}
			return httpx.ErrNoAuthz
		}
	}
}

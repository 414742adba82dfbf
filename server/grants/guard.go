package grants

import (
	"context"
	"slices"

	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysuserrole"
	"aqueduct/server/perm"
	"aqueduct/server/viewer"
)

// holdings bound what a holder may be given: every permission (all: an
// admin or the server), else the permissions held, each with the data rules
// that restrict it.
type holdings struct {
	all  bool
	held perm.Holdings
}

func (h holdings) holds(id string) bool { return h.all || h.held.Holds(id) }

// rulesOn are the data rules on a permission (none for all).
func (h holdings) rulesOn(id string) []string {
	if h.all {
		return nil
	}
	return h.held[id]
}

// covers reports whether a grant carrying ruleIDs is no wider than the
// bound's grant of the permission.
func (h holdings) covers(id string, ruleIDs []string) bool {
	if h.all {
		return true
	}
	mine, ok := h.held[id]
	if !ok {
		return false
	}
	for _, r := range mine {
		if !slices.Contains(ruleIDs, r) {
			return false
		}
	}
	return true
}

// holdings is what the caller may grant: everything for the server and for a
// member of the built-in admin role, else what he holds (perm.UserHoldings).
func (s *Service) holdings(ctx context.Context) (holdings, error) {
	v, ok := viewer.FromContext(ctx)
	if ok && v.System {
		return holdings{all: true}, nil
	}
	if !ok || v.UserID == "" {
		return holdings{held: perm.Holdings{}}, nil
	}
	admin, err := s.Client.SysRole.Query().Where(sysrole.HasUserRolesWith(sysuserrole.UserID(v.UserID)),
		sysrole.RoleCode(viewer.AdminRoleCode), sysrole.TenantID(0)).Exist(viewer.System(ctx))
	if err != nil || admin {
		return holdings{all: admin}, err
	}
	held, err := perm.UserHoldings(ctx, s.Client, v.UserID)
	return holdings{held: held}, err
}

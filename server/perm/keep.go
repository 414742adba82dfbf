package perm

import (
	"context"
	"slices"

	"aqueduct/ent"
	"aqueduct/ent/syspermission"
	"aqueduct/server/httpx"
	"aqueduct/server/viewer"
)

// Own is what the request's user reached of one permission code before a
// change to grants, roles or role members. Kept, run inside the change's
// transaction, refuses the change when it takes that away from him: a user who
// loses 授权 can only get it back from someone who holds it, and when he is
// the admin there is nobody.
type Own struct {
	user, code, msg string
	had             bool
}

// KeepOwn notes whether the request's user reaches code now; msg is the
// refusal Kept gives. The server itself (the system viewer) is never refused.
func KeepOwn(ctx context.Context, c *ent.Client, code, msg string) (Own, error) {
	v, ok := viewer.FromContext(ctx)
	if !ok || v.System || v.UserID == "" {
		return Own{}, nil
	}
	had, err := Reaches(ctx, c, v.UserID, code)
	return Own{user: v.UserID, code: code, msg: msg, had: had}, err
}

// Kept refuses when the user reached the code before the change and no
// longer does through tx, which holds the change.
func (o Own) Kept(ctx context.Context, tx *ent.Client) error {
	if !o.had {
		return nil
	}
	still, err := Reaches(ctx, tx, o.user, o.code)
	if err != nil {
		return err
	}
	if !still {
		return httpx.Fail(o.msg)
	}
	return nil
}

// Reaches reports whether the user holds (UserHoldings: his roles of the
// tenant of ctx and his department roles) a permission row carrying code together with
// every menu above it: a button is of no use without the page it sits on.
func Reaches(ctx context.Context, c *ent.Client, userID, code string) (bool, error) {
	sys := viewer.System(ctx)
	rows, err := c.SysPermission.Query().
		Select(syspermission.FieldID, syspermission.FieldParentID, syspermission.FieldPerms).All(sys)
	if err != nil {
		return false, err
	}
	parent := make(map[string]string, len(rows))
	var carriers []string
	for _, p := range rows {
		parent[p.ID] = p.ParentID
		if slices.Contains(Codes(p.Perms), code) {
			carriers = append(carriers, p.ID)
		}
	}
	if len(carriers) == 0 {
		return false, nil
	}
	held, err := UserHoldings(ctx, c, userID)
	if err != nil {
		return false, err
	}
	for _, id := range carriers {
		ok := true
		// The walk stops at the top, at a parent that is not a row, or after
		// as many steps as there are rows (a loop in bad data).
		for steps := 0; id != "" && ok && steps <= len(rows); steps++ {
			if _, exists := parent[id]; !exists {
				break
			}
			ok = held.Holds(id)
			id = parent[id]
		}
		if ok {
			return true, nil
		}
	}
	return false, nil
}

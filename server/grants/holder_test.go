package grants_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysdepart"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysuser"
	"aqueduct/server/grants"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// kindAPI is one holder kind's endpoints as JeecgBoot 2.4's screens call them.
type kindAPI struct {
	param, read, save, ruled string // ruled: the datarule path (GET with /{permissionId}/…)
}

// TestHolderKinds runs the same story for a role, a department and a
// department role: grants read, saved as a diff and read back; a permission
// outside the bound refused; the lockout guard; a grant's data rules edited.
func TestHolderKinds(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		c := s.App.DB.Client
		ctx := viewer.System(context.Background())
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		csv := func(v ...string) string { return strings.Join(v, ",") }
		ok := func(r testenv.Reply) testenv.Reply {
			t.Helper()
			require.True(t, r.Success, r.Message)
			return r
		}
		id := func(r testenv.Reply) string {
			var v struct {
				ID string `json:"id"`
			}
			ok(r).Decode(t, &v)
			return v.ID
		}
		depart := func(code string) string {
			return c.SysDepart.Query().Where(sysdepart.OrgCode(code)).OnlyIDX(ctx)
		}
		deptA, deptB := depart("A01A01"), depart("A01A02")

		// P leads to 授权, 部门权限 and 部门角色; U is 用户管理 with its 冻结 button.
		P := []string{"m-isystem", "m-role", "b-role-auth", "m-depart", "b-depart-auth", "m-mydepart", "b-mydepart-role"}
		U := []string{"m-user", "b-user-frozen"}
		PU := append(append([]string{}, P...), U...)
		rule := id(s.Do(t, "POST", "/sys/permission/addPermissionRule", admin, map[string]any{"permissionId": "m-user",
			"ruleName": "本人", "ruleColumn": "username", "ruleConditions": "=", "ruleValue": "#{sys_user_code}", "status": "1"}))

		role := id(s.Do(t, "POST", "/sys/role/add", admin, map[string]any{"roleName": "授权测试", "roleCode": "grant_test"}))
		deptRole := func(code string) string {
			return id(s.Do(t, "POST", "/sys/sysDepartRole/add", admin, map[string]any{"departId": deptA, "roleName": code, "roleCode": code}))
		}
		dRole, keeperRole := deptRole("grant_test"), deptRole("keeper")

		api := map[string]kindAPI{
			"role": {param: "roleId", read: "/sys/permission/queryRolePermission", save: "/sys/permission/saveRolePermission",
				ruled: "/sys/role/datarule"},
			"depart": {param: "departId", read: "/sys/permission/queryDepartPermission", save: "/sys/permission/saveDepartPermission",
				ruled: "/sys/sysDepartPermission/datarule"},
			"deptRole": {param: "roleId", read: "/sys/sysDepartPermission/queryDeptRolePermission",
				save: "/sys/sysDepartPermission/saveDeptRolePermission", ruled: "/sys/sysDepartRole/datarule"},
		}
		read := func(k, tok, holder string) []string {
			var out []string
			ok(s.Do(t, "GET", api[k].read+"?"+api[k].param+"="+holder, tok, nil)).Decode(t, &out)
			return out
		}
		save := func(k, tok, holder string, now, last []string) testenv.Reply {
			return s.Do(t, "POST", api[k].save, tok, map[string]any{api[k].param: holder,
				"permissionIds": csv(now...), "lastpermissionIds": csv(last...)})
		}
		rulesPath := func(k, holder, perm string) string {
			if k == "deptRole" {
				return api[k].ruled + "/" + perm + "/" + deptA + "/" + holder
			}
			return api[k].ruled + "/" + perm + "/" + holder
		}
		checked := func(k, tok, holder, perm string) string {
			var v struct {
				Datarule  []map[string]any `json:"datarule"`
				DrChecked string           `json:"drChecked"`
			}
			ok(s.Do(t, "GET", rulesPath(k, holder, perm), tok, nil)).Decode(t, &v)
			require.Len(t, v.Datarule, 1, "the menu's rules")
			return v.DrChecked
		}
		setRules := func(k, tok, holder, perm, ids string) testenv.Reply {
			body := map[string]any{"permissionId": perm, "dataRuleIds": ids}
			if k == "deptRole" {
				body["departId"] = deptA
			}
			body[api[k].param] = holder
			return s.Do(t, "POST", api[k].ruled, tok, body)
		}

		// Department A holds P and U, the keeper gets P and U only through its
		// role 守门 and heads department A.
		ok(save("depart", admin, deptA, PU, nil))
		ok(save("deptRole", admin, keeperRole, PU, nil))
		keeperID := id(s.Do(t, "POST", "/sys/user/add", admin, map[string]any{
			"username": "keeper", "realname": "守门人", "password": "Keeper1234", "selecteddeparts": deptA}))
		ok(s.Do(t, "POST", "/sys/sysDepartRole/deptRoleUserAdd", admin, map[string]any{"userId": keeperID, "newRoleId": keeperRole}))
		c.SysUser.Update().Where(sysuser.ID(keeperID)).SetUserIdentity(2).SetDepartIds(deptA).ExecX(ctx)
		keeper := s.Token(t, "keeper", "Keeper1234")
		adminRole := c.SysRole.Query().Where(sysrole.RoleCode(viewer.AdminRoleCode)).OnlyIDX(ctx)

		kinds := []struct {
			kind, holder string
			notHeld      string // the refusal of 菜单管理 (m-permission), which the keeper lacks
			lockTok      string // a user who holds 授权 only through lockHolder
			lockHolder   string
			lockHeld     []string
		}{
			{"role", role, "不能授予您自己没有的权限：菜单管理", admin, adminRole, nil},
			{"depart", deptB, "不能授予您自己没有的权限：菜单管理", keeper, deptA, PU},
			{"deptRole", dRole, "部门没有该权限，不能授予部门角色：菜单管理", keeper, keeperRole, PU},
		}
		for _, k := range kinds {
			t.Run(k.kind, func(t *testing.T) {
				// Read, save a diff, read back.
				require.Empty(t, read(k.kind, admin, k.holder))
				ok(save(k.kind, admin, k.holder, []string{"m-isystem", "m-user", "b-user-frozen"}, nil))
				require.ElementsMatch(t, []string{"m-isystem", "m-user", "b-user-frozen"}, read(k.kind, admin, k.holder))
				ok(save(k.kind, admin, k.holder, []string{"m-isystem", "m-user", "m-role"}, []string{"m-isystem", "m-user", "b-user-frozen"}))
				require.ElementsMatch(t, []string{"m-isystem", "m-user", "m-role"}, read(k.kind, admin, k.holder),
					"b-user-frozen dropped, m-role added, the others kept")

				// Data rules of a grant.
				require.Equal(t, "", checked(k.kind, admin, k.holder, "m-user"))
				ok(setRules(k.kind, admin, k.holder, "m-user", rule))
				require.Equal(t, rule, checked(k.kind, admin, k.holder, "m-user"))
				ok(save(k.kind, admin, k.holder, []string{"m-isystem", "m-user"}, []string{"m-isystem", "m-user", "m-role"}))
				require.Equal(t, rule, checked(k.kind, admin, k.holder, "m-user"), "a kept grant keeps its rules")
				ok(setRules(k.kind, admin, k.holder, "m-user", ""))
				require.Equal(t, "", checked(k.kind, admin, k.holder, "m-user"))
				r := setRules(k.kind, admin, k.holder, "b-user-frozen", rule)
				require.False(t, r.Success)
				require.Contains(t, r.Message, "请先保存")

				// Nobody gives what the bound does not hold.
				before := read(k.kind, admin, k.holder)
				r = save(k.kind, keeper, k.holder, append(before, "m-permission"), before)
				require.Equal(t, k.notHeld, r.Message)
				require.ElementsMatch(t, before, read(k.kind, admin, k.holder))

				// The lockout guard: taking 授权 from oneself is refused, other grants go.
				held := k.lockHeld
				if held == nil {
					held = read(k.kind, admin, k.lockHolder)
				}
				without := func(drop string) []string {
					var out []string
					for _, p := range held {
						if p != drop {
							out = append(out, p)
						}
					}
					return out
				}
				r = save(k.kind, k.lockTok, k.lockHolder, without("b-role-auth"), held)
				require.Equal(t, grants.LockoutMsg, r.Message)
				require.Contains(t, read(k.kind, admin, k.lockHolder), "b-role-auth")
				ok(save(k.kind, k.lockTok, k.lockHolder, without("b-user-frozen"), held))
				require.NotContains(t, read(k.kind, admin, k.lockHolder), "b-user-frozen")
				ok(save(k.kind, admin, k.lockHolder, held, without("b-user-frozen")))
			})
		}
	})
}

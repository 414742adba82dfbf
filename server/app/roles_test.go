package app_test

import (
	"context"
	"maps"
	"net/url"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/cmishiddendanger"
	"aqueduct/ent/cmissection"
	"aqueduct/ent/cmissupervisionnotice"
	"aqueduct/ent/syspermission"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/server/crud"
	"aqueduct/server/perm"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// demoUsers are the demo logins of each role of the matrix.
var demoUsers = map[string]string{
	seed.DemoOwnerRole: seed.DemoOwner, seed.DemoSupervisorRole: seed.DemoSupervisor,
	seed.DemoContractorRole: seed.DemoContractor, seed.DemoEngineerRole: "engineer",
}

// TestDemoRoleGrants: each demo role holds exactly what the role matrix of
// server/seed/roles.go declares (docs/roles.md is generated from it), and
// its user's menu and buttons (getUserPermissionByToken) are those: the
// groups the README names, the buttons of the declared pages.
func TestDemoRoleGrants(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		for _, code := range seed.DemoRoleCodes {
			want, err := seed.DemoGrants(code)
			require.NoError(t, err)
			role := c.SysRole.Query().Where(sysrole.RoleCode(code)).OnlyX(ctx)
			held := c.SysRolePermission.Query().Where(sysrolepermission.RoleID(role.ID)).
				Select(sysrolepermission.FieldPermissionID).StringsX(ctx)
			require.ElementsMatch(t, want, held, "role %s holds what the matrix declares", code)

			tok := s.Token(t, demoUsers[code], seed.DemoEngineerPassword)
			var up struct {
				Menu []map[string]any
				Auth []struct{ Action string }
			}
			r := s.Do(t, "GET", "/sys/permission/getUserPermissionByToken?client=aqueduct", tok, nil)
			require.True(t, r.Success, r.Message)
			r.Decode(t, &up)
			var groups []string
			for _, m := range up.Menu {
				meta, _ := m["meta"].(map[string]any)
				if hidden, _ := m["hidden"].(bool); !hidden {
					groups = append(groups, meta["title"].(string))
				}
			}
			require.Equal(t, seed.DemoGroups(code), groups, "the menu groups %s sees", code)
			buttons := c.SysPermission.Query().Where(syspermission.IDIn(want...), syspermission.MenuType(perm.TypeButton)).
				Select(syspermission.FieldPerms).StringsX(ctx)
			codes := map[string]bool{}
			for _, a := range up.Auth {
				codes[a.Action] = true
			}
			require.ElementsMatch(t, buttons, slices.Collect(maps.Keys(codes)), "the buttons %s has", code)
		}
	})
}

// TestOwnersMoneyIsTheOwners: the contractor lists and exports the owner's
// money (拨款, 投资计划, 投资分配, 资金计划) of his section but may not add,
// edit, delete, batch-delete or import any of it; the owner may.
func TestOwnersMoneyIsTheOwners(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		contractor := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		owner := s.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)
		first := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)
		for _, res := range []*crud.Resource{crud.CmisAppropriation, crud.CmisInvestmentPlan, crud.CmisInvestmentAllocation, crud.CmisFundingPlan} {
			api := "/" + res.Prefix
			var page struct {
				Total   int
				Records []map[string]any
			}
			r := s.Do(t, "GET", api+"/list?"+url.Values{"sectionId": {first.ID}}.Encode(), contractor, nil)
			require.True(t, r.Success, "%s: %s", res.Key, r.Message)
			r.Decode(t, &page)
			require.NotEmpty(t, page.Records, "%s: the demo has rows of section 1", res.Key)
			count := func() int { t.Helper(); return countRows(t, s, owner, api) }
			before := count()
			row := page.Records[0]
			id := row["id"].(string)
			res2, xlsx := s.Download(t, contractor, api+"/exportXls?selections="+id)
			require.Equal(t, 200, res2.StatusCode, "%s: the contractor exports", res.Key)

			copyRow := map[string]any{}
			for k, v := range row {
				if _, _, ok := res.Field(k); ok && k != "id" {
					copyRow[k] = v
				}
			}
			refused := func(what string, r testenv.Reply) {
				t.Helper()
				require.False(t, r.Success, "%s %s: %s", res.Key, what, r.Message)
				require.Equal(t, 510, r.Code, "%s %s is refused for want of the permission: %s", res.Key, what, r.Message)
			}
			refused("add", s.Do(t, "POST", api+"/add", contractor, copyRow))
			edit := maps.Clone(copyRow)
			edit["id"] = id
			edit["remarks"] = "承包商改的"
			refused("edit", s.Do(t, "PUT", api+"/edit", contractor, edit))
			refused("delete", s.Do(t, "DELETE", api+"/delete?id="+id, contractor, nil))
			refused("deleteBatch", s.Do(t, "DELETE", api+"/deleteBatch?ids="+id, contractor, nil))
			refused("import", s.Upload(t, contractor, api+"/importExcel", map[string][]byte{"rows.xlsx": xlsx}))
			require.Equal(t, before, count(), "%s: nothing added or deleted", res.Key)
			var after map[string]any
			r = s.Do(t, "GET", api+"/queryById?id="+id, owner, nil)
			require.True(t, r.Success, r.Message)
			r.Decode(t, &after)
			require.Equal(t, row["updateTime"], after["updateTime"], "%s: not edited", res.Key)

			// The owner writes it.
			r = s.Do(t, "DELETE", api+"/delete?id="+id, owner, nil)
			require.True(t, r.Success, "%s: %s", res.Key, r.Message)
			require.Equal(t, before-1, count())
		}
	})
}

// countRows is a list's total as tok sees it.
func countRows(t *testing.T, s *testenv.Server, tok, api string) int {
	t.Helper()
	var page struct{ Total int }
	r := s.Do(t, "GET", api+"/list?pageSize=1", tok, nil)
	require.True(t, r.Success, r.Message)
	r.Decode(t, &page)
	return page.Total
}

// TestDeleteFollowsRecordState: a hidden danger is deleted only while 待整改
// and a supervision notice only while 待回复 (one or in a batch, where one
// such record refuses the whole batch), whoever holds 删除 — the contractor
// cannot delete a danger waiting for 复查, the supervisor a closed one or an
// answered notice; the admin (删除已处理的隐患, 删除已回复的监理通知) can.
func TestDeleteFollowsRecordState(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		contractor := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		supervisor := s.Token(t, seed.DemoSupervisor, seed.DemoEngineerPassword)
		first := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)
		danger := func(status string) string {
			t.Helper()
			return c.CmisHiddenDanger.Query().Where(cmishiddendanger.SectionID(first.ID), cmishiddendanger.Status(status)).
				FirstIDX(ctx)
		}
		exists := func(id string) bool {
			return c.CmisHiddenDanger.Query().Where(cmishiddendanger.ID(id)).ExistX(ctx)
		}
		const hd = "/safety/cmisHiddenDanger"
		refused := func(r testenv.Reply, state string) {
			t.Helper()
			require.False(t, r.Success)
			require.Contains(t, r.Message, "「"+state+"」")
			require.Contains(t, r.Message, "只有待整改的隐患可以删除")
		}
		open, rectifying, review, closed := danger("1"), danger("2"), danger("3"), danger("4")

		refused(s.Do(t, "DELETE", hd+"/delete?id="+review, contractor, nil), "待复查")
		refused(s.Do(t, "DELETE", hd+"/delete?id="+rectifying, contractor, nil), "整改中")
		refused(s.Do(t, "DELETE", hd+"/deleteBatch?ids="+open+","+review, contractor, nil), "待复查")
		refused(s.Do(t, "DELETE", hd+"/delete?id="+closed, supervisor, nil), "已闭环")
		refused(s.Do(t, "DELETE", hd+"/deleteBatch?ids="+closed, supervisor, nil), "已闭环")
		for _, id := range []string{open, rectifying, review, closed} {
			require.True(t, exists(id), "nothing of a refused batch is deleted")
		}
		r := s.Do(t, "DELETE", hd+"/delete?id="+open, contractor, nil)
		require.True(t, r.Success, "a danger still 待整改 is deleted: %s", r.Message)
		require.False(t, exists(open))
		r = s.Do(t, "DELETE", hd+"/deleteBatch?ids="+closed+","+review, admin, nil)
		require.True(t, r.Success, "the admin deletes any: %s", r.Message)
		require.False(t, exists(closed))
		require.False(t, exists(review))

		// Supervision notices: only an unanswered one.
		const sn = "/safety/cmisSupervisionNotice"
		notice := func(status string) string {
			t.Helper()
			return c.CmisSupervisionNotice.Query().Where(cmissupervisionnotice.SectionID(first.ID), cmissupervisionnotice.Status(status)).
				FirstIDX(ctx)
		}
		answered, unanswered := notice("2"), notice("1")
		for _, r := range []testenv.Reply{
			s.Do(t, "DELETE", sn+"/delete?id="+answered, supervisor, nil),
			s.Do(t, "DELETE", sn+"/deleteBatch?ids="+unanswered+","+answered, supervisor, nil),
		} {
			require.False(t, r.Success)
			require.Contains(t, r.Message, "当前为「已回复」，只有待回复的监理通知可以删除")
		}
		require.True(t, c.CmisSupervisionNotice.Query().Where(cmissupervisionnotice.IDIn(answered, unanswered)).CountX(ctx) == 2)
		require.Equal(t, 510, s.Do(t, "DELETE", sn+"/delete?id="+unanswered, contractor, nil).Code, "the contractor answers, never deletes")
		r = s.Do(t, "DELETE", sn+"/delete?id="+unanswered, supervisor, nil)
		require.True(t, r.Success, r.Message)
		r = s.Do(t, "DELETE", sn+"/delete?id="+answered, admin, nil)
		require.True(t, r.Success, r.Message)
		require.Zero(t, c.CmisSupervisionNotice.Query().Where(cmissupervisionnotice.IDIn(answered, unanswered)).CountX(ctx))
	})
}

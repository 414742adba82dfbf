package app_test

import (
	"context"
	"slices"
	"testing"

	"entgo.io/ent"
	"entgo.io/ent/dialect/sql"
	"github.com/stretchr/testify/require"

	"aqueduct/ent/cmissection"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/softdelete"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestScopeInClient: the row scope of business records is the ent client's
// own. In the context of a user kept to his sections — the context every
// handler, generated or hand-written, gets — every query, count, update and
// delete of every business entity with a section reaches only his sections'
// rows, every child table only the rows of parents he may see, and a row
// written outside them is refused and leaves nothing behind; viewer.Unscoped
// sees past the rules but not past the tenant.
func TestScopeInClient(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		sys := viewer.System(context.Background())
		c := s.App.DB.Client
		u := c.SysUser.Query().Where(sysuser.Username("contractor")).OnlyX(sys)
		tenant := 0 // as the session picks it: his first tenant, else none
		if ts := auth.UserTenants(u); len(ts) > 0 {
			tenant = ts[0]
		}
		ctx := viewer.NewContext(context.Background(), viewer.Viewer{UserID: u.ID, Username: u.Username,
			Realname: u.Realname, OrgCode: u.OrgCode, TenantID: tenant})

		// His sections, worked out here from the departments, not by the server.
		deps := c.SysUserDepart.Query().Where(sysuserdepart.UserID(u.ID)).Select(sysuserdepart.FieldDepID).StringsX(sys)
		var mine []string
		for _, sec := range c.CmisSection.Query().AllX(sys) {
			for _, d := range crud.SplitIDs(sec.DepartIds) {
				if slices.Contains(deps, d) {
					mine = append(mine, sec.ID)
					break
				}
			}
		}
		require.NotEmpty(t, mine)
		inMine := func(sel *sql.Selector) { sel.Where(sql.In(sel.C("section_id"), crud.Anys(mine)...)) }
		others := func(sel *sql.Selector) { sel.Where(sql.NotIn(sel.C("section_id"), crud.Anys(mine)...)) }

		checked, hidden, children := 0, 0, 0
		for _, r := range crud.Resources() {
			if _, _, ok := r.Field("sectionId"); !ok || r.Main != "" || r.MenuID == "" {
				continue
			}
			checked++
			t.Run(r.Key, func(t *testing.T) {
				all, err := r.Store.Count(sys, c, nil)
				require.NoError(t, err)
				want, err := r.Store.Count(sys, c, inMine)
				require.NoError(t, err)
				got, err := r.Store.Count(ctx, c, nil)
				require.NoError(t, err)
				require.Equal(t, want, got, "the count in his context is his sections' rows")
				secs, err := r.Store.Strings(ctx, c, nil, "section_id")
				require.NoError(t, err)
				for _, sec := range secs {
					require.Contains(t, mine, sec)
				}
				unscoped, err := r.Store.Count(viewer.Unscoped(ctx), c, nil)
				require.NoError(t, err)
				require.Equal(t, all, unscoped, "Unscoped sees every section of his tenant")

				theirs, err := r.Store.Strings(sys, c, others, "id")
				require.NoError(t, err)
				if len(theirs) == 0 {
					return
				}
				hidden++
				id := theirs[0]
				_, err = r.Store.Get(ctx, c, id, nil)
				require.Error(t, err, "another section's record is not found")
				_, err = r.Store.Update(ctx, c, id, nil, func(m ent.Mutation) error { return m.SetField("update_by", "越权") })
				require.Error(t, err, "nor updated")
				n, err := r.Store.Delete(ctx, c, []string{id}, nil)
				require.NoError(t, err)
				require.Zero(t, n, "nor deleted")
				_, err = r.Store.Get(sys, c, id, nil)
				require.NoError(t, err, "it is still there")

				for _, ch := range r.Children {
					total, err := ch.Store.Count(sys, c, nil)
					require.NoError(t, err)
					under, err := ch.Store.Count(sys, c, func(sel *sql.Selector) { sel.Where(sql.EQ(sel.C(ch.MainColumn), id)) })
					require.NoError(t, err)
					seen, err := ch.Store.Count(ctx, c, nil)
					require.NoError(t, err)
					require.LessOrEqual(t, seen, total-under, "%s: no row of a hidden parent", ch.Key)
					seenUnder, err := ch.Store.Count(ctx, c, func(sel *sql.Selector) { sel.Where(sql.EQ(sel.C(ch.MainColumn), id)) })
					require.NoError(t, err)
					require.Zero(t, seenUnder)
					if under > 0 {
						children++
					}
				}
			})
		}
		require.GreaterOrEqual(t, checked, 20, "every business entity with a section is walked")
		require.GreaterOrEqual(t, hidden, 10, "the demo has other sections' records to hide")
		require.Positive(t, children, "and child rows under them")

		// A record added to, or moved into, another section is refused; the
		// added one is gone, whether or not the write ran in a transaction.
		other := c.CmisSection.Query().Where(cmissection.IDNotIn(mine...)).FirstIDX(sys)
		before := c.CmisSection.Query().CountX(softdelete.WithDeleted(sys))
		_, err := crud.CmisSection.Store.Create(ctx, c, func(m ent.Mutation) error {
			for k, v := range map[string]any{"code": "X-越权", "name": "越权标段", "depart_ids": "",
				"engineering_id": c.CmisSection.GetX(sys, other).EngineeringID} {
				if err := m.SetField(k, v); err != nil {
					return err
				}
			}
			return nil
		})
		require.EqualError(t, err, "保存失败：该数据不在您的数据权限范围内")
		require.Equal(t, before, c.CmisSection.Query().CountX(softdelete.WithDeleted(sys)), "nothing left behind")
		plan := c.CmisProgressPlan.Query().Where(func(sel *sql.Selector) { inMine(sel) }).FirstX(sys)
		tx, err := c.Tx(ctx)
		require.NoError(t, err)
		_, err = crud.CmisProgressPlan.Store.Update(ctx, tx.Client(), plan.ID, nil, func(m ent.Mutation) error {
			return m.SetField("section_id", other)
		})
		require.EqualError(t, err, "保存失败：该数据不在您的数据权限范围内", "nor moved out of his sections")
		require.NoError(t, tx.Rollback())
		require.Equal(t, plan.SectionID, c.CmisProgressPlan.GetX(sys, plan.ID).SectionID)
	})
}

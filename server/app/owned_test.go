package app_test

import (
	"context"
	"slices"
	"testing"

	"entgo.io/ent"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"aqueduct/server/crud"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestOwnRecords walks every business page whose records belong to who filed
// them (crud.Resource.Owned): a user holding 编辑 and 删除 but not
// <perm>:others changes and deletes his own records only — another's is
// refused naming the page and left as it was — and one holding it changes
// and deletes anyone's.
func TestOwnRecords(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		s.MatrixSetup(t)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		var filer, keeper []string
		var owned []*crud.Resource
		for _, r := range crud.Resources() {
			if !r.Owned() {
				continue
			}
			owned = append(owned, r)
			rows := []string{r.MenuID, r.MenuID + "-add", r.MenuID + "-edit", r.MenuID + "-delete"}
			if r.Parent != "" && !slices.Contains(filer, r.Parent) {
				rows = append(rows, r.Parent)
			}
			filer = append(filer, rows...)
			keeper = append(keeper, append(rows, r.MenuID+"-"+crud.OthersCode)...)
		}
		require.GreaterOrEqual(t, len(owned), 30, "every business page with a section")
		user := func(name string, perms []string) string {
			role := c.SysRole.Create().SetRoleName(name).SetRoleCode(name).SaveX(ctx)
			s.Grant(t, role.ID, perms, nil)
			s.NewUser(t, admin, name, role.ID, "")
			return s.Token(t, name, "Passw0rd1")
		}
		mine, all := user("filer", filer), user("keeper", keeper)
		seq := 7000
		for _, r := range owned {
			base := "/" + r.Prefix
			seq++
			theirs := s.Add(t, admin, base, s.MatrixBody(t, admin, r, seq))
			want := "只能修改或删除本人填报的" + r.Title
			edit := s.Do(t, "PUT", base+"/edit", mine, map[string]any{"id": theirs})
			assert.Equal(t, want, edit.Message, "%s: another's record is not edited", r.Key)
			del := s.Do(t, "DELETE", base+"/delete?id="+theirs, mine, nil)
			assert.Equal(t, want, del.Message, "%s: another's record is not deleted", r.Key)
			batch := s.Do(t, "DELETE", base+"/deleteBatch?ids="+theirs, mine, nil)
			assert.False(t, batch.Success, "%s: nor in a batch", r.Key)

			seq++
			own := s.Add(t, mine, base, s.MatrixBody(t, admin, r, seq))
			rep := s.Do(t, "PUT", base+"/edit", mine, map[string]any{"id": own})
			assert.True(t, rep.Success, "%s: his own record is edited: %s", r.Key, rep.Message)
			rep = s.Do(t, "DELETE", base+"/delete?id="+own, mine, nil)
			assert.True(t, rep.Success, "%s: his own record is deleted: %s", r.Key, rep.Message)

			seq++
			nobodys := s.Add(t, admin, base, s.MatrixBody(t, admin, r, seq))
			_, err := r.Store.Update(ctx, c, nobodys, nil, func(m ent.Mutation) error { return m.SetField("create_by", "") })
			require.NoError(t, err)
			rep = s.Do(t, "PUT", base+"/edit", mine, map[string]any{"id": nobodys})
			assert.True(t, rep.Success, "%s: a record the server made is nobody's: %s", r.Key, rep.Message)

			rep = s.Do(t, "PUT", base+"/edit", all, map[string]any{"id": theirs})
			assert.True(t, rep.Success, "%s: :others edits anyone's: %s", r.Key, rep.Message)
			rep = s.Do(t, "DELETE", base+"/delete?id="+theirs, all, nil)
			assert.True(t, rep.Success, "%s: :others deletes anyone's: %s", r.Key, rep.Message)
		}
	})
}

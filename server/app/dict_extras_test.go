package app_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysdict"
	"aqueduct/ent/sysdictitem"
	"aqueduct/server/seed"
	"aqueduct/server/softdelete"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestDictRecycleBin: a deleted dictionary waits in the recycle bin
// (deleteList), comes back with its items (back), or goes for good with them
// (deletePhysic); treeList lists the live ones; the bin is for who may delete.
func TestDictRecycleBin(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		id := s.Add(t, admin, "/sys/dict", map[string]any{"dictName": "回收测试", "dictCode": "recycle_test"})
		s.Add(t, admin, "/sys/dictItem", map[string]any{"dictId": id, "itemText": "甲", "itemValue": "1", "sortOrder": 1, "status": 1})

		tree := func() map[string]bool {
			var nodes []struct{ Key, DictCode string }
			r := s.Do(t, "GET", "/sys/dict/treeList?dictCode=recycle", admin, nil)
			require.True(t, r.Success, r.Message)
			r.Decode(t, &nodes)
			out := map[string]bool{}
			for _, n := range nodes {
				out[n.DictCode] = true
			}
			return out
		}
		bin := func() []string {
			var rows []struct{ ID string }
			r := s.Do(t, "GET", "/sys/dict/deleteList", admin, nil)
			require.True(t, r.Success, r.Message)
			r.Decode(t, &rows)
			var ids []string
			for _, x := range rows {
				ids = append(ids, x.ID)
			}
			return ids
		}
		require.True(t, tree()["recycle_test"])
		require.NotContains(t, bin(), id)

		require.True(t, s.Do(t, "DELETE", "/sys/dict/delete?id="+id, admin, nil).Success)
		require.Contains(t, bin(), id)
		require.False(t, tree()["recycle_test"])
		contractor := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		require.Equal(t, 510, s.Do(t, "GET", "/sys/dict/deleteList", contractor, nil).Code)
		require.Equal(t, 510, s.Do(t, "PUT", "/sys/dict/back/"+id, contractor, nil).Code)

		r := s.Do(t, "PUT", "/sys/dict/back/"+id, admin, nil)
		require.True(t, r.Success, r.Message)
		require.NotContains(t, bin(), id)
		var items []struct{ Value, Text string }
		s.Do(t, "GET", "/sys/dict/getDictItems/recycle_test", admin, nil).Decode(t, &items)
		require.Len(t, items, 1, "its items come back with it")

		r = s.Do(t, "DELETE", "/sys/dict/deletePhysic/"+id, admin, nil)
		require.False(t, r.Success, "only what is in the bin is purged")
		require.True(t, s.Do(t, "DELETE", "/sys/dict/delete?id="+id, admin, nil).Success)
		r = s.Do(t, "DELETE", "/sys/dict/deletePhysic/"+id, admin, nil)
		require.True(t, r.Success, r.Message)
		ctx := softdelete.WithDeleted(viewer.System(context.Background()))
		c := s.App.DB.Client
		require.False(t, c.SysDict.Query().Where(sysdict.ID(id)).ExistX(ctx))
		require.False(t, c.SysDictItem.Query().Where(sysdictitem.DictID(id)).ExistX(ctx))
		require.NotContains(t, bin(), id)
	})
}

// TestDictRefreshEveryInstance: an item written around the API is not seen
// by an instance that keeps the dictionary, until 刷新缓存 on another.
func TestDictRefreshEveryInstance(t *testing.T) {
	t.Parallel()
	db := testenv.DB{Name: "postgres", URL: testenv.NewPostgresDB(t)}
	a, b := testenv.Start(t, db), testenv.Start(t, db)
	tokA, tokB := a.Token(t, "admin", seed.DemoAdminPassword), b.Token(t, "admin", seed.DemoAdminPassword)
	items := func() int {
		var out []struct{ Value string }
		r := b.Do(t, "GET", "/sys/dict/getDictItems/sex", tokB, nil)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &out)
		return len(out)
	}
	before := items() // b keeps it now
	ctx := viewer.System(context.Background())
	d := a.App.DB.Client.SysDict.Query().Where(sysdict.DictCode("sex")).OnlyX(ctx)
	_, err := a.App.DB.SQL.ExecContext(ctx, "INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_time) VALUES ('x-around', $1, '未知', '0', 9, 1, now())", d.ID)
	require.NoError(t, err)
	require.Equal(t, before, items(), "b still answers from what it keeps")
	require.True(t, a.Do(t, "GET", "/sys/dict/refleshCache", tokA, nil).Success)
	require.Eventually(t, func() bool { return items() == before+1 }, 5*time.Second, 100*time.Millisecond, "b drops it")
}

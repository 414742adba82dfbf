package crud_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// A list record carries <field>_dictText for every dictionary field, single
// or comma-separated: each part translated, an unknown part kept as it is,
// empty parts dropped, and no text at all for an empty value.
func TestListDictTexts(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		for code, name := range map[string]string{"TX1": "甲部门", "TX2": "乙部门"} {
			require.NoError(t, c.SysDepart.Create().SetDepartName(name).SetOrgCode(code).SetOrgCategory("2").Exec(ctx))
		}
		want := map[string]any{
			"dt1": "甲部门",         // one value
			"dt2": "乙部门,ZZ9,甲部门", // two known around an unknown one
			"dt3": "甲部门,乙部门",     // spaces and an empty part
			"dt4": nil,           // empty: no text
		}
		for user, org := range map[string]string{"dt1": "TX1", "dt2": "TX2,ZZ9,TX1", "dt3": " TX1 ,, TX2", "dt4": ""} {
			require.NoError(t, c.SysUser.Create().SetUsername(user).SetRealname("字典"+user).SetPassword("x").
				SetOrgCode(org).SetSex(1).Exec(ctx))
		}
		tok := s.Token(t, "admin", seed.DemoAdminPassword)
		r := s.Do(t, "GET", "/sys/user/list?realname=字典*&pageSize=50", tok, nil)
		require.True(t, r.Success, r.Message)
		var p struct {
			Records []map[string]any `json:"records"`
		}
		r.Decode(t, &p)
		require.Len(t, p.Records, len(want))
		for _, rec := range p.Records {
			user := rec["username"].(string)
			require.Equal(t, want[user], rec["orgCode_dictText"], user)
			require.Equal(t, "男", rec["sex_dictText"], user)
		}
	})
}

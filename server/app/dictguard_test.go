package app_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/server/crud"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// Table dictionaries read only fields marked DictText, for callers who may
// list the entity behind them, through its tenant and data rules.
func TestTableDictionariesGuardPersonalData(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		items := func(tok, code string) ([]map[string]string, testenv.Reply) {
			r := s.Do(t, "GET", "/sys/dict/getDictItems/"+code, tok, nil)
			var out []map[string]string
			if r.Success {
				r.Decode(t, &out)
			}
			return out, r
		}

		// Phones, e-mails and the like are no dictionary, even for the admin.
		for _, code := range []string{"sys_user,phone,username", "sys_user,username,phone", "sys_user,email,id",
			"sys_user,password,username", "sys_user,rel_tenant_ids,id", "sys_depart,mobile,id"} {
			_, r := items(adm, code)
			require.False(t, r.Success, code)
			require.Equal(t, "字典Code格式不正确！", r.Message, code)
		}

		// Names are, for whoever may list users.
		list, r := items(adm, "sys_user,realname,username")
		require.True(t, r.Success, r.Message)
		require.NotEmpty(t, list)
		_, r = items(eng, "sys_user,realname,username")
		require.Equal(t, 510, r.Code, "the engineer may not list users")
		depts, r := items(eng, "sys_depart,depart_name,id")
		require.True(t, r.Success, "the engineer lists departments: %s", r.Message)
		require.Len(t, depts, 7)

		// The data rules of the list apply to the dictionary.
		ctx := viewer.System(context.Background())
		rule := s.App.DB.Client.SysPermissionDataRule.Create().SetPermissionID("m-user").SetRuleName("本部门").
			SetRuleColumn("username").SetRuleConditions("RIGHT_LIKE").SetRuleValue("zhang").SaveX(ctx)
		s.Grant(t, s.RoleID(t, "engineer"), []string{"m-user"}, map[string]string{"m-user": rule.ID})
		list, r = items(eng, "sys_user,realname,username")
		require.True(t, r.Success, r.Message)
		require.Equal(t, []map[string]string{{"value": "zhangsan", "text": "张三", "title": "张三"}}, list)
	})
}

// Small calls JeecgBoot's own system pages make on every open.
func TestSystemPageHelpers(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		tok := s.Token(t, "admin", seed.DemoAdminPassword)
		dictID := newDict(t, s, tok, "check_me", [][3]any{{"a", "甲", 1}, {"b", "乙", 2}})
		items := s.List(t, tok, "/sys/dictItem/list", map[string][]string{"dictId": {dictID}, "itemValue": {"a"}})
		require.Len(t, items.Records, 1)
		itemA := items.Records[0]["id"].(string)

		check := func(q string) testenv.Reply { return s.Do(t, "GET", "/sys/dictItem/dictItemCheck?"+q, tok, nil) }
		require.Equal(t, "该值不可用，系统中已存在！", check("dictId="+dictID+"&itemValue=a").Message)
		require.True(t, check("dictId="+dictID+"&itemValue=a&id="+itemA).Success, "the item being edited")
		r := check("dictId=" + dictID + "&itemValue=c")
		require.True(t, r.Success)
		require.Equal(t, "该值可用！", r.Message)
		// Saving keeps values unique per dictionary too.
		r = s.Do(t, "POST", "/sys/dictItem/add", tok, map[string]any{"dictId": dictID, "itemValue": "b", "itemText": "丙"})
		require.Equal(t, "数据值已存在", r.Message)
		r = s.Do(t, "PUT", "/sys/dictItem/edit", tok, map[string]any{"id": itemA, "itemValue": "b"})
		require.Equal(t, "数据值已存在", r.Message)
		r = s.Do(t, "PUT", "/sys/dictItem/edit", tok, map[string]any{"id": itemA, "itemValue": "a", "itemText": "甲甲"})
		require.True(t, r.Success, r.Message)

		r = s.Do(t, "GET", "/sys/position/list?pageNo=1&pageSize=10", tok, nil)
		require.True(t, r.Success, r.Message)
		var p testenv.Page
		r.Decode(t, &p)
		require.Zero(t, p.Total)
		require.NotNil(t, p.Records)

		// The 2.4 client's page size for "everything" works on small tables and
		// is refused with the count on large ones.
		all := s.List(t, tok, "/sys/dictItem/list", map[string][]string{"pageSize": {"999999"}})
		require.Equal(t, all.Total, len(all.Records))
		ctx := viewer.System(context.Background())
		for n := 0; n < crud.MaxAll; n += 1000 {
			bulk := make([]*ent.SysDictItemCreate, 1000)
			for i := range bulk {
				bulk[i] = s.App.DB.Client.SysDictItem.Create().SetDictID(dictID).
					SetItemValue(fmt.Sprintf("v%05d", n+i)).SetItemText("批量")
			}
			s.App.DB.Client.SysDictItem.CreateBulk(bulk...).ExecX(ctx)
		}
		total := all.Total + crud.MaxAll
		for _, size := range []string{"999999", "1001"} {
			r = s.Do(t, "GET", "/sys/dictItem/list?pageSize="+size, tok, nil)
			require.Equal(t, fmt.Sprintf("数据过多（共%d条），请缩小查询范围后再试", total), r.Message)
		}
		require.Len(t, s.List(t, tok, "/sys/dictItem/list", map[string][]string{"pageSize": {"1000"}}).Records, 1000)
	})
}

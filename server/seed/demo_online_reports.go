package seed

import (
	"context"

	"aqueduct/ent"
	"aqueduct/ent/onlcgreporthead"
)

// DemoUserReport is the demo online report: the active users, for the
// report page and the report pop-up picker.
const DemoUserReport = "demo_user"

// demoOnlineReports adds the demo online report with its columns and parameter.
func demoOnlineReports(ctx context.Context, c *ent.Client) error {
	if exists, err := c.OnlCgreportHead.Query().Where(onlcgreporthead.Code(DemoUserReport)).Exist(ctx); err != nil || exists {
		return err
	}
	head, err := c.OnlCgreportHead.Create().SetCode(DemoUserReport).SetName("用户选择").
		SetCgrSQL("SELECT id, username, realname, sex, phone FROM sys_user WHERE del_flag = 0 AND status = ${status}").
		SetContent("状态为参数，默认 1（正常）").Save(ctx)
	if err != nil {
		return err
	}
	items := []struct {
		name, text, typ, mode, dict string
		show, search                int
	}{
		{"id", "ID", "String", "", "", 0, 0},
		{"username", "账号", "String", "like", "", 1, 1},
		{"realname", "姓名", "String", "like", "", 1, 1},
		{"sex", "性别", "Integer", "single", "sex", 1, 1},
		{"phone", "手机号", "String", "", "", 1, 0},
	}
	for i, it := range items {
		if err := c.OnlCgreportItem.Create().SetCgrheadID(head.ID).SetSortNo(i).SetFieldName(it.name).SetFieldTxt(it.text).
			SetFieldType(it.typ).SetSearchMode(it.mode).SetDictCode(it.dict).SetIsShow(it.show).SetIsSearch(it.search).
			Exec(ctx); err != nil {
			return err
		}
	}
	return c.OnlCgreportParam.Create().SetCgrheadID(head.ID).SetParamName("status").SetParamTxt("用户状态").
		SetParamValue("1").Exec(ctx)
}

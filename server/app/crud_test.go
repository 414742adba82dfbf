package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/xuri/excelize/v2"

	"aqueduct/ent/sysdepart"
	"aqueduct/ent/syspermission"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/ent/sysuser"
	"aqueduct/server/crud"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// newDict adds a dictionary and its items (value, text, sort order) through the generated API.
func newDict(t *testing.T, s *testenv.Server, token, code string, items [][3]any) string {
	t.Helper()
	r := s.Do(t, "POST", "/sys/dict/add", token, map[string]any{"dictName": "测试" + code, "dictCode": code})
	require.True(t, r.Success, r.Message)
	require.Equal(t, "添加成功！", r.Message)
	var d struct{ ID string }
	r.Decode(t, &d)
	for _, it := range items {
		r := s.Do(t, "POST", "/sys/dictItem/add", token, map[string]any{
			"dictId": d.ID, "itemValue": it[0], "itemText": it[1], "sortOrder": it[2], "status": 1})
		require.True(t, r.Success, r.Message)
	}
	return d.ID
}

func TestGeneratedListRules(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		tok := s.Token(t, "admin", seed.DemoAdminPassword)
		dictID := newDict(t, s, tok, "list_rules", [][3]any{
			{"a1", "苹果", 5}, {"a2", "苹果派", 3}, {"b1", "香蕉", 5}, {"b2", "橙子", 1}, {"c1", "葡萄_50%", 9},
		})
		items := func(q url.Values) testenv.Page {
			q.Set("dictId", dictID)
			return s.List(t, tok, "/sys/dictItem/list", q)
		}
		vals := func(q url.Values) []string { return testenv.Column(items(q), "itemValue") }

		// Paging reply and default order (create time desc, then id desc: newest first).
		p := items(url.Values{"pageNo": {"2"}, "pageSize": {"2"}})
		require.Equal(t, 5, p.Total)
		require.Equal(t, 2, p.Size)
		require.Equal(t, 2, p.Current)
		require.Equal(t, 3, p.Pages)
		require.Equal(t, []string{"b1", "a2"}, testenv.Column(p, "itemValue"))

		// Sort by a column both ways; equal keys keep a stable order across pages.
		asc := vals(url.Values{"column": {"sortOrder"}, "order": {"asc"}, "pageSize": {"10"}})
		require.Equal(t, []string{"b2", "a2"}, asc[:2])
		require.Equal(t, "c1", asc[4])
		desc := vals(url.Values{"column": {"sortOrder"}, "order": {"desc"}})
		require.Equal(t, "c1", desc[0])
		var paged []string
		for n := 1; n <= 3; n++ {
			paged = append(paged, vals(url.Values{"column": {"sortOrder"}, "order": {"asc"}, "pageSize": {"2"}, "pageNo": {fmt.Sprint(n)}})...)
		}
		require.Equal(t, asc, paged, "pages of a sort with ties neither repeat nor skip rows")
		require.Equal(t, desc, vals(url.Values{"column": {"sortOrder_dictText"}, "order": {"DESC"}}), "_dictText suffix stripped")

		for _, c := range []struct {
			name string
			q    url.Values
			want []string
		}{
			{"contains", url.Values{"itemText": {"*苹果*"}}, []string{"a2", "a1"}},
			{"starts with", url.Values{"itemText": {"苹果派*"}}, []string{"a2"}},
			{"ends with", url.Values{"itemText": {"*子"}}, []string{"b2"}},
			{"like escapes % and _", url.Values{"itemText": {"*_50%*"}}, []string{"c1"}},
			{"not equal", url.Values{"itemValue": {"!a1"}, "itemText": {"*苹果*"}}, []string{"a2"}},
			{"in", url.Values{"itemValue": {"a1,b2"}}, []string{"b2", "a1"}},
			{"csv contains any", url.Values{"itemValue": {",a,c,"}}, []string{"c1", "a2", "a1"}},
			{">= without space", url.Values{"sortOrder": {">=5"}}, []string{"c1", "b1", "a1"}},
			{">= with space", url.Values{"sortOrder": {">= 5"}}, []string{"c1", "b1", "a1"}},
			{"<=", url.Values{"sortOrder": {"<=3"}}, []string{"b2", "a2"}},
			{"> and <", url.Values{"sortOrder": {"> 3"}, "itemValue": {"!c1"}}, []string{"b1", "a1"}},
			{"exact", url.Values{"itemValue": {"b1"}}, []string{"b1"}},
			{"range", url.Values{"sortOrder_begin": {"3"}, "sortOrder_end": {"5"}}, []string{"b1", "a2", "a1"}},
			{"multi string", url.Values{"sortOrder_MultiString": {"1,9"}}, []string{"c1", "b2"}},
			{"empty value ignored", url.Values{"itemText": {"  "}}, []string{"c1", "b2", "b1", "a2", "a1"}},
			{"section scope ignored without the field", url.Values{"sectionId": {"x"}}, []string{"c1", "b2", "b1", "a2", "a1"}},
		} {
			t.Run(c.name, func(t *testing.T) { require.Equal(t, c.want, vals(c.q)) })
		}

		super := func(match string, items ...map[string]any) []string {
			b, _ := json.Marshal(items)
			return vals(url.Values{"superQueryParams": {url.QueryEscape(string(b))}, "superQueryMatchType": {match}})
		}
		it := func(field, rule string, val any) map[string]any {
			return map[string]any{"field": field, "rule": rule, "val": val, "type": "string"}
		}
		require.Equal(t, []string{"a1"}, super("and", it("itemText", "like", "苹果"), it("sortOrder", "ge", "5")))
		require.Equal(t, []string{"c1", "b2", "b1", "a1"}, super("or", it("itemValue", "eq", "b2"), it("sortOrder", "gt", 4)))
		require.Equal(t, []string{"a2", "a1"}, super("and", it("itemText", "right_like", "苹果")))
		require.Equal(t, []string{"a2"}, super("and", it("itemText", "left_like", "派")))
		require.Equal(t, []string{"b2", "a1"}, super("and", it("itemValue", "in", "a1,b2")))
		require.Equal(t, []string{"c1", "b2", "b1", "a2"}, super("and", it("itemValue", "ne", "a1")))
		require.Equal(t, []string{"b2", "a2"}, super("and", it("sortOrder", "lt", 5)))
		require.Equal(t, []string{"b2", "a2"}, super("and", it("sortOrder", "le", 3)))
		require.Equal(t, []string{"c1", "b2", "b1", "a2", "a1"}, super("and", it("itemText", "eq", "")), "empty items are skipped")

		// Dictionary text beside dict fields: status (code dict) and dictId (table dict).
		rec := items(url.Values{"itemValue": {"a1"}}).Records[0]
		require.Equal(t, "启用", rec["status_dictText"])
		require.Equal(t, "测试list_rules", rec["dictId_dictText"])

		// Dates: a day range on create time holds today's rows.
		users := s.List(t, tok, "/sys/user/list", url.Values{"createTime_begin": {"2000-01-01"}, "createTime_end": {"2999-12-31"}})
		require.GreaterOrEqual(t, users.Total, 3)
		require.Zero(t, s.List(t, tok, "/sys/user/list", url.Values{"createTime_end": {"2000-01-01"}}).Total)
		zs := s.List(t, tok, "/sys/user/list", url.Values{"username": {"zhangsan"}}).Records[0]
		require.Equal(t, "正常", zs["status_dictText"])
		require.Contains(t, zs["orgCodeTxt"], "工程技术部")
		require.NotContains(t, zs, "password")
	})
}

func TestGeneratedCRUDAndValidation(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		tok := s.Token(t, "admin", seed.DemoAdminPassword)

		// Add, read, edit, delete a role.
		r := s.Do(t, "POST", "/sys/role/add", tok, map[string]any{"roleName": "质检员", "roleCode": "qc", "description": "质量检查"})
		require.True(t, r.Success, r.Message)
		var role struct{ ID, RoleName, RoleCode, CreateBy, CreateTime string }
		r.Decode(t, &role)
		require.Equal(t, "admin", role.CreateBy)
		require.Regexp(t, `^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$`, role.CreateTime)

		r = s.Do(t, "GET", "/sys/role/queryById?id="+role.ID, tok, nil)
		require.True(t, r.Success, r.Message)

		r = s.Do(t, "PUT", "/sys/role/edit", tok, map[string]any{"id": role.ID, "roleName": "质检组", "roleCode": "changed"})
		require.True(t, r.Success, r.Message)
		require.Equal(t, "编辑成功!", r.Message)
		r.Decode(t, &role)
		require.Equal(t, "质检组", role.RoleName)
		require.Equal(t, "qc", role.RoleCode, "a create-only field is not changed by edit")

		// Unique: the form's duplicate check and the save itself.
		dup := func(table, field, val, id string) (bool, string) {
			r := s.Do(t, "GET", "/sys/duplicate/check?"+url.Values{"tableName": {table}, "fieldName": {field}, "fieldVal": {val}, "dataId": {id}}.Encode(), tok, nil)
			return r.Success, r.Message
		}
		ok, msg := dup("sys_role", "role_code", "qc", "")
		require.False(t, ok)
		require.Equal(t, "该值不可用，系统中已存在！", msg)
		ok, msg = dup("sys_role", "role_code", "qc", role.ID)
		require.True(t, ok, "the record being edited does not collide with itself")
		require.Equal(t, "该值可用！", msg)
		ok, _ = dup("sys_user", "username", "zhangsan", "")
		require.False(t, ok)
		r = s.Do(t, "POST", "/sys/role/add", tok, map[string]any{"roleName": "重复", "roleCode": "qc"})
		require.False(t, r.Success)
		require.Equal(t, "角色编码已存在", r.Message)

		// Required and length.
		r = s.Do(t, "POST", "/sys/role/add", tok, map[string]any{"roleCode": "x1"})
		require.Equal(t, "请输入角色名称!", r.Message)
		r = s.Do(t, "POST", "/sys/role/add", tok, map[string]any{"roleName": strings.Repeat("长", 201), "roleCode": "x2"})
		require.Equal(t, "角色名称：长度不能超过200个字符", r.Message)

		// Patterns on users (e-mail, mobile), password rule, roles and departments of a user.
		roleIDs, _ := s.App.DB.Client.SysRole.Query().Where(sysrole.RoleCode("engineer")).IDs(viewer.System(context.Background()))
		departIDs, _ := s.App.DB.Client.SysDepart.Query().Where(sysdepart.OrgCode("A01A02")).IDs(viewer.System(context.Background()))
		user := map[string]any{"username": "wangwu", "realname": "王五", "password": "Abcdef123", "sex": "1",
			"email": "bad", "phone": "13900000009", "birthday": "1990-05-06",
			"selectedroles": roleIDs[0], "selecteddeparts": departIDs[0] + ","}
		r = s.Do(t, "POST", "/sys/user/add", tok, user)
		require.Equal(t, "邮箱：请输入正确格式的电子邮件", r.Message)
		user["email"], user["phone"] = "ww@example.cn", "12345"
		r = s.Do(t, "POST", "/sys/user/add", tok, user)
		require.Equal(t, "手机号码：请输入正确格式的手机号码", r.Message)
		user["phone"], user["password"] = "13900000009", "short"
		r = s.Do(t, "POST", "/sys/user/add", tok, user)
		require.Equal(t, "密码由8位数字、大小写字母组成!", r.Message)
		user["password"] = "Abcdef123"
		r = s.Do(t, "POST", "/sys/user/add", tok, user)
		require.True(t, r.Success, r.Message)
		var u map[string]any
		r.Decode(t, &u)
		require.NotContains(t, u, "password")
		require.Equal(t, "1990-05-06", u["birthday"])
		ww := s.Token(t, "wangwu", "Abcdef123") // the hashed password logs in; the role applies
		r = s.Do(t, "GET", "/sys/sysDepart/list", ww, nil)
		require.True(t, r.Success, "engineer role gives the department list: %s", r.Message)
		r = s.Do(t, "GET", "/sys/user/queryUserRole?userid="+u["id"].(string), tok, nil)
		require.True(t, r.Success, r.Message)
		require.JSONEq(t, `["`+roleIDs[0]+`"]`, string(r.Result))
		r = s.Do(t, "GET", "/sys/user/userDepartList?userId="+u["id"].(string), tok, nil)
		require.JSONEq(t, `[{"key":"`+departIDs[0]+`","value":"`+departIDs[0]+`","title":"质量安全部"}]`, string(r.Result))
		r = s.Do(t, "GET", "/sys/role/queryall", tok, nil)
		require.Contains(t, string(r.Result), `"roleCode":"engineer"`)
		rec := s.List(t, tok, "/sys/user/list", url.Values{"username": {"wangwu"}}).Records[0]
		require.Equal(t, "质量安全部", rec["orgCodeTxt"])
		require.Equal(t, "男", rec["sex_dictText"])

		// A user cannot delete themselves; deleting a user ends their sessions.
		admin, _ := s.App.DB.Client.SysUser.Query().Where(sysuser.Username("admin")).Only(viewer.System(context.Background()))
		r = s.Do(t, "DELETE", "/sys/user/delete?id="+admin.ID, tok, nil)
		require.Equal(t, "不能删除当前登录的用户", r.Message)
		r = s.Do(t, "DELETE", "/sys/user/delete?id="+u["id"].(string), tok, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, http.StatusUnauthorized, s.Do(t, "GET", "/sys/sysDepart/list", ww, nil).Status)

		// Departments get their hierarchical code; one with children is kept.
		a01, _ := s.App.DB.Client.SysDepart.Query().Where(sysdepart.OrgCode("A01")).Only(viewer.System(context.Background()))
		r = s.Do(t, "POST", "/sys/sysDepart/add", tok, map[string]any{"departName": "档案室", "parentId": a01.ID, "orgCategory": "2"})
		require.True(t, r.Success, r.Message)
		var dep struct{ ID, OrgCode, OrgType string }
		r.Decode(t, &dep)
		require.Equal(t, "A01A06", dep.OrgCode)
		require.Equal(t, "2", dep.OrgType)
		r = s.Do(t, "DELETE", "/sys/sysDepart/delete?id="+a01.ID, tok, nil)
		require.Equal(t, "该部门下还有下级部门，请先删除下级部门", r.Message)

		// Tenants: a user-chosen integer id, datetime fields.
		r = s.Do(t, "POST", "/sys/tenant/add", tok, map[string]any{"id": 7, "name": "七号租户", "beginDate": "2026-01-01 08:00:00", "status": "1"})
		require.True(t, r.Success, r.Message)
		r = s.Do(t, "POST", "/sys/tenant/add", tok, map[string]any{"id": "7", "name": "重复"})
		require.Equal(t, "租户编号已存在", r.Message)
		r = s.Do(t, "POST", "/sys/tenant/add", tok, map[string]any{"id": 8, "name": "坏时间", "beginDate": "明天"})
		require.Equal(t, "开始时间：日期时间格式应为 YYYY-MM-DD HH:mm:ss", r.Message)
		tp := s.List(t, tok, "/sys/tenant/list", url.Values{"id": {"7"}})
		require.Equal(t, "2026-01-01 08:00:00", tp.Records[0]["beginDate"])
		require.Equal(t, "正常", tp.Records[0]["status_dictText"])

		// Batch delete with the front end's trailing comma; missing rows are reported.
		var ids []string
		for i := 0; i < 3; i++ {
			r := s.Do(t, "POST", "/sys/role/add", tok, map[string]any{"roleName": "批量", "roleCode": fmt.Sprintf("batch%d", i)})
			require.True(t, r.Success, r.Message)
			var x struct{ ID string }
			r.Decode(t, &x)
			ids = append(ids, x.ID)
		}
		r = s.Do(t, "DELETE", "/sys/role/deleteBatch?ids="+strings.Join(ids, ",")+",", tok, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "批量删除成功!", r.Message)
		require.Zero(t, s.List(t, tok, "/sys/role/list", url.Values{"roleCode": {"batch*"}}).Total)
		r = s.Do(t, "DELETE", "/sys/role/delete?id="+ids[0], tok, nil)
		require.Equal(t, "未找到对应数据", r.Message)
		r = s.Do(t, "GET", "/sys/role/queryById?id=nope", tok, nil)
		require.Equal(t, "未找到对应数据", r.Message)
		adminRole, _ := s.App.DB.Client.SysRole.Query().Where(sysrole.RoleCode("admin")).OnlyID(viewer.System(context.Background()))
		r = s.Do(t, "DELETE", "/sys/role/delete?id="+adminRole, tok, nil)
		require.Equal(t, "不能删除管理员角色", r.Message)
	})
}

func TestGeneratedHostileInput(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		tok := s.Token(t, "admin", seed.DemoAdminPassword)
		q := func(kv ...string) url.Values {
			v := url.Values{}
			for i := 0; i+1 < len(kv); i += 2 {
				v.Set(kv[i], kv[i+1])
			}
			return v
		}
		for _, c := range []struct {
			path string
			q    url.Values
			want string
		}{
			{"/sys/user/list", q("column", "username;drop table sys_user"), "不支持按该字段排序：username;drop table sys_user"},
			{"/sys/user/list", q("column", "password"), "不支持按该字段排序：password"},
			{"/sys/user/list", q("column", "(select 1)"), "不支持按该字段排序：(select 1)"},
			{"/sys/user/list", q("status", "abc"), "查询条件「状态」应为整数"},
			{"/sys/user/list", q("superQueryParams", `[{"field":"password","rule":"eq","val":"x"}]`), "高级查询字段不存在：password"},
			{"/sys/user/list", q("superQueryParams", `[{"field":"username","rule":"sql","val":"x"}]`), "高级查询规则不支持：sql"},
			{"/sys/user/list", q("superQueryParams", "not-json"), "高级查询条件格式不正确"},
			{"/sys/user/list", q("pageSize", "-1"), "每页条数格式不正确"},
			{"/sys/user/exportXls", q("column", "password"), "不支持按该字段排序：password"},
			{"/sys/duplicate/check", q("tableName", "sys_user;--", "fieldName", "username", "fieldVal", "a"), "不支持校验该表"},
			{"/sys/duplicate/check", q("tableName", "sys_session", "fieldName", "id", "fieldVal", "a"), "不支持校验该表"},
			{"/sys/duplicate/check", q("tableName", "sys_user", "fieldName", "password", "fieldVal", "a"), "不支持校验该字段"},
			{"/sys/duplicate/check", q("tableName", "sys_user", "fieldName", "realname", "fieldVal", "a"), "不支持校验该字段"},
			{"/sys/dict/getDictItems/sys_user,password,username", nil, "字典Code格式不正确！"},
			{"/sys/dict/getDictItems/sys_session,id,id", nil, "字典Code格式不正确！"},
		} {
			r := s.Do(t, "GET", c.path+"?"+c.q.Encode(), tok, nil)
			require.False(t, r.Success, c.path)
			require.Equal(t, 500, r.Code, c.path)
			require.Equal(t, c.want, r.Message, "%s %v", c.path, c.q)
		}
		// Params that are no field of the entity are ignored, as JeecgBoot does
		// (its client sends some), and never reach SQL; secret fields are no filter.
		all := s.List(t, tok, "/sys/user/list", url.Values{}).Total
		for _, p := range []url.Values{q("password", "x"), q("1=1 or username", "a"), q("nosuch_begin", "1"),
			q("status[]", "2"), q("username'--", "x"), q("dictId", "")} {
			require.Equal(t, all, s.List(t, tok, "/sys/user/list", p).Total, "%v", p)
		}
		items := s.List(t, tok, "/sys/dictItem/list", url.Values{"delFlag": {"1"}, "dictId": {""}})
		require.Greater(t, items.Total, 0, "the 2.4 client's dictItem list params")
		// A body cannot set what the form does not have.
		r := s.Do(t, "POST", "/sys/role/add", tok, map[string]any{"roleName": "x", "roleCode": "hostile", "tenantId": 99, "createBy": "mallory", "id": "fixed-id"})
		require.True(t, r.Success, r.Message)
		var role map[string]any
		r.Decode(t, &role)
		require.NotEqual(t, "fixed-id", role["id"])
		require.Equal(t, "admin", role["createBy"])
		require.EqualValues(t, 0, role["tenantId"])
		// The tables are intact.
		require.GreaterOrEqual(t, s.List(t, tok, "/sys/user/list", url.Values{}).Total, 3)
	})
}

func TestGeneratedButtonPermissions(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		// The engineer holds the department menu (list) but none of its buttons.
		require.True(t, s.Do(t, "GET", "/sys/sysDepart/list", eng, nil).Success)
		for _, c := range []struct{ method, path string }{
			{"POST", "/sys/sysDepart/add"}, {"PUT", "/sys/sysDepart/edit"}, {"DELETE", "/sys/sysDepart/delete?id=x"},
			{"DELETE", "/sys/sysDepart/deleteBatch?ids=x"}, {"GET", "/sys/sysDepart/exportXls"}, {"POST", "/sys/sysDepart/importExcel"},
			{"GET", "/sys/role/list"}, {"GET", "/sys/user/queryById?id=x"}, {"POST", "/sys/dictItem/add"},
		} {
			r := s.Do(t, c.method, c.path, eng, map[string]any{})
			require.Equal(t, 510, r.Code, "%s %s: %s", c.method, c.path, r.Message)
		}
		// Granting the add button opens the route.
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		roleID, err := c.SysRole.Query().Where(sysrole.RoleCode("engineer")).OnlyID(ctx)
		require.NoError(t, err)
		require.NoError(t, c.SysRolePermission.Create().SetRoleID(roleID).SetPermissionID("m-depart-add").Exec(ctx))
		require.NoError(t, s.App.Perm.Changed(ctx))
		r := s.Do(t, "POST", "/sys/sysDepart/add", eng, map[string]any{"departName": "新部门"})
		require.True(t, r.Success, r.Message)

		// Registration at start is idempotent and keeps what an admin changed.
		btn, err := c.SysPermission.Get(ctx, "m-depart-add")
		require.NoError(t, err)
		require.Equal(t, "depart:add", btn.Perms)
		require.NoError(t, c.SysPermission.UpdateOneID("m-depart").SetName("机构管理").SetSortNo(9).SetCustomized(true).Exec(ctx))
		require.NoError(t, c.SysPermission.UpdateOneID("m-role").SetName("改了但未标记").Exec(ctx))
		require.NoError(t, crud.EnsureMenus(ctx, c, viewer.AdminRoleCode)) // what the next start does
		require.NoError(t, crud.EnsureMenus(ctx, c, viewer.AdminRoleCode))
		m, err := c.SysPermission.Get(ctx, "m-depart")
		require.NoError(t, err)
		require.Equal(t, "机构管理", m.Name)
		require.EqualValues(t, 9, m.SortNo)
		m, err = c.SysPermission.Get(ctx, "m-role")
		require.NoError(t, err)
		require.Equal(t, "角色管理", m.Name, "rows nobody customised follow the schema")
		// Generated buttons only (部门权限, b-depart-auth, is server/grants').
		n, err := c.SysPermission.Query().Where(syspermission.ParentID("m-depart"), syspermission.IDNEQ("b-depart-auth")).Count(ctx)
		require.NoError(t, err)
		require.Equal(t, 6, n, "six buttons, registered once")
	})
}

func TestGeneratedDataRules(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		rule, err := c.SysPermissionDataRule.Create().SetPermissionID("m-depart").SetRuleName("本部门").
			SetRuleColumn("orgCode").SetRuleConditions("RIGHT_LIKE").SetRuleValue("A01A0").Save(ctx)
		require.NoError(t, err)
		roleID, err := c.SysRole.Query().Where(sysrole.RoleCode("engineer")).OnlyID(ctx)
		require.NoError(t, err)
		n, err := c.SysRolePermission.Update().Where(sysrolepermission.RoleID(roleID),
			sysrolepermission.PermissionID("m-depart")).SetDataRuleIds(rule.ID + ",").Save(ctx)
		require.NoError(t, err)
		require.Equal(t, 1, n)

		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		p := s.List(t, eng, "/sys/sysDepart/list", url.Values{"pageSize": {"50"}})
		require.Equal(t, 5, p.Total, "only A01A0x departments")
		for _, code := range testenv.Column(p, "orgCode") {
			require.True(t, strings.HasPrefix(code, "A01A0"), code)
		}
		a02, err := c.SysDepart.Query().Where(sysdepart.OrgCode("A02")).Only(ctx)
		require.NoError(t, err)
		require.Equal(t, "未找到对应数据", s.Do(t, "GET", "/sys/sysDepart/queryById?id="+a02.ID, eng, nil).Message)

		// Edit and delete keep to the rule too.
		for _, b := range []string{"m-depart-edit", "m-depart-delete"} {
			require.NoError(t, c.SysRolePermission.Create().SetRoleID(roleID).SetPermissionID(b).Exec(ctx))
		}
		require.NoError(t, s.App.Perm.Changed(ctx))
		r := s.Do(t, "PUT", "/sys/sysDepart/edit", eng, map[string]any{"id": a02.ID, "departName": "越权修改"})
		require.Equal(t, "未找到对应数据", r.Message)
		require.Equal(t, "未找到对应数据", s.Do(t, "DELETE", "/sys/sysDepart/delete?id="+a02.ID, eng, nil).Message)
		still, err := c.SysDepart.Get(ctx, a02.ID)
		require.NoError(t, err)
		require.Equal(t, "第一标段项目部", still.DepartName)

		// The admin has no rule: all departments.
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		require.Equal(t, 7, s.List(t, adm, "/sys/sysDepart/list", url.Values{}).Total)

		// A variable: only what the engineer created.
		require.NoError(t, c.SysPermissionDataRule.UpdateOne(rule).SetRuleColumn("createBy").SetRuleConditions("=").SetRuleValue("#{sys_user_code}").Exec(ctx))
		require.Zero(t, s.List(t, eng, "/sys/sysDepart/list", url.Values{}).Total)

		// A rule on a column the entity does not have refuses rather than widens.
		require.NoError(t, c.SysPermissionDataRule.UpdateOne(rule).SetRuleColumn("nosuch").Exec(ctx))
		r = s.Do(t, "GET", "/sys/sysDepart/list", eng, nil)
		require.False(t, r.Success)
		require.Equal(t, "数据权限规则配置有误：字段 nosuch 不存在", r.Message)
	})
}

func sheetFile(t *testing.T, rows [][]any) []byte {
	t.Helper()
	f := excelize.NewFile()
	for i, r := range rows {
		cell, _ := excelize.CoordinatesToCellName(1, i+1)
		require.NoError(t, f.SetSheetRow("Sheet1", cell, &r))
	}
	var buf bytes.Buffer
	require.NoError(t, f.Write(&buf))
	return buf.Bytes()
}

func TestGeneratedExportImport(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		tok := s.Token(t, "admin", seed.DemoAdminPassword)

		// Export honours the filters, writes dict text and the layout of the contract.
		res, b := s.Download(t, tok, "/sys/user/exportXls?username=*an*&column=username&order=asc")
		require.Equal(t, 200, res.StatusCode, string(b))
		require.Contains(t, res.Header.Get("Content-Disposition"), "filename*=UTF-8''%E7%94%A8%E6%88%B7.xlsx")
		rows := testenv.ReadSheet(t, b)
		require.Equal(t, "用户报表", rows[0][0])
		require.Equal(t, "导出人:管理员", rows[1][0])
		require.Equal(t, []string{"登录账号", "真实名称"}, rows[2][:2])
		require.Len(t, rows, 3+1, "zhangsan only")
		require.Equal(t, "zhangsan", rows[3][0])
		// What the list shows is in the sheet, server-filled columns noted
		// read-only; the record's ID last, to import the file back as updates.
		statusCol := slices.Index(rows[2], "状态")
		require.GreaterOrEqual(t, statusCol, 0, rows[2])
		require.Equal(t, "正常", rows[3][statusCol])
		require.Equal(t, "ID", rows[2][len(rows[2])-1])
		require.NotContains(t, rows[2], "登录密码", "never a secret")
		xl := testenv.OpenBook(t, b)
		notes := xl.Notes("Sheet1")
		require.Equal(t, "只读：导入时忽略", notes["状态"])
		require.Equal(t, "仅新增时导入，更新记录时忽略", notes["登录账号"])
		require.Equal(t, "勿改：据此更新原记录，新增行留空", notes["ID"])
		require.NotContains(t, notes, "真实名称")

		// selections keep only the chosen rows.
		p := s.List(t, tok, "/sys/user/list", url.Values{"column": {"username"}, "order": {"asc"}})
		_, b = s.Download(t, tok, "/sys/user/exportXls?selections="+fmt.Sprint(p.Records[0]["id"])+",")
		require.Len(t, testenv.ReadSheet(t, b), 4)

		// Import: each bad row is reported by its line, the others are imported.
		head := []any{"字典名称", "字典编码", "描述"}
		bad := sheetFile(t, [][]any{{"字典报表"}, {"导出人:管理员"}, head,
			{"颜色", "color", "好"}, {"", "size", "缺名称"}, {"重复", "color", ""}, {"已有", "sex", ""}})
		r := s.Upload(t, tok, "/sys/dict/importExcel", map[string][]byte{"dicts.xlsx": bad})
		require.True(t, r.Success, r.Message)
		require.Equal(t, 201, r.Code)
		require.Equal(t, "文件导入成功，但有错误。", r.Message)
		var ir struct {
			TotalCount, ErrorCount, SuccessCount int
			Msg, FileURL, FileName               string
		}
		r.Decode(t, &ir)
		require.Equal(t, 4, ir.TotalCount)
		require.Equal(t, 1, ir.SuccessCount)
		require.Equal(t, "总上传行数：4，已导入行数：1，错误行数：3", ir.Msg)
		require.Equal(t, 1, s.List(t, tok, "/sys/dict/list", url.Values{"dictCode": {"color"}}).Total, "the good row is imported")
		rep, err := http.Get(s.URL + ir.FileURL)
		require.NoError(t, err)
		report, _ := io.ReadAll(rep.Body)
		rep.Body.Close()
		require.Equal(t, 200, rep.StatusCode)
		require.Contains(t, string(report), "第 5 行：请输入字典名称!")
		require.Contains(t, string(report), "第 6 行：字典编码「color」与第 4 行重复")
		require.Contains(t, string(report), "第 7 行：字典编码已存在")
		require.NotContains(t, string(report), "第 4 行：", "the good row is not reported")
		rep, err = http.Get(s.URL + "/sys/common/static/logs/../../../etc/passwd")
		require.NoError(t, err)
		rep.Body.Close()
		require.Equal(t, 404, rep.StatusCode)

		// A clean file (headers in row 1 work too) imports every row.
		good := sheetFile(t, [][]any{head, {"尺寸", "size", ""}, {"重量", "weight", ""}})
		r = s.Upload(t, tok, "/sys/dict/importExcel", map[string][]byte{"good.xlsx": good})
		require.True(t, r.Success, r.Message)
		require.Equal(t, "共2行数据全部导入成功！", r.Message)
		require.Equal(t, 3, s.List(t, tok, "/sys/dict/list", url.Values{"dictCode": {"color,size,weight"}}).Total)

		// Dict text in a sheet is read back as its value; a round trip keeps the data.
		r = s.Upload(t, tok, "/sys/user/importExcel", map[string][]byte{"u.xlsx": sheetFile(t, [][]any{
			{"登录账号", "真实名称", "性别", "手机号码"}, {"lisi", "李四", "女", "13900000001"}})})
		require.True(t, r.Success, r.Message)
		li := s.List(t, tok, "/sys/user/list", url.Values{"username": {"lisi"}}).Records[0]
		require.EqualValues(t, 2, li["sex"])
		require.Equal(t, "女", li["sex_dictText"])

		r = s.Upload(t, tok, "/sys/dict/importExcel", map[string][]byte{"x.xls": []byte("not a workbook")})
		require.False(t, r.Success)
		require.Contains(t, r.Message, "仅支持 .xls 和 .xlsx 格式的Excel文件")
	})
}

// TestImportXLS: an Excel 97–2003 file imports as an .xlsx does: dictionary
// text to its value, a date cell to the date, a phone typed as a number to
// its digits; a password-protected file is refused by name.
func TestImportXLS(t *testing.T) {
	t.Parallel()
	users, err := os.ReadFile("../excel/testdata/users.xls")
	require.NoError(t, err)
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		tok := s.Token(t, "admin", seed.DemoAdminPassword)
		r := s.Upload(t, tok, "/sys/user/importExcel", map[string][]byte{"用户.xls": users})
		require.True(t, r.Success, r.Message)
		require.Equal(t, "共2行数据全部导入成功！", r.Message)
		for name, want := range map[string][3]any{"wangwu": {"王五", 1, "1990-05-17"}, "zhaoliu": {"赵六", 2, "1985-12-01"}} {
			u := s.List(t, tok, "/sys/user/list", url.Values{"username": {name}}).Records[0]
			require.Equal(t, want[0], u["realname"])
			require.EqualValues(t, want[1], u["sex"])
			require.Equal(t, want[2], u["birthday"])
			require.Equal(t, "1390000000"+map[string]string{"wangwu": "2", "zhaoliu": "3"}[name], u["phone"])
		}

		f := excelize.NewFile()
		defer f.Close()
		var locked bytes.Buffer
		require.NoError(t, f.Write(&locked, excelize.Options{Password: "secret"}))
		r = s.Upload(t, tok, "/sys/user/importExcel", map[string][]byte{"locked.xlsx": locked.Bytes()})
		require.False(t, r.Success)
		require.Contains(t, r.Message, "文件设有密码")
	})
}

package app_test

import (
	"context"
	"net/url"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysdepart"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// dictGet calls a dictionary endpoint and decodes a successful result into out.
func dictGet(t *testing.T, s *testenv.Server, tok, path string, out any, headers ...string) testenv.Reply {
	t.Helper()
	r := s.Do(t, "GET", path, tok, nil, headers...)
	if r.Success && out != nil {
		r.Decode(t, out)
	}
	return r
}

type dictRow struct{ Value, Text, Title string }

func dictTexts(rows []dictRow) []string {
	out := make([]string, 0, len(rows))
	for _, r := range rows {
		out = append(out, r.Text)
	}
	return out
}

type treeRow struct {
	Key      string  `json:"key"`
	Title    string  `json:"title"`
	Leaf     bool    `json:"leaf"`
	ParentID string  `json:"parentId"`
	Value    string  `json:"value"`
	Icon     *string `json:"icon"`
}

func treeTitles(nodes []treeRow) []string {
	out := make([]string, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, n.Title)
	}
	sort.Strings(out)
	return out
}

func dictDepartID(t *testing.T, s *testenv.Server, orgCode string) string {
	t.Helper()
	id, err := s.App.DB.Client.SysDepart.Query().Where(sysdepart.OrgCode(orgCode)).OnlyID(viewer.System(context.Background()))
	require.NoError(t, err)
	return id
}

// The pickers' dictionary lookups: search, selected-first, texts by key, one
// text, one level of a tree.
func TestDictLookupEndpoints(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		const byCode = "sys_depart,depart_name,org_code"
		search := func(tok, path string, q url.Values) ([]dictRow, testenv.Reply) {
			var out []dictRow
			r := dictGet(t, s, tok, path+"?"+q.Encode(), &out)
			return out, r
		}

		// loadDict: text or value contains the keyword; a comma list is values.
		rows, r := search(eng, "/sys/dict/loadDict/sys_depart,depart_name,id", url.Values{"keyword": {"标段"}})
		require.True(t, r.Success, r.Message)
		require.ElementsMatch(t, []string{"第一标段项目部", "第一标段承包商项目部", "第一、二标段监理部"}, dictTexts(rows))
		for _, row := range rows {
			require.Equal(t, row.Text, row.Title)
			require.NotEmpty(t, row.Value)
		}
		rows, _ = search(eng, "/sys/dict/loadDict/"+byCode, url.Values{"keyword": {"a01a0"}})
		require.Len(t, rows, 5, "values match too, whatever the case")
		rows, _ = search(eng, "/sys/dict/loadDict/"+byCode, url.Values{"keyword": {"A01A0"}, "pageSize": {"2"}})
		require.Equal(t, []dictRow{{"A01A01", "工程技术部", "工程技术部"}, {"A01A02", "质量安全部", "质量安全部"}}, rows)
		rows, _ = search(eng, "/sys/dict/loadDict/"+byCode, url.Values{"keyword": {"A02, A01"}})
		require.Equal(t, []string{"A01", "A02"}, []string{rows[0].Value, rows[1].Value}, "exact values, not prefixes")
		require.Len(t, rows, 2)
		// The 2.4 search select's empty 4th segment is no filter; an encoded comma is a comma.
		rows, r = search(eng, "/sys/dict/loadDict/sys_depart%2Cdepart_name%2Corg_code%2C", url.Values{"keyword": {"第一标段项目"}})
		require.True(t, r.Success, r.Message)
		require.Equal(t, []string{"第一标段项目部"}, dictTexts(rows))
		_, r = search(eng, "/sys/dict/loadDict/sex", url.Values{"keyword": {"男"}})
		require.Equal(t, "字典Code格式不正确！", r.Message, "loadDict is for table dictionaries")
		_, r = search(eng, "/sys/dict/loadDict/"+byCode, url.Values{"keyword": {"A"}, "pageSize": {"-1"}})
		require.Equal(t, "每页条数格式不正确", r.Message)

		// loadDictOrderByValue: the chosen values in their order, then the first page.
		rows, r = search(eng, "/sys/dict/loadDictOrderByValue/"+byCode, url.Values{"keyword": {"A01A03,A02,nope"}, "pageSize": {"2"}})
		require.True(t, r.Success, r.Message)
		require.Equal(t, []string{"计划合同部", "第一标段项目部", "水资源配置工程建设管理局", "工程技术部"}, dictTexts(rows))
		rows, _ = search(eng, "/sys/dict/loadDictOrderByValue/"+byCode, url.Values{"keyword": {"A01"}, "pageSize": {"2"}})
		require.Equal(t, []string{"水资源配置工程建设管理局", "工程技术部"}, dictTexts(rows), "no value twice")

		// loadDictItem: texts in key order; unknown keys dropped unless delNotExist=false.
		var texts []string
		r = dictGet(t, s, eng, "/sys/dict/loadDictItem/"+byCode+"?key=A02,nope,A01", &texts)
		require.True(t, r.Success, r.Message)
		require.Equal(t, []string{"第一标段项目部", "水资源配置工程建设管理局"}, texts)
		dictGet(t, s, eng, "/sys/dict/loadDictItem/"+byCode+"?key=A02,nope,A01&delNotExist=false", &texts)
		require.Equal(t, []string{"第一标段项目部", "nope", "水资源配置工程建设管理局"}, texts)
		dictGet(t, s, eng, "/sys/dict/loadDictItem/sex?key=2,1,9", &texts)
		require.Equal(t, []string{"女", "男"}, texts, "code dictionaries too")

		// getDictText: one text, "" for an unknown value.
		var text string
		r = dictGet(t, s, eng, "/sys/dict/getDictText/sex/2", &text)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "女", text)
		dictGet(t, s, eng, "/sys/dict/getDictText/"+byCode+"/A01A02", &text)
		require.Equal(t, "质量安全部", text)
		dictGet(t, s, eng, "/sys/dict/getDictText/"+byCode+"/nope", &text)
		require.Equal(t, "", text)

		// loadTreeData: one level, leaf from the children the caller sees.
		tree := func(tok string, q url.Values) ([]treeRow, testenv.Reply) {
			var out []treeRow
			r := dictGet(t, s, tok, "/sys/dict/loadTreeData?"+q.Encode(), &out)
			return out, r
		}
		tq := func(extra ...string) url.Values {
			q := url.Values{"tableName": {"sys_depart"}, "text": {"depart_name"}, "code": {"id"}, "pidField": {"parent_id"},
				"hasChildField": {"has_child"}, "pid": {""}}
			for i := 0; i+1 < len(extra); i += 2 {
				q.Set(extra[i], extra[i+1])
			}
			return q
		}
		a01 := dictDepartID(t, s, "A01")
		roots, r := tree(eng, tq())
		require.True(t, r.Success, r.Message)
		require.Equal(t, []string{"水资源配置工程建设管理局", "第一标段项目部"}, treeTitles(roots))
		for _, n := range roots {
			require.Equal(t, n.Key, n.Value)
			require.Equal(t, n.Key == a01, !n.Leaf, n.Title)
			require.Nil(t, n.Icon)
		}
		kids, r := tree(eng, tq("pid", a01))
		require.True(t, r.Success, r.Message)
		require.Equal(t, []string{"工程技术部", "第一、二标段监理部", "第一标段承包商项目部", "计划合同部", "质量安全部"}, treeTitles(kids))
		for _, n := range kids {
			require.Equal(t, a01, n.ParentID)
			require.True(t, n.Leaf)
		}
		kids, _ = tree(eng, tq("pid", a01, "condition", `{"org_code":"A01A02"}`))
		require.Equal(t, []string{"质量安全部"}, treeTitles(kids))
		kids, _ = tree(eng, tq("pid", a01, "condition", `{"orgCode":"A01A02","departOrder":2}`))
		require.Equal(t, []string{"质量安全部"}, treeTitles(kids), "properties and numbers too")
		// A condition that hides every child makes its parent a leaf.
		roots, _ = tree(eng, tq("condition", `{"org_category":"1"}`))
		require.Len(t, roots, 2)
		for _, n := range roots {
			require.True(t, n.Leaf, n.Title)
		}
		// Without pidField, a tree entity's parent is used.
		_, r = tree(adm, url.Values{"tableName": {"cmis_directory"}, "text": {"name"}, "code": {"id"}})
		require.True(t, r.Success, r.Message)
	})
}

// Who may read a lookup, and what request text can do to its SQL: names only
// from the schema, values always bound.
func TestDictLookupsAreGuarded(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		sys := viewer.System(context.Background())
		c := s.App.DB.Client

		// Logged in only.
		for _, p := range []string{"/sys/dict/loadDict/sys_depart,depart_name,id?keyword=a", "/sys/dict/getDictText/sex/1",
			"/sys/dict/loadDictItem/sex?key=1", "/sys/dict/loadDictOrderByValue/sys_depart,depart_name,id?keyword=a",
			"/sys/dict/loadTreeData?tableName=sys_depart&text=depart_name&code=id&pidField=parent_id"} {
			require.Equal(t, 401, s.Do(t, "GET", p, "", nil).Status, p)
		}

		// The engineer may not list users: no lookup of theirs answers him.
		users := "sys_user,realname,username"
		for _, p := range []string{"/sys/dict/loadDict/" + users + "?keyword=张", "/sys/dict/loadDictOrderByValue/" + users + "?keyword=zhangsan",
			"/sys/dict/loadDictItem/" + users + "?key=zhangsan", "/sys/dict/getDictText/" + users + "/zhangsan",
			"/sys/dict/loadTreeData?tableName=sys_user&text=realname&code=username&pidField=username"} {
			r := s.Do(t, "GET", p, eng, nil)
			require.Equal(t, 510, r.Code, p)
			require.NotContains(t, string(r.Result), "张三", p)
		}
		var texts []string
		r := dictGet(t, s, adm, "/sys/dict/loadDictItem/"+users+"?key=zhangsan", &texts)
		require.True(t, r.Success, r.Message)
		require.Equal(t, []string{"张三"}, texts, "the admin may")
		// Personal columns are no dictionary, in any lookup.
		r = dictGet(t, s, adm, "/sys/dict/loadDict/sys_user,phone,username?keyword=138", nil)
		require.Equal(t, "字典Code格式不正确！", r.Message)
		r = dictGet(t, s, adm, "/sys/dict/getDictText/sys_user,password,username/admin", nil)
		require.Equal(t, "字典Code格式不正确！", r.Message)

		// % and _ are matched literally.
		for _, name := range []string{"含%百分号", "含_下划线", "含X普通"} {
			c.SysDepart.Create().SetDepartName(name).SetOrgCode("Z" + name).SaveX(sys)
		}
		var rows []dictRow
		for kw, want := range map[string][]string{"%": {"含%百分号"}, "_": {"含_下划线"}, "含%": {"含%百分号"}, "\\": {}} {
			r = dictGet(t, s, eng, "/sys/dict/loadDict/sys_depart,depart_name,id?"+url.Values{"keyword": {kw}}.Encode(), &rows)
			require.True(t, r.Success, r.Message)
			require.ElementsMatch(t, want, dictTexts(rows), kw)
		}

		// SQL in the keyword, a key, a condition value or a pid is a value.
		for _, kw := range []string{"' OR '1'='1", "x') OR 1=1 --", "a,b') OR ('1'='1"} {
			r = dictGet(t, s, eng, "/sys/dict/loadDict/sys_depart,depart_name,id?"+url.Values{"keyword": {kw}}.Encode(), &rows)
			require.True(t, r.Success, r.Message)
			require.Empty(t, rows, kw)
		}
		r = dictGet(t, s, eng, "/sys/dict/loadDictItem/sys_depart,depart_name,id?"+url.Values{"key": {"' OR 1=1 --"}}.Encode(), &texts)
		require.True(t, r.Success, r.Message)
		require.Empty(t, texts)
		tree := func(q url.Values) ([]treeRow, testenv.Reply) {
			var out []treeRow
			r := dictGet(t, s, eng, "/sys/dict/loadTreeData?"+q.Encode(), &out)
			return out, r
		}
		tq := func(extra ...string) url.Values {
			q := url.Values{"tableName": {"sys_depart"}, "text": {"depart_name"}, "code": {"id"}, "pidField": {"parent_id"}}
			for i := 0; i+1 < len(extra); i += 2 {
				q.Set(extra[i], extra[i+1])
			}
			return q
		}
		nodes, r := tree(tq("condition", `{"org_code":"' OR '1'='1"}`))
		require.True(t, r.Success, r.Message)
		require.Empty(t, nodes)
		nodes, r = tree(tq("pid", "' OR '1'='1"))
		require.True(t, r.Success, r.Message)
		require.Empty(t, nodes)

		// Names outside the schema are refused with a message.
		for _, tc := range []struct {
			q   url.Values
			msg string
		}{
			{tq("tableName", "sys_depart;drop table sys_user"), "不支持该表或字段的树形字典"},
			{tq("tableName", "sys_depart where 1=1"), "不支持该表或字段的树形字典"},
			{tq("text", "(select password from sys_user)"), "不支持该表或字段的树形字典"},
			{tq("text", "mobile"), "不支持该表或字段的树形字典"},
			{tq("code", ""), "请指定表名、显示字段和值字段"},
			{tq("pidField", "parent_id or 1=1"), "上级字段不正确：parent_id or 1=1"},
			{tq("pidField", "depart_name"), "上级字段不正确：depart_name"},
			{tq("hasChildField", "(select 1)"), "是否有子节点字段不正确：(select 1)"},
			{tq("condition", `{"1=1 or depart_name":"x"}`), "查询条件字段不存在：1=1 or depart_name"},
			{tq("condition", `{"password":"x"}`), "查询条件字段不存在：password"},
			{tq("condition", `org_code='A01'`), "查询条件condition格式不正确，需要一个JSON对象"},
			{tq("condition", `{"org_code":["A01"]}`), "查询条件condition格式不正确，需要一个JSON对象"},
			{tq("condition", `{"depart_order":"1 or 1=1"}`), "查询条件「排序」应为整数"},
		} {
			_, r := tree(tc.q)
			require.False(t, r.Success, tc.q.Encode())
			require.Equal(t, tc.msg, r.Message, tc.q.Encode())
		}
		// The JeecgBoot filter segment is never run.
		for _, code := range []string{"sys_depart,depart_name,id,1=1", "sys_depart,depart_name,id,%20del_flag%3D1%20or%201%3D1"} {
			r = dictGet(t, s, eng, "/sys/dict/loadDict/"+code+"?keyword=a", nil)
			require.Equal(t, "不支持带条件的表字典", r.Message, code)
		}
		r = dictGet(t, s, eng, "/sys/dict/loadDict/sys_depart;delete from sys_depart,depart_name,id?keyword=a", nil)
		require.Equal(t, "字典Code格式不正确！", r.Message)

		// Nothing was harmed.
		n, err := c.SysDepart.Query().Count(sys)
		require.NoError(t, err)
		require.Equal(t, 10, n)
	})
}

// A tenant's user sees his tenant's rows in every lookup, and learns nothing
// of another's.
func TestDictLookupsKeepToTheTenant(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		c := s.App.DB.Client
		sys := viewer.System(context.Background())
		require.NoError(t, c.SysTenant.Create().SetID(11).SetName("甲公司").Exec(sys))
		require.NoError(t, c.SysTenant.Create().SetID(22).SetName("乙公司").Exec(sys))
		mk := func(tenant int, user, depart string) string {
			ctx := viewer.NewContext(context.Background(), viewer.Viewer{TenantID: tenant, Username: "seed"})
			d, err := c.SysDepart.Create().SetDepartName(depart).SetOrgCode(depart).Save(ctx)
			require.NoError(t, err)
			role, err := c.SysRole.Create().SetRoleCode("tadmin").SetRoleName("租户管理员").Save(ctx)
			require.NoError(t, err)
			require.NoError(t, c.SysRolePermission.Create().SetRoleID(role.ID).SetPermissionID("m-depart").Exec(sys))
			u, err := seed.CreateUser(context.Background(), c, user, user, "secret123")
			require.NoError(t, err)
			require.NoError(t, c.SysUser.UpdateOne(u).SetRelTenantIds(map[int]string{11: "11", 22: "22"}[tenant]).Exec(sys))
			require.NoError(t, c.SysUserRole.Create().SetUserID(u.ID).SetRoleID(role.ID).Exec(sys))
			return d.ID
		}
		aID := mk(11, "usera", "A公司财务部")
		bID := mk(22, "userb", "B公司财务部")
		require.NoError(t, s.App.Perm.Changed(sys))
		ta := s.Token(t, "usera", "secret123")
		h := []string{"tenant_id", "11"}
		const code = "sys_depart,depart_name,id"

		var rows []dictRow
		r := dictGet(t, s, ta, "/sys/dict/loadDict/"+code+"?keyword=财务部", &rows, h...)
		require.True(t, r.Success, r.Message)
		require.Equal(t, []string{"A公司财务部"}, dictTexts(rows))
		r = dictGet(t, s, ta, "/sys/dict/loadDictOrderByValue/"+code+"?keyword="+bID+","+aID, &rows, h...)
		require.True(t, r.Success, r.Message)
		require.Equal(t, []string{"A公司财务部"}, dictTexts(rows))
		var texts []string
		dictGet(t, s, ta, "/sys/dict/loadDictItem/"+code+"?key="+bID+","+aID+"&delNotExist=false", &texts, h...)
		require.Equal(t, []string{bID, "A公司财务部"}, texts, "another tenant's key stays a key")
		var text string
		r = dictGet(t, s, ta, "/sys/dict/getDictText/"+code+"/"+bID, &text, h...)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "", text)
		var nodes []treeRow
		r = dictGet(t, s, ta, "/sys/dict/loadTreeData?tableName=sys_depart&text=depart_name&code=id&pidField=parent_id", &nodes, h...)
		require.True(t, r.Success, r.Message)
		require.Equal(t, []string{"A公司财务部"}, treeTitles(nodes), "neither tenant 22's nor the global departments")

		// Asking for another tenant with the header is refused.
		r = s.Do(t, "GET", "/sys/dict/loadDict/"+code+"?keyword=财务部", ta, nil, "tenant_id", "22")
		require.Equal(t, 401, r.Status)
		require.NotContains(t, string(r.Result), "B公司")
	})
}

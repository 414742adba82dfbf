package app_test

import (
	"context"
	"net/url"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/syspermission"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// catNode is the TreeSelectModel of the category selects.
type catNode struct {
	Key      string     `json:"key"`
	Title    string     `json:"title"`
	Value    string     `json:"value"`
	Code     string     `json:"code"`
	Leaf     bool       `json:"leaf"`
	ParentID string     `json:"parentId"`
	Children []*catNode `json:"children"`
}

func catCodes(nodes []*catNode) []string {
	out := []string{}
	for _, n := range nodes {
		out = append(out, n.Code)
	}
	return out
}

func addCategory(t *testing.T, s *testenv.Server, tok, pid, name string, headers ...string) map[string]any {
	t.Helper()
	body := map[string]any{"name": name, "code": "HOSTILE"} // the code is never typed
	if pid != "" {
		body["pid"] = pid
	}
	r := s.Do(t, "POST", "/sys/category/add", tok, body, headers...)
	require.True(t, r.Success, r.Message)
	var row map[string]any
	r.Decode(t, &row)
	return row
}

func catGet(t *testing.T, s *testenv.Server, tok, path string, v any, headers ...string) testenv.Reply {
	t.Helper()
	r := s.Do(t, "GET", path, tok, nil, headers...)
	if r.Success && v != nil {
		r.Decode(t, v)
	}
	return r
}

// The category dictionary numbers its nodes per level and answers the
// category selects in JeecgBoot's shapes.
func TestCategoryCodesAndSelects(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		tok := s.Token(t, "admin", seed.DemoAdminPassword)

		a := addCategory(t, s, tok, "", "水工")
		b := addCategory(t, s, tok, "0", "机电")
		a1 := addCategory(t, s, tok, a["id"].(string), "大坝")
		a2 := addCategory(t, s, tok, a["id"].(string), "溢洪道")
		a1x := addCategory(t, s, tok, a1["id"].(string), "坝基")
		require.Equal(t, []any{"A01", "A02", "A01A01", "A01A02", "A01A01A01"},
			[]any{a["code"], b["code"], a1["code"], a2["code"], a1x["code"]})
		require.Equal(t, "0", a["pid"])

		// An edit keeps the code; the generic tree list marks hasChild.
		r := s.Do(t, "PUT", "/sys/category/edit", tok, map[string]any{"id": b["id"], "name": "机电设备", "code": "Z99"})
		require.True(t, r.Success, r.Message)
		roots := s.List(t, tok, "/sys/category/list", url.Values{})
		require.Equal(t, []string{"A01", "A02"}, sortedColumn(roots, "code"))
		roots = s.List(t, tok, "/sys/category/rootList", url.Values{})
		require.Equal(t, []string{"A01", "A02"}, sortedColumn(roots, "code"), "JeecgBoot's name for the roots")

		// loadTreeRoot: the roots lazily, a code's children, or a whole subtree.
		var nodes []*catNode
		r = catGet(t, s, tok, "/sys/category/loadTreeRoot?async=true&pcode=0", &nodes)
		require.True(t, r.Success, r.Message)
		require.Equal(t, []string{"A01", "A02"}, catCodes(nodes))
		require.Equal(t, catNode{Key: a["id"].(string), Title: "水工", Value: a["id"].(string), Code: "A01", ParentID: "0"}, *nodes[0])
		require.True(t, nodes[1].Leaf)
		catGet(t, s, tok, "/sys/category/loadTreeRoot?async=true&pcode=", &nodes)
		require.Equal(t, []string{"A01", "A02"}, catCodes(nodes))
		catGet(t, s, tok, "/sys/category/loadTreeRoot?async=true&pcode=A01", &nodes)
		require.Equal(t, []string{"A01A01", "A01A02"}, catCodes(nodes))
		require.Equal(t, []bool{false, true}, []bool{nodes[0].Leaf, nodes[1].Leaf})
		require.Nil(t, nodes[0].Children, "async loads one level")
		catGet(t, s, tok, "/sys/category/loadTreeRoot?async=false&pcode=0", &nodes)
		require.Equal(t, []string{"A01A01", "A01A02"}, catCodes(nodes[0].Children))
		require.Equal(t, []string{"A01A01A01"}, catCodes(nodes[0].Children[0].Children))
		r = catGet(t, s, tok, "/sys/category/loadTreeRoot?async=true&pcode=B07", nil)
		require.Equal(t, "该编码【B07】不存在，请核实!", r.Message)

		// loadTreeChildren: one level under pid.
		r = catGet(t, s, tok, "/sys/category/loadTreeChildren?pid="+a["id"].(string), &nodes)
		require.True(t, r.Success, r.Message)
		require.Equal(t, []string{"A01A01", "A01A02"}, catCodes(nodes))
		require.Equal(t, a["id"], nodes[0].ParentID)
		require.Equal(t, "加载分类字典树参数有误.[null]!", catGet(t, s, tok, "/sys/category/loadTreeChildren", nil).Message)

		// loadOne: by a whitelisted property only.
		var one map[string]any
		r = catGet(t, s, tok, "/sys/category/loadOne?field=code&val=A01A01", &one)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "大坝", one["name"])
		require.Equal(t, "1", one["hasChild"])
		catGet(t, s, tok, "/sys/category/loadOne?field=name&val=溢洪道", &one)
		require.Equal(t, "A01A02", one["code"])
		require.Equal(t, "查询无果", catGet(t, s, tok, "/sys/category/loadOne?field=id&val=nope", nil).Message)
		for _, f := range []string{"password", "code=1 or 1", "1;drop table sys_category", "tenant_id", "del_flag"} {
			r = catGet(t, s, tok, "/sys/category/loadOne?"+url.Values{"field": {f}, "val": {"x"}}.Encode(), nil)
			require.False(t, r.Success, f)
			require.Equal(t, "不支持的查询字段："+f, r.Message)
		}

		// loadTreeData: by pid or pcode, narrowed by whitelisted conditions.
		r = catGet(t, s, tok, "/sys/category/loadTreeData?pcode=A01", &nodes)
		require.True(t, r.Success, r.Message)
		require.Equal(t, []string{"A01A01", "A01A02"}, catCodes(nodes))
		catGet(t, s, tok, "/sys/category/loadTreeData?pid="+a["id"].(string)+"&"+url.Values{"condition": {`{"name":"溢洪道"}`}}.Encode(), &nodes)
		require.Equal(t, []string{"A01A02"}, catCodes(nodes))
		catGet(t, s, tok, "/sys/category/loadTreeData?pcode=0", &nodes)
		require.Equal(t, []string{"A01", "A02"}, catCodes(nodes))
		for cond, msg := range map[string]string{
			`{"1=1 or name":"x"}`: "不支持的条件字段：1=1 or name",
			`{"tenant_id":"1"}`:   "不支持的条件字段：tenant_id",
			`not json`:            "condition传值有误，需要一个json字符串!",
		} {
			r = catGet(t, s, tok, "/sys/category/loadTreeData?pcode=0&"+url.Values{"condition": {cond}}.Encode(), nil)
			require.False(t, r.Success, cond)
			require.Equal(t, msg, r.Message, cond)
		}
		require.Equal(t, "加载分类字典树参数有误.[code]!", catGet(t, s, tok, "/sys/category/loadTreeData?pcode=Q01", nil).Message)
		require.Equal(t, "加载分类字典树参数有误.[null]!", catGet(t, s, tok, "/sys/category/loadTreeData", nil).Message)

		// loadDictItem: names in ids order; unknown ids dropped or kept.
		var names []string
		ids := a2["id"].(string) + ",nope," + a["id"].(string)
		r = catGet(t, s, tok, "/sys/category/loadDictItem/?ids="+ids, &names)
		require.True(t, r.Success, r.Message)
		require.Equal(t, []string{"溢洪道", "水工"}, names)
		catGet(t, s, tok, "/sys/category/loadDictItem?delNotExist=false&ids="+ids, &names)
		require.Equal(t, []string{"溢洪道", "nope", "水工"}, names)

		// loadAllData: every node under a code prefix.
		var items []map[string]string
		r = catGet(t, s, tok, "/sys/category/loadAllData?code=A01A01", &items)
		require.True(t, r.Success, r.Message)
		require.Equal(t, []map[string]string{
			{"value": a1["id"].(string), "text": "大坝", "title": "大坝"},
			{"value": a1x["id"].(string), "text": "坝基", "title": "坝基"},
		}, items)
		require.Equal(t, "无数据,参数有误.[code]", catGet(t, s, tok, "/sys/category/loadAllData?code=Q", nil).Message)

		// checkCode: a child's code starts with its parent's.
		require.True(t, catGet(t, s, tok, "/sys/category/checkCode?pid="+a["id"].(string)+"&code=A01A09", nil).Success)
		require.Equal(t, `编码不符合规范,须以"A01"开头!`,
			catGet(t, s, tok, "/sys/category/checkCode?pid="+a["id"].(string)+"&code=A02A01", nil).Message)
		require.Equal(t, "错误,类型编码为空!", catGet(t, s, tok, "/sys/category/checkCode?pid=0", nil).Message)

		// Deleted nodes keep their codes taken (a node goes with its subtree: TestJeecgClient).
		r = s.Do(t, "DELETE", "/sys/category/delete?id="+a2["id"].(string), tok, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, "A01A03", addCategory(t, s, tok, a["id"].(string), "泄洪洞")["code"])
		catGet(t, s, tok, "/sys/category/loadTreeChildren?pid="+a["id"].(string), &nodes)
		require.Equal(t, []string{"A01A01", "A01A03"}, catCodes(nodes))

		// Parallel adds get distinct codes.
		var wg sync.WaitGroup
		codes := make([]string, 6)
		for i := range codes {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := s.Do(t, "POST", "/sys/category/add", tok, map[string]any{"name": "并发", "pid": b["id"]})
				if r.Success {
					var row map[string]any
					r.Decode(t, &row)
					codes[i], _ = row["code"].(string)
				}
			}()
		}
		wg.Wait()
		require.ElementsMatch(t, []string{"A02A01", "A02A02", "A02A03", "A02A04", "A02A05", "A02A06"}, codes)

		// Without the category menu: refused.
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		for _, p := range []string{"loadTreeRoot?async=true&pcode=0", "loadTreeChildren?pid=0", "loadOne?field=code&val=A01",
			"loadTreeData?pcode=0", "loadDictItem/?ids=" + a["id"].(string), "loadDictItem?ids=" + a["id"].(string),
			"loadAllData?code=A", "checkCode?pid=0&code=A01"} {
			r = catGet(t, s, eng, "/sys/category/"+p, nil)
			require.Equal(t, 510, r.Code, p)
			require.NotContains(t, string(r.Result), "水工", p)
		}
	})
}

// A tenant's categories are its own: numbered among all, seen by it alone.
func TestCategoriesKeepToTheTenant(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		c := s.App.DB.Client
		sys := viewer.System(context.Background())
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		mine := addCategory(t, s, adm, "", "平台分类")

		require.NoError(t, c.SysTenant.Create().SetID(11).SetName("甲公司").Exec(sys))
		tctx := viewer.NewContext(context.Background(), viewer.Viewer{TenantID: 11, Username: "seed"})
		role, err := c.SysRole.Create().SetRoleCode("catadmin").SetRoleName("分类管理员").Save(tctx)
		require.NoError(t, err)
		perms, err := c.SysPermission.Query().Where(syspermission.Or(syspermission.ID("m-category"),
			syspermission.ParentID("m-category"))).IDs(sys)
		require.NoError(t, err)
		require.Greater(t, len(perms), 1, "the menu and its buttons")
		for _, p := range perms {
			require.NoError(t, c.SysRolePermission.Create().SetRoleID(role.ID).SetPermissionID(p).Exec(sys))
		}
		u, err := seed.CreateUser(context.Background(), c, "cattenant", "甲", "secret123")
		require.NoError(t, err)
		require.NoError(t, c.SysUser.UpdateOne(u).SetRelTenantIds("11").Exec(sys))
		require.NoError(t, c.SysUserRole.Create().SetUserID(u.ID).SetRoleID(role.ID).Exec(sys))
		require.NoError(t, s.App.Perm.Changed(sys))
		tok := s.Token(t, "cattenant", "secret123")
		h := []string{"tenant_id", "11"}

		theirs := addCategory(t, s, tok, "", "甲公司分类", h...)
		require.Equal(t, "A02", theirs["code"], "codes are unique across tenants")
		kid := addCategory(t, s, tok, theirs["id"].(string), "甲公司子类", h...)
		require.Equal(t, "A02A01", kid["code"])
		// The admin's node is no parent for the tenant.
		r := s.Do(t, "POST", "/sys/category/add", tok, map[string]any{"name": "越权", "pid": mine["id"]}, h...)
		require.False(t, r.Success)

		var nodes []*catNode
		catGet(t, s, tok, "/sys/category/loadTreeRoot?async=false&pcode=0", &nodes, h...)
		require.Equal(t, []string{"A02"}, catCodes(nodes))
		require.Equal(t, []string{"A02A01"}, catCodes(nodes[0].Children))
		catGet(t, s, adm, "/sys/category/loadTreeRoot?async=false&pcode=0", &nodes)
		require.Equal(t, []string{"A01"}, catCodes(nodes))
		require.Equal(t, "该编码【A02】不存在，请核实!", catGet(t, s, adm, "/sys/category/loadTreeRoot?async=true&pcode=A02", nil).Message)
		require.Equal(t, "查询无果", catGet(t, s, adm, "/sys/category/loadOne?field=code&val=A02", nil).Message)
		require.Equal(t, "查询无果", catGet(t, s, tok, "/sys/category/loadOne?field=code&val=A01", nil, h...).Message)
		var names []string
		catGet(t, s, tok, "/sys/category/loadDictItem/?delNotExist=false&ids="+mine["id"].(string)+","+theirs["id"].(string), &names, h...)
		require.Equal(t, []string{mine["id"].(string), "甲公司分类"}, names)
		var items []map[string]string
		catGet(t, s, tok, "/sys/category/loadAllData?code=0", &items, h...)
		require.Len(t, items, 2)
		require.Equal(t, "无数据,参数有误.[code]", catGet(t, s, adm, "/sys/category/loadAllData?code=A02", nil).Message)
		catGet(t, s, tok, "/sys/category/loadTreeData?pcode=0&"+url.Values{"condition": {`{"code":"A01"}`}}.Encode(), &nodes, h...)
		require.Empty(t, nodes)

		// Nothing of the tenant's leaked into the admin's rows.
		n, err := c.SysCategory.Query().Count(viewer.NewContext(context.Background(), viewer.Viewer{Username: "x"}))
		require.NoError(t, err)
		require.Equal(t, 1, n)
	})
}

package app_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"
	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/server/auth"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// What JeecgBoot 2.4.2's own Vue client sends and reads, call by call, where
// it differs from our UI: the menu it can open, the recycle bin's plain
// array (members_test), deleting a category with its subtree, syncNotic
// after reading, 启动/停止 by job class, and the notice socket it opens with
// no token.
func TestJeecgClient(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		engID, admID := s.User(t, "engineer").ID, s.User(t, "admin").ID

		t.Run("the menu holds only pages the client has", func(t *testing.T) {
			menuOf := func(path string) []map[string]any {
				r := s.Do(t, "GET", path, adm, nil)
				require.True(t, r.Success, r.Message)
				var up struct{ Menu []map[string]any }
				r.Decode(t, &up)
				return up.Menu
			}
			components := func(nodes []map[string]any) map[string]string {
				out := map[string]string{}
				var walk func([]map[string]any)
				walk = func(ns []map[string]any) {
					for _, n := range ns {
						meta, _ := n["meta"].(map[string]any)
						out[fmt.Sprint(n["component"])] = fmt.Sprint(meta["title"])
						kids, _ := n["children"].([]any)
						var km []map[string]any
						for _, k := range kids {
							km = append(km, k.(map[string]any))
						}
						if strings.HasPrefix(fmt.Sprint(n["component"]), "layouts/") && meta["url"] == nil {
							require.NotEmpty(t, km, "folder %s is not left empty", meta["title"])
						}
						walk(km)
					}
				}
				walk(nodes)
				return out
			}
			jeecg := components(menuOf("/sys/permission/getUserPermissionByToken?_t=1"))
			ours := components(menuOf("/sys/permission/getUserPermissionByToken?client=aqueduct"))
			require.Equal(t, "我的部门", jeecg["system/DepartUserList"], "2.4.2's component for 我的部门")
			require.Equal(t, "我的部门", ours["system/DepartUserList"])
			for _, c := range []string{"sys/quartzJobLog/List", "home/MapPage", "safety/cmisHiddenDanger/List"} {
				require.Contains(t, ours, c, "our UI has every page")
				require.NotContains(t, jeecg, c, "2.4.2 has no %s", c)
			}
			for c := range jeecg {
				require.True(t, jeecg242Views[c], "2.4.2's client has no %s", c)
			}
			for c, title := range ours {
				if jeecg242Views[c] {
					require.Contains(t, jeecg, c, "%s (%s) is a page of 2.4.2: offered", title, c)
				}
			}

			// A menu saved before the seed used 2.4.2's name is offered under it.
			require.NoError(t, c.SysPermission.UpdateOneID("m-mydepart").SetComponent("system/MyDepartList").Exec(ctx))
			require.NoError(t, s.App.Perm.Changed(ctx))
			jeecg = components(menuOf("/sys/permission/getUserPermissionByToken"))
			require.Equal(t, "我的部门", jeecg["system/DepartUserList"])
			require.Equal(t, "我的部门", components(menuOf("/sys/permission/getUserPermissionByToken?client=aqueduct"))["system/MyDepartList"])
		})

		t.Run("a category goes with its subtree, only when all of it is the caller's", func(t *testing.T) {
			// The engineer may list and delete categories, but only those he created.
			rule, err := c.SysPermissionDataRule.Create().SetPermissionID("m-category").SetRuleName("本人创建").
				SetRuleColumn("createBy").SetRuleConditions("=").SetRuleValue("#{sys_user_code}").Save(ctx)
			require.NoError(t, err)
			roleID, err := c.SysRole.Query().Where(sysrole.RoleCode("engineer")).OnlyID(ctx)
			require.NoError(t, err)
			for _, p := range []string{"m-category", "m-category-add", "m-category-delete"} {
				require.NoError(t, c.SysRolePermission.Create().SetRoleID(roleID).SetPermissionID(p).Exec(ctx))
			}
			_, err = c.SysRolePermission.Update().Where(sysrolepermission.RoleID(roleID),
				sysrolepermission.PermissionID("m-category")).SetDataRuleIds(rule.ID + ",").Save(ctx)
			require.NoError(t, err)
			require.NoError(t, s.App.Perm.Changed(ctx))

			root := addCategory(t, s, eng, "", "删除测试")["id"].(string)
			mine := addCategory(t, s, eng, root, "本人子类")["id"].(string)
			deep := addCategory(t, s, eng, mine, "本人孙类")["id"].(string)
			other := addCategory(t, s, adm, root, "他人子类")["id"].(string)
			exists := func(id string) bool {
				return s.Do(t, "GET", "/sys/category/queryById?id="+id, adm, nil).Success
			}

			r := s.Do(t, "DELETE", "/sys/category/delete?id="+root, eng, nil)
			require.Equal(t, "该节点下有您无权删除的下级节点", r.Message)
			for _, id := range []string{root, mine, deep, other} {
				require.True(t, exists(id), "nothing deleted")
			}
			r = s.Do(t, "DELETE", "/sys/category/delete?id="+mine, eng, nil)
			require.True(t, r.Success, r.Message)
			require.False(t, exists(mine))
			require.False(t, exists(deep), "its child went with it")
			require.True(t, exists(root))

			again := addCategory(t, s, adm, other, "他人孙类")["id"].(string)
			r = s.Do(t, "DELETE", "/sys/category/deleteBatch?ids="+root+",", adm, nil)
			require.True(t, r.Success, r.Message)
			for _, id := range []string{root, other, again} {
				require.False(t, exists(id), "the whole subtree is gone")
			}
		})

		t.Run("syncNotic answers success and tells only whom it should", func(t *testing.T) {
			engSock := s.OpenNotices(t, engID, eng)
			admSock := s.OpenNotices(t, admID, adm)
			sync := func(tok, anntID string) testenv.Reply {
				q := url.Values{"_t": {"1"}}
				if anntID != "" {
					q.Set("anntId", anntID)
				}
				return s.Do(t, "GET", "/sys/annountCement/syncNotic?"+q.Encode(), tok, nil)
			}

			// 全部标注已读 of 我的消息: no anntId; the reader's own bells reload.
			require.True(t, s.Do(t, "PUT", "/sys/sysAnnouncementSend/readAll", eng, nil).Success)
			require.Equal(t, "topic", engSock.Read(t)["cmd"], "readAll's own push")
			r := sync(eng, "")
			require.True(t, r.Success, r.Message)
			m := engSock.Read(t)
			require.Equal(t, "user", m["cmd"])
			require.Equal(t, "批量设置已读", m["msgTxt"])
			admSock.NoFrame(t, 300*time.Millisecond)

			id := s.AddAnnouncement(t, adm, map[string]any{"titile": "同步测试", "msgCategory": "1", "priority": "M",
				"msgType": "USER", "userIds": engID})
			require.Equal(t, "未找到对应实体", sync(eng, id).Message, "a draft is not his to hear of")
			require.True(t, sync(adm, id).Success)
			engSock.NoFrame(t, 300*time.Millisecond) // nobody hears of a draft

			require.True(t, s.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+id, adm, nil).Success)
			require.Equal(t, id, engSock.Read(t)["msgId"])
			// The engineer read it in 我的消息: his own bells reload, nobody else's.
			require.True(t, s.Do(t, "PUT", "/sys/sysAnnouncementSend/editByAnntIdAndUserId", eng, map[string]any{"anntId": id}).Success)
			require.True(t, sync(eng, id).Success)
			m = engSock.Read(t)
			require.Equal(t, id, m["msgId"])
			admSock.NoFrame(t, 300*time.Millisecond)

			// 撤销 then syncNotic, as 2.4.2's 系统通告 does: success, the recipients reload.
			require.True(t, s.Do(t, "GET", "/sys/annountCement/doReovkeData?id="+id, adm, nil).Success)
			require.Equal(t, "topic", engSock.Read(t)["cmd"])
			r = sync(adm, id)
			require.True(t, r.Success, r.Message)
			m = engSock.Read(t)
			require.Equal(t, id, m["msgId"])
			require.Nil(t, m["msgTxt"], "a revoked notice's title is not sent again")
			require.Equal(t, "未找到对应实体", sync(eng, "no-such-id").Message)
		})

		t.Run("启动 and 停止 name the job by its class", func(t *testing.T) {
			var jobs testenv.Page
			r := s.Do(t, "GET", "/sys/quartzJob/list?pageSize=50", adm, nil)
			require.True(t, r.Success, r.Message)
			r.Decode(t, &jobs)
			require.NotEmpty(t, jobs.Records)
			job := jobs.Records[0]
			class, id := job["jobClassName"].(string), job["id"].(string)
			status := func() float64 {
				var row struct{ Status float64 }
				s.Do(t, "GET", "/sys/quartzJob/queryById?id="+id, adm, nil).Decode(t, &row)
				return row.Status
			}
			r = s.Do(t, "GET", "/sys/quartzJob/pause?jobClassName="+url.QueryEscape(class), adm, nil)
			require.True(t, r.Success, r.Message)
			require.Equal(t, "暂停定时任务成功", r.Message)
			require.EqualValues(t, -1, status())
			r = s.Do(t, "GET", "/sys/quartzJob/resume?jobClassName="+url.QueryEscape(class), adm, nil)
			require.True(t, r.Success, r.Message)
			require.EqualValues(t, 0, status())
			require.Equal(t, "未找到对应数据", s.Do(t, "GET", "/sys/quartzJob/pause?jobClassName=org.jeecg.NoSuchJob", adm, nil).Message)
			require.Equal(t, "未找到对应数据", s.Do(t, "GET", "/sys/quartzJob/pause", adm, nil).Message)
			require.False(t, s.Do(t, "GET", "/sys/quartzJob/pause?jobClassName="+url.QueryEscape(class), eng, nil).Success,
				"still the edit permission")
		})

		t.Run("the notice socket with the login's cookie, from this origin only", func(t *testing.T) {
			key := fmt.Sprint(time.Now().UnixNano())
			require.True(t, s.Do(t, "GET", "/sys/randomImage/"+key, "", nil).Success)
			body, _ := json.Marshal(map[string]any{"username": "engineer", "password": seed.DemoEngineerPassword,
				"captcha": "1234", "checkKey": key})
			res, err := http.Post(s.URL+"/sys/login", "application/json", strings.NewReader(string(body)))
			require.NoError(t, err)
			var login struct {
				Result struct{ Token string }
			}
			require.NoError(t, json.NewDecoder(res.Body).Decode(&login))
			res.Body.Close()
			base, _ := url.Parse(s.URL)
			var cookie *http.Cookie
			paths := map[string]bool{}
			for _, ck := range res.Cookies() {
				if ck.Name != auth.SocketCookie {
					continue
				}
				require.Equal(t, login.Result.Token, ck.Value)
				require.True(t, ck.HttpOnly, "no script reads it")
				require.Equal(t, http.SameSiteStrictMode, ck.SameSite, "no other site's page sends it")
				paths[ck.Path], cookie = true, ck
			}
			require.Equal(t, map[string]bool{base.Path + "/websocket": true, base.Path + "/vxeSocket": true}, paths,
				"sent to the sockets only")

			origin := "http://" + base.Host
			dial := func(o string, ck *http.Cookie) (*websocket.Conn, *http.Response, error) {
				h := http.Header{}
				if o != "" {
					h.Set("Origin", o)
				}
				if ck != nil {
					h.Set("Cookie", ck.Name+"="+ck.Value)
				}
				d := websocket.Dialer{HandshakeTimeout: 5 * time.Second}
				conn, res, err := d.Dial("ws"+strings.TrimPrefix(s.URL, "http")+"/websocket/"+engID, h)
				if conn != nil {
					t.Cleanup(func() { conn.Close() })
				}
				return conn, res, err
			}
			_, res, err = dial("https://evil.example", cookie)
			require.Error(t, err)
			require.Equal(t, http.StatusForbidden, res.StatusCode, "another origin's page")
			_, res, err = dial("", cookie)
			require.Error(t, err)
			require.Equal(t, http.StatusForbidden, res.StatusCode, "no origin")
			conn, res, err := dial(origin, cookie)
			require.NoError(t, err)
			require.Equal(t, http.StatusSwitchingProtocols, res.StatusCode)
			f := testenv.Watch(t, conn)
			f.Send(t, "HeartBeat")
			require.Equal(t, "heartcheck", f.Read(t)["cmd"])

			// Logout clears the cookie and the token is dead.
			req, _ := http.NewRequest("POST", s.URL+"/sys/logout", nil)
			req.Header.Set("X-Access-Token", login.Result.Token)
			res, err = http.DefaultClient.Do(req)
			require.NoError(t, err)
			res.Body.Close()
			cleared := 0
			for _, ck := range res.Cookies() {
				if ck.Name == auth.SocketCookie && ck.MaxAge < 0 {
					cleared++
				}
			}
			require.Equal(t, 2, cleared)
			_, res, err = dial(origin, cookie)
			require.Error(t, err)
			require.Equal(t, http.StatusUnauthorized, res.StatusCode)
		})
	})
}

// jeecg242Views are the page components of JeecgBoot 2.4.2's Vue client
// (its src/views and src/components/layouts) this API serves.
var jeecg242Views = map[string]bool{}

func init() {
	for _, c := range strings.Fields(`layouts/RouteView layouts/PageView layouts/BlankLayout layouts/TabLayout
		layouts/IframePageView dashboard/Analysis dashboard/Workplace account/center/Index account/settings/Index
		system/AddressList system/DataLogList system/DepartList system/DepartUserList system/DictDeleteList
		system/DictItemList system/DictList system/LogList system/PermissionDataRuleList system/PermissionList
		system/QuartzJobList system/RoleList system/RoleUserList system/SysAnnouncementList system/SysCategoryList
		system/SysCheckRuleList system/SysDataSourceList system/SysFillRuleList system/SysGatewayRouteList
		system/SysPositionList system/TenantList system/UserAnnouncementList system/UserList
		modules/monitor/DiskMonitoring modules/monitor/HttpTrace modules/monitor/JvmInfo
		modules/monitor/RedisInfo modules/monitor/SystemInfo modules/monitor/TomcatInfo`) {
		jeecg242Views[c] = true
	}
}

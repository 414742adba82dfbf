package app_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysfile"
	"aqueduct/ent/sysuser"
	"aqueduct/server/config"
	"aqueduct/server/crud"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// An upload saved in any resource's file or image field is bound to it: the
// orphan cleaner removes only the temp uploads no record took.
func TestSavedUploadsAreNoOrphans(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db, func(c *config.Config) { c.BlobURL = "mem://" })
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		s.MatrixSetup(t)
		sys := viewer.System(context.Background())
		upload := func(name string) string {
			r := s.UploadFile(t, admin, name, testenv.PNG(t))
			require.True(t, r.Success, r.Message)
			return r.Message
		}
		kept := map[string]bool{}
		n := 0
		rows := 0
		for _, r := range crud.Resources() {
			if r.Main != "" {
				continue // a child table is saved with its parent, below
			}
			for _, f := range r.Fields {
				if !f.Form || (f.Widget != "file" && f.Widget != "image") {
					continue
				}
				n++
				path := upload(fmt.Sprintf("%s-%s.png", r.Key, f.Name))
				body := s.MatrixBody(t, admin, r, 700+n)
				body[f.Name] = path
				rep := s.Do(t, "POST", "/"+r.Prefix+"/add", admin, body)
				require.True(t, rep.Success, "%s: %s", r.Key, rep.Message)
				kept[path] = true
			}
			// A child row's file field, in the parent's add.
			for _, c := range r.Children {
				for _, f := range c.Fields {
					if !f.Form || (f.Widget != "file" && f.Widget != "image") {
						continue
					}
					n++
					rows++
					path := upload(fmt.Sprintf("%s-%s.png", c.Key, f.Name))
					row := s.MatrixBody(t, admin, c.Resource, 700+n)
					if main, _, ok := c.Field(c.MainColumn); ok {
						delete(row, main.Name) // the parent's id is the server's
					}
					row[f.Name] = path
					body := s.MatrixBody(t, admin, r, 700+n)
					body[c.ListKey] = []any{row}
					rep := s.Do(t, "POST", "/"+r.Prefix+"/add", admin, body)
					require.True(t, rep.Success, "%s.%s: %s", r.Key, c.Key, rep.Message)
					kept[path] = true
				}
			}
		}
		require.GreaterOrEqual(t, n, 2, "the user's avatar and the monthly report's attachment at least")
		require.NotZero(t, rows, "验收项目's 现场照片 at least")
		lost := upload("nobody.png")

		gone, err := s.App.Files.CleanOrphans(context.Background(), -time.Minute)
		require.NoError(t, err)
		require.Equal(t, 1, gone)
		left, err := s.App.DB.Client.SysFile.Query().Where(sysfile.Biz("temp")).Select(sysfile.FieldPath).Strings(sys)
		require.NoError(t, err)
		require.Len(t, left, len(kept))
		for _, p := range left {
			require.True(t, kept[p], p)
		}
		require.NotContains(t, left, lost)
	})
}

// 账户设置: every user edits their own profile and avatar, nothing else, and
// nobody else's, without the right to manage users.
func TestAccountEditsOnlyOwnProfile(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db, func(c *config.Config) { c.BlobURL = "mem://" })
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		sys := viewer.System(context.Background())
		c := s.App.DB.Client
		before := c.SysUser.Query().Where(sysuser.Username("engineer")).OnlyX(sys)
		admin := c.SysUser.Query().Where(sysuser.Username("admin")).OnlyX(sys)

		// The engineer may not edit users ...
		rep := s.Do(t, "PUT", "/sys/user/edit", eng, map[string]any{"id": before.ID, "realname": "改名"})
		require.False(t, rep.Success)

		// ... but his own profile, whatever id or username the body names.
		up := s.UploadFile(t, eng, "头像.png", testenv.PNG(t))
		require.True(t, up.Success, up.Message)
		rep = s.Do(t, "PUT", "/sys/user/appEdit", eng, map[string]any{
			"id": admin.ID, "username": "admin", "realname": "新名字", "avatar": up.Message, "sex": 2,
			"email": "eng@example.com", "phone": "13912345678", "status": 2, "password": "Hacked123", "orgCode": "A99",
			"relTenantIds": "9", "selectedroles": "x",
		})
		require.True(t, rep.Success, rep.Message)
		require.Equal(t, "保存成功！", rep.Message)
		var got struct{ Username, Realname, Avatar, Password string }
		rep.Decode(t, &got)
		require.Equal(t, "engineer", got.Username)
		require.Equal(t, "新名字", got.Realname)
		require.Empty(t, got.Password, "never in a reply")

		after := c.SysUser.GetX(sys, before.ID)
		require.Equal(t, "新名字", after.Realname)
		require.Equal(t, up.Message, *after.Avatar)
		require.Equal(t, 2, *after.Sex)
		require.Equal(t, before.Password, after.Password)
		require.Equal(t, before.Status, after.Status)
		require.Equal(t, before.OrgCode, after.OrgCode)
		require.Equal(t, before.RelTenantIds, after.RelTenantIds)
		require.Equal(t, "管理员", c.SysUser.GetX(sys, admin.ID).Realname, "the admin is untouched")
		require.True(t, c.SysFile.Query().Where(sysfile.Path(up.Message)).OnlyX(sys).Bound, "the avatar is no orphan")

		// The form's checks hold: a taken e-mail, a bad phone, an empty name.
		c.SysUser.UpdateOneID(admin.ID).SetEmail("admin@example.com").ExecX(sys)
		for name, body := range map[string]map[string]any{
			"taken":    {"email": "admin@example.com"},
			"pattern":  {"phone": "12"},
			"required": {"realname": ""},
		} {
			rep = s.Do(t, "PUT", "/sys/user/appEdit", eng, body)
			require.False(t, rep.Success, name)
			require.NotEmpty(t, rep.Message, name)
		}
		require.Equal(t, "新名字", c.SysUser.GetX(sys, before.ID).Realname)

		// Without a session: refused.
		require.Equal(t, 401, s.Do(t, "PUT", "/sys/user/appEdit", "", map[string]any{"realname": "x"}).Status)
	})
}

// JeecgBoot's PDF viewer route leads to the UI's viewer, never elsewhere.
func TestPdfPreviewRouteRedirectsToViewer(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		for file, want := range map[string]string{
			"temp/20261123/ab_说明.pdf":    "/pdf/preview?file=temp%2F20261123%2Fab_%E8%AF%B4%E6%98%8E.pdf",
			"https://evil.example/x.pdf": "/pdf/preview",
			"//evil.example/x.pdf":       "/pdf/preview",
			"":                           "/pdf/preview",
		} {
			res, err := client.Get(s.URL + "/sys/common/pdf/pdfPreviewIframe?file=" + url.QueryEscape(file))
			require.NoError(t, err)
			res.Body.Close()
			require.Equal(t, http.StatusFound, res.StatusCode, file)
			require.Equal(t, want, res.Header.Get("Location"), file)
		}
	})
}

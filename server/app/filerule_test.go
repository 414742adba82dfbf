package app_test

import (
	"context"
	"fmt"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysfile"
	"aqueduct/server/crud"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestEveryFileFieldFollowsItsRecord: for every file and image field of every
// business record and of its child rows, on both databases, a file the admin
// keeps in a record is served to him, and neither served to nor attachable by
// a user who may not see that record — the matrix user, who holds every right
// but sees only what he created, and a user with no rights at all — while the
// matrix user's own upload goes into his own record and is served to him;
// deleting that record releases the file, read by him alone till the
// cleaner takes it.
// System records' files (an avatar, a notice's attachment) are the tenant's
// and stay out of this rule.
func TestEveryFileFieldFollowsItsRecord(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		s.MatrixSetup(t)
		ruled := matrixUser(t, s, admin)
		rep := s.Do(t, "POST", "/sys/user/add", admin, map[string]any{"username": "nobody", "realname": "无权", "password": "Nobody123"})
		require.True(t, rep.Success, rep.Message)
		nobody := s.Token(t, "nobody", "Nobody123")

		status := func(tok, path string) int {
			res, _ := s.Download(t, tok, "/sys/common/static/"+escapePath(path))
			return res.StatusCode
		}
		bound := func(path string) bool {
			return s.App.DB.Client.SysFile.Query().Where(sysfile.Path(path)).OnlyX(viewer.System(context.Background())).Bound
		}
		upload := func(tok, name string) string {
			r := s.UploadFile(t, tok, name, testenv.PNG(t))
			require.True(t, r.Success, r.Message)
			return r.Message
		}
		n, fields := 0, 0
		for _, page := range crud.Resources() {
			if !page.Business() || page.ReadOnly {
				continue
			}
			tables := []*crud.Resource{page}
			for _, ch := range page.Children {
				tables = append(tables, ch.Resource)
			}
			for _, r := range tables {
				for _, f := range r.Fields {
					if f.Widget != "file" && f.Widget != "image" || !f.Form {
						continue
					}
					fields++
					t.Run(r.Key+"."+f.Name, func(t *testing.T) {
						// body is an add of page whose record (or first child row) holds path in f.
						body := func(path string) map[string]any {
							n++
							main := s.MatrixBody(t, admin, page, 600+n)
							row := main
							for _, ch := range page.Children {
								if ch.Resource == r {
									row = s.MatrixBody(t, admin, r, 700+n)
									main[ch.ListKey] = []map[string]any{row}
								}
							}
							row[f.Name] = path
							return main
						}
						base := "/" + page.Prefix
						theirs := upload(admin, fmt.Sprintf("%s-%s.png", r.Key, f.Name))
						rep := s.Do(t, "POST", base+"/add", admin, body(theirs))
						require.True(t, rep.Success, rep.Message)

						require.Equal(t, 200, status(admin, theirs), "the admin reads the file of his record")
						require.Equal(t, 404, status(ruled, theirs), "a file of a record he may not see is not served")
						require.Equal(t, 404, status(nobody, theirs), "nor to a user without rights")

						rep = s.Do(t, "POST", base+"/add", ruled, body(theirs))
						require.False(t, rep.Success, "another's file cannot be attached")
						require.Contains(t, rep.Message, f.Label+"：文件「")
						require.Contains(t, rep.Message, "」不存在或无权使用，请重新上传")

						mine := upload(ruled, "本人.png")
						rep = s.Do(t, "POST", base+"/add", ruled, body(mine))
						require.True(t, rep.Success, rep.Message)
						require.Equal(t, 200, status(ruled, mine), "his own upload in his own record")
						require.Equal(t, 404, status(nobody, mine))

						// Deleted, the record releases the file (the cleaner takes it); till
						// then only its uploader reads it.
						var added struct{ ID string }
						rep.Decode(t, &added)
						require.True(t, bound(mine))
						rep = s.Do(t, "DELETE", base+"/delete?id="+url.QueryEscape(added.ID), ruled, nil)
						require.True(t, rep.Success, rep.Message)
						require.False(t, bound(mine), "a deleted record's file is released")
						require.Equal(t, 200, status(ruled, mine), "the uploader still reads it")
						require.Equal(t, 404, status(nobody, mine))
						require.Equal(t, 404, status(admin, mine), "a deleted record shows its file to nobody else")
					})
				}
			}
		}
		require.GreaterOrEqual(t, fields, 16, "the business file fields of the schema (16 today; a new one is looped over too)")
	})
}

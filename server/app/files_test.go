package app_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysfile"
	"aqueduct/server/config"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

type uploaded struct {
	ID, Name, Path, ContentType string
	Size                        int64
}

func TestFilesUploadAndDownload(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		for i, bucket := range []string{"file", "mem://"} {
			t.Run(strings.Trim(bucket, ":/"), func(t *testing.T) {
				s := testenv.Start(t, db, func(c *config.Config) {
					if bucket != "file" {
						c.BlobURL = bucket
					}
				})
				tok := s.Token(t, "admin", seed.DemoAdminPassword)
				img := testenv.PNG(t)

				// Upload: the key in message, the row in result.
				r := s.UploadFile(t, tok, `C:\fakepath\我的 图#片.png`, img, "biz", "jeditor/notes", "isup", "1")
				require.True(t, r.Success, r.Message)
				var f uploaded
				r.Decode(t, &f)
				require.Equal(t, f.Path, r.Message)
				require.Equal(t, "我的图片.png", f.Name)
				require.Regexp(t, `^jeditor/notes/\d{8}/[0-9a-f]{16}_我的图片\.png$`, f.Path)
				require.Equal(t, "image/png", f.ContentType)
				require.EqualValues(t, len(img), f.Size)
				require.NotEmpty(t, f.ID)
				row, err := s.App.DB.Client.SysFile.Get(viewer.System(context.Background()), f.ID)
				require.NoError(t, err)
				require.Equal(t, "admin", row.CreateBy)
				require.Len(t, row.Sha256, 64)

				// Download: the same bytes, inline, sniffed type, nosniff.
				for _, p := range []string{"/sys/common/static/", "/sys/common/view/"} {
					res, b := s.Download(t, tok, p+escapePath(f.Path))
					require.Equal(t, 200, res.StatusCode, string(b))
					require.Equal(t, img, b)
					require.Equal(t, "image/png", res.Header.Get("Content-Type"))
					require.Equal(t, "nosniff", res.Header.Get("X-Content-Type-Options"))
					require.Equal(t, "inline", res.Header.Get("Content-Disposition"))
				}

				// An <img> passes the token in the query, on static only.
				res, err := http.Get(s.URL + "/sys/common/static/" + escapePath(f.Path) + "?token=" + tok)
				require.NoError(t, err)
				res.Body.Close()
				require.Equal(t, 200, res.StatusCode)
				res, err = http.Get(s.URL + "/sys/common/view/" + escapePath(f.Path) + "?token=" + tok)
				require.NoError(t, err)
				res.Body.Close()
				require.Equal(t, 401, res.StatusCode)

				// Without a session: 401.
				r = s.Do(t, "GET", "/sys/common/static/"+escapePath(f.Path), "", nil)
				require.Equal(t, 401, r.Status)
				r = s.UploadFile(t, "", "a.txt", []byte("hello"))
				require.Equal(t, 401, r.Status)

				// A text file is an attachment with its name; default biz temp.
				r = s.UploadFile(t, tok, "说明.txt", []byte("第一行\n"))
				require.True(t, r.Success, r.Message)
				require.True(t, strings.HasPrefix(r.Message, "temp/"), r.Message)
				res, b := s.Download(t, tok, "/sys/common/static/"+escapePath(r.Message))
				require.Equal(t, 200, res.StatusCode)
				require.Equal(t, "第一行\n", string(b))
				require.Equal(t, "text/plain; charset=utf-8", res.Header.Get("Content-Type"))
				require.Equal(t, "attachment; filename*=UTF-8''"+url.PathEscape("说明.txt"), res.Header.Get("Content-Disposition"))
				txtKey := r.Message

				// Not registered, traversal, the reports' folder: 404 文件不存在.
				for _, p := range []string{"jeditor/notes/x.png", "../../secret", "..%2F..%2Fsecret", strings.Replace(f.Path, ".png", ".PNG", 1)} {
					r = s.Do(t, "GET", "/sys/common/static/"+p, tok, nil)
					require.Equal(t, 404, r.Status, p)
					require.Equal(t, "文件不存在", r.Message, p)
				}

				// Another tenant's user does not see the file.
				c := s.App.DB.Client
				sys := viewer.System(context.Background())
				require.NoError(t, c.SysTenant.Create().SetID(31+i).SetName("丙公司").Exec(sys))
				name := fmt.Sprintf("filesother%d", i)
				u, err := seed.CreateUser(context.Background(), c, name, "其他", "secret123")
				require.NoError(t, err)
				require.NoError(t, c.SysUser.UpdateOne(u).SetRelTenantIds(fmt.Sprint(31+i)).Exec(sys))
				other := s.Token(t, name, "secret123")
				r = s.Do(t, "GET", "/sys/common/static/"+escapePath(f.Path), other, nil)
				require.Equal(t, 404, r.Status)
				require.Equal(t, "文件不存在", r.Message)

				// Orphans in temp go after the grace period, rows and blobs.
				n, err := s.App.Files.CleanOrphans(context.Background(), -time.Minute)
				require.NoError(t, err)
				require.Equal(t, 1, n)
				require.Equal(t, 404, s.Do(t, "GET", "/sys/common/static/"+escapePath(txtKey), tok, nil).Status)
				exists, err := s.App.Files.Bucket.Exists(context.Background(), txtKey)
				require.NoError(t, err)
				require.False(t, exists)
				left, err := c.SysFile.Query().Where(sysfile.Path(f.Path)).Count(sys)
				require.NoError(t, err)
				require.Equal(t, 1, left, "other folders stay")
			})
		}
	})
}

func escapePath(p string) string {
	segs := strings.Split(p, "/")
	for i, s := range segs {
		segs[i] = url.PathEscape(s)
	}
	return strings.Join(segs, "/")
}

func TestFilesUploadRefusals(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db, func(c *config.Config) { c.BlobURL = "mem://"; c.UploadMaxMB = 1 })
		tok := s.Token(t, "admin", seed.DemoAdminPassword)
		pdf := []byte("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")
		html := []byte("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>")
		for _, c := range []struct {
			name    string
			content []byte
			biz     string
			msg     string
		}{
			{"a.html", html, "", "不支持的文件类型：html"},
			{"a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`), "", "不支持的文件类型：svg"},
			{"run.exe", []byte("MZ\x90\x00"), "", "不支持的文件类型：exe"},
			{"x.sh", []byte("#!/bin/sh\n"), "", "不支持的文件类型：sh"},
			{"noext", []byte("hello"), "", "不支持的文件类型："},
			{"image.pdf", testenv.PNG(t), "", "不支持的文件类型：pdf"},
			{"page.png", html, "", "不支持的文件类型：png"},
			{"page.txt", html, "", "不支持的文件类型：txt"},
			{"doc.pdf", pdf, "../x", "上传目录不合法：../x"},
			{"doc.pdf", pdf, "a/b/c", "上传目录不合法：a/b/c"},
			{"doc.pdf", pdf, "logs", "上传目录不合法：logs"},
			{"big.txt", bytes.Repeat([]byte("a"), 1<<20+1), "", "文件大小超过限制（最大 1 MB）"},
		} {
			fields := []string{}
			if c.biz != "" {
				fields = []string{"biz", c.biz}
			}
			r := s.UploadFile(t, tok, c.name, c.content, fields...)
			require.False(t, r.Success, c.name)
			require.Equal(t, c.msg, r.Message, c.name)
		}
		n, err := s.App.DB.Client.SysFile.Query().Count(viewer.System(context.Background()))
		require.NoError(t, err)
		require.Zero(t, n, "nothing registered")

		// A pdf is accepted and shown inline.
		r := s.UploadFile(t, tok, "doc.pdf", pdf, "biz", "contract")
		require.True(t, r.Success, r.Message)
		res, b := s.Download(t, tok, "/sys/common/static/"+r.Message)
		require.Equal(t, 200, res.StatusCode)
		require.Equal(t, pdf, b)
		require.Equal(t, "application/pdf", res.Header.Get("Content-Type"))
		require.Equal(t, "inline", res.Header.Get("Content-Disposition"))
	})
}

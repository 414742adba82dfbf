package backup_test

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/server/backup"
	"aqueduct/server/config"
	"aqueduct/server/db"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// The server keeps writing while the backup runs; the restored copy holds
// every row committed before the backup started, is one consistent moment
// of the writer's sequence, and the real app serves it with the upload.
func TestBackupRestoreSQLiteWhileWriting(t *testing.T) {
	s := testenv.Start(t, testenv.DB{Name: "sqlite"})
	tok := s.Token(t, "admin", seed.DemoAdminPassword)
	content := []byte("第一行\r\n备份与恢复\r\n")
	key := upload(t, s, tok, "备份 说明.txt", content)

	ctx := viewer.System(context.Background())
	client := s.App.DB.Client
	for i := range 20 {
		client.SysPosition.Create().SetCode(fmt.Sprintf("before-%02d", i)).SetName("备份前").ExecX(ctx)
	}
	var mu sync.Mutex
	var committed []string
	count := func() int { mu.Lock(); defer mu.Unlock(); return len(committed) }
	stop, done, first := make(chan struct{}), make(chan error, 1), make(chan struct{})
	go func() {
		for i := range 4000 {
			select {
			case <-stop:
				done <- nil
				return
			default:
			}
			code := fmt.Sprintf("w-%05d", i)
			if err := client.SysPosition.Create().SetCode(code).SetName("备份中").Exec(ctx); err != nil {
				done <- err
				return
			}
			mu.Lock()
			committed = append(committed, code)
			mu.Unlock()
			if i == 0 {
				close(first)
			}
		}
		done <- nil
	}()
	<-first

	cfg := s.App.Config
	cfg.Secret = "" // as the command sees it: no AQ_SECRET, the file is kept
	file := filepath.Join(t.TempDir(), "aq.tar.gz")
	before := count()
	var out bytes.Buffer
	m, err := backup.Backup(context.Background(), cfg, file, backup.Options{Out: &out})
	during := count() - before
	close(stop)
	require.NoError(t, <-done)
	require.NoError(t, err)
	t.Log("\n" + out.String())
	require.Positive(t, during, "the writer went on during the backup")
	require.Equal(t, "sqlite", m.Database)
	require.Equal(t, 1, m.Uploads)
	require.Equal(t, "file", m.Secret)
	require.Contains(t, out.String(), "上传文件  已包含 1 个")
	require.Contains(t, out.String(), fmt.Sprintf("%d 张表，%d 行", m.Tables, m.Rows))
	require.NoFileExists(t, file+".tmp")
	require.NoFileExists(t, file+".db.tmp")

	// Without -force an archive is never overwritten.
	_, err = backup.Backup(context.Background(), cfg, file, backup.Options{})
	require.ErrorContains(t, err, "-force")

	newDir := t.TempDir()
	out.Reset()
	_, err = backup.Restore(context.Background(), config.Config{DataDir: newDir}, file, backup.Options{Out: &out})
	require.NoError(t, err)
	t.Log("\n" + out.String())
	oldSecret, err := os.ReadFile(filepath.Join(cfg.DataDir, "secret"))
	require.NoError(t, err)
	newSecret, err := os.ReadFile(filepath.Join(newDir, "secret"))
	require.NoError(t, err)
	require.Equal(t, oldSecret, newSecret)
	entries, err := os.ReadDir(newDir)
	require.NoError(t, err)
	for _, e := range entries {
		require.False(t, strings.HasPrefix(e.Name(), ".restore-"), "staging directory left behind")
	}

	// A second restore does not replace the database without -force.
	_, err = backup.Restore(context.Background(), config.Config{DataDir: newDir}, file, backup.Options{})
	require.ErrorContains(t, err, "-force")

	s2 := testenv.Start(t, testenv.DB{Name: "sqlite"}, func(c *config.Config) { c.DataDir = newDir })
	tok2 := s2.Token(t, "admin", seed.DemoAdminPassword)
	r := s2.Do(t, "GET", "/sys/position/list?pageNo=1&pageSize=5000", tok2, nil)
	require.True(t, r.Success, r.Message)
	var page struct {
		Records []struct {
			Code string `json:"code"`
		} `json:"records"`
	}
	r.Decode(t, &page)
	got := map[string]bool{}
	var written []string
	for _, p := range page.Records {
		got[p.Code] = true
		if strings.HasPrefix(p.Code, "w-") {
			written = append(written, p.Code)
		}
	}
	for i := range 20 {
		require.True(t, got[fmt.Sprintf("before-%02d", i)])
	}
	require.GreaterOrEqual(t, len(written), before, "rows committed before the backup started")
	// One moment of the writer: exactly its first k rows, none after a gap.
	for i := range written {
		require.True(t, got[committed[i]], "row %s missing but a later one is there", committed[i])
	}
	t.Logf("writer rows: %d before the backup, %d restored, %d in all", before, len(written), len(committed))

	res, b := download(t, s2, tok2, key)
	require.Equal(t, 200, res.StatusCode, string(b))
	require.Equal(t, content, b)

	// With that server on the directory, restore refuses even with -force.
	_, err = backup.Restore(context.Background(), config.Config{DataDir: newDir}, file, backup.Options{Force: true})
	require.ErrorIs(t, err, db.ErrInUse)
}

func TestRestoreRefusesWhileServerHoldsDirectory(t *testing.T) {
	file := sqliteArchive(t, nil)
	dir := t.TempDir()
	d, err := db.Open(context.Background(), "", dir)
	require.NoError(t, err)
	defer d.Close()
	release, err := d.HoldRunning()
	require.NoError(t, err)

	_, err = backup.Restore(context.Background(), config.Config{DataDir: dir}, file, backup.Options{Force: true})
	require.ErrorIs(t, err, db.ErrInUse)
	require.ErrorContains(t, err, "请先停止所有实例")
	require.ErrorContains(t, err, "stop every instance")

	release()
	// Idle now, but the database there is only replaced with -force.
	_, err = backup.Restore(context.Background(), config.Config{DataDir: dir}, file, backup.Options{})
	require.ErrorContains(t, err, "已有数据库")
	d.Close()
	var out bytes.Buffer
	_, err = backup.Restore(context.Background(), config.Config{DataDir: dir}, file, backup.Options{Force: true, Out: &out})
	require.NoError(t, err)
	require.Contains(t, out.String(), "迁移版本")
	require.NoFileExists(t, filepath.Join(dir, "aqueduct.db-wal"))
}

type entry struct {
	name     string
	typ      byte
	body     string
	size     int64 // when not len(body): a header that claims more
	linkname string
}

func TestRestoreRefusesHostileArchives(t *testing.T) {
	base := t.TempDir()
	outside := filepath.Join(base, "outside")
	manifest := entry{name: "manifest.json", body: `{"format":1,"app":"aqueduct","database":"postgres","uploads":1}`}
	for _, c := range []struct {
		name    string
		entries []entry
		refusal string
	}{
		{"dotdot", []entry{{name: "../outside", body: "x"}}, "路径不安全"},
		{"dotdot in upload", []entry{{name: "upload/../../outside", body: "x"}}, "路径不安全"},
		{"absolute", []entry{{name: outside, body: "x"}}, "路径不安全"},
		{"backslash", []entry{{name: `upload\..\..\outside`, body: "x"}}, "路径不安全"},
		{"symlink", []entry{{name: "upload/link", typ: tar.TypeSymlink, linkname: outside}}, "不是普通文件"},
		{"hard link", []entry{{name: "upload/hard", typ: tar.TypeLink, linkname: "/etc/passwd"}}, "不是普通文件"},
		{"device", []entry{{name: "upload/dev", typ: tar.TypeChar}}, "不是普通文件"},
		{"unknown file", []entry{{name: "etc/passwd", body: "x"}}, "未知的文件"},
		{"secret too large", []entry{{name: "secret", body: strings.Repeat("s", 5000)}}, "超过上限"},
		{"database too large", []entry{{name: "aqueduct.db", size: 300 << 30}}, "超过上限"},
		{"twice", []entry{{name: "upload/a.txt", body: "1"}, {name: "upload/a.txt", body: "2"}}, "两次"},
		{"no manifest", []entry{{name: "upload/a.txt", body: "1"}}, "不是完整的 aqueduct 备份"},
		{"not what the manifest says", []entry{{name: "upload/a.txt", body: "1"}, {name: "upload/b.txt", body: "2"}, manifest}, "与其清单不符"},
	} {
		t.Run(c.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "hostile.tar.gz")
			writeArchive(t, file, c.entries)
			dir := filepath.Join(t.TempDir(), "data")
			_, err := backup.Restore(context.Background(), config.Config{DataDir: dir}, file, backup.Options{Force: true})
			require.ErrorContains(t, err, c.refusal)
			require.NoFileExists(t, outside)
			require.NoDirExists(t, dir, "nothing is written before the archive is checked")
		})
	}

	t.Run("truncated", func(t *testing.T) {
		file := sqliteArchive(t, map[string]string{"temp/20260101/a.txt": "hello"})
		b, err := os.ReadFile(file)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(file, b[:len(b)/2], 0o600))
		dir := filepath.Join(t.TempDir(), "data")
		_, err = backup.Restore(context.Background(), config.Config{DataDir: dir}, file, backup.Options{})
		require.ErrorContains(t, err, "文件损坏或不完整")
		require.NoDirExists(t, dir)
	})

	// A symlink already in the bucket does not lead a restored file out of it.
	t.Run("symlink in the bucket", func(t *testing.T) {
		file := sqliteArchive(t, map[string]string{"temp/20260101/a.txt": "hello"})
		dir := t.TempDir()
		elsewhere := t.TempDir()
		require.NoError(t, os.MkdirAll(filepath.Join(dir, "upload"), 0o750))
		require.NoError(t, os.Symlink(elsewhere, filepath.Join(dir, "upload", "temp")))
		_, err := backup.Restore(context.Background(), config.Config{DataDir: dir}, file, backup.Options{Force: true})
		require.Error(t, err)
		left, err := os.ReadDir(elsewhere)
		require.NoError(t, err)
		require.Empty(t, left)
	})
}

// An archive's uploads that differ from files already there are only
// overwritten with -force; identical ones are left as they are.
func TestRestoreUploadsConflicts(t *testing.T) {
	file := sqliteArchive(t, map[string]string{"temp/20260101/a.txt": "hello", "logs/20260101/r.txt": "report"})
	dir := t.TempDir()
	up := filepath.Join(dir, "upload", "temp", "20260101")
	require.NoError(t, os.MkdirAll(up, 0o750))
	require.NoError(t, os.WriteFile(filepath.Join(up, "a.txt"), []byte("other"), 0o640))
	_, err := backup.Restore(context.Background(), config.Config{DataDir: dir}, file, backup.Options{})
	require.ErrorContains(t, err, "a.txt")
	require.ErrorContains(t, err, "-force")
	require.NoFileExists(t, filepath.Join(dir, "aqueduct.db"))

	var out bytes.Buffer
	_, err = backup.Restore(context.Background(), config.Config{DataDir: dir}, file, backup.Options{Force: true, Out: &out})
	require.NoError(t, err)
	requireFile(t, filepath.Join(up, "a.txt"), "hello")
	requireFile(t, filepath.Join(dir, "upload", "logs", "20260101", "r.txt"), "report")

	out.Reset()
	_, err = backup.Restore(context.Background(), config.Config{DataDir: dir}, file, backup.Options{Force: true, Out: &out})
	require.NoError(t, err)
	require.Contains(t, out.String(), "其中 2 个文件已存在且相同")
}

// An s3:// or mem:// bucket and an AQ_SECRET are not in the archive: the
// report names them, and restore reminds of the secret.
func TestBackupNamesWhatItLeavesOut(t *testing.T) {
	ctx := context.Background()
	_, err := backup.Backup(ctx, config.Config{DataDir: t.TempDir()}, filepath.Join(t.TempDir(), "x.tar.gz"), backup.Options{})
	require.ErrorContains(t, err, "没有数据库")

	src := t.TempDir()
	d, err := db.Open(ctx, "", src)
	require.NoError(t, err)
	require.NoError(t, d.Migrate(ctx))
	require.NoError(t, d.Close())
	cfg := config.Config{DataDir: src, BlobURL: "mem://", Secret: "from-the-environment-0123456789"}
	file := filepath.Join(t.TempDir(), "x.tar.gz")
	var out bytes.Buffer
	m, err := backup.Backup(ctx, cfg, file, backup.Options{Out: &out})
	require.NoError(t, err)
	require.Contains(t, out.String(), "存储桶 mem:// 不是本地目录，须另行备份该存储桶")
	require.Contains(t, out.String(), "来自环境变量 AQ_SECRET，须与本备份一起妥善保存")
	require.Equal(t, "env", m.Secret)
	require.False(t, m.BucketInside)
	require.NotContains(t, archiveNames(t, file), "secret")

	out.Reset()
	_, err = backup.Restore(ctx, config.Config{DataDir: t.TempDir()}, file, backup.Options{Out: &out})
	require.NoError(t, err)
	require.Contains(t, out.String(), "启动前请设置同一个 AQ_SECRET（当前未设置）")
	require.Contains(t, out.String(), "请从该存储桶的备份恢复")

	// Uploads in the archive need a file:// bucket to go to.
	withUploads := sqliteArchive(t, map[string]string{"temp/20260101/a.txt": "hello"})
	dir := t.TempDir()
	_, err = backup.Restore(ctx, config.Config{DataDir: dir, BlobURL: "s3://bucket?region=cn-north-1"}, withUploads, backup.Options{})
	require.ErrorContains(t, err, "不是本地目录")
	require.NoFileExists(t, filepath.Join(dir, "aqueduct.db"))
}

func TestBackupRestorePostgres(t *testing.T) {
	pg := testenv.DB{Name: "postgres", URL: testenv.NewPostgresDB(t)}
	s := testenv.Start(t, pg)
	tok := s.Token(t, "admin", seed.DemoAdminPassword)
	content := []byte("PostgreSQL 的上传文件\n")
	key := upload(t, s, tok, "附件.txt", content)

	cfg := s.App.Config
	cfg.Secret = ""
	u, err := url.Parse(pg.URL)
	require.NoError(t, err)
	u.User = url.UserPassword("root", "pw-not-to-print") // trust auth lets it in
	cfg.DatabaseURL = u.String()
	dbName := strings.TrimPrefix(u.Path, "/")

	file := filepath.Join(t.TempDir(), "pg.tar.gz")
	var out bytes.Buffer
	m, err := backup.Backup(context.Background(), cfg, file, backup.Options{Out: &out})
	require.NoError(t, err)
	t.Log("\n" + out.String())
	require.NotContains(t, out.String(), "pw-not-to-print")
	require.Contains(t, out.String(), "pg_dump -Fc -d 'postgres://root@127.0.0.1:5432/"+dbName+"?sslmode=disable'")
	require.Contains(t, out.String(), "pg_restore --clean --if-exists --no-owner -d 'postgres://root@127.0.0.1:5432/"+dbName)
	require.Contains(t, out.String(), "上传文件  已包含 1 个")
	require.Equal(t, "postgres", m.Database)
	require.Equal(t, dbName, m.DBName)
	require.Positive(t, m.SchemaVersion)
	names := archiveNames(t, file)
	require.NotContains(t, names, "aqueduct.db")
	require.Contains(t, names, "upload/"+key)
	require.Contains(t, names, "secret")

	// A SQLite archive is refused where AQ_DATABASE_URL is set.
	sqliteFile := sqliteArchive(t, nil)
	_, err = backup.Restore(context.Background(), config.Config{DataDir: t.TempDir(), DatabaseURL: pg.URL}, sqliteFile, backup.Options{})
	require.ErrorContains(t, err, "SQLite 备份不能恢复到 PostgreSQL")
	// And this one where it is not: its database is pg_restore's.
	_, err = backup.Restore(context.Background(), config.Config{DataDir: t.TempDir()}, file, backup.Options{})
	require.ErrorContains(t, err, "pg_restore")

	// The uploads come back into a new data directory, and a server there,
	// on the same database, serves the file.
	newDir := t.TempDir()
	out.Reset()
	_, err = backup.Restore(context.Background(), config.Config{DataDir: newDir, DatabaseURL: cfg.DatabaseURL}, file, backup.Options{Out: &out})
	require.NoError(t, err)
	t.Log("\n" + out.String())
	require.NotContains(t, out.String(), "pw-not-to-print")
	require.Contains(t, out.String(), "pg_restore --clean --if-exists --no-owner -d 'postgres://root@127.0.0.1:5432/"+dbName)
	require.NoFileExists(t, filepath.Join(newDir, "aqueduct.db"))
	s2 := testenv.Start(t, pg, func(c *config.Config) { c.DataDir = newDir })
	res, b := download(t, s2, s2.Token(t, "admin", seed.DemoAdminPassword), key)
	require.Equal(t, 200, res.StatusCode, string(b))
	require.Equal(t, content, b)
}

func TestDumpAdviceVersions(t *testing.T) {
	ctx := context.Background()
	dbURL := "postgres://aq:secret-pw@db.example:5433/water?sslmode=require&binary_parameters=yes"
	bin := t.TempDir()
	t.Setenv("PATH", bin)
	a := backup.DumpAdvice(ctx, dbURL, "water", 16)
	require.Contains(t, a, "pg_dump -Fc -d 'postgres://aq@db.example:5433/water?sslmode=require'")
	require.NotContains(t, a, "secret-pw")
	require.Contains(t, a, "PATH 中没有 pg_dump")

	require.NoError(t, os.WriteFile(filepath.Join(bin, "pg_dump"), []byte("#!/bin/sh\necho 'pg_dump (PostgreSQL) 14.11 (Ubuntu 14.11-1)'\n"), 0o755))
	require.Contains(t, backup.DumpAdvice(ctx, dbURL, "water", 16), "版本 14 比数据库服务器的 16 旧")
	require.Contains(t, backup.DumpAdvice(ctx, dbURL, "water", 14), "可以导出")
	require.Contains(t, backup.DumpAdvice(ctx, dbURL, "water", 13), "可以导出")
}

// sqliteArchive backs up a fresh, migrated SQLite data directory with the
// given uploads (path under the bucket → content).
func sqliteArchive(t *testing.T, uploads map[string]string) string {
	t.Helper()
	ctx := context.Background()
	src := t.TempDir()
	d, err := db.Open(ctx, "", src)
	require.NoError(t, err)
	require.NoError(t, d.Migrate(ctx))
	require.NoError(t, d.Close())
	cfg := config.Config{DataDir: src}
	require.NoError(t, cfg.LoadSecret())
	for p, body := range uploads {
		full := filepath.Join(src, "upload", filepath.FromSlash(p))
		require.NoError(t, os.MkdirAll(filepath.Dir(full), 0o750))
		require.NoError(t, os.WriteFile(full, []byte(body), 0o640))
	}
	file := filepath.Join(t.TempDir(), "sqlite.tar.gz")
	_, err = backup.Backup(ctx, cfg, file, backup.Options{})
	require.NoError(t, err)
	return file
}

func writeArchive(t *testing.T, file string, entries []entry) {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	for _, e := range entries {
		hdr := &tar.Header{Name: e.name, Mode: 0o644, Typeflag: e.typ, Linkname: e.linkname, ModTime: time.Now()}
		if hdr.Typeflag == 0 {
			hdr.Typeflag = tar.TypeReg
		}
		if hdr.Typeflag == tar.TypeReg {
			hdr.Size = int64(len(e.body))
			if e.size > 0 {
				hdr.Size = e.size
			}
		}
		require.NoError(t, tw.WriteHeader(hdr))
		if e.size == 0 {
			_, err := tw.Write([]byte(e.body))
			require.NoError(t, err)
		}
	}
	// An entry that claims more than it carries cannot be closed properly;
	// what was written is what a hostile archive would hold.
	if err := tw.Close(); err != nil && !errors.Is(err, tar.ErrWriteTooLong) {
		require.ErrorContains(t, err, "missed writing")
	}
	require.NoError(t, zw.Close())
	require.NoError(t, os.WriteFile(file, buf.Bytes(), 0o600))
}

func archiveNames(t *testing.T, file string) []string {
	t.Helper()
	f, err := os.Open(file)
	require.NoError(t, err)
	defer f.Close()
	zr, err := gzip.NewReader(f)
	require.NoError(t, err)
	tr := tar.NewReader(zr)
	var names []string
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			return names
		}
		require.NoError(t, err)
		names = append(names, hdr.Name)
		if hdr.Name == "manifest.json" {
			var m backup.Manifest
			require.NoError(t, json.NewDecoder(tr).Decode(&m))
			require.Equal(t, "aqueduct", m.App)
		}
	}
}

func requireFile(t *testing.T, path, want string) {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	require.Equal(t, want, string(b))
}

// upload sends a file through the app's upload route and returns its key.
func upload(t *testing.T, s *testenv.Server, token, name string, content []byte) string {
	t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	part, err := w.CreateFormFile("file", name)
	require.NoError(t, err)
	_, _ = part.Write(content)
	require.NoError(t, w.Close())
	req, err := http.NewRequest("POST", s.URL+"/sys/common/upload", &body)
	require.NoError(t, err)
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("X-Access-Token", token)
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	var r testenv.Reply
	require.NoError(t, json.NewDecoder(res.Body).Decode(&r))
	require.True(t, r.Success, r.Message)
	return r.Message
}

func download(t *testing.T, s *testenv.Server, token, key string) (*http.Response, []byte) {
	t.Helper()
	segs := strings.Split(key, "/")
	for i, seg := range segs {
		segs[i] = url.PathEscape(seg)
	}
	req, err := http.NewRequest("GET", s.URL+"/sys/common/static/"+strings.Join(segs, "/"), nil)
	require.NoError(t, err)
	req.Header.Set("X-Access-Token", token)
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res, b
}

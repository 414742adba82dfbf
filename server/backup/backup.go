// Package backup writes and restores one archive of a data directory: the
// SQLite database (a consistent online copy), the uploads of a file:// bucket
// and the secret file. A PostgreSQL database is dumped with pg_dump instead;
// the archive then holds the uploads and the secret, and the command says how.
package backup

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	_ "github.com/lib/pq"  // PostgreSQL driver
	_ "modernc.org/sqlite" // SQLite driver

	"aqueduct/server/config"
	"aqueduct/server/db"
)

// Names inside the archive.
const (
	entryDB       = "aqueduct.db"
	entrySecret   = "secret"
	entryManifest = "manifest.json" // last: a backup without it is incomplete
	uploadPrefix  = "upload/"
)

// Format is the archive layout's version, checked on restore.
const Format = 1

// Options adjust Backup and Restore.
type Options struct {
	Force bool      // overwrite an existing archive / database / files
	Out   io.Writer // where the report goes (nil: nowhere)
}

func (o Options) out() io.Writer {
	if o.Out == nil {
		return io.Discard
	}
	return o.Out
}

// Manifest describes a backup; it is the archive's last entry.
type Manifest struct {
	Format  int       `json:"format"`
	App     string    `json:"app"` // "aqueduct"
	Created time.Time `json:"created"`
	// Database is "sqlite" (aqueduct.db is in the archive) or "postgres"
	// (it is not: pg_dump keeps it).
	Database      string `json:"database"`
	DBName        string `json:"dbName,omitempty"`        // postgres: the database backed up
	ServerVersion string `json:"serverVersion,omitempty"` // postgres: the server's version
	SchemaVersion int64  `json:"schemaVersion"`           // last migration applied
	Tables        int    `json:"tables,omitempty"`
	Rows          int64  `json:"rows,omitempty"`
	DBBytes       int64  `json:"dbBytes,omitempty"`
	Bucket        string `json:"bucket"`         // AQ_BLOB_URL in effect, credentials hidden
	BucketInside  bool   `json:"bucketArchived"` // the bucket's files are under upload/
	Uploads       int    `json:"uploads"`        // blobs, without fileblob's .attrs sidecars
	UploadBytes   int64  `json:"uploadBytes"`
	// Secret is "file" (the secret file is in the archive) or "env" (it came
	// from AQ_SECRET and must be kept with the backup by hand).
	Secret string `json:"secret"`
}

// Backup writes the archive file for cfg's data directory and reports on opt.Out.
// Writes may go on meanwhile: the SQLite copy is one read transaction.
func Backup(ctx context.Context, cfg config.Config, file string, opt Options) (m *Manifest, err error) {
	out := opt.out()
	file, err = filepath.Abs(file)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(file); err == nil && !opt.Force {
		return nil, fmt.Errorf("%s 已存在，加 -force 覆盖 / %s exists; use -force to overwrite", file, file)
	}
	m = &Manifest{Format: Format, App: "aqueduct", Created: time.Now().UTC().Truncate(time.Second)}
	bucketURL, uploadDir, err := bucketDir(cfg)
	if err != nil {
		return nil, err
	}
	m.Bucket = bucketURL

	tmp := file + ".tmp"
	snapshot := file + ".db.tmp"
	skip := map[string]bool{file: true, tmp: true, snapshot: true, snapshot + "-wal": true, snapshot + "-shm": true}
	defer removeFiles(snapshot, snapshot+"-wal", snapshot+"-shm")

	// The database first: a PostgreSQL server that cannot be reached fails
	// the backup before any file is written.
	var pgAdvice string
	if cfg.DatabaseURL == "" {
		if err := sqliteSnapshot(ctx, filepath.Join(cfg.DataDir, entryDB), snapshot, m); err != nil {
			return nil, err
		}
	} else if pgAdvice, err = postgresInfo(ctx, cfg.DatabaseURL, m); err != nil {
		return nil, err
	}

	f, err := os.OpenFile(tmp, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o600)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp) // a failed backup leaves no half file
		}
	}()
	// BestSpeed: uploads are mostly compressed already (images, PDF, xlsx);
	// the database still shrinks well at this level.
	zw, _ := gzip.NewWriterLevel(f, gzip.BestSpeed)
	tw := tar.NewWriter(zw)

	if cfg.DatabaseURL == "" {
		if err := addFile(tw, entryDB, snapshot, -1); err != nil {
			return nil, err
		}
		removeFiles(snapshot, snapshot+"-wal", snapshot+"-shm")
	}
	secretPath := filepath.Join(cfg.DataDir, "secret")
	switch kept, err := keptSecret(cfg, secretPath); {
	case err != nil:
		return nil, err
	case kept:
		if err := addFile(tw, entrySecret, secretPath, maxSecretBytes); err != nil {
			return nil, err
		}
		m.Secret = "file"
	case cfg.Secret != "":
		m.Secret = "env"
	}
	if uploadDir != "" {
		m.BucketInside = true
		if m.Uploads, m.UploadBytes, err = addUploads(ctx, tw, uploadDir, skip); err != nil {
			return nil, err
		}
	}
	manifest, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, err
	}
	if err := addBytes(tw, entryManifest, manifest, 0o600); err != nil {
		return nil, err
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	if err := f.Sync(); err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if err := f.Close(); err != nil {
		return nil, err
	}
	if err := os.Rename(tmp, file); err != nil {
		return nil, err
	}
	syncDir(filepath.Dir(file))

	fmt.Fprintf(out, "备份已写入 %s（%s）\n", file, humanBytes(st.Size()))
	if m.Database == "sqlite" {
		fmt.Fprintf(out, "  数据库    SQLite：%d 张表，%d 行，迁移版本 %d，%s\n", m.Tables, m.Rows, m.SchemaVersion, humanBytes(m.DBBytes))
	} else {
		fmt.Fprintf(out, "  数据库    PostgreSQL 库 %s（迁移版本 %d）不在备份中，须用 pg_dump 另行备份，见下\n", m.DBName, m.SchemaVersion)
	}
	if m.BucketInside {
		fmt.Fprintf(out, "  上传文件  已包含 %d 个，%s（%s）\n", m.Uploads, humanBytes(m.UploadBytes), uploadDir)
	} else {
		fmt.Fprintf(out, "  上传文件  未包含：存储桶 %s 不是本地目录，须另行备份该存储桶\n", m.Bucket)
	}
	switch m.Secret {
	case "file":
		fmt.Fprintf(out, "  密钥      已包含（%s）\n", secretPath)
	case "env":
		fmt.Fprintln(out, "  密钥      未包含：来自环境变量 AQ_SECRET，须与本备份一起妥善保存（没有它，数据源密码无法解密）")
	default:
		fmt.Fprintln(out, "  密钥      无（服务尚未启动过）")
	}
	if pgAdvice != "" {
		fmt.Fprint(out, "\n"+pgAdvice)
	}
	return m, nil
}

// bucketDir returns the bucket URL (credentials hidden) and, when it is a
// file:// bucket, its directory.
func bucketDir(cfg config.Config) (bucket, dir string, err error) {
	raw, err := cfg.Bucket()
	if err != nil {
		return "", "", err
	}
	u, err := url.Parse(raw)
	if err != nil {
		return "", "", fmt.Errorf("AQ_BLOB_URL: %w", err)
	}
	if u.Scheme == "file" {
		dir = filepath.FromSlash(u.Path)
	}
	if _, ok := u.User.Password(); ok {
		raw = u.Redacted()
	}
	return raw, dir, nil
}

// keptSecret says whether the server's secret is the file in the data
// directory (not AQ_SECRET): the file exists and AQ_SECRET is unset or equal.
func keptSecret(cfg config.Config, path string) (bool, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	s := strings.TrimSpace(string(b))
	return len(s) >= 16 && (cfg.Secret == "" || cfg.Secret == s), nil
}

// sqliteSnapshot copies the live database at path into snapshot with VACUUM
// INTO: one read transaction, so the copy is consistent while writers go on
// (WAL), and it holds what the WAL holds too. Copying the file's bytes would
// not be either.
func sqliteSnapshot(ctx context.Context, path, snapshot string, m *Manifest) error {
	if st, err := os.Stat(path); err != nil || st.Size() == 0 {
		return fmt.Errorf("数据目录中没有数据库 %s / no database at %s", path, path)
	}
	removeFiles(snapshot, snapshot+"-wal", snapshot+"-shm") // VACUUM INTO wants no file there
	// Not query_only: SQLite counts VACUUM INTO as a write, though only the
	// target file is written.
	live, err := sql.Open("sqlite", "file:"+path+fmt.Sprintf("?_pragma=busy_timeout(%d)", db.SQLiteBusyTimeout.Milliseconds()))
	if err != nil {
		return err
	}
	defer live.Close()
	if _, err := live.ExecContext(ctx, "VACUUM INTO ?", snapshot); err != nil {
		return fmt.Errorf("copy database: %w", err)
	}
	live.Close()
	snap, err := sql.Open("sqlite", "file:"+snapshot)
	if err != nil {
		return err
	}
	defer snap.Close()
	if err := sqliteStats(ctx, snap, m); err != nil {
		return err
	}
	if err := snap.Close(); err != nil { // checkpoints and drops a -wal the reads made
		return err
	}
	st, err := os.Stat(snapshot)
	if err != nil {
		return err
	}
	m.Database, m.DBBytes = "sqlite", st.Size()
	return nil
}

// sqliteStats checks the copy and counts its tables and rows.
func sqliteStats(ctx context.Context, d *sql.DB, m *Manifest) error {
	var check string
	if err := d.QueryRowContext(ctx, "PRAGMA quick_check").Scan(&check); err != nil {
		return fmt.Errorf("check database copy: %w", err)
	}
	if check != "ok" {
		return fmt.Errorf("数据库副本检查未通过 / database copy fails its check: %s", check)
	}
	rows, err := d.QueryContext(ctx, `SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\_%' ESCAPE '\' ORDER BY name`)
	if err != nil {
		return err
	}
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			rows.Close()
			return err
		}
		tables = append(tables, name)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	m.Tables, m.Rows = len(tables), 0
	for _, t := range tables {
		var n int64
		if err := d.QueryRowContext(ctx, `SELECT count(*) FROM "`+strings.ReplaceAll(t, `"`, `""`)+`"`).Scan(&n); err != nil {
			return fmt.Errorf("count %s: %w", t, err)
		}
		m.Rows += n
	}
	m.SchemaVersion = schemaVersion(ctx, d)
	return nil
}

// schemaVersion is the last migration goose applied, 0 when there is none.
func schemaVersion(ctx context.Context, d *sql.DB) int64 {
	var v sql.NullInt64
	if err := d.QueryRowContext(ctx, "SELECT MAX(version_id) FROM goose_db_version WHERE is_applied").Scan(&v); err != nil {
		return 0
	}
	return v.Int64
}

// postgresInfo reads the server's version and the database's, checks
// pg_dump's version against the server's, and returns the advice to print.
func postgresInfo(ctx context.Context, dbURL string, m *Manifest) (string, error) {
	d, err := sql.Open("postgres", dbURL)
	if err != nil {
		return "", err
	}
	defer d.Close()
	var num, version string
	if err := d.QueryRowContext(ctx, "SHOW server_version_num").Scan(&num); err != nil {
		return "", fmt.Errorf("connect to database: %w", err)
	}
	if err := d.QueryRowContext(ctx, "SHOW server_version").Scan(&version); err != nil {
		return "", err
	}
	if err := d.QueryRowContext(ctx, "SELECT current_database()").Scan(&m.DBName); err != nil {
		return "", err
	}
	m.Database, m.ServerVersion = "postgres", version
	m.SchemaVersion = schemaVersion(ctx, d)
	n, _ := strconv.Atoi(num)
	return DumpAdvice(ctx, dbURL, m.DBName, n/10000), nil
}

// DumpAdvice is how to back up and restore the PostgreSQL database at dbURL
// with pg_dump and pg_restore, with a warning when the pg_dump on PATH is
// older than the server (major serverMajor), which it refuses to dump.
// The password is never printed.
func DumpAdvice(ctx context.Context, dbURL, dbName string, serverMajor int) string {
	conn := PublicURL(dbURL)
	dumpFile := dbName + "-" + time.Now().Format("20060102") + ".dump"
	var b strings.Builder
	fmt.Fprintf(&b, "PostgreSQL 库 %s 请用 pg_dump 备份（自定义格式，服务运行中也可）：\n", dbName)
	fmt.Fprintf(&b, "  pg_dump -Fc -d '%s' -f %s\n", conn, dumpFile)
	fmt.Fprintln(&b, "恢复到同名的库（先停止服务，再运行 aqueduct restore 恢复上传文件）：")
	fmt.Fprintf(&b, "  pg_restore --clean --if-exists --no-owner -d '%s' %s\n", conn, dumpFile)
	fmt.Fprintln(&b, "密码请通过 PGPASSWORD 或 ~/.pgpass 提供（此处不显示）。")
	b.WriteString(pgDumpVersionNote(ctx, serverMajor))
	return b.String()
}

// pgDumpVersionNote compares the major version of the pg_dump on PATH with
// the server's.
func pgDumpVersionNote(ctx context.Context, serverMajor int) string {
	path, err := exec.LookPath("pg_dump")
	if err != nil {
		return fmt.Sprintf("注意：PATH 中没有 pg_dump，请安装 PostgreSQL %d 或更新版本的客户端。\n", serverMajor)
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	raw, err := exec.CommandContext(ctx, path, "--version").Output()
	major := majorVersion(string(raw))
	switch {
	case err != nil || major == 0:
		return fmt.Sprintf("注意：无法读出 %s 的版本，请确认它不比服务器（%d）旧。\n", path, serverMajor)
	case serverMajor > 0 && major < serverMajor:
		return fmt.Sprintf("警告：%s 的版本 %d 比数据库服务器的 %d 旧，它会拒绝导出；请安装 PostgreSQL %d 或更新版本的客户端。\n",
			path, major, serverMajor, serverMajor)
	}
	return fmt.Sprintf("%s 版本 %d，服务器 %d：可以导出。\n", path, major, serverMajor)
}

var pgVersion = regexp.MustCompile(`\)\s*(\d+)`)

// majorVersion reads "pg_dump (PostgreSQL) 15.20 (Debian …)": 15.
func majorVersion(s string) int {
	if m := pgVersion.FindStringSubmatch(s); m != nil {
		n, _ := strconv.Atoi(m[1])
		return n
	}
	return 0
}

// libpqParams are the URL parameters libpq knows; others (lib/pq's
// binary_parameters, run-time settings) would make pg_dump refuse the URL.
var libpqParams = map[string]bool{
	"sslmode": true, "sslrootcert": true, "sslcert": true, "sslkey": true, "sslcrl": true,
	"sslsni": true, "connect_timeout": true, "application_name": true, "target_session_attrs": true,
	"gssencmode": true, "channel_binding": true, "options": true, "service": true,
}

// PublicURL is dbURL without its password and without parameters pg_dump
// would not know.
func PublicURL(dbURL string) string {
	u, err := url.Parse(dbURL)
	if err != nil {
		return "postgres://…"
	}
	if u.User != nil {
		u.User = url.User(u.User.Username())
	}
	q := u.Query()
	for k := range q {
		if !libpqParams[k] {
			q.Del(k)
		}
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// fileblob's temporary files when it writes beside the blob (no_tmp_dir).
var blobTemp = regexp.MustCompile(`\.[0-9a-f]+\.tmp$`)

// addUploads adds every regular file under dir as upload/<relative path> and
// counts the blobs among them. Files that vanish meanwhile (an orphan
// clean-up) are left out.
func addUploads(ctx context.Context, tw *tar.Writer, dir string, skip map[string]bool) (n int, total int64, err error) {
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		return 0, 0, nil
	}
	err = filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if !e.Type().IsRegular() || skip[p] || blobTemp.MatchString(p) {
			return nil // directories come back with their files; nothing else is a blob
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		size, err := addFileSized(tw, uploadPrefix+filepath.ToSlash(rel), p, maxUploadBytes)
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			return err
		}
		if !isSidecar(p) {
			n++
		}
		total += size
		return nil
	})
	return n, total, err
}

// isSidecar says whether name is the attributes file fileblob keeps beside
// a blob (content type, digest): archived with it, not counted as an upload.
func isSidecar(name string) bool { return strings.HasSuffix(name, ".attrs") }

func addFile(tw *tar.Writer, name, path string, limit int64) error {
	_, err := addFileSized(tw, name, path, limit)
	return err
}

// addFileSized adds the file at path as name, with the size it has when
// opened: blobs are replaced by rename, never rewritten in place, so the
// open file does not change under us.
func addFileSized(tw *tar.Writer, name, path string, limit int64) (int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return 0, err
	}
	if limit >= 0 && st.Size() > limit {
		return 0, fmt.Errorf("%s: %s exceeds the %s a restore accepts", path, humanBytes(st.Size()), humanBytes(limit))
	}
	hdr := &tar.Header{Name: name, Mode: 0o600, Size: st.Size(), ModTime: st.ModTime(), Typeflag: tar.TypeReg}
	if err := tw.WriteHeader(hdr); err != nil {
		return 0, err
	}
	if _, err := io.CopyN(tw, f, st.Size()); err != nil {
		return 0, fmt.Errorf("%s: %w", path, err)
	}
	return st.Size(), nil
}

func addBytes(tw *tar.Writer, name string, b []byte, mode int64) error {
	hdr := &tar.Header{Name: name, Mode: mode, Size: int64(len(b)), ModTime: time.Now(), Typeflag: tar.TypeReg}
	if err := tw.WriteHeader(hdr); err != nil {
		return err
	}
	_, err := tw.Write(b)
	return err
}

func removeFiles(paths ...string) {
	for _, p := range paths {
		_ = os.Remove(p)
	}
}

// syncDir makes a rename in dir durable; where a directory cannot be synced
// (Windows) the rename stands anyway.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}

func humanBytes(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}

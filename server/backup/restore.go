package backup

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"aqueduct/server/config"
	"aqueduct/server/db"
)

// Caps on what a restore accepts, so a hostile or broken archive cannot fill
// the disk: uploads are at most AQ_UPLOAD_MAX_MB (≤ 1 GB) each.
const (
	maxSecretBytes   = 4 << 10
	maxManifestBytes = 1 << 20
	maxUploadBytes   = 4 << 30
	maxDBBytes       = 256 << 30
	maxTotalBytes    = 1 << 40
	maxEntries       = 1_000_000
)

// sqliteMagic starts every SQLite database file.
const sqliteMagic = "SQLite format 3\x00"

type entryKind int

const (
	kindDir entryKind = iota
	kindDB
	kindSecret
	kindManifest
	kindUpload
)

// upload is an upload's size and digest, as the first pass read them.
type upload struct {
	size int64
	sum  [sha256.Size]byte
}

// index is what the first pass found in an archive.
type index struct {
	manifest *Manifest
	hasDB    bool
	secret   []byte
	uploads  map[string]upload // path under the bucket → size, digest
	blobs    int               // uploads without fileblob's sidecars
	bytes    int64
}

// Restore unpacks the archive file into cfg's data directory and bucket. The
// whole archive is checked before anything is written; on SQLite no server
// may run on the directory meanwhile.
func Restore(ctx context.Context, cfg config.Config, file string, opt Options) (*Manifest, error) {
	out := opt.out()
	idx, err := scan(ctx, file)
	if err != nil {
		return nil, err
	}
	m := idx.manifest
	sqlite := cfg.DatabaseURL == ""
	switch {
	case !sqlite && idx.hasDB:
		return nil, errors.New("备份中是 SQLite 数据库，而 AQ_DATABASE_URL 指向 PostgreSQL：SQLite 备份不能恢复到 PostgreSQL。" +
			"要恢复这份备份，请取消 AQ_DATABASE_URL，恢复到 SQLite 数据目录（AQ_DATA_DIR）。" +
			" / The archive holds a SQLite database but AQ_DATABASE_URL points to PostgreSQL; unset AQ_DATABASE_URL to restore it into AQ_DATA_DIR.")
	case sqlite && !idx.hasDB:
		return nil, errors.New("这份备份来自 PostgreSQL，不含数据库：数据库请用 pg_restore 恢复，上传文件请在设置 AQ_DATABASE_URL 后再运行 restore。" +
			" / The archive comes from PostgreSQL and holds no database: restore it with pg_restore, and the uploads with AQ_DATABASE_URL set.")
	}

	dbPath := filepath.Join(cfg.DataDir, entryDB)
	if sqlite {
		release, err := db.AcquireIdle(cfg.DataDir)
		if errors.Is(err, db.ErrInUse) {
			return nil, fmt.Errorf("%w（%s），不能恢复。 / A server is running on %s: stop every instance, then restore", db.ErrInUse, cfg.DataDir, cfg.DataDir)
		}
		if err != nil {
			return nil, err
		}
		defer release() // a server starting meanwhile waits for the restore to end
		if _, err := os.Stat(dbPath); err == nil && !opt.Force {
			return nil, fmt.Errorf("数据目录中已有数据库 %s，加 -force 替换。 / %s exists; use -force to replace it", dbPath, dbPath)
		}
	}

	bucket, uploadDir, err := bucketDir(cfg)
	if err != nil {
		return nil, err
	}
	if len(idx.uploads) > 0 && uploadDir == "" {
		return nil, fmt.Errorf("备份中有 %d 个上传文件，而存储桶 %s 不是本地目录：请取消 AQ_BLOB_URL 恢复到数据目录，或用 tar 取出 upload/ 后以该存储的工具上传。"+
			" / The archive holds %d uploads but the bucket %s is no file:// directory", len(idx.uploads), bucket, len(idx.uploads), bucket)
	}
	var root *os.Root
	if uploadDir != "" && len(idx.uploads) > 0 {
		if err := os.MkdirAll(uploadDir, 0o750); err != nil {
			return nil, err
		}
		// Every write goes through root: a symlink in the bucket cannot lead out.
		if root, err = os.OpenRoot(uploadDir); err != nil {
			return nil, err
		}
		defer root.Close()
	}
	same, conflicts, err := compare(idx, root)
	if err != nil {
		return nil, err
	}
	secretPath := filepath.Join(cfg.DataDir, "secret")
	if idx.secret != nil {
		if b, err := os.ReadFile(secretPath); err == nil && !bytes.Equal(bytes.TrimSpace(b), bytes.TrimSpace(idx.secret)) {
			conflicts = append([]string{secretPath}, conflicts...)
		}
	}
	if len(conflicts) > 0 && !opt.Force {
		more := ""
		if len(conflicts) > 3 {
			more = fmt.Sprintf(" 等 %d 个", len(conflicts))
		}
		return nil, fmt.Errorf("已有文件与备份中的不同：%s%s，加 -force 覆盖。 / %d existing files differ from the archive; use -force to overwrite",
			strings.Join(conflicts[:min(3, len(conflicts))], "、"), more, len(conflicts))
	}

	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		return nil, err
	}
	staging, err := os.MkdirTemp(cfg.DataDir, ".restore-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(staging)
	var restored Manifest
	written := 0
	err = walk(ctx, file, func(kind entryKind, name string, r io.Reader) error {
		switch kind {
		case kindDB:
			// Checked and migrated where it is, before it replaces anything.
			if err := writeFile(filepath.Join(staging, entryDB), r, 0o600); err != nil {
				return err
			}
			return checkDB(ctx, staging, &restored)
		case kindUpload:
			if same[name] {
				_, err := io.Copy(io.Discard, r)
				return err
			}
			written++
			return writeUpload(root, name, r, idx.uploads[name])
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if idx.secret != nil {
		if err := writeFile(secretPath, bytes.NewReader(idx.secret), 0o600); err != nil {
			return nil, err
		}
	}
	if sqlite {
		// A -wal or -shm of the database replaced would be replayed onto the new one.
		for _, p := range []string{dbPath + "-wal", dbPath + "-shm"} {
			if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return nil, err
			}
		}
		if err := os.Rename(filepath.Join(staging, entryDB), dbPath); err != nil {
			return nil, err
		}
		syncDir(cfg.DataDir)
	}

	fmt.Fprintf(out, "已从 %s 恢复（备份于 %s）\n", file, m.Created.Local().Format("2006-01-02 15:04:05"))
	if sqlite {
		fmt.Fprintf(out, "  数据库    SQLite：%d 张表，%d 行，迁移版本 %d → %s\n", restored.Tables, restored.Rows, restored.SchemaVersion, dbPath)
	} else {
		fmt.Fprintf(out, "  数据库    本备份不含数据库（备份时为 PostgreSQL 库 %s，服务器 %s），请用 pg_restore 恢复：\n", m.DBName, m.ServerVersion)
		fmt.Fprint(out, RestoreAdvice(cfg.DatabaseURL, m))
	}
	if len(idx.uploads) > 0 {
		fmt.Fprintf(out, "  上传文件  %d 个，%s → %s", idx.blobs, humanBytes(m.UploadBytes), uploadDir)
		if n := len(idx.uploads) - written; n > 0 {
			fmt.Fprintf(out, "（其中 %d 个文件已存在且相同）", n)
		}
		fmt.Fprintln(out)
	} else if !m.BucketInside {
		fmt.Fprintf(out, "  上传文件  不在备份中（备份时的存储桶 %s），请从该存储桶的备份恢复\n", m.Bucket)
	}
	switch {
	case idx.secret != nil && cfg.Secret != "" && cfg.Secret != strings.TrimSpace(string(idx.secret)):
		fmt.Fprintf(out, "  密钥      已恢复到 %s；但 AQ_SECRET 已设置且与之不同，服务会用 AQ_SECRET，数据源密码将无法解密：请取消 AQ_SECRET\n", secretPath)
	case idx.secret != nil:
		fmt.Fprintf(out, "  密钥      已恢复到 %s\n", secretPath)
	case m.Secret == "env" && cfg.Secret == "":
		fmt.Fprintln(out, "  密钥      备份时来自 AQ_SECRET，不在备份中：启动前请设置同一个 AQ_SECRET（当前未设置），否则数据源密码无法解密")
	case m.Secret == "env":
		fmt.Fprintln(out, "  密钥      备份时来自 AQ_SECRET：请确认当前的 AQ_SECRET 与备份时相同")
	}
	return m, nil
}

// RestoreAdvice is the pg_restore command for the database at dbURL (its
// password left out).
func RestoreAdvice(dbURL string, m *Manifest) string {
	name := m.DBName
	if name == "" {
		name = "aqueduct"
	}
	return fmt.Sprintf("    pg_restore --clean --if-exists --no-owner -d '%s' %s-YYYYMMDD.dump\n"+
		"    （pg_restore 的版本不能比生成该文件的 pg_dump 旧；密码请通过 PGPASSWORD 或 ~/.pgpass 提供）\n", PublicURL(dbURL), name)
}

// checkDB opens the database restored into dir, checks it, refuses one from
// a newer aqueduct, applies the migrations this binary has on top, and
// leaves it closed with no -wal beside it.
func checkDB(ctx context.Context, dir string, m *Manifest) error {
	d, err := db.Open(ctx, "", dir)
	if err != nil {
		return fmt.Errorf("备份中的数据库打不开 / the archived database does not open: %w", err)
	}
	defer d.Close()
	current, target, err := d.Versions(ctx)
	if err != nil {
		return err
	}
	if current == 0 {
		return errors.New("备份中的数据库没有迁移记录，不是 aqueduct 的数据库 / the archived database has no migrations: not an aqueduct database")
	}
	if current > target {
		return fmt.Errorf("备份中的数据库（迁移版本 %d）来自更新版本的 aqueduct，本程序只认识到 %d：请用更新的版本恢复。 / the database is from a newer aqueduct (migration %d > %d)",
			current, target, current, target)
	}
	if err := d.Migrate(ctx); err != nil {
		return err
	}
	if err := sqliteStats(ctx, d.SQL, m); err != nil {
		return err
	}
	if _, err := d.SQL.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		return err
	}
	if err := d.Close(); err != nil {
		return err
	}
	// Only the .db file moves into place: whatever a -wal still held would be lost.
	if st, err := os.Stat(filepath.Join(dir, entryDB+"-wal")); err == nil && st.Size() > 0 {
		return errors.New("restored database left a non-empty -wal after closing")
	}
	return nil
}

// scan reads the whole archive once without writing anything: every entry
// checked, the uploads' digests taken, the secret and the manifest read.
func scan(ctx context.Context, file string) (*index, error) {
	idx := &index{uploads: map[string]upload{}}
	var manifest []byte
	err := walk(ctx, file, func(kind entryKind, name string, r io.Reader) error {
		switch kind {
		case kindDB:
			head := make([]byte, len(sqliteMagic))
			if _, err := io.ReadFull(r, head); err != nil || string(head) != sqliteMagic {
				return errors.New("备份中的 aqueduct.db 不是 SQLite 数据库 / aqueduct.db in the archive is no SQLite database")
			}
			idx.hasDB = true
		case kindSecret:
			b, err := io.ReadAll(r)
			if err != nil {
				return err
			}
			if len(bytes.TrimSpace(b)) < 16 {
				return errors.New("备份中的密钥文件太短 / the archived secret is too short")
			}
			idx.secret = b
		case kindManifest:
			b, err := io.ReadAll(r)
			if err != nil {
				return err
			}
			manifest = b
		case kindUpload:
			h := sha256.New()
			n, err := io.Copy(h, r)
			if err != nil {
				return err
			}
			u := upload{size: n}
			copy(u.sum[:], h.Sum(nil))
			idx.uploads[name] = u
			if !isSidecar(name) {
				idx.blobs++
			}
			idx.bytes += n
		}
		_, err := io.Copy(io.Discard, r)
		return err
	})
	if err != nil {
		return nil, err
	}
	if manifest == nil {
		return nil, fmt.Errorf("%s 不是完整的 aqueduct 备份（缺少 %s） / %s is no complete aqueduct backup (no %s)", file, entryManifest, file, entryManifest)
	}
	idx.manifest = &Manifest{}
	if err := json.Unmarshal(manifest, idx.manifest); err != nil || idx.manifest.App != "aqueduct" {
		return nil, fmt.Errorf("%s 不是 aqueduct 备份 / %s is no aqueduct backup", file, file)
	}
	m := idx.manifest
	if m.Format != Format {
		return nil, fmt.Errorf("备份格式 %d 本程序不认识（只认识 %d），请用更新的版本恢复 / archive format %d is unknown to this aqueduct", m.Format, Format, m.Format)
	}
	if idx.hasDB != (m.Database == "sqlite") || idx.blobs != m.Uploads || (idx.secret != nil) != (m.Secret == "file") {
		return nil, fmt.Errorf("%s 的内容与其清单不符，备份不完整 / %s does not match its manifest", file, file)
	}
	return idx, nil
}

// walk calls f for every file entry of the archive after checking it: a
// relative path without "..", a regular file or a directory (no links, no
// devices), a known name, under the size caps, no name twice. Directory
// entries are checked and skipped.
func walk(ctx context.Context, file string, f func(kind entryKind, name string, r io.Reader) error) error {
	a, err := os.Open(file)
	if err != nil {
		return err
	}
	defer a.Close()
	zr, err := gzip.NewReader(a)
	if err != nil {
		return fmt.Errorf("%s 不是 tar.gz 备份 / %s is no tar.gz archive: %w", file, file, err)
	}
	defer zr.Close()
	tr := tar.NewReader(zr)
	seen := map[string]bool{}
	var total int64
	for n := 0; ; n++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		hdr, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("读取备份失败（文件损坏或不完整） / reading the archive: %w", err)
		}
		if n >= maxEntries {
			return fmt.Errorf("备份中的条目超过 %d 个 / more than %d entries", maxEntries, maxEntries)
		}
		kind, name, err := checkEntry(hdr)
		if err != nil {
			return err
		}
		if kind == kindDir {
			continue
		}
		if seen[hdr.Name] {
			return fmt.Errorf("备份中 %q 出现了两次 / %q appears twice in the archive", hdr.Name, hdr.Name)
		}
		seen[hdr.Name] = true
		if total += hdr.Size; total > maxTotalBytes {
			return fmt.Errorf("备份解开后超过 %s / the archive unpacks to more than %s", humanBytes(maxTotalBytes), humanBytes(maxTotalBytes))
		}
		if err := f(kind, name, archiveReader{tr}); err != nil {
			return err
		}
	}
}

// archiveReader says that a read error is the archive's (cut short, corrupt).
type archiveReader struct{ r io.Reader }

func (a archiveReader) Read(p []byte) (int, error) {
	n, err := a.r.Read(p)
	if err != nil && err != io.EOF {
		err = fmt.Errorf("读取备份失败（文件损坏或不完整） / reading the archive: %w", err)
	}
	return n, err
}

// checkEntry refuses what a restore must not write and says what the entry
// is; name is its path under the bucket for an upload.
func checkEntry(hdr *tar.Header) (kind entryKind, name string, err error) {
	p := hdr.Name
	switch hdr.Typeflag {
	case tar.TypeReg: // the reader turns the legacy TypeRegA into TypeReg or TypeDir
	case tar.TypeDir:
		p = strings.TrimSuffix(p, "/")
	default:
		return 0, "", fmt.Errorf("备份中的 %q 不是普通文件（链接、设备等一律拒绝） / %q is not a regular file (links and devices are refused)", hdr.Name, hdr.Name)
	}
	if p == "" || strings.ContainsAny(p, "\\\x00") || strings.HasPrefix(p, "/") || path.Clean(p) != p ||
		!filepath.IsLocal(filepath.FromSlash(p)) || hasDotDot(p) {
		return 0, "", fmt.Errorf("备份中的路径不安全：%q（绝对路径或含 ..） / unsafe path in the archive: %q", hdr.Name, hdr.Name)
	}
	if hdr.Typeflag == tar.TypeDir {
		if p != "upload" && !strings.HasPrefix(p, uploadPrefix) {
			return 0, "", fmt.Errorf("备份中有未知的目录 %q / unknown directory %q in the archive", hdr.Name, hdr.Name)
		}
		return kindDir, "", nil
	}
	limit := int64(maxUploadBytes)
	switch {
	case p == entryDB:
		kind, limit = kindDB, maxDBBytes
	case p == entrySecret:
		kind, limit = kindSecret, maxSecretBytes
	case p == entryManifest:
		kind, limit = kindManifest, maxManifestBytes
	case strings.HasPrefix(p, uploadPrefix):
		kind, name = kindUpload, strings.TrimPrefix(p, uploadPrefix)
	default:
		return 0, "", fmt.Errorf("备份中有未知的文件 %q / unknown file %q in the archive", hdr.Name, hdr.Name)
	}
	if hdr.Size < 0 || hdr.Size > limit {
		return 0, "", fmt.Errorf("备份中的 %q 大小 %s 超过上限 %s / %q exceeds the %s limit", hdr.Name, humanBytes(hdr.Size), humanBytes(limit), hdr.Name, humanBytes(limit))
	}
	return kind, name, nil
}

func hasDotDot(p string) bool {
	for _, seg := range strings.Split(p, "/") {
		if seg == ".." || seg == "." {
			return true
		}
	}
	return false
}

// compare sorts the archive's uploads that exist in the bucket already into
// identical ones (skipped) and different ones (conflicts, sorted).
func compare(idx *index, root *os.Root) (same map[string]bool, conflicts []string, err error) {
	same = map[string]bool{}
	if root == nil {
		return same, nil, nil
	}
	for name, u := range idx.uploads {
		st, err := root.Lstat(filepath.FromSlash(name))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err == nil && st.Mode().IsRegular() && st.Size() == u.size {
			if sum, err := rootDigest(root, name); err == nil && sum == u.sum {
				same[name] = true
				continue
			}
		}
		conflicts = append(conflicts, filepath.Join(root.Name(), filepath.FromSlash(name)))
	}
	sort.Strings(conflicts)
	return same, conflicts, nil
}

func rootDigest(root *os.Root, name string) (sum [sha256.Size]byte, err error) {
	f, err := root.Open(filepath.FromSlash(name))
	if err != nil {
		return sum, err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return sum, err
	}
	copy(sum[:], h.Sum(nil))
	return sum, nil
}

// writeUpload writes one upload beside its place and renames it there, so a
// running server never serves half a file; the digest must match the first
// pass's (the archive did not change in between).
func writeUpload(root *os.Root, name string, r io.Reader, want upload) error {
	rel := filepath.FromSlash(name)
	if err := root.MkdirAll(filepath.Dir(rel), 0o750); err != nil {
		return err
	}
	tmp := rel + ".restore-tmp"
	f, err := root.OpenFile(tmp, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o640)
	if err != nil {
		return err
	}
	h := sha256.New()
	_, err = io.Copy(io.MultiWriter(f, h), r)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil && !bytes.Equal(h.Sum(nil), want.sum[:]) {
		err = fmt.Errorf("备份文件在恢复过程中被改动 / the archive changed during the restore (%s)", name)
	}
	if err != nil {
		_ = root.Remove(tmp)
		return err
	}
	return root.Rename(tmp, rel)
}

// writeFile writes r to path through a temporary file and a rename.
func writeFile(p string, r io.Reader, mode os.FileMode) error {
	tmp := p + ".restore-tmp"
	f, err := os.OpenFile(tmp, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, mode)
	if err != nil {
		return err
	}
	_, err = io.Copy(f, r)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	return os.Rename(tmp, p)
}

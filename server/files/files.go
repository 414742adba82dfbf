// Package files stores uploads in a gocloud.dev bucket, registers each one in
// sys_file and serves them back only through that row (docs/contract.md §11).
package files

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"time"

	"github.com/gabriel-vasile/mimetype"
	"gocloud.dev/blob"
	_ "gocloud.dev/blob/fileblob" // file:// buckets (the default)
	_ "gocloud.dev/blob/memblob"  // mem:// buckets (tests)
	_ "gocloud.dev/blob/s3blob"   // s3:// buckets (AWS S3 and compatible stores)
	"gocloud.dev/gcerrors"

	"aqueduct/ent"
	"aqueduct/ent/sysfile"
	"aqueduct/server/jsontime"
	"aqueduct/server/viewer"
)

// Service stores and serves files.
type Service struct {
	Client *ent.Client
	Bucket *blob.Bucket
	// MaxBytes is the largest upload accepted.
	MaxBytes int64
	Log      *slog.Logger
	// MayRead tells whether the caller may read a registered file beyond
	// his tenant's rule (a file kept in a record he may not see is not his
	// to read); nil reads every file of the tenant (set by server/app to
	// crud.Service.MayReadFile).
	MayRead func(ctx context.Context, f *ent.SysFile) (bool, error)
	now     func() time.Time
}

// Open opens the bucket at bucketURL. A file:// bucket's directory is created.
func Open(ctx context.Context, client *ent.Client, bucketURL string, maxMB int, log *slog.Logger) (*Service, error) {
	u, err := url.Parse(bucketURL)
	if err != nil {
		return nil, fmt.Errorf("blob url: %w", err)
	}
	if u.Scheme == "file" {
		if err := os.MkdirAll(u.Path, 0o750); err != nil {
			return nil, fmt.Errorf("blob dir: %w", err)
		}
	}
	b, err := blob.OpenBucket(ctx, bucketURL)
	if err != nil {
		return nil, fmt.Errorf("open bucket: %w", err)
	}
	return &Service{Client: client, Bucket: b, MaxBytes: int64(maxMB) << 20, Log: log, now: time.Now}, nil
}

// Close releases the bucket.
func (s *Service) Close() error { return s.Bucket.Close() }

// File is the upload's answer.
type File struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Path        string `json:"path"`
	Size        int64  `json:"size"`
	ContentType string `json:"contentType"`
}

// ErrType refuses an extension or content outside the allow-list.
type ErrType struct{ Ext string }

func (e ErrType) Error() string { return "不支持的文件类型：" + e.Ext }

// Store checks and saves r (a file called name of size bytes) under biz,
// and registers it for the tenant of ctx.
func (s *Service) Store(ctx context.Context, r io.ReadSeeker, name string, size int64, biz string) (*File, error) {
	if size > s.MaxBytes {
		return nil, ErrTooLarge{MB: s.MaxBytes >> 20}
	}
	name = CleanName(name)
	ext := Ext(name)
	if _, ok := allowed[ext]; !ok {
		return nil, ErrType{Ext: ext}
	}
	mt, err := mimetype.DetectReader(r)
	if err != nil {
		return nil, err
	}
	if !Accept(ext, mt) {
		return nil, ErrType{Ext: ext}
	}
	if _, err := r.Seek(0, io.SeekStart); err != nil {
		return nil, err
	}
	rnd := make([]byte, 8)
	if _, err := rand.Read(rnd); err != nil {
		return nil, err
	}
	key := biz + "/" + s.now().In(jsontime.Zone).Format("20060102") + "/" + hex.EncodeToString(rnd) + "_" + name
	w, err := s.Bucket.NewWriter(ctx, key, &blob.WriterOptions{ContentType: mt.String()})
	if err != nil {
		return nil, err
	}
	h := sha256.New()
	// One byte more than allowed tells a lying size header from a real one.
	n, err := io.Copy(io.MultiWriter(w, h), io.LimitReader(r, s.MaxBytes+1))
	if err == nil && n > s.MaxBytes {
		err = ErrTooLarge{MB: s.MaxBytes >> 20}
	}
	if err != nil {
		w.Close()
		_ = s.Bucket.Delete(context.WithoutCancel(ctx), key)
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	row, err := s.Client.SysFile.Create().SetName(name).SetPath(key).SetSize(n).
		SetContentType(mt.String()).SetSha256(hex.EncodeToString(h.Sum(nil))).SetBiz(biz).Save(ctx)
	if err != nil {
		_ = s.Bucket.Delete(context.WithoutCancel(ctx), key)
		return nil, err
	}
	return &File{ID: row.ID, Name: row.Name, Path: row.Path, Size: row.Size, ContentType: row.ContentType}, nil
}

// ErrTooLarge refuses a file over the limit.
type ErrTooLarge struct{ MB int64 }

func (e ErrTooLarge) Error() string {
	return fmt.Sprintf("文件大小超过限制（最大 %d MB）", e.MB)
}

// CleanOrphans deletes the files of biz "temp" older than olderThan that no
// save has bound to a record, rows and blobs; it returns how many went.
func (s *Service) CleanOrphans(ctx context.Context, olderThan time.Duration) (int, error) {
	ctx = viewer.NewContext(ctx, viewer.Viewer{System: true})
	rows, err := s.Client.SysFile.Query().
		Where(sysfile.Biz(DefaultBiz), sysfile.Bound(false), sysfile.CreateTimeLT(jsontime.Time(s.now().Add(-olderThan)))).
		Limit(1000).All(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, f := range rows {
		if err := s.Bucket.Delete(ctx, f.Path); err != nil && gcerrors.Code(err) != gcerrors.NotFound {
			return n, fmt.Errorf("delete %s: %w", f.Path, err)
		}
		if err := s.Client.SysFile.DeleteOneID(f.ID).Exec(ctx); err != nil && !ent.IsNotFound(err) {
			return n, err
		}
		n++
	}
	return n, nil
}

// OrphanGrace is how long an upload may stay in "temp".
const OrphanGrace = 24 * time.Hour

// RunCleaner calls CleanOrphans every interval until ctx ends.
func (s *Service) RunCleaner(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			n, err := s.CleanOrphans(ctx, OrphanGrace)
			switch {
			case err != nil && !errors.Is(err, context.Canceled):
				s.Log.Error("clean orphan files", "err", err, "deleted", n)
			case n > 0:
				s.Log.Info("cleaned orphan files", "deleted", n)
			}
		}
	}
}

// reader opens a stored blob.
func (s *Service) reader(ctx context.Context, key string) (*blob.Reader, error) {
	return s.Bucket.NewReader(ctx, key, nil)
}

package db

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"entgo.io/ent/dialect"
	"github.com/gofrs/flock"
)

// setupLockKey is the PostgreSQL advisory lock taken around migrations and
// first-start setup: any number two-int key no other code of ours uses.
const setupLockKey = 0x41515545 // "AQUE"

// Lock files beside the SQLite database.
const (
	setupLockFile   = "aqueduct.setup.lock"   // exclusive while migrating and seeding
	runningLockFile = "aqueduct.running.lock" // shared by every server using the data directory
)

// ErrInUse says a server is running on the database.
var ErrInUse = errors.New("数据库正被运行中的服务使用，请先停止所有实例")

// SetupLock serialises migrations and first-start setup between instances
// that start together: on PostgreSQL a session advisory lock (released by the
// database if the holder dies), on SQLite an exclusive lock on a file beside
// the database. It waits until the lock is free or ctx ends; unlock gives it back.
func (d *DB) SetupLock(ctx context.Context) (unlock func(), err error) {
	if d.Dialect == dialect.Postgres {
		conn, err := d.SQL.Conn(ctx)
		if err != nil {
			return nil, err
		}
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock($1)", setupLockKey); err != nil {
			conn.Close()
			return nil, fmt.Errorf("setup lock: %w", err)
		}
		return func() {
			// A failed unlock leaves the lock to the connection's end, which Close causes.
			_, _ = conn.ExecContext(context.Background(), "SELECT pg_advisory_unlock($1)", setupLockKey)
			conn.Close()
		}, nil
	}
	f := flock.New(filepath.Join(d.dataDir, setupLockFile))
	if _, err := f.TryLockContext(ctx, 50*time.Millisecond); err != nil {
		return nil, fmt.Errorf("setup lock: %w", err)
	}
	return func() { _ = f.Unlock() }, nil
}

// HoldRunning marks a SQLite data directory as used by a running server until
// release: a shared lock every instance holds, so `aqueduct restore` can tell
// that one is running (AcquireIdle). On PostgreSQL it does nothing.
func (d *DB) HoldRunning() (release func(), err error) {
	if d.Dialect == dialect.Postgres {
		return func() {}, nil
	}
	f := flock.New(filepath.Join(d.dataDir, runningLockFile))
	ok, err := f.TryRLock()
	if err != nil {
		return nil, err
	}
	if !ok { // a restore holds it
		return nil, errors.New("数据目录正在恢复备份，请稍后再启动")
	}
	return func() { _ = f.Unlock() }, nil
}

// AcquireIdle takes a SQLite data directory for a command that must run with
// no server on it (restore): ErrInUse when a server holds it. The directory
// is created if missing.
func AcquireIdle(dataDir string) (release func(), err error) {
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return nil, err
	}
	f := flock.New(filepath.Join(dataDir, runningLockFile))
	ok, err := f.TryLock()
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, ErrInUse
	}
	return func() { _ = f.Unlock() }, nil
}

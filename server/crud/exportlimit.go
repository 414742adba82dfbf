package crud

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"hash/fnv"
	"strconv"
	"sync"
	"time"

	"entgo.io/ent/dialect"

	"aqueduct/server/httpx"
)

// An export reads every row a query selects and keeps the sheet in a temp
// file until it is sent, busy on the database and a core all the while, so a
// server runs only a few at once; a further request is refused at once rather
// than queued behind them.
func newExportLimiter() *exportLimiter { return &exportLimiter{perUser: 2, perServer: 4} }

// msgTooManyExports answers an export over either cap.
const msgTooManyExports = "导出任务过多，请稍后再试"

// msgExportSlot answers an export whose slot could not be checked (the
// database did not answer).
const msgExportSlot = "导出任务登记失败，请稍后再试"

// Advisory lock classes of the export slots on PostgreSQL (the two-int key
// space, apart from db's setup lock): the slot number in all, and a hash of
// user and slot per user.
const (
	exportAllClass  = 0x41514558 // "AQEX"
	exportUserClass = 0x41514555 // "AQEU"
)

// exportLimiter counts the running exports, per user and in all. On SQLite
// (one server per data directory) it counts in this process; with a database
// set on PostgreSQL it counts across every instance on that database.
type exportLimiter struct {
	perUser, perServer int

	// db holds the slots on PostgreSQL: session advisory locks, one
	// connection per export, so a crashed instance's slots go with its
	// connections. Nil counts in this process.
	db *sql.DB

	mu     sync.Mutex
	total  int
	byUser map[string]int
}

// ShareExportLimits makes the export caps hold across all instances on a
// PostgreSQL database (the caps are "per server" for the whole cluster, as
// the instances share one database). On SQLite it changes nothing.
func (s *Service) ShareExportLimits(db *sql.DB, dialectName string) {
	if dialectName == dialect.Postgres {
		s.exports.db = db
	}
}

// acquire takes a slot for user. It answers msgTooManyExports when a cap is
// reached, and a failure of the database as msgExportSlot; release gives the
// slot back.
func (l *exportLimiter) acquire(ctx context.Context, user string) (release func(), err error) {
	if l.db != nil {
		return l.acquireShared(ctx, user)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.total >= l.perServer || l.byUser[user] >= l.perUser {
		return nil, httpx.Fail(msgTooManyExports)
	}
	if l.byUser == nil {
		l.byUser = map[string]int{}
	}
	l.total++
	l.byUser[user]++
	var once sync.Once
	return func() {
		once.Do(func() {
			l.mu.Lock()
			defer l.mu.Unlock()
			l.total--
			if l.byUser[user]--; l.byUser[user] == 0 {
				delete(l.byUser, user)
			}
		})
	}, nil
}

// errNoSlot says every slot of a kind is taken.
var errNoSlot = errors.New("no free export slot")

// acquireShared takes a user slot and a slot in all as advisory locks of one
// connection kept until release.
func (l *exportLimiter) acquireShared(ctx context.Context, user string) (func(), error) {
	conn, err := l.db.Conn(ctx)
	if err != nil {
		return nil, httpx.Wrap(err, msgExportSlot)
	}
	free := func() { freeSlots(conn) }
	err = trySlot(ctx, conn, exportUserClass, l.perUser, func(slot int) int32 { return userSlotKey(user, slot) })
	if err == nil {
		err = trySlot(ctx, conn, exportAllClass, l.perServer, func(slot int) int32 { return int32(slot) })
	}
	if err != nil {
		free()
		if errors.Is(err, errNoSlot) {
			return nil, httpx.Fail(msgTooManyExports)
		}
		return nil, httpx.Wrap(err, msgExportSlot)
	}
	var once sync.Once
	return func() { once.Do(free) }, nil
}

// trySlot locks the first free of n slots of class on conn.
func trySlot(ctx context.Context, conn *sql.Conn, class int32, n int, key func(slot int) int32) error {
	for slot := range n {
		var ok bool
		if err := conn.QueryRowContext(ctx, "SELECT pg_try_advisory_lock($1, $2)", class, key(slot)).Scan(&ok); err != nil {
			return err
		}
		if ok {
			return nil
		}
	}
	return errNoSlot
}

// userSlotKey is slot of user's slots in the user class. Two users whose
// keys collide (one in 2^32) share slots: they wait on each other, no more.
func userSlotKey(user string, slot int) int32 {
	h := fnv.New32a()
	h.Write([]byte(strconv.Itoa(slot) + "\x00" + user))
	return int32(h.Sum32())
}

// freeSlots gives back every advisory lock of conn and returns it to the
// pool. A connection that cannot unlock is dropped instead: its session ends
// and the database frees its locks, rather than a pooled connection keeping
// them (and taking them again, advisory locks nesting in a session).
func freeSlots(conn *sql.Conn) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_unlock_all()"); err != nil {
		_ = conn.Raw(func(any) error { return driver.ErrBadConn })
	}
	_ = conn.Close()
}

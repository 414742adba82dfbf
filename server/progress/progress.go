// Package progress lets the client of a long synchronous request (an Excel
// import) watch it: the client names the work with a random id of its own in
// the X-Progress-Id header, the handler reports its phase and rows done, and
// GET /sys/progress?id= answers the user who started it, and nobody else.
// The request's own reply stays what it was (JeecgBoot's), so clients that
// send no id see no difference.
//
// Entries live in memory and expire. With several instances behind a
// balancer (Share) each task publishes its state on the cache bus, at most
// every publishEvery and always its last, so every instance holds a replica
// and a poll may reach any of them.
package progress

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	"regexp"
	"sync"
	"time"

	"github.com/labstack/echo/v5"

	"aqueduct/server/httpx"
	"aqueduct/server/viewer"
)

// Header names the work a request does.
const Header = "X-Progress-Id"

// Phases of an import.
const (
	Read  = "read"  // reading the file
	Check = "check" // checking rows (Done of Total)
	Save  = "save"  // saving rows (Done of Total)
	Write = "write" // writing an export's rows (Done; Total unknown)
	Done  = "done"  // the reply is on its way
)

// Limits of the store.
const (
	idleTTL     = 10 * time.Minute // an entry nobody updated this long goes
	finishedTTL = 2 * time.Minute  // a finished one goes sooner
	maxEntries  = 10000
	maxPerUser  = 20
)

// MsgUnknown answers an id that is unknown, expired or another user's alike.
const MsgUnknown = "未找到该进度：编号不存在、已过期或不属于当前用户"

var validID = regexp.MustCompile(`^[A-Za-z0-9_-]{16,64}$`)

// ValidID reports whether id may name a piece of work.
func ValidID(id string) bool { return validID.MatchString(id) }

// State is what a poll answers.
type State struct {
	Phase    string `json:"phase"`
	Done     int    `json:"done"`
	Total    int    `json:"total"`
	File     int    `json:"file"`  // the file being read, from 1
	Files    int    `json:"files"` // files in the request
	Finished bool   `json:"finished"`
}

type entry struct {
	user  string
	state State
	seen  time.Time
	task  *Task // the task of this process reporting it; nil for another instance's
}

// Store holds the work in progress of this process and, when shared, of the
// other instances.
type Store struct {
	mu      sync.Mutex
	entries map[string]*entry
	swept   time.Time
	now     func() time.Time

	bus  Bus    // where tasks publish their state (Share); nil keeps them here
	self string // this store's mark on what it publishes
	log  *slog.Logger
}

// New makes an empty store.
func New() *Store { return &Store{entries: map[string]*entry{}, now: time.Now} }

// Topic is the bus topic (a PostgreSQL channel) of progress updates.
const Topic = "aq_progress"

// publishEvery is the least time between two updates a task publishes: an
// import adds rows thousands of times a second.
const publishEvery = 250 * time.Millisecond

// Bus spreads updates to every instance (cache.Bus).
type Bus interface {
	Subscribe(topic string, fn func(payload string)) error
	Publish(ctx context.Context, topic, payload string) error
}

// update is what a task publishes: its whole state, so any one update
// makes a replica.
type update struct {
	From  string `json:"f"`
	ID    string `json:"i"`
	User  string `json:"u"`
	State State  `json:"s"`
}

// Share makes the store publish its tasks on bus and keep replicas of the
// other instances' (before serving).
func (s *Store) Share(bus Bus, log *slog.Logger) error {
	self := make([]byte, 8)
	_, _ = rand.Read(self)
	s.mu.Lock()
	s.bus, s.self, s.log = bus, hex.EncodeToString(self), log
	s.mu.Unlock()
	return bus.Subscribe(Topic, s.received)
}

// received keeps another instance's update. It never replaces this
// instance's running work, nor another user's, and obeys the store's limits.
func (s *Store) received(payload string) {
	var u update
	if json.Unmarshal([]byte(payload), &u) != nil || u.From == s.self || !ValidID(u.ID) || u.User == "" {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sweep()
	now := s.now()
	if e := s.entries[u.ID]; e != nil && !e.expired(now) {
		if e.user != u.User || e.task != nil && !e.state.Finished {
			return
		}
	} else if !s.room(u.User) {
		return
	}
	s.entries[u.ID] = &entry{user: u.User, state: u.State, seen: now}
}

// room tells whether a new entry of user fits; s.mu is held.
func (s *Store) room(user string) bool {
	mine := 0
	for _, e := range s.entries {
		if e.user == user {
			mine++
		}
	}
	return len(s.entries) < maxEntries && mine < maxPerUser
}

// Serve makes a store and registers its route.
func Serve(rt *httpx.Routes) *Store {
	s := New()
	s.Routes(rt)
	return s
}

// Routes registers GET /sys/progress?id=: any logged-in user, who sees only
// his own work.
func (s *Store) Routes(rt *httpx.Routes) {
	rt.GET("/sys/progress", httpx.LoggedIn, s.get).Doc(httpx.Doc{Summary: "长任务（导入、导出）的进度"})
}

func (s *Store) get(c *echo.Context) error {
	id := c.QueryParam("id")
	if !ValidID(id) {
		return httpx.Fail("进度编号不正确")
	}
	st, ok := s.Get(c.Request().Context(), id)
	if !ok {
		return &httpx.Error{HTTP: 200, Code: 404, Message: MsgUnknown}
	}
	return httpx.OK(c, st)
}

// Get is the state of the caller's work id.
func (s *Store) Get(ctx context.Context, id string) (State, bool) {
	v, _ := viewer.FromContext(ctx)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sweep()
	e := s.entries[id]
	if e == nil || e.expired(s.now()) || v.UserID == "" || e.user != v.UserID {
		return State{}, false
	}
	return e.state, true
}

// Start begins tracking the work the request names in its header. It returns
// nil — a Task that reports nothing — without a valid id, for a caller with
// no user, for an id another user holds, or when the store is full.
func (s *Store) Start(c *echo.Context) *Task {
	if s == nil {
		return nil
	}
	return s.start(c.Request().Context(), c.Request().Header.Get(Header))
}

func (s *Store) start(ctx context.Context, id string) *Task {
	v, _ := viewer.FromContext(ctx)
	if !ValidID(id) || v.UserID == "" {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sweep()
	if e := s.entries[id]; e != nil && !e.expired(s.now()) {
		if e.user != v.UserID {
			return nil
		}
	} else if !s.room(v.UserID) {
		return nil
	}
	t := &Task{s: s, id: id}
	s.entries[id] = &entry{user: v.UserID, state: State{Phase: Read}, seen: s.now(), task: t}
	t.schedule() // the id is claimed everywhere at once
	return t
}

// sweep drops expired entries, at most once a second; s.mu is held.
func (s *Store) sweep() {
	now := s.now()
	if now.Sub(s.swept) < time.Second {
		return
	}
	s.swept = now
	for id, e := range s.entries {
		if e.expired(now) {
			delete(s.entries, id)
		}
	}
}

func (e *entry) expired(now time.Time) bool {
	ttl := idleTTL
	if e.state.Finished {
		ttl = finishedTTL
	}
	return now.Sub(e.seen) > ttl
}

// Task reports one piece of work. A nil *Task reports nothing, so handlers
// call it whether or not the client asked.
type Task struct {
	s  *Store
	id string

	// Under s.mu: when the last publish began, and whether one is due.
	sent time.Time
	due  bool
	// publishing holds one publish at a time, so they leave in order.
	publishing sync.Mutex
	failed     bool // a publish failed (logged once)
}

func (t *Task) update(f func(*State)) {
	if t == nil {
		return
	}
	t.s.mu.Lock()
	defer t.s.mu.Unlock()
	// A task whose id was started again, here or elsewhere, reports nothing.
	if e := t.s.entries[t.id]; e != nil && e.task == t {
		f(&e.state)
		e.seen = t.s.now()
		t.schedule()
	}
}

// schedule publishes the state once publishEvery has passed since the last
// publish, off the request's goroutine; s.mu is held. Updates meanwhile
// ride along, so the last state is always published.
func (t *Task) schedule() {
	if t.s.bus == nil || t.due {
		return
	}
	t.due = true
	time.AfterFunc(max(0, publishEvery-time.Since(t.sent)), t.publish)
}

func (t *Task) publish() {
	t.publishing.Lock()
	defer t.publishing.Unlock()
	t.s.mu.Lock()
	t.due, t.sent = false, time.Now()
	e := t.s.entries[t.id]
	if e == nil || e.task != t {
		t.s.mu.Unlock()
		return
	}
	b, err := json.Marshal(update{From: t.s.self, ID: t.id, User: e.user, State: e.state})
	t.s.mu.Unlock()
	if err == nil {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		err = t.s.bus.Publish(ctx, Topic, string(b))
		cancel()
	}
	if err != nil && !t.failed && t.s.log != nil {
		t.failed = true
		t.s.log.Warn("progress: publish failed", "id", t.id, "err", err)
	}
}

// File says the request reads file n of files.
func (t *Task) File(n, files int) {
	t.update(func(s *State) { *s = State{Phase: Read, File: n, Files: files} })
}

// Phase starts a phase of total rows.
func (t *Task) Phase(phase string, total int) {
	t.update(func(s *State) { s.Phase, s.Done, s.Total = phase, 0, total })
}

// Add counts n more rows done in the phase (n may be negative: rows to be done again).
func (t *Task) Add(n int) {
	t.update(func(s *State) { s.Done = max(s.Done+n, 0) })
}

// Finish marks the work done; its entry goes a little later.
func (t *Task) Finish() {
	t.update(func(s *State) {
		s.Phase, s.Finished = Done, true
		if s.Total > 0 {
			s.Done = s.Total
		}
	})
}

type ctxKey struct{}

// NewContext returns ctx carrying t, for the code deep in the request to report to.
func NewContext(ctx context.Context, t *Task) context.Context {
	if t == nil {
		return ctx
	}
	return context.WithValue(ctx, ctxKey{}, t)
}

// FromContext is the task ctx carries, nil (reporting nothing) when none.
func FromContext(ctx context.Context) *Task {
	t, _ := ctx.Value(ctxKey{}).(*Task)
	return t
}

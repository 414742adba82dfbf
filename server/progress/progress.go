// Package progress lets the client of a long synchronous request (an Excel
// import) watch it: the client names the work with a random id of its own in
// the X-Progress-Id header, the handler reports its phase and rows done, and
// GET /sys/progress?id= answers the user who started it, and nobody else.
// The request's own reply stays what it was (JeecgBoot's), so clients that
// send no id see no difference.
//
// Entries live in this process's memory and expire: with several instances
// behind a balancer a poll may reach another instance and find nothing (the
// client then just shows no row counts). A shared store is issue 36's.
package progress

import (
	"context"
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
}

// Store holds the work in progress of this process.
type Store struct {
	mu      sync.Mutex
	entries map[string]*entry
	swept   time.Time
	now     func() time.Time
}

// New makes an empty store.
func New() *Store { return &Store{entries: map[string]*entry{}, now: time.Now} }

// Serve makes a store and registers its route.
func Serve(rt *httpx.Routes) *Store {
	s := New()
	s.Routes(rt)
	return s
}

// Routes registers GET /sys/progress?id=: any logged-in user, who sees only
// his own work.
func (s *Store) Routes(rt *httpx.Routes) {
	rt.GET("/sys/progress", httpx.LoggedIn, s.get)
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
	} else {
		mine := 0
		for _, e := range s.entries {
			if e.user == v.UserID {
				mine++
			}
		}
		if len(s.entries) >= maxEntries || mine >= maxPerUser {
			return nil
		}
	}
	s.entries[id] = &entry{user: v.UserID, state: State{Phase: Read}, seen: s.now()}
	return &Task{s: s, id: id}
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
}

func (t *Task) update(f func(*State)) {
	if t == nil {
		return
	}
	t.s.mu.Lock()
	defer t.s.mu.Unlock()
	if e := t.s.entries[t.id]; e != nil {
		f(&e.state)
		e.seen = t.s.now()
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

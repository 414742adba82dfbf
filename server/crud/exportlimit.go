package crud

import "sync"

// An export reads every row a query selects and holds the sheet in memory
// until it is sent, so a server runs only a few at once; a further request is
// refused at once rather than queued behind them.
func newExportLimiter() *exportLimiter { return &exportLimiter{perUser: 2, perServer: 4} }

// msgTooManyExports answers an export over either cap.
const msgTooManyExports = "导出任务过多，请稍后再试"

// exportLimiter counts the exports running in this process, per user and in all.
type exportLimiter struct {
	perUser, perServer int

	mu     sync.Mutex
	total  int
	byUser map[string]int
}

// acquire takes a slot for user, or reports false when a cap is reached;
// release gives it back.
func (l *exportLimiter) acquire(user string) (release func(), ok bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.total >= l.perServer || l.byUser[user] >= l.perUser {
		return nil, false
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
	}, true
}

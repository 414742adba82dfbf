// Package schedule computes progress plans by the critical path method (CPM):
// a forward and a backward pass over a finish-to-start activity network give
// each task its early and late start and finish, its floats, and whether it
// is critical. Times are whole working days counted from the project start
// (day 0); a task with duration d starting on day s finishes on day s+d.
// It also holds a plan's percent complete from its quantities (PlanPercent),
// which the server's save rule and the demo data both use.
package schedule

import (
	"slices"
	"strings"
)

// Task is one activity of a plan network.
type Task struct {
	ID           string
	Name         string   // for messages
	Duration     int      // working days, >= 0 (0 = milestone)
	Predecessors []string // IDs of tasks that must finish first (finish-to-start)
}

// Result is a task's computed times, in days from the project start (day 0).
type Result struct {
	ID                      string
	EarlyStart, EarlyFinish int
	LateStart, LateFinish   int
	TotalFloat              int  // LateStart - EarlyStart
	FreeFloat               int  // delay possible without delaying any successor's early start
	Critical                bool // TotalFloat == 0
}

// Network is the outcome for a whole plan.
type Network struct {
	Tasks    []Result // in the order of the input tasks
	Duration int      // project duration (max EarlyFinish)
	Chain    []string // one critical chain from a start to the end, in order (IDs), for drawing
}

// Error is a plan that cannot be computed. Message is Chinese text shown to
// users as is; Tasks holds the IDs involved.
type Error struct {
	Message string
	Tasks   []string
}

func (e *Error) Error() string { return e.Message }

// Compute runs the forward and backward passes. It fails with an *Error on a
// duplicate ID, a negative duration, an unknown predecessor or a cycle
// (a task listed as its own predecessor included). Repeated predecessor IDs
// within one task count once.
func Compute(tasks []Task) (*Network, error) {
	n := len(tasks)
	index := make(map[string]int, n)
	for i, t := range tasks {
		if _, dup := index[t.ID]; dup {
			return nil, &Error{Message: "任务编号重复：" + label(t), Tasks: []string{t.ID}}
		}
		index[t.ID] = i
		if t.Duration < 0 {
			return nil, &Error{Message: "任务“" + label(t) + "”的工期不能为负数", Tasks: []string{t.ID}}
		}
	}

	// Edges as indices; all predecessor lists share one backing array.
	edges := 0
	for _, t := range tasks {
		edges += len(t.Predecessors)
	}
	flat := make([]int, 0, edges)
	preds := make([][]int, n)
	seen := make([]int, n) // seen[p] == i+1: p already taken as a predecessor of i
	nsucc := make([]int, n)
	for i, t := range tasks {
		start := len(flat)
		for _, id := range t.Predecessors {
			p, ok := index[id]
			if !ok {
				return nil, &Error{Message: "任务“" + label(t) + "”的前置任务不存在：" + id, Tasks: []string{t.ID, id}}
			}
			if seen[p] == i+1 {
				continue
			}
			seen[p] = i + 1
			flat = append(flat, p)
			nsucc[p]++
		}
		preds[i] = flat[start:len(flat):len(flat)]
	}

	// Successor lists in input order, again on one backing array.
	succFlat := make([]int, len(flat))
	succs := make([][]int, n)
	off := 0
	for p := range n {
		succs[p] = succFlat[off : off : off+nsucc[p]]
		off += nsucc[p]
	}
	for i := range n {
		for _, p := range preds[i] {
			succs[p] = append(succs[p], i)
		}
	}

	order, err := topoOrder(tasks, preds, succs)
	if err != nil {
		return nil, err
	}

	res := make([]Result, n)
	duration := 0
	for _, i := range order { // forward pass
		es := 0
		for _, p := range preds[i] {
			es = max(es, res[p].EarlyFinish)
		}
		res[i].ID = tasks[i].ID
		res[i].EarlyStart = es
		res[i].EarlyFinish = es + tasks[i].Duration
		duration = max(duration, res[i].EarlyFinish)
	}
	for k := n - 1; k >= 0; k-- { // backward pass
		i := order[k]
		lf, nextES := duration, duration
		for _, s := range succs[i] {
			lf = min(lf, res[s].LateStart)
			nextES = min(nextES, res[s].EarlyStart)
		}
		r := &res[i]
		r.LateFinish = lf
		r.LateStart = lf - tasks[i].Duration
		r.TotalFloat = r.LateStart - r.EarlyStart
		r.FreeFloat = nextES - r.EarlyFinish
		r.Critical = r.TotalFloat == 0
	}

	return &Network{Tasks: res, Duration: duration, Chain: criticalChain(tasks, res, preds, succs, duration)}, nil
}

// topoOrder is Kahn's algorithm; the FIFO queue seeded in input order keeps
// the order deterministic. Tasks left over lie on or behind a cycle.
func topoOrder(tasks []Task, preds, succs [][]int) ([]int, error) {
	n := len(tasks)
	indeg := make([]int, n)
	order := make([]int, 0, n)
	for i := range n {
		indeg[i] = len(preds[i])
		if indeg[i] == 0 {
			order = append(order, i)
		}
	}
	for head := 0; head < len(order); head++ {
		for _, s := range succs[order[head]] {
			if indeg[s]--; indeg[s] == 0 {
				order = append(order, s)
			}
		}
	}
	if len(order) == n {
		return order, nil
	}
	return nil, cycleError(tasks, preds, indeg)
}

// cycleError reports one actual cycle among the tasks Kahn's algorithm could
// not order. Each of them still has an unordered predecessor, so walking
// backwards through those must revisit a task; the walk between the two
// visits is a cycle.
func cycleError(tasks []Task, preds [][]int, indeg []int) *Error {
	pos := make(map[int]int) // task -> step at which the walk reached it
	var walk []int
	cur := -1
	for i := range tasks {
		if indeg[i] > 0 {
			cur = i
			break
		}
	}
	for {
		if _, ok := pos[cur]; ok {
			break
		}
		pos[cur] = len(walk)
		walk = append(walk, cur)
		for _, p := range preds[cur] {
			if indeg[p] > 0 {
				cur = p
				break
			}
		}
	}
	// The walk went against the edges; reverse it to read forwards, then
	// start at the task that comes first in the input.
	cyc := walk[pos[cur]:]
	for a, b := 0, len(cyc)-1; a < b; a, b = a+1, b-1 {
		cyc[a], cyc[b] = cyc[b], cyc[a]
	}
	first := 0
	for k, i := range cyc {
		if i < cyc[first] {
			first = k
		}
	}
	cyc = append(cyc[first:len(cyc):len(cyc)], cyc[:first]...)

	ids := make([]string, len(cyc))
	names := make([]string, len(cyc)+1)
	for k, i := range cyc {
		ids[k] = tasks[i].ID
		names[k] = label(tasks[i])
	}
	names[len(cyc)] = names[0]
	return &Error{Message: "前置任务形成循环：" + strings.Join(names, " → "), Tasks: ids}
}

// criticalChain starts from the first (in input order) task without
// successors that finishes on the project end, so trailing milestones are
// drawn too; such a task always has zero float. It then walks back through
// critical predecessors finishing exactly when the current task starts,
// taking the first such one in input order.
func criticalChain(tasks []Task, res []Result, preds, succs [][]int, duration int) []string {
	cur := -1
	for i, r := range res {
		if len(succs[i]) == 0 && r.EarlyFinish == duration {
			cur = i
			break
		}
	}
	var chain []string
	for cur >= 0 {
		chain = append(chain, tasks[cur].ID)
		next := -1
		for _, p := range preds[cur] {
			if res[p].Critical && res[p].EarlyFinish == res[cur].EarlyStart && (next < 0 || p < next) {
				next = p
			}
		}
		cur = next
	}
	out := make([]string, len(chain))
	for k, id := range chain {
		out[len(chain)-1-k] = id
	}
	return out
}

// label names a task in messages: its name, or its ID when the name is empty.
func label(t Task) string {
	if t.Name != "" {
		return t.Name
	}
	return t.ID
}

// ParsePredecessors splits a stored predecessor list ("id1,id2" with optional
// spaces, also accepting the Chinese comma '，', '、' and ';' or '；') into
// IDs, dropping empties and duplicates and keeping the first-seen order.
func ParsePredecessors(s string) []string {
	fields := strings.FieldsFunc(s, func(r rune) bool {
		switch r {
		case ',', '，', '、', ';', '；':
			return true
		}
		return false
	})
	out := make([]string, 0, len(fields))
	for _, f := range fields {
		f = strings.TrimSpace(f)
		if f == "" || slices.Contains(out, f) {
			continue
		}
		out = append(out, f)
	}
	return out
}

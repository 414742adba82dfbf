package main

import (
	"bufio"
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/lib/pq"
)

// report is what a run did and what the checks found.
type report struct {
	o                options
	pgVersion        string
	started, loadEnd time.Time
	together         bool
	togetherErr      string
	kills            []kill
	crashes          int
	restartFailed    int
	ops              stats
	proxyErrs        []string

	adds struct {
		acked, unknown, unknownPresent, lost, dup, unexpected, failedPresent int
	}
	edits struct {
		acked, unknown, records, lost, rowsWrong int
	}
	uploads struct {
		acked, unknown, readable, lost, dup int
	}
	stale    []string
	examples []string // the first few findings in detail

	releases                               []release
	releaseUnknown                         int
	owed, delivered, missed, dupDeliveries int
	alsoDelivered                          int // to sockets opened or closed around the release
	maxDelay                               time.Duration

	sockOpened, sockKill, sockOther, dialCut, dialFailed int
	sockWhy                                              []string

	ticks, once, missedTicks, doubled, late, offSchedule int
	maxLate                                              time.Duration
	jobInstances                                         int
	tickFindings                                         []string
	checkErr                                             []string // a check that could not run
	logWarn, logError                                    int
	logLines                                             []string
}

func (r *report) example(format string, args ...any) {
	if len(r.examples) < 15 {
		r.examples = append(r.examples, fmt.Sprintf(format, args...))
	}
}

// check compares what was acknowledged with what the database, the store
// and the sockets show.
func (s *soak) check(ctx context.Context, rep *report, clients []*client) {
	for _, c := range clients {
		rep.ops.merge(c.stats)
		rep.stale = append(rep.stale, c.stale...)
	}
	rep.ops.merge(s.admin)
	for _, in := range s.cl.insts {
		rep.crashes += int(in.crashes.Load())
	}
	for _, k := range rep.kills {
		if k.err != "" {
			rep.restartFailed++
		}
	}
	rep.proxyErrs = s.cl.proxy.errors
	if err := s.cl.db.QueryRowContext(ctx, "SHOW server_version").Scan(&rep.pgVersion); err == nil {
		rep.pgVersion = "PostgreSQL " + rep.pgVersion
	}
	s.checkRecords(ctx, rep, clients)
	s.checkUploads(ctx, rep, clients)
	s.checkDeliveries(rep, clients)
	s.checkTicks(ctx, rep)
	s.checkLogs(rep)
}

// checkRecords: every acknowledged add is there once, and each record holds
// its last acknowledged write (or a later one whose outcome is unknown), with
// exactly that write's measuring points.
func (s *soak) checkRecords(ctx context.Context, rep *report, clients []*client) {
	like := "SOAK-" + s.run + "-%"
	byUnit := map[string][]string{}
	remarks := map[string]string{}
	rows, err := s.cl.db.QueryContext(ctx, `SELECT id, unit_code, COALESCE(remarks, '') FROM cmis_shotcrete_assessment
		WHERE del_flag = 0 AND unit_code LIKE $1`, like)
	if err != nil {
		rep.checkErr = append(rep.checkErr, "records: "+err.Error())
		return
	}
	for rows.Next() {
		var id, unit, rm string
		if err := rows.Scan(&id, &unit, &rm); err != nil {
			rep.checkErr = append(rep.checkErr, "records: "+err.Error())
			rows.Close()
			return
		}
		byUnit[unit] = append(byUnit[unit], id)
		remarks[id] = rm
	}
	rows.Close()
	pointsOf := map[string][]string{}
	rows, err = s.cl.db.QueryContext(ctx, `SELECT m.assessment_id, m.point_no FROM cmis_shotcrete_measure m
		JOIN cmis_shotcrete_assessment a ON a.id = m.assessment_id WHERE m.del_flag = 0 AND a.unit_code LIKE $1`, like)
	if err != nil {
		rep.checkErr = append(rep.checkErr, "measuring points: "+err.Error())
		return
	}
	for rows.Next() {
		var id, p string
		if err := rows.Scan(&id, &p); err != nil {
			rep.checkErr = append(rep.checkErr, "measuring points: "+err.Error())
			rows.Close()
			return
		}
		pointsOf[id] = append(pointsOf[id], p)
	}
	rows.Close()

	known := map[string]bool{}
	for _, c := range clients {
		for _, m := range c.unknownAdds {
			known[m] = true
			rep.adds.unknown++
			switch n := len(byUnit[m]); {
			case n == 1:
				rep.adds.unknownPresent++
			case n > 1:
				rep.adds.dup++
				rep.example("add %s (outcome unknown) is there %d times", m, n)
			}
		}
		for _, m := range c.failedAdds {
			known[m] = true
			if len(byUnit[m]) > 0 {
				rep.adds.failedPresent++
				rep.example("add %s was refused but is there", m)
			}
		}
		for _, rec := range c.recs {
			known[rec.marker] = true
			rep.adds.acked++
			rep.edits.records++
			for _, st := range rec.states[1:] {
				if st.acked {
					rep.edits.acked++
				} else {
					rep.edits.unknown++
				}
			}
			ids := byUnit[rec.marker]
			switch {
			case len(ids) == 0:
				rep.adds.lost++
				rep.example("add %s (id %s) was acknowledged but is not there", rec.marker, rec.id)
				continue
			case len(ids) > 1:
				rep.adds.dup++
				rep.example("add %s was acknowledged once but is there %d times", rec.marker, len(ids))
				continue
			case ids[0] != rec.id:
				rep.adds.lost++
				rep.example("add %s was acknowledged as id %s but is there as %s", rec.marker, rec.id, ids[0])
				continue
			}
			now := remarks[rec.id]
			at := slices.IndexFunc(rec.states, func(st state) bool { return st.marker == now })
			if last := rec.lastAcked(); at < last {
				rep.edits.lost++
				rep.example("record %s holds %q, not its acknowledged %q", rec.id, now, rec.states[last].marker)
				continue
			}
			got := slices.Clone(pointsOf[rec.id])
			slices.Sort(got)
			want := slices.Clone(rec.states[at].points)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				rep.edits.rowsWrong++
				rep.example("record %s holds %q but measuring points %v, want %v", rec.id, now, got, want)
			}
		}
	}
	for unit, ids := range byUnit {
		if !known[unit] {
			rep.adds.unexpected += len(ids)
			rep.example("record %s was never sent", unit)
		}
	}
}

// checkUploads reads every acknowledged upload back (all instances up) and
// counts its sys_file rows.
func (s *soak) checkUploads(ctx context.Context, rep *report, clients []*client) {
	var all []upload
	for _, c := range clients {
		all = append(all, c.uploads...)
		rep.uploads.unknown += c.unknownUploads
	}
	rep.uploads.acked = len(all)
	a := s.newAPI()
	var lr loginResult
	if err := a.must(ctx, "POST", "/sys/login", map[string]any{"username": "admin", "password": adminPassword}, &lr); err != nil {
		rep.checkErr = append(rep.checkErr, "uploads: "+err.Error())
		return
	}
	a.token = lr.Token
	var mu sync.Mutex
	var wg sync.WaitGroup
	work := make(chan upload)
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for up := range work {
				r := fetchUpload(ctx, a, up)
				mu.Lock()
				if r.out == ok {
					rep.uploads.readable++
				} else {
					rep.uploads.lost++
					rep.example("upload %s: %s", up.path, oneLine(r.why))
				}
				mu.Unlock()
			}
		}()
	}
	for _, up := range all {
		work <- up
	}
	close(work)
	wg.Wait()
	paths := make([]string, len(all))
	for i, up := range all {
		paths[i] = up.path
	}
	rows, err := s.cl.db.QueryContext(ctx, `SELECT path, count(*) FROM sys_file WHERE path = ANY($1) GROUP BY path HAVING count(*) > 1`, pq.Array(paths))
	if err != nil {
		rep.checkErr = append(rep.checkErr, "sys_file: "+err.Error())
		return
	}
	defer rows.Close()
	for rows.Next() {
		var p string
		var n int
		if rows.Scan(&p, &n) == nil {
			rep.uploads.dup++
			rep.example("upload %s has %d sys_file rows", p, n)
		}
	}
}

// checkDeliveries: every socket open from before a release (by lead) until
// after its acknowledgement (by grace) got the announcement, once.
func (s *soak) checkDeliveries(rep *report, clients []*client) {
	for _, c := range clients {
		c.mu.Lock()
		rep.dialCut += c.dialCut
		rep.dialFailed += c.dialFailed
		rep.sockWhy = append(rep.sockWhy, c.dialFailWhy...)
		for _, sc := range c.socks {
			rep.sockOpened++
			rep.dupDeliveries += sc.dups
			switch {
			case sc.byKill:
				rep.sockKill++
			case !sc.byUs:
				rep.sockOther++
				if len(rep.sockWhy) < 5 {
					rep.sockWhy = append(rep.sockWhy, "dropped: "+sc.closeErr)
				}
			}
		}
		c.mu.Unlock()
	}
	for _, rel := range rep.releases {
		for _, c := range clients {
			owed := false
			var got time.Time
			for _, sc := range c.socks {
				if !sc.from.After(rel.t0.Add(-lead)) && (sc.to.IsZero() || !sc.to.Before(rel.t1.Add(grace))) {
					owed = true
				}
				if t, ok := sc.got[rel.id]; ok {
					got = t
				}
			}
			switch {
			case owed && !got.IsZero():
				rep.owed++
				rep.delivered++
				rep.maxDelay = max(rep.maxDelay, got.Sub(rel.t1))
			case owed:
				rep.owed++
				rep.missed++
				if rep.missed <= 3 {
					rep.example("client %d (%s) missed announcement %s released at %s", c.n, c.user, rel.id, rel.t0.Format("15:04:05.000"))
				}
			case !got.IsZero():
				rep.alsoDelivered++
			}
		}
	}
}

// checkTicks reads the job log: every 5-second tick from tickMargin after
// the job was created until tickMargin before the load ended ran once, on
// time or late.
func (s *soak) checkTicks(ctx context.Context, rep *report) {
	type run struct {
		fire, start time.Time
		instance    string
	}
	byTick := map[int64][]run{}
	rows, err := s.cl.db.QueryContext(ctx, `SELECT fire_time, start_time, COALESCE(instance, '') FROM sys_quartz_job_log WHERE job_id = $1`, s.jobID)
	if err != nil {
		rep.checkErr = append(rep.checkErr, "job log: "+err.Error())
		return
	}
	instances := map[string]bool{}
	for rows.Next() {
		var r run
		var st sql.NullTime
		if err := rows.Scan(&r.fire, &st, &r.instance); err != nil {
			rep.checkErr = append(rep.checkErr, "job log: "+err.Error())
			rows.Close()
			return
		}
		r.start = st.Time
		if r.fire.UnixNano()%int64(tickEvery) != 0 {
			rep.offSchedule++
			rep.tickFindings = append(rep.tickFindings, fmt.Sprintf("a run fired at %s, not on a tick", r.fire.Format("15:04:05.000")))
			continue
		}
		byTick[r.fire.Unix()] = append(byTick[r.fire.Unix()], r)
		instances[r.instance] = true
	}
	rows.Close()
	rep.jobInstances = len(instances)
	from := s.jobFrom.Add(tickMargin).Truncate(tickEvery).Add(tickEvery)
	to := rep.loadEnd.Add(-tickMargin)
	for t := from; !t.After(to); t = t.Add(tickEvery) {
		rep.ticks++
		runs := byTick[t.Unix()]
		switch len(runs) {
		case 0:
			rep.missedTicks++
			if len(rep.tickFindings) < 10 {
				rep.tickFindings = append(rep.tickFindings, "tick "+t.Format("15:04:05")+" did not run")
			}
			continue
		case 1:
			rep.once++
		default:
			rep.doubled++
			var on []string
			for _, r := range runs {
				on = append(on, r.instance)
			}
			if len(rep.tickFindings) < 10 {
				rep.tickFindings = append(rep.tickFindings, fmt.Sprintf("tick %s ran %d times (%s)", t.Format("15:04:05"), len(runs), strings.Join(on, ", ")))
			}
		}
		late := runs[0].start.Sub(runs[0].fire)
		rep.maxLate = max(rep.maxLate, late)
		if late > lateAfter {
			rep.late++
		}
	}
}

// checkLogs counts the instances' warnings and errors (their JSON log lines)
// and keeps the most frequent, for the report: not a failure by itself.
func (s *soak) checkLogs(rep *report) {
	seen := map[string]int{}
	for _, in := range s.cl.insts {
		f, err := os.Open(in.logPath)
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
		for sc.Scan() {
			var line struct {
				Level string `json:"level"`
				Msg   string `json:"msg"`
				Err   string `json:"err"`
			}
			if json.Unmarshal(sc.Bytes(), &line) != nil {
				continue
			}
			switch line.Level {
			case "WARN":
				rep.logWarn++
			case "ERROR":
				rep.logError++
			default:
				continue
			}
			key := line.Level + " " + line.Msg
			if line.Err != "" {
				key += ": " + line.Err
			}
			seen[oneLine(key)]++
		}
		f.Close()
	}
	keys := make([]string, 0, len(seen))
	for k := range seen {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int { return cmp.Or(seen[b]-seen[a], strings.Compare(a, b)) })
	for _, k := range keys[:min(len(keys), 8)] {
		rep.logLines = append(rep.logLines, fmt.Sprintf("%d× %s", seen[k], k))
	}
}

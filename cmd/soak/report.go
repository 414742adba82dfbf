package main

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"aqueduct/cmd/internal/rig"
)

// opOrder is the order of the request table.
var opOrder = []string{"login", "list", "get", "add", "edit", "upload", "download", "announcement add", "announcement release"}

func (r *report) markdown() string {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	o := r.o
	w("## Soak run of %s\n\n", r.started.Format("2006-01-02 15:04"))
	w("Machine: %s. %d instances of the server on one PostgreSQL database (%s) behind a round-robin reverse proxy; "+
		"%d clients as %d users for %s (pause between requests 0–%s), one instance SIGKILLed and restarted every %s, "+
		"an announcement to all users every %s, a job every 5 s (`%s`). ",
		rig.Machine(), o.instances, r.pgVersion, o.clients, o.users, o.duration, 2*o.think, o.killEvery, o.announceEvery, jobCron)
	if r.together {
		w("The instances started in the same second and all came up.\n\n")
	} else {
		w("**Started together, an instance failed (%s); they were started one after another.**\n\n", r.togetherErr)
	}

	w("### Kills\n\n| at | instance | River leader | ready again after |\n|---|---|---|---|\n")
	for _, k := range r.kills {
		at := k.at.Sub(r.started).Round(time.Second)
		switch {
		case k.skipped != "":
			w("| +%s | none: %s | | |\n", at, k.skipped)
		case k.err != "":
			w("| +%s | %s (pid %d) | %s | **restart failed: %s** |\n", at, k.inst.name(), k.pid, yes(k.leader), oneLine(k.err))
		default:
			w("| +%s | %s (pid %d) | %s | %.1f s |\n", at, k.inst.name(), k.pid, yes(k.leader), k.ready.Seconds())
		}
	}
	if len(r.kills) == 0 {
		w("| — | none | | |\n")
	}
	if r.crashes > 0 {
		w("\n**%d instance exit(s) the soak did not cause.**\n", r.crashes)
	}

	w("\n### Writes\n\nEach write carries a unique marker; after the load the database is read directly.\n\n")
	w("| write | acknowledged | outcome unknown (request cut) | checked present | lost | duplicated |\n|---|---|---|---|---|---|\n")
	a := r.adds
	w("| add (assessment with 2 measuring points, one transaction) | %d | %d (%d saved) | %d | %s | %s |\n",
		a.acked, a.unknown, a.unknownPresent, a.acked-a.lost-a.dup, bad(a.lost), bad(a.dup))
	e := r.edits
	w("| edit (new marker; 1–3 new measuring points replace the old) | %d | %d | %d of %d records hold their last acknowledged write with its points | %s | — |\n",
		e.acked, e.unknown, e.records-e.lost-e.rowsWrong-a.lost-a.dup, e.records, bad(e.lost+e.rowsWrong))
	u := r.uploads
	w("| upload (shared file store) | %d | %d | %d read back intact | %s | %s |\n", u.acked, u.unknown, u.readable, bad(u.lost), bad(u.dup))
	w("\nReads by id that did not show the record's last acknowledged write (any instance): %s.", bad(len(r.stale)))
	if a.unexpected+a.failedPresent > 0 {
		w(" **Records never acknowledged nor sent, or refused yet saved: %d.**", a.unexpected+a.failedPresent)
	}
	w("\n")

	w("\n### Announcements\n\n")
	w("| released | release cut | deliveries owed | delivered | missed | delivered twice | slowest delivery after the release's reply |\n|---|---|---|---|---|---|---|\n")
	w("| %d | %d | %d | %d | %s | %s | %s |\n", len(r.releases), r.releaseUnknown, r.owed, r.delivered, bad(r.missed), bad(r.dupDeliveries), ms(r.maxDelay))
	w("\nA delivery is owed to a socket open from %s before the release until %s after its reply; %d more reached sockets (re)connected around a release. "+
		"Sockets: %d opened for %d clients, %d dropped by a kill (and reconnected through the proxy), %s dropped otherwise; "+
		"%d connects cut by a kill, %s failed otherwise.\n",
		lead, grace, r.alsoDelivered, r.sockOpened, o.clients, r.sockKill, bad(r.sockOther), r.dialCut, bad(r.dialFailed))

	w("\n### Job every 5 s\n\n")
	w("| ticks checked | ran once | missed | doubled | late (> %s) | max lateness | instances that ran it |\n|---|---|---|---|---|---|---|\n", lateAfter)
	w("| %d | %d | %s | %s | %d | %.1f s | %d |\n", r.ticks, r.once, bad(r.missedTicks), bad(r.doubled), r.late, r.maxLate.Seconds(), r.jobInstances)
	w("\nTicks from %s after the job was created until %s before the load ended, read from sys_quartz_job_log.\n", tickMargin, tickMargin)

	var total [outcomes]int
	for _, st := range r.ops {
		for i, n := range st.by {
			total[i] += n
		}
	}
	w("\n### Errors\n\n| | on connections cut by a kill | other |\n|---|---|---|\n")
	w("| HTTP 5xx | %d | %s |\n", total[cut], bad(total[serverErr]))
	w("| no reply (connection failed) | %d | %s |\n", total[cutNoReply], bad(total[noReply]))
	w("| refused or wrong replies | — | %s |\n", bad(total[failed]))

	w("\n### Requests\n\n| operation | requests | ok | cut by a kill | other errors | p50 | p95 |\n|---|---|---|---|---|---|---|\n")
	names := make([]string, 0, len(r.ops))
	for op := range r.ops {
		names = append(names, op)
	}
	slices.SortFunc(names, func(x, y string) int { return index(x) - index(y) })
	for _, op := range names {
		st := r.ops[op]
		w("| %s | %d | %d | %d | %s | %s | %s |\n", op, st.n, st.by[ok], st.by[cut]+st.by[cutNoReply],
			bad(st.by[serverErr]+st.by[noReply]+st.by[failed]), ms(st.p(0.50)), ms(st.p(0.95)))
	}
	w("\nLatency through the proxy, of the successful requests.\n")

	var findings []string
	for _, op := range names {
		for _, why := range r.ops[op].whys {
			findings = append(findings, op+": "+why)
		}
	}
	findings = append(findings, r.examples...)
	findings = append(findings, r.stale[:min(len(r.stale), 5)]...)
	findings = append(findings, r.tickFindings...)
	for _, e := range r.proxyErrs {
		findings = append(findings, "proxy: "+e)
	}
	for _, e := range r.sockWhy {
		findings = append(findings, "socket: "+e)
	}
	for _, e := range r.checkErr {
		findings = append(findings, "check failed: "+e)
	}
	if len(findings) > 0 {
		w("\nFindings:\n\n")
		for _, f := range findings {
			w("- %s\n", oneLine(f))
		}
	}
	w("\nThe instances logged %d warnings and %d errors (AQ_LOG_LEVEL=%s)", r.logWarn, r.logError, o.logLevel)
	if len(r.logLines) > 0 {
		w(", most often:\n\n")
		for _, l := range r.logLines {
			w("- %s\n", l)
		}
	} else {
		w(".\n")
	}
	if p := r.problems(); len(p) > 0 {
		w("\n**Failed: %s.**\n\n", strings.Join(p, "; "))
	} else {
		w("\n**Nothing acknowledged was lost or doubled; every error came from a kill.**\n\n")
	}
	return b.String()
}

// problems are the findings that fail the run.
func (r *report) problems() []string {
	var p []string
	add := func(n int, what string) {
		if n > 0 {
			p = append(p, fmt.Sprintf("%d %s", n, what))
		}
	}
	if !r.together {
		p = append(p, "the instances could not start together")
	}
	add(r.crashes, "instance exits not caused by the soak")
	add(r.restartFailed, "restarts failed")
	add(r.adds.lost, "acknowledged adds lost")
	add(r.adds.dup, "adds duplicated")
	add(r.adds.unexpected+r.adds.failedPresent, "records saved that were refused or never sent")
	add(r.edits.lost, "acknowledged edits lost")
	add(r.edits.rowsWrong, "records whose measuring points are not their last write's")
	add(r.uploads.lost, "acknowledged uploads lost")
	add(r.uploads.dup, "uploads with several sys_file rows")
	add(len(r.stale), "stale reads")
	add(r.missed, "announcement deliveries missed")
	add(r.dupDeliveries, "announcements delivered twice")
	add(r.missedTicks, "job ticks missed")
	add(r.doubled, "job ticks run twice")
	add(r.offSchedule, "job runs off the schedule")
	var total [outcomes]int
	for _, st := range r.ops {
		for i, n := range st.by {
			total[i] += n
		}
	}
	add(total[serverErr], "HTTP 5xx not due to a kill")
	add(total[noReply], "requests without reply not due to a kill")
	add(total[failed], "refused or wrong replies")
	add(r.sockOther, "sockets dropped not by a kill")
	add(r.dialFailed, "socket connects failed not by a kill")
	add(len(r.checkErr), "checks that could not run")
	return p
}

func index(op string) int {
	if i := slices.Index(opOrder, op); i >= 0 {
		return i
	}
	return len(opOrder)
}

func yes(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// bad renders a count that should be zero, in bold when it is not.
func bad(n int) string {
	if n == 0 {
		return "0"
	}
	return fmt.Sprintf("**%d**", n)
}

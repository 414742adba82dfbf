package main

import (
	"fmt"
	"os"
	"strings"
	"time"

	"aqueduct/cmd/internal/rig"
)

func mb(b uint64) float64 { return float64(b) / (1 << 20) }

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d)/float64(time.Millisecond)) }

func load(v float64) string {
	if v < 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.2f", v)
}

func loads(v []float64) string {
	s := make([]string, len(v))
	for i, l := range v {
		s[i] = load(l)
	}
	return strings.Join(s, " · ")
}

// loadSpan is "lowest–highest (median m)" of the load averages read.
func loadSpan(cells ...[]*cell) string {
	var all []float64
	for _, cs := range cells {
		for _, c := range cs {
			for _, l := range c.loads() {
				if l >= 0 {
					all = append(all, l)
				}
			}
		}
	}
	if len(all) == 0 {
		return "n/a"
	}
	lo, hi := all[0], all[0]
	for _, l := range all {
		lo, hi = min(lo, l), max(hi, l)
	}
	return fmt.Sprintf("%.2f–%.2f (median %.2f, %d readings)", lo, hi, median(all), len(all))
}

func rpsCell(c *cell) string {
	m := c.agg()
	if len(c.samples) < 2 {
		return fmt.Sprintf("%.0f", m.rps)
	}
	lo, hi := c.rpsRange()
	return fmt.Sprintf("%.0f (%.0f–%.0f)", m.rps, lo, hi)
}

func ratio(a, b time.Duration) float64 {
	if b <= 0 {
		return 0
	}
	return float64(a) / float64(b)
}

type report struct {
	started, ended     time.Time
	opts               options
	loadStart, loadEnd float64
	dbs                []*dbResult
	met, missed        int
}

// verdict marks s as meeting its target or not, and counts it.
func (r *report) verdict(s string, ok bool) string {
	if ok {
		r.met++
		return s + " ✓"
	}
	r.missed++
	return "**" + s + " ✗**"
}

func (r *report) markdown() string {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	o := r.opts
	var all []*cell
	for _, d := range r.dbs {
		all = append(append(all, d.cells...), d.scale...)
	}
	w("## Load test run of %s\n\n", r.started.Format("2006-01-02 15:04"))
	w("**Method.** `go run ./cmd/loadtest %s`. The real binary (`serve`) on each database, seeded with %d users "+
		"and the demo project (`serve --demo`: sections, roles with their data rules, demo users) with %d contact sheets "+
		"over its sections, is sent requests over loopback HTTP by vegeta in a closed loop (that many workers, each sending "+
		"its next request when the last is answered); lists ask %d rows a page. Every cell is %d samples of %s, each after "+
		"%s of warm-up and of at most %d requests, taken in rounds: a round runs every request once at a given number "+
		"of connections, and a list with a raw-SQL floor beside its three floors in an order that turns from round to "+
		"round, so the drift of the shared machine hits them alike. Figures are the medians of the samples (req/s with "+
		"the lowest and highest; peak RSS the highest). The reference floor is the same count + page through "+
		"`database/sql` in the load-test process, prepared once and reused as the server's statement cache does "+
		"(\"raw prepared\"); the same sent as text (\"raw\") and behind a bare HTTP handler (\"raw prepared over "+
		"HTTP\") are shown beside it; the floor's total and page are checked equal to the server's first. The "+
		"1-minute load average (`/proc/loadavg`) is read before every sample. Server CPU is the server process's "+
		"user + system time (`/proc/PID/stat`) per request, without PostgreSQL's backends.",
		strings.Join(os.Args[1:], " "), o.rows, o.rows, pageSize, o.samples, o.duration, o.warmup, o.max)
	if o.scaleRows > 0 {
		w(" Then, with the server stopped, `sys_log` and `cmis_contact_sheet` are grown to %d rows each (1000 log rows "+
			"through ent, then each table doubled by `INSERT … SELECT` with fresh ids; the counter triggers made by the "+
			"first start count them), the server is started again and their lists are measured at 1 connection.", o.scaleRows)
	}
	w("\n\n**Machine.** %s; PostgreSQL and the load generator share its cores with the server. Other work ran on it "+
		"at the same time: the 1-minute load average before the samples was %s; %s at the start of the run, %s at its "+
		"end. The run took %s.\n\n", rig.Machine(), loadSpan(all), load(r.loadStart), load(r.loadEnd),
		r.ended.Sub(r.started).Round(time.Second))
	top := slicesMax(o.conns)
	for _, d := range r.dbs {
		r.met, r.missed = 0, 0
		w("### %s (%s; seeded in %s; server RSS after start and login %.1f MB)\n\n", d.name, d.version,
			d.seeded.Round(100*time.Millisecond), mb(d.idleRSS))
		if len(d.cells) > 0 {
			w("Load average before these samples: %s.\n\n", loadSpan(d.cells))
			w("| request | conn | req/s (lowest–highest) | p50 | p99 | p99/p50 | server CPU/req | peak RSS | of it anonymous | statements/req | load before each sample |\n")
			w("|---|---|---|---|---|---|---|---|---|---|---|\n")
			for _, c := range d.cells {
				m := c.agg()
				if c.kind == ours {
					w("| %s | %d | %s | %s | %s | %.1f | %s | %.1f MB | %.1f MB | %.3f | %s |\n", m.name, m.conns, rpsCell(c), ms(m.p50), ms(m.p99),
						ratio(m.p99, m.p50), ms(m.cpuPerReq), mb(m.peakRSS), mb(m.peakAnon), m.stmts, loads(c.loads()))
				} else {
					w("| %s | %d | %s | %s | %s | %.1f | (load test process: %s) | — | — | 2 | %s |\n", m.name, m.conns, rpsCell(c), ms(m.p50), ms(m.p99),
						ratio(m.p99, m.p50), ms(m.cpuPerReq), loads(c.loads()))
				}
			}
			r.targets(w, d, top)
			r.login(w, d)
		}
		if len(d.scale) > 0 {
			w("\n#### %d rows in sys_log and in cmis_contact_sheet (grown in %s; server RSS after restart and login %.1f MB; 1 connection)\n\n",
				o.scaleRows, d.scaleSeeded.Round(time.Second), mb(d.scaleIdleRSS))
			w("Load average before these samples: %s.\n\n", loadSpan(d.scale))
			w("| request | req/s (lowest–highest) | requests | p50 | p99 | p99 ≤ 3× p50 | server CPU/req | statements/req | peak RSS | load before each sample |\n")
			w("|---|---|---|---|---|---|---|---|---|---|\n")
			for _, c := range d.scale {
				m := c.agg()
				w("| %s | %s | %d | %s | %s | %s | %s | %.3f | %.1f MB | %s |\n", strings.TrimPrefix(m.name, scalePrefix),
					rpsCell(c), m.requests, ms(m.p50), ms(m.p99), r.verdict(fmt.Sprintf("%.1f×", ratio(m.p99, m.p50)), m.p99 <= 3*m.p50),
					ms(m.cpuPerReq), m.stmts, mb(m.peakRSS), loads(c.loads()))
			}
		}
		w("\nTargets on %s: %d met, %d missed.\n\n", d.name, r.met, r.missed)
	}
	return b.String()
}

// targets is the table of the targets for every request the server answered.
func (r *report) targets(w func(string, ...any), d *dbResult, top int) {
	floor := map[string]float64{} // by kind prefix + scenario + conns
	key := func(k kind, name string, conns int) string { return fmt.Sprintf("%s%s@%d", k.prefix(), name, conns) }
	for _, c := range d.cells {
		if c.kind != ours {
			floor[key(c.kind, c.scenario, c.conns)] = c.agg().rps
		}
	}
	w("\nTargets (ours: the server; each floor at the same connections; the throughput target at %d connections):\n\n", top)
	w("| request | conn | ours / raw prepared (≥ 90 %%) | ours / raw | raw over HTTP / raw prepared | ours / raw over HTTP | p99 ≤ 3× p50 (at 1 conn) | p99 ≤ 50 ms (at %d) | statements/req (≤ 2) | peak RSS (≤ 80 MB) |\n", top)
	w("|---|---|---|---|---|---|---|---|---|---|\n")
	pct := func(a, b float64) string { return fmt.Sprintf("%.0f %%", 100*a/b) }
	for _, c := range d.cells {
		if c.kind != ours {
			continue
		}
		m := c.agg()
		prep, text, overHTTP := floor[key(rawPrepared, c.scenario, c.conns)], floor[key(rawText, c.scenario, c.conns)], floor[key(rawHTTP, c.scenario, c.conns)]
		vsPrep, vsText, httpOfPrep, vsHTTP := "—", "—", "—", "—"
		if prep > 0 {
			vsPrep = pct(m.rps, prep)
			if c.conns == top {
				vsPrep = r.verdict(vsPrep, m.rps >= 0.9*prep)
			}
			vsText, httpOfPrep, vsHTTP = pct(m.rps, text), pct(overHTTP, prep), pct(m.rps, overHTTP)
		}
		tail := "—"
		if c.conns == 1 {
			tail = r.verdict(fmt.Sprintf("%.1f×", ratio(m.p99, m.p50)), m.p99 <= 3*m.p50)
		}
		p99 := "—"
		if c.conns == top {
			p99 = r.verdict(ms(m.p99), m.p99 <= 50*time.Millisecond)
			if c.scenario == "login" {
				p99 = ms(m.p99) + " (n/a: bcrypt)"
			}
		}
		stmts := "—"
		if strings.Contains(c.scenario, "list") {
			// The session notes its activity with a write about once a minute
			// (server/auth): those few statements are not the list's.
			extra := int64(m.stmtTotal) - 2*int64(m.requests)
			s := fmt.Sprintf("%.3f", m.stmts)
			if extra > 0 {
				s += fmt.Sprintf(" (2 + %d in all: the session's last_seen write)", extra)
			}
			stmts = r.verdict(s, extra*100 <= int64(m.requests))
		}
		w("| %s | %d | %s | %s | %s | %s | %s | %s | %s | %s |\n", m.name, m.conns, vsPrep, vsText, httpOfPrep, vsHTTP, tail, p99,
			stmts, r.verdict(fmt.Sprintf("%.1f MB", mb(m.peakRSS)), m.peakRSS <= 80<<20))
	}
}

// login compares the login's latency with the bcrypt compare it must make.
func (r *report) login(w func(string, ...any), d *dbResult) {
	for _, c := range d.cells {
		if c.kind != ours || c.scenario != "login" {
			continue
		}
		m := c.agg()
		w("\nLogin at %d connection(s): %.1f statements per login; p50 %s, p99 %s; one bcrypt compare of admin's hash "+
			"(cost %d) in the load-test process just before each sample: %s (median), so p50 = %.1f× and p99 = %.1f× bcrypt.\n",
			c.conns, m.stmts, ms(m.p50), ms(m.p99), d.hashCost, ms(m.bcrypt), ratio(m.p50, m.bcrypt), ratio(m.p99, m.bcrypt))
	}
}

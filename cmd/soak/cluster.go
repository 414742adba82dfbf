package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	_ "github.com/lib/pq" // PostgreSQL driver

	"aqueduct/cmd/internal/rig"
)

// instance is one server process; a restart keeps its address, data dir and env.
type instance struct {
	n       int
	bin     string
	addr    string
	url     *url.URL
	env     []string
	logPath string

	up     atomic.Bool  // in the proxy's rotation
	kills  atomic.Int64 // SIGKILLs sent: a request picked before one crossed it
	ending atomic.Bool  // the soak ends it: an exit now is no crash
	// crashes are exits the soak did not cause.
	crashes atomic.Int64

	mu   sync.Mutex
	cmd  *exec.Cmd
	done chan struct{} // closed when the process has exited
}

func (in *instance) name() string { return fmt.Sprintf("#%d", in.n) }

// start runs the binary (not waiting for it to be ready).
func (in *instance) start() error {
	f, err := os.OpenFile(in.logPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	fmt.Fprintf(f, "=== soak: start at %s\n", time.Now().Format(time.RFC3339Nano))
	cmd := exec.Command(in.bin, "serve")
	cmd.Env = in.env
	cmd.Stdout, cmd.Stderr = f, f
	dieWithParent(cmd)
	in.ending.Store(false)
	if err := cmd.Start(); err != nil {
		f.Close()
		return err
	}
	done := make(chan struct{})
	go func() {
		err := cmd.Wait()
		f.Close()
		if !in.ending.Load() {
			in.up.Store(false)
			in.crashes.Add(1)
			logf("instance %s (pid %d) exited by itself: %v", in.name(), cmd.Process.Pid, err)
		}
		close(done)
	}()
	in.mu.Lock()
	in.cmd, in.done = cmd, done
	in.mu.Unlock()
	return nil
}

func (in *instance) proc() (*exec.Cmd, chan struct{}) {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.cmd, in.done
}

func (in *instance) pid() int {
	if cmd, _ := in.proc(); cmd != nil {
		return cmd.Process.Pid
	}
	return 0
}

// waitReady polls /readyz until it answers 200; the process exiting or
// timeout is an error.
func (in *instance) waitReady(ctx context.Context, timeout time.Duration) error {
	_, done := in.proc()
	hc := &http.Client{Timeout: 2 * time.Second}
	deadline := time.Now().Add(timeout)
	for {
		select {
		case <-done:
			return fmt.Errorf("instance %s exited while starting:\n%s", in.name(), tail(in.logPath))
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
		if res, err := hc.Get("http://" + in.addr + "/readyz"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("instance %s not ready after %s:\n%s", in.name(), timeout, tail(in.logPath))
		}
	}
}

// kill takes the instance out of rotation and SIGKILLs it.
func (in *instance) kill() {
	cmd, done := in.proc()
	in.up.Store(false)
	in.ending.Store(true)
	in.kills.Add(1)
	_ = cmd.Process.Signal(syscall.SIGKILL)
	<-done
}

// stop ends the instance with SIGTERM, SIGKILL after 15 s.
func (in *instance) stop() {
	cmd, done := in.proc()
	if cmd == nil {
		return
	}
	in.up.Store(false)
	in.ending.Store(true)
	_ = cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-done:
	case <-time.After(15 * time.Second):
		_ = cmd.Process.Signal(syscall.SIGKILL)
		<-done
	}
}

func tail(path string) string {
	b, _ := os.ReadFile(path)
	if len(b) > 3000 {
		b = b[len(b)-3000:]
	}
	return string(b)
}

// Headers of the proxy's own answers: why it could not pass a request on.
const (
	hdrCut  = "X-Soak-Cut"
	cutKill = "kill"  // the instance was SIGKILLed while the request was on it
	cutNone = "other" // the instance failed it otherwise (a bug, or a crash)
	cutDown = "down"  // no instance was up
)

// proxy is a round-robin reverse proxy over the instances in rotation;
// sockets pass through (ReverseProxy handles Upgrade).
type proxy struct {
	insts []*instance
	next  atomic.Uint64
	tr    *http.Transport
	rp    *httputil.ReverseProxy
	srv   *http.Server
	url   string

	mu     sync.Mutex
	errors []string // the first few failures not due to a kill
}

type pickKey struct{}

// pick is the instance a request went to and its kill count then.
type pick struct {
	in    *instance
	kills int64
}

func startProxy(insts []*instance) (*proxy, error) {
	p := &proxy{insts: insts}
	p.tr = &http.Transport{
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second}).DialContext,
		MaxIdleConns:        2000,
		MaxIdleConnsPerHost: 1000,
		IdleConnTimeout:     90 * time.Second,
	}
	p.rp = &httputil.ReverseProxy{
		Transport: p.tr,
		Rewrite: func(pr *httputil.ProxyRequest) {
			pk := pr.In.Context().Value(pickKey{}).(*pick)
			pr.SetURL(pk.in.url)
			pr.SetXForwarded() // AQ_TRUSTED_PROXIES=127.0.0.1 believes it
		},
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			pk := r.Context().Value(pickKey{}).(*pick)
			why := cutKill
			if pk.in.kills.Load() == pk.kills {
				why = cutNone
				if r.Context().Err() == nil {
					p.note(fmt.Sprintf("%s %s on %s: %v", r.Method, r.URL.Path, pk.in.name(), err))
				}
			}
			w.Header().Set(hdrCut, why)
			w.WriteHeader(http.StatusBadGateway)
		},
	}
	ln, err := net.Listen("tcp", host+":0")
	if err != nil {
		return nil, err
	}
	p.url = "http://" + ln.Addr().String()
	p.srv = &http.Server{Handler: p, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = p.srv.Serve(ln) }()
	return p, nil
}

func (p *proxy) note(s string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.errors) < 20 {
		p.errors = append(p.errors, s)
	}
}

func (p *proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	in := p.choose()
	if in == nil {
		w.Header().Set(hdrCut, cutDown)
		http.Error(w, "no instance up", http.StatusServiceUnavailable)
		return
	}
	pk := &pick{in: in, kills: in.kills.Load()}
	p.rp.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), pickKey{}, pk)))
}

// choose takes the instances in rotation in turn.
func (p *proxy) choose() *instance {
	n := uint64(len(p.insts))
	start := p.next.Add(1)
	for i := range n {
		if in := p.insts[(start+i)%n]; in.up.Load() {
			return in
		}
	}
	return nil
}

func (p *proxy) close() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = p.srv.Shutdown(ctx)
	_ = p.srv.Close()
	p.tr.CloseIdleConnections()
}

// cluster is the instances, their proxy and the run's database.
type cluster struct {
	insts []*instance
	proxy *proxy
	db    *sql.DB // the run's database, for the leader and the final checks
	// together tells whether the instances started in the same second.
	together    bool
	togetherErr string
}

// startCluster starts every instance at once and waits until all are ready;
// should one fail, they are started again one after another (and the report
// says so).
func startCluster(ctx context.Context, o options, dbURL, root string) (*cluster, error) {
	blob := filepath.Join(root, "uploads")
	if err := os.MkdirAll(blob, 0o755); err != nil {
		return nil, err
	}
	secret := fmt.Sprintf("soak-secret-%016x%016x", rand.Uint64(), rand.Uint64())
	c := &cluster{}
	for i := 1; i <= o.instances; i++ {
		addr, err := rig.FreePort()
		if err != nil {
			return nil, err
		}
		dataDir := filepath.Join(root, fmt.Sprintf("instance%d", i))
		if err := os.MkdirAll(dataDir, 0o755); err != nil {
			return nil, err
		}
		in := &instance{n: i, bin: o.bin, addr: addr, url: &url.URL{Scheme: "http", Host: addr},
			logPath: filepath.Join(dataDir, "server.log")}
		for _, kv := range os.Environ() { // the server's settings are the run's, not the caller's
			if !strings.HasPrefix(kv, "AQ_") {
				in.env = append(in.env, kv)
			}
		}
		in.env = append(in.env, "AQ_DATABASE_URL="+dbURL, "AQ_ADDR="+addr, "AQ_DATA_DIR="+dataDir,
			"AQ_SECRET="+secret, "AQ_BLOB_URL=file://"+blob, "AQ_CAPTCHA=off", "AQ_ADMIN_PASSWORD="+adminPassword,
			"AQ_TRUSTED_PROXIES="+host, "AQ_LOG_LEVEL="+o.logLevel)
		c.insts = append(c.insts, in)
	}
	var err error
	if c.db, err = sql.Open("postgres", dbURL); err != nil {
		return nil, err
	}
	c.db.SetMaxOpenConns(4)

	c.together = true
	errs := make([]error, len(c.insts))
	var wg sync.WaitGroup
	for i, in := range c.insts {
		if err := in.start(); err != nil {
			c.stop()
			return nil, err
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = in.waitReady(ctx, 3*time.Minute)
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		if ctx.Err() != nil {
			c.stop()
			return nil, ctx.Err()
		}
		c.together, c.togetherErr = false, firstLine(err.Error())
		logf("instances started together failed (%v): starting them one after another", c.togetherErr)
		for i, in := range c.insts {
			if errs[i] == nil {
				continue
			}
			if err := in.start(); err != nil {
				c.stop()
				return nil, err
			}
			if err := in.waitReady(ctx, 3*time.Minute); err != nil {
				c.stop()
				return nil, err
			}
		}
	}
	for _, in := range c.insts {
		in.up.Store(true)
		logf("instance %s: pid %d on %s", in.name(), in.pid(), in.addr)
	}
	if c.proxy, err = startProxy(c.insts); err != nil {
		c.stop()
		return nil, err
	}
	return c, nil
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

func (c *cluster) stop() {
	if c.proxy != nil {
		c.proxy.close()
	}
	var wg sync.WaitGroup
	for _, in := range c.insts {
		wg.Add(1)
		go func() { defer wg.Done(); in.stop() }()
	}
	wg.Wait()
	if c.db != nil {
		c.db.Close()
	}
}

// leader is the instance River elected (river_leader.leader_id names the
// host and pid), nil when none leads now.
func (c *cluster) leader(ctx context.Context) *instance {
	var id string
	if err := c.db.QueryRowContext(ctx, "SELECT leader_id FROM river_leader LIMIT 1").Scan(&id); err != nil {
		return nil
	}
	for _, in := range c.insts {
		if pid := in.pid(); pid != 0 && (strings.HasSuffix(id, fmt.Sprintf("-%d", pid)) || strings.Contains(id, fmt.Sprintf("-%d-", pid))) {
			return in
		}
	}
	return nil
}

// kill is one SIGKILL and restart.
type kill struct {
	at      time.Time
	inst    *instance
	pid     int
	leader  bool
	ready   time.Duration // from the kill until /readyz answered again
	err     string        // the restart failed
	skipped string        // why no kill happened at this time
}

// killLog holds the times of the kills, for requests that failed with no
// reply: one that crossed a kill was cut by it.
type killLog struct {
	mu    sync.Mutex
	times []time.Time
}

func (k *killLog) add(t time.Time) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.times = append(k.times, t)
}

// crossed tells whether a kill fell within [from, to] (with a little slack
// for the connection's close reaching the client).
func (k *killLog) crossed(from, to time.Time) bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	for _, t := range k.times {
		if !t.Before(from.Add(-100*time.Millisecond)) && !t.After(to) {
			return true
		}
	}
	return false
}

// killer SIGKILLs one instance every o.killEvery from start until the end of
// the load, restarting it at once with the same env: every odd kill takes
// River's leader, the others go round the instances.
func (c *cluster) killer(ctx context.Context, o options, start, end time.Time, log *killLog) []kill {
	var kills []kill
	if o.killEvery <= 0 {
		return nil
	}
	turn, last := 0, (*instance)(nil)
	for i := 1; ; i++ {
		at := start.Add(time.Duration(i) * o.killEvery)
		if !at.Before(end.Add(-5 * time.Second)) {
			return kills
		}
		if !sleep(ctx, time.Until(at)) {
			return kills
		}
		down := 0
		for _, in := range c.insts {
			if !in.up.Load() {
				down++
			}
		}
		if down > 0 {
			kills = append(kills, kill{at: time.Now(), skipped: fmt.Sprintf("%d instance(s) not up", down)})
			continue
		}
		var victim *instance
		leader := c.leader(ctx)
		if i%2 == 1 && leader != nil {
			victim = leader
		} else { // the next one that neither leads nor was just killed
			victim = c.insts[turn%len(c.insts)]
			for range c.insts {
				cand := c.insts[turn%len(c.insts)]
				turn++
				if cand != leader && cand != last {
					victim = cand
					break
				}
			}
		}
		last = victim
		k := kill{inst: victim, pid: victim.pid(), leader: victim == leader}
		k.at = time.Now()
		log.add(k.at)
		victim.kill()
		// Pooled connections to the dead process are useless; close them
		// now rather than fail a request on one later.
		c.proxy.tr.CloseIdleConnections()
		logf("killed instance %s (pid %d, leader %v)", victim.name(), k.pid, k.leader)
		if err := victim.start(); err != nil {
			k.err = err.Error()
		} else if err := victim.waitReady(ctx, 3*time.Minute); err != nil {
			k.err = firstLine(err.Error())
		} else {
			k.ready = time.Since(k.at)
			victim.up.Store(true)
			logf("instance %s back (pid %d) after %s", victim.name(), victim.pid(), k.ready.Round(10*time.Millisecond))
		}
		kills = append(kills, k)
	}
}

// Command soak runs several instances (default three) of the real server
// binary on one fresh PostgreSQL database behind a small round-robin reverse
// proxy of its own, drives them with many clients for a bounded time while
// one instance is killed (SIGKILL) and restarted every -kill-every, then
// checks that nothing acknowledged was lost or doubled — records with child
// rows, edits, uploads, announcements pushed over the sockets, the ticks of a
// job firing every 5 s — and prints the figures as Markdown (go tool task
// soak; docs/operations.md).
//
// Every client logs in, keeps one notice socket open (reconnecting through
// the proxy when a kill cuts it) and mixes list, get by id, add and edit of a
// shotcrete assessment with its measuring points (一对多), upload and
// download. Every write carries a unique marker in a text field, so the
// database can be checked against what the server acknowledged.
//
// All traffic goes to 127.0.0.1 and every loop is bounded by -duration. The
// database and the temp dirs are removed at the end, also on Ctrl-C.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"aqueduct/cmd/internal/rig"
)

const (
	host          = "127.0.0.1" // the only address the soak sends to
	base          = "/jeecg-boot"
	adminPassword = "Soak-test-2024"
	userPassword  = "Soak-user-2024"
)

type options struct {
	bin           string
	pg            string
	instances     int
	clients       int
	users         int
	duration      time.Duration
	killEvery     time.Duration
	announceEvery time.Duration
	think         time.Duration
	logLevel      string
	out           string
	keep          bool
}

func main() {
	var o options
	flag.StringVar(&o.bin, "bin", "bin/aqueduct", "server binary (go build -o bin/aqueduct ./cmd/aqueduct)")
	flag.StringVar(&o.pg, "pg", rig.PostgresURL(), "PostgreSQL server to create the run's database on")
	flag.IntVar(&o.instances, "instances", 3, "server instances behind the proxy")
	flag.IntVar(&o.clients, "clients", 200, "concurrent clients, each with its own login and socket")
	flag.IntVar(&o.users, "users", 0, "users the clients log in as (0: one per 8 clients; a user may hold 16 sockets per instance)")
	flag.DurationVar(&o.duration, "duration", 5*time.Minute, "how long the clients work")
	flag.DurationVar(&o.killEvery, "kill-every", time.Minute, "SIGKILL and restart one instance this often (0: never)")
	flag.DurationVar(&o.announceEvery, "announce-every", 20*time.Second, "release an announcement to all users this often")
	flag.DurationVar(&o.think, "think", time.Second, "a client's mean pause between two requests")
	flag.StringVar(&o.logLevel, "log-level", "warn", "AQ_LOG_LEVEL of the instances (info logs every request)")
	flag.StringVar(&o.out, "out", "", "also write the Markdown report to this file")
	flag.BoolVar(&o.keep, "keep", false, "keep the database and the temp dir (instance logs) for inspection")
	flag.Parse()
	switch {
	case o.instances < 2 || o.instances > 5:
		fatal(errors.New("-instances must be 2 to 5"))
	case o.clients < 1 || o.clients > 1000:
		fatal(errors.New("-clients must be 1 to 1000"))
	case o.duration < 30*time.Second || o.duration > 30*time.Minute:
		fatal(errors.New("-duration must be in [30s, 30m]"))
	case o.killEvery < 0 || (o.killEvery > 0 && o.killEvery < 15*time.Second):
		fatal(errors.New("-kill-every must be 0 or at least 15s"))
	case o.announceEvery < 5*time.Second:
		fatal(errors.New("-announce-every must be at least 5s"))
	case o.think < 0 || o.think > time.Minute:
		fatal(errors.New("-think must be in [0, 1m]"))
	}
	if o.users <= 0 {
		o.users = (o.clients + 7) / 8
	}
	o.users = min(o.users, o.clients)
	if (o.clients+o.users-1)/o.users > 16 {
		// More would push each other's sockets out (the hub's cap per user and instance).
		fatal(errors.New("-users: at most 16 clients per user"))
	}
	if _, err := os.Stat(o.bin); err != nil {
		fatal(fmt.Errorf("%s: %w (build it: go build -o bin/aqueduct ./cmd/aqueduct)", o.bin, err))
	}

	// Ctrl-C ends the run early and still cleans up; a second one kills.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() { <-ctx.Done(); stop() }()
	// A hard bound on the whole run, whatever happens.
	ctx, cancel := context.WithTimeout(ctx, o.duration+15*time.Minute)
	defer cancel()

	s := &soak{o: o, run: strconv.FormatUint(rand.Uint64()%0xffff, 16)}
	rep, err := s.execute(ctx)
	if err != nil {
		fatal(err)
	}
	md := rep.markdown()
	fmt.Print(md)
	if o.out != "" {
		if err := os.WriteFile(o.out, []byte(md), 0o644); err != nil {
			fatal(err)
		}
	}
	if problems := rep.problems(); len(problems) > 0 {
		fmt.Fprintln(os.Stderr, "soak: FAILED:", strings.Join(problems, "; "))
		os.Exit(1)
	}
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "soak:", err)
	os.Exit(1)
}

func logf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "%s "+format+"\n", append([]any{time.Now().Format("15:04:05")}, args...)...)
}

// sleep waits d or until ctx ends; false when ctx ended.
func sleep(ctx context.Context, d time.Duration) bool {
	if d <= 0 {
		return ctx.Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

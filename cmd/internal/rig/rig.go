// Package rig is what the load test and the soak share to run the real
// server: a scratch PostgreSQL database and the machine's description.
package rig

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"net"
	"net/url"
	"os"
	"runtime"
	"strconv"
	"strings"

	_ "github.com/lib/pq" // PostgreSQL driver
)

// CreateDatabase makes an empty database named prefix_PID_N on the server of
// adminURL; drop removes it (reporting a failure through logf, when given).
func CreateDatabase(ctx context.Context, adminURL, prefix string, logf func(string, ...any)) (dbURL string, drop func(), err error) {
	admin, err := sql.Open("postgres", adminURL)
	if err != nil {
		return "", nil, err
	}
	name := fmt.Sprintf("%s_%d_%d", prefix, os.Getpid(), rand.IntN(1_000_000))
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		admin.Close()
		return "", nil, fmt.Errorf("PostgreSQL at %s: %w", adminURL, err)
	}
	u, err := url.Parse(adminURL)
	if err != nil {
		admin.Close()
		return "", nil, err
	}
	u.Path = "/" + name
	drop = func() {
		if _, err := admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)"); err != nil && logf != nil {
			logf("drop database %s: %v", name, err)
		}
		admin.Close()
	}
	return u.String(), drop, nil
}

// Machine describes this machine for a report: cores, CPU model, memory, Go.
func Machine() string {
	model := ""
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(l, "model name"); ok {
				model = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(v), ":"))
				break
			}
		}
	}
	mem := ""
	if b, err := os.ReadFile("/proc/meminfo"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(l, "MemTotal:"); ok {
				kb, _ := strconv.ParseUint(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
				mem = fmt.Sprintf("%.0f GB RAM", float64(kb)/(1<<20))
			}
		}
	}
	return fmt.Sprintf("%d CPUs (%s), %s, %s %s/%s", runtime.NumCPU(), model, mem, runtime.Version(), runtime.GOOS, runtime.GOARCH)
}

// PostgresURL is the server to create scratch databases on: AQ_TEST_POSTGRES,
// by default the local one the tests use.
func PostgresURL() string {
	if u := os.Getenv("AQ_TEST_POSTGRES"); u != "" {
		return u
	}
	return "postgres://root@127.0.0.1:5432/test?sslmode=disable"
}

// FreePort is a loopback address with a port free at the moment of asking.
func FreePort() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

// LoadAvg is the machine's 1-minute load average (/proc/loadavg), -1 when
// it cannot be read.
func LoadAvg() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return -1
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return -1
	}
	v, err := strconv.ParseFloat(f[0], 64)
	if err != nil {
		return -1
	}
	return v
}

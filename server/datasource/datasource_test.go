package datasource

import (
	"context"
	"net"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestPostgresDSN: a JDBC address becomes lib/pq's URL with only host, port,
// database and TLS taken from it; anything else the address carries (a socket
// directory, another host, options) is dropped, never passed to the driver.
func TestPostgresDSN(t *testing.T) {
	for _, c := range []struct {
		name, jdbc, db, user, password string
		want                           string
	}{
		{"host, port and database", "jdbc:postgresql://db.example:6543/plant", "", "u", "p",
			"postgres://u:p@db.example:6543/plant?connect_timeout=5&sslmode=disable"},
		{"default port", "jdbc:postgresql://10.0.0.7/plant", "", "u", "p",
			"postgres://u:p@10.0.0.7:5432/plant?connect_timeout=5&sslmode=disable"},
		{"database from its own field", "jdbc:postgresql://10.0.0.7:5432", "ledger", "u", "p",
			"postgres://u:p@10.0.0.7:5432/ledger?connect_timeout=5&sslmode=disable"},
		{"JDBC's ssl=true", "jdbc:postgresql://h/d?ssl=true", "", "u", "p",
			"postgres://u:p@h:5432/d?connect_timeout=5&sslmode=require"},
		{"a verifying sslmode is kept", "jdbc:postgresql://h/d?sslmode=verify-full", "", "u", "p",
			"postgres://u:p@h:5432/d?connect_timeout=5&sslmode=verify-full"},
		{"a weaker sslmode is not", "jdbc:postgresql://h/d?sslmode=allow", "", "u", "p",
			"postgres://u:p@h:5432/d?connect_timeout=5&sslmode=disable"},
		{"other options and a socket directory are dropped", "jdbc:postgresql://h/d?host=/tmp&options=-c%20x&user=postgres", "", "u", "p",
			"postgres://u:p@h:5432/d?connect_timeout=5&sslmode=disable"},
		{"a password of any characters stays one", "jdbc:postgresql://h/d", "", "用户", "p@ss:/?#口令",
			"postgres://%E7%94%A8%E6%88%B7:p%40ss%3A%2F%3F%23%E5%8F%A3%E4%BB%A4@h:5432/d?connect_timeout=5&sslmode=disable"},
		{"IPv6 host", "jdbc:postgresql://[::1]:5433/d", "", "u", "p",
			"postgres://u:p@[::1]:5433/d?connect_timeout=5&sslmode=disable"},
		{"no user: none sent", "jdbc:postgresql://h/d", "", "", "",
			"postgres://h:5432/d?connect_timeout=5&sslmode=disable"},
	} {
		got, err := postgresDSN(c.jdbc, c.db, c.user, c.password, ConnectTimeout)
		require.NoError(t, err, c.name)
		require.Equal(t, c.want, got, c.name)
		if c.user != "" {
			u, err := url.Parse(got)
			require.NoError(t, err)
			pw, _ := u.User.Password()
			require.Equal(t, c.password, pw, c.name)
		}
	}
	for _, bad := range []string{"", "postgresql://h/d", "jdbc:mysql://h:3306/d", "jdbc:postgresql:///d", "jdbc:postgresql://%zz/d"} {
		_, err := postgresDSN(bad, "", "u", "p", ConnectTimeout)
		require.ErrorContains(t, err, "数据源地址应形如", bad)
	}
	// lib/pq counts whole seconds: a shorter timeout asks it for one
	got, err := postgresDSN("jdbc:postgresql://h/d", "", "", "", 300*time.Millisecond)
	require.NoError(t, err)
	require.Contains(t, got, "connect_timeout=1&")
}

// TestPingFailsAfterTheWholeTimeout: a refused port answers only when the
// timeout is up, as a silent one does, so the answer's time tells nothing.
func TestPingFailsAfterTheWholeTimeout(t *testing.T) {
	closed, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	refused := closed.Addr().String()
	require.NoError(t, closed.Close())
	silent, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	t.Cleanup(func() { _ = silent.Close() })
	go func() {
		for {
			c, err := silent.Accept()
			if err != nil {
				return
			}
			t.Cleanup(func() { _ = c.Close() })
		}
	}()

	const timeout = 400 * time.Millisecond
	for name, addr := range map[string]string{"refused": refused, "silent": silent.Addr().String()} {
		start := time.Now()
		err := ping(context.Background(), "postgres://u:p@"+addr+"/d?sslmode=disable&connect_timeout=1", timeout)
		took := time.Since(start)
		require.Error(t, err, name)
		require.GreaterOrEqual(t, took, timeout, name)
		require.Less(t, took, timeout+time.Second, name)
	}

	// the caller going away ends the wait at once
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	start := time.Now()
	require.ErrorIs(t, ping(ctx, "postgres://u:p@"+silent.Addr().String()+"/d?sslmode=disable", time.Minute), context.Canceled)
	require.Less(t, time.Since(start), time.Second)
}

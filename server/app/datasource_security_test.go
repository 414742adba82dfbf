package app_test

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/server/datasource"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// fakePG is a TCP listener speaking just enough of the PostgreSQL protocol to
// ask for a cleartext password and note what it is sent.
type fakePG struct {
	ln   net.Listener
	mu   sync.Mutex
	seen []string // "user/database:password" of every password message
}

func startFakePG(t *testing.T, addr string) *fakePG {
	t.Helper()
	ln, err := net.Listen("tcp", addr)
	require.NoError(t, err)
	f := &fakePG{ln: ln}
	t.Cleanup(func() { _ = ln.Close() })
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			go f.serve(conn)
		}
	}()
	return f
}

func (f *fakePG) port() int { return f.ln.Addr().(*net.TCPAddr).Port }

func (f *fakePG) passwords() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.seen...)
}

func (f *fakePG) serve(conn net.Conn) {
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(15 * time.Second))
	r := bufio.NewReader(conn)
	msg := func() []byte {
		var n int32
		if binary.Read(r, binary.BigEndian, &n) != nil || n < 4 || n > 1<<16 {
			return nil
		}
		buf := make([]byte, n-4)
		if _, err := io.ReadFull(r, buf); err != nil {
			return nil
		}
		return buf
	}
	startup := msg()
	if len(startup) >= 4 && binary.BigEndian.Uint32(startup) == 80877103 { // SSLRequest
		_, _ = conn.Write([]byte{'N'})
		startup = msg()
	}
	if len(startup) < 4 {
		return
	}
	params := map[string]string{}
	kv := bytes.Split(bytes.TrimRight(startup[4:], "\x00"), []byte{0})
	for i := 0; i+1 < len(kv); i += 2 {
		params[string(kv[i])] = string(kv[i+1])
	}
	// AuthenticationCleartextPassword
	_, _ = conn.Write([]byte{'R', 0, 0, 0, 8, 0, 0, 0, 3})
	if t, err := r.ReadByte(); err != nil || t != 'p' {
		return
	}
	pw := msg()
	f.mu.Lock()
	f.seen = append(f.seen, params["user"]+"/"+params["database"]+":"+string(bytes.TrimRight(pw, "\x00")))
	f.mu.Unlock()
}

// TestDataSourceSavedPasswordStaysHome: 测试连接 and 编辑 with a saved
// source's id send its saved password only to the saved address, database
// and user; any change needs the password typed again.
func TestDataSourceSavedPasswordStaysHome(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		s.App.DataSources.ConnectTimeout = time.Second // each failed test waits it out
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		home := startFakePG(t, "127.0.0.1:0")
		elsewhere := startFakePG(t, "127.0.0.1:0")
		otherHost := startFakePG(t, "127.0.0.2:0")
		const secret = "Saved-口令-42"
		homeURL := fmt.Sprintf("jdbc:postgresql://127.0.0.1:%d/saved", home.port())
		id := s.Add(t, admin, "/sys/dataSource", map[string]any{"code": "fake_pg", "name": "伪库", "dbType": "6",
			"dbUrl": homeURL, "dbUsername": "owner_u", "dbPassword": secret})

		test := func(url, user string) string {
			r := s.Do(t, "POST", "/sys/dataSource/testConnection", admin,
				map[string]any{"id": id, "dbType": "6", "dbUrl": url, "dbUsername": user, "dbPassword": ""})
			require.False(t, r.Success)
			return r.Message
		}
		for _, c := range []struct{ name, url, user string }{
			{"another port", fmt.Sprintf("jdbc:postgresql://127.0.0.1:%d/saved", elsewhere.port()), "owner_u"},
			{"another host", fmt.Sprintf("jdbc:postgresql://127.0.0.2:%d/saved", otherHost.port()), "owner_u"},
			{"the same listener by another name", fmt.Sprintf("jdbc:postgresql://localhost:%d/saved", home.port()), "owner_u"},
			{"another database", fmt.Sprintf("jdbc:postgresql://127.0.0.1:%d/other", home.port()), "owner_u"},
			{"another user", homeURL, "postgres"},
			{"other options", homeURL + "?sslmode=disable", "owner_u"},
		} {
			require.Equal(t, datasource.MsgRetypePassword, test(c.url, c.user), c.name)
		}

		// Saving another address without the password is refused too, or the
		// next 测试连接 would send it there as "the saved address".
		r := s.Do(t, "PUT", "/sys/dataSource/edit", admin, map[string]any{"id": id, "dbType": "6",
			"dbUrl": fmt.Sprintf("jdbc:postgresql://127.0.0.1:%d/saved", elsewhere.port()), "dbUsername": "owner_u", "dbPassword": ""})
		require.False(t, r.Success)
		require.Equal(t, datasource.MsgRetypePassword, r.Message)
		r = s.Do(t, "PUT", "/sys/dataSource/edit", admin, map[string]any{"id": id, "dbType": "6",
			"dbUrl": homeURL, "dbUsername": "someone", "dbPassword": ""})
		require.Equal(t, datasource.MsgRetypePassword, r.Message)
		require.Equal(t, datasource.MsgRetypePassword, test(fmt.Sprintf("jdbc:postgresql://127.0.0.1:%d/saved", elsewhere.port()), "owner_u"))

		require.Empty(t, elsewhere.passwords())
		require.Empty(t, otherHost.passwords())
		require.Empty(t, home.passwords())

		// Control: the unchanged address does get the saved password (the fake
		// then hangs up, so the test itself fails neutrally).
		require.Equal(t, datasource.MsgConnectFailed, test(homeURL, "owner_u"))
		require.Equal(t, []string{"owner_u/saved:" + secret}, home.passwords())

		// A typed password goes wherever it is typed for.
		require.Equal(t, datasource.MsgConnectFailed, s.Do(t, "POST", "/sys/dataSource/testConnection", admin,
			map[string]any{"id": id, "dbType": "6", "dbUrl": homeURL, "dbUsername": "postgres", "dbPassword": "typed"}).Message)
		require.Equal(t, []string{"owner_u/saved:" + secret, "postgres/saved:typed"}, home.passwords())
		// And an edit that types it again may move the source; the new target
		// then gets the new password.
		r = s.Do(t, "PUT", "/sys/dataSource/edit", admin, map[string]any{"id": id, "dbType": "6",
			"dbUrl": homeURL, "dbUsername": "someone", "dbPassword": "new-口令"})
		require.True(t, r.Success, r.Message)
		require.Equal(t, datasource.MsgRetypePassword, test(homeURL, "owner_u"))
		require.Equal(t, datasource.MsgConnectFailed, test(homeURL, "someone"))
		require.Equal(t, []string{"owner_u/saved:" + secret, "postgres/saved:typed", "someone/saved:new-口令"}, home.passwords())

		// A password is kept sealed in the column: 100 characters of any
		// script fit, one more is refused by name, and nothing changes.
		long := strings.Repeat("水", 100)
		r = s.Do(t, "PUT", "/sys/dataSource/edit", admin, map[string]any{"id": id, "dbType": "6",
			"dbUrl": homeURL, "dbUsername": "someone", "dbPassword": long + "水"})
		require.Equal(t, "密码不能超过100个字符", r.Message)
		require.Equal(t, datasource.MsgConnectFailed, test(homeURL, "someone"))
		r = s.Do(t, "PUT", "/sys/dataSource/edit", admin, map[string]any{"id": id, "dbType": "6",
			"dbUrl": homeURL, "dbUsername": "someone", "dbPassword": long})
		require.True(t, r.Success, r.Message)
		require.Equal(t, datasource.MsgConnectFailed, test(homeURL, "someone"))
		require.Equal(t, "someone/saved:"+long, home.passwords()[len(home.passwords())-1])
		r = s.Do(t, "POST", "/sys/dataSource/add", admin, map[string]any{"code": "long_pw", "name": "长密码", "dbType": "6",
			"dbUrl": homeURL, "dbUsername": "u", "dbPassword": long + "水"})
		require.Equal(t, "密码不能超过100个字符", r.Message)
	})
}

// TestDataSourceConnectFailuresAlike: a closed port, an open port that is not
// PostgreSQL, a silent port and an unknown role answer the same words after
// the same time, so 测试连接 maps neither ports nor roles.
func TestDataSourceConnectFailuresAlike(t *testing.T) {
	// Not parallel with other tests: it bounds response times.
	testenv.ForEachDBParallel(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		timeout := 2 * time.Second
		s.App.DataSources.ConnectTimeout = timeout
		admin := s.Token(t, "admin", seed.DemoAdminPassword)

		closed, err := net.Listen("tcp", "127.0.0.1:0")
		require.NoError(t, err)
		closedPort := closed.Addr().(*net.TCPAddr).Port
		require.NoError(t, closed.Close())
		banner := listen(t, func(c net.Conn) { _, _ = c.Write([]byte("SSH-2.0-OpenSSH_9.6\r\n")) })
		silent := listen(t, func(c net.Conn) { time.Sleep(2 * timeout) })

		cases := []struct{ name, url, user string }{
			{"closed port", fmt.Sprintf("jdbc:postgresql://127.0.0.1:%d/x", closedPort), "root"},
			{"ssh banner", fmt.Sprintf("jdbc:postgresql://127.0.0.1:%d/x", banner), "root"},
			{"silent port", fmt.Sprintf("jdbc:postgresql://127.0.0.1:%d/x", silent), "root"},
			{"unknown role", "jdbc:postgresql://127.0.0.1:5432/postgres", "a"},
		}
		type answer struct {
			msg  string
			took time.Duration
		}
		got := make([]answer, len(cases))
		var wg sync.WaitGroup
		for i, c := range cases {
			wg.Go(func() {
				start := time.Now()
				r := s.Do(t, "POST", "/sys/dataSource/testConnection", admin,
					map[string]any{"dbType": "6", "dbUrl": c.url, "dbUsername": c.user, "dbPassword": "x"})
				got[i] = answer{r.Message, time.Since(start)}
			})
		}
		wg.Wait()
		for i, c := range cases {
			require.Equal(t, "数据库连接失败", got[i].msg, c.name)
			require.GreaterOrEqual(t, got[i].took, timeout, c.name)
			require.Less(t, got[i].took, timeout+2*time.Second, c.name)
		}
	})
}

// listen accepts connections on a free port and hands each to serve.
func listen(t *testing.T, serve func(net.Conn)) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	t.Cleanup(func() { _ = ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				serve(c)
			}()
		}
	}()
	return ln.Addr().(*net.TCPAddr).Port
}

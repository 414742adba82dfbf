package auth

import (
	"net"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestClientIP(t *testing.T) {
	_, proxies, _ := net.ParseCIDR("10.0.0.0/24")
	cases := []struct {
		name    string
		trusted []*net.IPNet
		peer    string
		headers map[string]string
		want    string
	}{
		{"no proxy trusted: headers are ignored", nil, "203.0.113.9:5000",
			map[string]string{"X-Forwarded-For": "1.2.3.4", "X-Real-Ip": "5.6.7.8"}, "203.0.113.9"},
		{"loopback is not trusted unless listed", []*net.IPNet{proxies}, "127.0.0.1:5000",
			map[string]string{"X-Forwarded-For": "1.2.3.4"}, "127.0.0.1"},
		{"an untrusted peer cannot name the client", []*net.IPNet{proxies}, "203.0.113.9:5000",
			map[string]string{"X-Forwarded-For": "1.2.3.4", "X-Real-Ip": "5.6.7.8"}, "203.0.113.9"},
		{"a trusted proxy names the client", []*net.IPNet{proxies}, "10.0.0.2:5000",
			map[string]string{"X-Forwarded-For": "198.51.100.4"}, "198.51.100.4"},
		{"a spoofed left-most entry is skipped", []*net.IPNet{proxies}, "10.0.0.2:5000",
			map[string]string{"X-Forwarded-For": "1.2.3.4, 198.51.100.4, 10.0.0.3"}, "198.51.100.4"},
		{"X-Real-IP from a trusted proxy", []*net.IPNet{proxies}, "10.0.0.2:5000",
			map[string]string{"X-Real-Ip": "198.51.100.5"}, "198.51.100.5"},
		{"no header from a trusted proxy", []*net.IPNet{proxies}, "10.0.0.2:5000", nil, "10.0.0.2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req, _ := http.NewRequest("GET", "/", nil)
			req.RemoteAddr = c.peer
			for k, v := range c.headers {
				req.Header.Set(k, v)
			}
			require.Equal(t, c.want, ClientIP(c.trusted)(req))
		})
	}
}

func TestDelayGrowsToTheCap(t *testing.T) {
	l := NewLimiter(nil)
	var got []int
	for n := 0; n <= 10; n++ {
		got = append(got, int(l.Delay(n).Seconds()))
	}
	require.Equal(t, []int{0, 0, 0, 1, 2, 4, 8, 10, 10, 10, 10}, got)
}

func TestPasswordChangeOnly(t *testing.T) {
	for path, ok := range map[string]bool{
		"/sys/user/updatePassword": true, "/sys/logout": true, "/sys/permission/getUserPermissionByToken": true,
		"/sys/dict/getDictItems/sex": true, "/sys/loginfo": false, "/sys/user/list": false, "/sys/user/edit": false,
	} {
		require.Equal(t, ok, PasswordChangeOnly(path), path)
	}
}

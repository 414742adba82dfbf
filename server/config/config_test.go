package config

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestFromEnvNamesTheBadVariable(t *testing.T) {
	cases := []struct{ name, value, want string }{
		{"AQ_ADDR", "8080", "AQ_ADDR"},
		{"AQ_DATABASE_URL", "mysql://x", "AQ_DATABASE_URL"},
		{"AQ_BASE_PATH", "jeecg-boot/", "AQ_BASE_PATH"},
		{"AQ_SECRET", "short", "AQ_SECRET"},
		{"AQ_CAPTCHA", "maybe", "AQ_CAPTCHA"},
		{"AQ_ADMIN_PASSWORD", "123456", "AQ_ADMIN_PASSWORD"},
		{"AQ_WEATHER_URL", "ftp://x", "AQ_WEATHER_URL"},
		{"AQ_LOG_LEVEL", "loud", "AQ_LOG_LEVEL"},
		{"AQ_TRUSTED_PROXIES", "10.0.0.1,proxy.local", "AQ_TRUSTED_PROXIES"},
		{"AQ_TRUSTED_PROXIES", "10.0.0.0/33", "AQ_TRUSTED_PROXIES"},
		{"AQ_SESSION_IDLE", "soon", "AQ_SESSION_IDLE"},
		{"AQ_SESSION_IDLE", "10s", "AQ_SESSION_IDLE"},
	}
	for _, c := range cases {
		t.Run(c.name+"="+c.value, func(t *testing.T) {
			t.Setenv(c.name, c.value)
			_, err := FromEnv()
			require.ErrorContains(t, err, c.want)
		})
	}
}

func TestDefaults(t *testing.T) {
	for _, v := range Variables {
		t.Setenv(v[0], "")
	}
	c, err := FromEnv()
	require.NoError(t, err)
	require.Equal(t, "127.0.0.1:8080", c.Addr)
	require.Equal(t, "/jeecg-boot", c.BasePath)
	require.Equal(t, "on", c.Captcha)
	require.Equal(t, 2*time.Hour, c.SessionIdle)
	nets, err := c.TrustedNets()
	require.NoError(t, err)
	require.Empty(t, nets, "no proxy is trusted unless configured")
}

func TestTrustedProxiesAndIdle(t *testing.T) {
	t.Setenv("AQ_TRUSTED_PROXIES", " 10.0.0.5, 172.16.0.0/12 ,::1")
	t.Setenv("AQ_SESSION_IDLE", "30m")
	c, err := FromEnv()
	require.NoError(t, err)
	require.Equal(t, 30*time.Minute, c.IdleTimeout())
	nets, err := c.TrustedNets()
	require.NoError(t, err)
	require.Len(t, nets, 3)
	require.Equal(t, "10.0.0.5/32", nets[0].String())
	require.Equal(t, "172.16.0.0/12", nets[1].String())
	require.Equal(t, "::1/128", nets[2].String())
	require.Equal(t, DefaultSessionIdle, (&Config{}).IdleTimeout())
}

func TestSecretIsGeneratedOnceAndKept(t *testing.T) {
	dir := t.TempDir()
	c := Config{DataDir: dir}
	require.NoError(t, c.LoadSecret())
	require.GreaterOrEqual(t, len(c.Secret), 32)
	st, err := os.Stat(filepath.Join(dir, "secret"))
	require.NoError(t, err)
	require.Equal(t, os.FileMode(0o600), st.Mode().Perm())
	again := Config{DataDir: dir}
	require.NoError(t, again.LoadSecret())
	require.Equal(t, c.Secret, again.Secret)
}

func TestPasswordRule(t *testing.T) {
	for pw, ok := range map[string]bool{
		"abc12345": true, "ABCDEFG1": true, "a1b2c3d4e5": true, "密码密码abcd1234": true,
		"abc1234": false, "abcdefgh": false, "12345678": false, "": false,
	} {
		require.Equal(t, ok, PasswordOK(pw), pw)
	}
}

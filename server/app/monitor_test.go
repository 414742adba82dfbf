package app_test

import (
	"encoding/json"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/server/httpx"
	"aqueduct/server/monitor"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// rawGet sends a GET and returns the status and the JSON body, unwrapped.
func rawGet(t *testing.T, s *testenv.Server, token, path string) (int, []byte) {
	t.Helper()
	status, _, b := getRaw(t, s.URL+path, token)
	require.True(t, json.Valid(b), "%s: %s", path, b)
	return status, b
}

// actuatorMetric is a metric as the 2.4.2 pages read it: typed loosely, so
// a field of the wrong type fails the test instead of being zeroed.
func actuatorMetric(t *testing.T, s *testenv.Server, token, name string) map[string]any {
	t.Helper()
	status, b := rawGet(t, s, token, "/actuator/metrics/"+name)
	require.Equal(t, 200, status)
	var m map[string]any
	require.NoError(t, json.Unmarshal(b, &m))
	require.Equal(t, name, m["name"], "%s", b)
	require.IsType(t, "", m["description"])
	require.NotEmpty(t, m["description"])
	unit, ok := m["baseUnit"]
	require.True(t, ok, "baseUnit is there (a string or null)")
	if unit != nil {
		require.IsType(t, "", unit)
	}
	require.IsType(t, []any{}, m["availableTags"])
	ms, ok := m["measurements"].([]any)
	require.True(t, ok, "%s", b)
	require.NotEmpty(t, ms)
	for _, x := range ms {
		one := x.(map[string]any)
		require.IsType(t, "", one["statistic"])
		require.IsType(t, float64(0), one["value"], "%s", b)
	}
	return m
}

// first is the value of a metric's first measurement (the pages' measurements[0].value).
func first(m map[string]any) float64 {
	return m["measurements"].([]any)[0].(map[string]any)["value"].(float64)
}

func TestPerformanceMonitor(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		engineer := s.Token(t, "engineer", "engineer123")

		t.Run("metrics in the actuator's shape", func(t *testing.T) {
			got := map[string]map[string]any{}
			for _, name := range monitor.MetricNames() {
				got[name] = actuatorMetric(t, s, admin, name)
			}
			require.Greater(t, first(got["jvm.memory.used"]), float64(1<<20), "the heap is in use")
			require.Greater(t, first(got["jvm.threads.live"]), float64(1), "goroutines")
			// each figure is its own request while other tests run in this
			// process: read the smaller one first, as growth between the
			// two reads then keeps the order
			inOrder := func(names ...string) {
				var prev float64
				for i, n := range names {
					v := first(actuatorMetric(t, s, admin, n))
					if i > 0 {
						require.GreaterOrEqual(t, v, prev, "%s after %s", n, names[i-1])
					}
					prev = v
				}
			}
			inOrder("jvm.memory.used", "jvm.memory.committed", "jvm.memory.max")
			inOrder("jvm.threads.live", "jvm.threads.peak")
			require.Greater(t, first(got["jvm.threads.daemon"]), float64(0), "OS threads")
			require.Greater(t, first(got["jvm.gc.memory.allocated"]), float64(0))
			require.Greater(t, first(got["jvm.buffer.count"]), float64(0), "open database connections")
			for _, n := range []string{"jvm.classes.loaded", "jvm.classes.unloaded"} {
				require.Zero(t, first(got[n]))
				require.Contains(t, got[n]["description"], "没有类")
			}
			pause := got["jvm.gc.pause"]["measurements"].([]any)
			require.Len(t, pause, 3, "count, total time, max: the page reads [0] and [1]")
			for i, st := range []string{"COUNT", "TOTAL_TIME", "MAX"} {
				require.Equal(t, st, pause[i].(map[string]any)["statistic"])
			}
			require.Equal(t, "seconds", got["jvm.gc.pause"]["baseUnit"])
			require.Equal(t, "bytes", got["jvm.memory.used"]["baseUnit"])
			require.Nil(t, got["system.cpu.usage"]["baseUnit"])

			require.EqualValues(t, runtime.NumCPU(), first(got["system.cpu.count"]))
			for _, n := range []string{"system.cpu.usage", "process.cpu.usage"} {
				require.GreaterOrEqual(t, first(got[n]), float64(0))
				require.LessOrEqual(t, first(got[n]), float64(1))
			}
			start := time.UnixMilli(int64(first(got["process.start.time"]) * 1000))
			require.True(t, start.Before(time.Now()) && time.Since(start) < time.Hour, "start %v", start)
			require.Greater(t, first(got["process.uptime"]), float64(0))
			require.InDelta(t, time.Since(start).Seconds(), first(got["process.uptime"]), 60)

			// A second reading is one since the first.
			busy := actuatorMetric(t, s, admin, "process.cpu.usage")
			require.GreaterOrEqual(t, first(busy), float64(0))

			status, _ := rawGet(t, s, admin, "/actuator/metrics/jvm.no.such")
			require.Equal(t, 404, status)
		})

		t.Run("sessions are the login sessions", func(t *testing.T) {
			created := first(actuatorMetric(t, s, admin, "tomcat.sessions.created"))
			active := first(actuatorMetric(t, s, admin, "tomcat.sessions.active.current"))
			expired := first(actuatorMetric(t, s, admin, "tomcat.sessions.expired"))
			require.GreaterOrEqual(t, active, float64(2), "admin and engineer are signed in")
			require.GreaterOrEqual(t, created, active+expired)

			tok := s.Token(t, "engineer", "engineer123")
			require.Equal(t, created+1, first(actuatorMetric(t, s, admin, "tomcat.sessions.created")))
			require.Equal(t, active+1, first(actuatorMetric(t, s, admin, "tomcat.sessions.active.current")))
			peak := first(actuatorMetric(t, s, admin, "tomcat.sessions.active.max"))
			require.GreaterOrEqual(t, peak, active+1)

			r := s.Do(t, "POST", "/sys/logout", tok, nil)
			require.True(t, r.Success, r.Message)
			require.Equal(t, active, first(actuatorMetric(t, s, admin, "tomcat.sessions.active.current")))
			require.Equal(t, expired, first(actuatorMetric(t, s, admin, "tomcat.sessions.expired")), "a logout is no expiry")
			require.Equal(t, peak, first(actuatorMetric(t, s, admin, "tomcat.sessions.active.max")), "the peak stays")
			require.Zero(t, first(actuatorMetric(t, s, admin, "tomcat.sessions.rejected")))
		})

		t.Run("request trace", func(t *testing.T) {
			const n = 5
			for i := range n {
				r := s.Do(t, "GET", fmt.Sprintf("/sys/dict/getDictItems/sex?traceSecret=hidden%d&_t=1", i), admin, nil)
				require.True(t, r.Success, r.Message)
			}
			captcha := s.Do(t, "GET", "/sys/randomImage/trace-captcha-key", "", nil)
			require.True(t, captcha.Success, captcha.Message)
			refused := s.Do(t, "GET", "/actuator/httptrace", engineer, nil)
			require.Equal(t, httpx.CodeNoAuthz, refused.Code)

			status, b := rawGet(t, s, admin, "/actuator/httptrace")
			require.Equal(t, 200, status)
			text := string(b)
			for _, secret := range []string{"hidden", "traceSecret", "?", admin, engineer, "trace-captcha-key", "X-Access-Token"} {
				require.NotContains(t, text, secret)
			}
			var reply struct {
				Traces []map[string]any `json:"traces"`
			}
			require.NoError(t, json.Unmarshal(b, &reply))
			require.NotEmpty(t, reply.Traces)
			dict, captchas := 0, 0
			for i, tr := range reply.Traces {
				ts, ok := tr["timestamp"].(string)
				require.True(t, ok)
				at, err := time.Parse(time.RFC3339Nano, ts)
				require.NoError(t, err)
				if i > 0 {
					prev, _ := time.Parse(time.RFC3339Nano, reply.Traces[i-1]["timestamp"].(string))
					require.False(t, at.After(prev), "newest first")
				}
				req := tr["request"].(map[string]any)
				res := tr["response"].(map[string]any)
				require.IsType(t, "", req["method"])
				require.IsType(t, "", req["uri"])
				require.IsType(t, float64(0), res["status"])
				require.IsType(t, float64(0), tr["timeTaken"])
				require.True(t, strings.HasPrefix(req["uri"].(string), s.App.Config.BasePath+"/"), req["uri"])
				switch req["uri"] {
				case s.App.Config.BasePath + "/sys/dict/getDictItems/sex":
					dict++
					require.Equal(t, "GET", req["method"])
					require.EqualValues(t, 200, res["status"])
					require.Equal(t, map[string]any{"name": "admin"}, tr["principal"])
				case s.App.Config.BasePath + "/sys/randomImage/{key}":
					captchas++
					require.Nil(t, tr["principal"], "nobody is signed in")
				}
			}
			require.Equal(t, n, dict, "every request, without its query string")
			require.Equal(t, 4, captchas, "the three logins' captchas and this one, their keys not kept")

			refusedSeen := false
			for _, tr := range reply.Traces {
				if tr["request"].(map[string]any)["uri"] == s.App.Config.BasePath+"/actuator/httptrace" &&
					tr["principal"] != nil && tr["principal"].(map[string]any)["name"] == "engineer" {
					refusedSeen = true
				}
			}
			require.True(t, refusedSeen, "a refused request is traced too")

			// Bounded: the last TraceSize requests.
			for range monitor.TraceSize + 5 {
				status, _ := rawGet(t, s, admin, "/sys/actuator/redis/keysSize")
				require.Equal(t, 200, status)
			}
			_, b = rawGet(t, s, admin, "/actuator/httptrace")
			require.NoError(t, json.Unmarshal(b, &reply))
			require.Len(t, reply.Traces, monitor.TraceSize)
			require.Equal(t, s.App.Config.BasePath+"/sys/actuator/redis/keysSize", reply.Traces[0]["request"].(map[string]any)["uri"])
		})

		t.Run("no redis: the in-process cache", func(t *testing.T) {
			r := s.Do(t, "GET", "/sys/actuator/redis/info", admin, nil)
			require.True(t, r.Success, r.Message)
			var rows []map[string]any
			r.Decode(t, &rows)
			require.NotEmpty(t, rows)
			require.Equal(t, "说明", rows[0]["key"])
			require.Equal(t, monitor.NoRedis, rows[0]["value"])
			caches := 0
			for _, row := range rows {
				for _, k := range []string{"key", "value", "description"} {
					require.IsType(t, "", row[k], "%v", row)
				}
				if strings.HasPrefix(row["key"].(string), "cache:") {
					caches++
				}
			}
			require.Greater(t, caches, 3, "sessions, permissions, rules, dictionaries")

			status, b := rawGet(t, s, admin, "/sys/actuator/redis/keysSize")
			require.Equal(t, 200, status)
			var keys map[string]any
			require.NoError(t, json.Unmarshal(b, &keys))
			require.IsType(t, float64(0), keys["dbSize"], "%s", b)
			require.GreaterOrEqual(t, keys["dbSize"].(float64), float64(1), "the admin's session at least")
			require.IsType(t, float64(0), keys["create_time"])

			status, b = rawGet(t, s, admin, "/sys/actuator/redis/memoryInfo")
			require.Equal(t, 200, status)
			var mem map[string]any
			require.NoError(t, json.Unmarshal(b, &mem))
			require.Greater(t, mem["used_memory"].(float64), float64(1<<20), "%s", b)
			require.IsType(t, float64(0), mem["create_time"])
		})

		t.Run("disk of the data directory", func(t *testing.T) {
			r := s.Do(t, "GET", "/sys/actuator/redis/queryDiskInfo", admin, nil)
			require.True(t, r.Success, r.Message)
			var disks []map[string]any
			r.Decode(t, &disks)
			if runtime.GOOS != "linux" {
				return
			}
			require.Len(t, disks, 1)
			d := disks[0]
			require.Contains(t, d["name"], "数据目录")
			size, rest, used := d["max"].(float64), d["rest"].(float64), d["restPPT"].(float64)
			require.Greater(t, size, float64(0))
			require.LessOrEqual(t, rest, size)
			require.InDelta(t, (size-rest)*100/size, used, 1, "percent used, a whole number")
		})

		t.Run("the admin's menus only", func(t *testing.T) {
			paths := append([]string{"/actuator/httptrace", "/sys/actuator/redis/info", "/sys/actuator/redis/keysSize",
				"/sys/actuator/redis/memoryInfo", "/sys/actuator/redis/queryDiskInfo"}, func() (out []string) {
				for _, n := range monitor.MetricNames() {
					out = append(out, "/actuator/metrics/"+n)
				}
				return out
			}()...)
			for _, p := range paths {
				r := s.Do(t, "GET", p, engineer, nil)
				require.False(t, r.Success, p)
				require.Equal(t, httpx.CodeNoAuthz, r.Code, p)
				r = s.Do(t, "GET", p, "", nil)
				require.False(t, r.Success, p)
			}
			_, b := rawGet(t, s, admin, "/sys/permission/getUserPermissionByToken")
			for _, c := range []string{"RedisInfo", "SystemInfo", "JvmInfo", "TomcatInfo", "HttpTrace", "DiskMonitoring"} {
				require.Contains(t, string(b), "modules/monitor/"+c)
			}
			require.Contains(t, string(b), "性能监控")
			_, b = rawGet(t, s, engineer, "/sys/permission/getUserPermissionByToken")
			require.NotContains(t, string(b), "modules/monitor/")
		})
	})
}

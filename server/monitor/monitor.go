// Package monitor answers JeecgBoot 2.4.2's 系统监控 pages (性能监控: Redis监控,
// 服务器信息, JVM信息, Tomcat信息, 请求追踪, 磁盘监控) from this process' own
// figures, in the shapes those pages read:
//
//   - GET /actuator/metrics/{name}: Spring Boot actuator's metric, unwrapped
//     ({name, description, baseUnit, measurements, availableTags}). The jvm.*
//     names are the Go runtime's figures (heap for memory, goroutines for
//     threads, Go's collector for GC; Go has no classes: 0), system.* and
//     process.* the machine and this process, tomcat.sessions.* the login
//     sessions (sys_session).
//   - GET /actuator/httptrace: {traces: [...]} as Spring Boot 2's httptrace,
//     the last TraceSize API requests of this instance (Trace).
//   - GET /sys/actuator/redis/*: there is no Redis. info says so in its first
//     row and lists the in-process caches (server/cache); keysSize and
//     memoryInfo (unwrapped, as JeecgBoot's) count their entries and the Go
//     heap; queryDiskInfo is the data directory's file system.
//
// Every route has its page's permission; the 性能监控 menus (seed) are the
// admin's.
package monitor

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/syssession"
	"aqueduct/server/cache"
	"aqueduct/server/httpx"
	"aqueduct/server/viewer"
)

// Permission codes of the 性能监控 pages (the perms of their menus).
const (
	CodeRedis  = "monitor:redis:info"
	CodeSystem = "monitor:system:info"
	CodeJVM    = "monitor:jvm:info"
	CodeTomcat = "monitor:tomcat:info"
	CodeTrace  = "monitor:httptrace:list"
	CodeDisk   = "monitor:disk:info"
)

// NoRedis is the first row of Redis监控's details.
const NoRedis = "本系统未使用 Redis，以下为进程内缓存"

// Service answers the monitoring calls.
type Service struct {
	Client  *ent.Client
	Bus     *cache.Bus
	DB      *sql.DB // its open connections are jvm.buffer.count
	DataDir string
	// Idle is the sessions' idle limit (AQ_SESSION_IDLE; 0: none).
	Idle  time.Duration
	Trace *Trace
	cpu   cpuClock
	now   func() time.Time
}

// Routes registers the calls, each with its page's permission.
func (s *Service) Routes(r *httpx.Routes) {
	for _, m := range metricDefs {
		r.GET("/actuator/metrics/"+m.name, m.code, s.metric(m)).Doc(httpx.Doc{Summary: "性能监控指标 " + m.name + "（" + m.desc + "，由本进程计得）"})
	}
	r.GET("/actuator/httptrace", CodeTrace, s.httpTrace).Doc(httpx.Doc{Summary: "请求追踪：最近的请求"})
	r.GET("/sys/actuator/redis/info", CodeRedis, s.redisInfo).Doc(httpx.Doc{Summary: "Redis 监控（本系统不用 Redis，回复说明与进程缓存的数字）"})
	r.GET("/sys/actuator/redis/keysSize", CodeRedis, s.keysSize).Doc(httpx.Doc{Summary: "Redis 监控：键数量（本系统为进程缓存）"})
	r.GET("/sys/actuator/redis/memoryInfo", CodeRedis, s.memoryInfo).Doc(httpx.Doc{Summary: "Redis 监控：内存（本系统为进程内存）"})
	r.GET("/sys/actuator/redis/queryDiskInfo", CodeDisk, s.diskInfo).Doc(httpx.Doc{Summary: "磁盘监控：各分区容量与可用空间"})
}

func (s *Service) clock() time.Time {
	if s.now != nil {
		return s.now()
	}
	return time.Now()
}

// Metric is Spring Boot actuator's metric reply.
type Metric struct {
	Name          string        `json:"name"`
	Description   string        `json:"description"`
	BaseUnit      *string       `json:"baseUnit"`
	Measurements  []Measurement `json:"measurements"`
	AvailableTags []any         `json:"availableTags"`
}

// Measurement is one statistic of a metric (VALUE, COUNT, TOTAL_TIME, MAX).
type Measurement struct {
	Statistic string  `json:"statistic"`
	Value     float64 `json:"value"`
}

// figures are what one reading of a metric sees.
type figures struct {
	rt  map[string]float64
	now time.Time
}

type metricDef struct {
	name, code, unit, desc string
	read                   func(ctx context.Context, s *Service, f figures) ([]Measurement, error)
}

func value(v float64) []Measurement { return []Measurement{{"VALUE", v}} }
func count(v float64) []Measurement { return []Measurement{{"COUNT", v}} }

// rt reads a runtime figure as a gauge.
func rt(names ...string) func(context.Context, *Service, figures) ([]Measurement, error) {
	return func(_ context.Context, _ *Service, f figures) ([]Measurement, error) {
		var v float64
		for _, n := range names {
			v += f.rt[n]
		}
		return value(v), nil
	}
}

func constant(v float64) func(context.Context, *Service, figures) ([]Measurement, error) {
	return func(context.Context, *Service, figures) ([]Measurement, error) { return value(v), nil }
}

// metricDefs are the names the 2.4.2 pages ask for, and what answers them.
var metricDefs = []metricDef{
	// JVM信息: the Go runtime.
	{"jvm.memory.max", CodeJVM, "bytes", "Go 运行时可用的最大内存：设了 GOMEMLIMIT 时为该上限，否则为运行时向系统取得的全部内存（Go 的堆没有固定上限）",
		func(_ context.Context, _ *Service, f figures) ([]Measurement, error) {
			return value(memoryMax(f.rt)), nil
		}},
	{"jvm.memory.committed", CodeJVM, "bytes", "Go 运行时占有的内存：向系统取得的、未归还的部分",
		func(_ context.Context, _ *Service, f figures) ([]Measurement, error) {
			return value(f.rt[mTotal] - f.rt[mReleased]), nil
		}},
	{"jvm.memory.used", CodeJVM, "bytes", "已用内存：堆上的对象与协程栈", rt(mObjects, mStacks)},
	{"jvm.buffer.memory.used", CodeJVM, "bytes", "Go 没有 JVM 的缓冲池：此处为运行时元数据（mspan、mcache 等）占用的内存", rt(mMcache, mMspan, mMetaOther)},
	{"jvm.buffer.count", CodeJVM, "buffers", "Go 没有 JVM 的缓冲池：此处为数据库连接池当前打开的连接数",
		func(_ context.Context, s *Service, _ figures) ([]Measurement, error) {
			if s.DB == nil {
				return value(0), nil
			}
			return value(float64(s.DB.Stats().OpenConnections)), nil
		}},
	{"jvm.threads.daemon", CodeJVM, "threads", "Go 没有守护线程之分：此处为 Go 运行时的操作系统线程数", rt(mThreads)},
	{"jvm.threads.live", CodeJVM, "threads", "当前协程（goroutine）数",
		func(_ context.Context, s *Service, f figures) ([]Measurement, error) {
			s.Trace.seen(int64(f.rt[mRoutines]))
			return value(f.rt[mRoutines]), nil
		}},
	{"jvm.threads.peak", CodeJVM, "threads", "本进程启动以来，请求结束时与读数时见到的最多协程（goroutine）数",
		func(_ context.Context, s *Service, f figures) ([]Measurement, error) {
			s.Trace.notePeak()
			return value(float64(s.Trace.seen(int64(f.rt[mRoutines])))), nil
		}},
	{"jvm.classes.loaded", CodeJVM, "classes", "Go 没有类（class），恒为 0", constant(0)},
	{"jvm.classes.unloaded", CodeJVM, "classes", "Go 没有类（class），恒为 0",
		func(context.Context, *Service, figures) ([]Measurement, error) { return count(0), nil }},
	{"jvm.gc.memory.allocated", CodeJVM, "bytes", "启动以来在堆上分配的字节数（Go 的回收器不分代）",
		func(_ context.Context, _ *Service, f figures) ([]Measurement, error) {
			return count(f.rt[mAllocs]), nil
		}},
	{"jvm.gc.memory.promoted", CodeJVM, "bytes", "Go 的回收器不分代，没有晋升：此处为启动以来回收的字节数",
		func(_ context.Context, _ *Service, f figures) ([]Measurement, error) { return count(f.rt[mFrees]), nil }},
	{"jvm.gc.max.data.size", CodeJVM, "bytes", "下次回收的堆目标（Go 的回收器不分代，没有老年代）", rt(mGoal)},
	{"jvm.gc.live.data.size", CodeJVM, "bytes", "上次回收后仍存活的堆字节数", rt(mLive)},
	{"jvm.gc.pause", CodeJVM, "seconds", "启动以来的回收次数、停顿总时长与最近 256 次中最长的停顿",
		func(context.Context, *Service, figures) ([]Measurement, error) {
			n, total, longest := gcPauses()
			return []Measurement{{"COUNT", n}, {"TOTAL_TIME", total}, {"MAX", longest}}, nil
		}},
	// 服务器信息: the machine and this process.
	{"system.cpu.count", CodeSystem, "", "Go 运行时可见的 CPU 核数", constant(float64(runtime.NumCPU()))},
	{"system.cpu.usage", CodeSystem, "", "整机 CPU 使用率（0–1，自上次读取起；Linux 读 /proc/stat，其他系统为本进程的使用率）",
		func(_ context.Context, s *Service, f figures) ([]Measurement, error) {
			_, sys, _ := s.cpu.usage(f.now)
			return value(sys), nil
		}},
	{"process.start.time", CodeSystem, "seconds", "本进程启动的时间（Unix 秒）",
		constant(float64(started.UnixMilli()) / 1000)},
	{"process.uptime", CodeSystem, "seconds", "本进程已运行的时长",
		func(_ context.Context, _ *Service, f figures) ([]Measurement, error) {
			return value(f.now.Sub(started).Seconds()), nil
		}},
	{"process.cpu.usage", CodeSystem, "", "本进程 CPU 使用率（0–1，占全部核，自上次读取起）",
		func(_ context.Context, s *Service, f figures) ([]Measurement, error) {
			proc, _, _ := s.cpu.usage(f.now)
			return value(proc), nil
		}},
	// Tomcat信息: the login sessions.
	{"tomcat.sessions.created", CodeTomcat, "sessions", "sys_session 中保留的登录会话数（过期满一天的会话每天清理）",
		sessionFigure(func(c sessionCounts) []Measurement { return count(c.created) })},
	{"tomcat.sessions.expired", CodeTomcat, "sessions", "其中到期或闲置超时而结束的会话数（不含注销的）",
		sessionFigure(func(c sessionCounts) []Measurement { return count(c.expired) })},
	{"tomcat.sessions.active.current", CodeTomcat, "sessions", "当前有效的登录会话数（所有实例）",
		sessionFigure(func(c sessionCounts) []Measurement { return value(c.active) })},
	{"tomcat.sessions.active.max", CodeTomcat, "sessions", "保留的会话记录中同时有效的最多会话数",
		sessionFigure(func(c sessionCounts) []Measurement { return value(c.peak) })},
	{"tomcat.sessions.rejected", CodeTomcat, "sessions", "本系统不限制会话数，恒为 0",
		func(context.Context, *Service, figures) ([]Measurement, error) { return count(0), nil }},
}

// MetricNames are the metrics answered, in the pages' order.
func MetricNames() []string {
	out := make([]string, len(metricDefs))
	for i, m := range metricDefs {
		out[i] = m.name
	}
	return out
}

func (s *Service) metric(m metricDef) echo.HandlerFunc {
	return func(c *echo.Context) error {
		f := figures{rt: readRuntime(), now: s.clock()}
		ms, err := m.read(c.Request().Context(), s, f)
		if err != nil {
			return err
		}
		out := Metric{Name: m.name, Description: m.desc, Measurements: ms, AvailableTags: []any{}}
		if m.unit != "" {
			unit := m.unit
			out.BaseUnit = &unit
		}
		return c.JSON(http.StatusOK, out)
	}
}

type sessionCounts struct{ created, expired, active, peak float64 }

func sessionFigure(pick func(sessionCounts) []Measurement) func(context.Context, *Service, figures) ([]Measurement, error) {
	return func(ctx context.Context, s *Service, f figures) ([]Measurement, error) {
		c, err := s.sessions(ctx, f.now)
		if err != nil {
			return nil, err
		}
		return pick(c), nil
	}
}

// sessions counts the login sessions kept: each ends when revoked (logout,
// password change), at its expiry or after Idle without use, whichever is
// first; the peak is the most open at once (a sweep over their spans).
func (s *Service) sessions(ctx context.Context, now time.Time) (sessionCounts, error) {
	rows, err := s.Client.SysSession.Query().
		Select(syssession.FieldCreateTime, syssession.FieldLastSeen, syssession.FieldExpiresAt, syssession.FieldRevokedAt).
		All(viewer.System(ctx))
	if err != nil {
		return sessionCounts{}, err
	}
	type edge struct {
		at   time.Time
		open int
	}
	edges := make([]edge, 0, 2*len(rows))
	var c sessionCounts
	for _, r := range rows {
		c.created++
		end := time.Time(r.ExpiresAt)
		if s.Idle > 0 {
			if idle := time.Time(r.LastSeen).Add(s.Idle); idle.Before(end) {
				end = idle
			}
		}
		revoked := r.RevokedAt != nil
		if revoked && time.Time(*r.RevokedAt).Before(end) {
			end = time.Time(*r.RevokedAt)
		}
		switch {
		case end.After(now) && !revoked:
			c.active++
		case !revoked:
			c.expired++
		}
		edges = append(edges, edge{time.Time(r.CreateTime), 1}, edge{end, -1})
	}
	sort.Slice(edges, func(i, j int) bool {
		if !edges[i].at.Equal(edges[j].at) {
			return edges[i].at.Before(edges[j].at)
		}
		return edges[i].open < edges[j].open // an end before a start at the same instant
	})
	open := 0
	for _, e := range edges {
		open += e.open
		c.peak = max(c.peak, float64(open))
	}
	c.peak = max(c.peak, c.active)
	return c, nil
}

// TraceEntry is one request of /actuator/httptrace, as Spring Boot 2's.
type TraceEntry struct {
	Timestamp string          `json:"timestamp"`
	Principal *TracePrincipal `json:"principal"`
	Session   any             `json:"session"`
	Request   TraceRequest    `json:"request"`
	Response  TraceResponse   `json:"response"`
	TimeTaken int64           `json:"timeTaken"`
}

// TracePrincipal names the signed-in user.
type TracePrincipal struct {
	Name string `json:"name"`
}

// TraceRequest is the request: method and path, never headers or a query.
type TraceRequest struct {
	Method        string            `json:"method"`
	URI           string            `json:"uri"`
	Headers       map[string]string `json:"headers"`
	RemoteAddress any               `json:"remoteAddress"`
}

// TraceResponse is the status the client got.
type TraceResponse struct {
	Status  int               `json:"status"`
	Headers map[string]string `json:"headers"`
}

func (s *Service) httpTrace(c *echo.Context) error {
	last := s.Trace.last()
	traces := make([]TraceEntry, len(last))
	for i, t := range last {
		e := TraceEntry{
			Timestamp: t.at.UTC().Format("2006-01-02T15:04:05.000Z"),
			Request:   TraceRequest{Method: t.method, URI: t.path, Headers: map[string]string{}},
			Response:  TraceResponse{Status: t.status, Headers: map[string]string{}},
			TimeTaken: t.took.Milliseconds(),
		}
		if t.user != "" {
			e.Principal = &TracePrincipal{Name: t.user}
		}
		traces[i] = e
	}
	return c.JSON(http.StatusOK, map[string]any{"traces": traces})
}

// RedisRow is a row of Redis监控's details.
type RedisRow struct {
	Key         string `json:"key"`
	Value       string `json:"value"`
	Description string `json:"description"`
}

func (s *Service) cacheKeys() (maps []cache.MapStats, keys int) {
	if s.Bus == nil {
		return nil, 0
	}
	maps = s.Bus.MapStats()
	for _, m := range maps {
		keys += m.Keys
	}
	return maps, keys
}

func (s *Service) redisInfo(c *echo.Context) error {
	maps, keys := s.cacheKeys()
	rt := readRuntime()
	heap := rt[mObjects]
	sync := "单实例（SQLite）：缓存只在本进程内失效"
	if s.Bus != nil && s.Bus.Shared() {
		sync = "PostgreSQL LISTEN/NOTIFY：表一改，各实例的缓存随即失效"
	}
	rows := []RedisRow{
		{"说明", NoRedis, "原 Redis 监控的数字由本进程的内存缓存（会话、权限、数据规则、字典）回答"},
		{"cache_maps", fmt.Sprint(len(maps)), "进程内缓存的个数"},
		{"dbSize", fmt.Sprint(keys), "缓存条目总数（即“Key 实时数量”）"},
		{"used_memory", fmt.Sprintf("%.0f", heap), "本进程 Go 堆上对象占用的字节数（即“内存实时占用”；缓存本身的大小无法单独计量）"},
		{"used_memory_human", humanBytes(heap), "同上，便于阅读"},
		{"cache_sync", sync, "多实例间缓存失效的方式"},
		{"go_version", runtime.Version(), "Go 版本"},
		{"os", runtime.GOOS + "/" + runtime.GOARCH, "操作系统与架构"},
		{"process_id", fmt.Sprint(os.Getpid()), "进程号"},
		{"uptime_in_seconds", fmt.Sprintf("%.0f", s.clock().Sub(started).Seconds()), "本进程已运行的秒数"},
	}
	for _, m := range maps {
		rows = append(rows, RedisRow{"cache:" + strings.Join(m.Tables, ","), fmt.Sprintf("%d / %d", m.Keys, m.Max),
			"依赖这些表的缓存：条目数 / 上限（表一改即失效）"})
	}
	return httpx.OK(c, rows)
}

func humanBytes(b float64) string {
	units := []string{"B", "K", "M", "G", "T"}
	i := 0
	for b >= 1024 && i < len(units)-1 {
		b /= 1024
		i++
	}
	if i == 0 {
		return fmt.Sprintf("%.0fB", b)
	}
	return fmt.Sprintf("%.2f%s", b, units[i])
}

// keysSize is unwrapped, as JeecgBoot's.
func (s *Service) keysSize(c *echo.Context) error {
	_, keys := s.cacheKeys()
	return c.JSON(http.StatusOK, map[string]any{"dbSize": keys, "create_time": s.clock().UnixMilli()})
}

// memoryInfo is unwrapped, as JeecgBoot's.
func (s *Service) memoryInfo(c *echo.Context) error {
	heap := readRuntime()[mObjects]
	return c.JSON(http.StatusOK, map[string]any{"used_memory": int64(heap), "create_time": s.clock().UnixMilli()})
}

// Disk is a row of 磁盘监控: the file system's size and the bytes left in
// bytes, and the share used in percent (restPPT, a whole number).
type Disk struct {
	Name    string `json:"name"`
	Max     uint64 `json:"max"`
	Rest    uint64 `json:"rest"`
	RestPPT uint64 `json:"restPPT"`
}

func (s *Service) diskInfo(c *echo.Context) error {
	out := []Disk{}
	dir, err := filepath.Abs(s.DataDir)
	if err != nil {
		dir = s.DataDir
	}
	if size, free, ok := diskSpace(dir); ok {
		out = append(out, Disk{Name: "数据目录 " + dir, Max: size, Rest: free, RestPPT: (size - min(free, size)) * 100 / size})
	}
	return httpx.OKMsg(c, "查询成功", out)
}

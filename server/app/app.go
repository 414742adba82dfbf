// Package app wires the server: database, services, routes and middleware.
package app

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/labstack/echo/v5"
	"github.com/labstack/echo/v5/middleware"

	adminui "aqueduct/admin-ui"
	"aqueduct/ent"
	"aqueduct/server/apidoc"
	"aqueduct/server/auth"
	"aqueduct/server/cache"
	"aqueduct/server/category"
	"aqueduct/server/checkrule"
	"aqueduct/server/config"
	"aqueduct/server/crud"
	"aqueduct/server/dashboard"
	"aqueduct/server/datasource"
	"aqueduct/server/db"
	"aqueduct/server/demovideo"
	"aqueduct/server/dict"
	"aqueduct/server/files"
	"aqueduct/server/fillrule"
	"aqueduct/server/gateway"
	"aqueduct/server/grants"
	"aqueduct/server/httpx"
	"aqueduct/server/jobs"
	"aqueduct/server/maptiles"
	"aqueduct/server/menus"
	"aqueduct/server/metrics"
	"aqueduct/server/monitor"
	"aqueduct/server/notice"
	"aqueduct/server/oplog"
	"aqueduct/server/perm"
	"aqueduct/server/progress"
	"aqueduct/server/project"
	"aqueduct/server/report"
	"aqueduct/server/rowcount"
	"aqueduct/server/system"
	"aqueduct/server/thirdlogin"
	"aqueduct/server/usersetting"
	"aqueduct/server/viewer"
	"aqueduct/server/workflow"
)

// App is a running server's parts.
type App struct {
	Config config.Config
	Log    *slog.Logger
	DB     *db.DB
	Echo   *echo.Echo
	Auth   *auth.Service
	Perm   *perm.Service
	Routes *httpx.Routes
	// APIDoc is the API reference of Routes (<base>/v2/api-docs, <base>/doc.html).
	APIDoc *apidoc.Reference
	// Cache drops what the caches hold when its tables change, on every instance.
	Cache *cache.Bus
	// Timeouts of the server HTTPServer builds (DefaultTimeouts).
	Timeouts Timeouts
	// AdminPassword is set when the first start generated the admin's password.
	AdminPassword string
	// Files stores uploads; stopFiles ends its hourly clean-up.
	Files     *files.Service
	stopFiles context.CancelFunc
	// DataSources holds the pools the reports opened on registered sources.
	DataSources *datasource.Service
	mapTiles    *maptiles.Archive // AQ_MAP_PMTILES
	demoVideo   *demovideo.Dir    // AQ_DEMO_VIDEO_DIR
	// Reports runs the online reports.
	Reports *report.Service
	// Notices holds this instance's websockets (announcements, vxe grids).
	Notices *notice.Hub
	// Jobs fires the scheduled jobs (定时任务) on River.
	Jobs *jobs.Scheduler
	// Metrics counts for Prometheus; nil (AQ_METRICS_ADDR unset) counts nothing.
	Metrics *metrics.Metrics
	// Trace keeps the last API requests for 请求追踪 (GET /actuator/httptrace).
	Trace *monitor.Trace
	// released gives back the data directory's running lock (SQLite).
	released func()
}

// Seeder writes a database's data at start. The composition root passes
// server/seed's (seed.Seeder), so that the server does not import the seed.
type Seeder interface {
	// Base writes what is missing of the base data (built-in menus,
	// dictionaries, the admin role and user); with adminPassword empty it
	// gives a new admin a random password and returns it.
	Base(ctx context.Context, c *ent.Client, adminPassword string) (generated string, err error)
	// DemoAdminPassword is the admin's password of a new demo database when
	// none is configured (AQ_ADMIN_PASSWORD).
	DemoAdminPassword() string
	// Demo adds what is missing of the demo data; a videoURL not empty is
	// the demo stream the demo camera shows.
	Demo(ctx context.Context, c *ent.Client, videoURL string) error
}

// Options adjust New for the command line and for tests.
type Options struct {
	Seed      Seeder         // the base and demo data; required unless Copied
	Demo      bool           // add demo data
	SMSSender auth.SMSSender // default: the log
	// Copied: the database is a copy of one this binary has just set up with
	// the same options (testenv's template). The setup steps after the
	// migrations would find nothing to do and are skipped (on PostgreSQL the
	// menus' check alone takes 0.25–2 s).
	Copied bool
}

// New opens the database, migrates, seeds and builds the HTTP handler.
func New(ctx context.Context, cfg config.Config, log *slog.Logger, opt Options) (a *App, err error) {
	if err := cfg.LoadSecret(); err != nil {
		return nil, err
	}
	d, err := db.Open(ctx, cfg.DatabaseURL, cfg.DataDir)
	if err != nil {
		return nil, err
	}
	bus := cache.NewBus(log)
	var released func()
	defer func() {
		if err != nil {
			if released != nil {
				released()
			}
			bus.Close()
			d.Close()
		}
	}()
	// Instances started together take turns: one migrates and seeds, the
	// others wait and then find it done.
	unlock, err := d.SetupLock(ctx)
	if err != nil {
		return nil, err
	}
	defer unlock()
	if released, err = d.HoldRunning(); err != nil {
		return nil, err
	}
	if err := d.Migrate(ctx); err != nil {
		return nil, err
	}
	version, _, err := d.Versions(ctx)
	if err != nil {
		return nil, err
	}
	if err := ensureCounts(ctx, d, version, opt); err != nil {
		return nil, err
	}
	d.Client.Use(bus.Hook())
	if cfg.DatabaseURL != "" {
		if err := bus.Listen(context.Background(), cfg.DatabaseURL, d.SQL); err != nil {
			return nil, fmt.Errorf("listen for cache changes: %w", err)
		}
	}
	generated, err := seedData(ctx, d, cfg, opt)
	if err != nil {
		return nil, err
	}
	a = &App{Config: cfg, Log: log, DB: d, Cache: bus, Timeouts: DefaultTimeouts, AdminPassword: generated, released: released}
	if cfg.MetricsAddr != "" {
		a.Metrics = metrics.New()
		a.Metrics.WatchDB(d)
	}
	if err := a.build(ctx, opt); err != nil {
		return nil, err
	}
	_, target, err := d.Versions(ctx)
	if err == nil {
		err = markSetup(ctx, d.Client, target)
	}
	if err != nil {
		a.closeServices()
		return nil, fmt.Errorf("setup: %w", err)
	}
	return a, nil
}

// ensureCounts builds the row counters (rowcount.Ensure), unless the
// database is a copy that has them.
func ensureCounts(ctx context.Context, d *db.DB, version int64, opt Options) error {
	if opt.Copied {
		return nil
	}
	return rowcount.Ensure(ctx, d.SQL, d.Dialect, version)
}

// seedData writes the base rows, the menus and buttons and, with opt.Demo,
// the demo project, each only where missing; generated is the admin's
// password when this start created the admin with a random one.
func seedData(ctx context.Context, d *db.DB, cfg config.Config, opt Options) (generated string, err error) {
	if opt.Copied {
		return "", nil
	}
	if opt.Seed == nil {
		return "", errors.New("seed: no seeder given (app.Options.Seed)")
	}
	adminPassword := cfg.AdminPassword
	if adminPassword == "" && opt.Demo {
		adminPassword = opt.Seed.DemoAdminPassword()
	}
	if generated, err = opt.Seed.Base(ctx, d.Client, adminPassword); err != nil {
		return "", fmt.Errorf("seed: %w", err)
	}
	if err := crud.EnsureMenus(ctx, d.Client, viewer.AdminRoleCode); err != nil {
		return "", fmt.Errorf("menus: %w", err)
	}
	// 授权 and 数据规则 buttons hang under generated menus: after EnsureMenus.
	if err := grants.EnsureButtons(ctx, d.Client, viewer.AdminRoleCode); err != nil {
		return "", fmt.Errorf("grant buttons: %w", err)
	}
	if err := notice.EnsureButtons(ctx, d.Client, viewer.AdminRoleCode); err != nil {
		return "", fmt.Errorf("announcement buttons: %w", err)
	}
	if err := dashboard.EnsureButtons(ctx, d.Client, viewer.AdminRoleCode); err != nil {
		return "", fmt.Errorf("dashboard buttons: %w", err)
	}
	if err := perm.EnsureButtons(ctx, d.Client, viewer.AdminRoleCode, workflow.Menus); err != nil {
		return "", fmt.Errorf("workflow menus: %w", err)
	}
	if err := perm.EnsureButtons(ctx, d.Client, viewer.AdminRoleCode, report.Buttons); err != nil {
		return "", fmt.Errorf("report buttons: %w", err)
	}
	if opt.Demo {
		videoURL := ""
		if cfg.DemoVideoDir != "" {
			videoURL = demovideo.URL(cfg.BasePath)
		}
		if err := opt.Seed.Demo(ctx, d.Client, videoURL); err != nil {
			return "", fmt.Errorf("demo data: %w", err)
		}
	}
	return generated, nil
}

func (a *App) build(ctx context.Context, opt Options) (err error) {
	client := a.DB.Client
	dicts := dict.New(client)
	sender := opt.SMSSender
	if sender == nil {
		sender = auth.LogSender{Log: a.Log}
	}
	a.Auth = auth.NewService(client, a.Config, sender, dicts, a.Log)
	if a.Perm, err = perm.New(ctx, client, a.Log); err != nil {
		return err
	}
	dicts.SetAllowed(a.Perm.Can)
	sys := &system.Service{Client: client, Auth: a.Auth}
	resources := crud.NewService(client, dicts, crud.NewReports(filepath.Join(a.Config.DataDir, "upload")), a.Log)
	resources.Metrics = a.Metrics                       // imported and exported rows
	resources.ShareExportLimits(a.DB.SQL, a.DB.Dialect) // PostgreSQL: the export caps hold across instances
	sys.InstallHooks(resources, a.Perm)
	proj := &project.Service{Client: client, Res: resources, Can: a.Perm.Can, Dialect: a.DB.Dialect}
	proj.Install()
	categories := category.Install(client, resources, a.DB.Dialect)
	fillRules := &fillrule.Service{Client: client, DB: a.DB.SQL, Dialect: a.DB.Dialect, Res: resources}
	fillRules.Install()
	checkRules := &checkrule.Service{Client: client, Res: resources}
	checkRules.Install()
	dataSources, err := datasource.New(client, resources, a.Config.Secret)
	if err != nil {
		return err
	}
	dataSources.Install()
	a.DataSources = dataSources
	a.Reports = &report.Service{Client: client, DB: a.DB, Dicts: dicts, Sources: dataSources, Log: a.Log, Can: a.Perm.Can,
		ExportSlot: resources.ExportSlot}
	a.Reports.Install(resources)
	gateways := &gateway.Service{Res: resources}
	gateways.Install()
	thirdLogins, err := thirdlogin.New(client, a.Auth, resources, a.Config.BasePath, a.Config.Secret, a.Log)
	if err != nil {
		return err
	}
	thirdLogins.Install()
	if bus := a.Cache; bus != nil {
		a.Auth.Sessions.UseCache(bus)
		a.Perm.UseBus(bus)
		dicts.UseCache(bus)
		resources.UseCache(bus)
		sys.UseCache(bus)
	}
	a.Auth.OnLogin = sys.LogLogin
	var bus notice.Bus
	if a.Cache != nil { // pushes reach the sockets of every instance
		bus = a.Cache
	}
	if a.Notices, err = notice.NewHub(a.Auth.Sessions, bus, a.Log); err != nil {
		return err
	}
	a.Metrics.WatchSockets(a.Notices.Open)
	defer func() {
		if err != nil {
			a.Notices.Close()
		}
	}()
	notices := &notice.Service{Client: client, Res: resources, Hub: a.Notices, Log: a.Log, Can: a.Perm.Can, Allowed: a.Perm.Allowed}
	notices.Install()
	flows := &workflow.Engine{Client: client, Res: resources, Can: a.Perm.Can,
		Notify: func(ctx context.Context, userIDs []string, title string) {
			a.Notices.SendUsers(ctx, userIDs, notice.Message{Cmd: "todo", MsgTxt: title})
		},
		Remind: notices.Tell}
	proj.BindFlows(flows)
	resources.Flow = flows
	resources.Can = a.Perm.Can

	trusted, err := a.Config.TrustedNets()
	if err != nil {
		return err
	}
	e := echo.NewWithConfig(echo.Config{Logger: a.Log, HTTPErrorHandler: httpx.ErrorHandler(a.Log),
		IPExtractor: auth.ClientIP(trusted)}) // AQ_TRUSTED_PROXIES decides who may name the client
	// First: every request counts, those the middlewares below refuse too.
	e.Use(a.Metrics.Middleware)
	a.Trace = monitor.NewTrace(a.Config.BasePath)
	e.Use(a.Trace.Middleware)
	e.Use(a.securityMiddleware()...)
	e.Use(middleware.RequestID())
	e.Use(middleware.Recover())
	e.Use(accessLog(a.Log))
	ops := oplog.New(client, a.Log, a.Config.BasePath) // after the response, never failing it
	e.Use(ops.Middleware)
	e.GET("/healthz", func(c *echo.Context) error { return c.String(http.StatusOK, "ok") })
	e.GET("/readyz", a.readyz)

	bucket, err := a.Config.Bucket()
	if err != nil {
		return err
	}
	if a.Files, err = files.Open(ctx, client, bucket, a.Config.UploadMax(), a.Log); err != nil {
		return err
	}
	defer func() {
		if err != nil {
			a.Files.Close()
		}
	}()
	bodyLimit := max(20, a.Config.UploadMax()+1) << 20 // an upload's multipart overhead fits in the extra MB
	api := e.Group(a.Config.BasePath, middleware.BodyLimit(int64(bodyLimit)),
		files.TokenFromQuery(a.Config.BasePath), a.Auth.Sessions.Middleware())
	defer func() {
		// A route without a permission code panics in Routes.Add: refuse to start.
		if r := recover(); r != nil {
			err = fmt.Errorf("routes: %v", r)
		}
	}()
	a.Routes = httpx.NewRoutes(api, a.Perm.Guard)
	a.Auth.Routes(a.Routes)
	thirdLogins.Routes(a.Routes)
	a.Perm.Routes(a.Routes)
	menus.New(client, a.Perm).Routes(a.Routes)
	(&grants.Service{Client: client, Perm: a.Perm}).Routes(a.Routes)
	dicts.Routes(a.Routes)
	resources.Routes(a.Routes)
	// GET /sys/progress: an import's rows, to the user who started it, whichever instance it asks
	resources.Progress = progress.Serve(a.Routes)
	a.Reports.Progress = resources.Progress // the reports' exports count their rows too
	if err = resources.Progress.Share(a.Cache, a.Log); err != nil {
		return fmt.Errorf("progress: %w", err)
	}
	proj.Routes(a.Routes)
	flows.Routes(a.Routes)
	categories.Routes(a.Routes)
	fillRules.Routes(a.Routes)
	checkRules.Routes(a.Routes)
	dataSources.Routes(a.Routes)
	a.Reports.Routes(a.Routes)
	gateways.Routes(a.Routes)
	sys.Routes(a.Routes)
	(&usersetting.Service{Client: client}).Routes(a.Routes) // the user's own 列设置
	ops.Routes(a.Routes)
	// 性能监控: JeecgBoot 2.4.2's actuator calls, answered from this process' figures
	(&monitor.Service{Client: client, Bus: a.Cache, DB: a.DB.SQL, DataDir: a.Config.DataDir,
		Idle: a.Auth.Sessions.Idle, Trace: a.Trace}).Routes(a.Routes)
	dashboard.NewWeather(a.Config.WeatherURL, a.Config.WeatherKey, a.Config.WeatherPlace).Routes(a.Routes)
	a.Jobs = &jobs.Scheduler{Client: client, DB: a.DB.SQL, Dialect: a.DB.Dialect, Log: a.Log, Changes: a.Cache.Gen,
		Env: jobs.Env{Client: client, Log: a.Log, CleanOrphans: a.Files.CleanOrphans, RemindOverdue: flows.RemindOverdue, RebuildStats: func(ctx context.Context) (int64, error) {
			n, err := dashboard.RebuildAdvanceDaily(ctx, a.DB.SQL, a.DB.Dialect)
			if err == nil {
				a.Cache.Changed(ctx, "CmisTunnelAdvance") // the panels kept answers from the old sums
			}
			return n, err
		}}, Announce: notices.Announce, Metrics: a.Metrics}
	if err := a.Jobs.Start(ctx); err != nil {
		return fmt.Errorf("jobs: %w", err)
	}
	defer func() {
		if err != nil {
			_ = a.Jobs.Stop(context.Background())
		}
	}()
	jobSvc := &jobs.Service{Client: client, Res: resources, Scheduler: a.Jobs}
	jobSvc.Install()
	jobSvc.Routes(a.Routes)
	board := &dashboard.Board{Client: client, Res: resources, Can: a.Perm.Can, Tiles: a.Config.MapTiles, Bus: a.Cache}
	if a.Config.MapPMTiles != "" { // the offline base map, served here
		if a.mapTiles, err = maptiles.Open(a.Config.MapPMTiles); err != nil {
			return fmt.Errorf("AQ_MAP_PMTILES: %w", err)
		}
		a.mapTiles.Routes(a.Routes, crud.CmisBuilding.ListCode, a.Log)
		board.Tiles, board.TilesMaxZoom = maptiles.Template(a.Config.BasePath), a.mapTiles.MaxZoom()
	}
	if a.Config.DemoVideoDir != "" { // the demo's stream, served here
		if a.demoVideo, err = demovideo.Open(a.Config.DemoVideoDir, a.Log); err != nil {
			return fmt.Errorf("AQ_DEMO_VIDEO_DIR: %w", err)
		}
		a.demoVideo.Routes(a.Routes)
	}
	board.Routes(a.Routes)
	a.Files.MayRead = resources.MayReadFile // a file kept in a record: read by who may see the record
	a.Files.Routes(a.Routes)
	notices.Routes(a.Routes)
	ui, _ := fs.Sub(adminui.Dist, "dist")
	if a.Config.UIDir != "" {
		ui = os.DirFS(a.Config.UIDir)
	}
	// last: the API reference describes every route registered before it
	a.APIDoc = &apidoc.Reference{Routes: a.Routes, Generated: crud.OpenAPI, BasePath: a.Config.BasePath, UI: ui}
	a.APIDoc.Register(a.Routes)
	api.RouteNotFound("/*", func(c *echo.Context) error { return echo.ErrNotFound })

	e.GET("/*", spa(ui))
	a.Echo = e
	cleanCtx, stop := context.WithCancel(context.Background())
	a.stopFiles = stop
	go a.Files.RunCleaner(cleanCtx, time.Hour)
	go rowcount.RunCompactor(cleanCtx, a.DB.SQL, a.DB.Dialect, 30*time.Second, a.Log)
	return nil
}

// Close stops the file clean-up and releases the bucket and the database.
func (a *App) Close() error {
	a.closeServices()
	a.Cache.Close()
	err := a.DB.Close()
	if a.released != nil {
		a.released()
	}
	return err
}

// closeServices stops what build started.
func (a *App) closeServices() {
	if a.mapTiles != nil {
		_ = a.mapTiles.Close()
	}
	if a.demoVideo != nil {
		_ = a.demoVideo.Close()
	}
	if a.Jobs != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		_ = a.Jobs.Stop(ctx)
		cancel()
	}
	if a.stopFiles != nil {
		a.stopFiles()
	}
	if a.Files != nil {
		a.Files.Close()
	}
	if a.Notices != nil {
		a.Notices.Close()
	}
	if a.DataSources != nil {
		a.DataSources.Close()
	}
}

func accessLog(log *slog.Logger) echo.MiddlewareFunc {
	return middleware.RequestLoggerWithConfig(middleware.RequestLoggerConfig{
		LogLatency: true, LogMethod: true, LogURIPath: true, LogStatus: true,
		LogRequestID: true, LogRemoteIP: true, HandleError: true,
		// The path only: query strings may carry personal data.
		LogValuesFunc: func(c *echo.Context, v middleware.RequestLoggerValues) error {
			log.LogAttrs(c.Request().Context(), slog.LevelInfo, "request",
				slog.String("method", v.Method), slog.String("path", v.URIPath),
				slog.Int("status", v.Status), slog.Duration("latency", v.Latency),
				slog.String("remote_ip", v.RemoteIP), slog.String("request_id", v.RequestID))
			return nil
		},
	})
}

const placeholder = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>水资源配置工程智慧管控平台</title></head>
<body style="font-family:sans-serif;padding:48px"><h1>水资源配置工程智慧管控平台</h1>
<p>管理界面尚未构建。请运行 <code>go tool task run</code>，它会先构建界面。</p></body></html>`

// spa serves the built UI, falling back to index.html for client routes.
func spa(ui fs.FS) echo.HandlerFunc {
	fileServer := http.FileServer(http.FS(ui))
	return func(c *echo.Context) error {
		p := strings.TrimPrefix(path.Clean("/"+c.Param("*")), "/")
		if p != "" && p != "index.html" {
			if st, err := fs.Stat(ui, p); err == nil && !st.IsDir() {
				if strings.HasPrefix(p, "assets/") {
					c.Response().Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				}
				fileServer.ServeHTTP(c.Response(), c.Request())
				return nil
			}
		}
		index, err := fs.ReadFile(ui, "index.html")
		c.Response().Header().Set("Cache-Control", "no-cache")
		if err != nil {
			return c.HTML(http.StatusOK, placeholder)
		}
		return c.HTMLBlob(http.StatusOK, index)
	}
}

// Command aqueduct is the Aqueduct server: serve (default), migrate, user.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"aqueduct/ent/sysuser"
	"aqueduct/server/app"
	"aqueduct/server/auth"
	"aqueduct/server/config"
	"aqueduct/server/db"
	"aqueduct/server/seed"
	"aqueduct/server/viewer"
)

const usage = `aqueduct — 水资源配置工程智慧管控平台

usage:
  aqueduct [serve] [--demo]          start the server (--demo adds demo data)
  aqueduct migrate                   apply database migrations and exit
  aqueduct user create -username U -password P [-realname N] [-role admin]
  aqueduct user passwd -username U -password P
  aqueduct backup [-force] FILE      archive the database, uploads and secret into FILE (tar.gz)
  aqueduct restore [-force] FILE     restore FILE into AQ_DATA_DIR (servers stopped)

configuration (environment):
`

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "aqueduct:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	cmd := "serve"
	if len(args) > 0 && args[0] != "" && args[0][0] != '-' {
		cmd, args = args[0], args[1:]
	}
	cfg, err := config.FromEnv()
	if err != nil {
		return err
	}
	log := newLogger(cfg.LogLevel)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	switch cmd {
	case "serve":
		fs := flag.NewFlagSet("serve", flag.ContinueOnError)
		demo := fs.Bool("demo", false, "add demo departments, roles, users")
		if err := fs.Parse(args); err != nil {
			return err
		}
		return serve(ctx, cfg, log, *demo)
	case "migrate":
		d, err := openMigrated(ctx, cfg)
		if err != nil {
			return err
		}
		defer d.Close()
		fmt.Println("migrations applied")
		return nil
	case "user":
		return userCmd(ctx, cfg, args)
	case "backup":
		return backupCmd(ctx, cfg, args)
	case "restore":
		return restoreCmd(ctx, cfg, args)
	case "help", "-h", "--help":
		fmt.Print(usage)
		for _, v := range config.Variables {
			fmt.Printf("  %-18s %s\n", v[0], v[1])
		}
		return nil
	}
	return fmt.Errorf("unknown command %q (try: aqueduct help)", cmd)
}

func newLogger(level string) *slog.Logger {
	var l slog.Level
	_ = l.UnmarshalText([]byte(level))
	return slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: l}))
}

func serve(ctx context.Context, cfg config.Config, log *slog.Logger, demo bool) error {
	a, err := app.New(ctx, cfg, log, app.Options{Seed: seed.Seeder{}, Demo: demo})
	if err != nil {
		return err
	}
	defer a.Close()
	// AQ_METRICS_ADDR: /metrics on a listener of its own (unset: a.Metrics is nil and serves nothing).
	stopMetrics, err := a.Metrics.Serve(cfg.MetricsAddr, log)
	if err != nil {
		return err
	}
	defer func() { // before a.Close: scrapes go on through the drain
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = stopMetrics(ctx)
	}()
	if a.AdminPassword != "" {
		fmt.Printf("\n首次启动已创建管理员账号: admin / %s （请登录后修改密码，此密码只显示这一次）\n\n", a.AdminPassword)
	}
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("AQ_ADDR=%s: %w", cfg.Addr, err)
	}
	srv := a.HTTPServer()
	app.TrackRequests(srv) // a drain cut short names what it cut
	fmt.Printf("Aqueduct 已启动: http://%s/\n", ln.Addr())
	if demo {
		fmt.Printf("演示账号: admin / %s （全部权限）, engineer / %s （工程技术员）, zhangsan / %s （弱密码，登录后须改密码）\n",
			seed.DemoAdminPassword, seed.DemoEngineerPassword, seed.DemoWeakPassword)
		fmt.Printf("标段演示: %s（建设单位，全部标段）, %s（监理，一、二标段）, %s（承包商，一标段），密码均为 %s\n",
			seed.DemoOwner, seed.DemoSupervisor, seed.DemoContractor, seed.DemoEngineerPassword)
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	// A second signal stops at once, without waiting for the drain.
	signal.Reset(os.Interrupt, syscall.SIGTERM)
	timeout := cfg.ShutdownTimeout
	if timeout == 0 {
		timeout = config.DefaultShutdownTimeout
	}
	log.Info("shutting down", "timeout", timeout.String())
	started := time.Now()
	sctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	// Requests in flight finish, sockets close with 1001; a.Close (deferred)
	// then stops the jobs and releases the files and the database.
	if err := a.Shutdown(sctx, srv); err != nil {
		return err // exits non-zero: requests were cut
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	log.Info("shut down", "took", time.Since(started).Round(time.Millisecond).String())
	return nil
}

func userCmd(ctx context.Context, cfg config.Config, args []string) error {
	if len(args) == 0 {
		return errors.New("usage: aqueduct user create|passwd -username U -password P")
	}
	sub := args[0]
	fs := flag.NewFlagSet("user "+sub, flag.ContinueOnError)
	username := fs.String("username", "", "login name")
	password := fs.String("password", "", "password (8+ characters with a letter and a digit)")
	realname := fs.String("realname", "", "display name")
	role := fs.String("role", "", "role code to grant (e.g. admin)")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if *username == "" {
		return errors.New("-username is required")
	}
	if !auth.PasswordOK(*password) {
		return errors.New("-password must have at least 8 characters with a letter and a digit")
	}
	d, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer d.Close()
	switch sub {
	case "create":
		if *realname == "" {
			*realname = *username
		}
		var roles []string
		if *role != "" {
			roles = append(roles, *role)
		}
		if _, err := seed.CreateUser(ctx, d.Client, *username, *realname, *password, roles...); err != nil {
			return err
		}
		fmt.Printf("user %s created\n", *username)
	case "passwd":
		u, err := d.Client.SysUser.Query().Where(sysuser.Username(*username)).Only(viewer.System(ctx))
		if err != nil {
			return fmt.Errorf("user %s: %w", *username, err)
		}
		if err := auth.ChangePassword(ctx, d.Client, u.ID, *password); err != nil {
			return err
		}
		fmt.Printf("password of %s changed; their sessions are ended\n", *username)
	default:
		return fmt.Errorf("unknown user command %q", sub)
	}
	return nil
}

// openMigrated opens the configured database and applies pending migrations.
func openMigrated(ctx context.Context, cfg config.Config) (*db.DB, error) {
	d, err := db.Open(ctx, cfg.DatabaseURL, cfg.DataDir)
	if err != nil {
		return nil, err
	}
	unlock, err := d.SetupLock(ctx) // not while a starting server migrates
	if err != nil {
		d.Close()
		return nil, err
	}
	defer unlock()
	if err := d.Migrate(ctx); err != nil {
		d.Close()
		return nil, err
	}
	return d, nil
}

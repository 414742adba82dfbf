// Package datasource keeps the registry of external databases (多数据源):
// passwords encrypted with the server secret, never read back nor sent to
// another target, and 测试连接 with one deadline and one neutral answer on
// failure. Online reports (server/report) run their SQL through Open; no
// other route reaches a registered source.
package datasource

import (
	"context"
	"database/sql"
	"encoding/json"
	"log/slog"
	"net"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysdatasource"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/secretbox"
)

// PostgreSQL is the dictionary database_type's value of PostgreSQL, the one
// kind this build has a driver for.
const PostgreSQL = "6"

// ConnectTimeout is the default of Service.ConnectTimeout.
const ConnectTimeout = 5 * time.Second

const (
	// MsgConnectFailed is the one answer of a failed 测试连接.
	MsgConnectFailed = "数据库连接失败"
	// MsgRetypePassword refuses to send the saved password anywhere but the saved address.
	MsgRetypePassword = "数据源类型、地址、数据库或用户名已修改，请重新输入密码"
)

// Service encrypts the saved passwords, tests connections and keeps the
// pools the reports run on.
type Service struct {
	Client *ent.Client
	Res    *crud.Service
	// ConnectTimeout bounds 测试连接 and a report's connecting, and every
	// failed test is answered when it ends: a closed port, a silent one,
	// another service or a wrong role take the same time and get the same
	// words (the details go to the log). Tests shorten it.
	ConnectTimeout time.Duration
	box            *secretbox.Box

	mu    sync.Mutex
	pools map[string]pool // by source code
}

// pool is an open source and the address it was opened with.
type pool struct {
	dsn string
	db  *sql.DB
}

// New keys the password cipher from the server secret.
func New(client *ent.Client, res *crud.Service, secret string) (*Service, error) {
	box, err := secretbox.New(secret, "aqueduct data source password")
	if err != nil {
		return nil, err
	}
	return &Service{Client: client, Res: res, ConnectTimeout: ConnectTimeout, box: box, pools: map[string]pool{}}, nil
}

// Open returns a pool on the registered source with this code, opened again
// when its address, user or password changed. Only PostgreSQL sources open.
func (s *Service) Open(ctx context.Context, code string) (*sql.DB, error) {
	src, err := s.Client.SysDataSource.Query().Where(sysdatasource.Code(code)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, httpx.Failf("数据源 %s 不存在", code)
	}
	if err != nil {
		return nil, err
	}
	if src.DbType != PostgreSQL {
		return nil, httpx.Fail("暂只支持 PostgreSQL 数据源")
	}
	password := ""
	if src.DbPassword != "" {
		if password, err = s.box.Open(src.DbPassword); err != nil {
			return nil, httpx.Fail("数据源的密码无法解密（服务器密钥已更换？），请重新输入密码")
		}
	}
	dsn, err := postgresDSN(src.DbURL, src.DbName, src.DbUsername, password, s.ConnectTimeout)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if p, ok := s.pools[code]; ok {
		if p.dsn == dsn {
			return p.db, nil
		}
		_ = p.db.Close()
		delete(s.pools, code)
	}
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(4)
	db.SetConnMaxIdleTime(5 * time.Minute)
	s.pools[code] = pool{dsn: dsn, db: db}
	return db, nil
}

// Close closes the pools Open made.
func (s *Service) Close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for code, p := range s.pools {
		_ = p.db.Close()
		delete(s.pools, code)
	}
}

// maxPassword is the longest password a source keeps: sealed (nonce, tag,
// base64) it still fits the column's 500 characters, in any script.
const maxPassword = 100

// Install seals passwords on save (sysDataSourceHooks).
func (s *Service) Install() { s.installHooks(s.Res) }

// sysDataSourceHooks: the form takes the password on add; an edit may type
// it again (留空则不修改, crud.Field(..).Retype()), and must when it changes
// the type, address, database or user: the saved password does not follow
// the source to another target (the next 测试连接 would send it there).
func (s *Service) sysDataSourceHooks() crud.SysDataSourceHooks {
	return crud.SysDataSourceHooks{BeforeSave: func(ctx context.Context, _ *ent.Client, op crud.Op, dm *ent.SysDataSourceMutation, body crud.Body) error {
		pw, _ := dm.DbPassword()
		if op == crud.OpUpdate {
			_ = json.Unmarshal(body["dbPassword"], &pw)
		}
		if pw != "" {
			if utf8.RuneCountInString(pw) > maxPassword {
				return httpx.Failf("密码不能超过%d个字符", maxPassword)
			}
			sealed, err := s.box.Seal(pw)
			if err != nil {
				return err
			}
			dm.SetDbPassword(sealed)
			return nil
		}
		if op != crud.OpUpdate {
			return nil
		}
		saved, err := dm.OldDbPassword(ctx)
		if err != nil {
			return err
		}
		if saved == "" {
			return nil
		}
		for _, f := range []struct {
			now func() (string, bool)
			old func(context.Context) (string, error)
		}{{dm.DbType, dm.OldDbType}, {dm.DbURL, dm.OldDbURL}, {dm.DbName, dm.OldDbName}, {dm.DbUsername, dm.OldDbUsername}} {
			v, changed := f.now()
			if !changed {
				continue
			}
			old, err := f.old(ctx)
			if err != nil {
				return err
			}
			if strings.TrimSpace(v) != strings.TrimSpace(old) {
				return httpx.Fail(MsgRetypePassword)
			}
		}
		return nil
	}}
}

// sameTarget reports whether a request names the saved source's type,
// address (with its options), database and user, character for character.
func sameTarget(saved *ent.SysDataSource, dbType, dbURL, dbName, user string) bool {
	same := func(a, b string) bool { return strings.TrimSpace(a) == strings.TrimSpace(b) }
	return same(saved.DbType, dbType) && same(saved.DbURL, dbURL) && same(saved.DbName, dbName) && same(saved.DbUsername, user)
}

// Routes serves 测试连接 for who may add or edit a source.
func (s *Service) Routes(r *httpx.Routes) {
	r.POST("/sys/dataSource/testConnection", httpx.AnyOf(crud.SysDataSource.Code("add"), crud.SysDataSource.Code("edit")), s.testConnection).Doc(httpx.Doc{Summary: "测试数据源连接"})
	// the sources a report may name, to who defines reports or sources
	r.GET("/sys/dataSource/options", httpx.AnyOf(crud.SysDataSource.ListCode, crud.OnlCgreportHead.Code("add"),
		crud.OnlCgreportHead.Code("edit")), s.options).Doc(httpx.Doc{Summary: "数据源（供报表选择）"})
}

// options: GET /sys/dataSource/options, every source as a dictionary item
// (value: its code, text: its name).
func (s *Service) options(c *echo.Context) error {
	rows, err := s.Client.SysDataSource.Query().Order(ent.Asc(sysdatasource.FieldCode)).
		Select(sysdatasource.FieldCode, sysdatasource.FieldName).All(c.Request().Context())
	if err != nil {
		return err
	}
	out := make([]map[string]string, len(rows))
	for i, r := range rows {
		out[i] = map[string]string{"value": r.Code, "text": r.Name, "title": r.Name}
	}
	return httpx.OK(c, out)
}

// testConnection opens the source described by the body and pings it within
// ConnectTimeout. An empty password with a saved source's id is the saved one,
// for the saved target only.
func (s *Service) testConnection(c *echo.Context) error {
	var b struct {
		ID         string `json:"id"`
		DbType     string `json:"dbType"`
		DbURL      string `json:"dbUrl"`
		DbName     string `json:"dbName"`
		DbUsername string `json:"dbUsername"`
		DbPassword string `json:"dbPassword"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	ctx := c.Request().Context()
	if b.DbPassword == "" && b.ID != "" {
		// the saved password of a source the caller may see (the client applies the list's rules)
		row, err := crud.SysDataSource.Store.Get(ctx, s.Client, b.ID, nil)
		if ent.IsNotFound(err) {
			return httpx.Fail("未找到对应数据")
		}
		if err != nil {
			return err
		}
		saved := row.(*ent.SysDataSource)
		if sealed := saved.DbPassword; sealed != "" {
			if !sameTarget(saved, b.DbType, b.DbURL, b.DbName, b.DbUsername) {
				return httpx.Fail(MsgRetypePassword)
			}
			if b.DbPassword, err = s.box.Open(sealed); err != nil {
				return httpx.Fail("已保存的密码无法解密（服务器密钥已更换？），请重新输入密码")
			}
		}
	}
	if b.DbType != PostgreSQL {
		return httpx.Fail("暂只支持测试 PostgreSQL 数据源的连接")
	}
	dsn, err := postgresDSN(b.DbURL, b.DbName, b.DbUsername, b.DbPassword, s.ConnectTimeout)
	if err != nil {
		return err
	}
	if err := ping(ctx, dsn, s.ConnectTimeout); err != nil {
		log := s.Res.Log
		if log == nil {
			log = slog.Default()
		}
		log.InfoContext(ctx, "datasource: test connection failed", "id", b.ID, "error", err)
		return httpx.Fail(MsgConnectFailed)
	}
	return httpx.OKMsg(c, "数据库连接成功", nil)
}

// ping connects and pings within timeout, and answers a failure only
// when that time is up, however fast it failed: the driver runs on in the
// background if a server keeps it busy (pq reads any length a banner's bytes
// claim), the answer does not wait for it.
func ping(ctx context.Context, dsn string, timeout time.Duration) error {
	tctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), timeout)
	done := make(chan error, 1)
	go func() {
		defer cancel()
		db, err := sql.Open("postgres", dsn)
		if err == nil {
			err = db.PingContext(tctx)
			_ = db.Close()
		}
		done <- err
	}()
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	select {
	case err := <-done:
		if err == nil {
			return nil
		}
		<-deadline.C
		return err
	case <-deadline.C:
		return context.DeadlineExceeded
	case <-ctx.Done():
		return ctx.Err()
	}
}

// postgresDSN turns JeecgBoot's JDBC address (jdbc:postgresql://host:port/db?…)
// into lib/pq's URL; only host, port, database and ssl are taken from it.
func postgresDSN(jdbc, dbName, user, password string, timeout time.Duration) (string, error) {
	raw, ok := strings.CutPrefix(strings.TrimSpace(jdbc), "jdbc:")
	u, err := url.Parse(raw)
	if !ok || err != nil || (u.Scheme != "postgresql" && u.Scheme != "postgres") || u.Hostname() == "" {
		return "", httpx.Fail("数据源地址应形如 jdbc:postgresql://主机:5432/数据库")
	}
	port := u.Port()
	if port == "" {
		port = "5432"
	}
	name := strings.TrimPrefix(u.Path, "/")
	if name == "" {
		name = dbName
	}
	// lib/pq counts whole seconds; the context of ping bounds a shorter timeout
	q := url.Values{"connect_timeout": {strconv.Itoa(max(1, int(timeout.Seconds())))}, "sslmode": {"disable"}}
	if v := u.Query().Get("sslmode"); v == "require" || v == "verify-ca" || v == "verify-full" {
		q.Set("sslmode", v)
	} else if u.Query().Get("ssl") == "true" {
		q.Set("sslmode", "require")
	}
	out := url.URL{Scheme: "postgres", Host: net.JoinHostPort(u.Hostname(), port), Path: "/" + name, RawQuery: q.Encode()}
	if user != "" {
		out.User = url.UserPassword(user, password)
	}
	return out.String(), nil
}

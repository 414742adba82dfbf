// Package datasource keeps the registry of external databases (多数据源):
// passwords encrypted with the server secret, never read back, and 测试连接
// with a timeout. No route runs SQL through a registered source.
package datasource

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"errors"
	"net"
	"net/url"
	"strings"
	"time"

	entgo "entgo.io/ent"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
)

// PostgreSQL is the dictionary database_type's value of PostgreSQL, the one
// kind this build has a driver for.
const PostgreSQL = "6"

// testTimeout bounds 测试连接.
const testTimeout = 5 * time.Second

// Service encrypts the saved passwords and tests connections.
type Service struct {
	Client *ent.Client
	Res    *crud.Service
	aead   cipher.AEAD
}

// New keys the password cipher from the server secret.
func New(client *ent.Client, res *crud.Service, secret string) (*Service, error) {
	key := sha256.Sum256([]byte("aqueduct data source password\x00" + secret))
	block, err := aes.NewCipher(key[:])
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &Service{Client: client, Res: res, aead: aead}, nil
}

const sealedPrefix = "aes:"

func (s *Service) seal(plain string) (string, error) {
	nonce := make([]byte, s.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	return sealedPrefix + base64.StdEncoding.EncodeToString(s.aead.Seal(nonce, nonce, []byte(plain), nil)), nil
}

func (s *Service) open(sealed string) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(sealed, sealedPrefix))
	if err != nil || !strings.HasPrefix(sealed, sealedPrefix) || len(raw) < s.aead.NonceSize() {
		return "", errors.New("datasource: not a sealed password")
	}
	n := s.aead.NonceSize()
	plain, err := s.aead.Open(nil, raw[:n], raw[n:], nil)
	return string(plain), err
}

// Install seals passwords on save; an edit that leaves the password empty keeps it.
func (s *Service) Install() {
	s.Res.SetHooks(crud.SysDataSource, crud.Hooks{BeforeSave: func(_ context.Context, _ *ent.Client, op crud.Op, m entgo.Mutation, _ crud.Body) error {
		dm := m.(*ent.SysDataSourceMutation)
		pw, set := dm.DbPassword()
		switch {
		case set && pw != "":
			sealed, err := s.seal(pw)
			if err != nil {
				return err
			}
			dm.SetDbPassword(sealed)
		case set && op == crud.OpUpdate:
			dm.ResetDbPassword() // 留空则不修改
		}
		return nil
	}})
}

// Routes serves 测试连接 for who may add or edit a source.
func (s *Service) Routes(r *httpx.Routes) {
	r.POST("/sys/dataSource/testConnection", httpx.AnyOf(crud.SysDataSource.Code("add"), crud.SysDataSource.Code("edit")), s.testConnection)
}

// testConnection opens the source described by the body (an edit's empty
// password is the saved one) and pings it within testTimeout.
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
		// the saved password, through the list's filter: only a source the caller may see
		where, err := s.Res.RowFilter(ctx, crud.SysDataSource)
		if err != nil {
			return err
		}
		row, err := crud.SysDataSource.Store.Get(ctx, s.Client, b.ID, where)
		if ent.IsNotFound(err) {
			return httpx.Fail("未找到对应数据")
		}
		if err != nil {
			return err
		}
		if sealed := row.(*ent.SysDataSource).DbPassword; sealed != "" {
			if b.DbPassword, err = s.open(sealed); err != nil {
				return httpx.Fail("已保存的密码无法解密（服务器密钥已更换？），请重新输入密码")
			}
		}
	}
	if b.DbType != PostgreSQL {
		return httpx.Fail("暂只支持测试 PostgreSQL 数据源的连接")
	}
	dsn, err := postgresDSN(b.DbURL, b.DbName, b.DbUsername, b.DbPassword)
	if err != nil {
		return err
	}
	tctx, cancel := context.WithTimeout(ctx, testTimeout)
	defer cancel()
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		return httpx.Fail("数据源地址不正确")
	}
	defer db.Close()
	if err := db.PingContext(tctx); err != nil {
		if tctx.Err() != nil {
			return httpx.Failf("数据库连接失败：%d 秒内未连上", int(testTimeout.Seconds()))
		}
		return httpx.Failf("数据库连接失败：%s", err.Error())
	}
	return httpx.OKMsg(c, "数据库连接成功", nil)
}

// postgresDSN turns JeecgBoot's JDBC address (jdbc:postgresql://host:port/db?…)
// into lib/pq's URL; only host, port, database and ssl are taken from it.
func postgresDSN(jdbc, dbName, user, password string) (string, error) {
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
	q := url.Values{"connect_timeout": {"5"}, "sslmode": {"disable"}}
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

package app_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysdatasource"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestDataSources: 多数据源 — the password is stored sealed and never read
// back, an edit that leaves it empty keeps it, and 测试连接 reaches this
// machine's PostgreSQL with the saved password, reports a closed port and
// refuses what it cannot test.
func TestDataSources(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		s.App.DataSources.ConnectTimeout = 2 * time.Second // a failed test waits it out
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		const secret = "S3cret-口令"
		id := s.Add(t, admin, "/sys/dataSource", map[string]any{"code": "ext_pg", "name": "外部库", "dbType": "6",
			"dbUrl": "jdbc:postgresql://127.0.0.1:5432/test", "dbUsername": "root", "dbPassword": secret})
		ctx := viewer.System(context.Background())
		stored := func() string {
			return s.App.DB.Client.SysDataSource.Query().Where(sysdatasource.ID(id)).OnlyX(ctx).DbPassword
		}
		sealed := stored()
		require.True(t, strings.HasPrefix(sealed, "aes:"))
		require.NotContains(t, sealed, secret)

		for _, path := range []string{"/sys/dataSource/list", "/sys/dataSource/queryById?id=" + id} {
			r := s.Do(t, "GET", path, admin, nil)
			require.True(t, r.Success, r.Message)
			require.NotContains(t, string(r.Result), "dbPassword", path)
			require.NotContains(t, string(r.Result), "aes:", path)
		}

		r := s.Do(t, "PUT", "/sys/dataSource/edit", admin, map[string]any{"id": id, "name": "外部库（改）", "dbPassword": ""})
		require.True(t, r.Success, r.Message)
		require.Equal(t, sealed, stored(), "an empty password keeps the saved one")

		test := func(body map[string]any) (bool, string) {
			r := s.Do(t, "POST", "/sys/dataSource/testConnection", admin, body)
			return r.Success, r.Message
		}
		ok, msg := test(map[string]any{"id": id, "dbType": "6", "dbUrl": "jdbc:postgresql://127.0.0.1:5432/test", "dbUsername": "root"})
		require.True(t, ok, msg)
		require.Equal(t, "数据库连接成功", msg)
		ok, msg = test(map[string]any{"dbType": "6", "dbUrl": "jdbc:postgresql://127.0.0.1:1/test", "dbUsername": "root", "dbPassword": "x"})
		require.False(t, ok)
		require.Contains(t, msg, "数据库连接失败")
		ok, msg = test(map[string]any{"dbType": "1", "dbUrl": "jdbc:mysql://127.0.0.1:3306/x"})
		require.False(t, ok)
		require.Equal(t, "暂只支持测试 PostgreSQL 数据源的连接", msg)
		ok, msg = test(map[string]any{"dbType": "6", "dbUrl": "postgres://127.0.0.1/x?sslmode=disable&host=/tmp"})
		require.False(t, ok)
		require.Contains(t, msg, "数据源地址应形如")

		contractor := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		require.Equal(t, 510, s.Do(t, "POST", "/sys/dataSource/testConnection", contractor, map[string]any{"id": id, "dbType": "6"}).Code)
		require.Equal(t, 510, s.Do(t, "GET", "/sys/dataSource/list", contractor, nil).Code)
	})
}

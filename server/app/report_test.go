package app_test

import (
	"context"
	"database/sql"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/onlcgreporthead"
	"aqueduct/ent/sysuser"
	"aqueduct/server/httpx"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

type reportPage struct {
	Total   int
	Size    int
	Records []map[string]any
}

func reportData(t *testing.T, s *testenv.Server, tok, id string, q url.Values) (testenv.Reply, reportPage) {
	t.Helper()
	r := s.Do(t, http.MethodGet, "/online/cgreport/api/getData/"+id+"?"+q.Encode(), tok, nil)
	var p reportPage
	if r.Success {
		r.Decode(t, &p)
	}
	return r, p
}

// addReport saves a report through the generated form, as the admin page does.
func addReport(t *testing.T, s *testenv.Server, tok, code, sqlText, source string, items ...map[string]any) testenv.Reply {
	t.Helper()
	return s.Do(t, http.MethodPost, "/online/cgreport/head/add", tok, map[string]any{"code": code, "name": code,
		"cgrSql": sqlText, "dbSource": source, "onlCgreportItemList": items, "onlCgreportParamList": []any{}})
}

// TestOnlineReports: a report's columns, search fields and pages as
// JeecgBoot's report table and JPopup read them; the request's values bound
// (a quote is a value), parameters from self_<name> or their default, only
// declared columns filtered or sorted, pages capped; runs read-only and
// within the timeout; only who holds the run permission runs one, only
// admins define one; a report on a registered PostgreSQL source.
func TestOnlineReports(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)

		r := s.Do(t, http.MethodGet, "/online/cgreport/api/getRpColumns/"+seed.DemoUserReport, adm, nil)
		require.True(t, r.Success, r.Message)
		var cols struct {
			CgRpConfigID   string `json:"cgRpConfigId"`
			CgRpConfigName string `json:"cgRpConfigName"`
			Columns        []struct{ Title, DataIndex, CustomRender string }
			DictOptions    map[string][]struct{ Value, Text string }
		}
		r.Decode(t, &cols)
		require.Equal(t, "用户选择", cols.CgRpConfigName)
		var titles []string
		for _, col := range cols.Columns {
			titles = append(titles, col.Title+":"+col.DataIndex+":"+col.CustomRender)
		}
		require.Equal(t, []string{"账号:username:", "姓名:realname:", "性别:sex:sex", "手机号:phone:"}, titles, "ID is not shown")
		require.Contains(t, cols.DictOptions["sex"], struct{ Value, Text string }{"1", "男"})
		id := cols.CgRpConfigID

		r = s.Do(t, http.MethodGet, "/online/cgreport/api/getQueryInfo/"+id, adm, nil)
		require.True(t, r.Success, r.Message)
		var fields []struct{ Field, View, Mode string }
		r.Decode(t, &fields)
		require.Equal(t, []struct{ Field, View, Mode string }{{"username", "text", "single"}, {"realname", "text", "single"},
			{"sex", "list", "single"}}, fields)

		active := c.SysUser.Query().Where(sysuser.Status(1), sysuser.DelFlag(0)).CountX(ctx)
		r, p := reportData(t, s, adm, id, url.Values{"pageNo": {"1"}, "pageSize": {"2"}, "column": {"username"}, "order": {"asc"}})
		require.True(t, r.Success, r.Message)
		require.Equal(t, active, p.Total)
		require.Len(t, p.Records, 2)
		require.Less(t, p.Records[0]["username"], p.Records[1]["username"])

		// Search fields: like, exact; a quote or a LIKE wildcard is a value.
		_, p = reportData(t, s, adm, id, url.Values{"realname": {"工程"}})
		require.NotEmpty(t, p.Records)
		for _, rec := range p.Records {
			require.Contains(t, rec["realname"], "工程")
		}
		_, p = reportData(t, s, adm, id, url.Values{"sex": {"1"}, "pageSize": {"1000"}})
		require.Equal(t, c.SysUser.Query().Where(sysuser.Status(1), sysuser.DelFlag(0), sysuser.Sex(1)).CountX(ctx), p.Total)
		for _, q := range []url.Values{{"username": {"' OR '1'='1"}}, {"realname": {"%"}}, {"username": {"_"}}} {
			r, p = reportData(t, s, adm, id, q)
			require.True(t, r.Success, r.Message)
			require.Zero(t, p.Total, q.Encode())
		}
		r, _ = reportData(t, s, adm, id, url.Values{"sex": {"1 OR 1=1"}})
		require.False(t, r.Success)
		require.Equal(t, "性别应为整数", r.Message)

		// A parameter: its default (status 1), or self_status; an undeclared column neither filters nor sorts.
		c.SysUser.Update().Where(sysuser.Username("zhangsan")).SetStatus(2).ExecX(ctx)
		_, p = reportData(t, s, adm, id, url.Values{"self_status": {"2"}})
		require.Equal(t, 1, p.Total)
		require.Equal(t, "zhangsan", p.Records[0]["username"])
		r, p = reportData(t, s, adm, id, url.Values{"password": {"x"}, "column": {"password"}, "pageSize": {"5000"}})
		require.True(t, r.Success, r.Message)
		require.Equal(t, active-1, p.Total)
		require.Equal(t, 1000, p.Size, "a page holds at most 1000 rows")
		require.NotContains(t, p.Records[0], "password")

		// Who runs: the run permission, granted by role.
		for _, path := range []string{"/getRpColumns/" + seed.DemoUserReport, "/getQueryInfo/" + id, "/getData/" + id} {
			res := s.Do(t, http.MethodGet, "/online/cgreport/api"+path, eng, nil)
			require.Equal(t, httpx.MsgNoAuthz, res.Message, path)
		}
		s.Grant(t, s.RoleID(t, seed.DemoEngineerRole), []string{"m-cgreport-run"}, nil)
		r, p = reportData(t, s, eng, id, nil)
		require.True(t, r.Success, r.Message)
		require.Equal(t, active-1, p.Total)
		// ... but defines none.
		r = addReport(t, s, eng, "eng_report", "SELECT 1 AS a", "")
		require.Equal(t, httpx.MsgNoAuthz, r.Message)

		// A report is one SELECT: refused on save.
		for sqlText, msg := range map[string]string{
			"DELETE FROM sys_log":                             "报表SQL只能是一条 SELECT 查询",
			"SELECT 1 AS a; DELETE FROM sys_log":              "不能含分号",
			"SELECT 1 AS a -- ; DELETE FROM sys_log":          "不能含注释",
			"SELECT id FROM sys_user WHERE username = '${u}'": "不能写在引号内",
		} {
			r = addReport(t, s, adm, "bad_report", sqlText, "")
			require.False(t, r.Success, sqlText)
			require.Contains(t, r.Message, msg, sqlText)
		}

		// It runs in a read-only transaction, rolled back. On PostgreSQL a
		// SELECT can write through a function, and a sequence's nextval is not
		// undone by a rollback: refused. (A SELECT on SQLite cannot write; its
		// connections are query-only besides.)
		if db.Name == "postgres" {
			_, err := s.App.DB.SQL.Exec("CREATE SEQUENCE report_probe")
			require.NoError(t, err)
			require.True(t, addReport(t, s, adm, "writer", "SELECT nextval('report_probe') AS id", "", map[string]any{"fieldName": "id", "fieldTxt": "ID"}).Success)
			writerID := c.OnlCgreportHead.Query().Where(onlcgreporthead.Code("writer")).OnlyIDX(ctx)
			r, _ = reportData(t, s, adm, writerID, nil)
			require.False(t, r.Success)
			require.Contains(t, r.Message, "报表SQL执行失败", "an admin reads the database's words")
			require.Contains(t, r.Message, "read-only transaction")
			r, _ = reportData(t, s, eng, writerID, nil)
			require.Equal(t, "报表查询失败，请联系管理员检查报表配置", r.Message, "a runner does not")
			var next int
			require.NoError(t, s.App.DB.SQL.QueryRow("SELECT nextval('report_probe')").Scan(&next))
			require.Equal(t, 1, next, "the sequence never moved")
		}

		// Within the timeout.
		s.App.Reports.Timeout = 300 * time.Millisecond
		defer func() { s.App.Reports.Timeout = 0 }()
		require.True(t, addReport(t, s, adm, "slow", "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500000000) SELECT count(*) AS c FROM n", "",
			map[string]any{"fieldName": "c", "fieldTxt": "数"}).Success)
		start := time.Now()
		r, _ = reportData(t, s, adm, c.OnlCgreportHead.Query().Where(onlcgreporthead.Code("slow")).OnlyIDX(ctx), nil)
		require.False(t, r.Success)
		require.Contains(t, r.Message, "报表查询超时")
		require.Less(t, time.Since(start), 5*time.Second)
		s.App.Reports.Timeout = 0

		// On a registered PostgreSQL source.
		ext := testenv.NewPostgresDB(t)
		extDB, err := sql.Open("postgres", ext)
		require.NoError(t, err)
		defer extDB.Close()
		_, err = extDB.Exec(`CREATE TABLE gauge (name text, level numeric); INSERT INTO gauge VALUES ('一号井', 12.5), ('二号井', 8.25)`)
		require.NoError(t, err)
		u, err := url.Parse(ext)
		require.NoError(t, err)
		r = s.Do(t, http.MethodPost, "/sys/dataSource/add", adm, map[string]any{"code": "ext_pg", "name": "外部库", "dbType": "6",
			"dbUrl": "jdbc:postgresql://" + u.Host + u.Path, "dbUsername": u.User.Username()})
		require.True(t, r.Success, r.Message)
		r = s.Do(t, http.MethodGet, "/sys/dataSource/options", adm, nil)
		require.True(t, r.Success, r.Message)
		require.Contains(t, string(r.Result), `{"text":"外部库","title":"外部库","value":"ext_pg"}`)
		require.True(t, addReport(t, s, adm, "gauges", "SELECT name, level FROM gauge", "ext_pg",
			map[string]any{"fieldName": "name", "fieldTxt": "水位站", "isSearch": 1, "searchMode": "like"},
			map[string]any{"fieldName": "level", "fieldTxt": "水位", "fieldType": "Double", "isSearch": 1, "searchMode": "group"}).Success)
		gid := c.OnlCgreportHead.Query().Where(onlcgreporthead.Code("gauges")).OnlyIDX(ctx)
		r, p = reportData(t, s, adm, gid, url.Values{"level_begin": {"10"}})
		require.True(t, r.Success, r.Message)
		require.Equal(t, []map[string]any{{"name": "一号井", "level": "12.5"}}, p.Records)
		r, _ = reportData(t, s, adm, gid, url.Values{"level_end": {"abc"}})
		require.Equal(t, "水位应为数字", r.Message)
		// SQL解析 on the source: its columns typed by its column types
		r = s.Do(t, http.MethodGet, "/online/cgreport/head/parseSql?"+url.Values{"sql": {"SELECT name, level FROM gauge"}, "dbKey": {"ext_pg"}}.Encode(), adm, nil)
		require.True(t, r.Success, r.Message)
		require.Contains(t, string(r.Result), `{"fieldName":"name","fieldTxt":"name","fieldType":"String"`)
		require.Contains(t, string(r.Result), `{"fieldName":"level","fieldTxt":"level","fieldType":"Double"`)
		_, err = extDB.Exec(`DROP TABLE gauge`)
		require.NoError(t, err)
		r, _ = reportData(t, s, eng, gid, nil)
		require.Equal(t, "报表查询失败，请联系管理员检查报表配置", r.Message)

		// A form that picks from a report (参建单位's 联系人, a popup of demo_user) lets
		// who may add or edit its records run that report, and no other.
		owner := s.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)
		r = s.Do(t, http.MethodGet, "/online/cgreport/api/getRpColumns/"+seed.DemoUserReport, owner, nil)
		require.True(t, r.Success, r.Message)
		r, p = reportData(t, s, owner, id, url.Values{"username": {"engineer"}})
		require.True(t, r.Success, r.Message)
		require.Equal(t, "13800000001", p.Records[0]["phone"])
		r, _ = reportData(t, s, owner, gid, nil)
		require.Equal(t, httpx.MsgNoAuthz, r.Message, "a report no form of his picks from")
		contractor := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		r, _ = reportData(t, s, contractor, id, nil)
		require.Equal(t, httpx.MsgNoAuthz, r.Message, "he only reads 参建单位")
		require.False(t, strings.Contains(r.Message, "gauge"))
	})
}

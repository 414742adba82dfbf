package app_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/onlcgreporthead"
	"aqueduct/ent/sysuser"
	"aqueduct/server/excel"
	"aqueduct/server/httpx"
	"aqueduct/server/progress"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

type parsed struct {
	Fields []struct {
		FieldName, FieldTxt, FieldType string
		IsShow, IsSearch, OrderNum     int
	}
	Params []struct {
		ParamName, ParamTxt, ParamValue string
		OrderNum                        int
	}
}

func parseSQL(t *testing.T, s *testenv.Server, tok, sqlText string) (testenv.Reply, parsed) {
	t.Helper()
	r := s.Do(t, http.MethodGet, "/online/cgreport/head/parseSql?"+url.Values{"sql": {sqlText}}.Encode(), tok, nil)
	var p parsed
	if r.Success {
		r.Decode(t, &p)
	}
	return r, p
}

// TestReportParseSQL: SQL解析 of the definition form answers the columns the
// SQL selects (typed from the database's column types, in order) and its
// ${…} parameters, each once; it checks the SQL as a save does and runs it as
// a report runs (read-only: a write through a SELECT is refused, nothing
// moves); only who defines reports parses.
func TestReportParseSQL(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)

		// status is an integer column: the empty value it is bound with is retried as NULL on PostgreSQL
		r, p := parseSQL(t, s, adm, "SELECT username, realname AS name, sex, create_time FROM sys_user "+
			"WHERE del_flag = 0 AND status = ${status} AND (username LIKE ${name} || '%' OR realname LIKE ${name} || '%')")
		require.True(t, r.Success, r.Message)
		var got []string
		for _, f := range p.Fields {
			require.Equal(t, f.FieldName, f.FieldTxt, "the label starts as the name")
			require.Equal(t, 1, f.IsShow)
			got = append(got, f.FieldName+":"+f.FieldType)
		}
		require.Equal(t, []string{"username:String", "name:String", "sex:Integer", "create_time:Datetime"}, got)
		require.Equal(t, []int{1, 2, 3, 4}, []int{p.Fields[0].OrderNum, p.Fields[1].OrderNum, p.Fields[2].OrderNum, p.Fields[3].OrderNum})
		require.Len(t, p.Params, 2, "a parameter used twice is one")
		require.Equal(t, "status", p.Params[0].ParamName)
		require.Equal(t, "name", p.Params[1].ParamName)
		require.Equal(t, "name", p.Params[1].ParamTxt)

		// a SQL without parameters, and numbers
		r, p = parseSQL(t, s, adm, "SELECT org_code, depart_order FROM sys_depart")
		require.True(t, r.Success, r.Message)
		require.Equal(t, "depart_order", p.Fields[1].FieldName)
		require.Equal(t, "Integer", p.Fields[1].FieldType)
		require.Empty(t, p.Params)

		// what a save refuses, parsing refuses the same way
		for sqlText, msg := range map[string]string{
			"":                                   "请先填写报表SQL",
			"DELETE FROM sys_log":                "报表SQL只能是一条 SELECT 查询",
			"UPDATE sys_user SET realname = 'x'": "报表SQL只能是一条 SELECT 查询",
			"SELECT 1 AS a; DELETE FROM sys_log": "不能含分号",
			"SELECT 1 AS a -- x":                 "不能含注释",
			"SELECT id FROM sys_user WHERE username = '${u}'": "不能写在引号内",
		} {
			r, _ = parseSQL(t, s, adm, sqlText)
			require.False(t, r.Success, sqlText)
			require.Contains(t, r.Message, msg, sqlText)
		}
		// a SQL the database refuses: its words, in a Chinese sentence
		r, _ = parseSQL(t, s, adm, "SELECT nosuch FROM sys_user")
		require.False(t, r.Success)
		require.True(t, strings.HasPrefix(r.Message, "SQL解析失败："), r.Message)
		require.Contains(t, r.Message, "nosuch")

		// read-only: a SELECT that would write is refused, nothing moves
		if db.Name == "postgres" {
			_, err := s.App.DB.SQL.Exec("CREATE SEQUENCE parse_probe")
			require.NoError(t, err)
			r, _ = parseSQL(t, s, adm, "SELECT nextval('parse_probe') AS id")
			require.False(t, r.Success)
			require.Contains(t, r.Message, "read-only transaction")
			var next int
			require.NoError(t, s.App.DB.SQL.QueryRow("SELECT nextval('parse_probe')").Scan(&next))
			require.Equal(t, 1, next, "the sequence never moved")
		}

		// only who defines reports: not a runner
		r, _ = parseSQL(t, s, eng, "SELECT username FROM sys_user")
		require.Equal(t, httpx.MsgNoAuthz, r.Message)
		s.Grant(t, s.RoleID(t, seed.DemoEngineerRole), []string{"m-cgreport-run"}, nil)
		r, _ = parseSQL(t, s, eng, "SELECT username FROM sys_user")
		require.Equal(t, httpx.MsgNoAuthz, r.Message)
	})
}

// TestReportExport: 导出 of the report page, by id or code, with getData's
// parameters: the report's name as title, its shown columns under their
// titles, dictionary columns in their texts, every selected row; only who may
// run the report.
func TestReportExport(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		id := c.OnlCgreportHead.Query().Where(onlcgreporthead.Code(seed.DemoUserReport)).OnlyIDX(ctx)

		q := url.Values{"sex": {"1"}, "column": {"username"}, "order": {"asc"}}
		res, b := s.Download(t, adm, "/online/cgreport/api/exportXls/"+seed.DemoUserReport+"?"+q.Encode())
		require.Equal(t, excel.ContentType, res.Header.Get("Content-Type"), string(b))
		require.Contains(t, res.Header.Get("Content-Disposition"), url.PathEscape("用户选择.xlsx"))
		rows := testenv.ReadSheet(t, b)
		require.Equal(t, "用户选择报表", rows[0][0])
		require.True(t, strings.HasPrefix(rows[1][0], "导出人:"))
		require.Equal(t, []string{"账号", "姓名", "性别", "手机号"}, rows[2], "the shown columns (ID is not)")
		men := c.SysUser.Query().Where(sysuser.Status(1), sysuser.DelFlag(0), sysuser.Sex(1)).Order(sysuser.ByUsername()).AllX(ctx)
		require.Len(t, rows, 3+len(men))
		for i, u := range men {
			require.Equal(t, u.Username, rows[3+i][0])
			require.Equal(t, "男", rows[3+i][2], "the dictionary's text")
		}

		// named by X-Progress-Id, it reports the rows it wrote, as the lists' exports do
		req, _ := http.NewRequest("GET", s.URL+"/online/cgreport/api/exportXls/"+seed.DemoUserReport+"?"+q.Encode(), nil)
		req.Header.Set("X-Access-Token", adm)
		req.Header.Set(progress.Header, "reportExport0001abcd")
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		require.Equal(t, 200, resp.StatusCode)
		pr := s.Do(t, "GET", "/sys/progress?id=reportExport0001abcd", adm, nil)
		require.True(t, pr.Success, pr.Message)
		var st progress.State
		pr.Decode(t, &st)
		require.Equal(t, progress.State{Phase: progress.Done, Done: len(men), Finished: true}, st)

		// by id, with a parameter: every row of it, beyond a page
		res, b = s.Download(t, adm, "/online/cgreport/api/exportXls/"+id+"?"+url.Values{"self_status": {"1"}, "pageSize": {"1"}}.Encode())
		require.Equal(t, excel.ContentType, res.Header.Get("Content-Type"), string(b))
		active := c.SysUser.Query().Where(sysuser.Status(1), sysuser.DelFlag(0)).CountX(ctx)
		require.Len(t, testenv.ReadSheet(t, b), 3+active)

		// a bad search value answers as getData does
		_, b = s.Download(t, adm, "/online/cgreport/api/exportXls/"+id+"?sex=x")
		var env testenv.Reply
		require.NoError(t, json.Unmarshal(b, &env))
		require.Equal(t, "性别应为整数", env.Message)
		_, b = s.Download(t, adm, "/online/cgreport/api/exportXls/nosuch")
		require.NoError(t, json.Unmarshal(b, &env))
		require.Equal(t, "报表不存在", env.Message)

		// who may not run reports exports none
		res, b = s.Download(t, eng, "/online/cgreport/api/exportXls/"+id)
		require.NotEqual(t, excel.ContentType, res.Header.Get("Content-Type"))
		require.NoError(t, json.Unmarshal(b, &env))
		require.Equal(t, httpx.MsgNoAuthz, env.Message)
		s.Grant(t, s.RoleID(t, seed.DemoEngineerRole), []string{"m-cgreport-run"}, nil)
		res, b = s.Download(t, eng, "/online/cgreport/api/exportXls/"+id)
		require.Equal(t, excel.ContentType, res.Header.Get("Content-Type"), string(b))
		require.Equal(t, "导出人:"+c.SysUser.Query().Where(sysuser.Username("engineer")).OnlyX(ctx).Realname, testenv.ReadSheet(t, b)[1][0])

		// the report page by the id: getRpColumns takes it as JeecgBoot's menu url names it
		r := s.Do(t, http.MethodGet, "/online/cgreport/api/getRpColumns/"+id, adm, nil)
		require.True(t, r.Success, r.Message)
		require.Contains(t, string(r.Result), `"cgRpConfigName":"用户选择"`)
	})
}

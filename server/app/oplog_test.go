package app_test

import (
	"context"
	"encoding/json"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysdatalog"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// opLogs waits for the asynchronous writer to land the operation log lines
// whose request_url ends with suffix.
func opLogs(t *testing.T, s *testenv.Server, tok, suffix string, want int) []map[string]any {
	t.Helper()
	var found []map[string]any
	within(t, 5*time.Second, "operation log of "+suffix, func() bool {
		found = nil
		p := s.List(t, tok, "/sys/log/list", url.Values{"logType": {"2"}, "pageSize": {"100"}})
		for _, r := range p.Records {
			if strings.HasSuffix(r["requestUrl"].(string), suffix) {
				found = append(found, r)
			}
		}
		return len(found) >= want
	})
	return found
}

func TestOperationAndDataLogs(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		tok := s.Token(t, "admin", seed.DemoAdminPassword)

		// The login writes its own line, never an operation line.
		logins := s.List(t, tok, "/sys/log/list", url.Values{"logType": {"1"}})
		require.NotZero(t, logins.Total)
		require.Equal(t, "登录日志", logins.Records[0]["logType_dictText"])

		r := s.Do(t, "POST", "/sys/role/add", tok, map[string]any{"roleName": "日志角色", "roleCode": "log_role"})
		require.True(t, r.Success, r.Message)
		var role struct{ ID string }
		r.Decode(t, &role)
		r = s.Do(t, "PUT", "/sys/role/edit", tok, map[string]any{"id": role.ID, "roleName": "日志角色改", "roleCode": "log_role",
			"password": "Very$ecret1", "nested": map[string]any{"oldPassword": "Old$ecret2"}})
		require.True(t, r.Success, r.Message)

		edits := opLogs(t, s, tok, "/sys/role/edit", 1)
		e := edits[0]
		require.EqualValues(t, 3, e["operateType"])
		require.Equal(t, "修改", e["operateType_dictText"])
		require.Equal(t, "PUT", e["requestType"])
		require.Equal(t, "admin", e["username"])
		require.Contains(t, e["logContent"], "角色")
		param := e["requestParam"].(string)
		require.Contains(t, param, "日志角色改")
		require.NotContains(t, param, "Very$ecret1")
		require.NotContains(t, param, "Old$ecret2")
		require.Contains(t, param, `"password":"******"`)
		adds := opLogs(t, s, tok, "/sys/role/add", 1)
		require.EqualValues(t, 2, adds[0]["operateType"])
		require.Empty(t, opLogs(t, s, tok, "/sys/login", 0), "login has only its login line")

		// Filters: operate type, key word, a time range without the rows.
		p := s.List(t, tok, "/sys/log/list", url.Values{"logType": {"2"}, "operateType": {"2"}})
		for _, r := range p.Records {
			require.EqualValues(t, 2, r["operateType"])
		}
		require.NotZero(t, p.Total)
		p = s.List(t, tok, "/sys/log/list", url.Values{"logType": {"2"}, "keyWord": {"没有这种日志"}})
		require.Zero(t, p.Total)
		p = s.List(t, tok, "/sys/log/list", url.Values{"logType": {"2"}, "createTime_begin": {"2000-01-01"}, "createTime_end": {"2000-01-02"}})
		require.Zero(t, p.Total)

		// The data log holds both versions; the compare list answers them.
		dl := s.List(t, tok, "/sys/dataLog/list", url.Values{"dataTable": {"sys_role"}, "dataId": {role.ID}})
		require.Equal(t, 2, dl.Total)
		require.EqualValues(t, 2, dl.Records[0]["dataVersion"], "newest first")
		var cmp []struct {
			DataVersion int    `json:"dataVersion"`
			DataContent string `json:"dataContent"`
		}
		r = s.Do(t, "GET", "/sys/dataLog/queryCompareList?dataId1="+dl.Records[1]["id"].(string)+"&dataId2="+dl.Records[0]["id"].(string), tok, nil)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &cmp)
		require.Len(t, cmp, 2)
		var v1, v2 map[string]any
		require.NoError(t, json.Unmarshal([]byte(cmp[0].DataContent), &v1))
		require.NoError(t, json.Unmarshal([]byte(cmp[1].DataContent), &v2))
		require.Equal(t, 1, cmp[0].DataVersion)
		require.Equal(t, "日志角色", v1["roleName"])
		require.Equal(t, "日志角色改", v2["roleName"])

		// A user's saved row never carries the password into the data log.
		ctx := viewer.System(context.Background())
		r = s.Do(t, "POST", "/sys/user/add", tok, map[string]any{"username": "loguser", "realname": "日志用户",
			"password": "Abcdef123", "confirmPassword": "Abcdef123", "userIdentity": 1, "activitiSync": 1})
		require.True(t, r.Success, r.Message)
		ul, err := s.App.DB.Client.SysDataLog.Query().Where(sysdatalog.DataTable("sys_user")).All(ctx)
		require.NoError(t, err)
		require.NotEmpty(t, ul)
		for _, l := range ul {
			require.NotContains(t, strings.ToLower(l.DataContent), "password")
			require.NotContains(t, strings.ToLower(l.DataContent), "salt")
		}

		// Without the menu's permission the lists are refused.
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		require.Equal(t, 510, s.Do(t, "GET", "/sys/log/list?logType=2", eng, nil).Code)
		require.Equal(t, 510, s.Do(t, "GET", "/sys/dataLog/list", eng, nil).Code)

		// A log that cannot be written does not fail the request.
		_, err = s.App.DB.SQL.ExecContext(ctx, "DROP TABLE sys_log")
		require.NoError(t, err)
		r = s.Do(t, "PUT", "/sys/role/edit", tok, map[string]any{"id": role.ID, "roleName": "再改", "roleCode": "log_role"})
		require.True(t, r.Success, r.Message)
		n, err := s.App.DB.Client.SysDataLog.Query().Where(sysdatalog.DataID(role.ID)).Count(ctx)
		require.NoError(t, err)
		require.Equal(t, 3, n)
	})
}

package oplog

import (
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestOperateTypeFromLastSegment(t *testing.T) {
	for path, want := range map[string]int{
		"/sys/role/add": OpAdd, "/sys/role/edit": OpEdit, "/sys/role/deleteBatch": OpDelete,
		"/sys/user/importExcel": OpImport, "/sys/user/exportXls": OpExport, "/sys/user/frozenBatch": OpQuery,
		"/sys/role/list": OpQuery,
	} {
		require.Equal(t, want, OperateType(path), path)
	}
}

func TestParamsMaskSecretsAndClip(t *testing.T) {
	body := `{"username":"u","password":"p1","oldpassword":"p2","confirmPassword":"p3","captcha":"1234",` +
		`"apiToken":"t","clientSecret":"s","list":[{"newPassword":"p4"}],"name":"` + strings.Repeat("名", 1000) + `"}`
	got := Params(url.Values{"token": {"q"}, "id": {"7"}}, []byte(body), "application/json; charset=utf-8")
	for _, secret := range []string{`"p1"`, `"p2"`, `"p3"`, `"1234"`, `"t"`, `"s"`, `"p4"`, `"q"`} {
		require.NotContains(t, got, secret)
	}
	require.Contains(t, got, `"username":"u"`)
	require.Contains(t, got, `"id":"7"`)
	require.LessOrEqual(t, len(got), paramMax)

	form := Params(nil, []byte("password=x1&a=b"), "application/x-www-form-urlencoded")
	require.NotContains(t, form, "x1")
	require.Contains(t, form, `"a":"b"`)
	require.Equal(t, "", Params(nil, []byte("password=x1"), "text/plain"), "unreadable bodies are not logged")
}

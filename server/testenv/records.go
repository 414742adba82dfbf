package testenv

// Helpers over the API and the database that tests of several packages
// share: lists, records, users, roles and grants, a record's steps.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysuser"
	"aqueduct/server/crud"
	"aqueduct/server/viewer"
)

// Page is a list's reply (JeecgBoot's IPage).
type Page struct {
	Records []map[string]any `json:"records"`
	Total   int              `json:"total"`
	Size    int              `json:"size"`
	Current int              `json:"current"`
	Pages   int              `json:"pages"`
}

// UnmarshalJSON reads an IPage, or the plain array a list answers where the
// contract has one (crud.Hooks.Plain: every record, one page).
func (p *Page) UnmarshalJSON(b []byte) error {
	if b = bytes.TrimSpace(b); len(b) > 0 && b[0] == '[' {
		*p = Page{Current: 1}
		if err := json.Unmarshal(b, &p.Records); err != nil {
			return err
		}
		p.Total, p.Size, p.Pages = len(p.Records), len(p.Records), min(1, len(p.Records))
		return nil
	}
	type ipage Page // no UnmarshalJSON: no recursion
	return json.Unmarshal(b, (*ipage)(p))
}

// List GETs a list with the query q; it must succeed.
func (s *Server) List(t testing.TB, token, path string, q url.Values) Page {
	t.Helper()
	r := s.Do(t, "GET", path+"?"+q.Encode(), token, nil)
	require.True(t, r.Success, "%s?%s: %s", path, q.Encode(), r.Message)
	var p Page
	r.Decode(t, &p)
	return p
}

// Column is one field of every record of p, as text.
func Column(p Page, name string) []string {
	out := make([]string, len(p.Records))
	for i, r := range p.Records {
		out[i] = fmt.Sprint(r[name])
	}
	return out
}

// Add posts a record to prefix/add and returns its id, failing the test on a refusal.
func (s *Server) Add(t testing.TB, token, prefix string, body map[string]any) string {
	t.Helper()
	r := s.Do(t, "POST", prefix+"/add", token, body)
	require.True(t, r.Success, "%s %v: %s", prefix, body, r.Message)
	var row struct{ ID string }
	r.Decode(t, &row)
	return row.ID
}

// RecordStatus is the status field of a record as queryById shows it.
func (s *Server) RecordStatus(t testing.TB, token, prefix, id string) string {
	t.Helper()
	r := s.Do(t, "GET", prefix+"/queryById?id="+id, token, nil)
	require.True(t, r.Success, r.Message)
	var v struct{ Status string }
	r.Decode(t, &v)
	return v.Status
}

// User is the user row of username.
func (s *Server) User(t testing.TB, username string) *ent.SysUser {
	t.Helper()
	u, err := s.App.DB.Client.SysUser.Query().Where(sysuser.Username(username)).Only(viewer.System(context.Background()))
	require.NoError(t, err)
	return u
}

// NewUser adds a user through the API (roles and departments csv, may be
// empty; password Passw0rd1) and returns its id.
func (s *Server) NewUser(t testing.TB, token, username, roles, departs string) string {
	t.Helper()
	body := map[string]any{"username": username, "realname": username, "password": "Passw0rd1"}
	if roles != "" {
		body["selectedroles"] = roles
	}
	if departs != "" {
		body["selecteddeparts"] = departs
	}
	r := s.Do(t, "POST", "/sys/user/add", token, body)
	require.True(t, r.Success, r.Message)
	return s.User(t, username).ID
}

// RoleID is the id of the role with this code.
func (s *Server) RoleID(t testing.TB, code string) string {
	t.Helper()
	id, err := s.App.DB.Client.SysRole.Query().Where(sysrole.RoleCode(code)).OnlyID(viewer.System(context.Background()))
	require.NoError(t, err)
	return id
}

// Grant gives a role permission rows (with data rule ids where given) and reloads casbin.
func (s *Server) Grant(t testing.TB, roleID string, perms []string, rules map[string]string) {
	t.Helper()
	ctx := viewer.System(context.Background())
	for _, p := range perms {
		require.NoError(t, s.App.DB.Client.SysRolePermission.Create().SetRoleID(roleID).SetPermissionID(p).
			SetDataRuleIds(rules[p]).Exec(ctx), p)
	}
	require.NoError(t, s.App.Perm.Changed(ctx))
}

// RightRow is the button row of a right of r's machine.
func RightRow(t testing.TB, r *crud.Resource, code string) string {
	t.Helper()
	require.NotNil(t, r.Machine, r.Key)
	for _, rt := range r.Machine.Rights {
		if rt.Code == code {
			return rt.Row
		}
	}
	t.Fatalf("%s has no right %s", r.Key, code)
	return ""
}

// TakeStep takes a step of a record's machine; it must succeed.
func (s *Server) TakeStep(t testing.TB, token, prefix, id, action string) {
	t.Helper()
	r := s.Do(t, "POST", prefix+"/transition", token, map[string]any{"id": id, "action": action})
	require.True(t, r.Success, "%s %s %s: %s", prefix, action, id, r.Message)
}

// AddJob adds a scheduled job through the API and returns its id.
func (s *Server) AddJob(t testing.TB, token string, body map[string]any) string {
	t.Helper()
	r := s.Do(t, "POST", "/sys/quartzJob/add", token, body)
	require.True(t, r.Success, r.Message)
	var row struct{ ID string }
	r.Decode(t, &row)
	return row.ID
}

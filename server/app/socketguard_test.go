package app_test

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/gorilla/websocket"
	"github.com/stretchr/testify/require"

	"aqueduct/ent/sysrolepermission"
	"aqueduct/server/notice"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// refusedGrid asserts the handshake of a grid page is refused (403).
func refusedGrid(t *testing.T, s *testenv.Server, userID, token, page string) {
	t.Helper()
	_, res, err := s.DialSocket(t, "/vxeSocket/"+userID+"/"+page, token)
	require.Error(t, err, page)
	require.NotNil(t, res, page)
	require.Equal(t, http.StatusForbidden, res.StatusCode, page)
}

// closedWith waits for the socket to be closed by the server and returns
// the close frame's code.
func closedWith(t *testing.T, f *testenv.Frames, d time.Duration) *websocket.CloseError {
	t.Helper()
	deadline := time.After(d)
	for {
		select {
		case _, ok := <-f.C:
			if !ok {
				var ce *websocket.CloseError
				require.True(t, errors.As(f.Err(), &ce), "closed without a close frame: %v", f.Err())
				return ce
			}
		case <-deadline:
			t.Fatalf("not closed within %s", d)
			return nil
		}
	}
}

func rowUpdate(id string) map[string]any {
	return map[string]any{"type": "update_vxe_table", "data": map[string]any{"socketKey": "k", "args": []any{map[string]any{"id": id}, "c"}}}
}

// TestGridSocketScope: a grid page is a record's child table; only who may
// see the record (queryById's permission and data rules) joins and hears
// it, only who may also edit it pushes rows, both checked again at every
// row; a page that names no record is refused to everyone.
func TestGridSocketScope(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		con := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		admID, conID, engID := s.User(t, "admin").ID, s.User(t, seed.DemoContractor).ID, s.User(t, "engineer").ID
		first, third := s.AcceptancePage(t, "DZYS2-SG01"), s.AcceptancePage(t, "DZYS2-SG03")

		// The contractor (section 1) and a user without rights never join a section-3 record's page.
		refusedGrid(t, s, conID, con, third)
		refusedGrid(t, s, engID, eng, third)
		refusedGrid(t, s, engID, eng, first)
		// A page that names no record, or no child table of it, is nobody's.
		for _, p := range []string{"page-1", "grid", "cmisAcceptance-nope-cmisAcceptanceItem",
			third[:len(third)-len("cmisAcceptanceItem")] + "sysUser", "sysUser-" + admID + "-sysUser",
			"cmisAcceptanceItem-" + admID + "-cmisAcceptanceItem"} {
			refusedGrid(t, s, admID, adm, p)
		}

		// The contractor works on his own section's record with the admin.
		a1 := s.OpenGrid(t, admID, adm, first)
		c1 := s.OpenGrid(t, conID, con, first)
		a1.Send(t, rowUpdate("r1"))
		require.Equal(t, "update_vxe_table", c1.Read(t)["type"])

		// On the section-3 page: the admin, and a user allowed to list acceptances without a rule, but not to edit them.
		a3 := s.OpenGrid(t, admID, adm, third)
		role := s.RoleID(t, "engineer")
		s.Grant(t, role, []string{"m-cmisAcceptance"}, nil)
		e3 := s.OpenGrid(t, engID, eng, third)
		a3.Send(t, rowUpdate("r2"))
		got := e3.Read(t)
		require.Equal(t, map[string]any{"socketKey": "k", "args": []any{map[string]any{"id": "r2"}, "c"}}, got["data"])
		c1.NoFrame(t, 200*time.Millisecond) // another page
		e3.Send(t, rowUpdate("forged"))
		a3.NoFrame(t, 300*time.Millisecond) // he may see it, not edit it: nothing is pushed

		// Rights are checked at every row: once the grant is gone he hears nothing more.
		c.SysRolePermission.Delete().Where(sysrolepermission.RoleID(role), sysrolepermission.PermissionID("m-cmisAcceptance")).ExecX(ctx)
		require.NoError(t, s.App.Perm.Changed(ctx))
		a3.Send(t, rowUpdate("r3"))
		e3.NoFrame(t, 300*time.Millisecond)
		refusedGrid(t, s, engID, eng, third)
	})
}

// TestSocketCaps: a user, and an address, hold at most 16 sockets (notice
// and grid together); the 17th closes the oldest with a close frame
// (notice.CloseTooMany) and the rest keep working.
func TestSocketCaps(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		require.Equal(t, notice.MaxPerUser, s.App.Notices.PerUser)
		require.Equal(t, notice.MaxPerAddress, s.App.Notices.PerAddress)
		s.App.Notices.PerAddress = notice.MaxPerUser // met here by two users
		eng := s.Token(t, "engineer", seed.DemoEngineerPassword)
		engID := s.User(t, "engineer").ID
		var socks []*testenv.Frames
		for range notice.MaxPerUser {
			socks = append(socks, s.OpenNotices(t, engID, eng))
		}
		socks = append(socks, s.OpenNotices(t, engID, eng)) // the 17th of one session
		ce := closedWith(t, socks[0], 2*time.Second)
		require.Equal(t, notice.CloseTooMany, ce.Code)
		require.NotEmpty(t, ce.Text)
		for _, f := range socks[1:] {
			f.Send(t, "HeartBeat")
			require.Equal(t, "heartcheck", f.Read(t)["cmd"], "the newer ones stay open")
		}

		// Another user from the same address: his grid socket is the address's 17th.
		adm := s.Token(t, "admin", seed.DemoAdminPassword)
		s.OpenGrid(t, s.User(t, "admin").ID, adm, s.AcceptancePage(t, "DZYS2-SG01"))
		require.Equal(t, notice.CloseTooMany, closedWith(t, socks[1], 2*time.Second).Code)
		socks[2].Send(t, "HeartBeat")
		require.Equal(t, "heartcheck", socks[2].Read(t)["cmd"])
	})
}

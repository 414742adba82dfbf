package dashboard_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/cmishiddendanger"
	"aqueduct/ent/cmismonthlyreport"
	"aqueduct/ent/cmissection"
	"aqueduct/ent/sysannouncementsend"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

type homeReply struct {
	Visits bool
	Steps  []struct {
		Key   string
		Count int
		Path  string
	}
	Approvals struct {
		Total int
		Items []struct{ ID, Title, ProcessName, NodeName string }
		Path  string
	}
	Progress []struct {
		SectionID      string
		SectionName    string
		PlannedPercent float64
	}
	Dangers *struct {
		Open, Overdue int
		Path          string
	}
	Notices []struct{ ID, Titile, ReadFlag string }
}

// TestHomeFollowsRole: 首页 gives each viewer his own work inside his rows —
// the contractor his section's progress and dangers, his steps and pending
// approvals — and the visit statistics only to the admin, whose routes
// refuse everyone else.
func TestHomeFollowsRole(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		home := func(tok string) homeReply {
			t.Helper()
			r := s.Do(t, "GET", "/dashboard/home", tok, nil)
			require.True(t, r.Success, r.Message)
			var h homeReply
			r.Decode(t, &h)
			return h
		}
		first := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)
		now := time.Now().In(jsontime.Zone)
		today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, jsontime.Zone).Format(time.DateOnly)

		// A flow step waiting for the contractor (as the engine leaves it).
		inst := c.ActInstance.Create().SetModelID("m1").SetVersionID("v1").SetProcessName("支付审批").
			SetTitle("第一标段 5 月支付申请").SetTableName("cmis_payment").SetBusinessKey("p1").SetApplyer("owner").
			SetStatus("running").SaveX(ctx)
		c.ActTask.Create().SetInstanceID(inst.ID).SetNodeID("n1").SetNodeName("承包商确认").SetMode("single").
			SetAssignee(seed.DemoContractor).SetStatus("pending").ExecX(ctx)

		contractor := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		h := home(contractor)
		require.False(t, h.Visits)
		require.Len(t, h.Progress, 1, "his one section")
		require.Equal(t, first.ID, h.Progress[0].SectionID)
		open, overdue, rectify := 0, 0, 0
		for _, d := range c.CmisHiddenDanger.Query().Where(cmishiddendanger.SectionID(first.ID)).AllX(ctx) {
			if d.Status == "1" || d.Status == "2" {
				rectify++
			}
			if d.Status == "4" {
				continue
			}
			open++
			if d.Deadline != nil && time.Time(*d.Deadline).In(jsontime.Zone).Format(time.DateOnly) < today {
				overdue++
			}
		}
		require.NotNil(t, h.Dangers)
		require.Equal(t, open, h.Dangers.Open, "his section's open dangers only")
		require.Equal(t, overdue, h.Dangers.Overdue)
		require.Equal(t, "/safety/cmisHiddenDanger", h.Dangers.Path)
		allOpen, err := c.CmisHiddenDanger.Query().Where(cmishiddendanger.StatusNEQ("4")).Count(ctx)
		require.NoError(t, err)
		require.Less(t, open, allOpen, "the other sections have open dangers too")
		require.NotEmpty(t, h.Steps)
		require.Equal(t, "dangerRectify", h.Steps[0].Key)
		require.Equal(t, rectify, h.Steps[0].Count)
		require.Equal(t, 1, h.Approvals.Total)
		require.Equal(t, "/workflow/todo", h.Approvals.Path)
		require.Len(t, h.Approvals.Items, 1)
		require.Equal(t, "第一标段 5 月支付申请", h.Approvals.Items[0].Title)
		require.Equal(t, "支付审批", h.Approvals.Items[0].ProcessName)

		owner := home(s.Token(t, seed.DemoOwner, seed.DemoEngineerPassword))
		require.False(t, owner.Visits)
		require.Len(t, owner.Progress, 3)
		require.Equal(t, allOpen, owner.Dangers.Open)
		require.Zero(t, owner.Approvals.Total, "the contractor's step is not the owner's")

		// Who may list neither the advance nor the dangers gets neither.
		engineer := s.Token(t, "engineer", seed.DemoEngineerPassword)
		eh := home(engineer)
		require.False(t, eh.Visits)
		require.Nil(t, eh.Progress)
		require.Nil(t, eh.Dangers)

		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		ah := home(admin)
		require.True(t, ah.Visits)
		require.Len(t, ah.Progress, 3, "an admin sees the work too")

		// The visit statistics are the admin's alone.
		supervisor := s.Token(t, seed.DemoSupervisor, seed.DemoEngineerPassword)
		for _, path := range []string{"/sys/loginfo", "/sys/visitInfo"} {
			require.True(t, s.Do(t, "GET", path, admin, nil).Success, path)
			for who, tok := range map[string]string{"contractor": contractor, "supervisor": supervisor, "engineer": engineer,
				"owner": s.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)} {
				r := s.Do(t, "GET", path, tok, nil)
				require.False(t, r.Success, "%s %s", who, path)
				require.Equal(t, 510, r.Code, "%s %s", who, path)
				require.Equal(t, httpx.MsgNoAuthz, r.Message, "%s %s", who, path)
			}
		}
	})
}

// TestBigScreenInvestmentScope: 计划投资 counts the same sections as 完成投资 —
// the engineering's total investment for who sees every section, the
// contracts of his sections for the contractor and the supervisor, the
// section's contract when one is asked.
func TestBigScreenInvestmentScope(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		type inv struct{ Plan, Contract, Completed float64 }
		get := func(user, pw, query string) inv {
			t.Helper()
			r := s.Do(t, "GET", "/dashboard/investment"+query, s.Token(t, user, pw), nil)
			require.True(t, r.Success, r.Message)
			var v inv
			r.Decode(t, &v)
			return v
		}
		secs := map[string]float64{}
		var first, second string
		for _, sec := range c.CmisSection.Query().AllX(ctx) {
			secs[sec.ID] = sec.ContractAmount.InexactFloat64()
			switch sec.Code {
			case "DZYS2-SG01":
				first = sec.ID
			case "DZYS2-SG02":
				second = sec.ID
			}
		}
		completed := func(ids ...string) float64 {
			sum := 0.0
			for _, m := range c.CmisMonthlyReport.Query().Where(cmismonthlyreport.SectionIDIn(ids...)).AllX(ctx) {
				sum += m.Investment.InexactFloat64()
			}
			return sum
		}

		mine := get(seed.DemoContractor, seed.DemoEngineerPassword, "")
		require.InDelta(t, secs[first], mine.Plan, 0.01, "the contractor's plan is his section's")
		require.InDelta(t, secs[first], mine.Contract, 0.01)
		require.InDelta(t, completed(first), mine.Completed, 0.01, "and so is what he completed")
		require.Positive(t, mine.Completed)
		require.Greater(t, mine.Completed/mine.Plan, 0.05, "a rate of his own section, not of the project")

		sup := get(seed.DemoSupervisor, seed.DemoEngineerPassword, "")
		require.InDelta(t, secs[first]+secs[second], sup.Plan, 0.01)
		require.InDelta(t, completed(first, second), sup.Completed, 0.01)

		eng := c.CmisEngineering.Query().OnlyX(ctx)
		all := get(seed.DemoOwner, seed.DemoEngineerPassword, "")
		require.InDelta(t, eng.TotalInvestment.InexactFloat64(), all.Plan, 0.01, "every section: the engineering's plan")
		ids := make([]string, 0, len(secs))
		for id := range secs {
			ids = append(ids, id)
		}
		require.InDelta(t, completed(ids...), all.Completed, 0.01)

		one := get(seed.DemoOwner, seed.DemoEngineerPassword, "?sectionId="+second)
		require.InDelta(t, secs[second], one.Plan, 0.01)
		require.InDelta(t, completed(second), one.Completed, 0.01)
	})
}

// TestNoticesPanelKeepsRead: the big screen's and 首页's announcements are
// the latest the viewer may read, read or not (the bell lists the unread);
// one sent to somebody else is not among them.
func TestNoticesPanelKeepsRead(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		contractor := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		release := func(title string, body map[string]any) string {
			t.Helper()
			body["titile"], body["msgContent"], body["msgCategory"], body["priority"] = title, "<p>正文</p>", "1", "M"
			r := s.Do(t, "POST", "/sys/annountCement/add", admin, body)
			require.True(t, r.Success, r.Message)
			var page struct{ Records []struct{ ID, Titile string } }
			s.Do(t, "GET", "/sys/annountCement/list?pageNo=1&pageSize=50", admin, nil).Decode(t, &page)
			var id string
			for _, a := range page.Records {
				if a.Titile == title {
					id = a.ID
				}
			}
			require.NotEmpty(t, id)
			r = s.Do(t, "GET", "/sys/annountCement/doReleaseData?id="+id, admin, nil)
			require.True(t, r.Success, r.Message)
			return id
		}
		everyone := release("汛期安全通知", map[string]any{"msgType": "ALL"})
		engineer := s.App.DB.Client.SysUser.Query().AllX(viewer.System(context.Background()))
		var engineerID string
		for _, u := range engineer {
			if u.Username == "engineer" {
				engineerID = u.ID
			}
		}
		release("仅工程技术员", map[string]any{"msgType": "USER", "userIds": engineerID})

		type item struct{ ID, Titile, ReadFlag string }
		panel := func() []item {
			t.Helper()
			r := s.Do(t, "GET", "/dashboard/notices", contractor, nil)
			require.True(t, r.Success, r.Message)
			var out []item
			r.Decode(t, &out)
			return out
		}
		find := func(list []item, title string) *item {
			for i := range list {
				if list[i].Titile == title {
					return &list[i]
				}
			}
			return nil
		}
		before := panel()
		require.NotNil(t, find(before, "汛期安全通知"))
		require.Equal(t, "0", find(before, "汛期安全通知").ReadFlag)
		require.Nil(t, find(before, "仅工程技术员"), "sent to somebody else")

		// The contractor opens it from the bell: read, still on the panel, gone from the bell.
		require.True(t, s.Do(t, "GET", "/sys/annountCement/listByUser", contractor, nil).Success)
		r := s.Do(t, "PUT", "/sys/sysAnnouncementSend/editByAnntIdAndUserId", contractor, map[string]any{"anntId": everyone})
		require.True(t, r.Success, r.Message)
		n, err := s.App.DB.Client.SysAnnouncementSend.Query().Where(sysannouncementsend.AnntID(everyone),
			sysannouncementsend.ReadFlag("1")).Count(viewer.System(context.Background()))
		require.NoError(t, err)
		require.Equal(t, 1, n)
		after := panel()
		require.NotNil(t, find(after, "汛期安全通知"), "a read notice stays on the panel")
		require.Equal(t, "1", find(after, "汛期安全通知").ReadFlag)
		var bell struct{ AnntMsgList []item }
		s.Do(t, "GET", "/sys/annountCement/listByUser", contractor, nil).Decode(t, &bell)
		require.Nil(t, find(bell.AnntMsgList, "汛期安全通知"), "the bell lists the unread")

		var h homeReply
		s.Do(t, "GET", "/dashboard/home", contractor, nil).Decode(t, &h)
		require.NotEmpty(t, h.Notices)
		require.Equal(t, everyone, h.Notices[0].ID, "首页 shows it too, newest first")
		require.Equal(t, "1", h.Notices[0].ReadFlag)
	})
}

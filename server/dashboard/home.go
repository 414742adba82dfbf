package dashboard

import (
	"context"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/actinstance"
	"aqueduct/ent/acttask"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
)

// approval is a pending step of a flow waiting for the viewer.
type approval struct {
	ID          string        `json:"id"`
	Title       string        `json:"title"`
	ProcessName string        `json:"processName"`
	NodeName    string        `json:"nodeName"`
	CreateTime  jsontime.Time `json:"createTime"`
}

type approvals struct {
	Total int        `json:"total"`
	Items []approval `json:"items"` // the newest few
	Path  string     `json:"path"`  // 流程中心 › 我的待办
}

type homeDangers struct {
	Open    int    `json:"open"`
	Overdue int    `json:"overdue"`
	Path    string `json:"path"` // the list they are handled in
}

// homeData is 首页: the viewer's work, each part only when he may list what
// it counts (null otherwise), inside his rows (his sections); the visit
// statistics are the admin's (Visits: he holds VisitStatsCode, which
// /sys/loginfo and /sys/visitInfo require).
type homeData struct {
	Visits    bool         `json:"visits"`
	Steps     []todo       `json:"steps"`
	Approvals approvals    `json:"approvals"`
	Progress  []section    `json:"progress"`
	Dangers   *homeDangers `json:"dangers"`
	Notices   []noticeItem `json:"notices"`
}

const (
	approvalsShown = 5
	homeNotices    = 5
	todoPath       = "/workflow/todo"
)

// home answers GET /dashboard/home.
func (b *Board) home(c *echo.Context) error {
	ctx := c.Request().Context()
	sc := scope{today: b.today()}
	out := homeData{}
	var err error
	if out.Visits, err = b.Can(ctx, VisitStatsCode); err != nil {
		return err
	}
	if out.Steps, err = b.stepTodos(ctx); err != nil {
		return err
	}
	if out.Approvals, err = b.pendingApprovals(ctx); err != nil {
		return err
	}
	if ok, err := b.Can(ctx, crud.CmisTunnelAdvance.ListCode); err != nil {
		return err
	} else if ok {
		if out.Progress, err = b.sectionProgress(ctx, sc); err != nil {
			return err
		}
	}
	if ok, err := b.Can(ctx, crud.CmisHiddenDanger.ListCode); err != nil {
		return err
	} else if ok {
		d, err := b.dangerStats(ctx, sc)
		if err != nil {
			return err
		}
		out.Dangers = &homeDangers{Open: d.Open, Overdue: d.Overdue, Path: crud.CmisHiddenDanger.URL}
	}
	if out.Notices, err = b.latestNotices(ctx, homeNotices); err != nil {
		return err
	}
	return httpx.OK(c, out)
}

// pendingApprovals are the flow steps waiting for the viewer: how many, and
// the newest few with their flow's title.
func (b *Board) pendingApprovals(ctx context.Context) (approvals, error) {
	out := approvals{Items: []approval{}, Path: todoPath}
	sess, ok := auth.FromContext(ctx)
	if !ok || sess.User == nil {
		return out, nil
	}
	q := b.Client.ActTask.Query().Where(acttask.Assignee(sess.User.Username), acttask.Status("pending"))
	total, err := q.Clone().Count(ctx)
	if err != nil || total == 0 {
		return out, err
	}
	out.Total = total
	ts, err := q.Order(ent.Desc(acttask.FieldCreateTime), ent.Desc(acttask.FieldID)).Limit(approvalsShown).All(ctx)
	if err != nil {
		return out, err
	}
	ids := make([]string, len(ts))
	for i, t := range ts {
		ids[i] = t.InstanceID
	}
	insts, err := b.Client.ActInstance.Query().Where(actinstance.IDIn(ids...)).All(ctx)
	if err != nil {
		return out, err
	}
	byID := map[string]*ent.ActInstance{}
	for _, in := range insts {
		byID[in.ID] = in
	}
	for _, t := range ts {
		a := approval{ID: t.ID, NodeName: t.NodeName, CreateTime: t.CreateTime}
		if in := byID[t.InstanceID]; in != nil {
			a.Title, a.ProcessName = in.Title, in.ProcessName
		}
		out.Items = append(out.Items, a)
	}
	return out, nil
}

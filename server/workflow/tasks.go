package workflow

import (
	"context"
	"strings"

	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/acthistory"
	"aqueduct/ent/actinstance"
	"aqueduct/ent/acttask"
	"aqueduct/ent/predicate"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
)

// Tasks (/actTask): to-do, done, their counts, the timeline and where a task may be returned to.

type taskVo struct {
	ID           string         `json:"id"`
	Name         string         `json:"name"`
	NodeID       string         `json:"nodeId"`
	ProcDefID    string         `json:"procDefId"`
	ProcInstID   string         `json:"procInstId"`
	Applyer      string         `json:"applyer"`
	ApplyerName  string         `json:"applyerName"`
	ProcessName  string         `json:"processName"`
	Title        string         `json:"title"`
	BusinessKey  string         `json:"businessKey"`
	TableName    string         `json:"tableName"`
	BusinessName string         `json:"businessName"`
	BusinessURL  string         `json:"businessUrl"`
	Assignee     string         `json:"assignee"`
	AssigneeName string         `json:"assigneeName"`
	CreateTime   jsontime.Time  `json:"createTime"`
	EndTime      *jsontime.Time `json:"endTime"`
	Priority     int            `json:"priority"`
	Status       string         `json:"status"`
	StatusText   string         `json:"statusText"`
	Version      int            `json:"version"`
	Comment      string         `json:"comment"`
}

var taskText = map[string]string{taskApproved: "同意", taskRejected: "驳回", taskReturned: "退回", taskTransferred: "已转交",
	taskWithdrawn: "已撤回", taskSkipped: "无需审批", taskPending: "待审批", taskWaiting: "待审批"}

func (e *Engine) taskVos(ts []*ent.ActTask, insts map[string]*ent.ActInstance) []taskVo {
	out := make([]taskVo, 0, len(ts))
	for _, t := range ts {
		inst := insts[t.InstanceID]
		if inst == nil {
			continue
		}
		v := taskVo{ID: t.ID, Name: t.NodeName, NodeID: t.NodeID, ProcDefID: inst.VersionID, ProcInstID: inst.ID,
			Applyer: inst.Applyer, ApplyerName: inst.ApplyerName, ProcessName: inst.ProcessName, Title: inst.Title,
			BusinessKey: inst.BusinessKey, TableName: inst.TableName, Assignee: t.Assignee, AssigneeName: t.AssigneeName,
			CreateTime: t.CreateTime, EndTime: t.EndTime, Priority: t.Priority, Status: t.Status,
			StatusText: taskText[t.Status], Version: inst.Version, Comment: t.Comment}
		if b, ok := e.bindings[inst.TableName]; ok {
			v.BusinessName, v.BusinessURL = b.Res.Title, b.Res.URL
		}
		out = append(out, v)
	}
	return out
}

func (e *Engine) withInstances(ctx context.Context, ts []*ent.ActTask) ([]taskVo, error) {
	ids := make([]string, len(ts))
	for i, t := range ts {
		ids[i] = t.InstanceID
	}
	rows, err := e.Client.ActInstance.Query().Where(actinstance.IDIn(ids...)).All(ctx)
	if err != nil {
		return nil, err
	}
	insts := make(map[string]*ent.ActInstance, len(rows))
	for _, r := range rows {
		insts[r.ID] = r
	}
	return e.taskVos(ts, insts), nil
}

// titleContains keeps the tasks whose instance's title holds t (the tasks
// are already the caller's, inside his tenant).
func titleContains(t string) predicate.ActTask {
	return func(s *sql.Selector) {
		inst := sql.Table(actinstance.Table)
		s.Where(sql.In(s.C(acttask.FieldInstanceID),
			sql.Select(inst.C(actinstance.FieldID)).From(inst).Where(sql.Contains(inst.C(actinstance.FieldTitle), t))))
	}
}

// maxTodo bounds the to-do array (JeecgBoot reads it whole).
const maxTodo = 500

// titleQuery narrows a task list by its instance's title.
type titleQuery struct {
	Title string `query:"title" doc:"流程标题（包含）"`
}

func (e *Engine) todoList(c *echo.Context, in titleQuery) ([]taskVo, error) {
	ctx := c.Request().Context()
	me, err := actorOf(ctx)
	if err != nil {
		return nil, err
	}
	q := e.Client.ActTask.Query().Where(acttask.Assignee(me.username), acttask.Status(taskPending))
	if t := strings.TrimSpace(in.Title); t != "" {
		q.Where(titleContains(t))
	}
	ts, err := q.Order(ent.Desc(acttask.FieldCreateTime), ent.Desc(acttask.FieldID)).Limit(maxTodo).All(ctx)
	if err != nil {
		return nil, err
	}
	return e.withInstances(ctx, ts)
}

// todoCounts is the caller's to-do count, in all and by business type. The
// keys are in the order the map it replaced wrote them.
type todoCounts struct {
	Items []todoCount `json:"items"`
	Total int         `json:"total"`
}

type todoCount struct {
	TableName   string `json:"tableName"`
	ProcessName string `json:"processName"`
	Count       int    `json:"count"`
}

func (e *Engine) todoCounts(c *echo.Context, _ struct{}) (todoCounts, error) {
	ctx := c.Request().Context()
	me, err := actorOf(ctx)
	if err != nil {
		return todoCounts{}, err
	}
	ts, err := e.Client.ActTask.Query().Where(acttask.Assignee(me.username), acttask.Status(taskPending)).
		Select(acttask.FieldInstanceID).Strings(ctx)
	if err != nil {
		return todoCounts{}, err
	}
	items := []todoCount{}
	if len(ts) > 0 {
		rows, err := e.Client.ActInstance.Query().Where(actinstance.IDIn(ts...)).All(ctx)
		if err != nil {
			return todoCounts{}, err
		}
		at := map[string]int{}
		for _, r := range rows {
			i, ok := at[r.TableName]
			if !ok {
				i = len(items)
				at[r.TableName] = i
				items = append(items, todoCount{TableName: r.TableName, ProcessName: r.ProcessName})
			}
			items[i].Count++
		}
	}
	return todoCounts{Items: items, Total: len(ts)}, nil
}

type doneListQuery struct {
	httpx.PageQuery
	Title string `query:"title" doc:"流程标题（包含）"`
}

func (e *Engine) doneList(c *echo.Context, in doneListQuery) (httpx.Page[taskVo], error) {
	ctx := c.Request().Context()
	me, err := actorOf(ctx)
	if err != nil {
		return httpx.Page[taskVo]{}, err
	}
	no, size := in.Paging(maxPage)
	q := e.Client.ActTask.Query().Where(acttask.Assignee(me.username),
		acttask.StatusIn(taskApproved, taskRejected, taskReturned, taskTransferred))
	if t := strings.TrimSpace(in.Title); t != "" {
		q.Where(titleContains(t))
	}
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return httpx.Page[taskVo]{}, err
	}
	ts, err := q.Order(ent.Desc(acttask.FieldEndTime), ent.Desc(acttask.FieldID)).Offset((no - 1) * size).Limit(size).All(ctx)
	if err != nil {
		return httpx.Page[taskVo]{}, err
	}
	out, err := e.withInstances(ctx, ts)
	if err != nil {
		return httpx.Page[taskVo]{}, err
	}
	return httpx.NewPage(out, total, no, size), nil
}

// historyVo is one line of an instance's timeline, oldest first.
type historyVo struct {
	ID           string        `json:"id"`
	NodeID       string        `json:"nodeId"`
	Name         string        `json:"name"`
	Assignee     string        `json:"assignee"`
	AssigneeName string        `json:"assigneeName"`
	Action       string        `json:"action"`
	ActionText   string        `json:"actionText"`
	Comment      string        `json:"comment"`
	CreateTime   jsontime.Time `json:"createTime"`
}

// historicFlow reads the instance from the path (/actTask/historicFlow/:id).
func (e *Engine) historicFlow(c *echo.Context, _ struct{}) ([]historyVo, error) {
	ctx := c.Request().Context()
	inst, err := e.visibleInstance(ctx, c.Param("id"))
	if err != nil {
		return nil, err
	}
	hs, err := e.Client.ActHistory.Query().Where(acthistory.InstanceID(inst.ID)).
		Order(ent.Asc(acthistory.FieldCreateTime), ent.Asc(acthistory.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]historyVo, len(hs))
	for i, h := range hs {
		out[i] = historyVo{h.ID, h.NodeID, h.NodeName, h.Username, h.Realname, h.Action, actionText[h.Action], h.Comment, h.CreateTime}
	}
	return out, nil
}

// backTarget is where a task may be returned to: the applicant (key
// "applicant") or an approver node already passed.
type backTarget struct {
	Key  string `json:"key"`
	Name string `json:"name"`
}

// backList reads the instance from the path (/actTask/getBackList/:id).
func (e *Engine) backList(c *echo.Context, _ struct{}) ([]backTarget, error) {
	ctx := c.Request().Context()
	inst, err := e.visibleInstance(ctx, c.Param("id"))
	if err != nil {
		return nil, err
	}
	ver, err := e.Client.ActModelVersion.Get(ctx, inst.VersionID)
	if err != nil {
		return nil, err
	}
	tree, err := parseTree([]byte(ver.Tree))
	if err != nil {
		return nil, err
	}
	passed, err := e.passed(ctx, e.Client, inst.ID, tree)
	if err != nil {
		return nil, err
	}
	out := []backTarget{{"applicant", inst.ApplyerName}}
	for _, n := range passed {
		if n.ID != inst.CurrentNode {
			out = append(out, backTarget{n.ID, n.Name})
		}
	}
	return out, nil
}

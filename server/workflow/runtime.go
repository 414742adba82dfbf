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
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
)

// A record's flow (/actBusiness, /actProcessIns): apply, withdraw, task actions, comments, instances, status.

type applyBody struct {
	TableName   string `json:"tableName" doc:"业务表名（业务类型）"`
	BusinessKey string `json:"businessKey" doc:"业务记录主键"`
}

// appliedVo names the instance an apply started.
type appliedVo struct {
	ProcInstID string `json:"procInstId"`
}

func (e *Engine) apply(c *echo.Context, b applyBody) (httpx.Said[appliedVo], error) {
	id, err := e.Apply(c.Request().Context(), b.TableName, strings.TrimSpace(b.BusinessKey))
	return httpx.Said[appliedVo]{Message: "已提交审批", Result: appliedVo{id}}, err
}

// instanceComment is a withdrawal's or a remark's body.
type instanceComment struct {
	ProcInstID string `json:"procInstId" doc:"流程实例编号"`
	Comment    string `json:"comment" doc:"意见"`
}

func (e *Engine) cancel(c *echo.Context, b instanceComment) (httpx.Message, error) {
	return "已撤回", e.Cancel(c.Request().Context(), b.ProcInstID, b.Comment)
}

func (e *Engine) comment(c *echo.Context, b instanceComment) (httpx.Message, error) {
	return "已评论", e.Comment(c.Request().Context(), b.ProcInstID, b.Comment)
}

// taskBody is the body every task action binds, each reading its fields. A
// client's version (JeecgBoot sends none) is not needed: the action claims
// the instance's version inside its transaction, and a task still pending
// is the caller's to act on whatever others did since.
type taskBody struct {
	ID          string `json:"id" doc:"任务编号"`
	Comment     string `json:"comment" doc:"审批意见（驳回、退回时必填）"`
	BackTaskKey string `json:"backTaskKey" doc:"退回到的节点（backToTask；applicant 或空为发起人）"`
	Username    string `json:"username" doc:"转交给的用户名（delegate）"`
}

func (e *Engine) pass(c *echo.Context, b taskBody) (httpx.Message, error) {
	return "已同意", e.Pass(c.Request().Context(), b.ID, b.Comment)
}

func (e *Engine) reject(c *echo.Context, b taskBody) (httpx.Message, error) {
	return "已驳回", e.Reject(c.Request().Context(), b.ID, b.Comment)
}

func (e *Engine) back(c *echo.Context, b taskBody) (httpx.Message, error) {
	return "已退回发起人", e.Back(c.Request().Context(), b.ID, b.Comment)
}

func (e *Engine) backToTask(c *echo.Context, b taskBody) (httpx.Message, error) {
	return "已退回", e.BackTo(c.Request().Context(), b.ID, b.BackTaskKey, b.Comment)
}

func (e *Engine) delegate(c *echo.Context, b taskBody) (httpx.Message, error) {
	return "已转交", e.Delegate(c.Request().Context(), b.ID, b.Username, b.Comment)
}

// visibleInstance is an instance the caller takes part in (applicant,
// assignee, CC) or may list with 流程实例.
func (e *Engine) visibleInstance(ctx context.Context, id string) (*ent.ActInstance, error) {
	me, err := actorOf(ctx)
	if err != nil {
		return nil, err
	}
	inst, err := e.Client.ActInstance.Get(ctx, strings.TrimSpace(id))
	if ent.IsNotFound(err) {
		return nil, httpx.Fail("流程不存在")
	}
	if err != nil {
		return nil, err
	}
	if inst.Applyer == me.username {
		return inst, nil
	}
	if took, err := e.Client.ActTask.Query().Where(acttask.InstanceID(inst.ID), acttask.Assignee(me.username)).Exist(ctx); err != nil || took {
		return inst, err
	}
	if cc, err := e.Client.ActHistory.Query().Where(acthistory.InstanceID(inst.ID), acthistory.Username(me.username)).Exist(ctx); err != nil || cc {
		return inst, err
	}
	if all, err := e.Can(ctx, InstanceList); err != nil || all {
		return inst, err
	}
	return nil, httpx.Fail("流程不存在")
}

type instanceVo struct {
	ID           string         `json:"id"`
	ProcDefID    string         `json:"procDefId"`
	ProcessName  string         `json:"processName"`
	Title        string         `json:"title"`
	TableName    string         `json:"tableName"`
	BusinessName string         `json:"businessName"`
	BusinessKey  string         `json:"businessKey"`
	BusinessURL  string         `json:"businessUrl"`
	Applyer      string         `json:"applyer"`
	ApplyerName  string         `json:"applyerName"`
	Status       string         `json:"status"`
	StatusText   string         `json:"statusText"`
	CurrentNode  string         `json:"currentNode"`
	Assignees    string         `json:"assignees"`
	CreateTime   jsontime.Time  `json:"createTime"`
	EndTime      *jsontime.Time `json:"endTime"`
	Version      int            `json:"version"`
	Tasks        []taskVo       `json:"tasks,omitempty" doc:"待审批的任务（按编号查询时）"`
}

func (e *Engine) instanceVos(ctx context.Context, rows []*ent.ActInstance) ([]instanceVo, error) {
	ids := make([]string, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	open, err := e.Client.ActTask.Query().Where(acttask.InstanceIDIn(ids...), acttask.Status(taskPending)).
		Order(ent.Asc(acttask.FieldSeq)).All(ctx)
	if err != nil {
		return nil, err
	}
	names := map[string][]string{}
	for _, t := range open {
		names[t.InstanceID] = append(names[t.InstanceID], t.AssigneeName)
	}
	out := make([]instanceVo, len(rows))
	for i, r := range rows {
		v := instanceVo{ID: r.ID, ProcDefID: r.VersionID, ProcessName: r.ProcessName, Title: r.Title, TableName: r.TableName,
			BusinessKey: r.BusinessKey, Applyer: r.Applyer, ApplyerName: r.ApplyerName, Status: r.Status,
			StatusText: statusText[r.Status], CurrentNode: r.CurrentName, Assignees: strings.Join(names[r.ID], "、"),
			CreateTime: r.CreateTime, EndTime: r.EndTime, Version: r.Version}
		if b, ok := e.bindings[r.TableName]; ok {
			v.BusinessName, v.BusinessURL = b.Res.Title, b.Res.URL
		}
		out[i] = v
	}
	return out, nil
}

// instanceListQuery narrows an instance list; an unknown status is no filter.
type instanceListQuery struct {
	httpx.PageQuery
	Status string `query:"status" doc:"running、finished（已结束）、approved、rejected、returned 或 withdrawn；其他为全部"`
	Title  string `query:"title" doc:"流程标题（包含）"`
}

func (e *Engine) instancePage(ctx context.Context, in instanceListQuery, where ...predicate.ActInstance) (httpx.Page[instanceVo], error) {
	no, size := in.Paging(maxPage)
	q := e.Client.ActInstance.Query().Where(where...)
	switch in.Status {
	case "running":
		q.Where(actinstance.Status(Running))
	case "finished":
		q.Where(actinstance.StatusNEQ(Running))
	case Approved, Rejected, Returned, Withdrawn:
		q.Where(actinstance.Status(in.Status))
	}
	if t := strings.TrimSpace(in.Title); t != "" {
		q.Where(actinstance.TitleContains(t))
	}
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return httpx.Page[instanceVo]{}, err
	}
	rows, err := q.Order(ent.Desc(actinstance.FieldCreateTime), ent.Desc(actinstance.FieldID)).
		Offset((no - 1) * size).Limit(size).All(ctx)
	if err != nil {
		return httpx.Page[instanceVo]{}, err
	}
	out, err := e.instanceVos(ctx, rows)
	if err != nil {
		return httpx.Page[instanceVo]{}, err
	}
	return httpx.NewPage(out, total, no, size), nil
}

func (e *Engine) mine(c *echo.Context, in instanceListQuery) (httpx.Page[instanceVo], error) {
	ctx := c.Request().Context()
	me, err := actorOf(ctx)
	if err != nil {
		return httpx.Page[instanceVo]{}, err
	}
	return e.instancePage(ctx, in, actinstance.Applyer(me.username))
}

func (e *Engine) instances(c *echo.Context, in instanceListQuery) (httpx.Page[instanceVo], error) {
	return e.instancePage(c.Request().Context(), in)
}

func (e *Engine) instanceGet(c *echo.Context, in idQuery) (instanceVo, error) {
	ctx := c.Request().Context()
	inst, err := e.visibleInstance(ctx, in.ID)
	if err != nil {
		return instanceVo{}, err
	}
	vs, err := e.instanceVos(ctx, []*ent.ActInstance{inst})
	if err != nil {
		return instanceVo{}, err
	}
	open, err := e.Client.ActTask.Query().Where(acttask.InstanceID(inst.ID), acttask.Status(taskPending)).All(ctx)
	if err != nil {
		return instanceVo{}, err
	}
	vs[0].Tasks = e.taskVos(open, map[string]*ent.ActInstance{inst.ID: inst})
	return vs[0], nil
}

type statusQuery struct {
	TableName string `query:"tableName" doc:"业务表名（业务类型）"`
	IDs       string `query:"ids" doc:"业务记录主键，逗号分隔，至多 1000 个"`
}

// flowStatus is a record's latest flow and what the caller may do with it.
type flowStatus struct {
	ProcInstID string `json:"procInstId"`
	Status     string `json:"status"`
	StatusText string `json:"statusText"`
	NodeName   string `json:"nodeName"`
	CanApply   bool   `json:"canApply"`
	CanCancel  bool   `json:"canCancel"`
}

// status answers, for a page of records, the latest flow of each by the
// record's key (a record without one is absent).
func (e *Engine) status(c *echo.Context, in statusQuery) (map[string]flowStatus, error) {
	ctx := c.Request().Context()
	me, err := actorOf(ctx)
	if err != nil {
		return nil, err
	}
	table := in.TableName
	b, ok := e.bindings[table]
	if !ok {
		return nil, httpx.Fail("该业务未配置审批流程")
	}
	keys := crud.SplitIDs(in.IDs)
	if len(keys) > 1000 {
		return nil, httpx.Fail("一次最多查询1000条记录")
	}
	// Only the records the caller may list.
	if can, err := e.Can(ctx, b.Res.ListCode); err != nil {
		return nil, err
	} else if !can {
		return nil, httpx.ErrNoAuthz
	}
	idCol := b.Res.Fields[0].Column
	keys, err = b.Res.Store.Strings(ctx, e.Client, func(s *sql.Selector) {
		s.Where(sql.In(s.C(idCol), crud.Anys(keys)...))
	}, idCol)
	if err != nil {
		return nil, err
	}
	rows, err := e.Client.ActInstance.Query().Where(actinstance.TableName(table), actinstance.BusinessKeyIn(keys...)).
		Order(ent.Asc(actinstance.FieldCreateTime), ent.Asc(actinstance.FieldID)).All(ctx)
	if err != nil {
		return nil, err
	}
	out := map[string]flowStatus{}
	for _, r := range rows { // the latest wins
		out[r.BusinessKey] = flowStatus{ProcInstID: r.ID, Status: r.Status, StatusText: statusText[r.Status], NodeName: r.CurrentName,
			CanApply: r.Status == Returned || r.Status == Withdrawn, CanCancel: r.Status == Running && r.Applyer == me.username}
	}
	for k, v := range out {
		if v.CanCancel {
			acted, err := actedOn(ctx, e.Client, v.ProcInstID)
			if err != nil {
				return nil, err
			}
			v.CanCancel = !acted
			out[k] = v
		}
	}
	return out, nil
}

type recordQuery struct {
	ProcInstID string `query:"procInstId" doc:"流程实例编号"`
}

// recordVo is a business record as its list shows it: each listed field's
// label and text (a dictionary's text before its value).
type recordVo struct {
	Fields []recordField `json:"fields"`
}

type recordField struct {
	Label string `json:"label"`
	Text  string `json:"text"`
}

// recordOf shows the business record to whoever takes part in its flow.
func (e *Engine) recordOf(c *echo.Context, in recordQuery) (recordVo, error) {
	ctx := c.Request().Context()
	inst, err := e.visibleInstance(ctx, in.ProcInstID)
	if err != nil {
		return recordVo{}, err
	}
	b, ok := e.bindings[inst.TableName]
	if !ok {
		return recordVo{}, httpx.Fail("该业务未配置审批流程")
	}
	rec, err := e.record(ctx, e.Client, b.Res, inst.BusinessKey)
	if err != nil {
		return recordVo{}, err
	}
	fields := []recordField{}
	for _, f := range b.Res.Fields {
		if f.Secret || !f.List || f.Label == "" {
			continue
		}
		v, ok := rec[f.Name+"_dictText"]
		if !ok {
			v = rec[f.Name]
		}
		fields = append(fields, recordField{f.Label, text(v)})
	}
	return recordVo{fields}, nil
}

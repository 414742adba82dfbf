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
)

// A record's flow (/actBusiness, /actProcessIns): apply, withdraw, task actions, comments, instances, status.

func (e *Engine) apply(c *echo.Context) error {
	var b struct {
		TableName   string `json:"tableName"`
		BusinessKey string `json:"businessKey"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	id, err := e.Apply(c.Request().Context(), b.TableName, strings.TrimSpace(b.BusinessKey))
	if err != nil {
		return err
	}
	return httpx.OKMsg(c, "已提交审批", map[string]string{"procInstId": id})
}

func (e *Engine) cancel(c *echo.Context) error {
	var b struct {
		ProcInstID string `json:"procInstId"`
		Comment    string `json:"comment"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	if err := e.Cancel(c.Request().Context(), b.ProcInstID, b.Comment); err != nil {
		return err
	}
	return httpx.OKMsg(c, "已撤回", nil)
}

func (e *Engine) taskAction(kind string) echo.HandlerFunc {
	return func(c *echo.Context) error {
		var b struct {
			ID          string `json:"id"`
			Comment     string `json:"comment"`
			BackTaskKey string `json:"backTaskKey"`
			Username    string `json:"username"`
		}
		// A client's version (JeecgBoot sends none) is not needed: the action
		// claims the instance's version inside its transaction, and a task
		// still pending is the caller's to act on whatever others did since.
		if err := httpx.BindJSON(c, &b); err != nil {
			return err
		}
		ctx := c.Request().Context()
		var err error
		msg := "操作成功"
		switch kind {
		case "pass":
			err, msg = e.Pass(ctx, b.ID, b.Comment), "已同意"
		case "reject":
			err, msg = e.Reject(ctx, b.ID, b.Comment), "已驳回"
		case "back":
			err, msg = e.Back(ctx, b.ID, b.Comment), "已退回发起人"
		case "backToTask":
			err, msg = e.BackTo(ctx, b.ID, b.BackTaskKey, b.Comment), "已退回"
		case "delegate":
			err, msg = e.Delegate(ctx, b.ID, b.Username, b.Comment), "已转交"
		}
		if err != nil {
			return err
		}
		return httpx.OKMsg(c, msg, nil)
	}
}

func (e *Engine) comment(c *echo.Context) error {
	var b struct {
		ProcInstID string `json:"procInstId"`
		Comment    string `json:"comment"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	if err := e.Comment(c.Request().Context(), b.ProcInstID, b.Comment); err != nil {
		return err
	}
	return httpx.OKMsg(c, "已评论", nil)
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
	ID           string   `json:"id"`
	ProcDefID    string   `json:"procDefId"`
	ProcessName  string   `json:"processName"`
	Title        string   `json:"title"`
	TableName    string   `json:"tableName"`
	BusinessName string   `json:"businessName"`
	BusinessKey  string   `json:"businessKey"`
	BusinessURL  string   `json:"businessUrl"`
	Applyer      string   `json:"applyer"`
	ApplyerName  string   `json:"applyerName"`
	Status       string   `json:"status"`
	StatusText   string   `json:"statusText"`
	CurrentNode  string   `json:"currentNode"`
	Assignees    string   `json:"assignees"`
	CreateTime   any      `json:"createTime"`
	EndTime      any      `json:"endTime"`
	Version      int      `json:"version"`
	Tasks        []taskVo `json:"tasks,omitempty"`
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

func (e *Engine) instancePage(c *echo.Context, where ...predicate.ActInstance) error {
	ctx := c.Request().Context()
	no, size := httpx.Paging(c, maxPage)
	q := e.Client.ActInstance.Query().Where(where...)
	switch c.QueryParam("status") {
	case "running":
		q.Where(actinstance.Status(Running))
	case "finished":
		q.Where(actinstance.StatusNEQ(Running))
	case Approved, Rejected, Returned, Withdrawn:
		q.Where(actinstance.Status(c.QueryParam("status")))
	}
	if t := strings.TrimSpace(c.QueryParam("title")); t != "" {
		q.Where(actinstance.TitleContains(t))
	}
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return err
	}
	rows, err := q.Order(ent.Desc(actinstance.FieldCreateTime), ent.Desc(actinstance.FieldID)).
		Offset((no - 1) * size).Limit(size).All(ctx)
	if err != nil {
		return err
	}
	out, err := e.instanceVos(ctx, rows)
	if err != nil {
		return err
	}
	return httpx.OK(c, httpx.NewPage(out, total, no, size))
}

func (e *Engine) mine(c *echo.Context) error {
	me, err := actorOf(c.Request().Context())
	if err != nil {
		return err
	}
	return e.instancePage(c, actinstance.Applyer(me.username))
}

func (e *Engine) instances(c *echo.Context) error { return e.instancePage(c) }

func (e *Engine) instanceGet(c *echo.Context) error {
	ctx := c.Request().Context()
	inst, err := e.visibleInstance(ctx, c.QueryParam("id"))
	if err != nil {
		return err
	}
	vs, err := e.instanceVos(ctx, []*ent.ActInstance{inst})
	if err != nil {
		return err
	}
	open, err := e.Client.ActTask.Query().Where(acttask.InstanceID(inst.ID), acttask.Status(taskPending)).All(ctx)
	if err != nil {
		return err
	}
	vs[0].Tasks = e.taskVos(open, map[string]*ent.ActInstance{inst.ID: inst})
	return httpx.OK(c, vs[0])
}

// status answers, for a page of records, the latest flow of each and what
// the caller may do with it.
func (e *Engine) status(c *echo.Context) error {
	ctx := c.Request().Context()
	me, err := actorOf(ctx)
	if err != nil {
		return err
	}
	table := c.QueryParam("tableName")
	b, ok := e.bindings[table]
	if !ok {
		return httpx.Fail("该业务未配置审批流程")
	}
	keys := crud.SplitIDs(c.QueryParam("ids"))
	if len(keys) > 1000 {
		return httpx.Fail("一次最多查询1000条记录")
	}
	// Only the records the caller may list.
	if can, err := e.Can(ctx, b.Res.ListCode); err != nil {
		return err
	} else if !can {
		return httpx.ErrNoAuthz
	}
	idCol := b.Res.Fields[0].Column
	keys, err = b.Res.Store.Strings(ctx, e.Client, func(s *sql.Selector) {
		s.Where(sql.In(s.C(idCol), crud.Anys(keys)...))
	}, idCol)
	if err != nil {
		return err
	}
	rows, err := e.Client.ActInstance.Query().Where(actinstance.TableName(table), actinstance.BusinessKeyIn(keys...)).
		Order(ent.Asc(actinstance.FieldCreateTime), ent.Asc(actinstance.FieldID)).All(ctx)
	if err != nil {
		return err
	}
	type vo struct {
		ProcInstID string `json:"procInstId"`
		Status     string `json:"status"`
		StatusText string `json:"statusText"`
		NodeName   string `json:"nodeName"`
		CanApply   bool   `json:"canApply"`
		CanCancel  bool   `json:"canCancel"`
	}
	out := map[string]vo{}
	for _, r := range rows { // the latest wins
		out[r.BusinessKey] = vo{ProcInstID: r.ID, Status: r.Status, StatusText: statusText[r.Status], NodeName: r.CurrentName,
			CanApply: r.Status == Returned || r.Status == Withdrawn, CanCancel: r.Status == Running && r.Applyer == me.username}
	}
	for k, v := range out {
		if v.CanCancel {
			acted, err := actedOn(ctx, e.Client, v.ProcInstID)
			if err != nil {
				return err
			}
			v.CanCancel = !acted
			out[k] = v
		}
	}
	return httpx.OK(c, out)
}

// recordOf shows the business record to whoever takes part in its flow.
func (e *Engine) recordOf(c *echo.Context) error {
	ctx := c.Request().Context()
	inst, err := e.visibleInstance(ctx, c.QueryParam("procInstId"))
	if err != nil {
		return err
	}
	b, ok := e.bindings[inst.TableName]
	if !ok {
		return httpx.Fail("该业务未配置审批流程")
	}
	rec, err := e.record(ctx, e.Client, b.Res, inst.BusinessKey)
	if err != nil {
		return err
	}
	type field struct {
		Label string `json:"label"`
		Text  string `json:"text"`
	}
	fields := []field{}
	for _, f := range b.Res.Fields {
		if f.Secret || !f.List || f.Label == "" {
			continue
		}
		v, ok := rec[f.Name+"_dictText"]
		if !ok {
			v = rec[f.Name]
		}
		fields = append(fields, field{f.Label, text(v)})
	}
	return httpx.OK(c, map[string]any{"fields": fields})
}

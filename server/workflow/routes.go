package workflow

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strconv"
	"strings"

	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/acthistory"
	"aqueduct/ent/actinstance"
	"aqueduct/ent/actmodel"
	"aqueduct/ent/actmodelversion"
	"aqueduct/ent/acttask"
	"aqueduct/ent/predicate"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/perm"
	"aqueduct/server/query"
)

// Permission codes of the hand-written pages.
const (
	ModelList    = "act:model:list"
	ModelEdit    = "act:model:edit"
	InstanceList = "act:instance:list"
)

// Menus are the 流程中心 rows, registered on every start.
var Menus = []perm.Menu{
	{ID: "m-workflow", Name: "流程中心", URL: "/workflow", Component: "layouts/RouteView", Redirect: "/workflow/todo", Icon: "apartment", Type: perm.TypeTopMenu, Order: 60},
	{ID: "m-wf-todo", Parent: "m-workflow", Name: "我的待办", URL: "/workflow/todo", Component: "workflow/TodoList", Icon: "schedule", Type: perm.TypeSubMenu, Order: 1, Leaf: true},
	{ID: "m-wf-done", Parent: "m-workflow", Name: "已办", URL: "/workflow/done", Component: "workflow/DoneList", Icon: "check-circle", Type: perm.TypeSubMenu, Order: 2, Leaf: true},
	{ID: "m-wf-mine", Parent: "m-workflow", Name: "我的申请", URL: "/workflow/mine", Component: "workflow/MyApplyList", Icon: "solution", Type: perm.TypeSubMenu, Order: 3, Leaf: true},
	{ID: "m-wf-instance", Parent: "m-workflow", Name: "流程实例", URL: "/workflow/instance", Component: "workflow/ProcessInstanceList", Icon: "deployment-unit", Perms: InstanceList, Type: perm.TypeSubMenu, Order: 4, Leaf: true},
	{ID: "m-wf-model", Parent: "m-workflow", Name: "流程模型", URL: "/workflow/model", Component: "workflow/ProcessModelList", Icon: "partition", Perms: ModelList, Type: perm.TypeSubMenu, Order: 5},
	{ID: "b-wf-model-edit", Parent: "m-wf-model", Name: "设计与发布", Perms: ModelEdit, Type: perm.TypeButton, Order: 1, Leaf: true},
}

// EveryoneMenus are the rows every demo role holds (to-do, done, mine).
var EveryoneMenus = []string{"m-workflow", "m-wf-todo", "m-wf-done", "m-wf-mine"}

// Routes serves JeecgBoot's workflow paths.
func (e *Engine) Routes(r *httpx.Routes) {
	r.GET("/actProcess/listData", ModelList, e.modelList)
	r.GET("/actProcess/queryById", ModelList, e.modelGet)
	r.GET("/actProcess/versions", ModelList, e.modelVersions)
	r.GET("/actProcess/businessTypes", ModelList, e.businessTypes)
	r.POST("/actProcess/add", ModelEdit, e.modelAdd)
	r.PUT("/actProcess/edit", ModelEdit, e.modelEdit)
	r.POST("/actProcess/publish", ModelEdit, e.modelPublish)
	r.DELETE("/actProcess/delete", ModelEdit, e.modelDelete)

	r.POST("/actBusiness/apply", httpx.LoggedIn, e.apply)
	r.POST("/actBusiness/cancel", httpx.LoggedIn, e.cancel)
	r.GET("/actBusiness/status", httpx.LoggedIn, e.status)
	r.GET("/actBusiness/listData", httpx.LoggedIn, e.mine)
	r.GET("/actBusiness/record", httpx.LoggedIn, e.recordOf)
	r.GET("/actProcessIns/list", InstanceList, e.instances)
	r.GET("/actProcessIns/queryById", httpx.LoggedIn, e.instanceGet)

	r.GET("/actTask/todoList", httpx.LoggedIn, e.todoList)
	r.GET("/actTask/todoCounts", httpx.LoggedIn, e.todoCounts)
	r.GET("/actTask/doneList", httpx.LoggedIn, e.doneList)
	r.GET("/actTask/historicFlow/:id", httpx.LoggedIn, e.historicFlow)
	r.GET("/actTask/getBackList/:id", httpx.LoggedIn, e.backList)
	r.POST("/actTask/pass", httpx.LoggedIn, e.taskAction("pass"))
	r.POST("/actTask/reject", httpx.LoggedIn, e.taskAction("reject"))
	r.POST("/actTask/back", httpx.LoggedIn, e.taskAction("back"))
	r.POST("/actTask/backToTask", httpx.LoggedIn, e.taskAction("backToTask"))
	r.POST("/actTask/delegate", httpx.LoggedIn, e.taskAction("delegate"))
	r.POST("/actTask/comment", httpx.LoggedIn, e.comment)
}

// ---- models ----

type modelVo struct {
	ID            string          `json:"id"`
	Name          string          `json:"name"`
	TableName     string          `json:"tableName"`
	BusinessName  string          `json:"businessName"`
	TitleTemplate string          `json:"titleTemplate"`
	Description   string          `json:"description"`
	Version       int             `json:"version"`
	Published     bool            `json:"published"`
	CreateTime    any             `json:"createTime"`
	UpdateTime    any             `json:"updateTime"`
	UpdateBy      string          `json:"updateBy"`
	Tree          json.RawMessage `json:"tree,omitempty"`
}

func hashOf(tree string) string {
	h := sha256.Sum256([]byte(tree))
	return hex.EncodeToString(h[:])
}

func (e *Engine) modelVo(m *ent.ActModel, withTree bool) modelVo {
	v := modelVo{ID: m.ID, Name: m.Name, TableName: m.TableName, TitleTemplate: m.TitleTemplate, Description: m.Description,
		Version: m.Version, Published: m.Version > 0 && m.PublishedTreeHash == hashOf(m.Tree),
		CreateTime: m.CreateTime, UpdateTime: m.UpdateTime, UpdateBy: m.UpdateBy}
	if b, ok := e.bindings[m.TableName]; ok {
		v.BusinessName = b.Res.Title
	}
	if withTree {
		v.Tree = json.RawMessage(m.Tree)
	}
	return v
}

type page[T any] struct {
	Records []T `json:"records"`
	Total   int `json:"total"`
	Size    int `json:"size"`
	Current int `json:"current"`
	Pages   int `json:"pages"`
}

// paging reads pageNo and pageSize (1..100, default 10).
func paging(c *echo.Context) (no, size int) {
	no, _ = strconv.Atoi(c.QueryParam("pageNo"))
	size, _ = strconv.Atoi(c.QueryParam("pageSize"))
	if no < 1 {
		no = 1
	}
	if size < 1 {
		size = 10
	}
	return no, min(size, 100)
}

func pageOf[T any](records []T, total, no, size int) page[T] {
	if records == nil {
		records = []T{}
	}
	return page[T]{records, total, size, no, (total + size - 1) / size}
}

func (e *Engine) modelList(c *echo.Context) error {
	ctx := c.Request().Context()
	no, size := paging(c)
	q := e.Client.ActModel.Query()
	if name := strings.TrimSpace(c.QueryParam("name")); name != "" {
		q.Where(actmodel.NameContains(name))
	}
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return err
	}
	rows, err := q.Order(ent.Desc(actmodel.FieldCreateTime), ent.Desc(actmodel.FieldID)).Offset((no - 1) * size).Limit(size).All(ctx)
	if err != nil {
		return err
	}
	out := make([]modelVo, len(rows))
	for i, m := range rows {
		out[i] = e.modelVo(m, false)
	}
	return httpx.OK(c, pageOf(out, total, no, size))
}

func (e *Engine) model(ctx context.Context, id string) (*ent.ActModel, error) {
	m, err := e.Client.ActModel.Get(ctx, strings.TrimSpace(id))
	if ent.IsNotFound(err) {
		return nil, httpx.Fail("流程模型不存在")
	}
	return m, err
}

func (e *Engine) modelGet(c *echo.Context) error {
	m, err := e.model(c.Request().Context(), c.QueryParam("id"))
	if err != nil {
		return err
	}
	return httpx.OK(c, e.modelVo(m, true))
}

func (e *Engine) modelVersions(c *echo.Context) error {
	ctx := c.Request().Context()
	m, err := e.model(ctx, c.QueryParam("id"))
	if err != nil {
		return err
	}
	vs, err := e.Client.ActModelVersion.Query().Where(actmodelversion.ModelID(m.ID)).
		Order(ent.Desc(actmodelversion.FieldVersion)).All(ctx)
	if err != nil {
		return err
	}
	type vo struct {
		ID         string `json:"id"`
		Version    int    `json:"version"`
		CreateTime any    `json:"createTime"`
		CreateBy   string `json:"createBy"`
	}
	out := make([]vo, len(vs))
	for i, v := range vs {
		out[i] = vo{v.ID, v.Version, v.CreateTime, v.CreateBy}
	}
	return httpx.OK(c, out)
}

type fieldVo struct {
	Name    string     `json:"name"`
	Label   string     `json:"label"`
	Kind    string     `json:"kind"`
	Options []optionVo `json:"options,omitempty"`
}

type optionVo struct {
	Value string `json:"value"`
	Text  string `json:"text"`
}

func (e *Engine) businessTypes(c *echo.Context) error {
	ctx := c.Request().Context()
	type vo struct {
		TableName string    `json:"tableName"`
		Name      string    `json:"name"`
		URL       string    `json:"url"`
		Fields    []fieldVo `json:"fields"`
	}
	out := []vo{}
	for _, t := range e.order {
		r := e.bindings[t].Res
		v := vo{TableName: t, Name: r.Title, URL: r.URL, Fields: []fieldVo{}}
		for _, f := range r.Fields {
			if f.Secret || !f.List && !f.Form || f.Label == "" {
				continue
			}
			fv := fieldVo{Name: f.Name, Label: f.Label, Kind: kindOf(f)}
			if f.Dict != "" && !strings.Contains(f.Dict, ",") {
				items, err := e.Res.Dicts.Items(ctx, f.Dict)
				if err != nil {
					return err
				}
				for _, it := range items {
					fv.Options = append(fv.Options, optionVo{it.Value, it.Text})
				}
			}
			v.Fields = append(v.Fields, fv)
		}
		out = append(out, v)
	}
	return httpx.OK(c, out)
}

func kindOf(f crud.Field) string {
	switch f.Kind {
	case query.Int, query.Float, query.Money:
		return "number"
	case query.Date, query.Time:
		return "date"
	}
	return "string"
}

type modelBody struct {
	ID            string          `json:"id"`
	Name          string          `json:"name"`
	TableName     string          `json:"tableName"`
	TitleTemplate string          `json:"titleTemplate"`
	Description   string          `json:"description"`
	Tree          json.RawMessage `json:"tree"`
}

// check reads a model's fields; the tree must parse (validate is for publish).
func (e *Engine) check(b *modelBody, r *crud.Resource) (string, error) {
	b.Name, b.TitleTemplate, b.Description = strings.TrimSpace(b.Name), strings.TrimSpace(b.TitleTemplate), strings.TrimSpace(b.Description)
	switch {
	case b.Name == "" || len([]rune(b.Name)) > 100:
		return "", httpx.Fail("请填写流程名称（不超过100个字）")
	case len([]rune(b.TitleTemplate)) > 200:
		return "", httpx.Fail("标题模板不能超过200个字")
	case len([]rune(b.Description)) > 500:
		return "", httpx.Fail("描述不能超过500个字")
	case len(b.Tree) > 256<<10:
		return "", httpx.Fail("流程图过大")
	}
	for _, m := range placeholder.FindAllStringSubmatch(b.TitleTemplate, -1) {
		if _, _, ok := r.Field(m[1]); !ok {
			return "", httpx.Failf("标题模板中的字段 %s 不存在", m[1])
		}
	}
	if len(b.Tree) == 0 || string(b.Tree) == "null" {
		return encodeTree(defaultTree()), nil
	}
	tree, err := parseTree(b.Tree)
	if err != nil {
		return "", err
	}
	return encodeTree(tree), nil
}

func (e *Engine) modelAdd(c *echo.Context) error {
	ctx := c.Request().Context()
	var b modelBody
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	bind, ok := e.bindings[b.TableName]
	if !ok {
		return httpx.Fail("请选择业务类型")
	}
	tree, err := e.check(&b, bind.Res)
	if err != nil {
		return err
	}
	if has, err := e.Client.ActModel.Query().Where(actmodel.TableName(b.TableName)).Exist(ctx); err != nil {
		return err
	} else if has {
		return httpx.Failf("「%s」已有流程模型，请修改原模型", bind.Res.Title)
	}
	m, err := e.Client.ActModel.Create().SetName(b.Name).SetTableName(b.TableName).SetTitleTemplate(b.TitleTemplate).
		SetDescription(b.Description).SetTree(tree).Save(ctx)
	if err != nil {
		return err
	}
	return httpx.OKMsg(c, "添加成功！", e.modelVo(m, true))
}

func (e *Engine) modelEdit(c *echo.Context) error {
	ctx := c.Request().Context()
	var b modelBody
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	m, err := e.model(ctx, b.ID)
	if err != nil {
		return err
	}
	bind, ok := e.bindings[m.TableName]
	if !ok {
		return httpx.Fail("该业务未配置审批流程")
	}
	if len(b.Tree) == 0 {
		b.Tree = json.RawMessage(m.Tree)
	}
	tree, err := e.check(&b, bind.Res)
	if err != nil {
		return err
	}
	m, err = e.Client.ActModel.UpdateOne(m).SetName(b.Name).SetTitleTemplate(b.TitleTemplate).
		SetDescription(b.Description).SetTree(tree).Save(ctx)
	if err != nil {
		return err
	}
	return httpx.OKMsg(c, "保存成功！", e.modelVo(m, true))
}

func (e *Engine) modelPublish(c *echo.Context) error {
	ctx := c.Request().Context()
	var b struct {
		ID string `json:"id"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	var version int
	err := e.inTx(ctx, func(tx *ent.Client) (outcome, error) {
		m, err := tx.ActModel.Get(ctx, b.ID)
		if ent.IsNotFound(err) {
			return outcome{}, httpx.Fail("流程模型不存在")
		}
		if err != nil {
			return outcome{}, err
		}
		bind, ok := e.bindings[m.TableName]
		if !ok {
			return outcome{}, httpx.Fail("该业务未配置审批流程")
		}
		tree, err := parseTree([]byte(m.Tree))
		if err != nil {
			return outcome{}, err
		}
		if err := validate(tree, bind.Res); err != nil {
			return outcome{}, err
		}
		// The version in the WHERE: two publishes at once make one version each.
		n, err := tx.ActModel.Update().Where(actmodel.ID(m.ID), actmodel.Version(m.Version)).
			SetVersion(m.Version + 1).SetPublishedTreeHash(hashOf(m.Tree)).Save(ctx)
		if err != nil {
			return outcome{}, err
		}
		if n == 0 {
			return outcome{}, errConflict
		}
		version = m.Version + 1
		return outcome{}, tx.ActModelVersion.Create().SetModelID(m.ID).SetVersion(version).SetName(m.Name).
			SetTableName(m.TableName).SetTitleTemplate(m.TitleTemplate).SetTree(encodeTree(tree)).Exec(ctx)
	})
	if err != nil {
		return err
	}
	return httpx.OKMsg(c, "发布成功！版本 "+strconv.Itoa(version), map[string]int{"version": version})
}

func (e *Engine) modelDelete(c *echo.Context) error {
	ctx := c.Request().Context()
	m, err := e.model(ctx, c.QueryParam("id"))
	if err != nil {
		return err
	}
	if busy, err := e.Client.ActInstance.Query().Where(actinstance.ModelID(m.ID), actinstance.Status(Running)).Exist(ctx); err != nil {
		return err
	} else if busy {
		return httpx.Fail("流程有运行中的实例，不能删除")
	}
	// Versions stay for the finished instances' timelines.
	if err := e.Client.ActModel.DeleteOne(m).Exec(ctx); err != nil {
		return err
	}
	return httpx.OKMsg(c, "删除成功!", nil)
}

// ---- runtime ----

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
	no, size := paging(c)
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
	return httpx.OK(c, pageOf(out, total, no, size))
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
	where, err := e.Res.RowFilter(ctx, b.Res)
	if err != nil {
		return err
	}
	idCol := b.Res.Fields[0].Column
	keys, err = b.Res.Store.Strings(ctx, e.Client, func(s *sql.Selector) {
		s.Where(sql.In(s.C(idCol), crud.Anys(keys)...))
		if where != nil {
			where(s)
		}
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

// ---- tasks ----

type taskVo struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	NodeID       string `json:"nodeId"`
	ProcDefID    string `json:"procDefId"`
	ProcInstID   string `json:"procInstId"`
	Applyer      string `json:"applyer"`
	ApplyerName  string `json:"applyerName"`
	ProcessName  string `json:"processName"`
	Title        string `json:"title"`
	BusinessKey  string `json:"businessKey"`
	TableName    string `json:"tableName"`
	BusinessName string `json:"businessName"`
	BusinessURL  string `json:"businessUrl"`
	Assignee     string `json:"assignee"`
	AssigneeName string `json:"assigneeName"`
	CreateTime   any    `json:"createTime"`
	EndTime      any    `json:"endTime"`
	Priority     int    `json:"priority"`
	Status       string `json:"status"`
	StatusText   string `json:"statusText"`
	Version      int    `json:"version"`
	Comment      string `json:"comment"`
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

func (e *Engine) todoList(c *echo.Context) error {
	ctx := c.Request().Context()
	me, err := actorOf(ctx)
	if err != nil {
		return err
	}
	q := e.Client.ActTask.Query().Where(acttask.Assignee(me.username), acttask.Status(taskPending))
	if t := strings.TrimSpace(c.QueryParam("title")); t != "" {
		q.Where(titleContains(t))
	}
	ts, err := q.Order(ent.Desc(acttask.FieldCreateTime), ent.Desc(acttask.FieldID)).Limit(maxTodo).All(ctx)
	if err != nil {
		return err
	}
	out, err := e.withInstances(ctx, ts)
	if err != nil {
		return err
	}
	return httpx.OK(c, out)
}

func (e *Engine) todoCounts(c *echo.Context) error {
	ctx := c.Request().Context()
	me, err := actorOf(ctx)
	if err != nil {
		return err
	}
	ts, err := e.Client.ActTask.Query().Where(acttask.Assignee(me.username), acttask.Status(taskPending)).
		Select(acttask.FieldInstanceID).Strings(ctx)
	if err != nil {
		return err
	}
	type item struct {
		TableName   string `json:"tableName"`
		ProcessName string `json:"processName"`
		Count       int    `json:"count"`
	}
	items := []item{}
	if len(ts) > 0 {
		rows, err := e.Client.ActInstance.Query().Where(actinstance.IDIn(ts...)).All(ctx)
		if err != nil {
			return err
		}
		at := map[string]int{}
		for _, r := range rows {
			i, ok := at[r.TableName]
			if !ok {
				i = len(items)
				at[r.TableName] = i
				items = append(items, item{TableName: r.TableName, ProcessName: r.ProcessName})
			}
			items[i].Count++
		}
	}
	return httpx.OK(c, map[string]any{"total": len(ts), "items": items})
}

func (e *Engine) doneList(c *echo.Context) error {
	ctx := c.Request().Context()
	me, err := actorOf(ctx)
	if err != nil {
		return err
	}
	no, size := paging(c)
	q := e.Client.ActTask.Query().Where(acttask.Assignee(me.username),
		acttask.StatusIn(taskApproved, taskRejected, taskReturned, taskTransferred))
	if t := strings.TrimSpace(c.QueryParam("title")); t != "" {
		q.Where(titleContains(t))
	}
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return err
	}
	ts, err := q.Order(ent.Desc(acttask.FieldEndTime), ent.Desc(acttask.FieldID)).Offset((no - 1) * size).Limit(size).All(ctx)
	if err != nil {
		return err
	}
	out, err := e.withInstances(ctx, ts)
	if err != nil {
		return err
	}
	return httpx.OK(c, pageOf(out, total, no, size))
}

func (e *Engine) historicFlow(c *echo.Context) error {
	ctx := c.Request().Context()
	inst, err := e.visibleInstance(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	hs, err := e.Client.ActHistory.Query().Where(acthistory.InstanceID(inst.ID)).
		Order(ent.Asc(acthistory.FieldCreateTime), ent.Asc(acthistory.FieldID)).All(ctx)
	if err != nil {
		return err
	}
	type vo struct {
		ID           string `json:"id"`
		NodeID       string `json:"nodeId"`
		Name         string `json:"name"`
		Assignee     string `json:"assignee"`
		AssigneeName string `json:"assigneeName"`
		Action       string `json:"action"`
		ActionText   string `json:"actionText"`
		Comment      string `json:"comment"`
		CreateTime   any    `json:"createTime"`
	}
	out := make([]vo, len(hs))
	for i, h := range hs {
		out[i] = vo{h.ID, h.NodeID, h.NodeName, h.Username, h.Realname, h.Action, actionText[h.Action], h.Comment, h.CreateTime}
	}
	return httpx.OK(c, out)
}

func (e *Engine) backList(c *echo.Context) error {
	ctx := c.Request().Context()
	inst, err := e.visibleInstance(ctx, c.Param("id"))
	if err != nil {
		return err
	}
	ver, err := e.Client.ActModelVersion.Get(ctx, inst.VersionID)
	if err != nil {
		return err
	}
	tree, err := parseTree([]byte(ver.Tree))
	if err != nil {
		return err
	}
	passed, err := e.passed(ctx, e.Client, inst.ID, tree)
	if err != nil {
		return err
	}
	type vo struct {
		Key  string `json:"key"`
		Name string `json:"name"`
	}
	out := []vo{{"applicant", inst.ApplyerName}}
	for _, n := range passed {
		if n.ID != inst.CurrentNode {
			out = append(out, vo{n.ID, n.Name})
		}
	}
	return httpx.OK(c, out)
}

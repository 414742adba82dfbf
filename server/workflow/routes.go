package workflow

import (
	"aqueduct/server/httpx"
	"aqueduct/server/perm"
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

// Routes serves JeecgBoot's workflow paths, each typed by what it reads and
// answers; a write answers its own message (已同意, 添加成功！), which a
// handler returns beside its error: a refusal answers the error's.
func (e *Engine) Routes(r *httpx.Routes) {
	httpx.Get(r, "/actProcess/listData", ModelList, "流程模型列表", e.modelList)
	httpx.Get(r, "/actProcess/queryById", ModelList, "按编号查询流程模型（含节点）", e.modelGet)
	httpx.Get(r, "/actProcess/versions", ModelList, "流程模型的已发布版本", e.modelVersions)
	httpx.Get(r, "/actProcess/businessTypes", ModelList, "可绑定流程的业务类型", e.businessTypes)
	httpx.Post(r, "/actProcess/add", ModelEdit, "添加流程模型", e.modelAdd)
	httpx.Put(r, "/actProcess/edit", ModelEdit, "编辑流程模型", e.modelEdit)
	httpx.Post(r, "/actProcess/publish", ModelEdit, "发布流程模型（生成新版本）", e.modelPublish)
	httpx.Delete(r, "/actProcess/delete", ModelEdit, "删除流程模型", e.modelDelete)

	httpx.Post(r, "/actBusiness/apply", httpx.LoggedIn, "提交业务记录的审批流程", e.apply)
	httpx.Post(r, "/actBusiness/cancel", httpx.LoggedIn, "撤回本人提交的审批", e.cancel)
	httpx.Get(r, "/actBusiness/status", httpx.LoggedIn, "业务记录的审批状态", e.status)
	httpx.Get(r, "/actBusiness/listData", httpx.LoggedIn, "我发起的审批", e.mine)
	httpx.Get(r, "/actBusiness/record", httpx.LoggedIn, "审批对应的业务记录", e.recordOf)
	httpx.Get(r, "/actProcessIns/list", InstanceList, "流程实例列表", e.instances)
	httpx.Get(r, "/actProcessIns/queryById", httpx.LoggedIn, "按编号查询流程实例（所见者）", e.instanceGet)

	httpx.Get(r, "/actTask/todoList", httpx.LoggedIn, "我的待办任务", e.todoList)
	httpx.Get(r, "/actTask/todoCounts", httpx.LoggedIn, "我的待办数量（按业务类型）", e.todoCounts)
	httpx.Get(r, "/actTask/doneList", httpx.LoggedIn, "我的已办任务", e.doneList)
	httpx.Get(r, "/actTask/historicFlow/:id", httpx.LoggedIn, "流程实例的审批历史", e.historicFlow)
	httpx.Get(r, "/actTask/getBackList/:id", httpx.LoggedIn, "任务可驳回到的节点", e.backList)
	httpx.Post(r, "/actTask/pass", httpx.LoggedIn, "审批通过", e.pass)
	httpx.Post(r, "/actTask/reject", httpx.LoggedIn, "审批拒绝（流程结束）", e.reject)
	httpx.Post(r, "/actTask/back", httpx.LoggedIn, "驳回到发起人", e.back)
	httpx.Post(r, "/actTask/backToTask", httpx.LoggedIn, "驳回到指定节点", e.backToTask)
	httpx.Post(r, "/actTask/delegate", httpx.LoggedIn, "委托他人办理", e.delegate)
	httpx.Post(r, "/actTask/comment", httpx.LoggedIn, "为任务添加意见", e.comment)
}

// idQuery names a model or an instance by its id.
type idQuery struct {
	ID string `query:"id" doc:"编号"`
}

// maxPage is the largest page the flow lists answer.
const maxPage = 100

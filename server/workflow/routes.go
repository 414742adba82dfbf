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

// Routes serves JeecgBoot's workflow paths.
func (e *Engine) Routes(r *httpx.Routes) {
	r.GET("/actProcess/listData", ModelList, e.modelList).Doc(httpx.Doc{Summary: "流程模型列表"})
	r.GET("/actProcess/queryById", ModelList, e.modelGet).Doc(httpx.Doc{Summary: "按编号查询流程模型（含节点）"})
	r.GET("/actProcess/versions", ModelList, e.modelVersions).Doc(httpx.Doc{Summary: "流程模型的已发布版本"})
	r.GET("/actProcess/businessTypes", ModelList, e.businessTypes).Doc(httpx.Doc{Summary: "可绑定流程的业务类型"})
	r.POST("/actProcess/add", ModelEdit, e.modelAdd).Doc(httpx.Doc{Summary: "添加流程模型"})
	r.PUT("/actProcess/edit", ModelEdit, e.modelEdit).Doc(httpx.Doc{Summary: "编辑流程模型"})
	r.POST("/actProcess/publish", ModelEdit, e.modelPublish).Doc(httpx.Doc{Summary: "发布流程模型（生成新版本）"})
	r.DELETE("/actProcess/delete", ModelEdit, e.modelDelete).Doc(httpx.Doc{Summary: "删除流程模型"})

	r.POST("/actBusiness/apply", httpx.LoggedIn, e.apply).Doc(httpx.Doc{Summary: "提交业务记录的审批流程"})
	r.POST("/actBusiness/cancel", httpx.LoggedIn, e.cancel).Doc(httpx.Doc{Summary: "撤回本人提交的审批"})
	r.GET("/actBusiness/status", httpx.LoggedIn, e.status).Doc(httpx.Doc{Summary: "业务记录的审批状态"})
	r.GET("/actBusiness/listData", httpx.LoggedIn, e.mine).Doc(httpx.Doc{Summary: "我发起的审批"})
	r.GET("/actBusiness/record", httpx.LoggedIn, e.recordOf).Doc(httpx.Doc{Summary: "审批对应的业务记录"})
	r.GET("/actProcessIns/list", InstanceList, e.instances).Doc(httpx.Doc{Summary: "流程实例列表"})
	r.GET("/actProcessIns/queryById", httpx.LoggedIn, e.instanceGet).Doc(httpx.Doc{Summary: "按编号查询流程实例（所见者）"})

	r.GET("/actTask/todoList", httpx.LoggedIn, e.todoList).Doc(httpx.Doc{Summary: "我的待办任务"})
	r.GET("/actTask/todoCounts", httpx.LoggedIn, e.todoCounts).Doc(httpx.Doc{Summary: "我的待办数量（按业务类型）"})
	r.GET("/actTask/doneList", httpx.LoggedIn, e.doneList).Doc(httpx.Doc{Summary: "我的已办任务"})
	r.GET("/actTask/historicFlow/:id", httpx.LoggedIn, e.historicFlow).Doc(httpx.Doc{Summary: "流程实例的审批历史"})
	r.GET("/actTask/getBackList/:id", httpx.LoggedIn, e.backList).Doc(httpx.Doc{Summary: "任务可驳回到的节点"})
	r.POST("/actTask/pass", httpx.LoggedIn, e.taskAction("pass")).Doc(httpx.Doc{Summary: "审批通过"})
	r.POST("/actTask/reject", httpx.LoggedIn, e.taskAction("reject")).Doc(httpx.Doc{Summary: "审批拒绝（流程结束）"})
	r.POST("/actTask/back", httpx.LoggedIn, e.taskAction("back")).Doc(httpx.Doc{Summary: "驳回到发起人"})
	r.POST("/actTask/backToTask", httpx.LoggedIn, e.taskAction("backToTask")).Doc(httpx.Doc{Summary: "驳回到指定节点"})
	r.POST("/actTask/delegate", httpx.LoggedIn, e.taskAction("delegate")).Doc(httpx.Doc{Summary: "委托他人办理"})
	r.POST("/actTask/comment", httpx.LoggedIn, e.comment).Doc(httpx.Doc{Summary: "为任务添加意见"})
}

// maxPage is the largest page the flow lists answer.
const maxPage = 100

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

// maxPage is the largest page the flow lists answer.
const maxPage = 100

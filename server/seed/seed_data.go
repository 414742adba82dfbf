package seed

import (
	"aqueduct/server/fillrule"
	"aqueduct/server/jobs"
)

// menu is a sys_permission row of the built-in menus and buttons.
type menu struct {
	id, parent, name, url, component, componentName, redirect, icon, perms string
	menuType                                                               int
	sort                                                                   float64
	hidden, alwaysShow, keepAlive                                          bool
}

// systemMenus keep JeecgBoot 2.4's paths, route and component names so an
// existing front end finds its views.
var systemMenus = []menu{
	{id: "m-dashboard", name: "首页", url: "/dashboard/analysis", component: "dashboard/Analysis", icon: "home", sort: 0},
	// 首页's visit statistics button (b-dashboard-visits) is server/dashboard's Buttons.
	// 项目总览: the project watched as a whole. Their pages are the UI's own routes; their figures
	// come from the list permissions of what they count (server/dashboard), not from these rows.
	{id: "m-overview", name: "项目总览", url: "/overview", component: "layouts/RouteView", icon: "desktop", sort: 5},
	{id: "m-overview-screen", parent: "m-overview", name: "首页大屏", url: "/home/dashboard", component: "home/DashboardScreen", icon: "fund-projection-screen", menuType: 1, sort: 1},
	{id: "m-overview-map", parent: "m-overview", name: "地图", url: "/home/map", component: "home/MapPage", icon: "environment", menuType: 1, sort: 2},
	{id: "m-overview-video", parent: "m-overview", name: "视频监控", url: "/analysis/video", component: "video/VideoPage", icon: "video-camera", menuType: 1, sort: 3},
	{id: "m-isystem", name: "系统管理", url: "/isystem", component: "layouts/RouteView", redirect: "/isystem/user", icon: "setting", sort: 90},
	{id: "m-permission", parent: "m-isystem", name: "菜单管理", url: "/isystem/permission", component: "system/PermissionList", icon: "menu", perms: "system:permission:list", menuType: 1, sort: 3},
	{id: "m-mydepart", parent: "m-isystem", name: "我的部门", url: "/isystem/departUserList", component: "system/DepartUserList", icon: "team", menuType: 1, sort: 4.5},
	{id: "m-setup", name: "系统设置", url: "/cmis/setup", component: "layouts/RouteView", icon: "control", sort: 10},
	{id: "m-quality", name: "质量管理", url: "/cmis/quality", component: "layouts/RouteView", icon: "audit", sort: 30},
	{id: "m-safety", name: "安全管理", url: "/cmis/safety", component: "layouts/RouteView", icon: "safety", sort: 35},
	{id: "m-env", name: "环保水保", url: "/cmis/env", component: "layouts/RouteView", icon: "environment", sort: 37},
	{id: "m-equipment", name: "设备管理", url: "/cmis/equipment", component: "layouts/RouteView", icon: "tool", sort: 40},
	{id: "m-contract", name: "合同管理", url: "/cmis/contract", component: "layouts/RouteView", icon: "file-protect", sort: 50},
	{id: "m-invest", name: "投资管理", url: "/cmis/invest", component: "layouts/RouteView", icon: "fund", sort: 52},
	{id: "m-settle", name: "结算管理", url: "/cmis/settle", component: "layouts/RouteView", icon: "account-book", sort: 54},
	{id: "m-design", name: "设计管理", url: "/cmis/design", component: "layouts/RouteView", icon: "build", sort: 56},
	{id: "m-daily", name: "日常管理", url: "/cmis/dailymanage", component: "layouts/RouteView", icon: "calendar", sort: 58},
	{id: "m-daily-calendar", parent: "m-daily", name: "日志日历", url: "/cmis/dailymanage/CmisManagementDailyCalender", component: "cmis/dailymanage/CmisManagementDailyCalender", icon: "calendar", perms: "dailymanage:cmisManagementDaily:list", menuType: 1, sort: 2.5},
	{id: "m-progress", name: "进度管理", url: "/cmis/progress", component: "layouts/RouteView", icon: "schedule", sort: 20},
	{id: "m-progress-gantt", parent: "m-progress", name: "进度横道图", url: "/cmis/progress/gantt", component: "cmis/progress/ProgressGantt", icon: "bar-chart", perms: "progress:cmisProgressPlan:list", menuType: 1, sort: 1.5},
	{id: "m-monitor", name: "系统监控", url: "/monitor", component: "layouts/RouteView", redirect: "/isystem/log", icon: "dashboard", sort: 95},
	{id: "m-log", parent: "m-monitor", name: "系统日志", url: "/isystem/log", component: "system/LogList", icon: "file-text", perms: "system:log:list", menuType: 1, sort: 1},
	{id: "m-datalog", parent: "m-monitor", name: "数据日志", url: "/isystem/dataLog", component: "system/DataLogList", icon: "database", perms: "system:dataLog:list", menuType: 1, sort: 1.5},
	// 性能监控: JeecgBoot 2.4.2's pages and components, answered by server/monitor (its perms are the
	// routes' codes). 2.4.2 gives the folder the url /monitor, which 系统监控 holds here: /monitor/performance.
	{id: "m-perfmon", parent: "m-monitor", name: "性能监控", url: "/monitor/performance", component: "layouts/RouteView", icon: "line-chart", menuType: 1, sort: 3},
	{id: "m-perfmon-redis", parent: "m-perfmon", name: "Redis监控", url: "/monitor/redis/info", component: "modules/monitor/RedisInfo", icon: "dashboard", perms: "monitor:redis:info", menuType: 1, sort: 1},
	{id: "m-perfmon-system", parent: "m-perfmon", name: "服务器信息", url: "/monitor/SystemInfo", component: "modules/monitor/SystemInfo", icon: "desktop", perms: "monitor:system:info", menuType: 1, sort: 2},
	{id: "m-perfmon-jvm", parent: "m-perfmon", name: "JVM信息", url: "/monitor/JvmInfo", component: "modules/monitor/JvmInfo", icon: "monitor", perms: "monitor:jvm:info", menuType: 1, sort: 3},
	{id: "m-perfmon-tomcat", parent: "m-perfmon", name: "Tomcat信息", url: "/monitor/TomcatInfo", component: "modules/monitor/TomcatInfo", icon: "team", perms: "monitor:tomcat:info", menuType: 1, sort: 4},
	{id: "m-perfmon-trace", parent: "m-perfmon", name: "请求追踪", url: "/monitor/HttpTrace", component: "modules/monitor/HttpTrace", icon: "file-search", perms: "monitor:httptrace:list", menuType: 1, sort: 5},
	{id: "m-perfmon-disk", parent: "m-perfmon", name: "磁盘监控", url: "/monitor/Disk", component: "modules/monitor/DiskMonitoring", icon: "pie-chart", perms: "monitor:disk:info", menuType: 1, sort: 6},
	// 接口文档: the API reference of every route (server/apidoc), opened as JeecgBoot opens its knife4j page.
	{id: "m-apidoc", parent: "m-monitor", name: "接口文档", url: "{{ window._CONFIG['domianURL'] }}/doc.html", component: "layouts/IframePageView", icon: "api", perms: "monitor:apidoc:info", menuType: 1, sort: 7},
	// Hidden routes JeecgBoot's client looks up by name (account-center, account-settings-base).
	{id: "m-account", name: "个人页", url: "/account", component: "layouts/RouteView", icon: "user", sort: 99, hidden: true},
	{id: "m-account-center", parent: "m-account", name: "个人中心", url: "/account/center", component: "account/center/Index", menuType: 1, sort: 1, hidden: true},
	{id: "m-account-settings", parent: "m-account", name: "账户设置", url: "/account/settings/base", component: "account/settings/Index", menuType: 1, sort: 2, hidden: true},
	// 菜单管理's buttons (server/menus guards its writes with them).
	{id: "m-permission-add", parent: "m-permission", name: "添加菜单", perms: "permission:add", menuType: 2, sort: 1},
	{id: "m-permission-edit", parent: "m-permission", name: "编辑菜单", perms: "permission:edit", menuType: 2, sort: 2},
	{id: "m-permission-delete", parent: "m-permission", name: "删除菜单", perms: "permission:delete", menuType: 2, sort: 3},
	{id: "m-permission-batch_delete", parent: "m-permission", name: "批量删除菜单", perms: "permission:batch_delete", menuType: 2, sort: 4},
	{id: "b-log-delete", parent: "m-log", name: "删除日志", perms: "system:log:delete", menuType: 2, sort: 1},
	{id: "b-user-frozen", parent: "m-user", name: "冻结/解冻用户", perms: "user:frozen", menuType: 2, sort: 7},
	{id: "b-user-changepwd", parent: "m-user", name: "修改密码", perms: "user:changepwd", menuType: 2, sort: 8},
	// 我的消息: every user's own announcements (the bell's 查看更多); JeecgBoot's path and component.
	{id: "m-user-announcement", parent: "m-isystem", name: "我的消息", url: "/isps/userAnnouncement", component: "system/UserAnnouncementList", componentName: "UserAnnouncementList", icon: "message", menuType: 1, sort: 10},
	{id: "m-addresslist", parent: "m-isystem", name: "通讯录", url: "/isystem/addressList", component: "system/AddressList", icon: "contacts", perms: "system:addresslist:list", menuType: 1, sort: 9},
}

// dict is a code dictionary with its items (value, text).
type dict struct {
	code, name string
	items      [][2]string
}

// registered are the dictionaries of what the program registers (job
// classes, rule classes): items they lack are added on every start.
var registered = map[string]bool{"quartz_job_class": true, "fill_rule_class": true}

// systemDicts are the contract's seed dictionaries (docs/contract.md §8.2).
var systemDicts = []dict{
	{"sex", "性别", [][2]string{{"1", "男"}, {"2", "女"}}},
	{"user_status", "用户状态", [][2]string{{"1", "正常"}, {"2", "冻结"}}},
	{"user_identity", "用户身份", [][2]string{{"1", "普通用户"}, {"2", "上级"}}},
	{"priority", "优先级", [][2]string{{"H", "高"}, {"M", "中"}, {"L", "低"}}},
	{"msg_category", "消息类型", [][2]string{{"1", "通知公告"}, {"2", "系统消息"}}},
	{"msg_type", "通告对象类型", [][2]string{{"ALL", "全体用户"}, {"USER", "指定用户"}}},
	{"send_status", "发布状态", [][2]string{{"0", "未发布"}, {"1", "已发布"}, {"2", "已撤销"}}},
	{"menu_type", "菜单类型", [][2]string{{"0", "一级菜单"}, {"1", "子菜单"}, {"2", "按钮权限"}}},
	{"perms_type", "权限策略", [][2]string{{"1", "显示"}, {"2", "禁用"}}},
	{"valid_status", "有效无效状态", [][2]string{{"0", "无效"}, {"1", "有效"}}},
	{"yn", "是否", [][2]string{{"0", "否"}, {"1", "是"}}},
	{"database_type", "数据库类型", [][2]string{{"1", "MySQL5.5"}, {"4", "MySQL5.7"}, {"2", "Oracle"}, {"3", "SQLServer"}, {"6", "PostgreSQL"}}},
	{"del_flag", "删除状态", [][2]string{{"0", "正常"}, {"1", "已删除"}}},
	{"depart_status", "部门状态", [][2]string{{"0", "不启用"}, {"1", "启用"}}},
	{"org_category", "机构类型", [][2]string{{"1", "公司"}, {"2", "部门"}, {"3", "岗位"}}},
	{"position_rank", "职务职级", [][2]string{{"1", "员级"}, {"2", "助级"}, {"3", "中级"}, {"4", "副高级"}, {"5", "正高级"}}},
	{"quartz_status", "定时任务状态", [][2]string{{"-1", "停止"}, {"0", "正常"}}},
	{"quartz_result", "定时任务结果", [][2]string{{"1", "成功"}, {"0", "失败"}}},
	{"quartz_job_class", "定时任务类", jobs.DictItems()},
	{"fill_rule_class", "编码规则实现", fillrule.DictItems()},
	{"tenant_status", "租户状态", [][2]string{{"0", "冻结"}, {"1", "正常"}}},
	{"log_type", "日志类型", [][2]string{{"1", "登录日志"}, {"2", "操作日志"}}},
	{"operate_type", "操作类型", [][2]string{{"1", "查询"}, {"2", "添加"}, {"3", "修改"}, {"4", "删除"}, {"5", "导入"}, {"6", "导出"}}},
	{"dict_item_status", "字典项状态", [][2]string{{"1", "启用"}, {"0", "不启用"}}},
	{"rule_conditions", "条件规则", [][2]string{{">", "大于"}, {"<", "小于"}, {"!=", "不等于"}, {"=", "等于"}, {">=", "大于等于"}, {"<=", "小于等于"}, {"LEFT_LIKE", "左模糊"}, {"LIKE", "模糊"}, {"RIGHT_LIKE", "右模糊"}, {"IN", "包含"}}},
}

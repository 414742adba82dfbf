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
	{id: "m-isystem", name: "系统管理", url: "/isystem", component: "layouts/RouteView", redirect: "/isystem/user", icon: "setting", sort: 90},
	{id: "m-permission", parent: "m-isystem", name: "菜单管理", url: "/isystem/permission", component: "system/PermissionList", icon: "menu", perms: "system:permission:list", menuType: 1, sort: 3},
	{id: "m-mydepart", parent: "m-isystem", name: "我的部门", url: "/isystem/departUserList", component: "system/MyDepartList", icon: "team", menuType: 1, sort: 4.5},
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

// systemDicts are the contract's seed dictionaries (CONTRACT §5.4).
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
	{"engineering_type", "工程类型", [][2]string{{"1", "引调水工程"}, {"2", "输水隧洞"}, {"3", "泵站工程"}, {"4", "管道工程"}}},
	{"section_status", "标段状态", [][2]string{{"0", "未开工"}, {"1", "在建"}, {"2", "停工"}, {"3", "完工"}}},
	{"building_type", "建筑物类型", [][2]string{{"sd", "隧洞"}, {"sj", "竖井"}, {"dxh", "倒虹吸"}, {"bz", "泵站"}, {"gd", "管道"}, {"dc", "渡槽"}}},
	{"division_level", "工程划分层级", [][2]string{{"1", "单位工程"}, {"2", "分部工程"}, {"3", "单元工程"}}},
	{"supplier_type", "参建单位类型", [][2]string{{"jsdw", "建设单位"}, {"cbs", "承包商"}, {"ghs", "供货商"}, {"fws", "服务商"}, {"jldw", "监理单位"}}},
	{"node_status", "节点状态", [][2]string{{"0", "未开始"}, {"1", "进行中"}, {"2", "已完成"}, {"3", "已延期"}}},
	{"camera_status", "摄像头状态", [][2]string{{"1", "在线"}, {"0", "离线"}}},
	{"eds_type", "工程数据结构类型", [][2]string{{"sd", "隧洞"}, {"sj", "竖井"}, {"bz", "泵站"}, {"gd", "管道"}}},
	{"surface_category", "地表类别", [][2]string{{"river", "河流"}, {"road", "道路"}, {"village", "村庄"}, {"farmland", "农田"}, {"other", "其他"}}},
	{"plan_type", "计划类型", [][2]string{{"year", "年度"}, {"month", "月度"}, {"week", "周"}}},
	{"contract_type", "合同类型", [][2]string{{"sg", "施工合同"}, {"jl", "监理合同"}, {"sj", "设计合同"}, {"cg", "采购合同"}, {"fw", "服务合同"}}},
	{"funding_source", "资金来源", [][2]string{{"zy", "中央预算内投资"}, {"df", "地方财政"}, {"zq", "专项债券"}, {"dk", "银行贷款"}, {"zc", "项目法人自筹"}}},
	{"settle_type", "结算类型", [][2]string{{"zq", "中期结算"}, {"wg", "完工结算"}, {"jg", "竣工结算"}}},
	{"design_achievement_type", "设计成果类型", [][2]string{{"cb", "初步设计"}, {"zb", "招标设计"}, {"sgt", "施工图"}, {"zt", "专题报告"}}},
	{"design_change_level", "设计变更等级", [][2]string{{"1", "一般设计变更"}, {"2", "重大设计变更"}}},
	{"weather", "天气", [][2]string{{"qing", "晴"}, {"duoyun", "多云"}, {"yin", "阴"}, {"yu", "雨"}, {"xue", "雪"}, {"wu", "雾"}}},
	{"excavation_method", "掘进方式", [][2]string{{"TBM", "TBM"}, {"DB", "钻爆"}}},
	{"shift", "班次", [][2]string{{"day", "白班"}, {"night", "夜班"}}},
	{"quality_grade", "质量等级", [][2]string{{"0", "不合格"}, {"1", "合格"}, {"2", "优良"}}},
	{"danger_level", "隐患等级", [][2]string{{"1", "一般隐患"}, {"2", "重大隐患"}}},
	{"equipment_category", "设备类别", [][2]string{{"TBM", "TBM及配套"}, {"LIFT", "起重运输"}, {"CONC", "混凝土设备"}, {"DRILL", "钻爆设备"}, {"POWER", "供电通风排水"}, {"TEST", "检测仪器"}, {"OTHER", "其他"}}},
	{"equipment_status", "设备状态", [][2]string{{"1", "在用"}, {"2", "闲置"}, {"3", "维修"}, {"4", "报废"}}},
	{"equipment_move", "设备出入库类型", [][2]string{{"1", "到货"}, {"2", "入库"}, {"3", "出库"}, {"4", "检验"}, {"5", "检测"}}},
	{"acceptance_type", "验收类型", [][2]string{{"fb", "分部工程验收"}, {"dw", "单位工程验收"}, {"jd", "阶段验收"}, {"jg", "竣工验收"}}},
	{"acceptance_result", "验收结果", [][2]string{{"1", "通过"}, {"0", "不通过"}}},
	{"prediction_method", "超前预报方法", [][2]string{{"TSP", "TSP"}, {"GPR", "地质雷达"}, {"DRILL", "超前钻探"}, {"IR", "红外探水"}}},
	{"groundwater", "地下水状态", [][2]string{{"dry", "干燥"}, {"damp", "潮湿"}, {"seep", "渗水"}, {"drip", "滴水"}, {"flow", "线状流水"}, {"gush", "涌水"}}},
	{"risk_level", "风险等级", [][2]string{{"1", "低风险"}, {"2", "一般风险"}, {"3", "较大风险"}, {"4", "重大风险"}}},
	{"safety_check_type", "安全检查类型", [][2]string{{"daily", "日常检查"}, {"special", "专项检查"}, {"general", "综合检查"}, {"holiday", "节假日检查"}, {"season", "季节性检查"}}},
	{"env_status", "环保状态", [][2]string{{"1", "正常"}, {"0", "异常"}}},
	{"env_item", "环保水保检查项目", [][2]string{{"dust", "扬尘"}, {"noise", "噪声"}, {"water", "废水"}, {"spoil", "弃渣"}}},
	{"rock_class", "围岩类别", [][2]string{{"I", "Ⅰ类"}, {"II", "Ⅱ类"}, {"III", "Ⅲ类"}, {"IV", "Ⅳ类"}, {"V", "Ⅴ类"}}},
	{"rule_conditions", "条件规则", [][2]string{{">", "大于"}, {"<", "小于"}, {"!=", "不等于"}, {"=", "等于"}, {">=", "大于等于"}, {"<=", "小于等于"}, {"LEFT_LIKE", "左模糊"}, {"LIKE", "模糊"}, {"RIGHT_LIKE", "右模糊"}, {"IN", "包含"}}},
}

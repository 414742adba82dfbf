package perm

import "strings"

// ClientParam names our own UI on getUserPermissionByToken
// (?client=aqueduct): it has a page for every component. Any other caller
// is taken for JeecgBoot 2.4's Vue client, which loads a menu's component
// from its own source tree and shows a blank app when the file is missing,
// so its menu keeps only the pages it has.
const (
	ClientParam = "client"
	OwnClient   = "aqueduct"
)

// jeecgPages are the page components of JeecgBoot 2.4.2's client
// (src/views/<component>.vue, src/components/layouts/<name>.vue) that our
// API serves.
var jeecgPages = map[string]bool{}

func init() {
	for _, c := range strings.Fields(`
		layouts/RouteView layouts/PageView layouts/BlankLayout layouts/TabLayout layouts/IframePageView
		dashboard/Analysis dashboard/Workplace account/center/Index account/settings/Index
		system/AddressList system/DataLogList system/DepartList system/DepartUserList system/DictDeleteList
		system/DictItemList system/DictList system/LogList system/PermissionDataRuleList system/PermissionList
		system/QuartzJobList system/RoleList system/RoleUserList system/SysAnnouncementList system/SysCategoryList
		system/SysCheckRuleList system/SysDataSourceList system/SysFillRuleList system/SysGatewayRouteList
		system/SysPositionList system/TenantList system/UserAnnouncementList system/UserList
		modules/monitor/DiskMonitoring modules/monitor/HttpTrace modules/monitor/JvmInfo modules/monitor/RedisInfo
		modules/monitor/SystemInfo modules/monitor/TomcatInfo`) {
		jeecgPages[c] = true
	}
}

// jeecgAliases are our components that 2.4.2 has under another name
// (menus saved before the seed used its name).
var jeecgAliases = map[string]string{"system/MyDepartList": "system/DepartUserList"}

// ForJeecgClient is the menu tree as JeecgBoot 2.4's client can open it:
// pages it lacks are left out, and so are folders left empty.
func ForJeecgClient(nodes []map[string]any) []map[string]any {
	out := make([]map[string]any, 0, len(nodes))
	for _, n := range nodes {
		c := normalComponent(n["component"])
		if alias, ok := jeecgAliases[c]; ok {
			c = alias
		}
		kids, folder := n["children"].([]map[string]any)
		external := false
		if meta, ok := n["meta"].(map[string]any); ok {
			_, external = meta["url"]
		}
		if !jeecgPages[c] && !external {
			continue
		}
		m := make(map[string]any, len(n))
		for k, v := range n {
			m[k] = v
		}
		m["component"] = c
		if folder {
			kept := ForJeecgClient(kids)
			if len(kept) == 0 && strings.HasPrefix(c, "layouts/") && !external {
				continue
			}
			m["children"] = kept
			if r, ok := m["redirect"].(string); ok && len(kept) > 0 && !hasPath(kept, r) {
				m["redirect"] = firstPath(kept)
			}
		}
		out = append(out, m)
	}
	return out
}

func normalComponent(v any) string {
	c, _ := v.(string)
	c = strings.TrimPrefix(strings.TrimSpace(c), "/")
	c = strings.TrimPrefix(strings.TrimPrefix(c, "src/"), "views/")
	return strings.TrimSuffix(c, ".vue")
}

package seed

import (
	"fmt"
	"slices"
	"strings"

	ann "aqueduct/gen/crud"
	"aqueduct/server/crud"
	"aqueduct/server/workflow"
)

// Right is what a demo role may do on one page: open it (its menu: list,
// queryById), its buttons, and the hand-written steps of its records.
type Right uint16

// The rights of a page.
const (
	See Right = 1 << iota
	Add
	Edit
	Delete
	BatchDelete
	Import
	Export
	Rectify // 隐患整改 (开始整改, 提交复查)
	Review  // 隐患复查 (复查通过, 复查不通过)
	Reply   // 回复监理通知
	Approve // 审批 an application by hand (批准, 驳回) while no flow is published for it
	Others  // change and delete what others filed (crud.OthersCode)
)

// The levels the matrix is written in.
const (
	// Read (查看): the list, the record and its export.
	Read = See | Export
	// Apply (填报): what a party files — added, changed and deleted while
	// it has not left its first state (the state guards refuse the rest).
	Apply = Read | Add | Edit | Delete | BatchDelete
	// Write (维护): the party's own ledger, with the import, whoever filed each record.
	Write = Apply | Import | Others
)

// The demo roles, in the columns of the matrix.
const (
	roleOwner = iota
	roleSupervisor
	roleContractor
	roleEngineer
	roleCount
)

// DemoRoleCodes are the demo roles of the matrix, in its columns.
var DemoRoleCodes = [roleCount]string{DemoOwnerRole, DemoSupervisorRole, DemoContractorRole, DemoEngineerRole}

// DemoEngineerRole is the role of the demo users engineer and zhangsan.
const DemoEngineerRole = "engineer"

// demoRoleNames are the roles' names (the matrix's headers).
var demoRoleNames = [roleCount]string{"建设单位", "监理", "承包商", "工程技术员"}

// page is a row of the matrix: a page (menu row) and each demo role's
// rights on it, in the order owner, supervisor, contractor, engineer.
type page struct {
	menu string
	by   [roleCount]Right
}

// pages are the demo roles' rights on the pages that are no generated
// resource; a resource's page declares its own in its schema
// (crud.Resource(..).Grant). Who does what follows the site: the owner
// (建设单位) keeps the project's set-up, contracts and money; the contractor
// (承包商) files what he builds, measures and claims; the supervisor (监理)
// inspects, issues notices and reviews. Approvals (审批) go through the
// flows of 流程中心 (demo_flow.go).
var pages = []page{
	{"m-dashboard", [roleCount]Right{See, See, See, See}},
	// 项目总览: who watches the project (their figures need the lists the roles read anyway).
	{"m-overview-screen", [roleCount]Right{See, See, See, 0}},
	{"m-overview-map", [roleCount]Right{See, See, See, 0}},
	{"m-overview-video", [roleCount]Right{See, See, See, 0}},
	{"m-progress-gantt", [roleCount]Right{See, See, See, 0}},
	{"m-daily-calendar", [roleCount]Right{See, See, See, 0}},
	// 流程中心: everyone's own approvals.
	{"m-wf-todo", [roleCount]Right{See, See, See, 0}},
	{"m-wf-done", [roleCount]Right{See, See, See, 0}},
	{"m-wf-mine", [roleCount]Right{See, See, See, 0}},
}

// rightNames are the rights a schema's Grant names (gen/crud).
var rightNames = map[string]Right{
	ann.See: See, ann.Read: Read, ann.Apply: Apply, ann.Write: Write,
	"add": Add, "edit": Edit, "delete": Delete, "batch_delete": BatchDelete, "import": Import, "export": Export,
	"others": Others, "rectify": Rectify, "review": Review, "reply": Reply, "approve": Approve,
}

// roleMatrix is the one declaration of the demo roles' rights, in menu
// order: the pages above and the generated resources' grants. Demo seeds
// the grants from it and docs/roles.md is generated from it (TestRoleMatrix*
// keep both equal to it). The groups above the pages are granted with them.
// The generator refuses a Grant naming an unknown role or right.
func roleMatrix() []page {
	out := slices.Clone(pages)
	for _, r := range crud.Resources() {
		if len(r.Grants) == 0 {
			continue
		}
		p := page{menu: r.MenuID}
		for role, rights := range r.Grants {
			col := slices.Index(DemoRoleCodes[:], role)
			for _, name := range rights {
				p.by[col] |= rightNames[name]
			}
		}
		out = append(out, p)
	}
	menus := knownMenus()
	pos := func(id string) []float64 { // the sort numbers from the top group down
		var path []float64
		for ; id != ""; id = menus[id].parent {
			path = append([]float64{menus[id].sort}, path...)
		}
		return path
	}
	slices.SortStableFunc(out, func(a, b page) int { return slices.Compare(pos(a.menu), pos(b.menu)) })
	return out
}

// buttonActions are the generated buttons of a resource (crud's menu rows:
// <menu>-<action>), by right.
var buttonActions = []struct {
	right  Right
	action string
	name   string
}{
	{Add, "add", "新增"}, {Edit, "edit", "编辑"}, {Delete, "delete", "删除"}, {BatchDelete, "batch_delete", "批量删除"},
	{Import, "import", "导入"}, {Export, "export", "导出"}, {Others, crud.OthersCode, "他人记录"},
}

// steps are the rights of the records' machines (crud.Machine.Rights), by
// right: a page grants one only when its machine declares it.
var steps = []struct {
	right      Right
	code, name string
}{
	{Rectify, "rectify", "整改"}, {Review, "review", "复查"}, {Reply, "reply", "回复"}, {Approve, "approve", "审批"},
}

// permissionIDs are the sys_permission rows a right on menu grants (the
// menu first, no groups): an error names a right the page does not have.
func permissionIDs(menu string, r Right) ([]string, error) {
	if r == 0 {
		return nil, nil
	}
	if r&See == 0 {
		return nil, fmt.Errorf("role matrix: %s: a button without its page", menu)
	}
	out := []string{menu}
	res := resourceOf(menu)
	for _, b := range buttonActions {
		if r&b.right == 0 || (b.right == Others && res != nil && !res.Owned()) {
			continue // a page whose records are not anybody's own has no such button
		}
		if res == nil || (b.action == "import" && !res.Import) || (b.action == "export" && !res.Export) ||
			(res.ReadOnly && (b.action == "add" || b.action == "edit")) {
			return nil, fmt.Errorf("role matrix: %s has no button %s", menu, b.action)
		}
		out = append(out, menu+"-"+b.action)
	}
	for _, s := range steps {
		if r&s.right == 0 {
			continue
		}
		var row string
		if res != nil && res.Machine != nil {
			for _, rt := range res.Machine.Rights {
				if rt.Code == s.code {
					row = rt.Row
				}
			}
		}
		if row == "" {
			return nil, fmt.Errorf("role matrix: %s has no step right %s", menu, s.code)
		}
		out = append(out, row)
	}
	return out, nil
}

// resourceOf is the generated resource whose menu row is menu.
func resourceOf(menu string) *crud.Resource {
	for _, r := range crud.Resources() {
		if r.Menu && r.MenuID == menu {
			return r
		}
	}
	return nil
}

// menuRow is what the matrix needs of a built-in menu row.
type menuRow struct {
	name, parent string
	sort         float64
}

// knownMenus are the built-in pages and groups by id: the seeded system
// menus, the generated resources' and the workflow's.
func knownMenus() map[string]menuRow {
	out := map[string]menuRow{}
	for _, m := range systemMenus {
		out[m.id] = menuRow{m.name, m.parent, m.sort}
	}
	for _, r := range crud.Resources() {
		if r.Menu {
			out[r.MenuID] = menuRow{r.MenuTitle, r.Parent, r.Order}
		}
	}
	for _, m := range workflow.Menus {
		out[m.ID] = menuRow{m.Name, m.Parent, m.Order}
	}
	return out
}

// DemoGrants are the permission ids the matrix gives a demo role: each page
// with its buttons and steps, and the groups above it, sorted.
func DemoGrants(role string) ([]string, error) {
	col := slices.Index(DemoRoleCodes[:], role)
	if col < 0 {
		return nil, fmt.Errorf("role matrix: no demo role %q", role)
	}
	menus := knownMenus()
	set := map[string]bool{}
	for _, p := range roleMatrix() {
		ids, err := permissionIDs(p.menu, p.by[col])
		if err != nil {
			return nil, err
		}
		for _, id := range ids {
			set[id] = true
		}
		if len(ids) == 0 {
			continue
		}
		m, ok := menus[p.menu]
		if !ok {
			return nil, fmt.Errorf("role matrix: unknown page %s", p.menu)
		}
		for parent := m.parent; parent != ""; parent = menus[parent].parent {
			if _, ok := menus[parent]; !ok {
				return nil, fmt.Errorf("role matrix: unknown group %s of %s", parent, p.menu)
			}
			set[parent] = true
		}
	}
	out := make([]string, 0, len(set))
	for id := range set {
		out = append(out, id)
	}
	slices.Sort(out)
	return out, nil
}

// DemoGroups are the top menus a demo role sees, in the matrix's order.
func DemoGroups(role string) []string {
	col := slices.Index(DemoRoleCodes[:], role)
	menus := knownMenus()
	var out []string
	for _, p := range roleMatrix() {
		if col < 0 || p.by[col] == 0 {
			continue
		}
		top := p.menu
		for menus[top].parent != "" {
			top = menus[top].parent
		}
		if name := menus[top].name; !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	return out
}

// levels name the rights of a cell, largest first.
var levels = []struct {
	right Right
	name  string
}{{Write, "维护"}, {Apply, "填报"}, {Read, "查看"}, {See, "打开"}}

// cell writes one role's rights on a page: its level, the buttons beyond
// it and its steps ("—" for none).
func cell(r Right) string {
	if r == 0 {
		return "—"
	}
	var parts []string
	rest := r
	for _, l := range levels {
		if r&l.right == l.right {
			parts = append(parts, l.name)
			rest &^= l.right
			break
		}
	}
	for _, b := range buttonActions {
		if rest&b.right != 0 {
			parts = append(parts, "+"+b.name)
		}
	}
	for _, s := range steps {
		if rest&s.right != 0 {
			parts = append(parts, "+"+s.name)
		}
	}
	return strings.Join(parts, " ")
}

// RoleMatrixMarkdown is the table of docs/roles.md: every page of the
// matrix under its group, a column per demo role.
func RoleMatrixMarkdown() string {
	menus := knownMenus()
	var b strings.Builder
	b.WriteString("| 菜单 | 页面 |")
	for i, code := range DemoRoleCodes {
		fmt.Fprintf(&b, " %s `%s` |", demoRoleNames[i], code)
	}
	b.WriteString("\n|---|---|" + strings.Repeat("---|", roleCount) + "\n")
	for _, p := range roleMatrix() {
		m := menus[p.menu]
		group := m.name
		if m.parent != "" {
			group = menus[m.parent].name
		}
		fmt.Fprintf(&b, "| %s | %s |", group, m.name)
		for _, r := range p.by {
			fmt.Fprintf(&b, " %s |", cell(r))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// DemoRoleName is a demo role's name (建设单位 for owner).
func DemoRoleName(role string) string {
	if i := slices.Index(DemoRoleCodes[:], role); i >= 0 {
		return demoRoleNames[i]
	}
	return ""
}

// Package seed fills a new database: the built-in menus, dictionaries and the
// admin account on every start (only what is missing), and demo data with --demo.
package seed

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"aqueduct/ent"
	"aqueduct/ent/syscheckrule"
	"aqueduct/ent/sysdepart"
	"aqueduct/ent/sysdict"
	"aqueduct/ent/sysdictitem"
	"aqueduct/ent/sysfillrule"
	"aqueduct/ent/sysquartzjob"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/sysrolepermission"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/server/crud"
	"aqueduct/server/db"
	"aqueduct/server/jobs"
	"aqueduct/server/passwords"
	"aqueduct/server/perm"
	"aqueduct/server/softdelete"
	"aqueduct/server/viewer"
)

// Base creates what is missing of the built-in menus, dictionaries, the admin
// role and the admin user. It returns the admin password when it generated one.
func Base(ctx context.Context, c *ent.Client, adminPassword string) (generated string, err error) {
	ctx = softdelete.WithDeleted(viewer.System(ctx))
	admin, err := ensureRole(ctx, c, viewer.AdminRoleCode, "管理员", "拥有全部权限")
	if err != nil {
		return "", err
	}
	for _, m := range systemMenus {
		if err := ensureMenu(ctx, c, m, admin); err != nil {
			return "", err
		}
	}
	for _, d := range systemDicts {
		if err := ensureDict(ctx, c, d, registered[d.code]); err != nil {
			return "", err
		}
	}
	for _, d := range declaredDicts() {
		if err := ensureDict(ctx, c, d, true); err != nil {
			return "", err
		}
	}
	if err := offerRules(ctx, c); err != nil {
		return "", err
	}
	exists, err := c.SysUser.Query().Where(sysuser.Username("admin")).Exist(ctx)
	if err != nil || exists {
		return "", err
	}
	if err := builtinJobs(ctx, c); err != nil {
		return "", err
	}
	if adminPassword == "" {
		adminPassword = passwords.Random()
		generated = adminPassword
	}
	u, err := createUser(ctx, c, "admin", "管理员", adminPassword, nil)
	if err != nil {
		return "", err
	}
	return generated, c.SysUserRole.Create().SetUserID(u.ID).SetRoleID(admin.ID).Exec(ctx)
}

// builtinJobs schedules the maintenance jobs on a new installation (an
// admin may change or delete them after; they are not made again).
func builtinJobs(ctx context.Context, c *ent.Client) error {
	for _, j := range []struct{ class, cron, desc string }{
		{"aqueduct.jobs.PurgeSessions", "0 0 3 * * ? *", "每天 3:00 清理过期会话、验证码与短信码"},
		{"aqueduct.jobs.CleanOrphanUploads", "0 30 3 * * ? *", "每天 3:30 清理一天前无记录引用的上传文件"},
		{"aqueduct.jobs.DashboardStatistics", "0 0 2 * * ? *", "每天 2:00 由掘进日报重算看板的掘进日汇总"},
	} {
		if _, ok := jobs.Lookup(j.class); !ok {
			return fmt.Errorf("built-in job %s is not registered", j.class)
		}
		err := createMissing(ctx, c.SysQuartzJob.Query().Where(sysquartzjob.JobClassName(j.class)).Exist,
			c.SysQuartzJob.Create().SetJobClassName(j.class).SetCronExpression(j.cron).SetDescription(j.desc).
				SetStatus(jobs.StatusRunning).SetCreateBy("system").Exec)
		if err != nil {
			return err
		}
	}
	return nil
}

// builtinFillRules are JeecgBoot's seed fill rules and the document numbers
// of this product.
var builtinFillRules = []struct{ name, code, class, params string }{
	{"分类字典编码", "category_code_rule", "org.jeecg.modules.system.rule.CategoryCodeRule", `{}`},
	{"机构编码生成", "org_num_role", "org.jeecg.modules.system.rule.OrgCodeRule", `{}`},
	{"订单号", "shop_order_num", "org.jeecg.modules.system.rule.OrderNumberRule", `{"prefix":"CN"}`},
	{"支付编号", "payment_no", "aqueduct.rule.DocumentNumber", `{"prefix":"ZF-","dateFormat":"yyyyMM","separator":"-","digits":3}`},
	{"联系单编号", "contact_sheet_no", "aqueduct.rule.DocumentNumber", `{"prefix":"LXD-","dateFormat":"yyyyMMdd","separator":"-","digits":3}`},
	{"监理通知编号", FillNoticeNo, "aqueduct.rule.DocumentNumber", `{"prefix":"JLTZ-","dateFormat":"yyyyMMdd","separator":"-","digits":3}`},
}

// builtinCheckRules are the check rules of this product and JeecgBoot's seed one.
var builtinCheckRules = []struct{ name, code, desc, json string }{
	{"合同编号", CheckContractNo, "大写字母开头，由大写字母、数字和连字符组成，4 到 50 位，如 DZYS2-SG01-HT",
		`[{"digits":"1","pattern":"^[A-Z]$","message":"合同编号应以大写字母开头"},` +
			`{"digits":"*","pattern":"^[A-Z0-9-]*$","message":"合同编号只能包含大写字母、数字和连字符"},` +
			`{"digits":"*","pattern":"^.{4,50}$","message":"合同编号应为 4 到 50 位"}]`},
	{"通用编码规则", "common", "首位为字母，其余为字母、数字或下划线，共 3 到 12 位",
		`[{"digits":"1","pattern":"^[a-z|A-Z]$","message":"第一位只能是字母"},` +
			`{"digits":"*","pattern":"^[0-9|a-z|A-Z|_]{0,}$","message":"只能输入字母、数字、下划线"},` +
			`{"digits":"*","pattern":"^.{3,}$","message":"最少输入3位数"},` +
			`{"digits":"*","pattern":"^.{3,12}$","message":"最多输入12位数"}]`},
}

// offeredRulesKey is the sys_setting row listing the built-in rules this
// database has been given ("fill:<code>", "check:<code>").
const offeredRulesKey = "seed.builtin_rules"

// offerRules makes each built-in rule once per database: on a new
// installation all of them, on an upgraded one those a newer version added
// (a rule of that code kept as it is). A rule an admin deleted or changed
// after it was offered is not made again.
func offerRules(ctx context.Context, c *ent.Client) error {
	offered := map[string]bool{}
	row, err := c.SysSetting.Get(ctx, offeredRulesKey)
	switch {
	case err == nil:
		for _, k := range strings.Split(row.Value, ",") {
			offered[k] = true
		}
	case !ent.IsNotFound(err):
		return err
	}
	keys := make([]string, 0, len(builtinFillRules)+len(builtinCheckRules))
	for _, r := range builtinFillRules {
		if k := "fill:" + r.code; !offered[k] {
			keys = append(keys, k)
			err := createMissing(ctx, c.SysFillRule.Query().Where(sysfillrule.RuleCode(r.code)).Exist,
				c.SysFillRule.Create().SetRuleName(r.name).SetRuleCode(r.code).SetRuleClass(r.class).SetRuleParams(r.params).
					SetCreateBy("system").Exec)
			if err != nil {
				return err
			}
		}
	}
	for _, r := range builtinCheckRules {
		if k := "check:" + r.code; !offered[k] {
			keys = append(keys, k)
			err := createMissing(ctx, c.SysCheckRule.Query().Where(syscheckrule.RuleCode(r.code)).Exist,
				c.SysCheckRule.Create().SetRuleName(r.name).SetRuleCode(r.code).SetCreateBy("system").
					SetRuleDescription(r.desc).SetRuleJSON(r.json).Exec)
			if err != nil {
				return err
			}
		}
	}
	if len(keys) == 0 {
		return nil
	}
	for k := range offered {
		if k != "" {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return db.PutSetting(ctx, c, offeredRulesKey, strings.Join(keys, ","))
}

// createMissing runs create unless exists finds the row; one that another
// instance starting at the same time made first is as good.
func createMissing(ctx context.Context, exists func(context.Context) (bool, error), create func(context.Context) error) error {
	found, err := exists(ctx)
	if err != nil || found {
		return err
	}
	if err := create(ctx); err != nil && !ent.IsConstraintError(err) {
		return err
	}
	return nil
}

// FillNoticeNo is the fill rule numbering supervision notices (监理通知编号).
const FillNoticeNo = "supervision_notice_no"

// CheckContractNo is the check rule of a contract's number (合同编号).
const CheckContractNo = "contract_no"

func ensureRole(ctx context.Context, c *ent.Client, code, name, desc string) (*ent.SysRole, error) {
	r, err := c.SysRole.Query().Where(sysrole.RoleCode(code), sysrole.TenantID(0)).Only(ctx)
	if ent.IsNotFound(err) {
		return c.SysRole.Create().SetRoleCode(code).SetRoleName(name).SetDescription(desc).Save(ctx)
	}
	return r, err
}

// ensureMenu registers a built-in menu row (perm.EnsureMenu's rule).
func ensureMenu(ctx context.Context, c *ent.Client, m menu, admin *ent.SysRole) error {
	leaf := true
	for _, o := range systemMenus {
		if o.parent == m.id && o.menuType != perm.TypeButton {
			leaf = false
		}
	}
	return perm.EnsureMenu(ctx, c, perm.Menu{
		ID: m.id, Parent: m.parent, Name: m.name, URL: m.url, Component: m.component,
		ComponentName: m.componentName, Redirect: m.redirect, Icon: m.icon, Perms: m.perms,
		Type: m.menuType, Order: m.sort, Leaf: leaf, Hidden: m.hidden, AlwaysShow: m.alwaysShow,
		KeepAlive: m.keepAlive,
	}, admin.ID)
}

// DictCodes are the codes of every dictionary the program makes on start.
func DictCodes() map[string]bool {
	out := map[string]bool{}
	for _, d := range append(slices.Clone(systemDicts), declaredDicts()...) {
		out[d.code] = true
	}
	return out
}

// declaredDicts are the dictionaries the schemas declare: with an entity
// (crud.Resource(..).Dictionary) and the records' states (crud.Machine). An
// item added to a declaration is added on start; the generator refuses one
// code declared twice differently.
func declaredDicts() []dict {
	var out []dict
	for _, r := range crud.Resources() {
		for _, d := range r.Dicts {
			if !slices.ContainsFunc(out, func(o dict) bool { return o.code == d.Code }) {
				out = append(out, dict{code: d.Code, name: d.Name, items: d.Items})
			}
		}
		m := r.Machine
		if m == nil || slices.ContainsFunc(out, func(d dict) bool { return d.code == m.Dict }) {
			continue
		}
		d := dict{code: m.Dict, name: m.DictName}
		for _, s := range m.States {
			d.items = append(d.items, [2]string{s.Value, s.Text})
		}
		out = append(out, d)
	}
	return out
}

// ensureDict creates a missing dictionary; when the program declares its
// items (complete), an existing one gets the items it lacks.
func ensureDict(ctx context.Context, c *ent.Client, d dict, complete bool) error {
	have, err := c.SysDict.Query().Where(sysdict.DictCode(d.code)).Only(ctx)
	if err == nil {
		if complete {
			return addMissingItems(ctx, c, have, d.items)
		}
		return nil
	}
	if !ent.IsNotFound(err) {
		return err
	}
	row, err := c.SysDict.Create().SetDictCode(d.code).SetDictName(d.name).Save(ctx)
	if err != nil {
		return err
	}
	for i, it := range d.items {
		if err := c.SysDictItem.Create().SetDictID(row.ID).SetItemValue(it[0]).SetItemText(it[1]).SetSortOrder(i + 1).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// addMissingItems adds the items a dictionary lacks, after its own.
func addMissingItems(ctx context.Context, c *ent.Client, d *ent.SysDict, items [][2]string) error {
	values, err := c.SysDictItem.Query().Where(sysdictitem.DictID(d.ID)).Select(sysdictitem.FieldItemValue).Strings(ctx)
	if err != nil {
		return err
	}
	known := map[string]bool{}
	for _, v := range values {
		known[v] = true
	}
	for _, it := range items {
		if known[it[0]] {
			continue
		}
		values = append(values, it[0])
		if err := c.SysDictItem.Create().SetDictID(d.ID).SetItemValue(it[0]).SetItemText(it[1]).SetSortOrder(len(values)).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

func createUser(ctx context.Context, c *ent.Client, username, realname, password string, phone *string) (*ent.SysUser, error) {
	hash, err := passwords.Hash(password)
	if err != nil {
		return nil, err
	}
	return c.SysUser.Create().SetUsername(username).SetRealname(realname).SetPassword(hash).
		SetNillablePhone(phone).SetStatus(1).Save(ctx)
}

// CreateUser adds a user with a hashed password (the `user create` command).
func CreateUser(ctx context.Context, c *ent.Client, username, realname, password string, roleCodes ...string) (*ent.SysUser, error) {
	ctx = viewer.System(ctx)
	u, err := createUser(ctx, c, username, realname, password, nil)
	if err != nil {
		return nil, err
	}
	for _, code := range roleCodes {
		r, err := c.SysRole.Query().Where(sysrole.RoleCode(code)).First(ctx)
		if err != nil {
			return nil, fmt.Errorf("role %q: %w", code, err)
		}
		if err := c.SysUserRole.Create().SetUserID(u.ID).SetRoleID(r.ID).Exec(ctx); err != nil {
			return nil, err
		}
	}
	return u, nil
}

// Demo logins created by Demo.
const (
	DemoAdminPassword    = "admin123"
	DemoEngineerPassword = "engineer123"
	DemoWeakPassword     = "123456"
)

// Demo adds demo departments, a limited role and users. When the demo
// departments already exist it only offers the demo roles the pages added
// since (offerPages).
func Demo(ctx context.Context, c *ent.Client) error {
	ctx = viewer.System(ctx)
	if exists, err := c.SysDepart.Query().Where(sysdepart.OrgCode("A01")).Exist(softdelete.WithDeleted(ctx)); err != nil || exists {
		if err != nil {
			return err
		}
		return offerPages(ctx, c)
	}
	departs := []struct{ code, parent, name, category string }{
		{"A01", "", "水资源配置工程建设管理局", "1"},
		{"A01A01", "A01", "工程技术部", "2"},
		{"A01A02", "A01", "质量安全部", "2"},
		{"A01A03", "A01", "计划合同部", "2"},
		{"A02", "", "第一标段项目部", "1"},
	}
	ids := map[string]string{}
	for i, d := range departs {
		orgType := "1"
		if d.parent != "" {
			orgType = "2"
		}
		row, err := c.SysDepart.Create().SetOrgCode(d.code).SetParentID(ids[d.parent]).SetDepartName(d.name).
			SetOrgCategory(d.category).SetOrgType(orgType).SetDepartOrder(i).Save(ctx)
		if err != nil {
			return err
		}
		ids[d.code] = row.ID
	}
	engineer, err := ensureRole(ctx, c, DemoEngineerRole, "工程技术员", "查看首页与部门")
	if err != nil {
		return err
	}
	grants, err := DemoGrants(DemoEngineerRole)
	if err != nil {
		return err
	}
	for _, pid := range grants {
		exists, err := c.SysRolePermission.Query().Where(sysrolepermission.RoleID(engineer.ID), sysrolepermission.PermissionID(pid)).Exist(ctx)
		if err != nil {
			return err
		}
		if !exists {
			if err := c.SysRolePermission.Create().SetRoleID(engineer.ID).SetPermissionID(pid).Exec(ctx); err != nil {
				return err
			}
		}
	}
	admin, err := c.SysUser.Query().Where(sysuser.Username("admin")).Only(ctx)
	if err != nil {
		return err
	}
	if err := link(ctx, c, admin.ID, ids["A01"]); err != nil {
		return err
	}
	users := []struct {
		username, realname, password, phone string
		departs                             []string
	}{
		{"engineer", "李工程师", DemoEngineerPassword, "13800000001", []string{"A01A01"}},
		{"zhangsan", "张三", DemoWeakPassword, "13800000002", []string{"A01A01", "A01A02"}},
	}
	for _, u := range users {
		phone := u.phone
		row, err := createUser(ctx, c, u.username, u.realname, u.password, &phone)
		if err != nil {
			return err
		}
		if err := c.SysUserRole.Create().SetUserID(row.ID).SetRoleID(engineer.ID).Exec(ctx); err != nil {
			return err
		}
		for _, d := range u.departs {
			if err := link(ctx, c, row.ID, ids[d]); err != nil {
				return err
			}
		}
	}
	if err := demoProject(ctx, c, ids); err != nil {
		return err
	}
	if err := demoFlows(ctx, c); err != nil {
		return err
	}
	if err := demoOnlineReports(ctx, c); err != nil {
		return err
	}
	return offerPages(ctx, c) // the roles hold them already: only recorded
}

func link(ctx context.Context, c *ent.Client, userID, departID string) error {
	exists, err := c.SysUserDepart.Query().Where(sysuserdepart.UserID(userID), sysuserdepart.DepID(departID)).Exist(ctx)
	if err != nil || exists {
		return err
	}
	return c.SysUserDepart.Create().SetUserID(userID).SetDepID(departID).Exec(ctx)
}

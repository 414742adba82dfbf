// Package system serves the system endpoints that are more than CRUD: the
// current user's departments and password, tenants of the login, visit
// statistics, freezing users and the department tree.
package system

import (
	"context"
	"encoding/json"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysdepart"
	"aqueduct/ent/syslog"
	"aqueduct/ent/sysrole"
	"aqueduct/ent/systenant"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/ent/sysuserrole"
	"aqueduct/server/auth"
	"aqueduct/server/cache"
	"aqueduct/server/crud"
	"aqueduct/server/dashboard"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/passwords"
	"aqueduct/server/viewer"
)

// Log types of sys_log.
const (
	LogLogin     = 1
	LogOperation = 2
)

// Service serves the system endpoints.
type Service struct {
	Client *ent.Client
	Auth   *auth.Service
	res    *crud.Service // the generated resources, for their row filters
	perms  Reloader      // told when roles or their members change
	// departNames are users' department names by tenant.
	departNames *cache.Map[map[string]string]
}

// UseCache keeps users' department names in memory until departments change.
func (s *Service) UseCache(bus *cache.Bus) {
	s.departNames = cache.NewMap[map[string]string](bus, 100, "SysUserDepart", "SysDepart")
}

// Routes registers the system endpoints.
func (s *Service) Routes(r *httpx.Routes) {
	r.GET("/sys/user/getCurrentUserDeparts", httpx.LoggedIn, s.currentUserDeparts).Doc(httpx.Doc{Summary: "当前用户的部门与当前登录部门"})
	r.PUT("/sys/selectDepart", httpx.LoggedIn, s.selectDepart).Doc(httpx.Doc{Summary: "切换当前登录部门"})
	r.PUT("/sys/user/updatePassword", httpx.LoggedIn, s.updatePassword).Doc(httpx.Doc{Summary: "修改本人密码（需旧密码）"})
	r.PUT("/sys/user/appEdit", httpx.LoggedIn, s.appEdit).Doc(httpx.Doc{Summary: "修改本人资料（账户设置）"})
	r.GET("/sys/tenant/queryList", httpx.LoggedIn, s.tenantList).Doc(httpx.Doc{Summary: "可选租户"})
	r.GET("/sys/loginfo", dashboard.VisitStatsCode, s.loginInfo).Doc(httpx.Doc{Summary: "首页访问统计：总访问量、今日访问量、今日 IP 数"})
	r.GET("/sys/visitInfo", dashboard.VisitStatsCode, s.visitInfo).Doc(httpx.Doc{Summary: "首页访问统计：近 7 日访问量与访客数"})
	r.PUT("/sys/user/frozenBatch", "user:frozen", s.frozenBatch).Doc(httpx.Doc{Summary: "批量冻结、解冻用户"})
	r.GET("/sys/sysDepart/queryTreeList", httpx.AnyOf("system:depart:list", CodeAddressList), s.departTree).Doc(httpx.Doc{Summary: "部门树（所见部门）"})
	r.GET("/sys/role/queryall", httpx.LoggedIn, s.allRoles).Doc(httpx.Doc{Summary: "全部角色（供选择）"})
	r.GET("/sys/user/queryUserRole", "system:user:list", s.userRoles).Doc(httpx.Doc{Summary: "用户的角色编号"})
	r.GET("/sys/user/userDepartList", "system:user:list", s.userDepartList).Doc(httpx.Doc{Summary: "用户所属部门"})
	r.GET("/sys/dictItem/dictItemCheck", crud.SysDictItem.ListCode, s.dictItemCheck).Doc(httpx.Doc{Summary: "校验字典项值在字典内是否已被占用"})
	r.GET("/sys/sysUserAgent/queryByUserName", crud.SysUserAgent.ListCode, s.agentByUserName).Doc(httpx.Doc{Summary: "按用户名查询其代理人设置"})
	r.GET("/sys/position/queryByCode", crud.SysPosition.ListCode, s.positionByCode).Doc(httpx.Doc{Summary: "按编码查询职务"})
	s.PickerRoutes(r)
	s.adminRoutes(r)
	s.DepartRoutes(r)
	s.DictRoutes(r)
}

// dictItemCheck answers whether an item value is free in its dictionary
// (id: the item being edited).
func (s *Service) dictItemCheck(c *echo.Context) error {
	value := strings.TrimSpace(c.QueryParam("itemValue"))
	if value == "" {
		return httpx.Fail("数据值不能为空")
	}
	taken, err := itemValueTaken(c.Request().Context(), s.Client, c.QueryParam("dictId"), value, c.QueryParam("id"))
	if err != nil {
		return err
	}
	if taken {
		return httpx.Fail("该值不可用，系统中已存在！")
	}
	return httpx.OKMsg(c, "该值可用！", nil)
}

// LogLogin writes the login log line of a successful login, in the login's
// transaction (auth.Service.OnLogin).
func (s *Service) LogLogin(ctx context.Context, u *ent.SysUser, ip, how string) {
	client := s.Client
	if tx := ent.TxFromContext(ctx); tx != nil {
		client = tx.Client()
	}
	_ = client.SysLog.Create().SetLogType(LogLogin).
		SetLogContent("用户名: " + u.Username + ",登录成功[" + how + "]！").
		SetUserid(u.ID).SetUsername(u.Username).SetIP(ip).SetCreateBy(u.Username).
		Exec(viewer.System(ctx))
}

func current(c *echo.Context) *auth.Session {
	s, _ := auth.FromContext(c.Request().Context())
	return s
}

func (s *Service) userDeparts(ctx context.Context, userID string) ([]*ent.SysDepart, error) {
	ds, err := s.Client.SysDepart.Query().
		Where(sysdepart.HasUserDepartsWith(sysuserdepart.UserID(userID))).
		Order(ent.Asc(sysdepart.FieldOrgCode)).All(viewer.System(ctx))
	if ds == nil {
		ds = []*ent.SysDepart{}
	}
	return ds, err
}

func (s *Service) currentUserDeparts(c *echo.Context) error {
	sess := current(c)
	ds, err := s.userDeparts(c.Request().Context(), sess.User.ID)
	if err != nil {
		return err
	}
	return httpx.OK(c, map[string]any{"list": ds, "orgCode": sess.User.OrgCode})
}

func (s *Service) selectDepart(c *echo.Context) error {
	var b struct {
		Username string `json:"username"`
		OrgCode  string `json:"orgCode"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	sess := current(c)
	if b.Username != "" && b.Username != sess.User.Username {
		return httpx.Fail("只允许切换自己的部门！")
	}
	ds, err := s.userDeparts(c.Request().Context(), sess.User.ID)
	if err != nil {
		return err
	}
	found := false
	for _, d := range ds {
		found = found || d.OrgCode == b.OrgCode
	}
	if !found {
		return httpx.Fail("请选择您所属的部门")
	}
	u, err := s.Client.SysUser.UpdateOneID(sess.User.ID).SetOrgCode(b.OrgCode).Save(viewer.System(c.Request().Context()))
	if err != nil {
		return err
	}
	return httpx.OK(c, map[string]any{"userInfo": u})
}

func (s *Service) updatePassword(c *echo.Context) error {
	var b struct {
		Username        string `json:"username"`
		OldPassword     string `json:"oldpassword"`
		Password        string `json:"password"`
		ConfirmPassword string `json:"confirmpassword"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	sess := current(c)
	switch {
	case b.Username != sess.User.Username:
		return httpx.Fail("只允许修改自己的密码！")
	case !passwords.Match(sess.User.Password, b.OldPassword):
		return httpx.Fail("旧密码输入错误!")
	case b.Password == "":
		return httpx.Fail("新密码不允许为空!")
	case b.Password != b.ConfirmPassword:
		return httpx.Fail("两次输入密码不一致!")
	case !auth.PasswordOK(b.Password):
		return httpx.Fail(auth.MsgPasswordRule)
	}
	if err := s.Auth.SetPassword(c.Request().Context(), sess.User, b.Password); err != nil {
		return err
	}
	return httpx.OKMsg(c, "密码重置成功!", nil)
}

func (s *Service) tenantList(c *echo.Context) error {
	q := s.Client.SysTenant.Query().Where(systenant.Status(1))
	sess := current(c)
	allowed := auth.UserTenants(sess.User)
	var ids []int
	for _, p := range crud.SplitIDs(c.QueryParam("ids")) {
		if n, err := strconv.Atoi(p); err == nil {
			ids = append(ids, n)
		}
	}
	if len(ids) > 0 {
		q.Where(systenant.IDIn(ids...))
	}
	// A user sees only the tenants they belong to.
	q.Where(systenant.IDIn(allowed...))
	ts, err := q.Order(ent.Asc(systenant.FieldID)).All(c.Request().Context())
	if err != nil {
		return err
	}
	if ts == nil {
		ts = []*ent.SysTenant{}
	}
	return httpx.OK(c, ts)
}

func dayStart(t time.Time) time.Time {
	t = t.In(jsontime.Zone)
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, jsontime.Zone)
}

func (s *Service) loginInfo(c *echo.Context) error {
	ctx := viewer.System(c.Request().Context())
	logins := s.Client.SysLog.Query().Where(syslog.LogType(LogLogin))
	total, err := logins.Clone().Count(ctx)
	if err != nil {
		return err
	}
	today := jsontime.Time(dayStart(time.Now()).UTC())
	todayRows, err := logins.Clone().Where(syslog.CreateTimeGTE(today)).Select(syslog.FieldIP).Strings(ctx)
	if err != nil {
		return err
	}
	ips := map[string]bool{}
	for _, ip := range todayRows {
		ips[ip] = true
	}
	return httpx.OK(c, map[string]any{
		"totalVisitCount": total, "todayVisitCount": len(todayRows), "todayIp": len(ips),
	})
}

// visitInfo gives visits and distinct addresses per day for the last 7 days.
func (s *Service) visitInfo(c *echo.Context) error {
	ctx := viewer.System(c.Request().Context())
	start := dayStart(time.Now()).AddDate(0, 0, -6)
	rows, err := s.Client.SysLog.Query().
		Where(syslog.LogType(LogLogin), syslog.CreateTimeGTE(jsontime.Time(start.UTC()))).
		Select(syslog.FieldIP, syslog.FieldCreateTime).All(ctx)
	if err != nil {
		return err
	}
	type day struct {
		visit int
		ips   map[string]bool
	}
	days := map[string]*day{}
	for i := 0; i < 7; i++ {
		days[start.AddDate(0, 0, i).Format(jsontime.DateLayout)] = &day{ips: map[string]bool{}}
	}
	for _, r := range rows {
		d := days[time.Time(r.CreateTime).In(jsontime.Zone).Format(jsontime.DateLayout)]
		if d != nil {
			d.visit++
			d.ips[r.IP] = true
		}
	}
	keys := make([]string, 0, len(days))
	for k := range days {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]map[string]any, 0, len(keys))
	for _, k := range keys {
		out = append(out, map[string]any{"tian": k, "type": k[5:], "visit": days[k].visit, "ip": len(days[k].ips)})
	}
	return httpx.OK(c, out)
}

// frozenBatch freezes (2) or unfreezes (1) users the caller may manage:
// those the user list shows him, holding no role above his own.
func (s *Service) frozenBatch(c *echo.Context) error {
	var b struct {
		IDs    string          `json:"ids"`
		Status json.RawMessage `json:"status"` // the 2.4 client sends a number, others a string
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	status, err := strconv.Atoi(strings.Trim(string(b.Status), `" `))
	if err != nil || (status != 1 && status != 2) {
		return httpx.Fail("状态参数不正确")
	}
	ids := crud.SplitIDs(b.IDs)
	if len(ids) == 0 {
		return httpx.Fail("请选择用户")
	}
	ctx := c.Request().Context()
	sess := current(c)
	for _, id := range ids {
		if status == 2 && id == sess.User.ID {
			return httpx.Fail("不能冻结自己的账号")
		}
	}
	visible, err := s.visibleUsers(ctx, ids)
	if err != nil {
		return err
	}
	if len(visible) != len(ids) {
		return httpx.Fail("未找到对应数据")
	}
	if err := mayManage(ctx, s.Client, ids); err != nil {
		return err
	}
	if _, err := s.Client.SysUser.Update().Where(sysuser.IDIn(ids...)).SetStatus(status).Save(ctx); err != nil {
		return err
	}
	if status == 2 {
		for _, id := range ids {
			if err := s.Auth.Sessions.RevokeUser(ctx, id); err != nil {
				return err
			}
		}
	}
	return httpx.OKMsg(c, "冻结/解冻成功", nil)
}

// DepartNode is the contract's SysDepartTreeModel.
type DepartNode struct {
	*ent.SysDepart
	Key      string        `json:"key"`
	Value    string        `json:"value"`
	Title    string        `json:"title"`
	IsLeaf   bool          `json:"isLeaf"`
	Children []*DepartNode `json:"children,omitempty"`
}

// departTree lists the request tenant's departments as a tree (privacy filters the tenant).
func (s *Service) departTree(c *echo.Context) error {
	ds, err := s.Client.SysDepart.Query().
		Order(ent.Asc(sysdepart.FieldDepartOrder), ent.Asc(sysdepart.FieldOrgCode)).
		All(c.Request().Context())
	if err != nil {
		return err
	}
	nodes := map[string]*DepartNode{}
	for _, d := range ds {
		nodes[d.ID] = &DepartNode{SysDepart: d, Key: d.ID, Value: d.ID, Title: d.DepartName, IsLeaf: true}
	}
	roots := []*DepartNode{}
	for _, d := range ds {
		n := nodes[d.ID]
		if p, ok := nodes[d.ParentID]; ok {
			p.Children = append(p.Children, n)
			p.IsLeaf = false
		} else {
			roots = append(roots, n)
		}
	}
	return httpx.OK(c, roots)
}

// allRoles lists the tenant's roles for the user form's role choice (a plain list).
func (s *Service) allRoles(c *echo.Context) error {
	rs, err := s.Client.SysRole.Query().Order(ent.Asc(sysrole.FieldRoleName)).All(c.Request().Context())
	if err != nil {
		return err
	}
	return httpx.OK(c, rs)
}

// visibleUser is the id of a user param the caller may see, "" otherwise.
func (s *Service) visibleUser(ctx context.Context, id string) (string, error) {
	if id = strings.TrimSpace(id); id == "" {
		return "", nil
	}
	ids, err := s.visibleUsers(ctx, []string{id})
	if err != nil || len(ids) == 0 {
		return "", err
	}
	return ids[0], nil
}

// userRoles lists the ids of a user's roles (those of the caller's tenant).
func (s *Service) userRoles(c *echo.Context) error {
	ctx := c.Request().Context()
	user, err := s.visibleUser(ctx, c.QueryParam("userid"))
	if err != nil {
		return err
	}
	ids, err := s.Client.SysRole.Query().Where(sysrole.HasUserRolesWith(sysuserrole.UserID(user))).IDs(ctx)
	if err != nil {
		return err
	}
	if ids == nil {
		ids = []string{}
	}
	return httpx.OK(c, ids)
}

// userDepartList lists a user's departments as DepartIdModel {key, value, title}.
func (s *Service) userDepartList(c *echo.Context) error {
	ctx := c.Request().Context()
	user, err := s.visibleUser(ctx, c.QueryParam("userId"))
	if err != nil {
		return err
	}
	ds, err := s.userDeparts(ctx, user)
	if err != nil {
		return err
	}
	out := make([]map[string]string, len(ds))
	for i, d := range ds {
		out[i] = map[string]string{"key": d.ID, "value": d.ID, "title": d.DepartName}
	}
	return httpx.OK(c, out)
}

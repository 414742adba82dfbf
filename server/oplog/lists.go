package oplog

import (
	"cmp"
	"context"
	"strconv"
	"strings"
	"time"

	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysdatalog"
	"aqueduct/ent/syslog"
	"aqueduct/ent/sysuser"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/rowcount"
	"aqueduct/server/viewer"
)

// Permission codes of the two log menus.
const (
	ListCode     = "system:log:list"
	DeleteCode   = "system:log:delete"
	DataListCode = "system:dataLog:list"
)

// Routes registers the log lists.
func (s *Service) Routes(r *httpx.Routes) {
	httpx.Get(r, "/sys/log/list", ListCode, "系统日志（登录、操作日志）列表", s.list)
	httpx.Delete(r, "/sys/log/delete", DeleteCode, "删除系统日志", s.delete)
	httpx.Delete(r, "/sys/log/deleteBatch", DeleteCode, "批量删除系统日志", s.delete)
	httpx.Get(r, "/sys/dataLog/list", DataListCode, "数据日志列表", s.dataList)
	httpx.Get(r, "/sys/dataLog/queryCompareList", DataListCode, "数据日志：两个版本对比", s.compareList)
	httpx.Get(r, "/sys/dataLog/queryDataVerList", DataListCode, "数据日志：某记录的各版本", s.dataVerList)
}

// logCount keeps the log's totals per log and operation type: the log grows
// by millions of lines and its list counts on every page.
var logCount = rowcount.Register(syslog.Table, syslog.FieldLogType, syslog.FieldOperateType)

// maxPage is the largest page the log lists answer.
const maxPage = 200

// logRow is a sys_log row with its dictionary texts and the user's name.
type logRow struct {
	*ent.SysLog
	LogTypeText     string `json:"logType_dictText"`
	OperateTypeText string `json:"operateType_dictText,omitempty"`
	Realname        string `json:"realname,omitempty"`
}

// Texts of the dictionaries log_type and operate_type.
var (
	logTypes = map[int]string{1: "登录日志", 2: "操作日志"}
	opTexts  = map[int]string{OpQuery: "查询", OpAdd: "添加", OpEdit: "修改", OpDelete: "删除", OpImport: "导入", OpExport: "导出"}
)

// logQuery is /sys/log/list's query. The types are text: a type that is no
// number filters nothing, as before.
type logQuery struct {
	httpx.PageQuery
	LogType     string `query:"logType" doc:"日志类型（字典 log_type）"`
	OperateType string `query:"operateType" doc:"操作类型（字典 operate_type）"`
	KeyWord     string `query:"keyWord" doc:"日志内容包含"`
	CreateBegin string `query:"createTime_begin" doc:"创建时间起（yyyy-MM-dd[ HH:mm:ss]）"`
	CreateEnd   string `query:"createTime_end" doc:"创建时间止（yyyy-MM-dd[ HH:mm:ss]；只有日期时含当天）"`
}

// list answers /sys/log/list: one log type, newest first.
func (s *Service) list(c *echo.Context, lq logQuery) (httpx.Page[logRow], error) {
	ctx := c.Request().Context()
	q := s.Client.SysLog.Query()
	if t, err := strconv.Atoi(lq.LogType); err == nil {
		q.Where(syslog.LogType(t))
	}
	if t, err := strconv.Atoi(lq.OperateType); err == nil {
		q.Where(syslog.OperateType(t))
	}
	if k := strings.TrimSpace(lq.KeyWord); k != "" {
		q.Where(syslog.LogContentContains(k))
	}
	begin, end, err := timeRange(lq.CreateBegin, lq.CreateEnd)
	if err != nil {
		return httpx.Page[logRow]{}, err
	}
	if !begin.IsZero() {
		q.Where(syslog.CreateTimeGTE(jsontime.Time(begin)))
	}
	if !end.IsZero() {
		q.Where(syslog.CreateTimeLTE(jsontime.Time(end)))
	}
	if p := tenantUsers(ctx); p != nil {
		q.Where(p)
	}
	no, size := lq.Paging(maxPage)
	page := q.Clone().Order(ent.Desc(syslog.FieldCreateTime), ent.Desc(syslog.FieldID)).Offset((no - 1) * size).Limit(size)
	var (
		rows  []*ent.SysLog
		total int
	)
	if no == 1 { // one statement, the total beside the page (as crud's lists)
		if rows, err = page.Modify(rowcount.TotalColumn(logCount)).All(ctx); err == nil && len(rows) > 0 {
			total, err = rowcount.TotalOf(rows[0])
		}
	} else if total, err = q.Modify(logCount.From).Aggregate(logCount.Total).Int(ctx); err == nil {
		rows, err = page.All(ctx)
	}
	if err != nil {
		return httpx.Page[logRow]{}, err
	}
	names, err := s.realnames(ctx, rows)
	if err != nil {
		return httpx.Page[logRow]{}, err
	}
	out := make([]logRow, len(rows))
	for i, r := range rows {
		out[i] = logRow{SysLog: r, LogTypeText: logTypes[r.LogType], OperateTypeText: opTexts[r.OperateType], Realname: names[r.Userid]}
	}
	return httpx.NewPage(out, total, no, size), nil
}

// deleteQuery names the lines to delete: delete's id or deleteBatch's ids.
type deleteQuery struct {
	ID  string `query:"id" doc:"日志 ID"`
	IDs string `query:"ids" doc:"日志 ID，逗号分隔；allclear：清空所见的全部日志"`
}

// delete removes log lines: id (delete), ids (deleteBatch, comma list), or
// every line the caller may see when ids is "allclear" (JeecgBoot's 清空).
func (s *Service) delete(c *echo.Context, q deleteQuery) (httpx.Message, error) {
	ctx := c.Request().Context()
	d := s.Client.SysLog.Delete()
	ids := cmp.Or(q.IDs, q.ID)
	msg := httpx.Message("删除成功!")
	if ids == "allclear" {
		msg = "清空成功!"
	} else {
		list := crud.SplitIDs(ids)
		if len(list) == 0 {
			return "", httpx.Fail("请选择要删除的日志")
		}
		d.Where(syslog.IDIn(list...))
	}
	if p := tenantUsers(ctx); p != nil {
		d.Where(p)
	}
	if _, err := d.Exec(ctx); err != nil {
		return "", err
	}
	return msg, nil
}

// realnames are the names of the page's users (the log keeps the login name).
func (s *Service) realnames(ctx context.Context, rows []*ent.SysLog) (map[string]string, error) {
	ids := make([]string, 0, len(rows))
	for _, r := range rows {
		if r.Userid != "" {
			ids = append(ids, r.Userid)
		}
	}
	names := map[string]string{}
	if len(ids) == 0 {
		return names, nil
	}
	us, err := s.Client.SysUser.Query().Where(sysuser.IDIn(ids...)).
		Select(sysuser.FieldID, sysuser.FieldRealname).All(ctx)
	for _, u := range us {
		names[u.ID] = u.Realname
	}
	return names, err
}

// timeRange reads createTime_begin/_end; a bare date covers its whole day.
func timeRange(from, to string) (begin, end time.Time, err error) {
	if v := strings.TrimSpace(from); v != "" {
		if len(v) == 10 {
			v += " 00:00:00"
		}
		if begin, err = jsontime.Parse(v); err != nil {
			return begin, end, httpx.Fail("创建时间格式不正确")
		}
	}
	if v := strings.TrimSpace(to); v != "" {
		if len(v) == 10 {
			v += " 23:59:59"
		}
		if end, err = jsontime.Parse(v); err != nil {
			return begin, end, httpx.Fail("创建时间格式不正确")
		}
	}
	return begin, end, nil
}

// tenantUsers keeps a tenant's admin to the lines of his tenant's users
// (sys_user.rel_tenant_ids holds the tenant); nil when nothing limits.
func tenantUsers(ctx context.Context) func(*sql.Selector) {
	v, ok := viewer.FromContext(ctx)
	if !ok || v.System || v.TenantID == 0 {
		return nil
	}
	t := strconv.Itoa(v.TenantID)
	return func(s *sql.Selector) {
		u := sql.Table(sysuser.Table)
		c := u.C(sysuser.FieldRelTenantIds)
		users := sql.Select(u.C(sysuser.FieldID)).From(u).
			Where(sql.Or(sql.EQ(c, t), sql.HasPrefix(c, t+","), sql.HasSuffix(c, ","+t), sql.Contains(c, ","+t+",")))
		s.Where(sql.In(s.C(syslog.FieldUserid), users))
	}
}

// dataLogQuery is /sys/dataLog/list's query.
type dataLogQuery struct {
	httpx.PageQuery
	DataTable string `query:"dataTable" doc:"表名包含"`
	DataID    string `query:"dataId" doc:"记录 ID"`
}

// dataList answers /sys/dataLog/list (dataTable, dataId), newest first; the
// tenant mixin keeps each tenant to its own versions.
func (s *Service) dataList(c *echo.Context, dq dataLogQuery) (httpx.Page[*ent.SysDataLog], error) {
	ctx := c.Request().Context()
	q := s.Client.SysDataLog.Query()
	if v := strings.TrimSpace(dq.DataTable); v != "" {
		q.Where(sysdatalog.DataTableContains(strings.Trim(v, "*")))
	}
	if v := strings.TrimSpace(dq.DataID); v != "" {
		q.Where(sysdatalog.DataID(strings.Trim(v, "*")))
	}
	no, size := dq.Paging(maxPage)
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return httpx.Page[*ent.SysDataLog]{}, err
	}
	rows, err := q.Order(ent.Desc(sysdatalog.FieldCreateTime), ent.Desc(sysdatalog.FieldDataVersion)).
		Offset((no - 1) * size).Limit(size).All(ctx)
	if err != nil {
		return httpx.Page[*ent.SysDataLog]{}, err
	}
	return httpx.NewPage(rows, total, no, size), nil
}

// compareQuery names the two versions to compare.
type compareQuery struct {
	DataID1 string `query:"dataId1" doc:"数据日志 ID"`
	DataID2 string `query:"dataId2" doc:"数据日志 ID"`
}

// compareList answers the two versions dataId1 and dataId2 (sys_data_log ids).
func (s *Service) compareList(c *echo.Context, q compareQuery) ([]*ent.SysDataLog, error) {
	ids := []string{strings.TrimSpace(q.DataID1), strings.TrimSpace(q.DataID2)}
	if ids[0] == "" || ids[1] == "" {
		return nil, httpx.Fail("请选择两条数据")
	}
	rows, err := s.Client.SysDataLog.Query().Where(sysdatalog.IDIn(ids...)).All(c.Request().Context())
	if err != nil {
		return nil, err
	}
	out := make([]*ent.SysDataLog, 0, 2)
	for _, id := range ids { // in the order asked
		for _, r := range rows {
			if r.ID == id {
				out = append(out, r)
			}
		}
	}
	if len(out) != 2 {
		return nil, httpx.Fail("未找到对应数据")
	}
	return out, nil
}

// versionsQuery names the record whose versions are listed.
type versionsQuery struct {
	DataTable string `query:"dataTable" doc:"表名"`
	DataID    string `query:"dataId" doc:"记录 ID"`
}

// dataVerList answers every version of one record, oldest first.
func (s *Service) dataVerList(c *echo.Context, q versionsQuery) ([]*ent.SysDataLog, error) {
	table, id := strings.TrimSpace(q.DataTable), strings.TrimSpace(q.DataID)
	rows, err := s.Client.SysDataLog.Query().Where(sysdatalog.DataTable(table), sysdatalog.DataID(id)).
		Order(ent.Asc(sysdatalog.FieldDataVersion)).All(c.Request().Context())
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, httpx.Fail("未找到版本信息")
	}
	return rows, nil
}

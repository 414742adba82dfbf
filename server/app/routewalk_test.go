package app_test

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"mime/multipart"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"entgo.io/ent/dialect/sql"
	"github.com/stretchr/testify/require"
	"github.com/xuri/excelize/v2"

	"aqueduct/ent"
	"aqueduct/ent/sysdatalog"
	"aqueduct/ent/syspermissiondatarule"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/schema"
	"aqueduct/server/config"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/query"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// knownLeaks are routes that still answer another section's data or let a
// user without rights in, keyed "<who> <METHOD> <path>" (who: contractor,
// foreman or norights). The walk asserts each still leaks, so an entry must go
// once its route is fixed.
var knownLeaks = map[string]string{}

// TestEveryRouteKeepsOtherSections walks every route the running app
// registered (s.App.Routes, not a hand list):
//   - as the contractor, kept to section 1 by the demo's section rule, and as
//     the foreman, kept to the same sections but holding every business right
//     (so every business handler is reached, not only the contractor's),
//     aimed at a record of another section of every business resource (its
//     id in the path, the query and the body, its texts in searches, a copy
//     of it as add, edit and import, its approval's instance and task): no
//     id or text of it comes back, the answer is the one made-up ids get, and
//     the record, its child rows and its table's row count do not change;
//   - as a user with no role: every route with a permission code answers
//     没有权限 (510); the session-only and anonymous ones leak no record.
//
// plan classifies each route from its method, path and permission code; a
// route it cannot classify fails the walk.
func TestEveryRouteKeepsOtherSections(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		// Every optional route registered: the offline base map's tiles too.
		s := testenv.Start(t, db, func(c *config.Config) {
			c.MapPMTiles = filepath.Join("..", "maptiles", "testdata", "demo.pmtiles")
		})
		w := newRouteWalk(t, s)
		routes := s.App.Routes.List()
		require.Greater(t, len(routes), 500, "the router lists its routes")

		type planned struct {
			rt     httpx.Route
			probes []rwProbe
		}
		var plan []planned
		for _, rt := range routes {
			ps, ok := w.plan(rt)
			if !ok {
				t.Errorf("route %s %s is not classified", rt.Method, rt.Path)
				continue
			}
			plan = append(plan, planned{rt, ps})
		}

		seen := map[string]bool{}
		for _, who := range []struct{ name, token string }{{"contractor", w.con}, {"foreman", w.foreman}} {
			t.Run(who.name, func(t *testing.T) {
				before := w.snapshot()
				aimed := 0
				answers := map[string]int{}
				for _, p := range plan {
					if p.rt.Code == httpx.Anonymous {
						continue // the anonymous caller is the user without rights' walk
					}
					var problems []string
					for _, pr := range p.probes {
						if pr.target != nil && pr.compare {
							aimed++
						}
						problems = append(problems, w.asRestricted(t, who.token, pr, answers)...)
					}
					w.verdict(t, who.name, p.rt, problems)
					seen[who.name+" "+p.rt.Method+" "+p.rt.Path] = true
				}
				require.Greater(t, aimed, 300, "most routes are aimed at another section's record")
				t.Logf("%s's answers: %v", who.name, answers)
				after := w.snapshot()
				for k, v := range before {
					if after[k] != v {
						t.Errorf("%s changed during the walk of %s:\nbefore %s\nafter  %s", k, who.name, v, after[k])
					}
				}
			})
		}

		t.Run("norights", func(t *testing.T) {
			before := w.snapshot()
			for _, p := range plan {
				var problems []string
				for _, pr := range p.probes {
					problems = append(problems, w.asNobody(t, p.rt, pr)...)
				}
				w.verdict(t, "norights", p.rt, problems)
				seen["norights "+p.rt.Method+" "+p.rt.Path] = true
			}
			after := w.snapshot()
			for k, v := range before {
				if after[k] != v {
					t.Errorf("%s changed during the walk of the user without rights:\nbefore %s\nafter  %s", k, v, after[k])
				}
			}
		})

		for k := range knownLeaks {
			if !seen[k] {
				t.Errorf("knownLeaks names %s, which is no route walked: remove it", k)
			}
		}
	})
}

// rwTarget is the record of another section a route is aimed at.
type rwTarget struct {
	r        *crud.Resource
	id       string
	section  string
	marks    map[string]string // property → the distinctive text written into it
	record   map[string]any    // as the admin reads it
	children map[string]any    // child rows by body property, as the admin reads them
	childIDs []string
}

// rwProbe is one request of the walk.
type rwProbe struct {
	method, path string
	query        url.Values
	body         any
	sheet        []byte    // an import file, sent as multipart files[]
	target       *rwTarget // whose row, children and table count must not change
	compare      bool      // must answer as the same request naming made-up ids
	echo         bool      // carries the record's texts itself (its admin export): texts may come back
}

// rwAnswer is a reply reduced to what can be compared and searched.
type rwAnswer struct {
	status int
	key    string // status, envelope (or sheet size) without the timestamp
	text   string // everything readable in it
	env    *testenv.Reply
}

type routeWalk struct {
	t          *testing.T
	s          *testenv.Server
	sys        context.Context
	c          *ent.Client
	admin, con string
	foreman    string // every business right, kept to the contractor's sections like him
	none       string
	mine       []string
	targets    []*rwTarget
	byKey      map[string]*rwTarget
	any        *rwTarget // aimed at by routes of no business resource
	dictT      *rwTarget // a target with a marked text other entities may read (table dictionaries)
	dictF      crud.Field
	uniqT      *rwTarget // a target with a marked unique field (duplicate check)
	uniqF      crud.Field
	inst, task string // an approval flow of the payment target, at the supervisor
	logIDs     []string
	ids        []string          // every id that must not come back to a restricted user
	texts      []string          // every text that must not come back
	bogus      map[string]string // id or text → a made-up one like it
}

// tally counts a restricted user's answers by kind: a walk answered 没有权限
// throughout would prove nothing.
func tally(answers map[string]int, a rwAnswer) {
	switch {
	case a.env == nil:
		answers["not an envelope"]++
	case a.env.Code == httpx.CodeNoAuthz:
		answers["no right"]++
	case a.env.Success:
		answers["success"]++
	default:
		answers["refused: "+a.env.Message]++
	}
}

// rwIDParams are the properties a request may name a record by.
var rwIDParams = []string{"id", "ids", "pid", "mainId", "parentId", "selections", "dataId", "businessKey", "key", "anntId"}

func newRouteWalk(t *testing.T, s *testenv.Server) *routeWalk {
	t.Helper()
	w := &routeWalk{t: t, s: s, sys: viewer.System(context.Background()), c: s.App.DB.Client,
		byKey: map[string]*rwTarget{}, bogus: map[string]string{}}
	w.admin = s.Token(t, "admin", seed.DemoAdminPassword)
	w.con = s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
	s.NewUser(t, w.admin, "walker", "", "")
	w.none = s.Token(t, "walker", "Passw0rd1")

	// His sections, from his departments (as TestScopeInClient works them out).
	u := w.c.SysUser.Query().Where(sysuser.Username(seed.DemoContractor)).OnlyX(w.sys)
	deps := w.c.SysUserDepart.Query().Where(sysuserdepart.UserID(u.ID)).Select(sysuserdepart.FieldDepID).StringsX(w.sys)
	var supervised []string // the supervisor's sections not his: a flow there finds its approver
	sup := w.c.SysUser.Query().Where(sysuser.Username(seed.DemoSupervisor)).OnlyX(w.sys)
	supDeps := w.c.SysUserDepart.Query().Where(sysuserdepart.UserID(sup.ID)).Select(sysuserdepart.FieldDepID).StringsX(w.sys)
	for _, sec := range w.c.CmisSection.Query().AllX(w.sys) {
		ds := crud.SplitIDs(sec.DepartIds)
		if slices.ContainsFunc(ds, func(d string) bool { return slices.Contains(deps, d) }) {
			w.mine = append(w.mine, sec.ID)
		} else if slices.ContainsFunc(ds, func(d string) bool { return slices.Contains(supDeps, d) }) {
			supervised = append(supervised, sec.ID)
		}
	}
	require.NotEmpty(t, w.mine)

	// The foreman holds every right of the business menus (lists, buttons,
	// steps), each menu of a section's records under the demo's section rule,
	// in the contractor's departments: the walk reaches every business
	// handler, not only the contractor's.
	scoped := seed.DemoScopedMenus()
	business := map[string]bool{}
	for _, r := range crud.Resources() {
		if r.Menu && strings.HasPrefix(r.Table, "cmis_") {
			business[r.MenuID] = true
		}
	}
	var perms []string
	rules := map[string]string{}
	for _, p := range w.c.SysPermission.Query().AllX(w.sys) {
		menu := p.ID
		if !business[menu] {
			menu = p.ParentID
		}
		if !business[menu] {
			continue
		}
		perms = append(perms, p.ID)
		if column, ok := scoped[menu]; ok && p.ID == menu {
			rules[menu] = w.c.SysPermissionDataRule.Query().Where(syspermissiondatarule.PermissionID(menu),
				syspermissiondatarule.RuleName(seed.DemoSectionRule), syspermissiondatarule.RuleColumn(column)).FirstIDX(w.sys)
		}
	}
	require.Len(t, rules, len(scoped), "every menu of a section's records is kept to his sections")
	require.Greater(t, len(perms), 3*len(scoped), "the business menus and their buttons")
	rep := s.Do(t, "POST", "/sys/role/add", w.admin, map[string]any{"roleName": "全部业务", "roleCode": "walk_foreman"})
	require.True(t, rep.Success, rep.Message)
	var role struct{ ID string }
	rep.Decode(t, &role)
	s.Grant(t, role.ID, perms, rules)
	s.NewUser(t, w.admin, "foreman", role.ID, strings.Join(deps, ","))
	w.foreman = s.Token(t, "foreman", "Passw0rd1")

	// One record of another section per business resource, marked with texts
	// found nowhere else; the supervisor's sections first.
	want := 0
	for _, r := range crud.Resources() {
		if _, _, ok := r.Field("sectionId"); !ok && r != crud.CmisSection || r.Main != "" {
			continue
		}
		want++
		id, sec := supervised[0], supervised[0] // the section list is kept to his sections by id
		if r != crud.CmisSection {
			id, sec = w.pick(r, supervised)
		}
		if id == "" {
			id, sec = w.plant(r, supervised[0]), supervised[0]
			if id == "" {
				t.Logf("%s: no record in the demo", r.Key)
				continue
			}
		}
		tg := &rwTarget{r: r, id: id, section: sec, marks: map[string]string{}, children: map[string]any{}}
		w.mark(tg)
		w.targets = append(w.targets, tg)
		w.byKey[r.Key] = tg
	}
	if w.uniqT == nil {
		w.markUnique()
	}
	require.Len(t, w.targets, want, "every business resource with a section has a record to hide")
	require.GreaterOrEqual(t, want, 20)
	require.NotNil(t, w.dictT, "a target with a text other entities read")
	require.NotNil(t, w.uniqT, "a target with a unique text")

	// The admin's view of each: the control that the walk's aim is true.
	for _, tg := range w.targets {
		base := "/" + tg.r.Prefix
		rep := s.Do(t, "GET", base+"/queryById?id="+tg.id, w.admin, nil)
		require.True(t, rep.Success, "%s: admin reads it: %s", tg.r.Key, rep.Message)
		rep.Decode(t, &tg.record)
		for _, m := range tg.marks {
			require.Contains(t, string(rep.Result), m, "%s: the admin sees the mark", tg.r.Key)
		}
		p := s.List(t, w.admin, base+"/list", url.Values{"id": {tg.id}, "sectionId": {tg.section}})
		require.Equal(t, 1, p.Total, "%s: the admin lists it", tg.r.Key)
		for _, ch := range tg.r.Children {
			rep := s.Do(t, "GET", base+"/"+ch.ByMainID+"?id="+tg.id, w.admin, nil)
			require.True(t, rep.Success, rep.Message)
			var rows []map[string]any
			rep.Decode(t, &rows)
			for _, row := range rows {
				tg.childIDs = append(tg.childIDs, fmt.Sprint(row["id"]))
			}
			tg.children[ch.ListKey] = rows
		}
	}

	// An approval of the payment of the supervisor's section, waiting for him.
	pay := w.byKey[crud.CmisPayment.Key]
	require.NotNil(t, pay)
	require.Contains(t, supervised, pay.section)
	s.PublishFlow(t, w.admin, crud.CmisPayment.Table, nil)
	w.inst = s.Apply(t, w.admin, crud.CmisPayment.Table, pay.id)
	w.task = s.TaskOf(t, s.Token(t, seed.DemoSupervisor, seed.DemoEngineerPassword), w.inst).ID
	w.any = pay

	for _, tg := range w.targets {
		w.ids = append(w.ids, tg.id)
		w.ids = append(w.ids, tg.childIDs...)
		for _, m := range tg.marks {
			w.texts = append(w.texts, m)
		}
	}
	w.logIDs = w.c.SysDataLog.Query().Where(sysdatalog.DataID(w.dictT.id)).IDsX(w.sys)
	require.NotEmpty(t, w.logIDs, "the admin's edit wrote a version of the record")
	for _, sec := range w.c.CmisSection.Query().IDsX(w.sys) {
		if !slices.Contains(w.mine, sec) {
			w.ids = append(w.ids, sec) // another section is not even named to him
		}
	}
	w.ids = append(w.ids, w.inst, w.task)
	w.ids = append(w.ids, w.logIDs...)
	slices.Sort(w.ids)
	w.ids = slices.Compact(w.ids)
	for _, id := range w.ids {
		w.bogus[id] = schema.NewID()
	}
	for _, m := range w.texts {
		w.bogus[m] = "界外假" + strings.TrimPrefix(m, "界外")
	}
	// Unique values are made up too, so the made-up request does not collide
	// with the record it copies (a save refuses a taken value in any section).
	for _, tg := range w.targets {
		for _, f := range tg.r.Fields {
			if v, ok := tg.record[f.Name].(string); ok && f.Unique && v != "" && w.bogus[v] == "" {
				w.bogus[v] = v + "97" // still a valid number
			}
		}
	}
	return w
}

// pick is a record of r in a section not the contractor's, of the preferred
// sections if any, in the first state of its life if it has one.
func (w *routeWalk) pick(r *crud.Resource, prefer []string) (id, section string) {
	for _, secs := range [][]string{prefer, nil} {
		where := func(sel *sql.Selector) {
			sel.Where(sql.NotIn(sel.C("section_id"), crud.Anys(w.mine)...))
			if secs != nil {
				sel.Where(sql.In(sel.C("section_id"), crud.Anys(secs)...))
			}
		}
		first := where
		if m := r.Machine; m != nil {
			f, _, _ := r.Field(m.Field)
			first = func(sel *sql.Selector) { where(sel); sel.Where(sql.EQ(sel.C(f.Column), m.States[0].Value)) }
		}
		for _, wh := range []crud.Where{first, where} {
			ids, err := r.Store.Strings(w.sys, w.c, wh, "id")
			require.NoError(w.t, err)
			if len(ids) > 0 {
				sort.Strings(ids)
				row, err := r.Store.Get(w.sys, w.c, ids[0], nil)
				require.NoError(w.t, err)
				_, at, _ := r.Field("sectionId")
				return ids[0], crud.Text(r.Store.Values(row)[at])
			}
		}
	}
	return "", ""
}

// plant copies a record of r into section, for a resource whose demo records
// are all the contractor's; "" when r has none.
func (w *routeWalk) plant(r *crud.Resource, section string) string {
	ids, err := r.Store.Strings(w.sys, w.c, nil, "id")
	require.NoError(w.t, err)
	if len(ids) == 0 {
		return ""
	}
	row, err := r.Store.Get(w.sys, w.c, ids[0], nil)
	require.NoError(w.t, err)
	values := r.Store.Values(row)
	made, err := r.Store.Create(w.sys, w.c, func(m ent.Mutation) error {
		for i, f := range r.Fields[1:] {
			v := values[i+1]
			switch {
			case f.Column == "section_id":
				v = section
			case v == nil:
				continue
			case f.Unique && f.Kind == query.String:
				v = fmt.Sprint(v) + "界外"
			}
			_ = m.SetField(f.Column, v) // a field the entity sets itself is left to it
		}
		return nil
	})
	require.NoError(w.t, err, "%s: a copy in another section", r.Key)
	w.t.Logf("%s: no record of another section in the demo, one copied there", r.Key)
	return crud.Text(r.Store.Values(made)[0])
}

// plainText is a free text field a mark (12 characters) may be written into.
func plainText(f crud.Field) bool {
	return (f.Widget == "" || f.Widget == "input" || f.Widget == "textarea") && f.Kind == query.String && !f.Secret &&
		!f.Immutable && f.Dict == "" && f.Pattern == "" && f.CheckRule == "" && f.FillRule == "" && (f.MaxLen == 0 || f.MaxLen >= 12)
}

// mark writes distinctive texts into the target: its first free text through
// the admin's edit (so a version of it lands in the data log), and its free
// texts other entities may read or that are unique through the system client.
func (w *routeWalk) mark(tg *rwTarget) {
	t := w.t
	tail := tg.id[len(tg.id)-8:]
	i := 0
	text := func() string { i++; return fmt.Sprintf("界外%d号%s", i, tail) }
	var direct []crud.Field
	edited := false
	if f, ok := editable(tg.r); ok && plainText(f) {
		m := text()
		rep := w.s.Do(t, "PUT", "/"+tg.r.Prefix+"/edit", w.admin, map[string]any{"id": tg.id, f.Name: m})
		if edited = rep.Success; edited {
			tg.marks[f.Name] = m
		} else { // e.g. an approved settlement
			i--
			direct = append(direct, f)
		}
	}
	for _, f := range tg.r.Fields[1:] {
		if _, done := tg.marks[f.Name]; done || slices.ContainsFunc(direct, func(d crud.Field) bool { return d.Name == f.Name }) {
			continue
		}
		if plainText(f) && (f.DictText || f.Unique) {
			direct = append(direct, f)
		}
	}
	if len(tg.marks) == 0 && len(direct) == 0 {
		for _, f := range tg.r.Fields[1:] {
			if plainText(f) {
				direct = append(direct, f)
				break
			}
		}
	}
	for _, f := range direct {
		m := text()
		_, err := tg.r.Store.Update(w.sys, w.c, tg.id, nil, func(mu ent.Mutation) error { return mu.SetField(f.Column, m) })
		require.NoError(t, err, "%s.%s", tg.r.Key, f.Name)
		tg.marks[f.Name] = m
		if f.DictText && w.dictT == nil && edited { // the data log's record too: it needs a version
			w.dictT, w.dictF = tg, f
		}
		if f.Unique && w.uniqT == nil {
			w.uniqT, w.uniqF = tg, f
		}
	}
}

// markUnique marks a unique numbering field (a change's number, not the
// contract's, which other records name) for the duplicate check.
func (w *routeWalk) markUnique() {
	for _, tg := range w.targets {
		if tg.r == crud.CmisContract {
			continue
		}
		for _, f := range tg.r.Fields[1:] {
			if f.Unique && f.Kind == query.String && !f.Immutable && !f.Secret && (f.MaxLen == 0 || f.MaxLen >= 12) {
				m := fmt.Sprintf("界外编号%s", tg.id[len(tg.id)-8:])
				_, err := tg.r.Store.Update(w.sys, w.c, tg.id, nil, func(mu ent.Mutation) error { return mu.SetField(f.Column, m) })
				require.NoError(w.t, err, "%s.%s", tg.r.Key, f.Name)
				tg.marks[f.Name], w.uniqT, w.uniqF = m, tg, f
				return
			}
		}
	}
}

// stdQuery names the target every way a read may take a record, with hostile
// extras: an OR superquery and a parameter that is SQL.
func (w *routeWalk) stdQuery(tg *rwTarget, own bool) url.Values {
	q := url.Values{}
	for _, k := range rwIDParams {
		q.Set(k, tg.id)
	}
	q.Set("sectionId", tg.section)
	q.Set("tableName", tg.r.Table)
	q.Set("dataTable", tg.r.Table)
	q.Set("procInstId", w.inst)
	q.Set("taskId", w.task)
	if own { // a superquery names fields of the route's own resource
		q.Set("superQueryMatchType", "or")
		q.Set("superQueryParams", url.QueryEscape(fmt.Sprintf(`[{"field":"sectionId","rule":"eq","val":"%s"},{"field":"id","rule":"eq","val":"%s"}]`, tg.section, tg.id)))
	}
	q.Set("x' OR '1'='1", "1")
	if names := slices.Sorted(maps.Keys(tg.marks)); len(names) > 0 {
		q.Set("keyword", tg.marks[names[0]]) // searched by its text too
	}
	return q
}

// stdBody is stdQuery as a JSON body, with properties the server must not
// take from a request.
func (w *routeWalk) stdBody(tg *rwTarget) map[string]any {
	b := map[string]any{"sectionId": tg.section, "tableName": tg.r.Table, "procInstId": w.inst, "taskId": w.task,
		"createBy": "admin", "tenantId": 0, "delFlag": 0, "x' OR '1'='1": "1"}
	for _, k := range rwIDParams {
		b[k] = tg.id
	}
	b["idList"] = []string{tg.id}
	b["userIdList"] = []string{tg.id}
	return b
}

// copyOf is the admin's view of the target as a form body, its texts changed
// and its child rows included: what a replayed UI request would send.
func (w *routeWalk) copyOf(tg *rwTarget) map[string]any {
	b := map[string]any{}
	for k, v := range tg.record {
		if strings.HasSuffix(k, "_dictText") || k == "createTime" || k == "updateTime" {
			continue
		}
		b[k] = v
	}
	for k, m := range tg.marks {
		b[k] = strings.Replace(m, "界外", "界外改写", 1)
	}
	for k, rows := range tg.children {
		b[k] = rows
	}
	return b
}

// fill puts id into every path parameter.
var rwParam = regexp.MustCompile(`:[A-Za-z]+|\*`)

func fill(path, id string) string { return rwParam.ReplaceAllString(path, id) }

// generated tells whether the route is one the generator registers for a
// resource, and which.
func generated(rt httpx.Route) (*crud.Resource, string, bool) {
	for _, r := range crud.Resources() {
		base := "/" + r.Prefix + "/"
		if r.Main != "" || !strings.HasPrefix(rt.Path, base) {
			continue
		}
		suffix := strings.TrimPrefix(rt.Path, base)
		m := rt.Method
		ok := false
		switch suffix {
		case "list", "queryById":
			ok = m == http.MethodGet
		case "add":
			ok = m == http.MethodPost && !r.ReadOnly
		case "edit":
			ok = (m == http.MethodPut || m == http.MethodPost) && !r.ReadOnly
		case "delete", "deleteBatch":
			ok = m == http.MethodDelete
		case "exportXls":
			ok = (m == http.MethodGet || m == http.MethodPost) && r.Export
		case "importExcel":
			ok = m == http.MethodPost && r.Import
		case "rootList", "childList", "queryTreeList":
			ok = m == http.MethodGet && r.Tree != nil
		case "transition":
			ok = m == http.MethodPost && r.Machine != nil
		default:
			ok = m == http.MethodGet && slices.ContainsFunc(r.Children, func(c crud.Child) bool { return c.ByMainID == suffix })
		}
		if ok {
			return r, suffix, true
		}
	}
	return nil, "", false
}

// owner is the resource a hand-written route belongs to: by path, else by
// permission code.
func owner(rt httpx.Route) *crud.Resource {
	var best *crud.Resource
	for _, r := range crud.Resources() {
		if r.Main == "" && strings.HasPrefix(rt.Path, "/"+r.Prefix+"/") && (best == nil || len(r.Prefix) > len(best.Prefix)) {
			best = r
		}
	}
	if best != nil {
		return best
	}
	for _, code := range rt.Codes() {
		for _, r := range crud.Resources() {
			if r.Main == "" && (code == r.ListCode || strings.HasPrefix(code, r.Perm+":")) {
				return r
			}
		}
	}
	return nil
}

func sessionOnly(rt httpx.Route) bool { return slices.Contains(rt.Codes(), httpx.LoggedIn) }

// plan classifies a route and builds its requests: the special table of
// hand-written routes, then the generated routes, the anonymous ones, the
// hand-written reads of a business resource, the session-only reads and the
// routes behind a permission of no business resource. Business writes and
// session-only writes that are hand-written must be in the table.
func (w *routeWalk) plan(rt httpx.Route) ([]rwProbe, bool) {
	if f, ok := rwSpecial[rt.Method+" "+rt.Path]; ok {
		return f(w, rt), true
	}
	get := rt.Method == http.MethodGet
	if r, suffix, ok := generated(rt); ok {
		tg := w.byKey[r.Key]
		if tg == nil {
			tg = w.any // a resource without sections: still aimed at a business record
			return []rwProbe{w.simple(rt, tg, false)}, true
		}
		return w.generatedProbes(rt, r, suffix, tg), true
	}
	if rt.Code == httpx.Anonymous {
		return []rwProbe{w.simple(rt, w.any, false)}, true
	}
	if r := owner(rt); r != nil && w.byKey[r.Key] != nil && !sessionOnly(rt) {
		if !get {
			return nil, false // a hand-written business write needs its own probe
		}
		tg := w.byKey[r.Key]
		p := w.simple(rt, tg, true)
		p.target = tg
		return []rwProbe{p}, true
	}
	switch {
	case !slices.Contains([]string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete}, rt.Method):
		return nil, false
	case sessionOnly(rt) && !get:
		return nil, false // a write guarded by the session alone needs its own probe
	}
	return []rwProbe{w.simple(rt, w.any, false)}, true
}

// simple names tg in the path, the query and (for writes) the body.
func (w *routeWalk) simple(rt httpx.Route, tg *rwTarget, compare bool) rwProbe {
	p := rwProbe{method: rt.Method, path: fill(rt.Path, tg.id), query: w.stdQuery(tg, compare), compare: compare}
	if rt.Method != http.MethodGet {
		p.body = w.stdBody(tg)
	}
	return p
}

func (w *routeWalk) generatedProbes(rt httpx.Route, r *crud.Resource, suffix string, tg *rwTarget) []rwProbe {
	p := rwProbe{method: rt.Method, path: rt.Path, target: tg, compare: true}
	switch suffix {
	case "list", "rootList", "childList", "queryTreeList", "exportXls", "delete", "deleteBatch":
		p.query = w.stdQuery(tg, true)
		if rt.Method == http.MethodPost {
			p.body = w.stdBody(tg)
		}
	case "queryById":
		p.query = url.Values{"id": {tg.id}, "sectionId": {tg.section}}
	case "add":
		b := w.copyOf(tg)
		b["id"] = tg.id // were a client's id taken, it would name the record
		p.body, p.compare = b, false
	case "edit":
		b := w.copyOf(tg)
		b["sectionId"] = w.mine[0] // and moved into his section
		p.body = b
	case "importExcel":
		// The admin's export of the record, imported by him: a row of
		// another section must not be added.
		var sheet []byte
		if r.Export {
			res, b := w.s.Download(w.t, w.admin, "/"+r.Prefix+"/exportXls?selections="+tg.id)
			require.Equal(w.t, 200, res.StatusCode, string(b))
			sheet = b
		} else {
			sheet = sheetFile(w.t, [][]any{{"标段"}, {tg.section}})
		}
		p.sheet, p.compare, p.echo = sheet, false, true
	case "transition":
		var ps []rwProbe
		for _, mv := range r.Machine.Moves {
			b := map[string]any{"id": tg.id, "action": mv.Action}
			for _, name := range append(slices.Clone(mv.Needs), mv.Takes...) {
				f, _, _ := r.Field(name)
				b[name] = sampleOf(f)
			}
			q := p
			q.body = b
			ps = append(ps, q)
		}
		return ps
	default: // query<Child>ByMainId
		p.query = url.Values{"id": {tg.id}, "mainId": {tg.id}}
	}
	return []rwProbe{p}
}

// sampleOf is a valid-looking value of a step's input.
func sampleOf(f crud.Field) any {
	switch f.Kind {
	case query.Date:
		return "2026-01-02"
	case query.Time:
		return "2026-01-02 03:04:05"
	case query.Int, query.Float, query.Money:
		return "1"
	}
	return "越权处理"
}

// rwSpecial are the hand-written routes whose requests name a record in
// their own way, or that write behind the session alone.
var rwSpecial = map[string]func(w *routeWalk, rt httpx.Route) []rwProbe{
	// Approvals: the payment's flow waiting for the supervisor.
	"POST /actBusiness/apply": func(w *routeWalk, rt httpx.Route) []rwProbe {
		return w.flow(rt, map[string]any{"tableName": w.any.r.Table, "businessKey": w.any.id})
	},
	"POST /actBusiness/cancel": func(w *routeWalk, rt httpx.Route) []rwProbe {
		return w.flow(rt, map[string]any{"procInstId": w.inst, "comment": "撤回"})
	},
	"POST /actTask/pass":       taskProbe,
	"POST /actTask/reject":     taskProbe,
	"POST /actTask/back":       taskProbe,
	"POST /actTask/backToTask": taskProbe,
	"POST /actTask/delegate":   taskProbe,
	"POST /actTask/comment": func(w *routeWalk, rt httpx.Route) []rwProbe {
		return w.flow(rt, map[string]any{"procInstId": w.inst, "comment": "意见"})
	},
	"GET /actBusiness/status": func(w *routeWalk, rt httpx.Route) []rwProbe {
		return w.flowGet(rt, rt.Path, url.Values{"tableName": {w.any.r.Table}, "ids": {w.any.id}})
	},
	"GET /actBusiness/record": func(w *routeWalk, rt httpx.Route) []rwProbe {
		return w.flowGet(rt, rt.Path, url.Values{"procInstId": {w.inst}})
	},
	"GET /actProcessIns/queryById": func(w *routeWalk, rt httpx.Route) []rwProbe {
		return w.flowGet(rt, rt.Path, url.Values{"id": {w.inst}})
	},
	"GET /actTask/historicFlow/:id": func(w *routeWalk, rt httpx.Route) []rwProbe {
		return w.flowGet(rt, fill(rt.Path, w.inst), nil)
	},
	"GET /actTask/getBackList/:id": func(w *routeWalk, rt httpx.Route) []rwProbe {
		return w.flowGet(rt, fill(rt.Path, w.inst), nil)
	},
	// Table dictionaries of a business entity, by id and by text.
	"GET /sys/dict/getDictItems/:code":         dictProbe(false),
	"GET /sys/dict/loadDict/:code":             dictProbe(false),
	"GET /sys/dict/loadDictOrderByValue/:code": dictProbe(false),
	"GET /sys/dict/loadDictItem/:code":         dictProbe(true),
	"GET /sys/dict/getDictText/:code/:key":     dictProbe(true),
	// A level of each business tree, the one holding the target.
	"GET /sys/dict/loadTreeData": func(w *routeWalk, rt httpx.Route) []rwProbe {
		var ps []rwProbe
		for _, tg := range w.targets {
			if tg.r.Tree == nil {
				continue
			}
			text, _, _ := tg.r.Field(tg.r.Tree.Title)
			parent, _, _ := tg.r.Field(tg.r.Tree.Parent)
			q := url.Values{"tableName": {tg.r.Table}, "text": {text.Column}, "code": {"id"},
				"pid": {fmt.Sprint(tg.record[parent.Name])}, "pidField": {parent.Column}}
			ps = append(ps, rwProbe{method: rt.Method, path: rt.Path, query: q, target: tg, compare: true})
		}
		return ps
	},
	// The network of the target's plan type in its section.
	"GET /progress/cmisProgressPlan/criticalPath": func(w *routeWalk, rt httpx.Route) []rwProbe {
		tg := w.byKey[crud.CmisProgressPlan.Key]
		q := url.Values{"sectionId": {tg.section}, "planType": {fmt.Sprint(tg.record["planType"])}}
		return []rwProbe{{method: rt.Method, path: rt.Path, query: q, target: tg, compare: true}}
	},
	// The duplicate check of a unique field, with another section's value.
	"GET /sys/duplicate/check": func(w *routeWalk, rt httpx.Route) []rwProbe {
		q := url.Values{"tableName": {w.uniqT.r.Table}, "fieldName": {w.uniqF.Name}, "fieldVal": {w.uniqT.marks[w.uniqF.Name]}}
		return []rwProbe{{method: rt.Method, path: rt.Path, query: q, target: w.uniqT, compare: true}}
	},
	// The versions of a record in the data log.
	"GET /sys/dataLog/queryCompareList": func(w *routeWalk, rt httpx.Route) []rwProbe {
		q := url.Values{"dataId1": {w.logIDs[0]}, "dataId2": {w.logIDs[len(w.logIDs)-1]}}
		return []rwProbe{{method: rt.Method, path: rt.Path, query: q, target: w.dictT, compare: true}}
	},
	"GET /sys/dataLog/queryDataVerList": func(w *routeWalk, rt httpx.Route) []rwProbe {
		q := url.Values{"dataTable": {w.dictT.r.Table}, "dataId": {w.dictT.id}}
		return []rwProbe{{method: rt.Method, path: rt.Path, query: q, target: w.dictT, compare: true}}
	},
	// The quality panel counts forms of a section it narrows to.
	"GET /dashboard/quality": func(w *routeWalk, rt httpx.Route) []rwProbe {
		tg := w.byKey[crud.CmisExcavationAssessment.Key]
		return []rwProbe{{method: rt.Method, path: rt.Path, query: url.Values{"sectionId": {tg.section}}, target: tg, compare: true}}
	},
	// Writes behind the session alone: each touches only the caller's own.
	"PUT /sys/selectDepart":                              sessionWrite,
	"PUT /sys/user/appEdit":                              sessionWrite,
	"POST /sys/common/upload":                            sessionWrite,
	"PUT /sys/sysAnnouncementSend/readAll":               sessionWrite,
	"PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId": sessionWrite,
	"PUT /sys/fillRule/executeRuleByCodeBatch":           sessionWrite,
	"PUT /sys/fillRule/executeRuleByCode/:ruleCode":      sessionWrite,
	"PUT /sys/user/listSetting": func(w *routeWalk, rt httpx.Route) []rwProbe {
		p := w.simple(rt, w.any, false) // the ids sent are kept as the caller's own value, never answered
		p.query.Set("key", "list.walk")
		return []rwProbe{p}
	},
	"PUT /sys/user/updatePassword": func(w *routeWalk, rt httpx.Route) []rwProbe {
		return []rwProbe{{method: rt.Method, path: rt.Path, body: map[string]any{"username": "admin", "oldpassword": "wrong",
			"password": "Walker123!", "confirmpassword": "Walker123!", "id": w.any.id}}}
	},
}

func sessionWrite(w *routeWalk, rt httpx.Route) []rwProbe {
	return []rwProbe{w.simple(rt, w.any, false)}
}

func (w *routeWalk) flow(rt httpx.Route, body map[string]any) []rwProbe {
	return []rwProbe{{method: rt.Method, path: rt.Path, body: body, target: w.any, compare: true}}
}

func (w *routeWalk) flowGet(rt httpx.Route, path string, q url.Values) []rwProbe {
	return []rwProbe{{method: rt.Method, path: path, query: q, target: w.any, compare: true}}
}

func taskProbe(w *routeWalk, rt httpx.Route) []rwProbe {
	return w.flow(rt, map[string]any{"id": w.task, "comment": "同意", "backTaskKey": "applicant", "username": seed.DemoContractor})
}

// dictProbe asks a table dictionary of the dictionary target: by its id
// (byID), else by its text.
func dictProbe(byID bool) func(w *routeWalk, rt httpx.Route) []rwProbe {
	return func(w *routeWalk, rt httpx.Route) []rwProbe {
		code := w.dictT.r.Table + "," + w.dictF.Column + ",id"
		path := strings.Replace(rt.Path, ":code", url.PathEscape(code), 1)
		path = strings.Replace(path, ":key", w.dictT.id, 1)
		q := url.Values{"keyword": {w.dictT.marks[w.dictF.Name]}, "pageSize": {"50"}}
		if byID {
			q = url.Values{"key": {w.dictT.id}}
		}
		return []rwProbe{{method: rt.Method, path: path, query: q, target: w.dictT, compare: true}}
	}
}

// send makes the request and reduces the reply.
func (w *routeWalk) send(p rwProbe, token string) rwAnswer {
	t := w.t
	u := w.s.URL + p.path
	if len(p.query) > 0 {
		u += "?" + p.query.Encode()
	}
	var rd io.Reader
	ctype := ""
	switch {
	case p.sheet != nil:
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		part, err := mw.CreateFormFile("files[]", "walk.xlsx")
		require.NoError(t, err)
		_, _ = part.Write(p.sheet)
		require.NoError(t, mw.Close())
		rd, ctype = &buf, mw.FormDataContentType()
	case p.body != nil:
		b, err := json.Marshal(p.body)
		require.NoError(t, err)
		rd, ctype = bytes.NewReader(b), "application/json;charset=UTF-8"
	}
	req, err := http.NewRequest(p.method, u, rd)
	require.NoError(t, err)
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	if token != "" {
		req.Header.Set("X-Access-Token", token)
	}
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	a := rwAnswer{status: res.StatusCode}
	var env testenv.Reply
	switch {
	case bytes.HasPrefix(raw, []byte("PK")):
		f, err := excelize.OpenReader(bytes.NewReader(raw))
		require.NoError(t, err, "%s %s: a sheet", p.method, p.path)
		rows, err := f.GetRows(f.GetSheetName(0))
		require.NoError(t, err)
		f.Close()
		var cells []string
		for _, r := range rows {
			cells = append(cells, strings.Join(r, "\t"))
		}
		a.text = strings.Join(cells, "\n")
		a.key = fmt.Sprintf("%d sheet of %d rows", a.status, len(rows))
	case json.Unmarshal(raw, &env) == nil && env.Timestamp != 0:
		env.Status = res.StatusCode
		a.env = &env
		var decoded any
		_ = json.Unmarshal(env.Result, &decoded)
		a.text = string(raw) + "\n" + fmt.Sprint(decoded)
		a.key = fmt.Sprintf("%d %v %d %s %s", a.status, env.Success, env.Code, env.Message, env.Result)
	default:
		a.text = string(raw)
		a.key = fmt.Sprintf("%d %s", a.status, raw)
	}
	return a
}

// swap is the probe aimed at made-up ids and texts instead of the real ones.
func (w *routeWalk) swap(p rwProbe) rwProbe {
	rep := w.replacer(func(real, fake string) (string, string) { return real, fake })
	q := rwProbe{method: p.method, path: rep.Replace(p.path), target: p.target}
	if p.query != nil {
		q.query = url.Values{}
		for k, vs := range p.query {
			for _, v := range vs {
				q.query.Add(rep.Replace(k), rep.Replace(v))
			}
		}
	}
	if p.body != nil {
		b, _ := json.Marshal(p.body)
		var body any
		require.NoError(w.t, json.Unmarshal([]byte(rep.Replace(string(b))), &body))
		q.body = body
	}
	return q
}

// replacer maps every guarded id and text through f(real, made-up).
func (w *routeWalk) replacer(f func(real, fake string) (string, string)) *strings.Replacer {
	var pairs [][2]string
	for real, fake := range w.bogus {
		from, to := f(real, fake)
		pairs = append(pairs, [2]string{from, to})
	}
	// The longest first: a value may begin another (a contract's number, its change's).
	slices.SortFunc(pairs, func(a, b [2]string) int { return cmp.Or(len(b[0])-len(a[0]), strings.Compare(a[0], b[0])) })
	var flat []string
	for _, p := range pairs {
		flat = append(flat, p[0], p[1])
	}
	return strings.NewReplacer(flat...)
}

// normal writes the ids and texts the request sent (real or made-up) as
// placeholders, so an echo of the request compares equal.
func (w *routeWalk) normal(text string, fake bool) string {
	n := 0
	return w.replacer(func(real, made string) (string, string) {
		n++
		if fake {
			return made, "‹" + real + "›"
		}
		return real, "‹" + real + "›"
	}).Replace(text)
}

// leaks lists the guarded ids and texts in answer a; one the answer b to the
// same request naming made-up ones echoes alike (made up) is the request's own.
func (w *routeWalk) leaks(p rwProbe, a rwAnswer, b *rwAnswer) []string {
	echoed := func(real string) bool { return b != nil && strings.Contains(b.text, w.bogus[real]) }
	var out []string
	for _, id := range w.ids {
		if strings.Contains(a.text, id) && !echoed(id) {
			out = append(out, "id "+id)
		}
	}
	if !p.echo {
		for _, m := range w.texts {
			if strings.Contains(a.text, m) && !echoed(m) {
				out = append(out, "text "+m)
			}
		}
	}
	return out
}

// state is the target's row, child rows and table count, read past every rule.
func (w *routeWalk) state(tg *rwTarget) string {
	row, err := tg.r.Store.Get(w.sys, w.c, tg.id, nil)
	b, _ := json.Marshal(row)
	n, _ := tg.r.Store.Count(w.sys, w.c, nil)
	out := fmt.Sprintf("%s %v rows=%d", b, err, n)
	for _, ch := range tg.r.Children {
		rows, err := ch.Store.List(w.sys, w.c, func(sel *sql.Selector) { sel.Where(sql.EQ(sel.C(ch.MainColumn), tg.id)) },
			func(sel *sql.Selector) { sel.OrderBy(sel.C("id")) }, crud.MaxChildRows, 0)
		cb, _ := json.Marshal(rows)
		out += fmt.Sprintf(" %s=%s %v", ch.Key, cb, err)
	}
	return out
}

func (w *routeWalk) snapshot() map[string]string {
	out := map[string]string{}
	for _, tg := range w.targets {
		out[tg.r.Key] = w.state(tg)
	}
	return out
}

func (p rwProbe) String() string {
	s := p.method + " " + p.path
	if len(p.query) > 0 {
		s += "?" + p.query.Encode()
	}
	if p.body != nil {
		b, _ := json.Marshal(p.body)
		if len(b) > 300 {
			b = append(b[:300], "…"...)
		}
		s += " " + string(b)
	}
	if p.sheet != nil {
		s += " (import of the admin's export)"
	}
	return s
}

// asRestricted sends p as a user kept to his sections: nothing of another
// section may come back or change, and the answer is the one made-up ids get.
func (w *routeWalk) asRestricted(t *testing.T, token string, p rwProbe, answers map[string]int) []string {
	var before string
	if p.target != nil {
		before = w.state(p.target)
	}
	a := w.send(p, token)
	tally(answers, a)
	var problems []string
	var b *rwAnswer
	if p.compare {
		made := w.send(w.swap(p), token)
		b = &made
		if x, y := w.normal(a.key, false), w.normal(b.key, true); x != y {
			problems = append(problems, fmt.Sprintf("another section's record is answered unlike a made-up one: %s\n  real: %.400s\n  made: %.400s", p, x, y))
		}
	}
	for _, l := range w.leaks(p, a, b) {
		problems = append(problems, fmt.Sprintf("%s came back to %s: %.400s", l, p, a.text))
	}
	if p.target != nil {
		if after := w.state(p.target); after != before {
			problems = append(problems, fmt.Sprintf("%s changed %s:\n  before %.600s\n  after  %.600s", p, p.target.r.Key, before, after))
		}
	}
	return problems
}

// asNobody sends p as the user without a role (anonymous routes without a
// session): refused unless the route needs no permission, and then nothing
// of a record comes back.
func (w *routeWalk) asNobody(t *testing.T, rt httpx.Route, p rwProbe) []string {
	token := w.none
	if rt.Code == httpx.Anonymous {
		token = ""
	}
	var before string
	if p.target != nil {
		before = w.state(p.target)
	}
	a := w.send(p, token)
	var problems []string
	if rt.Code != httpx.Anonymous && !sessionOnly(rt) {
		if a.env == nil || a.env.Success || a.env.Code != httpx.CodeNoAuthz || a.env.Message != httpx.MsgNoAuthz {
			problems = append(problems, fmt.Sprintf("not refused (%s): %s → %.300s", rt.Code, p, a.key))
		}
	}
	var b *rwAnswer
	if p.compare && rt.Code != httpx.Anonymous && sessionOnly(rt) { // the handler alone guards it
		made := w.send(w.swap(p), token)
		b = &made
		if x, y := w.normal(a.key, false), w.normal(b.key, true); x != y {
			problems = append(problems, fmt.Sprintf("another section's record is answered unlike a made-up one: %s\n  real: %.400s\n  made: %.400s", p, x, y))
		}
	}
	for _, l := range w.leaks(p, a, b) {
		problems = append(problems, fmt.Sprintf("%s came back to %s: %.400s", l, p, a.text))
	}
	if p.target != nil {
		if after := w.state(p.target); after != before {
			problems = append(problems, fmt.Sprintf("%s changed %s", p, p.target.r.Key))
		}
	}
	return problems
}

// verdict fails the route's problems, or, for a known leak, its having none.
func (w *routeWalk) verdict(t *testing.T, who string, rt httpx.Route, problems []string) {
	t.Helper()
	key := who + " " + rt.Method + " " + rt.Path
	if why, known := knownLeaks[key]; known {
		if len(problems) == 0 {
			t.Errorf("%s no longer leaks (%s): remove it from knownLeaks", key, why)
		}
		return
	}
	for _, p := range problems {
		t.Errorf("%s: %s", key, p)
	}
}

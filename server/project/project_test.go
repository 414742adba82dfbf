package project_test

import (
	"context"
	"net/url"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/crud"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// A data rule "sectionId IN #{sys_user_sections}" keeps a user to the
// sections of his departments on every read and write, the section tree of
// the header included; sectionId narrows the list; a record's engineering
// follows its section.
func TestSectionScope(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		eng, s1, s2 := s.ProjectBase(t, admin)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		const p = "/progressnode/cmisProgressNode"
		mine := s.Add(t, admin, p, map[string]any{"sectionId": s1, "name": "一标贯通"})
		theirs := s.Add(t, admin, p, map[string]any{"sectionId": s2, "name": "二标贯通"})
		var rec map[string]any
		s.Do(t, "GET", p+"/queryById?id="+mine, admin, nil).Decode(t, &rec)
		require.Equal(t, eng, rec["engineeringId"], "filled from the section")
		require.Equal(t, 1, s.List(t, admin, p+"/list", url.Values{"sectionId": {s2}}).Total)

		nodeRule := c.SysPermissionDataRule.Create().SetPermissionID("m-cmisProgressNode").SetRuleName("本人标段").
			SetRuleColumn("sectionId").SetRuleConditions("IN").SetRuleValue("#{sys_user_sections}").SaveX(ctx)
		secRule := c.SysPermissionDataRule.Create().SetPermissionID("m-cmisSection").SetRuleName("本人标段").
			SetRuleColumn("id").SetRuleConditions("IN").SetRuleValue("#{sys_user_sections}").SaveX(ctx)
		// (with :others: the records here are the admin's; TestOwnRecords tests that rule)
		s.Grant(t, s.RoleID(t, "engineer"), []string{"m-cmisProgressNode", "m-cmisProgressNode-add", "m-cmisProgressNode-edit",
			"m-cmisProgressNode-delete", "m-cmisProgressNode-export", "m-cmisProgressNode-" + crud.OthersCode, "m-cmisSection"},
			map[string]string{"m-cmisProgressNode": nodeRule.ID, "m-cmisSection": secRule.ID})
		tok := s.Token(t, "engineer", seed.DemoEngineerPassword)

		require.Equal(t, []string{mine}, testenv.Column(s.List(t, tok, p+"/list", url.Values{}), "id"))
		require.Zero(t, s.List(t, tok, p+"/list", url.Values{"sectionId": {s2}}).Total)
		require.Equal(t, "未找到对应数据", s.Do(t, "GET", p+"/queryById?id="+theirs, tok, nil).Message)
		require.Equal(t, "未找到对应数据", s.Do(t, "PUT", p+"/edit", tok, map[string]any{"id": theirs, "name": "改"}).Message)
		require.Equal(t, "未找到对应数据", s.Do(t, "DELETE", p+"/delete?id="+theirs, tok, nil).Message)
		r := s.Do(t, "POST", p+"/add", tok, map[string]any{"sectionId": s2, "name": "越权"})
		require.Equal(t, "保存失败：该数据不在您的数据权限范围内", r.Message)
		r = s.Do(t, "PUT", p+"/edit", tok, map[string]any{"id": mine, "sectionId": s2})
		require.Equal(t, "保存失败：该数据不在您的数据权限范围内", r.Message, "nor moved out of his sections")
		_, b := s.Download(t, tok, p+"/exportXls")
		require.Len(t, testenv.ReadSheet(t, b), 4, "the export holds his section's record only")

		var tree []map[string]any
		s.Do(t, "GET", "/section/cmisSection/nodeTreeList?isAll=true", tok, nil).Decode(t, &tree)
		require.Len(t, tree, 1)
		kids := tree[0]["children"].([]any)
		require.Len(t, kids, 1)
		require.Equal(t, s1, kids[0].(map[string]any)["id"])
		s.Do(t, "GET", "/section/cmisSection/nodeTreeList?isAll=true", admin, nil).Decode(t, &tree)
		require.Len(t, tree[0]["children"].([]any), 2, "the admin's grant has no rule: every section")
	})
}

// A tunnel's advance records chain day after day: each starts where the
// previous ended, none overlaps another, and the advance is worked out.
func TestTunnelAdvanceContinuity(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		_, s1, _ := s.ProjectBase(t, admin)
		tunnel := s.Add(t, admin, "/building/cmisBuilding", map[string]any{"sectionId": s1, "name": "主洞", "pid": "0"})
		const p = "/advance/cmisTunnelAdvance"
		day := func(d, start, end string) map[string]any {
			return map[string]any{"sectionId": s1, "buildingId": tunnel, "reportDate": d, "method": "TBM", "startChainage": start, "endChainage": end}
		}
		first := s.Add(t, admin, p, day("2026-11-01", "K1+000", "K1+012.5"))
		var rec map[string]any
		s.Do(t, "GET", p+"/queryById?id="+first, admin, nil).Decode(t, &rec)
		require.Equal(t, 12.5, rec["advance"])

		r := s.Do(t, "POST", p+"/add", admin, day("2026-11-02", "K1+013", "K1+020"))
		require.Equal(t, "起点桩号 K1+013.000 与上一条记录（2026-11-01，终点 K1+012.500）不衔接", r.Message)
		r = s.Do(t, "POST", p+"/add", admin, day("2026-11-02", "K1+010", "K1+020"))
		require.Equal(t, "与 2026-11-01 的记录（K1+000.000～K1+012.500）重叠", r.Message)
		r = s.Do(t, "POST", p+"/add", admin, day("2026-11-02", "K1+020", "K1+012.5"))
		require.Equal(t, "终点桩号 K1+012.500 应大于起点桩号 K1+020.000", r.Message)
		r = s.Do(t, "POST", p+"/add", admin, day("2026-11-02", "K1+015", "K1+030"))
		require.Contains(t, r.Message, "不衔接", "a gap is refused as well")
		second := s.Add(t, admin, p, day("2026-11-02", "K1+012.5", "K1+030"))
		s.Add(t, admin, p, day("2026-11-03", "K1+030", "K1+040"))
		r = s.Do(t, "PUT", p+"/edit", admin, map[string]any{"id": second, "endChainage": "K1+025"})
		require.Equal(t, "终点桩号 K1+025.000 与下一条记录（2026-11-03，起点 K1+030.000）不衔接", r.Message)
		require.True(t, s.Do(t, "PUT", p+"/edit", admin, map[string]any{"id": second, "shift": "night"}).Success)
		s.Do(t, "GET", p+"/queryById?id="+second, admin, nil).Decode(t, &rec)
		require.Equal(t, 17.5, rec["advance"])
		require.Equal(t, 3, s.List(t, admin, p+"/list", url.Values{"buildingId": {tunnel}}).Total)

		// metres per day and per month of the section
		var stats []struct {
			Period, SectionID, SectionName string
			Metres                         float64
		}
		r = s.Do(t, "GET", p+"/statistics?by=day&sectionId="+s1, admin, nil)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &stats)
		require.Len(t, stats, 3)
		require.Equal(t, "2026-11-02", stats[1].Period)
		require.Equal(t, 17.5, stats[1].Metres)
		require.Equal(t, "一标", stats[1].SectionName)
		s.Do(t, "GET", p+"/statistics?by=month&sectionId="+s1, admin, nil).Decode(t, &stats)
		require.Len(t, stats, 1)
		require.Equal(t, "2026-11", stats[0].Period)
		require.Equal(t, 40.0, stats[0].Metres)
	})
}

// The critical path of a section's plans: durations from the dates, the
// chain and the floats; a cycle or a predecessor of another plan is refused.
func TestCriticalPath(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		_, s1, s2 := s.ProjectBase(t, admin)
		const p = "/progress/cmisProgressPlan"
		plan := func(name, start, end, preds string) string {
			return s.Add(t, admin, p, map[string]any{"sectionId": s1, "planType": "month", "period": "2026-11", "taskName": name,
				"planStartDate": start, "planEndDate": end, "predecessors": preds})
		}
		a := plan("进洞", "2026-11-01", "2026-11-03", "")      // 3 days
		b := plan("掘进", "2026-11-04", "2026-11-13", a)       // 10 days
		c := plan("衬砌准备", "2026-11-04", "2026-11-05", a)     // 2 days
		d := plan("衬砌", "2026-11-14", "2026-11-18", b+","+c) // 5 days
		other := s.Add(t, admin, p, map[string]any{"sectionId": s2, "planType": "month", "period": "2026-11", "taskName": "二标",
			"planStartDate": "2026-11-01", "planEndDate": "2026-11-02"})

		var res struct {
			Duration int
			Chain    []string
			Tasks    []map[string]any
		}
		r := s.Do(t, "GET", p+"/criticalPath?planType=month&sectionId="+s1, admin, nil)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &res)
		require.Equal(t, 18, res.Duration)
		require.Equal(t, []string{a, b, d}, res.Chain)
		byID := map[string]map[string]any{}
		for _, task := range res.Tasks {
			byID[task["id"].(string)] = task
		}
		require.Len(t, byID, 4, "only the section's plans")
		require.Equal(t, true, byID[b]["critical"])
		require.Equal(t, false, byID[c]["critical"])
		require.Equal(t, float64(8), byID[c]["totalFloat"])
		require.Equal(t, float64(13), byID[d]["earlyStart"])
		require.Equal(t, s1, byID[d]["sectionId"])
		require.Equal(t, "一标", byID[d]["sectionName"], "the section's name tells several sections' tasks apart")

		r = s.Do(t, "PUT", p+"/edit", admin, map[string]any{"id": a, "predecessors": d})
		require.Equal(t, "前置任务形成循环：进洞 → 掘进 → 衬砌 → 进洞", r.Message)
		r = s.Do(t, "PUT", p+"/edit", admin, map[string]any{"id": c, "predecessors": other})
		require.Equal(t, "前置任务须为同一标段、同一计划类型的任务", r.Message)
		r = s.Do(t, "PUT", p+"/edit", admin, map[string]any{"id": c, "planEndDate": "2026-11-02"})
		require.Equal(t, "计划完成日期不能早于计划开始日期", r.Message)
	})
}

// 恢复模板 replaces a structure type's tree with its template, however often.
func TestEngineeringDataStructureRestore(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		const p = "/engineering.structure/cmisEngineeringDataStructure"
		s.Add(t, admin, p, map[string]any{"type": "sd", "pid": "0", "code": "X1", "name": "自建节点"})
		for i := 0; i < 2; i++ {
			r := s.Do(t, "GET", p+"/restoreData?type=sd", admin, nil)
			require.Equal(t, "已恢复模板，共17个节点", r.Message)
			require.Equal(t, 17, s.List(t, admin, p+"/list", url.Values{"type": {"sd"}}).Total)
		}
		require.Equal(t, 5, s.List(t, admin, p+"/list", url.Values{}).Total, "five roots")
		require.Equal(t, "请选择要恢复的结构类型", s.Do(t, "GET", p+"/restoreData?type=x", admin, nil).Message)
	})
}

// TestSectionTreeFailsClosed: the header's section tree lists only what the
// caller may list: nothing without the section list (a user without
// business rights), his own sections under a section rule, every section
// for a grant without a rule.
func TestSectionTreeFailsClosed(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		code := map[string]string{}
		for _, sec := range c.CmisSection.Query().AllX(ctx) {
			code[sec.ID] = sec.Code
		}
		type node struct {
			ID, Type string
			Children []node
		}
		sections := func(tok string) (flat, tree []string) {
			t.Helper()
			var ns []node
			r := s.Do(t, "GET", "/section/cmisSection/nodeTreeList", tok, nil)
			require.True(t, r.Success, r.Message)
			r.Decode(t, &ns)
			for _, n := range ns {
				flat = append(flat, code[n.ID])
			}
			ns = nil
			s.Do(t, "GET", "/section/cmisSection/nodeTreeList?isAll=true", tok, nil).Decode(t, &ns)
			for _, e := range ns {
				require.Equal(t, "engineering", e.Type)
				require.NotEmpty(t, e.Children, "no project without a section of his")
				for _, n := range e.Children {
					tree = append(tree, code[n.ID])
				}
			}
			slices.Sort(flat)
			slices.Sort(tree)
			return flat, tree
		}
		all := []string{"DZYS2-SG01", "DZYS2-SG02", "DZYS2-SG03"}
		for _, c := range []struct {
			user, password string
			want           []string
		}{
			{"engineer", seed.DemoEngineerPassword, nil},
			{seed.DemoContractor, seed.DemoEngineerPassword, all[:1]},
			{seed.DemoSupervisor, seed.DemoEngineerPassword, all[:2]},
			{seed.DemoOwner, seed.DemoEngineerPassword, all},
			{"admin", seed.DemoAdminPassword, all},
		} {
			flat, tree := sections(s.Token(t, c.user, c.password))
			require.Equal(t, c.want, flat, c.user)
			require.Equal(t, c.want, tree, c.user)
		}
	})
}

package workflow_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/acthistory"
	"aqueduct/ent/actmodel"
	"aqueduct/ent/acttask"
	"aqueduct/ent/cmiscontract"
	"aqueduct/ent/cmissection"
	"aqueduct/ent/sysuser"
	"aqueduct/ent/sysuserdepart"
	"aqueduct/server/config"
	"aqueduct/server/crud"
	"aqueduct/server/jsontime"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// wfInstance is an instance as queryById shows it.
type wfInstance struct {
	ID, Status, StatusText, CurrentNode, Title, Applyer string
}

func hasTask(t *testing.T, s *testenv.Server, tok, inst string) bool {
	t.Helper()
	for _, x := range s.Todo(t, tok) {
		if x.ProcInstID == inst {
			return true
		}
	}
	return false
}

func act(t *testing.T, s *testenv.Server, tok, path string, body map[string]any) {
	t.Helper()
	r := s.Do(t, "POST", path, tok, body)
	require.True(t, r.Success, "%s %v: %s", path, body, r.Message)
}

func instance(t *testing.T, s *testenv.Server, tok, id string) wfInstance {
	t.Helper()
	r := s.Do(t, "GET", "/actProcessIns/queryById?id="+id, tok, nil)
	require.True(t, r.Success, r.Message)
	var v wfInstance
	r.Decode(t, &v)
	return v
}

func actions(t *testing.T, s *testenv.Server, tok, inst string) []string {
	t.Helper()
	r := s.Do(t, "GET", "/actTask/historicFlow/"+inst, tok, nil)
	require.True(t, r.Success, r.Message)
	var hs []struct{ Action, AssigneeName string }
	r.Decode(t, &hs)
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = h.Action + ":" + h.AssigneeName
	}
	return out
}

// TestWorkflowModes: an or-sign node moves on at the first approval, a
// countersign waits for everyone, a sequence asks one after another; a
// branch follows the record's fields, a CC is recorded; the record is
// read-only while in approval and approved at the end.
func TestWorkflowModes(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		owner := s.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)
		sup := s.Token(t, seed.DemoSupervisor, seed.DemoEngineerPassword)
		con := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		ctx := viewer.System(context.Background())
		first := s.App.DB.Client.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)

		s.PublishFlow(t, admin, "cmis_design_change", testenv.FlowChain(
			testenv.FlowNode("or", "approver", "或签", map[string]any{"assigneeType": "user", "users": []string{seed.DemoSupervisor, seed.DemoOwner}, "mode": "any"}),
			testenv.FlowNode("all", "approver", "会签", map[string]any{"assigneeType": "user", "users": []string{seed.DemoSupervisor, seed.DemoOwner}, "mode": "all"}),
			testenv.FlowNode("br", "branch", "按等级", nil,
				testenv.FlowNode("major", "condition", "重大", map[string]any{"rules": []any{map[string]any{"field": "level", "op": "eq", "value": "2"}}},
					testenv.FlowNode("seq", "approver", "依次", map[string]any{"assigneeType": "role", "roles": []string{seed.DemoOwnerRole, seed.DemoSupervisorRole}, "mode": "sequence"})),
				testenv.FlowNode("else", "condition", "其他情况", nil)),
			testenv.FlowNode("cc", "cc", "抄送", map[string]any{"users": []string{"admin"}}),
		))
		const dc = "/design/cmisDesignChange"
		run := func(level string) (string, string) {
			id := s.Add(t, con, dc, map[string]any{"sectionId": first.ID, "changeNo": "SJBG-T-" + level, "title": "调整竖井位置" + level,
				"level": level, "reason": "地质", "costImpact": "1000", "status": "1"})
			require.Equal(t, "0", s.RecordStatus(t, con, dc, id), "the flow keeps the status, not the client")
			inst := s.Apply(t, con, "cmis_design_change", id)
			v := instance(t, s, con, inst)
			require.Equal(t, "running", v.Status)
			require.Equal(t, "或签", v.CurrentNode)
			return id, inst
		}

		id, inst := run("2")
		r := s.Do(t, "PUT", dc+"/edit", con, map[string]any{"id": id, "title": "改"})
		require.Equal(t, "该记录正在审批中，不能修改", r.Message)
		r = s.Do(t, "DELETE", dc+"/delete?id="+id, con, nil)
		require.Equal(t, "记录正在审批中，不能删除", r.Message)
		r = s.Do(t, "POST", "/actBusiness/apply", con, map[string]any{"tableName": "cmis_design_change", "businessKey": id})
		require.Equal(t, "该记录已在审批中", r.Message)

		var todos []struct {
			Key   string
			Count int
			Path  string
		}
		s.Do(t, "GET", "/dashboard/todo", owner, nil).Decode(t, &todos)
		require.Contains(t, todos, struct {
			Key   string
			Count int
			Path  string
		}{"approval", 1, "/workflow/todo"}, "the home page counts the approvals waiting")
		// 或签: the supervisor's approval takes the owner's task away
		act(t, s, sup, "/actTask/pass", map[string]any{"id": s.TaskOf(t, sup, inst).ID, "comment": "同意"})
		require.Equal(t, "会签", instance(t, s, con, inst).CurrentNode)
		// 会签: after the owner, the node still waits for the supervisor
		act(t, s, owner, "/actTask/pass", map[string]any{"id": s.TaskOf(t, owner, inst).ID})
		require.Equal(t, "会签", instance(t, s, con, inst).CurrentNode)
		require.False(t, hasTask(t, s, owner, inst))
		act(t, s, sup, "/actTask/pass", map[string]any{"id": s.TaskOf(t, sup, inst).ID})
		// the branch: level 2 → 依次, the owner first, then the supervisor
		require.Equal(t, "依次", instance(t, s, con, inst).CurrentNode)
		require.False(t, hasTask(t, s, sup, inst), "the second of a sequence waits")
		act(t, s, owner, "/actTask/pass", map[string]any{"id": s.TaskOf(t, owner, inst).ID})
		act(t, s, sup, "/actTask/pass", map[string]any{"id": s.TaskOf(t, sup, inst).ID, "comment": "可以"})
		v := instance(t, s, con, inst)
		require.Equal(t, "approved", v.Status)
		require.Equal(t, "已通过", v.StatusText)
		require.Equal(t, "1", s.RecordStatus(t, con, dc, id), "approved by the flow")
		require.Equal(t, []string{"apply:王承包", "approve:李监理", "approve:张建设", "approve:李监理", "approve:张建设", "approve:李监理", "cc:管理员"},
			actions(t, s, con, inst))
		require.Empty(t, s.Todo(t, admin), "a CC is told, not given a task")

		// level 1 takes the other branch: no 依次 node
		_, inst2 := run("1")
		act(t, s, sup, "/actTask/pass", map[string]any{"id": s.TaskOf(t, sup, inst2).ID})
		act(t, s, sup, "/actTask/pass", map[string]any{"id": s.TaskOf(t, sup, inst2).ID})
		act(t, s, owner, "/actTask/pass", map[string]any{"id": s.TaskOf(t, owner, inst2).ID})
		require.Equal(t, "approved", instance(t, s, con, inst2).Status)

		// 已办 and 我的申请
		r = s.Do(t, "GET", "/actTask/doneList?pageSize=50", sup, nil)
		var done struct {
			Total   int
			Records []testenv.FlowTask
		}
		r.Decode(t, &done)
		require.Equal(t, 5, done.Total)
		r = s.Do(t, "GET", "/actBusiness/listData?status=finished", con, nil)
		var mine struct{ Total int }
		r.Decode(t, &mine)
		require.Equal(t, 2, mine.Total)
	})
}

// TestWorkflowReturns: withdraw while nobody acted; return to an earlier
// approver and to the applicant, who changes the record and applies again;
// a rejection needs a comment and ends the flow. A payment counts as paid
// only once its flow approves it.
func TestWorkflowReturns(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		owner := s.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)
		sup := s.Token(t, seed.DemoSupervisor, seed.DemoEngineerPassword)
		con := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		first := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)
		contract := c.CmisContract.Query().Where(cmiscontract.SectionID(first.ID)).FirstX(ctx)

		s.PublishFlow(t, admin, "cmis_payment", nil) // the demo's: 监理审核, then 建设单位 by amount
		const pp = "/settle/cmisPayment"
		paid := func() string { return s.ContractNow(t, admin, contract.ID).PaidAmount.String() }
		before := paid()
		id := s.Add(t, con, pp, map[string]any{"contractId": contract.ID, "amount": "100", "period": "2026-11", "status": "1"})
		require.Equal(t, "0", s.RecordStatus(t, con, pp, id))
		require.Equal(t, before, paid(), "a payment the client calls approved is not paid")
		r0 := s.Do(t, "POST", pp+"/transition", owner, map[string]any{"id": id, "action": "approve"})
		require.Equal(t, "该支付需通过审批流程处理，请发起审批", r0.Message, "with a published flow, no approval by hand")

		// withdraw while nobody acted
		inst := s.Apply(t, con, "cmis_payment", id)
		r := s.Do(t, "GET", "/actBusiness/status?tableName=cmis_payment&ids="+id, con, nil)
		var st map[string]struct {
			Status              string
			CanApply, CanCancel bool
		}
		r.Decode(t, &st)
		require.True(t, st[id].CanCancel)
		r = s.Do(t, "POST", "/actBusiness/cancel", sup, map[string]any{"procInstId": inst})
		require.Equal(t, "只有发起人可以撤回", r.Message)
		act(t, s, con, "/actBusiness/cancel", map[string]any{"procInstId": inst, "comment": "金额有误"})
		require.Equal(t, "withdrawn", instance(t, s, con, inst).Status)
		require.False(t, hasTask(t, s, sup, inst))

		// once the supervisor approved, no withdrawing; the owner returns it to him
		inst = s.Apply(t, con, "cmis_payment", id)
		act(t, s, sup, "/actTask/pass", map[string]any{"id": s.TaskOf(t, sup, inst).ID})
		r = s.Do(t, "POST", "/actBusiness/cancel", con, map[string]any{"procInstId": inst})
		require.Equal(t, "已有人审批，不能撤回", r.Message)
		r = s.Do(t, "GET", "/actTask/getBackList/"+inst, owner, nil)
		var back []struct{ Key, Name string }
		r.Decode(t, &back)
		require.Equal(t, []string{"applicant", "supervise"}, []string{back[0].Key, back[1].Key})
		ot := s.TaskOf(t, owner, inst)
		r = s.Do(t, "POST", "/actTask/backToTask", owner, map[string]any{"id": ot.ID, "backTaskKey": "supervise"})
		require.Equal(t, "请填写审批意见", r.Message)
		r = s.Do(t, "POST", "/actTask/backToTask", owner, map[string]any{"id": ot.ID, "backTaskKey": "supervise", "comment": "核对\x00"})
		require.Equal(t, "审批意见：不能包含控制字符", r.Message)
		act(t, s, owner, "/actTask/backToTask", map[string]any{"id": ot.ID, "backTaskKey": "supervise", "comment": "请核对计量"})
		require.Equal(t, "监理审核", instance(t, s, con, inst).CurrentNode)
		// the supervisor returns it to the applicant, who edits and applies again
		act(t, s, sup, "/actTask/back", map[string]any{"id": s.TaskOf(t, sup, inst).ID, "comment": "补充附件"})
		require.Equal(t, "returned", instance(t, s, con, inst).Status)
		r = s.Do(t, "PUT", pp+"/edit", con, map[string]any{"id": id, "amount": "120", "status": "1"})
		require.True(t, r.Success, r.Message)
		require.Equal(t, "0", s.RecordStatus(t, con, pp, id))
		inst = s.Apply(t, con, "cmis_payment", id)
		act(t, s, sup, "/actTask/pass", map[string]any{"id": s.TaskOf(t, sup, inst).ID})
		act(t, s, owner, "/actTask/pass", map[string]any{"id": s.TaskOf(t, owner, inst).ID, "comment": "同意支付"})
		require.Equal(t, "approved", instance(t, s, con, inst).Status)
		require.Equal(t, "1", s.RecordStatus(t, con, pp, id))
		require.Equal(t, testenv.Yuan(t, before).Add(testenv.Yuan(t, "120").Decimal).StringFixed(2), paid(), "approved: now paid")
		r = s.Do(t, "POST", "/actBusiness/apply", con, map[string]any{"tableName": "cmis_payment", "businessKey": id})
		require.Equal(t, "记录已批准，无需再审批", r.Message)
		r = s.Do(t, "PUT", pp+"/edit", con, map[string]any{"id": id, "amount": "999"})
		require.Equal(t, "支付当前为「已批准」，不能修改", r.Message, "what was paid stays paid")
		r = s.Do(t, "DELETE", pp+"/delete?id="+id, con, nil)
		require.Equal(t, "记录已审批通过，不能删除", r.Message)

		// a rejection needs its reason and ends the flow
		id2 := s.Add(t, con, pp, map[string]any{"contractId": contract.ID, "amount": "50", "period": "2026-12"})
		inst = s.Apply(t, con, "cmis_payment", id2)
		st2 := s.TaskOf(t, sup, inst)
		r = s.Do(t, "POST", "/actTask/reject", sup, map[string]any{"id": st2.ID})
		require.Equal(t, "请填写审批意见", r.Message)
		act(t, s, sup, "/actTask/reject", map[string]any{"id": st2.ID, "comment": "重复申请"})
		require.Equal(t, "rejected", instance(t, s, con, inst).Status)
		require.Equal(t, "2", s.RecordStatus(t, con, pp, id2))
		require.Equal(t, []string{"apply:王承包", "reject:李监理"}, actions(t, s, con, inst))

		// 转交: the owner's task goes to another 建设单位 user (the node's role)
		id3 := s.Add(t, con, pp, map[string]any{"contractId": contract.ID, "amount": "10", "period": "2027-01"})
		inst = s.Apply(t, con, "cmis_payment", id3)
		act(t, s, sup, "/actTask/pass", map[string]any{"id": s.TaskOf(t, sup, inst).ID})
		s.NewUser(t, admin, "owner2", s.RoleID(t, seed.DemoOwnerRole), "") // after the node gave out its tasks
		owner2 := s.Token(t, "owner2", "Passw0rd1")
		act(t, s, owner, "/actTask/delegate", map[string]any{"id": s.TaskOf(t, owner, inst).ID, "username": "owner2", "comment": "出差"})
		require.False(t, hasTask(t, s, owner, inst))
		act(t, s, owner2, "/actTask/pass", map[string]any{"id": s.TaskOf(t, owner2, inst).ID})
		require.Equal(t, "approved", instance(t, s, con, inst).Status)

		// what others may not do
		r = s.Do(t, "GET", "/actProcess/listData", con, nil)
		require.False(t, r.Success, "the contractor may not see the models")
		r = s.Do(t, "POST", "/actTask/pass", con, map[string]any{"id": st2.ID})
		require.Equal(t, "任务不存在", r.Message, "another's task")
		third := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG03")).OnlyX(ctx)
		theirs := c.CmisContract.Query().Where(cmiscontract.SectionID(third.ID)).FirstX(ctx)
		other := s.Add(t, admin, pp, map[string]any{"contractId": theirs.ID, "amount": "1", "period": "2027-02"})
		r = s.Do(t, "POST", "/actBusiness/apply", con, map[string]any{"tableName": "cmis_payment", "businessKey": other})
		require.Equal(t, "记录不存在", r.Message, "a record outside his sections")
		// section 3's own supervisor: role holders of other sections get no task of it
		thirdSup := c.SysDepart.Create().SetDepartName("第三标段监理部").SetOrgCode("Z97").SetParentID("").SaveX(ctx).ID
		c.CmisSection.UpdateOne(third).SetDepartIds(third.DepartIds + "," + thirdSup).ExecX(ctx)
		s.NewUser(t, admin, "sup-third", s.RoleID(t, seed.DemoSupervisorRole), thirdSup)
		oi := s.Apply(t, admin, "cmis_payment", other)
		r = s.Do(t, "GET", "/actTask/historicFlow/"+oi, con, nil)
		require.Equal(t, "流程不存在", r.Message, "not his flow")
		r = s.Do(t, "GET", "/actBusiness/status?tableName=cmis_payment&ids="+other+","+id, con, nil)
		st = nil
		r.Decode(t, &st)
		require.Contains(t, st, id)
		require.NotContains(t, st, other, "no status of a record he may not list")
		r = s.Do(t, "POST", "/actBusiness/apply", con, map[string]any{"tableName": "sys_user", "businessKey": id})
		require.Equal(t, "该业务未配置审批流程", r.Message)
	})
}

// TestWorkflowPublish: publishing refuses a tree that cannot run; a running
// instance keeps its version when a new one is published.
func TestWorkflowPublish(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		ctx := viewer.System(context.Background())
		m := s.App.DB.Client.ActModel.Query().Where(actmodel.TableName("cmis_contract_change")).OnlyX(ctx)
		for _, c := range []struct {
			tree []any
			msg  string
		}{
			{testenv.FlowChain(), "流程至少需要一个审批节点"},
			{testenv.FlowChain(testenv.FlowNode("a", "approver", "审批", map[string]any{"assigneeType": "role"})), "节点「审批」未设置审批人"},
			{testenv.FlowChain(testenv.FlowNode("b", "branch", "分支", nil, testenv.FlowNode("c1", "condition", "其他情况", nil))), "条件分支至少需要两个条件"},
			{testenv.FlowChain(testenv.FlowNode("a", "approver", "审批", testenv.FlowUsers("owner")), testenv.FlowNode("b", "branch", "分支", nil,
				testenv.FlowNode("c1", "condition", "其他情况", nil), testenv.FlowNode("c2", "condition", "大额", map[string]any{"rules": []any{map[string]any{"field": "amountChange", "op": "gt", "value": "1"}}}))),
				"「其他情况」只能是最后一个条件"},
			{testenv.FlowChain(testenv.FlowNode("a", "approver", "审批", testenv.FlowUsers("owner")), testenv.FlowNode("b", "branch", "分支", nil,
				testenv.FlowNode("c1", "condition", "x", map[string]any{"rules": []any{map[string]any{"field": "password", "op": "eq", "value": "1"}}}), testenv.FlowNode("c2", "condition", "其他情况", nil))),
				"条件「x」的字段 password 不存在"},
			{[]any{testenv.FlowNode("a", "approver", "审批", testenv.FlowUsers("owner"))}, "流程必须以开始节点开始、以结束节点结束"},
		} {
			r := s.Do(t, "PUT", "/actProcess/edit", admin, map[string]any{"id": m.ID, "name": m.Name, "tree": c.tree})
			require.True(t, r.Success, r.Message)
			r = s.Do(t, "POST", "/actProcess/publish", admin, map[string]any{"id": m.ID})
			require.Equal(t, c.msg, r.Message)
		}
		r := s.Do(t, "PUT", "/actProcess/edit", admin, map[string]any{"id": m.ID, "name": m.Name, "titleTemplate": "${nope}"})
		require.Equal(t, "标题模板中的字段 nope 不存在", r.Message)
		r = s.Do(t, "POST", "/actProcess/add", admin, map[string]any{"name": "再来一个", "tableName": "cmis_contract_change"})
		require.Equal(t, "「合同变更」已有流程模型，请修改原模型", r.Message)

		s.PublishFlow(t, admin, "cmis_contract_change", testenv.FlowChain(testenv.FlowNode("a", "approver", "旧版审批", testenv.FlowUsers(seed.DemoOwner))))
		first := s.App.DB.Client.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)
		contract := s.App.DB.Client.CmisContract.Query().Where(cmiscontract.SectionID(first.ID)).FirstX(ctx)
		id := s.Add(t, admin, "/contract/cmisContractChange", map[string]any{"contractId": contract.ID, "changeNo": "BG-V-1",
			"title": "增加支护", "amountChange": "10", "reason": "围岩"})
		inst := s.Apply(t, admin, "cmis_contract_change", id)
		s.PublishFlow(t, admin, "cmis_contract_change", testenv.FlowChain(testenv.FlowNode("b", "approver", "新版审批", testenv.FlowUsers(seed.DemoSupervisor))))
		r = s.Do(t, "GET", "/actProcess/listData", admin, nil)
		var list struct {
			Records []struct {
				TableName string
				Version   int
				Published bool
			}
		}
		r.Decode(t, &list)
		for _, x := range list.Records {
			if x.TableName == "cmis_contract_change" {
				require.Equal(t, 2, x.Version)
				require.True(t, x.Published)
			}
		}
		owner := s.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)
		require.Equal(t, "旧版审批", s.TaskOf(t, owner, inst).Name, "the running instance keeps its version")
		r = s.Do(t, "DELETE", "/actProcess/delete?id="+m.ID, admin, nil)
		require.Equal(t, "流程有运行中的实例，不能删除", r.Message)
	})
}

// TestWorkflowConcurrent: two servers on one database; the same task
// approved at once from both by many clicks moves the flow once, and a
// countersign's approvers at once each count once.
func TestWorkflowConcurrent(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		dir := t.TempDir()
		shared := func(c *config.Config) { c.DataDir = dir }
		a := testenv.Start(t, db, shared)
		b := testenv.Start(t, db, shared)
		admin := a.Token(t, "admin", seed.DemoAdminPassword)
		ctx := viewer.System(context.Background())
		first := a.App.DB.Client.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)
		a.PublishFlow(t, admin, "cmis_design_change", testenv.FlowChain(
			testenv.FlowNode("one", "approver", "监理", testenv.FlowUsers(seed.DemoSupervisor)),
			testenv.FlowNode("all", "approver", "会签", map[string]any{"assigneeType": "user", "users": []string{seed.DemoSupervisor, seed.DemoOwner, "admin"}, "mode": "all"}),
			testenv.FlowNode("last", "approver", "最后", testenv.FlowUsers("admin"))))
		sup := a.Token(t, seed.DemoSupervisor, seed.DemoEngineerPassword)
		owner := b.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)
		id := a.Add(t, admin, "/design/cmisDesignChange", map[string]any{"sectionId": first.ID, "changeNo": "SJBG-C-1",
			"title": "并发", "level": "1", "reason": "r"})
		inst := a.Apply(t, admin, "cmis_design_change", id)
		task := a.TaskOf(t, sup, inst)

		var wg sync.WaitGroup
		var mu sync.Mutex
		wins := 0
		for i := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				srv := a
				if i%2 == 1 {
					srv = b
				}
				r := srv.Do(t, "POST", "/actTask/pass", sup, map[string]any{"id": task.ID})
				mu.Lock()
				defer mu.Unlock()
				if r.Success {
					wins++
				} else {
					require.Contains(t, []string{"任务已处理", "流程已被他人处理，请刷新后重试"}, r.Message)
				}
			}()
		}
		wg.Wait()
		require.Equal(t, 1, wins, "one click of eight wins")
		c := a.App.DB.Client
		approvals := c.ActHistory.Query().Where(acthistory.InstanceID(inst), acthistory.Action("approve")).CountX(ctx)
		require.Equal(t, 1, approvals)
		require.Equal(t, 3, c.ActTask.Query().Where(acttask.InstanceID(inst), acttask.NodeID("all")).CountX(ctx), "the countersign opened once")

		// the countersign's three approve at once, on both servers: each counts, the next node opens once
		tokens := map[string]*testenv.Server{sup: a, owner: b, admin: b}
		for tok, srv := range tokens {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := srv.Do(t, "POST", "/actTask/pass", tok, map[string]any{"id": srv.TaskOf(t, tok, inst).ID})
				require.True(t, r.Success, r.Message)
			}()
		}
		wg.Wait()
		require.Equal(t, 1, c.ActTask.Query().Where(acttask.InstanceID(inst), acttask.NodeID("last")).CountX(ctx))
		require.Equal(t, "最后", instance(t, a, admin, inst).CurrentNode)
	})
}

// TestWorkflowHiddenDanger: with the danger flow published, 提交复查 starts
// it; the review is done in the to-do (the direct step is refused) and the
// approval closes the danger.
func TestWorkflowHiddenDanger(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		sup := s.Token(t, seed.DemoSupervisor, seed.DemoEngineerPassword)
		con := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		owner := s.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)
		ctx := viewer.System(context.Background())
		first := s.App.DB.Client.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)
		s.PublishFlow(t, admin, "cmis_hidden_danger", nil)
		const hp = "/safety/cmisHiddenDanger"
		id := s.Add(t, con, hp, map[string]any{"sectionId": first.ID, "location": "2#支洞", "level": "1", "description": "电缆拖地",
			"responsibleUnit": "一标", "deadline": "2030-01-01"})
		step := func(tok, action string, extra map[string]any) string {
			body := map[string]any{"id": id, "action": action}
			for k, v := range extra {
				body[k] = v
			}
			return s.Do(t, "POST", hp+"/transition", tok, body).Message
		}
		up := s.UploadFile(t, con, "after.png", testenv.PNG(t))
		require.True(t, up.Success, up.Message)
		photo := up.Message
		require.Equal(t, "开始整改成功", step(con, "start", nil))
		require.Equal(t, "已提交复查，进入审批流程", step(con, "submit", map[string]any{"rectifyMeasure": "架空电缆", "rectifyPhotos": photo}))
		require.Equal(t, "该隐患正在审批流程中，请在我的待办中处理", step(sup, "pass", map[string]any{"reviewOpinion": "ok"}))
		var inst string
		for _, x := range s.Todo(t, sup) {
			if x.BusinessKey == id {
				inst = x.ProcInstID
				require.Equal(t, "隐患整改复查：2#支洞", x.Title)
			}
		}
		require.NotEmpty(t, inst)
		// the supervisor returns it: back to 整改中 with his opinion
		act(t, s, sup, "/actTask/back", map[string]any{"id": s.TaskOf(t, sup, inst).ID, "comment": "仍有一段拖地"})
		var d struct{ Status, ReviewOpinion, Reviewer string }
		s.Do(t, "GET", hp+"/queryById?id="+id, con, nil).Decode(t, &d)
		require.Equal(t, "2", d.Status)
		require.Equal(t, "仍有一段拖地", d.ReviewOpinion)
		require.Equal(t, "已提交复查，进入审批流程", step(con, "submit", map[string]any{"rectifyMeasure": "全部架空", "rectifyPhotos": photo}))
		inst2 := ""
		for _, x := range s.Todo(t, sup) {
			if x.BusinessKey == id {
				inst2 = x.ProcInstID
			}
		}
		act(t, s, sup, "/actTask/pass", map[string]any{"id": s.TaskOf(t, sup, inst2).ID, "comment": "整改到位"})
		s.Do(t, "GET", hp+"/queryById?id="+id, con, nil).Decode(t, &d)
		require.Equal(t, "4", d.Status, "closed by the flow")
		require.Equal(t, "李监理", d.Reviewer)
		require.Equal(t, "整改到位", d.ReviewOpinion)
		require.Contains(t, actions(t, s, owner, inst2), "cc:张建设", "the owner is copied and may read the flow")
		r := s.Do(t, "GET", "/actBusiness/record?procInstId="+inst2, owner, nil)
		require.True(t, r.Success, r.Message)
		var rec struct {
			Fields []struct{ Label, Text string }
		}
		r.Decode(t, &rec)
		found := false
		for _, f := range rec.Fields {
			found = found || f.Label == "隐患部位" && f.Text == "2#支洞"
		}
		require.True(t, found, "%v", rec.Fields)
	})
}

// TestWorkflowOverdueReminder: the reminder job leaves the assignee of a task
// waiting longer than its hours a system message, rung on his socket and kept
// in his bell for when he signs in; a fresh task is not counted, and nobody
// else is told.
func TestWorkflowOverdueReminder(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		sup := s.Token(t, seed.DemoSupervisor, seed.DemoEngineerPassword)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		first := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)
		s.PublishFlow(t, admin, "cmis_design_change", testenv.FlowChain(testenv.FlowNode("a", "approver", "监理", testenv.FlowUsers(seed.DemoSupervisor))))
		s.Apply(t, admin, "cmis_design_change", s.Add(t, admin, "/design/cmisDesignChange",
			map[string]any{"sectionId": first.ID, "changeNo": "SJBG-R-1", "title": "旧", "level": "1", "reason": "r"}))
		s.Apply(t, admin, "cmis_design_change", s.Add(t, admin, "/design/cmisDesignChange",
			map[string]any{"sectionId": first.ID, "changeNo": "SJBG-R-2", "title": "新", "level": "1", "reason": "r"}))
		old := s.Todo(t, sup)[1] // newest first: the first applied
		c.ActTask.UpdateOneID(old.ID).SetCreateTime(jsontime.Time(time.Now().Add(-30 * time.Hour))).ExecX(ctx)

		u := c.SysUser.Query().Where(sysuser.Username(seed.DemoSupervisor)).OnlyX(ctx)
		f := s.OpenNotices(t, u.ID, sup)
		job := s.AddJob(t, admin, map[string]any{"jobClassName": "aqueduct.jobs.WorkflowOverdueReminder",
			"cronExpression": "0 0 3 * * ?", "parameter": "24", "status": -1})
		r := s.Do(t, "GET", "/sys/quartzJob/execute?id="+job, admin, nil)
		require.True(t, r.Success, r.Message)
		const want = "您有1条审批已超过24小时未处理"
		m := f.Read(t)
		require.Equal(t, "user", m["cmd"], "the bell rings")
		require.Equal(t, want, m["msgTxt"], "only the task older than 24 hours")

		// Signed in again later (a new session), the message waits in his bell.
		later := s.Token(t, seed.DemoSupervisor, seed.DemoEngineerPassword)
		b := s.Bell(t, later)
		require.Equal(t, 1, b.SysMsgTotal)
		require.Equal(t, want, b.SysMsgList[0]["titile"])
		require.Equal(t, "H", b.SysMsgList[0]["priority"])
		for _, m := range s.Bell(t, admin).SysMsgList {
			require.NotEqual(t, want, m["titile"], "the applicant has nothing overdue")
		}
	})
}

// approvedStatus is what each bound business type's status becomes when its
// flow approves it; a newly bound type without an entry fails the loop below.
var approvedStatus = map[string]string{
	"cmis_payment": "1", "cmis_contract_change": "1", "cmis_design_change": "1", "cmis_settlement": "1",
	"cmis_hidden_danger": "4", // 已闭环
}

// TestEveryBoundTypeFollowsItsFlow loops over every business type a flow may
// be bound to: a record in approval is neither edited nor deleted, the
// approval moves its status, and the approved record is not edited either.
func TestEveryBoundTypeFollowsItsFlow(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		ctx := viewer.System(context.Background())
		s.MatrixSetup(t)
		var types []struct{ TableName string }
		r := s.Do(t, "GET", "/actProcess/businessTypes", admin, nil)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &types)
		require.Len(t, types, len(approvedStatus))
		for i, bt := range types {
			want, ok := approvedStatus[bt.TableName]
			require.True(t, ok, "%s: add its approved status to the test", bt.TableName)
			res, ok := crud.ByTable(bt.TableName)
			require.True(t, ok, bt.TableName)
			s.PublishFlow(t, admin, bt.TableName, testenv.FlowChain(testenv.FlowNode("a", "approver", "审批", testenv.FlowUsers("admin"))))
			body := s.MatrixBody(t, admin, res, 700+i)
			id := s.Add(t, admin, "/"+res.Prefix, body)
			if bt.TableName == "cmis_hidden_danger" { // only a danger submitted for review goes to its flow
				s.App.DB.Client.CmisHiddenDanger.UpdateOneID(id).SetStatus("3").ExecX(ctx)
			}
			inst := s.Apply(t, admin, bt.TableName, id)

			body["id"] = id
			r := s.Do(t, "PUT", "/"+res.Prefix+"/edit", admin, body)
			require.Equal(t, "该记录正在审批中，不能修改", r.Message, bt.TableName)
			r = s.Do(t, "DELETE", "/"+res.Prefix+"/delete?id="+id, admin, nil)
			require.Equal(t, "记录正在审批中，不能删除", r.Message, bt.TableName)

			act(t, s, admin, "/actTask/pass", map[string]any{"id": s.TaskOf(t, admin, inst).ID, "comment": "同意"})
			require.Equal(t, "approved", instance(t, s, admin, inst).Status, bt.TableName)
			require.Equal(t, want, s.RecordStatus(t, admin, "/"+res.Prefix, id), bt.TableName)
			r = s.Do(t, "PUT", "/"+res.Prefix+"/edit", admin, body)
			require.False(t, r.Success, "%s: the approved record stays as approved", bt.TableName)
		}
	})
}

// Approvers are people of the record's tenant (act_task is tenant-filtered):
// a role holder who signs in to another tenant gets no task he could not see,
// and a node left with nobody is refused.
func TestWorkflowApproversOfTheTenant(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		sup := s.Token(t, seed.DemoSupervisor, seed.DemoEngineerPassword)
		con := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		first := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)
		c.SysUser.Update().Where(sysuser.Username(seed.DemoOwner)).SetRelTenantIds("22").ExecX(ctx)

		const dc = "/design/cmisDesignChange"
		record := func(no string) string {
			return s.Add(t, con, dc, map[string]any{"sectionId": first.ID, "changeNo": no, "title": "调整" + no,
				"level": "1", "reason": "地质", "costImpact": "10"})
		}
		s.PublishFlow(t, admin, "cmis_design_change", testenv.FlowChain(
			testenv.FlowNode("both", "approver", "会签", map[string]any{"assigneeType": "role",
				"roles": []string{seed.DemoOwnerRole, seed.DemoSupervisorRole}, "mode": "all"})))
		inst := s.Apply(t, con, "cmis_design_change", record("SJBG-TN-1"))
		require.Zero(t, c.ActTask.Query().Where(acttask.InstanceID(inst), acttask.Assignee(seed.DemoOwner)).CountX(ctx),
			"the owner now works in tenant 22")
		act(t, s, sup, "/actTask/pass", map[string]any{"id": s.TaskOf(t, sup, inst).ID})
		require.Equal(t, "approved", instance(t, s, con, inst).Status, "the supervisor alone was the node's people")

		s.PublishFlow(t, admin, "cmis_design_change", testenv.FlowChain(
			testenv.FlowNode("owner", "approver", "建设单位", map[string]any{"assigneeType": "role", "roles": []string{seed.DemoOwnerRole}, "mode": "any"})))
		r := s.Do(t, "POST", "/actBusiness/apply", con, map[string]any{"tableName": "cmis_design_change", "businessKey": record("SJBG-TN-2")})
		require.False(t, r.Success)
		require.Equal(t, "节点「建设单位」找不到审批人，请联系管理员调整流程", r.Message)
	})
}

// TestDelegateScope: a task is handed over (转交) only to someone who could
// have been given it — a user of the instance's tenant, not the applicant,
// holding the node's role and seeing the record through his own data rules.
// Anyone else gets one neutral refusal, whether he exists or not, and the
// task stays where it was.
func TestDelegateScope(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		sup := s.Token(t, seed.DemoSupervisor, seed.DemoEngineerPassword)
		con := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		first := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)
		third := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG03")).OnlyX(ctx)
		contract := c.CmisContract.Query().Where(cmiscontract.SectionID(first.ID)).FirstX(ctx)

		// Supervisors: one of sections 1–2 (the demo supervisor's department), one of section 3 only.
		supRole := s.RoleID(t, seed.DemoSupervisorRole)
		supDeparts := c.SysUserDepart.Query().Where(sysuserdepart.UserID(s.User(t, seed.DemoSupervisor).ID)).
			Select(sysuserdepart.FieldDepID).StringsX(ctx)
		require.NotEmpty(t, supDeparts)
		thirdOnly := c.SysDepart.Create().SetDepartName("第三标段监理部").SetOrgCode("Z99").SetParentID("").SaveX(ctx).ID
		c.CmisSection.UpdateOne(third).SetDepartIds(thirdOnly).ExecX(ctx)
		s.PublishFlow(t, admin, "cmis_payment", nil) // 监理审核 (role supervisor) first
		id := s.Add(t, con, "/settle/cmisPayment", map[string]any{"contractId": contract.ID, "amount": "20", "period": "2027-03"})
		inst := s.Apply(t, con, "cmis_payment", id)
		task := s.TaskOf(t, sup, inst)
		// (made once the task exists: a supervisor made before would have been given it too)
		s.NewUser(t, admin, "sup-twin", supRole, supDeparts[0])
		s.NewUser(t, admin, "sup-third", supRole, thirdOnly)
		s.NewUser(t, admin, "sup-elsewhere", supRole, supDeparts[0])
		require.True(t, s.Do(t, "POST", "/sys/tenant/add", admin, map[string]any{"id": 7, "name": "外单位", "status": 1}).Success)
		c.SysUser.Update().Where(sysuser.Username("sup-elsewhere")).SetRelTenantIds("7").ExecX(ctx)
		s.NewUser(t, admin, "sup-frozen", supRole, supDeparts[0])
		c.SysUser.Update().Where(sysuser.Username("sup-frozen")).SetStatus(2).ExecX(ctx)

		const refused = "无法转交给该用户：用户不存在或无权处理该记录"
		for _, who := range []string{
			"no-such-user",      // unknown
			"sup-frozen",        // frozen
			"sup-elsewhere",     // of another tenant
			"engineer",          // without the node's role (and no right on payments)
			seed.DemoOwner,      // sees every section, but not a supervisor
			seed.DemoContractor, // the applicant
			"sup-third",         // the node's role, but his data rule keeps him to section 3
			"admin",             // every right, not the node's role
		} {
			r := s.Do(t, "POST", "/actTask/delegate", sup, map[string]any{"id": task.ID, "username": who})
			require.False(t, r.Success, who)
			require.Equal(t, refused, r.Message, who)
		}
		require.Equal(t, task.ID, s.TaskOf(t, sup, inst).ID, "the task stays with the supervisor")
		thirdTok := s.Token(t, "sup-third", "Passw0rd1")
		require.False(t, hasTask(t, s, thirdTok, inst))
		// A role's node gives tasks only to holders who could open the record:
		// submitted now that he holds the role, a section-1 payment still skips him.
		id2 := s.Add(t, con, "/settle/cmisPayment", map[string]any{"contractId": contract.ID, "amount": "20", "period": "2027-04"})
		inst2 := s.Apply(t, con, "cmis_payment", id2)
		require.True(t, hasTask(t, s, sup, inst2), "the section's supervisor has the task")
		require.False(t, hasTask(t, s, thirdTok, inst2), "the other section's has none")

		// The other supervisor of sections 1–2 takes it, and approves.
		act(t, s, sup, "/actTask/delegate", map[string]any{"id": task.ID, "username": "sup-twin", "comment": "休假"})
		twin := s.Token(t, "sup-twin", "Passw0rd1")
		require.False(t, hasTask(t, s, sup, inst))
		act(t, s, twin, "/actTask/pass", map[string]any{"id": s.TaskOf(t, twin, inst).ID})
		require.Equal(t, "建设单位审批", instance(t, s, con, inst).CurrentNode)
	})
}

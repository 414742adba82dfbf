package seed

import (
	"context"
	"encoding/json"

	"aqueduct/ent"
	"aqueduct/ent/actmodel"
	"aqueduct/server/workflow"
)

// demoFlows adds a ready flow model for each business type, as drafts: an
// admin reviews and publishes one (流程模型 → 发布) to put its records
// under approval; until then their 审批状态 moves by its steps (批准, 驳回).
func demoFlows(ctx context.Context, c *ent.Client) error {
	approver := func(id, name, role, mode string) *workflow.Node {
		return &workflow.Node{ID: id, Type: "approver", Name: name,
			Data: &workflow.NodeData{AssigneeType: "role", Roles: []string{role}, Mode: mode}}
	}
	chain := func(mid ...*workflow.Node) []*workflow.Node {
		out := []*workflow.Node{{ID: "start", Type: "start", Name: "发起人"}}
		return append(append(out, mid...), &workflow.Node{ID: "end", Type: "end", Name: "结束"})
	}
	models := []struct {
		table, name, title, desc string
		tree                     []*workflow.Node
	}{
		{"cmis_payment", "支付审批", "${contractId}支付申请 ${amount}元", "监理审核，建设单位审批；100万元以上的支付由建设单位会签",
			chain(approver("supervise", "监理审核", DemoSupervisorRole, "any"),
				&workflow.Node{ID: "by-amount", Type: "branch", Name: "按金额", Children: []*workflow.Node{
					{ID: "large", Type: "condition", Name: "100万元以上",
						Data:     &workflow.NodeData{Rules: []workflow.Rule{{Field: "amount", Op: "gt", Value: "1000000"}}},
						Children: []*workflow.Node{approver("owner-all", "建设单位会签", DemoOwnerRole, "all")}},
					{ID: "other", Type: "condition", Name: "其他情况",
						Children: []*workflow.Node{approver("owner", "建设单位审批", DemoOwnerRole, "any")}},
				}})},
		{"cmis_contract_change", "合同变更审批", "合同变更：${title}（${amountChange}元）", "监理审核后由建设单位审批",
			chain(approver("supervise", "监理审核", DemoSupervisorRole, "any"), approver("owner", "建设单位审批", DemoOwnerRole, "any"))},
		{"cmis_settlement", "结算审批", "${contractId}结算 ${submittedAmount}元", "监理审核后由建设单位审定",
			chain(approver("supervise", "监理审核", DemoSupervisorRole, "any"), approver("owner", "建设单位审批", DemoOwnerRole, "any"))},
		{"cmis_design_change", "设计变更审批", "设计变更：${title}（${level}）", "监理审核后由建设单位审批",
			chain(approver("supervise", "监理审核", DemoSupervisorRole, "any"), approver("owner", "建设单位审批", DemoOwnerRole, "any"))},
		{"cmis_hidden_danger", "隐患整改复查", "隐患整改复查：${location}", "承包商提交复查后由监理复查，通过即闭环",
			chain(approver("review", "监理复查", DemoSupervisorRole, "any"),
				&workflow.Node{ID: "cc-owner", Type: "cc", Name: "抄送建设单位", Data: &workflow.NodeData{Roles: []string{DemoOwnerRole}}})},
	}
	for _, m := range models {
		if has, err := c.ActModel.Query().Where(actmodel.TableName(m.table)).Exist(ctx); err != nil || has {
			return err
		}
		tree, err := json.Marshal(m.tree)
		if err != nil {
			return err
		}
		if err := c.ActModel.Create().SetName(m.name).SetTableName(m.table).SetTitleTemplate(m.title).
			SetDescription(m.desc).SetTree(string(tree)).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

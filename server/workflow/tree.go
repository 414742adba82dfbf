// Package workflow is the approval engine (审批流程): flow models drawn as a
// tree in the designer and published as versions, instances that move a
// business record through approver nodes (single, countersign, or-sign, in
// sequence), condition branches and CC, with every action in one transaction
// behind an optimistic version check. It serves JeecgBoot's workflow paths
// (/actProcess, /actBusiness, /actTask, /actProcessIns).
package workflow

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"aqueduct/server/crud"
	"aqueduct/server/httpx"
)

// Node types of the tree (react-flow-builder's shape: a chain of nodes, a
// branch holding condition nodes, each condition its own chain).
const (
	typeStart     = "start"
	typeApprover  = "approver"
	typeCC        = "cc"
	typeBranch    = "branch"
	typeCondition = "condition"
	typeEnd       = "end"
)

// Ways of an approver node with several people.
const (
	modeSingle   = "single"
	modeAll      = "all"      // 会签: every one approves
	modeAny      = "any"      // 或签: the first approval decides
	modeSequence = "sequence" // 依次审批
)

// Who an approver or CC node names.
const (
	assignUser      = "user"
	assignRole      = "role"
	assignDeptHead  = "deptHead"
	assignApplicant = "applicant"
)

// Node is one node of a flow.
type Node struct {
	ID       string    `json:"id"`
	Type     string    `json:"type"`
	Name     string    `json:"name"`
	Children []*Node   `json:"children,omitempty"`
	Data     *NodeData `json:"data,omitempty"`
}

// NodeData holds a node's settings; which apply depends on the type.
type NodeData struct {
	AssigneeType string   `json:"assigneeType,omitempty"`
	Users        []string `json:"users,omitempty"`
	Roles        []string `json:"roles,omitempty"`
	Mode         string   `json:"mode,omitempty"`
	Rules        []Rule   `json:"rules,omitempty"`
}

// Rule is one test of a condition on the record's fields.
type Rule struct {
	Field string `json:"field"`
	Op    string `json:"op"`
	Value string `json:"value"`
}

var ops = []string{"eq", "ne", "gt", "ge", "lt", "le", "like"}

const (
	maxNodes = 200
	maxDepth = 20
)

func (n *Node) data() NodeData {
	if n.Data == nil {
		return NodeData{}
	}
	return *n.Data
}

// parseTree reads a stored or posted tree, keeping only the known keys.
func parseTree(raw []byte) ([]*Node, error) {
	var tree []*Node
	if err := json.Unmarshal(raw, &tree); err != nil {
		return nil, httpx.Fail("流程图格式不正确")
	}
	return tree, nil
}

func encodeTree(tree []*Node) string {
	b, _ := json.Marshal(tree)
	return string(b)
}

// defaultTree is a new model's: 发起人 → one approver to be set → 结束.
func defaultTree() []*Node {
	return []*Node{
		{ID: "start", Type: typeStart, Name: "发起人"},
		{ID: "approver-1", Type: typeApprover, Name: "审批人", Data: &NodeData{AssigneeType: assignRole, Mode: modeAny}},
		{ID: "end", Type: typeEnd, Name: "结束"},
	}
}

// validate refuses a tree that cannot run, in words the designer shows;
// fields are the business type's condition fields.
func validate(tree []*Node, r *crud.Resource) error {
	if len(tree) < 2 || tree[0].Type != typeStart || tree[len(tree)-1].Type != typeEnd {
		return httpx.Fail("流程必须以开始节点开始、以结束节点结束")
	}
	ids := map[string]bool{}
	approvers, count := 0, 0
	var check func(chain []*Node, depth int, top bool) error
	check = func(chain []*Node, depth int, top bool) error {
		if depth > maxDepth {
			return httpx.Failf("条件分支嵌套不能超过%d层", maxDepth)
		}
		for i, n := range chain {
			count++
			if count > maxNodes {
				return httpx.Failf("流程节点不能超过%d个", maxNodes)
			}
			if n == nil || n.ID == "" || len(n.ID) > 64 || ids[n.ID] {
				return httpx.Fail("流程节点的标识为空或重复")
			}
			ids[n.ID] = true
			n.Name = strings.TrimSpace(n.Name)
			if n.Name == "" || len([]rune(n.Name)) > 100 {
				return httpx.Fail("节点名称不能为空，且不超过100个字")
			}
			d := n.data()
			switch n.Type {
			case typeStart, typeEnd:
				if !top || (n.Type == typeStart) != (i == 0) || (n.Type == typeEnd) != (i == len(chain)-1) {
					return httpx.Fail("流程只能有一个开始节点和一个结束节点")
				}
			case typeApprover:
				approvers++
				if err := checkPeople(n, d, true); err != nil {
					return err
				}
				if d.Mode != "" && !slices.Contains([]string{modeSingle, modeAll, modeAny, modeSequence}, d.Mode) {
					return httpx.Failf("节点「%s」的审批方式不正确", n.Name)
				}
			case typeCC:
				if err := checkPeople(n, d, false); err != nil {
					return err
				}
			case typeBranch:
				if len(n.Children) < 2 {
					return httpx.Fail("条件分支至少需要两个条件")
				}
				for j, c := range n.Children {
					if c == nil || c.Type != typeCondition {
						return httpx.Fail("条件分支下只能是条件")
					}
					rules := c.data().Rules
					if len(rules) == 0 && j != len(n.Children)-1 {
						return httpx.Fail("「其他情况」只能是最后一个条件")
					}
					for _, rule := range rules {
						if err := checkRule(c, rule, r); err != nil {
							return err
						}
					}
					if c.ID == "" || len(c.ID) > 64 || ids[c.ID] {
						return httpx.Fail("流程节点的标识为空或重复")
					}
					ids[c.ID] = true
					if err := check(c.Children, depth+1, false); err != nil {
						return err
					}
				}
				continue
			default:
				return httpx.Failf("未知的节点类型：%s", n.Type)
			}
			if len(n.Children) > 0 {
				return httpx.Failf("节点「%s」不能有子节点", n.Name)
			}
		}
		return nil
	}
	if err := check(tree, 0, true); err != nil {
		return err
	}
	if approvers == 0 {
		return httpx.Fail("流程至少需要一个审批节点")
	}
	return nil
}

func checkPeople(n *Node, d NodeData, approver bool) error {
	switch {
	case !approver || d.AssigneeType == assignUser || d.AssigneeType == assignRole:
		if approver && d.AssigneeType == assignUser && len(d.Users) == 0 ||
			approver && d.AssigneeType == assignRole && len(d.Roles) == 0 ||
			!approver && len(d.Users)+len(d.Roles) == 0 {
			if approver {
				return httpx.Failf("节点「%s」未设置审批人", n.Name)
			}
			return httpx.Failf("节点「%s」未设置抄送人", n.Name)
		}
	case d.AssigneeType == assignDeptHead || d.AssigneeType == assignApplicant:
	default:
		return httpx.Failf("节点「%s」未设置审批人", n.Name)
	}
	if len(d.Users) > 100 || len(d.Roles) > 50 {
		return httpx.Failf("节点「%s」的人员过多", n.Name)
	}
	return nil
}

func checkRule(c *Node, rule Rule, r *crud.Resource) error {
	f, _, ok := r.Field(rule.Field)
	if !ok || f.Secret {
		return httpx.Failf("条件「%s」的字段 %s 不存在", c.Name, rule.Field)
	}
	if !slices.Contains(ops, rule.Op) {
		return httpx.Failf("条件「%s」的运算符不正确", c.Name)
	}
	if utf8.RuneCountInString(rule.Value) > 200 {
		return httpx.Failf("条件「%s」的值过长", c.Name)
	}
	return nil
}

// frame is a position in a chain while the tree is walked.
type frame struct {
	chain []*Node
	idx   int
}

// locate gives the frames down to the node id (nil when absent).
func locate(chain []*Node, id string) []frame {
	for i, n := range chain {
		if n.ID == id {
			return []frame{{chain, i}}
		}
		if n.Type == typeBranch {
			for _, c := range n.Children {
				if sub := locate(c.Children, id); sub != nil {
					return append([]frame{{chain, i}}, sub...)
				}
			}
		}
	}
	return nil
}

// walk moves from the position on to the next approver or the end, taking
// each branch's first condition the record meets and collecting the CC
// nodes passed.
func walk(stack []frame, rec map[string]any) (next *Node, ccs []*Node, err error) {
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.idx >= len(top.chain) {
			stack = stack[:len(stack)-1]
			if len(stack) > 0 {
				stack[len(stack)-1].idx++
			}
			continue
		}
		n := top.chain[top.idx]
		switch n.Type {
		case typeApprover, typeEnd:
			return n, ccs, nil
		case typeCC:
			ccs = append(ccs, n)
			top.idx++
		case typeBranch:
			c := pick(n.Children, rec)
			if c == nil {
				return nil, nil, httpx.Failf("「%s」没有满足条件的分支，请联系管理员调整流程", n.Name)
			}
			stack = append(stack, frame{c.Children, 0})
		default:
			top.idx++
		}
	}
	return nil, nil, httpx.Fail("流程没有结束节点")
}

// after walks on from the node id.
func after(tree []*Node, id string, rec map[string]any) (*Node, []*Node, error) {
	stack := locate(tree, id)
	if stack == nil {
		return nil, nil, httpx.Fail("流程节点不存在")
	}
	stack[len(stack)-1].idx++
	return walk(stack, rec)
}

func find(tree []*Node, id string) *Node {
	stack := locate(tree, id)
	if stack == nil {
		return nil
	}
	f := stack[len(stack)-1]
	return f.chain[f.idx]
}

func pick(conds []*Node, rec map[string]any) *Node {
	for _, c := range conds {
		ok := true
		for _, r := range c.data().Rules {
			if !holds(r, rec[r.Field]) {
				ok = false
				break
			}
		}
		if ok {
			return c
		}
	}
	return nil
}

// holds compares as numbers when both sides are numbers, else as text
// (dates in their ISO form compare rightly as text).
func holds(r Rule, v any) bool {
	s := text(v)
	if r.Op == "like" {
		return strings.Contains(s, r.Value)
	}
	cmp := strings.Compare(s, r.Value)
	if a, err1 := strconv.ParseFloat(s, 64); err1 == nil {
		if b, err2 := strconv.ParseFloat(strings.TrimSpace(r.Value), 64); err2 == nil {
			switch {
			case a < b:
				cmp = -1
			case a > b:
				cmp = 1
			default:
				cmp = 0
			}
		}
	}
	switch r.Op {
	case "eq":
		return cmp == 0
	case "ne":
		return cmp != 0
	case "gt":
		return cmp > 0
	case "ge":
		return cmp >= 0
	case "lt":
		return cmp < 0
	case "le":
		return cmp <= 0
	}
	return false
}

func text(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case json.Number:
		return x.String()
	default:
		return fmt.Sprint(x)
	}
}

package testenv

// Approval flows: a table's model redrawn and published, applied for, and
// the tasks it gives out.

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/actmodel"
	"aqueduct/server/viewer"
)

// FlowTask is a task of the to-do list.
type FlowTask struct {
	ID, Name, NodeID, ProcInstID, Title, TableName, BusinessKey, Status string
	Version                                                             int
}

// PublishFlow publishes the demo's model of a table, redrawn as tree unless
// tree is nil.
func (s *Server) PublishFlow(t testing.TB, admin, table string, tree any) {
	t.Helper()
	ctx := viewer.System(context.Background())
	m := s.App.DB.Client.ActModel.Query().Where(actmodel.TableName(table)).OnlyX(ctx)
	body := map[string]any{"id": m.ID, "name": m.Name, "titleTemplate": m.TitleTemplate}
	if tree != nil {
		body["tree"] = tree
	}
	r := s.Do(t, "PUT", "/actProcess/edit", admin, body)
	require.True(t, r.Success, r.Message)
	r = s.Do(t, "POST", "/actProcess/publish", admin, map[string]any{"id": m.ID})
	require.True(t, r.Success, r.Message)
}

// Todo is the user's to-do list.
func (s *Server) Todo(t testing.TB, token string) []FlowTask {
	t.Helper()
	r := s.Do(t, "GET", "/actTask/todoList", token, nil)
	require.True(t, r.Success, r.Message)
	var out []FlowTask
	r.Decode(t, &out)
	return out
}

// TaskOf is the user's one pending task of the instance.
func (s *Server) TaskOf(t testing.TB, token, inst string) FlowTask {
	t.Helper()
	var found []FlowTask
	for _, x := range s.Todo(t, token) {
		if x.ProcInstID == inst {
			found = append(found, x)
		}
	}
	require.Len(t, found, 1, "one task of %s", inst)
	return found[0]
}

// Apply starts the approval of a record and returns the instance's id.
func (s *Server) Apply(t testing.TB, token, table, key string) string {
	t.Helper()
	r := s.Do(t, "POST", "/actBusiness/apply", token, map[string]any{"tableName": table, "businessKey": key})
	require.True(t, r.Success, r.Message)
	var v struct{ ProcInstID string }
	r.Decode(t, &v)
	return v.ProcInstID
}

// FlowUsers is an approver node's data naming its users.
func FlowUsers(names ...string) map[string]any {
	return map[string]any{"assigneeType": "user", "users": names}
}

// FlowNode is a node of a flow's tree.
func FlowNode(id, typ, name string, data map[string]any, children ...any) map[string]any {
	n := map[string]any{"id": id, "type": typ, "name": name}
	if data != nil {
		n["data"] = data
	}
	if len(children) > 0 {
		n["children"] = children
	}
	return n
}

// FlowChain is a flow's tree: the start node, mid, the end node.
func FlowChain(mid ...any) []any {
	return append(append([]any{FlowNode("start", "start", "发起人", nil)}, mid...), FlowNode("end", "end", "结束", nil))
}

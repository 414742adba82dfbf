package workflow_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/actmodel"
	"aqueduct/ent/cmissection"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestWorkflowRoutesOnTheWire walks every workflow route as its clients call
// it and pins what they read: each success message (the typed routes answer
// their own, not 操作成功！ alone), each result's keys, null where nothing
// is answered, empty arrays and objects where nothing is found, and pages
// that take a bad or missing number as the first page of ten instead of
// refusing it. On both databases (an empty reply must stay [] or {} on each).
func TestWorkflowRoutesOnTheWire(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		owner := s.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)
		sup := s.Token(t, seed.DemoSupervisor, seed.DemoEngineerPassword)
		con := s.Token(t, seed.DemoContractor, seed.DemoEngineerPassword)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client

		// call sends a request that must succeed with msg; it answers the raw result.
		call := func(method, path, tok string, body any, msg string) json.RawMessage {
			t.Helper()
			r := s.Do(t, method, path, tok, body)
			require.Equal(t, http.StatusOK, r.Status, "%s %s", method, path)
			require.True(t, r.Success, "%s %s: %s", method, path, r.Message)
			require.Equal(t, msg, r.Message, "%s %s", method, path)
			return r.Result
		}
		object := func(raw json.RawMessage) map[string]json.RawMessage {
			t.Helper()
			var m map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(raw, &m), string(raw))
			return m
		}
		// hasKeys checks an object's keys, given space-separated.
		hasKeys := func(keys string, raw json.RawMessage) {
			t.Helper()
			var got []string
			for k := range object(raw) {
				got = append(got, k)
			}
			require.ElementsMatch(t, strings.Fields(keys), got, string(raw))
		}
		// page checks a page's keys and its numbers, and answers its records.
		page := func(raw json.RawMessage, current, size int) []json.RawMessage {
			t.Helper()
			hasKeys("records total size current orders searchCount pages", raw)
			var p struct {
				Records       []json.RawMessage
				Current, Size int
				Orders        []any
			}
			require.NoError(t, json.Unmarshal(raw, &p))
			require.Equal(t, [2]int{current, size}, [2]int{p.Current, p.Size}, string(raw))
			require.NotNil(t, p.Orders)
			require.NotNil(t, p.Records, "an empty page has records []")
			return p.Records
		}
		const ok = "操作成功！"
		const (
			modelKeys = "id name tableName businessName titleTemplate description version published createTime updateTime updateBy"
			taskKeys  = "id name nodeId procDefId procInstId applyer applyerName processName title businessKey tableName " +
				"businessName businessUrl assignee assigneeName createTime endTime priority status statusText version comment"
			instanceKeys = "id procDefId processName title tableName businessName businessKey businessUrl applyer applyerName " +
				"status statusText currentNode assignees createTime endTime version"
		)

		// Models: the list (a bad page number is the first page), one with its
		// tree, a delete and an add of the freed business type.
		records := page(call("GET", "/actProcess/listData?pageNo=x&pageSize=&name=&column=createTime", admin, nil, ok), 1, 10)
		require.NotEmpty(t, records)
		hasKeys(modelKeys, records[0]) // no tree in the list
		page(call("GET", "/actProcess/listData?pageNo=2&pageSize=1", admin, nil, ok), 2, 1)
		var types []json.RawMessage
		require.NoError(t, json.Unmarshal(call("GET", "/actProcess/businessTypes?x=1", admin, nil, ok), &types))
		require.NotEmpty(t, types)
		hasKeys("tableName name url fields", types[0])

		settlement := c.ActModel.Query().Where(actmodel.TableName("cmis_settlement")).OnlyX(ctx)
		require.JSONEq(t, `null`, string(call("DELETE", "/actProcess/delete?id="+settlement.ID, admin, nil, "删除成功!")))
		added := call("POST", "/actProcess/add", admin, map[string]any{"name": "结算审批", "tableName": "cmis_settlement", "unknown": 1}, "添加成功！")
		hasKeys(modelKeys+" tree", added)

		// A two-step flow, published: its version is the reply.
		m := c.ActModel.Query().Where(actmodel.TableName("cmis_design_change")).OnlyX(ctx)
		tree := []any{
			map[string]any{"id": "start", "type": "start", "name": "发起人"},
			map[string]any{"id": "a", "type": "approver", "name": "监理", "data": map[string]any{"assigneeType": "user", "users": []string{seed.DemoSupervisor}}},
			map[string]any{"id": "b", "type": "approver", "name": "建设", "data": map[string]any{"assigneeType": "user", "users": []string{seed.DemoOwner}}},
			map[string]any{"id": "end", "type": "end", "name": "结束"},
		}
		edited := call("PUT", "/actProcess/edit", admin, map[string]any{"id": m.ID, "name": m.Name, "titleTemplate": "${title}", "tree": tree}, "保存成功！")
		hasKeys(modelKeys+" tree", edited)
		version := m.Version + 1
		require.Equal(t, `{"version":`+strconv.Itoa(version)+`}`,
			string(call("POST", "/actProcess/publish", admin, map[string]any{"id": m.ID}, "发布成功！版本 "+strconv.Itoa(version))))
		got := call("GET", "/actProcess/queryById?id="+m.ID, admin, nil, ok)
		hasKeys(modelKeys+" tree", got)
		require.JSONEq(t, `true`, string(object(got)["published"]))
		var versions []json.RawMessage
		require.NoError(t, json.Unmarshal(call("GET", "/actProcess/versions?id="+m.ID, admin, nil, ok), &versions))
		hasKeys("id version createTime createBy", versions[0])
		r := s.Do(t, "GET", "/actProcess/queryById?id=", admin, nil)
		require.Equal(t, "流程模型不存在", r.Message, "an empty id is refused as before")

		// Records in approval: apply answers the instance; the status by key.
		first := c.CmisSection.Query().Where(cmissection.Code("DZYS2-SG01")).OnlyX(ctx)
		record := func(no string) string {
			t.Helper()
			var row struct{ ID string }
			require.NoError(t, json.Unmarshal(call("POST", "/design/cmisDesignChange/add", con, map[string]any{"sectionId": first.ID,
				"changeNo": "SJBG-W-" + no, "title": "线上" + no, "level": "1", "reason": "r"}, "添加成功！"), &row))
			return row.ID
		}
		apply := func(key string) string {
			t.Helper()
			raw := call("POST", "/actBusiness/apply", con, map[string]any{"tableName": "cmis_design_change", "businessKey": " " + key + " "}, "已提交审批")
			hasKeys("procInstId", raw)
			var v struct{ ProcInstID string }
			require.NoError(t, json.Unmarshal(raw, &v))
			return v.ProcInstID
		}
		id1, id2, id3 := record("1"), record("2"), record("3")
		require.JSONEq(t, `{}`, string(call("GET", "/actBusiness/status?tableName=cmis_design_change&ids="+id1, con, nil, ok)), "no flow yet")
		inst1 := apply(id1)
		st := call("GET", "/actBusiness/status?tableName=cmis_design_change&ids="+id1+","+id2, con, nil, ok)
		hasKeys(id1, st) // a record without a flow is absent
		require.JSONEq(t, `{"procInstId":"`+inst1+`","status":"running","statusText":"审批中","nodeName":"监理","canApply":false,"canCancel":true}`, string(object(st)[id1]))

		// Lists of instances and tasks; the empty ones are [] and {"items":[],"total":0}.
		mine := page(call("GET", "/actBusiness/listData?pageNo=&pageSize=abc&status=nonsense", con, nil, ok), 1, 10)
		hasKeys(instanceKeys, mine[0]) // no tasks in a list
		page(call("GET", "/actProcessIns/list?status=running&title=线上&pageSize=5", admin, nil, ok), 1, 5)
		one := call("GET", "/actProcessIns/queryById?id="+inst1, con, nil, ok)
		hasKeys(instanceKeys+" tasks", one)
		require.JSONEq(t, `[]`, string(call("GET", "/actTask/todoList", admin, nil, ok)))
		require.JSONEq(t, `{"items":[],"total":0}`, string(call("GET", "/actTask/todoCounts", admin, nil, ok)))
		var todo []json.RawMessage
		require.NoError(t, json.Unmarshal(call("GET", "/actTask/todoList?title=线上1", sup, nil, ok), &todo))
		require.Len(t, todo, 1)
		hasKeys(taskKeys, todo[0])
		require.JSONEq(t, `null`, string(object(todo[0])["endTime"]))
		require.Equal(t, `{"items":[{"tableName":"cmis_design_change","processName":"`+m.Name+`","count":1}],"total":1}`,
			string(call("GET", "/actTask/todoCounts", sup, nil, ok)), "the keys in their order")
		taskID := func(tok string) string {
			t.Helper()
			var ts []struct{ ID, ProcInstID string }
			require.NoError(t, json.Unmarshal(call("GET", "/actTask/todoList", tok, nil, ok), &ts))
			require.Len(t, ts, 1)
			return ts[0].ID
		}

		// Every action answers a null result with its own message.
		require.JSONEq(t, `null`, string(call("POST", "/actTask/comment", sup, map[string]any{"procInstId": inst1, "comment": "看过了"}, "已评论")))
		require.JSONEq(t, `null`, string(call("POST", "/actTask/pass", sup, map[string]any{"id": taskID(sup), "comment": "同意"}, "已同意")))
		var applicant struct{ ApplyerName string }
		require.NoError(t, json.Unmarshal(one, &applicant))
		require.JSONEq(t, `[{"key":"applicant","name":"`+applicant.ApplyerName+`"},{"key":"a","name":"监理"}]`,
			string(call("GET", "/actTask/getBackList/"+inst1, owner, nil, ok)))
		call("POST", "/actTask/backToTask", owner, map[string]any{"id": taskID(owner), "backTaskKey": "a", "comment": "再看看"}, "已退回")
		call("POST", "/actTask/delegate", sup, map[string]any{"id": taskID(sup), "username": seed.DemoOwner}, "已转交")
		call("POST", "/actTask/back", owner, map[string]any{"id": taskID(owner), "comment": "资料不全"}, "已退回发起人")
		var hs []json.RawMessage
		require.NoError(t, json.Unmarshal(call("GET", "/actTask/historicFlow/"+inst1, con, nil, ok), &hs))
		var actions []string
		for _, h := range hs {
			hasKeys("id nodeId name assignee assigneeName action actionText comment createTime", h)
			var v struct{ Action string }
			require.NoError(t, json.Unmarshal(h, &v))
			actions = append(actions, v.Action)
		}
		require.ElementsMatch(t, []string{"apply", "comment", "approve", "back", "transfer", "back"}, actions)
		done := page(call("GET", "/actTask/doneList?pageNo=0&pageSize=-3&title=", sup, nil, ok), 1, 10)
		require.Len(t, done, 2, "approved and transferred")
		hasKeys(taskKeys, done[0])
		fields := call("GET", "/actBusiness/record?procInstId="+inst1, con, nil, ok)
		hasKeys("fields", fields)
		var fs []json.RawMessage
		require.NoError(t, json.Unmarshal(object(fields)["fields"], &fs))
		require.NotEmpty(t, fs)
		hasKeys("label text", fs[0])

		inst2 := apply(id2)
		require.JSONEq(t, `null`, string(call("POST", "/actBusiness/cancel", con, map[string]any{"procInstId": inst2}, "已撤回")))
		apply(id3)
		call("POST", "/actTask/reject", sup, map[string]any{"id": taskID(sup), "comment": "不同意"}, "已驳回")
	})
}

package gateway

import (
	"context"
	"encoding/json"
	"testing"

	"entgo.io/ent/dialect/sql"
	"github.com/stretchr/testify/require"
)

// TestParsedJSON: predicates and filters kept as JSON text go out as JSON
// arrays or objects (JeecgBoot's list parses them); anything else stays as it
// was, and the record's other fields are untouched.
func TestParsedJSON(t *testing.T) {
	records := []json.RawMessage{
		json.RawMessage(`{"id":"1","name":"业务","predicates":"[{\"name\":\"Path\",\"args\":[\"/biz/**\"]}]","filters":" {\"k\":1} ","uri":"lb://biz"}`),
		json.RawMessage(`{"id":"2","predicates":"not json","filters":"[broken"}`),
		json.RawMessage(`{"id":"3","predicates":null,"filters":"\"[]\""}`),
		json.RawMessage(`{"id":"4","predicates":"42"}`),
	}
	got, err := parsedJSON(records)
	require.NoError(t, err)
	out, err := json.Marshal(got)
	require.NoError(t, err)
	require.JSONEq(t, `[
		{"id":"1","name":"业务","predicates":[{"name":"Path","args":["/biz/**"]}],"filters":{"k":1},"uri":"lb://biz"},
		{"id":"2","predicates":"not json","filters":"[broken"},
		{"id":"3","predicates":null,"filters":"\"[]\""},
		{"id":"4","predicates":"42"}
	]`, string(out))

	_, err = parsedJSON([]json.RawMessage{json.RawMessage(`[1]`)})
	require.Error(t, err, "a record that is no object")
}

// TestEnabledByDefault: without a status filter only enabled routes are
// listed; a status the request names is the list's own filter.
func TestEnabledByDefault(t *testing.T) {
	for _, params := range []map[string][]string{{}, {"status": {""}}, {"status": {"  "}}, {"name": {"x"}}} {
		conds, err := enabledByDefault(context.Background(), nil, params)
		require.NoError(t, err)
		require.Len(t, conds, 1, params)
		s := sql.Select("*").From(sql.Table("sys_gateway_route"))
		s.Where(conds[0](s))
		query, args := s.Query()
		require.Contains(t, query, "`sys_gateway_route`.`status` = ?")
		require.Equal(t, []any{1}, args)
	}
	for _, status := range []string{"0", "1"} {
		conds, err := enabledByDefault(context.Background(), nil, map[string][]string{"status": {status}})
		require.NoError(t, err)
		require.Empty(t, conds, status)
	}
}

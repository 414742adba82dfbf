package apidoc

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/httpx"
)

// Pages of different records are different components: an instance of a
// generic type is named with its arguments.
func TestGenericReplyNamedByItsArguments(t *testing.T) {
	routes := []httpx.Route{
		{Method: "GET", Path: "/a/list", Code: "login", Doc: &httpx.Doc{Reply: httpx.Page[node]{}}},
		{Method: "GET", Path: "/b/list", Code: "login", Doc: &httpx.Doc{Reply: httpx.Page[*q]{}}},
		{Method: "GET", Path: "/c/list", Code: "login", Doc: &httpx.Doc{Reply: httpx.Page[map[string][]node]{}}},
	}
	b, err := Build(routes, []byte(`{}`), "/base", true)
	require.NoError(t, err)
	var doc struct {
		Components struct{ Schemas map[string]map[string]any }
	}
	require.NoError(t, json.Unmarshal(b, &doc))
	records := func(name string) string {
		t.Helper()
		s, ok := doc.Components.Schemas[name]
		require.True(t, ok, "%s among %v", name, doc.Components.Schemas)
		r, _ := json.Marshal(s["properties"].(map[string]any)["records"])
		return string(r)
	}
	require.JSONEq(t, `{"type":"array","items":{"$ref":"#/components/schemas/apidoc_node"}}`, records("httpx_Page_apidoc_node"))
	require.JSONEq(t, `{"type":"array","items":{"$ref":"#/components/schemas/apidoc_q"}}`, records("httpx_Page_apidoc_q"))
	require.Contains(t, records("httpx_Page_map_string_apidoc_node"), "additionalProperties")
}

package apidoc

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/httpx"
)

type node struct {
	ID       string  `json:"id" doc:"主键"`
	Children []node  `json:"children,omitempty"`
	Amount   float64 `json:"amount"`
	Hidden   string  `json:"-"`
}

type q struct {
	Key string `query:"key" doc:"关键字"`
}

// A hand-written route is described from its Doc's Go types (a tree refers
// to itself by its component); a generated route keeps the generator's
// operation with the permission code it was registered with.
func TestBuildDescribesRegisteredTypes(t *testing.T) {
	gen := []byte(`{"paths":{"/a/b/list":{"get":{"tags":["甲"],"summary":"列表","x-permission":"a:list"}}},"components":{"schemas":{"A":{"type":"object"}}}}`)
	routes := []httpx.Route{
		{Method: "GET", Path: "/a/b/list", Code: "a:read"},
		{Method: "GET", Path: "/a/b/statistics", Code: "a:read"},
		{Method: "GET", Path: "/tree/:id", Code: "login", Doc: &httpx.Doc{Summary: "树", Query: q{}, Reply: []node{}}},
	}
	b, err := Build(routes, gen, "/base", false)
	require.NoError(t, err)
	var doc struct {
		Paths      map[string]map[string]map[string]any
		Components struct{ Schemas map[string]map[string]any }
	}
	require.NoError(t, json.Unmarshal(b, &doc))
	require.Equal(t, "a:read", doc.Paths["/a/b/list"]["get"]["x-permission"])
	require.Equal(t, "列表", doc.Paths["/a/b/list"]["get"]["summary"])
	// a hand-written route goes under the tag of the resource whose path it shares, else its area's
	require.Equal(t, []any{"甲"}, doc.Paths["/a/b/statistics"]["get"]["tags"])
	op := doc.Paths["/tree/{id}"]["get"]
	require.Equal(t, []any{"手写接口 /tree"}, op["tags"])
	require.Equal(t, "树", op["summary"])
	params, _ := json.Marshal(op["parameters"])
	require.JSONEq(t, `[{"name":"id","in":"path","required":true,"schema":{"type":"string"}},
		{"name":"key","in":"query","description":"关键字","schema":{"type":"string"}}]`, string(params))
	n, _ := json.Marshal(doc.Components.Schemas["apidoc_node"])
	require.JSONEq(t, `{"type":"object","required":["amount","id"],"properties":{
		"id":{"type":"string","description":"主键"},
		"children":{"type":"array","items":{"$ref":"#/components/schemas/apidoc_node"}},
		"amount":{"type":"number"}}}`, string(n))

	b, err = Build(routes, gen, "/base", true)
	require.NoError(t, err)
	require.NotContains(t, string(b), `"/a/b/list"`, "handwrittenOnly leaves the generated routes out")
}

// Package entjson is an entc extension that gives every generated field the
// contract's camelCase JSON name (create_time -> createTime), so entities
// serialise as the JeecgBoot front end expects.
package entjson

import (
	"fmt"
	"strings"

	"entgo.io/ent/entc"
	"entgo.io/ent/entc/gen"
	"entgo.io/ent/schema/edge"
)

// Extension sets camelCase json tags on all fields and keeps ent's edges out
// of JSON: replies carry the contract's properties only, never "edges":{}.
type Extension struct{ entc.DefaultExtension }

// Hooks of the extension.
func (Extension) Hooks() []gen.Hook {
	return []gen.Hook{func(next gen.Generator) gen.Generator {
		return gen.GenerateFunc(func(g *gen.Graph) error {
			for _, n := range g.Nodes {
				if n.Annotations == nil {
					n.Annotations = gen.Annotations{}
				}
				n.Annotations[edge.Annotation{}.Name()] = edge.Annotation{StructTag: `json:"-"`}
				tag(n.ID)
				for _, f := range n.Fields {
					tag(f)
				}
			}
			return next.Generate(g)
		})
	}}
}

func tag(f *gen.Field) {
	if f == nil || f.Sensitive() {
		return
	}
	f.StructTag = fmt.Sprintf(`json:"%s"`, Camel(f.Name))
}

// Camel turns a snake_case column name into the contract's camelCase property.
func Camel(s string) string {
	parts := strings.Split(s, "_")
	for i := 1; i < len(parts); i++ {
		if parts[i] != "" {
			parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
		}
	}
	return strings.Join(parts, "")
}

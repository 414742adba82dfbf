package crudgen

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
)

// SchemaDir is the schema package, relative to the repository root.
const SchemaDir = "schema"

// byteLength are ent's string validators that count bytes: a Chinese
// character is three bytes in UTF-8, so MaxLen(200) took only 66 of them.
// MaxRuneLen sets the same column size and counts characters, as the API,
// the forms, the sheets and PostgreSQL's varchar(n) do.
var byteLength = map[string]string{"MaxLen": "MaxRuneLen", "MinLen": "MinRuneLen"}

// CheckRuneLengths refuses a schema that bounds a string field in bytes.
// The generator runs it, so a new field cannot bring the byte count back.
func CheckRuneLengths(dir string) error {
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return err
	}
	fset := token.NewFileSet()
	var bad []string
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(fset, p, src, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
				if use, ok := byteLength[sel.Sel.Name]; ok {
					bad = append(bad, fmt.Sprintf("%s: %s counts bytes, use %s", fset.Position(sel.Sel.Pos()), sel.Sel.Name, use))
				}
			}
			return true
		})
	}
	if len(bad) > 0 {
		return fmt.Errorf("string lengths count characters:\n%s", strings.Join(bad, "\n"))
	}
	return nil
}

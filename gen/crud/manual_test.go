package crud_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestManualNamesEveryAnnotation: docs/generator.md is the manual of this
// vocabulary, so every exported function, method and constant a schema can
// use is named in it, as `Name` or crud.Name / .Name(...) (a new annotation
// without a line there fails here).
func TestManualNamesEveryAnnotation(t *testing.T) {
	raw, err := os.ReadFile("../../docs/generator.md")
	if err != nil {
		t.Fatal(err)
	}
	manual := string(raw)
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", func(fi os.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, pkg := range pkgs {
		for _, f := range pkg.Files {
			for _, d := range f.Decls {
				switch d := d.(type) {
				case *ast.FuncDecl:
					if n := d.Name.Name; ast.IsExported(n) && n != "Name" && n != "Merge" { // Name, Merge: ent's interfaces
						names = append(names, n)
					}
				case *ast.GenDecl:
					if d.Tok != token.CONST {
						continue
					}
					for _, s := range d.Specs {
						for _, n := range s.(*ast.ValueSpec).Names {
							if ast.IsExported(n.Name) && !strings.HasSuffix(n.Name, "Name") { // annotation keys
								names = append(names, n.Name)
							}
						}
					}
				}
			}
		}
	}
	if len(names) < 50 {
		t.Fatalf("found only %d names: the parse missed the package", len(names))
	}
	for _, n := range names {
		if !regexp.MustCompile("[`.]" + n + `\b`).MatchString(manual) {
			t.Errorf("docs/generator.md does not mention %s", n)
		}
	}
}

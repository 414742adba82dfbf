package crudgen_test

import (
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/entc"
	"entgo.io/ent/entc/gen"
	"github.com/stretchr/testify/require"

	"aqueduct/gen/crudgen"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestGolden generates the sample schema (every annotation) and compares each
// output file with testdata/golden; `go test ./gen/crudgen -update` refreshes them.
func TestGolden(t *testing.T) {
	g, err := entc.LoadGraph("./testdata/sample/schema", &gen.Config{Package: "aqueduct/gen/crudgen/testdata/sample/ent"})
	require.NoError(t, err)
	require.NoError(t, crudgen.AddIndexes(g))
	rs, err := crudgen.Build(g)
	require.NoError(t, err)
	require.Len(t, rs, 2, "Plain has no annotation")

	out := t.TempDir()
	// A hand-written List.tsx replaces the generic list in registry.gen.ts.
	override := filepath.Join(out, crudgen.UIDir, "inspection", "List.tsx")
	require.NoError(t, os.MkdirAll(filepath.Dir(override), 0o755))
	require.NoError(t, os.WriteFile(override, []byte("// hand-written\n"), 0o644))
	// A generated file of a resource that no longer exists is removed.
	stale := filepath.Join(out, crudgen.GoDir, "zz_gone.go")
	require.NoError(t, os.MkdirAll(filepath.Dir(stale), 0o755))
	require.NoError(t, os.WriteFile(stale, []byte("package crud\n"), 0o644))

	require.NoError(t, crudgen.Write(out, rs))
	// The indexes ent/migrate gets for the resources' lists (AddIndexes).
	var idx strings.Builder
	for _, n := range g.Nodes {
		for _, i := range n.Indexes {
			fmt.Fprintf(&idx, "%s %s unique=%t (%s)", n.Table(), i.Name, i.Unique, strings.Join(i.Columns, ", "))
			if a, ok := i.Annotations[(&entsql.IndexAnnotation{}).Name()].(*entsql.IndexAnnotation); ok {
				fmt.Fprintf(&idx, " where %s", a.Where)
			}
			idx.WriteString("\n")
		}
	}
	require.NoError(t, os.WriteFile(filepath.Join(out, "indexes.txt"), []byte(idx.String()), 0o644))
	require.NoFileExists(t, stale)
	b, err := os.ReadFile(override)
	require.NoError(t, err)
	require.Equal(t, "// hand-written\n", string(b), "hand-written files are never touched")

	golden := filepath.Join("testdata", "golden")
	got := map[string][]byte{}
	require.NoError(t, filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || p == override {
			return err
		}
		rel, _ := filepath.Rel(out, p)
		got[rel], err = os.ReadFile(p)
		return err
	}))
	if *update {
		require.NoError(t, os.RemoveAll(golden))
		for rel, b := range got {
			p := filepath.Join(golden, rel+".golden")
			require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
			require.NoError(t, os.WriteFile(p, b, 0o644))
		}
	}
	want := map[string]bool{}
	require.NoError(t, filepath.WalkDir(golden, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(golden, p)
		want[rel[:len(rel)-len(".golden")]] = true
		return nil
	}))
	for rel, b := range got {
		require.True(t, want[rel], "unexpected output %s (run with -update)", rel)
		w, err := os.ReadFile(filepath.Join(golden, rel+".golden"))
		require.NoError(t, err)
		require.Equal(t, string(w), string(b), "%s differs from its golden file (run with -update)", rel)
	}
	require.Len(t, got, len(want), "missing outputs")
}

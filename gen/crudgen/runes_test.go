package crudgen_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/gen/crudgen"
)

// The schema bounds strings in characters; a byte-length validator is
// refused by the generator, naming where it is.
func TestRuneLengths(t *testing.T) {
	require.NoError(t, crudgen.CheckRuneLengths(filepath.Join("..", "..", crudgen.SchemaDir)))
	require.NoError(t, crudgen.CheckRuneLengths(filepath.Join("testdata", "sample", "schema")))

	dir := t.TempDir()
	src := "package schema\n\nimport \"entgo.io/ent/schema/field\"\n\nvar f = field.String(\"subject\").\n\tNotEmpty().MaxLen(200)\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "x.go"), []byte(src), 0o644))
	err := crudgen.CheckRuneLengths(dir)
	require.Error(t, err)
	require.Contains(t, err.Error(), filepath.Join(dir, "x.go")+":6:13: MaxLen counts bytes, use MaxRuneLen")
}

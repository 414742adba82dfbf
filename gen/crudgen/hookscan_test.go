package crudgen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHookRegistries: the typed hooks of a package are found by their result
// type and registered in its zz_hooks.go; an entity's hooks declared in two
// packages, or a package mixing receivers, stop the generator.
func TestHookRegistries(t *testing.T) {
	root := t.TempDir()
	write := func(path, src string) {
		t.Helper()
		full := filepath.Join(root, path)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	rs := []*Resource{{Name: "CmisSpecimenTest"}, {Name: "CmisSpecimen"}}
	write("server/lab/specimen.go", `package lab
import "aqueduct/server/crud"
type Service struct{}
func (s *Service) specimenHooks() crud.CmisSpecimenTestHooks { return crud.CmisSpecimenTestHooks{} }
func (s *Service) helper() crud.Body { return nil }
func unknown() crud.OtherHooks { return crud.OtherHooks{} }
`)
	write("server/lab/specimen_test.go", `package lab
func (s *Service) testHooks() crud.CmisSpecimenHooks { return crud.CmisSpecimenHooks{} }
`)
	files := map[string][]byte{}
	if err := hookRegistries(root, rs, files); err != nil {
		t.Fatal(err)
	}
	got := string(files[filepath.Join("server", "lab", HooksFile)])
	for _, want := range []string{"package lab", "func (s *Service) installHooks(res *crud.Service) {", "res.SetCmisSpecimenTestHooks(s.specimenHooks())"} {
		if !strings.Contains(got, want) {
			t.Errorf("zz_hooks.go lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "CmisSpecimenHooks") || strings.Contains(got, "OtherHooks") {
		t.Errorf("tests and unknown entities are not registered:\n%s", got)
	}

	write("server/other/dup.go", `package other
import "aqueduct/server/crud"
func dupHooks() crud.CmisSpecimenTestHooks { return crud.CmisSpecimenTestHooks{} }
`)
	if err := hookRegistries(root, rs, map[string][]byte{}); err == nil || !strings.Contains(err.Error(), "declared twice") {
		t.Errorf("an entity's hooks in two packages: %v", err)
	}
	os.RemoveAll(filepath.Join(root, "server", "other"))
	write("server/lab/more.go", `package lab
import "aqueduct/server/crud"
func plainHooks() crud.CmisSpecimenHooks { return crud.CmisSpecimenHooks{} }
`)
	if err := hookRegistries(root, rs, map[string][]byte{}); err == nil || !strings.Contains(err.Error(), "one type") {
		t.Errorf("a package mixing a method and a function: %v", err)
	}
}

package layering

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

const (
	module = "aqueduct/"
	seed   = "aqueduct/server/seed"
	schema = "aqueduct/schema"
)

// mayImportSeedOrSchema are the packages under server/ that are no runtime:
// the seed itself and the test harness (which passes the seed to the server).
var mayImportSeedOrSchema = []string{seed, "aqueduct/server/testenv"}

// seedMayImport are the server packages the seed may import. The value and
// format types and pure rules it writes its rows with: chainage, jsontime,
// measure, money, quality (a grade from a rate), schedule (a plan's percent
// complete), orgcode (the next code), passwords (hashes), viewer (acting as
// the server), softdelete (the soft delete rule's switch); and, not yet moved
// out, packages whose declarations the rows use: crud (the generated
// resources' menus, dictionaries and rights the demo roles are granted), perm
// (EnsureMenu, the menu row type), db (PutSetting), fillrule and jobs (their
// registries' dictionary items and job classes), workflow (the flows' node
// types and menus). Any other server package is the running server's, which
// the seed must not use.
var seedMayImport = []string{
	"aqueduct/server/chainage",
	"aqueduct/server/crud",
	"aqueduct/server/db",
	"aqueduct/server/fillrule",
	"aqueduct/server/jobs",
	"aqueduct/server/jsontime",
	"aqueduct/server/measure",
	"aqueduct/server/money",
	"aqueduct/server/orgcode",
	"aqueduct/server/passwords",
	"aqueduct/server/perm",
	"aqueduct/server/quality",
	"aqueduct/server/schedule",
	"aqueduct/server/softdelete",
	"aqueduct/server/viewer",
	"aqueduct/server/workflow",
}

// violations lists "importer → imported" of the rules, over the packages'
// non-test files.
func violations(pkgs []*packages.Package) []string {
	var out []string
	for _, p := range pkgs {
		for imp := range p.Imports {
			if bad(p.PkgPath, imp) {
				out = append(out, p.PkgPath+" → "+imp)
			}
		}
	}
	slices.Sort(out)
	return out
}

func bad(pkg, imp string) bool {
	switch {
	case !strings.HasPrefix(pkg, module+"server/"):
		return false
	case pkg == seed:
		return strings.HasPrefix(imp, module+"server/") && !slices.Contains(seedMayImport, imp)
	case slices.Contains(mayImportSeedOrSchema, pkg):
		return false
	}
	return imp == seed || imp == schema
}

// TestImportRules: no package of the running server imports the seed or the
// schema, and the seed imports none of the server's but those allowed.
func TestImportRules(t *testing.T) {
	pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedImports, Dir: "../.."},
		"aqueduct/server/...")
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) < 40 {
		t.Fatalf("loaded %d packages under server/, expected all of them", len(pkgs))
	}
	for _, p := range pkgs {
		for _, e := range p.Errors {
			t.Errorf("%s: %v", p.PkgPath, e)
		}
	}
	if v := violations(pkgs); len(v) > 0 {
		t.Errorf("imports breaking the layering (docs/architecture.md §3):\n%s", strings.Join(v, "\n"))
	}
}

// TestImportRulesCatch: each rule refuses what it is for.
func TestImportRulesCatch(t *testing.T) {
	pkg := func(path string, imports ...string) *packages.Package {
		p := &packages.Package{PkgPath: path, Imports: map[string]*packages.Package{}}
		for _, i := range imports {
			p.Imports[i] = &packages.Package{PkgPath: i}
		}
		return p
	}
	got := violations([]*packages.Package{
		pkg("aqueduct/server/system", seed, "aqueduct/server/auth"),
		pkg(seed, "aqueduct/server/auth", "aqueduct/server/project"),
		pkg("aqueduct/server/crud", schema),
		pkg(seed, "aqueduct/server/httpx", "aqueduct/server/money", schema),
		pkg("aqueduct/server/testenv", seed, schema),
		pkg("aqueduct/cmd/aqueduct", seed),
	})
	want := []string{
		"aqueduct/server/crud → aqueduct/schema",
		"aqueduct/server/seed → aqueduct/server/auth",
		"aqueduct/server/seed → aqueduct/server/httpx",
		"aqueduct/server/seed → aqueduct/server/project",
		"aqueduct/server/system → aqueduct/server/seed",
	}
	if !slices.Equal(got, want) {
		t.Errorf("violations = %q, want %q", got, want)
	}
}

package seed_test

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/crud"
	"aqueduct/server/seed"
)

// rolesDoc is the role matrix's page; the table between its markers is
// generated from seed's declaration.
const (
	rolesDoc   = "../../docs/roles.md"
	rolesBegin = "<!-- role-matrix:begin -->\n"
	rolesEnd   = "<!-- role-matrix:end -->"
	readmePath = "../../README.md"
	updateDocs = "AQ_UPDATE_DOCS"
)

// TestRoleMatrixDoc: docs/roles.md holds the table of the declaration the
// demo grants are seeded from (AQ_UPDATE_DOCS=1 rewrites it), and the
// README's demo logins name the menu groups each role sees.
func TestRoleMatrixDoc(t *testing.T) {
	raw, err := os.ReadFile(rolesDoc)
	require.NoError(t, err)
	doc := string(raw)
	i, j := strings.Index(doc, rolesBegin), strings.Index(doc, rolesEnd)
	require.True(t, i >= 0 && j > i, "docs/roles.md keeps the markers %q and %q", rolesBegin, rolesEnd)
	want, got := seed.RoleMatrixMarkdown(), doc[i+len(rolesBegin):j]
	if os.Getenv(updateDocs) != "" {
		require.NoError(t, os.WriteFile(rolesDoc, []byte(doc[:i+len(rolesBegin)]+want+doc[j:]), 0o644))
		got = want
	}
	require.Equal(t, want, got,
		"docs/roles.md is not the declaration of server/seed/roles.go: run %s=1 go test -run TestRoleMatrixDoc ./server/seed/", updateDocs)

	readme, err := os.ReadFile(readmePath)
	require.NoError(t, err)
	for _, role := range seed.DemoRoleCodes {
		var line string
		for _, l := range strings.Split(string(readme), "\n") {
			if strings.HasPrefix(l, "| `") && strings.Contains(l, "role "+seed.DemoRoleName(role)+":") {
				line = l
			}
		}
		require.NotEmpty(t, line, "the README's demo logins have a row for role %s", role)
		groups := seed.DemoGroups(role)
		require.Contains(t, line, "("+strings.Join(groups, ", ")+")", "the README names the menu groups %s sees", role)
	}
}

// TestEveryDictDeclared: every code dictionary a generated field names is
// declared — with an entity or a machine in its schema, or among the
// system's seed dictionaries — so a new entity cannot name one nobody makes.
func TestEveryDictDeclared(t *testing.T) {
	declared := seed.DictCodes()
	for _, r := range crud.Resources() {
		for _, f := range r.Fields {
			if f.Dict == "" || strings.Contains(f.Dict, ",") || f.Widget == "cat_tree" {
				continue // a table dictionary or a category root
			}
			require.True(t, declared[f.Dict], "%s.%s: dictionary %q is declared nowhere (crud.Resource(..).Dictionary)", r.Key, f.Name, f.Dict)
		}
	}
}

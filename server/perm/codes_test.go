package perm

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestCodes: a perms column holds codes separated by commas, blanks ignored.
func TestCodes(t *testing.T) {
	require.Equal(t, []string{"user:add", "user:edit"}, Codes(" user:add, ,user:edit,"))
	require.Empty(t, Codes(""))
	require.Empty(t, Codes(" , "))
}

// TestHoldings: what a user holds, by id, with the data rules of every grant
// of it added up once each.
func TestHoldings(t *testing.T) {
	h := Holdings{}
	h.add("m2", "r1,r2")
	h.add("m1", "")
	h.add("m2", "r2, r3")
	require.True(t, h.Holds("m1"))
	require.True(t, h.Holds("m2"))
	require.False(t, h.Holds("m3"))
	require.ElementsMatch(t, []string{"m1", "m2"}, h.IDs())
	require.Equal(t, []string{"r1", "r2", "r3"}, h["m2"])
	require.Equal(t, []string{}, h["m1"], "held without a rule")
}

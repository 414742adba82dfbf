package auth

import (
	"aqueduct/server/passwords"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/bcrypt"
)

// The dummy hash an unknown name is checked against costs what a stored
// password costs, and nothing matches it.
func TestDummyHashCost(t *testing.T) {
	stored, err := passwords.Hash("abc12345")
	require.NoError(t, err)
	want, err := bcrypt.Cost([]byte(stored))
	require.NoError(t, err)
	cost, err := bcrypt.Cost([]byte(dummyHash))
	require.NoError(t, err)
	require.Equal(t, want, cost)
	require.False(t, passwords.Match(dummyHash, ""))
	require.False(t, passwords.Match(dummyHash, "abc12345"))
}

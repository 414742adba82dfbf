package secretbox

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestSealOpen(t *testing.T) {
	a, err := New("0123456789abcdef0123", "purpose a")
	require.NoError(t, err)
	b, err := New("0123456789abcdef0123", "purpose b")
	require.NoError(t, err)
	other, err := New("another server secret", "purpose a")
	require.NoError(t, err)

	sealed, err := a.Seal("密钥 s3cret")
	require.NoError(t, err)
	require.NotContains(t, sealed, "s3cret")
	again, err := a.Seal("密钥 s3cret")
	require.NoError(t, err)
	require.NotEqual(t, sealed, again, "a fresh nonce each time")

	plain, err := a.Open(sealed)
	require.NoError(t, err)
	require.Equal(t, "密钥 s3cret", plain)

	_, err = b.Open(sealed)
	require.Error(t, err, "another purpose does not open it")
	_, err = other.Open(sealed)
	require.Error(t, err, "another server secret does not open it")
	for _, bad := range []string{"", "s3cret", "aes:", "aes:!!!", sealed[:len(sealed)-4]} {
		_, err = a.Open(bad)
		require.Error(t, err, bad)
	}
}

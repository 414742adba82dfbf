package orgcode

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestNext(t *testing.T) {
	for _, c := range []struct{ parent, last, want string }{
		{"", "", "A01"},
		{"", "A01", "A02"},
		{"", "A99", "B01"},
		{"", "Z99", "Z99A01"},
		{"A01", "", "A01A01"},
		{"A01", "A01A09", "A01A10"},
		{"A01", "A01B99", "A01C01"},
	} {
		require.Equal(t, c.want, Next(c.parent, c.last), "%+v", c)
	}
}

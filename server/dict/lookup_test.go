package dict

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSplitKeys: the values of a look-up, blanks dropped, at most maxKeys.
func TestSplitKeys(t *testing.T) {
	got, err := splitKeys(" 1, ,2,, 已完成 ,")
	require.NoError(t, err)
	require.Equal(t, []string{"1", "2", "已完成"}, got)
	got, err = splitKeys(" , ")
	require.NoError(t, err)
	require.Empty(t, got)
	_, err = splitKeys(strings.Repeat("a,", maxKeys))
	require.NoError(t, err)
	_, err = splitKeys(strings.Repeat("a,", maxKeys+1))
	require.ErrorContains(t, err, "一次最多查询")
}

// TestPageSize: the pickers' optional page size is a positive whole number.
func TestPageSize(t *testing.T) {
	for raw, want := range map[string]int{"": 0, "  ": 0, "10": 10, " 50 ": 50} {
		n, err := pageSize(raw)
		require.NoError(t, err, raw)
		require.Equal(t, want, n, raw)
	}
	for _, raw := range []string{"0", "-1", "1.5", "十", "10;"} {
		_, err := pageSize(raw)
		require.EqualError(t, err, "每页条数格式不正确", raw)
	}
}

package system

import (
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPagingOf: a member list takes only the page of the request; its sort is
// the server's (newest users first), whatever the request asks.
func TestPagingOf(t *testing.T) {
	p := url.Values{"pageNo": {"3"}, "pageSize": {"20"}, "column": {"password"}, "order": {"asc"}, "roleId": {"r1"}}
	require.Equal(t, url.Values{"column": {"createTime"}, "order": {"desc"}, "pageNo": {"3"}, "pageSize": {"20"}}, pagingOf(p, "desc"))
	require.Equal(t, url.Values{"column": {"createTime"}, "order": {"asc"}}, pagingOf(url.Values{}, "asc"))
}

func TestUniqueIDs(t *testing.T) {
	require.Equal(t, []string{"u2", "u1", "u3"}, uniqueIDs([]string{" u2", "u1", "", "u2 ", " ", "u3", "u1"}))
	require.Equal(t, []string{}, uniqueIDs(nil))
}

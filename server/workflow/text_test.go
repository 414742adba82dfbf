package workflow

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestComments: an approval's comment is trimmed and counted in characters
// (1,000 of any script fit); a refusal or a return must give one.
func TestComments(t *testing.T) {
	c, err := cleanComment("  同意，按计划施工\n")
	require.NoError(t, err)
	require.Equal(t, "同意，按计划施工", c)
	c, err = cleanComment(strings.Repeat("审", maxComment))
	require.NoError(t, err)
	require.Len(t, []rune(c), maxComment)
	_, err = cleanComment(strings.Repeat("审", maxComment+1))
	require.EqualError(t, err, "审批意见不能超过1000个字")
	_, err = cleanComment("同意\x00")
	require.EqualError(t, err, "审批意见：不能包含控制字符")
	c, err = cleanComment("   ")
	require.NoError(t, err, "an approval may say nothing")
	require.Empty(t, c)

	_, err = requiredComment(" \t ")
	require.EqualError(t, err, "请填写审批意见")
	c, err = requiredComment(" 资料不全 ")
	require.NoError(t, err)
	require.Equal(t, "资料不全", c)
	require.Equal(t, "：资料不全", prefixed(c))
	require.Empty(t, prefixed(""))
}

// TestTitle: an instance's title fills ${field} from the record, a field's
// dictionary text before its value, and keeps 300 characters.
func TestTitle(t *testing.T) {
	rec := map[string]any{
		"contractName": "一标段施工合同", "amount": json.Number("1250000.50"), "status": "2", "status_dictText": "审核中",
		"count": 3.0, "empty": nil,
	}
	require.Equal(t, "合同审批", title("  ", "合同审批", rec))
	require.Equal(t, "一标段施工合同（1250000.50 元，审核中，3）", title("${contractName}（${amount} 元，${status}，${count}）", "合同审批", rec))
	require.Equal(t, "-", title("${missing}-${empty}", "p", rec), "an absent or empty field is empty")
	require.Equal(t, "${ not a field } $x", title("${ not a field } $x", "p", rec))
	long := title(strings.Repeat("${contractName}", 50), "p", rec)
	require.Len(t, []rune(long), 300)
	require.True(t, strings.HasPrefix(long, "一标段施工合同一标段"))
}

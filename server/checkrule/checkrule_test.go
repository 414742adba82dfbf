package checkrule_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/checkrule"
)

func mustParse(t *testing.T, raw string) []checkrule.Step {
	t.Helper()
	steps, err := checkrule.Parse(raw)
	require.NoError(t, err)
	return steps
}

// Steps run in order: "*" on the whole value, N on the next N characters
// (counted in characters, not bytes); the first that fails is reported with
// its message and the part of the value it checked.
func TestCheckRunsTheStepsInOrder(t *testing.T) {
	steps := mustParse(t, `[
		{"digits":"2","pattern":"[A-Z]+","message":"前两位应为大写字母"},
		{"digits":"3","pattern":"\\d+","message":"随后三位应为数字"},
		{"digits":"*","pattern":".{5,6}","message":"长度应为5到6位"}
	]`)
	require.Nil(t, checkrule.Check(steps, "AB123"))
	require.Nil(t, checkrule.Check(steps, "AB123x"))

	f := checkrule.Check(steps, "Ab123")
	require.NotNil(t, f)
	require.Equal(t, "前两位应为大写字母", f.Message)
	require.Equal(t, "Ab", f.CheckValue)
	require.Equal(t, 0, f.BeginIndex)
	require.Equal(t, 2, f.EndIndex)

	f = checkrule.Check(steps, "AB12x")
	require.NotNil(t, f)
	require.Equal(t, "随后三位应为数字", f.Message)
	require.Equal(t, "12x", f.CheckValue)
	require.Equal(t, 2, f.BeginIndex)
	require.Equal(t, 5, f.EndIndex)

	f = checkrule.Check(steps, "AB1234x")
	require.NotNil(t, f)
	require.Equal(t, "长度应为5到6位", f.Message, "the whole value, after the parts passed")

	// a value shorter than the steps: the missing part is checked empty
	f = checkrule.Check(steps, "AB")
	require.NotNil(t, f)
	require.Equal(t, "随后三位应为数字", f.Message)
	require.Equal(t, "", f.CheckValue)

	// characters, not bytes: 中文 is two characters
	cn := mustParse(t, `[{"digits":"2","pattern":"\\p{Han}+","message":"前两位应为汉字"},{"digits":"1","pattern":"\\d","message":"第三位应为数字"}]`)
	require.Nil(t, checkrule.Check(cn, "中文1"))
	f = checkrule.Check(cn, "中文x")
	require.NotNil(t, f)
	require.Equal(t, 2, f.BeginIndex)
	require.Equal(t, "x", f.CheckValue)
}

// A pattern must match the whole part it checks (Java's matches()), not a
// piece of it, even where the pattern has alternatives.
func TestPatternMatchesTheWholePart(t *testing.T) {
	steps := mustParse(t, `[{"digits":"*","pattern":"\\d+|abc","message":"只能是数字或abc"}]`)
	require.Nil(t, checkrule.Check(steps, "123"))
	require.Nil(t, checkrule.Check(steps, "abc"))
	require.NotNil(t, checkrule.Check(steps, "12a"))
	require.NotNil(t, checkrule.Check(steps, "abcd"))
	require.NotNil(t, checkrule.Check(steps, "x123"))
}

// What cannot be checked is refused on save, saying which rule and why.
func TestParseRefusesWhatItCannotCheck(t *testing.T) {
	item := `{"digits":"*","pattern":"\\d+","message":"只能是数字"}`
	for raw, msg := range map[string]string{
		`{"digits":"*"}`: "规则内容应为 JSON 数组",
		`[]`:             "规则内容应有 1 到 20 条规则",
		"[" + strings.TrimSuffix(strings.Repeat(item+",", 21), ",") + "]":             "规则内容应有 1 到 20 条规则",
		`[` + item + `,{"digits":"0","pattern":"a","message":"m"}]`:                   "第 2 条规则的位数应为 * 或正整数",
		`[{"digits":"x","pattern":"a","message":"m"}]`:                                "第 1 条规则的位数应为 * 或正整数",
		`[{"digits":"2001","pattern":"a","message":"m"}]`:                             "第 1 条规则的位数应为 * 或正整数",
		`[{"digits":"*","pattern":"","message":"m"}]`:                                 "第 1 条规则的正则表达式不能为空",
		`[{"digits":"*","pattern":"` + strings.Repeat("a", 301) + `","message":"m"}]`: "不能超过 300 个字符",
		`[{"digits":"*","pattern":"(a","message":"m"}]`:                               "第 1 条规则的正则表达式不正确：(a",
		`[{"digits":"*","pattern":"(?=a)","message":"m"}]`:                            "第 1 条规则的正则表达式不正确",
		`[{"digits":"*","pattern":"a","message":"  "}]`:                               "第 1 条规则缺少提示信息",
	} {
		_, err := checkrule.Parse(raw)
		require.ErrorContains(t, err, msg, raw)
	}
	steps := mustParse(t, "["+strings.TrimSuffix(strings.Repeat(item+",", 20), ",")+"]")
	require.Len(t, steps, 20, "twenty rules are allowed")
}

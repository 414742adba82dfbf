package crud

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/measure"
	"aqueduct/server/query"
)

func TestNamedPatterns(t *testing.T) {
	for _, c := range []struct {
		pattern string
		ok, bad []string
		msg     string
	}{
		{"n6-16", []string{"123456", "123456789012345678"}, []string{"12345", "1234567890123456789", "12a456"}, "请输入6-16位的数字"},
		{"*6-16", []string{"a b c!", "一二三四五六"}, []string{"short", "12345678901234567"}, "请输入6-16位任意字符"},
		{"s6-18", []string{"abcdef", "ABCDEFghijklmnopqr"}, []string{"abcde", "abcdef1"}, "请输入6-18位字母"},
		{"url", []string{"http://example.cn/a?b=1", "https://x.y"}, []string{"example.cn", "javascript:alert(1)"}, "请输入正确格式的网址"},
		{"e", []string{"a.b+c@d-e.cn"}, []string{"a@b", "@b.cn", "a b@c.cn"}, "请输入正确格式的电子邮件"},
		{"m", []string{"13800000000", "19912345678"}, []string{"12800000000", "1380000000", "138000000001"}, "请输入正确格式的手机号码"},
		{"p", []string{"100080"}, []string{"010080", "10008", "1000800"}, "请输入正确格式的邮政编码"},
		{"s", []string{"abcXYZ"}, []string{"abc1", "中文"}, "请输入字母"},
		{"n", []string{"12", "-1.5", "0.25"}, []string{"1e3", "abc", "1."}, "请输入数字"},
		{"z", []string{"12", "-3"}, []string{"1.5", "a"}, "请输入整数"},
		{"*", []string{"x"}, []string{"   "}, "该字段不能为空"},
		{"money", []string{"12", "12.3", "-0.05"}, []string{"12.345", "1,000"}, "请输入正确的金额"},
		{`^K\d+\+\d{3}$`, []string{"K12+300"}, []string{"K12+30"}, "格式不正确"},
	} {
		for _, v := range c.ok {
			require.NoError(t, CheckPattern("字段", c.pattern, "", v), "%s %q", c.pattern, v)
		}
		for _, v := range c.bad {
			err := CheckPattern("字段", c.pattern, "", v)
			require.Error(t, err, "%s %q", c.pattern, v)
			require.Equal(t, "字段："+c.msg, err.Error())
		}
	}
	require.NoError(t, CheckPattern("字段", "m", "", ""), "empty passes; required is its own rule")
	require.EqualError(t, CheckPattern("桩号", `^K\d+$`, "桩号格式如 K12", "X"), "桩号：桩号格式如 K12")
	require.NoError(t, CheckPattern("字段", "([", "", "anything"), "a broken custom pattern does not block input")
}

// Rich text is stored sanitised, whatever page or client sent it.
func TestRichTextStoredClean(t *testing.T) {
	f := Field{Widget: "richtext"}
	f.Label, f.Kind = "内容", 0
	v, err := convert(f, `<p onclick="x()">整改<script>alert(1)</script><a href="javascript:alert(1)">链接</a><b>要求</b></p>`)
	require.NoError(t, err)
	require.Equal(t, `<p>整改链接<b>要求</b></p>`, v)
	plain := Field{Widget: "textarea"}
	v, err = convert(plain, "<b>原样</b>")
	require.NoError(t, err)
	require.Equal(t, "<b>原样</b>", v, "plain text fields are not HTML")
}

// Text is bounded in characters, not bytes, and control characters other
// than tab and line breaks are refused naming the field.
func TestCheckText(t *testing.T) {
	water := func(n int) string { return strings.Repeat("水", n) }
	require.NoError(t, CheckText("事由", water(200), 200), "200 Chinese characters are 600 bytes")
	require.NoError(t, CheckText("事由", strings.Repeat("😀", 200), 200), "an emoji is one character")
	require.EqualError(t, CheckText("事由", water(201), 200), "事由：长度不能超过200个字符")
	require.NoError(t, CheckText("事由", water(5000), 0), "0: no bound")
	require.NoError(t, CheckText("事由", "第一行\r\n\t第二行", 20))
	for _, bad := range []string{"a\x00b", "\x01", "a\x1bb", "a\x7f", "a\u0085b", "\x00" + water(300)} {
		require.EqualError(t, CheckText("事由", bad, 200), "事由：不能包含控制字符", "%q", bad)
	}

	f := Field{MaxLen: 3}
	f.Label, f.Kind = "名称", 0
	_, err := convert(f, "水水水水")
	require.EqualError(t, err, "名称：长度不能超过3个字符")
	v, err := convert(f, "水水水")
	require.NoError(t, err)
	require.Equal(t, "水水水", v)
	f.Kind = query.Int
	_, err = convert(f, "1\x00")
	require.EqualError(t, err, "名称：不能包含控制字符", "any kind of field")
}

// A measured value (query.Decimal) is kept to its field's scale, rounded half
// away from zero; what its numeric(p,s) cannot hold, what is no number and
// what is outside its Range are refused naming the field.
func TestDecimalValues(t *testing.T) {
	lo, hi := 0.0, 2000.0
	f := Field{Precision: 6, Scale: 1, Unit: "mm", Min: &lo, Max: &hi}
	f.Label, f.Kind = "实测厚度", query.Decimal
	for in, want := range map[string]string{
		"150.85": "150.9", "150.849": "150.8", "150": "150", " 1.5e2 ": "150", "1,999.96": "2000",
		"0.04": "0", "2000": "2000", ".5": "0.5",
	} {
		v, err := convert(f, in)
		require.NoError(t, err, in)
		d, ok := v.(measure.Decimal)
		require.True(t, ok, "%s: a measure.Decimal, not %T", in, v)
		require.Equal(t, want, d.String(), in)
		require.GreaterOrEqual(t, d.Exponent(), int32(-1), "%s: one decimal kept", in)
	}
	for in, msg := range map[string]string{
		"abc": "实测厚度：请输入数字", "12mm": "实测厚度：请输入数字", "1e9999": "实测厚度：请输入数字",
		"2000.05": "实测厚度：不能大于2000", "-0.05": "实测厚度：不能小于0",
	} {
		_, err := convert(f, in)
		require.EqualError(t, err, msg, in)
	}
	f.Min, f.Max = nil, nil
	for _, in := range []string{"99999.95", "100000", "-100000", "1e5"} {
		_, err := convert(f, in)
		require.EqualError(t, err, "实测厚度：数值超出范围", "%s: numeric(6,1) holds 5 integer digits", in)
	}
	v, err := convert(f, "-99999.94")
	require.NoError(t, err)
	require.Equal(t, "-99999.9", v.(measure.Decimal).String())
}

package files

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestCleanBiz(t *testing.T) {
	for in, want := range map[string]string{"": "temp", " temp ": "temp", "jeditor": "jeditor", "a_b/c-1": "a_b/c-1"} {
		got, err := CleanBiz(in)
		require.NoError(t, err, in)
		require.Equal(t, want, got)
	}
	for _, in := range []string{"../x", "..", "a/../b", "a/b/c", "/a", "a/", "a//b", "a b", "a\\b", "logs", "logs/x", "中文", "a.b", strings.Repeat("a", 51)} {
		_, err := CleanBiz(in)
		require.Error(t, err, in)
	}
}

func TestCleanName(t *testing.T) {
	for in, want := range map[string]string{
		`C:\fakepath\报告 2026.pdf`:          "报告2026.pdf",
		"../../etc/passwd":                 "passwd",
		"a=b,c&d#e“f”.txt":                 "abcdef.txt",
		".htaccess":                        "htaccess",
		"...":                              "file",
		"":                                 "file",
		"x\u202egnp.exe":                   "xgnp.exe",
		"tab\tnew\nline.png":               "tabnewline.png",
		`q"uo'te<>|?*:.txt`:                "quote.txt",
		strings.Repeat("长", 200) + ".docx": strings.Repeat("长", 95) + ".docx",
	} {
		require.Equal(t, want, CleanName(in), in)
	}
	require.Equal(t, "png", Ext("A.PNG"))
	require.Equal(t, "", Ext("noext"))
}

func TestSanitize(t *testing.T) {
	for in, want := range map[string]string{
		`<p>hi<script>alert(1)</script></p>`:                                 `<p>hi</p>`,
		`<img src="x" onerror="alert(1)">`:                                   `<img src="">`,
		`<a href="javascript:alert(1)">x</a>`:                                `x`,
		`<p style="color:red" class="c" onclick="x()">t</p>`:                 `<p>t</p>`,
		`<img src="https://example.com/a.png" alt="a">`:                      `<img src="https://example.com/a.png" alt="a">`,
		`<img src="/jeecg-boot/sys/common/static/jeditor/20260101/a_b.png">`: `<img src="/jeecg-boot/sys/common/static/jeditor/20260101/a_b.png">`,
		`<img src="/jeecg-boot/sys/common/static/../../x">`:                  `<img src="">`,
		`<img src="//evil.example/a.png">`:                                   `<img src="">`,
		`<img src="data:image/png;base64,AAAA">`:                             ``,
		`<iframe src="https://x"></iframe><style>p{}</style>ok`:              `ok`,
		`<table><tr><td colspan="2"><b>x</b></td></tr></table>`:              `<table><tr><td colspan="2"><b>x</b></td></tr></table>`,
		`<h1>T</h1><ul><li><em>a</em></li></ul><a href="https://a.b">l</a>`:  `<h1>T</h1><ul><li><em>a</em></li></ul><a href="https://a.b" rel="nofollow">l</a>`,
	} {
		require.Equal(t, want, Sanitize(in), in)
	}
}

// WithToken gives stored images the page's token, and leaves the rest of
// the sanitised text as it was.
func TestWithToken(t *testing.T) {
	const tok = "a.b+c/=="
	for in, want := range map[string]string{
		`<p>明日&lt;停水&gt; &amp; 供电</p><img src="/jeecg-boot/sys/common/static/jeditor/a_b.png" title="范围">`: `<p>明日&lt;停水&gt; &amp; 供电</p><img src="/jeecg-boot/sys/common/static/jeditor/a_b.png?token=a.b%2Bc%2F%3D%3D" title="范围">`,
		`<img src="/jeecg-boot/sys/common/static/x.png?token=old">`:                                        `<img src="/jeecg-boot/sys/common/static/x.png?token=a.b%2Bc%2F%3D%3D">`,
		`<img src="https://example.com/jeecg-boot/sys/common/static/x.png">`:                               `<img src="https://example.com/jeecg-boot/sys/common/static/x.png">`,
		`<a href="/jeecg-boot/sys/common/static/x.pdf" rel="nofollow">附件</a>`:                              `<a href="/jeecg-boot/sys/common/static/x.pdf" rel="nofollow">附件</a>`,
	} {
		require.Equal(t, want, WithToken(Sanitize(in), tok), in)
	}
	const stored = `<img src="/jeecg-boot/sys/common/static/x.png">`
	require.Equal(t, stored, WithToken(stored, ""), "no session, no token")
}

package files

import (
	"path"
	"strings"
	"unicode"
	"unicode/utf8"

	"aqueduct/server/httpx"
)

// DefaultBiz is the folder of uploads that name none; CleanOrphans removes old ones.
const DefaultBiz = "temp"

// CleanBiz checks the upload folder: up to two segments of [A-Za-z0-9_-]
// separated by '/', never "logs" first (the import reports live there).
func CleanBiz(biz string) (string, error) {
	biz = strings.TrimSpace(biz)
	if biz == "" {
		return DefaultBiz, nil
	}
	bad := httpx.Failf("上传目录不合法：%s", biz)
	segs := strings.Split(biz, "/")
	if len(segs) > 2 || segs[0] == "logs" {
		return "", bad
	}
	for _, s := range segs {
		if s == "" || len(s) > 50 {
			return "", bad
		}
		for _, r := range s {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
				return "", bad
			}
		}
	}
	return biz, nil
}

// maxNameRunes bounds the cleaned name (the extension is kept).
const maxNameRunes = 100

// CleanName turns a client's file name into a safe one: the directory part
// is dropped, and separators, control and reserved characters and whitespace
// removed (like JeecgBoot's `= , & # “ ”`), leading dots too. Letters of any
// script stay. An empty result becomes "file".
func CleanName(name string) string {
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	if !utf8.ValidString(name) {
		name = strings.ToValidUTF8(name, "")
	}
	var b strings.Builder
	for _, r := range name {
		switch {
		case unicode.IsSpace(r), unicode.IsControl(r), r == unicode.ReplacementChar,
			unicode.Is(unicode.Cf, r), // bidi overrides hide the real extension
			strings.ContainsRune("=,&#“”%?*:\"<>|'`;+$!{}[]^~", r):
			continue
		}
		b.WriteRune(r)
	}
	name = strings.TrimLeft(b.String(), ".")
	if rs := []rune(name); len(rs) > maxNameRunes {
		ext := []rune(path.Ext(name))
		if len(ext) > 10 {
			ext = nil
		}
		name = string(rs[:maxNameRunes-len(ext)]) + string(ext)
	}
	if name == "" {
		return "file"
	}
	return name
}

// Ext is the lower-case extension without the dot.
func Ext(name string) string {
	return strings.ToLower(strings.TrimPrefix(path.Ext(name), "."))
}

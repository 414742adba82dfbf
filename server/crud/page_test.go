package crud

import (
	"bytes"
	"encoding/json"
	"testing"
)

// The list writes its page by hand (Page.AppendJSON); a client must get the
// bytes json.Marshal gives.
func TestPageAppendJSONIsMarshal(t *testing.T) {
	rec := func(v any) json.RawMessage {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	pages := []*Page{
		{Orders: []any{}},
		{Records: []json.RawMessage{}, Total: 0, Size: 10, Current: 1, Orders: []any{}, SearchCount: true},
		{Records: []json.RawMessage{
			rec(map[string]any{"id": "1", "realname": "张三 <b>&\"\\\n", "sex_dictText": "男"}),
			rec(map[string]any{"id": "2", "n": 1.5, "nil": nil, "list": []int{1, 2}}),
		}, Total: 42, Size: 20, Current: 3, Orders: []any{map[string]any{"column": "id", "asc": false}}, SearchCount: true, Pages: 3},
	}
	for i, p := range pages {
		want, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		got, err := p.AppendJSON([]byte("prefix"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, append([]byte("prefix"), want...)) {
			t.Errorf("page %d:\n got %s\nwant prefix%s", i, got, want)
		}
	}
}

func TestAppendStringIsMarshal(t *testing.T) {
	for _, s := range []string{"", "男", "正常", "a\"b", `a\b`, "<script>&", "line\nbreak\t", "\u2028\u2029", "bad\xffutf8", "\x00", "研发部,测试部"} {
		want, _ := json.Marshal(s)
		if got := appendString([]byte("x"), s); string(got) != "x"+string(want) {
			t.Errorf("%q: got %s, want %s", s, got[1:], want)
		}
	}
}

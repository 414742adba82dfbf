package crud

import (
	"strings"
	"testing"
)

// TestEveryTableDictResolves: every table dictionary a field declares
// ("table,text,code") names a resource and two of its columns the
// dictionary may read (DictText, or the id); one that does not answers
// 字典Code格式不正确 on every list of its resource.
func TestEveryTableDictResolves(t *testing.T) {
	s := &Service{}
	n := 0
	for _, r := range Resources() {
		for _, f := range r.Fields {
			if !strings.Contains(f.Dict, ",") {
				continue
			}
			n++
			parts := strings.Split(f.Dict, ",")
			if len(parts) != 3 {
				t.Errorf("%s.%s: dictionary %q has %d parts", r.Key, f.Name, f.Dict, len(parts))
				continue
			}
			if _, ok := s.tableDict(parts[0], parts[1], parts[2]); !ok {
				t.Errorf("%s.%s: table dictionary %q does not resolve (mark its columns DictText)", r.Key, f.Name, f.Dict)
			}
		}
	}
	if n == 0 {
		t.Fatal("no table dictionary found")
	}
}

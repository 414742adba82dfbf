package crud

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
)

// TestUniqueInRepeats: an imported row repeating an earlier row's UniqueIn
// value in the same scope is refused naming the field, scope and line; another
// scope, another value, or a row without its scope passes.
func TestUniqueInRepeats(t *testing.T) {
	r := CmisManagementDaily
	f, _, _ := r.Field("logDate")
	require.Equal(t, []string{"sectionId"}, f.UniqueIn, "the management log is one a day per section")
	day := func(d int) value { return value{v: jsontime.Date(time.Date(2026, 3, d, 0, 0, 0, 0, jsontime.Zone))} }
	row := func(section string, d int) map[string]value {
		out := map[string]value{"log_date": day(d)}
		if section != "" {
			out["section_id"] = value{v: section}
		}
		return out
	}
	seen := map[string]map[string]int{}
	for line, v := range []map[string]value{row("s1", 2), row("s2", 2), row("s1", 3), row("", 2)} {
		require.NoError(t, uniqueInRepeats(r, v, seen, line+2))
	}
	err := uniqueInRepeats(r, row("s1", 2), seen, 6)
	require.Equal(t, "日期「2026-03-02」在该标段中与第 2 行重复", httpx.Classify(err).Message)
	err = uniqueInRepeats(r, row("s2", 3), seen, 7)
	require.NoError(t, err, "s2 had the 2nd only")
}

package jsontime_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/server/jsontime"
)

// An instant is sent in China Standard Time, whatever zone it was held in:
// 16:30 UTC is the next day's 00:30 in Beijing, and a date is that day.
func TestRenderedInChinaStandardTime(t *testing.T) {
	at := time.Date(2026, 3, 31, 16, 30, 5, 0, time.UTC)
	b, err := json.Marshal(struct {
		T jsontime.Time `json:"t"`
		D jsontime.Date `json:"d"`
	}{jsontime.Time(at), jsontime.Date(at)})
	require.NoError(t, err)
	require.JSONEq(t, `{"t":"2026-04-01 00:30:05","d":"2026-04-01"}`, string(b))
	require.Equal(t, "2026-04-01 00:30:05", jsontime.Time(at).String())

	// no time is null, never 0001-01-01
	b, err = json.Marshal(struct {
		T jsontime.Time `json:"t"`
		D jsontime.Date `json:"d"`
	}{})
	require.NoError(t, err)
	require.JSONEq(t, `{"t":null,"d":null}`, string(b))
}

// A request's time without a zone is Beijing's; with one (RFC 3339) it is kept.
// The date-time, a date alone, minutes alone and RFC 3339 are accepted; what
// the contract does not know is refused with a Chinese message.
func TestParseAcceptsTheContractFormats(t *testing.T) {
	utc := func(s string) time.Time {
		v, err := time.Parse(time.RFC3339, s)
		require.NoError(t, err)
		return v.UTC()
	}
	for in, want := range map[string]time.Time{
		"2026-04-01 08:00:00":       utc("2026-04-01T00:00:00Z"),
		" 2026-04-01 08:00:00 ":     utc("2026-04-01T00:00:00Z"),
		"2026-04-01":                utc("2026-03-31T16:00:00Z"),
		"2026-04-01 08:30":          utc("2026-04-01T00:30:00Z"),
		"2026-04-01T08:00:00+09:00": utc("2026-03-31T23:00:00Z"),
		"2026-04-01T08:00:00Z":      utc("2026-04-01T08:00:00Z"),
	} {
		got, err := jsontime.Parse(in)
		require.NoError(t, err, in)
		require.True(t, want.Equal(got), "%q: %s, want %s", in, got, want)
		require.Equal(t, time.UTC, got.Location(), "%q is held in UTC", in)
	}
	for _, in := range []string{"01/04/2026", "2026-4-1", "tomorrow", "2026-02-30"} {
		_, err := jsontime.Parse(in)
		require.ErrorContains(t, err, "时间格式不正确", in)
	}
}

// The JSON a client posts reads back as the same instant; null and "" are no time.
func TestUnmarshalRoundTrip(t *testing.T) {
	var v struct {
		T jsontime.Time `json:"t"`
		D jsontime.Date `json:"d"`
		N jsontime.Time `json:"n"`
		E jsontime.Date `json:"e"`
	}
	require.NoError(t, json.Unmarshal([]byte(`{"t":"2026-04-01 00:30:05","d":"2026-04-01","n":null,"e":""}`), &v))
	require.Equal(t, "2026-04-01 00:30:05", v.T.String())
	require.True(t, time.Date(2026, 3, 31, 16, 0, 0, 0, time.UTC).Equal(time.Time(v.D)))
	require.True(t, time.Time(v.N).IsZero())
	require.True(t, time.Time(v.E).IsZero())
	require.Error(t, json.Unmarshal([]byte(`{"t":"31.03.2026"}`), &v))
}

// What either database hands back scans to the same instant, in UTC; and it
// is stored in UTC.
func TestScanWhatTheDriversReturn(t *testing.T) {
	want := time.Date(2026, 3, 31, 16, 30, 5, 0, time.UTC)
	for _, src := range []any{
		want.In(jsontime.Zone),
		"2026-03-31T16:30:05Z",
		"2026-04-01 00:30:05+08:00",
		[]byte("2026-03-31 16:30:05"),
	} {
		var got jsontime.Time
		require.NoError(t, got.Scan(src), "%v", src)
		require.True(t, want.Equal(time.Time(got)), "%v: %s", src, time.Time(got))
		require.Equal(t, time.UTC, time.Time(got).Location())
	}
	var d jsontime.Date
	require.NoError(t, d.Scan("2026-04-01"))
	require.Equal(t, "2026-04-01", time.Time(d).Format(jsontime.DateLayout))
	require.NoError(t, d.Scan(nil))
	require.True(t, time.Time(d).IsZero())
	require.Error(t, d.Scan(42))
	require.Error(t, d.Scan("yesterday"))

	v, err := jsontime.Time(want.In(jsontime.Zone)).Value()
	require.NoError(t, err)
	require.Equal(t, time.UTC, v.(time.Time).Location())
}

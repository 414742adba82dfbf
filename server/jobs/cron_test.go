package jobs

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/server/jsontime"
)

// TestCronFireTimes: Quartz expressions and their next fire times, in the
// project's zone (UTC+8), from Tuesday 2026-11-24 10:20:30.
func TestCronFireTimes(t *testing.T) {
	from := time.Date(2026, 11, 24, 10, 20, 30, 0, jsontime.Zone)
	for _, c := range []struct {
		expr string
		want []string
	}{
		{"0 0 12 * * ? *", []string{"2026-11-24 12:00:00", "2026-11-25 12:00:00", "2026-11-26 12:00:00"}},
		{"0/20 * * * * ?", []string{"2026-11-24 10:20:40", "2026-11-24 10:21:00", "2026-11-24 10:21:20"}},
		{"0 15 10 ? * 2-6 *", []string{"2026-11-25 10:15:00", "2026-11-26 10:15:00", "2026-11-27 10:15:00"}}, // Mon–Fri
		{"0 0 0 L * ? *", []string{"2026-11-30 00:00:00", "2026-12-31 00:00:00", "2027-01-31 00:00:00"}},
		{"0 0 0 L-2 * ?", []string{"2026-11-28 00:00:00", "2026-12-29 00:00:00", "2027-01-29 00:00:00"}},
		{"0 0 8 15W * ? *", []string{"2026-12-15 08:00:00", "2027-01-15 08:00:00", "2027-02-15 08:00:00"}},
		{"0 0 8 1W * ? 2027", []string{"2027-01-01 08:00:00", "2027-02-01 08:00:00", "2027-03-01 08:00:00"}},
		{"0 0 9 ? * 6#3 *", []string{"2026-12-18 09:00:00", "2027-01-15 09:00:00", "2027-02-19 09:00:00"}}, // third Friday
		{"0 0 9 ? * 6L *", []string{"2026-11-27 09:00:00", "2026-12-25 09:00:00", "2027-01-29 09:00:00"}},  // last Friday
		{"0 0,30 8-9 ? 1,4 * 2028-2030", []string{"2028-01-01 08:00:00", "2028-01-01 08:30:00", "2028-01-01 09:00:00"}},
		{"0 0 2 1/10 * ?", []string{"2026-12-01 02:00:00", "2026-12-11 02:00:00", "2026-12-21 02:00:00"}},
		{"0 0 0 1 1 ? 2019", nil}, // years past: no fire time
	} {
		cr, err := ParseCron(c.expr)
		require.NoError(t, err, c.expr)
		var got []string
		for _, x := range cr.Next(from, 3) {
			got = append(got, x.Format(time.DateTime))
		}
		require.Equal(t, c.want, got, c.expr)
	}
}

// TestCronRefusesBadExpressions with the reason.
func TestCronRefusesBadExpressions(t *testing.T) {
	for _, expr := range []string{"", "* * * *", "0 0 25 * * ?", "0 61 * * * ?", "0 0 0 ? * ?", "0 0 0 * * *", "0 0 0 32 * ?",
		"0 0 0 ? * 8", "0 0 0 ? * 6#6", "a b c d e f", "0 0 0 * * ? 2026 x"} {
		_, err := ParseCron(expr)
		require.Error(t, err, expr)
	}
	_, err := ParseCron("0 0 25 * * ?")
	require.Contains(t, err.Error(), "Cron表达式不正确：")
}

package schedule

import "testing"

func TestPlanPercent(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	for _, c := range []struct {
		planned, actual *float64
		want            int
		derived         bool
	}{
		{nil, f(5), 0, false},     // no planned quantity: typed
		{f(0), f(5), 0, false},    // nor a zero one
		{f(-3), f(5), 0, false},   // nor a negative one
		{f(200), nil, 0, true},    // nothing done yet
		{f(200), f(49), 25, true}, // 24.5 rounds up
		{f(200), f(48.9), 24, true},
		{f(3), f(1), 33, true},
		{f(100), f(250), 100, true}, // more than planned stays 100
		{f(100), f(-10), 0, true},   // a correction below zero stays 0
	} {
		got, derived := PlanPercent(c.planned, c.actual)
		if got != c.want || derived != c.derived {
			t.Errorf("PlanPercent(%v, %v) = %d, %v; want %d, %v", deref(c.planned), deref(c.actual), got, derived, c.want, c.derived)
		}
	}
}

func deref(p *float64) any {
	if p == nil {
		return nil
	}
	return *p
}

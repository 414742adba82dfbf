package quality

import "testing"

// The standard's rule, point by point, with the edges of both thresholds.
func TestGrade(t *testing.T) {
	for _, c := range []struct {
		main bool
		rate float64
		want string
	}{
		{true, 100, Excellent},
		{true, 90, Excellent},
		{true, 89.99, Qualified},
		{true, 70, Qualified},
		{true, 69.99, Fail},
		{true, 0, Fail},
		{false, 100, Fail}, // a failed main-control item fails the work, whatever the rest
		{false, 70, Fail},
	} {
		if got := Grade(c.main, c.rate); got != c.want {
			t.Errorf("Grade(%v, %v) = %s, want %s", c.main, c.rate, got, c.want)
		}
	}
}

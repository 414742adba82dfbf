package schedule

import "math"

// Sources of a plan's actual quantity (dict plan_quantity_source).
const (
	SourceManual  = "manual"  // 填报
	SourceAdvance = "advance" // 掘进日报
)

// PlanPercent is a plan's percent complete from its quantities: derived is
// false when the plan has no planned quantity (the percent is then typed).
func PlanPercent(planned, actual *float64) (percent int, derived bool) {
	if planned == nil || *planned <= 0 {
		return 0, false
	}
	a := 0.0
	if actual != nil {
		a = *actual
	}
	return int(min(100, max(0, math.Round(a / *planned * 100)))), true
}

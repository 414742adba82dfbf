// Package quality grades the unit works and processes of the quality
// assessment forms (质量评定), by the rules of SL 631–637 (水利水电工程单元
// 工程施工质量验收评定标准, 2012) for a process or a unit work assessed without
// processes:
//
//   - 合格 (qualified): every main-control item (主控项目) meets the standard,
//     and each general item (一般项目) has at least 70 % of its checked points
//     within tolerance;
//   - 优良 (excellent): every main-control item meets the standard, and each
//     general item has at least 90 % of its points within tolerance;
//   - otherwise 不合格: the work must be reworked and assessed again.
//
// The form records the lowest pass rate among its general items, so one
// threshold test covers "each item".
package quality

// Grades, as the dictionary quality_grade stores them.
const (
	Fail      = "0" // 不合格
	Qualified = "1" // 合格
	Excellent = "2" // 优良
)

// Thresholds of the general items' pass rate, in percent.
const (
	QualifiedRate = 70.0
	ExcellentRate = 90.0
)

// Grade is the grade of an assessment whose main-control items all passed
// (mainPass) and whose worst general item passed at generalRate percent.
func Grade(mainPass bool, generalRate float64) string {
	switch {
	case !mainPass || generalRate < QualifiedRate:
		return Fail
	case generalRate >= ExcellentRate:
		return Excellent
	default:
		return Qualified
	}
}

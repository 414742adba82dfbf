package crud

// Decimal describes a measured value (a measure.Decimal field, declared
// with SchemaType(measure.SQLType(precision, scale))): the scale must be the
// column's, the unit ("mm", "MPa", "m³") is shown beside the label — in the
// list's header, the grid's title and the sheet's column — and at the end of
// the form's input. A value is rounded half away from zero to the scale.
func (a FieldAnnotation) Decimal(scale int, unit string) FieldAnnotation {
	a.DecScale, a.UnitText = scale, unit
	return a
}

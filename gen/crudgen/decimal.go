package crudgen

import (
	"fmt"
	"regexp"
	"strconv"

	"entgo.io/ent/dialect"
	"entgo.io/ent/entc/gen"

	"aqueduct/gen/crud"
)

// numericType is PostgreSQL's numeric(p,s), as measure.SQLType writes it.
var numericType = regexp.MustCompile(`^numeric\((\d+),\s*(\d+)\)$`)

// decimalField reads a measure.Decimal field: its precision and scale from
// the column's numeric(p,s) (the server refuses what the column cannot
// hold), its unit from crud.Field(..).Decimal, whose scale must agree. It is
// typed in a number input; its sheet column names the unit.
func decimalField(fd *Field, f *gen.Field, a crud.FieldAnnotation) error {
	return decimalKind(fd, f.Column().SchemaType[dialect.Postgres], a)
}

// decimalKind is decimalField given the column's PostgreSQL type.
func decimalKind(fd *Field, pgType string, a crud.FieldAnnotation) error {
	fd.Kind, fd.TSType = "Decimal", "decimal"
	m := numericType.FindStringSubmatch(pgType)
	if m == nil {
		return fmt.Errorf("a measure.Decimal needs SchemaType(measure.SQLType(precision, scale)), not %q", pgType)
	}
	fd.Precision, _ = strconv.Atoi(m[1])
	fd.Scale, _ = strconv.Atoi(m[2])
	if fd.Precision < 1 || fd.Scale > fd.Precision {
		return fmt.Errorf("numeric(%d,%d) is no column type", fd.Precision, fd.Scale)
	}
	if a.DecScale != fd.Scale {
		return fmt.Errorf("crud.Field(..).Decimal(%d, ..) differs from the column's numeric(%d,%d)", a.DecScale, fd.Precision, fd.Scale)
	}
	fd.Unit = a.UnitText
	switch fd.Widget {
	case "":
		fd.Widget = string(crud.Number)
	case string(crud.Number), string(crud.Input):
	default:
		return fmt.Errorf("a measure.Decimal is typed in a number input, not %s", fd.Widget)
	}
	if fd.ExcelTitle == "" && fd.Unit != "" {
		fd.ExcelTitle = fd.Label + "（" + fd.Unit + "）"
	}
	return nil
}

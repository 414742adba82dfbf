package crudgen

import (
	"strings"
	"testing"

	"aqueduct/gen/crud"
)

// TestDecimalKind: a measure.Decimal takes its precision and scale from its
// numeric(p,s) column and its unit from the annotation, whose scale must be
// the column's; it is typed in a number input and its sheet column names the unit.
func TestDecimalKind(t *testing.T) {
	fd := Field{Label: "实测厚度"}
	if err := decimalKind(&fd, "numeric(6,1)", crud.Field("实测厚度").Decimal(1, "mm")); err != nil {
		t.Fatal(err)
	}
	want := Field{Label: "实测厚度", Kind: "Decimal", TSType: "decimal", Precision: 6, Scale: 1, Unit: "mm",
		Widget: string(crud.Number), ExcelTitle: "实测厚度（mm）"}
	if fd.Kind != want.Kind || fd.TSType != want.TSType || fd.Precision != 6 || fd.Scale != 1 || fd.Unit != "mm" ||
		fd.Widget != want.Widget || fd.ExcelTitle != want.ExcelTitle {
		t.Errorf("got %+v, want %+v", fd, want)
	}
	fd = Field{Label: "根数", ExcelTitle: "根数", Widget: string(crud.Input)}
	if err := decimalKind(&fd, "numeric(4,0)", crud.Field("根数")); err != nil || fd.Scale != 0 || fd.Unit != "" || fd.ExcelTitle != "根数" || fd.Widget != "input" {
		t.Errorf("scale 0 without a unit: %+v, %v", fd, err)
	}
	for want, c := range map[string]struct {
		pg     string
		a      crud.FieldAnnotation
		widget string
	}{
		"needs SchemaType(measure.SQLType": {"", crud.Field("x").Decimal(1, "mm"), ""},
		"not \"numeric\"":                  {"numeric", crud.Field("x").Decimal(1, "mm"), ""},
		"Decimal(2, ..) differs":           {"numeric(6,1)", crud.Field("x").Decimal(2, "mm"), ""},
		"Decimal(0, ..) differs":           {"numeric(6,1)", crud.Field("x"), ""},
		"no column type":                   {"numeric(2,3)", crud.Field("x").Decimal(3, "mm"), ""},
		"number input, not money":          {"numeric(6,1)", crud.Field("x").Decimal(1, "mm"), string(crud.Money)},
	} {
		fd := Field{Label: "x", Widget: c.widget}
		if err := decimalKind(&fd, c.pg, c.a); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s %+v: want an error with %q, got %v", c.pg, c.a, want, err)
		}
	}
}

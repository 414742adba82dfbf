package crudgen

import (
	"strings"
	"testing"

	"aqueduct/gen/crud"
)

// TestConditionChecks: DerivedWhen and ShownWhen sit on form fields, name
// another form field by its schema name (the config then names its
// property), and a derived field has a hint; anything else stops the
// generator.
func TestConditionChecks(t *testing.T) {
	resource := func(on Field) *Resource {
		return &Resource{Name: "Plan", Key: "plan", Fields: []Field{
			{Name: "id", Column: "id", Kind: "String"},
			{Name: "plannedQuantity", Column: "planned_quantity", Kind: "Float", Form: true},
			{Name: "createBy", Column: "create_by", Kind: "String"},
			on,
		}}
	}
	r := resource(Field{Name: "percentComplete", Column: "percent_complete", Kind: "Int", Form: true,
		Derived: &crud.FormCond{Field: "planned_quantity", Hint: "计算"}, Shown: &crud.FormCond{Field: "planned_quantity", Values: []string{"1"}}})
	if err := checkConditions(r); err != nil {
		t.Fatalf("good conditions: %v", err)
	}
	if f := r.Fields[3]; f.Derived.Field != "plannedQuantity" || f.Shown.Field != "plannedQuantity" || f.Shown.Values[0] != "1" {
		t.Errorf("the config names the property: %+v %+v", f.Derived, f.Shown)
	}
	for want, f := range map[string]Field{
		"not on the form":             {Name: "p", Column: "p", Form: false, Derived: &crud.FormCond{Field: "planned_quantity", Hint: "x"}},
		"needs a hint":                {Name: "p", Column: "p", Form: true, Derived: &crud.FormCond{Field: "planned_quantity"}},
		"names no other form field":   {Name: "p", Column: "p", Form: true, Shown: &crud.FormCond{Field: "create_by"}},
		"(\"plannedQuantity\") names": {Name: "p", Column: "p", Form: true, Shown: &crud.FormCond{Field: "plannedQuantity"}},
		"(\"p\") names":               {Name: "p", Column: "p", Form: true, Shown: &crud.FormCond{Field: "p"}},
	} {
		if err := checkConditions(resource(f)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: want an error with %q, got %v", f.Column, want, err)
		}
	}
}

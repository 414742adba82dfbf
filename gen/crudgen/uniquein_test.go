package crudgen

import (
	"slices"
	"strings"
	"testing"

	"aqueduct/gen/crud"
)

// TestUniqueInChecks: UniqueIn resolves its scope to properties, and stops
// the generator on a scope that is no readable field, on a field that is also
// Unique, and on a text the form may leave empty ("" would repeat in the index).
func TestUniqueInChecks(t *testing.T) {
	fields := func() []Field {
		return []Field{
			{Name: "id", Column: "id", Kind: "String"},
			{Name: "sectionId", Column: "section_id", Kind: "String", Form: true},
			{Name: "drawingNo", Column: "drawing_no", Kind: "String", Form: true, Required: true},
			{Name: "note", Column: "note", Kind: "String", Form: true},
			{Name: "noteOrNull", Column: "note_or_null", Kind: "String", Form: true, Nillable: true},
			{Name: "day", Column: "day", Kind: "Date", Form: true},
			{Name: "secret", Column: "secret", Kind: "String", Form: true, Required: true, Secret: true},
		}
	}
	declare := func(field string, scope ...string) (*Resource, error) {
		r := &Resource{Name: "Thing", Key: "thing", Fields: fields()}
		anns := map[string]crud.FieldAnnotation{field: crud.Field("x").UniqueIn(scope...)}
		return r, buildDeclared(r, crud.Resource("x/thing"), anns)
	}
	for field, ok := range map[string]bool{"drawing_no": true, "note_or_null": true, "day": true, "note": false, "secret": false} {
		r, err := declare(field, "section_id")
		if (err == nil) != ok {
			t.Errorf("UniqueIn on %s: want ok=%t, got %v", field, ok, err)
		}
		if ok && err == nil {
			i := slices.IndexFunc(r.Fields, func(f Field) bool { return f.Column == field })
			if !slices.Equal(r.Fields[i].UniqueIn, []string{"sectionId"}) {
				t.Errorf("%s: scope not resolved to properties: %v", field, r.Fields[i].UniqueIn)
			}
		}
	}
	for want, scope := range map[string][]string{
		"is not a field":        {"nobody"},
		"other than itself":     {"drawing_no"},
		"each once":             {"section_id", "section_id"},
		"readable fields other": {"secret"},
	} {
		if _, err := declare("drawing_no", scope...); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("scope %v: want an error with %q, got %v", scope, want, err)
		}
	}
	r := &Resource{Name: "Thing", Key: "thing", Fields: fields()}
	r.Fields[2].Unique = true
	err := buildDeclared(r, crud.Resource("x/thing"), map[string]crud.FieldAnnotation{"drawing_no": crud.Field("x").UniqueIn("section_id")})
	if err == nil || !strings.Contains(err.Error(), "exclude each other") {
		t.Errorf("Unique and UniqueIn: got %v", err)
	}
}

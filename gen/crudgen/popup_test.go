package crudgen

import (
	"strings"
	"testing"

	"aqueduct/gen/crud"
)

// TestPopupChecks: a popup's field lists have one length, its destinations
// are form fields, itself among them; anything else stops the generator.
func TestPopupChecks(t *testing.T) {
	check := func(code, org, dest string) error {
		r := &Resource{Name: "Thing", Key: "thing", Fields: []Field{
			{Name: "id", Column: "id", Kind: "String"},
			{Name: "contact", Column: "contact", Kind: "String", Form: true, Popup: &crud.PopupRef{Code: code, OrgFields: org, DestFields: dest}},
			{Name: "phone", Column: "phone", Kind: "String", Form: true},
			{Name: "createBy", Column: "create_by", Kind: "String"},
		}}
		return checkPopups(r)
	}
	if err := check("users", "realname,phone", "contact,phone"); err != nil {
		t.Fatalf("a good popup: %v", err)
	}
	for want, c := range map[string][3]string{
		"needs a code":          {"", "realname", "contact"},
		"as many orgFields":     {"users", "realname,phone", "contact"},
		"is not a form field":   {"users", "realname,username", "contact,createBy"},
		"hold the field itself": {"users", "phone", "phone"},
	} {
		if err := check(c[0], c[1], c[2]); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v: want an error with %q, got %v", c, want, err)
		}
	}
}

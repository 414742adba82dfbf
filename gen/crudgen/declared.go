package crudgen

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"aqueduct/gen/crud"
)

// demoRoles are the roles a Grant may name (the demo installation's).
var demoRoles = []string{crud.Owner, crud.Supervisor, crud.Contractor, crud.Engineer}

// grantRights are the rights a Grant may name besides a machine's own.
var grantRights = []string{crud.See, crud.Read, crud.Apply, crud.Write,
	"add", "edit", "delete", "batch_delete", "import", "export", "others"}

// RoleGrant is one demo role's rights on a resource's page.
type RoleGrant struct {
	Role   string
	Rights []string
}

// buildDeclared checks what the resource declares beside its fields — its
// business key, dictionaries, demo grants and scoped unique fields — and
// turns schema names into properties.
func buildDeclared(r *Resource, a crud.ResourceAnnotation, fields map[string]crud.FieldAnnotation) error {
	prop := func(name, what string) (Field, error) {
		for _, f := range r.Fields {
			if f.Column == name {
				return f, nil
			}
		}
		return Field{}, fmt.Errorf("%s %q is not a field", what, name)
	}
	for _, k := range a.KeyFields {
		f, err := prop(k, "Key")
		if err != nil {
			return err
		}
		if f.Secret || slices.Contains(r.BusinessKey, f.Name) {
			return fmt.Errorf("Key %q: a field that is read back, named once", k)
		}
		r.BusinessKey = append(r.BusinessKey, f.Name)
	}
	for i, f := range r.Fields {
		scope := fields[f.Column].Scope
		if len(scope) == 0 {
			continue
		}
		if f.Unique {
			return fmt.Errorf("field %s: Unique and UniqueIn exclude each other", f.Column)
		}
		// An emptied optional text is stored as "", which the unique index
		// would count like a value; NULL (Nillable) and a required value are safe.
		if f.Kind == "String" && !f.Required && !f.Nillable || f.Secret {
			return fmt.Errorf("field %s: UniqueIn needs a readable field that is Required, or Optional().Nillable() text", f.Column)
		}
		for _, s := range scope {
			sf, err := prop(s, "UniqueIn scope")
			if err != nil {
				return err
			}
			if sf.Column == f.Column || sf.Secret || slices.Contains(r.Fields[i].UniqueIn, sf.Name) {
				return fmt.Errorf("field %s: UniqueIn names readable fields other than itself, each once", f.Column)
			}
			r.Fields[i].UniqueIn = append(r.Fields[i].UniqueIn, sf.Name)
		}
	}
	for _, d := range a.Dicts {
		if d.Code == "" || d.Name == "" || len(d.Items) == 0 {
			return fmt.Errorf("Dictionary %q: a code, a name and items are needed", d.Code)
		}
		var values []string
		for _, it := range d.Items {
			if it.Value == "" || it.Text == "" || slices.Contains(values, it.Value) {
				return fmt.Errorf("Dictionary %s: item %q: a value and a text, each value once", d.Code, it.Value)
			}
			values = append(values, it.Value)
		}
		r.Dicts = append(r.Dicts, d)
	}
	if len(a.Grants) > 0 && !r.Menu {
		return fmt.Errorf("Grant: the resource has no menu to grant")
	}
	machineRights := []string{}
	if r.Machine != nil {
		for _, rt := range r.Machine.Rights {
			machineRights = append(machineRights, rt.Code)
		}
	}
	for role, rights := range a.Grants {
		if !slices.Contains(demoRoles, role) {
			return fmt.Errorf("Grant: %q is no demo role (%s)", role, strings.Join(demoRoles, ", "))
		}
		for _, rt := range rights {
			if !slices.Contains(grantRights, rt) && !slices.Contains(machineRights, rt) {
				return fmt.Errorf("Grant(%s): %q is no right of the page", role, rt)
			}
		}
		r.Grants = append(r.Grants, RoleGrant{Role: role, Rights: rights})
	}
	sort.Slice(r.Grants, func(i, j int) bool {
		return slices.Index(demoRoles, r.Grants[i].Role) < slices.Index(demoRoles, r.Grants[j].Role)
	})
	return nil
}

// checkDicts refuses one dictionary declared twice differently (by two
// resources, or by a resource and a machine).
func checkDicts(rs []*Resource) error {
	type decl struct {
		by    string
		name  string
		items []crud.DictItem
	}
	seen := map[string]decl{}
	add := func(by, code, name string, items []crud.DictItem) error {
		if o, ok := seen[code]; ok && (o.name != name || !slices.Equal(o.items, items)) {
			return fmt.Errorf("%s and %s: dictionary %s declared differently", o.by, by, code)
		}
		seen[code] = decl{by, name, items}
		return nil
	}
	for _, r := range rs {
		for _, d := range r.Dicts {
			if err := add(r.Name, d.Code, d.Name, d.Items); err != nil {
				return err
			}
		}
		if m := r.Machine; m != nil {
			items := make([]crud.DictItem, len(m.States))
			for i, s := range m.States {
				items[i] = crud.Item(s.Value, s.Text)
			}
			if err := add(r.Name, m.Dict, m.DictName, items); err != nil {
				return err
			}
		}
	}
	return nil
}

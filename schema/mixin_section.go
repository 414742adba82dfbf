package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/mixin"

	"aqueduct/gen/crud"
)

// SectionMixin scopes a business record to a section (标段) and its
// engineering project (工程). Lists take sectionId / engineeringId (the
// header's section chooser); the engineering is filled from the section on
// save (server/project), and the section data rule (#{sys_user_sections})
// keeps a user to the sections of his departments.
type SectionMixin struct {
	mixin.Schema
	// Derived: the record takes its section from the record it belongs to
	// (a payment from its contract), never from the form.
	Derived bool
}

// Fields of SectionMixin.
func (m SectionMixin) Fields() []ent.Field {
	section := crud.Field("标段").Dict("cmis_section,name,id").Query(crud.Exact).Required()
	if m.Derived {
		section = crud.Field("标段").Dict("cmis_section,name,id").Query(crud.Exact).ServerFilled()
	}
	return []ent.Field{
		field.String("engineering_id").Optional().MaxRuneLen(36).
			Annotations(crud.Field("工程").Dict("cmis_engineering,name,id").Query(crud.Exact).ServerFilled()),
		field.String("section_id").Optional().MaxRuneLen(36).Annotations(section),
	}
}

package crudgen

import (
	"strings"
	"testing"

	"aqueduct/gen/crud"
)

// TestMachineChecks: a machine that names what the resource lacks, or lets
// a form write its state or a step's input, stops the generator.
func TestMachineChecks(t *testing.T) {
	r := &Resource{Name: "Thing", Key: "thing", Fields: []Field{
		{Name: "id", Column: "id", Kind: "String"},
		{Name: "state", Column: "state", Kind: "String", Dict: "thing_state"},
		{Name: "note", Column: "note", Kind: "String"},
		{Name: "title", Column: "title", Kind: "String", Form: true},
		{Name: "doneAt", Column: "done_at", Kind: "Time"},
	}}
	good := func() crud.Machine {
		return crud.States("state", "thing_state", "状态", crud.State("0", "新").Editable(), crud.State("1", "完")).
			Right("finish", "完成", "").
			Move(crud.Step("finish", "完成").From("0").To("1").By("finish").Needs("note").Stamped("done_at"))
	}
	m, err := buildMachine(r, ptr(good()))
	if err != nil {
		t.Fatal(err)
	}
	if m.Rights[0].Row != "b-thing-finish" || m.Moves[0].NeedSet[0] != "note" || m.Moves[0].Stamps != "doneAt" {
		t.Fatalf("names not resolved: %+v", m)
	}
	for want, bad := range map[string]func(crud.Machine) crud.Machine{
		"ServerFilled string field": func(m crud.Machine) crud.Machine { m.Field = "title"; return m },
		"declared states": func(m crud.Machine) crud.Machine {
			return m.Move(crud.Step("x", "跳").From("0").To("7").By("finish"))
		},
		"another declared state": func(m crud.Machine) crud.Machine {
			return m.Move(crud.Step("x", "留").From("1").To("1").By("finish"))
		},
		"neither declared": func(m crud.Machine) crud.Machine {
			return m.Move(crud.Step("x", "审").From("1").To("0").By("approve"))
		},
		"must be ServerFilled": func(m crud.Machine) crud.Machine {
			return m.Move(crud.Step("x", "写").From("1").To("0").By("edit").Needs("title"))
		},
		"is not a field": func(m crud.Machine) crud.Machine {
			return m.Move(crud.Step("x", "签").From("1").To("0").By("edit").Signed("nobody"))
		},
		"each action once": func(m crud.Machine) crud.Machine {
			return m.Move(crud.Step("finish", "再完成").From("1").To("0").By("edit"))
		},
		"each value once": func(m crud.Machine) crud.Machine { m.States = append(m.States, crud.State("1", "又完")); return m },
		"too long": func(m crud.Machine) crud.Machine {
			return m.Right("x", "长", strings.Repeat("b", 37))
		},
	} {
		if _, err := buildMachine(r, ptr(bad(good()))); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("want an error with %q, got %v", want, err)
		}
	}
	other := &Resource{Name: "Other", Machine: &crud.Machine{Dict: "thing_state", DictName: "状态", States: []crud.Status{crud.State("0", "新")}}}
	if err := checkMachines([]*Resource{{Name: "Thing", Machine: m}, other}); err == nil {
		t.Error("two machines declaring one dictionary differently pass")
	}
}

func ptr[T any](v T) *T { return &v }

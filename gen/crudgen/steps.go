package crudgen

import (
	"fmt"
	"slices"
	"strings"

	"aqueduct/gen/crud"
)

// ownButtons are the resource's generated button actions a step may need
// instead of a right of its own (a resubmission is the applicant's edit).
var ownButtons = []string{"add", "edit"}

// buildMachine checks a resource's state machine against its fields and
// turns its schema names into the record's properties: every state, right
// and field a step names exists, the state field is the server's, and the
// steps' inputs are fields no form writes.
func buildMachine(r *Resource, m *crud.Machine) (*crud.Machine, error) {
	out := *m
	prop := func(name, what string) (Field, error) {
		for _, f := range r.Fields {
			if f.Column == name {
				return f, nil
			}
		}
		return Field{}, fmt.Errorf("steps: %s %q is not a field", what, name)
	}
	f, err := prop(m.Field, "state field")
	if err != nil {
		return nil, err
	}
	if f.Kind != "String" || f.Form || f.Dict != m.Dict {
		return nil, fmt.Errorf("steps: %s must be a ServerFilled string field with Dict(%q)", m.Field, m.Dict)
	}
	out.Field = f.Name
	if len(m.States) == 0 || m.Dict == "" || m.DictName == "" {
		return nil, fmt.Errorf("steps: states, a dictionary and its name are needed")
	}
	var values []string
	for _, s := range m.States {
		if s.Value == "" || s.Text == "" || slices.Contains(values, s.Value) {
			return nil, fmt.Errorf("steps: state %q: a value and a text, each value once", s.Value)
		}
		values = append(values, s.Value)
	}
	rights := slices.Clone(ownButtons)
	out.Rights = nil
	for _, rt := range m.Rights {
		if rt.Code == "" || rt.Name == "" || slices.Contains(rights, rt.Code) {
			return nil, fmt.Errorf("steps: right %q: a code and a name, each code once", rt.Code)
		}
		rights = append(rights, rt.Code)
		out.Rights = append(out.Rights, r.rightRow(rt))
	}
	if m.DeleteAny != nil {
		d := r.rightRow(*m.DeleteAny)
		out.DeleteAny = &d
	}
	for _, rt := range append(slices.Clone(out.Rights), derefRight(out.DeleteAny)...) {
		if len(rt.Row) > 36 { // sys_permission.id holds 36 characters
			return nil, fmt.Errorf("steps: right %s: row id %q is too long", rt.Code, rt.Row)
		}
	}
	out.Moves = nil
	var actions []string
	for _, mv := range m.Moves {
		if mv.Action == "" || mv.Name == "" || slices.Contains(actions, mv.Action) {
			return nil, fmt.Errorf("steps: step %q: an action and a name, each action once", mv.Action)
		}
		actions = append(actions, mv.Action)
		if !slices.Contains(values, mv.ToState) || len(mv.FromSet) == 0 {
			return nil, fmt.Errorf("steps: step %s: from and to must be declared states", mv.Action)
		}
		for _, from := range mv.FromSet {
			if !slices.Contains(values, from) || from == mv.ToState {
				return nil, fmt.Errorf("steps: step %s: from %q must be another declared state", mv.Action, from)
			}
		}
		if !slices.Contains(rights, mv.Right) {
			return nil, fmt.Errorf("steps: step %s: right %q is neither declared nor one of %v", mv.Action, mv.Right, ownButtons)
		}
		names := func(cols []string) ([]string, error) {
			var props []string
			for _, c := range cols {
				f, err := prop(c, "input")
				if err != nil {
					return nil, err
				}
				if f.Form || f.Column == m.Field {
					return nil, fmt.Errorf("steps: step %s: input %s must be ServerFilled and not the state", mv.Action, c)
				}
				props = append(props, f.Name)
			}
			return props, nil
		}
		if mv.NeedSet, err = names(mv.NeedSet); err != nil {
			return nil, err
		}
		if mv.TakeSet, err = names(mv.TakeSet); err != nil {
			return nil, err
		}
		for _, set := range []*string{&mv.Signs, &mv.Stamps} {
			if *set == "" {
				continue
			}
			f, err := prop(*set, "stamped field")
			if err != nil {
				return nil, err
			}
			*set = f.Name
		}
		out.Moves = append(out.Moves, mv)
	}
	return &out, nil
}

func derefRight(r *crud.Right) []crud.Right {
	if r == nil {
		return nil
	}
	return []crud.Right{*r}
}

// rightRow fills a right's default row id.
func (r *Resource) rightRow(rt crud.Right) crud.Right {
	if rt.Row == "" {
		rt.Row = "b-" + r.Key + "-" + strings.ReplaceAll(rt.Code, "_", "-")
	}
	return rt
}

// checkMachines: machines sharing a dictionary declare the same states.
func checkMachines(rs []*Resource) error {
	seen := map[string]*Resource{}
	for _, r := range rs {
		if r.Machine == nil {
			continue
		}
		if o, ok := seen[r.Machine.Dict]; ok {
			if !slices.Equal(o.Machine.States, r.Machine.States) || o.Machine.DictName != r.Machine.DictName {
				return fmt.Errorf("%s and %s: dictionary %s declared with different states", o.Name, r.Name, r.Machine.Dict)
			}
		}
		seen[r.Machine.Dict] = r
	}
	return nil
}

// MachineGo is the machine as a Go literal of server/crud's types.
func (r *Resource) MachineGo() string {
	m := r.Machine
	var b strings.Builder
	fmt.Fprintf(&b, "&Machine{Field: %q, Dict: %q, DictName: %q,\n", m.Field, m.Dict, m.DictName)
	b.WriteString("States: []State{\n")
	for _, s := range m.States {
		fmt.Fprintf(&b, "{Value: %q, Text: %q, Edit: %t, Delete: %t},\n", s.Value, s.Text, s.Edit, s.Delete)
	}
	b.WriteString("},\n")
	if len(m.Rights) > 0 {
		b.WriteString("Rights: []Right{\n")
		for _, rt := range m.Rights {
			fmt.Fprintf(&b, "{Code: %q, Name: %q, Row: %q},\n", rt.Code, rt.Name, rt.Row)
		}
		b.WriteString("},\n")
	}
	if d := m.DeleteAny; d != nil {
		fmt.Fprintf(&b, "DeleteAny: &Right{Code: %q, Name: %q, Row: %q},\n", d.Code, d.Name, d.Row)
	}
	b.WriteString("Moves: []Move{\n")
	for _, mv := range m.Moves {
		fmt.Fprintf(&b, "{Action: %q, Name: %q, From: %#v, To: %q, Right: %q", mv.Action, mv.Name, mv.FromSet, mv.ToState, mv.Right)
		if len(mv.NeedSet) > 0 {
			fmt.Fprintf(&b, ", Needs: %#v", mv.NeedSet)
		}
		if len(mv.TakeSet) > 0 {
			fmt.Fprintf(&b, ", Takes: %#v", mv.TakeSet)
		}
		if mv.Signs != "" {
			fmt.Fprintf(&b, ", Signs: %q", mv.Signs)
		}
		if mv.Stamps != "" {
			fmt.Fprintf(&b, ", Stamps: %q", mv.Stamps)
		}
		if mv.Flow {
			b.WriteString(", Flow: true")
		}
		if mv.StartsFlow {
			b.WriteString(", StartsFlow: true")
		}
		b.WriteString("},\n")
	}
	b.WriteString("},\n}")
	return b.String()
}

// stepsCfg is the machine in the UI config: the rows' step buttons and the
// dialog of each step's inputs.
type stepsCfg struct {
	Field     string        `json:"field"`
	States    []crud.Status `json:"states"`
	DeleteAny string        `json:"deleteAny,omitempty"` // the code suffix that deletes in any state
	Moves     []moveCfg     `json:"moves"`
}

type moveCfg struct {
	Action  string     `json:"action"`
	Name    string     `json:"name"`
	From    []string   `json:"from"`
	To      string     `json:"to"`
	Right   string     `json:"right"`
	Confirm bool       `json:"confirm,omitempty"`
	Warn    bool       `json:"warn,omitempty"`
	Flow    bool       `json:"flow,omitempty"`
	Inputs  []inputCfg `json:"inputs,omitempty"`
}

type inputCfg struct {
	Name      string `json:"name"`
	Label     string `json:"label"`
	Widget    string `json:"widget"`
	Required  bool   `json:"required,omitempty"`
	MaxLength int    `json:"maxLength,omitempty"`
	MaxFiles  int    `json:"maxFiles,omitempty"`
}

func stepsOf(r *Resource) *stepsCfg {
	m := r.Machine
	if m == nil {
		return nil
	}
	out := &stepsCfg{Field: m.Field, States: m.States}
	if m.DeleteAny != nil {
		out.DeleteAny = m.DeleteAny.Code
	}
	field := func(name string) Field {
		for _, f := range r.Fields {
			if f.Name == name {
				return f
			}
		}
		return Field{}
	}
	for _, mv := range m.Moves {
		c := moveCfg{Action: mv.Action, Name: mv.Name, From: mv.FromSet, To: mv.ToState, Right: mv.Right,
			Confirm: mv.Ask, Warn: mv.Warn, Flow: mv.Flow}
		for i, name := range append(slices.Clone(mv.NeedSet), mv.TakeSet...) {
			f := field(name)
			c.Inputs = append(c.Inputs, inputCfg{Name: f.Name, Label: f.Label, Widget: f.Widget,
				Required: i < len(mv.NeedSet), MaxLength: f.MaxLen, MaxFiles: f.MaxFiles})
		}
		out.Moves = append(out.Moves, c)
	}
	return out
}

package crud

// Machine is a record's life: the states of one string field, the steps
// (moves) between them with the right each needs, and the states in which
// the record may still be edited or deleted. It is declared once, on the
// resource:
//
//	crud.Resource("safety/cmisHiddenDanger").Steps(crud.States("status", "danger_status", "隐患状态",
//		crud.State("1", "待整改").Editable().Deletable(), crud.State("2", "整改中"), ...).
//		Right("rectify", "隐患整改", "b-danger-rectify").
//		Move(crud.Step("start", "开始整改").From("1").To("2").By("rectify").Confirm()) ...)
//
// From it come the field's dictionary (seeded), the button rows of its
// rights, the route POST /{prefix}/transition {id, action, <inputs>}, the
// edit and delete guards, and the rows' step buttons in the admin pages.
// The field itself is the server's: it must be ServerFilled.
type Machine struct {
	Field     string   `json:"field"`               // the state field (schema name)
	Dict      string   `json:"dict"`                // the dictionary the states are seeded as
	DictName  string   `json:"dictName"`            // its name
	States    []Status `json:"states"`              // the first is a new record's (the field's default)
	Rights    []Right  `json:"rights,omitempty"`    // the button rows the steps need
	Moves     []Move   `json:"moves"`               // the steps
	DeleteAny *Right   `json:"deleteAny,omitempty"` // lets its holder delete in any state (the admin)
}

// Status is one value of the state field (declared with State).
type Status struct {
	Value  string `json:"value"`
	Text   string `json:"text"`
	Edit   bool   `json:"edit,omitempty"`   // the record may be edited
	Delete bool   `json:"delete,omitempty"` // the record may be deleted
}

// Right is a button row a step needs: its code is <perm>:<Code>.
type Right struct {
	Code string `json:"code"`
	Name string `json:"name"`
	Row  string `json:"row,omitempty"` // sys_permission id (default b-<key>-<code>)
}

// Move is one step: from one of the From states to To, by who holds Right
// (a declared Right's code, or one of the resource's own buttons: edit).
type Move struct {
	Action  string   `json:"action"`
	Name    string   `json:"name"` // the button, e.g. 开始整改
	FromSet []string `json:"from"`
	ToState string   `json:"to"`
	Right   string   `json:"right"`
	NeedSet []string `json:"needs,omitempty"`   // server-filled fields the step asks for, required
	TakeSet []string `json:"takes,omitempty"`   // server-filled fields the step asks for, optional
	Signs   string   `json:"signs,omitempty"`   // a field set to the actor's name
	Stamps  string   `json:"stamps,omitempty"`  // a field set to the time of the step
	Ask     bool     `json:"confirm,omitempty"` // confirm before a step without inputs
	Warn    bool     `json:"warn,omitempty"`    // shown as a warning (a refusal)
	// Flow: with an approval flow bound to the type, the flow takes this
	// step: refused by hand while the record's flow runs (or, for a type
	// whose flow keeps this field, while a model is published).
	Flow bool `json:"flow,omitempty"`
	// StartsFlow: after this step the record is sent to its published flow.
	StartsFlow bool `json:"startsFlow,omitempty"`
}

// States starts a machine on field, seeding its states as dictionary dict.
func States(field, dict, dictName string, states ...Status) Machine {
	return Machine{Field: field, Dict: dict, DictName: dictName, States: states}
}

// Right declares a button row (code, name; row: its fixed id or "").
func (m Machine) Right(code, name, row string) Machine {
	m.Rights = append(m.Rights, Right{Code: code, Name: name, Row: row})
	return m
}

// DeleteAnyBy lets who holds the button row (code delete_any) delete a record
// in any state.
func (m Machine) DeleteAnyBy(name, row string) Machine {
	m.DeleteAny = &Right{Code: "delete_any", Name: name, Row: row}
	return m
}

// Move adds steps.
func (m Machine) Move(moves ...Move) Machine {
	m.Moves = append(m.Moves, moves...)
	return m
}

// State declares a state.
func State(value, text string) Status { return Status{Value: value, Text: text} }

// Editable lets the record be edited in this state.
func (s Status) Editable() Status { s.Edit = true; return s }

// Deletable lets the record be deleted in this state.
func (s Status) Deletable() Status { s.Delete = true; return s }

// Step starts a step with its action (the request's action) and button name.
func Step(action, name string) Move { return Move{Action: action, Name: name} }

// From sets the states the step leaves.
func (m Move) From(states ...string) Move { m.FromSet = states; return m }

// To sets the state the step reaches.
func (m Move) To(state string) Move { m.ToState = state; return m }

// By sets the right the step needs.
func (m Move) By(right string) Move { m.Right = right; return m }

// Needs names the fields the step asks for and requires.
func (m Move) Needs(fields ...string) Move { m.NeedSet = fields; return m }

// Takes names the fields the step asks for, optional.
func (m Move) Takes(fields ...string) Move { m.TakeSet = fields; return m }

// Signed sets field to the actor's name.
func (m Move) Signed(field string) Move { m.Signs = field; return m }

// Stamped sets field to the time of the step.
func (m Move) Stamped(field string) Move { m.Stamps = field; return m }

// Confirm asks before taking a step without inputs.
func (m Move) Confirm() Move { m.Ask = true; return m }

// Warning shows the step as a refusal.
func (m Move) Warning() Move { m.Warn = true; return m }

// ByFlow lets a bound approval flow take the step (see Move.Flow).
func (m Move) ByFlow() Move { m.Flow = true; return m }

// ThenFlow sends the record to its published flow after the step.
func (m Move) ThenFlow() Move { m.StartsFlow = true; return m }

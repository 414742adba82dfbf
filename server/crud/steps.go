package crud

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"entgo.io/ent"
	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	gen "aqueduct/ent"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/viewer"
)

// Machine is a record's life as its schema declares it (gen/crud.Steps):
// the states of one field, the steps between them and who may take each,
// and the states in which the record may still be edited or deleted. The
// generic handlers enforce it here, in one place: the step route, and the
// guards of edit and delete.
type Machine struct {
	Field     string // the state property
	Dict      string // the dictionary its states are seeded as
	DictName  string
	States    []State // the first is a new record's
	Rights    []Right // the button rows of the steps
	DeleteAny *Right  // deletes in any state (the admin)
	Moves     []Move
}

// State is one value of the state field.
type State struct {
	Value, Text  string
	Edit, Delete bool
}

// Right is a button row: code <perm>:<Code>, row id Row.
type Right struct{ Code, Name, Row string }

// Move is one step (see gen/crud.Move).
type Move struct {
	Action, Name string
	From         []string
	To           string
	Right        string   // the code suffix: <perm>:<Right>
	Needs, Takes []string // properties asked for: required, optional
	Signs        string   // a property set to the actor's name
	Stamps       string   // a property set to the step's time
	Flow         bool     // a bound approval flow takes this step
	StartsFlow   bool     // the record goes to its published flow after it
}

// State returns a state by value.
func (m *Machine) State(value string) (State, bool) {
	i := slices.IndexFunc(m.States, func(s State) bool { return s.Value == value })
	if i < 0 {
		return State{}, false
	}
	return m.States[i], true
}

// Text is a state's text (the value itself when undeclared).
func (m *Machine) Text(value string) string {
	if s, ok := m.State(value); ok {
		return s.Text
	}
	return value
}

// Move returns a step by action.
func (m *Machine) Move(action string) (Move, bool) {
	i := slices.IndexFunc(m.Moves, func(mv Move) bool { return mv.Action == action })
	if i < 0 {
		return Move{}, false
	}
	return m.Moves[i], true
}

// Waiting are the states a step needing right leaves: the records waiting
// for its holder (a to-do).
func (m *Machine) Waiting(right string) []string {
	var out []string
	for _, mv := range m.Moves {
		for _, f := range mv.From {
			if mv.Right == right && !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	return out
}

// Reached is the state a step reaches ("" for no such step).
func (m *Machine) Reached(action string) string {
	mv, _ := m.Move(action)
	return mv.To
}

// Final are the states no step leaves (a closed danger, an approved payment).
func (m *Machine) Final() []string {
	var out []string
	for _, s := range m.States {
		if !slices.ContainsFunc(m.Moves, func(mv Move) bool { return slices.Contains(mv.From, s.Value) }) {
			out = append(out, s.Value)
		}
	}
	return out
}

// stepCodes are the codes of which the step route demands one.
func (r *Resource) stepCodes() string {
	var codes []string
	for _, mv := range r.Machine.Moves {
		if c := r.Code(mv.Right); !slices.Contains(codes, c) {
			codes = append(codes, c)
		}
	}
	return httpx.AnyOf(codes...)
}

// stateOf is a row's state value.
func (r *Resource) stateOf(row any) string {
	_, at, _ := r.Field(r.Machine.Field)
	return Text(r.Store.Values(row)[at])
}

// nameOf names a row in a message: its first field other entities may read
// (a location, a number), else its id.
func (r *Resource) nameOf(row any) string {
	values := r.Store.Values(row)
	for i, f := range r.Fields[1:] {
		if f.DictText {
			if t := Text(values[i+1]); t != "" {
				return t
			}
		}
	}
	return Text(values[0])
}

// editable refuses an edit of a record whose state allows none.
func (r *Resource) editable(row any) error {
	if r.Machine == nil {
		return nil
	}
	v := r.stateOf(row)
	if s, ok := r.Machine.State(v); ok && s.Edit {
		return nil
	}
	return httpx.Failf("%s当前为「%s」，不能修改", r.Title, r.Machine.Text(v))
}

// deletable refuses to delete records whose state allows no delete, unless
// the caller holds the machine's DeleteAny. The rows are locked first (on
// PostgreSQL), so a step taken at the same time cannot slip between the check
// and the delete.
func (s *Service) deletable(ctx context.Context, tx *gen.Client, r *Resource, ids []string, where Where) error {
	m := r.Machine
	if m == nil {
		return nil
	}
	if m.DeleteAny != nil {
		if all, err := s.can(ctx, r.Code(m.DeleteAny.Code)); err != nil || all {
			return err
		}
	}
	id := r.Fields[0].Column
	rows, err := r.Store.List(ctx, tx, func(sel *sql.Selector) {
		sel.Where(sql.In(sel.C(id), Anys(ids)...))
		if where != nil {
			where(sel)
		}
		if sel.Dialect() == dialect.Postgres {
			sel.ForUpdate()
		}
	}, func(sel *sql.Selector) { sel.OrderBy(sel.C(id)) }, len(ids), 0)
	if err != nil {
		return err
	}
	for _, row := range rows {
		v := r.stateOf(row)
		if st, ok := m.State(v); ok && st.Delete {
			continue
		}
		var may []string
		for _, st := range m.States {
			if st.Delete {
				may = append(may, st.Text)
			}
		}
		return httpx.Failf("%s「%s」当前为「%s」，只有%s的%s可以删除", r.Title, r.nameOf(row), m.Text(v), strings.Join(may, "、"), r.Title)
	}
	return nil
}

// anyOf tells whether the caller holds one of codes.
func (s *Service) anyOf(ctx context.Context, codes ...string) (bool, error) {
	for _, c := range codes {
		if ok, err := s.can(ctx, c); err != nil || ok {
			return ok, err
		}
	}
	return false, nil
}

// can asks the permission service; without one nothing extra is held.
func (s *Service) can(ctx context.Context, code string) (bool, error) {
	if s.Can == nil {
		return false, nil
	}
	return s.Can(ctx, code)
}

// transition takes one step of a record (POST /{prefix}/transition {id,
// action, <the step's inputs>}): the step's right, the record's state, the
// inputs checked like a form's, and the state in the update's WHERE, so two
// people's steps at once count once.
func (s *Service) transition(r *Resource) echo.HandlerFunc {
	return func(c *echo.Context) error {
		body, err := readBody(c)
		if err != nil {
			return err
		}
		id, _, _ := textOf(body["id"])
		action, _, _ := textOf(body["action"])
		mv, ok := r.Machine.Move(action)
		if !ok {
			return httpx.Fail("未知的操作")
		}
		ctx := c.Request().Context()
		if allowed, err := s.can(ctx, r.Code(mv.Right)); err != nil {
			return err
		} else if !allowed {
			return httpx.ErrNoAuthz
		}
		msg, err := s.Step(ctx, r, strings.TrimSpace(id), mv, body)
		if err != nil {
			return err
		}
		return httpx.OKMsg(c, msg, nil)
	}
}

// stepInputs decodes the fields a step asks for, like a form's.
func (r *Resource) stepInputs(mv Move, body Body) (map[string]value, error) {
	values := map[string]value{}
	for i, name := range append(slices.Clone(mv.Needs), mv.Takes...) {
		f, _, _ := r.Field(name)
		text, _, err := textOf(body[name])
		if err != nil {
			return nil, httpx.Failf("%s格式不正确", f.Label)
		}
		if text = strings.TrimSpace(text); text == "" {
			if i < len(mv.Needs) {
				if f.Widget == "image" || f.Widget == "file" {
					return nil, httpx.Failf("请上传%s", f.Label)
				}
				return nil, httpx.Failf("请填写%s", f.Label)
			}
			values[f.Column] = emptyValue(f)
			continue
		}
		v, err := convert(f, text)
		if err != nil {
			return nil, err
		}
		values[f.Column] = value{v: v}
	}
	return values, nil
}

// Step takes a step of a record the caller may see, with the inputs of body,
// in one transaction with the resource's Move hook and the flow; it answers
// the reply's message.
func (s *Service) Step(ctx context.Context, r *Resource, id string, mv Move, body Body) (string, error) {
	m := r.Machine
	where, err := s.handFilter(ctx, r)
	if err != nil {
		return "", err
	}
	f, _, _ := r.Field(m.Field)
	msg := mv.Name + "成功"
	err = s.inTx(ctx, r, func(tx *gen.Client) error {
		row, err := r.Store.Get(ctx, tx, id, where)
		if gen.IsNotFound(err) || id == "" {
			return httpx.Fail("未找到对应数据")
		} else if err != nil {
			return err
		}
		from := r.stateOf(row)
		if !slices.Contains(mv.From, from) {
			return httpx.Failf("%s当前为「%s」，不能%s", r.Title, m.Text(from), mv.Name)
		}
		values, err := r.stepInputs(mv, body)
		if err != nil {
			return err
		}
		if s.Flow != nil {
			if err := s.Flow.BeforeMove(ctx, tx, r, id, mv); err != nil {
				return err
			}
		}
		apply := func() error {
			inState := func(sel *sql.Selector) {
				if where != nil {
					where(sel)
				}
				sel.Where(sql.EQ(sel.C(f.Column), from))
			}
			row, err = r.Store.Update(ctx, tx, id, inState, func(mu ent.Mutation) error {
				if err := setValues(mu, values, false); err != nil {
					return err
				}
				return r.stamp(ctx, mu, mv)
			})
			if gen.IsNotFound(err) {
				return httpx.Failf("%s状态已变化，请刷新后重试", r.Title)
			}
			return err
		}
		if h := s.hooks(r).Move; h != nil {
			err = h(ctx, tx, id, mv, apply)
		} else {
			err = apply()
		}
		if err != nil {
			return err
		}
		for col, v := range values {
			if uf, _, _ := r.Field(col); (uf.Widget == "image" || uf.Widget == "file") && !v.clear {
				if err := BindUploads(ctx, tx, Text(v.v)); err != nil {
					return err
				}
			}
		}
		if s.Flow != nil && mv.StartsFlow {
			if started, err := s.Flow.AfterMove(ctx, tx, r, id, mv); err != nil {
				return err
			} else if started {
				msg = "已" + mv.Name + "，进入审批流程"
			}
		}
		return s.logData(ctx, tx, r, row)
	})
	return msg, err
}

// stamp sets the state the step reaches, who took it and when.
func (r *Resource) stamp(ctx context.Context, mu ent.Mutation, mv Move) error {
	set := func(prop string, v any) error {
		f, _, _ := r.Field(prop)
		return mu.SetField(f.Column, v)
	}
	if err := set(r.Machine.Field, mv.To); err != nil {
		return err
	}
	if mv.Signs != "" {
		who, _ := viewer.FromContext(ctx)
		if err := set(mv.Signs, cmp.Or(who.Realname, who.Username)); err != nil {
			return err
		}
	}
	if mv.Stamps != "" {
		return set(mv.Stamps, jsontime.Now())
	}
	return nil
}

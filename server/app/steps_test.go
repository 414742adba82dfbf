package app_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"entgo.io/ent"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"aqueduct/server/crud"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestEveryMachine walks every declared state machine (crud.Machine) on
// every resource that has one: in every state, each step is refused to a
// user holding every right but its own and to a reader, refused from a state
// it does not leave (nothing changes), and taken from one it leaves, to its
// state, signed and stamped; an edit and a delete pass only in the states
// that allow them, and the holder of DeleteAny deletes in any state.
func TestEveryMachine(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		s.MatrixSetup(t)
		ctx := viewer.System(context.Background())
		c := s.App.DB.Client
		up := s.UploadFile(t, admin, "step.png", testenv.PNG(t))
		require.True(t, up.Success, up.Message)
		photo := up.Message

		user := func(name string, perms []string) string {
			role := c.SysRole.Create().SetRoleName(name).SetRoleCode(name).SaveX(ctx)
			s.Grant(t, role.ID, perms, nil)
			s.NewUser(t, admin, name, role.ID, "")
			return s.Token(t, name, "Passw0rd1")
		}
		machines, seq := 0, 5000
		for _, r := range crud.Resources() {
			m := r.Machine
			if m == nil {
				continue
			}
			machines++
			base := "/" + r.Prefix
			page := []string{r.MenuID}
			if r.Parent != "" {
				page = append(page, r.Parent)
			}
			var rights []string // every code a step needs, as right codes
			for _, mv := range m.Moves {
				if !slices.Contains(rights, mv.Right) {
					rights = append(rights, mv.Right)
				}
			}
			rowOf := func(code string) string {
				for _, rt := range m.Rights {
					if rt.Code == code {
						return rt.Row
					}
				}
				return r.MenuID + "-" + code // one of the generated buttons (edit)
			}
			// A reader; for each right, one who holds all but it; a worker
			// holding every step, edit and delete, but not DeleteAny
			reader := user(r.Key+"R", page)
			without := map[string]string{}
			for i, code := range rights {
				var perms []string
				for _, other := range rights {
					if other != code {
						perms = append(perms, rowOf(other))
					}
				}
				without[code] = user(fmt.Sprintf("%sW%d", r.Key, i), append(slices.Clone(page), perms...))
			}
			// (and the others' records: the admin files them; TestOwnRecords tests that rule)
			worker := append(slices.Clone(page), r.MenuID+"-edit", r.MenuID+"-delete", r.MenuID+"-batch_delete", r.MenuID+"-"+crud.OthersCode)
			for _, code := range rights {
				if w := rowOf(code); !slices.Contains(worker, w) {
					worker = append(worker, w)
				}
			}
			work := user(r.Key+"K", worker)

			f, _, _ := r.Field(m.Field)
			setState := func(id, v string) {
				_, err := r.Store.Update(ctx, c, id, nil, func(mu ent.Mutation) error { return mu.SetField(f.Column, v) })
				require.NoError(t, err)
			}
			state := func(id string) string { return s.RecordStatus(t, admin, base, id) }
			for _, st := range m.States {
				seq++
				body := s.MatrixBody(t, admin, r, seq)
				id := s.Add(t, admin, base, body)
				require.Equal(t, m.States[0].Value, state(id), "%s: a new record is in the first state", r.Key)
				where := fmt.Sprintf("%s in %s", r.Key, st.Text)

				for _, mv := range m.Moves {
					setState(id, st.Value)
					in := map[string]any{"id": id, "action": mv.Action}
					for _, name := range append(slices.Clone(mv.Needs), mv.Takes...) {
						if fi, _, _ := r.Field(name); fi.Widget == "image" || fi.Widget == "file" {
							in[name] = photo
						} else {
							in[name] = "测试" + mv.Name
						}
					}
					for who, tok := range map[string]string{"reader": reader, "without " + mv.Right: without[mv.Right]} {
						rep := s.Do(t, "POST", base+"/transition", tok, in)
						assert.Equal(t, 510, rep.Code, "%s: %s by %s is refused: %s", where, mv.Name, who, rep.Message)
					}
					require.Equal(t, st.Value, state(id), "%s: a refused step changes nothing", where)
					rep := s.Do(t, "POST", base+"/transition", work, in)
					if !slices.Contains(mv.From, st.Value) {
						assert.Equal(t, fmt.Sprintf("%s当前为「%s」，不能%s", r.Title, st.Text, mv.Name), rep.Message, where)
						require.Equal(t, st.Value, state(id), "%s: %s changes nothing", where, mv.Name)
						continue
					}
					require.True(t, rep.Success, "%s: %s: %s", where, mv.Name, rep.Message)
					assert.Equal(t, mv.Name+"成功", rep.Message)
					var rec map[string]any
					s.Do(t, "GET", base+"/queryById?id="+id, admin, nil).Decode(t, &rec)
					assert.Equal(t, mv.To, rec[m.Field], "%s: %s reaches its state", where, mv.Name)
					if mv.Signs != "" {
						assert.Equal(t, r.Key+"K", rec[mv.Signs], "%s: %s is signed", where, mv.Name)
					}
					if mv.Stamps != "" {
						assert.NotEmpty(t, rec[mv.Stamps], "%s: %s is stamped", where, mv.Name)
					}
					for _, name := range mv.Needs {
						assert.Equal(t, in[name], rec[name], "%s: %s keeps its input", where, name)
					}
				}

				setState(id, st.Value)
				edited := s.Do(t, "PUT", base+"/edit", work, map[string]any{"id": id})
				if st.Edit {
					assert.True(t, edited.Success, "%s: editable: %s", where, edited.Message)
				} else {
					assert.Equal(t, fmt.Sprintf("%s当前为「%s」，不能修改", r.Title, st.Text), edited.Message, where)
				}
				deleted := s.Do(t, "DELETE", base+"/delete?id="+id, work, nil)
				if st.Delete {
					assert.True(t, deleted.Success, "%s: deletable: %s", where, deleted.Message)
					continue
				}
				assert.False(t, deleted.Success, "%s: not deletable", where)
				assert.Contains(t, deleted.Message, fmt.Sprintf("当前为「%s」，只有", st.Text), where)
				require.Equal(t, st.Value, state(id), "%s: a refused delete keeps the record", where)
				if m.DeleteAny != nil {
					rep := s.Do(t, "DELETE", base+"/delete?id="+id, admin, nil)
					assert.True(t, rep.Success, "%s: the admin deletes in any state: %s", where, rep.Message)
				}
			}
		}
		require.GreaterOrEqual(t, machines, 6, "the danger, the notice and the four applications have machines")
	})
}

package app_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"aqueduct/ent/cmissection"
	"aqueduct/server/crud"
	"aqueduct/server/jsontime"
	"aqueduct/server/query"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestUniqueInEveryField walks every UniqueIn field of every resource on
// both databases: a repeat within the scope is refused naming the field (on
// add, and on an edit that sends the value alone, the scope being the stored
// one), the same value in another scope is taken, and so is it again once
// the first record is deleted; the form's duplicate check agrees each time.
func TestUniqueInEveryField(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", seed.DemoAdminPassword)
		s.MatrixSetup(t)
		// A second section beside the matrix's, for a record of another scope.
		ctx := viewer.System(context.Background())
		first := s.App.DB.Client.CmisSection.Query().Where(cmissection.Code("MX-1")).OnlyX(ctx)
		s.App.DB.Client.CmisSection.Create().SetEngineeringID(first.EngineeringID).SetName("矩阵标段二").SetCode("MX-2").SaveX(ctx)

		seq, fields := 0, 0
		for _, r := range crud.Resources() {
			for _, f := range r.Fields {
				if len(f.UniqueIn) == 0 {
					continue
				}
				fields++
				t.Run(r.Key+"."+f.Name, func(t *testing.T) {
					require.False(t, r.Main != "" || r.ReadOnly, "%s: add a way to write a child's or read-only record here", r.Key)
					base := "/" + r.Prefix
					var scope []crud.Field
					for _, p := range f.UniqueIn {
						sf, _, ok := r.Field(p)
						require.True(t, ok)
						require.True(t, sf.Form, "%s.%s: add a way to give the record another %s", r.Key, f.Name, sf.Label)
						scope = append(scope, sf)
					}
					body := func() map[string]any { seq++; return s.MatrixBody(t, admin, r, 100+seq) }
					taken := func(v any) string {
						labels := make([]string, len(scope))
						for i, sf := range scope {
							labels[i] = sf.Label
						}
						return fmt.Sprintf("%s「%v」在该%s中已存在", f.Label, v, strings.Join(labels, "、"))
					}
					// check asks the form's duplicate check; scope from the body (nil: none sent).
					check := func(v any, from map[string]any, dataID string) testenv.Reply {
						q := url.Values{"tableName": {r.Table}, "fieldName": {f.Column}, "fieldVal": {fmt.Sprint(v)}}
						if dataID != "" {
							q.Set("dataId", dataID)
						}
						for _, sf := range scope {
							if from != nil {
								q.Set(sf.Name, fmt.Sprint(from[sf.Name]))
							}
						}
						return s.Do(t, "GET", "/sys/duplicate/check?"+q.Encode(), admin, nil)
					}

					one := body()
					id1 := addRecord(t, s, admin, base, one)
					v := one[f.Name]
					require.True(t, check(v, one, id1).Success, "a record's own value is free for it")

					// The same value in the same scope: refused on add, by the check too.
					dup := body()
					dup[f.Name] = v
					for _, sf := range scope {
						dup[sf.Name] = one[sf.Name]
					}
					rep := s.Do(t, "POST", base+"/add", admin, dup)
					require.False(t, rep.Success, "a repeat within the scope is refused")
					require.Equal(t, taken(v), rep.Message)
					rep = check(v, dup, "")
					require.Equal(t, []any{false, taken(v)}, []any{rep.Success, rep.Message})
					require.True(t, check(v, nil, "").Success, "without its scope an add's value is left to the save")

					// An edit sending the value alone is judged in the stored scope.
					other := body()
					for _, sf := range scope {
						other[sf.Name] = one[sf.Name]
					}
					id3 := addRecord(t, s, admin, base, other)
					require.NotEqual(t, fmt.Sprint(v), fmt.Sprint(other[f.Name]), "the samples differ")
					rep = s.Do(t, "PUT", base+"/edit", admin, map[string]any{"id": id3, f.Name: v})
					require.Equal(t, taken(v), rep.Message)
					rep = check(v, nil, id3)
					require.Equal(t, []any{false, taken(v)}, []any{rep.Success, rep.Message}, "the check takes the record's stored scope")

					// Another scope holds the same value freely.
					moved := body()
					moved[f.Name] = v
					for _, sf := range scope {
						moved[sf.Name] = otherScopeValue(t, s, admin, sf, one[sf.Name])
					}
					require.True(t, check(v, moved, "").Success)
					addRecord(t, s, admin, base, moved)

					// Once the first is deleted its value is free in its scope again.
					require.True(t, s.Do(t, "DELETE", base+"/delete?id="+url.QueryEscape(id1), admin, nil).Success)
					require.True(t, check(v, dup, "").Success)
					addRecord(t, s, admin, base, dup)
					rep = check(v, dup, "")
					require.Equal(t, []any{false, taken(v)}, []any{rep.Success, rep.Message}, "and taken again by the new one")
				})
			}
		}
		require.NotZero(t, fields, "some schema uses UniqueIn")
	})
}

// addRecord posts a record and returns its id, failing the test on a refusal.
func addRecord(t *testing.T, s *testenv.Server, tok, base string, body map[string]any) string {
	t.Helper()
	rep := s.Do(t, "POST", base+"/add", tok, body)
	require.True(t, rep.Success, "add %v: %s", body, rep.Message)
	var row map[string]any
	rep.Decode(t, &row)
	return fmt.Sprint(row["id"])
}

// otherScopeValue is a valid value of a scope field other than v: another
// item of its dictionary, or another value of its kind.
func otherScopeValue(t *testing.T, s *testenv.Server, admin string, sf crud.Field, v any) any {
	t.Helper()
	if sf.Dict != "" {
		rep := s.Do(t, "GET", "/sys/dict/getDictItems/"+sf.Dict, admin, nil)
		require.True(t, rep.Success, rep.Message)
		var items []struct{ Value string }
		rep.Decode(t, &items)
		for _, it := range items {
			if it.Value != fmt.Sprint(v) {
				return it.Value
			}
		}
		t.Fatalf("%s: dictionary %s needs a second item for another scope", sf.Name, sf.Dict)
	}
	switch sf.Kind {
	case query.String:
		return fmt.Sprint(v) + "2"
	case query.Int:
		return fmt.Sprint(v) + "1"
	case query.Date:
		d, err := jsontime.Parse(fmt.Sprint(v))
		require.NoError(t, err)
		return d.AddDate(0, 0, 1).In(jsontime.Zone).Format(time.DateOnly)
	}
	t.Fatalf("%s: teach the test another value of kind %v", sf.Name, sf.Kind)
	return nil
}

package crud

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	gen "aqueduct/ent"
	"aqueduct/server/httpx"
)

// Child is a child table (一对多) of a resource: its rows are saved with the
// parent in one transaction and listed at {prefix}/{ByMainID}. It has no
// route of its own: what the caller may do to a parent, he may do to its rows.
type Child struct {
	*Resource
	Title      string // the form's tab
	ListKey    string // the add/edit body property holding the rows
	MainColumn string // the child's column holding the parent id
	ByMainID   string // query<Child>ByMainId
}

// MaxChildRows bounds the rows of one child table under one parent.
const MaxChildRows = 2000

// under keeps the rows of one parent.
func (c Child) under(mainID string) Where {
	return func(sel *sql.Selector) { sel.Where(sql.EQ(sel.C(c.MainColumn), mainID)) }
}

// rows are a parent's saved rows of the child table, in grid order.
func (c Child) rows(ctx context.Context, tx *gen.Client, mainID string) ([]any, error) {
	return c.Store.List(ctx, tx, c.under(mainID), c.order, MaxChildRows, 0)
}

// typed is a list of rows as their ent type (the typed hooks' view).
func typed[T any](rows []any) []T {
	out := make([]T, len(rows))
	for i, r := range rows {
		out[i] = r.(T)
	}
	return out
}

// order is the grid's order: the row number saved with each row, else the
// order they were added in.
func (c Child) order(sel *sql.Selector) {
	if _, _, ok := c.Field("sortNo"); ok {
		sel.OrderBy(sql.Asc(sel.C("sort_no")))
	}
	sel.OrderBy(sql.Asc(sel.C("create_time")), sql.Asc(sel.C("id")))
}

// byMainID answers a parent's rows of one child table, with their
// dictionary texts, when the caller may see the parent.
func (s *Service) byMainID(r *Resource, c Child) echo.HandlerFunc {
	return func(ec *echo.Context) error {
		ctx := ec.Request().Context()
		id := strings.TrimSpace(ec.QueryParam("id"))
		if id == "" {
			return httpx.Fail("未找到对应数据")
		}
		where, err := s.handFilter(ctx, r)
		if err != nil {
			return err
		}
		if _, err := r.Store.Get(ctx, s.Client, id, where); err != nil {
			return err
		}
		rows, err := c.Store.List(ctx, s.Client, c.under(id), c.order, MaxChildRows, 0)
		if err != nil {
			return err
		}
		records, err := s.records(ctx, c.Resource, rows)
		if err != nil {
			return err
		}
		return httpx.OK(ec, records)
	}
}

// saveChildren replaces a parent's rows of each child table sent in the body
// (a table not sent keeps its rows): a row whose id is one of the parent's
// rows is updated, any other row is added with a new id (ids from the
// request are never trusted), the parent's rows not sent are deleted. Each
// row is validated like a form; the first failure names the tab and the row
// and, returned inside the save's transaction, undoes the parent too.
func (s *Service) saveChildren(ctx context.Context, tx *gen.Client, r *Resource, mainID string, body Body) error {
	for _, c := range r.Children {
		raw, present := body[c.ListKey]
		if !present {
			continue
		}
		var items []Body
		if err := json.Unmarshal(raw, &items); err != nil {
			return httpx.Failf("%s数据格式不正确", c.Title)
		}
		if len(items) > MaxChildRows {
			return httpx.Failf("%s最多%d行", c.Title, MaxChildRows)
		}
		under := c.under(mainID)
		existing, err := c.Store.Strings(ctx, tx, under, "id")
		if err != nil {
			return err
		}
		mine := map[string]bool{}
		for _, id := range existing {
			mine[id] = true
		}
		kept := map[string]bool{}
		seen := map[string]map[string]int{}
		_, _, numbered := c.Field("sortNo")
		for i, row := range items {
			id, _, _ := textOf(row["id"])
			if id = strings.TrimSpace(id); !mine[id] || kept[id] {
				id = ""
			}
			values, err := c.decode(row, id == "", false)
			if err != nil {
				return rowError(c, i, err)
			}
			if id == "" {
				values[c.MainColumn] = value{v: mainID}
			}
			if numbered {
				values["sort_no"] = value{v: i + 1}
			}
			if err := uniqueInMain(c, values, seen, i); err != nil {
				return err
			}
			if _, err := s.write(ctx, tx, c.Resource, id, values, row, under); err != nil {
				return rowError(c, i, err)
			}
			kept[id] = true
		}
		var gone []string
		for _, id := range existing {
			if !kept[id] {
				gone = append(gone, id)
			}
		}
		if len(gone) > 0 {
			held, err := heldRows(ctx, tx, c.Resource, "id", gone, under) // released once they are gone
			if err != nil {
				return err
			}
			if _, err := c.Store.Delete(ctx, tx, gone, under); err != nil {
				return err
			}
			if err := s.releaseRows(ctx, tx, c.Resource, held); err != nil {
				return err
			}
		}
	}
	return nil
}

// uniqueInMain refuses a value an earlier row of the same parent holds in a
// field marked UniqueInMain.
func uniqueInMain(c Child, values map[string]value, seen map[string]map[string]int, i int) error {
	for _, f := range c.Fields {
		v, ok := values[f.Column]
		if !f.UniqueInMain || !ok || v.clear {
			continue
		}
		t := strings.TrimSpace(fmt.Sprint(v.v))
		if t == "" {
			continue
		}
		if seen[f.Column] == nil {
			seen[f.Column] = map[string]int{}
		}
		if j, dup := seen[f.Column][t]; dup {
			return httpx.Failf("%s第%d行：%s与第%d行重复", c.Title, i+1, f.Label, j+1)
		}
		seen[f.Column][t] = i
	}
	return nil
}

// rowError names the tab and the row in a validation message.
func rowError(c Child, i int, err error) error {
	var he *httpx.Error
	if errors.As(err, &he) && he.Code == httpx.CodeError {
		return httpx.Failf("%s第%d行：%s", c.Title, i+1, he.Message)
	}
	return err
}

// deleteChildren deletes the rows of the parents about to be deleted and
// releases the files they held.
func (s *Service) deleteChildren(ctx context.Context, tx *gen.Client, r *Resource, mainIDs []string) error {
	in := Anys(mainIDs)
	for _, c := range r.Children {
		ids, err := c.Store.Strings(ctx, tx, func(sel *sql.Selector) { sel.Where(sql.In(sel.C(c.MainColumn), in...)) }, "id")
		if err != nil || len(ids) == 0 {
			if err != nil {
				return err
			}
			continue
		}
		held, err := heldRows(ctx, tx, c.Resource, "id", ids, nil)
		if err != nil {
			return err
		}
		if _, err := c.Store.Delete(ctx, tx, ids, nil); err != nil {
			return err
		}
		if err := s.releaseRows(ctx, tx, c.Resource, held); err != nil {
			return err
		}
	}
	return nil
}

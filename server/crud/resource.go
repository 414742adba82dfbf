// Package crud serves the generated resources: one zz_<name>.go per entity
// (written by gen/crudgen from the schema's annotations) describes the entity
// and binds it to ent; the hand-written files here hold the handlers they share
// — list, queryById, add, edit, delete, deleteBatch, exportXls, importExcel and
// the duplicate check — so no two entities repeat code.
package crud

import (
	"context"
	"encoding/json"
	"sort"
	"strings"
	"sync"

	"entgo.io/ent"
	"entgo.io/ent/dialect/sql"

	gen "aqueduct/ent"
	"aqueduct/server/query"
)

// Field is one column of a resource, with what the list, form and sheet do with it.
type Field struct {
	query.Field
	Dict           string // code dict or "table,text,code"
	Query          string // filter bar mode: exact, like, range, multi
	List           bool   // a list column
	Width          int
	Sortable       bool
	Widget         string
	Form           bool // may be set from a request body
	Required       bool
	Pattern        string
	PatternMessage string
	Unique         bool
	MaxLen         int
	MaxFiles       int      // a file or image field: the most files it holds (0: no limit)
	Min, Max       *float64 // bounds of a number field, both included
	Precision      int      // a Decimal: digits of its numeric(p,s) column
	Scale          int      // a Decimal: digits kept after the point (rounded half away from zero)
	Unit           string   // a Decimal: its unit ("mm")
	Nillable       bool     // stored NULL when empty
	Default        bool     // the schema gives a default, which an empty value takes
	Immutable      bool     // set on add only
	Secret         bool     // sensitive (a password): written on add, never filtered, sorted or read back
	DictText       bool     // readable through table dictionaries ("table,text,code")
	UniqueInMain   bool     // a child table's field: no repeat under one parent
	UniqueIn       []string // unique among the live rows sharing these properties (crud.Field(..).UniqueIn)
	FillRule       string   // the fill rule giving its value on add (when left empty)
	CheckRule      string   // the check rule its value passes on save
	PopupReport    string   // a popup field: the online report (code) its form picks from
	ExcelTitle     string
}

// Dictionary is a code dictionary declared in a schema: its items as value, text.
type Dictionary struct {
	Code, Name string
	Items      [][2]string
}

// Where and Order are ent selector modifiers built by package query.
type (
	Where = func(*sql.Selector)
	Order = func(*sql.Selector)
)

// Store binds a resource to its ent client; the generator writes one per entity.
type Store interface {
	Count(ctx context.Context, c *gen.Client, where Where) (int, error)
	List(ctx context.Context, c *gen.Client, where Where, order Order, limit, offset int) ([]any, error)
	Get(ctx context.Context, c *gen.Client, id string, where Where) (any, error)
	Create(ctx context.Context, c *gen.Client, set func(ent.Mutation) error) (any, error)
	Update(ctx context.Context, c *gen.Client, id string, where Where, set func(ent.Mutation) error) (any, error)
	Delete(ctx context.Context, c *gen.Client, ids []string, where Where) (int, error)
	// Values returns a row's field values in Resource.Fields order (nil when NULL).
	Values(row any) []any
	// Strings returns the distinct values of a string column (from the
	// resource's metadata, never from a request) of the rows where selects.
	Strings(ctx context.Context, c *gen.Client, where Where, column string) ([]string, error)
}

// Op says which write a hook sees.
type Op int

// Writes.
const (
	OpCreate Op = iota + 1
	OpUpdate
)

// Body is a request's JSON object, for hooks that read more than the fields.
type Body map[string]json.RawMessage

// Hooks let hand-written code add what is more than CRUD to a generated
// resource. Save hooks run inside the write's transaction.
type Hooks struct {
	// BeforeSave may set more fields or refuse the write.
	BeforeSave func(ctx context.Context, tx *gen.Client, op Op, m ent.Mutation, body Body) error
	// AfterSave may write related rows (e.g. a user's roles).
	AfterSave func(ctx context.Context, tx *gen.Client, op Op, row any, body Body) error
	// Computed refigures a record with child tables from its saved children
	// (an average of the measuring points), after they are saved in the same
	// transaction; the reply carries what it wrote.
	Computed func(ctx context.Context, tx *gen.Client, id string) error
	// BeforeDelete may refuse a delete or remove related rows.
	BeforeDelete func(ctx context.Context, tx *gen.Client, ids []string) error
	// Committed runs after a write's transaction committed (e.g. reload permissions).
	Committed func(ctx context.Context) error
	// Decorate adds properties to list records (e.g. department names).
	Decorate func(ctx context.Context, c *gen.Client, rows []any) ([]map[string]any, error)
	// Scope adds conditions that every read and write of the resource passes,
	// beside the data rules (e.g. only the users of the chosen tenant).
	Scope func(ctx context.Context) ([]query.Cond, error)
	// Through scopes the resource through another's rows too: a row is kept
	// when it names a row of Res the caller may see (an agent record through
	// its user).
	Through *Through
	// ReadCode replaces the list's permission code on queryById, for records
	// people without the list may read (an announcement by its recipients);
	// Scope must then narrow what they reach.
	ReadCode string
	// Params are extra list params a hand-written filter reads (see Filter).
	Params []string
	// Filter adds conditions from those params.
	Filter func(ctx context.Context, c *gen.Client, params map[string][]string) ([]query.Cond, error)
	// Move runs a step of the resource's machine: apply makes the update;
	// the hook may lock what the step changes first and refigure it after.
	Move func(ctx context.Context, tx *gen.Client, id string, mv Move, apply func() error) error
	// Added and Edited replace the replies' 添加成功！ and 编辑成功! where
	// JeecgBoot words them its own way (创建定时任务成功).
	Added, Edited string
	// Plain answers the list with what it makes of every matching record,
	// not a page, where the contract's list is a plain array (the gateway's
	// routes): pageNo and pageSize are ignored, more than MaxAll refused.
	Plain func(records []json.RawMessage) (any, error)
}

// Through is a resource scoped through another's rows: Column of a row
// holds the Key column of a row of Res.
type Through struct {
	Res         *Resource
	Column, Key string
}

// Tree names a tree entity's parent-id and title properties (crud.Resource(..).Tree).
type Tree struct {
	Parent string
	Title  string
	// Subtree: deleting a node deletes the nodes below it (DeleteSubtree).
	Subtree bool
}

// Resource is a generated entity: its API, menu and fields.
type Resource struct {
	Key       string // resource name of the UI, e.g. "sysRole"
	Table     string
	Prefix    string // API prefix without slashes, e.g. "sys/role"
	Title     string
	Perm      string // button code prefix
	ListCode  string // the menu's code: list, queryById, export
	MenuID    string
	MenuTitle string
	Parent    string
	URL       string
	Component string
	Icon      string
	Order     float64
	Menu      bool
	Import    bool
	Export    bool
	Tree      *Tree    // nil unless a tree entity
	Machine   *Machine // the record's states and steps (steps.go); nil when it has none
	ReadOnly  bool     // written by the server only: no add, edit or import routes
	Children  []Child  // child tables (一对多), saved with the record
	Main      string   // on a child table: its parent's type (no routes of its own)
	Fields    []Field  // id first, in schema order
	Excel     []string // properties of the sheet columns, in order
	// BusinessKey are the properties identifying a record (crud.Resource(..).Key):
	// an imported row with an existing record's key updates it.
	BusinessKey []string
	Dicts       []Dictionary        // code dictionaries declared with the entity (seeded on start)
	Grants      map[string][]string // demo role → its rights on the page (seed's role matrix)
	Store       Store

	once   sync.Once
	schema *query.Schema
}

func anyRows[T any](rows []T, err error) ([]any, error) {
	if err != nil {
		return nil, err
	}
	return Anys(rows), nil
}

// Anys is a slice as []any (the arguments of sql.In).
func Anys[T any](xs []T) []any {
	out := make([]any, len(xs))
	for i, x := range xs {
		out[i] = x
	}
	return out
}

func ptr[T any](v T) *T { return &v }

func deref[T any](p *T) any {
	if p == nil {
		return nil
	}
	return *p
}

// TypeName is the ent type of the resource (sysDictItem → SysDictItem), the
// cache topic of its table.
func (r *Resource) TypeName() string { return strings.ToUpper(r.Key[:1]) + r.Key[1:] }

// Code is the permission code of a button action (add, edit, delete, batch_delete, export, import).
func (r *Resource) Code(action string) string { return r.Perm + ":" + action }

// Schema is the whitelist of the resource's columns.
func (r *Resource) Schema() *query.Schema {
	r.once.Do(func() {
		fs := make([]query.Field, 0, len(r.Fields))
		for _, f := range r.Fields {
			if !f.Secret {
				fs = append(fs, f.Field)
			}
		}
		r.schema = query.NewSchema(fs)
		if _, ok := r.schema.Lookup("createTime"); ok {
			r.schema.Default = "createTime"
		}
	})
	return r.schema
}

// Field returns a readable field by property or column name.
func (r *Resource) Field(name string) (Field, int, bool) {
	for i, f := range r.Fields {
		if !f.Secret && (f.Name == name || f.Column == name) {
			return f, i, true
		}
	}
	return Field{}, -1, false
}

var (
	registryMu sync.Mutex
	registry   = map[string]*Resource{}
	// byTable finds a resource by its table, lower-cased: a table dictionary
	// is looked up on every list that shows one.
	byTable = map[string]*Resource{}
)

// register adds a generated resource; called from the generated files' init.
func register(r *Resource) {
	registryMu.Lock()
	defer registryMu.Unlock()
	registry[r.Key] = r
	t := strings.ToLower(r.Table)
	if old, ok := byTable[t]; !ok || r.Key < old.Key {
		byTable[t] = r
	}
}

// Resources lists the generated resources by key.
func Resources() []*Resource {
	registryMu.Lock()
	defer registryMu.Unlock()
	out := make([]*Resource, 0, len(registry))
	for _, r := range registry {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out
}

// Lookup finds a resource by key.
func Lookup(key string) (*Resource, bool) {
	registryMu.Lock()
	defer registryMu.Unlock()
	r, ok := registry[key]
	return r, ok
}

// ByTable finds a resource by its table name.
func ByTable(table string) (*Resource, bool) {
	registryMu.Lock()
	defer registryMu.Unlock()
	r, ok := byTable[strings.ToLower(table)]
	return r, ok
}

// preds hands a filter to an ent Where: none when there is nothing to filter,
// because ent's update builder panics on a predicate that adds no condition.
func preds[P ~func(*sql.Selector)](where Where) []P {
	if where == nil {
		return nil
	}
	return []P{P(where)}
}

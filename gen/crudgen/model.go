// Package crudgen is the entc extension that turns the crud annotations of
// schema/ into the generated resources: server/crud/zz_<name>.go, the admin
// pages in admin-ui/src/resources/<name>/, their registry and messages, and
// server/crud/zz_openapi.json; before ent generates, it adds the indexes behind each
// resource's list (indexes.go). Templates live in templates/ (one per output file).
package crudgen

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"entgo.io/ent/entc/gen"
	"entgo.io/ent/schema/field"

	"aqueduct/gen/crud"
	"aqueduct/gen/entjson"
)

// Resource is the template data of one generated entity.
type Resource struct {
	Name        string // ent type, e.g. SysRole
	Package     string // ent package, e.g. sysrole
	Key         string // UI resource name, e.g. sysRole
	Table       string
	Prefix      string
	Title       string
	MenuTitle   string
	Perm        string
	ListCode    string
	MenuID      string
	Parent      string
	URL         string
	Component   string
	Icon        string
	Order       float64
	Menu        bool
	Pages       bool
	Import      bool
	ReadOnly    bool // no add, edit or import
	Export      bool
	IntID       bool
	Tree        *Tree // nil unless a tree entity
	Print       *crud.Print
	Machine     *crud.Machine // the record's states and steps, in property names
	Fields      []Field
	Excel       []string
	Children    []Child           // child tables (一对多)
	Main        string            // set on a child table: its parent's type
	Overrides   map[string]bool   // hand-written List/Create/Edit/Show beside the .gen files
	BusinessKey []string          // properties identifying a record (crud.Resource(..).Key)
	Dicts       []crud.Dictionary // code dictionaries declared with the entity
	Grants      []RoleGrant       // the demo roles' rights on its page, in role order
}

// Child is a child table of a resource: an O2M edge annotated crud.Child.
type Child struct {
	*Resource
	TabTitle   string
	ListKey    string // the add/edit body property of its rows, e.g. cmisShotcreteMeasureList
	MainField  string // the child's property holding the parent id
	MainColumn string
}

// ByMainID is the path of the child's rows under one parent, as JeecgBoot
// generates it (relative to the parent's prefix).
func (c Child) ByMainID() string { return "query" + c.Name + "ByMainId" }

// Tree names a tree entity's parent and title properties.
type Tree struct {
	Parent  string `json:"parent"`
	Title   string `json:"title"`
	Subtree bool   `json:"subtree,omitempty"` // a delete takes the node's subtree
}

// Field is the template data of one field.
type Field struct {
	Name           string // JSON property
	Column         string
	StructField    string
	Kind           string // query kind: String, Int, Float, Bool, Time, Date, Money, Chainage, Decimal
	TSType         string // string, int, float, bool, datetime, date, money, chainage, decimal
	Label          string
	Dict           string
	Query          string
	List           bool
	Width          int
	Sortable       bool
	Widget         string
	Form           bool
	Required       bool
	Pattern        string
	PatternMessage string
	Unique         bool
	MaxLen         int
	Nillable       bool
	Default        bool // the schema gives a default (an empty value takes it)
	Immutable      bool
	Secret         bool     // sensitive: written on add, never read back
	Retype         bool     // sensitive, and an edit may type it again (crud.Field(..).Retype())
	DictText       bool     // readable through table dictionaries
	UniqueInMain   bool     // a child table's field: no repeat under one parent
	UniqueIn       []string // unique among live rows sharing these properties
	FillRule       string
	CheckRule      string
	Min, Max       *float64
	MaxFiles       int            // file and image fields: files kept
	Precision      int            // a Decimal: digits of its numeric(p,s) column
	Scale          int            // a Decimal: digits after the point
	Unit           string         // a Decimal: its unit ("mm"), shown beside the label
	Popup          *crud.PopupRef // a popup field: the report it picks from
	Derived        *crud.FormCond // worked out by the server while the condition holds (DerivedWhen)
	Shown          *crud.FormCond // on the form only while the condition holds (ShownWhen)
	ExcelTitle     string
	excelOrder     int
	excel          bool
	system         bool // a system column (create_time …): after the others in the sheet
}

// System columns filled by the server: never on a form, labelled alike everywhere.
var systemLabels = map[string]string{
	"id": "主键", "create_by": "创建人", "create_time": "创建时间", "update_by": "更新人",
	"update_time": "更新时间", "sys_org_code": "所属部门", "tenant_id": "租户", "del_flag": "删除状态",
}

func decode[T any](ann map[string]any, name string) (T, bool) {
	var out T
	raw, ok := ann[name]
	if !ok {
		return out, false
	}
	b, err := json.Marshal(raw)
	if err != nil {
		return out, false
	}
	return out, json.Unmarshal(b, &out) == nil
}

// Build reads the graph's annotated entities, sorted by key.
func Build(g *gen.Graph) ([]*Resource, error) {
	var out []*Resource
	for _, n := range g.Nodes {
		ann, ok := decode[crud.ResourceAnnotation](n.Annotations, crud.ResourceName)
		if !ok {
			continue
		}
		r, err := build(n, ann)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", n.Name, err)
		}
		out = append(out, r)
	}
	if err := linkChildren(g, out); err != nil {
		return nil, err
	}
	if err := checkMachines(out); err != nil {
		return nil, err
	}
	if err := checkDicts(out); err != nil {
		return nil, err
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out, nil
}

// linkChildren attaches each child table (an O2M edge annotated crud.Child)
// to its parent. A child is reached only through its parent: no menu, page,
// route, import or export of its own, and its parent id is never typed in.
func linkChildren(g *gen.Graph, rs []*Resource) error {
	byName := map[string]*Resource{}
	for _, r := range rs {
		byName[r.Name] = r
	}
	for _, n := range g.Nodes {
		for _, e := range n.Edges {
			a, ok := decode[crud.ChildAnnotation](e.Annotations, crud.ChildName)
			if !ok {
				continue
			}
			parent, child := byName[n.Name], byName[e.Type.Name]
			if parent == nil || child == nil || e.IsInverse() || e.Unique || a.TitleText == "" {
				return fmt.Errorf("%s.%s: crud.Child(title) marks an O2M edge between two crud resources", n.Name, e.Name)
			}
			if child.Main != "" || len(child.Children) > 0 {
				return fmt.Errorf("%s: a child table belongs to one parent and has no children", child.Name)
			}
			col := e.Rel.Column()
			c := Child{Resource: child, TabTitle: a.TitleText, ListKey: child.Key + "List", MainColumn: col}
			for i, f := range child.Fields {
				if f.Column == col {
					c.MainField = f.Name
					child.Fields[i].Form, child.Fields[i].Required, child.Fields[i].excel = false, false, false
				}
			}
			if c.MainField == "" {
				return fmt.Errorf("%s: the edge's column %s must be a field of %s (edge.From(...).Field)", n.Name, col, child.Name)
			}
			child.Excel = slices.DeleteFunc(child.Excel, func(name string) bool { return name == c.MainField })
			child.Main, child.Menu, child.Pages, child.Import, child.Export = parent.Name, false, false, false, false
			parent.Children = append(parent.Children, c)
		}
	}
	return nil
}

func build(n *gen.Type, a crud.ResourceAnnotation) (*Resource, error) {
	if a.Prefix == "" || a.TitleText == "" {
		return nil, fmt.Errorf("crud.Resource needs a prefix and a Title")
	}
	key := strings.ToLower(n.Name[:1]) + n.Name[1:]
	r := &Resource{
		Name: n.Name, Package: n.Package(), Key: key, Table: n.Table(),
		Prefix: strings.Trim(a.Prefix, "/"), Title: a.TitleText, MenuTitle: a.MenuTitle,
		Perm: a.PermPrefix, ListCode: a.ListCode, MenuID: a.MenuID, Parent: a.Parent,
		URL: a.URL, Component: a.Comp, Icon: a.IconName, Order: a.Order,
		Menu: !a.NoMenu, Pages: a.Pages, Import: !a.NoImport && !a.NoWrite, Export: !a.NoExport, ReadOnly: a.NoWrite,
		IntID: n.ID.Type.Type != field.TypeString, Print: a.PrintSheet,
	}
	if r.Perm == "" {
		r.Perm = strings.ReplaceAll(r.Prefix, "/", ":")
	}
	if r.ListCode == "" {
		r.ListCode = r.Perm + ":list"
	}
	if r.MenuID == "" {
		r.MenuID = "m-" + key
	}
	if len(r.MenuID+"-batch_delete") > 36 { // sys_permission.id holds 36 characters
		return nil, fmt.Errorf("menu id %q is too long for its button rows: set a shorter MenuRow", r.MenuID)
	}
	if r.MenuTitle == "" {
		r.MenuTitle = r.Title + "管理"
	}
	if r.URL == "" {
		r.URL = "/" + r.Prefix
	}
	if r.Component == "" {
		r.Component = r.Prefix + "/List"
	}
	if r.Icon == "" {
		r.Icon = "table"
	}
	fields := append([]*gen.Field{n.ID}, n.Fields...)
	anns := map[string]crud.FieldAnnotation{}
	for i, f := range fields {
		anns[f.StorageKey()], _ = decode[crud.FieldAnnotation](f.Annotations, crud.FieldName)
		if _, annotated := f.Annotations[crud.FieldName]; f.Sensitive() && !annotated {
			continue
		}
		fd, err := buildField(f, i == 0)
		if err != nil {
			return nil, fmt.Errorf("field %s: %w", f.Name, err)
		}
		r.Fields = append(r.Fields, fd)
	}
	if err := checkPopups(r); err != nil {
		return nil, err
	}
	if err := checkConditions(r); err != nil {
		return nil, err
	}
	if a.TreeParent != "" || a.TreeTitle != "" {
		r.Tree = &Tree{}
		for _, f := range r.Fields {
			if f.Column == a.TreeParent && f.Kind == "String" {
				r.Tree.Parent = f.Name
			}
			if f.Column == a.TreeTitle && f.Kind == "String" {
				r.Tree.Title = f.Name
			}
		}
		if r.Tree.Parent == "" || r.Tree.Title == "" {
			return nil, fmt.Errorf("Tree(%q, %q): both must be string fields of the entity", a.TreeParent, a.TreeTitle)
		}
		r.Tree.Subtree = a.TreeCut
	} else if a.TreeCut {
		return nil, fmt.Errorf("DeleteSubtree() needs Tree(parent, title)")
	}
	if a.Machine != nil {
		m, err := buildMachine(r, a.Machine)
		if err != nil {
			return nil, err
		}
		r.Machine = m
	}
	if err := buildDeclared(r, a, anns); err != nil {
		return nil, err
	}
	var excel []Field
	for _, f := range r.Fields {
		if f.excel {
			excel = append(excel, f)
		}
	}
	sort.SliceStable(excel, func(i, j int) bool {
		oi, oj := excel[i].excelOrder, excel[j].excelOrder
		if oi == 0 || oj == 0 {
			if oi != 0 || oj != 0 {
				return oi != 0 // ordered columns first
			}
			return !excel[i].system && excel[j].system // the rest in schema order, system columns last
		}
		return oi < oj
	})
	for _, f := range excel {
		r.Excel = append(r.Excel, f.Name)
	}
	return r, nil
}

func buildField(f *gen.Field, isID bool) (Field, error) {
	a, annotated := decode[crud.FieldAnnotation](f.Annotations, crud.FieldName)
	col := f.StorageKey()
	_, system := systemLabels[col]
	fd := Field{
		Name: entjson.Camel(f.Name), Column: col, StructField: f.StructField(),
		Label: a.LabelText, Dict: a.DictCode, Query: string(a.QueryMode),
		Width: a.WidthPx, Sortable: a.CanSort, Widget: string(a.WidgetType),
		Pattern: a.PatternStr, PatternMessage: a.PatternMsg,
		Unique: f.Unique || a.IsUnique, Nillable: f.Nillable, Default: f.Default, Immutable: f.Immutable || a.AddOnly,
		ExcelTitle: a.ExcelTitle, excelOrder: a.ExcelOrder, DictText: a.DictRead,
		Min: a.MinValue, Max: a.MaxValue, MaxFiles: a.FileCount, UniqueInMain: a.UniqueMain,
		FillRule: a.Fill, CheckRule: a.Check, Popup: a.PopupFrom, Derived: a.DerivedBy, Shown: a.ShownBy,
	}
	if fd.Label == "" {
		fd.Label = systemLabels[col]
	}
	if fd.Label == "" {
		fd.Label = fd.Name
	}
	switch {
	case f.Type.Type == field.TypeString || f.Type.Type == field.TypeEnum || f.Type.Type == field.TypeUUID:
		fd.Kind, fd.TSType = "String", "string"
	case f.Type.Type == field.TypeBool:
		fd.Kind, fd.TSType = "Bool", "bool"
	case f.Type.Type == field.TypeFloat64 || f.Type.Type == field.TypeFloat32:
		fd.Kind, fd.TSType = "Float", "float"
	case f.Type.Type.Numeric():
		fd.Kind, fd.TSType = "Int", "int"
	case f.Type.Type == field.TypeTime && f.Type.RType != nil && f.Type.RType.Ident == "jsontime.Date":
		fd.Kind, fd.TSType = "Date", "date"
	case f.Type.Type == field.TypeTime:
		fd.Kind, fd.TSType = "Time", "datetime"
	case f.Type.Type == field.TypeOther && f.Type.RType != nil && f.Type.RType.Ident == "money.Amount":
		fd.Kind, fd.TSType = "Money", "money"
	case f.Type.Type == field.TypeOther && f.Type.RType != nil && f.Type.RType.Ident == "chainage.Metres":
		fd.Kind, fd.TSType = "Chainage", "chainage"
	case f.Type.Type == field.TypeOther && f.Type.RType != nil && f.Type.RType.Ident == "measure.Decimal":
		if err := decimalField(&fd, f, a); err != nil {
			return fd, err
		}
	default:
		return fd, fmt.Errorf("type %s is not supported by the generator", f.Type)
	}
	// An empty number is no number: it must read back empty (NULL), never as
	// 0 (a blank 桩号 would put the record at K0 on the map).
	if number := fd.Kind == "Int" || fd.Kind == "Float"; number && f.Optional && !f.Nillable && !f.Default && !isID {
		return fd, fmt.Errorf("an optional number must be Nillable (an empty value stays NULL, not 0)")
	}
	if s := f.Column().Size; fd.Kind == "String" && s > 0 && s < 1<<20 {
		fd.MaxLen = int(s)
	}
	// System columns are listed (times) but never typed in; other fields are
	// on the list and the form unless the annotation says otherwise.
	// A user-chosen id (no default, e.g. a tenant number) is typed in on add.
	fd.Form = (!isID || !f.Default) && (!system || isID) && !a.NoForm
	if isID && fd.Form {
		fd.Immutable, fd.Required, fd.Unique = true, true, true
	}
	fd.List = !a.Hidden && (!system || col == "create_time" || annotated)
	if (isID && !fd.Form) || (system && !annotated && !isID) {
		fd.List = fd.List && col == "create_time"
	}
	fd.Required = fd.Form && (a.Require || (!f.Optional && !f.Default))
	// The sheet holds what the list shows and what the form takes: an export
	// imports back, its server-filled columns read-only (ignored on import).
	fd.excel = (fd.Form || fd.List) && !a.NoExcel
	fd.system = system && !isID
	if fd.Widget == "" {
		fd.Widget = defaultWidget(fd)
	}
	if f.Sensitive() {
		fd.Secret, fd.Immutable, fd.List, fd.excel, fd.Query, fd.Widget = true, true, false, false, "", string(crud.Password)
		fd.Retype = a.Retyped
	} else if a.Retyped {
		return fd, fmt.Errorf("field %s: Retype() is for a sensitive field", f.Name)
	}
	if fd.Query == "" && col == "create_time" {
		fd.Query = string(crud.Range)
	}
	if col == "create_time" {
		fd.Sortable = true
	}
	return fd, nil
}

func defaultWidget(f Field) string {
	switch {
	case f.Dict != "":
		return string(crud.Select)
	case f.Kind == "Time":
		return string(crud.DateTime)
	case f.Kind == "Date":
		return string(crud.Date)
	case f.Kind == "Int" || f.Kind == "Float":
		return string(crud.Number)
	case f.Kind == "Money":
		return string(crud.Money)
	case f.Kind == "Chainage":
		return string(crud.Chainage)
	case f.Kind == "Bool":
		return string(crud.Switch)
	}
	return string(crud.Input)
}

// Scoped reports a section-scoped entity (SectionMixin): its lists follow the
// header's section chooser.
func (r *Resource) Scoped() bool {
	for _, f := range r.Fields {
		if f.Column == "section_id" {
			return true
		}
	}
	return false
}

// Owned reports a business page whose records are changed and deleted only
// by who filed them, unless the user holds <perm>:others (server/crud.Resource.Owned).
func (r *Resource) Owned() bool {
	creator := false
	for _, f := range r.Fields {
		creator = creator || f.Column == "create_by"
	}
	return r.Menu && r.Main == "" && !r.ReadOnly && r.Scoped() && creator
}

// MinText and MaxText are the Range bounds as Go literals ("" when unset).
func (f Field) MinText() string { return floatText(f.Min) }

// MaxText: see MinText.
func (f Field) MaxText() string { return floatText(f.Max) }

func floatText(v *float64) string {
	if v == nil {
		return ""
	}
	return strconv.FormatFloat(*v, 'f', -1, 64)
}

// checkConditions: DerivedWhen and ShownWhen are declared on form fields
// and name another form field of the resource (by its schema name), which
// the generated config then names by its property.
func checkConditions(r *Resource) error {
	for i := range r.Fields {
		f := &r.Fields[i]
		for what, c := range map[string]**crud.FormCond{"DerivedWhen": &f.Derived, "ShownWhen": &f.Shown} {
			if *c == nil {
				continue
			}
			if !f.Form {
				return fmt.Errorf("field %s: %s on a field that is not on the form", f.Column, what)
			}
			if what == "DerivedWhen" && (*c).Hint == "" {
				return fmt.Errorf("field %s: DerivedWhen needs a hint", f.Column)
			}
			j := slices.IndexFunc(r.Fields, func(x Field) bool { return x.Column == (*c).Field && x.Form })
			if j < 0 || r.Fields[j].Column == f.Column {
				return fmt.Errorf("field %s: %s(%q) names no other form field (schema name)", f.Column, what, (*c).Field)
			}
			cc := **c
			cc.Field = r.Fields[j].Name
			*c = &cc
		}
	}
	return nil
}

// checkPopups: a popup's fields are comma lists of one length, its
// destination fields are form fields of the resource, itself among them.
func checkPopups(r *Resource) error {
	for _, f := range r.Fields {
		p := f.Popup
		if p == nil {
			continue
		}
		org, dest := strings.Split(p.OrgFields, ","), strings.Split(p.DestFields, ",")
		if p.Code == "" || len(org) != len(dest) {
			return fmt.Errorf("field %s: Popup(code, orgFields, destFields) needs a code and as many orgFields as destFields", f.Column)
		}
		for _, d := range dest {
			if !slices.ContainsFunc(r.Fields, func(x Field) bool { return x.Name == strings.TrimSpace(d) && x.Form }) {
				return fmt.Errorf("field %s: Popup destination %q is not a form field (camelCase name)", f.Column, d)
			}
		}
		if !slices.Contains(dest, f.Name) {
			return fmt.Errorf("field %s: Popup destFields must hold the field itself (%s)", f.Column, f.Name)
		}
	}
	return nil
}

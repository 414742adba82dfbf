// Package crud is the annotation vocabulary a schema in schema/ uses to get a
// generated API, menu, permissions and admin pages:
//
//	crud.Resource("sys/role").Title("角色").Perm("role").Menu("m-isystem", 2)
//	field.String("sex").Annotations(crud.Field("性别").Dict("sex").Query(crud.Exact))
//
// Annotations are plain data: entc serialises them to JSON when it loads the
// schema, and the generator (gen/crudgen) reads them back.
package crud

import "entgo.io/ent/schema"

// Annotation names, as entc keys them.
const (
	ResourceName = "CrudResource"
	FieldName    = "CrudField"
	ChildName    = "CrudChild"
)

// QueryMode says how a field appears in the list's filter bar.
type QueryMode string

// Query modes. Every schema field may also be filtered by the list
// conventions' value rules (*v*, !v, >=v, a,b ...); a mode only puts it in the
// filter bar with the matching input.
const (
	Exact QueryMode = "exact" // equals; select for dict fields
	Like  QueryMode = "like"  // contains (*v*)
	Range QueryMode = "range" // <field>_begin / <field>_end
	Multi QueryMode = "multi" // several values, IN
)

// Widget is a field's form input.
type Widget string

// Form widgets.
const (
	Input      Widget = "input"
	Textarea   Widget = "textarea"
	Number     Widget = "number"
	Money      Widget = "money"    // yuan, 2 decimals, thousands separators
	Chainage   Widget = "chainage" // metres, typed and shown as K12+345.600
	Date       Widget = "date"
	DateTime   Widget = "datetime"
	Select     Widget = "select"     // from the field's dict
	Radio      Widget = "radio"      // from the field's dict
	Checkbox   Widget = "checkbox"   // from the field's dict, stored as a,b
	Switch     Widget = "switch"     // Y/N
	TreeSelect Widget = "tree"       // table dict with a parent column
	Search     Widget = "sel_search" // table dict searched as typed (large tables)
	MultiPick  Widget = "list_multi" // several items of the field's dict, stored as a,b
	Area       Widget = "pca"        // province / city / district, stores the area code
	Category   Widget = "cat_tree"   // a node of the category dictionary (Dict: the root's code), stores its id
	UserPick   Widget = "user"       // user picker, stores usernames
	DepartPick Widget = "depart"     // department picker, stores department ids
	RecordPick Widget = "record"     // another entity's records (table dict)
	File       Widget = "file"
	Image      Widget = "image"
	RichText   Widget = "richtext" // HTML, sanitised on save
	Markdown   Widget = "markdown" // markdown text, rendered sanitised
	Code       Widget = "code"     // source text in a code editor
	Password   Widget = "password"
	Cron       Widget = "cron"  // a Quartz cron expression, typed or built in the cron editor
	Popup      Widget = "popup" // typed, or filled with other fields from a row of an online report (Popup)
)

// Named validation patterns of the spec; any other pattern is a regular expression.
const (
	PatternDigits6to16  = "n6-16"
	PatternAny6to16     = "*6-16"
	PatternLetters6to18 = "s6-18"
	PatternURL          = "url"
	PatternEmail        = "e"
	PatternMobile       = "m"
	PatternPostcode     = "p"
	PatternLetters      = "s"
	PatternNumber       = "n"
	PatternInteger      = "z"
	PatternNotEmpty     = "*"
	PatternMoney        = "money"
)

// ResourceAnnotation makes an entity a generated resource.
type ResourceAnnotation struct {
	Prefix     string              `json:"prefix"`              // API prefix, e.g. "sys/role"
	TitleText  string              `json:"title"`               // Chinese name, e.g. "角色"
	MenuTitle  string              `json:"menuTitle,omitempty"` // menu entry, default "<title>管理"
	PermPrefix string              `json:"perm,omitempty"`      // button codes prefix: "role" → role:add
	ListCode   string              `json:"listCode,omitempty"`  // the menu's permission code, default "<perm>:list"
	MenuID     string              `json:"menuId,omitempty"`    // permission row id, default "m-<key>"
	Parent     string              `json:"parent,omitempty"`    // parent menu id
	Order      float64             `json:"order,omitempty"`     // sort number
	IconName   string              `json:"icon,omitempty"`      // menu icon
	URL        string              `json:"url,omitempty"`       // menu route path
	Comp       string              `json:"component,omitempty"` // menu component, default "<prefix>/List"
	Pages      bool                `json:"pages"`               // generate admin pages (default true)
	NoMenu     bool                `json:"noMenu,omitempty"`    // no menu row (a child resource opened from another page)
	NoImport   bool                `json:"noImport,omitempty"`
	NoExport   bool                `json:"noExport,omitempty"`
	NoWrite    bool                `json:"readOnly,omitempty"`   // written by the server only: no add, edit or import
	TreeParent string              `json:"treeParent,omitempty"` // tree entity: the parent id field ("" / "0" = root)
	TreeTitle  string              `json:"treeTitle,omitempty"`  // tree entity: the field a node shows
	TreeCut    bool                `json:"treeCut,omitempty"`    // tree entity: deleting a node deletes its subtree
	PrintSheet *Print              `json:"print,omitempty"`      // the record prints as an A4 form
	Machine    *Machine            `json:"steps,omitempty"`      // the record's states and the steps between them
	KeyFields  []string            `json:"key,omitempty"`        // fields that identify a record (import updates by them)
	Dicts      []Dictionary        `json:"dicts,omitempty"`      // code dictionaries declared with the entity
	Grants     map[string][]string `json:"grants,omitempty"`     // demo role → its rights on the page
}

// Dictionary is a code dictionary (数据字典) declared with the entity that
// uses it: created on start when missing, its missing items added; an admin's
// edits of existing items are kept.
type Dictionary struct {
	Code  string     `json:"code"`
	Name  string     `json:"name"`
	Items []DictItem `json:"items"`
}

// DictItem is one item of a declared dictionary.
type DictItem struct {
	Value string `json:"value"`
	Text  string `json:"text"`
}

// Item is a dictionary item: the stored value and the text shown.
func Item(value, text string) DictItem { return DictItem{Value: value, Text: text} }

// The demo roles (seed): who a page is granted to in the demo installation.
const (
	Owner      = "owner"      // 建设单位
	Supervisor = "supervisor" // 监理
	Contractor = "contractor" // 承包商
	Engineer   = "engineer"   // 工程技术员
)

// Rights a demo role may hold on a page (Grant). A level includes the ones
// before it; a button or a machine's right (its code) may be added to one.
const (
	See   = "see"   // 打开: the page only (list, record)
	Read  = "read"  // 查看: the list, the record and its export
	Apply = "apply" // 填报: Read, and add, edit, delete, batch delete what one filed
	Write = "write" // 维护: Apply, import, and others' records
	// Single buttons beyond a level: "add", "edit", "delete", "batch_delete",
	// "import", "export", "others", or a right declared by the machine (Steps).
)

// Print is the A4 sheet a record prints as: the form's Chinese title and the
// signature boxes under its table (施工单位, 监理单位 …).
type Print struct {
	Title      string   `json:"title"`
	Signatures []string `json:"signatures,omitempty"`
}

// Resource starts a resource annotation with its API prefix.
func Resource(prefix string) ResourceAnnotation {
	return ResourceAnnotation{Prefix: prefix, Pages: true}
}

// Name implements schema.Annotation.
func (ResourceAnnotation) Name() string { return ResourceName }

// Tree makes the entity a tree: parent is its string field holding the parent's
// id (empty or "0" at the root), title the field a node shows. The list then
// shows the roots with hasChild and loads children lazily (childList); the
// whole tree is at queryTreeList; a node cannot move under itself nor be
// deleted while it has children.
func (a ResourceAnnotation) Tree(parent, title string) ResourceAnnotation {
	a.TreeParent, a.TreeTitle = parent, title
	return a
}

// DeleteSubtree lets a node of the tree be deleted with every node below it
// (JeecgBoot's 分类字典 does so); the list asks first, naming that its
// children go too. Refused when the caller may not delete one of them.
func (a ResourceAnnotation) DeleteSubtree() ResourceAnnotation {
	a.TreeCut = true
	return a
}

// Title sets the Chinese name.
func (a ResourceAnnotation) Title(t string) ResourceAnnotation { a.TitleText = t; return a }

// MenuName sets the menu entry's title (default "<title>管理").
func (a ResourceAnnotation) MenuName(t string) ResourceAnnotation { a.MenuTitle = t; return a }

// Perm sets the button permission prefix ("role" → role:add, role:edit ...).
func (a ResourceAnnotation) Perm(p string) ResourceAnnotation { a.PermPrefix = p; return a }

// ListPerm sets the menu's permission code, which guards list, queryById and export.
func (a ResourceAnnotation) ListPerm(code string) ResourceAnnotation { a.ListCode = code; return a }

// Menu places the menu entry under a parent menu id with a sort number.
func (a ResourceAnnotation) Menu(parent string, order float64) ResourceAnnotation {
	a.Parent, a.Order = parent, order
	return a
}

// MenuRow fixes the menu row id (keeps the ids of existing installations).
func (a ResourceAnnotation) MenuRow(id string) ResourceAnnotation { a.MenuID = id; return a }

// Icon sets the menu icon.
func (a ResourceAnnotation) Icon(i string) ResourceAnnotation { a.IconName = i; return a }

// Route sets the menu's route path and component (e.g. "/isystem/user", "system/UserList").
func (a ResourceAnnotation) Route(url, component string) ResourceAnnotation {
	a.URL, a.Comp = url, component
	return a
}

// Printable lets a record print as an A4 form titled title, with a signature
// box for each of signers under the table.
func (a ResourceAnnotation) Printable(title string, signers ...string) ResourceAnnotation {
	a.PrintSheet = &Print{Title: title, Signatures: signers}
	return a
}

// Key names the fields (schema names) that identify a record among the
// caller's, e.g. a contract's number: an imported row whose key matches a
// record updates it instead of adding a second one. Without a key an
// exported sheet's ID column does that.
func (a ResourceAnnotation) Key(fields ...string) ResourceAnnotation { a.KeyFields = fields; return a }

// Dictionary declares a code dictionary the entity's fields use (Dict(code)).
func (a ResourceAnnotation) Dictionary(code, name string, items ...DictItem) ResourceAnnotation {
	a.Dicts = append(a.Dicts, Dictionary{Code: code, Name: name, Items: items})
	return a
}

// Grant gives a demo role rights on the entity's page (its menu, buttons
// and steps): Grant(crud.Contractor, crud.Write), Grant(crud.Owner, crud.Read, "approve").
// docs/roles.md is the table of every page's grants.
func (a ResourceAnnotation) Grant(role string, rights ...string) ResourceAnnotation {
	g := make(map[string][]string, len(a.Grants)+1)
	for k, v := range a.Grants {
		g[k] = v
	}
	g[role] = rights
	a.Grants = g
	return a
}

// Steps declares the record's states and the steps between them (see Machine).
func (a ResourceAnnotation) Steps(m Machine) ResourceAnnotation { a.Machine = &m; return a }

// WithoutMenu registers no menu row (the resource is opened from another page).
func (a ResourceAnnotation) WithoutMenu() ResourceAnnotation { a.NoMenu = true; return a }

// WithoutPages generates the API only.
func (a ResourceAnnotation) WithoutPages() ResourceAnnotation { a.Pages = false; return a }

// WithoutImport drops the Excel import route and button.
func (a ResourceAnnotation) WithoutImport() ResourceAnnotation { a.NoImport = true; return a }

// ReadOnly makes a resource the server writes (a log): listed, shown,
// exported and deleted, never added, edited or imported through the API.
func (a ResourceAnnotation) ReadOnly() ResourceAnnotation { a.NoWrite = true; return a }

// WithoutExport drops the Excel export route and button.
func (a ResourceAnnotation) WithoutExport() ResourceAnnotation { a.NoExport = true; return a }

// Merge implements schema.Merger.
func (a ResourceAnnotation) Merge(o schema.Annotation) schema.Annotation {
	if b, ok := o.(ResourceAnnotation); ok {
		return b
	}
	return a
}

// FieldAnnotation describes a field on the list, the form and the sheet.
type FieldAnnotation struct {
	LabelText  string    `json:"label"`
	DictCode   string    `json:"dict,omitempty"` // "sex" or "sys_depart,depart_name,id"
	QueryMode  QueryMode `json:"query,omitempty"`
	Hidden     bool      `json:"hidden,omitempty"` // not a list column
	WidthPx    int       `json:"width,omitempty"`
	CanSort    bool      `json:"sortable,omitempty"`
	WidgetType Widget    `json:"widget,omitempty"`
	Require    bool      `json:"required,omitempty"`
	PatternStr string    `json:"pattern,omitempty"`
	PatternMsg string    `json:"patternMessage,omitempty"`
	IsUnique   bool      `json:"unique,omitempty"`
	NoForm     bool      `json:"noForm,omitempty"`  // not on the form (server-filled)
	AddOnly    bool      `json:"addOnly,omitempty"` // set on add, read-only on edit
	Retyped    bool      `json:"retype,omitempty"`  // a sensitive field an edit may type again
	ExcelTitle string    `json:"excelTitle,omitempty"`
	ExcelOrder int       `json:"excelOrder,omitempty"`
	NoExcel    bool      `json:"noExcel,omitempty"`
	DictRead   bool      `json:"dictText,omitempty"` // readable through table dictionaries
	MinValue   *float64  `json:"min,omitempty"`
	MaxValue   *float64  `json:"max,omitempty"`
	FileCount  int       `json:"maxFiles,omitempty"`
	UniqueMain bool      `json:"uniqueInMain,omitempty"` // a child table's field: no repeat under one parent
	Fill       string    `json:"fillRule,omitempty"`     // the fill rule (编码规则) giving its value on add
	Check      string    `json:"checkRule,omitempty"`    // the check rule (校验规则) its value passes
	Scope      []string  `json:"uniqueIn,omitempty"`     // unique among the live rows with the same values of these fields
	DecScale   int       `json:"scale,omitempty"`        // a measure.Decimal field: decimals shown and kept (Decimal)
	UnitText   string    `json:"unit,omitempty"`         // a measure.Decimal field: its unit, e.g. "mm" (Decimal)
	PopupFrom  *PopupRef `json:"popup,omitempty"`        // the online report a Popup field picks from
	DerivedBy  *FormCond `json:"derived,omitempty"`      // worked out by the server while the condition holds (DerivedWhen)
	ShownBy    *FormCond `json:"shown,omitempty"`        // on the form only while the condition holds (ShownWhen)
}

// FormCond is a condition on another form field's value: Field (a schema
// name) holds one of Values, or any value when Values is empty. Hint is what
// the form says under a derived field.
type FormCond struct {
	Field  string   `json:"field"`
	Values []string `json:"values,omitempty"`
	Hint   string   `json:"hint,omitempty"`
}

// DerivedWhen makes a form field one the server works out while the form
// field when (a schema name) has a value — any value, or one of values: the
// form then shows it read-only with hint under it, and the resource's hook
// computes it (a typed value is ignored); otherwise it is typed. The rule
// itself is the hook's; the annotation tells the form.
func (a FieldAnnotation) DerivedWhen(hint, when string, values ...string) FieldAnnotation {
	a.DerivedBy = &FormCond{Field: when, Values: values, Hint: hint}
	return a
}

// ShownWhen keeps a form field on the form only while the form field when
// (a schema name) holds one of values (any value when none are given): the
// fields of one kind of record (a test report's number on 检验 and 检测).
// A hidden field is sent empty.
func (a FieldAnnotation) ShownWhen(when string, values ...string) FieldAnnotation {
	a.ShownBy = &FormCond{Field: when, Values: values}
	return a
}

// PopupRef is the online report (Online报表, by code) a popup field picks a
// row of, as JeecgBoot's JPopup: OrgFields, the report's columns, fill
// DestFields, the form's fields (comma lists of one length), this field
// among them.
type PopupRef struct {
	Code       string `json:"code"`
	OrgFields  string `json:"orgFields"`
	DestFields string `json:"destFields"`
}

// Popup makes the field a report pop-up picker: typed, or filled, with the
// other destFields, from the chosen row of the online report code. Who may
// add or edit the resource may run that report from its form.
func (a FieldAnnotation) Popup(code, orgFields, destFields string) FieldAnnotation {
	a.WidgetType, a.PopupFrom = Popup, &PopupRef{Code: code, OrgFields: orgFields, DestFields: destFields}
	return a
}

// UniqueIn keeps the value from repeating among the live (not deleted) rows
// that share the scope fields' values (schema names), e.g. a drawing's
// number within its section: a partial unique index, a check on save, import
// and the form's duplicate check, refused naming the field.
func (a FieldAnnotation) UniqueIn(scope ...string) FieldAnnotation { a.Scope = scope; return a }

// ChildAnnotation marks an O2M edge as a child table (一对多): the parent's
// form gets a grid tab of its rows, saved with the parent in one
// transaction, listed at {prefix}/query<Child>ByMainId, exported as a sheet.
// The child entity needs a crud.Resource too (its fields and messages); it
// gets no menu, page or route of its own.
type ChildAnnotation struct {
	TitleText string `json:"title"`
}

// Child marks the edge as a child table shown as a tab titled title.
func Child(title string) ChildAnnotation { return ChildAnnotation{TitleText: title} }

// Name implements schema.Annotation.
func (ChildAnnotation) Name() string { return ChildName }

// UniqueInMain keeps a child table's value from repeating among the rows of
// one parent (a measuring point's number): the grid's unique rule, checked
// again on save.
func (a FieldAnnotation) UniqueInMain() FieldAnnotation { a.UniqueMain = true; return a }

// FillRule gives the field its value on add from the fill rule (编码规则)
// coded code: the add form shows it, and the server fills it when left empty.
func (a FieldAnnotation) FillRule(code string) FieldAnnotation { a.Fill = code; return a }

// CheckRule checks the field's value against the check rule (校验规则) coded
// code: on the form as typed, and again on save.
func (a FieldAnnotation) CheckRule(code string) FieldAnnotation { a.Check = code; return a }

// MaxFiles keeps at most n files in a file or image field (the latest n; 1 is
// a single file, as an avatar).
func (a FieldAnnotation) MaxFiles(n int) FieldAnnotation { a.FileCount = n; return a }

// Range bounds a number field (both ends included); the form and the server
// refuse values outside it with the field's label.
func (a FieldAnnotation) Range(min, max float64) FieldAnnotation {
	a.MinValue, a.MaxValue = &min, &max
	return a
}

// Field starts a field annotation with its Chinese label.
func Field(label string) FieldAnnotation { return FieldAnnotation{LabelText: label} }

// Name implements schema.Annotation.
func (FieldAnnotation) Name() string { return FieldName }

// Dict translates the field through a dictionary: a dict code ("sex") or a
// table dictionary of another entity ("sys_depart,depart_name,id").
func (a FieldAnnotation) Dict(code string) FieldAnnotation { a.DictCode = code; return a }

// Query puts the field in the filter bar.
func (a FieldAnnotation) Query(m QueryMode) FieldAnnotation { a.QueryMode = m; return a }

// NotListed keeps the field off the list's columns.
func (a FieldAnnotation) NotListed() FieldAnnotation { a.Hidden = true; return a }

// Width sets the list column width in pixels.
func (a FieldAnnotation) Width(px int) FieldAnnotation { a.WidthPx = px; return a }

// Sortable lets the list sort on the column.
func (a FieldAnnotation) Sortable() FieldAnnotation { a.CanSort = true; return a }

// Widget sets the form input.
func (a FieldAnnotation) Widget(w Widget) FieldAnnotation { a.WidgetType = w; return a }

// Required makes the field mandatory on the form and on import.
func (a FieldAnnotation) Required() FieldAnnotation { a.Require = true; return a }

// Pattern validates the field by a named pattern (n6-16, e, m, money, ...) or a regular expression.
func (a FieldAnnotation) Pattern(p string) FieldAnnotation { a.PatternStr = p; return a }

// PatternMessage replaces the default message of a failed pattern.
func (a FieldAnnotation) PatternMessage(m string) FieldAnnotation { a.PatternMsg = m; return a }

// Unique checks the value is not taken (form check through /sys/duplicate/check, and on save).
func (a FieldAnnotation) Unique() FieldAnnotation { a.IsUnique = true; return a }

// CreateOnly makes the field read-only once the record exists (a code others refer to).
func (a FieldAnnotation) CreateOnly() FieldAnnotation { a.AddOnly = true; return a }

// Retype lets an edit type a sensitive field again (empty keeps the saved
// value): the resource's BeforeSave reads it from the body (a data source's
// password). Without it a sensitive field is set on add only.
func (a FieldAnnotation) Retype() FieldAnnotation { a.Retyped = true; return a }

// ServerFilled keeps the field off the form.
func (a FieldAnnotation) ServerFilled() FieldAnnotation { a.NoForm = true; return a }

// Excel sets the sheet column title and order (default: label, schema order).
func (a FieldAnnotation) Excel(title string, order int) FieldAnnotation {
	a.ExcelTitle, a.ExcelOrder = title, order
	return a
}

// DictText lets table dictionaries of other entities read the field (as the
// text or the value of "table,text,code"). Only marked fields and the id can be
// read that way, so a dictionary never exposes a phone or an e-mail.
func (a FieldAnnotation) DictText() FieldAnnotation { a.DictRead = true; return a }

// NotInExcel leaves the field out of export and import.
func (a FieldAnnotation) NotInExcel() FieldAnnotation { a.NoExcel = true; return a }

// Merge implements schema.Merger.
func (a FieldAnnotation) Merge(o schema.Annotation) schema.Annotation {
	if b, ok := o.(FieldAnnotation); ok {
		return b
	}
	return a
}

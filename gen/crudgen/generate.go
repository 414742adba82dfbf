package crudgen

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"strings"
	"text/template"

	"entgo.io/ent/entc"
	"entgo.io/ent/entc/gen"

	"aqueduct/gen/crud"
	"aqueduct/templates"
)

// Extension checks that the schema's string lengths count characters
// (CheckRuneLengths) and adds the list indexes of the resources (AddIndexes)
// before ent's own generation, and writes the resources after it.
type Extension struct {
	entc.DefaultExtension
	// Root is the repository root the outputs are written under.
	Root string
}

// Hooks of the extension.
func (e Extension) Hooks() []gen.Hook {
	return []gen.Hook{func(next gen.Generator) gen.Generator {
		return gen.GenerateFunc(func(g *gen.Graph) error {
			if err := CheckRuneLengths(filepath.Join(e.Root, SchemaDir)); err != nil {
				return err
			}
			if err := AddIndexes(g); err != nil {
				return err
			}
			if err := next.Generate(g); err != nil {
				return err
			}
			rs, err := Build(g)
			if err != nil {
				return err
			}
			return Write(e.Root, rs)
		})
	}}
}

// Output paths, relative to the repository root.
const (
	GoDir      = "server/crud"
	UIDir      = "admin-ui/src/resources"
	UIRegistry = "admin-ui/src/resources/registry.gen.ts"
	UIMessages = "admin-ui/src/i18n/resources.gen.ts"
	OpenAPI    = "server/crud/zz_openapi.json"
)

var tmpl = template.Must(template.New("").ParseFS(templates.FS, "go/*.tmpl", "ui/*.tmpl"))

// Write renders every output file of the resources under root and removes
// generated files of resources that are gone.
func Write(root string, rs []*Resource) error {
	files := map[string][]byte{}
	for _, r := range rs {
		src, err := render("handler.tmpl", r)
		if err != nil {
			return err
		}
		hooks, err := render("hooks", r)
		if err != nil {
			return err
		}
		src = append(src, hooks...)
		if src, err = format.Source(src); err != nil {
			return fmt.Errorf("%s: gofmt: %w", r.Name, err)
		}
		files[filepath.Join(GoDir, "zz_"+strings.ToLower(r.Name)+".go")] = src
		if !r.Pages {
			continue
		}
		if files[filepath.Join(UIDir, r.Key, "config.gen.ts")], err = uiConfig(r); err != nil {
			return err
		}
	}
	var pages []uiEntry
	messages := map[string]any{}
	for _, r := range rs {
		if r.Pages {
			pages = append(pages, uiEntry{Key: r.Key, Pages: handWritten(root, r.Key)})
			names := map[string]string{}
			for _, f := range r.Fields {
				names[f.Name] = f.Label
			}
			messages[r.Key] = map[string]any{"name": r.Title, "fields": names}
		}
	}
	var err error
	if files[UIRegistry], err = render("registry.tmpl", pages); err != nil {
		return err
	}
	msg, _ := json.MarshalIndent(messages, "", "    ")
	if files[UIMessages], err = render("messages.tmpl", string(msg)); err != nil {
		return err
	}
	if files[OpenAPI], err = openAPI(rs); err != nil {
		return err
	}
	if err := hookRegistries(root, rs, files); err != nil {
		return err
	}
	if err := removeStale(root, files); err != nil {
		return err
	}
	for path, b := range files {
		full := filepath.Join(root, path)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			return err
		}
		if old, err := os.ReadFile(full); err == nil && bytes.Equal(old, b) {
			continue
		}
		if err := os.WriteFile(full, b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

func render(name string, data any) ([]byte, error) {
	var buf bytes.Buffer
	if err := tmpl.ExecuteTemplate(&buf, name, data); err != nil {
		return nil, fmt.Errorf("template %s: %w", name, err)
	}
	return buf.Bytes(), nil
}

// uiEntry is a resource of registry.gen.ts: its key and its hand-written pages.
type uiEntry struct {
	Key   string
	Pages []uiPage
}

// uiPage is a hand-written page (List.tsx …) replacing the generic one: Prop
// is its member of CrudEntry, File its module beside config.gen.ts.
type uiPage struct{ Prop, File string }

// handWritten lists the pages of a resource that a hand-written List.tsx,
// Create.tsx, Edit.tsx or Show.tsx beside its config.gen.ts replaces.
func handWritten(root, key string) []uiPage {
	var out []uiPage
	for _, name := range []string{"List", "Create", "Edit", "Show"} {
		if _, err := os.Stat(filepath.Join(root, UIDir, key, name+".tsx")); err == nil {
			out = append(out, uiPage{Prop: strings.ToLower(name), File: name})
		}
	}
	return out
}

// uiConfig renders a resource's config.gen.ts, all the UI needs of it: the
// generic list and forms (components/Crud) are built from it.
func uiConfig(r *Resource) ([]byte, error) {
	cfg, err := configJSON(r)
	if err != nil {
		return nil, err
	}
	return render("config.tmpl", map[string]string{"ConfigJSON": cfg})
}

// uniqueCfg, listCfg and fieldCfg are components/Crud's CrudField.
type uniqueCfg struct {
	Table string   `json:"table"`
	Field string   `json:"field"`
	Scope []string `json:"scope,omitempty"` // UniqueIn: the properties whose form values go with the check
}
type listCfg struct {
	Width    int  `json:"width,omitempty"`
	Sortable bool `json:"sortable,omitempty"`
}
type fieldCfg struct {
	Name           string         `json:"name"`
	Label          string         `json:"label"`
	Type           string         `json:"type"`
	Widget         string         `json:"widget"`
	Dict           string         `json:"dict,omitempty"`
	Query          string         `json:"query,omitempty"`
	List           *listCfg       `json:"list,omitempty"`
	Form           bool           `json:"form,omitempty"`
	ReadOnlyOnEdit bool           `json:"readOnlyOnEdit,omitempty"`
	Required       bool           `json:"required,omitempty"`
	Pattern        string         `json:"pattern,omitempty"`
	PatternMessage string         `json:"patternMessage,omitempty"`
	Unique         *uniqueCfg     `json:"unique,omitempty"`
	MaxLength      int            `json:"maxLength,omitempty"`
	Min            *float64       `json:"min,omitempty"`
	Max            *float64       `json:"max,omitempty"`
	MaxFiles       int            `json:"maxFiles,omitempty"`
	Detail         bool           `json:"detail,omitempty"`
	UniqueInMain   bool           `json:"uniqueInMain,omitempty"`
	FillRule       string         `json:"fillRule,omitempty"`
	CheckRule      string         `json:"checkRule,omitempty"`
	Scale          int            `json:"scale,omitempty"` // a decimal's decimals
	Unit           string         `json:"unit,omitempty"`  // a decimal's unit
	Popup          *crud.PopupRef `json:"popup,omitempty"`
	Derived        *crud.FormCond `json:"derived,omitempty"`   // server-computed while the condition holds
	ShownWhen      *crud.FormCond `json:"shownWhen,omitempty"` // on the form only while the condition holds
}

// fieldsOf is the fields part of a resource's UI config: the record's own
// fields first, then the audit columns (创建时间 ...).
func fieldsOf(r *Resource) []fieldCfg {
	ordered := make([]Field, 0, len(r.Fields))
	for _, pass := range []bool{false, true} {
		for _, f := range r.Fields {
			if _, system := systemLabels[f.Column]; system == pass {
				ordered = append(ordered, f)
			}
		}
	}
	var out []fieldCfg
	for _, f := range ordered {
		_, system := systemLabels[f.Column]
		// A field the server fills (a grade, a reply) is shown read-only on the
		// detail dialog when it is listed, and always on a printed form.
		detail := !f.Form && !system && !f.Secret && (f.List || r.Print != nil)
		if !f.List && !f.Form && f.Query == "" && !detail {
			continue
		}
		fc := fieldCfg{Name: f.Name, Label: f.Label, Type: f.TSType, Widget: f.Widget, Dict: f.Dict, Query: f.Query,
			Form: f.Form, ReadOnlyOnEdit: f.Form && f.Immutable && !f.Retype, Required: f.Required, Pattern: f.Pattern,
			PatternMessage: f.PatternMessage, MaxLength: f.MaxLen, Min: f.Min, Max: f.Max,
			MaxFiles: f.MaxFiles, Detail: detail, UniqueInMain: f.UniqueInMain,
			FillRule: f.FillRule, CheckRule: f.CheckRule, Scale: f.Scale, Unit: f.Unit, Popup: f.Popup,
			Derived: f.Derived, ShownWhen: f.Shown}
		if f.List {
			fc.List = &listCfg{Width: f.Width, Sortable: f.Sortable}
		}
		if (f.Unique || len(f.UniqueIn) > 0) && f.Form {
			fc.Unique = &uniqueCfg{Table: r.Table, Field: f.Column, Scope: f.UniqueIn}
		}
		out = append(out, fc)
	}
	return out
}

// configJSON is the resource's UI config (components/Crud's CrudResourceConfig).
func configJSON(r *Resource) (string, error) {
	type childCfg struct {
		Name      string     `json:"name"`
		Title     string     `json:"title"`
		ListKey   string     `json:"listKey"`
		MainField string     `json:"mainField"`
		ByMainID  string     `json:"byMainId"`
		Fields    []fieldCfg `json:"fields"`
	}
	cfg := struct {
		Name       string      `json:"name"`
		Title      string      `json:"title"`
		APIPrefix  string      `json:"apiPrefix"`
		Table      string      `json:"table"`
		PermPrefix string      `json:"permPrefix"`
		Component  string      `json:"component"`
		Import     bool        `json:"import"`
		Export     bool        `json:"export"`
		Tree       *Tree       `json:"tree,omitempty"`
		Scoped     bool        `json:"sectionScoped,omitempty"`
		Print      *crud.Print `json:"print,omitempty"`
		Steps      *stepsCfg   `json:"steps,omitempty"`
		Owned      bool        `json:"owned,omitempty"`
		Fields     []fieldCfg  `json:"fields"`
		Children   []childCfg  `json:"children,omitempty"`
	}{Name: r.Key, Title: r.Title, APIPrefix: "/" + r.Prefix, Table: r.Table, PermPrefix: r.Perm, Component: r.Component,
		Import: r.Import, Export: r.Export, Tree: r.Tree, Scoped: r.Scoped(), Print: r.Print,
		Steps: stepsOf(r), Owned: r.Owned()}
	cfg.Fields = fieldsOf(r)
	for _, c := range r.Children {
		cfg.Children = append(cfg.Children, childCfg{Name: c.Key, Title: c.TabTitle, ListKey: c.ListKey,
			MainField: c.MainField, ByMainID: "/" + r.Prefix + "/" + c.ByMainID(), Fields: fieldsOf(c.Resource)})
	}
	b, err := json.MarshalIndent(cfg, "", "    ")
	return string(b), err
}

// removeStale deletes generated files no resource produces any more.
func removeStale(root string, keep map[string][]byte) error {
	globs := []string{filepath.Join(GoDir, "zz_*.go"), filepath.Join("server", "*", HooksFile), filepath.Join(UIDir, "*", "*.gen.ts"), filepath.Join(UIDir, "*", "*.gen.tsx")}
	for _, g := range globs {
		matches, err := filepath.Glob(filepath.Join(root, g))
		if err != nil {
			return err
		}
		for _, m := range matches {
			rel, _ := filepath.Rel(root, m)
			if _, ok := keep[rel]; !ok {
				if err := os.Remove(m); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

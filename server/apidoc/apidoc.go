// Package apidoc builds the API reference (OpenAPI 3.0) of every registered
// route: the generated resources' operations as the generator described them
// (server/crud/zz_openapi.json), every other route from its registration
// (httpx.Routes, httpx.Doc: summary, query, body and reply types described by
// reflection). A route is described where it is registered, so the document
// cannot leave one out.
package apidoc

import (
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"sort"
	"strings"

	"aqueduct/server/httpx"
)

type obj = map[string]any

// Handwritten begins the tag of a route the generator did not describe and
// whose path is under no generated resource's: 「手写接口 /sys」.
const Handwritten = "手写接口"

// area is a path's first two segments (/progress/cmisProgressPlan), which
// name a generated resource's routes.
func area(p string) string {
	parts := strings.SplitN(strings.TrimPrefix(p, "/"), "/", 3)
	return "/" + strings.Join(parts[:min(2, len(parts))], "/")
}

// Build returns the OpenAPI document of routes: an operation of generated
// (the generator's document of the generated resources) where it has one,
// else one made from the route's registration. basePath is the servers' URL.
// With handwrittenOnly, only the routes the generator did not describe
// (the UI's types of hand-written endpoints are made from those).
func Build(routes []httpx.Route, generated []byte, basePath string, handwrittenOnly bool) ([]byte, error) {
	var gen struct {
		Paths      map[string]map[string]obj `json:"paths"`
		Components struct {
			Schemas map[string]any `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(generated, &gen); err != nil {
		return nil, fmt.Errorf("generated openapi: %w", err)
	}
	b := builder{schemas: obj{}, tags: map[string]any{}}
	for p, ops := range gen.Paths { // a hand-written route beside a resource's goes under its tag
		for _, op := range ops {
			if tags, ok := op["tags"].([]any); ok && len(tags) > 0 {
				b.tags[area(p)] = tags[0]
			}
		}
	}
	if !handwrittenOnly {
		for k, v := range gen.Components.Schemas {
			b.schemas[k] = v
		}
	}
	b.schemas["Envelope"] = envelope()
	paths := map[string]obj{}
	for _, r := range routes {
		p, params := openAPIPath(r.Path)
		m := strings.ToLower(r.Method)
		var op obj
		if g, ok := gen.Paths[p][m]; ok {
			if handwrittenOnly {
				continue
			}
			op = obj{}
			for k, v := range g {
				op[k] = v
			}
			op["x-permission"] = r.Code // as registered (a resource's hooks may read with another code)
		} else {
			op = b.operation(r, params)
		}
		if paths[p] == nil {
			paths[p] = obj{}
		}
		paths[p][m] = op
	}
	doc := obj{
		"openapi": "3.0.3",
		"info": obj{"title": "水资源配置工程智慧管控平台 API", "version": "1",
			"description": "JeecgBoot 2.4 兼容接口。除另注明外，回复均为信封 {success, message, code, result, timestamp}；x-permission 为接口要求的权限编码（anon 免登录，login 需登录）。"},
		"servers": []any{obj{"url": basePath}},
		"paths":   paths,
		"components": obj{
			"schemas":         b.schemas,
			"securitySchemes": obj{"token": obj{"type": "apiKey", "in": "header", "name": "X-Access-Token"}},
		},
		"security": []any{obj{"token": []any{}}},
	}
	out, err := json.MarshalIndent(doc, "", "  ")
	return append(out, '\n'), err
}

var echoParam = regexp.MustCompile(`:([A-Za-z_][A-Za-z0-9_]*)|\*$`)

// openAPIPath turns echo's /a/:id/* into OpenAPI's /a/{id}/{path}, with the
// path parameters.
func openAPIPath(p string) (string, []any) {
	var params []any
	out := echoParam.ReplaceAllStringFunc(p, func(m string) string {
		name := strings.TrimPrefix(m, ":")
		if m == "*" {
			name = "path"
		}
		params = append(params, obj{"name": name, "in": "path", "required": true, "schema": obj{"type": "string"}})
		return "{" + name + "}"
	})
	return out, params
}

func envelope() obj {
	return obj{"type": "object", "required": []any{"success", "message", "code", "timestamp"}, "properties": obj{
		"success": obj{"type": "boolean"}, "message": obj{"type": "string"}, "code": obj{"type": "integer"},
		"result": obj{}, "timestamp": obj{"type": "integer", "format": "int64"},
	}}
}

type builder struct {
	schemas obj
	tags    map[string]any // the generated resources' tags by area
}

func (b *builder) operation(r httpx.Route, params []any) obj {
	d := r.Doc
	if d == nil {
		d = &httpx.Doc{}
	}
	summary := d.Summary
	if summary == "" {
		summary = r.Method + " " + r.Path
	}
	tag, ok := b.tags[area(r.Path)]
	if !ok {
		first, _, _ := strings.Cut(strings.TrimPrefix(r.Path, "/"), "/")
		tag = Handwritten + " /" + first
	}
	op := obj{"tags": []any{tag}, "summary": summary, "x-permission": r.Code,
		"operationId": operationID(r)}
	if len(r.Serves) > 0 {
		op["x-serves"] = r.Serves
	}
	if d.Query != nil {
		params = append(params, b.queryParams(reflect.TypeOf(d.Query))...)
	}
	if len(params) > 0 {
		op["parameters"] = params
	}
	if d.Body != nil {
		op["requestBody"] = obj{"required": true, "content": obj{"application/json": obj{"schema": b.schema(reflect.TypeOf(d.Body))}}}
	}
	switch {
	case d.Raw != "":
		op["responses"] = obj{"200": obj{"description": d.Raw}}
	default:
		env := obj{"$ref": "#/components/schemas/Envelope"}
		if d.Reply != nil {
			env = obj{"allOf": []any{env, obj{"type": "object", "required": []any{"result"},
				"properties": obj{"result": b.schema(reflect.TypeOf(d.Reply))}}}}
		}
		op["responses"] = obj{"200": obj{"description": "JeecgBoot 信封", "content": obj{"application/json": obj{"schema": env}}}}
	}
	return op
}

// operationID is the route's method and path as one identifier
// (GET /progress/x/criticalPath → get_progress_x_criticalPath).
func operationID(r httpx.Route) string {
	id := strings.ToLower(r.Method) + strings.NewReplacer("/", "_", ":", "", "*", "path", "-", "_", ".", "_").Replace(r.Path)
	return id
}

var (
	marshaler     = reflect.TypeFor[json.Marshaler]()
	textMarshaler = reflect.TypeFor[encoding.TextMarshaler]()
)

// fields are a struct's JSON fields, embedded structs flattened.
func fields(t reflect.Type, tag string) []reflect.StructField {
	var out []reflect.StructField
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get(tag), ",")
		if name == "" && tag != "json" {
			name, _, _ = strings.Cut(f.Tag.Get("json"), ",")
		}
		if name == "-" {
			continue
		}
		if f.Anonymous && name == "" {
			et := f.Type
			if et.Kind() == reflect.Pointer {
				et = et.Elem()
			}
			if et.Kind() == reflect.Struct {
				out = append(out, fields(et, tag)...)
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		f.Name = name
		out = append(out, f)
	}
	return out
}

func (b *builder) queryParams(t reflect.Type) []any {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	var out []any
	for _, f := range fields(t, "query") {
		p := obj{"name": f.Name, "in": "query", "schema": b.schema(f.Type)}
		if d := f.Tag.Get("doc"); d != "" {
			p["description"] = d
		}
		if strings.Contains(f.Tag.Get("validate"), "required") {
			p["required"] = true
		}
		out = append(out, p)
	}
	return out
}

// schema describes t: a named struct as a component (so trees may refer to
// themselves), a value with its own JSON (times, amounts) by its kind.
func (b *builder) schema(t reflect.Type) obj {
	if t.Kind() == reflect.Pointer {
		s := b.schema(t.Elem())
		return s
	}
	if t.Implements(marshaler) || reflect.PointerTo(t).Implements(marshaler) ||
		t.Implements(textMarshaler) || reflect.PointerTo(t).Implements(textMarshaler) {
		switch t.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
			reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
			reflect.Float32, reflect.Float64:
			return obj{"type": "number"}
		case reflect.Bool:
			return obj{"type": "boolean"}
		case reflect.Slice, reflect.Map, reflect.Interface:
			return obj{}
		}
		return obj{"type": "string", "description": t.String()}
	}
	switch t.Kind() {
	case reflect.Bool:
		return obj{"type": "boolean"}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32:
		return obj{"type": "integer"}
	case reflect.Int64, reflect.Uint64:
		return obj{"type": "integer", "format": "int64"}
	case reflect.Float32, reflect.Float64:
		return obj{"type": "number"}
	case reflect.String:
		return obj{"type": "string"}
	case reflect.Slice, reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 {
			return obj{"type": "string", "format": "byte"}
		}
		return obj{"type": "array", "items": b.schema(t.Elem())}
	case reflect.Map:
		return obj{"type": "object", "additionalProperties": b.schema(t.Elem())}
	case reflect.Struct:
		if t.Name() == "" {
			return b.object(t)
		}
		name := componentName(t)
		ref := obj{"$ref": "#/components/schemas/" + name}
		if _, ok := b.schemas[name]; !ok {
			b.schemas[name] = obj{} // a placeholder while its fields refer to it
			b.schemas[name] = b.object(t)
		}
		return ref
	}
	return obj{} // any
}

func (b *builder) object(t reflect.Type) obj {
	props := obj{}
	var required []string
	for _, f := range fields(t, "json") {
		s := b.schema(f.Type)
		if d := f.Tag.Get("doc"); d != "" {
			if _, isRef := s["$ref"]; isRef {
				s = obj{"allOf": []any{s}, "description": d}
			} else {
				s["description"] = d
			}
		}
		props[f.Name] = s
		if !strings.Contains(f.Tag.Get("json"), "omitempty") && !strings.Contains(f.Tag.Get("json"), "omitzero") &&
			f.Type.Kind() != reflect.Pointer && f.Type.Kind() != reflect.Interface {
			required = append(required, f.Name)
		}
	}
	o := obj{"type": "object", "properties": props}
	if len(required) > 0 {
		sort.Strings(required)
		o["required"] = required
	}
	return o
}

// componentName is a named type's schema name: its package's last element
// and its name (project.planTask → project_planTask); an instance of a
// generic type adds its arguments' (httpx.Page[*ent.SysLog] →
// httpx_Page_ent_SysLog), else every page would be the first one described.
func componentName(t reflect.Type) string {
	pkg := t.PkgPath()
	if i := strings.LastIndex(pkg, "/"); i >= 0 {
		pkg = pkg[i+1:]
	}
	name, args, generic := strings.Cut(t.Name(), "[")
	if generic {
		args = importPath.ReplaceAllString(args, "")
		name += "_" + strings.Trim(notIdent.ReplaceAllString(args, "_"), "_")
	}
	return pkg + "_" + name
}

var (
	importPath = regexp.MustCompile(`[\w.-]*/`) // aqueduct/server/ of aqueduct/server/notice.item
	notIdent   = regexp.MustCompile(`[^A-Za-z0-9_]+`)
)

package crudgen

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
)

type obj = map[string]any

// openAPI describes every generated route (OpenAPI 3.0), with the permission
// code each one demands as x-permission.
func openAPI(rs []*Resource) ([]byte, error) {
	paths := obj{}
	schemas := obj{
		"Envelope": obj{"type": "object", "properties": obj{
			"success": obj{"type": "boolean"}, "message": obj{"type": "string"}, "code": obj{"type": "integer"},
			"result": obj{}, "timestamp": obj{"type": "integer", "format": "int64"},
		}},
	}
	for _, r := range rs {
		props := obj{}
		for _, f := range r.Fields {
			props[f.Name] = fieldSchema(f)
			if f.Dict != "" {
				props[f.Name+"_dictText"] = obj{"type": "string", "readOnly": true, "description": f.Label + "（字典文本）"}
			}
		}
		schemas[r.Name] = obj{"type": "object", "title": r.Title, "properties": props}
		if r.Main != "" {
			continue // a child table is reached through its parent's routes
		}
		ref := obj{"$ref": "#/components/schemas/" + r.Name}
		for _, c := range r.Children {
			props[c.ListKey] = obj{"type": "array", "description": c.TabTitle + "（子表，保存时整体替换）",
				"items": obj{"$ref": "#/components/schemas/" + c.Name}}
		}
		p := "/" + r.Prefix
		tag := []string{r.Title}
		listParams := []any{
			param("pageNo", "页码，默认 1", "integer"), param("pageSize", "每页条数，默认 10", "integer"),
			param("column", "排序字段（逗号分隔）", "string"), param("order", "asc / desc", "string"),
			param("superQueryParams", "高级查询 JSON（URI 编码）", "string"),
			param("superQueryMatchType", "and / or", "string"),
		}
		for _, f := range r.Fields {
			listParams = append(listParams, param(f.Name, f.Label+"：值规则 *v* !v >=v <=v a,b", "string"))
			if f.Query == "range" {
				listParams = append(listParams, param(f.Name+"_begin", f.Label+" 起", "string"),
					param(f.Name+"_end", f.Label+" 止", "string"))
			}
		}
		paths[p+"/list"] = obj{"get": op(tag, r.Title+"分页列表", r.ListCode, listParams, nil, obj{
			"type": "object", "properties": obj{"records": obj{"type": "array", "items": ref},
				"total": obj{"type": "integer"}, "size": obj{"type": "integer"}, "current": obj{"type": "integer"},
				"pages": obj{"type": "integer"}}})}
		paths[p+"/queryById"] = obj{"get": op(tag, "按id查询"+r.Title, r.ListCode, []any{param("id", "主键", "string")}, nil, ref)}
		for _, c := range r.Children {
			paths[p+"/"+c.ByMainID()] = obj{"get": op(tag, "按主表id查询"+c.TabTitle, r.ListCode,
				[]any{param("id", r.Title+"主键", "string")}, nil,
				obj{"type": "array", "items": obj{"$ref": "#/components/schemas/" + c.Name}})}
		}
		if !r.ReadOnly {
			paths[p+"/add"] = obj{"post": op(tag, "添加"+r.Title, r.Perm+":add", nil, ref, ref)}
			edit := op(tag, "编辑"+r.Title, r.Perm+":edit", nil, ref, ref)
			paths[p+"/edit"] = obj{"put": edit, "post": edit}
		}
		paths[p+"/delete"] = obj{"delete": op(tag, "删除"+r.Title, r.Perm+":delete", []any{param("id", "主键", "string")}, nil, nil)}
		paths[p+"/deleteBatch"] = obj{"delete": op(tag, "批量删除"+r.Title, r.Perm+":batch_delete",
			[]any{param("ids", "主键，逗号分隔（可带结尾逗号）", "string")}, nil, nil)}
		if r.Export {
			ex := op(tag, "导出"+r.Title+"（xlsx）", r.Perm+":export",
				append(append([]any{}, listParams[2:]...), param("selections", "只导出这些主键，逗号分隔", "string")), nil, nil)
			ex["responses"] = obj{"200": obj{"description": "Excel 文件", "content": obj{
				"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": obj{"schema": obj{"type": "string", "format": "binary"}}}}}
			paths[p+"/exportXls"] = obj{"get": ex}
		}
		if r.Import {
			im := op(tag, "导入"+r.Title+"（逐行导入：行按业务键或 ID 列更新可见的记录，其余新增；有错误行时返回 code 201 与错误报告，其余行照常导入）", r.Perm+":import", nil, nil, nil)
			im["requestBody"] = obj{"content": obj{"multipart/form-data": obj{"schema": obj{"type": "object",
				"properties": obj{"files[]": obj{"type": "array", "items": obj{"type": "string", "format": "binary"}}}}}}}
			paths[p+"/importExcel"] = obj{"post": im}
		}
		if m := r.Machine; m != nil && !r.ReadOnly {
			paths[p+"/transition"] = obj{"post": transitionOp(r, tag)}
		}
	}
	var uniques []string
	for _, r := range rs {
		for _, f := range r.Fields {
			switch {
			case f.Unique && f.Form:
				uniques = append(uniques, r.Table+"."+f.Column)
			case len(f.UniqueIn) > 0 && f.Form:
				uniques = append(uniques, r.Table+"."+f.Column+"（同 "+strings.Join(f.UniqueIn, "、")+" 内）")
			}
		}
	}
	sort.Strings(uniques)
	paths["/sys/duplicate/check"] = obj{"get": op([]string{"校验"}, "重复校验（仅限生成实体的唯一字段；“同 … 内”唯一的字段另以属性名传范围字段的值，如 sectionId=…，未传时取 dataId 记录的值，新增时不判重）", "login", []any{
		param("tableName", "表名，之一："+strings.Join(uniques, ", "), "string"), param("fieldName", "字段名", "string"),
		param("fieldVal", "值", "string"), param("dataId", "编辑中的记录主键", "string")}, nil, nil)}
	doc := obj{
		"openapi": "3.0.3",
		"info":    obj{"title": "水资源配置工程智慧管控平台 — 生成的接口", "version": "1"},
		"servers": []any{obj{"url": "/jeecg-boot"}},
		"paths":   paths,
		"components": obj{
			"schemas":         schemas,
			"securitySchemes": obj{"token": obj{"type": "apiKey", "in": "header", "name": "X-Access-Token"}},
		},
		"security": []any{obj{"token": []any{}}},
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	return append(b, '\n'), err
}

func param(name, desc, typ string) obj {
	return obj{"name": name, "in": "query", "description": desc, "schema": obj{"type": typ}}
}

func op(tags []string, summary, code string, params []any, body, result obj) obj {
	o := obj{"tags": tags, "summary": summary, "x-permission": code}
	if len(params) > 0 {
		o["parameters"] = params
	}
	if body != nil {
		o["requestBody"] = obj{"content": obj{"application/json": obj{"schema": body}}}
	}
	env := obj{"$ref": "#/components/schemas/Envelope"}
	if result != nil {
		env = obj{"allOf": []any{env, obj{"type": "object", "properties": obj{"result": result}}}}
	}
	o["responses"] = obj{"200": obj{"description": "JeecgBoot 信封", "content": obj{"application/json": obj{"schema": env}}}}
	return o
}

func fieldSchema(f Field) obj {
	s := obj{"description": f.Label}
	switch f.Kind {
	case "Int":
		s["type"] = "integer"
	case "Float":
		s["type"] = "number"
	case "Bool":
		s["type"] = "boolean"
	case "Time":
		s["type"], s["example"] = "string", "2026-01-01 08:00:00"
	case "Date":
		s["type"], s["example"] = "string", "2026-01-01"
	default:
		s["type"] = "string"
	}
	if f.MaxLen > 0 {
		s["maxLength"] = f.MaxLen
	}
	if !f.Form {
		s["readOnly"] = true
	}
	return s
}

// transitionOp documents a machine's step route: which steps, from which
// states, by which code, asking for which fields.
func transitionOp(r *Resource, tag []string) obj {
	m := r.Machine
	var codes, actions []string
	props := obj{"id": obj{"type": "string", "description": "主键"}}
	for _, mv := range m.Moves {
		if c := r.Perm + ":" + mv.Right; !slices.Contains(codes, c) {
			codes = append(codes, c)
		}
		actions = append(actions, fmt.Sprintf("%s（%s：%s → %s，权限 %s:%s）", mv.Action, mv.Name,
			strings.Join(mv.FromSet, "/"), mv.ToState, r.Perm, mv.Right))
		for _, name := range append(slices.Clone(mv.NeedSet), mv.TakeSet...) {
			for _, f := range r.Fields {
				if f.Name == name {
					props[name] = obj{"type": "string", "description": f.Label + "（" + mv.Name + "）"}
				}
			}
		}
	}
	props["action"] = obj{"type": "string", "description": strings.Join(actions, "；")}
	o := op(tag, r.Title+"状态流转（"+m.DictName+"）", strings.Join(codes, "|"), nil, nil, nil)
	o["requestBody"] = obj{"content": obj{"application/json": obj{"schema": obj{"type": "object", "properties": props,
		"required": []string{"id", "action"}}}}}
	return o
}

package crud

import (
	"context"
	"encoding/json"
	"strings"
)

// fillRules gives each empty form field that takes its value from a fill
// rule (编码规则) the rule's value, the rest of the body as the rule's form
// data: an add through the API or an import is numbered as the form is.
func (s *Service) fillRules(ctx context.Context, r *Resource, body Body) error {
	if s.Fill == nil {
		return nil
	}
	var form map[string]any
	for _, f := range r.Fields {
		if f.FillRule == "" || !f.Form {
			continue
		}
		if t, _, _ := textOf(body[f.Name]); strings.TrimSpace(t) != "" {
			continue
		}
		if form == nil {
			form = map[string]any{}
			for k, raw := range body {
				var v any
				if json.Unmarshal(raw, &v) == nil {
					form[k] = v
				}
			}
		}
		v, err := s.Fill(ctx, f.FillRule, form)
		if err != nil {
			return err
		}
		if v != "" {
			body[f.Name], _ = json.Marshal(v)
		}
	}
	return nil
}

// checkRules passes each set field that has a check rule (校验规则) through it.
func (s *Service) checkRules(ctx context.Context, r *Resource, values map[string]value) error {
	if s.Check == nil {
		return nil
	}
	for _, f := range r.Fields {
		v, ok := values[f.Column]
		if f.CheckRule == "" || !ok || v.clear {
			continue
		}
		if text, isText := v.v.(string); isText && text != "" {
			if err := s.Check(ctx, f.CheckRule, text); err != nil {
				return err
			}
		}
	}
	return nil
}

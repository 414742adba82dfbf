package crud

import (
	"context"
	"encoding/json"
	"fmt"
	"iter"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"aqueduct/server/jsontime"
)

// records renders rows as JSON objects with <field>_dictText beside every
// dictionary field (one lookup per dictionary per page) and the hand-written
// Decorate properties.
func (s *Service) records(ctx context.Context, r *Resource, rows []any) ([]json.RawMessage, error) {
	texts, err := s.dictTexts(ctx, r, rows)
	if err != nil {
		return nil, err
	}
	var extras []map[string]any
	if s.hooks(r).Decorate != nil && len(rows) > 0 {
		if extras, err = s.hooks(r).Decorate(ctx, s.Client, rows); err != nil {
			return nil, err
		}
	}
	if r.Tree != nil && len(rows) > 0 {
		if extras, err = s.withHasChild(ctx, r, rows, extras); err != nil {
			return nil, err
		}
	}
	// Every record is written into one buffer, each row encoded straight
	// into it: Marshal would copy each row out of its pooled buffer and the
	// members appended after it would grow that copy again.
	var w appender
	enc := json.NewEncoder(&w)
	ends := make([]int, len(rows))
	for i, row := range rows {
		start := len(w.b)
		// encoding/json, not go-json: go-json was 1.5× faster here, but that
		// is ~15 µs of a 20-row page that takes ~17 ms, for 1.2 MB of binary.
		if err := enc.Encode(row); err != nil {
			return nil, err
		}
		w.b = w.b[:len(w.b)-1] // the Encoder's newline
		var extra map[string]any
		if i < len(extras) {
			extra = extras[i]
		}
		if len(w.b)-start > 2 && (len(texts) > 0 || len(extra) > 0) {
			b := w.b[:len(w.b)-1] // reopen the object
			for _, t := range texts {
				if t.set[i] {
					if b, err = appendMember(b, t.key, t.text[i]); err != nil {
						return nil, err
					}
				}
			}
			for k, v := range extra {
				if b, err = appendMember(b, k, v); err != nil {
					return nil, err
				}
			}
			w.b = append(b, '}')
		}
		ends[i] = len(w.b)
		if i == 0 && len(rows) > 1 { // room for the rest at the first one's size, so it grows once
			w.b = slices.Grow(w.b, len(w.b)*(len(rows)-1)*5/4)
		}
	}
	out := make([]json.RawMessage, len(rows))
	start := 0
	for i, end := range ends {
		out[i] = w.b[start:end:end]
		start = end
	}
	return out, nil
}

// appender is an io.Writer that appends to b.
type appender struct{ b []byte }

func (a *appender) Write(p []byte) (int, error) {
	a.b = append(a.b, p...)
	return len(p), nil
}

// appendMember adds ,"key":value to an open JSON object.
func appendMember(b []byte, key string, v any) ([]byte, error) {
	b = appendString(append(b, ','), key)
	b = append(b, ':')
	if s, ok := v.(string); ok {
		return appendString(b, s), nil
	}
	val, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return append(b, val...), nil
}

// appendString quotes s as encoding/json does; the texts of a page rarely
// need escaping, so they are copied without an allocation.
func appendString(b []byte, s string) []byte {
	for _, r := range s {
		if r < 0x20 || r == '"' || r == '\\' || r == '<' || r == '>' || r == '&' ||
			r == utf8.RuneError || r == '\u2028' || r == '\u2029' {
			q, _ := json.Marshal(s) // a string always marshals
			return append(b, q...)
		}
	}
	return append(append(append(b, '"'), s...), '"')
}

// fieldTexts are a dictionary field's texts on a page, by row; set[i] is
// false where the row's value is empty.
type fieldTexts struct {
	key  string // <field>_dictText
	text []string
	set  []bool
}

// dictTexts translates every dictionary field of a page: values split on ",",
// unknown parts kept, re-joined (docs/contract.md §8.1). A single value, the usual
// case, is translated without an allocation.
func (s *Service) dictTexts(ctx context.Context, r *Resource, rows []any) ([]fieldTexts, error) {
	if len(rows) == 0 || !slices.ContainsFunc(r.Fields, func(f Field) bool { return f.Dict != "" }) {
		return nil, nil
	}
	values := make([][]any, len(rows))
	for i, row := range rows {
		values[i] = r.Store.Values(row)
	}
	raw := make([]string, len(rows))
	var out []fieldTexts
	for fi, f := range r.Fields {
		if f.Dict == "" {
			continue
		}
		seen := map[string]bool{}
		var keys []string
		for i, vs := range values {
			raw[i] = Text(vs[fi])
			for k := range valueParts(raw[i]) {
				if !seen[k] {
					seen[k] = true
					keys = append(keys, k)
				}
			}
		}
		if len(keys) == 0 {
			continue
		}
		m, err := s.Dicts.Texts(ctx, f.Dict, keys)
		if err != nil {
			return nil, err
		}
		ft := fieldTexts{key: f.Name + "_dictText", text: make([]string, len(rows)), set: make([]bool, len(rows))}
		var parts []string // reused from row to row
		for i, v := range raw {
			parts = parts[:0]
			for p := range valueParts(v) {
				if t, ok := m[p]; ok {
					p = t
				}
				parts = append(parts, p)
			}
			ft.set[i] = len(parts) > 0
			ft.text[i] = strings.Join(parts, ",") // one part: no copy
		}
		out = append(out, ft)
	}
	return out, nil
}

// valueParts yields the trimmed, non-empty parts of a comma-separated value.
func valueParts(s string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for p := range strings.SplitSeq(s, ",") {
			if p = strings.TrimSpace(p); p != "" && !yield(p) {
				return
			}
		}
	}
}

func splitValue(s string) []string { return slices.Collect(valueParts(s)) }

// Text renders a field value as the list, the sheet and dictionaries show it.
func Text(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case int:
		return strconv.Itoa(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case bool:
		if x {
			return "1"
		}
		return "0"
	case jsontime.Time:
		if time.Time(x).IsZero() {
			return ""
		}
		return x.String()
	case jsontime.Date:
		if time.Time(x).IsZero() {
			return ""
		}
		return time.Time(x).In(jsontime.Zone).Format(jsontime.DateLayout)
	case nullable:
		if x.Null() {
			return ""
		}
	}
	if x, ok := v.(fmt.Stringer); ok {
		return x.String()
	}
	return fmt.Sprint(v)
}

// nullable is a value type read from a column that may be NULL (an amount, a
// chainage): Null when it was.
type nullable interface{ Null() bool }

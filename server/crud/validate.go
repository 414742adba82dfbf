package crud

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"aqueduct/server/chainage"
	"aqueduct/server/files"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/measure"
	"aqueduct/server/money"
	"aqueduct/server/query"
)

// Named patterns of the spec (seed 001 §5) and their messages. n6-16 allows
// 6 to 18 digits, as the original pattern does.
var patterns = map[string]struct {
	re  *regexp.Regexp
	msg string
}{
	"n6-16": {regexp.MustCompile(`^\d{6,18}$`), "请输入6-16位的数字"},
	"*6-16": {regexp.MustCompile(`^.{6,16}$`), "请输入6-16位任意字符"},
	"s6-18": {regexp.MustCompile(`^[a-zA-Z]{6,18}$`), "请输入6-18位字母"},
	"url":   {regexp.MustCompile(`^(?i)(https?|ftp)://[^\s/$.?#][^\s]*$`), "请输入正确格式的网址"},
	"e":     {regexp.MustCompile(`^[\w.+-]+@[\w-]+(\.[\w-]+)+$`), "请输入正确格式的电子邮件"},
	"m":     {regexp.MustCompile(`^1[3-9]\d{9}$`), "请输入正确格式的手机号码"},
	"p":     {regexp.MustCompile(`^[1-9]\d{5}$`), "请输入正确格式的邮政编码"},
	"s":     {regexp.MustCompile(`^[a-zA-Z]+$`), "请输入字母"},
	"n":     {regexp.MustCompile(`^-?\d+(\.\d+)?$`), "请输入数字"},
	"z":     {regexp.MustCompile(`^-?\d+$`), "请输入整数"},
	"*":     {regexp.MustCompile(`\S`), "该字段不能为空"},
	"money": {regexp.MustCompile(`^-?\d+(\.\d{1,2})?$`), "请输入正确的金额"},
}

var customPatterns sync.Map // pattern → *regexp.Regexp

// CheckPattern validates text by a named pattern or a custom regular
// expression; an empty value passes (required is checked separately).
func CheckPattern(label, pattern, msg, value string) error {
	if pattern == "" || value == "" {
		return nil
	}
	re, def := patternRegexp(pattern)
	if re == nil || re.MatchString(value) {
		return nil
	}
	if msg == "" {
		msg = def
	}
	return httpx.Failf("%s：%s", label, msg)
}

func patternRegexp(pattern string) (*regexp.Regexp, string) {
	if p, ok := patterns[pattern]; ok {
		return p.re, p.msg
	}
	if re, ok := customPatterns.Load(pattern); ok {
		return re.(*regexp.Regexp), "格式不正确"
	}
	re, err := regexp.Compile(pattern)
	if err != nil {
		return nil, ""
	}
	customPatterns.Store(pattern, re)
	return re, "格式不正确"
}

// value is one decoded field of a request: set, cleared, or absent.
type value struct {
	v     any
	clear bool
}

// decode reads the form fields of a body, converts them to the field types
// and validates them. On create every required field must be there, except
// secrets on a sheet import (a hook fills them).
func (r *Resource) decode(body Body, create, sheet bool) (map[string]value, error) {
	out := map[string]value{}
	for _, f := range r.Fields {
		if !f.Form || (!create && f.Immutable) {
			continue
		}
		raw, present := body[f.Name]
		text, isNull, err := textOf(raw)
		if err != nil {
			return nil, httpx.Failf("%s格式不正确", f.Label)
		}
		if !present || isNull {
			text = ""
		}
		if strings.TrimSpace(text) == "" {
			if f.Required && (create || present) && !(sheet && f.Secret) {
				return nil, httpx.Failf("请输入%s!", f.Label)
			}
			if present {
				out[f.Column] = emptyValue(f)
			}
			continue
		}
		v, err := convert(f, text)
		if err != nil {
			return nil, err
		}
		out[f.Column] = value{v: v}
	}
	return out, nil
}

// emptyValue is what an emptied field stores: NULL where it may, else the zero value.
func emptyValue(f Field) value {
	if f.Nillable || f.Kind != query.String {
		return value{clear: true}
	}
	return value{v: ""}
}

// textOf reads a JSON scalar as text.
func textOf(raw json.RawMessage) (text string, isNull bool, err error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return "", true, nil
	}
	switch raw[0] {
	case '"':
		var s string
		err = json.Unmarshal(raw, &s)
		return s, false, err
	case '{', '[':
		return "", false, fmt.Errorf("not a scalar")
	}
	return string(raw), false, nil
}

// inRange checks a number against the field's Range.
func inRange(f Field, n float64) error {
	switch {
	case f.Min != nil && n < *f.Min:
		return httpx.Failf("%s：不能小于%s", f.Label, strconv.FormatFloat(*f.Min, 'f', -1, 64))
	case f.Max != nil && n > *f.Max:
		return httpx.Failf("%s：不能大于%s", f.Label, strconv.FormatFloat(*f.Max, 'f', -1, 64))
	}
	return nil
}

// CheckText refuses text with a control character other than tab, newline
// and carriage return (PostgreSQL refuses a NUL, and none of them is typed
// into a form or a sheet), or longer than max characters (0: no bound).
// Lengths count characters, as the columns (varchar(n) in PostgreSQL), the
// ent validators (MaxRuneLen), the forms and the sheets do. Hand-written
// endpoints that store free text call it too.
func CheckText(label, text string, max int) error {
	for _, r := range text {
		if unicode.IsControl(r) && r != '\t' && r != '\n' && r != '\r' {
			return httpx.Failf("%s：不能包含控制字符", label)
		}
	}
	if max > 0 && utf8.RuneCountInString(text) > max {
		return httpx.Failf("%s：长度不能超过%d个字符", label, max)
	}
	return nil
}

// convert turns text into the field's Go value, checking characters,
// length and pattern.
func convert(f Field, text string) (any, error) {
	if err := CheckText(f.Label, text, 0); err != nil {
		return nil, err
	}
	switch f.Kind {
	case query.Int:
		n, err := strconv.Atoi(strings.TrimSpace(text))
		if err != nil {
			return nil, httpx.Failf("%s：请输入整数", f.Label)
		}
		return n, inRange(f, float64(n))
	case query.Float:
		n, err := strconv.ParseFloat(strings.TrimSpace(text), 64)
		if err != nil {
			return nil, httpx.Failf("%s：请输入数字", f.Label)
		}
		if err := CheckPattern(f.Label, f.Pattern, f.PatternMessage, strings.TrimSpace(text)); err != nil {
			return nil, err
		}
		return n, inRange(f, n)
	case query.Bool:
		if b, ok := query.ParseBool(text); ok {
			return b, nil
		}
		return nil, httpx.Failf("%s：请选择是或否", f.Label)
	case query.Money:
		a, err := money.Parse(text)
		if err != nil {
			return nil, httpx.Failf("%s：%s", f.Label, err.Error())
		}
		return a, nil
	case query.Decimal:
		d, err := measure.Parse(text)
		if err != nil {
			return nil, httpx.Failf("%s：请输入数字", f.Label)
		}
		if err := CheckPattern(f.Label, f.Pattern, f.PatternMessage, strings.TrimSpace(text)); err != nil {
			return nil, err
		}
		// Kept to the field's scale, rounded half away from zero; more integer
		// digits than its numeric(p,s) holds are refused.
		if d, err = d.Fit(f.Precision, f.Scale); err != nil {
			return nil, httpx.Failf("%s：数值超出范围", f.Label)
		}
		return d, inRange(f, d.InexactFloat64())
	case query.Chainage:
		m, err := chainage.Parse(text)
		if err != nil {
			return nil, httpx.Failf("%s：桩号格式应如 K12+345.600", f.Label)
		}
		return m, nil
	case query.Time:
		t, err := jsontime.Parse(text)
		if err != nil {
			return nil, httpx.Failf("%s：日期时间格式应为 YYYY-MM-DD HH:mm:ss", f.Label)
		}
		return jsontime.Time(t), nil
	case query.Date:
		t, err := jsontime.Parse(text)
		if err != nil {
			return nil, httpx.Failf("%s：日期格式应为 YYYY-MM-DD", f.Label)
		}
		return jsontime.Date(t), nil
	}
	if f.Widget == "richtext" { // stored clean: every reader gets safe HTML
		text = files.Sanitize(text)
	}
	if err := CheckText(f.Label, text, f.MaxLen); err != nil {
		return nil, err
	}
	if err := CheckPattern(f.Label, f.Pattern, f.PatternMessage, text); err != nil {
		return nil, err
	}
	return text, nil
}

// Package measure holds Decimal, a measured value (a thickness in mm, a
// strength in MPa, a volume in m³) kept as an exact decimal, stored as a SQL
// numeric(p,s) and sent as a JSON number. It never goes through float64
// except when a driver (SQLite) hands one back, and then through its shortest
// decimal form (150.8, not 150.80000000000001).
//
// The precision, scale and unit are the field's (schema: measure.SQLType and
// crud.Field(..).Decimal); Fit rounds a value to them and refuses what the
// column cannot hold.
package measure

import (
	"database/sql/driver"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"regexp"
	"strings"

	"entgo.io/ent/dialect"
	"github.com/shopspring/decimal"
)

// SQLType is the column type of a Decimal with precision digits, scale of
// them after the point, for ent's field.Other(…).SchemaType: numeric(p,s) on
// PostgreSQL, numeric on SQLite (which keeps integers and REALs alike).
func SQLType(precision, scale int) map[string]string {
	return map[string]string{
		dialect.Postgres: fmt.Sprintf("numeric(%d,%d)", precision, scale),
		dialect.SQLite:   "numeric",
	}
}

// The kinds of Parse and Fit errors; test them with errors.Is.
var (
	ErrFormat = errors.New("数值格式不正确")
	ErrRange  = errors.New("数值超出范围")
)

// ParseError is the error of Parse and Fit: "<kind>：<input>", e.g. 数值格式不正确：abc.
type ParseError struct {
	Kind  error // ErrFormat or ErrRange
	Input string
}

func (e *ParseError) Error() string { return e.Kind.Error() + "：" + e.Input }

// Unwrap lets errors.Is(err, ErrFormat) work.
func (e *ParseError) Unwrap() error { return e.Kind }

// Decimal is a measured value. The zero value is 0. The embedded Decimal's
// arithmetic returns a decimal.Decimal; wrap the result with FromDecimal.
type Decimal struct {
	decimal.Decimal
	null bool // read from an empty (NULL) column
}

// Null reports a value read from an empty column: nothing was measured,
// which is not 0. It is written back as NULL, sent as JSON null and exported
// as an empty cell.
func (d Decimal) Null() bool { return d.null }

// FromDecimal wraps d as it is (Fit rounds it to a field's scale).
func FromDecimal(d decimal.Decimal) Decimal { return Decimal{Decimal: d} }

// New is value × 10^exp: New(1508, -1) is 150.8.
func New(value int64, exp int32) Decimal { return Decimal{Decimal: decimal.New(value, exp)} }

// number is a plain decimal number: an optional sign, digits (with optional
// thousands separators in groups of three) and a fraction, or an exponent of
// at most three digits (as a JSON number may carry; a longer one would make
// rounding costly). Spaces around it are trimmed first.
var number = regexp.MustCompile(`^[+-]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d{1,3})?$`)

// Parse reads a number a person typed or a sheet holds: "12.5", "-3",
// " .5 ", "1,234.5", "1.5e2". Anything else is ErrFormat.
func Parse(s string) (Decimal, error) {
	t := strings.TrimSpace(s)
	if !number.MatchString(t) {
		return Decimal{}, &ParseError{ErrFormat, s}
	}
	d, err := decimal.NewFromString(strings.ReplaceAll(t, ",", ""))
	if err != nil {
		return Decimal{}, &ParseError{ErrFormat, s}
	}
	return Decimal{Decimal: d}, nil
}

// Fit rounds d half away from zero (四舍五入) to scale decimals and refuses,
// with ErrRange, a value with more than precision−scale integer digits: what
// a numeric(precision,scale) column holds.
func (d Decimal) Fit(precision, scale int) (Decimal, error) {
	r := d.Round(int32(scale))
	if r.Abs().GreaterThanOrEqual(decimal.New(1, int32(precision-scale))) {
		return Decimal{}, &ParseError{ErrRange, d.String()}
	}
	return Decimal{Decimal: r}, nil
}

// String renders the value as it is, without trailing zeros ("150.8"); "" when Null.
func (d Decimal) String() string {
	if d.null {
		return ""
	}
	return d.Decimal.String()
}

// MarshalJSON renders a JSON number as it is (150.8; the field's scale is
// for who shows it), null when Null.
func (d Decimal) MarshalJSON() ([]byte, error) {
	if d.null {
		return []byte("null"), nil
	}
	return []byte(d.Decimal.String()), nil
}

// UnmarshalJSON accepts a JSON number or a string Parse accepts; null and ""
// are zero.
func (d *Decimal) UnmarshalJSON(b []byte) error {
	lit := strings.TrimSpace(string(b))
	switch {
	case lit == "null":
		*d = Decimal{}
		return nil
	case strings.HasPrefix(lit, `"`):
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		return d.UnmarshalText([]byte(s))
	}
	v, err := Parse(lit)
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// MarshalText renders String (it replaces Decimal's, e.g. for map keys).
func (d Decimal) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads a form or query value with Parse; "" is zero.
func (d *Decimal) UnmarshalText(b []byte) error {
	if strings.TrimSpace(string(b)) == "" {
		*d = Decimal{}
		return nil
	}
	v, err := Parse(string(b))
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// Scan implements sql.Scanner: NULL is a zero value that is Null; SQLite's
// numeric affinity gives int64 or float64 (REAL), read through its shortest
// decimal form; PostgreSQL's numeric gives []byte.
func (d *Decimal) Scan(src any) error {
	v, err := ScanDecimal(src)
	if err != nil {
		return fmt.Errorf("measure: %w", err)
	}
	*d = Decimal{Decimal: v, null: src == nil}
	return nil
}

// ScanDecimal reads a numeric column's value as the databases give it (NULL
// is zero): SQLite's int64 or float64 (REAL, read through its shortest
// decimal form), PostgreSQL's numeric text. Amounts and chainages scan
// through it too.
func ScanDecimal(src any) (decimal.Decimal, error) {
	switch v := src.(type) {
	case nil:
		return decimal.Decimal{}, nil
	case int64:
		return decimal.NewFromInt(v), nil
	case float64:
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return decimal.Decimal{}, fmt.Errorf("cannot scan %v", v)
		}
		return decimal.NewFromFloat(v), nil
	case []byte:
		return decimal.NewFromString(strings.TrimSpace(string(v)))
	case string:
		return decimal.NewFromString(strings.TrimSpace(v))
	}
	return decimal.Decimal{}, fmt.Errorf("cannot scan %T", src)
}

// Value implements driver.Valuer: the decimal text "150.8" (NULL when Null),
// which both databases compare and store as a number.
func (d Decimal) Value() (driver.Value, error) {
	if d.null {
		return nil, nil
	}
	return d.Decimal.String(), nil
}

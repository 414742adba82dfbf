// Package chainage holds Metres, a chainage (桩号) along a tunnel or line:
// metres from the origin with three decimals, stored as a SQL numeric, sent as
// a JSON number and shown as K12+345.600 (12 km + 345.600 m).
package chainage

import (
	"aqueduct/server/measure"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"entgo.io/ent/dialect"
	"github.com/shopspring/decimal"
)

// SQLType is the column type of Metres for ent's field.Other(…).SchemaType.
var SQLType = map[string]string{
	dialect.Postgres: "numeric(12,3)",
	dialect.SQLite:   "numeric",
}

// ErrFormat is the kind of every Parse error; test it with errors.Is.
var ErrFormat = errors.New("桩号格式不正确，应如 K12+345.600")

// ParseError is the error of Parse: 桩号格式不正确，应如 K12+345.600：<input>.
type ParseError struct{ Input string }

func (e *ParseError) Error() string { return ErrFormat.Error() + "：" + e.Input }

// Unwrap lets errors.Is(err, ErrFormat) work.
func (e *ParseError) Unwrap() error { return ErrFormat }

// Metres is a chainage in metres rounded half away from zero to the
// millimetre. The zero value is K0+000.000. The embedded Decimal's arithmetic
// returns a decimal.Decimal; wrap the result with FromDecimal.
type Metres struct {
	decimal.Decimal
	null bool // read from an empty (NULL) column
}

// Null reports a chainage read from an empty column: none was given, which
// is not K0+000. It is written back as NULL, sent as JSON null and exported
// as an empty cell.
func (m Metres) Null() bool { return m.null }

var (
	thousand = decimal.NewFromInt(1000)
	// limit is the smallest magnitude refused: numeric(12,3) holds 9 integer digits.
	limit = decimal.New(1, 9)
)

// FromDecimal rounds d half away from zero to the millimetre.
func FromDecimal(d decimal.Decimal) Metres { return Metres{Decimal: d.Round(3)} }

var (
	// kForm is K12+345.600 with an optional letter prefix (DK, ZK, YDK…).
	kForm = regexp.MustCompile(`^[A-Za-z]*[Kk](\d+)\+(\d+(?:\.\d+)?)$`)
	// plain is metres alone: 12345.6.
	plain = regexp.MustCompile(`^\d+(?:\.\d+)?$`)
)

// Parse reads a chainage: "K12+345.600", "k12+345.6", "K0+000", "DK12+345"
// (letters before the K are ignored) or plain metres "12345.6"; surrounding
// spaces are trimmed. The part after + must be below 1000, negatives are
// refused, extra decimals are rounded to the millimetre, and the result must
// fit numeric(12,3) (below 1e9 m).
func Parse(s string) (Metres, error) {
	t := strings.TrimSpace(s)
	var d decimal.Decimal
	if m := kForm.FindStringSubmatch(t); m != nil {
		km, err1 := decimal.NewFromString(m[1])
		rest, err2 := decimal.NewFromString(m[2])
		if err1 != nil || err2 != nil || rest.GreaterThanOrEqual(thousand) {
			return Metres{}, &ParseError{s}
		}
		d = km.Mul(thousand).Add(rest)
	} else if plain.MatchString(t) {
		var err error
		if d, err = decimal.NewFromString(t); err != nil {
			return Metres{}, &ParseError{s}
		}
	} else {
		return Metres{}, &ParseError{s}
	}
	d = d.Round(3)
	if d.GreaterThanOrEqual(limit) {
		return Metres{}, &ParseError{s}
	}
	return Metres{Decimal: d}, nil
}

// String renders K12+345.600; a negative value (a difference) is -K0+500.000.
func (m Metres) String() string {
	d := m.Round(3)
	sign := ""
	if d.Sign() < 0 {
		sign, d = "-", d.Neg()
	}
	km := d.Shift(-3).Floor()
	rest := d.Sub(km.Mul(thousand)).StringFixed(3)
	return sign + "K" + km.String() + "+" + strings.Repeat("0", 7-len(rest)) + rest
}

// Float returns the metres as a float64, for charts only.
func (m Metres) Float() float64 { return m.InexactFloat64() }

// Sub returns m − o, the length from chainage o to chainage m (negative when
// m lies before o). It knows nothing of chain breaks (断链).
func (m Metres) Sub(o Metres) Metres { return Metres{Decimal: m.Decimal.Sub(o.Decimal).Round(3)} }

// MarshalJSON renders a JSON number of metres with three decimals: 12345.600.
func (m Metres) MarshalJSON() ([]byte, error) {
	if m.null {
		return []byte("null"), nil
	}
	return []byte(m.Round(3).StringFixed(3)), nil
}

// UnmarshalJSON accepts a JSON number of metres (not negative; rounded to the
// millimetre) or a string Parse accepts ("K12+345.600" or "12345.6").
// null and "" are zero.
func (m *Metres) UnmarshalJSON(b []byte) error {
	lit := string(b)
	switch {
	case lit == "null":
		*m = Metres{}
		return nil
	case strings.HasPrefix(lit, `"`):
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		return m.UnmarshalText([]byte(s))
	}
	d, err := decimal.NewFromString(lit)
	if err != nil || d.Sign() < 0 {
		return &ParseError{lit}
	}
	if d = d.Round(3); d.GreaterThanOrEqual(limit) {
		return &ParseError{lit}
	}
	*m = Metres{Decimal: d}
	return nil
}

// MarshalText renders String, K12+345.600 (it replaces Decimal's).
func (m Metres) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a form or query value with Parse; "" is zero.
func (m *Metres) UnmarshalText(b []byte) error {
	if strings.TrimSpace(string(b)) == "" {
		*m = Metres{}
		return nil
	}
	v, err := Parse(string(b))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// Scan implements sql.Scanner: NULL is a zero chainage that is Null; SQLite's numeric affinity gives
// int64 or float64 (REAL), PostgreSQL's numeric gives []byte. The value is
// rounded half away from zero to the millimetre.
func (m *Metres) Scan(src any) error {
	d, err := measure.ScanDecimal(src)
	if err != nil {
		return fmt.Errorf("chainage: %w", err)
	}
	*m = Metres{Decimal: d.Round(3), null: src == nil}
	return nil
}

// Value implements driver.Valuer: the string "12345.600" (NULL when Null). A
// value numeric(12,3) cannot hold is an error, on SQLite too.
func (m Metres) Value() (driver.Value, error) {
	if m.null {
		return nil, nil
	}
	d := m.Round(3)
	if d.Abs().GreaterThanOrEqual(limit) {
		return nil, fmt.Errorf("chainage: %s out of range", d.String())
	}
	return d.StringFixed(3), nil
}

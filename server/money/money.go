// Package money holds Amount, a yuan amount with exactly two decimals (分),
// stored as a SQL numeric and sent as a JSON number. It never goes through
// float64 except when a driver (SQLite) hands one back, and then it is
// rounded to the cent at once.
package money

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

// SQLType is the column type of an Amount for ent's field.Other(…).SchemaType.
var SQLType = map[string]string{
	dialect.Postgres: "numeric(18,2)",
	dialect.SQLite:   "numeric",
}

// The kinds of Parse error; test them with errors.Is.
var (
	ErrFormat   = errors.New("金额格式不正确")
	ErrDecimals = errors.New("金额最多两位小数")
	ErrRange    = errors.New("金额超出范围")
)

// ParseError is the error of Parse: "<kind>：<input>", e.g. 金额格式不正确：abc.
type ParseError struct {
	Kind  error // ErrFormat, ErrDecimals or ErrRange
	Input string
}

func (e *ParseError) Error() string { return e.Kind.Error() + "：" + e.Input }

// Unwrap lets errors.Is(err, ErrFormat) work.
func (e *ParseError) Unwrap() error { return e.Kind }

// Amount is a yuan amount rounded half away from zero (四舍五入) to two
// decimals. The zero value is 0.00. The embedded Decimal's arithmetic returns a
// decimal.Decimal; wrap the result with FromDecimal to get an Amount back.
type Amount struct {
	decimal.Decimal
	null bool // read from an empty (NULL) column
}

// Null reports an amount read from an empty column: no amount, which is not
// 0. It is written back as NULL, sent as JSON null and exported as an empty cell.
func (a Amount) Null() bool { return a.null }

// limit is the smallest magnitude refused: numeric(18,2) holds 16 integer digits.
var limit = decimal.New(1, 16)

// FromCents returns c分 as an Amount.
func FromCents(c int64) Amount { return Amount{Decimal: decimal.New(c, -2)} }

// FromDecimal rounds d half away from zero to the cent.
func FromDecimal(d decimal.Decimal) Amount { return Amount{Decimal: d.Round(2)} }

// Cents returns the amount in 分 (it must be within the storable range).
func (a Amount) Cents() int64 { return a.Round(2).Shift(2).IntPart() }

// body is the number after sign and currency sign: digits with optional
// thousands separators (in groups of three), then an optional fraction.
var body = regexp.MustCompile(`^(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d+))?$`)

// Parse reads an amount a person typed: "1234.5", "1,234.50", "￥1,234.50",
// "¥-3", "-￥3", " 12 ". More than two decimals is refused unless the extra
// digits are zeros ("1.500" is 1.50), and so is a magnitude of 1e16 or more.
func Parse(s string) (Amount, error) {
	t := strings.TrimSpace(s)
	neg, t := cutSign(t)
	if c, ok := cutCurrency(t); ok {
		t = c
		if !neg {
			neg, t = cutSign(t)
		}
	}
	m := body.FindStringSubmatch(t)
	if m == nil || t == "" || t == "." {
		return Amount{}, &ParseError{ErrFormat, s}
	}
	if frac := m[1]; len(frac) > 2 && strings.Trim(frac[2:], "0") != "" {
		return Amount{}, &ParseError{ErrDecimals, s}
	}
	digits := strings.ReplaceAll(t, ",", "")
	if neg {
		digits = "-" + digits
	}
	d, err := decimal.NewFromString(digits)
	if err != nil {
		return Amount{}, &ParseError{ErrFormat, s}
	}
	if d.Abs().GreaterThanOrEqual(limit) {
		return Amount{}, &ParseError{ErrRange, s}
	}
	return Amount{Decimal: d.Round(2)}, nil
}

func cutSign(s string) (neg bool, rest string) {
	switch {
	case strings.HasPrefix(s, "-"):
		return true, s[1:]
	case strings.HasPrefix(s, "+"):
		return false, s[1:]
	}
	return false, s
}

// cutCurrency removes a leading ￥ (fullwidth) or ¥ and the spaces after it.
func cutCurrency(s string) (string, bool) {
	for _, p := range []string{"￥", "¥"} {
		if rest, ok := strings.CutPrefix(s, p); ok {
			return strings.TrimSpace(rest), true
		}
	}
	return s, false
}

// String renders the amount with two decimals and no separators: "-1234.50".
func (a Amount) String() string { return a.Round(2).StringFixed(2) }

// Grouped renders the amount with thousands separators: "-1,234.50".
func (a Amount) Grouped() string {
	s := a.String()
	sign := ""
	if strings.HasPrefix(s, "-") {
		sign, s = "-", s[1:]
	}
	intPart, frac, _ := strings.Cut(s, ".")
	var b strings.Builder
	for i, r := range intPart {
		if i > 0 && (len(intPart)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return sign + b.String() + "." + frac
}

var (
	capDigits = []string{"零", "壹", "贰", "叁", "肆", "伍", "陆", "柒", "捌", "玖"}
	capUnits  = []string{"", "拾", "佰", "仟"}
)

// Capital renders the amount in Chinese capital numerals the way a bank
// cheque or invoice is filled in (《支付结算办法》 附件一):
//
//   - 壹拾 is always written in full: 10 → 壹拾元整, 100000 → 壹拾万元整;
//   - zeros between digits are one 零: 1001.05 → 壹仟零壹元零伍分,
//     10010000 → 壹仟零壹万元整, 100100 → 壹拾万零壹佰元整;
//   - trailing zeros of a section are dropped: 107000.53 → 壹拾万柒仟元伍角叁分,
//     1680.32 → 壹仟陆佰捌拾元叁角贰分 (no 零 after 元 when 角 is written);
//   - 角 = 0 with 分 ≠ 0 gives 元零…分: 325.04 → 叁佰贰拾伍元零肆分;
//   - 整 follows 元 only when there are no 角 and 分: 壹佰元整, 壹元伍角;
//   - below one yuan there is no 元: 0.5 → 伍角, 0.05 → 伍分; zero is 零元整;
//   - negatives are prefixed with 负.
//
// Sections above 万 use 亿 and 万亿 (1e12 → 壹万亿元整). An amount outside the
// storable range (|a| >= 1e16) renders as "".
func (a Amount) Capital() string {
	r := a.Round(2)
	if r.Abs().GreaterThanOrEqual(limit) {
		return ""
	}
	cents := r.Shift(2).IntPart()
	if cents == 0 {
		return "零元整"
	}
	sign := ""
	if cents < 0 {
		sign, cents = "负", -cents
	}
	yuan, jiao, fen := cents/100, cents/10%10, cents%10
	var b strings.Builder
	b.WriteString(sign)
	if yuan > 0 {
		b.WriteString(capitalInt(yuan))
		b.WriteString("元")
		if jiao == 0 && fen == 0 {
			b.WriteString("整")
			return b.String()
		}
		if jiao == 0 {
			b.WriteString("零")
		}
	}
	if jiao > 0 {
		b.WriteString(capDigits[jiao] + "角")
	}
	if fen > 0 {
		b.WriteString(capDigits[fen] + "分")
	}
	return b.String()
}

// capitalInt renders 0 < n < 1e16: sections of eight digits joined by 亿,
// each made of two four-digit sections joined by 万. A lower section that is
// not zero but shorter than its full width is preceded by 零.
func capitalInt(n int64) string {
	if n >= 1e8 {
		hi, lo := n/1e8, n%1e8
		s := capitalInt(hi) + "亿"
		if lo > 0 {
			if lo < 1e7 {
				s += "零"
			}
			s += capitalInt(lo)
		}
		return s
	}
	if n >= 1e4 {
		hi, lo := n/1e4, n%1e4
		s := capitalSection(hi) + "万"
		if lo > 0 {
			if lo < 1e3 {
				s += "零"
			}
			s += capitalSection(lo)
		}
		return s
	}
	return capitalSection(n)
}

// capitalSection renders 0 < n < 1e4 without leading or trailing 零.
func capitalSection(n int64) string {
	var b strings.Builder
	zero := false // a zero digit was skipped after a written one
	for p, pow := 3, int64(1000); p >= 0; p, pow = p-1, pow/10 {
		d := n / pow % 10
		switch {
		case d == 0:
			zero = b.Len() > 0
		default:
			if zero {
				b.WriteString("零")
				zero = false
			}
			b.WriteString(capDigits[d] + capUnits[p])
		}
	}
	return b.String()
}

// MarshalJSON renders a JSON number with two decimals: 1234.50.
func (a Amount) MarshalJSON() ([]byte, error) {
	if a.null {
		return []byte("null"), nil
	}
	return []byte(a.String()), nil
}

// UnmarshalJSON accepts a JSON number (at most two decimals, exponents
// allowed) or a string in any form Parse accepts ("1,234.50", "￥12").
// null and "" are zero.
func (a *Amount) UnmarshalJSON(b []byte) error {
	lit := string(b)
	switch {
	case lit == "null":
		*a = Amount{}
		return nil
	case strings.HasPrefix(lit, `"`):
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		return a.UnmarshalText([]byte(s))
	}
	d, err := decimal.NewFromString(lit)
	if err != nil {
		return &ParseError{ErrFormat, lit}
	}
	if !d.Equal(d.Round(2)) {
		return &ParseError{ErrDecimals, lit}
	}
	if d.Abs().GreaterThanOrEqual(limit) {
		return &ParseError{ErrRange, lit}
	}
	*a = Amount{Decimal: d.Round(2)}
	return nil
}

// MarshalText renders String (it replaces Decimal's, e.g. for map keys).
func (a Amount) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// UnmarshalText reads a form or query value with Parse; "" is zero.
func (a *Amount) UnmarshalText(b []byte) error {
	if strings.TrimSpace(string(b)) == "" {
		*a = Amount{}
		return nil
	}
	v, err := Parse(string(b))
	if err != nil {
		return err
	}
	*a = v
	return nil
}

// Scan implements sql.Scanner: NULL is a zero amount that is Null; SQLite's numeric affinity gives
// int64 or float64 (REAL), PostgreSQL's numeric gives []byte. The value is
// rounded half away from zero to the cent.
func (a *Amount) Scan(src any) error {
	d, err := measure.ScanDecimal(src)
	if err != nil {
		return fmt.Errorf("money: %w", err)
	}
	*a = Amount{Decimal: d.Round(2), null: src == nil}
	return nil
}

// Value implements driver.Valuer: the string "1234.50" (NULL when Null). An
// amount a numeric(18,2) cannot hold is an error, on SQLite too.
func (a Amount) Value() (driver.Value, error) {
	if a.null {
		return nil, nil
	}
	if a.Round(2).Abs().GreaterThanOrEqual(limit) {
		return nil, &ParseError{ErrRange, a.String()}
	}
	return a.String(), nil
}

package money

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	_ "github.com/lib/pq"
	"github.com/shopspring/decimal"
	_ "modernc.org/sqlite"

	"entgo.io/ent/dialect"
	"entgo.io/ent/schema/field"
)

// cases is testdata/cases.json, which admin-ui/src/lib/money.test.ts checks too.
type cases struct {
	Parse []struct {
		In, Want, Err string
	}
	Capital []struct{ In, Want string }
	Grouped []struct{ In, Want string }
	Float   []struct {
		F             float64
		Want, Capital string
	}
}

func loadCases(t *testing.T) cases {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "cases.json"))
	if err != nil {
		t.Fatal(err)
	}
	var c cases
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	if len(c.Parse) == 0 || len(c.Capital) == 0 || len(c.Grouped) == 0 || len(c.Float) == 0 {
		t.Fatal("testdata/cases.json: a list is empty")
	}
	return c
}

var kinds = map[string]error{"format": ErrFormat, "decimals": ErrDecimals, "range": ErrRange}

func TestParse(t *testing.T) {
	for _, c := range loadCases(t).Parse {
		a, err := Parse(c.In)
		if c.Err != "" {
			kind := kinds[c.Err]
			if kind == nil {
				t.Fatalf("%q: unknown err kind %q", c.In, c.Err)
			}
			if !errors.Is(err, kind) {
				t.Errorf("Parse(%q) = %v, %v; want %v", c.In, a, err, kind)
				continue
			}
			if want := kind.Error() + "：" + c.In; err.Error() != want {
				t.Errorf("Parse(%q) error %q, want %q", c.In, err, want)
			}
			continue
		}
		if err != nil {
			t.Errorf("Parse(%q): %v", c.In, err)
			continue
		}
		if a.String() != c.Want {
			t.Errorf("Parse(%q) = %s, want %s", c.In, a, c.Want)
		}
		if a.Exponent() != -2 {
			t.Errorf("Parse(%q) exponent %d, want -2", c.In, a.Exponent())
		}
	}
}

func TestParseMessages(t *testing.T) {
	for in, want := range map[string]string{
		"abc":               "金额格式不正确：abc",
		" 1.x ":             "金额格式不正确： 1.x ",
		"1.234":             "金额最多两位小数：1.234",
		"￥1,234.567":        "金额最多两位小数：￥1,234.567",
		"10000000000000000": "金额超出范围：10000000000000000",
	} {
		_, err := Parse(in)
		if err == nil || err.Error() != want {
			t.Errorf("Parse(%q) error %v, want %s", in, err, want)
		}
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Input != in {
			t.Errorf("Parse(%q): not a *ParseError with the input: %#v", in, err)
		}
	}
}

// amount parses in like Parse, but keeps an out-of-range value (for Capital).
func amount(t *testing.T, in string) Amount {
	t.Helper()
	a, err := Parse(in)
	if errors.Is(err, ErrRange) {
		return Amount{Decimal: decimal.RequireFromString(strings.ReplaceAll(in, ",", ""))}
	}
	if err != nil {
		t.Fatalf("Parse(%q): %v", in, err)
	}
	return a
}

func TestCapital(t *testing.T) {
	for _, c := range loadCases(t).Capital {
		if got := amount(t, c.In).Capital(); got != c.Want {
			t.Errorf("Capital(%s) = %s, want %s", c.In, got, c.Want)
		}
	}
	// Values not made by Parse: unrounded, huge.
	for _, c := range []struct {
		a    Amount
		want string
	}{
		{Amount{}, "零元整"},
		{FromCents(1), "壹分"},
		{FromCents(-1), "负壹分"},
		{FromCents(math.MaxInt64), ""},
		{FromCents(math.MinInt64), ""},
		{Amount{Decimal: decimal.RequireFromString("1.005")}, "壹元零壹分"},
		{Amount{Decimal: decimal.RequireFromString("-0.004")}, "零元整"},
		{Amount{Decimal: decimal.RequireFromString("1e30")}, ""},
	} {
		if got := c.a.Capital(); got != c.want {
			t.Errorf("Capital(%s) = %s, want %s", c.a.Decimal, got, c.want)
		}
	}
}

func TestGrouped(t *testing.T) {
	for _, c := range loadCases(t).Grouped {
		if got := amount(t, c.In).Grouped(); got != c.Want {
			t.Errorf("Grouped(%s) = %s, want %s", c.In, got, c.Want)
		}
	}
	if got := (Amount{}).Grouped(); got != "0.00" {
		t.Errorf("zero Grouped = %s", got)
	}
}

func TestFloat(t *testing.T) {
	for _, c := range loadCases(t).Float {
		var a Amount
		if err := a.Scan(c.F); err != nil {
			t.Fatalf("Scan(%v): %v", c.F, err)
		}
		if a.String() != c.Want || a.Capital() != c.Capital {
			t.Errorf("Scan(%v) = %s %s, want %s %s", c.F, a, a.Capital(), c.Want, c.Capital)
		}
		if b := FromDecimal(decimal.NewFromFloat(c.F)); !b.Equal(a.Decimal) {
			t.Errorf("FromDecimal(%v) = %s, want %s", c.F, b, a)
		}
	}
	if got := FromDecimal(decimal.NewFromFloat(0.1).Add(decimal.NewFromFloat(0.2))); got.String() != "0.30" {
		t.Errorf("0.1+0.2 = %s", got)
	}
}

func TestStringAndCents(t *testing.T) {
	for _, c := range []struct {
		a     Amount
		want  string
		cents int64
	}{
		{Amount{}, "0.00", 0},
		{FromCents(123450), "1234.50", 123450},
		{FromCents(-5), "-0.05", -5},
		{FromCents(999999999999999999), "9999999999999999.99", 999999999999999999},
		{Amount{Decimal: decimal.RequireFromString("2.345")}, "2.35", 235},
		{Amount{Decimal: decimal.RequireFromString("-2.345")}, "-2.35", -235},
		{Amount{Decimal: decimal.RequireFromString("2.344999")}, "2.34", 234},
		{FromDecimal(decimal.RequireFromString("0.125")), "0.13", 13},
	} {
		if got := c.a.String(); got != c.want {
			t.Errorf("String(%s) = %s, want %s", c.a.Decimal, got, c.want)
		}
		if got := c.a.Cents(); got != c.cents {
			t.Errorf("Cents(%s) = %d, want %d", c.a.Decimal, got, c.cents)
		}
	}
}

type doc struct {
	A Amount  `json:"a"`
	P *Amount `json:"p"`
	O *Amount `json:"o,omitempty"`
}

func TestMarshalJSON(t *testing.T) {
	p := FromCents(-5)
	d := doc{A: FromCents(123450), P: &p}
	want := `{"a":1234.50,"p":-0.05}`
	for name, marshal := range map[string]func(any) ([]byte, error){"encoding/json": json.Marshal} {
		b, err := marshal(d)
		if err != nil || string(b) != want {
			t.Errorf("%s: %s, %v; want %s", name, b, err, want)
		}
		b, _ = marshal(doc{})
		if string(b) != `{"a":0.00,"p":null}` {
			t.Errorf("%s zero: %s", name, b)
		}
		b, _ = marshal(map[string]Amount{"x": FromCents(1)})
		if string(b) != `{"x":0.01}` {
			t.Errorf("%s map: %s", name, b)
		}
	}
}

func TestUnmarshalJSON(t *testing.T) {
	for _, c := range []struct {
		in, want string // want "" means an error of kind err
		err      error
	}{
		{`1234.5`, "1234.50", nil},
		{`1234.50`, "1234.50", nil},
		{`-0.05`, "-0.05", nil},
		{`-0`, "0.00", nil},
		{`0`, "0.00", nil},
		{`1.500`, "1.50", nil},
		{`1e3`, "1000.00", nil},
		{`1.5E+2`, "150.00", nil},
		{`9999999999999999.99`, "9999999999999999.99", nil},
		{`"1,234.50"`, "1234.50", nil},
		{`"￥1,234.50"`, "1234.50", nil},
		{`"\uffe512"`, "12.00", nil},
		{`" 12 "`, "12.00", nil},
		{`"-3"`, "-3.00", nil},
		{`null`, "0.00", nil},
		{`""`, "0.00", nil},
		{`" "`, "0.00", nil},
		{`1.234`, "", ErrDecimals},
		{`0.30000000000000004`, "", ErrDecimals},
		{`1e-7`, "", ErrDecimals},
		{`"1.234"`, "", ErrDecimals},
		{`1e16`, "", ErrRange},
		{`-10000000000000000`, "", ErrRange},
		{`"10000000000000000"`, "", ErrRange},
		{`"abc"`, "", ErrFormat},
		{`"1e3"`, "", ErrFormat},
		{`true`, "", ErrFormat},
		{`{}`, "", ErrFormat},
		{`[]`, "", ErrFormat},
	} {
		a := FromCents(777) // overwritten on success
		err := json.Unmarshal([]byte(c.in), &a)
		if c.err != nil {
			if !errors.Is(err, c.err) {
				t.Errorf("%s: %v, want %v", c.in, err, c.err)
			}
			continue
		}
		if err != nil || a.String() != c.want {
			t.Errorf("%s: %s, %v; want %s", c.in, a, err, c.want)
		}
	}
	var d doc
	if err := json.Unmarshal([]byte(`{"a":"1,234.5","p":null,"o":7}`), &d); err != nil {
		t.Fatal(err)
	}
	if d.A.String() != "1234.50" || d.P != nil || d.O == nil || d.O.String() != "7.00" {
		t.Errorf("doc: %+v", d)
	}
	if err := json.Unmarshal([]byte(`{"a":12.3,"p":"￥4"}`), &d); err != nil || d.A.String() != "12.30" || d.P.String() != "4.00" {
		t.Errorf("doc: %v %+v", err, d)
	}
	err := json.Unmarshal([]byte(`{"a":1.234}`), &d)
	if err == nil || !strings.Contains(err.Error(), "金额最多两位小数：1.234") {
		t.Errorf("error in a document: %v", err)
	}
}

func TestJSONRoundTrip(t *testing.T) {
	for _, c := range loadCases(t).Parse {
		if c.Err != "" {
			continue
		}
		a, _ := Parse(c.In)
		for name, m := range map[string]struct {
			marshal   func(any) ([]byte, error)
			unmarshal func([]byte, any) error
		}{"encoding/json": {json.Marshal, json.Unmarshal}} {
			b, err := m.marshal(a)
			if err != nil || string(b) != c.Want {
				t.Errorf("%s Marshal(%s) = %s, %v", name, c.In, b, err)
			}
			var back Amount
			if err := m.unmarshal(b, &back); err != nil || !back.Equal(a.Decimal) {
				t.Errorf("%s round trip of %s: %s, %v", name, c.In, back, err)
			}
		}
	}
}

func TestText(t *testing.T) {
	var a Amount
	if err := a.UnmarshalText([]byte("￥1,234.5")); err != nil || a.String() != "1234.50" {
		t.Errorf("UnmarshalText: %s, %v", a, err)
	}
	if err := a.UnmarshalText(nil); err != nil || !a.IsZero() {
		t.Errorf("UnmarshalText empty: %s, %v", a, err)
	}
	if err := a.UnmarshalText([]byte("1.234")); !errors.Is(err, ErrDecimals) {
		t.Errorf("UnmarshalText 1.234: %v", err)
	}
	if b, _ := FromCents(150).MarshalText(); string(b) != "1.50" {
		t.Errorf("MarshalText = %s", b)
	}
}

func TestScan(t *testing.T) {
	for _, c := range []struct {
		src  any
		want string
	}{
		{nil, "0.00"},
		{int64(12), "12.00"},
		{int64(-3), "-3.00"},
		{float64(1234.5), "1234.50"},
		{0.1 + 0.2, "0.30"},
		{float64(1.005), "1.01"},
		{float64(-2.675), "-2.68"},
		{float64(9999999999999.99), "9999999999999.99"},
		{[]byte("1234.50"), "1234.50"},
		{[]byte(" 7 "), "7.00"},
		{[]byte("-0.005"), "-0.01"},
		{"1234.567", "1234.57"},
		{"1234.564", "1234.56"},
		{"1.2e3", "1200.00"},
		{"9999999999999999.99", "9999999999999999.99"},
	} {
		a := FromCents(777)
		if err := a.Scan(c.src); err != nil || a.String() != c.want {
			t.Errorf("Scan(%#v) = %s, %v; want %s", c.src, a, err, c.want)
		}
	}
	for _, src := range []any{"abc", []byte(""), "", true, math.NaN(), math.Inf(1), time.Now(), int32(1)} {
		var a Amount
		if err := a.Scan(src); err == nil {
			t.Errorf("Scan(%#v) = %s, want an error", src, a)
		}
	}
}

func TestValue(t *testing.T) {
	for _, c := range []struct {
		a    Amount
		want driver.Value
	}{
		{Amount{}, "0.00"},
		{FromCents(123450), "1234.50"},
		{FromCents(-5), "-0.05"},
		{Amount{Decimal: decimal.RequireFromString("1.005")}, "1.01"},
		{FromCents(999999999999999999), "9999999999999999.99"},
	} {
		if v, err := c.a.Value(); err != nil || v != c.want {
			t.Errorf("Value(%s) = %#v, %v; want %#v", c.a.Decimal, v, err, c.want)
		}
	}
	for _, a := range []Amount{FromCents(1000000000000000000), FromCents(-1000000000000000000), {Decimal: decimal.RequireFromString("9999999999999999.995")}} {
		if _, err := a.Value(); !errors.Is(err, ErrRange) {
			t.Errorf("Value(%s): %v, want ErrRange", a.Decimal, err)
		}
	}
	var _ driver.Valuer = Amount{}
	var _ sql.Scanner = (*Amount)(nil)
}

func TestSQLType(t *testing.T) {
	if SQLType[dialect.Postgres] != "numeric(18,2)" || SQLType[dialect.SQLite] != "numeric" || len(SQLType) != 2 {
		t.Errorf("SQLType = %v", SQLType)
	}
}

// TestDatabase stores amounts in a column of SQLType and reads them back, on
// SQLite (where numeric affinity turns them into INTEGER or REAL) and on
// PostgreSQL (AQ_TEST_POSTGRES, as in server/testenv).
func TestDatabase(t *testing.T) {
	values := []string{"0", "1234.5", "-0.05", "0.1", "0.7", "1.15", "2.67", "123456789.01", "9999999999999.99", "-9999999999999.99"}
	t.Run("sqlite", func(t *testing.T) {
		db, err := sql.Open("sqlite", filepath.Join(t.TempDir(), "m.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		roundTrip(t, db, SQLType[dialect.SQLite], values)
	})
	t.Run("postgres", func(t *testing.T) {
		// Above 15 significant digits SQLite keeps a REAL and loses cents;
		// numeric(18,2) holds all of them.
		roundTrip(t, postgres(t), SQLType[dialect.Postgres], append(values, "9999999999999999.99", "-1234567890123456.78"))
	})
}

func postgres(t *testing.T) *sql.DB {
	u := os.Getenv("AQ_TEST_POSTGRES")
	if u == "" {
		u = "postgres://root@127.0.0.1:5432/test?sslmode=disable"
	}
	db, err := sql.Open("postgres", u)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.Ping(); err != nil {
		t.Fatalf("PostgreSQL at %s is required for the database tests: %v", u, err)
	}
	return db
}

func roundTrip(t *testing.T, db *sql.DB, typ string, values []string) {
	ctx := context.Background()
	conn, err := db.Conn(ctx) // one session: the table is TEMP
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "CREATE TEMP TABLE amounts (id integer PRIMARY KEY, a "+typ+")"); err != nil {
		t.Fatal(err)
	}
	for i, v := range values {
		a, err := Parse(v)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := conn.ExecContext(ctx, "INSERT INTO amounts (id, a) VALUES ($1, $2)", i, a); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := conn.ExecContext(ctx, "INSERT INTO amounts (id, a) VALUES ($1, NULL)", len(values)); err != nil {
		t.Fatal(err)
	}
	for i, v := range values {
		want, _ := Parse(v)
		got := FromCents(777)
		if err := conn.QueryRowContext(ctx, "SELECT a FROM amounts WHERE id = $1", i).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if !got.Equal(want.Decimal) {
			t.Errorf("%s: read back %s", v, got)
		}
		// Lookup by value, as an ent predicate does.
		var n int
		if err := conn.QueryRowContext(ctx, "SELECT count(*) FROM amounts WHERE a = $1", want).Scan(&n); err != nil || n != 1 {
			t.Errorf("%s: WHERE a = $1 found %d, %v", v, n, err)
		}
	}
	got := FromCents(777)
	if err := conn.QueryRowContext(ctx, "SELECT a FROM amounts WHERE a IS NULL").Scan(&got); err != nil || !got.IsZero() || !got.Null() {
		t.Errorf("NULL read back as %s (null %t), %v", got, got.Null(), err)
	}
	if b, _ := got.MarshalJSON(); string(b) != "null" {
		t.Errorf("a NULL amount is JSON %s, want null", b)
	}
	if v, err := got.Value(); v != nil || err != nil {
		t.Errorf("a NULL amount is written back as %v, %v", v, err)
	}
	if err := conn.QueryRowContext(ctx, "SELECT sum(a) FROM amounts WHERE abs(a) < 1e12").Scan(&got); err != nil {
		t.Fatal(err)
	}
	var want decimal.Decimal
	for _, v := range values {
		if a, _ := Parse(v); a.Abs().LessThan(decimal.New(1, 12)) {
			want = want.Add(a.Decimal)
		}
	}
	if !got.Equal(want) {
		t.Errorf("sum = %s, want %s", got, want)
	}
	var desc []string
	rows, err := conn.QueryContext(ctx, "SELECT a FROM amounts WHERE a IS NOT NULL ORDER BY a DESC LIMIT 3")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var a Amount
		if err := rows.Scan(&a); err != nil {
			t.Fatal(err)
		}
		desc = append(desc, a.String())
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if len(desc) != 3 || (desc[0] != "9999999999999.99" && desc[0] != "9999999999999999.99") {
		t.Errorf("ORDER BY a DESC: %v (must sort numerically)", desc)
	}
}

// TestEntField: the type is accepted by ent as field.Other with SQLType.
func TestEntField(t *testing.T) {
	d := field.Other("v", Amount{}).SchemaType(SQLType).Default(Amount{}).Optional().Descriptor()
	if d.Err != nil {
		t.Fatal(d.Err)
	}
	if !d.Info.ValueScanner() || d.SchemaType[dialect.Postgres] != SQLType[dialect.Postgres] {
		t.Errorf("ent descriptor: %+v", d.Info)
	}
}

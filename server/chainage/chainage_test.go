package chainage

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"
	"time"

	"entgo.io/ent/dialect"
	"entgo.io/ent/schema/field"
	_ "github.com/lib/pq"
	"github.com/shopspring/decimal"
	_ "modernc.org/sqlite"
)

// cases is testdata/cases.json, which admin-ui/src/lib/chainage.test.ts checks too.
type cases struct {
	Parse []struct {
		In, Want string
		Err      bool
	}
	Format []struct{ M, Want string }
	Float  []struct {
		F    float64
		Want string
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
	if len(c.Parse) == 0 || len(c.Format) == 0 || len(c.Float) == 0 {
		t.Fatal("testdata/cases.json: a list is empty")
	}
	return c
}

func metres(s string) Metres { return Metres{Decimal: decimal.RequireFromString(s)} }

func TestParse(t *testing.T) {
	for _, c := range loadCases(t).Parse {
		m, err := Parse(c.In)
		if c.Err {
			want := "桩号格式不正确，应如 K12+345.600：" + c.In
			if err == nil || err.Error() != want || !errors.Is(err, ErrFormat) {
				t.Errorf("Parse(%q) = %s, %v; want error %s", c.In, m, err, want)
			}
			continue
		}
		if err != nil {
			t.Errorf("Parse(%q): %v", c.In, err)
			continue
		}
		if got := m.StringFixed(3); got != c.Want || m.Exponent() != -3 {
			t.Errorf("Parse(%q) = %s (exponent %d), want %s", c.In, got, m.Exponent(), c.Want)
		}
	}
}

func TestString(t *testing.T) {
	for _, c := range loadCases(t).Format {
		if got := metres(c.M).String(); got != c.Want {
			t.Errorf("String(%s) = %s, want %s", c.M, got, c.Want)
		}
	}
	if got := (Metres{}).String(); got != "K0+000.000" {
		t.Errorf("zero String = %s", got)
	}
	// String is what Parse reads back.
	for _, c := range loadCases(t).Parse {
		if c.Err {
			continue
		}
		m, _ := Parse(c.In)
		back, err := Parse(m.String())
		if err != nil || !back.Equal(m.Decimal) {
			t.Errorf("Parse(String(%s)) = %s, %v", c.In, back, err)
		}
	}
}

func TestFloat(t *testing.T) {
	for _, c := range loadCases(t).Float {
		var m Metres
		if err := m.Scan(c.F); err != nil || m.String() != c.Want {
			t.Errorf("Scan(%v) = %s, %v; want %s", c.F, m, err, c.Want)
		}
		if got := FromDecimal(decimal.NewFromFloat(c.F)).String(); got != c.Want {
			t.Errorf("FromDecimal(%v) = %s, want %s", c.F, got, c.Want)
		}
	}
	if got := metres("12345.6").Float(); got != 12345.6 {
		t.Errorf("Float = %v", got)
	}
	if got := (Metres{}).Float(); got != 0 {
		t.Errorf("zero Float = %v", got)
	}
}

func TestSub(t *testing.T) {
	for _, c := range []struct{ a, b, want string }{
		{"K12+345.600", "K12+000", "345.600"},
		{"K13+000", "K12+999.999", "0.001"},
		{"DK20+000", "K0+000", "20000.000"},
		{"K12+000", "K12+345.6", "-345.600"},
		{"K5+500", "K5+500", "0.000"},
	} {
		a, _ := Parse(c.a)
		b, _ := Parse(c.b)
		if got := a.Sub(b); got.StringFixed(3) != c.want {
			t.Errorf("%s − %s = %s, want %s", c.a, c.b, got.StringFixed(3), c.want)
		}
	}
	if got := metres("1.0004").Sub(metres("0.0001")).StringFixed(4); got != "1.0000" {
		t.Errorf("Sub is not rounded to the millimetre: %s", got)
	}
}

type doc struct {
	M Metres  `json:"m"`
	P *Metres `json:"p"`
}

func TestMarshalJSON(t *testing.T) {
	p := metres("5")
	want := `{"m":12345.600,"p":5.000}`
	for name, marshal := range map[string]func(any) ([]byte, error){"encoding/json": json.Marshal} {
		b, err := marshal(doc{M: metres("12345.6"), P: &p})
		if err != nil || string(b) != want {
			t.Errorf("%s: %s, %v; want %s", name, b, err, want)
		}
		b, _ = marshal(doc{})
		if string(b) != `{"m":0.000,"p":null}` {
			t.Errorf("%s zero: %s", name, b)
		}
		b, _ = marshal(metres("12345.6785"))
		if string(b) != `12345.679` {
			t.Errorf("%s unrounded: %s", name, b)
		}
	}
}

func TestUnmarshalJSON(t *testing.T) {
	for _, c := range []struct {
		in, want string
		err      bool
	}{
		{`12345.6`, "12345.600", false},
		{`12345.600`, "12345.600", false},
		{`0`, "0.000", false},
		{`-0`, "0.000", false},
		{`1.2345e4`, "12345.000", false},
		{`12345.6785`, "12345.679", false},
		{`"K12+345.600"`, "12345.600", false},
		{`"k12+345.6"`, "12345.600", false},
		{`"DK12+345"`, "12345.000", false},
		{`"12345.6"`, "12345.600", false},
		{`" K0+000 "`, "0.000", false},
		{`"K12\u002b345"`, "12345.000", false},
		{`null`, "0.000", false},
		{`""`, "0.000", false},
		{`-1`, "", true},
		{`1e9`, "", true},
		{`"-1"`, "", true},
		{`"K12+1000"`, "", true},
		{`"abc"`, "", true},
		{`true`, "", true},
		{`{}`, "", true},
	} {
		m := metres("777")
		err := json.Unmarshal([]byte(c.in), &m)
		if c.err {
			if !errors.Is(err, ErrFormat) {
				t.Errorf("%s: %s, %v; want ErrFormat", c.in, m, err)
			}
			continue
		}
		if err != nil || m.StringFixed(3) != c.want {
			t.Errorf("%s: %s, %v; want %s", c.in, m.StringFixed(3), err, c.want)
		}
	}
	var d doc
	if err := json.Unmarshal([]byte(`{"m":"K1+000","p":2.5}`), &d); err != nil || d.M.String() != "K1+000.000" || d.P.String() != "K0+002.500" {
		t.Errorf("doc: %v %+v", err, d)
	}
}

func TestJSONRoundTrip(t *testing.T) {
	for _, c := range loadCases(t).Parse {
		if c.Err {
			continue
		}
		m, _ := Parse(c.In)
		b, err := json.Marshal(m)
		if err != nil || string(b) != c.Want {
			t.Errorf("Marshal(%s) = %s, %v; want %s", c.In, b, err, c.Want)
		}
		var back Metres
		if err := json.Unmarshal(b, &back); err != nil || !back.Equal(m.Decimal) {
			t.Errorf("round trip of %s: %s, %v", c.In, back, err)
		}
		// The K form as a string comes back too.
		if err := json.Unmarshal([]byte(`"`+m.String()+`"`), &back); err != nil || !back.Equal(m.Decimal) {
			t.Errorf("round trip of %q: %s, %v", m.String(), back, err)
		}
	}
}

func TestText(t *testing.T) {
	var m Metres
	if err := m.UnmarshalText([]byte("DK1+234.5")); err != nil || m.StringFixed(3) != "1234.500" {
		t.Errorf("UnmarshalText: %s, %v", m, err)
	}
	if err := m.UnmarshalText(nil); err != nil || !m.IsZero() {
		t.Errorf("UnmarshalText empty: %s, %v", m, err)
	}
	if err := m.UnmarshalText([]byte("K1+1000")); !errors.Is(err, ErrFormat) {
		t.Errorf("UnmarshalText K1+1000: %v", err)
	}
	if b, _ := metres("1234.5").MarshalText(); string(b) != "K1+234.500" {
		t.Errorf("MarshalText = %s", b)
	}
}

func TestScan(t *testing.T) {
	for _, c := range []struct {
		src  any
		want string
	}{
		{nil, "0.000"},
		{int64(12345), "12345.000"},
		{float64(12345.6), "12345.600"},
		{0.1 + 0.2, "0.300"},
		{float64(1.0005), "1.001"},
		{[]byte("12345.600"), "12345.600"},
		{[]byte(" 7 "), "7.000"},
		{"12345.6785", "12345.679"},
		{"-500", "-500.000"},
		{"999999999.999", "999999999.999"},
	} {
		m := metres("777")
		if err := m.Scan(c.src); err != nil || m.StringFixed(3) != c.want {
			t.Errorf("Scan(%#v) = %s, %v; want %s", c.src, m.StringFixed(3), err, c.want)
		}
	}
	for _, src := range []any{"abc", "K12+345", []byte(""), true, math.NaN(), math.Inf(-1), time.Now(), int32(1)} {
		var m Metres
		if err := m.Scan(src); err == nil {
			t.Errorf("Scan(%#v) = %s, want an error", src, m)
		}
	}
}

func TestValue(t *testing.T) {
	for _, c := range []struct {
		m    Metres
		want driver.Value
	}{
		{Metres{}, "0.000"},
		{metres("12345.6"), "12345.600"},
		{metres("12345.6785"), "12345.679"},
		{metres("-500"), "-500.000"},
		{metres("999999999.999"), "999999999.999"},
	} {
		if v, err := c.m.Value(); err != nil || v != c.want {
			t.Errorf("Value(%s) = %#v, %v; want %#v", c.m.Decimal, v, err, c.want)
		}
	}
	for _, m := range []Metres{metres("1e9"), metres("-1e9"), metres("999999999.9996")} {
		if v, err := m.Value(); err == nil {
			t.Errorf("Value(%s) = %v, want an error", m.Decimal, v)
		}
	}
	var _ driver.Valuer = Metres{}
	var _ sql.Scanner = (*Metres)(nil)
}

func TestSQLType(t *testing.T) {
	if SQLType[dialect.Postgres] != "numeric(12,3)" || SQLType[dialect.SQLite] != "numeric" || len(SQLType) != 2 {
		t.Errorf("SQLType = %v", SQLType)
	}
}

// TestDatabase stores chainages in a column of SQLType and reads them back,
// on SQLite and on PostgreSQL (AQ_TEST_POSTGRES, as in server/testenv).
func TestDatabase(t *testing.T) {
	values := []string{"K0+000", "K12+345.600", "K12+345.601", "DK0+000.001", "K999999+999.999", "K1+100.1", "K1+000.3"}
	t.Run("sqlite", func(t *testing.T) {
		db, err := sql.Open("sqlite", filepath.Join(t.TempDir(), "c.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		roundTrip(t, db, SQLType[dialect.SQLite], values)
	})
	t.Run("postgres", func(t *testing.T) {
		u := os.Getenv("AQ_TEST_POSTGRES")
		if u == "" {
			u = "postgres://root@127.0.0.1:5432/test?sslmode=disable"
		}
		db, err := sql.Open("postgres", u)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		if err := db.Ping(); err != nil {
			t.Fatalf("PostgreSQL at %s is required for the database tests: %v", u, err)
		}
		roundTrip(t, db, SQLType[dialect.Postgres], values)
	})
}

func roundTrip(t *testing.T, db *sql.DB, typ string, values []string) {
	ctx := context.Background()
	conn, err := db.Conn(ctx) // one session: the table is TEMP
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "CREATE TEMP TABLE chainages (id integer PRIMARY KEY, m "+typ+")"); err != nil {
		t.Fatal(err)
	}
	for i, v := range values {
		if _, err := conn.ExecContext(ctx, "INSERT INTO chainages (id, m) VALUES ($1, $2)", i, mustParse(t, v)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := conn.ExecContext(ctx, "INSERT INTO chainages (id, m) VALUES ($1, NULL)", len(values)); err != nil {
		t.Fatal(err)
	}
	for i, v := range values {
		want := mustParse(t, v)
		got := metres("777")
		if err := conn.QueryRowContext(ctx, "SELECT m FROM chainages WHERE id = $1", i).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if !got.Equal(want.Decimal) {
			t.Errorf("%s: read back %s", v, got)
		}
		var n int
		if err := conn.QueryRowContext(ctx, "SELECT count(*) FROM chainages WHERE m = $1", want).Scan(&n); err != nil || n != 1 {
			t.Errorf("%s: WHERE m = $1 found %d, %v", v, n, err)
		}
	}
	got := metres("777")
	if err := conn.QueryRowContext(ctx, "SELECT m FROM chainages WHERE m IS NULL").Scan(&got); err != nil || !got.IsZero() || !got.Null() {
		t.Errorf("NULL read back as %s (null %t), %v", got, got.Null(), err)
	}
	if b, _ := got.MarshalJSON(); string(b) != "null" {
		t.Errorf("a NULL chainage is JSON %s, want null", b)
	}
	if v, err := got.Value(); v != nil || err != nil {
		t.Errorf("a NULL chainage is written back as %v, %v", v, err)
	}
	// Between K1+000 and K13+000, in order: the column sorts numerically.
	rows, err := conn.QueryContext(ctx, "SELECT m FROM chainages WHERE m BETWEEN $1 AND $2 ORDER BY m", mustParse(t, "K1+000"), mustParse(t, "K13+000"))
	if err != nil {
		t.Fatal(err)
	}
	var in []string
	for rows.Next() {
		var m Metres
		if err := rows.Scan(&m); err != nil {
			t.Fatal(err)
		}
		in = append(in, m.String())
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if want := "[K1+000.300 K1+100.100 K12+345.600 K12+345.601]"; fmt.Sprint(in) != want {
		t.Errorf("BETWEEN … ORDER BY: %s, want %s", fmt.Sprint(in), want)
	}
}

func mustParse(t *testing.T, s string) Metres {
	t.Helper()
	m, err := Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestEntField: the type is accepted by ent as field.Other with SQLType.
func TestEntField(t *testing.T) {
	d := field.Other("v", Metres{}).SchemaType(SQLType).Default(Metres{}).Optional().Descriptor()
	if d.Err != nil {
		t.Fatal(d.Err)
	}
	if !d.Info.ValueScanner() || d.SchemaType[dialect.Postgres] != SQLType[dialect.Postgres] {
		t.Errorf("ent descriptor: %+v", d.Info)
	}
}

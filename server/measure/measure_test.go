package measure

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"math"
	"os"
	"path/filepath"
	"testing"
	"time"

	_ "github.com/lib/pq"
	"github.com/shopspring/decimal"
	_ "modernc.org/sqlite"

	"entgo.io/ent/dialect"
)

func dec(s string) Decimal { return Decimal{Decimal: decimal.RequireFromString(s)} }

func TestParse(t *testing.T) {
	for in, want := range map[string]string{
		"12.5": "12.5", "-3": "-3", "+3": "3", " 12 ": "12", "\t7\n": "7", ".5": "0.5", "5.": "5",
		"007": "7", "0": "0", "-0": "0", "150.80": "150.8", "1,234.5": "1234.5", "1,234,567": "1234567",
		"1.5e2": "150", "1E-3": "0.001", "2e+3": "2000", "-0.05": "-0.05",
	} {
		d, err := Parse(in)
		if err != nil || d.String() != want || d.Null() {
			t.Errorf("Parse(%q) = %s (null %t), %v; want %s", in, d, d.Null(), err, want)
		}
	}
	for _, in := range []string{"", " ", "abc", "1.2.3", "1,23", "12,", ",5", "1 000", "--1", "+-1", ".", "-", "e3", "1e", "1e1234", "NaN", "Inf", "0x10", "１２", "12mm", "1_000"} {
		d, err := Parse(in)
		if !errors.Is(err, ErrFormat) {
			t.Errorf("Parse(%q) = %s, %v; want ErrFormat", in, d, err)
			continue
		}
		if want := "数值格式不正确：" + in; err.Error() != want {
			t.Errorf("Parse(%q) error %q, want %q", in, err, want)
		}
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Input != in {
			t.Errorf("Parse(%q): not a *ParseError with the input: %#v", in, err)
		}
	}
}

// TestFit: rounding half away from zero to the scale, and the integer digits
// a numeric(p,s) holds.
func TestFit(t *testing.T) {
	for _, c := range []struct {
		in         string
		p, s       int
		want       string
		outOfRange bool
	}{
		{"150.85", 6, 1, "150.9", false},
		{"150.849", 6, 1, "150.8", false},
		{"-150.85", 6, 1, "-150.9", false},
		{"2.5", 4, 0, "3", false},
		{"-2.5", 4, 0, "-3", false},
		{"0.05", 5, 1, "0.1", false},
		{"-0.04", 5, 1, "0", false},
		{"150", 6, 1, "150", false},
		{"99999.94", 6, 1, "99999.9", false},
		{"99999.95", 6, 1, "", true}, // rounds to 100000.0: six integer digits
		{"100000", 6, 1, "", true},
		{"-100000", 6, 1, "", true},
		{"1e3", 4, 1, "", true},
		{"999.99", 4, 1, "", true},
		{"999.94", 4, 1, "999.9", false},
		{"0.9999995", 6, 6, "", true}, // numeric(6,6): below 1 only
		{"0.1234564", 6, 6, "0.123456", false},
	} {
		got, err := dec(c.in).Fit(c.p, c.s)
		if c.outOfRange {
			if !errors.Is(err, ErrRange) {
				t.Errorf("%s.Fit(%d,%d) = %s, %v; want ErrRange", c.in, c.p, c.s, got, err)
			} else if want := "数值超出范围：" + dec(c.in).String(); err.Error() != want {
				t.Errorf("%s.Fit error %q, want %q", c.in, err, want)
			}
			continue
		}
		if err != nil || got.String() != c.want {
			t.Errorf("%s.Fit(%d,%d) = %s, %v; want %s", c.in, c.p, c.s, got, err, c.want)
		}
		if got.Exponent() < -int32(c.s) {
			t.Errorf("%s.Fit(%d,%d) keeps exponent %d", c.in, c.p, c.s, got.Exponent())
		}
	}
}

type doc struct {
	A Decimal  `json:"a"`
	P *Decimal `json:"p"`
	O *Decimal `json:"o,omitempty"`
}

func TestMarshalJSON(t *testing.T) {
	p := New(-5, -2)
	var null Decimal
	if err := null.Scan(nil); err != nil {
		t.Fatal(err)
	}
	for name, marshal := range map[string]func(any) ([]byte, error){"encoding/json": json.Marshal} {
		for _, c := range []struct {
			v    any
			want string
		}{
			{doc{A: New(1508, -1), P: &p}, `{"a":150.8,"p":-0.05}`},
			{doc{A: dec("150.0")}, `{"a":150,"p":null}`},
			{doc{}, `{"a":0,"p":null}`},
			{doc{A: null, P: &null}, `{"a":null,"p":null}`},
			{map[string]Decimal{"x": dec("1e3")}, `{"x":1000}`},
		} {
			if b, err := marshal(c.v); err != nil || string(b) != c.want {
				t.Errorf("%s: %s, %v; want %s", name, b, err, c.want)
			}
		}
	}
}

func TestUnmarshalJSON(t *testing.T) {
	for _, c := range []struct {
		in, want string // want "" means an error of kind ErrFormat
	}{
		{`150.8`, "150.8"},
		{`-0.05`, "-0.05"},
		{`1e3`, "1000"},
		{`1.5E+2`, "150"},
		{`0.30000000000000004`, "0.30000000000000004"},
		{`"1,234.5"`, "1234.5"},
		{`" 12 "`, "12"},
		{`null`, "0"},
		{`""`, "0"},
		{`" "`, "0"},
		{`"abc"`, ""},
		{`"12mm"`, ""},
		{`true`, ""},
		{`{}`, ""},
		{`[]`, ""},
		{`1e99999`, ""},
	} {
		d := New(777, 0) // overwritten on success
		err := json.Unmarshal([]byte(c.in), &d)
		if c.want == "" {
			if !errors.Is(err, ErrFormat) {
				t.Errorf("%s: %s, %v; want ErrFormat", c.in, d, err)
			}
			continue
		}
		if err != nil || d.String() != c.want || d.Null() {
			t.Errorf("%s: %s, %v; want %s", c.in, d, err, c.want)
		}
	}
	var d doc
	if err := json.Unmarshal([]byte(`{"a":"150.8","p":null,"o":7}`), &d); err != nil {
		t.Fatal(err)
	}
	if d.A.String() != "150.8" || d.P != nil || d.O == nil || d.O.String() != "7" {
		t.Errorf("doc: %+v", d)
	}
}

func TestText(t *testing.T) {
	var d Decimal
	if err := d.UnmarshalText([]byte(" 12.50 ")); err != nil || d.String() != "12.5" {
		t.Errorf("UnmarshalText: %s, %v", d, err)
	}
	if err := d.UnmarshalText(nil); err != nil || !d.IsZero() {
		t.Errorf("UnmarshalText empty: %s, %v", d, err)
	}
	if err := d.UnmarshalText([]byte("x")); !errors.Is(err, ErrFormat) {
		t.Errorf("UnmarshalText x: %v", err)
	}
	if b, _ := New(15, -1).MarshalText(); string(b) != "1.5" {
		t.Errorf("MarshalText = %s", b)
	}
}

func TestScan(t *testing.T) {
	for _, c := range []struct {
		src  any
		want string
	}{
		{int64(12), "12"},
		{int64(-3), "-3"},
		{float64(150.8), "150.8"},
		{float64(0.3), "0.3"},
		{float64(1.005), "1.005"},
		{[]byte("150.80"), "150.8"},
		{[]byte(" 7 "), "7"},
		{"-0.005", "-0.005"},
		{"1.2e3", "1200"},
	} {
		d := New(777, 0)
		if err := d.Scan(c.src); err != nil || d.String() != c.want || d.Null() {
			t.Errorf("Scan(%#v) = %s (null %t), %v; want %s", c.src, d, d.Null(), err, c.want)
		}
	}
	d := New(777, 0)
	if err := d.Scan(nil); err != nil || !d.IsZero() || !d.Null() || d.String() != "" {
		t.Errorf("Scan(nil) = %q (null %t), %v", d, d.Null(), err)
	}
	for _, src := range []any{"abc", []byte(""), "", true, math.NaN(), math.Inf(1), time.Now(), int32(1)} {
		var d Decimal
		if err := d.Scan(src); err == nil {
			t.Errorf("Scan(%#v) = %s, want an error", src, d)
		}
	}
}

func TestValue(t *testing.T) {
	for _, c := range []struct {
		d    Decimal
		want driver.Value
	}{
		{Decimal{}, "0"},
		{New(1508, -1), "150.8"},
		{dec("150.0"), "150"},
		{New(-5, -2), "-0.05"},
	} {
		if v, err := c.d.Value(); err != nil || v != c.want {
			t.Errorf("Value(%s) = %#v, %v; want %#v", c.d.Decimal, v, err, c.want)
		}
	}
	var _ driver.Valuer = Decimal{}
	var _ sql.Scanner = (*Decimal)(nil)
}

func TestSQLType(t *testing.T) {
	got := SQLType(10, 1)
	if got[dialect.Postgres] != "numeric(10,1)" || got[dialect.SQLite] != "numeric" || len(got) != 2 {
		t.Errorf("SQLType(10, 1) = %v", got)
	}
}

// TestDatabase stores values in a column of SQLType and reads them back, on
// SQLite (where numeric affinity turns them into INTEGER or REAL) and on
// PostgreSQL (AQ_TEST_POSTGRES, as in server/testenv).
func TestDatabase(t *testing.T) {
	values := []string{"0", "150.8", "-0.5", "0.1", "0.7", "1.5", "2.6", "12345.6", "99999.9", "-99999.9"}
	t.Run("sqlite", func(t *testing.T) {
		db, err := sql.Open("sqlite", filepath.Join(t.TempDir(), "m.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		roundTrip(t, db, SQLType(6, 1)[dialect.SQLite], values)
	})
	t.Run("postgres", func(t *testing.T) {
		db := postgres(t)
		roundTrip(t, db, SQLType(6, 1)[dialect.Postgres], values)
		// numeric(6,1) refuses what Fit refuses: the database is the last guard.
		if _, err := db.Exec("SELECT $1::"+SQLType(6, 1)[dialect.Postgres], dec("100000")); err == nil {
			t.Error("numeric(6,1) took 100000")
		}
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
	if _, err := conn.ExecContext(ctx, "CREATE TEMP TABLE measures (id integer PRIMARY KEY, m "+typ+")"); err != nil {
		t.Fatal(err)
	}
	for i, v := range values {
		if _, err := conn.ExecContext(ctx, "INSERT INTO measures (id, m) VALUES ($1, $2)", i, dec(v)); err != nil {
			t.Fatal(err)
		}
	}
	var null Decimal
	if err := null.Scan(nil); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(ctx, "INSERT INTO measures (id, m) VALUES ($1, $2)", len(values), null); err != nil {
		t.Fatal(err)
	}
	for i, v := range values {
		want := dec(v)
		got := New(777, 0)
		if err := conn.QueryRowContext(ctx, "SELECT m FROM measures WHERE id = $1", i).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if !got.Equal(want.Decimal) || got.Null() {
			t.Errorf("%s: read back %s (null %t)", v, got, got.Null())
		}
		// Lookup by value, as an ent predicate or a list filter does.
		var n int
		if err := conn.QueryRowContext(ctx, "SELECT count(*) FROM measures WHERE m = $1", want).Scan(&n); err != nil || n != 1 {
			t.Errorf("%s: WHERE m = $1 found %d, %v", v, n, err)
		}
	}
	got := New(777, 0)
	if err := conn.QueryRowContext(ctx, "SELECT m FROM measures WHERE m IS NULL").Scan(&got); err != nil || !got.IsZero() || !got.Null() {
		t.Errorf("NULL read back as %s (null %t), %v", got, got.Null(), err)
	}
	if b, _ := got.MarshalJSON(); string(b) != "null" {
		t.Errorf("a NULL value is JSON %s, want null", b)
	}
	if v, err := got.Value(); v != nil || err != nil {
		t.Errorf("a NULL value is written back as %v, %v", v, err)
	}
	// A range filter compares numerically (text would put 99999.9 below 150.8).
	var n int
	if err := conn.QueryRowContext(ctx, "SELECT count(*) FROM measures WHERE m >= $1 AND m <= $2", dec("100"), dec("99999.9")).Scan(&n); err != nil || n != 3 {
		t.Errorf("BETWEEN 100 AND 99999.9: %d, %v; want 3", n, err)
	}
	var desc []string
	rows, err := conn.QueryContext(ctx, "SELECT m FROM measures WHERE m IS NOT NULL ORDER BY m DESC LIMIT 3")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var d Decimal
		if err := rows.Scan(&d); err != nil {
			t.Fatal(err)
		}
		desc = append(desc, d.String())
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if len(desc) != 3 || desc[0] != "99999.9" || desc[1] != "12345.6" || desc[2] != "150.8" {
		t.Errorf("ORDER BY m DESC: %v (must sort numerically)", desc)
	}
}

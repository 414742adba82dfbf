// Package jsontime holds the time types whose JSON form is the contract's
// "yyyy-MM-dd HH:mm:ss" / "yyyy-MM-dd" in China Standard Time.
package jsontime

import (
	"database/sql/driver"
	"fmt"
	"strings"
	"time"
)

// Zone is the display zone of every time the API renders (China has no DST).
var Zone = time.FixedZone("CST", 8*3600)

const (
	// DateTimeLayout is the contract's date-time format.
	DateTimeLayout = "2006-01-02 15:04:05"
	// DateLayout is the contract's date format.
	DateLayout = "2006-01-02"
)

// Time is a time.Time rendered as "yyyy-MM-dd HH:mm:ss" in CST.
type Time time.Time

// Date is a time.Time rendered as "yyyy-MM-dd" in CST.
type Date time.Time

// Now returns the current time as Time.
func Now() Time { return Time(time.Now().UTC()) }

// MarshalJSON implements json.Marshaler.
func (t Time) MarshalJSON() ([]byte, error) { return marshal(time.Time(t), DateTimeLayout) }

// UnmarshalJSON accepts the contract format, a date alone, or RFC 3339.
func (t *Time) UnmarshalJSON(b []byte) error {
	v, err := unmarshal(b)
	*t = Time(v)
	return err
}

// Scan implements sql.Scanner.
func (t *Time) Scan(src any) error {
	v, err := scan(src)
	*t = Time(v)
	return err
}

// Value implements driver.Valuer.
func (t Time) Value() (driver.Value, error) { return time.Time(t).UTC(), nil }

// String renders the contract format.
func (t Time) String() string { return time.Time(t).In(Zone).Format(DateTimeLayout) }

// MarshalJSON implements json.Marshaler.
func (d Date) MarshalJSON() ([]byte, error) { return marshal(time.Time(d), DateLayout) }

// UnmarshalJSON accepts a date, the date-time format, or RFC 3339.
func (d *Date) UnmarshalJSON(b []byte) error {
	v, err := unmarshal(b)
	*d = Date(v)
	return err
}

// Scan implements sql.Scanner.
func (d *Date) Scan(src any) error {
	v, err := scan(src)
	*d = Date(v)
	return err
}

// Value implements driver.Valuer.
func (d Date) Value() (driver.Value, error) { return time.Time(d).UTC(), nil }

func marshal(t time.Time, layout string) ([]byte, error) {
	if t.IsZero() {
		return []byte("null"), nil
	}
	return []byte(`"` + t.In(Zone).Format(layout) + `"`), nil
}

// Parse reads a request time in one of the accepted formats (CST when no zone is given).
func Parse(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	for _, layout := range []string{DateTimeLayout, DateLayout, time.RFC3339Nano, "2006-01-02 15:04"} {
		if v, err := time.ParseInLocation(layout, s, Zone); err == nil {
			return v.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("时间格式不正确: %q", s)
}

func unmarshal(b []byte) (time.Time, error) {
	s := string(b)
	if s == "null" || s == `""` {
		return time.Time{}, nil
	}
	return Parse(strings.Trim(s, `"`))
}

func scan(src any) (time.Time, error) {
	switch v := src.(type) {
	case nil:
		return time.Time{}, nil
	case time.Time:
		return v.UTC(), nil
	case string:
		return parseStored(v)
	case []byte:
		return parseStored(string(v))
	}
	return time.Time{}, fmt.Errorf("jsontime: cannot scan %T", src)
}

// parseStored reads the text forms SQLite drivers hand back.
func parseStored(s string) (time.Time, error) {
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02 15:04:05.999999999-07:00", "2006-01-02 15:04:05.999999999Z07:00", "2006-01-02 15:04:05.999999999", DateLayout} {
		if v, err := time.Parse(layout, s); err == nil {
			return v.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("jsontime: cannot parse %q", s)
}

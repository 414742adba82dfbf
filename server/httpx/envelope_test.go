package httpx

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/labstack/echo/v5"
)

type rawJSON string

func (r rawJSON) AppendJSON(b []byte) ([]byte, error) { return append(b, r...), nil }

// A RawResult is written byte for byte as c.JSON writes the same envelope.
func TestWriteRawResultIsJSON(t *testing.T) {
	e := echo.New()
	for _, msg := range []string{MsgOK, `<a href="x">&"引号"`} {
		raw := rawJSON(`{"records":[{"id":"1","name":"\u003cb\u003e"}],"total":1}`)
		rec := httptest.NewRecorder()
		if err := Write(e.NewContext(httptest.NewRequest("GET", "/", nil), rec), http.StatusOK,
			Envelope{Success: true, Message: msg, Code: CodeOK, Result: raw}); err != nil {
			t.Fatal(err)
		}
		var env Envelope
		if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
			t.Fatalf("%s: %v", rec.Body, err)
		}
		want := httptest.NewRecorder()
		if err := e.NewContext(httptest.NewRequest("GET", "/", nil), want).JSON(http.StatusOK,
			Envelope{Success: true, Message: msg, Code: CodeOK, Result: json.RawMessage(raw), Timestamp: env.Timestamp}); err != nil {
			t.Fatal(err)
		}
		if rec.Body.String() != want.Body.String() {
			t.Errorf("body\n got %s\nwant %s", rec.Body, want.Body)
		}
		if got, w := rec.Header().Get("Content-Type"), want.Header().Get("Content-Type"); got != w {
			t.Errorf("Content-Type %q, want %q", got, w)
		}
	}
}

// A list page larger than net/http's buffers goes out with its length, not
// chunked, and the length is the body's.
func TestWriteRawResultLength(t *testing.T) {
	e := echo.New()
	page := rawJSON(`{"records":[` + strings.Repeat(`{"id":"1","realname":"张三"},`, 800) + `{"id":"2"}],"total":801}`)
	e.GET("/list", func(c *echo.Context) error { return OK(c, page) })
	srv := httptest.NewServer(e)
	defer srv.Close()
	resp, err := http.Get(srv.URL + "/list")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.TransferEncoding) > 0 || resp.ContentLength != int64(len(body)) || len(body) < 16<<10 {
		t.Fatalf("Transfer-Encoding %v, Content-Length %d, body %d bytes", resp.TransferEncoding, resp.ContentLength, len(body))
	}
	var env Envelope
	if err := json.Unmarshal(body, &env); err != nil || !env.Success {
		t.Fatalf("%v: %.200s", err, body)
	}
}

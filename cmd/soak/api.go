package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"time"
)

// outcome is how a request ended, as the soak judges it.
type outcome int

const (
	ok         outcome = iota
	cut                // the proxy's 502: the instance was killed while the request was on it
	cutNoReply         // the connection failed while an instance was killed
	serverErr          // an HTTP 5xx not due to a kill
	noReply            // the connection failed with no kill to explain it
	failed             // a reply, but not the expected one (success:false, 4xx, wrong content)
	outcomes
)

// byKill tells whether a kill explains the failure.
func (o outcome) byKill() bool { return o == cut || o == cutNoReply }

// unknown tells whether a write may or may not have been done.
func (o outcome) unknown() bool { return o.byKill() || o == serverErr || o == noReply }

type envelope struct {
	Success bool            `json:"success"`
	Message string          `json:"message"`
	Code    int             `json:"code"`
	Result  json.RawMessage `json:"result"`
}

type reply struct {
	out  outcome
	env  envelope
	body []byte
	why  string
	dur  time.Duration
}

// api sends requests through the proxy as one session.
type api struct {
	hc    *http.Client
	base  string // proxy URL + base path
	token string
	kills *killLog
}

// do sends one request; raw replies (downloads) are not read as an envelope.
func (a *api) do(ctx context.Context, method, path, ctype string, body []byte, raw bool) reply {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, a.base+path, rd)
	if err != nil {
		return reply{out: failed, why: err.Error()}
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	if a.token != "" {
		req.Header.Set("X-Access-Token", a.token)
	}
	start := time.Now()
	res, err := a.hc.Do(req)
	var r reply
	status := 0
	if err == nil {
		status = res.StatusCode
		r.body, err = io.ReadAll(res.Body)
		res.Body.Close()
	}
	r.dur = time.Since(start)
	switch {
	case err != nil:
		r.out, r.why = noReply, err.Error()
		if a.kills.crossed(start, time.Now()) {
			r.out = cutNoReply
		}
	case res.Header.Get(hdrCut) == cutKill:
		r.out, r.why = cut, "502 from the proxy: instance killed"
	case status >= 500:
		r.out, r.why = serverErr, fmt.Sprintf("HTTP %d (%s): %.200s", status, cmpOr(res.Header.Get(hdrCut), "from the instance"), r.body)
	case raw:
		if status != http.StatusOK {
			r.out, r.why = failed, fmt.Sprintf("HTTP %d: %.200s", status, r.body)
		}
	default:
		if jerr := json.Unmarshal(r.body, &r.env); jerr != nil {
			r.out, r.why = failed, fmt.Sprintf("HTTP %d, not an envelope: %.200s", status, r.body)
		} else if status != http.StatusOK || !r.env.Success {
			r.out, r.why = failed, fmt.Sprintf("HTTP %d, code %d: %s", status, r.env.Code, r.env.Message)
		}
	}
	return r
}

// json sends v as JSON (nil: no body) and reads the envelope.
func (a *api) json(ctx context.Context, method, path string, v any) reply {
	if v == nil {
		return a.do(ctx, method, path, "", nil, false)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return reply{out: failed, why: err.Error()}
	}
	return a.do(ctx, method, path, "application/json;charset=UTF-8", b, false)
}

// must is a set-up request: anything but success ends the run.
func (a *api) must(ctx context.Context, method, path string, v any, into any) error {
	r := a.json(ctx, method, path, v)
	if r.out != ok {
		return fmt.Errorf("%s %s: %s", method, path, r.why)
	}
	if into != nil {
		if err := json.Unmarshal(r.env.Result, into); err != nil {
			return fmt.Errorf("%s %s: %w in %.200s", method, path, err, r.env.Result)
		}
	}
	return nil
}

type loginResult struct {
	Token    string `json:"token"`
	UserInfo struct {
		ID string `json:"id"`
	} `json:"userInfo"`
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// opStats are one operation's requests.
type opStats struct {
	n    int
	by   [outcomes]int
	lat  []time.Duration // of the successful ones
	whys []string        // the first few failures not due to a kill
}

type stats map[string]*opStats

func (s stats) add(op string, r reply) {
	st := s[op]
	if st == nil {
		st = &opStats{}
		s[op] = st
	}
	st.n++
	st.by[r.out]++
	if r.out == ok {
		st.lat = append(st.lat, r.dur)
	} else if !r.out.byKill() && len(st.whys) < 5 {
		st.whys = append(st.whys, r.why)
	}
}

func (s stats) merge(o stats) {
	for op, x := range o {
		st := s[op]
		if st == nil {
			st = &opStats{}
			s[op] = st
		}
		st.n += x.n
		for i := range x.by {
			st.by[i] += x.by[i]
		}
		st.lat = append(st.lat, x.lat...)
		if len(st.whys) < 5 {
			st.whys = append(st.whys, x.whys[:min(len(x.whys), 5-len(st.whys))]...)
		}
	}
}

func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(len(sorted)-1, int(p*float64(len(sorted))))]
}

func (st *opStats) p(q float64) time.Duration {
	if !slices.IsSorted(st.lat) {
		slices.Sort(st.lat)
	}
	return percentile(st.lat, q)
}

func ms(d time.Duration) string {
	if d == 0 {
		return "—"
	}
	return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond))
}

// oneLine keeps an error message to one short line for the report.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 200 {
		s = string(r[:200]) + "…"
	}
	return s
}

// decode reads a reply's result.
func decode(r reply, into any) error { return json.Unmarshal(r.env.Result, into) }

package files

import (
	"net/url"
	"path"
	"strings"
	"sync"

	"github.com/microcosm-cc/bluemonday"
	"golang.org/x/net/html"
)

var (
	policyOnce sync.Once
	policy     *bluemonday.Policy
)

// staticPrefix is the only relative src an <img> may have: one of our files.
const staticPrefix = "/jeecg-boot/sys/common/static/"

func richTextPolicy() *bluemonday.Policy {
	policyOnce.Do(func() {
		// UGC: formatting, links, lists, tables and images; no style, class, script or
		// event handler; URLs only http, https, mailto or relative.
		p := bluemonday.UGCPolicy()
		p.AllowAttrs("colspan", "rowspan").Matching(bluemonday.Integer).OnElements("td", "th")
		p.AllowAttrs("title").OnElements("img")
		p.RequireNoFollowOnLinks(true)
		p.RewriteSrc(func(u *url.URL) {
			if u.Scheme == "http" || u.Scheme == "https" {
				return
			}
			clean := path.Clean(u.Path)
			if u.Scheme == "" && u.Host == "" && u.Opaque == "" &&
				strings.HasPrefix(u.Path, staticPrefix) && clean == u.Path && len(clean) > len(staticPrefix) {
				return
			}
			*u = url.URL{} // any other src: dropped to an empty one
		})
		policy = p
	})
	return policy
}

// Sanitize cleans rich text (the jeditor field) before it is stored: scripts,
// event handlers, style and javascript: URLs go; formatting, links, tables and
// images from http(s) or /jeecg-boot/sys/common/static/ stay.
func Sanitize(html string) string {
	return richTextPolicy().Sanitize(html)
}

// WithToken adds token= to the src of every stored image (staticPrefix) of
// sanitised HTML, for a page whose <img> requests cannot carry the session
// header (an announcement's page, opened with ?token=: TokenFromQuery).
func WithToken(sanitised, token string) string {
	if token == "" || !strings.Contains(sanitised, staticPrefix) {
		return sanitised
	}
	z := html.NewTokenizer(strings.NewReader(sanitised))
	var b strings.Builder
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return b.String()
		}
		t := z.Token()
		if (tt == html.StartTagToken || tt == html.SelfClosingTagToken) && t.Data == "img" {
			for i, a := range t.Attr {
				if a.Key != "src" || !strings.HasPrefix(a.Val, staticPrefix) {
					continue
				}
				// the path as it was written, the query with the token
				rest, frag, hasFrag := strings.Cut(a.Val, "#")
				path, query, _ := strings.Cut(rest, "?")
				q, err := url.ParseQuery(query)
				if err != nil {
					continue
				}
				q.Set("token", token)
				t.Attr[i].Val = path + "?" + q.Encode()
				if hasFrag {
					t.Attr[i].Val += "#" + frag
				}
			}
		}
		b.WriteString(t.String())
	}
}

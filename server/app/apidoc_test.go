package app_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/apidoc"
	"aqueduct/server/crud"
	"aqueduct/server/testenv"

	"github.com/labstack/echo/v5"
)

// notAPI are the routes echo holds that are no API endpoint, each with why
// the reference leaves it out.
var notAPI = map[string]string{
	"GET /healthz": "the process' liveness probe, outside the base path",
	"GET /readyz":  "the readiness probe, outside the base path",
	"GET /*":       "the admin UI's files (spa)",
}

type openAPIDoc struct {
	Paths map[string]map[string]struct {
		Summary    string `json:"summary"`
		Permission string `json:"x-permission"`
		Tags       []string
	} `json:"paths"`
}

var echoParamRE = regexp.MustCompile(`:([A-Za-z_][A-Za-z0-9_]*)|\*$`)

func openAPIPathOf(p string) string {
	return echoParamRE.ReplaceAllStringFunc(p, func(m string) string {
		if m == "*" {
			return "{path}"
		}
		return "{" + m[1:] + "}"
	})
}

func getRaw(t *testing.T, url, token string) (int, http.Header, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	require.NoError(t, err)
	if token != "" {
		req.Header.Set("X-Access-Token", token)
	}
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res.StatusCode, res.Header, b
}

// The API reference holds every route echo serves under the base path, with
// the method, the path and the permission code it was registered with and a
// summary; only the admin may read it (JSON and doc.html), a contractor is
// refused as on any other route.
func TestAPIReferenceCoversEveryRoute(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		admin := s.Token(t, "admin", "admin123")
		status, hdr, raw := getRaw(t, s.URL+"/v2/api-docs", admin)
		require.Equal(t, http.StatusOK, status, string(raw))
		require.Contains(t, hdr.Get("Content-Type"), "application/json")
		var doc openAPIDoc
		require.NoError(t, json.Unmarshal(raw, &doc))

		codes := map[string]string{}
		for _, r := range s.App.Routes.List() {
			codes[r.Method+" "+r.Path] = r.Code
		}
		base := s.App.Config.BasePath
		missingSummary := 0
		n := 0
		for _, r := range s.App.Echo.Router().Routes() {
			key := r.Method + " " + r.Path
			if _, ok := notAPI[key]; ok {
				continue
			}
			if r.Method == echo.RouteNotFound {
				continue // the group's and the API's not-found answers
			}
			require.True(t, strings.HasPrefix(r.Path, base+"/"), "%s: a route outside the base path, neither API nor listed in notAPI", key)
			p := strings.TrimPrefix(r.Path, base)
			code, ok := codes[r.Method+" "+p]
			require.True(t, ok, "%s: registered on echo, not through httpx.Routes", key)
			op, ok := doc.Paths[openAPIPathOf(p)][strings.ToLower(r.Method)]
			require.True(t, ok, "%s: missing from the API reference", key)
			require.Equal(t, code, op.Permission, "%s: permission code", key)
			require.NotEmpty(t, op.Summary, key)
			if op.Summary == r.Method+" "+p {
				missingSummary++
			}
			n++
		}
		require.Greater(t, n, 200)
		t.Logf("%d routes, %d without a summary of their own", n, missingSummary)
		require.Zero(t, missingSummary, "a route registered without httpx.Doc{Summary: …}")

		// the critical path's reply is described from the Go type the handler replies with
		cp := doc.Paths["/progress/cmisProgressPlan/criticalPath"]["get"]
		require.NotEqual(t, "GET /progress/cmisProgressPlan/criticalPath", cp.Summary)

		// The page is a shell without data, for anyone; the document is the admin's.
		status, hdr, raw = getRaw(t, s.URL+"/doc.html", "")
		require.Equal(t, http.StatusOK, status, string(raw))
		require.Contains(t, hdr.Get("Content-Type"), "text/html")
		require.NotContains(t, string(raw), "/sys/", "no route of the API in the page")
		require.Equal(t, "SAMEORIGIN", hdr.Get("X-Frame-Options"), "the iframe menu frames it")
		require.Contains(t, hdr.Get("Content-Security-Policy"), "frame-ancestors 'self'")
		require.NotContains(t, hdr.Get("Content-Security-Policy"), "frame-ancestors 'none'")
		_, other, _ := getRaw(t, s.URL+"/sys/randomImage/1", "")
		require.Equal(t, "DENY", other.Get("X-Frame-Options"), "no other page is framed")

		contractor := s.Token(t, "contractor", "engineer123")
		r := s.Do(t, http.MethodGet, "/v2/api-docs", contractor, nil)
		require.False(t, r.Success)
		require.Equal(t, 510, r.Code)
		// 接口文档 is a menu of 系统监控 the admin holds, the contractor does not
		menuOf := func(tok string) string {
			_, _, raw := getRaw(t, s.URL+"/sys/permission/getUserPermissionByToken", tok)
			return string(raw)
		}
		require.Contains(t, menuOf(admin), `"title":"接口文档"`)
		require.NotContains(t, menuOf(contractor), "接口文档")
		r = s.Do(t, http.MethodGet, "/v2/api-docs", "", nil)
		require.Equal(t, http.StatusUnauthorized, r.Status)
	})
}

// handwrittenFile is the reference of the hand-written routes the UI's types
// of them are generated from (go tool task gen:api).
const handwrittenFile = "../../admin-ui/src/api/handwritten.openapi.json"

// TestHandwrittenAPIFile: the committed reference of the hand-written routes
// is the one the server builds from their registrations (typed routes,
// httpx.Get/Post, describe what they read and answer), so the UI's generated
// types cannot drift from the Go types. AQ_WRITE_API=1 rewrites the file.
func TestHandwrittenAPIFile(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db)
		doc, err := apidoc.Build(s.App.Routes.List(), crud.OpenAPI, s.App.Config.BasePath, true)
		require.NoError(t, err)
		if os.Getenv("AQ_WRITE_API") == "1" && db.Name == "sqlite" {
			require.NoError(t, os.WriteFile(handwrittenFile, doc, 0o644))
		}
		was, err := os.ReadFile(handwrittenFile)
		require.NoError(t, err)
		require.True(t, bytes.Equal(was, doc), "%s is not what the routes say: run go tool task gen:api", handwrittenFile)

		// a typed route is described by its Go types: parameters and reply
		var parsed struct {
			Paths map[string]map[string]struct {
				Parameters []struct{ Name, In string } `json:"parameters"`
				Responses  map[string]json.RawMessage  `json:"responses"`
			} `json:"paths"`
		}
		require.NoError(t, json.Unmarshal(doc, &parsed))
		cp := parsed.Paths["/progress/cmisProgressPlan/criticalPath"]["get"]
		var names []string
		for _, p := range cp.Parameters {
			names = append(names, p.In+":"+p.Name)
		}
		require.Equal(t, []string{"query:planType", "query:sectionId", "query:period"}, names)
		require.Contains(t, string(cp.Responses["200"]), "#/components/schemas/project_pathResult")
		_, generated := parsed.Paths["/sys/user/list"]
		require.False(t, generated, "the generated resources' routes have their own types")
	})
}

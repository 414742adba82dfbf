package demovideo

import (
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/labstack/echo/v5"
	"github.com/stretchr/testify/require"

	"aqueduct/server/httpx"
)

// TestOpenNeedsThePlaylist: a directory without index.m3u8 is refused at start
// with the way to make one, not served empty.
func TestOpenNeedsThePlaylist(t *testing.T) {
	dir := t.TempDir()
	_, err := Open(dir, slog.New(slog.DiscardHandler))
	require.ErrorContains(t, err, "ffmpeg -f hls")
	require.NoError(t, os.Mkdir(filepath.Join(dir, Playlist), 0o755)) // a directory of that name is no playlist
	_, err = Open(dir, slog.New(slog.DiscardHandler))
	require.Error(t, err)
	_, err = Open(filepath.Join(dir, "missing"), slog.New(slog.DiscardHandler))
	require.Error(t, err)
}

// TestServesOnlyTheStreamsFiles: the playlist and its segments with their
// types and caching; nothing outside the directory (by name or by a link),
// no subdirectory, no other kind of file, no listing.
func TestServesOnlyTheStreamsFiles(t *testing.T) {
	outside := t.TempDir()
	write(t, outside, "secret.ts", "outside")
	dir := t.TempDir()
	write(t, dir, Playlist, "#EXTM3U\n#EXTINF:2,\nseg0.ts\n")
	write(t, dir, "seg0.ts", "segment-0")
	write(t, dir, "init.mp4", "init")
	write(t, dir, "notes.txt", "not a stream file")
	write(t, dir, ".hidden.ts", "hidden")
	require.NoError(t, os.Mkdir(filepath.Join(dir, "sub.ts"), 0o755))
	require.NoError(t, os.Symlink(filepath.Join(outside, "secret.ts"), filepath.Join(dir, "link.ts")))

	d, err := Open(dir, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	t.Cleanup(func() { _ = d.Close() })
	e := echo.New()
	var guarded []string
	d.Routes(httpx.NewRoutes(e.Group("/base"), func(code string) echo.MiddlewareFunc {
		guarded = append(guarded, code)
		return func(next echo.HandlerFunc) echo.HandlerFunc { return next }
	}))
	require.Equal(t, []string{httpx.LoggedIn}, guarded, "signed-in users only")
	require.Equal(t, "/base/video/demo/index.m3u8", URL("/base"))

	get := func(file string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/base/video/demo/"+file, nil))
		return rec
	}
	for file, want := range map[string]struct{ body, ctype, cache string }{
		Playlist:   {"#EXTM3U\n#EXTINF:2,\nseg0.ts\n", "application/vnd.apple.mpegurl", "private, no-cache"},
		"seg0.ts":  {"segment-0", "video/mp2t", "private, max-age=3600"},
		"init.mp4": {"init", "video/mp4", "private, max-age=3600"},
	} {
		rec := get(file)
		require.Equal(t, http.StatusOK, rec.Code, file)
		require.Equal(t, want.body, rec.Body.String(), file)
		require.Equal(t, want.ctype, rec.Header().Get("Content-Type"), file)
		require.Equal(t, want.cache, rec.Header().Get("Cache-Control"), file)
	}
	for _, file := range []string{"link.ts", "sub.ts", "notes.txt", ".hidden.ts", "..%2Fsecret.ts", "missing.ts", "", "seg0.TS.txt"} {
		rec := get(file)
		require.Equal(t, http.StatusNotFound, rec.Code, file)
		require.NotContains(t, rec.Body.String(), "outside", file)
	}
}

func TestContentType(t *testing.T) {
	for file, want := range map[string]string{
		"index.m3u8": "application/vnd.apple.mpegurl",
		"A-1_b.TS":   "video/mp2t",
		"x.m4s":      "video/iso.segment",
		"a..ts":      "",
		".ts":        "",
		"a/b.ts":     "",
		"a\\b.ts":    "",
		"a.exe":      "",
		"视频.ts":      "",
	} {
		require.Equal(t, want, ContentType(file), file)
	}
}

func write(t *testing.T, dir, name, body string) {
	t.Helper()
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644))
}

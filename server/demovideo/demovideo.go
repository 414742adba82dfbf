// Package demovideo serves the demo's HLS stream (AQ_DEMO_VIDEO_DIR) to
// signed-in users, so the demo's first camera plays without a camera or a
// media gateway: a directory an ffmpeg -f hls wrote (index.m3u8 and its
// segments), files of the directory itself only, no listing.
package demovideo

import (
	"errors"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"path"
	"regexp"
	"strings"

	"github.com/labstack/echo/v5"

	"aqueduct/server/httpx"
)

// Playlist is the stream's entry file in the directory.
const Playlist = "index.m3u8"

// prefix is the route under the API base path.
const prefix = "/video/demo/"

// URL is where the UI finds the stream: a path of this server, so the
// policy's 'self' admits it and the player sends the session with it.
func URL(basePath string) string { return basePath + prefix + Playlist }

// types are the files served, by extension: the playlists, MPEG-TS and
// fragmented MP4 segments and the init segment of the latter.
var types = map[string]string{
	".m3u8": "application/vnd.apple.mpegurl",
	".ts":   "video/mp2t",
	".m4s":  "video/iso.segment",
	".mp4":  "video/mp4",
}

// name is a file name the route accepts: no separator, no leading dot.
var name = regexp.MustCompile(`^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$`)

// Dir is an open stream directory.
type Dir struct {
	root *os.Root
	log  *slog.Logger
}

// Open opens dir, which must hold the playlist.
func Open(dir string, log *slog.Logger) (*Dir, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	if st, err := root.Stat(Playlist); err != nil || !st.Mode().IsRegular() {
		_ = root.Close()
		return nil, errors.New("the directory holds no " + Playlist + " (make one with ffmpeg -f hls, see docs/operations.md)")
	}
	return &Dir{root: root, log: log}, nil
}

// Close closes the directory.
func (d *Dir) Close() error { return d.root.Close() }

// ContentType is the type a file is served with, "" for a file not served.
func ContentType(file string) string {
	if !name.MatchString(file) || strings.Contains(file, "..") {
		return ""
	}
	return types[strings.ToLower(path.Ext(file))]
}

// Routes registers GET <base>/video/demo/:file for any signed-in user.
func (d *Dir) Routes(r *httpx.Routes) {
	r.GET(prefix+":file", httpx.LoggedIn, func(c *echo.Context) error {
		file := c.Param("file")
		ct := ContentType(file)
		if ct == "" {
			return c.NoContent(http.StatusNotFound)
		}
		f, err := d.root.Open(file) // os.Root: no step out of the directory, not even by a link
		if err != nil {
			if !errors.Is(err, fs.ErrNotExist) {
				d.log.Warn("demo video", "file", file, "err", err)
			}
			return c.NoContent(http.StatusNotFound)
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil || !st.Mode().IsRegular() {
			return c.NoContent(http.StatusNotFound)
		}
		h := c.Response().Header()
		h.Set(echo.HeaderContentType, ct)
		if ct == types[".m3u8"] {
			h.Set("Cache-Control", "private, no-cache") // a live playlist changes
		} else {
			h.Set("Cache-Control", "private, max-age=3600")
		}
		http.ServeContent(c.Response(), c.Request(), "", st.ModTime(), f)
		return nil
	}).Doc(httpx.Doc{Summary: "演示视频流（AQ_DEMO_VIDEO_DIR 的 HLS 文件）"})
}

package app_test

import (
	"context"
	"image/png"
	"io"
	"net/http"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/config"
	"aqueduct/server/passwords"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// TestOfflineBaseMap: with AQ_MAP_PMTILES the map's tiles come from this
// server, out of the PMTiles file: the map data names the template and the
// deepest level; a tile is its image to who may see the map (token in the
// header or, for the map's images, the query), 404 when missing, nothing
// without a session or the map's permission.
func TestOfflineBaseMap(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		s := testenv.Start(t, db, func(c *config.Config) {
			c.MapPMTiles = filepath.Join("..", "maptiles", "testdata", "demo.pmtiles")
		})
		owner := s.Token(t, seed.DemoOwner, seed.DemoEngineerPassword)
		var m struct {
			Tiles        string
			TilesMaxZoom int
		}
		r := s.Do(t, "GET", "/dashboard/map", owner, nil)
		require.True(t, r.Success, r.Message)
		r.Decode(t, &m)
		require.Equal(t, "/jeecg-boot/sys/map/tiles/{z}/{x}/{y}", m.Tiles)
		require.Equal(t, 2, m.TilesMaxZoom)

		get := func(path string, header string) *http.Response {
			req, err := http.NewRequest("GET", s.URL+path, nil)
			require.NoError(t, err)
			if header != "" {
				req.Header.Set("X-Access-Token", header)
			}
			res, err := http.DefaultClient.Do(req)
			require.NoError(t, err)
			t.Cleanup(func() { res.Body.Close() })
			return res
		}
		for _, res := range []*http.Response{get("/sys/map/tiles/2/3/1", owner), get("/sys/map/tiles/2/3/1?token="+owner, "")} {
			require.Equal(t, http.StatusOK, res.StatusCode)
			require.Equal(t, "image/png", res.Header.Get("Content-Type"))
			img, err := png.Decode(res.Body)
			require.NoError(t, err)
			r, g, b, _ := img.At(9, 9).RGBA()
			require.Equal(t, [3]uint32{120, 120, 40}, [3]uint32{r >> 8, g >> 8, b >> 8}, "tile 2/3/1's colour")
		}
		for _, missing := range []string{"/sys/map/tiles/3/0/0", "/sys/map/tiles/2/4/0", "/sys/map/tiles/a/0/0", "/sys/map/tiles/-1/0/0"} {
			require.Equal(t, http.StatusNotFound, get(missing, owner).StatusCode, missing)
		}
		require.Equal(t, http.StatusUnauthorized, get("/sys/map/tiles/0/0/0", "").StatusCode)

		// A user without the map's permission gets no tile.
		ctx := viewer.System(context.Background())
		hash, err := passwords.Hash(seed.DemoEngineerPassword)
		require.NoError(t, err)
		require.NoError(t, s.App.DB.Client.SysUser.Create().SetUsername("nomap").SetRealname("无地图").SetPassword(hash).SetStatus(1).Exec(ctx))
		res := get("/sys/map/tiles/0/0/0", s.Token(t, "nomap", seed.DemoEngineerPassword))
		body, _ := io.ReadAll(res.Body)
		require.NotEqual(t, "image/png", res.Header.Get("Content-Type"), string(body))
	})
}

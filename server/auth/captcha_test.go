package auth_test

import (
	"context"
	"encoding/base64"
	"image/png"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/auth"
	"aqueduct/server/db"
	"aqueduct/server/testenv"
	"aqueduct/server/viewer"
)

// A captcha is a 105×35 PNG with something drawn on it, and its answer is
// checked once: a wrong answer fails and uses it up.
func TestCaptchaPicture(t *testing.T) {
	testenv.ForEachDB(t, func(t *testing.T, d testenv.DB) {
		ctx := viewer.System(context.Background())
		conn, err := db.Open(ctx, d.URL, t.TempDir())
		require.NoError(t, err)
		defer conn.Close()
		require.NoError(t, conn.Migrate(ctx))

		c := auth.NewCaptchas(conn.Client, "on")
		url, err := c.Issue(ctx, "k1")
		require.NoError(t, err)
		b64, ok := strings.CutPrefix(url, "data:image/png;base64,")
		require.True(t, ok, url[:min(len(url), 40)])
		raw, err := base64.StdEncoding.DecodeString(b64)
		require.NoError(t, err)
		img, err := png.Decode(strings.NewReader(string(raw)))
		require.NoError(t, err)
		require.Equal(t, 105, img.Bounds().Dx())
		require.Equal(t, 35, img.Bounds().Dy())
		colours := map[[4]uint32]bool{}
		for x := 0; x < 105; x++ {
			for y := 0; y < 35; y++ {
				r, g, b, a := img.At(x, y).RGBA()
				colours[[4]uint32{r, g, b, a}] = true
			}
		}
		require.Greater(t, len(colours), 10, "characters, noise and curves on the background")

		require.Error(t, c.Check(ctx, "k1", "!!!!"), "not a character the captcha uses")
		require.Error(t, c.Check(ctx, "k1", "!!!!"), "used up")

		fixed := auth.NewCaptchas(conn.Client, "fixed:5678")
		_, err = fixed.Issue(ctx, "k2")
		require.NoError(t, err)
		require.NoError(t, fixed.Check(ctx, "k2", "5678"))
		require.Error(t, fixed.Check(ctx, "k2", "5678"), "single use")

		// A new picture for the same key replaces the last one's answer, also
		// when the key is asked for several times at once.
		_, err = auth.NewCaptchas(conn.Client, "fixed:1111").Issue(ctx, "k3")
		require.NoError(t, err)
		again := auth.NewCaptchas(conn.Client, "fixed:2222")
		var wg sync.WaitGroup
		errs := make([]error, 8)
		for i := range errs {
			wg.Go(func() { _, errs[i] = again.Issue(ctx, "k4") })
		}
		_, err = again.Issue(ctx, "k3")
		require.NoError(t, err)
		wg.Wait()
		for _, err := range errs {
			require.NoError(t, err)
		}
		require.NoError(t, again.Check(ctx, "k3", "2222"), "the second picture's answer, not the first's")
		require.NoError(t, again.Check(ctx, "k4", "2222"))
	})
}

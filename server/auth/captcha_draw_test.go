package auth

import (
	"testing"

	"github.com/steambap/captcha"
	"github.com/stretchr/testify/require"
)

// A drawing that panics (freetype's hinter divides by zero at a few sizes)
// is drawn again; one that always fails is an error, never a crash.
func TestCaptchaDrawnAgain(t *testing.T) {
	tries := 0
	img, err := drawCaptcha(func() (*captcha.Data, error) {
		if tries++; tries < 3 {
			var zero int
			_ = 1 / zero
		}
		return newPicture()
	})
	require.NoError(t, err)
	require.Len(t, img.Text, 4)
	require.Equal(t, 3, tries)

	_, err = drawCaptcha(func() (*captcha.Data, error) { panic("broken font") })
	require.ErrorContains(t, err, "broken font")

	// The real drawing, many times: about 1 in 10,000 panics inside freetype.
	for range 20000 {
		_, err := drawCaptcha(newPicture)
		require.NoError(t, err)
	}
}

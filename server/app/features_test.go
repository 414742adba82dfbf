package app_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"aqueduct/server/config"
	"aqueduct/server/seed"
	"aqueduct/server/testenv"
)

// The login result says which optional services are configured, so the UI
// asks for none that is not (the banner's weather).
func TestLoginNamesTheConfiguredFeatures(t *testing.T) {
	t.Parallel()
	testenv.ForEachDB(t, func(t *testing.T, db testenv.DB) {
		for _, url := range []string{"", "http://127.0.0.1:9/weather"} {
			s := testenv.Start(t, db, func(c *config.Config) { c.WeatherURL = url })
			var res struct {
				Features map[string]bool `json:"features"`
			}
			r := s.Login(t, "admin", seed.DemoAdminPassword)
			require.True(t, r.Success, r.Message)
			r.Decode(t, &res)
			require.Equal(t, map[string]bool{"weather": url != ""}, res.Features, "AQ_WEATHER_URL=%q", url)
		}
	})
}

package dashboard_test

import (
	"testing"

	"aqueduct/server/testenv"
)

// TestMain drops the demo template testenv made for this process.
func TestMain(m *testing.M) { testenv.Main(m) }

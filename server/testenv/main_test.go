package testenv

import "testing"

// TestMain drops the demo template made for this process.
func TestMain(m *testing.M) { Main(m) }

package app

import "net/http"

// InFlight lets the tests of package app_test see how many requests a
// tracked server is serving.
func InFlight(srv *http.Server) int { return tracked(srv).count() }

package app_test

import (
	"aqueduct/server/auth"
	"aqueduct/server/testenv"
)

// authSMS swaps the SMS sender of a test server for one the test reads.
func authSMS(s *testenv.Server, sender auth.SMSSender) *auth.SMSCodes {
	return auth.NewSMSCodes(s.App.DB.Client, sender)
}

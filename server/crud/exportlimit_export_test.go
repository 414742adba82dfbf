package crud

import (
	"context"
	"database/sql"
)

// MsgTooManyExports is the refusal of an export over a cap.
const MsgTooManyExports = msgTooManyExports

// ExportSlots is the export limiter a service of dialect on db uses (one per
// server), as its acquire.
func ExportSlots(db *sql.DB, dialect string) func(ctx context.Context, user string) (release func(), err error) {
	s := &Service{exports: newExportLimiter()}
	s.ShareExportLimits(db, dialect)
	return s.exports.acquire
}

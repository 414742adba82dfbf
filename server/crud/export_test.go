package crud

// SetExportChunk makes exports read n rows at a time (tests cross chunk
// boundaries with a few rows); the returned func restores the size.
func SetExportChunk(n int) (restore func()) {
	old := exportChunk
	exportChunk = n
	return func() { exportChunk = old }
}

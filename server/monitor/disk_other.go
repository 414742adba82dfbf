//go:build !linux

package monitor

// diskSpace: file system figures are read on Linux only; elsewhere 磁盘监控
// lists nothing.
func diskSpace(dir string) (size, free uint64, ok bool) { return 0, 0, false }

//go:build !linux

package monitor

// processCPUSeconds is the CPU time Go's scheduler estimates this process
// used (no /proc here).
func processCPUSeconds() float64 { return runtimeCPUSeconds() }

// systemCPUTicks: the machine's CPU is read on Linux only.
func systemCPUTicks() (busy, total float64, ok bool) { return 0, 0, false }

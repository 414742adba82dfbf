//go:build linux

package monitor

import (
	"os"
	"strconv"
	"strings"
)

// clockTicks is USER_HZ, 100 on every Linux Go runs on.
const clockTicks = 100

// processCPUSeconds is this process' user and system time
// (/proc/self/stat fields 14 and 15).
func processCPUSeconds() float64 {
	b, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return runtimeCPUSeconds()
	}
	// The command name (field 2) is in parentheses and may hold spaces.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return runtimeCPUSeconds()
	}
	f := strings.Fields(s[i+1:]) // f[0] is field 3 (state)
	if len(f) < 13 {
		return runtimeCPUSeconds()
	}
	utime, err1 := strconv.ParseFloat(f[11], 64)
	stime, err2 := strconv.ParseFloat(f[12], 64)
	if err1 != nil || err2 != nil {
		return runtimeCPUSeconds()
	}
	return (utime + stime) / clockTicks
}

// systemCPUTicks reads the machine's busy and total CPU ticks from
// /proc/stat's first line (idle and iowait are not busy).
func systemCPUTicks() (busy, total float64, ok bool) {
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return 0, 0, false
	}
	line, _, _ := strings.Cut(string(b), "\n")
	f := strings.Fields(line)
	if len(f) < 5 || f[0] != "cpu" {
		return 0, 0, false
	}
	var idle float64
	for i, v := range f[1:] {
		if i >= 8 { // guest times are already in user and nice
			break
		}
		n, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return 0, 0, false
		}
		total += n
		if i == 3 || i == 4 { // idle, iowait
			idle += n
		}
	}
	return total - idle, total, total > 0
}

//go:build linux

package monitor

import "syscall"

// diskSpace is the size of the file system holding dir and the bytes left
// to this process on it.
func diskSpace(dir string) (size, free uint64, ok bool) {
	var st syscall.Statfs_t
	if err := syscall.Statfs(dir, &st); err != nil || st.Blocks == 0 {
		return 0, 0, false
	}
	bs := uint64(st.Bsize)
	return st.Blocks * bs, st.Bavail * bs, true
}

//go:build !linux

package main

import "os/exec"

// dieWithParent: only Linux has a parent-death signal; elsewhere a soak
// killed hard leaves its instances running.
func dieWithParent(*exec.Cmd) {}

package main

import (
	"os/exec"
	"syscall"
)

// dieWithParent has the kernel kill the instance when the soak dies, however
// it ends.
func dieWithParent(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}

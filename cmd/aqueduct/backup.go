package main

import (
	"context"
	"errors"
	"flag"
	"os"

	"aqueduct/server/backup"
	"aqueduct/server/config"
)

// backupCmd is `aqueduct backup [-force] FILE`.
func backupCmd(ctx context.Context, cfg config.Config, args []string) error {
	file, force, err := fileAndForce("backup", args)
	if err != nil {
		return err
	}
	_, err = backup.Backup(ctx, cfg, file, backup.Options{Force: force, Out: os.Stdout})
	return err
}

// restoreCmd is `aqueduct restore [-force] FILE`.
func restoreCmd(ctx context.Context, cfg config.Config, args []string) error {
	file, force, err := fileAndForce("restore", args)
	if err != nil {
		return err
	}
	_, err = backup.Restore(ctx, cfg, file, backup.Options{Force: force, Out: os.Stdout})
	return err
}

// fileAndForce reads FILE and -force in either order (flag stops at the
// first argument that is not a flag).
func fileAndForce(cmd string, args []string) (file string, force bool, err error) {
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.BoolVar(&force, "force", false, "overwrite what exists")
	var files []string
	for {
		if err := fs.Parse(args); err != nil {
			return "", false, err
		}
		if fs.NArg() == 0 {
			break
		}
		files = append(files, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(files) != 1 {
		return "", false, errors.New("usage: aqueduct " + cmd + " [-force] FILE")
	}
	return files[0], force, nil
}

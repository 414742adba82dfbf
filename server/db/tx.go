package db

import (
	"context"
	"fmt"

	"aqueduct/ent"
)

// InTx runs fn in a transaction of c opened with ctx: committed when fn
// succeeds, rolled back (and nothing kept) when it fails.
func InTx(ctx context.Context, c *ent.Client, fn func(tx *ent.Client) error) error {
	tx, err := c.Tx(ctx)
	if err != nil {
		return err
	}
	if err := fn(tx.Client()); err != nil {
		if rerr := tx.Rollback(); rerr != nil {
			return fmt.Errorf("%w (rollback: %v)", err, rerr)
		}
		return err
	}
	return tx.Commit()
}

package db

import (
	"context"

	"aqueduct/ent"
	"aqueduct/ent/syssetting"
)

// UpdateOrCreate writes a row known by a unique key: update, and create
// when update matched nothing. If another writer created the row meanwhile
// (a constraint error), update runs again, so both succeed and the later
// value stays. Each call builds its statement anew. (ent is generated
// without its upsert builders.)
func UpdateOrCreate(ctx context.Context, update func(context.Context) (int, error), create func(context.Context) error) error {
	put := func() error {
		n, err := update(ctx)
		if err != nil || n > 0 {
			return err
		}
		return create(ctx)
	}
	err := put()
	if ent.IsConstraintError(err) {
		err = put()
	}
	return err
}

// PutSetting sets a sys_setting row, making it if it is missing.
func PutSetting(ctx context.Context, c *ent.Client, key, value string) error {
	return UpdateOrCreate(ctx,
		func(ctx context.Context) (int, error) {
			return c.SysSetting.Update().Where(syssetting.ID(key)).SetValue(value).Save(ctx)
		},
		func(ctx context.Context) error { return c.SysSetting.Create().SetID(key).SetValue(value).Exec(ctx) })
}

package db

import (
	"context"

	"aqueduct/ent"
	"aqueduct/ent/syssetting"
)

// PutSetting sets a sys_setting row, making it if it is missing. Two
// instances putting a new key at once both succeed; the later value stays.
func PutSetting(ctx context.Context, c *ent.Client, key, value string) error {
	put := func() error {
		n, err := c.SysSetting.Update().Where(syssetting.ID(key)).SetValue(value).Save(ctx)
		if err != nil || n > 0 {
			return err
		}
		return c.SysSetting.Create().SetID(key).SetValue(value).Exec(ctx)
	}
	err := put()
	if ent.IsConstraintError(err) { // made by the other meanwhile: update it
		err = put()
	}
	return err
}

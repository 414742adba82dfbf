package system

import (
	"context"
	"strings"

	"aqueduct/ent"
	"aqueduct/ent/sysdictitem"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/viewer"
)

// sysDictItemHooks: an item's value is unique within its dictionary.
func (s *Service) sysDictItemHooks() crud.SysDictItemHooks {
	return crud.SysDictItemHooks{BeforeSave: dictItemBeforeSave}
}

// itemValueTaken reports whether another item of the dictionary holds value,
// one the caller's rules hide from him too.
func itemValueTaken(ctx context.Context, c *ent.Client, dictID, value, exceptID string) (bool, error) {
	q := c.SysDictItem.Query().Where(sysdictitem.DictID(dictID), sysdictitem.ItemValue(value))
	if exceptID = strings.TrimSpace(exceptID); exceptID != "" {
		q.Where(sysdictitem.IDNEQ(exceptID))
	}
	return q.Exist(viewer.Unscoped(ctx))
}

// dictItemBeforeSave keeps item values unique within their dictionary.
func dictItemBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, im *ent.SysDictItemMutation, body crud.Body) error {
	value, ok := im.ItemValue()
	if !ok {
		return nil
	}
	dictID, _ := im.DictID()
	id, _ := im.ID()
	if op == crud.OpUpdate {
		old, err := im.OldDictID(ctx)
		if err != nil {
			return err
		}
		dictID = old
	}
	taken, err := itemValueTaken(ctx, tx, dictID, value, id)
	if err != nil {
		return err
	}
	if taken {
		return httpx.Fail("数据值已存在")
	}
	return nil
}

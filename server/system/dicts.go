package system

import (
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/sysdict"
	"aqueduct/ent/sysdictitem"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/softdelete"
)

// DictRoutes serves the dictionaries' recycle bin (deleteList, back,
// deletePhysic) and treeList beside their generated CRUD.
func (s *Service) DictRoutes(r *httpx.Routes) {
	p := r.Prefix("/sys/dict")
	del := crud.SysDict.Code("delete")
	p.GET("/treeList", crud.SysDict.ListCode, s.dictTree).Doc(httpx.Doc{Summary: "字典树"})
	p.GET("/deleteList", del, s.deletedDicts).Doc(httpx.Doc{Summary: "字典回收站"})
	p.PUT("/back/:id", del, s.restoreDict).Doc(httpx.Doc{Summary: "从回收站还原字典"})
	p.DELETE("/deletePhysic/:id", del, s.purgeDict).Doc(httpx.Doc{Summary: "彻底删除回收站中的字典"})
}

// dictTree answers the dictionaries as JeecgBoot's SysDictTree nodes (a
// flat list of leaves), filtered by name and code as the list is.
func (s *Service) dictTree(c *echo.Context) error {
	q := s.Client.SysDict.Query().Order(ent.Asc(sysdict.FieldDictName))
	if v := c.QueryParam("dictName"); v != "" {
		q.Where(sysdict.DictNameContains(v))
	}
	if v := c.QueryParam("dictCode"); v != "" {
		q.Where(sysdict.DictCodeContains(v))
	}
	rows, err := q.Limit(5000).All(c.Request().Context())
	if err != nil {
		return err
	}
	out := make([]map[string]any, len(rows))
	for i, d := range rows {
		out[i] = map[string]any{"key": d.ID, "title": d.DictName, "id": d.ID, "dictName": d.DictName,
			"dictCode": d.DictCode, "description": d.Description, "type": d.Type, "isLeaf": true}
	}
	return httpx.OK(c, out)
}

// deletedDicts lists the dictionaries in the recycle bin, newest deletion first.
func (s *Service) deletedDicts(c *echo.Context) error {
	rows, err := s.Client.SysDict.Query().Where(sysdict.DelFlag(1)).
		Order(ent.Desc(sysdict.FieldUpdateTime), ent.Desc(sysdict.FieldCreateTime)).Limit(1000).
		All(softdelete.WithDeleted(c.Request().Context()))
	if err != nil {
		return err
	}
	return httpx.OK(c, rows)
}

// deletedDict finds a dictionary of the recycle bin.
func (s *Service) deletedDict(c *echo.Context) (*ent.SysDict, error) {
	d, err := s.Client.SysDict.Query().Where(sysdict.ID(c.Param("id")), sysdict.DelFlag(1)).
		Only(softdelete.WithDeleted(c.Request().Context()))
	if ent.IsNotFound(err) {
		return nil, httpx.Fail("未找到对应数据")
	}
	return d, err
}

// restoreDict takes a dictionary back out of the recycle bin (its code is
// still its own: the unique index counts deleted rows).
func (s *Service) restoreDict(c *echo.Context) error {
	d, err := s.deletedDict(c)
	if err != nil {
		return err
	}
	if err := s.Client.SysDict.UpdateOne(d).SetDelFlag(0).Exec(softdelete.WithDeleted(c.Request().Context())); err != nil {
		return err
	}
	return httpx.OKMsg(c, "操作成功!", nil)
}

// purgeDict removes a deleted dictionary and its items for good.
func (s *Service) purgeDict(c *echo.Context) error {
	d, err := s.deletedDict(c)
	if err != nil {
		return err
	}
	ctx := softdelete.WithDeleted(c.Request().Context())
	tx, err := s.Client.Tx(ctx)
	if err != nil {
		return err
	}
	if _, err := tx.SysDictItem.Delete().Where(sysdictitem.DictID(d.ID)).Exec(ctx); err != nil {
		_ = tx.Rollback()
		return err
	}
	if err := tx.SysDict.DeleteOne(d).Exec(ctx); err != nil {
		_ = tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	return httpx.OKMsg(c, "删除成功!", nil)
}

package project

import (
	"context"
	"time"

	"aqueduct/ent"
	"aqueduct/ent/cmismanagementdaily"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
)

// picturePlanDecorate flags a drawing overdue (逾期) on every read: not
// delivered by its planned day, or delivered after it.
func picturePlanDecorate(_ context.Context, _ *ent.Client, rows []any) ([]map[string]any, error) {
	out := make([]map[string]any, len(rows))
	for i, r := range rows {
		p := r.(*ent.CmisPicturePlan)
		overdue := p.ActualDate == nil && pastDue(&p.PlannedDate) ||
			p.ActualDate != nil && time.Time(*p.ActualDate).After(time.Time(p.PlannedDate))
		out[i] = map[string]any{"overdue": overdue}
	}
	return out, nil
}

// dailyBeforeSave keeps a section to one management log a day. The partial
// unique index is the last guard; this gives the reason in words.
func dailyBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, m entMutation, _ crud.Body) error {
	section, err := after[string](ctx, m, cmismanagementdaily.FieldSectionID)
	if err != nil {
		return err
	}
	if section == "" {
		return httpx.Fail("请选择标段")
	}
	day, err := after[jsontime.Date](ctx, m, cmismanagementdaily.FieldLogDate)
	if err != nil {
		return err
	}
	dm := m.(*ent.CmisManagementDailyMutation)
	q := tx.CmisManagementDaily.Query().Where(cmismanagementdaily.SectionID(section), cmismanagementdaily.LogDate(day))
	if id, ok := dm.ID(); ok {
		q.Where(cmismanagementdaily.IDNEQ(id))
	}
	taken, err := q.Exist(auth.SystemContext(ctx))
	if err != nil {
		return err
	}
	if taken {
		return httpx.Failf("该标段 %s 的管理日志已存在", time.Time(day).In(jsontime.Zone).Format(time.DateOnly))
	}
	return nil
}

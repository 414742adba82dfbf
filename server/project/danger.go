package project

import (
	"context"
	"slices"
	"strings"
	"time"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"
	"github.com/labstack/echo/v5"

	"aqueduct/ent"
	"aqueduct/ent/cmishiddendanger"
	"aqueduct/server/auth"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/perm"
)

// Hidden-danger statuses (dict danger_status).
const (
	dangerOpen      = "1" // 待整改
	dangerRectify   = "2" // 整改中
	dangerReview    = "3" // 待复查
	dangerClosed    = "4" // 已闭环
	DangerRectifyID = "b-danger-rectify"
	DangerReviewID  = "b-danger-review"
	// DangerDeleteAnyID lets its holder (the admin) delete a danger whose
	// handling began; everyone else deletes only what is still 待整改.
	DangerDeleteAnyID = "b-danger-delete-any"
)

// Who moves a hidden danger: the responsible unit rectifies, the supervisor reviews.
var (
	RectifyCode         = crud.CmisHiddenDanger.Code("rectify")
	ReviewCode          = crud.CmisHiddenDanger.Code("review")
	DangerDeleteAnyCode = crud.CmisHiddenDanger.Code("delete_any")
)

var dangerButtons = []perm.Menu{
	{ID: DangerRectifyID, Parent: crud.CmisHiddenDanger.MenuID, Name: "隐患整改", Perms: RectifyCode, Type: perm.TypeButton, Order: 7, Leaf: true},
	{ID: DangerReviewID, Parent: crud.CmisHiddenDanger.MenuID, Name: "隐患复查", Perms: ReviewCode, Type: perm.TypeButton, Order: 8, Leaf: true},
	{ID: DangerDeleteAnyID, Parent: crud.CmisHiddenDanger.MenuID, Name: "删除已处理的隐患", Perms: DangerDeleteAnyCode, Type: perm.TypeButton, Order: 9, Leaf: true},
}

// EnsureButtons registers the button rows of the hand-written steps (hidden
// dangers, supervision notices) after the generated menus.
func EnsureButtons(ctx context.Context, c *ent.Client, adminRoleCode string) error {
	return perm.EnsureButtons(ctx, c, adminRoleCode, append(slices.Clone(dangerButtons), noticeButtons...))
}

// dangerStep is one allowed move of the state machine.
type dangerStep struct {
	from, to string
	code     string
	name     string
}

// dangerSteps: 待整改 → 整改中 → 待复查 → 已闭环, and back from 待复查 to
// 整改中 when the review fails. Nothing else, and no step skipped.
var dangerSteps = map[string]dangerStep{
	"start":  {dangerOpen, dangerRectify, RectifyCode, "开始整改"},
	"submit": {dangerRectify, dangerReview, RectifyCode, "提交复查"},
	"pass":   {dangerReview, dangerClosed, ReviewCode, "复查通过"},
	"reject": {dangerReview, dangerRectify, ReviewCode, "复查不通过"},
}

var dangerStatusText = map[string]string{dangerOpen: "待整改", dangerRectify: "整改中", dangerReview: "待复查", dangerClosed: "已闭环"}

// dangerBeforeSave keeps the record editable only while it waits for its
// rectification: what was rectified and reviewed is evidence.
func dangerBeforeSave(ctx context.Context, tx *ent.Client, op crud.Op, m entMutation, _ crud.Body) error {
	if op != crud.OpUpdate {
		return nil
	}
	id, _ := m.(*ent.CmisHiddenDangerMutation).ID()
	d, err := tx.CmisHiddenDanger.Get(ctx, id)
	if err != nil {
		return err
	}
	if d.Status != dangerOpen {
		return httpx.Failf("隐患已%s，不能再修改", dangerStatusText[d.Status])
	}
	return nil
}

// dangerBeforeDelete keeps the record of a handling once it began: only a
// danger still 待整改 is deleted (one or a batch), unless the caller holds
// DangerDeleteAnyCode. The rows are locked first, so a step taken at the
// same time cannot slip between the check and the delete.
func (s *Service) dangerBeforeDelete(ctx context.Context, tx *ent.Client, ids []string) error {
	if all, err := s.Can(ctx, DangerDeleteAnyCode); err != nil || all {
		return err
	}
	q := tx.CmisHiddenDanger.Query().Where(cmishiddendanger.IDIn(ids...)).Order(ent.Asc(cmishiddendanger.FieldID))
	if s.Dialect == dialect.Postgres {
		q.Modify(func(sel *sql.Selector) { sel.ForUpdate() })
	}
	rows, err := q.All(ctx)
	if err != nil {
		return err
	}
	for _, d := range rows {
		if d.Status != dangerOpen {
			return httpx.Failf("隐患「%s」当前为「%s」，只有待整改的隐患可以删除", d.Location, dangerStatusText[d.Status])
		}
	}
	return nil
}

// dangerDecorate flags the open dangers past their deadline (overdue).
func dangerDecorate(_ context.Context, _ *ent.Client, rows []any) ([]map[string]any, error) {
	out := make([]map[string]any, len(rows))
	for i, r := range rows {
		d := r.(*ent.CmisHiddenDanger)
		out[i] = map[string]any{"overdue": d.Status != dangerClosed && pastDue(d.Deadline)}
	}
	return out, nil
}

// pastDue tells whether a deadline day is before today in the project's zone.
func pastDue(deadline *jsontime.Date) bool {
	return deadline != nil && time.Time(*deadline).In(jsontime.Zone).Format(time.DateOnly) < time.Now().In(jsontime.Zone).Format(time.DateOnly)
}

// dangerTransition moves a hidden danger one step (POST
// /safety/cmisHiddenDanger/transition {id, action, rectifyMeasure,
// rectifyPhotos, reviewOpinion}); the guard lets in who may do either step,
// the step's own code is checked here.
func (s *Service) dangerTransition(c *echo.Context) error {
	var b struct {
		ID             string `json:"id"`
		Action         string `json:"action"`
		RectifyMeasure string `json:"rectifyMeasure"`
		RectifyPhotos  string `json:"rectifyPhotos"`
		ReviewOpinion  string `json:"reviewOpinion"`
	}
	if err := httpx.BindJSON(c, &b); err != nil {
		return err
	}
	step, ok := dangerSteps[b.Action]
	if !ok {
		return httpx.Fail("未知的操作")
	}
	ctx := c.Request().Context()
	if allowed, err := s.Can(ctx, step.code); err != nil {
		return err
	} else if !allowed {
		return httpx.ErrNoAuthz
	}
	d, err := s.Client.CmisHiddenDanger.Query().Where(cmishiddendanger.ID(b.ID)).Only(ctx)
	if ent.IsNotFound(err) {
		return httpx.Fail("未找到对应数据")
	}
	if err != nil {
		return err
	}
	if d.Status != step.from {
		return httpx.Failf("隐患当前为「%s」，不能%s", dangerStatusText[d.Status], step.name)
	}
	if s.Flow != nil && (b.Action == "pass" || b.Action == "reject") {
		if busy, err := s.Flow.Running(ctx, s.Client, crud.CmisHiddenDanger.Table, d.ID); err != nil {
			return err
		} else if busy {
			return httpx.Fail("该隐患正在审批流程中，请在我的待办中处理")
		}
	}
	sess, _ := auth.FromContext(ctx)
	tx, err := s.Client.Tx(ctx)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	u := tx.CmisHiddenDanger.Update().Where(cmishiddendanger.ID(d.ID), cmishiddendanger.Status(step.from)).
		SetStatus(step.to)
	switch b.Action {
	case "submit":
		measure, photos := strings.TrimSpace(b.RectifyMeasure), strings.TrimSpace(b.RectifyPhotos)
		if measure == "" {
			return httpx.Fail("请填写整改措施")
		}
		if photos == "" {
			return httpx.Fail("请上传整改后照片")
		}
		if err := crud.BindUploads(ctx, tx.Client(), photos); err != nil {
			return err
		}
		u.SetRectifyMeasure(measure).SetRectifyPhotos(photos)
	case "pass", "reject":
		opinion := strings.TrimSpace(b.ReviewOpinion)
		if b.Action == "reject" && opinion == "" {
			return httpx.Fail("请填写复查意见")
		}
		u.SetReviewOpinion(opinion).SetReviewer(sess.User.Realname)
		if b.Action == "pass" {
			u.SetClosedTime(jsontime.Now())
		}
	}
	// The status in the WHERE makes two people's steps at once count once.
	n, err := u.Save(ctx)
	if err != nil {
		return err
	}
	if n == 0 {
		return httpx.Fail("隐患状态已变化，请刷新后重试")
	}
	msg := step.name + "成功"
	if b.Action == "submit" && s.Flow != nil {
		// With a published flow, the review goes through it.
		if started, err := s.Flow.Start(ctx, tx.Client(), crud.CmisHiddenDanger.Table, d.ID); err != nil {
			return err
		} else if started {
			msg = "已提交复查，进入审批流程"
		}
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	return httpx.OKMsg(c, msg, nil)
}

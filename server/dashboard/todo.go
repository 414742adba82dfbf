package dashboard

import (
	"context"

	"github.com/labstack/echo/v5"

	"aqueduct/ent/cmishiddendanger"
	"aqueduct/ent/cmissupervisionnotice"
	"aqueduct/ent/predicate"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/project"
)

// todo is one kind of record waiting for the viewer's step.
type todo struct {
	Key   string `json:"key"`
	Title string `json:"title"`
	Count int    `json:"count"`
	Path  string `json:"path"` // the list it is handled in
}

// todoKinds: the steps a user may hold and the records waiting for them.
var todoKinds = []struct {
	key, title, code string
	res              *crud.Resource
	count            func(ctx context.Context, b *Board) (int, error)
}{
	{"dangerRectify", "待整改隐患", project.RectifyCode, crud.CmisHiddenDanger, func(ctx context.Context, b *Board) (int, error) {
		ps := inSection[predicate.CmisHiddenDanger](scope{})
		return b.Client.CmisHiddenDanger.Query().Where(ps...).Where(cmishiddendanger.StatusIn(crud.CmisHiddenDanger.Machine.Waiting("rectify")...)).Count(ctx)
	}},
	{"dangerReview", "待复查隐患", project.ReviewCode, crud.CmisHiddenDanger, func(ctx context.Context, b *Board) (int, error) {
		ps := inSection[predicate.CmisHiddenDanger](scope{})
		return b.Client.CmisHiddenDanger.Query().Where(ps...).Where(cmishiddendanger.StatusIn(crud.CmisHiddenDanger.Machine.Waiting("review")...)).Count(ctx)
	}},
	{"noticeReply", "待回复监理通知", project.ReplyCode, crud.CmisSupervisionNotice, func(ctx context.Context, b *Board) (int, error) {
		ps := inSection[predicate.CmisSupervisionNotice](scope{})
		return b.Client.CmisSupervisionNotice.Query().Where(ps...).Where(cmissupervisionnotice.StatusIn(crud.CmisSupervisionNotice.Machine.Waiting("reply")...)).Count(ctx)
	}},
}

// todos answers GET /dashboard/todo: for each step the viewer holds (with
// the list it is done in), how many records wait for it, inside his rows.
func (b *Board) todos(c *echo.Context) error {
	ctx := c.Request().Context()
	out, err := b.stepTodos(ctx)
	if err != nil {
		return err
	}
	// Approvals wait for anyone named in a flow: shown when there are some.
	a, err := b.pendingApprovals(ctx)
	if err != nil {
		return err
	}
	if a.Total > 0 {
		out = append(out, todo{"approval", "待我审批", a.Total, a.Path})
	}
	return httpx.OK(c, out)
}

// stepTodos are the steps the viewer holds and the records waiting for them.
func (b *Board) stepTodos(ctx context.Context) ([]todo, error) {
	out := []todo{}
	for _, k := range todoKinds {
		held, err := b.Can(ctx, k.code)
		if err != nil {
			return nil, err
		}
		if !held {
			continue
		}
		if lists, err := b.Can(ctx, k.res.ListCode); err != nil || !lists {
			if err != nil {
				return nil, err
			}
			continue
		}
		n, err := k.count(ctx, b)
		if err != nil {
			return nil, err
		}
		out = append(out, todo{k.key, k.title, n, k.res.URL})
	}
	return out, nil
}

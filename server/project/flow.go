package project

import (
	"context"

	"aqueduct/ent"
	"aqueduct/server/crud"
	"aqueduct/server/httpx"
	"aqueduct/server/jsontime"
	"aqueduct/server/workflow"
)

// BindFlows wires the business records to the approval flow: design
// changes, contract changes, payments and settlements move their 审批状态
// with it (nobody else sets it); a hidden danger submitted for review is
// reviewed through it.
func (s *Service) BindFlows(e *workflow.Engine) {
	s.Flow = e
	for _, r := range []*crud.Resource{crud.CmisDesignChange, crud.CmisContractChange, crud.CmisPayment, crud.CmisSettlement} {
		e.Bind(workflow.Binding{Res: r, StatusField: "status", Pending: approvalPending, Approved: approvalApproved,
			Ready: approvalReady(r), Moved: s.approvalMoved(r)})
	}
	e.Bind(workflow.Binding{Res: crud.CmisHiddenDanger, Ready: dangerReady, Moved: dangerMoved})
}

// approvalOf maps where the flow went to the record's approval_status.
var approvalOf = map[string]string{
	workflow.Running:  approvalPending,
	workflow.Approved: approvalApproved,
	workflow.Rejected: approvalRejected,
	workflow.Returned: approvalPending,
}

// approvalReady refuses to send an approved record for approval again.
func approvalReady(r *crud.Resource) func(ctx context.Context, tx *ent.Client, key string) error {
	_, at, _ := r.Field("status")
	return func(ctx context.Context, tx *ent.Client, key string) error {
		row, err := r.Store.Get(ctx, tx, key, nil)
		if err != nil {
			return err
		}
		if v, _ := r.Store.Values(row)[at].(string); v == approvalApproved {
			return httpx.Fail("记录已批准，无需再审批")
		}
		return nil
	}
}

// approvalMoved sets the status where the flow went.
func (s *Service) approvalMoved(r *crud.Resource) func(ctx context.Context, tx *ent.Client, key string, e workflow.Event) error {
	return func(ctx context.Context, tx *ent.Client, key string, e workflow.Event) error {
		return s.approvalStep(r)(ctx, tx, key, func() error {
			_, err := r.Store.Update(ctx, tx, key, nil, func(m entMutation) error { return m.SetField("status", approvalOf[e.Kind]) })
			return err
		})
	}
}

// approvalMove is the Move hook of a payment or contract change: its steps
// of 审批状态 refigure the contract as the flow's do.
func (s *Service) approvalMove(r *crud.Resource) func(ctx context.Context, tx *ent.Client, id string, _ crud.Move, apply func() error) error {
	step := s.approvalStep(r)
	return func(ctx context.Context, tx *ent.Client, id string, _ crud.Move, apply func() error) error {
		return step(ctx, tx, id, apply)
	}
}

// approvalStep runs a change of a record's 审批状态 (apply), by a step or by
// the flow, with what it moves: a payment or contract change locks its
// contract first and refigures it after, as a save would (an approval that
// leaves the contract owing more than its current amount is refused).
func (s *Service) approvalStep(r *crud.Resource) func(ctx context.Context, tx *ent.Client, key string, apply func() error) error {
	return func(ctx context.Context, tx *ent.Client, key string, apply func() error) error {
		var contract func() (string, error)
		var after func() error
		switch r {
		case crud.CmisPayment:
			contract = func() (string, error) {
				p, err := tx.CmisPayment.Get(ctx, key)
				if err != nil {
					return "", err
				}
				return p.ContractID, nil
			}
			after = func() error {
				p, err := tx.CmisPayment.Get(ctx, key)
				if err != nil {
					return err
				}
				return s.paymentAfterSave(ctx, tx, crud.OpUpdate, p, nil)
			}
		case crud.CmisContractChange:
			contract = func() (string, error) {
				ch, err := tx.CmisContractChange.Get(ctx, key)
				if err != nil {
					return "", err
				}
				return ch.ContractID, nil
			}
			after = func() error {
				ch, err := tx.CmisContractChange.Get(ctx, key)
				if err != nil {
					return err
				}
				return s.changeAfterSave(ctx, tx, crud.OpUpdate, ch, nil)
			}
		default:
			return apply()
		}
		id, err := contract()
		if err != nil {
			return err
		}
		if err := s.lockContracts(ctx, tx, id); err != nil {
			return err
		}
		if err := apply(); err != nil {
			return err
		}
		return after()
	}
}

// dangerReady: only a danger waiting for its review goes to the flow.
func dangerReady(ctx context.Context, tx *ent.Client, key string) error {
	d, err := tx.CmisHiddenDanger.Get(ctx, key)
	if err != nil {
		return err
	}
	if d.Status != dangerReview {
		return httpx.Failf("隐患当前为「%s」，提交复查后才能发起审批", crud.CmisHiddenDanger.Machine.Text(d.Status))
	}
	return nil
}

// dangerMoved closes the danger when the flow approves its rectification,
// and sends it back to 整改中 when the flow refuses or returns it.
func dangerMoved(ctx context.Context, tx *ent.Client, key string, e workflow.Event) error {
	u := tx.CmisHiddenDanger.UpdateOneID(key)
	switch e.Kind {
	case workflow.Running:
		return nil
	case workflow.Approved:
		u.SetStatus(dangerClosed).SetClosedTime(jsontime.Now())
	default:
		u.SetStatus(dangerRectify)
	}
	return u.SetReviewer(e.Actor).SetReviewOpinion(e.Comment).Exec(ctx)
}

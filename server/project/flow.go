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

// approvalMoved sets the status; a payment or change then refigures its
// contract as a save would (an approval that leaves the contract owing more
// than its current amount is refused).
func (s *Service) approvalMoved(r *crud.Resource) func(ctx context.Context, tx *ent.Client, key string, e workflow.Event) error {
	return func(ctx context.Context, tx *ent.Client, key string, e workflow.Event) error {
		status := approvalOf[e.Kind]
		switch r {
		case crud.CmisPayment:
			p, err := tx.CmisPayment.Get(ctx, key)
			if err != nil {
				return err
			}
			if err := s.lockContracts(ctx, tx, p.ContractID); err != nil {
				return err
			}
			if p, err = tx.CmisPayment.UpdateOne(p).SetStatus(status).Save(ctx); err != nil {
				return err
			}
			return s.paymentAfterSave(ctx, tx, crud.OpUpdate, p, nil)
		case crud.CmisContractChange:
			ch, err := tx.CmisContractChange.Get(ctx, key)
			if err != nil {
				return err
			}
			if err := s.lockContracts(ctx, tx, ch.ContractID); err != nil {
				return err
			}
			if ch, err = tx.CmisContractChange.UpdateOne(ch).SetStatus(status).Save(ctx); err != nil {
				return err
			}
			return s.changeAfterSave(ctx, tx, crud.OpUpdate, ch, nil)
		case crud.CmisSettlement:
			return tx.CmisSettlement.UpdateOneID(key).SetStatus(status).Exec(ctx)
		default:
			return tx.CmisDesignChange.UpdateOneID(key).SetStatus(status).Exec(ctx)
		}
	}
}

// dangerReady: only a danger waiting for its review goes to the flow.
func dangerReady(ctx context.Context, tx *ent.Client, key string) error {
	d, err := tx.CmisHiddenDanger.Get(ctx, key)
	if err != nil {
		return err
	}
	if d.Status != dangerReview {
		return httpx.Failf("隐患当前为「%s」，提交复查后才能发起审批", dangerStatusText[d.Status])
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

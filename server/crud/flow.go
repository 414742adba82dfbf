package crud

import (
	"bytes"
	"context"
	"encoding/json"

	"entgo.io/ent"

	gen "aqueduct/ent"
)

// FlowGuard lets the approval workflow (server/workflow) keep the records it
// owns: none is changed or deleted while in approval, and a field the flow
// sets (an approval status) is not the client's to set.
type FlowGuard interface {
	BeforeWrite(ctx context.Context, tx *gen.Client, r *Resource, op Op, id string, m ent.Mutation) error
	BeforeDelete(ctx context.Context, tx *gen.Client, r *Resource, ids []string) error
	// BeforeMove refuses a step the flow takes (Move.Flow) while it is the flow's.
	BeforeMove(ctx context.Context, tx *gen.Client, r *Resource, id string, mv Move) error
	// AfterMove sends the record to its published flow after a Move.StartsFlow step.
	AfterMove(ctx context.Context, tx *gen.Client, r *Resource, id string, mv Move) (started bool, err error)
}

// Record renders one row as its list record (dictionary texts and
// decorations included), decoded, with numbers kept exact.
func (s *Service) Record(ctx context.Context, r *Resource, row any) (map[string]any, error) {
	recs, err := s.records(ctx, r, []any{row})
	if err != nil {
		return nil, err
	}
	var out map[string]any
	dec := json.NewDecoder(bytes.NewReader(recs[0]))
	dec.UseNumber()
	return out, dec.Decode(&out)
}

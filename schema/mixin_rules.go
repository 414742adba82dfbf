package schema

import (
	"context"
	"fmt"

	"entgo.io/ent"
	"entgo.io/ent/dialect/sql"
	"entgo.io/ent/privacy"

	gen "aqueduct/ent"
	"aqueduct/ent/intercept"
	"aqueduct/server/jsontime"
	"aqueduct/server/softdelete"
	"aqueduct/server/viewer"
)

type wherer interface {
	WhereP(...func(*sql.Selector))
}

// Hooks of AuditMixin: who and when, from the request's viewer.
func (AuditMixin) Hooks() []ent.Hook {
	return []ent.Hook{func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			v, _ := viewer.FromContext(ctx)
			switch {
			case m.Op().Is(ent.OpCreate):
				setIfEmpty(m, "create_by", v.Username)
				setIfEmpty(m, "sys_org_code", v.OrgCode)
			case m.Op().Is(ent.OpUpdate | ent.OpUpdateOne):
				if v.Username != "" {
					_ = m.SetField("update_by", v.Username)
				}
				_ = m.SetField("update_time", jsontime.Now())
			}
			return next.Mutate(ctx, m)
		})
	}}
}

// Hooks of CreatedMixin: who created the row, from the request's viewer.
func (CreatedMixin) Hooks() []ent.Hook {
	return []ent.Hook{func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			if v, _ := viewer.FromContext(ctx); m.Op().Is(ent.OpCreate) {
				setIfEmpty(m, "create_by", v.Username)
			}
			return next.Mutate(ctx, m)
		})
	}}
}

func setIfEmpty(m ent.Mutation, name, value string) {
	if value == "" {
		return
	}
	if cur, ok := m.Field(name); ok && cur != "" {
		return
	}
	_ = m.SetField(name, value)
}

// TenantFilter says which tenant the context may see: all of them for the
// server's own work, none without a viewer.
func TenantFilter(ctx context.Context) (tenant int, all bool, err error) {
	v, ok := viewer.FromContext(ctx)
	if !ok {
		return 0, false, privacy.Denyf("tenant: no viewer in context")
	}
	if v.System {
		return 0, true, nil
	}
	return v.TenantID, false, nil
}

// Policy of TenantMixin: reads see only the viewer's tenant; writes land in it.
// A context without a viewer is refused (fail closed).
func (TenantMixin) Policy() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{queryRule(func(ctx context.Context, q ent.Query) error {
			tenant, all, err := TenantFilter(ctx)
			if err != nil || all {
				return skipOr(err)
			}
			iq, err := intercept.NewQuery(q)
			if err != nil {
				return privacy.Denyf("tenant: %v", err)
			}
			iq.WhereP(sql.FieldEQ("tenant_id", tenant))
			return privacy.Skip
		})},
		Mutation: privacy.MutationPolicy{privacy.MutationRuleFunc(func(ctx context.Context, m ent.Mutation) error {
			tenant, all, err := TenantFilter(ctx)
			if err != nil || all {
				return skipOr(err)
			}
			if m.Op().Is(ent.OpCreate) {
				if err := m.SetField("tenant_id", tenant); err != nil {
					return privacy.Denyf("tenant: %v", err)
				}
				return privacy.Skip
			}
			w, ok := m.(wherer)
			if !ok {
				return privacy.Denyf("tenant: unexpected mutation type %T", m)
			}
			w.WhereP(sql.FieldEQ("tenant_id", tenant))
			return privacy.Skip
		})},
	}
}

func skipOr(err error) error {
	if err != nil {
		return err
	}
	return privacy.Skip
}

type queryRule func(context.Context, ent.Query) error

func (f queryRule) EvalQuery(ctx context.Context, q ent.Query) error { return f(ctx, q) }

// Interceptors of SoftDeleteMixin: hide del_flag=1 rows.
func (SoftDeleteMixin) Interceptors() []ent.Interceptor {
	return []ent.Interceptor{intercept.TraverseFunc(func(ctx context.Context, q intercept.Query) error {
		if !softdelete.Included(ctx) {
			q.WhereP(sql.FieldEQ("del_flag", 0))
		}
		return nil
	})}
}

// Hooks of SoftDeleteMixin: a delete becomes del_flag=1.
func (SoftDeleteMixin) Hooks() []ent.Hook {
	return []ent.Hook{func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			if !m.Op().Is(ent.OpDelete|ent.OpDeleteOne) || softdelete.Included(ctx) {
				return next.Mutate(ctx, m)
			}
			mx, ok := m.(interface {
				SetOp(ent.Op)
				Client() *gen.Client
				SetDelFlag(int)
				WhereP(...func(*sql.Selector))
			})
			if !ok {
				return nil, fmt.Errorf("soft delete: unexpected mutation type %T", m)
			}
			mx.WhereP(sql.FieldEQ("del_flag", 0))
			mx.SetOp(ent.OpUpdate)
			mx.SetDelFlag(1)
			return mx.Client().Mutate(ctx, m)
		})
	}}
}

// Package schema holds one ent schema per entity and the mixins they share.
package schema

import (
	"strings"

	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/mixin"
	"github.com/google/uuid"

	"aqueduct/server/jsontime"
)

// NewID makes the string ids of the contract: 32 hex digits, time ordered (UUIDv7).
func NewID() string {
	return strings.ReplaceAll(uuid.Must(uuid.NewV7()).String(), "-", "")
}

// IDMixin gives an entity the contract's string id.
type IDMixin struct{ mixin.Schema }

// Fields of IDMixin.
func (IDMixin) Fields() []ent.Field {
	return []ent.Field{
		field.String("id").MaxRuneLen(36).NotEmpty().Immutable().DefaultFunc(NewID),
	}
}

// CreatedMixin records who created a row and when.
type CreatedMixin struct{ mixin.Schema }

// Fields of CreatedMixin.
func (CreatedMixin) Fields() []ent.Field {
	return []ent.Field{
		field.String("create_by").Optional().MaxRuneLen(50),
		field.Time("create_time").GoType(jsontime.Time{}).Optional().Immutable().Default(jsontime.Now),
	}
}

// UpdatedMixin records who changed a row last and when, and the creator's department.
type UpdatedMixin struct{ mixin.Schema }

// Fields of UpdatedMixin.
func (UpdatedMixin) Fields() []ent.Field {
	return []ent.Field{
		field.String("update_by").Optional().MaxRuneLen(50),
		field.Time("update_time").GoType(jsontime.Time{}).Optional().Nillable(),
		field.String("sys_org_code").Optional().MaxRuneLen(64),
	}
}

// AuditMixin is CreatedMixin plus UpdatedMixin, with hooks that fill them in.
type AuditMixin struct{ mixin.Schema }

// Fields of AuditMixin.
func (AuditMixin) Fields() []ent.Field {
	return append(CreatedMixin{}.Fields(), UpdatedMixin{}.Fields()...)
}

// TenantMixin keeps a row inside one tenant.
type TenantMixin struct{ mixin.Schema }

// Fields of TenantMixin.
func (TenantMixin) Fields() []ent.Field {
	return []ent.Field{field.Int("tenant_id").Default(0).Immutable()}
}

// SoftDeleteMixin marks deleted rows with del_flag=1 instead of removing them.
type SoftDeleteMixin struct{ mixin.Schema }

// Fields of SoftDeleteMixin.
func (SoftDeleteMixin) Fields() []ent.Field {
	return []ent.Field{field.Int("del_flag").Default(0)}
}

package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"aqueduct/server/jsontime"
)

// SysUserSetting is one of a user's own settings in a tenant, kept on the
// server so it follows him to another browser (a list's 列设置: its columns'
// order, visibility and widths). No CRUD resource: only its owner reads and
// writes it, through server/usersetting.
type SysUserSetting struct{ ent.Schema }

// Annotations of SysUserSetting.
func (SysUserSetting) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_user_setting")}
}

// Mixin of SysUserSetting: the tenant mixin keeps reads and writes in the viewer's tenant.
func (SysUserSetting) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, TenantMixin{}} }

// Fields of SysUserSetting.
func (SysUserSetting) Fields() []ent.Field {
	return []ent.Field{
		field.String("user_id").MaxRuneLen(36).NotEmpty().Immutable(),
		field.String("setting_key").MaxRuneLen(100).NotEmpty().Immutable().Comment("e.g. list.cmisPayment"),
		field.Text("value").Comment("a JSON object, at most usersetting.MaxValue bytes"),
		field.Time("update_time").GoType(jsontime.Time{}).Default(jsontime.Now),
	}
}

// Indexes of SysUserSetting: one value per user, tenant and key.
func (SysUserSetting) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id", "tenant_id", "setting_key").Unique()}
}

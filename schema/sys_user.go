package schema

import (
	"aqueduct/gen/crud"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"

	"aqueduct/server/jsontime"
)

// SysUser is a person who logs in (sys_user).
type SysUser struct{ ent.Schema }

// Annotations of SysUser.
func (SysUser) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Table("sys_user"),
		crud.Resource("sys/user").Title("用户").Perm("user").ListPerm("system:user:list").
			MenuRow("m-user").Menu("m-isystem", 1).Icon("user").Route("/isystem/user", "system/UserList"),
	}
}

// Mixin of SysUser.
func (SysUser) Mixin() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, AuditMixin{}, SoftDeleteMixin{}}
}

// Fields of SysUser.
func (SysUser) Fields() []ent.Field {
	return []ent.Field{
		field.String("username").NotEmpty().MaxRuneLen(100).Unique().
			Annotations(crud.Field("用户账号").Query(crud.Like).Sortable().Width(120).CreateOnly().Excel("登录账号", 1).DictText()),
		field.String("realname").Optional().MaxRuneLen(100).
			Annotations(crud.Field("用户姓名").Query(crud.Like).Required().Width(100).Excel("真实名称", 2).DictText()),
		field.String("password").Sensitive().MaxRuneLen(255).
			Annotations(crud.Field("登录密码")),
		field.String("avatar").Optional().Nillable().MaxRuneLen(255).
			Annotations(crud.Field("头像").Widget(crud.Image).MaxFiles(1).NotListed().NotInExcel()),
		field.Time("birthday").GoType(jsontime.Date{}).Optional().Nillable().
			Annotations(crud.Field("生日").NotListed()),
		field.Int("sex").Optional().Nillable().
			Annotations(crud.Field("性别").Dict("sex").Query(crud.Exact).Widget(crud.Radio).Width(80)),
		field.String("email").Optional().Nillable().MaxRuneLen(45).Unique().
			Annotations(crud.Field("邮箱").Pattern(crud.PatternEmail).NotListed()),
		field.String("phone").Optional().Nillable().MaxRuneLen(45).Unique().
			Annotations(crud.Field("手机号码").Pattern(crud.PatternMobile).Query(crud.Like).Width(120)),
		field.String("org_code").Optional().MaxRuneLen(64).
			Annotations(crud.Field("当前部门").Dict("sys_depart,depart_name,org_code").ServerFilled().NotListed()),
		field.Int("status").Default(1).Comment("1 正常 / 2 冻结").
			Annotations(crud.Field("状态").Dict("user_status").Query(crud.Exact).ServerFilled().Width(80)),
		field.String("third_id").Optional().MaxRuneLen(100).
			Annotations(crud.Field("第三方登录ID").ServerFilled().NotListed()),
		field.String("third_type").Optional().MaxRuneLen(100).
			Annotations(crud.Field("第三方类型").ServerFilled().NotListed()),
		field.Int("activiti_sync").Default(1).
			Annotations(crud.Field("同步工作流").ServerFilled().NotListed()),
		field.String("work_no").Optional().Nillable().MaxRuneLen(100).Unique().
			Annotations(crud.Field("工号").Query(crud.Like).Width(100)),
		field.String("post").Optional().MaxRuneLen(100).
			Annotations(crud.Field("职务").NotListed()),
		field.String("telephone").Optional().MaxRuneLen(45).
			Annotations(crud.Field("座机").NotListed()),
		field.Int("user_identity").Default(1).Comment("1 普通 / 2 上级").
			Annotations(crud.Field("身份").Dict("user_identity").Widget(crud.Radio).NotListed()),
		field.String("depart_ids").Optional().MaxRuneLen(1000).
			Annotations(crud.Field("负责部门").Widget(crud.DepartPick).NotListed()),
		field.String("rel_tenant_ids").Optional().MaxRuneLen(100).
			Annotations(crud.Field("租户").ServerFilled().NotListed()),
		field.String("client_id").Optional().MaxRuneLen(64).
			Annotations(crud.Field("设备ID").ServerFilled().NotListed()),
	}
}

// Edges of SysUser.
func (SysUser) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("user_roles", SysUserRole.Type).Ref("user"),
		edge.From("user_departs", SysUserDepart.Type).Ref("user"),
	}
}

// SysUserRole links a user to a role (sys_user_role).
type SysUserRole struct{ ent.Schema }

// Annotations of SysUserRole.
func (SysUserRole) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_user_role")}
}

// Mixin of SysUserRole.
func (SysUserRole) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}} }

// Fields of SysUserRole.
func (SysUserRole) Fields() []ent.Field {
	return []ent.Field{
		field.String("user_id").MaxRuneLen(36),
		field.String("role_id").MaxRuneLen(36),
	}
}

// Edges of SysUserRole.
func (SysUserRole) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("user", SysUser.Type).Field("user_id").Unique().Required(),
		edge.To("role", SysRole.Type).Field("role_id").Unique().Required(),
	}
}

// Indexes of SysUserRole.
func (SysUserRole) Indexes() []ent.Index { return uniquePair("user_id", "role_id") }

// SysUserDepart links a user to a department (sys_user_depart).
type SysUserDepart struct{ ent.Schema }

// Annotations of SysUserDepart.
func (SysUserDepart) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_user_depart")}
}

// Mixin of SysUserDepart.
func (SysUserDepart) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}} }

// Fields of SysUserDepart.
func (SysUserDepart) Fields() []ent.Field {
	return []ent.Field{
		field.String("user_id").MaxRuneLen(36),
		field.String("dep_id").MaxRuneLen(36),
	}
}

// Edges of SysUserDepart.
func (SysUserDepart) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("user", SysUser.Type).Field("user_id").Unique().Required(),
		edge.To("depart", SysDepart.Type).Field("dep_id").Unique().Required(),
	}
}

// Indexes of SysUserDepart.
func (SysUserDepart) Indexes() []ent.Index { return uniquePair("user_id", "dep_id") }

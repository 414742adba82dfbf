package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"aqueduct/server/jsontime"
)

// SysSession is a login session. The id is the SHA-256 of the token, so a
// database read never yields a usable token.
type SysSession struct{ ent.Schema }

// Annotations of SysSession.
func (SysSession) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_session")}
}

// Fields of SysSession.
func (SysSession) Fields() []ent.Field {
	return []ent.Field{
		field.String("id").MaxRuneLen(64).NotEmpty().Immutable(),
		field.String("user_id").MaxRuneLen(36),
		field.String("username").MaxRuneLen(100),
		field.Int("tenant_id").Default(0),
		field.String("ip").Optional().MaxRuneLen(100),
		field.String("user_agent").Optional().MaxRuneLen(500),
		field.Time("create_time").GoType(jsontime.Time{}).Immutable().Default(jsontime.Now),
		field.Time("last_seen").GoType(jsontime.Time{}).Default(jsontime.Now),
		field.Time("expires_at").GoType(jsontime.Time{}),
		field.Time("revoked_at").GoType(jsontime.Time{}).Optional().Nillable(),
		// Set when the login's password broke the rule: the session may only change it.
		field.Bool("must_change_password").Default(false),
	}
}

// Indexes of SysSession.
func (SysSession) Indexes() []ent.Index {
	return []ent.Index{index.Fields("user_id")}
}

// SysCaptcha is an issued image captcha: single use, 60 s, readable by every instance.
type SysCaptcha struct{ ent.Schema }

// Annotations of SysCaptcha.
func (SysCaptcha) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_captcha")}
}

// Fields of SysCaptcha.
func (SysCaptcha) Fields() []ent.Field {
	return []ent.Field{
		field.String("id").MaxRuneLen(64).NotEmpty().Immutable().Comment("sha256 of the client's check key"),
		field.String("answer_hash").MaxRuneLen(64),
		field.Time("expires_at").GoType(jsontime.Time{}),
	}
}

// SysSmsCode is an SMS verification code sent to a phone (login, register, password reset).
type SysSmsCode struct{ ent.Schema }

// Annotations of SysSmsCode.
func (SysSmsCode) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_sms_code")}
}

// Mixin of SysSmsCode.
func (SysSmsCode) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}} }

// Fields of SysSmsCode.
func (SysSmsCode) Fields() []ent.Field {
	return []ent.Field{
		field.String("mobile").MaxRuneLen(45),
		field.String("purpose").MaxRuneLen(10).Comment("0 登录 / 1 注册 / 2 忘记密码"),
		field.String("code_hash").MaxRuneLen(64),
		field.Int("attempts").Default(0),
		field.Time("create_time").GoType(jsontime.Time{}).Immutable().Default(jsontime.Now),
		field.Time("expires_at").GoType(jsontime.Time{}),
		field.Bool("used").Default(false),
	}
}

// Indexes of SysSmsCode.
func (SysSmsCode) Indexes() []ent.Index {
	return []ent.Index{index.Fields("mobile", "purpose")}
}

// SysLoginAttempt records a login try or an anonymous request (SMS, look-up),
// to slow and then refuse guessing and abuse.
type SysLoginAttempt struct{ ent.Schema }

// Annotations of SysLoginAttempt.
func (SysLoginAttempt) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_login_attempt")}
}

// Mixin of SysLoginAttempt.
func (SysLoginAttempt) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}} }

// Fields of SysLoginAttempt.
func (SysLoginAttempt) Fields() []ent.Field {
	return []ent.Field{
		field.String("kind").MaxRuneLen(20).Default("login").Comment("login | sms:<purpose> | lookup"),
		field.String("username").MaxRuneLen(100).Comment("the typed name, or the phone / name asked about"),
		field.String("ip").MaxRuneLen(100),
		field.Bool("success"),
		field.Time("create_time").GoType(jsontime.Time{}).Immutable().Default(jsontime.Now),
	}
}

// Indexes of SysLoginAttempt.
func (SysLoginAttempt) Indexes() []ent.Index {
	return []ent.Index{index.Fields("username", "create_time"), index.Fields("ip", "create_time")}
}

// SysSetting is a small server-wide key/value (e.g. the permission version that
// tells every instance to reload its enforcer).
type SysSetting struct{ ent.Schema }

// Annotations of SysSetting.
func (SysSetting) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_setting")}
}

// Fields of SysSetting.
func (SysSetting) Fields() []ent.Field {
	return []ent.Field{
		field.String("id").MaxRuneLen(100).NotEmpty().Immutable(),
		field.String("value").MaxRuneLen(1000),
	}
}

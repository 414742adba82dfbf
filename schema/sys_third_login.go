package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"aqueduct/gen/crud"
	"aqueduct/server/jsontime"
)

// SysLoginProvider is a third-party login (第三方登录) the admins configure:
// an OpenID Connect provider (Keycloak, an enterprise IdP) or GitHub's OAuth
// 2 shape. Its client secret is kept encrypted with the server secret and
// never read back; server/thirdlogin runs the sign-in. At most one enabled
// provider is the single sign-on (单点登录) the login page goes to.
type SysLoginProvider struct{ ent.Schema }

// Annotations of SysLoginProvider.
func (SysLoginProvider) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_login_provider"),
		crud.Resource("sys/loginProvider").Title("第三方登录").MenuName("第三方登录").Perm("loginProvider").
			ListPerm("system:loginProvider:list").MenuRow("m-loginProvider").Menu("m-isystem", 9.5).Icon("link").
			Route("/isystem/loginProvider", "system/SysLoginProviderList").WithoutImport().
			Dictionary("login_provider_kind", "第三方登录类型", crud.Item("oidc", "OpenID Connect"), crud.Item("github", "GitHub"), crud.Item("dingtalk", "钉钉"), crud.Item("wecom", "企业微信")).
			Dictionary("login_provider_policy", "未绑定的第三方账号", crud.Item("bind", "仅绑定已有账号"), crud.Item("create", "自动创建账号"))}
}

// Mixin of SysLoginProvider.
func (SysLoginProvider) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, AuditMixin{}} }

// Fields of SysLoginProvider.
func (SysLoginProvider) Fields() []ent.Field {
	return []ent.Field{
		field.String("code").NotEmpty().MaxRuneLen(32).Unique().
			Annotations(crud.Field("编码").Query(crud.Like).Required().Unique().Sortable().DictText().Width(120).
				Pattern(`^[a-z][a-z0-9_]{1,31}$`).PatternMessage("以小写字母开头，2-32位小写字母、数字或下划线")),
		field.String("name").NotEmpty().MaxRuneLen(50).
			Annotations(crud.Field("名称").Query(crud.Like).Required().DictText().Width(140)),
		field.String("kind").NotEmpty().MaxRuneLen(20).
			Annotations(crud.Field("类型").Dict("login_provider_kind").Widget(crud.Select).Required().Query(crud.Exact).Width(130)),
		field.String("issuer").Optional().MaxRuneLen(300).
			Annotations(crud.Field("Issuer地址").Width(240).Pattern(crud.PatternURL).ShownWhen("kind", "oidc")),
		field.String("auth_url").Optional().MaxRuneLen(300).
			Annotations(crud.Field("授权地址").NotListed().Pattern(crud.PatternURL).ShownWhen("kind", "github", "dingtalk", "wecom")),
		field.String("token_url").Optional().MaxRuneLen(300).
			Annotations(crud.Field("令牌地址").NotListed().Pattern(crud.PatternURL).ShownWhen("kind", "github", "dingtalk")),
		field.String("user_info_url").Optional().MaxRuneLen(300).
			// 企业微信: the host of its API (gettoken, auth/getuserinfo, user/get).
			Annotations(crud.Field("用户信息地址").NotListed().Pattern(crud.PatternURL).ShownWhen("kind", "github", "dingtalk", "wecom")),
		field.String("client_id").NotEmpty().MaxRuneLen(200).
			Annotations(crud.Field("Client ID").Required().Width(160)),
		// 企业微信: the application's AgentId (the Client ID is the CorpID).
		field.String("agent_id").Optional().MaxRuneLen(20).
			Annotations(crud.Field("应用AgentId").NotListed().Pattern(`^[0-9]{1,20}$`).PatternMessage("企业微信应用的 AgentId，为数字").ShownWhen("kind", "wecom")),
		field.String("client_secret").Optional().Sensitive().MaxRuneLen(500).
			Annotations(crud.Field("Client Secret").Widget(crud.Password).Retype()),
		field.String("scopes").Optional().MaxRuneLen(200).
			Annotations(crud.Field("授权范围").NotListed()),
		field.String("policy").Default("bind").MaxRuneLen(10).
			Annotations(crud.Field("未绑定的账号").Dict("login_provider_policy").Widget(crud.Radio).Width(120)),
		field.Int("sso").Default(0).
			Annotations(crud.Field("单点登录").Dict("yn").Widget(crud.Radio).Width(90)),
		field.Int("status").Default(1).
			Annotations(crud.Field("状态").Dict("dict_item_status").Widget(crud.Radio).Query(crud.Exact).Width(80)),
		sortNo(),
	}
}

// SysThirdAccount binds an account at a third-party login to a user
// (第三方账号); deleting the row unbinds it.
type SysThirdAccount struct{ ent.Schema }

// Annotations of SysThirdAccount.
func (SysThirdAccount) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_third_account"),
		crud.Resource("sys/thirdAccount").Title("第三方账号").MenuName("第三方账号").Perm("thirdAccount").
			ListPerm("system:thirdAccount:list").MenuRow("m-thirdAccount").Menu("m-isystem", 9.6).Icon("team").
			Route("/isystem/thirdAccount", "system/SysThirdAccountList").ReadOnly()}
}

// Mixin of SysThirdAccount.
func (SysThirdAccount) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, AuditMixin{}} }

// Fields of SysThirdAccount.
func (SysThirdAccount) Fields() []ent.Field {
	return []ent.Field{
		field.String("sys_user_id").MaxRuneLen(36).
			Annotations(crud.Field("系统用户").Dict("sys_user,realname,id").Width(120)),
		field.String("third_type").MaxRuneLen(32).
			Annotations(crud.Field("第三方登录").Dict("sys_login_provider,name,code").Query(crud.Exact).Width(120)),
		field.String("third_user_uuid").MaxRuneLen(255).
			Annotations(crud.Field("第三方用户ID").Width(200)),
		field.String("third_user_name").Optional().MaxRuneLen(100).
			Annotations(crud.Field("第三方用户名").Query(crud.Like).Width(140)),
		field.String("realname").Optional().MaxRuneLen(100).
			Annotations(crud.Field("第三方姓名").Width(120)),
	}
}

// Indexes of SysThirdAccount: one binding per account at a provider.
func (SysThirdAccount) Indexes() []ent.Index {
	return []ent.Index{index.Fields("third_type", "third_user_uuid").Unique(), index.Fields("sys_user_id")}
}

// SysLoginTicket is a one-time value of a third-party sign-in, readable by
// every instance: the state of a sign-in under way, the ticket that opens
// its session, or an account waiting to be bound. Taken once, then gone.
type SysLoginTicket struct{ ent.Schema }

// Annotations of SysLoginTicket.
func (SysLoginTicket) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_login_ticket")}
}

// Fields of SysLoginTicket.
func (SysLoginTicket) Fields() []ent.Field {
	return []ent.Field{
		field.String("id").MaxRuneLen(64).NotEmpty().Immutable().Comment("sha256 of the value handed out"),
		field.String("kind").MaxRuneLen(10).Comment("state | ticket | bind"),
		field.String("provider").MaxRuneLen(32),
		field.Text("data").Comment("JSON of what the next step needs"),
		field.Time("expires_at").GoType(jsontime.Time{}),
	}
}

// Indexes of SysLoginTicket.
func (SysLoginTicket) Indexes() []ent.Index {
	return []ent.Index{index.Fields("expires_at")}
}

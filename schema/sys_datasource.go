package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"aqueduct/gen/crud"
)

// SysDataSource is an external database registered by the admins (多数据源):
// its password is kept encrypted with the server secret and never read
// back; 测试连接 opens it with a timeout. Nothing runs SQL through it.
type SysDataSource struct{ ent.Schema }

// Annotations of SysDataSource.
func (SysDataSource) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_data_source"),
		crud.Resource("sys/dataSource").Title("多数据源").MenuName("多数据源").Perm("dataSource").ListPerm("system:dataSource:list").
			MenuRow("m-dataSource").Menu("m-isystem", 9.2).Icon("database").Route("/isystem/dataSource", "system/SysDataSourceList")}
}

// Mixin of SysDataSource.
func (SysDataSource) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, AuditMixin{}} }

// Fields of SysDataSource.
func (SysDataSource) Fields() []ent.Field {
	return []ent.Field{
		field.String("code").NotEmpty().MaxRuneLen(100).Unique().
			Annotations(crud.Field("数据源编码").Query(crud.Like).Required().Unique().Sortable().DictText().Width(160).
				Pattern(`^[A-Za-z][A-Za-z0-9_]{0,99}$`).PatternMessage("以字母开头，只含字母、数字和下划线")),
		field.String("name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("数据源名称").Query(crud.Like).Required().DictText().Width(160)),
		field.String("db_type").NotEmpty().MaxRuneLen(20).
			Annotations(crud.Field("数据库类型").Dict("database_type").Widget(crud.Select).Required().Query(crud.Exact).Width(120)),
		field.String("db_driver").Optional().MaxRuneLen(100).
			Annotations(crud.Field("驱动类").NotListed()),
		field.String("db_url").NotEmpty().MaxRuneLen(500).
			Annotations(crud.Field("数据源地址").Required().Width(280)),
		field.String("db_name").Optional().MaxRuneLen(100).
			Annotations(crud.Field("数据库名称").Width(120)),
		field.String("db_username").Optional().MaxRuneLen(100).
			Annotations(crud.Field("用户名").Width(110)),
		field.String("db_password").Optional().Sensitive().MaxRuneLen(500).
			Annotations(crud.Field("密码").Widget(crud.Password).Retype()),
		field.String("remark").Optional().MaxRuneLen(200).
			Annotations(crud.Field("备注").Widget(crud.Textarea)),
	}
}

// SysGatewayRoute is a route of an external API gateway (网关路由), kept for
// JeecgBoot's screens: this single binary has no gateway, so nothing here
// runs them.
type SysGatewayRoute struct{ ent.Schema }

// Annotations of SysGatewayRoute.
func (SysGatewayRoute) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_gateway_route"),
		crud.Resource("sys/gatewayRoute").Title("网关路由").MenuName("网关路由").Perm("gatewayRoute").ListPerm("system:gatewayRoute:list").
			MenuRow("m-gatewayRoute").Menu("m-isystem", 9.3).Icon("gateway").Route("/isystem/gatewayRoute", "system/SysGatewayRouteList")}
}

// Mixin of SysGatewayRoute.
func (SysGatewayRoute) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, AuditMixin{}} }

// Fields of SysGatewayRoute.
func (SysGatewayRoute) Fields() []ent.Field {
	return []ent.Field{
		field.String("router_id").NotEmpty().MaxRuneLen(100).Unique().
			Annotations(crud.Field("路由ID").Query(crud.Like).Required().Unique().Width(160)),
		field.String("name").NotEmpty().MaxRuneLen(100).
			Annotations(crud.Field("路由名称").Query(crud.Like).Required().Width(160)),
		field.String("uri").NotEmpty().MaxRuneLen(300).
			Annotations(crud.Field("服务地址").Required().Width(240)),
		field.String("predicates").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("断言（JSON）").Widget(crud.Code).NotListed()),
		field.String("filters").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("过滤器（JSON）").Widget(crud.Code).NotListed()),
		field.Int("retryable").Default(0).
			Annotations(crud.Field("失败重试").Dict("yn").Widget(crud.Radio).Width(80)),
		field.Int("strip_prefix").Default(1).
			Annotations(crud.Field("去除前缀").Dict("yn").Widget(crud.Radio).Width(80)),
		field.Int("persistable").Default(0).
			Annotations(crud.Field("持久化").Dict("yn").Widget(crud.Radio).NotListed()),
		field.Int("show_api").Default(1).
			Annotations(crud.Field("显示接口").Dict("yn").Widget(crud.Radio).NotListed()),
		field.Int("status").Default(1).
			Annotations(crud.Field("状态").Dict("dict_item_status").Widget(crud.Radio).Query(crud.Exact).Width(80)),
	}
}

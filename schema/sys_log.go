package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// SysLog is a login (log_type 1) or operation (log_type 2) log line (sys_log).
type SysLog struct{ ent.Schema }

// Annotations of SysLog.
func (SysLog) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_log")}
}

// Mixin of SysLog.
func (SysLog) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, CreatedMixin{}} }

// Fields of SysLog.
func (SysLog) Fields() []ent.Field {
	return []ent.Field{
		field.Int("log_type").Comment("1 登录日志 / 2 操作日志"),
		field.String("log_content").Optional().MaxRuneLen(1000),
		field.Int("operate_type").Optional(),
		field.String("userid").Optional().MaxRuneLen(36),
		field.String("username").Optional().MaxRuneLen(100),
		field.String("ip").Optional().MaxRuneLen(100),
		field.String("method").Optional().MaxRuneLen(500),
		field.String("request_url").Optional().MaxRuneLen(255),
		field.String("request_param").Optional().MaxRuneLen(2000),
		field.String("request_type").Optional().MaxRuneLen(10),
		field.Int64("cost_time").Optional(),
	}
}

// Indexes of SysLog: the list reads one log type newest first (create_time,
// id desc); with the id in the index a deep page skips rows in the index
// alone instead of sorting ties by reading rows.
func (SysLog) Indexes() []ent.Index {
	return []ent.Index{index.Fields("log_type", "create_time", "id")}
}

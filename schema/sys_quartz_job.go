package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"aqueduct/gen/crud"
)

// SysQuartzJob is a scheduled job (定时任务, docs/contract.md §14): a registered Go
// job (named by JeecgBoot's class name) fired by a Quartz cron expression
// while its status is 0 (正常); -1 (停止) pauses it.
type SysQuartzJob struct{ ent.Schema }

// Annotations of SysQuartzJob.
func (SysQuartzJob) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_quartz_job"),
		crud.Resource("sys/quartzJob").Title("定时任务").MenuName("定时任务").Perm("quartz").ListPerm("system:quartz:list").
			MenuRow("m-quartz").Menu("m-monitor", 2).Icon("clock-circle").Route("/isystem/QuartzJobList", "system/QuartzJobList")}
}

// Mixin of SysQuartzJob: a deleted job is removed, not marked, so its
// class (unique) can be scheduled again.
func (SysQuartzJob) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, AuditMixin{}} }

// Fields of SysQuartzJob.
func (SysQuartzJob) Fields() []ent.Field {
	return []ent.Field{
		field.String("job_class_name").NotEmpty().MaxRuneLen(255).Unique().
			Annotations(crud.Field("任务类名").Dict("quartz_job_class").Widget(crud.Select).Query(crud.Like).Unique().DictText().Width(260)),
		field.String("cron_expression").NotEmpty().MaxRuneLen(255).
			Annotations(crud.Field("Cron表达式").Widget(crud.Cron).Required().Width(160)),
		field.String("parameter").Optional().MaxRuneLen(255).
			Annotations(crud.Field("参数").Width(120)),
		field.String("description").Optional().MaxRuneLen(255).
			Annotations(crud.Field("描述").Query(crud.Like)),
		field.Int("status").Default(0).
			Annotations(crud.Field("状态").Dict("quartz_status").Widget(crud.Radio).Query(crud.Exact).Width(80)),
		// Not in JeecgBoot: its client leaves it at the default.
		field.Int("retry_times").Default(2).Min(0).Max(10).
			Annotations(crud.Field("失败重试次数").Range(0, 10).Width(110)),
	}
}

// SysQuartzJobLog is one run of a scheduled job (定时任务日志): written by
// the scheduler, read and purged by the admins.
type SysQuartzJobLog struct{ ent.Schema }

// Annotations of SysQuartzJobLog.
func (SysQuartzJobLog) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("sys_quartz_job_log"),
		crud.Resource("sys/quartzJobLog").Title("定时任务日志").MenuName("定时任务日志").Perm("quartzLog").
			ListPerm("system:quartzLog:list").MenuRow("m-quartzLog").Menu("m-monitor", 2.5).Icon("history").ReadOnly()}
}

// Mixin of SysQuartzJobLog.
func (SysQuartzJobLog) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, AuditMixin{}} }

// Fields of SysQuartzJobLog.
func (SysQuartzJobLog) Fields() []ent.Field {
	return []ent.Field{
		field.String("job_id").MaxRuneLen(36).
			Annotations(crud.Field("任务").Dict("sys_quartz_job,job_class_name,id").Query(crud.Exact).ServerFilled().Width(240)),
		field.String("job_class_name").MaxRuneLen(255).
			Annotations(crud.Field("任务类名").Query(crud.Like).ServerFilled().Width(240)),
		field.Time("fire_time").
			Annotations(crud.Field("计划时间").Sortable().ServerFilled().Width(160)),
		field.Time("start_time").Optional().Nillable().
			Annotations(crud.Field("开始时间").ServerFilled().Width(160)),
		field.Time("end_time").Optional().Nillable().
			Annotations(crud.Field("结束时间").ServerFilled().Width(160)),
		field.Int64("cost_ms").Optional().Nillable().
			Annotations(crud.Field("耗时（毫秒）").ServerFilled().Width(100)),
		field.String("result").MaxRuneLen(1).
			Annotations(crud.Field("结果").Dict("quartz_result").Query(crud.Exact).ServerFilled().Width(80)),
		field.Int("attempt").Default(1).
			Annotations(crud.Field("第几次").ServerFilled().Width(70)),
		field.String("error").Optional().MaxRuneLen(2000).
			Annotations(crud.Field("错误信息").ServerFilled()),
		field.String("instance").Optional().MaxRuneLen(100).
			Annotations(crud.Field("执行实例").ServerFilled().Width(140)),
	}
}

// Indexes of SysQuartzJobLog: a job's runs, newest first.
func (SysQuartzJobLog) Indexes() []ent.Index {
	return []ent.Index{index.Fields("job_id", "fire_time")}
}

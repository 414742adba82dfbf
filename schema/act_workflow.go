package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"aqueduct/server/jsontime"
)

// The approval workflow (server/workflow): models drawn in the flow designer,
// their published versions, the running instances with their tasks and the
// history of every action. Hand-written routes serve them (JeecgBoot's
// /actProcess, /actBusiness and /actTask paths), not the generator.

// ActModel is a flow model (流程模型) bound to one business table; tree is the
// draft the designer saves, published as an ActModelVersion.
type ActModel struct{ ent.Schema }

// Annotations of ActModel.
func (ActModel) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("act_model")}
}

// Mixin of ActModel.
func (ActModel) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, AuditMixin{}, TenantMixin{}} }

// Fields of ActModel.
func (ActModel) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty().MaxRuneLen(100),
		field.String("table_name").NotEmpty().MaxRuneLen(64),
		field.String("title_template").Optional().MaxRuneLen(200),
		field.String("description").Optional().MaxRuneLen(500),
		field.Text("tree").Comment("the draft: JSON node chain"),
		field.Int("version").Default(0).Comment("latest published version, 0 when never"),
		field.String("published_tree_hash").Optional().MaxRuneLen(64).Comment("sha256 of the published tree, to tell a changed draft"),
	}
}

// Indexes of ActModel.
func (ActModel) Indexes() []ent.Index {
	return []ent.Index{index.Fields("tenant_id", "table_name")}
}

// ActModelVersion is a published, immutable version of a model: running
// instances keep theirs.
type ActModelVersion struct{ ent.Schema }

// Annotations of ActModelVersion.
func (ActModelVersion) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("act_model_version")}
}

// Mixin of ActModelVersion.
func (ActModelVersion) Mixin() []ent.Mixin {
	return []ent.Mixin{IDMixin{}, CreatedMixin{}, TenantMixin{}}
}

// Fields of ActModelVersion.
func (ActModelVersion) Fields() []ent.Field {
	return []ent.Field{
		field.String("model_id").MaxRuneLen(36),
		field.Int("version"),
		field.String("name").MaxRuneLen(100),
		field.String("table_name").MaxRuneLen(64),
		field.String("title_template").Optional().MaxRuneLen(200),
		field.Text("tree"),
	}
}

// Indexes of ActModelVersion.
func (ActModelVersion) Indexes() []ent.Index {
	return []ent.Index{index.Fields("model_id", "version").Unique()}
}

// ActInstance is one run of a flow for one business record.
type ActInstance struct{ ent.Schema }

// Annotations of ActInstance.
func (ActInstance) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("act_instance")}
}

// Mixin of ActInstance.
func (ActInstance) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, TenantMixin{}} }

// Fields of ActInstance.
func (ActInstance) Fields() []ent.Field {
	return []ent.Field{
		field.String("model_id").MaxRuneLen(36),
		field.String("version_id").MaxRuneLen(36),
		field.String("process_name").MaxRuneLen(100),
		field.String("title").MaxRuneLen(300),
		field.String("table_name").MaxRuneLen(64),
		field.String("business_key").MaxRuneLen(36),
		field.String("applyer").MaxRuneLen(100),
		field.String("applyer_name").Optional().MaxRuneLen(100),
		field.String("status").MaxRuneLen(16).Comment("running | approved | rejected | returned | withdrawn"),
		field.String("current_node").Optional().MaxRuneLen(64).Comment("the approver node whose tasks are open"),
		field.String("current_name").Optional().MaxRuneLen(100),
		field.Int("version").Default(0).Comment("optimistic lock: every action moves it by one"),
		field.Int("running").Default(0).Comment("1 while running: the column of the one-running-flow-per-record guard"),
		field.Time("create_time").GoType(jsontime.Time{}).Immutable().Default(jsontime.Now),
		field.Time("end_time").GoType(jsontime.Time{}).Optional().Nillable(),
	}
}

// Indexes of ActInstance.
func (ActInstance) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("table_name", "business_key"),
		index.Fields("applyer", "create_time"),
		index.Fields("status", "create_time"),
		// One running instance per record: the last guard behind apply's check.
		// (On an integer: PostgreSQL keeps a text comparison with casts, which the migration check reads as a change.)
		index.Fields("table_name", "business_key").Unique().
			Annotations(entsql.IndexWhere("running = 1")).StorageKey("actinstance_running_record"),
	}
}

// ActTask is one person's step at an approver node.
type ActTask struct{ ent.Schema }

// Annotations of ActTask.
func (ActTask) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("act_task")}
}

// Mixin of ActTask.
func (ActTask) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, TenantMixin{}} }

// Fields of ActTask.
func (ActTask) Fields() []ent.Field {
	return []ent.Field{
		field.String("instance_id").MaxRuneLen(36),
		field.String("node_id").MaxRuneLen(64),
		field.String("node_name").MaxRuneLen(100),
		field.String("mode").MaxRuneLen(16).Comment("single | all | any | sequence"),
		field.Int("seq").Default(0).Comment("order inside a sequence node"),
		field.String("assignee").MaxRuneLen(100),
		field.String("assignee_name").Optional().MaxRuneLen(100),
		field.String("status").MaxRuneLen(16).Comment("waiting | pending | approved | rejected | returned | transferred | withdrawn | skipped"),
		field.String("comment").Optional().MaxRuneLen(1000),
		field.Int("priority").Default(0),
		field.Time("create_time").GoType(jsontime.Time{}).Default(jsontime.Now),
		field.Time("end_time").GoType(jsontime.Time{}).Optional().Nillable(),
	}
}

// Indexes of ActTask.
func (ActTask) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("assignee", "status", "create_time"),
		index.Fields("instance_id", "status"),
	}
}

// ActHistory is one action on an instance, for its timeline (historicFlow).
type ActHistory struct{ ent.Schema }

// Annotations of ActHistory.
func (ActHistory) Annotations() []schema.Annotation {
	return []schema.Annotation{entsql.Table("act_history")}
}

// Mixin of ActHistory.
func (ActHistory) Mixin() []ent.Mixin { return []ent.Mixin{IDMixin{}, TenantMixin{}} }

// Fields of ActHistory.
func (ActHistory) Fields() []ent.Field {
	return []ent.Field{
		field.String("instance_id").MaxRuneLen(36),
		field.String("node_id").Optional().MaxRuneLen(64),
		field.String("node_name").Optional().MaxRuneLen(100),
		field.String("username").MaxRuneLen(100),
		field.String("realname").Optional().MaxRuneLen(100),
		field.String("action").MaxRuneLen(16).Comment("apply | approve | reject | back | transfer | withdraw | comment | cc"),
		field.String("comment").Optional().MaxRuneLen(1000),
		field.Time("create_time").GoType(jsontime.Time{}).Immutable().Default(jsontime.Now),
	}
}

// Indexes of ActHistory.
func (ActHistory) Indexes() []ent.Index {
	return []ent.Index{index.Fields("instance_id", "create_time")}
}

-- +goose Up
-- create "act_history" table
CREATE TABLE "act_history" ("id" character varying NOT NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "instance_id" character varying NOT NULL, "node_id" character varying NULL, "node_name" character varying NULL, "username" character varying NOT NULL, "realname" character varying NULL, "action" character varying NOT NULL, "comment" character varying NULL, "create_time" timestamptz NOT NULL, PRIMARY KEY ("id"));
-- create index "acthistory_instance_id_create_time" to table: "act_history"
CREATE INDEX "acthistory_instance_id_create_time" ON "act_history" ("instance_id", "create_time");
-- create "act_instance" table
CREATE TABLE "act_instance" ("id" character varying NOT NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "model_id" character varying NOT NULL, "version_id" character varying NOT NULL, "process_name" character varying NOT NULL, "title" character varying NOT NULL, "table_name" character varying NOT NULL, "business_key" character varying NOT NULL, "applyer" character varying NOT NULL, "applyer_name" character varying NULL, "status" character varying NOT NULL, "current_node" character varying NULL, "current_name" character varying NULL, "version" bigint NOT NULL DEFAULT 0, "running" bigint NOT NULL DEFAULT 0, "create_time" timestamptz NOT NULL, "end_time" timestamptz NULL, PRIMARY KEY ("id"));
-- create index "actinstance_applyer_create_time" to table: "act_instance"
CREATE INDEX "actinstance_applyer_create_time" ON "act_instance" ("applyer", "create_time");
-- create index "actinstance_running_record" to table: "act_instance"
CREATE UNIQUE INDEX "actinstance_running_record" ON "act_instance" ("table_name", "business_key") WHERE (running = 1);
-- create index "actinstance_status_create_time" to table: "act_instance"
CREATE INDEX "actinstance_status_create_time" ON "act_instance" ("status", "create_time");
-- create index "actinstance_table_name_business_key" to table: "act_instance"
CREATE INDEX "actinstance_table_name_business_key" ON "act_instance" ("table_name", "business_key");
-- create "act_model" table
CREATE TABLE "act_model" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "name" character varying NOT NULL, "table_name" character varying NOT NULL, "title_template" character varying NULL, "description" character varying NULL, "tree" text NOT NULL, "version" bigint NOT NULL DEFAULT 0, "published_tree_hash" character varying NULL, PRIMARY KEY ("id"));
-- create index "actmodel_tenant_id_table_name" to table: "act_model"
CREATE INDEX "actmodel_tenant_id_table_name" ON "act_model" ("tenant_id", "table_name");
-- create "act_model_version" table
CREATE TABLE "act_model_version" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "model_id" character varying NOT NULL, "version" bigint NOT NULL, "name" character varying NOT NULL, "table_name" character varying NOT NULL, "title_template" character varying NULL, "tree" text NOT NULL, PRIMARY KEY ("id"));
-- create index "actmodelversion_model_id_version" to table: "act_model_version"
CREATE UNIQUE INDEX "actmodelversion_model_id_version" ON "act_model_version" ("model_id", "version");
-- create "act_task" table
CREATE TABLE "act_task" ("id" character varying NOT NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "instance_id" character varying NOT NULL, "node_id" character varying NOT NULL, "node_name" character varying NOT NULL, "mode" character varying NOT NULL, "seq" bigint NOT NULL DEFAULT 0, "assignee" character varying NOT NULL, "assignee_name" character varying NULL, "status" character varying NOT NULL, "comment" character varying NULL, "priority" bigint NOT NULL DEFAULT 0, "create_time" timestamptz NOT NULL, "end_time" timestamptz NULL, PRIMARY KEY ("id"));
-- create index "acttask_assignee_status_create_time" to table: "act_task"
CREATE INDEX "acttask_assignee_status_create_time" ON "act_task" ("assignee", "status", "create_time");
-- create index "acttask_instance_id_status" to table: "act_task"
CREATE INDEX "acttask_instance_id_status" ON "act_task" ("instance_id", "status");

-- +goose Down
-- reverse: create index "acttask_instance_id_status" to table: "act_task"
DROP INDEX "acttask_instance_id_status";
-- reverse: create index "acttask_assignee_status_create_time" to table: "act_task"
DROP INDEX "acttask_assignee_status_create_time";
-- reverse: create "act_task" table
DROP TABLE "act_task";
-- reverse: create index "actmodelversion_model_id_version" to table: "act_model_version"
DROP INDEX "actmodelversion_model_id_version";
-- reverse: create "act_model_version" table
DROP TABLE "act_model_version";
-- reverse: create index "actmodel_tenant_id_table_name" to table: "act_model"
DROP INDEX "actmodel_tenant_id_table_name";
-- reverse: create "act_model" table
DROP TABLE "act_model";
-- reverse: create index "actinstance_table_name_business_key" to table: "act_instance"
DROP INDEX "actinstance_table_name_business_key";
-- reverse: create index "actinstance_status_create_time" to table: "act_instance"
DROP INDEX "actinstance_status_create_time";
-- reverse: create index "actinstance_running_record" to table: "act_instance"
DROP INDEX "actinstance_running_record";
-- reverse: create index "actinstance_applyer_create_time" to table: "act_instance"
DROP INDEX "actinstance_applyer_create_time";
-- reverse: create "act_instance" table
DROP TABLE "act_instance";
-- reverse: create index "acthistory_instance_id_create_time" to table: "act_history"
DROP INDEX "acthistory_instance_id_create_time";
-- reverse: create "act_history" table
DROP TABLE "act_history";

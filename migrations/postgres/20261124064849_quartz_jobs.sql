-- +goose Up
-- create "sys_quartz_job" table
CREATE TABLE "sys_quartz_job" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "job_class_name" character varying NOT NULL, "cron_expression" character varying NOT NULL, "parameter" character varying NULL, "description" character varying NULL, "status" bigint NOT NULL DEFAULT 0, PRIMARY KEY ("id"));
-- create index "sys_quartz_job_job_class_name_key" to table: "sys_quartz_job"
CREATE UNIQUE INDEX "sys_quartz_job_job_class_name_key" ON "sys_quartz_job" ("job_class_name");
-- create index "sysquartzjob_create_time_id" to table: "sys_quartz_job"
CREATE INDEX "sysquartzjob_create_time_id" ON "sys_quartz_job" ("create_time", "id");
-- create index "sysquartzjob_status_create_time_id" to table: "sys_quartz_job"
CREATE INDEX "sysquartzjob_status_create_time_id" ON "sys_quartz_job" ("status", "create_time", "id");
-- create "sys_quartz_job_log" table
CREATE TABLE "sys_quartz_job_log" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "job_id" character varying NOT NULL, "job_class_name" character varying NOT NULL, "fire_time" timestamptz NOT NULL, "start_time" timestamptz NULL, "end_time" timestamptz NULL, "cost_ms" bigint NULL, "result" character varying NOT NULL, "attempt" bigint NOT NULL DEFAULT 1, "error" character varying NULL, "instance" character varying NULL, PRIMARY KEY ("id"));
-- create index "sysquartzjoblog_create_time_id" to table: "sys_quartz_job_log"
CREATE INDEX "sysquartzjoblog_create_time_id" ON "sys_quartz_job_log" ("create_time", "id");
-- create index "sysquartzjoblog_fire_time_id" to table: "sys_quartz_job_log"
CREATE INDEX "sysquartzjoblog_fire_time_id" ON "sys_quartz_job_log" ("fire_time", "id");
-- create index "sysquartzjoblog_job_id_create_time_id" to table: "sys_quartz_job_log"
CREATE INDEX "sysquartzjoblog_job_id_create_time_id" ON "sys_quartz_job_log" ("job_id", "create_time", "id");
-- create index "sysquartzjoblog_job_id_fire_time" to table: "sys_quartz_job_log"
CREATE INDEX "sysquartzjoblog_job_id_fire_time" ON "sys_quartz_job_log" ("job_id", "fire_time");
-- create index "sysquartzjoblog_result_create_time_id" to table: "sys_quartz_job_log"
CREATE INDEX "sysquartzjoblog_result_create_time_id" ON "sys_quartz_job_log" ("result", "create_time", "id");

-- +goose Down
-- reverse: create index "sysquartzjoblog_result_create_time_id" to table: "sys_quartz_job_log"
DROP INDEX "sysquartzjoblog_result_create_time_id";
-- reverse: create index "sysquartzjoblog_job_id_fire_time" to table: "sys_quartz_job_log"
DROP INDEX "sysquartzjoblog_job_id_fire_time";
-- reverse: create index "sysquartzjoblog_job_id_create_time_id" to table: "sys_quartz_job_log"
DROP INDEX "sysquartzjoblog_job_id_create_time_id";
-- reverse: create index "sysquartzjoblog_fire_time_id" to table: "sys_quartz_job_log"
DROP INDEX "sysquartzjoblog_fire_time_id";
-- reverse: create index "sysquartzjoblog_create_time_id" to table: "sys_quartz_job_log"
DROP INDEX "sysquartzjoblog_create_time_id";
-- reverse: create "sys_quartz_job_log" table
DROP TABLE "sys_quartz_job_log";
-- reverse: create index "sysquartzjob_status_create_time_id" to table: "sys_quartz_job"
DROP INDEX "sysquartzjob_status_create_time_id";
-- reverse: create index "sysquartzjob_create_time_id" to table: "sys_quartz_job"
DROP INDEX "sysquartzjob_create_time_id";
-- reverse: create index "sys_quartz_job_job_class_name_key" to table: "sys_quartz_job"
DROP INDEX "sys_quartz_job_job_class_name_key";
-- reverse: create "sys_quartz_job" table
DROP TABLE "sys_quartz_job";

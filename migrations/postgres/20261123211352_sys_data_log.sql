-- +goose Up
-- create "sys_data_log" table
CREATE TABLE "sys_data_log" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "data_table" character varying NOT NULL, "data_id" character varying NOT NULL, "data_content" text NULL, "data_version" bigint NOT NULL DEFAULT 1, PRIMARY KEY ("id"));
-- create index "sysdatalog_data_table_data_id_data_version" to table: "sys_data_log"
CREATE INDEX "sysdatalog_data_table_data_id_data_version" ON "sys_data_log" ("data_table", "data_id", "data_version");
-- create "sys_position" table
CREATE TABLE "sys_position" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "code" character varying NOT NULL, "name" character varying NOT NULL, "post_rank" character varying NULL, "company_id" character varying NULL, PRIMARY KEY ("id"));
-- create index "sys_position_code_key" to table: "sys_position"
CREATE UNIQUE INDEX "sys_position_code_key" ON "sys_position" ("code");
-- create index "sysposition_create_time_id" to table: "sys_position"
CREATE INDEX "sysposition_create_time_id" ON "sys_position" ("create_time", "id");
-- create index "sysposition_post_rank_create_time_id" to table: "sys_position"
CREATE INDEX "sysposition_post_rank_create_time_id" ON "sys_position" ("post_rank", "create_time", "id");

-- +goose Down
-- reverse: create index "sysposition_post_rank_create_time_id" to table: "sys_position"
DROP INDEX "sysposition_post_rank_create_time_id";
-- reverse: create index "sysposition_create_time_id" to table: "sys_position"
DROP INDEX "sysposition_create_time_id";
-- reverse: create index "sys_position_code_key" to table: "sys_position"
DROP INDEX "sys_position_code_key";
-- reverse: create "sys_position" table
DROP TABLE "sys_position";
-- reverse: create index "sysdatalog_data_table_data_id_data_version" to table: "sys_data_log"
DROP INDEX "sysdatalog_data_table_data_id_data_version";
-- reverse: create "sys_data_log" table
DROP TABLE "sys_data_log";

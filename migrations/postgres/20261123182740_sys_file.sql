-- +goose Up
-- create "sys_file" table
CREATE TABLE "sys_file" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "name" character varying NOT NULL, "path" character varying NOT NULL, "size" bigint NOT NULL DEFAULT 0, "content_type" character varying NOT NULL, "sha256" character varying NOT NULL, "biz" character varying NOT NULL DEFAULT 'temp', PRIMARY KEY ("id"));
-- create index "sysfile_biz_create_time" to table: "sys_file"
CREATE INDEX "sysfile_biz_create_time" ON "sys_file" ("biz", "create_time");
-- create index "sysfile_path" to table: "sys_file"
CREATE UNIQUE INDEX "sysfile_path" ON "sys_file" ("path");

-- +goose Down
-- reverse: create index "sysfile_path" to table: "sys_file"
DROP INDEX "sysfile_path";
-- reverse: create index "sysfile_biz_create_time" to table: "sys_file"
DROP INDEX "sysfile_biz_create_time";
-- reverse: create "sys_file" table
DROP TABLE "sys_file";

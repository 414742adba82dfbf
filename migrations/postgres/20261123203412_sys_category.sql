-- +goose Up
-- create "sys_category" table
CREATE TABLE "sys_category" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "pid" character varying NULL DEFAULT '0', "name" character varying NOT NULL, "code" character varying NOT NULL, PRIMARY KEY ("id"));
-- create index "sys_category_code_key" to table: "sys_category"
CREATE UNIQUE INDEX "sys_category_code_key" ON "sys_category" ("code");
-- create index "syscategory_tenant_id_code_id" to table: "sys_category"
CREATE INDEX "syscategory_tenant_id_code_id" ON "sys_category" ("tenant_id", "code", "id");
-- create index "syscategory_tenant_id_create_time_id" to table: "sys_category"
CREATE INDEX "syscategory_tenant_id_create_time_id" ON "sys_category" ("tenant_id", "create_time", "id");
-- create index "syscategory_tenant_id_name_id" to table: "sys_category"
CREATE INDEX "syscategory_tenant_id_name_id" ON "sys_category" ("tenant_id", "name", "id");

-- +goose Down
-- reverse: create index "syscategory_tenant_id_name_id" to table: "sys_category"
DROP INDEX "syscategory_tenant_id_name_id";
-- reverse: create index "syscategory_tenant_id_create_time_id" to table: "sys_category"
DROP INDEX "syscategory_tenant_id_create_time_id";
-- reverse: create index "syscategory_tenant_id_code_id" to table: "sys_category"
DROP INDEX "syscategory_tenant_id_code_id";
-- reverse: create index "sys_category_code_key" to table: "sys_category"
DROP INDEX "sys_category_code_key";
-- reverse: create "sys_category" table
DROP TABLE "sys_category";

-- +goose Up
-- create "cmis_hidden_danger" table
CREATE TABLE "cmis_hidden_danger" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "location" character varying NOT NULL, "level" character varying NOT NULL DEFAULT '1', "description" character varying NOT NULL, "photos" character varying NULL, "responsible_unit" character varying NULL, "responsible_person" character varying NULL, "deadline" timestamptz NULL, "status" character varying NOT NULL DEFAULT '1', "rectify_measure" character varying NULL, "rectify_photos" character varying NULL, "review_opinion" character varying NULL, "reviewer" character varying NULL, "closed_time" timestamptz NULL, PRIMARY KEY ("id"));
-- create index "cmishiddendanger_tenant_id_create_time_id" to table: "cmis_hidden_danger"
CREATE INDEX "cmishiddendanger_tenant_id_create_time_id" ON "cmis_hidden_danger" ("tenant_id", "create_time", "id");
-- create index "cmishiddendanger_tenant_id_deadline_id" to table: "cmis_hidden_danger"
CREATE INDEX "cmishiddendanger_tenant_id_deadline_id" ON "cmis_hidden_danger" ("tenant_id", "deadline", "id");
-- create index "cmishiddendanger_tenant_id_engineering_id_create_time_id" to table: "cmis_hidden_danger"
CREATE INDEX "cmishiddendanger_tenant_id_engineering_id_create_time_id" ON "cmis_hidden_danger" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmishiddendanger_tenant_id_level_create_time_id" to table: "cmis_hidden_danger"
CREATE INDEX "cmishiddendanger_tenant_id_level_create_time_id" ON "cmis_hidden_danger" ("tenant_id", "level", "create_time", "id");
-- create index "cmishiddendanger_tenant_id_section_id_create_time_id" to table: "cmis_hidden_danger"
CREATE INDEX "cmishiddendanger_tenant_id_section_id_create_time_id" ON "cmis_hidden_danger" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmishiddendanger_tenant_id_status_create_time_id" to table: "cmis_hidden_danger"
CREATE INDEX "cmishiddendanger_tenant_id_status_create_time_id" ON "cmis_hidden_danger" ("tenant_id", "status", "create_time", "id");

-- +goose Down
-- reverse: create index "cmishiddendanger_tenant_id_status_create_time_id" to table: "cmis_hidden_danger"
DROP INDEX "cmishiddendanger_tenant_id_status_create_time_id";
-- reverse: create index "cmishiddendanger_tenant_id_section_id_create_time_id" to table: "cmis_hidden_danger"
DROP INDEX "cmishiddendanger_tenant_id_section_id_create_time_id";
-- reverse: create index "cmishiddendanger_tenant_id_level_create_time_id" to table: "cmis_hidden_danger"
DROP INDEX "cmishiddendanger_tenant_id_level_create_time_id";
-- reverse: create index "cmishiddendanger_tenant_id_engineering_id_create_time_id" to table: "cmis_hidden_danger"
DROP INDEX "cmishiddendanger_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmishiddendanger_tenant_id_deadline_id" to table: "cmis_hidden_danger"
DROP INDEX "cmishiddendanger_tenant_id_deadline_id";
-- reverse: create index "cmishiddendanger_tenant_id_create_time_id" to table: "cmis_hidden_danger"
DROP INDEX "cmishiddendanger_tenant_id_create_time_id";
-- reverse: create "cmis_hidden_danger" table
DROP TABLE "cmis_hidden_danger";

-- +goose Up
-- create "cmis_acceptance_item" table
CREATE TABLE "cmis_acceptance_item" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "sort_no" bigint NOT NULL DEFAULT 0, "item_name" character varying NOT NULL, "standard" character varying NULL, "check_result" character varying NULL, "grade" character varying NOT NULL DEFAULT '1', "acceptance_id" character varying NOT NULL, PRIMARY KEY ("id"), CONSTRAINT "cmis_acceptance_item_cmis_acceptance_items" FOREIGN KEY ("acceptance_id") REFERENCES "cmis_acceptance" ("id") ON UPDATE NO ACTION ON DELETE NO ACTION);
-- create index "cmisacceptanceitem_acceptance_id_sort_no" to table: "cmis_acceptance_item"
CREATE INDEX "cmisacceptanceitem_acceptance_id_sort_no" ON "cmis_acceptance_item" ("acceptance_id", "sort_no");
-- create index "cmisacceptanceitem_tenant_id_create_time_id" to table: "cmis_acceptance_item"
CREATE INDEX "cmisacceptanceitem_tenant_id_create_time_id" ON "cmis_acceptance_item" ("tenant_id", "create_time", "id");
-- create "cmis_acceptance_member" table
CREATE TABLE "cmis_acceptance_member" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "sort_no" bigint NOT NULL DEFAULT 0, "unit" character varying NOT NULL, "name" character varying NOT NULL, "post" character varying NULL, "phone" character varying NULL, "acceptance_id" character varying NOT NULL, PRIMARY KEY ("id"), CONSTRAINT "cmis_acceptance_member_cmis_acceptance_members" FOREIGN KEY ("acceptance_id") REFERENCES "cmis_acceptance" ("id") ON UPDATE NO ACTION ON DELETE NO ACTION);
-- create index "cmisacceptancemember_acceptance_id_sort_no" to table: "cmis_acceptance_member"
CREATE INDEX "cmisacceptancemember_acceptance_id_sort_no" ON "cmis_acceptance_member" ("acceptance_id", "sort_no");
-- create index "cmisacceptancemember_tenant_id_create_time_id" to table: "cmis_acceptance_member"
CREATE INDEX "cmisacceptancemember_tenant_id_create_time_id" ON "cmis_acceptance_member" ("tenant_id", "create_time", "id");
-- create "cmis_shotcrete_measure" table
CREATE TABLE "cmis_shotcrete_measure" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "sort_no" bigint NOT NULL DEFAULT 0, "point_no" character varying NOT NULL, "chainage" numeric(12,3) NULL, "position" character varying NULL, "design_thickness" double precision NULL, "measured_thickness" double precision NOT NULL, "qualified" character varying NOT NULL DEFAULT '1', "remarks" character varying NULL, "assessment_id" character varying NOT NULL, PRIMARY KEY ("id"), CONSTRAINT "cmis_shotcrete_measure_cmis_shotcrete_assessment_measures" FOREIGN KEY ("assessment_id") REFERENCES "cmis_shotcrete_assessment" ("id") ON UPDATE NO ACTION ON DELETE NO ACTION);
-- create index "cmisshotcretemeasure_assessment_id_sort_no" to table: "cmis_shotcrete_measure"
CREATE INDEX "cmisshotcretemeasure_assessment_id_sort_no" ON "cmis_shotcrete_measure" ("assessment_id", "sort_no");
-- create index "cmisshotcretemeasure_tenant_id_create_time_id" to table: "cmis_shotcrete_measure"
CREATE INDEX "cmisshotcretemeasure_tenant_id_create_time_id" ON "cmis_shotcrete_measure" ("tenant_id", "create_time", "id");

-- +goose Down
-- reverse: create index "cmisshotcretemeasure_tenant_id_create_time_id" to table: "cmis_shotcrete_measure"
DROP INDEX "cmisshotcretemeasure_tenant_id_create_time_id";
-- reverse: create index "cmisshotcretemeasure_assessment_id_sort_no" to table: "cmis_shotcrete_measure"
DROP INDEX "cmisshotcretemeasure_assessment_id_sort_no";
-- reverse: create "cmis_shotcrete_measure" table
DROP TABLE "cmis_shotcrete_measure";
-- reverse: create index "cmisacceptancemember_tenant_id_create_time_id" to table: "cmis_acceptance_member"
DROP INDEX "cmisacceptancemember_tenant_id_create_time_id";
-- reverse: create index "cmisacceptancemember_acceptance_id_sort_no" to table: "cmis_acceptance_member"
DROP INDEX "cmisacceptancemember_acceptance_id_sort_no";
-- reverse: create "cmis_acceptance_member" table
DROP TABLE "cmis_acceptance_member";
-- reverse: create index "cmisacceptanceitem_tenant_id_create_time_id" to table: "cmis_acceptance_item"
DROP INDEX "cmisacceptanceitem_tenant_id_create_time_id";
-- reverse: create index "cmisacceptanceitem_acceptance_id_sort_no" to table: "cmis_acceptance_item"
DROP INDEX "cmisacceptanceitem_acceptance_id_sort_no";
-- reverse: create "cmis_acceptance_item" table
DROP TABLE "cmis_acceptance_item";

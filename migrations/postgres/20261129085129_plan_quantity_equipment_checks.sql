-- +goose Up
-- modify "cmis_equipment_movement" table
ALTER TABLE "cmis_equipment_movement" ADD COLUMN "batch_no" character varying NULL, ADD COLUMN "supplier_id" character varying NULL, ADD COLUMN "report_no" character varying NULL, ADD COLUMN "conclusion" character varying NULL;
-- create index "cmisequipmentmovement_tenant_id_del_flag_conclusion_cr_9a03acc3" to table: "cmis_equipment_movement"
CREATE INDEX "cmisequipmentmovement_tenant_id_del_flag_conclusion_cr_9a03acc3" ON "cmis_equipment_movement" ("tenant_id", "del_flag", "conclusion", "create_time", "id");
-- modify "cmis_progress_plan" table
ALTER TABLE "cmis_progress_plan" ADD COLUMN "quantity_source" character varying NOT NULL DEFAULT 'manual';
-- create "cmis_equipment_check" table
CREATE TABLE "cmis_equipment_check" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "sort_no" bigint NOT NULL DEFAULT 0, "item" character varying NOT NULL, "requirement" character varying NULL, "finding" character varying NULL, "conclusion" character varying NOT NULL DEFAULT '1', "movement_id" character varying NOT NULL, PRIMARY KEY ("id"), CONSTRAINT "cmis_equipment_check_cmis_equipment_movement_check_items" FOREIGN KEY ("movement_id") REFERENCES "cmis_equipment_movement" ("id") ON UPDATE NO ACTION ON DELETE NO ACTION);
-- create index "cmisequipmentcheck_movement_id_sort_no" to table: "cmis_equipment_check"
CREATE INDEX "cmisequipmentcheck_movement_id_sort_no" ON "cmis_equipment_check" ("movement_id", "sort_no");
-- create index "cmisequipmentcheck_tenant_id_del_flag_create_time_id" to table: "cmis_equipment_check"
CREATE INDEX "cmisequipmentcheck_tenant_id_del_flag_create_time_id" ON "cmis_equipment_check" ("tenant_id", "del_flag", "create_time", "id");
-- a plan with a planned quantity has its percent complete worked out (server/project/plan.go: planPercent)
UPDATE "cmis_progress_plan" SET "percent_complete" = LEAST(100, GREATEST(0, ROUND((COALESCE("actual_quantity", 0) / "planned_quantity" * 100)::numeric)))::bigint WHERE "planned_quantity" > 0;

-- +goose Down
-- reverse: create index "cmisequipmentcheck_tenant_id_del_flag_create_time_id" to table: "cmis_equipment_check"
DROP INDEX "cmisequipmentcheck_tenant_id_del_flag_create_time_id";
-- reverse: create index "cmisequipmentcheck_movement_id_sort_no" to table: "cmis_equipment_check"
DROP INDEX "cmisequipmentcheck_movement_id_sort_no";
-- reverse: create "cmis_equipment_check" table
DROP TABLE "cmis_equipment_check";
-- reverse: modify "cmis_progress_plan" table
ALTER TABLE "cmis_progress_plan" DROP COLUMN "quantity_source";
-- reverse: create index "cmisequipmentmovement_tenant_id_del_flag_conclusion_cr_9a03acc3" to table: "cmis_equipment_movement"
DROP INDEX "cmisequipmentmovement_tenant_id_del_flag_conclusion_cr_9a03acc3";
-- reverse: modify "cmis_equipment_movement" table
ALTER TABLE "cmis_equipment_movement" DROP COLUMN "conclusion", DROP COLUMN "report_no", DROP COLUMN "supplier_id", DROP COLUMN "batch_no";

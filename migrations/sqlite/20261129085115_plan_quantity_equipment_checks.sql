-- +goose Up
-- disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- create "new_cmis_progress_plan" table
CREATE TABLE `new_cmis_progress_plan` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `plan_type` text NOT NULL DEFAULT ('month'), `period` text NOT NULL, `building_id` text NULL, `task_name` text NOT NULL, `plan_start_date` datetime NOT NULL, `plan_end_date` datetime NOT NULL, `planned_quantity` real NULL, `unit` text NULL, `quantity_source` text NOT NULL DEFAULT ('manual'), `actual_quantity` real NULL, `percent_complete` integer NOT NULL DEFAULT (0), `predecessors` text NULL, PRIMARY KEY (`id`));
-- copy rows from old table "cmis_progress_plan" to new temporary table "new_cmis_progress_plan"
INSERT INTO `new_cmis_progress_plan` (`id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `del_flag`, `engineering_id`, `section_id`, `plan_type`, `period`, `building_id`, `task_name`, `plan_start_date`, `plan_end_date`, `planned_quantity`, `unit`, `actual_quantity`, `percent_complete`, `predecessors`) SELECT `id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `del_flag`, `engineering_id`, `section_id`, `plan_type`, `period`, `building_id`, `task_name`, `plan_start_date`, `plan_end_date`, `planned_quantity`, `unit`, `actual_quantity`, `percent_complete`, `predecessors` FROM `cmis_progress_plan`;
-- drop "cmis_progress_plan" table after copying rows
DROP TABLE `cmis_progress_plan`;
-- rename temporary table "new_cmis_progress_plan" to "cmis_progress_plan"
ALTER TABLE `new_cmis_progress_plan` RENAME TO `cmis_progress_plan`;
-- create index "cmisprogressplan_tenant_id_del_flag_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_del_flag_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisprogressplan_tenant_id_del_flag_engineering_id_cre_3581e795" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_del_flag_engineering_id_cre_3581e795` ON `cmis_progress_plan` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisprogressplan_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_del_flag_section_id_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisprogressplan_tenant_id_del_flag_plan_type_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_del_flag_plan_type_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `del_flag`, `plan_type`, `create_time`, `id`);
-- create index "cmisprogressplan_tenant_id_del_flag_period_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_del_flag_period_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `del_flag`, `period`, `create_time`, `id`);
-- create index "cmisprogressplan_tenant_id_del_flag_period_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_del_flag_period_id` ON `cmis_progress_plan` (`tenant_id`, `del_flag`, `period`, `id`);
-- create index "cmisprogressplan_tenant_id_del_flag_plan_start_date_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_del_flag_plan_start_date_id` ON `cmis_progress_plan` (`tenant_id`, `del_flag`, `plan_start_date`, `id`);
-- create index "cmisprogressplan_tenant_id_del_flag_plan_end_date_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_del_flag_plan_end_date_id` ON `cmis_progress_plan` (`tenant_id`, `del_flag`, `plan_end_date`, `id`);
-- create "new_cmis_equipment_movement" table
CREATE TABLE `new_cmis_equipment_movement` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `equipment_id` text NOT NULL, `move_type` text NOT NULL, `move_date` datetime NOT NULL, `quantity` integer NOT NULL, `batch_no` text NULL, `supplier_id` text NULL, `handler` text NULL, `report_no` text NULL, `conclusion` text NULL, `result` text NULL, `attachment` text NULL, PRIMARY KEY (`id`));
-- copy rows from old table "cmis_equipment_movement" to new temporary table "new_cmis_equipment_movement"
INSERT INTO `new_cmis_equipment_movement` (`id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `del_flag`, `engineering_id`, `section_id`, `equipment_id`, `move_type`, `move_date`, `quantity`, `handler`, `result`, `attachment`) SELECT `id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `del_flag`, `engineering_id`, `section_id`, `equipment_id`, `move_type`, `move_date`, `quantity`, `handler`, `result`, `attachment` FROM `cmis_equipment_movement`;
-- drop "cmis_equipment_movement" table after copying rows
DROP TABLE `cmis_equipment_movement`;
-- rename temporary table "new_cmis_equipment_movement" to "cmis_equipment_movement"
ALTER TABLE `new_cmis_equipment_movement` RENAME TO `cmis_equipment_movement`;
-- create index "cmisequipmentmovement_tenant_id_del_flag_create_time_id" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_del_flag_create_time_id` ON `cmis_equipment_movement` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisequipmentmovement_tenant_id_del_flag_engineering_i_4a8ad86f" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_del_flag_engineering_i_4a8ad86f` ON `cmis_equipment_movement` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisequipmentmovement_tenant_id_del_flag_section_id_cr_11f2a0a7" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_del_flag_section_id_cr_11f2a0a7` ON `cmis_equipment_movement` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisequipmentmovement_tenant_id_del_flag_equipment_id__033f0d27" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_del_flag_equipment_id__033f0d27` ON `cmis_equipment_movement` (`tenant_id`, `del_flag`, `equipment_id`, `create_time`, `id`);
-- create index "cmisequipmentmovement_tenant_id_del_flag_move_type_cre_db983435" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_del_flag_move_type_cre_db983435` ON `cmis_equipment_movement` (`tenant_id`, `del_flag`, `move_type`, `create_time`, `id`);
-- create index "cmisequipmentmovement_tenant_id_del_flag_move_date_id" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_del_flag_move_date_id` ON `cmis_equipment_movement` (`tenant_id`, `del_flag`, `move_date`, `id`);
-- create index "cmisequipmentmovement_tenant_id_del_flag_conclusion_cr_9a03acc3" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_del_flag_conclusion_cr_9a03acc3` ON `cmis_equipment_movement` (`tenant_id`, `del_flag`, `conclusion`, `create_time`, `id`);
-- create "cmis_equipment_check" table
CREATE TABLE `cmis_equipment_check` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `sort_no` integer NOT NULL DEFAULT (0), `item` text NOT NULL, `requirement` text NULL, `finding` text NULL, `conclusion` text NOT NULL DEFAULT ('1'), `movement_id` text NOT NULL, PRIMARY KEY (`id`), CONSTRAINT `cmis_equipment_check_cmis_equipment_movement_check_items` FOREIGN KEY (`movement_id`) REFERENCES `cmis_equipment_movement` (`id`) ON DELETE NO ACTION);
-- create index "cmisequipmentcheck_movement_id_sort_no" to table: "cmis_equipment_check"
CREATE INDEX `cmisequipmentcheck_movement_id_sort_no` ON `cmis_equipment_check` (`movement_id`, `sort_no`);
-- create index "cmisequipmentcheck_tenant_id_del_flag_create_time_id" to table: "cmis_equipment_check"
CREATE INDEX `cmisequipmentcheck_tenant_id_del_flag_create_time_id` ON `cmis_equipment_check` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
-- a plan with a planned quantity has its percent complete worked out (server/project/plan.go: planPercent)
UPDATE `cmis_progress_plan` SET `percent_complete` = MIN(100, MAX(0, CAST(ROUND(COALESCE(`actual_quantity`, 0) / `planned_quantity` * 100) AS INTEGER))) WHERE `planned_quantity` > 0;

-- +goose Down
-- reverse: create index "cmisequipmentcheck_tenant_id_del_flag_create_time_id" to table: "cmis_equipment_check"
DROP INDEX `cmisequipmentcheck_tenant_id_del_flag_create_time_id`;
-- reverse: create index "cmisequipmentcheck_movement_id_sort_no" to table: "cmis_equipment_check"
DROP INDEX `cmisequipmentcheck_movement_id_sort_no`;
-- reverse: create "cmis_equipment_check" table
DROP TABLE `cmis_equipment_check`;
-- reverse: create index "cmisequipmentmovement_tenant_id_del_flag_conclusion_cr_9a03acc3" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_del_flag_conclusion_cr_9a03acc3`;
-- reverse: create index "cmisequipmentmovement_tenant_id_del_flag_move_date_id" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_del_flag_move_date_id`;
-- reverse: create index "cmisequipmentmovement_tenant_id_del_flag_move_type_cre_db983435" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_del_flag_move_type_cre_db983435`;
-- reverse: create index "cmisequipmentmovement_tenant_id_del_flag_equipment_id__033f0d27" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_del_flag_equipment_id__033f0d27`;
-- reverse: create index "cmisequipmentmovement_tenant_id_del_flag_section_id_cr_11f2a0a7" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_del_flag_section_id_cr_11f2a0a7`;
-- reverse: create index "cmisequipmentmovement_tenant_id_del_flag_engineering_i_4a8ad86f" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_del_flag_engineering_i_4a8ad86f`;
-- reverse: create index "cmisequipmentmovement_tenant_id_del_flag_create_time_id" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_del_flag_create_time_id`;
-- reverse: create "new_cmis_equipment_movement" table
DROP TABLE `new_cmis_equipment_movement`;
-- reverse: create index "cmisprogressplan_tenant_id_del_flag_plan_end_date_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_del_flag_plan_end_date_id`;
-- reverse: create index "cmisprogressplan_tenant_id_del_flag_plan_start_date_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_del_flag_plan_start_date_id`;
-- reverse: create index "cmisprogressplan_tenant_id_del_flag_period_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_del_flag_period_id`;
-- reverse: create index "cmisprogressplan_tenant_id_del_flag_period_create_time_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_del_flag_period_create_time_id`;
-- reverse: create index "cmisprogressplan_tenant_id_del_flag_plan_type_create_time_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_del_flag_plan_type_create_time_id`;
-- reverse: create index "cmisprogressplan_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisprogressplan_tenant_id_del_flag_engineering_id_cre_3581e795" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_del_flag_engineering_id_cre_3581e795`;
-- reverse: create index "cmisprogressplan_tenant_id_del_flag_create_time_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_del_flag_create_time_id`;
-- reverse: create "new_cmis_progress_plan" table
DROP TABLE `new_cmis_progress_plan`;

-- +goose Up
-- disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- create "new_cmis_bolt_assessment" table
CREATE TABLE `new_cmis_bolt_assessment` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `unit_code` text NOT NULL, `division_id` text NULL, `bolt_count` integer NULL, `bolt_length` numeric NULL, `spacing` numeric NULL, `hole_depth` numeric NULL, `grout_fullness` numeric NULL, `pull_force` numeric NULL, `main_item_pass` text NOT NULL DEFAULT ('1'), `general_pass_rate` real NOT NULL DEFAULT (0), `grade` text NULL, `assess_date` datetime NULL, `assessor` text NULL, `remarks` text NULL, PRIMARY KEY (`id`));
-- copy rows from old table "cmis_bolt_assessment" to new temporary table "new_cmis_bolt_assessment"
INSERT INTO `new_cmis_bolt_assessment` (`id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `del_flag`, `engineering_id`, `section_id`, `unit_code`, `division_id`, `bolt_count`, `bolt_length`, `spacing`, `hole_depth`, `grout_fullness`, `pull_force`, `main_item_pass`, `general_pass_rate`, `grade`, `assess_date`, `assessor`, `remarks`) SELECT `id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `del_flag`, `engineering_id`, `section_id`, `unit_code`, `division_id`, `bolt_count`, `bolt_length`, `spacing`, `hole_depth`, `grout_fullness`, `pull_force`, `main_item_pass`, `general_pass_rate`, `grade`, `assess_date`, `assessor`, `remarks` FROM `cmis_bolt_assessment`;
-- drop "cmis_bolt_assessment" table after copying rows
DROP TABLE `cmis_bolt_assessment`;
-- rename temporary table "new_cmis_bolt_assessment" to "cmis_bolt_assessment"
ALTER TABLE `new_cmis_bolt_assessment` RENAME TO `cmis_bolt_assessment`;
-- create index "cmisboltassessment_tenant_id_del_flag_create_time_id" to table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_del_flag_create_time_id` ON `cmis_bolt_assessment` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisboltassessment_tenant_id_del_flag_engineering_id_c_d189dd6d" to table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_del_flag_engineering_id_c_d189dd6d` ON `cmis_bolt_assessment` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisboltassessment_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_del_flag_section_id_create_time_id` ON `cmis_bolt_assessment` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisboltassessment_tenant_id_del_flag_unit_code_id" to table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_del_flag_unit_code_id` ON `cmis_bolt_assessment` (`tenant_id`, `del_flag`, `unit_code`, `id`);
-- create index "cmisboltassessment_tenant_id_del_flag_grade_create_time_id" to table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_del_flag_grade_create_time_id` ON `cmis_bolt_assessment` (`tenant_id`, `del_flag`, `grade`, `create_time`, `id`);
-- create "new_cmis_excavation_assessment" table
CREATE TABLE `new_cmis_excavation_assessment` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `unit_code` text NOT NULL, `division_id` text NULL, `start_chainage` numeric NULL, `end_chainage` numeric NULL, `rock_class` text NULL, `over_break` numeric NULL, `under_break` numeric NULL, `alignment_deviation` numeric NULL, `main_item_pass` text NOT NULL DEFAULT ('1'), `general_pass_rate` real NOT NULL DEFAULT (0), `grade` text NULL, `assess_date` datetime NULL, `assessor` text NULL, `remarks` text NULL, PRIMARY KEY (`id`));
-- copy rows from old table "cmis_excavation_assessment" to new temporary table "new_cmis_excavation_assessment"
INSERT INTO `new_cmis_excavation_assessment` (`id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `del_flag`, `engineering_id`, `section_id`, `unit_code`, `division_id`, `start_chainage`, `end_chainage`, `rock_class`, `over_break`, `under_break`, `alignment_deviation`, `main_item_pass`, `general_pass_rate`, `grade`, `assess_date`, `assessor`, `remarks`) SELECT `id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `del_flag`, `engineering_id`, `section_id`, `unit_code`, `division_id`, `start_chainage`, `end_chainage`, `rock_class`, `over_break`, `under_break`, `alignment_deviation`, `main_item_pass`, `general_pass_rate`, `grade`, `assess_date`, `assessor`, `remarks` FROM `cmis_excavation_assessment`;
-- drop "cmis_excavation_assessment" table after copying rows
DROP TABLE `cmis_excavation_assessment`;
-- rename temporary table "new_cmis_excavation_assessment" to "cmis_excavation_assessment"
ALTER TABLE `new_cmis_excavation_assessment` RENAME TO `cmis_excavation_assessment`;
-- create index "cmisexcavationassessment_tenant_id_del_flag_create_time_id" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_del_flag_create_time_id` ON `cmis_excavation_assessment` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisexcavationassessment_tenant_id_del_flag_engineerin_71b7ec93" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_del_flag_engineerin_71b7ec93` ON `cmis_excavation_assessment` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisexcavationassessment_tenant_id_del_flag_section_id_2dcf633c" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_del_flag_section_id_2dcf633c` ON `cmis_excavation_assessment` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisexcavationassessment_tenant_id_del_flag_unit_code_id" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_del_flag_unit_code_id` ON `cmis_excavation_assessment` (`tenant_id`, `del_flag`, `unit_code`, `id`);
-- create index "cmisexcavationassessment_tenant_id_del_flag_rock_class_cd2dc385" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_del_flag_rock_class_cd2dc385` ON `cmis_excavation_assessment` (`tenant_id`, `del_flag`, `rock_class`, `create_time`, `id`);
-- create index "cmisexcavationassessment_tenant_id_del_flag_grade_crea_70c8a56b" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_del_flag_grade_crea_70c8a56b` ON `cmis_excavation_assessment` (`tenant_id`, `del_flag`, `grade`, `create_time`, `id`);
-- create "new_cmis_shotcrete_assessment" table
CREATE TABLE `new_cmis_shotcrete_assessment` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `unit_code` text NOT NULL, `division_id` text NULL, `design_thickness` numeric NULL, `measured_thickness` numeric NULL, `strength_class` text NULL, `test_result` text NULL, `main_item_pass` text NOT NULL DEFAULT ('1'), `general_pass_rate` real NOT NULL DEFAULT (0), `grade` text NULL, `assess_date` datetime NULL, `assessor` text NULL, `remarks` text NULL, PRIMARY KEY (`id`));
-- copy rows from old table "cmis_shotcrete_assessment" to new temporary table "new_cmis_shotcrete_assessment"
INSERT INTO `new_cmis_shotcrete_assessment` (`id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `del_flag`, `engineering_id`, `section_id`, `unit_code`, `division_id`, `design_thickness`, `measured_thickness`, `strength_class`, `test_result`, `main_item_pass`, `general_pass_rate`, `grade`, `assess_date`, `assessor`, `remarks`) SELECT `id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `del_flag`, `engineering_id`, `section_id`, `unit_code`, `division_id`, `design_thickness`, `measured_thickness`, `strength_class`, `test_result`, `main_item_pass`, `general_pass_rate`, `grade`, `assess_date`, `assessor`, `remarks` FROM `cmis_shotcrete_assessment`;
-- drop "cmis_shotcrete_assessment" table after copying rows
DROP TABLE `cmis_shotcrete_assessment`;
-- rename temporary table "new_cmis_shotcrete_assessment" to "cmis_shotcrete_assessment"
ALTER TABLE `new_cmis_shotcrete_assessment` RENAME TO `cmis_shotcrete_assessment`;
-- create index "cmisshotcreteassessment_tenant_id_del_flag_create_time_id" to table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_del_flag_create_time_id` ON `cmis_shotcrete_assessment` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisshotcreteassessment_tenant_id_del_flag_engineering_b769ba1a" to table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_del_flag_engineering_b769ba1a` ON `cmis_shotcrete_assessment` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisshotcreteassessment_tenant_id_del_flag_section_id__f156423d" to table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_del_flag_section_id__f156423d` ON `cmis_shotcrete_assessment` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisshotcreteassessment_tenant_id_del_flag_unit_code_id" to table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_del_flag_unit_code_id` ON `cmis_shotcrete_assessment` (`tenant_id`, `del_flag`, `unit_code`, `id`);
-- create index "cmisshotcreteassessment_tenant_id_del_flag_grade_create_time_id" to table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_del_flag_grade_create_time_id` ON `cmis_shotcrete_assessment` (`tenant_id`, `del_flag`, `grade`, `create_time`, `id`);
-- create "new_cmis_tbm_assessment" table
CREATE TABLE `new_cmis_tbm_assessment` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `unit_code` text NOT NULL, `division_id` text NULL, `start_chainage` numeric NULL, `end_chainage` numeric NULL, `rock_class` text NULL, `over_break` numeric NULL, `under_break` numeric NULL, `alignment_deviation` numeric NULL, `main_item_pass` text NOT NULL DEFAULT ('1'), `general_pass_rate` real NOT NULL DEFAULT (0), `grade` text NULL, `assess_date` datetime NULL, `assessor` text NULL, `remarks` text NULL, PRIMARY KEY (`id`));
-- copy rows from old table "cmis_tbm_assessment" to new temporary table "new_cmis_tbm_assessment"
INSERT INTO `new_cmis_tbm_assessment` (`id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `del_flag`, `engineering_id`, `section_id`, `unit_code`, `division_id`, `start_chainage`, `end_chainage`, `rock_class`, `over_break`, `under_break`, `alignment_deviation`, `main_item_pass`, `general_pass_rate`, `grade`, `assess_date`, `assessor`, `remarks`) SELECT `id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `del_flag`, `engineering_id`, `section_id`, `unit_code`, `division_id`, `start_chainage`, `end_chainage`, `rock_class`, `over_break`, `under_break`, `alignment_deviation`, `main_item_pass`, `general_pass_rate`, `grade`, `assess_date`, `assessor`, `remarks` FROM `cmis_tbm_assessment`;
-- drop "cmis_tbm_assessment" table after copying rows
DROP TABLE `cmis_tbm_assessment`;
-- rename temporary table "new_cmis_tbm_assessment" to "cmis_tbm_assessment"
ALTER TABLE `new_cmis_tbm_assessment` RENAME TO `cmis_tbm_assessment`;
-- create index "cmistbmassessment_tenant_id_del_flag_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_del_flag_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmistbmassessment_tenant_id_del_flag_engineering_id_cr_143158cf" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_del_flag_engineering_id_cr_143158cf` ON `cmis_tbm_assessment` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmistbmassessment_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_del_flag_section_id_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmistbmassessment_tenant_id_del_flag_unit_code_id" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_del_flag_unit_code_id` ON `cmis_tbm_assessment` (`tenant_id`, `del_flag`, `unit_code`, `id`);
-- create index "cmistbmassessment_tenant_id_del_flag_rock_class_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_del_flag_rock_class_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `del_flag`, `rock_class`, `create_time`, `id`);
-- create index "cmistbmassessment_tenant_id_del_flag_grade_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_del_flag_grade_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `del_flag`, `grade`, `create_time`, `id`);
-- create "new_cmis_shotcrete_measure" table
CREATE TABLE `new_cmis_shotcrete_measure` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `sort_no` integer NOT NULL DEFAULT (0), `point_no` text NOT NULL, `chainage` numeric NULL, `position` text NULL, `design_thickness` numeric NULL, `measured_thickness` numeric NOT NULL, `qualified` text NOT NULL DEFAULT ('1'), `remarks` text NULL, `assessment_id` text NOT NULL, PRIMARY KEY (`id`), CONSTRAINT `cmis_shotcrete_measure_cmis_shotcrete_assessment_measures` FOREIGN KEY (`assessment_id`) REFERENCES `cmis_shotcrete_assessment` (`id`) ON DELETE NO ACTION);
-- copy rows from old table "cmis_shotcrete_measure" to new temporary table "new_cmis_shotcrete_measure"
INSERT INTO `new_cmis_shotcrete_measure` (`id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `del_flag`, `sort_no`, `point_no`, `chainage`, `position`, `design_thickness`, `measured_thickness`, `qualified`, `remarks`, `assessment_id`) SELECT `id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `del_flag`, `sort_no`, `point_no`, `chainage`, `position`, `design_thickness`, `measured_thickness`, `qualified`, `remarks`, `assessment_id` FROM `cmis_shotcrete_measure`;
-- drop "cmis_shotcrete_measure" table after copying rows
DROP TABLE `cmis_shotcrete_measure`;
-- rename temporary table "new_cmis_shotcrete_measure" to "cmis_shotcrete_measure"
ALTER TABLE `new_cmis_shotcrete_measure` RENAME TO `cmis_shotcrete_measure`;
-- create index "cmisshotcretemeasure_assessment_id_sort_no" to table: "cmis_shotcrete_measure"
CREATE INDEX `cmisshotcretemeasure_assessment_id_sort_no` ON `cmis_shotcrete_measure` (`assessment_id`, `sort_no`);
-- create index "cmisshotcretemeasure_tenant_id_del_flag_create_time_id" to table: "cmis_shotcrete_measure"
CREATE INDEX `cmisshotcretemeasure_tenant_id_del_flag_create_time_id` ON `cmis_shotcrete_measure` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;

-- +goose Down
-- reverse: create index "cmisshotcretemeasure_tenant_id_del_flag_create_time_id" to table: "cmis_shotcrete_measure"
DROP INDEX `cmisshotcretemeasure_tenant_id_del_flag_create_time_id`;
-- reverse: create index "cmisshotcretemeasure_assessment_id_sort_no" to table: "cmis_shotcrete_measure"
DROP INDEX `cmisshotcretemeasure_assessment_id_sort_no`;
-- reverse: create "new_cmis_shotcrete_measure" table
DROP TABLE `new_cmis_shotcrete_measure`;
-- reverse: create index "cmistbmassessment_tenant_id_del_flag_grade_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_del_flag_grade_create_time_id`;
-- reverse: create index "cmistbmassessment_tenant_id_del_flag_rock_class_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_del_flag_rock_class_create_time_id`;
-- reverse: create index "cmistbmassessment_tenant_id_del_flag_unit_code_id" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_del_flag_unit_code_id`;
-- reverse: create index "cmistbmassessment_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmistbmassessment_tenant_id_del_flag_engineering_id_cr_143158cf" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_del_flag_engineering_id_cr_143158cf`;
-- reverse: create index "cmistbmassessment_tenant_id_del_flag_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_del_flag_create_time_id`;
-- reverse: create "new_cmis_tbm_assessment" table
DROP TABLE `new_cmis_tbm_assessment`;
-- reverse: create index "cmisshotcreteassessment_tenant_id_del_flag_grade_create_time_id" to table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_del_flag_grade_create_time_id`;
-- reverse: create index "cmisshotcreteassessment_tenant_id_del_flag_unit_code_id" to table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_del_flag_unit_code_id`;
-- reverse: create index "cmisshotcreteassessment_tenant_id_del_flag_section_id__f156423d" to table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_del_flag_section_id__f156423d`;
-- reverse: create index "cmisshotcreteassessment_tenant_id_del_flag_engineering_b769ba1a" to table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_del_flag_engineering_b769ba1a`;
-- reverse: create index "cmisshotcreteassessment_tenant_id_del_flag_create_time_id" to table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_del_flag_create_time_id`;
-- reverse: create "new_cmis_shotcrete_assessment" table
DROP TABLE `new_cmis_shotcrete_assessment`;
-- reverse: create index "cmisexcavationassessment_tenant_id_del_flag_grade_crea_70c8a56b" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_del_flag_grade_crea_70c8a56b`;
-- reverse: create index "cmisexcavationassessment_tenant_id_del_flag_rock_class_cd2dc385" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_del_flag_rock_class_cd2dc385`;
-- reverse: create index "cmisexcavationassessment_tenant_id_del_flag_unit_code_id" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_del_flag_unit_code_id`;
-- reverse: create index "cmisexcavationassessment_tenant_id_del_flag_section_id_2dcf633c" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_del_flag_section_id_2dcf633c`;
-- reverse: create index "cmisexcavationassessment_tenant_id_del_flag_engineerin_71b7ec93" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_del_flag_engineerin_71b7ec93`;
-- reverse: create index "cmisexcavationassessment_tenant_id_del_flag_create_time_id" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_del_flag_create_time_id`;
-- reverse: create "new_cmis_excavation_assessment" table
DROP TABLE `new_cmis_excavation_assessment`;
-- reverse: create index "cmisboltassessment_tenant_id_del_flag_grade_create_time_id" to table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_del_flag_grade_create_time_id`;
-- reverse: create index "cmisboltassessment_tenant_id_del_flag_unit_code_id" to table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_del_flag_unit_code_id`;
-- reverse: create index "cmisboltassessment_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisboltassessment_tenant_id_del_flag_engineering_id_c_d189dd6d" to table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_del_flag_engineering_id_c_d189dd6d`;
-- reverse: create index "cmisboltassessment_tenant_id_del_flag_create_time_id" to table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_del_flag_create_time_id`;
-- reverse: create "new_cmis_bolt_assessment" table
DROP TABLE `new_cmis_bolt_assessment`;

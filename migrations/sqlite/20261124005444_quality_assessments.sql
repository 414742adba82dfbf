-- +goose Up
-- create "cmis_bolt_assessment" table
CREATE TABLE `cmis_bolt_assessment` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `unit_code` text NOT NULL, `division_id` text NULL, `bolt_count` integer NULL, `bolt_length` real NULL, `spacing` real NULL, `hole_depth` real NULL, `grout_fullness` real NULL, `pull_force` real NULL, `main_item_pass` text NOT NULL DEFAULT ('1'), `general_pass_rate` real NOT NULL DEFAULT (0), `grade` text NULL, `assess_date` datetime NULL, `assessor` text NULL, `remarks` text NULL, PRIMARY KEY (`id`));
-- create index "cmisboltassessment_tenant_id_create_time_id" to table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_create_time_id` ON `cmis_bolt_assessment` (`tenant_id`, `create_time`, `id`);
-- create index "cmisboltassessment_tenant_id_engineering_id_create_time_id" to table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_engineering_id_create_time_id` ON `cmis_bolt_assessment` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisboltassessment_tenant_id_section_id_create_time_id" to table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_section_id_create_time_id` ON `cmis_bolt_assessment` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisboltassessment_tenant_id_unit_code_id" to table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_unit_code_id` ON `cmis_bolt_assessment` (`tenant_id`, `unit_code`, `id`);
-- create index "cmisboltassessment_tenant_id_grade_create_time_id" to table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_grade_create_time_id` ON `cmis_bolt_assessment` (`tenant_id`, `grade`, `create_time`, `id`);
-- create "cmis_excavation_assessment" table
CREATE TABLE `cmis_excavation_assessment` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `unit_code` text NOT NULL, `division_id` text NULL, `start_chainage` numeric NULL, `end_chainage` numeric NULL, `rock_class` text NULL, `over_break` real NULL, `under_break` real NULL, `alignment_deviation` real NULL, `main_item_pass` text NOT NULL DEFAULT ('1'), `general_pass_rate` real NOT NULL DEFAULT (0), `grade` text NULL, `assess_date` datetime NULL, `assessor` text NULL, `remarks` text NULL, PRIMARY KEY (`id`));
-- create index "cmisexcavationassessment_tenant_id_create_time_id" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_create_time_id` ON `cmis_excavation_assessment` (`tenant_id`, `create_time`, `id`);
-- create index "cmisexcavationassessment_tenant_id_engineering_id_crea_e1c1d365" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_engineering_id_crea_e1c1d365` ON `cmis_excavation_assessment` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisexcavationassessment_tenant_id_section_id_create_time_id" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_section_id_create_time_id` ON `cmis_excavation_assessment` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisexcavationassessment_tenant_id_unit_code_id" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_unit_code_id` ON `cmis_excavation_assessment` (`tenant_id`, `unit_code`, `id`);
-- create index "cmisexcavationassessment_tenant_id_rock_class_create_time_id" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_rock_class_create_time_id` ON `cmis_excavation_assessment` (`tenant_id`, `rock_class`, `create_time`, `id`);
-- create index "cmisexcavationassessment_tenant_id_grade_create_time_id" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_grade_create_time_id` ON `cmis_excavation_assessment` (`tenant_id`, `grade`, `create_time`, `id`);
-- create "cmis_shotcrete_assessment" table
CREATE TABLE `cmis_shotcrete_assessment` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `unit_code` text NOT NULL, `division_id` text NULL, `design_thickness` real NULL, `measured_thickness` real NULL, `strength_class` text NULL, `test_result` text NULL, `main_item_pass` text NOT NULL DEFAULT ('1'), `general_pass_rate` real NOT NULL DEFAULT (0), `grade` text NULL, `assess_date` datetime NULL, `assessor` text NULL, `remarks` text NULL, PRIMARY KEY (`id`));
-- create index "cmisshotcreteassessment_tenant_id_create_time_id" to table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_create_time_id` ON `cmis_shotcrete_assessment` (`tenant_id`, `create_time`, `id`);
-- create index "cmisshotcreteassessment_tenant_id_engineering_id_create_time_id" to table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_engineering_id_create_time_id` ON `cmis_shotcrete_assessment` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisshotcreteassessment_tenant_id_section_id_create_time_id" to table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_section_id_create_time_id` ON `cmis_shotcrete_assessment` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisshotcreteassessment_tenant_id_unit_code_id" to table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_unit_code_id` ON `cmis_shotcrete_assessment` (`tenant_id`, `unit_code`, `id`);
-- create index "cmisshotcreteassessment_tenant_id_grade_create_time_id" to table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_grade_create_time_id` ON `cmis_shotcrete_assessment` (`tenant_id`, `grade`, `create_time`, `id`);
-- create "cmis_tbm_assessment" table
CREATE TABLE `cmis_tbm_assessment` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `unit_code` text NOT NULL, `division_id` text NULL, `start_chainage` numeric NULL, `end_chainage` numeric NULL, `rock_class` text NULL, `over_break` real NULL, `under_break` real NULL, `alignment_deviation` real NULL, `main_item_pass` text NOT NULL DEFAULT ('1'), `general_pass_rate` real NOT NULL DEFAULT (0), `grade` text NULL, `assess_date` datetime NULL, `assessor` text NULL, `remarks` text NULL, PRIMARY KEY (`id`));
-- create index "cmistbmassessment_tenant_id_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `create_time`, `id`);
-- create index "cmistbmassessment_tenant_id_engineering_id_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_engineering_id_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmistbmassessment_tenant_id_section_id_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_section_id_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmistbmassessment_tenant_id_unit_code_id" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_unit_code_id` ON `cmis_tbm_assessment` (`tenant_id`, `unit_code`, `id`);
-- create index "cmistbmassessment_tenant_id_rock_class_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_rock_class_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `rock_class`, `create_time`, `id`);
-- create index "cmistbmassessment_tenant_id_grade_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_grade_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `grade`, `create_time`, `id`);

-- +goose Down
-- reverse: create index "cmistbmassessment_tenant_id_grade_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_grade_create_time_id`;
-- reverse: create index "cmistbmassessment_tenant_id_rock_class_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_rock_class_create_time_id`;
-- reverse: create index "cmistbmassessment_tenant_id_unit_code_id" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_unit_code_id`;
-- reverse: create index "cmistbmassessment_tenant_id_section_id_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmistbmassessment_tenant_id_engineering_id_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmistbmassessment_tenant_id_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_create_time_id`;
-- reverse: create "cmis_tbm_assessment" table
DROP TABLE `cmis_tbm_assessment`;
-- reverse: create index "cmisshotcreteassessment_tenant_id_grade_create_time_id" to table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_grade_create_time_id`;
-- reverse: create index "cmisshotcreteassessment_tenant_id_unit_code_id" to table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_unit_code_id`;
-- reverse: create index "cmisshotcreteassessment_tenant_id_section_id_create_time_id" to table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisshotcreteassessment_tenant_id_engineering_id_create_time_id" to table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisshotcreteassessment_tenant_id_create_time_id" to table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_create_time_id`;
-- reverse: create "cmis_shotcrete_assessment" table
DROP TABLE `cmis_shotcrete_assessment`;
-- reverse: create index "cmisexcavationassessment_tenant_id_grade_create_time_id" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_grade_create_time_id`;
-- reverse: create index "cmisexcavationassessment_tenant_id_rock_class_create_time_id" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_rock_class_create_time_id`;
-- reverse: create index "cmisexcavationassessment_tenant_id_unit_code_id" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_unit_code_id`;
-- reverse: create index "cmisexcavationassessment_tenant_id_section_id_create_time_id" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisexcavationassessment_tenant_id_engineering_id_crea_e1c1d365" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_engineering_id_crea_e1c1d365`;
-- reverse: create index "cmisexcavationassessment_tenant_id_create_time_id" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_create_time_id`;
-- reverse: create "cmis_excavation_assessment" table
DROP TABLE `cmis_excavation_assessment`;
-- reverse: create index "cmisboltassessment_tenant_id_grade_create_time_id" to table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_grade_create_time_id`;
-- reverse: create index "cmisboltassessment_tenant_id_unit_code_id" to table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_unit_code_id`;
-- reverse: create index "cmisboltassessment_tenant_id_section_id_create_time_id" to table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisboltassessment_tenant_id_engineering_id_create_time_id" to table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisboltassessment_tenant_id_create_time_id" to table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_create_time_id`;
-- reverse: create "cmis_bolt_assessment" table
DROP TABLE `cmis_bolt_assessment`;

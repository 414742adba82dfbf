-- +goose Up
-- create "cmis_acceptance_item" table
CREATE TABLE `cmis_acceptance_item` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `sort_no` integer NOT NULL DEFAULT (0), `item_name` text NOT NULL, `standard` text NULL, `check_result` text NULL, `grade` text NOT NULL DEFAULT ('1'), `acceptance_id` text NOT NULL, PRIMARY KEY (`id`), CONSTRAINT `cmis_acceptance_item_cmis_acceptance_items` FOREIGN KEY (`acceptance_id`) REFERENCES `cmis_acceptance` (`id`) ON DELETE NO ACTION);
-- create index "cmisacceptanceitem_acceptance_id_sort_no" to table: "cmis_acceptance_item"
CREATE INDEX `cmisacceptanceitem_acceptance_id_sort_no` ON `cmis_acceptance_item` (`acceptance_id`, `sort_no`);
-- create index "cmisacceptanceitem_tenant_id_create_time_id" to table: "cmis_acceptance_item"
CREATE INDEX `cmisacceptanceitem_tenant_id_create_time_id` ON `cmis_acceptance_item` (`tenant_id`, `create_time`, `id`);
-- create "cmis_acceptance_member" table
CREATE TABLE `cmis_acceptance_member` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `sort_no` integer NOT NULL DEFAULT (0), `unit` text NOT NULL, `name` text NOT NULL, `post` text NULL, `phone` text NULL, `acceptance_id` text NOT NULL, PRIMARY KEY (`id`), CONSTRAINT `cmis_acceptance_member_cmis_acceptance_members` FOREIGN KEY (`acceptance_id`) REFERENCES `cmis_acceptance` (`id`) ON DELETE NO ACTION);
-- create index "cmisacceptancemember_acceptance_id_sort_no" to table: "cmis_acceptance_member"
CREATE INDEX `cmisacceptancemember_acceptance_id_sort_no` ON `cmis_acceptance_member` (`acceptance_id`, `sort_no`);
-- create index "cmisacceptancemember_tenant_id_create_time_id" to table: "cmis_acceptance_member"
CREATE INDEX `cmisacceptancemember_tenant_id_create_time_id` ON `cmis_acceptance_member` (`tenant_id`, `create_time`, `id`);
-- create "cmis_shotcrete_measure" table
CREATE TABLE `cmis_shotcrete_measure` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `sort_no` integer NOT NULL DEFAULT (0), `point_no` text NOT NULL, `chainage` numeric NULL, `position` text NULL, `design_thickness` real NULL, `measured_thickness` real NOT NULL, `qualified` text NOT NULL DEFAULT ('1'), `remarks` text NULL, `assessment_id` text NOT NULL, PRIMARY KEY (`id`), CONSTRAINT `cmis_shotcrete_measure_cmis_shotcrete_assessment_measures` FOREIGN KEY (`assessment_id`) REFERENCES `cmis_shotcrete_assessment` (`id`) ON DELETE NO ACTION);
-- create index "cmisshotcretemeasure_assessment_id_sort_no" to table: "cmis_shotcrete_measure"
CREATE INDEX `cmisshotcretemeasure_assessment_id_sort_no` ON `cmis_shotcrete_measure` (`assessment_id`, `sort_no`);
-- create index "cmisshotcretemeasure_tenant_id_create_time_id" to table: "cmis_shotcrete_measure"
CREATE INDEX `cmisshotcretemeasure_tenant_id_create_time_id` ON `cmis_shotcrete_measure` (`tenant_id`, `create_time`, `id`);

-- +goose Down
-- reverse: create index "cmisshotcretemeasure_tenant_id_create_time_id" to table: "cmis_shotcrete_measure"
DROP INDEX `cmisshotcretemeasure_tenant_id_create_time_id`;
-- reverse: create index "cmisshotcretemeasure_assessment_id_sort_no" to table: "cmis_shotcrete_measure"
DROP INDEX `cmisshotcretemeasure_assessment_id_sort_no`;
-- reverse: create "cmis_shotcrete_measure" table
DROP TABLE `cmis_shotcrete_measure`;
-- reverse: create index "cmisacceptancemember_tenant_id_create_time_id" to table: "cmis_acceptance_member"
DROP INDEX `cmisacceptancemember_tenant_id_create_time_id`;
-- reverse: create index "cmisacceptancemember_acceptance_id_sort_no" to table: "cmis_acceptance_member"
DROP INDEX `cmisacceptancemember_acceptance_id_sort_no`;
-- reverse: create "cmis_acceptance_member" table
DROP TABLE `cmis_acceptance_member`;
-- reverse: create index "cmisacceptanceitem_tenant_id_create_time_id" to table: "cmis_acceptance_item"
DROP INDEX `cmisacceptanceitem_tenant_id_create_time_id`;
-- reverse: create index "cmisacceptanceitem_acceptance_id_sort_no" to table: "cmis_acceptance_item"
DROP INDEX `cmisacceptanceitem_acceptance_id_sort_no`;
-- reverse: create "cmis_acceptance_item" table
DROP TABLE `cmis_acceptance_item`;

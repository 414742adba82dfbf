-- +goose Up
-- disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- create "new_cmis_camera" table
CREATE TABLE `new_cmis_camera` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `name` text NOT NULL, `location` text NULL, `longitude` real NULL, `latitude` real NULL, `gateway` text NOT NULL DEFAULT ('hls'), `stream_url` text NULL, `gateway_url` text NULL, `stream_name` text NULL, `protocol` text NOT NULL DEFAULT ('hls'), `status` text NOT NULL DEFAULT ('1'), PRIMARY KEY (`id`));
-- copy rows from old table "cmis_camera" to new temporary table "new_cmis_camera"
INSERT INTO `new_cmis_camera` (`id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `del_flag`, `engineering_id`, `section_id`, `name`, `location`, `longitude`, `latitude`, `stream_url`, `status`) SELECT `id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `del_flag`, `engineering_id`, `section_id`, `name`, `location`, `longitude`, `latitude`, `stream_url`, `status` FROM `cmis_camera`;
-- drop "cmis_camera" table after copying rows
DROP TABLE `cmis_camera`;
-- rename temporary table "new_cmis_camera" to "cmis_camera"
ALTER TABLE `new_cmis_camera` RENAME TO `cmis_camera`;
-- create index "cmiscamera_tenant_id_del_flag_create_time_id" to table: "cmis_camera"
CREATE INDEX `cmiscamera_tenant_id_del_flag_create_time_id` ON `cmis_camera` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmiscamera_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_camera"
CREATE INDEX `cmiscamera_tenant_id_del_flag_engineering_id_create_time_id` ON `cmis_camera` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmiscamera_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_camera"
CREATE INDEX `cmiscamera_tenant_id_del_flag_section_id_create_time_id` ON `cmis_camera` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmiscamera_tenant_id_del_flag_status_create_time_id" to table: "cmis_camera"
CREATE INDEX `cmiscamera_tenant_id_del_flag_status_create_time_id` ON `cmis_camera` (`tenant_id`, `del_flag`, `status`, `create_time`, `id`);
-- add column "photos" to table: "cmis_acceptance_item"
ALTER TABLE `cmis_acceptance_item` ADD COLUMN `photos` text NULL;
-- enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;

-- +goose Down
-- reverse: add column "photos" to table: "cmis_acceptance_item"
ALTER TABLE `cmis_acceptance_item` DROP COLUMN `photos`;
-- reverse: create index "cmiscamera_tenant_id_del_flag_status_create_time_id" to table: "cmis_camera"
DROP INDEX `cmiscamera_tenant_id_del_flag_status_create_time_id`;
-- reverse: create index "cmiscamera_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_camera"
DROP INDEX `cmiscamera_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmiscamera_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_camera"
DROP INDEX `cmiscamera_tenant_id_del_flag_engineering_id_create_time_id`;
-- reverse: create index "cmiscamera_tenant_id_del_flag_create_time_id" to table: "cmis_camera"
DROP INDEX `cmiscamera_tenant_id_del_flag_create_time_id`;
-- reverse: create "new_cmis_camera" table
DROP TABLE `new_cmis_camera`;

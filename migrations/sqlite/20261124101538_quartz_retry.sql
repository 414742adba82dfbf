-- +goose Up
-- disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- create "new_sys_quartz_job" table
CREATE TABLE `new_sys_quartz_job` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `job_class_name` text NOT NULL, `cron_expression` text NOT NULL, `parameter` text NULL, `description` text NULL, `status` integer NOT NULL DEFAULT (0), `retry_times` integer NOT NULL DEFAULT (2), PRIMARY KEY (`id`));
-- copy rows from old table "sys_quartz_job" to new temporary table "new_sys_quartz_job"
INSERT INTO `new_sys_quartz_job` (`id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `job_class_name`, `cron_expression`, `parameter`, `description`, `status`) SELECT `id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `job_class_name`, `cron_expression`, `parameter`, `description`, `status` FROM `sys_quartz_job`;
-- drop "sys_quartz_job" table after copying rows
DROP TABLE `sys_quartz_job`;
-- rename temporary table "new_sys_quartz_job" to "sys_quartz_job"
ALTER TABLE `new_sys_quartz_job` RENAME TO `sys_quartz_job`;
-- create index "sys_quartz_job_job_class_name_key" to table: "sys_quartz_job"
CREATE UNIQUE INDEX `sys_quartz_job_job_class_name_key` ON `sys_quartz_job` (`job_class_name`);
-- create index "sysquartzjob_create_time_id" to table: "sys_quartz_job"
CREATE INDEX `sysquartzjob_create_time_id` ON `sys_quartz_job` (`create_time`, `id`);
-- create index "sysquartzjob_status_create_time_id" to table: "sys_quartz_job"
CREATE INDEX `sysquartzjob_status_create_time_id` ON `sys_quartz_job` (`status`, `create_time`, `id`);
-- enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;

-- +goose Down
-- reverse: create index "sysquartzjob_status_create_time_id" to table: "sys_quartz_job"
DROP INDEX `sysquartzjob_status_create_time_id`;
-- reverse: create index "sysquartzjob_create_time_id" to table: "sys_quartz_job"
DROP INDEX `sysquartzjob_create_time_id`;
-- reverse: create index "sys_quartz_job_job_class_name_key" to table: "sys_quartz_job"
DROP INDEX `sys_quartz_job_job_class_name_key`;
-- reverse: create "new_sys_quartz_job" table
DROP TABLE `new_sys_quartz_job`;

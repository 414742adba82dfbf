-- +goose Up
-- disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- create "new_sys_file" table
CREATE TABLE `new_sys_file` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `name` text NOT NULL, `path` text NOT NULL, `size` integer NOT NULL DEFAULT (0), `content_type` text NOT NULL, `sha256` text NOT NULL, `biz` text NOT NULL DEFAULT ('temp'), `bound` bool NOT NULL DEFAULT (false), PRIMARY KEY (`id`));
-- copy rows from old table "sys_file" to new temporary table "new_sys_file"
INSERT INTO `new_sys_file` (`id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `name`, `path`, `size`, `content_type`, `sha256`, `biz`) SELECT `id`, `create_by`, `create_time`, `update_by`, `update_time`, `sys_org_code`, `tenant_id`, `name`, `path`, `size`, `content_type`, `sha256`, `biz` FROM `sys_file`;
-- drop "sys_file" table after copying rows
DROP TABLE `sys_file`;
-- rename temporary table "new_sys_file" to "sys_file"
ALTER TABLE `new_sys_file` RENAME TO `sys_file`;
-- create index "sysfile_path" to table: "sys_file"
CREATE UNIQUE INDEX `sysfile_path` ON `sys_file` (`path`);
-- create index "sysfile_biz_create_time" to table: "sys_file"
CREATE INDEX `sysfile_biz_create_time` ON `sys_file` (`biz`, `create_time`);
-- enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;

-- +goose Down
-- reverse: create index "sysfile_biz_create_time" to table: "sys_file"
DROP INDEX `sysfile_biz_create_time`;
-- reverse: create index "sysfile_path" to table: "sys_file"
DROP INDEX `sysfile_path`;
-- reverse: create "new_sys_file" table
DROP TABLE `new_sys_file`;

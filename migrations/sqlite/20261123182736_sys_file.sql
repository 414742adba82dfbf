-- +goose Up
-- create "sys_file" table
CREATE TABLE `sys_file` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `name` text NOT NULL, `path` text NOT NULL, `size` integer NOT NULL DEFAULT (0), `content_type` text NOT NULL, `sha256` text NOT NULL, `biz` text NOT NULL DEFAULT ('temp'), PRIMARY KEY (`id`));
-- create index "sysfile_path" to table: "sys_file"
CREATE UNIQUE INDEX `sysfile_path` ON `sys_file` (`path`);
-- create index "sysfile_biz_create_time" to table: "sys_file"
CREATE INDEX `sysfile_biz_create_time` ON `sys_file` (`biz`, `create_time`);

-- +goose Down
-- reverse: create index "sysfile_biz_create_time" to table: "sys_file"
DROP INDEX `sysfile_biz_create_time`;
-- reverse: create index "sysfile_path" to table: "sys_file"
DROP INDEX `sysfile_path`;
-- reverse: create "sys_file" table
DROP TABLE `sys_file`;

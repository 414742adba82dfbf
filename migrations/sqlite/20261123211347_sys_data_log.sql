-- +goose Up
-- create "sys_data_log" table
CREATE TABLE `sys_data_log` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `data_table` text NOT NULL, `data_id` text NOT NULL, `data_content` text NULL, `data_version` integer NOT NULL DEFAULT (1), PRIMARY KEY (`id`));
-- create index "sysdatalog_data_table_data_id_data_version" to table: "sys_data_log"
CREATE INDEX `sysdatalog_data_table_data_id_data_version` ON `sys_data_log` (`data_table`, `data_id`, `data_version`);
-- create "sys_position" table
CREATE TABLE `sys_position` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `code` text NOT NULL, `name` text NOT NULL, `post_rank` text NULL, `company_id` text NULL, PRIMARY KEY (`id`));
-- create index "sys_position_code_key" to table: "sys_position"
CREATE UNIQUE INDEX `sys_position_code_key` ON `sys_position` (`code`);
-- create index "sysposition_create_time_id" to table: "sys_position"
CREATE INDEX `sysposition_create_time_id` ON `sys_position` (`create_time`, `id`);
-- create index "sysposition_post_rank_create_time_id" to table: "sys_position"
CREATE INDEX `sysposition_post_rank_create_time_id` ON `sys_position` (`post_rank`, `create_time`, `id`);

-- +goose Down
-- reverse: create index "sysposition_post_rank_create_time_id" to table: "sys_position"
DROP INDEX `sysposition_post_rank_create_time_id`;
-- reverse: create index "sysposition_create_time_id" to table: "sys_position"
DROP INDEX `sysposition_create_time_id`;
-- reverse: create index "sys_position_code_key" to table: "sys_position"
DROP INDEX `sys_position_code_key`;
-- reverse: create "sys_position" table
DROP TABLE `sys_position`;
-- reverse: create index "sysdatalog_data_table_data_id_data_version" to table: "sys_data_log"
DROP INDEX `sysdatalog_data_table_data_id_data_version`;
-- reverse: create "sys_data_log" table
DROP TABLE `sys_data_log`;

-- +goose Up
-- create "sys_category" table
CREATE TABLE `sys_category` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `pid` text NULL DEFAULT ('0'), `name` text NOT NULL, `code` text NOT NULL, PRIMARY KEY (`id`));
-- create index "sys_category_code_key" to table: "sys_category"
CREATE UNIQUE INDEX `sys_category_code_key` ON `sys_category` (`code`);
-- create index "syscategory_tenant_id_create_time_id" to table: "sys_category"
CREATE INDEX `syscategory_tenant_id_create_time_id` ON `sys_category` (`tenant_id`, `create_time`, `id`);
-- create index "syscategory_tenant_id_name_id" to table: "sys_category"
CREATE INDEX `syscategory_tenant_id_name_id` ON `sys_category` (`tenant_id`, `name`, `id`);
-- create index "syscategory_tenant_id_code_id" to table: "sys_category"
CREATE INDEX `syscategory_tenant_id_code_id` ON `sys_category` (`tenant_id`, `code`, `id`);

-- +goose Down
-- reverse: create index "syscategory_tenant_id_code_id" to table: "sys_category"
DROP INDEX `syscategory_tenant_id_code_id`;
-- reverse: create index "syscategory_tenant_id_name_id" to table: "sys_category"
DROP INDEX `syscategory_tenant_id_name_id`;
-- reverse: create index "syscategory_tenant_id_create_time_id" to table: "sys_category"
DROP INDEX `syscategory_tenant_id_create_time_id`;
-- reverse: create index "sys_category_code_key" to table: "sys_category"
DROP INDEX `sys_category_code_key`;
-- reverse: create "sys_category" table
DROP TABLE `sys_category`;

-- +goose Up
-- create "sys_check_rule" table
CREATE TABLE `sys_check_rule` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `rule_name` text NOT NULL, `rule_code` text NOT NULL, `rule_json` text NOT NULL, `rule_description` text NULL, PRIMARY KEY (`id`));
-- create index "sys_check_rule_rule_code_key" to table: "sys_check_rule"
CREATE UNIQUE INDEX `sys_check_rule_rule_code_key` ON `sys_check_rule` (`rule_code`);
-- create index "syscheckrule_create_time_id" to table: "sys_check_rule"
CREATE INDEX `syscheckrule_create_time_id` ON `sys_check_rule` (`create_time`, `id`);
-- create "sys_fill_rule" table
CREATE TABLE `sys_fill_rule` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `rule_name` text NOT NULL, `rule_code` text NOT NULL, `rule_class` text NOT NULL, `rule_params` text NULL, PRIMARY KEY (`id`));
-- create index "sys_fill_rule_rule_code_key" to table: "sys_fill_rule"
CREATE UNIQUE INDEX `sys_fill_rule_rule_code_key` ON `sys_fill_rule` (`rule_code`);
-- create index "sysfillrule_create_time_id" to table: "sys_fill_rule"
CREATE INDEX `sysfillrule_create_time_id` ON `sys_fill_rule` (`create_time`, `id`);
-- create index "sysfillrule_rule_class_create_time_id" to table: "sys_fill_rule"
CREATE INDEX `sysfillrule_rule_class_create_time_id` ON `sys_fill_rule` (`rule_class`, `create_time`, `id`);
-- create "sys_fill_rule_seq" table
CREATE TABLE `sys_fill_rule_seq` (`id` text NOT NULL, `value` integer NOT NULL, PRIMARY KEY (`id`));

-- +goose Down
-- reverse: create "sys_fill_rule_seq" table
DROP TABLE `sys_fill_rule_seq`;
-- reverse: create index "sysfillrule_rule_class_create_time_id" to table: "sys_fill_rule"
DROP INDEX `sysfillrule_rule_class_create_time_id`;
-- reverse: create index "sysfillrule_create_time_id" to table: "sys_fill_rule"
DROP INDEX `sysfillrule_create_time_id`;
-- reverse: create index "sys_fill_rule_rule_code_key" to table: "sys_fill_rule"
DROP INDEX `sys_fill_rule_rule_code_key`;
-- reverse: create "sys_fill_rule" table
DROP TABLE `sys_fill_rule`;
-- reverse: create index "syscheckrule_create_time_id" to table: "sys_check_rule"
DROP INDEX `syscheckrule_create_time_id`;
-- reverse: create index "sys_check_rule_rule_code_key" to table: "sys_check_rule"
DROP INDEX `sys_check_rule_rule_code_key`;
-- reverse: create "sys_check_rule" table
DROP TABLE `sys_check_rule`;

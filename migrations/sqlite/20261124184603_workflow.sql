-- +goose Up
-- create "act_history" table
CREATE TABLE `act_history` (`id` text NOT NULL, `tenant_id` integer NOT NULL DEFAULT (0), `instance_id` text NOT NULL, `node_id` text NULL, `node_name` text NULL, `username` text NOT NULL, `realname` text NULL, `action` text NOT NULL, `comment` text NULL, `create_time` datetime NOT NULL, PRIMARY KEY (`id`));
-- create index "acthistory_instance_id_create_time" to table: "act_history"
CREATE INDEX `acthistory_instance_id_create_time` ON `act_history` (`instance_id`, `create_time`);
-- create "act_instance" table
CREATE TABLE `act_instance` (`id` text NOT NULL, `tenant_id` integer NOT NULL DEFAULT (0), `model_id` text NOT NULL, `version_id` text NOT NULL, `process_name` text NOT NULL, `title` text NOT NULL, `table_name` text NOT NULL, `business_key` text NOT NULL, `applyer` text NOT NULL, `applyer_name` text NULL, `status` text NOT NULL, `current_node` text NULL, `current_name` text NULL, `version` integer NOT NULL DEFAULT (0), `running` integer NOT NULL DEFAULT (0), `create_time` datetime NOT NULL, `end_time` datetime NULL, PRIMARY KEY (`id`));
-- create index "actinstance_table_name_business_key" to table: "act_instance"
CREATE INDEX `actinstance_table_name_business_key` ON `act_instance` (`table_name`, `business_key`);
-- create index "actinstance_applyer_create_time" to table: "act_instance"
CREATE INDEX `actinstance_applyer_create_time` ON `act_instance` (`applyer`, `create_time`);
-- create index "actinstance_status_create_time" to table: "act_instance"
CREATE INDEX `actinstance_status_create_time` ON `act_instance` (`status`, `create_time`);
-- create index "actinstance_running_record" to table: "act_instance"
CREATE UNIQUE INDEX `actinstance_running_record` ON `act_instance` (`table_name`, `business_key`) WHERE running = 1;
-- create "act_model" table
CREATE TABLE `act_model` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `name` text NOT NULL, `table_name` text NOT NULL, `title_template` text NULL, `description` text NULL, `tree` text NOT NULL, `version` integer NOT NULL DEFAULT (0), `published_tree_hash` text NULL, PRIMARY KEY (`id`));
-- create index "actmodel_tenant_id_table_name" to table: "act_model"
CREATE INDEX `actmodel_tenant_id_table_name` ON `act_model` (`tenant_id`, `table_name`);
-- create "act_model_version" table
CREATE TABLE `act_model_version` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `tenant_id` integer NOT NULL DEFAULT (0), `model_id` text NOT NULL, `version` integer NOT NULL, `name` text NOT NULL, `table_name` text NOT NULL, `title_template` text NULL, `tree` text NOT NULL, PRIMARY KEY (`id`));
-- create index "actmodelversion_model_id_version" to table: "act_model_version"
CREATE UNIQUE INDEX `actmodelversion_model_id_version` ON `act_model_version` (`model_id`, `version`);
-- create "act_task" table
CREATE TABLE `act_task` (`id` text NOT NULL, `tenant_id` integer NOT NULL DEFAULT (0), `instance_id` text NOT NULL, `node_id` text NOT NULL, `node_name` text NOT NULL, `mode` text NOT NULL, `seq` integer NOT NULL DEFAULT (0), `assignee` text NOT NULL, `assignee_name` text NULL, `status` text NOT NULL, `comment` text NULL, `priority` integer NOT NULL DEFAULT (0), `create_time` datetime NOT NULL, `end_time` datetime NULL, PRIMARY KEY (`id`));
-- create index "acttask_assignee_status_create_time" to table: "act_task"
CREATE INDEX `acttask_assignee_status_create_time` ON `act_task` (`assignee`, `status`, `create_time`);
-- create index "acttask_instance_id_status" to table: "act_task"
CREATE INDEX `acttask_instance_id_status` ON `act_task` (`instance_id`, `status`);

-- +goose Down
-- reverse: create index "acttask_instance_id_status" to table: "act_task"
DROP INDEX `acttask_instance_id_status`;
-- reverse: create index "acttask_assignee_status_create_time" to table: "act_task"
DROP INDEX `acttask_assignee_status_create_time`;
-- reverse: create "act_task" table
DROP TABLE `act_task`;
-- reverse: create index "actmodelversion_model_id_version" to table: "act_model_version"
DROP INDEX `actmodelversion_model_id_version`;
-- reverse: create "act_model_version" table
DROP TABLE `act_model_version`;
-- reverse: create index "actmodel_tenant_id_table_name" to table: "act_model"
DROP INDEX `actmodel_tenant_id_table_name`;
-- reverse: create "act_model" table
DROP TABLE `act_model`;
-- reverse: create index "actinstance_running_record" to table: "act_instance"
DROP INDEX `actinstance_running_record`;
-- reverse: create index "actinstance_status_create_time" to table: "act_instance"
DROP INDEX `actinstance_status_create_time`;
-- reverse: create index "actinstance_applyer_create_time" to table: "act_instance"
DROP INDEX `actinstance_applyer_create_time`;
-- reverse: create index "actinstance_table_name_business_key" to table: "act_instance"
DROP INDEX `actinstance_table_name_business_key`;
-- reverse: create "act_instance" table
DROP TABLE `act_instance`;
-- reverse: create index "acthistory_instance_id_create_time" to table: "act_history"
DROP INDEX `acthistory_instance_id_create_time`;
-- reverse: create "act_history" table
DROP TABLE `act_history`;

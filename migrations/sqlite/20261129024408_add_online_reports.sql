-- +goose Up
-- create "onl_cgreport_head" table
CREATE TABLE `onl_cgreport_head` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `code` text NOT NULL, `name` text NOT NULL, `cgr_sql` text NOT NULL, `db_source` text NULL, `content` text NULL, PRIMARY KEY (`id`));
-- create index "onl_cgreport_head_code_key" to table: "onl_cgreport_head"
CREATE UNIQUE INDEX `onl_cgreport_head_code_key` ON `onl_cgreport_head` (`code`);
-- create index "onlcgreporthead_create_time_id" to table: "onl_cgreport_head"
CREATE INDEX `onlcgreporthead_create_time_id` ON `onl_cgreport_head` (`create_time`, `id`);
-- create "onl_cgreport_item" table
CREATE TABLE `onl_cgreport_item` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `sort_no` integer NOT NULL DEFAULT (0), `field_name` text NOT NULL, `field_txt` text NOT NULL, `field_type` text NOT NULL DEFAULT ('String'), `is_show` integer NOT NULL DEFAULT (1), `is_search` integer NOT NULL DEFAULT (0), `search_mode` text NULL, `dict_code` text NULL, `cgrhead_id` text NOT NULL, PRIMARY KEY (`id`), CONSTRAINT `onl_cgreport_item_onl_cgreport_head_items` FOREIGN KEY (`cgrhead_id`) REFERENCES `onl_cgreport_head` (`id`) ON DELETE NO ACTION);
-- create index "onlcgreportitem_cgrhead_id_sort_no" to table: "onl_cgreport_item"
CREATE INDEX `onlcgreportitem_cgrhead_id_sort_no` ON `onl_cgreport_item` (`cgrhead_id`, `sort_no`);
-- create index "onlcgreportitem_create_time_id" to table: "onl_cgreport_item"
CREATE INDEX `onlcgreportitem_create_time_id` ON `onl_cgreport_item` (`create_time`, `id`);
-- create "onl_cgreport_param" table
CREATE TABLE `onl_cgreport_param` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `sort_no` integer NOT NULL DEFAULT (0), `param_name` text NOT NULL, `param_txt` text NOT NULL, `param_value` text NULL, `cgrhead_id` text NOT NULL, PRIMARY KEY (`id`), CONSTRAINT `onl_cgreport_param_onl_cgreport_head_params` FOREIGN KEY (`cgrhead_id`) REFERENCES `onl_cgreport_head` (`id`) ON DELETE NO ACTION);
-- create index "onlcgreportparam_cgrhead_id_sort_no" to table: "onl_cgreport_param"
CREATE INDEX `onlcgreportparam_cgrhead_id_sort_no` ON `onl_cgreport_param` (`cgrhead_id`, `sort_no`);
-- create index "onlcgreportparam_create_time_id" to table: "onl_cgreport_param"
CREATE INDEX `onlcgreportparam_create_time_id` ON `onl_cgreport_param` (`create_time`, `id`);

-- +goose Down
-- reverse: create index "onlcgreportparam_create_time_id" to table: "onl_cgreport_param"
DROP INDEX `onlcgreportparam_create_time_id`;
-- reverse: create index "onlcgreportparam_cgrhead_id_sort_no" to table: "onl_cgreport_param"
DROP INDEX `onlcgreportparam_cgrhead_id_sort_no`;
-- reverse: create "onl_cgreport_param" table
DROP TABLE `onl_cgreport_param`;
-- reverse: create index "onlcgreportitem_create_time_id" to table: "onl_cgreport_item"
DROP INDEX `onlcgreportitem_create_time_id`;
-- reverse: create index "onlcgreportitem_cgrhead_id_sort_no" to table: "onl_cgreport_item"
DROP INDEX `onlcgreportitem_cgrhead_id_sort_no`;
-- reverse: create "onl_cgreport_item" table
DROP TABLE `onl_cgreport_item`;
-- reverse: create index "onlcgreporthead_create_time_id" to table: "onl_cgreport_head"
DROP INDEX `onlcgreporthead_create_time_id`;
-- reverse: create index "onl_cgreport_head_code_key" to table: "onl_cgreport_head"
DROP INDEX `onl_cgreport_head_code_key`;
-- reverse: create "onl_cgreport_head" table
DROP TABLE `onl_cgreport_head`;

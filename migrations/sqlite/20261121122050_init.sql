-- +goose Up
-- create "sys_captcha" table
CREATE TABLE `sys_captcha` (`id` text NOT NULL, `answer_hash` text NOT NULL, `expires_at` datetime NOT NULL, PRIMARY KEY (`id`));
-- create "sys_depart" table
CREATE TABLE `sys_depart` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `parent_id` text NULL DEFAULT (''), `depart_name` text NOT NULL, `depart_name_en` text NULL, `depart_name_abbr` text NULL, `depart_order` integer NOT NULL DEFAULT (0), `description` text NULL, `org_category` text NOT NULL DEFAULT ('1'), `org_type` text NULL, `org_code` text NOT NULL, `mobile` text NULL, `fax` text NULL, `address` text NULL, `memo` text NULL, `status` text NOT NULL DEFAULT ('1'), PRIMARY KEY (`id`));
-- create index "sys_depart_org_code_key" to table: "sys_depart"
CREATE UNIQUE INDEX `sys_depart_org_code_key` ON `sys_depart` (`org_code`);
-- create "sys_dict" table
CREATE TABLE `sys_dict` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `del_flag` integer NOT NULL DEFAULT (0), `dict_name` text NOT NULL, `dict_code` text NOT NULL, `description` text NULL, `type` integer NOT NULL DEFAULT (0), PRIMARY KEY (`id`));
-- create index "sys_dict_dict_code_key" to table: "sys_dict"
CREATE UNIQUE INDEX `sys_dict_dict_code_key` ON `sys_dict` (`dict_code`);
-- create "sys_dict_item" table
CREATE TABLE `sys_dict_item` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `item_text` text NOT NULL, `item_value` text NOT NULL, `description` text NULL, `sort_order` integer NOT NULL DEFAULT (0), `status` integer NOT NULL DEFAULT (1), `dict_id` text NOT NULL, PRIMARY KEY (`id`), CONSTRAINT `sys_dict_item_sys_dict_dict` FOREIGN KEY (`dict_id`) REFERENCES `sys_dict` (`id`) ON DELETE NO ACTION);
-- create index "sysdictitem_dict_id_item_value" to table: "sys_dict_item"
CREATE UNIQUE INDEX `sysdictitem_dict_id_item_value` ON `sys_dict_item` (`dict_id`, `item_value`);
-- create "sys_log" table
CREATE TABLE `sys_log` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `log_type` integer NOT NULL, `log_content` text NULL, `operate_type` integer NULL, `userid` text NULL, `username` text NULL, `ip` text NULL, `method` text NULL, `request_url` text NULL, `request_param` text NULL, `request_type` text NULL, `cost_time` integer NULL, PRIMARY KEY (`id`));
-- create index "syslog_log_type_create_time" to table: "sys_log"
CREATE INDEX `syslog_log_type_create_time` ON `sys_log` (`log_type`, `create_time`);
-- create "sys_login_attempt" table
CREATE TABLE `sys_login_attempt` (`id` text NOT NULL, `username` text NOT NULL, `ip` text NOT NULL, `success` bool NOT NULL, `create_time` datetime NOT NULL, PRIMARY KEY (`id`));
-- create index "sysloginattempt_username_create_time" to table: "sys_login_attempt"
CREATE INDEX `sysloginattempt_username_create_time` ON `sys_login_attempt` (`username`, `create_time`);
-- create index "sysloginattempt_ip_create_time" to table: "sys_login_attempt"
CREATE INDEX `sysloginattempt_ip_create_time` ON `sys_login_attempt` (`ip`, `create_time`);
-- create "sys_permission" table
CREATE TABLE `sys_permission` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `del_flag` integer NOT NULL DEFAULT (0), `parent_id` text NULL DEFAULT (''), `name` text NOT NULL, `url` text NULL, `component` text NULL, `component_name` text NULL, `redirect` text NULL, `menu_type` integer NOT NULL DEFAULT (0), `perms` text NULL, `perms_type` text NOT NULL DEFAULT ('1'), `sort_no` real NOT NULL DEFAULT (0), `always_show` bool NOT NULL DEFAULT (false), `icon` text NULL, `is_route` bool NOT NULL DEFAULT (true), `is_leaf` bool NOT NULL DEFAULT (true), `keep_alive` bool NOT NULL DEFAULT (false), `hidden` bool NOT NULL DEFAULT (false), `hide_tab` bool NOT NULL DEFAULT (false), `description` text NULL, `rule_flag` integer NOT NULL DEFAULT (0), `status` text NOT NULL DEFAULT ('1'), `internal_or_external` bool NOT NULL DEFAULT (false), `customized` bool NOT NULL DEFAULT (false), PRIMARY KEY (`id`));
-- create "sys_permission_data_rule" table
CREATE TABLE `sys_permission_data_rule` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `rule_name` text NOT NULL, `rule_column` text NOT NULL, `rule_conditions` text NOT NULL, `rule_value` text NULL, `status` text NOT NULL DEFAULT ('1'), `permission_id` text NOT NULL, PRIMARY KEY (`id`), CONSTRAINT `sys_permission_data_rule_sys_permission_permission` FOREIGN KEY (`permission_id`) REFERENCES `sys_permission` (`id`) ON DELETE NO ACTION);
-- create "sys_role" table
CREATE TABLE `sys_role` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `role_name` text NOT NULL, `role_code` text NOT NULL, `description` text NULL, PRIMARY KEY (`id`));
-- create index "sysrole_tenant_id_role_code" to table: "sys_role"
CREATE UNIQUE INDEX `sysrole_tenant_id_role_code` ON `sys_role` (`tenant_id`, `role_code`);
-- create "sys_role_permission" table
CREATE TABLE `sys_role_permission` (`id` text NOT NULL, `data_rule_ids` text NULL, `operate_date` datetime NULL, `operate_ip` text NULL, `role_id` text NOT NULL, `permission_id` text NOT NULL, PRIMARY KEY (`id`), CONSTRAINT `sys_role_permission_sys_role_role` FOREIGN KEY (`role_id`) REFERENCES `sys_role` (`id`) ON DELETE NO ACTION, CONSTRAINT `sys_role_permission_sys_permission_permission` FOREIGN KEY (`permission_id`) REFERENCES `sys_permission` (`id`) ON DELETE NO ACTION);
-- create index "sysrolepermission_role_id_permission_id" to table: "sys_role_permission"
CREATE UNIQUE INDEX `sysrolepermission_role_id_permission_id` ON `sys_role_permission` (`role_id`, `permission_id`);
-- create "sys_session" table
CREATE TABLE `sys_session` (`id` text NOT NULL, `user_id` text NOT NULL, `username` text NOT NULL, `tenant_id` integer NOT NULL DEFAULT (0), `ip` text NULL, `user_agent` text NULL, `create_time` datetime NOT NULL, `last_seen` datetime NOT NULL, `expires_at` datetime NOT NULL, `revoked_at` datetime NULL, PRIMARY KEY (`id`));
-- create index "syssession_user_id" to table: "sys_session"
CREATE INDEX `syssession_user_id` ON `sys_session` (`user_id`);
-- create "sys_setting" table
CREATE TABLE `sys_setting` (`id` text NOT NULL, `value` text NOT NULL, PRIMARY KEY (`id`));
-- create "sys_sms_code" table
CREATE TABLE `sys_sms_code` (`id` text NOT NULL, `mobile` text NOT NULL, `purpose` text NOT NULL, `code_hash` text NOT NULL, `attempts` integer NOT NULL DEFAULT (0), `create_time` datetime NOT NULL, `expires_at` datetime NOT NULL, `used` bool NOT NULL DEFAULT (false), PRIMARY KEY (`id`));
-- create index "syssmscode_mobile_purpose" to table: "sys_sms_code"
CREATE INDEX `syssmscode_mobile_purpose` ON `sys_sms_code` (`mobile`, `purpose`);
-- create "sys_tenant" table
CREATE TABLE `sys_tenant` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `create_by` text NULL, `create_time` datetime NULL, `name` text NOT NULL, `begin_date` datetime NULL, `end_date` datetime NULL, `status` integer NOT NULL DEFAULT (1));
-- create "sys_user" table
CREATE TABLE `sys_user` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `del_flag` integer NOT NULL DEFAULT (0), `username` text NOT NULL, `realname` text NULL, `password` text NOT NULL, `avatar` text NULL, `birthday` datetime NULL, `sex` integer NULL, `email` text NULL, `phone` text NULL, `org_code` text NULL, `status` integer NOT NULL DEFAULT (1), `third_id` text NULL, `third_type` text NULL, `activiti_sync` integer NOT NULL DEFAULT (1), `work_no` text NULL, `post` text NULL, `telephone` text NULL, `user_identity` integer NOT NULL DEFAULT (1), `depart_ids` text NULL, `rel_tenant_ids` text NULL, `client_id` text NULL, PRIMARY KEY (`id`));
-- create index "sys_user_username_key" to table: "sys_user"
CREATE UNIQUE INDEX `sys_user_username_key` ON `sys_user` (`username`);
-- create index "sys_user_email_key" to table: "sys_user"
CREATE UNIQUE INDEX `sys_user_email_key` ON `sys_user` (`email`);
-- create index "sys_user_phone_key" to table: "sys_user"
CREATE UNIQUE INDEX `sys_user_phone_key` ON `sys_user` (`phone`);
-- create index "sys_user_work_no_key" to table: "sys_user"
CREATE UNIQUE INDEX `sys_user_work_no_key` ON `sys_user` (`work_no`);
-- create "sys_user_depart" table
CREATE TABLE `sys_user_depart` (`id` text NOT NULL, `user_id` text NOT NULL, `dep_id` text NOT NULL, PRIMARY KEY (`id`), CONSTRAINT `sys_user_depart_sys_user_user` FOREIGN KEY (`user_id`) REFERENCES `sys_user` (`id`) ON DELETE NO ACTION, CONSTRAINT `sys_user_depart_sys_depart_depart` FOREIGN KEY (`dep_id`) REFERENCES `sys_depart` (`id`) ON DELETE NO ACTION);
-- create index "sysuserdepart_user_id_dep_id" to table: "sys_user_depart"
CREATE UNIQUE INDEX `sysuserdepart_user_id_dep_id` ON `sys_user_depart` (`user_id`, `dep_id`);
-- create "sys_user_role" table
CREATE TABLE `sys_user_role` (`id` text NOT NULL, `user_id` text NOT NULL, `role_id` text NOT NULL, PRIMARY KEY (`id`), CONSTRAINT `sys_user_role_sys_user_user` FOREIGN KEY (`user_id`) REFERENCES `sys_user` (`id`) ON DELETE NO ACTION, CONSTRAINT `sys_user_role_sys_role_role` FOREIGN KEY (`role_id`) REFERENCES `sys_role` (`id`) ON DELETE NO ACTION);
-- create index "sysuserrole_user_id_role_id" to table: "sys_user_role"
CREATE UNIQUE INDEX `sysuserrole_user_id_role_id` ON `sys_user_role` (`user_id`, `role_id`);

-- +goose Down
-- reverse: create index "sysuserrole_user_id_role_id" to table: "sys_user_role"
DROP INDEX `sysuserrole_user_id_role_id`;
-- reverse: create "sys_user_role" table
DROP TABLE `sys_user_role`;
-- reverse: create index "sysuserdepart_user_id_dep_id" to table: "sys_user_depart"
DROP INDEX `sysuserdepart_user_id_dep_id`;
-- reverse: create "sys_user_depart" table
DROP TABLE `sys_user_depart`;
-- reverse: create index "sys_user_work_no_key" to table: "sys_user"
DROP INDEX `sys_user_work_no_key`;
-- reverse: create index "sys_user_phone_key" to table: "sys_user"
DROP INDEX `sys_user_phone_key`;
-- reverse: create index "sys_user_email_key" to table: "sys_user"
DROP INDEX `sys_user_email_key`;
-- reverse: create index "sys_user_username_key" to table: "sys_user"
DROP INDEX `sys_user_username_key`;
-- reverse: create "sys_user" table
DROP TABLE `sys_user`;
-- reverse: create "sys_tenant" table
DROP TABLE `sys_tenant`;
-- reverse: create index "syssmscode_mobile_purpose" to table: "sys_sms_code"
DROP INDEX `syssmscode_mobile_purpose`;
-- reverse: create "sys_sms_code" table
DROP TABLE `sys_sms_code`;
-- reverse: create "sys_setting" table
DROP TABLE `sys_setting`;
-- reverse: create index "syssession_user_id" to table: "sys_session"
DROP INDEX `syssession_user_id`;
-- reverse: create "sys_session" table
DROP TABLE `sys_session`;
-- reverse: create index "sysrolepermission_role_id_permission_id" to table: "sys_role_permission"
DROP INDEX `sysrolepermission_role_id_permission_id`;
-- reverse: create "sys_role_permission" table
DROP TABLE `sys_role_permission`;
-- reverse: create index "sysrole_tenant_id_role_code" to table: "sys_role"
DROP INDEX `sysrole_tenant_id_role_code`;
-- reverse: create "sys_role" table
DROP TABLE `sys_role`;
-- reverse: create "sys_permission_data_rule" table
DROP TABLE `sys_permission_data_rule`;
-- reverse: create "sys_permission" table
DROP TABLE `sys_permission`;
-- reverse: create index "sysloginattempt_ip_create_time" to table: "sys_login_attempt"
DROP INDEX `sysloginattempt_ip_create_time`;
-- reverse: create index "sysloginattempt_username_create_time" to table: "sys_login_attempt"
DROP INDEX `sysloginattempt_username_create_time`;
-- reverse: create "sys_login_attempt" table
DROP TABLE `sys_login_attempt`;
-- reverse: create index "syslog_log_type_create_time" to table: "sys_log"
DROP INDEX `syslog_log_type_create_time`;
-- reverse: create "sys_log" table
DROP TABLE `sys_log`;
-- reverse: create index "sysdictitem_dict_id_item_value" to table: "sys_dict_item"
DROP INDEX `sysdictitem_dict_id_item_value`;
-- reverse: create "sys_dict_item" table
DROP TABLE `sys_dict_item`;
-- reverse: create index "sys_dict_dict_code_key" to table: "sys_dict"
DROP INDEX `sys_dict_dict_code_key`;
-- reverse: create "sys_dict" table
DROP TABLE `sys_dict`;
-- reverse: create index "sys_depart_org_code_key" to table: "sys_depart"
DROP INDEX `sys_depart_org_code_key`;
-- reverse: create "sys_depart" table
DROP TABLE `sys_depart`;
-- reverse: create "sys_captcha" table
DROP TABLE `sys_captcha`;

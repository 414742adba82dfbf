-- +goose Up
-- create "sys_login_provider" table
CREATE TABLE `sys_login_provider` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `code` text NOT NULL, `name` text NOT NULL, `kind` text NOT NULL, `issuer` text NULL, `auth_url` text NULL, `token_url` text NULL, `user_info_url` text NULL, `client_id` text NOT NULL, `client_secret` text NULL, `scopes` text NULL, `policy` text NOT NULL DEFAULT ('bind'), `sso` integer NOT NULL DEFAULT (0), `status` integer NOT NULL DEFAULT (1), `sort_no` integer NOT NULL DEFAULT (0), PRIMARY KEY (`id`));
-- create index "sys_login_provider_code_key" to table: "sys_login_provider"
CREATE UNIQUE INDEX `sys_login_provider_code_key` ON `sys_login_provider` (`code`);
-- create index "sysloginprovider_create_time_id" to table: "sys_login_provider"
CREATE INDEX `sysloginprovider_create_time_id` ON `sys_login_provider` (`create_time`, `id`);
-- create index "sysloginprovider_kind_create_time_id" to table: "sys_login_provider"
CREATE INDEX `sysloginprovider_kind_create_time_id` ON `sys_login_provider` (`kind`, `create_time`, `id`);
-- create index "sysloginprovider_status_create_time_id" to table: "sys_login_provider"
CREATE INDEX `sysloginprovider_status_create_time_id` ON `sys_login_provider` (`status`, `create_time`, `id`);
-- create "sys_login_ticket" table
CREATE TABLE `sys_login_ticket` (`id` text NOT NULL, `kind` text NOT NULL, `provider` text NOT NULL, `data` text NOT NULL, `expires_at` datetime NOT NULL, PRIMARY KEY (`id`));
-- create index "sysloginticket_expires_at" to table: "sys_login_ticket"
CREATE INDEX `sysloginticket_expires_at` ON `sys_login_ticket` (`expires_at`);
-- create "sys_third_account" table
CREATE TABLE `sys_third_account` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `sys_user_id` text NOT NULL, `third_type` text NOT NULL, `third_user_uuid` text NOT NULL, `third_user_name` text NULL, `realname` text NULL, PRIMARY KEY (`id`));
-- create index "systhirdaccount_third_type_third_user_uuid" to table: "sys_third_account"
CREATE UNIQUE INDEX `systhirdaccount_third_type_third_user_uuid` ON `sys_third_account` (`third_type`, `third_user_uuid`);
-- create index "systhirdaccount_sys_user_id" to table: "sys_third_account"
CREATE INDEX `systhirdaccount_sys_user_id` ON `sys_third_account` (`sys_user_id`);
-- create index "systhirdaccount_create_time_id" to table: "sys_third_account"
CREATE INDEX `systhirdaccount_create_time_id` ON `sys_third_account` (`create_time`, `id`);
-- create index "systhirdaccount_third_type_create_time_id" to table: "sys_third_account"
CREATE INDEX `systhirdaccount_third_type_create_time_id` ON `sys_third_account` (`third_type`, `create_time`, `id`);

-- +goose Down
-- reverse: create index "systhirdaccount_third_type_create_time_id" to table: "sys_third_account"
DROP INDEX `systhirdaccount_third_type_create_time_id`;
-- reverse: create index "systhirdaccount_create_time_id" to table: "sys_third_account"
DROP INDEX `systhirdaccount_create_time_id`;
-- reverse: create index "systhirdaccount_sys_user_id" to table: "sys_third_account"
DROP INDEX `systhirdaccount_sys_user_id`;
-- reverse: create index "systhirdaccount_third_type_third_user_uuid" to table: "sys_third_account"
DROP INDEX `systhirdaccount_third_type_third_user_uuid`;
-- reverse: create "sys_third_account" table
DROP TABLE `sys_third_account`;
-- reverse: create index "sysloginticket_expires_at" to table: "sys_login_ticket"
DROP INDEX `sysloginticket_expires_at`;
-- reverse: create "sys_login_ticket" table
DROP TABLE `sys_login_ticket`;
-- reverse: create index "sysloginprovider_status_create_time_id" to table: "sys_login_provider"
DROP INDEX `sysloginprovider_status_create_time_id`;
-- reverse: create index "sysloginprovider_kind_create_time_id" to table: "sys_login_provider"
DROP INDEX `sysloginprovider_kind_create_time_id`;
-- reverse: create index "sysloginprovider_create_time_id" to table: "sys_login_provider"
DROP INDEX `sysloginprovider_create_time_id`;
-- reverse: create index "sys_login_provider_code_key" to table: "sys_login_provider"
DROP INDEX `sys_login_provider_code_key`;
-- reverse: create "sys_login_provider" table
DROP TABLE `sys_login_provider`;

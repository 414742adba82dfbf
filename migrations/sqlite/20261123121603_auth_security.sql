-- +goose Up
-- disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- create "new_sys_login_attempt" table
CREATE TABLE `new_sys_login_attempt` (`id` text NOT NULL, `kind` text NOT NULL DEFAULT ('login'), `username` text NOT NULL, `ip` text NOT NULL, `success` bool NOT NULL, `create_time` datetime NOT NULL, PRIMARY KEY (`id`));
-- copy rows from old table "sys_login_attempt" to new temporary table "new_sys_login_attempt"
INSERT INTO `new_sys_login_attempt` (`id`, `username`, `ip`, `success`, `create_time`) SELECT `id`, `username`, `ip`, `success`, `create_time` FROM `sys_login_attempt`;
-- drop "sys_login_attempt" table after copying rows
DROP TABLE `sys_login_attempt`;
-- rename temporary table "new_sys_login_attempt" to "sys_login_attempt"
ALTER TABLE `new_sys_login_attempt` RENAME TO `sys_login_attempt`;
-- create index "sysloginattempt_username_create_time" to table: "sys_login_attempt"
CREATE INDEX `sysloginattempt_username_create_time` ON `sys_login_attempt` (`username`, `create_time`);
-- create index "sysloginattempt_ip_create_time" to table: "sys_login_attempt"
CREATE INDEX `sysloginattempt_ip_create_time` ON `sys_login_attempt` (`ip`, `create_time`);
-- create "new_sys_session" table
CREATE TABLE `new_sys_session` (`id` text NOT NULL, `user_id` text NOT NULL, `username` text NOT NULL, `tenant_id` integer NOT NULL DEFAULT (0), `ip` text NULL, `user_agent` text NULL, `create_time` datetime NOT NULL, `last_seen` datetime NOT NULL, `expires_at` datetime NOT NULL, `revoked_at` datetime NULL, `must_change_password` bool NOT NULL DEFAULT (false), PRIMARY KEY (`id`));
-- copy rows from old table "sys_session" to new temporary table "new_sys_session"
INSERT INTO `new_sys_session` (`id`, `user_id`, `username`, `tenant_id`, `ip`, `user_agent`, `create_time`, `last_seen`, `expires_at`, `revoked_at`) SELECT `id`, `user_id`, `username`, `tenant_id`, `ip`, `user_agent`, `create_time`, `last_seen`, `expires_at`, `revoked_at` FROM `sys_session`;
-- drop "sys_session" table after copying rows
DROP TABLE `sys_session`;
-- rename temporary table "new_sys_session" to "sys_session"
ALTER TABLE `new_sys_session` RENAME TO `sys_session`;
-- create index "syssession_user_id" to table: "sys_session"
CREATE INDEX `syssession_user_id` ON `sys_session` (`user_id`);
-- enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;

-- +goose Down
-- reverse: create index "syssession_user_id" to table: "sys_session"
DROP INDEX `syssession_user_id`;
-- reverse: create "new_sys_session" table
DROP TABLE `new_sys_session`;
-- reverse: create index "sysloginattempt_ip_create_time" to table: "sys_login_attempt"
DROP INDEX `sysloginattempt_ip_create_time`;
-- reverse: create index "sysloginattempt_username_create_time" to table: "sys_login_attempt"
DROP INDEX `sysloginattempt_username_create_time`;
-- reverse: create "new_sys_login_attempt" table
DROP TABLE `new_sys_login_attempt`;

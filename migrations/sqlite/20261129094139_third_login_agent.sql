-- +goose Up
-- add column "agent_id" to table: "sys_login_provider"
ALTER TABLE `sys_login_provider` ADD COLUMN `agent_id` text NULL;

-- +goose Down
-- reverse: add column "agent_id" to table: "sys_login_provider"
ALTER TABLE `sys_login_provider` DROP COLUMN `agent_id`;

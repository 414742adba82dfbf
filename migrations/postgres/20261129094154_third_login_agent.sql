-- +goose Up
-- modify "sys_login_provider" table
ALTER TABLE "sys_login_provider" ADD COLUMN "agent_id" character varying NULL;

-- +goose Down
-- reverse: modify "sys_login_provider" table
ALTER TABLE "sys_login_provider" DROP COLUMN "agent_id";

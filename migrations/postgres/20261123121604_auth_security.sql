-- +goose Up
-- modify "sys_login_attempt" table
ALTER TABLE "sys_login_attempt" ADD COLUMN "kind" character varying NOT NULL DEFAULT 'login';
-- modify "sys_session" table
ALTER TABLE "sys_session" ADD COLUMN "must_change_password" boolean NOT NULL DEFAULT false;

-- +goose Down
-- reverse: modify "sys_session" table
ALTER TABLE "sys_session" DROP COLUMN "must_change_password";
-- reverse: modify "sys_login_attempt" table
ALTER TABLE "sys_login_attempt" DROP COLUMN "kind";

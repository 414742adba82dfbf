-- +goose Up
-- create "sys_user_setting" table
CREATE TABLE "sys_user_setting" ("id" character varying NOT NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "user_id" character varying NOT NULL, "setting_key" character varying NOT NULL, "value" text NOT NULL, "update_time" timestamptz NOT NULL, PRIMARY KEY ("id"));
-- create index "sysusersetting_user_id_tenant_id_setting_key" to table: "sys_user_setting"
CREATE UNIQUE INDEX "sysusersetting_user_id_tenant_id_setting_key" ON "sys_user_setting" ("user_id", "tenant_id", "setting_key");

-- +goose Down
-- reverse: create index "sysusersetting_user_id_tenant_id_setting_key" to table: "sys_user_setting"
DROP INDEX "sysusersetting_user_id_tenant_id_setting_key";
-- reverse: create "sys_user_setting" table
DROP TABLE "sys_user_setting";

-- +goose Up
-- create "sys_login_provider" table
CREATE TABLE "sys_login_provider" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "code" character varying NOT NULL, "name" character varying NOT NULL, "kind" character varying NOT NULL, "issuer" character varying NULL, "auth_url" character varying NULL, "token_url" character varying NULL, "user_info_url" character varying NULL, "client_id" character varying NOT NULL, "client_secret" character varying NULL, "scopes" character varying NULL, "policy" character varying NOT NULL DEFAULT 'bind', "sso" bigint NOT NULL DEFAULT 0, "status" bigint NOT NULL DEFAULT 1, "sort_no" bigint NOT NULL DEFAULT 0, PRIMARY KEY ("id"));
-- create index "sys_login_provider_code_key" to table: "sys_login_provider"
CREATE UNIQUE INDEX "sys_login_provider_code_key" ON "sys_login_provider" ("code");
-- create index "sysloginprovider_create_time_id" to table: "sys_login_provider"
CREATE INDEX "sysloginprovider_create_time_id" ON "sys_login_provider" ("create_time", "id");
-- create index "sysloginprovider_kind_create_time_id" to table: "sys_login_provider"
CREATE INDEX "sysloginprovider_kind_create_time_id" ON "sys_login_provider" ("kind", "create_time", "id");
-- create index "sysloginprovider_status_create_time_id" to table: "sys_login_provider"
CREATE INDEX "sysloginprovider_status_create_time_id" ON "sys_login_provider" ("status", "create_time", "id");
-- create "sys_login_ticket" table
CREATE TABLE "sys_login_ticket" ("id" character varying NOT NULL, "kind" character varying NOT NULL, "provider" character varying NOT NULL, "data" text NOT NULL, "expires_at" timestamptz NOT NULL, PRIMARY KEY ("id"));
-- create index "sysloginticket_expires_at" to table: "sys_login_ticket"
CREATE INDEX "sysloginticket_expires_at" ON "sys_login_ticket" ("expires_at");
-- create "sys_third_account" table
CREATE TABLE "sys_third_account" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "sys_user_id" character varying NOT NULL, "third_type" character varying NOT NULL, "third_user_uuid" character varying NOT NULL, "third_user_name" character varying NULL, "realname" character varying NULL, PRIMARY KEY ("id"));
-- create index "systhirdaccount_create_time_id" to table: "sys_third_account"
CREATE INDEX "systhirdaccount_create_time_id" ON "sys_third_account" ("create_time", "id");
-- create index "systhirdaccount_sys_user_id" to table: "sys_third_account"
CREATE INDEX "systhirdaccount_sys_user_id" ON "sys_third_account" ("sys_user_id");
-- create index "systhirdaccount_third_type_create_time_id" to table: "sys_third_account"
CREATE INDEX "systhirdaccount_third_type_create_time_id" ON "sys_third_account" ("third_type", "create_time", "id");
-- create index "systhirdaccount_third_type_third_user_uuid" to table: "sys_third_account"
CREATE UNIQUE INDEX "systhirdaccount_third_type_third_user_uuid" ON "sys_third_account" ("third_type", "third_user_uuid");

-- +goose Down
-- reverse: create index "systhirdaccount_third_type_third_user_uuid" to table: "sys_third_account"
DROP INDEX "systhirdaccount_third_type_third_user_uuid";
-- reverse: create index "systhirdaccount_third_type_create_time_id" to table: "sys_third_account"
DROP INDEX "systhirdaccount_third_type_create_time_id";
-- reverse: create index "systhirdaccount_sys_user_id" to table: "sys_third_account"
DROP INDEX "systhirdaccount_sys_user_id";
-- reverse: create index "systhirdaccount_create_time_id" to table: "sys_third_account"
DROP INDEX "systhirdaccount_create_time_id";
-- reverse: create "sys_third_account" table
DROP TABLE "sys_third_account";
-- reverse: create index "sysloginticket_expires_at" to table: "sys_login_ticket"
DROP INDEX "sysloginticket_expires_at";
-- reverse: create "sys_login_ticket" table
DROP TABLE "sys_login_ticket";
-- reverse: create index "sysloginprovider_status_create_time_id" to table: "sys_login_provider"
DROP INDEX "sysloginprovider_status_create_time_id";
-- reverse: create index "sysloginprovider_kind_create_time_id" to table: "sys_login_provider"
DROP INDEX "sysloginprovider_kind_create_time_id";
-- reverse: create index "sysloginprovider_create_time_id" to table: "sys_login_provider"
DROP INDEX "sysloginprovider_create_time_id";
-- reverse: create index "sys_login_provider_code_key" to table: "sys_login_provider"
DROP INDEX "sys_login_provider_code_key";
-- reverse: create "sys_login_provider" table
DROP TABLE "sys_login_provider";

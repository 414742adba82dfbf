-- +goose Up
-- create "sys_data_source" table
CREATE TABLE "sys_data_source" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "code" character varying NOT NULL, "name" character varying NOT NULL, "db_type" character varying NOT NULL, "db_driver" character varying NULL, "db_url" character varying NOT NULL, "db_name" character varying NULL, "db_username" character varying NULL, "db_password" character varying NULL, "remark" character varying NULL, PRIMARY KEY ("id"));
-- create index "sys_data_source_code_key" to table: "sys_data_source"
CREATE UNIQUE INDEX "sys_data_source_code_key" ON "sys_data_source" ("code");
-- create index "sysdatasource_create_time_id" to table: "sys_data_source"
CREATE INDEX "sysdatasource_create_time_id" ON "sys_data_source" ("create_time", "id");
-- create index "sysdatasource_db_type_create_time_id" to table: "sys_data_source"
CREATE INDEX "sysdatasource_db_type_create_time_id" ON "sys_data_source" ("db_type", "create_time", "id");
-- create "sys_gateway_route" table
CREATE TABLE "sys_gateway_route" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "router_id" character varying NOT NULL, "name" character varying NOT NULL, "uri" character varying NOT NULL, "predicates" character varying NULL, "filters" character varying NULL, "retryable" bigint NOT NULL DEFAULT 0, "strip_prefix" bigint NOT NULL DEFAULT 1, "persistable" bigint NOT NULL DEFAULT 0, "show_api" bigint NOT NULL DEFAULT 1, "status" bigint NOT NULL DEFAULT 1, PRIMARY KEY ("id"));
-- create index "sys_gateway_route_router_id_key" to table: "sys_gateway_route"
CREATE UNIQUE INDEX "sys_gateway_route_router_id_key" ON "sys_gateway_route" ("router_id");
-- create index "sysgatewayroute_create_time_id" to table: "sys_gateway_route"
CREATE INDEX "sysgatewayroute_create_time_id" ON "sys_gateway_route" ("create_time", "id");
-- create index "sysgatewayroute_status_create_time_id" to table: "sys_gateway_route"
CREATE INDEX "sysgatewayroute_status_create_time_id" ON "sys_gateway_route" ("status", "create_time", "id");

-- +goose Down
-- reverse: create index "sysgatewayroute_status_create_time_id" to table: "sys_gateway_route"
DROP INDEX "sysgatewayroute_status_create_time_id";
-- reverse: create index "sysgatewayroute_create_time_id" to table: "sys_gateway_route"
DROP INDEX "sysgatewayroute_create_time_id";
-- reverse: create index "sys_gateway_route_router_id_key" to table: "sys_gateway_route"
DROP INDEX "sys_gateway_route_router_id_key";
-- reverse: create "sys_gateway_route" table
DROP TABLE "sys_gateway_route";
-- reverse: create index "sysdatasource_db_type_create_time_id" to table: "sys_data_source"
DROP INDEX "sysdatasource_db_type_create_time_id";
-- reverse: create index "sysdatasource_create_time_id" to table: "sys_data_source"
DROP INDEX "sysdatasource_create_time_id";
-- reverse: create index "sys_data_source_code_key" to table: "sys_data_source"
DROP INDEX "sys_data_source_code_key";
-- reverse: create "sys_data_source" table
DROP TABLE "sys_data_source";

-- +goose Up
-- create "sys_data_source" table
CREATE TABLE `sys_data_source` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `code` text NOT NULL, `name` text NOT NULL, `db_type` text NOT NULL, `db_driver` text NULL, `db_url` text NOT NULL, `db_name` text NULL, `db_username` text NULL, `db_password` text NULL, `remark` text NULL, PRIMARY KEY (`id`));
-- create index "sys_data_source_code_key" to table: "sys_data_source"
CREATE UNIQUE INDEX `sys_data_source_code_key` ON `sys_data_source` (`code`);
-- create index "sysdatasource_create_time_id" to table: "sys_data_source"
CREATE INDEX `sysdatasource_create_time_id` ON `sys_data_source` (`create_time`, `id`);
-- create index "sysdatasource_db_type_create_time_id" to table: "sys_data_source"
CREATE INDEX `sysdatasource_db_type_create_time_id` ON `sys_data_source` (`db_type`, `create_time`, `id`);
-- create "sys_gateway_route" table
CREATE TABLE `sys_gateway_route` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `router_id` text NOT NULL, `name` text NOT NULL, `uri` text NOT NULL, `predicates` text NULL, `filters` text NULL, `retryable` integer NOT NULL DEFAULT (0), `strip_prefix` integer NOT NULL DEFAULT (1), `persistable` integer NOT NULL DEFAULT (0), `show_api` integer NOT NULL DEFAULT (1), `status` integer NOT NULL DEFAULT (1), PRIMARY KEY (`id`));
-- create index "sys_gateway_route_router_id_key" to table: "sys_gateway_route"
CREATE UNIQUE INDEX `sys_gateway_route_router_id_key` ON `sys_gateway_route` (`router_id`);
-- create index "sysgatewayroute_create_time_id" to table: "sys_gateway_route"
CREATE INDEX `sysgatewayroute_create_time_id` ON `sys_gateway_route` (`create_time`, `id`);
-- create index "sysgatewayroute_status_create_time_id" to table: "sys_gateway_route"
CREATE INDEX `sysgatewayroute_status_create_time_id` ON `sys_gateway_route` (`status`, `create_time`, `id`);

-- +goose Down
-- reverse: create index "sysgatewayroute_status_create_time_id" to table: "sys_gateway_route"
DROP INDEX `sysgatewayroute_status_create_time_id`;
-- reverse: create index "sysgatewayroute_create_time_id" to table: "sys_gateway_route"
DROP INDEX `sysgatewayroute_create_time_id`;
-- reverse: create index "sys_gateway_route_router_id_key" to table: "sys_gateway_route"
DROP INDEX `sys_gateway_route_router_id_key`;
-- reverse: create "sys_gateway_route" table
DROP TABLE `sys_gateway_route`;
-- reverse: create index "sysdatasource_db_type_create_time_id" to table: "sys_data_source"
DROP INDEX `sysdatasource_db_type_create_time_id`;
-- reverse: create index "sysdatasource_create_time_id" to table: "sys_data_source"
DROP INDEX `sysdatasource_create_time_id`;
-- reverse: create index "sys_data_source_code_key" to table: "sys_data_source"
DROP INDEX `sys_data_source_code_key`;
-- reverse: create "sys_data_source" table
DROP TABLE `sys_data_source`;

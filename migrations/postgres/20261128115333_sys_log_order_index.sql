-- +goose Up
-- drop index "syslog_log_type_create_time" from table: "sys_log"
DROP INDEX "syslog_log_type_create_time";
-- create index "syslog_log_type_create_time_id" to table: "sys_log"
CREATE INDEX "syslog_log_type_create_time_id" ON "sys_log" ("log_type", "create_time", "id");

-- +goose Down
-- reverse: create index "syslog_log_type_create_time_id" to table: "sys_log"
DROP INDEX "syslog_log_type_create_time_id";
-- reverse: drop index "syslog_log_type_create_time" from table: "sys_log"
CREATE INDEX "syslog_log_type_create_time" ON "sys_log" ("log_type", "create_time");

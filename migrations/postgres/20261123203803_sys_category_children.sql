-- +goose Up
-- create index "syscategory_tenant_id_pid_code" to table: "sys_category"
CREATE INDEX "syscategory_tenant_id_pid_code" ON "sys_category" ("tenant_id", "pid", "code");

-- +goose Down
-- reverse: create index "syscategory_tenant_id_pid_code" to table: "sys_category"
DROP INDEX "syscategory_tenant_id_pid_code";

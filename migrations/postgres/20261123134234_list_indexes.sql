-- +goose Up
-- create index "sysdepart_tenant_id_create_time_id" to table: "sys_depart"
CREATE INDEX "sysdepart_tenant_id_create_time_id" ON "sys_depart" ("tenant_id", "create_time", "id");
-- create index "sysdepart_tenant_id_depart_name_id" to table: "sys_depart"
CREATE INDEX "sysdepart_tenant_id_depart_name_id" ON "sys_depart" ("tenant_id", "depart_name", "id");
-- create index "sysdepart_tenant_id_depart_order_id" to table: "sys_depart"
CREATE INDEX "sysdepart_tenant_id_depart_order_id" ON "sys_depart" ("tenant_id", "depart_order", "id");
-- create index "sysdepart_tenant_id_org_category_create_time_id" to table: "sys_depart"
CREATE INDEX "sysdepart_tenant_id_org_category_create_time_id" ON "sys_depart" ("tenant_id", "org_category", "create_time", "id");
-- create index "sysdepart_tenant_id_org_code_id" to table: "sys_depart"
CREATE INDEX "sysdepart_tenant_id_org_code_id" ON "sys_depart" ("tenant_id", "org_code", "id");
-- create index "sysdepart_tenant_id_status_create_time_id" to table: "sys_depart"
CREATE INDEX "sysdepart_tenant_id_status_create_time_id" ON "sys_depart" ("tenant_id", "status", "create_time", "id");
-- create index "sysdict_create_time_id" to table: "sys_dict"
CREATE INDEX "sysdict_create_time_id" ON "sys_dict" ("create_time", "id");
-- create index "sysdict_dict_name_id" to table: "sys_dict"
CREATE INDEX "sysdict_dict_name_id" ON "sys_dict" ("dict_name", "id");
-- create index "sysdictitem_create_time_id" to table: "sys_dict_item"
CREATE INDEX "sysdictitem_create_time_id" ON "sys_dict_item" ("create_time", "id");
-- create index "sysdictitem_dict_id_create_time_id" to table: "sys_dict_item"
CREATE INDEX "sysdictitem_dict_id_create_time_id" ON "sys_dict_item" ("dict_id", "create_time", "id");
-- create index "sysdictitem_sort_order_id" to table: "sys_dict_item"
CREATE INDEX "sysdictitem_sort_order_id" ON "sys_dict_item" ("sort_order", "id");
-- create index "sysdictitem_status_create_time_id" to table: "sys_dict_item"
CREATE INDEX "sysdictitem_status_create_time_id" ON "sys_dict_item" ("status", "create_time", "id");
-- create index "sysrole_tenant_id_create_time_id" to table: "sys_role"
CREATE INDEX "sysrole_tenant_id_create_time_id" ON "sys_role" ("tenant_id", "create_time", "id");
-- create index "sysrole_tenant_id_role_name_id" to table: "sys_role"
CREATE INDEX "sysrole_tenant_id_role_name_id" ON "sys_role" ("tenant_id", "role_name", "id");
-- create index "systenant_create_time_id" to table: "sys_tenant"
CREATE INDEX "systenant_create_time_id" ON "sys_tenant" ("create_time", "id");
-- create index "systenant_status_create_time_id" to table: "sys_tenant"
CREATE INDEX "systenant_status_create_time_id" ON "sys_tenant" ("status", "create_time", "id");
-- create index "sysuser_create_time_id" to table: "sys_user"
CREATE INDEX "sysuser_create_time_id" ON "sys_user" ("create_time", "id");
-- create index "sysuser_sex_create_time_id" to table: "sys_user"
CREATE INDEX "sysuser_sex_create_time_id" ON "sys_user" ("sex", "create_time", "id");
-- create index "sysuser_status_create_time_id" to table: "sys_user"
CREATE INDEX "sysuser_status_create_time_id" ON "sys_user" ("status", "create_time", "id");

-- +goose Down
-- reverse: create index "sysuser_status_create_time_id" to table: "sys_user"
DROP INDEX "sysuser_status_create_time_id";
-- reverse: create index "sysuser_sex_create_time_id" to table: "sys_user"
DROP INDEX "sysuser_sex_create_time_id";
-- reverse: create index "sysuser_create_time_id" to table: "sys_user"
DROP INDEX "sysuser_create_time_id";
-- reverse: create index "systenant_status_create_time_id" to table: "sys_tenant"
DROP INDEX "systenant_status_create_time_id";
-- reverse: create index "systenant_create_time_id" to table: "sys_tenant"
DROP INDEX "systenant_create_time_id";
-- reverse: create index "sysrole_tenant_id_role_name_id" to table: "sys_role"
DROP INDEX "sysrole_tenant_id_role_name_id";
-- reverse: create index "sysrole_tenant_id_create_time_id" to table: "sys_role"
DROP INDEX "sysrole_tenant_id_create_time_id";
-- reverse: create index "sysdictitem_status_create_time_id" to table: "sys_dict_item"
DROP INDEX "sysdictitem_status_create_time_id";
-- reverse: create index "sysdictitem_sort_order_id" to table: "sys_dict_item"
DROP INDEX "sysdictitem_sort_order_id";
-- reverse: create index "sysdictitem_dict_id_create_time_id" to table: "sys_dict_item"
DROP INDEX "sysdictitem_dict_id_create_time_id";
-- reverse: create index "sysdictitem_create_time_id" to table: "sys_dict_item"
DROP INDEX "sysdictitem_create_time_id";
-- reverse: create index "sysdict_dict_name_id" to table: "sys_dict"
DROP INDEX "sysdict_dict_name_id";
-- reverse: create index "sysdict_create_time_id" to table: "sys_dict"
DROP INDEX "sysdict_create_time_id";
-- reverse: create index "sysdepart_tenant_id_status_create_time_id" to table: "sys_depart"
DROP INDEX "sysdepart_tenant_id_status_create_time_id";
-- reverse: create index "sysdepart_tenant_id_org_code_id" to table: "sys_depart"
DROP INDEX "sysdepart_tenant_id_org_code_id";
-- reverse: create index "sysdepart_tenant_id_org_category_create_time_id" to table: "sys_depart"
DROP INDEX "sysdepart_tenant_id_org_category_create_time_id";
-- reverse: create index "sysdepart_tenant_id_depart_order_id" to table: "sys_depart"
DROP INDEX "sysdepart_tenant_id_depart_order_id";
-- reverse: create index "sysdepart_tenant_id_depart_name_id" to table: "sys_depart"
DROP INDEX "sysdepart_tenant_id_depart_name_id";
-- reverse: create index "sysdepart_tenant_id_create_time_id" to table: "sys_depart"
DROP INDEX "sysdepart_tenant_id_create_time_id";

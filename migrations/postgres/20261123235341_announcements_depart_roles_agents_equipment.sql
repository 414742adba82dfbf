-- +goose Up
-- create "cmis_equipment" table
CREATE TABLE "cmis_equipment" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "name" character varying NOT NULL, "model" character varying NULL, "category" character varying NULL, "supplier_id" character varying NULL, "unit" character varying NOT NULL DEFAULT '台', "stock" bigint NOT NULL DEFAULT 0, "status" character varying NOT NULL DEFAULT '1', "remarks" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisequipment_tenant_id_category_create_time_id" to table: "cmis_equipment"
CREATE INDEX "cmisequipment_tenant_id_category_create_time_id" ON "cmis_equipment" ("tenant_id", "category", "create_time", "id");
-- create index "cmisequipment_tenant_id_create_time_id" to table: "cmis_equipment"
CREATE INDEX "cmisequipment_tenant_id_create_time_id" ON "cmis_equipment" ("tenant_id", "create_time", "id");
-- create index "cmisequipment_tenant_id_engineering_id_create_time_id" to table: "cmis_equipment"
CREATE INDEX "cmisequipment_tenant_id_engineering_id_create_time_id" ON "cmis_equipment" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisequipment_tenant_id_name_id" to table: "cmis_equipment"
CREATE INDEX "cmisequipment_tenant_id_name_id" ON "cmis_equipment" ("tenant_id", "name", "id");
-- create index "cmisequipment_tenant_id_section_id_create_time_id" to table: "cmis_equipment"
CREATE INDEX "cmisequipment_tenant_id_section_id_create_time_id" ON "cmis_equipment" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmisequipment_tenant_id_status_create_time_id" to table: "cmis_equipment"
CREATE INDEX "cmisequipment_tenant_id_status_create_time_id" ON "cmis_equipment" ("tenant_id", "status", "create_time", "id");
-- create index "cmisequipment_tenant_id_stock_id" to table: "cmis_equipment"
CREATE INDEX "cmisequipment_tenant_id_stock_id" ON "cmis_equipment" ("tenant_id", "stock", "id");
-- create "cmis_equipment_movement" table
CREATE TABLE "cmis_equipment_movement" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "equipment_id" character varying NOT NULL, "move_type" character varying NOT NULL, "move_date" timestamptz NOT NULL, "quantity" bigint NOT NULL, "handler" character varying NULL, "result" character varying NULL, "attachment" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisequipmentmovement_tenant_id_create_time_id" to table: "cmis_equipment_movement"
CREATE INDEX "cmisequipmentmovement_tenant_id_create_time_id" ON "cmis_equipment_movement" ("tenant_id", "create_time", "id");
-- create index "cmisequipmentmovement_tenant_id_engineering_id_create_time_id" to table: "cmis_equipment_movement"
CREATE INDEX "cmisequipmentmovement_tenant_id_engineering_id_create_time_id" ON "cmis_equipment_movement" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisequipmentmovement_tenant_id_equipment_id_create_time_id" to table: "cmis_equipment_movement"
CREATE INDEX "cmisequipmentmovement_tenant_id_equipment_id_create_time_id" ON "cmis_equipment_movement" ("tenant_id", "equipment_id", "create_time", "id");
-- create index "cmisequipmentmovement_tenant_id_move_date_id" to table: "cmis_equipment_movement"
CREATE INDEX "cmisequipmentmovement_tenant_id_move_date_id" ON "cmis_equipment_movement" ("tenant_id", "move_date", "id");
-- create index "cmisequipmentmovement_tenant_id_move_type_create_time_id" to table: "cmis_equipment_movement"
CREATE INDEX "cmisequipmentmovement_tenant_id_move_type_create_time_id" ON "cmis_equipment_movement" ("tenant_id", "move_type", "create_time", "id");
-- create index "cmisequipmentmovement_tenant_id_section_id_create_time_id" to table: "cmis_equipment_movement"
CREATE INDEX "cmisequipmentmovement_tenant_id_section_id_create_time_id" ON "cmis_equipment_movement" ("tenant_id", "section_id", "create_time", "id");
-- create "sys_announcement" table
CREATE TABLE "sys_announcement" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "titile" character varying NOT NULL, "msg_category" character varying NOT NULL DEFAULT '2', "start_time" timestamptz NULL, "end_time" timestamptz NULL, "sender" character varying NULL, "priority" character varying NOT NULL DEFAULT 'L', "msg_type" character varying NOT NULL DEFAULT 'ALL', "user_ids" text NULL, "send_status" character varying NOT NULL DEFAULT '0', "send_time" timestamptz NULL, "cancel_time" timestamptz NULL, "msg_content" text NULL, "msg_abstract" character varying NULL, "bus_type" character varying NULL, "bus_id" character varying NULL, "open_type" character varying NULL, "open_page" character varying NULL, PRIMARY KEY ("id"));
-- create index "sysannouncement_tenant_id_create_time_id" to table: "sys_announcement"
CREATE INDEX "sysannouncement_tenant_id_create_time_id" ON "sys_announcement" ("tenant_id", "create_time", "id");
-- create index "sysannouncement_tenant_id_msg_category_create_time_id" to table: "sys_announcement"
CREATE INDEX "sysannouncement_tenant_id_msg_category_create_time_id" ON "sys_announcement" ("tenant_id", "msg_category", "create_time", "id");
-- create index "sysannouncement_tenant_id_priority_create_time_id" to table: "sys_announcement"
CREATE INDEX "sysannouncement_tenant_id_priority_create_time_id" ON "sys_announcement" ("tenant_id", "priority", "create_time", "id");
-- create index "sysannouncement_tenant_id_send_status" to table: "sys_announcement"
CREATE INDEX "sysannouncement_tenant_id_send_status" ON "sys_announcement" ("tenant_id", "send_status");
-- create index "sysannouncement_tenant_id_send_status_create_time_id" to table: "sys_announcement"
CREATE INDEX "sysannouncement_tenant_id_send_status_create_time_id" ON "sys_announcement" ("tenant_id", "send_status", "create_time", "id");
-- create index "sysannouncement_tenant_id_send_time_id" to table: "sys_announcement"
CREATE INDEX "sysannouncement_tenant_id_send_time_id" ON "sys_announcement" ("tenant_id", "send_time", "id");
-- create "sys_depart_permission" table
CREATE TABLE "sys_depart_permission" ("id" character varying NOT NULL, "depart_id" character varying NOT NULL, "permission_id" character varying NOT NULL, "data_rule_ids" character varying NULL, PRIMARY KEY ("id"));
-- create index "sysdepartpermission_depart_id_permission_id" to table: "sys_depart_permission"
CREATE UNIQUE INDEX "sysdepartpermission_depart_id_permission_id" ON "sys_depart_permission" ("depart_id", "permission_id");
-- create "sys_depart_role" table
CREATE TABLE "sys_depart_role" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "depart_id" character varying NOT NULL, "role_name" character varying NOT NULL, "role_code" character varying NOT NULL, "description" character varying NULL, PRIMARY KEY ("id"));
-- create index "sysdepartrole_depart_id_role_code" to table: "sys_depart_role"
CREATE UNIQUE INDEX "sysdepartrole_depart_id_role_code" ON "sys_depart_role" ("depart_id", "role_code");
-- create "sys_depart_role_permission" table
CREATE TABLE "sys_depart_role_permission" ("id" character varying NOT NULL, "depart_id" character varying NOT NULL, "role_id" character varying NOT NULL, "permission_id" character varying NOT NULL, "data_rule_ids" character varying NULL, "operate_date" timestamptz NULL, "operate_ip" character varying NULL, PRIMARY KEY ("id"));
-- create index "sysdepartrolepermission_depart_id" to table: "sys_depart_role_permission"
CREATE INDEX "sysdepartrolepermission_depart_id" ON "sys_depart_role_permission" ("depart_id");
-- create index "sysdepartrolepermission_role_id_permission_id" to table: "sys_depart_role_permission"
CREATE UNIQUE INDEX "sysdepartrolepermission_role_id_permission_id" ON "sys_depart_role_permission" ("role_id", "permission_id");
-- create "sys_depart_role_user" table
CREATE TABLE "sys_depart_role_user" ("id" character varying NOT NULL, "user_id" character varying NOT NULL, "drole_id" character varying NOT NULL, PRIMARY KEY ("id"));
-- create index "sysdepartroleuser_user_id_drole_id" to table: "sys_depart_role_user"
CREATE UNIQUE INDEX "sysdepartroleuser_user_id_drole_id" ON "sys_depart_role_user" ("user_id", "drole_id");
-- create "sys_user_agent" table
CREATE TABLE "sys_user_agent" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "user_name" character varying NOT NULL, "agent_user_name" character varying NOT NULL, "start_time" timestamptz NULL, "end_time" timestamptz NULL, "status" character varying NOT NULL DEFAULT '1', PRIMARY KEY ("id"));
-- create index "sys_user_agent_user_name_key" to table: "sys_user_agent"
CREATE UNIQUE INDEX "sys_user_agent_user_name_key" ON "sys_user_agent" ("user_name");
-- create index "sysuseragent_agent_user_name_create_time_id" to table: "sys_user_agent"
CREATE INDEX "sysuseragent_agent_user_name_create_time_id" ON "sys_user_agent" ("agent_user_name", "create_time", "id");
-- create index "sysuseragent_create_time_id" to table: "sys_user_agent"
CREATE INDEX "sysuseragent_create_time_id" ON "sys_user_agent" ("create_time", "id");
-- create index "sysuseragent_status_create_time_id" to table: "sys_user_agent"
CREATE INDEX "sysuseragent_status_create_time_id" ON "sys_user_agent" ("status", "create_time", "id");
-- create "sys_announcement_send" table
CREATE TABLE "sys_announcement_send" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "user_id" character varying NOT NULL, "read_flag" character varying NOT NULL DEFAULT '0', "read_time" timestamptz NULL, "annt_id" character varying NOT NULL, PRIMARY KEY ("id"), CONSTRAINT "sys_announcement_send_sys_announcement_announcement" FOREIGN KEY ("annt_id") REFERENCES "sys_announcement" ("id") ON UPDATE NO ACTION ON DELETE NO ACTION);
-- create index "sysannouncementsend_annt_id_user_id" to table: "sys_announcement_send"
CREATE UNIQUE INDEX "sysannouncementsend_annt_id_user_id" ON "sys_announcement_send" ("annt_id", "user_id");
-- create index "sysannouncementsend_user_id_read_flag" to table: "sys_announcement_send"
CREATE INDEX "sysannouncementsend_user_id_read_flag" ON "sys_announcement_send" ("user_id", "read_flag");

-- +goose Down
-- reverse: create index "sysannouncementsend_user_id_read_flag" to table: "sys_announcement_send"
DROP INDEX "sysannouncementsend_user_id_read_flag";
-- reverse: create index "sysannouncementsend_annt_id_user_id" to table: "sys_announcement_send"
DROP INDEX "sysannouncementsend_annt_id_user_id";
-- reverse: create "sys_announcement_send" table
DROP TABLE "sys_announcement_send";
-- reverse: create index "sysuseragent_status_create_time_id" to table: "sys_user_agent"
DROP INDEX "sysuseragent_status_create_time_id";
-- reverse: create index "sysuseragent_create_time_id" to table: "sys_user_agent"
DROP INDEX "sysuseragent_create_time_id";
-- reverse: create index "sysuseragent_agent_user_name_create_time_id" to table: "sys_user_agent"
DROP INDEX "sysuseragent_agent_user_name_create_time_id";
-- reverse: create index "sys_user_agent_user_name_key" to table: "sys_user_agent"
DROP INDEX "sys_user_agent_user_name_key";
-- reverse: create "sys_user_agent" table
DROP TABLE "sys_user_agent";
-- reverse: create index "sysdepartroleuser_user_id_drole_id" to table: "sys_depart_role_user"
DROP INDEX "sysdepartroleuser_user_id_drole_id";
-- reverse: create "sys_depart_role_user" table
DROP TABLE "sys_depart_role_user";
-- reverse: create index "sysdepartrolepermission_role_id_permission_id" to table: "sys_depart_role_permission"
DROP INDEX "sysdepartrolepermission_role_id_permission_id";
-- reverse: create index "sysdepartrolepermission_depart_id" to table: "sys_depart_role_permission"
DROP INDEX "sysdepartrolepermission_depart_id";
-- reverse: create "sys_depart_role_permission" table
DROP TABLE "sys_depart_role_permission";
-- reverse: create index "sysdepartrole_depart_id_role_code" to table: "sys_depart_role"
DROP INDEX "sysdepartrole_depart_id_role_code";
-- reverse: create "sys_depart_role" table
DROP TABLE "sys_depart_role";
-- reverse: create index "sysdepartpermission_depart_id_permission_id" to table: "sys_depart_permission"
DROP INDEX "sysdepartpermission_depart_id_permission_id";
-- reverse: create "sys_depart_permission" table
DROP TABLE "sys_depart_permission";
-- reverse: create index "sysannouncement_tenant_id_send_time_id" to table: "sys_announcement"
DROP INDEX "sysannouncement_tenant_id_send_time_id";
-- reverse: create index "sysannouncement_tenant_id_send_status_create_time_id" to table: "sys_announcement"
DROP INDEX "sysannouncement_tenant_id_send_status_create_time_id";
-- reverse: create index "sysannouncement_tenant_id_send_status" to table: "sys_announcement"
DROP INDEX "sysannouncement_tenant_id_send_status";
-- reverse: create index "sysannouncement_tenant_id_priority_create_time_id" to table: "sys_announcement"
DROP INDEX "sysannouncement_tenant_id_priority_create_time_id";
-- reverse: create index "sysannouncement_tenant_id_msg_category_create_time_id" to table: "sys_announcement"
DROP INDEX "sysannouncement_tenant_id_msg_category_create_time_id";
-- reverse: create index "sysannouncement_tenant_id_create_time_id" to table: "sys_announcement"
DROP INDEX "sysannouncement_tenant_id_create_time_id";
-- reverse: create "sys_announcement" table
DROP TABLE "sys_announcement";
-- reverse: create index "cmisequipmentmovement_tenant_id_section_id_create_time_id" to table: "cmis_equipment_movement"
DROP INDEX "cmisequipmentmovement_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisequipmentmovement_tenant_id_move_type_create_time_id" to table: "cmis_equipment_movement"
DROP INDEX "cmisequipmentmovement_tenant_id_move_type_create_time_id";
-- reverse: create index "cmisequipmentmovement_tenant_id_move_date_id" to table: "cmis_equipment_movement"
DROP INDEX "cmisequipmentmovement_tenant_id_move_date_id";
-- reverse: create index "cmisequipmentmovement_tenant_id_equipment_id_create_time_id" to table: "cmis_equipment_movement"
DROP INDEX "cmisequipmentmovement_tenant_id_equipment_id_create_time_id";
-- reverse: create index "cmisequipmentmovement_tenant_id_engineering_id_create_time_id" to table: "cmis_equipment_movement"
DROP INDEX "cmisequipmentmovement_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisequipmentmovement_tenant_id_create_time_id" to table: "cmis_equipment_movement"
DROP INDEX "cmisequipmentmovement_tenant_id_create_time_id";
-- reverse: create "cmis_equipment_movement" table
DROP TABLE "cmis_equipment_movement";
-- reverse: create index "cmisequipment_tenant_id_stock_id" to table: "cmis_equipment"
DROP INDEX "cmisequipment_tenant_id_stock_id";
-- reverse: create index "cmisequipment_tenant_id_status_create_time_id" to table: "cmis_equipment"
DROP INDEX "cmisequipment_tenant_id_status_create_time_id";
-- reverse: create index "cmisequipment_tenant_id_section_id_create_time_id" to table: "cmis_equipment"
DROP INDEX "cmisequipment_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisequipment_tenant_id_name_id" to table: "cmis_equipment"
DROP INDEX "cmisequipment_tenant_id_name_id";
-- reverse: create index "cmisequipment_tenant_id_engineering_id_create_time_id" to table: "cmis_equipment"
DROP INDEX "cmisequipment_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisequipment_tenant_id_create_time_id" to table: "cmis_equipment"
DROP INDEX "cmisequipment_tenant_id_create_time_id";
-- reverse: create index "cmisequipment_tenant_id_category_create_time_id" to table: "cmis_equipment"
DROP INDEX "cmisequipment_tenant_id_category_create_time_id";
-- reverse: create "cmis_equipment" table
DROP TABLE "cmis_equipment";

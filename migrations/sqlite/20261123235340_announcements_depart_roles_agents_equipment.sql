-- +goose Up
-- create "cmis_equipment" table
CREATE TABLE `cmis_equipment` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `name` text NOT NULL, `model` text NULL, `category` text NULL, `supplier_id` text NULL, `unit` text NOT NULL DEFAULT ('台'), `stock` integer NOT NULL DEFAULT (0), `status` text NOT NULL DEFAULT ('1'), `remarks` text NULL, PRIMARY KEY (`id`));
-- create index "cmisequipment_tenant_id_create_time_id" to table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_create_time_id` ON `cmis_equipment` (`tenant_id`, `create_time`, `id`);
-- create index "cmisequipment_tenant_id_engineering_id_create_time_id" to table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_engineering_id_create_time_id` ON `cmis_equipment` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisequipment_tenant_id_section_id_create_time_id" to table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_section_id_create_time_id` ON `cmis_equipment` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisequipment_tenant_id_name_id" to table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_name_id` ON `cmis_equipment` (`tenant_id`, `name`, `id`);
-- create index "cmisequipment_tenant_id_category_create_time_id" to table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_category_create_time_id` ON `cmis_equipment` (`tenant_id`, `category`, `create_time`, `id`);
-- create index "cmisequipment_tenant_id_stock_id" to table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_stock_id` ON `cmis_equipment` (`tenant_id`, `stock`, `id`);
-- create index "cmisequipment_tenant_id_status_create_time_id" to table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_status_create_time_id` ON `cmis_equipment` (`tenant_id`, `status`, `create_time`, `id`);
-- create "cmis_equipment_movement" table
CREATE TABLE `cmis_equipment_movement` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `equipment_id` text NOT NULL, `move_type` text NOT NULL, `move_date` datetime NOT NULL, `quantity` integer NOT NULL, `handler` text NULL, `result` text NULL, `attachment` text NULL, PRIMARY KEY (`id`));
-- create index "cmisequipmentmovement_tenant_id_create_time_id" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_create_time_id` ON `cmis_equipment_movement` (`tenant_id`, `create_time`, `id`);
-- create index "cmisequipmentmovement_tenant_id_engineering_id_create_time_id" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_engineering_id_create_time_id` ON `cmis_equipment_movement` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisequipmentmovement_tenant_id_section_id_create_time_id" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_section_id_create_time_id` ON `cmis_equipment_movement` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisequipmentmovement_tenant_id_equipment_id_create_time_id" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_equipment_id_create_time_id` ON `cmis_equipment_movement` (`tenant_id`, `equipment_id`, `create_time`, `id`);
-- create index "cmisequipmentmovement_tenant_id_move_type_create_time_id" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_move_type_create_time_id` ON `cmis_equipment_movement` (`tenant_id`, `move_type`, `create_time`, `id`);
-- create index "cmisequipmentmovement_tenant_id_move_date_id" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_move_date_id` ON `cmis_equipment_movement` (`tenant_id`, `move_date`, `id`);
-- create "sys_announcement" table
CREATE TABLE `sys_announcement` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `titile` text NOT NULL, `msg_category` text NOT NULL DEFAULT ('2'), `start_time` datetime NULL, `end_time` datetime NULL, `sender` text NULL, `priority` text NOT NULL DEFAULT ('L'), `msg_type` text NOT NULL DEFAULT ('ALL'), `user_ids` text NULL, `send_status` text NOT NULL DEFAULT ('0'), `send_time` datetime NULL, `cancel_time` datetime NULL, `msg_content` text NULL, `msg_abstract` text NULL, `bus_type` text NULL, `bus_id` text NULL, `open_type` text NULL, `open_page` text NULL, PRIMARY KEY (`id`));
-- create index "sysannouncement_tenant_id_send_status" to table: "sys_announcement"
CREATE INDEX `sysannouncement_tenant_id_send_status` ON `sys_announcement` (`tenant_id`, `send_status`);
-- create index "sysannouncement_tenant_id_create_time_id" to table: "sys_announcement"
CREATE INDEX `sysannouncement_tenant_id_create_time_id` ON `sys_announcement` (`tenant_id`, `create_time`, `id`);
-- create index "sysannouncement_tenant_id_msg_category_create_time_id" to table: "sys_announcement"
CREATE INDEX `sysannouncement_tenant_id_msg_category_create_time_id` ON `sys_announcement` (`tenant_id`, `msg_category`, `create_time`, `id`);
-- create index "sysannouncement_tenant_id_priority_create_time_id" to table: "sys_announcement"
CREATE INDEX `sysannouncement_tenant_id_priority_create_time_id` ON `sys_announcement` (`tenant_id`, `priority`, `create_time`, `id`);
-- create index "sysannouncement_tenant_id_send_status_create_time_id" to table: "sys_announcement"
CREATE INDEX `sysannouncement_tenant_id_send_status_create_time_id` ON `sys_announcement` (`tenant_id`, `send_status`, `create_time`, `id`);
-- create index "sysannouncement_tenant_id_send_time_id" to table: "sys_announcement"
CREATE INDEX `sysannouncement_tenant_id_send_time_id` ON `sys_announcement` (`tenant_id`, `send_time`, `id`);
-- create "sys_announcement_send" table
CREATE TABLE `sys_announcement_send` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `user_id` text NOT NULL, `read_flag` text NOT NULL DEFAULT ('0'), `read_time` datetime NULL, `annt_id` text NOT NULL, PRIMARY KEY (`id`), CONSTRAINT `sys_announcement_send_sys_announcement_announcement` FOREIGN KEY (`annt_id`) REFERENCES `sys_announcement` (`id`) ON DELETE NO ACTION);
-- create index "sysannouncementsend_annt_id_user_id" to table: "sys_announcement_send"
CREATE UNIQUE INDEX `sysannouncementsend_annt_id_user_id` ON `sys_announcement_send` (`annt_id`, `user_id`);
-- create index "sysannouncementsend_user_id_read_flag" to table: "sys_announcement_send"
CREATE INDEX `sysannouncementsend_user_id_read_flag` ON `sys_announcement_send` (`user_id`, `read_flag`);
-- create "sys_depart_permission" table
CREATE TABLE `sys_depart_permission` (`id` text NOT NULL, `depart_id` text NOT NULL, `permission_id` text NOT NULL, `data_rule_ids` text NULL, PRIMARY KEY (`id`));
-- create index "sysdepartpermission_depart_id_permission_id" to table: "sys_depart_permission"
CREATE UNIQUE INDEX `sysdepartpermission_depart_id_permission_id` ON `sys_depart_permission` (`depart_id`, `permission_id`);
-- create "sys_depart_role" table
CREATE TABLE `sys_depart_role` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `depart_id` text NOT NULL, `role_name` text NOT NULL, `role_code` text NOT NULL, `description` text NULL, PRIMARY KEY (`id`));
-- create index "sysdepartrole_depart_id_role_code" to table: "sys_depart_role"
CREATE UNIQUE INDEX `sysdepartrole_depart_id_role_code` ON `sys_depart_role` (`depart_id`, `role_code`);
-- create "sys_depart_role_permission" table
CREATE TABLE `sys_depart_role_permission` (`id` text NOT NULL, `depart_id` text NOT NULL, `role_id` text NOT NULL, `permission_id` text NOT NULL, `data_rule_ids` text NULL, `operate_date` datetime NULL, `operate_ip` text NULL, PRIMARY KEY (`id`));
-- create index "sysdepartrolepermission_role_id_permission_id" to table: "sys_depart_role_permission"
CREATE UNIQUE INDEX `sysdepartrolepermission_role_id_permission_id` ON `sys_depart_role_permission` (`role_id`, `permission_id`);
-- create index "sysdepartrolepermission_depart_id" to table: "sys_depart_role_permission"
CREATE INDEX `sysdepartrolepermission_depart_id` ON `sys_depart_role_permission` (`depart_id`);
-- create "sys_depart_role_user" table
CREATE TABLE `sys_depart_role_user` (`id` text NOT NULL, `user_id` text NOT NULL, `drole_id` text NOT NULL, PRIMARY KEY (`id`));
-- create index "sysdepartroleuser_user_id_drole_id" to table: "sys_depart_role_user"
CREATE UNIQUE INDEX `sysdepartroleuser_user_id_drole_id` ON `sys_depart_role_user` (`user_id`, `drole_id`);
-- create "sys_user_agent" table
CREATE TABLE `sys_user_agent` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `user_name` text NOT NULL, `agent_user_name` text NOT NULL, `start_time` datetime NULL, `end_time` datetime NULL, `status` text NOT NULL DEFAULT ('1'), PRIMARY KEY (`id`));
-- create index "sys_user_agent_user_name_key" to table: "sys_user_agent"
CREATE UNIQUE INDEX `sys_user_agent_user_name_key` ON `sys_user_agent` (`user_name`);
-- create index "sysuseragent_create_time_id" to table: "sys_user_agent"
CREATE INDEX `sysuseragent_create_time_id` ON `sys_user_agent` (`create_time`, `id`);
-- create index "sysuseragent_agent_user_name_create_time_id" to table: "sys_user_agent"
CREATE INDEX `sysuseragent_agent_user_name_create_time_id` ON `sys_user_agent` (`agent_user_name`, `create_time`, `id`);
-- create index "sysuseragent_status_create_time_id" to table: "sys_user_agent"
CREATE INDEX `sysuseragent_status_create_time_id` ON `sys_user_agent` (`status`, `create_time`, `id`);

-- +goose Down
-- reverse: create index "sysuseragent_status_create_time_id" to table: "sys_user_agent"
DROP INDEX `sysuseragent_status_create_time_id`;
-- reverse: create index "sysuseragent_agent_user_name_create_time_id" to table: "sys_user_agent"
DROP INDEX `sysuseragent_agent_user_name_create_time_id`;
-- reverse: create index "sysuseragent_create_time_id" to table: "sys_user_agent"
DROP INDEX `sysuseragent_create_time_id`;
-- reverse: create index "sys_user_agent_user_name_key" to table: "sys_user_agent"
DROP INDEX `sys_user_agent_user_name_key`;
-- reverse: create "sys_user_agent" table
DROP TABLE `sys_user_agent`;
-- reverse: create index "sysdepartroleuser_user_id_drole_id" to table: "sys_depart_role_user"
DROP INDEX `sysdepartroleuser_user_id_drole_id`;
-- reverse: create "sys_depart_role_user" table
DROP TABLE `sys_depart_role_user`;
-- reverse: create index "sysdepartrolepermission_depart_id" to table: "sys_depart_role_permission"
DROP INDEX `sysdepartrolepermission_depart_id`;
-- reverse: create index "sysdepartrolepermission_role_id_permission_id" to table: "sys_depart_role_permission"
DROP INDEX `sysdepartrolepermission_role_id_permission_id`;
-- reverse: create "sys_depart_role_permission" table
DROP TABLE `sys_depart_role_permission`;
-- reverse: create index "sysdepartrole_depart_id_role_code" to table: "sys_depart_role"
DROP INDEX `sysdepartrole_depart_id_role_code`;
-- reverse: create "sys_depart_role" table
DROP TABLE `sys_depart_role`;
-- reverse: create index "sysdepartpermission_depart_id_permission_id" to table: "sys_depart_permission"
DROP INDEX `sysdepartpermission_depart_id_permission_id`;
-- reverse: create "sys_depart_permission" table
DROP TABLE `sys_depart_permission`;
-- reverse: create index "sysannouncementsend_user_id_read_flag" to table: "sys_announcement_send"
DROP INDEX `sysannouncementsend_user_id_read_flag`;
-- reverse: create index "sysannouncementsend_annt_id_user_id" to table: "sys_announcement_send"
DROP INDEX `sysannouncementsend_annt_id_user_id`;
-- reverse: create "sys_announcement_send" table
DROP TABLE `sys_announcement_send`;
-- reverse: create index "sysannouncement_tenant_id_send_time_id" to table: "sys_announcement"
DROP INDEX `sysannouncement_tenant_id_send_time_id`;
-- reverse: create index "sysannouncement_tenant_id_send_status_create_time_id" to table: "sys_announcement"
DROP INDEX `sysannouncement_tenant_id_send_status_create_time_id`;
-- reverse: create index "sysannouncement_tenant_id_priority_create_time_id" to table: "sys_announcement"
DROP INDEX `sysannouncement_tenant_id_priority_create_time_id`;
-- reverse: create index "sysannouncement_tenant_id_msg_category_create_time_id" to table: "sys_announcement"
DROP INDEX `sysannouncement_tenant_id_msg_category_create_time_id`;
-- reverse: create index "sysannouncement_tenant_id_create_time_id" to table: "sys_announcement"
DROP INDEX `sysannouncement_tenant_id_create_time_id`;
-- reverse: create index "sysannouncement_tenant_id_send_status" to table: "sys_announcement"
DROP INDEX `sysannouncement_tenant_id_send_status`;
-- reverse: create "sys_announcement" table
DROP TABLE `sys_announcement`;
-- reverse: create index "cmisequipmentmovement_tenant_id_move_date_id" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_move_date_id`;
-- reverse: create index "cmisequipmentmovement_tenant_id_move_type_create_time_id" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_move_type_create_time_id`;
-- reverse: create index "cmisequipmentmovement_tenant_id_equipment_id_create_time_id" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_equipment_id_create_time_id`;
-- reverse: create index "cmisequipmentmovement_tenant_id_section_id_create_time_id" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisequipmentmovement_tenant_id_engineering_id_create_time_id" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisequipmentmovement_tenant_id_create_time_id" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_create_time_id`;
-- reverse: create "cmis_equipment_movement" table
DROP TABLE `cmis_equipment_movement`;
-- reverse: create index "cmisequipment_tenant_id_status_create_time_id" to table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_status_create_time_id`;
-- reverse: create index "cmisequipment_tenant_id_stock_id" to table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_stock_id`;
-- reverse: create index "cmisequipment_tenant_id_category_create_time_id" to table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_category_create_time_id`;
-- reverse: create index "cmisequipment_tenant_id_name_id" to table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_name_id`;
-- reverse: create index "cmisequipment_tenant_id_section_id_create_time_id" to table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisequipment_tenant_id_engineering_id_create_time_id" to table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisequipment_tenant_id_create_time_id" to table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_create_time_id`;
-- reverse: create "cmis_equipment" table
DROP TABLE `cmis_equipment`;

-- +goose Up
-- create "cmis_budget" table
CREATE TABLE `cmis_budget` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `pid` text NULL DEFAULT ('0'), `code` text NOT NULL, `name` text NOT NULL, `unit` text NULL, `quantity` real NULL, `unit_price` numeric NULL, `amount` numeric NULL, PRIMARY KEY (`id`));
-- create index "cmisbudget_tenant_id_create_time_id" to table: "cmis_budget"
CREATE INDEX `cmisbudget_tenant_id_create_time_id` ON `cmis_budget` (`tenant_id`, `create_time`, `id`);
-- create index "cmisbudget_tenant_id_code_id" to table: "cmis_budget"
CREATE INDEX `cmisbudget_tenant_id_code_id` ON `cmis_budget` (`tenant_id`, `code`, `id`);
-- create "cmis_building" table
CREATE TABLE `cmis_building` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `pid` text NULL DEFAULT ('0'), `name` text NOT NULL, `code` text NULL, `type` text NULL, `start_chainage` numeric NULL, `end_chainage` numeric NULL, `design_length` real NULL, PRIMARY KEY (`id`));
-- create index "cmisbuilding_tenant_id_create_time_id" to table: "cmis_building"
CREATE INDEX `cmisbuilding_tenant_id_create_time_id` ON `cmis_building` (`tenant_id`, `create_time`, `id`);
-- create index "cmisbuilding_tenant_id_engineering_id_create_time_id" to table: "cmis_building"
CREATE INDEX `cmisbuilding_tenant_id_engineering_id_create_time_id` ON `cmis_building` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisbuilding_tenant_id_section_id_create_time_id" to table: "cmis_building"
CREATE INDEX `cmisbuilding_tenant_id_section_id_create_time_id` ON `cmis_building` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisbuilding_tenant_id_name_id" to table: "cmis_building"
CREATE INDEX `cmisbuilding_tenant_id_name_id` ON `cmis_building` (`tenant_id`, `name`, `id`);
-- create index "cmisbuilding_tenant_id_type_create_time_id" to table: "cmis_building"
CREATE INDEX `cmisbuilding_tenant_id_type_create_time_id` ON `cmis_building` (`tenant_id`, `type`, `create_time`, `id`);
-- create "cmis_camera" table
CREATE TABLE `cmis_camera` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `name` text NOT NULL, `location` text NULL, `longitude` real NULL, `latitude` real NULL, `stream_url` text NULL, `status` text NOT NULL DEFAULT ('1'), PRIMARY KEY (`id`));
-- create index "cmiscamera_tenant_id_create_time_id" to table: "cmis_camera"
CREATE INDEX `cmiscamera_tenant_id_create_time_id` ON `cmis_camera` (`tenant_id`, `create_time`, `id`);
-- create index "cmiscamera_tenant_id_engineering_id_create_time_id" to table: "cmis_camera"
CREATE INDEX `cmiscamera_tenant_id_engineering_id_create_time_id` ON `cmis_camera` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmiscamera_tenant_id_section_id_create_time_id" to table: "cmis_camera"
CREATE INDEX `cmiscamera_tenant_id_section_id_create_time_id` ON `cmis_camera` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmiscamera_tenant_id_status_create_time_id" to table: "cmis_camera"
CREATE INDEX `cmiscamera_tenant_id_status_create_time_id` ON `cmis_camera` (`tenant_id`, `status`, `create_time`, `id`);
-- create "cmis_directory" table
CREATE TABLE `cmis_directory` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `pid` text NULL DEFAULT ('0'), `name` text NOT NULL, `sort_no` integer NOT NULL DEFAULT (0), PRIMARY KEY (`id`));
-- create index "cmisdirectory_tenant_id_create_time_id" to table: "cmis_directory"
CREATE INDEX `cmisdirectory_tenant_id_create_time_id` ON `cmis_directory` (`tenant_id`, `create_time`, `id`);
-- create index "cmisdirectory_tenant_id_sort_no_id" to table: "cmis_directory"
CREATE INDEX `cmisdirectory_tenant_id_sort_no_id` ON `cmis_directory` (`tenant_id`, `sort_no`, `id`);
-- create "cmis_division" table
CREATE TABLE `cmis_division` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `pid` text NULL DEFAULT ('0'), `code` text NOT NULL, `name` text NOT NULL, `level` text NOT NULL DEFAULT ('1'), `building_id` text NULL, `start_chainage` numeric NULL, `end_chainage` numeric NULL, `is_key` text NOT NULL DEFAULT ('0'), PRIMARY KEY (`id`));
-- create index "cmisdivision_tenant_id_create_time_id" to table: "cmis_division"
CREATE INDEX `cmisdivision_tenant_id_create_time_id` ON `cmis_division` (`tenant_id`, `create_time`, `id`);
-- create index "cmisdivision_tenant_id_engineering_id_create_time_id" to table: "cmis_division"
CREATE INDEX `cmisdivision_tenant_id_engineering_id_create_time_id` ON `cmis_division` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisdivision_tenant_id_section_id_create_time_id" to table: "cmis_division"
CREATE INDEX `cmisdivision_tenant_id_section_id_create_time_id` ON `cmis_division` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisdivision_tenant_id_code_id" to table: "cmis_division"
CREATE INDEX `cmisdivision_tenant_id_code_id` ON `cmis_division` (`tenant_id`, `code`, `id`);
-- create index "cmisdivision_tenant_id_level_create_time_id" to table: "cmis_division"
CREATE INDEX `cmisdivision_tenant_id_level_create_time_id` ON `cmis_division` (`tenant_id`, `level`, `create_time`, `id`);
-- create "cmis_engineering" table
CREATE TABLE `cmis_engineering` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `name` text NOT NULL, `code` text NOT NULL, `type` text NULL, `location` text NULL, `owner_unit` text NULL, `start_date` datetime NULL, `end_date` datetime NULL, `total_investment` numeric NULL, `remark` text NULL, PRIMARY KEY (`id`));
-- create index "cmis_engineering_code_key" to table: "cmis_engineering"
CREATE UNIQUE INDEX `cmis_engineering_code_key` ON `cmis_engineering` (`code`);
-- create index "cmisengineering_tenant_id_create_time_id" to table: "cmis_engineering"
CREATE INDEX `cmisengineering_tenant_id_create_time_id` ON `cmis_engineering` (`tenant_id`, `create_time`, `id`);
-- create index "cmisengineering_tenant_id_name_id" to table: "cmis_engineering"
CREATE INDEX `cmisengineering_tenant_id_name_id` ON `cmis_engineering` (`tenant_id`, `name`, `id`);
-- create index "cmisengineering_tenant_id_code_id" to table: "cmis_engineering"
CREATE INDEX `cmisengineering_tenant_id_code_id` ON `cmis_engineering` (`tenant_id`, `code`, `id`);
-- create index "cmisengineering_tenant_id_type_create_time_id" to table: "cmis_engineering"
CREATE INDEX `cmisengineering_tenant_id_type_create_time_id` ON `cmis_engineering` (`tenant_id`, `type`, `create_time`, `id`);
-- create "cmis_engineering_data_structure" table
CREATE TABLE `cmis_engineering_data_structure` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `type` text NOT NULL, `pid` text NULL DEFAULT ('0'), `code` text NOT NULL, `name` text NOT NULL, `sort_no` integer NOT NULL DEFAULT (0), PRIMARY KEY (`id`));
-- create index "cmisengineeringdatastructure_tenant_id_create_time_id" to table: "cmis_engineering_data_structure"
CREATE INDEX `cmisengineeringdatastructure_tenant_id_create_time_id` ON `cmis_engineering_data_structure` (`tenant_id`, `create_time`, `id`);
-- create index "cmisengineeringdatastructure_tenant_id_type_create_time_id" to table: "cmis_engineering_data_structure"
CREATE INDEX `cmisengineeringdatastructure_tenant_id_type_create_time_id` ON `cmis_engineering_data_structure` (`tenant_id`, `type`, `create_time`, `id`);
-- create index "cmisengineeringdatastructure_tenant_id_code_id" to table: "cmis_engineering_data_structure"
CREATE INDEX `cmisengineeringdatastructure_tenant_id_code_id` ON `cmis_engineering_data_structure` (`tenant_id`, `code`, `id`);
-- create index "cmisengineeringdatastructure_tenant_id_sort_no_id" to table: "cmis_engineering_data_structure"
CREATE INDEX `cmisengineeringdatastructure_tenant_id_sort_no_id` ON `cmis_engineering_data_structure` (`tenant_id`, `sort_no`, `id`);
-- create "cmis_estimate" table
CREATE TABLE `cmis_estimate` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `pid` text NULL DEFAULT ('0'), `code` text NOT NULL, `name` text NOT NULL, `unit` text NULL, `quantity` real NULL, `unit_price` numeric NULL, `amount` numeric NULL, PRIMARY KEY (`id`));
-- create index "cmisestimate_tenant_id_create_time_id" to table: "cmis_estimate"
CREATE INDEX `cmisestimate_tenant_id_create_time_id` ON `cmis_estimate` (`tenant_id`, `create_time`, `id`);
-- create index "cmisestimate_tenant_id_code_id" to table: "cmis_estimate"
CREATE INDEX `cmisestimate_tenant_id_code_id` ON `cmis_estimate` (`tenant_id`, `code`, `id`);
-- create "cmis_manpower_plan" table
CREATE TABLE `cmis_manpower_plan` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `period` text NOT NULL, `item` text NOT NULL, `unit` text NULL, `planned` real NOT NULL DEFAULT (0), `actual` real NULL, PRIMARY KEY (`id`));
-- create index "cmismanpowerplan_tenant_id_create_time_id" to table: "cmis_manpower_plan"
CREATE INDEX `cmismanpowerplan_tenant_id_create_time_id` ON `cmis_manpower_plan` (`tenant_id`, `create_time`, `id`);
-- create index "cmismanpowerplan_tenant_id_engineering_id_create_time_id" to table: "cmis_manpower_plan"
CREATE INDEX `cmismanpowerplan_tenant_id_engineering_id_create_time_id` ON `cmis_manpower_plan` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmismanpowerplan_tenant_id_section_id_create_time_id" to table: "cmis_manpower_plan"
CREATE INDEX `cmismanpowerplan_tenant_id_section_id_create_time_id` ON `cmis_manpower_plan` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmismanpowerplan_tenant_id_period_create_time_id" to table: "cmis_manpower_plan"
CREATE INDEX `cmismanpowerplan_tenant_id_period_create_time_id` ON `cmis_manpower_plan` (`tenant_id`, `period`, `create_time`, `id`);
-- create index "cmismanpowerplan_tenant_id_period_id" to table: "cmis_manpower_plan"
CREATE INDEX `cmismanpowerplan_tenant_id_period_id` ON `cmis_manpower_plan` (`tenant_id`, `period`, `id`);
-- create "cmis_material_plan" table
CREATE TABLE `cmis_material_plan` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `period` text NOT NULL, `item` text NOT NULL, `unit` text NULL, `planned` real NOT NULL DEFAULT (0), `actual` real NULL, PRIMARY KEY (`id`));
-- create index "cmismaterialplan_tenant_id_create_time_id" to table: "cmis_material_plan"
CREATE INDEX `cmismaterialplan_tenant_id_create_time_id` ON `cmis_material_plan` (`tenant_id`, `create_time`, `id`);
-- create index "cmismaterialplan_tenant_id_engineering_id_create_time_id" to table: "cmis_material_plan"
CREATE INDEX `cmismaterialplan_tenant_id_engineering_id_create_time_id` ON `cmis_material_plan` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmismaterialplan_tenant_id_section_id_create_time_id" to table: "cmis_material_plan"
CREATE INDEX `cmismaterialplan_tenant_id_section_id_create_time_id` ON `cmis_material_plan` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmismaterialplan_tenant_id_period_create_time_id" to table: "cmis_material_plan"
CREATE INDEX `cmismaterialplan_tenant_id_period_create_time_id` ON `cmis_material_plan` (`tenant_id`, `period`, `create_time`, `id`);
-- create index "cmismaterialplan_tenant_id_period_id" to table: "cmis_material_plan"
CREATE INDEX `cmismaterialplan_tenant_id_period_id` ON `cmis_material_plan` (`tenant_id`, `period`, `id`);
-- create "cmis_monthly_report" table
CREATE TABLE `cmis_monthly_report` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `month` text NOT NULL, `completed` text NULL, `investment` numeric NULL, `problems` text NULL, `next_plan` text NULL, `attachment` text NULL, PRIMARY KEY (`id`));
-- create index "cmismonthlyreport_tenant_id_create_time_id" to table: "cmis_monthly_report"
CREATE INDEX `cmismonthlyreport_tenant_id_create_time_id` ON `cmis_monthly_report` (`tenant_id`, `create_time`, `id`);
-- create index "cmismonthlyreport_tenant_id_engineering_id_create_time_id" to table: "cmis_monthly_report"
CREATE INDEX `cmismonthlyreport_tenant_id_engineering_id_create_time_id` ON `cmis_monthly_report` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmismonthlyreport_tenant_id_section_id_create_time_id" to table: "cmis_monthly_report"
CREATE INDEX `cmismonthlyreport_tenant_id_section_id_create_time_id` ON `cmis_monthly_report` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmismonthlyreport_tenant_id_month_create_time_id" to table: "cmis_monthly_report"
CREATE INDEX `cmismonthlyreport_tenant_id_month_create_time_id` ON `cmis_monthly_report` (`tenant_id`, `month`, `create_time`, `id`);
-- create index "cmismonthlyreport_tenant_id_month_id" to table: "cmis_monthly_report"
CREATE INDEX `cmismonthlyreport_tenant_id_month_id` ON `cmis_monthly_report` (`tenant_id`, `month`, `id`);
-- create "cmis_progress_node" table
CREATE TABLE `cmis_progress_node` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `name` text NOT NULL, `plan_date` datetime NULL, `actual_date` datetime NULL, `status` text NOT NULL DEFAULT ('0'), PRIMARY KEY (`id`));
-- create index "cmisprogressnode_tenant_id_create_time_id" to table: "cmis_progress_node"
CREATE INDEX `cmisprogressnode_tenant_id_create_time_id` ON `cmis_progress_node` (`tenant_id`, `create_time`, `id`);
-- create index "cmisprogressnode_tenant_id_engineering_id_create_time_id" to table: "cmis_progress_node"
CREATE INDEX `cmisprogressnode_tenant_id_engineering_id_create_time_id` ON `cmis_progress_node` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisprogressnode_tenant_id_section_id_create_time_id" to table: "cmis_progress_node"
CREATE INDEX `cmisprogressnode_tenant_id_section_id_create_time_id` ON `cmis_progress_node` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisprogressnode_tenant_id_status_create_time_id" to table: "cmis_progress_node"
CREATE INDEX `cmisprogressnode_tenant_id_status_create_time_id` ON `cmis_progress_node` (`tenant_id`, `status`, `create_time`, `id`);
-- create "cmis_progress_plan" table
CREATE TABLE `cmis_progress_plan` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `plan_type` text NOT NULL DEFAULT ('month'), `period` text NOT NULL, `building_id` text NULL, `task_name` text NOT NULL, `plan_start_date` datetime NOT NULL, `plan_end_date` datetime NOT NULL, `planned_quantity` real NULL, `unit` text NULL, `actual_quantity` real NULL, `percent_complete` integer NOT NULL DEFAULT (0), `predecessors` text NULL, PRIMARY KEY (`id`));
-- create index "cmisprogressplan_tenant_id_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `create_time`, `id`);
-- create index "cmisprogressplan_tenant_id_engineering_id_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_engineering_id_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisprogressplan_tenant_id_section_id_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_section_id_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisprogressplan_tenant_id_plan_type_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_plan_type_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `plan_type`, `create_time`, `id`);
-- create index "cmisprogressplan_tenant_id_period_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_period_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `period`, `create_time`, `id`);
-- create index "cmisprogressplan_tenant_id_period_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_period_id` ON `cmis_progress_plan` (`tenant_id`, `period`, `id`);
-- create index "cmisprogressplan_tenant_id_plan_start_date_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_plan_start_date_id` ON `cmis_progress_plan` (`tenant_id`, `plan_start_date`, `id`);
-- create index "cmisprogressplan_tenant_id_plan_end_date_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_plan_end_date_id` ON `cmis_progress_plan` (`tenant_id`, `plan_end_date`, `id`);
-- create "cmis_quantity_cost" table
CREATE TABLE `cmis_quantity_cost` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `item_code` text NOT NULL, `name` text NOT NULL, `unit` text NULL, `quantity` real NULL, `unit_price` numeric NULL, `total` numeric NULL, `contract_no` text NULL, PRIMARY KEY (`id`));
-- create index "cmisquantitycost_tenant_id_create_time_id" to table: "cmis_quantity_cost"
CREATE INDEX `cmisquantitycost_tenant_id_create_time_id` ON `cmis_quantity_cost` (`tenant_id`, `create_time`, `id`);
-- create index "cmisquantitycost_tenant_id_engineering_id_create_time_id" to table: "cmis_quantity_cost"
CREATE INDEX `cmisquantitycost_tenant_id_engineering_id_create_time_id` ON `cmis_quantity_cost` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisquantitycost_tenant_id_section_id_create_time_id" to table: "cmis_quantity_cost"
CREATE INDEX `cmisquantitycost_tenant_id_section_id_create_time_id` ON `cmis_quantity_cost` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisquantitycost_tenant_id_item_code_id" to table: "cmis_quantity_cost"
CREATE INDEX `cmisquantitycost_tenant_id_item_code_id` ON `cmis_quantity_cost` (`tenant_id`, `item_code`, `id`);
-- create "cmis_section" table
CREATE TABLE `cmis_section` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NOT NULL, `name` text NOT NULL, `code` text NOT NULL, `contractor_id` text NULL, `supervisor_id` text NULL, `start_chainage` numeric NULL, `end_chainage` numeric NULL, `length` real NULL, `contract_amount` numeric NULL, `plan_start_date` datetime NULL, `plan_end_date` datetime NULL, `status` text NOT NULL DEFAULT ('1'), `depart_ids` text NULL, `sort_no` integer NOT NULL DEFAULT (0), PRIMARY KEY (`id`));
-- create index "cmis_section_code_key" to table: "cmis_section"
CREATE UNIQUE INDEX `cmis_section_code_key` ON `cmis_section` (`code`);
-- create index "cmissection_tenant_id_create_time_id" to table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_create_time_id` ON `cmis_section` (`tenant_id`, `create_time`, `id`);
-- create index "cmissection_tenant_id_engineering_id_create_time_id" to table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_engineering_id_create_time_id` ON `cmis_section` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmissection_tenant_id_name_id" to table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_name_id` ON `cmis_section` (`tenant_id`, `name`, `id`);
-- create index "cmissection_tenant_id_code_id" to table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_code_id` ON `cmis_section` (`tenant_id`, `code`, `id`);
-- create index "cmissection_tenant_id_status_create_time_id" to table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_status_create_time_id` ON `cmis_section` (`tenant_id`, `status`, `create_time`, `id`);
-- create index "cmissection_tenant_id_sort_no_id" to table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_sort_no_id` ON `cmis_section` (`tenant_id`, `sort_no`, `id`);
-- create "cmis_supplier" table
CREATE TABLE `cmis_supplier` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `tid` text NOT NULL, `name` text NOT NULL, `credit_code` text NULL, `contact` text NULL, `phone` text NULL, `address` text NULL, `qualification` text NULL, PRIMARY KEY (`id`));
-- create index "cmissupplier_tenant_id_create_time_id" to table: "cmis_supplier"
CREATE INDEX `cmissupplier_tenant_id_create_time_id` ON `cmis_supplier` (`tenant_id`, `create_time`, `id`);
-- create index "cmissupplier_tenant_id_tid_create_time_id" to table: "cmis_supplier"
CREATE INDEX `cmissupplier_tenant_id_tid_create_time_id` ON `cmis_supplier` (`tenant_id`, `tid`, `create_time`, `id`);
-- create index "cmissupplier_tenant_id_name_id" to table: "cmis_supplier"
CREATE INDEX `cmissupplier_tenant_id_name_id` ON `cmis_supplier` (`tenant_id`, `name`, `id`);
-- create "cmis_surface_dict" table
CREATE TABLE `cmis_surface_dict` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `code` text NOT NULL, `name` text NOT NULL, `category` text NOT NULL DEFAULT ('other'), PRIMARY KEY (`id`));
-- create index "cmis_surface_dict_code_key" to table: "cmis_surface_dict"
CREATE UNIQUE INDEX `cmis_surface_dict_code_key` ON `cmis_surface_dict` (`code`);
-- create index "cmissurfacedict_tenant_id_create_time_id" to table: "cmis_surface_dict"
CREATE INDEX `cmissurfacedict_tenant_id_create_time_id` ON `cmis_surface_dict` (`tenant_id`, `create_time`, `id`);
-- create index "cmissurfacedict_tenant_id_code_id" to table: "cmis_surface_dict"
CREATE INDEX `cmissurfacedict_tenant_id_code_id` ON `cmis_surface_dict` (`tenant_id`, `code`, `id`);
-- create index "cmissurfacedict_tenant_id_category_create_time_id" to table: "cmis_surface_dict"
CREATE INDEX `cmissurfacedict_tenant_id_category_create_time_id` ON `cmis_surface_dict` (`tenant_id`, `category`, `create_time`, `id`);
-- create "cmis_tunnel_advance" table
CREATE TABLE `cmis_tunnel_advance` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `building_id` text NOT NULL, `report_date` datetime NOT NULL, `method` text NOT NULL DEFAULT ('TBM'), `shift` text NULL, `start_chainage` numeric NOT NULL, `end_chainage` numeric NOT NULL, `advance` real NULL, `rock_class` text NULL, `remarks` text NULL, PRIMARY KEY (`id`));
-- create index "cmistunneladvance_tenant_id_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `create_time`, `id`);
-- create index "cmistunneladvance_tenant_id_engineering_id_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_engineering_id_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmistunneladvance_tenant_id_section_id_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_section_id_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmistunneladvance_tenant_id_building_id_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_building_id_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `building_id`, `create_time`, `id`);
-- create index "cmistunneladvance_tenant_id_report_date_id" to table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_report_date_id` ON `cmis_tunnel_advance` (`tenant_id`, `report_date`, `id`);
-- create index "cmistunneladvance_tenant_id_method_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_method_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `method`, `create_time`, `id`);
-- create index "cmistunneladvance_tenant_id_rock_class_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_rock_class_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `rock_class`, `create_time`, `id`);

-- +goose Down
-- reverse: create index "cmistunneladvance_tenant_id_rock_class_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_rock_class_create_time_id`;
-- reverse: create index "cmistunneladvance_tenant_id_method_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_method_create_time_id`;
-- reverse: create index "cmistunneladvance_tenant_id_report_date_id" to table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_report_date_id`;
-- reverse: create index "cmistunneladvance_tenant_id_building_id_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_building_id_create_time_id`;
-- reverse: create index "cmistunneladvance_tenant_id_section_id_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmistunneladvance_tenant_id_engineering_id_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmistunneladvance_tenant_id_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_create_time_id`;
-- reverse: create "cmis_tunnel_advance" table
DROP TABLE `cmis_tunnel_advance`;
-- reverse: create index "cmissurfacedict_tenant_id_category_create_time_id" to table: "cmis_surface_dict"
DROP INDEX `cmissurfacedict_tenant_id_category_create_time_id`;
-- reverse: create index "cmissurfacedict_tenant_id_code_id" to table: "cmis_surface_dict"
DROP INDEX `cmissurfacedict_tenant_id_code_id`;
-- reverse: create index "cmissurfacedict_tenant_id_create_time_id" to table: "cmis_surface_dict"
DROP INDEX `cmissurfacedict_tenant_id_create_time_id`;
-- reverse: create index "cmis_surface_dict_code_key" to table: "cmis_surface_dict"
DROP INDEX `cmis_surface_dict_code_key`;
-- reverse: create "cmis_surface_dict" table
DROP TABLE `cmis_surface_dict`;
-- reverse: create index "cmissupplier_tenant_id_name_id" to table: "cmis_supplier"
DROP INDEX `cmissupplier_tenant_id_name_id`;
-- reverse: create index "cmissupplier_tenant_id_tid_create_time_id" to table: "cmis_supplier"
DROP INDEX `cmissupplier_tenant_id_tid_create_time_id`;
-- reverse: create index "cmissupplier_tenant_id_create_time_id" to table: "cmis_supplier"
DROP INDEX `cmissupplier_tenant_id_create_time_id`;
-- reverse: create "cmis_supplier" table
DROP TABLE `cmis_supplier`;
-- reverse: create index "cmissection_tenant_id_sort_no_id" to table: "cmis_section"
DROP INDEX `cmissection_tenant_id_sort_no_id`;
-- reverse: create index "cmissection_tenant_id_status_create_time_id" to table: "cmis_section"
DROP INDEX `cmissection_tenant_id_status_create_time_id`;
-- reverse: create index "cmissection_tenant_id_code_id" to table: "cmis_section"
DROP INDEX `cmissection_tenant_id_code_id`;
-- reverse: create index "cmissection_tenant_id_name_id" to table: "cmis_section"
DROP INDEX `cmissection_tenant_id_name_id`;
-- reverse: create index "cmissection_tenant_id_engineering_id_create_time_id" to table: "cmis_section"
DROP INDEX `cmissection_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmissection_tenant_id_create_time_id" to table: "cmis_section"
DROP INDEX `cmissection_tenant_id_create_time_id`;
-- reverse: create index "cmis_section_code_key" to table: "cmis_section"
DROP INDEX `cmis_section_code_key`;
-- reverse: create "cmis_section" table
DROP TABLE `cmis_section`;
-- reverse: create index "cmisquantitycost_tenant_id_item_code_id" to table: "cmis_quantity_cost"
DROP INDEX `cmisquantitycost_tenant_id_item_code_id`;
-- reverse: create index "cmisquantitycost_tenant_id_section_id_create_time_id" to table: "cmis_quantity_cost"
DROP INDEX `cmisquantitycost_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisquantitycost_tenant_id_engineering_id_create_time_id" to table: "cmis_quantity_cost"
DROP INDEX `cmisquantitycost_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisquantitycost_tenant_id_create_time_id" to table: "cmis_quantity_cost"
DROP INDEX `cmisquantitycost_tenant_id_create_time_id`;
-- reverse: create "cmis_quantity_cost" table
DROP TABLE `cmis_quantity_cost`;
-- reverse: create index "cmisprogressplan_tenant_id_plan_end_date_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_plan_end_date_id`;
-- reverse: create index "cmisprogressplan_tenant_id_plan_start_date_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_plan_start_date_id`;
-- reverse: create index "cmisprogressplan_tenant_id_period_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_period_id`;
-- reverse: create index "cmisprogressplan_tenant_id_period_create_time_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_period_create_time_id`;
-- reverse: create index "cmisprogressplan_tenant_id_plan_type_create_time_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_plan_type_create_time_id`;
-- reverse: create index "cmisprogressplan_tenant_id_section_id_create_time_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisprogressplan_tenant_id_engineering_id_create_time_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisprogressplan_tenant_id_create_time_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_create_time_id`;
-- reverse: create "cmis_progress_plan" table
DROP TABLE `cmis_progress_plan`;
-- reverse: create index "cmisprogressnode_tenant_id_status_create_time_id" to table: "cmis_progress_node"
DROP INDEX `cmisprogressnode_tenant_id_status_create_time_id`;
-- reverse: create index "cmisprogressnode_tenant_id_section_id_create_time_id" to table: "cmis_progress_node"
DROP INDEX `cmisprogressnode_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisprogressnode_tenant_id_engineering_id_create_time_id" to table: "cmis_progress_node"
DROP INDEX `cmisprogressnode_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisprogressnode_tenant_id_create_time_id" to table: "cmis_progress_node"
DROP INDEX `cmisprogressnode_tenant_id_create_time_id`;
-- reverse: create "cmis_progress_node" table
DROP TABLE `cmis_progress_node`;
-- reverse: create index "cmismonthlyreport_tenant_id_month_id" to table: "cmis_monthly_report"
DROP INDEX `cmismonthlyreport_tenant_id_month_id`;
-- reverse: create index "cmismonthlyreport_tenant_id_month_create_time_id" to table: "cmis_monthly_report"
DROP INDEX `cmismonthlyreport_tenant_id_month_create_time_id`;
-- reverse: create index "cmismonthlyreport_tenant_id_section_id_create_time_id" to table: "cmis_monthly_report"
DROP INDEX `cmismonthlyreport_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmismonthlyreport_tenant_id_engineering_id_create_time_id" to table: "cmis_monthly_report"
DROP INDEX `cmismonthlyreport_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmismonthlyreport_tenant_id_create_time_id" to table: "cmis_monthly_report"
DROP INDEX `cmismonthlyreport_tenant_id_create_time_id`;
-- reverse: create "cmis_monthly_report" table
DROP TABLE `cmis_monthly_report`;
-- reverse: create index "cmismaterialplan_tenant_id_period_id" to table: "cmis_material_plan"
DROP INDEX `cmismaterialplan_tenant_id_period_id`;
-- reverse: create index "cmismaterialplan_tenant_id_period_create_time_id" to table: "cmis_material_plan"
DROP INDEX `cmismaterialplan_tenant_id_period_create_time_id`;
-- reverse: create index "cmismaterialplan_tenant_id_section_id_create_time_id" to table: "cmis_material_plan"
DROP INDEX `cmismaterialplan_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmismaterialplan_tenant_id_engineering_id_create_time_id" to table: "cmis_material_plan"
DROP INDEX `cmismaterialplan_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmismaterialplan_tenant_id_create_time_id" to table: "cmis_material_plan"
DROP INDEX `cmismaterialplan_tenant_id_create_time_id`;
-- reverse: create "cmis_material_plan" table
DROP TABLE `cmis_material_plan`;
-- reverse: create index "cmismanpowerplan_tenant_id_period_id" to table: "cmis_manpower_plan"
DROP INDEX `cmismanpowerplan_tenant_id_period_id`;
-- reverse: create index "cmismanpowerplan_tenant_id_period_create_time_id" to table: "cmis_manpower_plan"
DROP INDEX `cmismanpowerplan_tenant_id_period_create_time_id`;
-- reverse: create index "cmismanpowerplan_tenant_id_section_id_create_time_id" to table: "cmis_manpower_plan"
DROP INDEX `cmismanpowerplan_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmismanpowerplan_tenant_id_engineering_id_create_time_id" to table: "cmis_manpower_plan"
DROP INDEX `cmismanpowerplan_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmismanpowerplan_tenant_id_create_time_id" to table: "cmis_manpower_plan"
DROP INDEX `cmismanpowerplan_tenant_id_create_time_id`;
-- reverse: create "cmis_manpower_plan" table
DROP TABLE `cmis_manpower_plan`;
-- reverse: create index "cmisestimate_tenant_id_code_id" to table: "cmis_estimate"
DROP INDEX `cmisestimate_tenant_id_code_id`;
-- reverse: create index "cmisestimate_tenant_id_create_time_id" to table: "cmis_estimate"
DROP INDEX `cmisestimate_tenant_id_create_time_id`;
-- reverse: create "cmis_estimate" table
DROP TABLE `cmis_estimate`;
-- reverse: create index "cmisengineeringdatastructure_tenant_id_sort_no_id" to table: "cmis_engineering_data_structure"
DROP INDEX `cmisengineeringdatastructure_tenant_id_sort_no_id`;
-- reverse: create index "cmisengineeringdatastructure_tenant_id_code_id" to table: "cmis_engineering_data_structure"
DROP INDEX `cmisengineeringdatastructure_tenant_id_code_id`;
-- reverse: create index "cmisengineeringdatastructure_tenant_id_type_create_time_id" to table: "cmis_engineering_data_structure"
DROP INDEX `cmisengineeringdatastructure_tenant_id_type_create_time_id`;
-- reverse: create index "cmisengineeringdatastructure_tenant_id_create_time_id" to table: "cmis_engineering_data_structure"
DROP INDEX `cmisengineeringdatastructure_tenant_id_create_time_id`;
-- reverse: create "cmis_engineering_data_structure" table
DROP TABLE `cmis_engineering_data_structure`;
-- reverse: create index "cmisengineering_tenant_id_type_create_time_id" to table: "cmis_engineering"
DROP INDEX `cmisengineering_tenant_id_type_create_time_id`;
-- reverse: create index "cmisengineering_tenant_id_code_id" to table: "cmis_engineering"
DROP INDEX `cmisengineering_tenant_id_code_id`;
-- reverse: create index "cmisengineering_tenant_id_name_id" to table: "cmis_engineering"
DROP INDEX `cmisengineering_tenant_id_name_id`;
-- reverse: create index "cmisengineering_tenant_id_create_time_id" to table: "cmis_engineering"
DROP INDEX `cmisengineering_tenant_id_create_time_id`;
-- reverse: create index "cmis_engineering_code_key" to table: "cmis_engineering"
DROP INDEX `cmis_engineering_code_key`;
-- reverse: create "cmis_engineering" table
DROP TABLE `cmis_engineering`;
-- reverse: create index "cmisdivision_tenant_id_level_create_time_id" to table: "cmis_division"
DROP INDEX `cmisdivision_tenant_id_level_create_time_id`;
-- reverse: create index "cmisdivision_tenant_id_code_id" to table: "cmis_division"
DROP INDEX `cmisdivision_tenant_id_code_id`;
-- reverse: create index "cmisdivision_tenant_id_section_id_create_time_id" to table: "cmis_division"
DROP INDEX `cmisdivision_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisdivision_tenant_id_engineering_id_create_time_id" to table: "cmis_division"
DROP INDEX `cmisdivision_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisdivision_tenant_id_create_time_id" to table: "cmis_division"
DROP INDEX `cmisdivision_tenant_id_create_time_id`;
-- reverse: create "cmis_division" table
DROP TABLE `cmis_division`;
-- reverse: create index "cmisdirectory_tenant_id_sort_no_id" to table: "cmis_directory"
DROP INDEX `cmisdirectory_tenant_id_sort_no_id`;
-- reverse: create index "cmisdirectory_tenant_id_create_time_id" to table: "cmis_directory"
DROP INDEX `cmisdirectory_tenant_id_create_time_id`;
-- reverse: create "cmis_directory" table
DROP TABLE `cmis_directory`;
-- reverse: create index "cmiscamera_tenant_id_status_create_time_id" to table: "cmis_camera"
DROP INDEX `cmiscamera_tenant_id_status_create_time_id`;
-- reverse: create index "cmiscamera_tenant_id_section_id_create_time_id" to table: "cmis_camera"
DROP INDEX `cmiscamera_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmiscamera_tenant_id_engineering_id_create_time_id" to table: "cmis_camera"
DROP INDEX `cmiscamera_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmiscamera_tenant_id_create_time_id" to table: "cmis_camera"
DROP INDEX `cmiscamera_tenant_id_create_time_id`;
-- reverse: create "cmis_camera" table
DROP TABLE `cmis_camera`;
-- reverse: create index "cmisbuilding_tenant_id_type_create_time_id" to table: "cmis_building"
DROP INDEX `cmisbuilding_tenant_id_type_create_time_id`;
-- reverse: create index "cmisbuilding_tenant_id_name_id" to table: "cmis_building"
DROP INDEX `cmisbuilding_tenant_id_name_id`;
-- reverse: create index "cmisbuilding_tenant_id_section_id_create_time_id" to table: "cmis_building"
DROP INDEX `cmisbuilding_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisbuilding_tenant_id_engineering_id_create_time_id" to table: "cmis_building"
DROP INDEX `cmisbuilding_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisbuilding_tenant_id_create_time_id" to table: "cmis_building"
DROP INDEX `cmisbuilding_tenant_id_create_time_id`;
-- reverse: create "cmis_building" table
DROP TABLE `cmis_building`;
-- reverse: create index "cmisbudget_tenant_id_code_id" to table: "cmis_budget"
DROP INDEX `cmisbudget_tenant_id_code_id`;
-- reverse: create index "cmisbudget_tenant_id_create_time_id" to table: "cmis_budget"
DROP INDEX `cmisbudget_tenant_id_create_time_id`;
-- reverse: create "cmis_budget" table
DROP TABLE `cmis_budget`;

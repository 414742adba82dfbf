-- +goose Up
-- drop index "sysdepart_tenant_id_create_time_id" from table: "sys_depart"
DROP INDEX `sysdepart_tenant_id_create_time_id`;
-- drop index "sysdepart_tenant_id_depart_name_id" from table: "sys_depart"
DROP INDEX `sysdepart_tenant_id_depart_name_id`;
-- drop index "sysdepart_tenant_id_depart_order_id" from table: "sys_depart"
DROP INDEX `sysdepart_tenant_id_depart_order_id`;
-- drop index "sysdepart_tenant_id_org_category_create_time_id" from table: "sys_depart"
DROP INDEX `sysdepart_tenant_id_org_category_create_time_id`;
-- drop index "sysdepart_tenant_id_org_code_id" from table: "sys_depart"
DROP INDEX `sysdepart_tenant_id_org_code_id`;
-- drop index "sysdepart_tenant_id_status_create_time_id" from table: "sys_depart"
DROP INDEX `sysdepart_tenant_id_status_create_time_id`;
-- create index "sysdepart_tenant_id_del_flag_create_time_id" to table: "sys_depart"
CREATE INDEX `sysdepart_tenant_id_del_flag_create_time_id` ON `sys_depart` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "sysdepart_tenant_id_del_flag_depart_name_id" to table: "sys_depart"
CREATE INDEX `sysdepart_tenant_id_del_flag_depart_name_id` ON `sys_depart` (`tenant_id`, `del_flag`, `depart_name`, `id`);
-- create index "sysdepart_tenant_id_del_flag_depart_order_id" to table: "sys_depart"
CREATE INDEX `sysdepart_tenant_id_del_flag_depart_order_id` ON `sys_depart` (`tenant_id`, `del_flag`, `depart_order`, `id`);
-- create index "sysdepart_tenant_id_del_flag_org_category_create_time_id" to table: "sys_depart"
CREATE INDEX `sysdepart_tenant_id_del_flag_org_category_create_time_id` ON `sys_depart` (`tenant_id`, `del_flag`, `org_category`, `create_time`, `id`);
-- create index "sysdepart_tenant_id_del_flag_org_code_id" to table: "sys_depart"
CREATE INDEX `sysdepart_tenant_id_del_flag_org_code_id` ON `sys_depart` (`tenant_id`, `del_flag`, `org_code`, `id`);
-- create index "sysdepart_tenant_id_del_flag_status_create_time_id" to table: "sys_depart"
CREATE INDEX `sysdepart_tenant_id_del_flag_status_create_time_id` ON `sys_depart` (`tenant_id`, `del_flag`, `status`, `create_time`, `id`);
-- drop index "sysdict_create_time_id" from table: "sys_dict"
DROP INDEX `sysdict_create_time_id`;
-- drop index "sysdict_dict_name_id" from table: "sys_dict"
DROP INDEX `sysdict_dict_name_id`;
-- create index "sysdict_del_flag_create_time_id" to table: "sys_dict"
CREATE INDEX `sysdict_del_flag_create_time_id` ON `sys_dict` (`del_flag`, `create_time`, `id`);
-- create index "sysdict_del_flag_dict_name_id" to table: "sys_dict"
CREATE INDEX `sysdict_del_flag_dict_name_id` ON `sys_dict` (`del_flag`, `dict_name`, `id`);
-- create index "sysdict_del_flag_dict_code_id" to table: "sys_dict"
CREATE INDEX `sysdict_del_flag_dict_code_id` ON `sys_dict` (`del_flag`, `dict_code`, `id`);
-- drop index "sysuser_create_time_id" from table: "sys_user"
DROP INDEX `sysuser_create_time_id`;
-- drop index "sysuser_sex_create_time_id" from table: "sys_user"
DROP INDEX `sysuser_sex_create_time_id`;
-- drop index "sysuser_status_create_time_id" from table: "sys_user"
DROP INDEX `sysuser_status_create_time_id`;
-- create index "sysuser_del_flag_create_time_id" to table: "sys_user"
CREATE INDEX `sysuser_del_flag_create_time_id` ON `sys_user` (`del_flag`, `create_time`, `id`);
-- create index "sysuser_del_flag_username_id" to table: "sys_user"
CREATE INDEX `sysuser_del_flag_username_id` ON `sys_user` (`del_flag`, `username`, `id`);
-- create index "sysuser_del_flag_sex_create_time_id" to table: "sys_user"
CREATE INDEX `sysuser_del_flag_sex_create_time_id` ON `sys_user` (`del_flag`, `sex`, `create_time`, `id`);
-- create index "sysuser_del_flag_status_create_time_id" to table: "sys_user"
CREATE INDEX `sysuser_del_flag_status_create_time_id` ON `sys_user` (`del_flag`, `status`, `create_time`, `id`);
-- drop index "cmisbudget_tenant_id_create_time_id" from table: "cmis_budget"
DROP INDEX `cmisbudget_tenant_id_create_time_id`;
-- drop index "cmisbudget_tenant_id_code_id" from table: "cmis_budget"
DROP INDEX `cmisbudget_tenant_id_code_id`;
-- create index "cmisbudget_tenant_id_del_flag_create_time_id" to table: "cmis_budget"
CREATE INDEX `cmisbudget_tenant_id_del_flag_create_time_id` ON `cmis_budget` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisbudget_tenant_id_del_flag_code_id" to table: "cmis_budget"
CREATE INDEX `cmisbudget_tenant_id_del_flag_code_id` ON `cmis_budget` (`tenant_id`, `del_flag`, `code`, `id`);
-- drop index "cmisbuilding_tenant_id_create_time_id" from table: "cmis_building"
DROP INDEX `cmisbuilding_tenant_id_create_time_id`;
-- drop index "cmisbuilding_tenant_id_engineering_id_create_time_id" from table: "cmis_building"
DROP INDEX `cmisbuilding_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisbuilding_tenant_id_section_id_create_time_id" from table: "cmis_building"
DROP INDEX `cmisbuilding_tenant_id_section_id_create_time_id`;
-- drop index "cmisbuilding_tenant_id_name_id" from table: "cmis_building"
DROP INDEX `cmisbuilding_tenant_id_name_id`;
-- drop index "cmisbuilding_tenant_id_type_create_time_id" from table: "cmis_building"
DROP INDEX `cmisbuilding_tenant_id_type_create_time_id`;
-- create index "cmisbuilding_tenant_id_del_flag_create_time_id" to table: "cmis_building"
CREATE INDEX `cmisbuilding_tenant_id_del_flag_create_time_id` ON `cmis_building` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisbuilding_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_building"
CREATE INDEX `cmisbuilding_tenant_id_del_flag_engineering_id_create_time_id` ON `cmis_building` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisbuilding_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_building"
CREATE INDEX `cmisbuilding_tenant_id_del_flag_section_id_create_time_id` ON `cmis_building` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisbuilding_tenant_id_del_flag_name_id" to table: "cmis_building"
CREATE INDEX `cmisbuilding_tenant_id_del_flag_name_id` ON `cmis_building` (`tenant_id`, `del_flag`, `name`, `id`);
-- create index "cmisbuilding_tenant_id_del_flag_type_create_time_id" to table: "cmis_building"
CREATE INDEX `cmisbuilding_tenant_id_del_flag_type_create_time_id` ON `cmis_building` (`tenant_id`, `del_flag`, `type`, `create_time`, `id`);
-- drop index "cmiscamera_tenant_id_create_time_id" from table: "cmis_camera"
DROP INDEX `cmiscamera_tenant_id_create_time_id`;
-- drop index "cmiscamera_tenant_id_engineering_id_create_time_id" from table: "cmis_camera"
DROP INDEX `cmiscamera_tenant_id_engineering_id_create_time_id`;
-- drop index "cmiscamera_tenant_id_section_id_create_time_id" from table: "cmis_camera"
DROP INDEX `cmiscamera_tenant_id_section_id_create_time_id`;
-- drop index "cmiscamera_tenant_id_status_create_time_id" from table: "cmis_camera"
DROP INDEX `cmiscamera_tenant_id_status_create_time_id`;
-- create index "cmiscamera_tenant_id_del_flag_create_time_id" to table: "cmis_camera"
CREATE INDEX `cmiscamera_tenant_id_del_flag_create_time_id` ON `cmis_camera` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmiscamera_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_camera"
CREATE INDEX `cmiscamera_tenant_id_del_flag_engineering_id_create_time_id` ON `cmis_camera` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmiscamera_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_camera"
CREATE INDEX `cmiscamera_tenant_id_del_flag_section_id_create_time_id` ON `cmis_camera` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmiscamera_tenant_id_del_flag_status_create_time_id" to table: "cmis_camera"
CREATE INDEX `cmiscamera_tenant_id_del_flag_status_create_time_id` ON `cmis_camera` (`tenant_id`, `del_flag`, `status`, `create_time`, `id`);
-- drop index "cmisdirectory_tenant_id_create_time_id" from table: "cmis_directory"
DROP INDEX `cmisdirectory_tenant_id_create_time_id`;
-- drop index "cmisdirectory_tenant_id_sort_no_id" from table: "cmis_directory"
DROP INDEX `cmisdirectory_tenant_id_sort_no_id`;
-- create index "cmisdirectory_tenant_id_del_flag_create_time_id" to table: "cmis_directory"
CREATE INDEX `cmisdirectory_tenant_id_del_flag_create_time_id` ON `cmis_directory` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisdirectory_tenant_id_del_flag_sort_no_id" to table: "cmis_directory"
CREATE INDEX `cmisdirectory_tenant_id_del_flag_sort_no_id` ON `cmis_directory` (`tenant_id`, `del_flag`, `sort_no`, `id`);
-- drop index "cmisdivision_tenant_id_create_time_id" from table: "cmis_division"
DROP INDEX `cmisdivision_tenant_id_create_time_id`;
-- drop index "cmisdivision_tenant_id_engineering_id_create_time_id" from table: "cmis_division"
DROP INDEX `cmisdivision_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisdivision_tenant_id_section_id_create_time_id" from table: "cmis_division"
DROP INDEX `cmisdivision_tenant_id_section_id_create_time_id`;
-- drop index "cmisdivision_tenant_id_code_id" from table: "cmis_division"
DROP INDEX `cmisdivision_tenant_id_code_id`;
-- drop index "cmisdivision_tenant_id_level_create_time_id" from table: "cmis_division"
DROP INDEX `cmisdivision_tenant_id_level_create_time_id`;
-- create index "cmisdivision_tenant_id_del_flag_create_time_id" to table: "cmis_division"
CREATE INDEX `cmisdivision_tenant_id_del_flag_create_time_id` ON `cmis_division` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisdivision_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_division"
CREATE INDEX `cmisdivision_tenant_id_del_flag_engineering_id_create_time_id` ON `cmis_division` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisdivision_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_division"
CREATE INDEX `cmisdivision_tenant_id_del_flag_section_id_create_time_id` ON `cmis_division` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisdivision_tenant_id_del_flag_code_id" to table: "cmis_division"
CREATE INDEX `cmisdivision_tenant_id_del_flag_code_id` ON `cmis_division` (`tenant_id`, `del_flag`, `code`, `id`);
-- create index "cmisdivision_tenant_id_del_flag_level_create_time_id" to table: "cmis_division"
CREATE INDEX `cmisdivision_tenant_id_del_flag_level_create_time_id` ON `cmis_division` (`tenant_id`, `del_flag`, `level`, `create_time`, `id`);
-- drop index "cmisengineering_tenant_id_create_time_id" from table: "cmis_engineering"
DROP INDEX `cmisengineering_tenant_id_create_time_id`;
-- drop index "cmisengineering_tenant_id_name_id" from table: "cmis_engineering"
DROP INDEX `cmisengineering_tenant_id_name_id`;
-- drop index "cmisengineering_tenant_id_code_id" from table: "cmis_engineering"
DROP INDEX `cmisengineering_tenant_id_code_id`;
-- drop index "cmisengineering_tenant_id_type_create_time_id" from table: "cmis_engineering"
DROP INDEX `cmisengineering_tenant_id_type_create_time_id`;
-- create index "cmisengineering_tenant_id_del_flag_create_time_id" to table: "cmis_engineering"
CREATE INDEX `cmisengineering_tenant_id_del_flag_create_time_id` ON `cmis_engineering` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisengineering_tenant_id_del_flag_name_id" to table: "cmis_engineering"
CREATE INDEX `cmisengineering_tenant_id_del_flag_name_id` ON `cmis_engineering` (`tenant_id`, `del_flag`, `name`, `id`);
-- create index "cmisengineering_tenant_id_del_flag_code_id" to table: "cmis_engineering"
CREATE INDEX `cmisengineering_tenant_id_del_flag_code_id` ON `cmis_engineering` (`tenant_id`, `del_flag`, `code`, `id`);
-- create index "cmisengineering_tenant_id_del_flag_type_create_time_id" to table: "cmis_engineering"
CREATE INDEX `cmisengineering_tenant_id_del_flag_type_create_time_id` ON `cmis_engineering` (`tenant_id`, `del_flag`, `type`, `create_time`, `id`);
-- drop index "cmisengineeringdatastructure_tenant_id_create_time_id" from table: "cmis_engineering_data_structure"
DROP INDEX `cmisengineeringdatastructure_tenant_id_create_time_id`;
-- drop index "cmisengineeringdatastructure_tenant_id_type_create_time_id" from table: "cmis_engineering_data_structure"
DROP INDEX `cmisengineeringdatastructure_tenant_id_type_create_time_id`;
-- drop index "cmisengineeringdatastructure_tenant_id_code_id" from table: "cmis_engineering_data_structure"
DROP INDEX `cmisengineeringdatastructure_tenant_id_code_id`;
-- drop index "cmisengineeringdatastructure_tenant_id_sort_no_id" from table: "cmis_engineering_data_structure"
DROP INDEX `cmisengineeringdatastructure_tenant_id_sort_no_id`;
-- create index "cmisengineeringdatastructure_tenant_id_del_flag_create_time_id" to table: "cmis_engineering_data_structure"
CREATE INDEX `cmisengineeringdatastructure_tenant_id_del_flag_create_time_id` ON `cmis_engineering_data_structure` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisengineeringdatastructure_tenant_id_del_flag_type_c_a04a52b0" to table: "cmis_engineering_data_structure"
CREATE INDEX `cmisengineeringdatastructure_tenant_id_del_flag_type_c_a04a52b0` ON `cmis_engineering_data_structure` (`tenant_id`, `del_flag`, `type`, `create_time`, `id`);
-- create index "cmisengineeringdatastructure_tenant_id_del_flag_code_id" to table: "cmis_engineering_data_structure"
CREATE INDEX `cmisengineeringdatastructure_tenant_id_del_flag_code_id` ON `cmis_engineering_data_structure` (`tenant_id`, `del_flag`, `code`, `id`);
-- create index "cmisengineeringdatastructure_tenant_id_del_flag_sort_no_id" to table: "cmis_engineering_data_structure"
CREATE INDEX `cmisengineeringdatastructure_tenant_id_del_flag_sort_no_id` ON `cmis_engineering_data_structure` (`tenant_id`, `del_flag`, `sort_no`, `id`);
-- drop index "cmisestimate_tenant_id_create_time_id" from table: "cmis_estimate"
DROP INDEX `cmisestimate_tenant_id_create_time_id`;
-- drop index "cmisestimate_tenant_id_code_id" from table: "cmis_estimate"
DROP INDEX `cmisestimate_tenant_id_code_id`;
-- create index "cmisestimate_tenant_id_del_flag_create_time_id" to table: "cmis_estimate"
CREATE INDEX `cmisestimate_tenant_id_del_flag_create_time_id` ON `cmis_estimate` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisestimate_tenant_id_del_flag_code_id" to table: "cmis_estimate"
CREATE INDEX `cmisestimate_tenant_id_del_flag_code_id` ON `cmis_estimate` (`tenant_id`, `del_flag`, `code`, `id`);
-- drop index "cmismanpowerplan_tenant_id_create_time_id" from table: "cmis_manpower_plan"
DROP INDEX `cmismanpowerplan_tenant_id_create_time_id`;
-- drop index "cmismanpowerplan_tenant_id_engineering_id_create_time_id" from table: "cmis_manpower_plan"
DROP INDEX `cmismanpowerplan_tenant_id_engineering_id_create_time_id`;
-- drop index "cmismanpowerplan_tenant_id_section_id_create_time_id" from table: "cmis_manpower_plan"
DROP INDEX `cmismanpowerplan_tenant_id_section_id_create_time_id`;
-- drop index "cmismanpowerplan_tenant_id_period_create_time_id" from table: "cmis_manpower_plan"
DROP INDEX `cmismanpowerplan_tenant_id_period_create_time_id`;
-- drop index "cmismanpowerplan_tenant_id_period_id" from table: "cmis_manpower_plan"
DROP INDEX `cmismanpowerplan_tenant_id_period_id`;
-- create index "cmismanpowerplan_tenant_id_del_flag_create_time_id" to table: "cmis_manpower_plan"
CREATE INDEX `cmismanpowerplan_tenant_id_del_flag_create_time_id` ON `cmis_manpower_plan` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmismanpowerplan_tenant_id_del_flag_engineering_id_cre_195e2b62" to table: "cmis_manpower_plan"
CREATE INDEX `cmismanpowerplan_tenant_id_del_flag_engineering_id_cre_195e2b62` ON `cmis_manpower_plan` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmismanpowerplan_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_manpower_plan"
CREATE INDEX `cmismanpowerplan_tenant_id_del_flag_section_id_create_time_id` ON `cmis_manpower_plan` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmismanpowerplan_tenant_id_del_flag_period_create_time_id" to table: "cmis_manpower_plan"
CREATE INDEX `cmismanpowerplan_tenant_id_del_flag_period_create_time_id` ON `cmis_manpower_plan` (`tenant_id`, `del_flag`, `period`, `create_time`, `id`);
-- create index "cmismanpowerplan_tenant_id_del_flag_period_id" to table: "cmis_manpower_plan"
CREATE INDEX `cmismanpowerplan_tenant_id_del_flag_period_id` ON `cmis_manpower_plan` (`tenant_id`, `del_flag`, `period`, `id`);
-- drop index "cmismaterialplan_tenant_id_create_time_id" from table: "cmis_material_plan"
DROP INDEX `cmismaterialplan_tenant_id_create_time_id`;
-- drop index "cmismaterialplan_tenant_id_engineering_id_create_time_id" from table: "cmis_material_plan"
DROP INDEX `cmismaterialplan_tenant_id_engineering_id_create_time_id`;
-- drop index "cmismaterialplan_tenant_id_section_id_create_time_id" from table: "cmis_material_plan"
DROP INDEX `cmismaterialplan_tenant_id_section_id_create_time_id`;
-- drop index "cmismaterialplan_tenant_id_period_create_time_id" from table: "cmis_material_plan"
DROP INDEX `cmismaterialplan_tenant_id_period_create_time_id`;
-- drop index "cmismaterialplan_tenant_id_period_id" from table: "cmis_material_plan"
DROP INDEX `cmismaterialplan_tenant_id_period_id`;
-- create index "cmismaterialplan_tenant_id_del_flag_create_time_id" to table: "cmis_material_plan"
CREATE INDEX `cmismaterialplan_tenant_id_del_flag_create_time_id` ON `cmis_material_plan` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmismaterialplan_tenant_id_del_flag_engineering_id_cre_06a01688" to table: "cmis_material_plan"
CREATE INDEX `cmismaterialplan_tenant_id_del_flag_engineering_id_cre_06a01688` ON `cmis_material_plan` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmismaterialplan_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_material_plan"
CREATE INDEX `cmismaterialplan_tenant_id_del_flag_section_id_create_time_id` ON `cmis_material_plan` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmismaterialplan_tenant_id_del_flag_period_create_time_id" to table: "cmis_material_plan"
CREATE INDEX `cmismaterialplan_tenant_id_del_flag_period_create_time_id` ON `cmis_material_plan` (`tenant_id`, `del_flag`, `period`, `create_time`, `id`);
-- create index "cmismaterialplan_tenant_id_del_flag_period_id" to table: "cmis_material_plan"
CREATE INDEX `cmismaterialplan_tenant_id_del_flag_period_id` ON `cmis_material_plan` (`tenant_id`, `del_flag`, `period`, `id`);
-- drop index "cmismonthlyreport_tenant_id_create_time_id" from table: "cmis_monthly_report"
DROP INDEX `cmismonthlyreport_tenant_id_create_time_id`;
-- drop index "cmismonthlyreport_tenant_id_engineering_id_create_time_id" from table: "cmis_monthly_report"
DROP INDEX `cmismonthlyreport_tenant_id_engineering_id_create_time_id`;
-- drop index "cmismonthlyreport_tenant_id_section_id_create_time_id" from table: "cmis_monthly_report"
DROP INDEX `cmismonthlyreport_tenant_id_section_id_create_time_id`;
-- drop index "cmismonthlyreport_tenant_id_month_create_time_id" from table: "cmis_monthly_report"
DROP INDEX `cmismonthlyreport_tenant_id_month_create_time_id`;
-- drop index "cmismonthlyreport_tenant_id_month_id" from table: "cmis_monthly_report"
DROP INDEX `cmismonthlyreport_tenant_id_month_id`;
-- create index "cmismonthlyreport_tenant_id_del_flag_create_time_id" to table: "cmis_monthly_report"
CREATE INDEX `cmismonthlyreport_tenant_id_del_flag_create_time_id` ON `cmis_monthly_report` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmismonthlyreport_tenant_id_del_flag_engineering_id_cr_d3a43de9" to table: "cmis_monthly_report"
CREATE INDEX `cmismonthlyreport_tenant_id_del_flag_engineering_id_cr_d3a43de9` ON `cmis_monthly_report` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmismonthlyreport_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_monthly_report"
CREATE INDEX `cmismonthlyreport_tenant_id_del_flag_section_id_create_time_id` ON `cmis_monthly_report` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmismonthlyreport_tenant_id_del_flag_month_create_time_id" to table: "cmis_monthly_report"
CREATE INDEX `cmismonthlyreport_tenant_id_del_flag_month_create_time_id` ON `cmis_monthly_report` (`tenant_id`, `del_flag`, `month`, `create_time`, `id`);
-- create index "cmismonthlyreport_tenant_id_del_flag_month_id" to table: "cmis_monthly_report"
CREATE INDEX `cmismonthlyreport_tenant_id_del_flag_month_id` ON `cmis_monthly_report` (`tenant_id`, `del_flag`, `month`, `id`);
-- drop index "cmisprogressnode_tenant_id_create_time_id" from table: "cmis_progress_node"
DROP INDEX `cmisprogressnode_tenant_id_create_time_id`;
-- drop index "cmisprogressnode_tenant_id_engineering_id_create_time_id" from table: "cmis_progress_node"
DROP INDEX `cmisprogressnode_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisprogressnode_tenant_id_section_id_create_time_id" from table: "cmis_progress_node"
DROP INDEX `cmisprogressnode_tenant_id_section_id_create_time_id`;
-- drop index "cmisprogressnode_tenant_id_status_create_time_id" from table: "cmis_progress_node"
DROP INDEX `cmisprogressnode_tenant_id_status_create_time_id`;
-- create index "cmisprogressnode_tenant_id_del_flag_create_time_id" to table: "cmis_progress_node"
CREATE INDEX `cmisprogressnode_tenant_id_del_flag_create_time_id` ON `cmis_progress_node` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisprogressnode_tenant_id_del_flag_engineering_id_cre_c5cbac9d" to table: "cmis_progress_node"
CREATE INDEX `cmisprogressnode_tenant_id_del_flag_engineering_id_cre_c5cbac9d` ON `cmis_progress_node` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisprogressnode_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_progress_node"
CREATE INDEX `cmisprogressnode_tenant_id_del_flag_section_id_create_time_id` ON `cmis_progress_node` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisprogressnode_tenant_id_del_flag_status_create_time_id" to table: "cmis_progress_node"
CREATE INDEX `cmisprogressnode_tenant_id_del_flag_status_create_time_id` ON `cmis_progress_node` (`tenant_id`, `del_flag`, `status`, `create_time`, `id`);
-- drop index "cmisprogressplan_tenant_id_create_time_id" from table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_create_time_id`;
-- drop index "cmisprogressplan_tenant_id_engineering_id_create_time_id" from table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisprogressplan_tenant_id_section_id_create_time_id" from table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_section_id_create_time_id`;
-- drop index "cmisprogressplan_tenant_id_plan_type_create_time_id" from table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_plan_type_create_time_id`;
-- drop index "cmisprogressplan_tenant_id_period_create_time_id" from table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_period_create_time_id`;
-- drop index "cmisprogressplan_tenant_id_period_id" from table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_period_id`;
-- drop index "cmisprogressplan_tenant_id_plan_start_date_id" from table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_plan_start_date_id`;
-- drop index "cmisprogressplan_tenant_id_plan_end_date_id" from table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_plan_end_date_id`;
-- create index "cmisprogressplan_tenant_id_del_flag_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_del_flag_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisprogressplan_tenant_id_del_flag_engineering_id_cre_3581e795" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_del_flag_engineering_id_cre_3581e795` ON `cmis_progress_plan` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisprogressplan_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_del_flag_section_id_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisprogressplan_tenant_id_del_flag_plan_type_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_del_flag_plan_type_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `del_flag`, `plan_type`, `create_time`, `id`);
-- create index "cmisprogressplan_tenant_id_del_flag_period_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_del_flag_period_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `del_flag`, `period`, `create_time`, `id`);
-- create index "cmisprogressplan_tenant_id_del_flag_period_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_del_flag_period_id` ON `cmis_progress_plan` (`tenant_id`, `del_flag`, `period`, `id`);
-- create index "cmisprogressplan_tenant_id_del_flag_plan_start_date_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_del_flag_plan_start_date_id` ON `cmis_progress_plan` (`tenant_id`, `del_flag`, `plan_start_date`, `id`);
-- create index "cmisprogressplan_tenant_id_del_flag_plan_end_date_id" to table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_del_flag_plan_end_date_id` ON `cmis_progress_plan` (`tenant_id`, `del_flag`, `plan_end_date`, `id`);
-- drop index "cmisquantitycost_tenant_id_create_time_id" from table: "cmis_quantity_cost"
DROP INDEX `cmisquantitycost_tenant_id_create_time_id`;
-- drop index "cmisquantitycost_tenant_id_engineering_id_create_time_id" from table: "cmis_quantity_cost"
DROP INDEX `cmisquantitycost_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisquantitycost_tenant_id_section_id_create_time_id" from table: "cmis_quantity_cost"
DROP INDEX `cmisquantitycost_tenant_id_section_id_create_time_id`;
-- drop index "cmisquantitycost_tenant_id_item_code_id" from table: "cmis_quantity_cost"
DROP INDEX `cmisquantitycost_tenant_id_item_code_id`;
-- create index "cmisquantitycost_tenant_id_del_flag_create_time_id" to table: "cmis_quantity_cost"
CREATE INDEX `cmisquantitycost_tenant_id_del_flag_create_time_id` ON `cmis_quantity_cost` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisquantitycost_tenant_id_del_flag_engineering_id_cre_33f48f4c" to table: "cmis_quantity_cost"
CREATE INDEX `cmisquantitycost_tenant_id_del_flag_engineering_id_cre_33f48f4c` ON `cmis_quantity_cost` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisquantitycost_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_quantity_cost"
CREATE INDEX `cmisquantitycost_tenant_id_del_flag_section_id_create_time_id` ON `cmis_quantity_cost` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisquantitycost_tenant_id_del_flag_item_code_id" to table: "cmis_quantity_cost"
CREATE INDEX `cmisquantitycost_tenant_id_del_flag_item_code_id` ON `cmis_quantity_cost` (`tenant_id`, `del_flag`, `item_code`, `id`);
-- drop index "cmissection_tenant_id_create_time_id" from table: "cmis_section"
DROP INDEX `cmissection_tenant_id_create_time_id`;
-- drop index "cmissection_tenant_id_engineering_id_create_time_id" from table: "cmis_section"
DROP INDEX `cmissection_tenant_id_engineering_id_create_time_id`;
-- drop index "cmissection_tenant_id_name_id" from table: "cmis_section"
DROP INDEX `cmissection_tenant_id_name_id`;
-- drop index "cmissection_tenant_id_code_id" from table: "cmis_section"
DROP INDEX `cmissection_tenant_id_code_id`;
-- drop index "cmissection_tenant_id_status_create_time_id" from table: "cmis_section"
DROP INDEX `cmissection_tenant_id_status_create_time_id`;
-- drop index "cmissection_tenant_id_sort_no_id" from table: "cmis_section"
DROP INDEX `cmissection_tenant_id_sort_no_id`;
-- create index "cmissection_tenant_id_del_flag_create_time_id" to table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_del_flag_create_time_id` ON `cmis_section` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmissection_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_del_flag_engineering_id_create_time_id` ON `cmis_section` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmissection_tenant_id_del_flag_name_id" to table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_del_flag_name_id` ON `cmis_section` (`tenant_id`, `del_flag`, `name`, `id`);
-- create index "cmissection_tenant_id_del_flag_code_id" to table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_del_flag_code_id` ON `cmis_section` (`tenant_id`, `del_flag`, `code`, `id`);
-- create index "cmissection_tenant_id_del_flag_status_create_time_id" to table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_del_flag_status_create_time_id` ON `cmis_section` (`tenant_id`, `del_flag`, `status`, `create_time`, `id`);
-- create index "cmissection_tenant_id_del_flag_sort_no_id" to table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_del_flag_sort_no_id` ON `cmis_section` (`tenant_id`, `del_flag`, `sort_no`, `id`);
-- drop index "cmissupplier_tenant_id_create_time_id" from table: "cmis_supplier"
DROP INDEX `cmissupplier_tenant_id_create_time_id`;
-- drop index "cmissupplier_tenant_id_tid_create_time_id" from table: "cmis_supplier"
DROP INDEX `cmissupplier_tenant_id_tid_create_time_id`;
-- drop index "cmissupplier_tenant_id_name_id" from table: "cmis_supplier"
DROP INDEX `cmissupplier_tenant_id_name_id`;
-- create index "cmissupplier_tenant_id_del_flag_create_time_id" to table: "cmis_supplier"
CREATE INDEX `cmissupplier_tenant_id_del_flag_create_time_id` ON `cmis_supplier` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmissupplier_tenant_id_del_flag_tid_create_time_id" to table: "cmis_supplier"
CREATE INDEX `cmissupplier_tenant_id_del_flag_tid_create_time_id` ON `cmis_supplier` (`tenant_id`, `del_flag`, `tid`, `create_time`, `id`);
-- create index "cmissupplier_tenant_id_del_flag_name_id" to table: "cmis_supplier"
CREATE INDEX `cmissupplier_tenant_id_del_flag_name_id` ON `cmis_supplier` (`tenant_id`, `del_flag`, `name`, `id`);
-- drop index "cmissurfacedict_tenant_id_create_time_id" from table: "cmis_surface_dict"
DROP INDEX `cmissurfacedict_tenant_id_create_time_id`;
-- drop index "cmissurfacedict_tenant_id_code_id" from table: "cmis_surface_dict"
DROP INDEX `cmissurfacedict_tenant_id_code_id`;
-- drop index "cmissurfacedict_tenant_id_category_create_time_id" from table: "cmis_surface_dict"
DROP INDEX `cmissurfacedict_tenant_id_category_create_time_id`;
-- create index "cmissurfacedict_tenant_id_del_flag_create_time_id" to table: "cmis_surface_dict"
CREATE INDEX `cmissurfacedict_tenant_id_del_flag_create_time_id` ON `cmis_surface_dict` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmissurfacedict_tenant_id_del_flag_code_id" to table: "cmis_surface_dict"
CREATE INDEX `cmissurfacedict_tenant_id_del_flag_code_id` ON `cmis_surface_dict` (`tenant_id`, `del_flag`, `code`, `id`);
-- create index "cmissurfacedict_tenant_id_del_flag_category_create_time_id" to table: "cmis_surface_dict"
CREATE INDEX `cmissurfacedict_tenant_id_del_flag_category_create_time_id` ON `cmis_surface_dict` (`tenant_id`, `del_flag`, `category`, `create_time`, `id`);
-- drop index "cmistunneladvance_tenant_id_create_time_id" from table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_create_time_id`;
-- drop index "cmistunneladvance_tenant_id_engineering_id_create_time_id" from table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_engineering_id_create_time_id`;
-- drop index "cmistunneladvance_tenant_id_section_id_create_time_id" from table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_section_id_create_time_id`;
-- drop index "cmistunneladvance_tenant_id_building_id_create_time_id" from table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_building_id_create_time_id`;
-- drop index "cmistunneladvance_tenant_id_report_date_id" from table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_report_date_id`;
-- drop index "cmistunneladvance_tenant_id_method_create_time_id" from table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_method_create_time_id`;
-- drop index "cmistunneladvance_tenant_id_rock_class_create_time_id" from table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_rock_class_create_time_id`;
-- create index "cmistunneladvance_tenant_id_del_flag_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_del_flag_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmistunneladvance_tenant_id_del_flag_engineering_id_cr_c2ec9305" to table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_del_flag_engineering_id_cr_c2ec9305` ON `cmis_tunnel_advance` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmistunneladvance_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_del_flag_section_id_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmistunneladvance_tenant_id_del_flag_building_id_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_del_flag_building_id_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `del_flag`, `building_id`, `create_time`, `id`);
-- create index "cmistunneladvance_tenant_id_del_flag_report_date_id" to table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_del_flag_report_date_id` ON `cmis_tunnel_advance` (`tenant_id`, `del_flag`, `report_date`, `id`);
-- create index "cmistunneladvance_tenant_id_del_flag_method_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_del_flag_method_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `del_flag`, `method`, `create_time`, `id`);
-- create index "cmistunneladvance_tenant_id_del_flag_rock_class_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_del_flag_rock_class_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `del_flag`, `rock_class`, `create_time`, `id`);
-- drop index "syscategory_tenant_id_create_time_id" from table: "sys_category"
DROP INDEX `syscategory_tenant_id_create_time_id`;
-- drop index "syscategory_tenant_id_name_id" from table: "sys_category"
DROP INDEX `syscategory_tenant_id_name_id`;
-- drop index "syscategory_tenant_id_code_id" from table: "sys_category"
DROP INDEX `syscategory_tenant_id_code_id`;
-- create index "syscategory_tenant_id_del_flag_create_time_id" to table: "sys_category"
CREATE INDEX `syscategory_tenant_id_del_flag_create_time_id` ON `sys_category` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "syscategory_tenant_id_del_flag_name_id" to table: "sys_category"
CREATE INDEX `syscategory_tenant_id_del_flag_name_id` ON `sys_category` (`tenant_id`, `del_flag`, `name`, `id`);
-- create index "syscategory_tenant_id_del_flag_code_id" to table: "sys_category"
CREATE INDEX `syscategory_tenant_id_del_flag_code_id` ON `sys_category` (`tenant_id`, `del_flag`, `code`, `id`);
-- drop index "cmisequipment_tenant_id_create_time_id" from table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_create_time_id`;
-- drop index "cmisequipment_tenant_id_engineering_id_create_time_id" from table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisequipment_tenant_id_section_id_create_time_id" from table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_section_id_create_time_id`;
-- drop index "cmisequipment_tenant_id_name_id" from table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_name_id`;
-- drop index "cmisequipment_tenant_id_category_create_time_id" from table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_category_create_time_id`;
-- drop index "cmisequipment_tenant_id_stock_id" from table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_stock_id`;
-- drop index "cmisequipment_tenant_id_status_create_time_id" from table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_status_create_time_id`;
-- create index "cmisequipment_tenant_id_del_flag_create_time_id" to table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_del_flag_create_time_id` ON `cmis_equipment` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisequipment_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_del_flag_engineering_id_create_time_id` ON `cmis_equipment` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisequipment_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_del_flag_section_id_create_time_id` ON `cmis_equipment` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisequipment_tenant_id_del_flag_name_id" to table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_del_flag_name_id` ON `cmis_equipment` (`tenant_id`, `del_flag`, `name`, `id`);
-- create index "cmisequipment_tenant_id_del_flag_category_create_time_id" to table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_del_flag_category_create_time_id` ON `cmis_equipment` (`tenant_id`, `del_flag`, `category`, `create_time`, `id`);
-- create index "cmisequipment_tenant_id_del_flag_stock_id" to table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_del_flag_stock_id` ON `cmis_equipment` (`tenant_id`, `del_flag`, `stock`, `id`);
-- create index "cmisequipment_tenant_id_del_flag_status_create_time_id" to table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_del_flag_status_create_time_id` ON `cmis_equipment` (`tenant_id`, `del_flag`, `status`, `create_time`, `id`);
-- drop index "cmisequipmentmovement_tenant_id_create_time_id" from table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_create_time_id`;
-- drop index "cmisequipmentmovement_tenant_id_engineering_id_create_time_id" from table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisequipmentmovement_tenant_id_section_id_create_time_id" from table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_section_id_create_time_id`;
-- drop index "cmisequipmentmovement_tenant_id_equipment_id_create_time_id" from table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_equipment_id_create_time_id`;
-- drop index "cmisequipmentmovement_tenant_id_move_type_create_time_id" from table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_move_type_create_time_id`;
-- drop index "cmisequipmentmovement_tenant_id_move_date_id" from table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_move_date_id`;
-- create index "cmisequipmentmovement_tenant_id_del_flag_create_time_id" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_del_flag_create_time_id` ON `cmis_equipment_movement` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisequipmentmovement_tenant_id_del_flag_engineering_i_4a8ad86f" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_del_flag_engineering_i_4a8ad86f` ON `cmis_equipment_movement` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisequipmentmovement_tenant_id_del_flag_section_id_cr_11f2a0a7" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_del_flag_section_id_cr_11f2a0a7` ON `cmis_equipment_movement` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisequipmentmovement_tenant_id_del_flag_equipment_id__033f0d27" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_del_flag_equipment_id__033f0d27` ON `cmis_equipment_movement` (`tenant_id`, `del_flag`, `equipment_id`, `create_time`, `id`);
-- create index "cmisequipmentmovement_tenant_id_del_flag_move_type_cre_db983435" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_del_flag_move_type_cre_db983435` ON `cmis_equipment_movement` (`tenant_id`, `del_flag`, `move_type`, `create_time`, `id`);
-- create index "cmisequipmentmovement_tenant_id_del_flag_move_date_id" to table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_del_flag_move_date_id` ON `cmis_equipment_movement` (`tenant_id`, `del_flag`, `move_date`, `id`);
-- drop index "sysannouncement_tenant_id_create_time_id" from table: "sys_announcement"
DROP INDEX `sysannouncement_tenant_id_create_time_id`;
-- drop index "sysannouncement_tenant_id_msg_category_create_time_id" from table: "sys_announcement"
DROP INDEX `sysannouncement_tenant_id_msg_category_create_time_id`;
-- drop index "sysannouncement_tenant_id_priority_create_time_id" from table: "sys_announcement"
DROP INDEX `sysannouncement_tenant_id_priority_create_time_id`;
-- drop index "sysannouncement_tenant_id_send_status_create_time_id" from table: "sys_announcement"
DROP INDEX `sysannouncement_tenant_id_send_status_create_time_id`;
-- drop index "sysannouncement_tenant_id_send_time_id" from table: "sys_announcement"
DROP INDEX `sysannouncement_tenant_id_send_time_id`;
-- create index "sysannouncement_tenant_id_del_flag_create_time_id" to table: "sys_announcement"
CREATE INDEX `sysannouncement_tenant_id_del_flag_create_time_id` ON `sys_announcement` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "sysannouncement_tenant_id_del_flag_msg_category_create_time_id" to table: "sys_announcement"
CREATE INDEX `sysannouncement_tenant_id_del_flag_msg_category_create_time_id` ON `sys_announcement` (`tenant_id`, `del_flag`, `msg_category`, `create_time`, `id`);
-- create index "sysannouncement_tenant_id_del_flag_priority_create_time_id" to table: "sys_announcement"
CREATE INDEX `sysannouncement_tenant_id_del_flag_priority_create_time_id` ON `sys_announcement` (`tenant_id`, `del_flag`, `priority`, `create_time`, `id`);
-- create index "sysannouncement_tenant_id_del_flag_send_status_create_time_id" to table: "sys_announcement"
CREATE INDEX `sysannouncement_tenant_id_del_flag_send_status_create_time_id` ON `sys_announcement` (`tenant_id`, `del_flag`, `send_status`, `create_time`, `id`);
-- create index "sysannouncement_tenant_id_del_flag_send_time_id" to table: "sys_announcement"
CREATE INDEX `sysannouncement_tenant_id_del_flag_send_time_id` ON `sys_announcement` (`tenant_id`, `del_flag`, `send_time`, `id`);
-- drop index "cmishiddendanger_tenant_id_create_time_id" from table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_create_time_id`;
-- drop index "cmishiddendanger_tenant_id_engineering_id_create_time_id" from table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_engineering_id_create_time_id`;
-- drop index "cmishiddendanger_tenant_id_section_id_create_time_id" from table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_section_id_create_time_id`;
-- drop index "cmishiddendanger_tenant_id_level_create_time_id" from table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_level_create_time_id`;
-- drop index "cmishiddendanger_tenant_id_deadline_id" from table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_deadline_id`;
-- drop index "cmishiddendanger_tenant_id_status_create_time_id" from table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_status_create_time_id`;
-- create index "cmishiddendanger_tenant_id_del_flag_create_time_id" to table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_del_flag_create_time_id` ON `cmis_hidden_danger` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmishiddendanger_tenant_id_del_flag_engineering_id_cre_872867d1" to table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_del_flag_engineering_id_cre_872867d1` ON `cmis_hidden_danger` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmishiddendanger_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_del_flag_section_id_create_time_id` ON `cmis_hidden_danger` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmishiddendanger_tenant_id_del_flag_level_create_time_id" to table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_del_flag_level_create_time_id` ON `cmis_hidden_danger` (`tenant_id`, `del_flag`, `level`, `create_time`, `id`);
-- create index "cmishiddendanger_tenant_id_del_flag_deadline_id" to table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_del_flag_deadline_id` ON `cmis_hidden_danger` (`tenant_id`, `del_flag`, `deadline`, `id`);
-- create index "cmishiddendanger_tenant_id_del_flag_status_create_time_id" to table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_del_flag_status_create_time_id` ON `cmis_hidden_danger` (`tenant_id`, `del_flag`, `status`, `create_time`, `id`);
-- drop index "cmisboltassessment_tenant_id_create_time_id" from table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_create_time_id`;
-- drop index "cmisboltassessment_tenant_id_engineering_id_create_time_id" from table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisboltassessment_tenant_id_section_id_create_time_id" from table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_section_id_create_time_id`;
-- drop index "cmisboltassessment_tenant_id_unit_code_id" from table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_unit_code_id`;
-- drop index "cmisboltassessment_tenant_id_grade_create_time_id" from table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_grade_create_time_id`;
-- create index "cmisboltassessment_tenant_id_del_flag_create_time_id" to table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_del_flag_create_time_id` ON `cmis_bolt_assessment` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisboltassessment_tenant_id_del_flag_engineering_id_c_d189dd6d" to table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_del_flag_engineering_id_c_d189dd6d` ON `cmis_bolt_assessment` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisboltassessment_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_del_flag_section_id_create_time_id` ON `cmis_bolt_assessment` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisboltassessment_tenant_id_del_flag_unit_code_id" to table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_del_flag_unit_code_id` ON `cmis_bolt_assessment` (`tenant_id`, `del_flag`, `unit_code`, `id`);
-- create index "cmisboltassessment_tenant_id_del_flag_grade_create_time_id" to table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_del_flag_grade_create_time_id` ON `cmis_bolt_assessment` (`tenant_id`, `del_flag`, `grade`, `create_time`, `id`);
-- drop index "cmisexcavationassessment_tenant_id_create_time_id" from table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_create_time_id`;
-- drop index "cmisexcavationassessment_tenant_id_engineering_id_crea_e1c1d365" from table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_engineering_id_crea_e1c1d365`;
-- drop index "cmisexcavationassessment_tenant_id_section_id_create_time_id" from table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_section_id_create_time_id`;
-- drop index "cmisexcavationassessment_tenant_id_unit_code_id" from table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_unit_code_id`;
-- drop index "cmisexcavationassessment_tenant_id_rock_class_create_time_id" from table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_rock_class_create_time_id`;
-- drop index "cmisexcavationassessment_tenant_id_grade_create_time_id" from table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_grade_create_time_id`;
-- create index "cmisexcavationassessment_tenant_id_del_flag_create_time_id" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_del_flag_create_time_id` ON `cmis_excavation_assessment` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisexcavationassessment_tenant_id_del_flag_engineerin_71b7ec93" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_del_flag_engineerin_71b7ec93` ON `cmis_excavation_assessment` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisexcavationassessment_tenant_id_del_flag_section_id_2dcf633c" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_del_flag_section_id_2dcf633c` ON `cmis_excavation_assessment` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisexcavationassessment_tenant_id_del_flag_unit_code_id" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_del_flag_unit_code_id` ON `cmis_excavation_assessment` (`tenant_id`, `del_flag`, `unit_code`, `id`);
-- create index "cmisexcavationassessment_tenant_id_del_flag_rock_class_cd2dc385" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_del_flag_rock_class_cd2dc385` ON `cmis_excavation_assessment` (`tenant_id`, `del_flag`, `rock_class`, `create_time`, `id`);
-- create index "cmisexcavationassessment_tenant_id_del_flag_grade_crea_70c8a56b" to table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_del_flag_grade_crea_70c8a56b` ON `cmis_excavation_assessment` (`tenant_id`, `del_flag`, `grade`, `create_time`, `id`);
-- drop index "cmisshotcreteassessment_tenant_id_create_time_id" from table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_create_time_id`;
-- drop index "cmisshotcreteassessment_tenant_id_engineering_id_create_time_id" from table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisshotcreteassessment_tenant_id_section_id_create_time_id" from table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_section_id_create_time_id`;
-- drop index "cmisshotcreteassessment_tenant_id_unit_code_id" from table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_unit_code_id`;
-- drop index "cmisshotcreteassessment_tenant_id_grade_create_time_id" from table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_grade_create_time_id`;
-- create index "cmisshotcreteassessment_tenant_id_del_flag_create_time_id" to table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_del_flag_create_time_id` ON `cmis_shotcrete_assessment` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisshotcreteassessment_tenant_id_del_flag_engineering_b769ba1a" to table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_del_flag_engineering_b769ba1a` ON `cmis_shotcrete_assessment` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisshotcreteassessment_tenant_id_del_flag_section_id__f156423d" to table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_del_flag_section_id__f156423d` ON `cmis_shotcrete_assessment` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisshotcreteassessment_tenant_id_del_flag_unit_code_id" to table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_del_flag_unit_code_id` ON `cmis_shotcrete_assessment` (`tenant_id`, `del_flag`, `unit_code`, `id`);
-- create index "cmisshotcreteassessment_tenant_id_del_flag_grade_create_time_id" to table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_del_flag_grade_create_time_id` ON `cmis_shotcrete_assessment` (`tenant_id`, `del_flag`, `grade`, `create_time`, `id`);
-- drop index "cmistbmassessment_tenant_id_create_time_id" from table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_create_time_id`;
-- drop index "cmistbmassessment_tenant_id_engineering_id_create_time_id" from table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_engineering_id_create_time_id`;
-- drop index "cmistbmassessment_tenant_id_section_id_create_time_id" from table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_section_id_create_time_id`;
-- drop index "cmistbmassessment_tenant_id_unit_code_id" from table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_unit_code_id`;
-- drop index "cmistbmassessment_tenant_id_rock_class_create_time_id" from table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_rock_class_create_time_id`;
-- drop index "cmistbmassessment_tenant_id_grade_create_time_id" from table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_grade_create_time_id`;
-- create index "cmistbmassessment_tenant_id_del_flag_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_del_flag_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmistbmassessment_tenant_id_del_flag_engineering_id_cr_143158cf" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_del_flag_engineering_id_cr_143158cf` ON `cmis_tbm_assessment` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmistbmassessment_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_del_flag_section_id_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmistbmassessment_tenant_id_del_flag_unit_code_id" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_del_flag_unit_code_id` ON `cmis_tbm_assessment` (`tenant_id`, `del_flag`, `unit_code`, `id`);
-- create index "cmistbmassessment_tenant_id_del_flag_rock_class_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_del_flag_rock_class_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `del_flag`, `rock_class`, `create_time`, `id`);
-- create index "cmistbmassessment_tenant_id_del_flag_grade_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_del_flag_grade_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `del_flag`, `grade`, `create_time`, `id`);
-- drop index "cmisacceptance_tenant_id_create_time_id" from table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_create_time_id`;
-- drop index "cmisacceptance_tenant_id_engineering_id_create_time_id" from table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisacceptance_tenant_id_section_id_create_time_id" from table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_section_id_create_time_id`;
-- drop index "cmisacceptance_tenant_id_acceptance_type_create_time_id" from table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_acceptance_type_create_time_id`;
-- drop index "cmisacceptance_tenant_id_acceptance_date_id" from table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_acceptance_date_id`;
-- drop index "cmisacceptance_tenant_id_result_create_time_id" from table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_result_create_time_id`;
-- create index "cmisacceptance_tenant_id_del_flag_create_time_id" to table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_del_flag_create_time_id` ON `cmis_acceptance` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisacceptance_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_del_flag_engineering_id_create_time_id` ON `cmis_acceptance` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisacceptance_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_del_flag_section_id_create_time_id` ON `cmis_acceptance` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisacceptance_tenant_id_del_flag_acceptance_type_crea_ddc9caca" to table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_del_flag_acceptance_type_crea_ddc9caca` ON `cmis_acceptance` (`tenant_id`, `del_flag`, `acceptance_type`, `create_time`, `id`);
-- create index "cmisacceptance_tenant_id_del_flag_acceptance_date_id" to table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_del_flag_acceptance_date_id` ON `cmis_acceptance` (`tenant_id`, `del_flag`, `acceptance_date`, `id`);
-- create index "cmisacceptance_tenant_id_del_flag_result_create_time_id" to table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_del_flag_result_create_time_id` ON `cmis_acceptance` (`tenant_id`, `del_flag`, `result`, `create_time`, `id`);
-- drop index "cmisenvdaily_tenant_id_create_time_id" from table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_create_time_id`;
-- drop index "cmisenvdaily_tenant_id_engineering_id_create_time_id" from table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisenvdaily_tenant_id_section_id_create_time_id" from table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_section_id_create_time_id`;
-- drop index "cmisenvdaily_tenant_id_report_date_id" from table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_report_date_id`;
-- drop index "cmisenvdaily_tenant_id_dust_create_time_id" from table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_dust_create_time_id`;
-- drop index "cmisenvdaily_tenant_id_waste_water_create_time_id" from table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_waste_water_create_time_id`;
-- create index "cmisenvdaily_tenant_id_del_flag_create_time_id" to table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_del_flag_create_time_id` ON `cmis_env_daily` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisenvdaily_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_del_flag_engineering_id_create_time_id` ON `cmis_env_daily` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisenvdaily_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_del_flag_section_id_create_time_id` ON `cmis_env_daily` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisenvdaily_tenant_id_del_flag_report_date_id" to table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_del_flag_report_date_id` ON `cmis_env_daily` (`tenant_id`, `del_flag`, `report_date`, `id`);
-- create index "cmisenvdaily_tenant_id_del_flag_dust_create_time_id" to table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_del_flag_dust_create_time_id` ON `cmis_env_daily` (`tenant_id`, `del_flag`, `dust`, `create_time`, `id`);
-- create index "cmisenvdaily_tenant_id_del_flag_waste_water_create_time_id" to table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_del_flag_waste_water_create_time_id` ON `cmis_env_daily` (`tenant_id`, `del_flag`, `waste_water`, `create_time`, `id`);
-- drop index "cmisenvinspection_tenant_id_create_time_id" from table: "cmis_env_inspection"
DROP INDEX `cmisenvinspection_tenant_id_create_time_id`;
-- drop index "cmisenvinspection_tenant_id_engineering_id_create_time_id" from table: "cmis_env_inspection"
DROP INDEX `cmisenvinspection_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisenvinspection_tenant_id_section_id_create_time_id" from table: "cmis_env_inspection"
DROP INDEX `cmisenvinspection_tenant_id_section_id_create_time_id`;
-- drop index "cmisenvinspection_tenant_id_inspect_date_id" from table: "cmis_env_inspection"
DROP INDEX `cmisenvinspection_tenant_id_inspect_date_id`;
-- drop index "cmisenvinspection_tenant_id_rectify_required_create_time_id" from table: "cmis_env_inspection"
DROP INDEX `cmisenvinspection_tenant_id_rectify_required_create_time_id`;
-- create index "cmisenvinspection_tenant_id_del_flag_create_time_id" to table: "cmis_env_inspection"
CREATE INDEX `cmisenvinspection_tenant_id_del_flag_create_time_id` ON `cmis_env_inspection` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisenvinspection_tenant_id_del_flag_engineering_id_cr_f85b04b2" to table: "cmis_env_inspection"
CREATE INDEX `cmisenvinspection_tenant_id_del_flag_engineering_id_cr_f85b04b2` ON `cmis_env_inspection` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisenvinspection_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_env_inspection"
CREATE INDEX `cmisenvinspection_tenant_id_del_flag_section_id_create_time_id` ON `cmis_env_inspection` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisenvinspection_tenant_id_del_flag_inspect_date_id" to table: "cmis_env_inspection"
CREATE INDEX `cmisenvinspection_tenant_id_del_flag_inspect_date_id` ON `cmis_env_inspection` (`tenant_id`, `del_flag`, `inspect_date`, `id`);
-- create index "cmisenvinspection_tenant_id_del_flag_rectify_required__35fda979" to table: "cmis_env_inspection"
CREATE INDEX `cmisenvinspection_tenant_id_del_flag_rectify_required__35fda979` ON `cmis_env_inspection` (`tenant_id`, `del_flag`, `rectify_required`, `create_time`, `id`);
-- drop index "cmisgeoprediction_tenant_id_create_time_id" from table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_create_time_id`;
-- drop index "cmisgeoprediction_tenant_id_engineering_id_create_time_id" from table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisgeoprediction_tenant_id_section_id_create_time_id" from table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_section_id_create_time_id`;
-- drop index "cmisgeoprediction_tenant_id_building_id_create_time_id" from table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_building_id_create_time_id`;
-- drop index "cmisgeoprediction_tenant_id_method_create_time_id" from table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_method_create_time_id`;
-- drop index "cmisgeoprediction_tenant_id_predict_date_id" from table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_predict_date_id`;
-- drop index "cmisgeoprediction_tenant_id_rock_class_create_time_id" from table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_rock_class_create_time_id`;
-- drop index "cmisgeoprediction_tenant_id_risk_level_create_time_id" from table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_risk_level_create_time_id`;
-- create index "cmisgeoprediction_tenant_id_del_flag_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_del_flag_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisgeoprediction_tenant_id_del_flag_engineering_id_cr_26809175" to table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_del_flag_engineering_id_cr_26809175` ON `cmis_geo_prediction` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisgeoprediction_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_del_flag_section_id_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisgeoprediction_tenant_id_del_flag_building_id_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_del_flag_building_id_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `del_flag`, `building_id`, `create_time`, `id`);
-- create index "cmisgeoprediction_tenant_id_del_flag_method_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_del_flag_method_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `del_flag`, `method`, `create_time`, `id`);
-- create index "cmisgeoprediction_tenant_id_del_flag_predict_date_id" to table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_del_flag_predict_date_id` ON `cmis_geo_prediction` (`tenant_id`, `del_flag`, `predict_date`, `id`);
-- create index "cmisgeoprediction_tenant_id_del_flag_rock_class_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_del_flag_rock_class_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `del_flag`, `rock_class`, `create_time`, `id`);
-- create index "cmisgeoprediction_tenant_id_del_flag_risk_level_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_del_flag_risk_level_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `del_flag`, `risk_level`, `create_time`, `id`);
-- drop index "cmispatrol_tenant_id_create_time_id" from table: "cmis_patrol"
DROP INDEX `cmispatrol_tenant_id_create_time_id`;
-- drop index "cmispatrol_tenant_id_engineering_id_create_time_id" from table: "cmis_patrol"
DROP INDEX `cmispatrol_tenant_id_engineering_id_create_time_id`;
-- drop index "cmispatrol_tenant_id_section_id_create_time_id" from table: "cmis_patrol"
DROP INDEX `cmispatrol_tenant_id_section_id_create_time_id`;
-- drop index "cmispatrol_tenant_id_patrol_time_id" from table: "cmis_patrol"
DROP INDEX `cmispatrol_tenant_id_patrol_time_id`;
-- create index "cmispatrol_tenant_id_del_flag_create_time_id" to table: "cmis_patrol"
CREATE INDEX `cmispatrol_tenant_id_del_flag_create_time_id` ON `cmis_patrol` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmispatrol_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_patrol"
CREATE INDEX `cmispatrol_tenant_id_del_flag_engineering_id_create_time_id` ON `cmis_patrol` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmispatrol_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_patrol"
CREATE INDEX `cmispatrol_tenant_id_del_flag_section_id_create_time_id` ON `cmis_patrol` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmispatrol_tenant_id_del_flag_patrol_time_id" to table: "cmis_patrol"
CREATE INDEX `cmispatrol_tenant_id_del_flag_patrol_time_id` ON `cmis_patrol` (`tenant_id`, `del_flag`, `patrol_time`, `id`);
-- drop index "cmissafetyinspection_tenant_id_create_time_id" from table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_create_time_id`;
-- drop index "cmissafetyinspection_tenant_id_engineering_id_create_time_id" from table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_engineering_id_create_time_id`;
-- drop index "cmissafetyinspection_tenant_id_section_id_create_time_id" from table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_section_id_create_time_id`;
-- drop index "cmissafetyinspection_tenant_id_inspect_date_id" from table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_inspect_date_id`;
-- drop index "cmissafetyinspection_tenant_id_inspect_type_create_time_id" from table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_inspect_type_create_time_id`;
-- drop index "cmissafetyinspection_tenant_id_rectify_required_create_time_id" from table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_rectify_required_create_time_id`;
-- create index "cmissafetyinspection_tenant_id_del_flag_create_time_id" to table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_del_flag_create_time_id` ON `cmis_safety_inspection` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmissafetyinspection_tenant_id_del_flag_engineering_id_8dd00c7c" to table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_del_flag_engineering_id_8dd00c7c` ON `cmis_safety_inspection` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmissafetyinspection_tenant_id_del_flag_section_id_cre_404ec1fe" to table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_del_flag_section_id_cre_404ec1fe` ON `cmis_safety_inspection` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmissafetyinspection_tenant_id_del_flag_inspect_date_id" to table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_del_flag_inspect_date_id` ON `cmis_safety_inspection` (`tenant_id`, `del_flag`, `inspect_date`, `id`);
-- create index "cmissafetyinspection_tenant_id_del_flag_inspect_type_c_c56ba292" to table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_del_flag_inspect_type_c_c56ba292` ON `cmis_safety_inspection` (`tenant_id`, `del_flag`, `inspect_type`, `create_time`, `id`);
-- create index "cmissafetyinspection_tenant_id_del_flag_rectify_requir_59ab8fe8" to table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_del_flag_rectify_requir_59ab8fe8` ON `cmis_safety_inspection` (`tenant_id`, `del_flag`, `rectify_required`, `create_time`, `id`);
-- drop index "cmissupervisionnotice_tenant_id_create_time_id" from table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_create_time_id`;
-- drop index "cmissupervisionnotice_tenant_id_engineering_id_create_time_id" from table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_engineering_id_create_time_id`;
-- drop index "cmissupervisionnotice_tenant_id_section_id_create_time_id" from table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_section_id_create_time_id`;
-- drop index "cmissupervisionnotice_tenant_id_notice_no_id" from table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_notice_no_id`;
-- drop index "cmissupervisionnotice_tenant_id_issue_date_id" from table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_issue_date_id`;
-- drop index "cmissupervisionnotice_tenant_id_status_create_time_id" from table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_status_create_time_id`;
-- create index "cmissupervisionnotice_tenant_id_del_flag_create_time_id" to table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_del_flag_create_time_id` ON `cmis_supervision_notice` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmissupervisionnotice_tenant_id_del_flag_engineering_i_b8ed86e4" to table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_del_flag_engineering_i_b8ed86e4` ON `cmis_supervision_notice` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmissupervisionnotice_tenant_id_del_flag_section_id_cr_6902fdfd" to table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_del_flag_section_id_cr_6902fdfd` ON `cmis_supervision_notice` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmissupervisionnotice_tenant_id_del_flag_notice_no_id" to table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_del_flag_notice_no_id` ON `cmis_supervision_notice` (`tenant_id`, `del_flag`, `notice_no`, `id`);
-- create index "cmissupervisionnotice_tenant_id_del_flag_issue_date_id" to table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_del_flag_issue_date_id` ON `cmis_supervision_notice` (`tenant_id`, `del_flag`, `issue_date`, `id`);
-- create index "cmissupervisionnotice_tenant_id_del_flag_status_create_time_id" to table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_del_flag_status_create_time_id` ON `cmis_supervision_notice` (`tenant_id`, `del_flag`, `status`, `create_time`, `id`);
-- drop index "cmisacceptanceitem_tenant_id_create_time_id" from table: "cmis_acceptance_item"
DROP INDEX `cmisacceptanceitem_tenant_id_create_time_id`;
-- create index "cmisacceptanceitem_tenant_id_del_flag_create_time_id" to table: "cmis_acceptance_item"
CREATE INDEX `cmisacceptanceitem_tenant_id_del_flag_create_time_id` ON `cmis_acceptance_item` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- drop index "cmisacceptancemember_tenant_id_create_time_id" from table: "cmis_acceptance_member"
DROP INDEX `cmisacceptancemember_tenant_id_create_time_id`;
-- create index "cmisacceptancemember_tenant_id_del_flag_create_time_id" to table: "cmis_acceptance_member"
CREATE INDEX `cmisacceptancemember_tenant_id_del_flag_create_time_id` ON `cmis_acceptance_member` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- drop index "cmisshotcretemeasure_tenant_id_create_time_id" from table: "cmis_shotcrete_measure"
DROP INDEX `cmisshotcretemeasure_tenant_id_create_time_id`;
-- create index "cmisshotcretemeasure_tenant_id_del_flag_create_time_id" to table: "cmis_shotcrete_measure"
CREATE INDEX `cmisshotcretemeasure_tenant_id_del_flag_create_time_id` ON `cmis_shotcrete_measure` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- drop index "cmisappropriation_tenant_id_create_time_id" from table: "cmis_appropriation"
DROP INDEX `cmisappropriation_tenant_id_create_time_id`;
-- drop index "cmisappropriation_tenant_id_engineering_id_create_time_id" from table: "cmis_appropriation"
DROP INDEX `cmisappropriation_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisappropriation_tenant_id_section_id_create_time_id" from table: "cmis_appropriation"
DROP INDEX `cmisappropriation_tenant_id_section_id_create_time_id`;
-- drop index "cmisappropriation_tenant_id_source_create_time_id" from table: "cmis_appropriation"
DROP INDEX `cmisappropriation_tenant_id_source_create_time_id`;
-- drop index "cmisappropriation_tenant_id_grant_date_id" from table: "cmis_appropriation"
DROP INDEX `cmisappropriation_tenant_id_grant_date_id`;
-- create index "cmisappropriation_tenant_id_del_flag_create_time_id" to table: "cmis_appropriation"
CREATE INDEX `cmisappropriation_tenant_id_del_flag_create_time_id` ON `cmis_appropriation` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisappropriation_tenant_id_del_flag_engineering_id_cr_02a47eee" to table: "cmis_appropriation"
CREATE INDEX `cmisappropriation_tenant_id_del_flag_engineering_id_cr_02a47eee` ON `cmis_appropriation` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisappropriation_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_appropriation"
CREATE INDEX `cmisappropriation_tenant_id_del_flag_section_id_create_time_id` ON `cmis_appropriation` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisappropriation_tenant_id_del_flag_source_create_time_id" to table: "cmis_appropriation"
CREATE INDEX `cmisappropriation_tenant_id_del_flag_source_create_time_id` ON `cmis_appropriation` (`tenant_id`, `del_flag`, `source`, `create_time`, `id`);
-- create index "cmisappropriation_tenant_id_del_flag_grant_date_id" to table: "cmis_appropriation"
CREATE INDEX `cmisappropriation_tenant_id_del_flag_grant_date_id` ON `cmis_appropriation` (`tenant_id`, `del_flag`, `grant_date`, `id`);
-- drop index "cmiscontactsheet_tenant_id_create_time_id" from table: "cmis_contact_sheet"
DROP INDEX `cmiscontactsheet_tenant_id_create_time_id`;
-- drop index "cmiscontactsheet_tenant_id_engineering_id_create_time_id" from table: "cmis_contact_sheet"
DROP INDEX `cmiscontactsheet_tenant_id_engineering_id_create_time_id`;
-- drop index "cmiscontactsheet_tenant_id_section_id_create_time_id" from table: "cmis_contact_sheet"
DROP INDEX `cmiscontactsheet_tenant_id_section_id_create_time_id`;
-- drop index "cmiscontactsheet_tenant_id_sheet_no_id" from table: "cmis_contact_sheet"
DROP INDEX `cmiscontactsheet_tenant_id_sheet_no_id`;
-- drop index "cmiscontactsheet_tenant_id_send_date_id" from table: "cmis_contact_sheet"
DROP INDEX `cmiscontactsheet_tenant_id_send_date_id`;
-- create index "cmiscontactsheet_tenant_id_del_flag_create_time_id" to table: "cmis_contact_sheet"
CREATE INDEX `cmiscontactsheet_tenant_id_del_flag_create_time_id` ON `cmis_contact_sheet` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmiscontactsheet_tenant_id_del_flag_engineering_id_cre_8f147870" to table: "cmis_contact_sheet"
CREATE INDEX `cmiscontactsheet_tenant_id_del_flag_engineering_id_cre_8f147870` ON `cmis_contact_sheet` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmiscontactsheet_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_contact_sheet"
CREATE INDEX `cmiscontactsheet_tenant_id_del_flag_section_id_create_time_id` ON `cmis_contact_sheet` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmiscontactsheet_tenant_id_del_flag_sheet_no_id" to table: "cmis_contact_sheet"
CREATE INDEX `cmiscontactsheet_tenant_id_del_flag_sheet_no_id` ON `cmis_contact_sheet` (`tenant_id`, `del_flag`, `sheet_no`, `id`);
-- create index "cmiscontactsheet_tenant_id_del_flag_send_date_id" to table: "cmis_contact_sheet"
CREATE INDEX `cmiscontactsheet_tenant_id_del_flag_send_date_id` ON `cmis_contact_sheet` (`tenant_id`, `del_flag`, `send_date`, `id`);
-- drop index "cmiscontract_tenant_id_create_time_id" from table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_create_time_id`;
-- drop index "cmiscontract_tenant_id_engineering_id_create_time_id" from table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_engineering_id_create_time_id`;
-- drop index "cmiscontract_tenant_id_section_id_create_time_id" from table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_section_id_create_time_id`;
-- drop index "cmiscontract_tenant_id_contract_no_id" from table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_contract_no_id`;
-- drop index "cmiscontract_tenant_id_contract_type_create_time_id" from table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_contract_type_create_time_id`;
-- drop index "cmiscontract_tenant_id_party_b_create_time_id" from table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_party_b_create_time_id`;
-- create index "cmiscontract_tenant_id_del_flag_create_time_id" to table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_del_flag_create_time_id` ON `cmis_contract` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmiscontract_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_del_flag_engineering_id_create_time_id` ON `cmis_contract` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmiscontract_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_del_flag_section_id_create_time_id` ON `cmis_contract` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmiscontract_tenant_id_del_flag_contract_no_id" to table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_del_flag_contract_no_id` ON `cmis_contract` (`tenant_id`, `del_flag`, `contract_no`, `id`);
-- create index "cmiscontract_tenant_id_del_flag_contract_type_create_time_id" to table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_del_flag_contract_type_create_time_id` ON `cmis_contract` (`tenant_id`, `del_flag`, `contract_type`, `create_time`, `id`);
-- create index "cmiscontract_tenant_id_del_flag_party_b_create_time_id" to table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_del_flag_party_b_create_time_id` ON `cmis_contract` (`tenant_id`, `del_flag`, `party_b`, `create_time`, `id`);
-- drop index "cmiscontractchange_tenant_id_create_time_id" from table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_create_time_id`;
-- drop index "cmiscontractchange_tenant_id_engineering_id_create_time_id" from table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_engineering_id_create_time_id`;
-- drop index "cmiscontractchange_tenant_id_section_id_create_time_id" from table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_section_id_create_time_id`;
-- drop index "cmiscontractchange_tenant_id_contract_id_create_time_id" from table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_contract_id_create_time_id`;
-- drop index "cmiscontractchange_tenant_id_change_no_id" from table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_change_no_id`;
-- drop index "cmiscontractchange_tenant_id_status_create_time_id" from table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_status_create_time_id`;
-- create index "cmiscontractchange_tenant_id_del_flag_create_time_id" to table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_del_flag_create_time_id` ON `cmis_contract_change` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmiscontractchange_tenant_id_del_flag_engineering_id_c_8a682b4e" to table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_del_flag_engineering_id_c_8a682b4e` ON `cmis_contract_change` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmiscontractchange_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_del_flag_section_id_create_time_id` ON `cmis_contract_change` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmiscontractchange_tenant_id_del_flag_contract_id_crea_3070332b" to table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_del_flag_contract_id_crea_3070332b` ON `cmis_contract_change` (`tenant_id`, `del_flag`, `contract_id`, `create_time`, `id`);
-- create index "cmiscontractchange_tenant_id_del_flag_change_no_id" to table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_del_flag_change_no_id` ON `cmis_contract_change` (`tenant_id`, `del_flag`, `change_no`, `id`);
-- create index "cmiscontractchange_tenant_id_del_flag_status_create_time_id" to table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_del_flag_status_create_time_id` ON `cmis_contract_change` (`tenant_id`, `del_flag`, `status`, `create_time`, `id`);
-- drop index "cmisdesignachievement_tenant_id_create_time_id" from table: "cmis_design_achievement"
DROP INDEX `cmisdesignachievement_tenant_id_create_time_id`;
-- drop index "cmisdesignachievement_tenant_id_engineering_id_create_time_id" from table: "cmis_design_achievement"
DROP INDEX `cmisdesignachievement_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisdesignachievement_tenant_id_section_id_create_time_id" from table: "cmis_design_achievement"
DROP INDEX `cmisdesignachievement_tenant_id_section_id_create_time_id`;
-- drop index "cmisdesignachievement_tenant_id_achievement_type_create_time_id" from table: "cmis_design_achievement"
DROP INDEX `cmisdesignachievement_tenant_id_achievement_type_create_time_id`;
-- create index "cmisdesignachievement_tenant_id_del_flag_create_time_id" to table: "cmis_design_achievement"
CREATE INDEX `cmisdesignachievement_tenant_id_del_flag_create_time_id` ON `cmis_design_achievement` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisdesignachievement_tenant_id_del_flag_engineering_i_98972376" to table: "cmis_design_achievement"
CREATE INDEX `cmisdesignachievement_tenant_id_del_flag_engineering_i_98972376` ON `cmis_design_achievement` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisdesignachievement_tenant_id_del_flag_section_id_cr_455989bc" to table: "cmis_design_achievement"
CREATE INDEX `cmisdesignachievement_tenant_id_del_flag_section_id_cr_455989bc` ON `cmis_design_achievement` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisdesignachievement_tenant_id_del_flag_achievement_t_035cd38c" to table: "cmis_design_achievement"
CREATE INDEX `cmisdesignachievement_tenant_id_del_flag_achievement_t_035cd38c` ON `cmis_design_achievement` (`tenant_id`, `del_flag`, `achievement_type`, `create_time`, `id`);
-- drop index "cmisdesignchange_tenant_id_create_time_id" from table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_create_time_id`;
-- drop index "cmisdesignchange_tenant_id_engineering_id_create_time_id" from table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisdesignchange_tenant_id_section_id_create_time_id" from table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_section_id_create_time_id`;
-- drop index "cmisdesignchange_tenant_id_change_no_id" from table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_change_no_id`;
-- drop index "cmisdesignchange_tenant_id_level_create_time_id" from table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_level_create_time_id`;
-- drop index "cmisdesignchange_tenant_id_status_create_time_id" from table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_status_create_time_id`;
-- create index "cmisdesignchange_tenant_id_del_flag_create_time_id" to table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_del_flag_create_time_id` ON `cmis_design_change` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisdesignchange_tenant_id_del_flag_engineering_id_cre_93a569b0" to table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_del_flag_engineering_id_cre_93a569b0` ON `cmis_design_change` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisdesignchange_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_del_flag_section_id_create_time_id` ON `cmis_design_change` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisdesignchange_tenant_id_del_flag_change_no_id" to table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_del_flag_change_no_id` ON `cmis_design_change` (`tenant_id`, `del_flag`, `change_no`, `id`);
-- create index "cmisdesignchange_tenant_id_del_flag_level_create_time_id" to table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_del_flag_level_create_time_id` ON `cmis_design_change` (`tenant_id`, `del_flag`, `level`, `create_time`, `id`);
-- create index "cmisdesignchange_tenant_id_del_flag_status_create_time_id" to table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_del_flag_status_create_time_id` ON `cmis_design_change` (`tenant_id`, `del_flag`, `status`, `create_time`, `id`);
-- drop index "cmisfundingplan_tenant_id_create_time_id" from table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_create_time_id`;
-- drop index "cmisfundingplan_tenant_id_engineering_id_create_time_id" from table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisfundingplan_tenant_id_section_id_create_time_id" from table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_section_id_create_time_id`;
-- drop index "cmisfundingplan_tenant_id_plan_type_create_time_id" from table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_plan_type_create_time_id`;
-- drop index "cmisfundingplan_tenant_id_period_create_time_id" from table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_period_create_time_id`;
-- drop index "cmisfundingplan_tenant_id_period_id" from table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_period_id`;
-- drop index "cmisfundingplan_tenant_id_source_create_time_id" from table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_source_create_time_id`;
-- create index "cmisfundingplan_tenant_id_del_flag_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_del_flag_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisfundingplan_tenant_id_del_flag_engineering_id_crea_c3c67579" to table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_del_flag_engineering_id_crea_c3c67579` ON `cmis_funding_plan` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisfundingplan_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_del_flag_section_id_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisfundingplan_tenant_id_del_flag_plan_type_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_del_flag_plan_type_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `del_flag`, `plan_type`, `create_time`, `id`);
-- create index "cmisfundingplan_tenant_id_del_flag_period_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_del_flag_period_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `del_flag`, `period`, `create_time`, `id`);
-- create index "cmisfundingplan_tenant_id_del_flag_period_id" to table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_del_flag_period_id` ON `cmis_funding_plan` (`tenant_id`, `del_flag`, `period`, `id`);
-- create index "cmisfundingplan_tenant_id_del_flag_source_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_del_flag_source_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `del_flag`, `source`, `create_time`, `id`);
-- drop index "cmisinvestmentallocation_tenant_id_create_time_id" from table: "cmis_investment_allocation"
DROP INDEX `cmisinvestmentallocation_tenant_id_create_time_id`;
-- drop index "cmisinvestmentallocation_tenant_id_engineering_id_crea_b8fd7c12" from table: "cmis_investment_allocation"
DROP INDEX `cmisinvestmentallocation_tenant_id_engineering_id_crea_b8fd7c12`;
-- drop index "cmisinvestmentallocation_tenant_id_section_id_create_time_id" from table: "cmis_investment_allocation"
DROP INDEX `cmisinvestmentallocation_tenant_id_section_id_create_time_id`;
-- drop index "cmisinvestmentallocation_tenant_id_year_create_time_id" from table: "cmis_investment_allocation"
DROP INDEX `cmisinvestmentallocation_tenant_id_year_create_time_id`;
-- drop index "cmisinvestmentallocation_tenant_id_year_id" from table: "cmis_investment_allocation"
DROP INDEX `cmisinvestmentallocation_tenant_id_year_id`;
-- create index "cmisinvestmentallocation_tenant_id_del_flag_create_time_id" to table: "cmis_investment_allocation"
CREATE INDEX `cmisinvestmentallocation_tenant_id_del_flag_create_time_id` ON `cmis_investment_allocation` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisinvestmentallocation_tenant_id_del_flag_engineerin_ccaa4481" to table: "cmis_investment_allocation"
CREATE INDEX `cmisinvestmentallocation_tenant_id_del_flag_engineerin_ccaa4481` ON `cmis_investment_allocation` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisinvestmentallocation_tenant_id_del_flag_section_id_650ee12e" to table: "cmis_investment_allocation"
CREATE INDEX `cmisinvestmentallocation_tenant_id_del_flag_section_id_650ee12e` ON `cmis_investment_allocation` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisinvestmentallocation_tenant_id_del_flag_year_create_time_id" to table: "cmis_investment_allocation"
CREATE INDEX `cmisinvestmentallocation_tenant_id_del_flag_year_create_time_id` ON `cmis_investment_allocation` (`tenant_id`, `del_flag`, `year`, `create_time`, `id`);
-- create index "cmisinvestmentallocation_tenant_id_del_flag_year_id" to table: "cmis_investment_allocation"
CREATE INDEX `cmisinvestmentallocation_tenant_id_del_flag_year_id` ON `cmis_investment_allocation` (`tenant_id`, `del_flag`, `year`, `id`);
-- drop index "cmisinvestmentplan_tenant_id_create_time_id" from table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_create_time_id`;
-- drop index "cmisinvestmentplan_tenant_id_engineering_id_create_time_id" from table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisinvestmentplan_tenant_id_section_id_create_time_id" from table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_section_id_create_time_id`;
-- drop index "cmisinvestmentplan_tenant_id_plan_type_create_time_id" from table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_plan_type_create_time_id`;
-- drop index "cmisinvestmentplan_tenant_id_period_create_time_id" from table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_period_create_time_id`;
-- drop index "cmisinvestmentplan_tenant_id_period_id" from table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_period_id`;
-- create index "cmisinvestmentplan_tenant_id_del_flag_create_time_id" to table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_del_flag_create_time_id` ON `cmis_investment_plan` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisinvestmentplan_tenant_id_del_flag_engineering_id_c_19d12ddd" to table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_del_flag_engineering_id_c_19d12ddd` ON `cmis_investment_plan` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisinvestmentplan_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_del_flag_section_id_create_time_id` ON `cmis_investment_plan` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisinvestmentplan_tenant_id_del_flag_plan_type_create_time_id" to table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_del_flag_plan_type_create_time_id` ON `cmis_investment_plan` (`tenant_id`, `del_flag`, `plan_type`, `create_time`, `id`);
-- create index "cmisinvestmentplan_tenant_id_del_flag_period_create_time_id" to table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_del_flag_period_create_time_id` ON `cmis_investment_plan` (`tenant_id`, `del_flag`, `period`, `create_time`, `id`);
-- create index "cmisinvestmentplan_tenant_id_del_flag_period_id" to table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_del_flag_period_id` ON `cmis_investment_plan` (`tenant_id`, `del_flag`, `period`, `id`);
-- drop index "cmismanagementdaily_tenant_id_create_time_id" from table: "cmis_management_daily"
DROP INDEX `cmismanagementdaily_tenant_id_create_time_id`;
-- drop index "cmismanagementdaily_tenant_id_engineering_id_create_time_id" from table: "cmis_management_daily"
DROP INDEX `cmismanagementdaily_tenant_id_engineering_id_create_time_id`;
-- drop index "cmismanagementdaily_tenant_id_section_id_create_time_id" from table: "cmis_management_daily"
DROP INDEX `cmismanagementdaily_tenant_id_section_id_create_time_id`;
-- drop index "cmismanagementdaily_tenant_id_log_date_id" from table: "cmis_management_daily"
DROP INDEX `cmismanagementdaily_tenant_id_log_date_id`;
-- create index "cmismanagementdaily_tenant_id_del_flag_create_time_id" to table: "cmis_management_daily"
CREATE INDEX `cmismanagementdaily_tenant_id_del_flag_create_time_id` ON `cmis_management_daily` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmismanagementdaily_tenant_id_del_flag_engineering_id__94f6d024" to table: "cmis_management_daily"
CREATE INDEX `cmismanagementdaily_tenant_id_del_flag_engineering_id__94f6d024` ON `cmis_management_daily` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmismanagementdaily_tenant_id_del_flag_section_id_crea_a6292422" to table: "cmis_management_daily"
CREATE INDEX `cmismanagementdaily_tenant_id_del_flag_section_id_crea_a6292422` ON `cmis_management_daily` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmismanagementdaily_tenant_id_del_flag_log_date_id" to table: "cmis_management_daily"
CREATE INDEX `cmismanagementdaily_tenant_id_del_flag_log_date_id` ON `cmis_management_daily` (`tenant_id`, `del_flag`, `log_date`, `id`);
-- drop index "cmismeasurement_tenant_id_create_time_id" from table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_create_time_id`;
-- drop index "cmismeasurement_tenant_id_engineering_id_create_time_id" from table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_engineering_id_create_time_id`;
-- drop index "cmismeasurement_tenant_id_section_id_create_time_id" from table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_section_id_create_time_id`;
-- drop index "cmismeasurement_tenant_id_contract_id_create_time_id" from table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_contract_id_create_time_id`;
-- drop index "cmismeasurement_tenant_id_quantity_cost_id_create_time_id" from table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_quantity_cost_id_create_time_id`;
-- drop index "cmismeasurement_tenant_id_period_create_time_id" from table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_period_create_time_id`;
-- drop index "cmismeasurement_tenant_id_period_id" from table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_period_id`;
-- create index "cmismeasurement_tenant_id_del_flag_create_time_id" to table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_del_flag_create_time_id` ON `cmis_measurement` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmismeasurement_tenant_id_del_flag_engineering_id_crea_152dde86" to table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_del_flag_engineering_id_crea_152dde86` ON `cmis_measurement` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmismeasurement_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_del_flag_section_id_create_time_id` ON `cmis_measurement` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmismeasurement_tenant_id_del_flag_contract_id_create_time_id" to table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_del_flag_contract_id_create_time_id` ON `cmis_measurement` (`tenant_id`, `del_flag`, `contract_id`, `create_time`, `id`);
-- create index "cmismeasurement_tenant_id_del_flag_quantity_cost_id_cr_867ae7d9" to table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_del_flag_quantity_cost_id_cr_867ae7d9` ON `cmis_measurement` (`tenant_id`, `del_flag`, `quantity_cost_id`, `create_time`, `id`);
-- create index "cmismeasurement_tenant_id_del_flag_period_create_time_id" to table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_del_flag_period_create_time_id` ON `cmis_measurement` (`tenant_id`, `del_flag`, `period`, `create_time`, `id`);
-- create index "cmismeasurement_tenant_id_del_flag_period_id" to table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_del_flag_period_id` ON `cmis_measurement` (`tenant_id`, `del_flag`, `period`, `id`);
-- drop index "cmispayment_tenant_id_create_time_id" from table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_create_time_id`;
-- drop index "cmispayment_tenant_id_engineering_id_create_time_id" from table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_engineering_id_create_time_id`;
-- drop index "cmispayment_tenant_id_section_id_create_time_id" from table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_section_id_create_time_id`;
-- drop index "cmispayment_tenant_id_contract_id_create_time_id" from table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_contract_id_create_time_id`;
-- drop index "cmispayment_tenant_id_payment_no_id" from table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_payment_no_id`;
-- drop index "cmispayment_tenant_id_period_create_time_id" from table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_period_create_time_id`;
-- drop index "cmispayment_tenant_id_pay_date_id" from table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_pay_date_id`;
-- drop index "cmispayment_tenant_id_status_create_time_id" from table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_status_create_time_id`;
-- create index "cmispayment_tenant_id_del_flag_create_time_id" to table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_del_flag_create_time_id` ON `cmis_payment` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmispayment_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_del_flag_engineering_id_create_time_id` ON `cmis_payment` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmispayment_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_del_flag_section_id_create_time_id` ON `cmis_payment` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmispayment_tenant_id_del_flag_contract_id_create_time_id" to table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_del_flag_contract_id_create_time_id` ON `cmis_payment` (`tenant_id`, `del_flag`, `contract_id`, `create_time`, `id`);
-- create index "cmispayment_tenant_id_del_flag_payment_no_id" to table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_del_flag_payment_no_id` ON `cmis_payment` (`tenant_id`, `del_flag`, `payment_no`, `id`);
-- create index "cmispayment_tenant_id_del_flag_period_create_time_id" to table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_del_flag_period_create_time_id` ON `cmis_payment` (`tenant_id`, `del_flag`, `period`, `create_time`, `id`);
-- create index "cmispayment_tenant_id_del_flag_pay_date_id" to table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_del_flag_pay_date_id` ON `cmis_payment` (`tenant_id`, `del_flag`, `pay_date`, `id`);
-- create index "cmispayment_tenant_id_del_flag_status_create_time_id" to table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_del_flag_status_create_time_id` ON `cmis_payment` (`tenant_id`, `del_flag`, `status`, `create_time`, `id`);
-- drop index "cmispictureplan_tenant_id_create_time_id" from table: "cmis_picture_plan"
DROP INDEX `cmispictureplan_tenant_id_create_time_id`;
-- drop index "cmispictureplan_tenant_id_engineering_id_create_time_id" from table: "cmis_picture_plan"
DROP INDEX `cmispictureplan_tenant_id_engineering_id_create_time_id`;
-- drop index "cmispictureplan_tenant_id_section_id_create_time_id" from table: "cmis_picture_plan"
DROP INDEX `cmispictureplan_tenant_id_section_id_create_time_id`;
-- drop index "cmispictureplan_tenant_id_planned_date_id" from table: "cmis_picture_plan"
DROP INDEX `cmispictureplan_tenant_id_planned_date_id`;
-- create index "cmispictureplan_tenant_id_del_flag_create_time_id" to table: "cmis_picture_plan"
CREATE INDEX `cmispictureplan_tenant_id_del_flag_create_time_id` ON `cmis_picture_plan` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmispictureplan_tenant_id_del_flag_engineering_id_crea_9dc2ec39" to table: "cmis_picture_plan"
CREATE INDEX `cmispictureplan_tenant_id_del_flag_engineering_id_crea_9dc2ec39` ON `cmis_picture_plan` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmispictureplan_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_picture_plan"
CREATE INDEX `cmispictureplan_tenant_id_del_flag_section_id_create_time_id` ON `cmis_picture_plan` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmispictureplan_tenant_id_del_flag_planned_date_id" to table: "cmis_picture_plan"
CREATE INDEX `cmispictureplan_tenant_id_del_flag_planned_date_id` ON `cmis_picture_plan` (`tenant_id`, `del_flag`, `planned_date`, `id`);
-- drop index "cmisprojectamount_tenant_id_create_time_id" from table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_create_time_id`;
-- drop index "cmisprojectamount_tenant_id_engineering_id_create_time_id" from table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisprojectamount_tenant_id_section_id_create_time_id" from table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_section_id_create_time_id`;
-- drop index "cmisprojectamount_tenant_id_contract_id_create_time_id" from table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_contract_id_create_time_id`;
-- drop index "cmisprojectamount_tenant_id_period_create_time_id" from table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_period_create_time_id`;
-- drop index "cmisprojectamount_tenant_id_period_id" from table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_period_id`;
-- create index "cmisprojectamount_tenant_id_del_flag_create_time_id" to table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_del_flag_create_time_id` ON `cmis_project_amount` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisprojectamount_tenant_id_del_flag_engineering_id_cr_7f97e05b" to table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_del_flag_engineering_id_cr_7f97e05b` ON `cmis_project_amount` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisprojectamount_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_del_flag_section_id_create_time_id` ON `cmis_project_amount` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisprojectamount_tenant_id_del_flag_contract_id_create_time_id" to table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_del_flag_contract_id_create_time_id` ON `cmis_project_amount` (`tenant_id`, `del_flag`, `contract_id`, `create_time`, `id`);
-- create index "cmisprojectamount_tenant_id_del_flag_period_create_time_id" to table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_del_flag_period_create_time_id` ON `cmis_project_amount` (`tenant_id`, `del_flag`, `period`, `create_time`, `id`);
-- create index "cmisprojectamount_tenant_id_del_flag_period_id" to table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_del_flag_period_id` ON `cmis_project_amount` (`tenant_id`, `del_flag`, `period`, `id`);
-- drop index "cmisprojectdata_tenant_id_create_time_id" from table: "cmis_project_data"
DROP INDEX `cmisprojectdata_tenant_id_create_time_id`;
-- drop index "cmisprojectdata_tenant_id_engineering_id_create_time_id" from table: "cmis_project_data"
DROP INDEX `cmisprojectdata_tenant_id_engineering_id_create_time_id`;
-- drop index "cmisprojectdata_tenant_id_section_id_create_time_id" from table: "cmis_project_data"
DROP INDEX `cmisprojectdata_tenant_id_section_id_create_time_id`;
-- drop index "cmisprojectdata_tenant_id_directory_id_create_time_id" from table: "cmis_project_data"
DROP INDEX `cmisprojectdata_tenant_id_directory_id_create_time_id`;
-- create index "cmisprojectdata_tenant_id_del_flag_create_time_id" to table: "cmis_project_data"
CREATE INDEX `cmisprojectdata_tenant_id_del_flag_create_time_id` ON `cmis_project_data` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmisprojectdata_tenant_id_del_flag_engineering_id_crea_32bc364e" to table: "cmis_project_data"
CREATE INDEX `cmisprojectdata_tenant_id_del_flag_engineering_id_crea_32bc364e` ON `cmis_project_data` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmisprojectdata_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_project_data"
CREATE INDEX `cmisprojectdata_tenant_id_del_flag_section_id_create_time_id` ON `cmis_project_data` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmisprojectdata_tenant_id_del_flag_directory_id_create_time_id" to table: "cmis_project_data"
CREATE INDEX `cmisprojectdata_tenant_id_del_flag_directory_id_create_time_id` ON `cmis_project_data` (`tenant_id`, `del_flag`, `directory_id`, `create_time`, `id`);
-- drop index "cmissettlement_tenant_id_create_time_id" from table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_create_time_id`;
-- drop index "cmissettlement_tenant_id_engineering_id_create_time_id" from table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_engineering_id_create_time_id`;
-- drop index "cmissettlement_tenant_id_section_id_create_time_id" from table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_section_id_create_time_id`;
-- drop index "cmissettlement_tenant_id_contract_id_create_time_id" from table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_contract_id_create_time_id`;
-- drop index "cmissettlement_tenant_id_settle_type_create_time_id" from table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_settle_type_create_time_id`;
-- drop index "cmissettlement_tenant_id_status_create_time_id" from table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_status_create_time_id`;
-- create index "cmissettlement_tenant_id_del_flag_create_time_id" to table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_del_flag_create_time_id` ON `cmis_settlement` (`tenant_id`, `del_flag`, `create_time`, `id`);
-- create index "cmissettlement_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_del_flag_engineering_id_create_time_id` ON `cmis_settlement` (`tenant_id`, `del_flag`, `engineering_id`, `create_time`, `id`);
-- create index "cmissettlement_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_del_flag_section_id_create_time_id` ON `cmis_settlement` (`tenant_id`, `del_flag`, `section_id`, `create_time`, `id`);
-- create index "cmissettlement_tenant_id_del_flag_contract_id_create_time_id" to table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_del_flag_contract_id_create_time_id` ON `cmis_settlement` (`tenant_id`, `del_flag`, `contract_id`, `create_time`, `id`);
-- create index "cmissettlement_tenant_id_del_flag_settle_type_create_time_id" to table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_del_flag_settle_type_create_time_id` ON `cmis_settlement` (`tenant_id`, `del_flag`, `settle_type`, `create_time`, `id`);
-- create index "cmissettlement_tenant_id_del_flag_status_create_time_id" to table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_del_flag_status_create_time_id` ON `cmis_settlement` (`tenant_id`, `del_flag`, `status`, `create_time`, `id`);

-- +goose Down
-- reverse: create index "cmissettlement_tenant_id_del_flag_status_create_time_id" to table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_del_flag_status_create_time_id`;
-- reverse: create index "cmissettlement_tenant_id_del_flag_settle_type_create_time_id" to table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_del_flag_settle_type_create_time_id`;
-- reverse: create index "cmissettlement_tenant_id_del_flag_contract_id_create_time_id" to table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_del_flag_contract_id_create_time_id`;
-- reverse: create index "cmissettlement_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmissettlement_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_del_flag_engineering_id_create_time_id`;
-- reverse: create index "cmissettlement_tenant_id_del_flag_create_time_id" to table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmissettlement_tenant_id_status_create_time_id" from table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_status_create_time_id` ON `cmis_settlement` (`tenant_id`, `status`, `create_time`, `id`);
-- reverse: drop index "cmissettlement_tenant_id_settle_type_create_time_id" from table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_settle_type_create_time_id` ON `cmis_settlement` (`tenant_id`, `settle_type`, `create_time`, `id`);
-- reverse: drop index "cmissettlement_tenant_id_contract_id_create_time_id" from table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_contract_id_create_time_id` ON `cmis_settlement` (`tenant_id`, `contract_id`, `create_time`, `id`);
-- reverse: drop index "cmissettlement_tenant_id_section_id_create_time_id" from table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_section_id_create_time_id` ON `cmis_settlement` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmissettlement_tenant_id_engineering_id_create_time_id" from table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_engineering_id_create_time_id` ON `cmis_settlement` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmissettlement_tenant_id_create_time_id" from table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_create_time_id` ON `cmis_settlement` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisprojectdata_tenant_id_del_flag_directory_id_create_time_id" to table: "cmis_project_data"
DROP INDEX `cmisprojectdata_tenant_id_del_flag_directory_id_create_time_id`;
-- reverse: create index "cmisprojectdata_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_project_data"
DROP INDEX `cmisprojectdata_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisprojectdata_tenant_id_del_flag_engineering_id_crea_32bc364e" to table: "cmis_project_data"
DROP INDEX `cmisprojectdata_tenant_id_del_flag_engineering_id_crea_32bc364e`;
-- reverse: create index "cmisprojectdata_tenant_id_del_flag_create_time_id" to table: "cmis_project_data"
DROP INDEX `cmisprojectdata_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisprojectdata_tenant_id_directory_id_create_time_id" from table: "cmis_project_data"
CREATE INDEX `cmisprojectdata_tenant_id_directory_id_create_time_id` ON `cmis_project_data` (`tenant_id`, `directory_id`, `create_time`, `id`);
-- reverse: drop index "cmisprojectdata_tenant_id_section_id_create_time_id" from table: "cmis_project_data"
CREATE INDEX `cmisprojectdata_tenant_id_section_id_create_time_id` ON `cmis_project_data` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisprojectdata_tenant_id_engineering_id_create_time_id" from table: "cmis_project_data"
CREATE INDEX `cmisprojectdata_tenant_id_engineering_id_create_time_id` ON `cmis_project_data` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisprojectdata_tenant_id_create_time_id" from table: "cmis_project_data"
CREATE INDEX `cmisprojectdata_tenant_id_create_time_id` ON `cmis_project_data` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisprojectamount_tenant_id_del_flag_period_id" to table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_del_flag_period_id`;
-- reverse: create index "cmisprojectamount_tenant_id_del_flag_period_create_time_id" to table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_del_flag_period_create_time_id`;
-- reverse: create index "cmisprojectamount_tenant_id_del_flag_contract_id_create_time_id" to table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_del_flag_contract_id_create_time_id`;
-- reverse: create index "cmisprojectamount_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisprojectamount_tenant_id_del_flag_engineering_id_cr_7f97e05b" to table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_del_flag_engineering_id_cr_7f97e05b`;
-- reverse: create index "cmisprojectamount_tenant_id_del_flag_create_time_id" to table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisprojectamount_tenant_id_period_id" from table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_period_id` ON `cmis_project_amount` (`tenant_id`, `period`, `id`);
-- reverse: drop index "cmisprojectamount_tenant_id_period_create_time_id" from table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_period_create_time_id` ON `cmis_project_amount` (`tenant_id`, `period`, `create_time`, `id`);
-- reverse: drop index "cmisprojectamount_tenant_id_contract_id_create_time_id" from table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_contract_id_create_time_id` ON `cmis_project_amount` (`tenant_id`, `contract_id`, `create_time`, `id`);
-- reverse: drop index "cmisprojectamount_tenant_id_section_id_create_time_id" from table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_section_id_create_time_id` ON `cmis_project_amount` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisprojectamount_tenant_id_engineering_id_create_time_id" from table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_engineering_id_create_time_id` ON `cmis_project_amount` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisprojectamount_tenant_id_create_time_id" from table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_create_time_id` ON `cmis_project_amount` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmispictureplan_tenant_id_del_flag_planned_date_id" to table: "cmis_picture_plan"
DROP INDEX `cmispictureplan_tenant_id_del_flag_planned_date_id`;
-- reverse: create index "cmispictureplan_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_picture_plan"
DROP INDEX `cmispictureplan_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmispictureplan_tenant_id_del_flag_engineering_id_crea_9dc2ec39" to table: "cmis_picture_plan"
DROP INDEX `cmispictureplan_tenant_id_del_flag_engineering_id_crea_9dc2ec39`;
-- reverse: create index "cmispictureplan_tenant_id_del_flag_create_time_id" to table: "cmis_picture_plan"
DROP INDEX `cmispictureplan_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmispictureplan_tenant_id_planned_date_id" from table: "cmis_picture_plan"
CREATE INDEX `cmispictureplan_tenant_id_planned_date_id` ON `cmis_picture_plan` (`tenant_id`, `planned_date`, `id`);
-- reverse: drop index "cmispictureplan_tenant_id_section_id_create_time_id" from table: "cmis_picture_plan"
CREATE INDEX `cmispictureplan_tenant_id_section_id_create_time_id` ON `cmis_picture_plan` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmispictureplan_tenant_id_engineering_id_create_time_id" from table: "cmis_picture_plan"
CREATE INDEX `cmispictureplan_tenant_id_engineering_id_create_time_id` ON `cmis_picture_plan` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmispictureplan_tenant_id_create_time_id" from table: "cmis_picture_plan"
CREATE INDEX `cmispictureplan_tenant_id_create_time_id` ON `cmis_picture_plan` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmispayment_tenant_id_del_flag_status_create_time_id" to table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_del_flag_status_create_time_id`;
-- reverse: create index "cmispayment_tenant_id_del_flag_pay_date_id" to table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_del_flag_pay_date_id`;
-- reverse: create index "cmispayment_tenant_id_del_flag_period_create_time_id" to table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_del_flag_period_create_time_id`;
-- reverse: create index "cmispayment_tenant_id_del_flag_payment_no_id" to table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_del_flag_payment_no_id`;
-- reverse: create index "cmispayment_tenant_id_del_flag_contract_id_create_time_id" to table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_del_flag_contract_id_create_time_id`;
-- reverse: create index "cmispayment_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmispayment_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_del_flag_engineering_id_create_time_id`;
-- reverse: create index "cmispayment_tenant_id_del_flag_create_time_id" to table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmispayment_tenant_id_status_create_time_id" from table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_status_create_time_id` ON `cmis_payment` (`tenant_id`, `status`, `create_time`, `id`);
-- reverse: drop index "cmispayment_tenant_id_pay_date_id" from table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_pay_date_id` ON `cmis_payment` (`tenant_id`, `pay_date`, `id`);
-- reverse: drop index "cmispayment_tenant_id_period_create_time_id" from table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_period_create_time_id` ON `cmis_payment` (`tenant_id`, `period`, `create_time`, `id`);
-- reverse: drop index "cmispayment_tenant_id_payment_no_id" from table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_payment_no_id` ON `cmis_payment` (`tenant_id`, `payment_no`, `id`);
-- reverse: drop index "cmispayment_tenant_id_contract_id_create_time_id" from table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_contract_id_create_time_id` ON `cmis_payment` (`tenant_id`, `contract_id`, `create_time`, `id`);
-- reverse: drop index "cmispayment_tenant_id_section_id_create_time_id" from table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_section_id_create_time_id` ON `cmis_payment` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmispayment_tenant_id_engineering_id_create_time_id" from table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_engineering_id_create_time_id` ON `cmis_payment` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmispayment_tenant_id_create_time_id" from table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_create_time_id` ON `cmis_payment` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmismeasurement_tenant_id_del_flag_period_id" to table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_del_flag_period_id`;
-- reverse: create index "cmismeasurement_tenant_id_del_flag_period_create_time_id" to table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_del_flag_period_create_time_id`;
-- reverse: create index "cmismeasurement_tenant_id_del_flag_quantity_cost_id_cr_867ae7d9" to table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_del_flag_quantity_cost_id_cr_867ae7d9`;
-- reverse: create index "cmismeasurement_tenant_id_del_flag_contract_id_create_time_id" to table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_del_flag_contract_id_create_time_id`;
-- reverse: create index "cmismeasurement_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmismeasurement_tenant_id_del_flag_engineering_id_crea_152dde86" to table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_del_flag_engineering_id_crea_152dde86`;
-- reverse: create index "cmismeasurement_tenant_id_del_flag_create_time_id" to table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmismeasurement_tenant_id_period_id" from table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_period_id` ON `cmis_measurement` (`tenant_id`, `period`, `id`);
-- reverse: drop index "cmismeasurement_tenant_id_period_create_time_id" from table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_period_create_time_id` ON `cmis_measurement` (`tenant_id`, `period`, `create_time`, `id`);
-- reverse: drop index "cmismeasurement_tenant_id_quantity_cost_id_create_time_id" from table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_quantity_cost_id_create_time_id` ON `cmis_measurement` (`tenant_id`, `quantity_cost_id`, `create_time`, `id`);
-- reverse: drop index "cmismeasurement_tenant_id_contract_id_create_time_id" from table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_contract_id_create_time_id` ON `cmis_measurement` (`tenant_id`, `contract_id`, `create_time`, `id`);
-- reverse: drop index "cmismeasurement_tenant_id_section_id_create_time_id" from table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_section_id_create_time_id` ON `cmis_measurement` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmismeasurement_tenant_id_engineering_id_create_time_id" from table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_engineering_id_create_time_id` ON `cmis_measurement` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmismeasurement_tenant_id_create_time_id" from table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_create_time_id` ON `cmis_measurement` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmismanagementdaily_tenant_id_del_flag_log_date_id" to table: "cmis_management_daily"
DROP INDEX `cmismanagementdaily_tenant_id_del_flag_log_date_id`;
-- reverse: create index "cmismanagementdaily_tenant_id_del_flag_section_id_crea_a6292422" to table: "cmis_management_daily"
DROP INDEX `cmismanagementdaily_tenant_id_del_flag_section_id_crea_a6292422`;
-- reverse: create index "cmismanagementdaily_tenant_id_del_flag_engineering_id__94f6d024" to table: "cmis_management_daily"
DROP INDEX `cmismanagementdaily_tenant_id_del_flag_engineering_id__94f6d024`;
-- reverse: create index "cmismanagementdaily_tenant_id_del_flag_create_time_id" to table: "cmis_management_daily"
DROP INDEX `cmismanagementdaily_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmismanagementdaily_tenant_id_log_date_id" from table: "cmis_management_daily"
CREATE INDEX `cmismanagementdaily_tenant_id_log_date_id` ON `cmis_management_daily` (`tenant_id`, `log_date`, `id`);
-- reverse: drop index "cmismanagementdaily_tenant_id_section_id_create_time_id" from table: "cmis_management_daily"
CREATE INDEX `cmismanagementdaily_tenant_id_section_id_create_time_id` ON `cmis_management_daily` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmismanagementdaily_tenant_id_engineering_id_create_time_id" from table: "cmis_management_daily"
CREATE INDEX `cmismanagementdaily_tenant_id_engineering_id_create_time_id` ON `cmis_management_daily` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmismanagementdaily_tenant_id_create_time_id" from table: "cmis_management_daily"
CREATE INDEX `cmismanagementdaily_tenant_id_create_time_id` ON `cmis_management_daily` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisinvestmentplan_tenant_id_del_flag_period_id" to table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_del_flag_period_id`;
-- reverse: create index "cmisinvestmentplan_tenant_id_del_flag_period_create_time_id" to table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_del_flag_period_create_time_id`;
-- reverse: create index "cmisinvestmentplan_tenant_id_del_flag_plan_type_create_time_id" to table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_del_flag_plan_type_create_time_id`;
-- reverse: create index "cmisinvestmentplan_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisinvestmentplan_tenant_id_del_flag_engineering_id_c_19d12ddd" to table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_del_flag_engineering_id_c_19d12ddd`;
-- reverse: create index "cmisinvestmentplan_tenant_id_del_flag_create_time_id" to table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisinvestmentplan_tenant_id_period_id" from table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_period_id` ON `cmis_investment_plan` (`tenant_id`, `period`, `id`);
-- reverse: drop index "cmisinvestmentplan_tenant_id_period_create_time_id" from table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_period_create_time_id` ON `cmis_investment_plan` (`tenant_id`, `period`, `create_time`, `id`);
-- reverse: drop index "cmisinvestmentplan_tenant_id_plan_type_create_time_id" from table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_plan_type_create_time_id` ON `cmis_investment_plan` (`tenant_id`, `plan_type`, `create_time`, `id`);
-- reverse: drop index "cmisinvestmentplan_tenant_id_section_id_create_time_id" from table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_section_id_create_time_id` ON `cmis_investment_plan` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisinvestmentplan_tenant_id_engineering_id_create_time_id" from table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_engineering_id_create_time_id` ON `cmis_investment_plan` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisinvestmentplan_tenant_id_create_time_id" from table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_create_time_id` ON `cmis_investment_plan` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisinvestmentallocation_tenant_id_del_flag_year_id" to table: "cmis_investment_allocation"
DROP INDEX `cmisinvestmentallocation_tenant_id_del_flag_year_id`;
-- reverse: create index "cmisinvestmentallocation_tenant_id_del_flag_year_create_time_id" to table: "cmis_investment_allocation"
DROP INDEX `cmisinvestmentallocation_tenant_id_del_flag_year_create_time_id`;
-- reverse: create index "cmisinvestmentallocation_tenant_id_del_flag_section_id_650ee12e" to table: "cmis_investment_allocation"
DROP INDEX `cmisinvestmentallocation_tenant_id_del_flag_section_id_650ee12e`;
-- reverse: create index "cmisinvestmentallocation_tenant_id_del_flag_engineerin_ccaa4481" to table: "cmis_investment_allocation"
DROP INDEX `cmisinvestmentallocation_tenant_id_del_flag_engineerin_ccaa4481`;
-- reverse: create index "cmisinvestmentallocation_tenant_id_del_flag_create_time_id" to table: "cmis_investment_allocation"
DROP INDEX `cmisinvestmentallocation_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisinvestmentallocation_tenant_id_year_id" from table: "cmis_investment_allocation"
CREATE INDEX `cmisinvestmentallocation_tenant_id_year_id` ON `cmis_investment_allocation` (`tenant_id`, `year`, `id`);
-- reverse: drop index "cmisinvestmentallocation_tenant_id_year_create_time_id" from table: "cmis_investment_allocation"
CREATE INDEX `cmisinvestmentallocation_tenant_id_year_create_time_id` ON `cmis_investment_allocation` (`tenant_id`, `year`, `create_time`, `id`);
-- reverse: drop index "cmisinvestmentallocation_tenant_id_section_id_create_time_id" from table: "cmis_investment_allocation"
CREATE INDEX `cmisinvestmentallocation_tenant_id_section_id_create_time_id` ON `cmis_investment_allocation` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisinvestmentallocation_tenant_id_engineering_id_crea_b8fd7c12" from table: "cmis_investment_allocation"
CREATE INDEX `cmisinvestmentallocation_tenant_id_engineering_id_crea_b8fd7c12` ON `cmis_investment_allocation` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisinvestmentallocation_tenant_id_create_time_id" from table: "cmis_investment_allocation"
CREATE INDEX `cmisinvestmentallocation_tenant_id_create_time_id` ON `cmis_investment_allocation` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisfundingplan_tenant_id_del_flag_source_create_time_id" to table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_del_flag_source_create_time_id`;
-- reverse: create index "cmisfundingplan_tenant_id_del_flag_period_id" to table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_del_flag_period_id`;
-- reverse: create index "cmisfundingplan_tenant_id_del_flag_period_create_time_id" to table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_del_flag_period_create_time_id`;
-- reverse: create index "cmisfundingplan_tenant_id_del_flag_plan_type_create_time_id" to table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_del_flag_plan_type_create_time_id`;
-- reverse: create index "cmisfundingplan_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisfundingplan_tenant_id_del_flag_engineering_id_crea_c3c67579" to table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_del_flag_engineering_id_crea_c3c67579`;
-- reverse: create index "cmisfundingplan_tenant_id_del_flag_create_time_id" to table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisfundingplan_tenant_id_source_create_time_id" from table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_source_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `source`, `create_time`, `id`);
-- reverse: drop index "cmisfundingplan_tenant_id_period_id" from table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_period_id` ON `cmis_funding_plan` (`tenant_id`, `period`, `id`);
-- reverse: drop index "cmisfundingplan_tenant_id_period_create_time_id" from table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_period_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `period`, `create_time`, `id`);
-- reverse: drop index "cmisfundingplan_tenant_id_plan_type_create_time_id" from table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_plan_type_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `plan_type`, `create_time`, `id`);
-- reverse: drop index "cmisfundingplan_tenant_id_section_id_create_time_id" from table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_section_id_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisfundingplan_tenant_id_engineering_id_create_time_id" from table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_engineering_id_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisfundingplan_tenant_id_create_time_id" from table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisdesignchange_tenant_id_del_flag_status_create_time_id" to table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_del_flag_status_create_time_id`;
-- reverse: create index "cmisdesignchange_tenant_id_del_flag_level_create_time_id" to table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_del_flag_level_create_time_id`;
-- reverse: create index "cmisdesignchange_tenant_id_del_flag_change_no_id" to table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_del_flag_change_no_id`;
-- reverse: create index "cmisdesignchange_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisdesignchange_tenant_id_del_flag_engineering_id_cre_93a569b0" to table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_del_flag_engineering_id_cre_93a569b0`;
-- reverse: create index "cmisdesignchange_tenant_id_del_flag_create_time_id" to table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisdesignchange_tenant_id_status_create_time_id" from table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_status_create_time_id` ON `cmis_design_change` (`tenant_id`, `status`, `create_time`, `id`);
-- reverse: drop index "cmisdesignchange_tenant_id_level_create_time_id" from table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_level_create_time_id` ON `cmis_design_change` (`tenant_id`, `level`, `create_time`, `id`);
-- reverse: drop index "cmisdesignchange_tenant_id_change_no_id" from table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_change_no_id` ON `cmis_design_change` (`tenant_id`, `change_no`, `id`);
-- reverse: drop index "cmisdesignchange_tenant_id_section_id_create_time_id" from table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_section_id_create_time_id` ON `cmis_design_change` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisdesignchange_tenant_id_engineering_id_create_time_id" from table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_engineering_id_create_time_id` ON `cmis_design_change` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisdesignchange_tenant_id_create_time_id" from table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_create_time_id` ON `cmis_design_change` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisdesignachievement_tenant_id_del_flag_achievement_t_035cd38c" to table: "cmis_design_achievement"
DROP INDEX `cmisdesignachievement_tenant_id_del_flag_achievement_t_035cd38c`;
-- reverse: create index "cmisdesignachievement_tenant_id_del_flag_section_id_cr_455989bc" to table: "cmis_design_achievement"
DROP INDEX `cmisdesignachievement_tenant_id_del_flag_section_id_cr_455989bc`;
-- reverse: create index "cmisdesignachievement_tenant_id_del_flag_engineering_i_98972376" to table: "cmis_design_achievement"
DROP INDEX `cmisdesignachievement_tenant_id_del_flag_engineering_i_98972376`;
-- reverse: create index "cmisdesignachievement_tenant_id_del_flag_create_time_id" to table: "cmis_design_achievement"
DROP INDEX `cmisdesignachievement_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisdesignachievement_tenant_id_achievement_type_create_time_id" from table: "cmis_design_achievement"
CREATE INDEX `cmisdesignachievement_tenant_id_achievement_type_create_time_id` ON `cmis_design_achievement` (`tenant_id`, `achievement_type`, `create_time`, `id`);
-- reverse: drop index "cmisdesignachievement_tenant_id_section_id_create_time_id" from table: "cmis_design_achievement"
CREATE INDEX `cmisdesignachievement_tenant_id_section_id_create_time_id` ON `cmis_design_achievement` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisdesignachievement_tenant_id_engineering_id_create_time_id" from table: "cmis_design_achievement"
CREATE INDEX `cmisdesignachievement_tenant_id_engineering_id_create_time_id` ON `cmis_design_achievement` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisdesignachievement_tenant_id_create_time_id" from table: "cmis_design_achievement"
CREATE INDEX `cmisdesignachievement_tenant_id_create_time_id` ON `cmis_design_achievement` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmiscontractchange_tenant_id_del_flag_status_create_time_id" to table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_del_flag_status_create_time_id`;
-- reverse: create index "cmiscontractchange_tenant_id_del_flag_change_no_id" to table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_del_flag_change_no_id`;
-- reverse: create index "cmiscontractchange_tenant_id_del_flag_contract_id_crea_3070332b" to table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_del_flag_contract_id_crea_3070332b`;
-- reverse: create index "cmiscontractchange_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmiscontractchange_tenant_id_del_flag_engineering_id_c_8a682b4e" to table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_del_flag_engineering_id_c_8a682b4e`;
-- reverse: create index "cmiscontractchange_tenant_id_del_flag_create_time_id" to table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmiscontractchange_tenant_id_status_create_time_id" from table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_status_create_time_id` ON `cmis_contract_change` (`tenant_id`, `status`, `create_time`, `id`);
-- reverse: drop index "cmiscontractchange_tenant_id_change_no_id" from table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_change_no_id` ON `cmis_contract_change` (`tenant_id`, `change_no`, `id`);
-- reverse: drop index "cmiscontractchange_tenant_id_contract_id_create_time_id" from table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_contract_id_create_time_id` ON `cmis_contract_change` (`tenant_id`, `contract_id`, `create_time`, `id`);
-- reverse: drop index "cmiscontractchange_tenant_id_section_id_create_time_id" from table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_section_id_create_time_id` ON `cmis_contract_change` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmiscontractchange_tenant_id_engineering_id_create_time_id" from table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_engineering_id_create_time_id` ON `cmis_contract_change` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmiscontractchange_tenant_id_create_time_id" from table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_create_time_id` ON `cmis_contract_change` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmiscontract_tenant_id_del_flag_party_b_create_time_id" to table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_del_flag_party_b_create_time_id`;
-- reverse: create index "cmiscontract_tenant_id_del_flag_contract_type_create_time_id" to table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_del_flag_contract_type_create_time_id`;
-- reverse: create index "cmiscontract_tenant_id_del_flag_contract_no_id" to table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_del_flag_contract_no_id`;
-- reverse: create index "cmiscontract_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmiscontract_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_del_flag_engineering_id_create_time_id`;
-- reverse: create index "cmiscontract_tenant_id_del_flag_create_time_id" to table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmiscontract_tenant_id_party_b_create_time_id" from table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_party_b_create_time_id` ON `cmis_contract` (`tenant_id`, `party_b`, `create_time`, `id`);
-- reverse: drop index "cmiscontract_tenant_id_contract_type_create_time_id" from table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_contract_type_create_time_id` ON `cmis_contract` (`tenant_id`, `contract_type`, `create_time`, `id`);
-- reverse: drop index "cmiscontract_tenant_id_contract_no_id" from table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_contract_no_id` ON `cmis_contract` (`tenant_id`, `contract_no`, `id`);
-- reverse: drop index "cmiscontract_tenant_id_section_id_create_time_id" from table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_section_id_create_time_id` ON `cmis_contract` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmiscontract_tenant_id_engineering_id_create_time_id" from table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_engineering_id_create_time_id` ON `cmis_contract` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmiscontract_tenant_id_create_time_id" from table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_create_time_id` ON `cmis_contract` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmiscontactsheet_tenant_id_del_flag_send_date_id" to table: "cmis_contact_sheet"
DROP INDEX `cmiscontactsheet_tenant_id_del_flag_send_date_id`;
-- reverse: create index "cmiscontactsheet_tenant_id_del_flag_sheet_no_id" to table: "cmis_contact_sheet"
DROP INDEX `cmiscontactsheet_tenant_id_del_flag_sheet_no_id`;
-- reverse: create index "cmiscontactsheet_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_contact_sheet"
DROP INDEX `cmiscontactsheet_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmiscontactsheet_tenant_id_del_flag_engineering_id_cre_8f147870" to table: "cmis_contact_sheet"
DROP INDEX `cmiscontactsheet_tenant_id_del_flag_engineering_id_cre_8f147870`;
-- reverse: create index "cmiscontactsheet_tenant_id_del_flag_create_time_id" to table: "cmis_contact_sheet"
DROP INDEX `cmiscontactsheet_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmiscontactsheet_tenant_id_send_date_id" from table: "cmis_contact_sheet"
CREATE INDEX `cmiscontactsheet_tenant_id_send_date_id` ON `cmis_contact_sheet` (`tenant_id`, `send_date`, `id`);
-- reverse: drop index "cmiscontactsheet_tenant_id_sheet_no_id" from table: "cmis_contact_sheet"
CREATE INDEX `cmiscontactsheet_tenant_id_sheet_no_id` ON `cmis_contact_sheet` (`tenant_id`, `sheet_no`, `id`);
-- reverse: drop index "cmiscontactsheet_tenant_id_section_id_create_time_id" from table: "cmis_contact_sheet"
CREATE INDEX `cmiscontactsheet_tenant_id_section_id_create_time_id` ON `cmis_contact_sheet` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmiscontactsheet_tenant_id_engineering_id_create_time_id" from table: "cmis_contact_sheet"
CREATE INDEX `cmiscontactsheet_tenant_id_engineering_id_create_time_id` ON `cmis_contact_sheet` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmiscontactsheet_tenant_id_create_time_id" from table: "cmis_contact_sheet"
CREATE INDEX `cmiscontactsheet_tenant_id_create_time_id` ON `cmis_contact_sheet` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisappropriation_tenant_id_del_flag_grant_date_id" to table: "cmis_appropriation"
DROP INDEX `cmisappropriation_tenant_id_del_flag_grant_date_id`;
-- reverse: create index "cmisappropriation_tenant_id_del_flag_source_create_time_id" to table: "cmis_appropriation"
DROP INDEX `cmisappropriation_tenant_id_del_flag_source_create_time_id`;
-- reverse: create index "cmisappropriation_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_appropriation"
DROP INDEX `cmisappropriation_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisappropriation_tenant_id_del_flag_engineering_id_cr_02a47eee" to table: "cmis_appropriation"
DROP INDEX `cmisappropriation_tenant_id_del_flag_engineering_id_cr_02a47eee`;
-- reverse: create index "cmisappropriation_tenant_id_del_flag_create_time_id" to table: "cmis_appropriation"
DROP INDEX `cmisappropriation_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisappropriation_tenant_id_grant_date_id" from table: "cmis_appropriation"
CREATE INDEX `cmisappropriation_tenant_id_grant_date_id` ON `cmis_appropriation` (`tenant_id`, `grant_date`, `id`);
-- reverse: drop index "cmisappropriation_tenant_id_source_create_time_id" from table: "cmis_appropriation"
CREATE INDEX `cmisappropriation_tenant_id_source_create_time_id` ON `cmis_appropriation` (`tenant_id`, `source`, `create_time`, `id`);
-- reverse: drop index "cmisappropriation_tenant_id_section_id_create_time_id" from table: "cmis_appropriation"
CREATE INDEX `cmisappropriation_tenant_id_section_id_create_time_id` ON `cmis_appropriation` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisappropriation_tenant_id_engineering_id_create_time_id" from table: "cmis_appropriation"
CREATE INDEX `cmisappropriation_tenant_id_engineering_id_create_time_id` ON `cmis_appropriation` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisappropriation_tenant_id_create_time_id" from table: "cmis_appropriation"
CREATE INDEX `cmisappropriation_tenant_id_create_time_id` ON `cmis_appropriation` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisshotcretemeasure_tenant_id_del_flag_create_time_id" to table: "cmis_shotcrete_measure"
DROP INDEX `cmisshotcretemeasure_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisshotcretemeasure_tenant_id_create_time_id" from table: "cmis_shotcrete_measure"
CREATE INDEX `cmisshotcretemeasure_tenant_id_create_time_id` ON `cmis_shotcrete_measure` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisacceptancemember_tenant_id_del_flag_create_time_id" to table: "cmis_acceptance_member"
DROP INDEX `cmisacceptancemember_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisacceptancemember_tenant_id_create_time_id" from table: "cmis_acceptance_member"
CREATE INDEX `cmisacceptancemember_tenant_id_create_time_id` ON `cmis_acceptance_member` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisacceptanceitem_tenant_id_del_flag_create_time_id" to table: "cmis_acceptance_item"
DROP INDEX `cmisacceptanceitem_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisacceptanceitem_tenant_id_create_time_id" from table: "cmis_acceptance_item"
CREATE INDEX `cmisacceptanceitem_tenant_id_create_time_id` ON `cmis_acceptance_item` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmissupervisionnotice_tenant_id_del_flag_status_create_time_id" to table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_del_flag_status_create_time_id`;
-- reverse: create index "cmissupervisionnotice_tenant_id_del_flag_issue_date_id" to table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_del_flag_issue_date_id`;
-- reverse: create index "cmissupervisionnotice_tenant_id_del_flag_notice_no_id" to table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_del_flag_notice_no_id`;
-- reverse: create index "cmissupervisionnotice_tenant_id_del_flag_section_id_cr_6902fdfd" to table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_del_flag_section_id_cr_6902fdfd`;
-- reverse: create index "cmissupervisionnotice_tenant_id_del_flag_engineering_i_b8ed86e4" to table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_del_flag_engineering_i_b8ed86e4`;
-- reverse: create index "cmissupervisionnotice_tenant_id_del_flag_create_time_id" to table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmissupervisionnotice_tenant_id_status_create_time_id" from table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_status_create_time_id` ON `cmis_supervision_notice` (`tenant_id`, `status`, `create_time`, `id`);
-- reverse: drop index "cmissupervisionnotice_tenant_id_issue_date_id" from table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_issue_date_id` ON `cmis_supervision_notice` (`tenant_id`, `issue_date`, `id`);
-- reverse: drop index "cmissupervisionnotice_tenant_id_notice_no_id" from table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_notice_no_id` ON `cmis_supervision_notice` (`tenant_id`, `notice_no`, `id`);
-- reverse: drop index "cmissupervisionnotice_tenant_id_section_id_create_time_id" from table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_section_id_create_time_id` ON `cmis_supervision_notice` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmissupervisionnotice_tenant_id_engineering_id_create_time_id" from table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_engineering_id_create_time_id` ON `cmis_supervision_notice` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmissupervisionnotice_tenant_id_create_time_id" from table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_create_time_id` ON `cmis_supervision_notice` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmissafetyinspection_tenant_id_del_flag_rectify_requir_59ab8fe8" to table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_del_flag_rectify_requir_59ab8fe8`;
-- reverse: create index "cmissafetyinspection_tenant_id_del_flag_inspect_type_c_c56ba292" to table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_del_flag_inspect_type_c_c56ba292`;
-- reverse: create index "cmissafetyinspection_tenant_id_del_flag_inspect_date_id" to table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_del_flag_inspect_date_id`;
-- reverse: create index "cmissafetyinspection_tenant_id_del_flag_section_id_cre_404ec1fe" to table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_del_flag_section_id_cre_404ec1fe`;
-- reverse: create index "cmissafetyinspection_tenant_id_del_flag_engineering_id_8dd00c7c" to table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_del_flag_engineering_id_8dd00c7c`;
-- reverse: create index "cmissafetyinspection_tenant_id_del_flag_create_time_id" to table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmissafetyinspection_tenant_id_rectify_required_create_time_id" from table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_rectify_required_create_time_id` ON `cmis_safety_inspection` (`tenant_id`, `rectify_required`, `create_time`, `id`);
-- reverse: drop index "cmissafetyinspection_tenant_id_inspect_type_create_time_id" from table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_inspect_type_create_time_id` ON `cmis_safety_inspection` (`tenant_id`, `inspect_type`, `create_time`, `id`);
-- reverse: drop index "cmissafetyinspection_tenant_id_inspect_date_id" from table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_inspect_date_id` ON `cmis_safety_inspection` (`tenant_id`, `inspect_date`, `id`);
-- reverse: drop index "cmissafetyinspection_tenant_id_section_id_create_time_id" from table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_section_id_create_time_id` ON `cmis_safety_inspection` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmissafetyinspection_tenant_id_engineering_id_create_time_id" from table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_engineering_id_create_time_id` ON `cmis_safety_inspection` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmissafetyinspection_tenant_id_create_time_id" from table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_create_time_id` ON `cmis_safety_inspection` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmispatrol_tenant_id_del_flag_patrol_time_id" to table: "cmis_patrol"
DROP INDEX `cmispatrol_tenant_id_del_flag_patrol_time_id`;
-- reverse: create index "cmispatrol_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_patrol"
DROP INDEX `cmispatrol_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmispatrol_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_patrol"
DROP INDEX `cmispatrol_tenant_id_del_flag_engineering_id_create_time_id`;
-- reverse: create index "cmispatrol_tenant_id_del_flag_create_time_id" to table: "cmis_patrol"
DROP INDEX `cmispatrol_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmispatrol_tenant_id_patrol_time_id" from table: "cmis_patrol"
CREATE INDEX `cmispatrol_tenant_id_patrol_time_id` ON `cmis_patrol` (`tenant_id`, `patrol_time`, `id`);
-- reverse: drop index "cmispatrol_tenant_id_section_id_create_time_id" from table: "cmis_patrol"
CREATE INDEX `cmispatrol_tenant_id_section_id_create_time_id` ON `cmis_patrol` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmispatrol_tenant_id_engineering_id_create_time_id" from table: "cmis_patrol"
CREATE INDEX `cmispatrol_tenant_id_engineering_id_create_time_id` ON `cmis_patrol` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmispatrol_tenant_id_create_time_id" from table: "cmis_patrol"
CREATE INDEX `cmispatrol_tenant_id_create_time_id` ON `cmis_patrol` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisgeoprediction_tenant_id_del_flag_risk_level_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_del_flag_risk_level_create_time_id`;
-- reverse: create index "cmisgeoprediction_tenant_id_del_flag_rock_class_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_del_flag_rock_class_create_time_id`;
-- reverse: create index "cmisgeoprediction_tenant_id_del_flag_predict_date_id" to table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_del_flag_predict_date_id`;
-- reverse: create index "cmisgeoprediction_tenant_id_del_flag_method_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_del_flag_method_create_time_id`;
-- reverse: create index "cmisgeoprediction_tenant_id_del_flag_building_id_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_del_flag_building_id_create_time_id`;
-- reverse: create index "cmisgeoprediction_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisgeoprediction_tenant_id_del_flag_engineering_id_cr_26809175" to table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_del_flag_engineering_id_cr_26809175`;
-- reverse: create index "cmisgeoprediction_tenant_id_del_flag_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisgeoprediction_tenant_id_risk_level_create_time_id" from table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_risk_level_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `risk_level`, `create_time`, `id`);
-- reverse: drop index "cmisgeoprediction_tenant_id_rock_class_create_time_id" from table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_rock_class_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `rock_class`, `create_time`, `id`);
-- reverse: drop index "cmisgeoprediction_tenant_id_predict_date_id" from table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_predict_date_id` ON `cmis_geo_prediction` (`tenant_id`, `predict_date`, `id`);
-- reverse: drop index "cmisgeoprediction_tenant_id_method_create_time_id" from table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_method_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `method`, `create_time`, `id`);
-- reverse: drop index "cmisgeoprediction_tenant_id_building_id_create_time_id" from table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_building_id_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `building_id`, `create_time`, `id`);
-- reverse: drop index "cmisgeoprediction_tenant_id_section_id_create_time_id" from table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_section_id_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisgeoprediction_tenant_id_engineering_id_create_time_id" from table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_engineering_id_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisgeoprediction_tenant_id_create_time_id" from table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisenvinspection_tenant_id_del_flag_rectify_required__35fda979" to table: "cmis_env_inspection"
DROP INDEX `cmisenvinspection_tenant_id_del_flag_rectify_required__35fda979`;
-- reverse: create index "cmisenvinspection_tenant_id_del_flag_inspect_date_id" to table: "cmis_env_inspection"
DROP INDEX `cmisenvinspection_tenant_id_del_flag_inspect_date_id`;
-- reverse: create index "cmisenvinspection_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_env_inspection"
DROP INDEX `cmisenvinspection_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisenvinspection_tenant_id_del_flag_engineering_id_cr_f85b04b2" to table: "cmis_env_inspection"
DROP INDEX `cmisenvinspection_tenant_id_del_flag_engineering_id_cr_f85b04b2`;
-- reverse: create index "cmisenvinspection_tenant_id_del_flag_create_time_id" to table: "cmis_env_inspection"
DROP INDEX `cmisenvinspection_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisenvinspection_tenant_id_rectify_required_create_time_id" from table: "cmis_env_inspection"
CREATE INDEX `cmisenvinspection_tenant_id_rectify_required_create_time_id` ON `cmis_env_inspection` (`tenant_id`, `rectify_required`, `create_time`, `id`);
-- reverse: drop index "cmisenvinspection_tenant_id_inspect_date_id" from table: "cmis_env_inspection"
CREATE INDEX `cmisenvinspection_tenant_id_inspect_date_id` ON `cmis_env_inspection` (`tenant_id`, `inspect_date`, `id`);
-- reverse: drop index "cmisenvinspection_tenant_id_section_id_create_time_id" from table: "cmis_env_inspection"
CREATE INDEX `cmisenvinspection_tenant_id_section_id_create_time_id` ON `cmis_env_inspection` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisenvinspection_tenant_id_engineering_id_create_time_id" from table: "cmis_env_inspection"
CREATE INDEX `cmisenvinspection_tenant_id_engineering_id_create_time_id` ON `cmis_env_inspection` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisenvinspection_tenant_id_create_time_id" from table: "cmis_env_inspection"
CREATE INDEX `cmisenvinspection_tenant_id_create_time_id` ON `cmis_env_inspection` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisenvdaily_tenant_id_del_flag_waste_water_create_time_id" to table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_del_flag_waste_water_create_time_id`;
-- reverse: create index "cmisenvdaily_tenant_id_del_flag_dust_create_time_id" to table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_del_flag_dust_create_time_id`;
-- reverse: create index "cmisenvdaily_tenant_id_del_flag_report_date_id" to table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_del_flag_report_date_id`;
-- reverse: create index "cmisenvdaily_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisenvdaily_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_del_flag_engineering_id_create_time_id`;
-- reverse: create index "cmisenvdaily_tenant_id_del_flag_create_time_id" to table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisenvdaily_tenant_id_waste_water_create_time_id" from table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_waste_water_create_time_id` ON `cmis_env_daily` (`tenant_id`, `waste_water`, `create_time`, `id`);
-- reverse: drop index "cmisenvdaily_tenant_id_dust_create_time_id" from table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_dust_create_time_id` ON `cmis_env_daily` (`tenant_id`, `dust`, `create_time`, `id`);
-- reverse: drop index "cmisenvdaily_tenant_id_report_date_id" from table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_report_date_id` ON `cmis_env_daily` (`tenant_id`, `report_date`, `id`);
-- reverse: drop index "cmisenvdaily_tenant_id_section_id_create_time_id" from table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_section_id_create_time_id` ON `cmis_env_daily` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisenvdaily_tenant_id_engineering_id_create_time_id" from table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_engineering_id_create_time_id` ON `cmis_env_daily` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisenvdaily_tenant_id_create_time_id" from table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_create_time_id` ON `cmis_env_daily` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisacceptance_tenant_id_del_flag_result_create_time_id" to table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_del_flag_result_create_time_id`;
-- reverse: create index "cmisacceptance_tenant_id_del_flag_acceptance_date_id" to table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_del_flag_acceptance_date_id`;
-- reverse: create index "cmisacceptance_tenant_id_del_flag_acceptance_type_crea_ddc9caca" to table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_del_flag_acceptance_type_crea_ddc9caca`;
-- reverse: create index "cmisacceptance_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisacceptance_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_del_flag_engineering_id_create_time_id`;
-- reverse: create index "cmisacceptance_tenant_id_del_flag_create_time_id" to table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisacceptance_tenant_id_result_create_time_id" from table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_result_create_time_id` ON `cmis_acceptance` (`tenant_id`, `result`, `create_time`, `id`);
-- reverse: drop index "cmisacceptance_tenant_id_acceptance_date_id" from table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_acceptance_date_id` ON `cmis_acceptance` (`tenant_id`, `acceptance_date`, `id`);
-- reverse: drop index "cmisacceptance_tenant_id_acceptance_type_create_time_id" from table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_acceptance_type_create_time_id` ON `cmis_acceptance` (`tenant_id`, `acceptance_type`, `create_time`, `id`);
-- reverse: drop index "cmisacceptance_tenant_id_section_id_create_time_id" from table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_section_id_create_time_id` ON `cmis_acceptance` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisacceptance_tenant_id_engineering_id_create_time_id" from table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_engineering_id_create_time_id` ON `cmis_acceptance` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisacceptance_tenant_id_create_time_id" from table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_create_time_id` ON `cmis_acceptance` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmistbmassessment_tenant_id_del_flag_grade_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_del_flag_grade_create_time_id`;
-- reverse: create index "cmistbmassessment_tenant_id_del_flag_rock_class_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_del_flag_rock_class_create_time_id`;
-- reverse: create index "cmistbmassessment_tenant_id_del_flag_unit_code_id" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_del_flag_unit_code_id`;
-- reverse: create index "cmistbmassessment_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmistbmassessment_tenant_id_del_flag_engineering_id_cr_143158cf" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_del_flag_engineering_id_cr_143158cf`;
-- reverse: create index "cmistbmassessment_tenant_id_del_flag_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX `cmistbmassessment_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmistbmassessment_tenant_id_grade_create_time_id" from table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_grade_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `grade`, `create_time`, `id`);
-- reverse: drop index "cmistbmassessment_tenant_id_rock_class_create_time_id" from table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_rock_class_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `rock_class`, `create_time`, `id`);
-- reverse: drop index "cmistbmassessment_tenant_id_unit_code_id" from table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_unit_code_id` ON `cmis_tbm_assessment` (`tenant_id`, `unit_code`, `id`);
-- reverse: drop index "cmistbmassessment_tenant_id_section_id_create_time_id" from table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_section_id_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmistbmassessment_tenant_id_engineering_id_create_time_id" from table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_engineering_id_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmistbmassessment_tenant_id_create_time_id" from table: "cmis_tbm_assessment"
CREATE INDEX `cmistbmassessment_tenant_id_create_time_id` ON `cmis_tbm_assessment` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisshotcreteassessment_tenant_id_del_flag_grade_create_time_id" to table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_del_flag_grade_create_time_id`;
-- reverse: create index "cmisshotcreteassessment_tenant_id_del_flag_unit_code_id" to table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_del_flag_unit_code_id`;
-- reverse: create index "cmisshotcreteassessment_tenant_id_del_flag_section_id__f156423d" to table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_del_flag_section_id__f156423d`;
-- reverse: create index "cmisshotcreteassessment_tenant_id_del_flag_engineering_b769ba1a" to table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_del_flag_engineering_b769ba1a`;
-- reverse: create index "cmisshotcreteassessment_tenant_id_del_flag_create_time_id" to table: "cmis_shotcrete_assessment"
DROP INDEX `cmisshotcreteassessment_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisshotcreteassessment_tenant_id_grade_create_time_id" from table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_grade_create_time_id` ON `cmis_shotcrete_assessment` (`tenant_id`, `grade`, `create_time`, `id`);
-- reverse: drop index "cmisshotcreteassessment_tenant_id_unit_code_id" from table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_unit_code_id` ON `cmis_shotcrete_assessment` (`tenant_id`, `unit_code`, `id`);
-- reverse: drop index "cmisshotcreteassessment_tenant_id_section_id_create_time_id" from table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_section_id_create_time_id` ON `cmis_shotcrete_assessment` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisshotcreteassessment_tenant_id_engineering_id_create_time_id" from table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_engineering_id_create_time_id` ON `cmis_shotcrete_assessment` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisshotcreteassessment_tenant_id_create_time_id" from table: "cmis_shotcrete_assessment"
CREATE INDEX `cmisshotcreteassessment_tenant_id_create_time_id` ON `cmis_shotcrete_assessment` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisexcavationassessment_tenant_id_del_flag_grade_crea_70c8a56b" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_del_flag_grade_crea_70c8a56b`;
-- reverse: create index "cmisexcavationassessment_tenant_id_del_flag_rock_class_cd2dc385" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_del_flag_rock_class_cd2dc385`;
-- reverse: create index "cmisexcavationassessment_tenant_id_del_flag_unit_code_id" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_del_flag_unit_code_id`;
-- reverse: create index "cmisexcavationassessment_tenant_id_del_flag_section_id_2dcf633c" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_del_flag_section_id_2dcf633c`;
-- reverse: create index "cmisexcavationassessment_tenant_id_del_flag_engineerin_71b7ec93" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_del_flag_engineerin_71b7ec93`;
-- reverse: create index "cmisexcavationassessment_tenant_id_del_flag_create_time_id" to table: "cmis_excavation_assessment"
DROP INDEX `cmisexcavationassessment_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisexcavationassessment_tenant_id_grade_create_time_id" from table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_grade_create_time_id` ON `cmis_excavation_assessment` (`tenant_id`, `grade`, `create_time`, `id`);
-- reverse: drop index "cmisexcavationassessment_tenant_id_rock_class_create_time_id" from table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_rock_class_create_time_id` ON `cmis_excavation_assessment` (`tenant_id`, `rock_class`, `create_time`, `id`);
-- reverse: drop index "cmisexcavationassessment_tenant_id_unit_code_id" from table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_unit_code_id` ON `cmis_excavation_assessment` (`tenant_id`, `unit_code`, `id`);
-- reverse: drop index "cmisexcavationassessment_tenant_id_section_id_create_time_id" from table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_section_id_create_time_id` ON `cmis_excavation_assessment` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisexcavationassessment_tenant_id_engineering_id_crea_e1c1d365" from table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_engineering_id_crea_e1c1d365` ON `cmis_excavation_assessment` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisexcavationassessment_tenant_id_create_time_id" from table: "cmis_excavation_assessment"
CREATE INDEX `cmisexcavationassessment_tenant_id_create_time_id` ON `cmis_excavation_assessment` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisboltassessment_tenant_id_del_flag_grade_create_time_id" to table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_del_flag_grade_create_time_id`;
-- reverse: create index "cmisboltassessment_tenant_id_del_flag_unit_code_id" to table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_del_flag_unit_code_id`;
-- reverse: create index "cmisboltassessment_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisboltassessment_tenant_id_del_flag_engineering_id_c_d189dd6d" to table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_del_flag_engineering_id_c_d189dd6d`;
-- reverse: create index "cmisboltassessment_tenant_id_del_flag_create_time_id" to table: "cmis_bolt_assessment"
DROP INDEX `cmisboltassessment_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisboltassessment_tenant_id_grade_create_time_id" from table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_grade_create_time_id` ON `cmis_bolt_assessment` (`tenant_id`, `grade`, `create_time`, `id`);
-- reverse: drop index "cmisboltassessment_tenant_id_unit_code_id" from table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_unit_code_id` ON `cmis_bolt_assessment` (`tenant_id`, `unit_code`, `id`);
-- reverse: drop index "cmisboltassessment_tenant_id_section_id_create_time_id" from table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_section_id_create_time_id` ON `cmis_bolt_assessment` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisboltassessment_tenant_id_engineering_id_create_time_id" from table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_engineering_id_create_time_id` ON `cmis_bolt_assessment` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisboltassessment_tenant_id_create_time_id" from table: "cmis_bolt_assessment"
CREATE INDEX `cmisboltassessment_tenant_id_create_time_id` ON `cmis_bolt_assessment` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmishiddendanger_tenant_id_del_flag_status_create_time_id" to table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_del_flag_status_create_time_id`;
-- reverse: create index "cmishiddendanger_tenant_id_del_flag_deadline_id" to table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_del_flag_deadline_id`;
-- reverse: create index "cmishiddendanger_tenant_id_del_flag_level_create_time_id" to table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_del_flag_level_create_time_id`;
-- reverse: create index "cmishiddendanger_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmishiddendanger_tenant_id_del_flag_engineering_id_cre_872867d1" to table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_del_flag_engineering_id_cre_872867d1`;
-- reverse: create index "cmishiddendanger_tenant_id_del_flag_create_time_id" to table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmishiddendanger_tenant_id_status_create_time_id" from table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_status_create_time_id` ON `cmis_hidden_danger` (`tenant_id`, `status`, `create_time`, `id`);
-- reverse: drop index "cmishiddendanger_tenant_id_deadline_id" from table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_deadline_id` ON `cmis_hidden_danger` (`tenant_id`, `deadline`, `id`);
-- reverse: drop index "cmishiddendanger_tenant_id_level_create_time_id" from table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_level_create_time_id` ON `cmis_hidden_danger` (`tenant_id`, `level`, `create_time`, `id`);
-- reverse: drop index "cmishiddendanger_tenant_id_section_id_create_time_id" from table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_section_id_create_time_id` ON `cmis_hidden_danger` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmishiddendanger_tenant_id_engineering_id_create_time_id" from table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_engineering_id_create_time_id` ON `cmis_hidden_danger` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmishiddendanger_tenant_id_create_time_id" from table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_create_time_id` ON `cmis_hidden_danger` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "sysannouncement_tenant_id_del_flag_send_time_id" to table: "sys_announcement"
DROP INDEX `sysannouncement_tenant_id_del_flag_send_time_id`;
-- reverse: create index "sysannouncement_tenant_id_del_flag_send_status_create_time_id" to table: "sys_announcement"
DROP INDEX `sysannouncement_tenant_id_del_flag_send_status_create_time_id`;
-- reverse: create index "sysannouncement_tenant_id_del_flag_priority_create_time_id" to table: "sys_announcement"
DROP INDEX `sysannouncement_tenant_id_del_flag_priority_create_time_id`;
-- reverse: create index "sysannouncement_tenant_id_del_flag_msg_category_create_time_id" to table: "sys_announcement"
DROP INDEX `sysannouncement_tenant_id_del_flag_msg_category_create_time_id`;
-- reverse: create index "sysannouncement_tenant_id_del_flag_create_time_id" to table: "sys_announcement"
DROP INDEX `sysannouncement_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "sysannouncement_tenant_id_send_time_id" from table: "sys_announcement"
CREATE INDEX `sysannouncement_tenant_id_send_time_id` ON `sys_announcement` (`tenant_id`, `send_time`, `id`);
-- reverse: drop index "sysannouncement_tenant_id_send_status_create_time_id" from table: "sys_announcement"
CREATE INDEX `sysannouncement_tenant_id_send_status_create_time_id` ON `sys_announcement` (`tenant_id`, `send_status`, `create_time`, `id`);
-- reverse: drop index "sysannouncement_tenant_id_priority_create_time_id" from table: "sys_announcement"
CREATE INDEX `sysannouncement_tenant_id_priority_create_time_id` ON `sys_announcement` (`tenant_id`, `priority`, `create_time`, `id`);
-- reverse: drop index "sysannouncement_tenant_id_msg_category_create_time_id" from table: "sys_announcement"
CREATE INDEX `sysannouncement_tenant_id_msg_category_create_time_id` ON `sys_announcement` (`tenant_id`, `msg_category`, `create_time`, `id`);
-- reverse: drop index "sysannouncement_tenant_id_create_time_id" from table: "sys_announcement"
CREATE INDEX `sysannouncement_tenant_id_create_time_id` ON `sys_announcement` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisequipmentmovement_tenant_id_del_flag_move_date_id" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_del_flag_move_date_id`;
-- reverse: create index "cmisequipmentmovement_tenant_id_del_flag_move_type_cre_db983435" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_del_flag_move_type_cre_db983435`;
-- reverse: create index "cmisequipmentmovement_tenant_id_del_flag_equipment_id__033f0d27" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_del_flag_equipment_id__033f0d27`;
-- reverse: create index "cmisequipmentmovement_tenant_id_del_flag_section_id_cr_11f2a0a7" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_del_flag_section_id_cr_11f2a0a7`;
-- reverse: create index "cmisequipmentmovement_tenant_id_del_flag_engineering_i_4a8ad86f" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_del_flag_engineering_i_4a8ad86f`;
-- reverse: create index "cmisequipmentmovement_tenant_id_del_flag_create_time_id" to table: "cmis_equipment_movement"
DROP INDEX `cmisequipmentmovement_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisequipmentmovement_tenant_id_move_date_id" from table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_move_date_id` ON `cmis_equipment_movement` (`tenant_id`, `move_date`, `id`);
-- reverse: drop index "cmisequipmentmovement_tenant_id_move_type_create_time_id" from table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_move_type_create_time_id` ON `cmis_equipment_movement` (`tenant_id`, `move_type`, `create_time`, `id`);
-- reverse: drop index "cmisequipmentmovement_tenant_id_equipment_id_create_time_id" from table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_equipment_id_create_time_id` ON `cmis_equipment_movement` (`tenant_id`, `equipment_id`, `create_time`, `id`);
-- reverse: drop index "cmisequipmentmovement_tenant_id_section_id_create_time_id" from table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_section_id_create_time_id` ON `cmis_equipment_movement` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisequipmentmovement_tenant_id_engineering_id_create_time_id" from table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_engineering_id_create_time_id` ON `cmis_equipment_movement` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisequipmentmovement_tenant_id_create_time_id" from table: "cmis_equipment_movement"
CREATE INDEX `cmisequipmentmovement_tenant_id_create_time_id` ON `cmis_equipment_movement` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisequipment_tenant_id_del_flag_status_create_time_id" to table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_del_flag_status_create_time_id`;
-- reverse: create index "cmisequipment_tenant_id_del_flag_stock_id" to table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_del_flag_stock_id`;
-- reverse: create index "cmisequipment_tenant_id_del_flag_category_create_time_id" to table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_del_flag_category_create_time_id`;
-- reverse: create index "cmisequipment_tenant_id_del_flag_name_id" to table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_del_flag_name_id`;
-- reverse: create index "cmisequipment_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisequipment_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_del_flag_engineering_id_create_time_id`;
-- reverse: create index "cmisequipment_tenant_id_del_flag_create_time_id" to table: "cmis_equipment"
DROP INDEX `cmisequipment_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisequipment_tenant_id_status_create_time_id" from table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_status_create_time_id` ON `cmis_equipment` (`tenant_id`, `status`, `create_time`, `id`);
-- reverse: drop index "cmisequipment_tenant_id_stock_id" from table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_stock_id` ON `cmis_equipment` (`tenant_id`, `stock`, `id`);
-- reverse: drop index "cmisequipment_tenant_id_category_create_time_id" from table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_category_create_time_id` ON `cmis_equipment` (`tenant_id`, `category`, `create_time`, `id`);
-- reverse: drop index "cmisequipment_tenant_id_name_id" from table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_name_id` ON `cmis_equipment` (`tenant_id`, `name`, `id`);
-- reverse: drop index "cmisequipment_tenant_id_section_id_create_time_id" from table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_section_id_create_time_id` ON `cmis_equipment` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisequipment_tenant_id_engineering_id_create_time_id" from table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_engineering_id_create_time_id` ON `cmis_equipment` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisequipment_tenant_id_create_time_id" from table: "cmis_equipment"
CREATE INDEX `cmisequipment_tenant_id_create_time_id` ON `cmis_equipment` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "syscategory_tenant_id_del_flag_code_id" to table: "sys_category"
DROP INDEX `syscategory_tenant_id_del_flag_code_id`;
-- reverse: create index "syscategory_tenant_id_del_flag_name_id" to table: "sys_category"
DROP INDEX `syscategory_tenant_id_del_flag_name_id`;
-- reverse: create index "syscategory_tenant_id_del_flag_create_time_id" to table: "sys_category"
DROP INDEX `syscategory_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "syscategory_tenant_id_code_id" from table: "sys_category"
CREATE INDEX `syscategory_tenant_id_code_id` ON `sys_category` (`tenant_id`, `code`, `id`);
-- reverse: drop index "syscategory_tenant_id_name_id" from table: "sys_category"
CREATE INDEX `syscategory_tenant_id_name_id` ON `sys_category` (`tenant_id`, `name`, `id`);
-- reverse: drop index "syscategory_tenant_id_create_time_id" from table: "sys_category"
CREATE INDEX `syscategory_tenant_id_create_time_id` ON `sys_category` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmistunneladvance_tenant_id_del_flag_rock_class_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_del_flag_rock_class_create_time_id`;
-- reverse: create index "cmistunneladvance_tenant_id_del_flag_method_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_del_flag_method_create_time_id`;
-- reverse: create index "cmistunneladvance_tenant_id_del_flag_report_date_id" to table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_del_flag_report_date_id`;
-- reverse: create index "cmistunneladvance_tenant_id_del_flag_building_id_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_del_flag_building_id_create_time_id`;
-- reverse: create index "cmistunneladvance_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmistunneladvance_tenant_id_del_flag_engineering_id_cr_c2ec9305" to table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_del_flag_engineering_id_cr_c2ec9305`;
-- reverse: create index "cmistunneladvance_tenant_id_del_flag_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX `cmistunneladvance_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmistunneladvance_tenant_id_rock_class_create_time_id" from table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_rock_class_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `rock_class`, `create_time`, `id`);
-- reverse: drop index "cmistunneladvance_tenant_id_method_create_time_id" from table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_method_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `method`, `create_time`, `id`);
-- reverse: drop index "cmistunneladvance_tenant_id_report_date_id" from table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_report_date_id` ON `cmis_tunnel_advance` (`tenant_id`, `report_date`, `id`);
-- reverse: drop index "cmistunneladvance_tenant_id_building_id_create_time_id" from table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_building_id_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `building_id`, `create_time`, `id`);
-- reverse: drop index "cmistunneladvance_tenant_id_section_id_create_time_id" from table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_section_id_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmistunneladvance_tenant_id_engineering_id_create_time_id" from table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_engineering_id_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmistunneladvance_tenant_id_create_time_id" from table: "cmis_tunnel_advance"
CREATE INDEX `cmistunneladvance_tenant_id_create_time_id` ON `cmis_tunnel_advance` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmissurfacedict_tenant_id_del_flag_category_create_time_id" to table: "cmis_surface_dict"
DROP INDEX `cmissurfacedict_tenant_id_del_flag_category_create_time_id`;
-- reverse: create index "cmissurfacedict_tenant_id_del_flag_code_id" to table: "cmis_surface_dict"
DROP INDEX `cmissurfacedict_tenant_id_del_flag_code_id`;
-- reverse: create index "cmissurfacedict_tenant_id_del_flag_create_time_id" to table: "cmis_surface_dict"
DROP INDEX `cmissurfacedict_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmissurfacedict_tenant_id_category_create_time_id" from table: "cmis_surface_dict"
CREATE INDEX `cmissurfacedict_tenant_id_category_create_time_id` ON `cmis_surface_dict` (`tenant_id`, `category`, `create_time`, `id`);
-- reverse: drop index "cmissurfacedict_tenant_id_code_id" from table: "cmis_surface_dict"
CREATE INDEX `cmissurfacedict_tenant_id_code_id` ON `cmis_surface_dict` (`tenant_id`, `code`, `id`);
-- reverse: drop index "cmissurfacedict_tenant_id_create_time_id" from table: "cmis_surface_dict"
CREATE INDEX `cmissurfacedict_tenant_id_create_time_id` ON `cmis_surface_dict` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmissupplier_tenant_id_del_flag_name_id" to table: "cmis_supplier"
DROP INDEX `cmissupplier_tenant_id_del_flag_name_id`;
-- reverse: create index "cmissupplier_tenant_id_del_flag_tid_create_time_id" to table: "cmis_supplier"
DROP INDEX `cmissupplier_tenant_id_del_flag_tid_create_time_id`;
-- reverse: create index "cmissupplier_tenant_id_del_flag_create_time_id" to table: "cmis_supplier"
DROP INDEX `cmissupplier_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmissupplier_tenant_id_name_id" from table: "cmis_supplier"
CREATE INDEX `cmissupplier_tenant_id_name_id` ON `cmis_supplier` (`tenant_id`, `name`, `id`);
-- reverse: drop index "cmissupplier_tenant_id_tid_create_time_id" from table: "cmis_supplier"
CREATE INDEX `cmissupplier_tenant_id_tid_create_time_id` ON `cmis_supplier` (`tenant_id`, `tid`, `create_time`, `id`);
-- reverse: drop index "cmissupplier_tenant_id_create_time_id" from table: "cmis_supplier"
CREATE INDEX `cmissupplier_tenant_id_create_time_id` ON `cmis_supplier` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmissection_tenant_id_del_flag_sort_no_id" to table: "cmis_section"
DROP INDEX `cmissection_tenant_id_del_flag_sort_no_id`;
-- reverse: create index "cmissection_tenant_id_del_flag_status_create_time_id" to table: "cmis_section"
DROP INDEX `cmissection_tenant_id_del_flag_status_create_time_id`;
-- reverse: create index "cmissection_tenant_id_del_flag_code_id" to table: "cmis_section"
DROP INDEX `cmissection_tenant_id_del_flag_code_id`;
-- reverse: create index "cmissection_tenant_id_del_flag_name_id" to table: "cmis_section"
DROP INDEX `cmissection_tenant_id_del_flag_name_id`;
-- reverse: create index "cmissection_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_section"
DROP INDEX `cmissection_tenant_id_del_flag_engineering_id_create_time_id`;
-- reverse: create index "cmissection_tenant_id_del_flag_create_time_id" to table: "cmis_section"
DROP INDEX `cmissection_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmissection_tenant_id_sort_no_id" from table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_sort_no_id` ON `cmis_section` (`tenant_id`, `sort_no`, `id`);
-- reverse: drop index "cmissection_tenant_id_status_create_time_id" from table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_status_create_time_id` ON `cmis_section` (`tenant_id`, `status`, `create_time`, `id`);
-- reverse: drop index "cmissection_tenant_id_code_id" from table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_code_id` ON `cmis_section` (`tenant_id`, `code`, `id`);
-- reverse: drop index "cmissection_tenant_id_name_id" from table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_name_id` ON `cmis_section` (`tenant_id`, `name`, `id`);
-- reverse: drop index "cmissection_tenant_id_engineering_id_create_time_id" from table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_engineering_id_create_time_id` ON `cmis_section` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmissection_tenant_id_create_time_id" from table: "cmis_section"
CREATE INDEX `cmissection_tenant_id_create_time_id` ON `cmis_section` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisquantitycost_tenant_id_del_flag_item_code_id" to table: "cmis_quantity_cost"
DROP INDEX `cmisquantitycost_tenant_id_del_flag_item_code_id`;
-- reverse: create index "cmisquantitycost_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_quantity_cost"
DROP INDEX `cmisquantitycost_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisquantitycost_tenant_id_del_flag_engineering_id_cre_33f48f4c" to table: "cmis_quantity_cost"
DROP INDEX `cmisquantitycost_tenant_id_del_flag_engineering_id_cre_33f48f4c`;
-- reverse: create index "cmisquantitycost_tenant_id_del_flag_create_time_id" to table: "cmis_quantity_cost"
DROP INDEX `cmisquantitycost_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisquantitycost_tenant_id_item_code_id" from table: "cmis_quantity_cost"
CREATE INDEX `cmisquantitycost_tenant_id_item_code_id` ON `cmis_quantity_cost` (`tenant_id`, `item_code`, `id`);
-- reverse: drop index "cmisquantitycost_tenant_id_section_id_create_time_id" from table: "cmis_quantity_cost"
CREATE INDEX `cmisquantitycost_tenant_id_section_id_create_time_id` ON `cmis_quantity_cost` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisquantitycost_tenant_id_engineering_id_create_time_id" from table: "cmis_quantity_cost"
CREATE INDEX `cmisquantitycost_tenant_id_engineering_id_create_time_id` ON `cmis_quantity_cost` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisquantitycost_tenant_id_create_time_id" from table: "cmis_quantity_cost"
CREATE INDEX `cmisquantitycost_tenant_id_create_time_id` ON `cmis_quantity_cost` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisprogressplan_tenant_id_del_flag_plan_end_date_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_del_flag_plan_end_date_id`;
-- reverse: create index "cmisprogressplan_tenant_id_del_flag_plan_start_date_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_del_flag_plan_start_date_id`;
-- reverse: create index "cmisprogressplan_tenant_id_del_flag_period_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_del_flag_period_id`;
-- reverse: create index "cmisprogressplan_tenant_id_del_flag_period_create_time_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_del_flag_period_create_time_id`;
-- reverse: create index "cmisprogressplan_tenant_id_del_flag_plan_type_create_time_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_del_flag_plan_type_create_time_id`;
-- reverse: create index "cmisprogressplan_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisprogressplan_tenant_id_del_flag_engineering_id_cre_3581e795" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_del_flag_engineering_id_cre_3581e795`;
-- reverse: create index "cmisprogressplan_tenant_id_del_flag_create_time_id" to table: "cmis_progress_plan"
DROP INDEX `cmisprogressplan_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisprogressplan_tenant_id_plan_end_date_id" from table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_plan_end_date_id` ON `cmis_progress_plan` (`tenant_id`, `plan_end_date`, `id`);
-- reverse: drop index "cmisprogressplan_tenant_id_plan_start_date_id" from table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_plan_start_date_id` ON `cmis_progress_plan` (`tenant_id`, `plan_start_date`, `id`);
-- reverse: drop index "cmisprogressplan_tenant_id_period_id" from table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_period_id` ON `cmis_progress_plan` (`tenant_id`, `period`, `id`);
-- reverse: drop index "cmisprogressplan_tenant_id_period_create_time_id" from table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_period_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `period`, `create_time`, `id`);
-- reverse: drop index "cmisprogressplan_tenant_id_plan_type_create_time_id" from table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_plan_type_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `plan_type`, `create_time`, `id`);
-- reverse: drop index "cmisprogressplan_tenant_id_section_id_create_time_id" from table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_section_id_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisprogressplan_tenant_id_engineering_id_create_time_id" from table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_engineering_id_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisprogressplan_tenant_id_create_time_id" from table: "cmis_progress_plan"
CREATE INDEX `cmisprogressplan_tenant_id_create_time_id` ON `cmis_progress_plan` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisprogressnode_tenant_id_del_flag_status_create_time_id" to table: "cmis_progress_node"
DROP INDEX `cmisprogressnode_tenant_id_del_flag_status_create_time_id`;
-- reverse: create index "cmisprogressnode_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_progress_node"
DROP INDEX `cmisprogressnode_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisprogressnode_tenant_id_del_flag_engineering_id_cre_c5cbac9d" to table: "cmis_progress_node"
DROP INDEX `cmisprogressnode_tenant_id_del_flag_engineering_id_cre_c5cbac9d`;
-- reverse: create index "cmisprogressnode_tenant_id_del_flag_create_time_id" to table: "cmis_progress_node"
DROP INDEX `cmisprogressnode_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisprogressnode_tenant_id_status_create_time_id" from table: "cmis_progress_node"
CREATE INDEX `cmisprogressnode_tenant_id_status_create_time_id` ON `cmis_progress_node` (`tenant_id`, `status`, `create_time`, `id`);
-- reverse: drop index "cmisprogressnode_tenant_id_section_id_create_time_id" from table: "cmis_progress_node"
CREATE INDEX `cmisprogressnode_tenant_id_section_id_create_time_id` ON `cmis_progress_node` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisprogressnode_tenant_id_engineering_id_create_time_id" from table: "cmis_progress_node"
CREATE INDEX `cmisprogressnode_tenant_id_engineering_id_create_time_id` ON `cmis_progress_node` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisprogressnode_tenant_id_create_time_id" from table: "cmis_progress_node"
CREATE INDEX `cmisprogressnode_tenant_id_create_time_id` ON `cmis_progress_node` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmismonthlyreport_tenant_id_del_flag_month_id" to table: "cmis_monthly_report"
DROP INDEX `cmismonthlyreport_tenant_id_del_flag_month_id`;
-- reverse: create index "cmismonthlyreport_tenant_id_del_flag_month_create_time_id" to table: "cmis_monthly_report"
DROP INDEX `cmismonthlyreport_tenant_id_del_flag_month_create_time_id`;
-- reverse: create index "cmismonthlyreport_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_monthly_report"
DROP INDEX `cmismonthlyreport_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmismonthlyreport_tenant_id_del_flag_engineering_id_cr_d3a43de9" to table: "cmis_monthly_report"
DROP INDEX `cmismonthlyreport_tenant_id_del_flag_engineering_id_cr_d3a43de9`;
-- reverse: create index "cmismonthlyreport_tenant_id_del_flag_create_time_id" to table: "cmis_monthly_report"
DROP INDEX `cmismonthlyreport_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmismonthlyreport_tenant_id_month_id" from table: "cmis_monthly_report"
CREATE INDEX `cmismonthlyreport_tenant_id_month_id` ON `cmis_monthly_report` (`tenant_id`, `month`, `id`);
-- reverse: drop index "cmismonthlyreport_tenant_id_month_create_time_id" from table: "cmis_monthly_report"
CREATE INDEX `cmismonthlyreport_tenant_id_month_create_time_id` ON `cmis_monthly_report` (`tenant_id`, `month`, `create_time`, `id`);
-- reverse: drop index "cmismonthlyreport_tenant_id_section_id_create_time_id" from table: "cmis_monthly_report"
CREATE INDEX `cmismonthlyreport_tenant_id_section_id_create_time_id` ON `cmis_monthly_report` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmismonthlyreport_tenant_id_engineering_id_create_time_id" from table: "cmis_monthly_report"
CREATE INDEX `cmismonthlyreport_tenant_id_engineering_id_create_time_id` ON `cmis_monthly_report` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmismonthlyreport_tenant_id_create_time_id" from table: "cmis_monthly_report"
CREATE INDEX `cmismonthlyreport_tenant_id_create_time_id` ON `cmis_monthly_report` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmismaterialplan_tenant_id_del_flag_period_id" to table: "cmis_material_plan"
DROP INDEX `cmismaterialplan_tenant_id_del_flag_period_id`;
-- reverse: create index "cmismaterialplan_tenant_id_del_flag_period_create_time_id" to table: "cmis_material_plan"
DROP INDEX `cmismaterialplan_tenant_id_del_flag_period_create_time_id`;
-- reverse: create index "cmismaterialplan_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_material_plan"
DROP INDEX `cmismaterialplan_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmismaterialplan_tenant_id_del_flag_engineering_id_cre_06a01688" to table: "cmis_material_plan"
DROP INDEX `cmismaterialplan_tenant_id_del_flag_engineering_id_cre_06a01688`;
-- reverse: create index "cmismaterialplan_tenant_id_del_flag_create_time_id" to table: "cmis_material_plan"
DROP INDEX `cmismaterialplan_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmismaterialplan_tenant_id_period_id" from table: "cmis_material_plan"
CREATE INDEX `cmismaterialplan_tenant_id_period_id` ON `cmis_material_plan` (`tenant_id`, `period`, `id`);
-- reverse: drop index "cmismaterialplan_tenant_id_period_create_time_id" from table: "cmis_material_plan"
CREATE INDEX `cmismaterialplan_tenant_id_period_create_time_id` ON `cmis_material_plan` (`tenant_id`, `period`, `create_time`, `id`);
-- reverse: drop index "cmismaterialplan_tenant_id_section_id_create_time_id" from table: "cmis_material_plan"
CREATE INDEX `cmismaterialplan_tenant_id_section_id_create_time_id` ON `cmis_material_plan` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmismaterialplan_tenant_id_engineering_id_create_time_id" from table: "cmis_material_plan"
CREATE INDEX `cmismaterialplan_tenant_id_engineering_id_create_time_id` ON `cmis_material_plan` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmismaterialplan_tenant_id_create_time_id" from table: "cmis_material_plan"
CREATE INDEX `cmismaterialplan_tenant_id_create_time_id` ON `cmis_material_plan` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmismanpowerplan_tenant_id_del_flag_period_id" to table: "cmis_manpower_plan"
DROP INDEX `cmismanpowerplan_tenant_id_del_flag_period_id`;
-- reverse: create index "cmismanpowerplan_tenant_id_del_flag_period_create_time_id" to table: "cmis_manpower_plan"
DROP INDEX `cmismanpowerplan_tenant_id_del_flag_period_create_time_id`;
-- reverse: create index "cmismanpowerplan_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_manpower_plan"
DROP INDEX `cmismanpowerplan_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmismanpowerplan_tenant_id_del_flag_engineering_id_cre_195e2b62" to table: "cmis_manpower_plan"
DROP INDEX `cmismanpowerplan_tenant_id_del_flag_engineering_id_cre_195e2b62`;
-- reverse: create index "cmismanpowerplan_tenant_id_del_flag_create_time_id" to table: "cmis_manpower_plan"
DROP INDEX `cmismanpowerplan_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmismanpowerplan_tenant_id_period_id" from table: "cmis_manpower_plan"
CREATE INDEX `cmismanpowerplan_tenant_id_period_id` ON `cmis_manpower_plan` (`tenant_id`, `period`, `id`);
-- reverse: drop index "cmismanpowerplan_tenant_id_period_create_time_id" from table: "cmis_manpower_plan"
CREATE INDEX `cmismanpowerplan_tenant_id_period_create_time_id` ON `cmis_manpower_plan` (`tenant_id`, `period`, `create_time`, `id`);
-- reverse: drop index "cmismanpowerplan_tenant_id_section_id_create_time_id" from table: "cmis_manpower_plan"
CREATE INDEX `cmismanpowerplan_tenant_id_section_id_create_time_id` ON `cmis_manpower_plan` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmismanpowerplan_tenant_id_engineering_id_create_time_id" from table: "cmis_manpower_plan"
CREATE INDEX `cmismanpowerplan_tenant_id_engineering_id_create_time_id` ON `cmis_manpower_plan` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmismanpowerplan_tenant_id_create_time_id" from table: "cmis_manpower_plan"
CREATE INDEX `cmismanpowerplan_tenant_id_create_time_id` ON `cmis_manpower_plan` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisestimate_tenant_id_del_flag_code_id" to table: "cmis_estimate"
DROP INDEX `cmisestimate_tenant_id_del_flag_code_id`;
-- reverse: create index "cmisestimate_tenant_id_del_flag_create_time_id" to table: "cmis_estimate"
DROP INDEX `cmisestimate_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisestimate_tenant_id_code_id" from table: "cmis_estimate"
CREATE INDEX `cmisestimate_tenant_id_code_id` ON `cmis_estimate` (`tenant_id`, `code`, `id`);
-- reverse: drop index "cmisestimate_tenant_id_create_time_id" from table: "cmis_estimate"
CREATE INDEX `cmisestimate_tenant_id_create_time_id` ON `cmis_estimate` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisengineeringdatastructure_tenant_id_del_flag_sort_no_id" to table: "cmis_engineering_data_structure"
DROP INDEX `cmisengineeringdatastructure_tenant_id_del_flag_sort_no_id`;
-- reverse: create index "cmisengineeringdatastructure_tenant_id_del_flag_code_id" to table: "cmis_engineering_data_structure"
DROP INDEX `cmisengineeringdatastructure_tenant_id_del_flag_code_id`;
-- reverse: create index "cmisengineeringdatastructure_tenant_id_del_flag_type_c_a04a52b0" to table: "cmis_engineering_data_structure"
DROP INDEX `cmisengineeringdatastructure_tenant_id_del_flag_type_c_a04a52b0`;
-- reverse: create index "cmisengineeringdatastructure_tenant_id_del_flag_create_time_id" to table: "cmis_engineering_data_structure"
DROP INDEX `cmisengineeringdatastructure_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisengineeringdatastructure_tenant_id_sort_no_id" from table: "cmis_engineering_data_structure"
CREATE INDEX `cmisengineeringdatastructure_tenant_id_sort_no_id` ON `cmis_engineering_data_structure` (`tenant_id`, `sort_no`, `id`);
-- reverse: drop index "cmisengineeringdatastructure_tenant_id_code_id" from table: "cmis_engineering_data_structure"
CREATE INDEX `cmisengineeringdatastructure_tenant_id_code_id` ON `cmis_engineering_data_structure` (`tenant_id`, `code`, `id`);
-- reverse: drop index "cmisengineeringdatastructure_tenant_id_type_create_time_id" from table: "cmis_engineering_data_structure"
CREATE INDEX `cmisengineeringdatastructure_tenant_id_type_create_time_id` ON `cmis_engineering_data_structure` (`tenant_id`, `type`, `create_time`, `id`);
-- reverse: drop index "cmisengineeringdatastructure_tenant_id_create_time_id" from table: "cmis_engineering_data_structure"
CREATE INDEX `cmisengineeringdatastructure_tenant_id_create_time_id` ON `cmis_engineering_data_structure` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisengineering_tenant_id_del_flag_type_create_time_id" to table: "cmis_engineering"
DROP INDEX `cmisengineering_tenant_id_del_flag_type_create_time_id`;
-- reverse: create index "cmisengineering_tenant_id_del_flag_code_id" to table: "cmis_engineering"
DROP INDEX `cmisengineering_tenant_id_del_flag_code_id`;
-- reverse: create index "cmisengineering_tenant_id_del_flag_name_id" to table: "cmis_engineering"
DROP INDEX `cmisengineering_tenant_id_del_flag_name_id`;
-- reverse: create index "cmisengineering_tenant_id_del_flag_create_time_id" to table: "cmis_engineering"
DROP INDEX `cmisengineering_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisengineering_tenant_id_type_create_time_id" from table: "cmis_engineering"
CREATE INDEX `cmisengineering_tenant_id_type_create_time_id` ON `cmis_engineering` (`tenant_id`, `type`, `create_time`, `id`);
-- reverse: drop index "cmisengineering_tenant_id_code_id" from table: "cmis_engineering"
CREATE INDEX `cmisengineering_tenant_id_code_id` ON `cmis_engineering` (`tenant_id`, `code`, `id`);
-- reverse: drop index "cmisengineering_tenant_id_name_id" from table: "cmis_engineering"
CREATE INDEX `cmisengineering_tenant_id_name_id` ON `cmis_engineering` (`tenant_id`, `name`, `id`);
-- reverse: drop index "cmisengineering_tenant_id_create_time_id" from table: "cmis_engineering"
CREATE INDEX `cmisengineering_tenant_id_create_time_id` ON `cmis_engineering` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisdivision_tenant_id_del_flag_level_create_time_id" to table: "cmis_division"
DROP INDEX `cmisdivision_tenant_id_del_flag_level_create_time_id`;
-- reverse: create index "cmisdivision_tenant_id_del_flag_code_id" to table: "cmis_division"
DROP INDEX `cmisdivision_tenant_id_del_flag_code_id`;
-- reverse: create index "cmisdivision_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_division"
DROP INDEX `cmisdivision_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisdivision_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_division"
DROP INDEX `cmisdivision_tenant_id_del_flag_engineering_id_create_time_id`;
-- reverse: create index "cmisdivision_tenant_id_del_flag_create_time_id" to table: "cmis_division"
DROP INDEX `cmisdivision_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisdivision_tenant_id_level_create_time_id" from table: "cmis_division"
CREATE INDEX `cmisdivision_tenant_id_level_create_time_id` ON `cmis_division` (`tenant_id`, `level`, `create_time`, `id`);
-- reverse: drop index "cmisdivision_tenant_id_code_id" from table: "cmis_division"
CREATE INDEX `cmisdivision_tenant_id_code_id` ON `cmis_division` (`tenant_id`, `code`, `id`);
-- reverse: drop index "cmisdivision_tenant_id_section_id_create_time_id" from table: "cmis_division"
CREATE INDEX `cmisdivision_tenant_id_section_id_create_time_id` ON `cmis_division` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisdivision_tenant_id_engineering_id_create_time_id" from table: "cmis_division"
CREATE INDEX `cmisdivision_tenant_id_engineering_id_create_time_id` ON `cmis_division` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisdivision_tenant_id_create_time_id" from table: "cmis_division"
CREATE INDEX `cmisdivision_tenant_id_create_time_id` ON `cmis_division` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisdirectory_tenant_id_del_flag_sort_no_id" to table: "cmis_directory"
DROP INDEX `cmisdirectory_tenant_id_del_flag_sort_no_id`;
-- reverse: create index "cmisdirectory_tenant_id_del_flag_create_time_id" to table: "cmis_directory"
DROP INDEX `cmisdirectory_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisdirectory_tenant_id_sort_no_id" from table: "cmis_directory"
CREATE INDEX `cmisdirectory_tenant_id_sort_no_id` ON `cmis_directory` (`tenant_id`, `sort_no`, `id`);
-- reverse: drop index "cmisdirectory_tenant_id_create_time_id" from table: "cmis_directory"
CREATE INDEX `cmisdirectory_tenant_id_create_time_id` ON `cmis_directory` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmiscamera_tenant_id_del_flag_status_create_time_id" to table: "cmis_camera"
DROP INDEX `cmiscamera_tenant_id_del_flag_status_create_time_id`;
-- reverse: create index "cmiscamera_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_camera"
DROP INDEX `cmiscamera_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmiscamera_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_camera"
DROP INDEX `cmiscamera_tenant_id_del_flag_engineering_id_create_time_id`;
-- reverse: create index "cmiscamera_tenant_id_del_flag_create_time_id" to table: "cmis_camera"
DROP INDEX `cmiscamera_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmiscamera_tenant_id_status_create_time_id" from table: "cmis_camera"
CREATE INDEX `cmiscamera_tenant_id_status_create_time_id` ON `cmis_camera` (`tenant_id`, `status`, `create_time`, `id`);
-- reverse: drop index "cmiscamera_tenant_id_section_id_create_time_id" from table: "cmis_camera"
CREATE INDEX `cmiscamera_tenant_id_section_id_create_time_id` ON `cmis_camera` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmiscamera_tenant_id_engineering_id_create_time_id" from table: "cmis_camera"
CREATE INDEX `cmiscamera_tenant_id_engineering_id_create_time_id` ON `cmis_camera` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmiscamera_tenant_id_create_time_id" from table: "cmis_camera"
CREATE INDEX `cmiscamera_tenant_id_create_time_id` ON `cmis_camera` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisbuilding_tenant_id_del_flag_type_create_time_id" to table: "cmis_building"
DROP INDEX `cmisbuilding_tenant_id_del_flag_type_create_time_id`;
-- reverse: create index "cmisbuilding_tenant_id_del_flag_name_id" to table: "cmis_building"
DROP INDEX `cmisbuilding_tenant_id_del_flag_name_id`;
-- reverse: create index "cmisbuilding_tenant_id_del_flag_section_id_create_time_id" to table: "cmis_building"
DROP INDEX `cmisbuilding_tenant_id_del_flag_section_id_create_time_id`;
-- reverse: create index "cmisbuilding_tenant_id_del_flag_engineering_id_create_time_id" to table: "cmis_building"
DROP INDEX `cmisbuilding_tenant_id_del_flag_engineering_id_create_time_id`;
-- reverse: create index "cmisbuilding_tenant_id_del_flag_create_time_id" to table: "cmis_building"
DROP INDEX `cmisbuilding_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisbuilding_tenant_id_type_create_time_id" from table: "cmis_building"
CREATE INDEX `cmisbuilding_tenant_id_type_create_time_id` ON `cmis_building` (`tenant_id`, `type`, `create_time`, `id`);
-- reverse: drop index "cmisbuilding_tenant_id_name_id" from table: "cmis_building"
CREATE INDEX `cmisbuilding_tenant_id_name_id` ON `cmis_building` (`tenant_id`, `name`, `id`);
-- reverse: drop index "cmisbuilding_tenant_id_section_id_create_time_id" from table: "cmis_building"
CREATE INDEX `cmisbuilding_tenant_id_section_id_create_time_id` ON `cmis_building` (`tenant_id`, `section_id`, `create_time`, `id`);
-- reverse: drop index "cmisbuilding_tenant_id_engineering_id_create_time_id" from table: "cmis_building"
CREATE INDEX `cmisbuilding_tenant_id_engineering_id_create_time_id` ON `cmis_building` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- reverse: drop index "cmisbuilding_tenant_id_create_time_id" from table: "cmis_building"
CREATE INDEX `cmisbuilding_tenant_id_create_time_id` ON `cmis_building` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "cmisbudget_tenant_id_del_flag_code_id" to table: "cmis_budget"
DROP INDEX `cmisbudget_tenant_id_del_flag_code_id`;
-- reverse: create index "cmisbudget_tenant_id_del_flag_create_time_id" to table: "cmis_budget"
DROP INDEX `cmisbudget_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "cmisbudget_tenant_id_code_id" from table: "cmis_budget"
CREATE INDEX `cmisbudget_tenant_id_code_id` ON `cmis_budget` (`tenant_id`, `code`, `id`);
-- reverse: drop index "cmisbudget_tenant_id_create_time_id" from table: "cmis_budget"
CREATE INDEX `cmisbudget_tenant_id_create_time_id` ON `cmis_budget` (`tenant_id`, `create_time`, `id`);
-- reverse: create index "sysuser_del_flag_status_create_time_id" to table: "sys_user"
DROP INDEX `sysuser_del_flag_status_create_time_id`;
-- reverse: create index "sysuser_del_flag_sex_create_time_id" to table: "sys_user"
DROP INDEX `sysuser_del_flag_sex_create_time_id`;
-- reverse: create index "sysuser_del_flag_username_id" to table: "sys_user"
DROP INDEX `sysuser_del_flag_username_id`;
-- reverse: create index "sysuser_del_flag_create_time_id" to table: "sys_user"
DROP INDEX `sysuser_del_flag_create_time_id`;
-- reverse: drop index "sysuser_status_create_time_id" from table: "sys_user"
CREATE INDEX `sysuser_status_create_time_id` ON `sys_user` (`status`, `create_time`, `id`);
-- reverse: drop index "sysuser_sex_create_time_id" from table: "sys_user"
CREATE INDEX `sysuser_sex_create_time_id` ON `sys_user` (`sex`, `create_time`, `id`);
-- reverse: drop index "sysuser_create_time_id" from table: "sys_user"
CREATE INDEX `sysuser_create_time_id` ON `sys_user` (`create_time`, `id`);
-- reverse: create index "sysdict_del_flag_dict_code_id" to table: "sys_dict"
DROP INDEX `sysdict_del_flag_dict_code_id`;
-- reverse: create index "sysdict_del_flag_dict_name_id" to table: "sys_dict"
DROP INDEX `sysdict_del_flag_dict_name_id`;
-- reverse: create index "sysdict_del_flag_create_time_id" to table: "sys_dict"
DROP INDEX `sysdict_del_flag_create_time_id`;
-- reverse: drop index "sysdict_dict_name_id" from table: "sys_dict"
CREATE INDEX `sysdict_dict_name_id` ON `sys_dict` (`dict_name`, `id`);
-- reverse: drop index "sysdict_create_time_id" from table: "sys_dict"
CREATE INDEX `sysdict_create_time_id` ON `sys_dict` (`create_time`, `id`);
-- reverse: create index "sysdepart_tenant_id_del_flag_status_create_time_id" to table: "sys_depart"
DROP INDEX `sysdepart_tenant_id_del_flag_status_create_time_id`;
-- reverse: create index "sysdepart_tenant_id_del_flag_org_code_id" to table: "sys_depart"
DROP INDEX `sysdepart_tenant_id_del_flag_org_code_id`;
-- reverse: create index "sysdepart_tenant_id_del_flag_org_category_create_time_id" to table: "sys_depart"
DROP INDEX `sysdepart_tenant_id_del_flag_org_category_create_time_id`;
-- reverse: create index "sysdepart_tenant_id_del_flag_depart_order_id" to table: "sys_depart"
DROP INDEX `sysdepart_tenant_id_del_flag_depart_order_id`;
-- reverse: create index "sysdepart_tenant_id_del_flag_depart_name_id" to table: "sys_depart"
DROP INDEX `sysdepart_tenant_id_del_flag_depart_name_id`;
-- reverse: create index "sysdepart_tenant_id_del_flag_create_time_id" to table: "sys_depart"
DROP INDEX `sysdepart_tenant_id_del_flag_create_time_id`;
-- reverse: drop index "sysdepart_tenant_id_status_create_time_id" from table: "sys_depart"
CREATE INDEX `sysdepart_tenant_id_status_create_time_id` ON `sys_depart` (`tenant_id`, `status`, `create_time`, `id`);
-- reverse: drop index "sysdepart_tenant_id_org_code_id" from table: "sys_depart"
CREATE INDEX `sysdepart_tenant_id_org_code_id` ON `sys_depart` (`tenant_id`, `org_code`, `id`);
-- reverse: drop index "sysdepart_tenant_id_org_category_create_time_id" from table: "sys_depart"
CREATE INDEX `sysdepart_tenant_id_org_category_create_time_id` ON `sys_depart` (`tenant_id`, `org_category`, `create_time`, `id`);
-- reverse: drop index "sysdepart_tenant_id_depart_order_id" from table: "sys_depart"
CREATE INDEX `sysdepart_tenant_id_depart_order_id` ON `sys_depart` (`tenant_id`, `depart_order`, `id`);
-- reverse: drop index "sysdepart_tenant_id_depart_name_id" from table: "sys_depart"
CREATE INDEX `sysdepart_tenant_id_depart_name_id` ON `sys_depart` (`tenant_id`, `depart_name`, `id`);
-- reverse: drop index "sysdepart_tenant_id_create_time_id" from table: "sys_depart"
CREATE INDEX `sysdepart_tenant_id_create_time_id` ON `sys_depart` (`tenant_id`, `create_time`, `id`);

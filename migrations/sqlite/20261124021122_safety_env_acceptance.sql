-- +goose Up
-- create "cmis_acceptance" table
CREATE TABLE `cmis_acceptance` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `acceptance_type` text NOT NULL, `object_name` text NOT NULL, `division_id` text NULL, `acceptance_date` datetime NOT NULL, `participants` text NULL, `result` text NOT NULL DEFAULT ('1'), `conclusion` text NULL, `attachments` text NULL, PRIMARY KEY (`id`));
-- create index "cmisacceptance_tenant_id_create_time_id" to table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_create_time_id` ON `cmis_acceptance` (`tenant_id`, `create_time`, `id`);
-- create index "cmisacceptance_tenant_id_engineering_id_create_time_id" to table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_engineering_id_create_time_id` ON `cmis_acceptance` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisacceptance_tenant_id_section_id_create_time_id" to table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_section_id_create_time_id` ON `cmis_acceptance` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisacceptance_tenant_id_acceptance_type_create_time_id" to table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_acceptance_type_create_time_id` ON `cmis_acceptance` (`tenant_id`, `acceptance_type`, `create_time`, `id`);
-- create index "cmisacceptance_tenant_id_acceptance_date_id" to table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_acceptance_date_id` ON `cmis_acceptance` (`tenant_id`, `acceptance_date`, `id`);
-- create index "cmisacceptance_tenant_id_result_create_time_id" to table: "cmis_acceptance"
CREATE INDEX `cmisacceptance_tenant_id_result_create_time_id` ON `cmis_acceptance` (`tenant_id`, `result`, `create_time`, `id`);
-- create "cmis_env_daily" table
CREATE TABLE `cmis_env_daily` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `report_date` datetime NOT NULL, `dust` text NOT NULL DEFAULT ('1'), `noise_db` real NULL, `waste_water` text NOT NULL DEFAULT ('1'), `spoil_volume` real NULL, `spoil_site` text NULL, `measures` text NULL, `findings` text NULL, `reporter` text NULL, PRIMARY KEY (`id`));
-- create index "cmisenvdaily_tenant_id_create_time_id" to table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_create_time_id` ON `cmis_env_daily` (`tenant_id`, `create_time`, `id`);
-- create index "cmisenvdaily_tenant_id_engineering_id_create_time_id" to table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_engineering_id_create_time_id` ON `cmis_env_daily` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisenvdaily_tenant_id_section_id_create_time_id" to table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_section_id_create_time_id` ON `cmis_env_daily` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisenvdaily_tenant_id_report_date_id" to table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_report_date_id` ON `cmis_env_daily` (`tenant_id`, `report_date`, `id`);
-- create index "cmisenvdaily_tenant_id_dust_create_time_id" to table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_dust_create_time_id` ON `cmis_env_daily` (`tenant_id`, `dust`, `create_time`, `id`);
-- create index "cmisenvdaily_tenant_id_waste_water_create_time_id" to table: "cmis_env_daily"
CREATE INDEX `cmisenvdaily_tenant_id_waste_water_create_time_id` ON `cmis_env_daily` (`tenant_id`, `waste_water`, `create_time`, `id`);
-- create "cmis_env_inspection" table
CREATE TABLE `cmis_env_inspection` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `inspect_date` datetime NOT NULL, `inspector` text NOT NULL, `items` text NOT NULL, `findings` text NULL, `rectify_required` text NOT NULL DEFAULT ('0'), `photos` text NULL, PRIMARY KEY (`id`));
-- create index "cmisenvinspection_tenant_id_create_time_id" to table: "cmis_env_inspection"
CREATE INDEX `cmisenvinspection_tenant_id_create_time_id` ON `cmis_env_inspection` (`tenant_id`, `create_time`, `id`);
-- create index "cmisenvinspection_tenant_id_engineering_id_create_time_id" to table: "cmis_env_inspection"
CREATE INDEX `cmisenvinspection_tenant_id_engineering_id_create_time_id` ON `cmis_env_inspection` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisenvinspection_tenant_id_section_id_create_time_id" to table: "cmis_env_inspection"
CREATE INDEX `cmisenvinspection_tenant_id_section_id_create_time_id` ON `cmis_env_inspection` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisenvinspection_tenant_id_inspect_date_id" to table: "cmis_env_inspection"
CREATE INDEX `cmisenvinspection_tenant_id_inspect_date_id` ON `cmis_env_inspection` (`tenant_id`, `inspect_date`, `id`);
-- create index "cmisenvinspection_tenant_id_rectify_required_create_time_id" to table: "cmis_env_inspection"
CREATE INDEX `cmisenvinspection_tenant_id_rectify_required_create_time_id` ON `cmis_env_inspection` (`tenant_id`, `rectify_required`, `create_time`, `id`);
-- create "cmis_geo_prediction" table
CREATE TABLE `cmis_geo_prediction` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `building_id` text NOT NULL, `start_chainage` numeric NOT NULL, `end_chainage` numeric NOT NULL, `method` text NOT NULL, `predict_date` datetime NOT NULL, `rock_class` text NULL, `groundwater` text NULL, `risk_level` text NOT NULL DEFAULT ('1'), `geology` text NULL, `advice` text NULL, `forecaster` text NULL, `report_file` text NULL, PRIMARY KEY (`id`));
-- create index "cmisgeoprediction_tenant_id_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `create_time`, `id`);
-- create index "cmisgeoprediction_tenant_id_engineering_id_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_engineering_id_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisgeoprediction_tenant_id_section_id_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_section_id_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisgeoprediction_tenant_id_building_id_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_building_id_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `building_id`, `create_time`, `id`);
-- create index "cmisgeoprediction_tenant_id_method_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_method_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `method`, `create_time`, `id`);
-- create index "cmisgeoprediction_tenant_id_predict_date_id" to table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_predict_date_id` ON `cmis_geo_prediction` (`tenant_id`, `predict_date`, `id`);
-- create index "cmisgeoprediction_tenant_id_rock_class_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_rock_class_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `rock_class`, `create_time`, `id`);
-- create index "cmisgeoprediction_tenant_id_risk_level_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX `cmisgeoprediction_tenant_id_risk_level_create_time_id` ON `cmis_geo_prediction` (`tenant_id`, `risk_level`, `create_time`, `id`);
-- create "cmis_patrol" table
CREATE TABLE `cmis_patrol` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `route` text NOT NULL, `inspector` text NOT NULL, `patrol_time` datetime NOT NULL, `points_checked` integer NOT NULL DEFAULT (0), `problem_count` integer NOT NULL DEFAULT (0), `problems` text NULL, PRIMARY KEY (`id`));
-- create index "cmispatrol_tenant_id_create_time_id" to table: "cmis_patrol"
CREATE INDEX `cmispatrol_tenant_id_create_time_id` ON `cmis_patrol` (`tenant_id`, `create_time`, `id`);
-- create index "cmispatrol_tenant_id_engineering_id_create_time_id" to table: "cmis_patrol"
CREATE INDEX `cmispatrol_tenant_id_engineering_id_create_time_id` ON `cmis_patrol` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmispatrol_tenant_id_section_id_create_time_id" to table: "cmis_patrol"
CREATE INDEX `cmispatrol_tenant_id_section_id_create_time_id` ON `cmis_patrol` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmispatrol_tenant_id_patrol_time_id" to table: "cmis_patrol"
CREATE INDEX `cmispatrol_tenant_id_patrol_time_id` ON `cmis_patrol` (`tenant_id`, `patrol_time`, `id`);
-- create "cmis_safety_inspection" table
CREATE TABLE `cmis_safety_inspection` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `inspect_date` datetime NOT NULL, `inspect_type` text NOT NULL, `inspector` text NOT NULL, `location` text NULL, `findings` text NULL, `rectify_required` text NOT NULL DEFAULT ('0'), `photos` text NULL, PRIMARY KEY (`id`));
-- create index "cmissafetyinspection_tenant_id_create_time_id" to table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_create_time_id` ON `cmis_safety_inspection` (`tenant_id`, `create_time`, `id`);
-- create index "cmissafetyinspection_tenant_id_engineering_id_create_time_id" to table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_engineering_id_create_time_id` ON `cmis_safety_inspection` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmissafetyinspection_tenant_id_section_id_create_time_id" to table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_section_id_create_time_id` ON `cmis_safety_inspection` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmissafetyinspection_tenant_id_inspect_date_id" to table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_inspect_date_id` ON `cmis_safety_inspection` (`tenant_id`, `inspect_date`, `id`);
-- create index "cmissafetyinspection_tenant_id_inspect_type_create_time_id" to table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_inspect_type_create_time_id` ON `cmis_safety_inspection` (`tenant_id`, `inspect_type`, `create_time`, `id`);
-- create index "cmissafetyinspection_tenant_id_rectify_required_create_time_id" to table: "cmis_safety_inspection"
CREATE INDEX `cmissafetyinspection_tenant_id_rectify_required_create_time_id` ON `cmis_safety_inspection` (`tenant_id`, `rectify_required`, `create_time`, `id`);
-- create "cmis_supervision_notice" table
CREATE TABLE `cmis_supervision_notice` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `notice_no` text NOT NULL, `subject` text NOT NULL, `issued_by` text NULL, `issue_date` datetime NOT NULL, `content` text NOT NULL, `reply_deadline` datetime NULL, `status` text NOT NULL DEFAULT ('1'), `reply` text NULL, `reply_by` text NULL, `reply_time` datetime NULL, PRIMARY KEY (`id`));
-- create index "cmissupervisionnotice_tenant_id_create_time_id" to table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_create_time_id` ON `cmis_supervision_notice` (`tenant_id`, `create_time`, `id`);
-- create index "cmissupervisionnotice_tenant_id_engineering_id_create_time_id" to table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_engineering_id_create_time_id` ON `cmis_supervision_notice` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmissupervisionnotice_tenant_id_section_id_create_time_id" to table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_section_id_create_time_id` ON `cmis_supervision_notice` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmissupervisionnotice_tenant_id_notice_no_id" to table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_notice_no_id` ON `cmis_supervision_notice` (`tenant_id`, `notice_no`, `id`);
-- create index "cmissupervisionnotice_tenant_id_issue_date_id" to table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_issue_date_id` ON `cmis_supervision_notice` (`tenant_id`, `issue_date`, `id`);
-- create index "cmissupervisionnotice_tenant_id_status_create_time_id" to table: "cmis_supervision_notice"
CREATE INDEX `cmissupervisionnotice_tenant_id_status_create_time_id` ON `cmis_supervision_notice` (`tenant_id`, `status`, `create_time`, `id`);

-- +goose Down
-- reverse: create index "cmissupervisionnotice_tenant_id_status_create_time_id" to table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_status_create_time_id`;
-- reverse: create index "cmissupervisionnotice_tenant_id_issue_date_id" to table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_issue_date_id`;
-- reverse: create index "cmissupervisionnotice_tenant_id_notice_no_id" to table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_notice_no_id`;
-- reverse: create index "cmissupervisionnotice_tenant_id_section_id_create_time_id" to table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmissupervisionnotice_tenant_id_engineering_id_create_time_id" to table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmissupervisionnotice_tenant_id_create_time_id" to table: "cmis_supervision_notice"
DROP INDEX `cmissupervisionnotice_tenant_id_create_time_id`;
-- reverse: create "cmis_supervision_notice" table
DROP TABLE `cmis_supervision_notice`;
-- reverse: create index "cmissafetyinspection_tenant_id_rectify_required_create_time_id" to table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_rectify_required_create_time_id`;
-- reverse: create index "cmissafetyinspection_tenant_id_inspect_type_create_time_id" to table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_inspect_type_create_time_id`;
-- reverse: create index "cmissafetyinspection_tenant_id_inspect_date_id" to table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_inspect_date_id`;
-- reverse: create index "cmissafetyinspection_tenant_id_section_id_create_time_id" to table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmissafetyinspection_tenant_id_engineering_id_create_time_id" to table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmissafetyinspection_tenant_id_create_time_id" to table: "cmis_safety_inspection"
DROP INDEX `cmissafetyinspection_tenant_id_create_time_id`;
-- reverse: create "cmis_safety_inspection" table
DROP TABLE `cmis_safety_inspection`;
-- reverse: create index "cmispatrol_tenant_id_patrol_time_id" to table: "cmis_patrol"
DROP INDEX `cmispatrol_tenant_id_patrol_time_id`;
-- reverse: create index "cmispatrol_tenant_id_section_id_create_time_id" to table: "cmis_patrol"
DROP INDEX `cmispatrol_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmispatrol_tenant_id_engineering_id_create_time_id" to table: "cmis_patrol"
DROP INDEX `cmispatrol_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmispatrol_tenant_id_create_time_id" to table: "cmis_patrol"
DROP INDEX `cmispatrol_tenant_id_create_time_id`;
-- reverse: create "cmis_patrol" table
DROP TABLE `cmis_patrol`;
-- reverse: create index "cmisgeoprediction_tenant_id_risk_level_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_risk_level_create_time_id`;
-- reverse: create index "cmisgeoprediction_tenant_id_rock_class_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_rock_class_create_time_id`;
-- reverse: create index "cmisgeoprediction_tenant_id_predict_date_id" to table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_predict_date_id`;
-- reverse: create index "cmisgeoprediction_tenant_id_method_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_method_create_time_id`;
-- reverse: create index "cmisgeoprediction_tenant_id_building_id_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_building_id_create_time_id`;
-- reverse: create index "cmisgeoprediction_tenant_id_section_id_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisgeoprediction_tenant_id_engineering_id_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisgeoprediction_tenant_id_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX `cmisgeoprediction_tenant_id_create_time_id`;
-- reverse: create "cmis_geo_prediction" table
DROP TABLE `cmis_geo_prediction`;
-- reverse: create index "cmisenvinspection_tenant_id_rectify_required_create_time_id" to table: "cmis_env_inspection"
DROP INDEX `cmisenvinspection_tenant_id_rectify_required_create_time_id`;
-- reverse: create index "cmisenvinspection_tenant_id_inspect_date_id" to table: "cmis_env_inspection"
DROP INDEX `cmisenvinspection_tenant_id_inspect_date_id`;
-- reverse: create index "cmisenvinspection_tenant_id_section_id_create_time_id" to table: "cmis_env_inspection"
DROP INDEX `cmisenvinspection_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisenvinspection_tenant_id_engineering_id_create_time_id" to table: "cmis_env_inspection"
DROP INDEX `cmisenvinspection_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisenvinspection_tenant_id_create_time_id" to table: "cmis_env_inspection"
DROP INDEX `cmisenvinspection_tenant_id_create_time_id`;
-- reverse: create "cmis_env_inspection" table
DROP TABLE `cmis_env_inspection`;
-- reverse: create index "cmisenvdaily_tenant_id_waste_water_create_time_id" to table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_waste_water_create_time_id`;
-- reverse: create index "cmisenvdaily_tenant_id_dust_create_time_id" to table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_dust_create_time_id`;
-- reverse: create index "cmisenvdaily_tenant_id_report_date_id" to table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_report_date_id`;
-- reverse: create index "cmisenvdaily_tenant_id_section_id_create_time_id" to table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisenvdaily_tenant_id_engineering_id_create_time_id" to table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisenvdaily_tenant_id_create_time_id" to table: "cmis_env_daily"
DROP INDEX `cmisenvdaily_tenant_id_create_time_id`;
-- reverse: create "cmis_env_daily" table
DROP TABLE `cmis_env_daily`;
-- reverse: create index "cmisacceptance_tenant_id_result_create_time_id" to table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_result_create_time_id`;
-- reverse: create index "cmisacceptance_tenant_id_acceptance_date_id" to table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_acceptance_date_id`;
-- reverse: create index "cmisacceptance_tenant_id_acceptance_type_create_time_id" to table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_acceptance_type_create_time_id`;
-- reverse: create index "cmisacceptance_tenant_id_section_id_create_time_id" to table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisacceptance_tenant_id_engineering_id_create_time_id" to table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisacceptance_tenant_id_create_time_id" to table: "cmis_acceptance"
DROP INDEX `cmisacceptance_tenant_id_create_time_id`;
-- reverse: create "cmis_acceptance" table
DROP TABLE `cmis_acceptance`;

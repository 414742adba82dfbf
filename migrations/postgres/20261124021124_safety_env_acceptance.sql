-- +goose Up
-- create "cmis_acceptance" table
CREATE TABLE "cmis_acceptance" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "acceptance_type" character varying NOT NULL, "object_name" character varying NOT NULL, "division_id" character varying NULL, "acceptance_date" timestamptz NOT NULL, "participants" character varying NULL, "result" character varying NOT NULL DEFAULT '1', "conclusion" character varying NULL, "attachments" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisacceptance_tenant_id_acceptance_date_id" to table: "cmis_acceptance"
CREATE INDEX "cmisacceptance_tenant_id_acceptance_date_id" ON "cmis_acceptance" ("tenant_id", "acceptance_date", "id");
-- create index "cmisacceptance_tenant_id_acceptance_type_create_time_id" to table: "cmis_acceptance"
CREATE INDEX "cmisacceptance_tenant_id_acceptance_type_create_time_id" ON "cmis_acceptance" ("tenant_id", "acceptance_type", "create_time", "id");
-- create index "cmisacceptance_tenant_id_create_time_id" to table: "cmis_acceptance"
CREATE INDEX "cmisacceptance_tenant_id_create_time_id" ON "cmis_acceptance" ("tenant_id", "create_time", "id");
-- create index "cmisacceptance_tenant_id_engineering_id_create_time_id" to table: "cmis_acceptance"
CREATE INDEX "cmisacceptance_tenant_id_engineering_id_create_time_id" ON "cmis_acceptance" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisacceptance_tenant_id_result_create_time_id" to table: "cmis_acceptance"
CREATE INDEX "cmisacceptance_tenant_id_result_create_time_id" ON "cmis_acceptance" ("tenant_id", "result", "create_time", "id");
-- create index "cmisacceptance_tenant_id_section_id_create_time_id" to table: "cmis_acceptance"
CREATE INDEX "cmisacceptance_tenant_id_section_id_create_time_id" ON "cmis_acceptance" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_env_daily" table
CREATE TABLE "cmis_env_daily" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "report_date" timestamptz NOT NULL, "dust" character varying NOT NULL DEFAULT '1', "noise_db" double precision NULL, "waste_water" character varying NOT NULL DEFAULT '1', "spoil_volume" double precision NULL, "spoil_site" character varying NULL, "measures" character varying NULL, "findings" character varying NULL, "reporter" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisenvdaily_tenant_id_create_time_id" to table: "cmis_env_daily"
CREATE INDEX "cmisenvdaily_tenant_id_create_time_id" ON "cmis_env_daily" ("tenant_id", "create_time", "id");
-- create index "cmisenvdaily_tenant_id_dust_create_time_id" to table: "cmis_env_daily"
CREATE INDEX "cmisenvdaily_tenant_id_dust_create_time_id" ON "cmis_env_daily" ("tenant_id", "dust", "create_time", "id");
-- create index "cmisenvdaily_tenant_id_engineering_id_create_time_id" to table: "cmis_env_daily"
CREATE INDEX "cmisenvdaily_tenant_id_engineering_id_create_time_id" ON "cmis_env_daily" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisenvdaily_tenant_id_report_date_id" to table: "cmis_env_daily"
CREATE INDEX "cmisenvdaily_tenant_id_report_date_id" ON "cmis_env_daily" ("tenant_id", "report_date", "id");
-- create index "cmisenvdaily_tenant_id_section_id_create_time_id" to table: "cmis_env_daily"
CREATE INDEX "cmisenvdaily_tenant_id_section_id_create_time_id" ON "cmis_env_daily" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmisenvdaily_tenant_id_waste_water_create_time_id" to table: "cmis_env_daily"
CREATE INDEX "cmisenvdaily_tenant_id_waste_water_create_time_id" ON "cmis_env_daily" ("tenant_id", "waste_water", "create_time", "id");
-- create "cmis_env_inspection" table
CREATE TABLE "cmis_env_inspection" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "inspect_date" timestamptz NOT NULL, "inspector" character varying NOT NULL, "items" character varying NOT NULL, "findings" character varying NULL, "rectify_required" character varying NOT NULL DEFAULT '0', "photos" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisenvinspection_tenant_id_create_time_id" to table: "cmis_env_inspection"
CREATE INDEX "cmisenvinspection_tenant_id_create_time_id" ON "cmis_env_inspection" ("tenant_id", "create_time", "id");
-- create index "cmisenvinspection_tenant_id_engineering_id_create_time_id" to table: "cmis_env_inspection"
CREATE INDEX "cmisenvinspection_tenant_id_engineering_id_create_time_id" ON "cmis_env_inspection" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisenvinspection_tenant_id_inspect_date_id" to table: "cmis_env_inspection"
CREATE INDEX "cmisenvinspection_tenant_id_inspect_date_id" ON "cmis_env_inspection" ("tenant_id", "inspect_date", "id");
-- create index "cmisenvinspection_tenant_id_rectify_required_create_time_id" to table: "cmis_env_inspection"
CREATE INDEX "cmisenvinspection_tenant_id_rectify_required_create_time_id" ON "cmis_env_inspection" ("tenant_id", "rectify_required", "create_time", "id");
-- create index "cmisenvinspection_tenant_id_section_id_create_time_id" to table: "cmis_env_inspection"
CREATE INDEX "cmisenvinspection_tenant_id_section_id_create_time_id" ON "cmis_env_inspection" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_geo_prediction" table
CREATE TABLE "cmis_geo_prediction" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "building_id" character varying NOT NULL, "start_chainage" numeric(12,3) NOT NULL, "end_chainage" numeric(12,3) NOT NULL, "method" character varying NOT NULL, "predict_date" timestamptz NOT NULL, "rock_class" character varying NULL, "groundwater" character varying NULL, "risk_level" character varying NOT NULL DEFAULT '1', "geology" character varying NULL, "advice" character varying NULL, "forecaster" character varying NULL, "report_file" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisgeoprediction_tenant_id_building_id_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX "cmisgeoprediction_tenant_id_building_id_create_time_id" ON "cmis_geo_prediction" ("tenant_id", "building_id", "create_time", "id");
-- create index "cmisgeoprediction_tenant_id_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX "cmisgeoprediction_tenant_id_create_time_id" ON "cmis_geo_prediction" ("tenant_id", "create_time", "id");
-- create index "cmisgeoprediction_tenant_id_engineering_id_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX "cmisgeoprediction_tenant_id_engineering_id_create_time_id" ON "cmis_geo_prediction" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisgeoprediction_tenant_id_method_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX "cmisgeoprediction_tenant_id_method_create_time_id" ON "cmis_geo_prediction" ("tenant_id", "method", "create_time", "id");
-- create index "cmisgeoprediction_tenant_id_predict_date_id" to table: "cmis_geo_prediction"
CREATE INDEX "cmisgeoprediction_tenant_id_predict_date_id" ON "cmis_geo_prediction" ("tenant_id", "predict_date", "id");
-- create index "cmisgeoprediction_tenant_id_risk_level_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX "cmisgeoprediction_tenant_id_risk_level_create_time_id" ON "cmis_geo_prediction" ("tenant_id", "risk_level", "create_time", "id");
-- create index "cmisgeoprediction_tenant_id_rock_class_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX "cmisgeoprediction_tenant_id_rock_class_create_time_id" ON "cmis_geo_prediction" ("tenant_id", "rock_class", "create_time", "id");
-- create index "cmisgeoprediction_tenant_id_section_id_create_time_id" to table: "cmis_geo_prediction"
CREATE INDEX "cmisgeoprediction_tenant_id_section_id_create_time_id" ON "cmis_geo_prediction" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_patrol" table
CREATE TABLE "cmis_patrol" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "route" character varying NOT NULL, "inspector" character varying NOT NULL, "patrol_time" timestamptz NOT NULL, "points_checked" bigint NOT NULL DEFAULT 0, "problem_count" bigint NOT NULL DEFAULT 0, "problems" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmispatrol_tenant_id_create_time_id" to table: "cmis_patrol"
CREATE INDEX "cmispatrol_tenant_id_create_time_id" ON "cmis_patrol" ("tenant_id", "create_time", "id");
-- create index "cmispatrol_tenant_id_engineering_id_create_time_id" to table: "cmis_patrol"
CREATE INDEX "cmispatrol_tenant_id_engineering_id_create_time_id" ON "cmis_patrol" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmispatrol_tenant_id_patrol_time_id" to table: "cmis_patrol"
CREATE INDEX "cmispatrol_tenant_id_patrol_time_id" ON "cmis_patrol" ("tenant_id", "patrol_time", "id");
-- create index "cmispatrol_tenant_id_section_id_create_time_id" to table: "cmis_patrol"
CREATE INDEX "cmispatrol_tenant_id_section_id_create_time_id" ON "cmis_patrol" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_safety_inspection" table
CREATE TABLE "cmis_safety_inspection" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "inspect_date" timestamptz NOT NULL, "inspect_type" character varying NOT NULL, "inspector" character varying NOT NULL, "location" character varying NULL, "findings" character varying NULL, "rectify_required" character varying NOT NULL DEFAULT '0', "photos" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmissafetyinspection_tenant_id_create_time_id" to table: "cmis_safety_inspection"
CREATE INDEX "cmissafetyinspection_tenant_id_create_time_id" ON "cmis_safety_inspection" ("tenant_id", "create_time", "id");
-- create index "cmissafetyinspection_tenant_id_engineering_id_create_time_id" to table: "cmis_safety_inspection"
CREATE INDEX "cmissafetyinspection_tenant_id_engineering_id_create_time_id" ON "cmis_safety_inspection" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmissafetyinspection_tenant_id_inspect_date_id" to table: "cmis_safety_inspection"
CREATE INDEX "cmissafetyinspection_tenant_id_inspect_date_id" ON "cmis_safety_inspection" ("tenant_id", "inspect_date", "id");
-- create index "cmissafetyinspection_tenant_id_inspect_type_create_time_id" to table: "cmis_safety_inspection"
CREATE INDEX "cmissafetyinspection_tenant_id_inspect_type_create_time_id" ON "cmis_safety_inspection" ("tenant_id", "inspect_type", "create_time", "id");
-- create index "cmissafetyinspection_tenant_id_rectify_required_create_time_id" to table: "cmis_safety_inspection"
CREATE INDEX "cmissafetyinspection_tenant_id_rectify_required_create_time_id" ON "cmis_safety_inspection" ("tenant_id", "rectify_required", "create_time", "id");
-- create index "cmissafetyinspection_tenant_id_section_id_create_time_id" to table: "cmis_safety_inspection"
CREATE INDEX "cmissafetyinspection_tenant_id_section_id_create_time_id" ON "cmis_safety_inspection" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_supervision_notice" table
CREATE TABLE "cmis_supervision_notice" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "notice_no" character varying NOT NULL, "subject" character varying NOT NULL, "issued_by" character varying NULL, "issue_date" timestamptz NOT NULL, "content" character varying NOT NULL, "reply_deadline" timestamptz NULL, "status" character varying NOT NULL DEFAULT '1', "reply" character varying NULL, "reply_by" character varying NULL, "reply_time" timestamptz NULL, PRIMARY KEY ("id"));
-- create index "cmissupervisionnotice_tenant_id_create_time_id" to table: "cmis_supervision_notice"
CREATE INDEX "cmissupervisionnotice_tenant_id_create_time_id" ON "cmis_supervision_notice" ("tenant_id", "create_time", "id");
-- create index "cmissupervisionnotice_tenant_id_engineering_id_create_time_id" to table: "cmis_supervision_notice"
CREATE INDEX "cmissupervisionnotice_tenant_id_engineering_id_create_time_id" ON "cmis_supervision_notice" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmissupervisionnotice_tenant_id_issue_date_id" to table: "cmis_supervision_notice"
CREATE INDEX "cmissupervisionnotice_tenant_id_issue_date_id" ON "cmis_supervision_notice" ("tenant_id", "issue_date", "id");
-- create index "cmissupervisionnotice_tenant_id_notice_no_id" to table: "cmis_supervision_notice"
CREATE INDEX "cmissupervisionnotice_tenant_id_notice_no_id" ON "cmis_supervision_notice" ("tenant_id", "notice_no", "id");
-- create index "cmissupervisionnotice_tenant_id_section_id_create_time_id" to table: "cmis_supervision_notice"
CREATE INDEX "cmissupervisionnotice_tenant_id_section_id_create_time_id" ON "cmis_supervision_notice" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmissupervisionnotice_tenant_id_status_create_time_id" to table: "cmis_supervision_notice"
CREATE INDEX "cmissupervisionnotice_tenant_id_status_create_time_id" ON "cmis_supervision_notice" ("tenant_id", "status", "create_time", "id");

-- +goose Down
-- reverse: create index "cmissupervisionnotice_tenant_id_status_create_time_id" to table: "cmis_supervision_notice"
DROP INDEX "cmissupervisionnotice_tenant_id_status_create_time_id";
-- reverse: create index "cmissupervisionnotice_tenant_id_section_id_create_time_id" to table: "cmis_supervision_notice"
DROP INDEX "cmissupervisionnotice_tenant_id_section_id_create_time_id";
-- reverse: create index "cmissupervisionnotice_tenant_id_notice_no_id" to table: "cmis_supervision_notice"
DROP INDEX "cmissupervisionnotice_tenant_id_notice_no_id";
-- reverse: create index "cmissupervisionnotice_tenant_id_issue_date_id" to table: "cmis_supervision_notice"
DROP INDEX "cmissupervisionnotice_tenant_id_issue_date_id";
-- reverse: create index "cmissupervisionnotice_tenant_id_engineering_id_create_time_id" to table: "cmis_supervision_notice"
DROP INDEX "cmissupervisionnotice_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmissupervisionnotice_tenant_id_create_time_id" to table: "cmis_supervision_notice"
DROP INDEX "cmissupervisionnotice_tenant_id_create_time_id";
-- reverse: create "cmis_supervision_notice" table
DROP TABLE "cmis_supervision_notice";
-- reverse: create index "cmissafetyinspection_tenant_id_section_id_create_time_id" to table: "cmis_safety_inspection"
DROP INDEX "cmissafetyinspection_tenant_id_section_id_create_time_id";
-- reverse: create index "cmissafetyinspection_tenant_id_rectify_required_create_time_id" to table: "cmis_safety_inspection"
DROP INDEX "cmissafetyinspection_tenant_id_rectify_required_create_time_id";
-- reverse: create index "cmissafetyinspection_tenant_id_inspect_type_create_time_id" to table: "cmis_safety_inspection"
DROP INDEX "cmissafetyinspection_tenant_id_inspect_type_create_time_id";
-- reverse: create index "cmissafetyinspection_tenant_id_inspect_date_id" to table: "cmis_safety_inspection"
DROP INDEX "cmissafetyinspection_tenant_id_inspect_date_id";
-- reverse: create index "cmissafetyinspection_tenant_id_engineering_id_create_time_id" to table: "cmis_safety_inspection"
DROP INDEX "cmissafetyinspection_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmissafetyinspection_tenant_id_create_time_id" to table: "cmis_safety_inspection"
DROP INDEX "cmissafetyinspection_tenant_id_create_time_id";
-- reverse: create "cmis_safety_inspection" table
DROP TABLE "cmis_safety_inspection";
-- reverse: create index "cmispatrol_tenant_id_section_id_create_time_id" to table: "cmis_patrol"
DROP INDEX "cmispatrol_tenant_id_section_id_create_time_id";
-- reverse: create index "cmispatrol_tenant_id_patrol_time_id" to table: "cmis_patrol"
DROP INDEX "cmispatrol_tenant_id_patrol_time_id";
-- reverse: create index "cmispatrol_tenant_id_engineering_id_create_time_id" to table: "cmis_patrol"
DROP INDEX "cmispatrol_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmispatrol_tenant_id_create_time_id" to table: "cmis_patrol"
DROP INDEX "cmispatrol_tenant_id_create_time_id";
-- reverse: create "cmis_patrol" table
DROP TABLE "cmis_patrol";
-- reverse: create index "cmisgeoprediction_tenant_id_section_id_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX "cmisgeoprediction_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisgeoprediction_tenant_id_rock_class_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX "cmisgeoprediction_tenant_id_rock_class_create_time_id";
-- reverse: create index "cmisgeoprediction_tenant_id_risk_level_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX "cmisgeoprediction_tenant_id_risk_level_create_time_id";
-- reverse: create index "cmisgeoprediction_tenant_id_predict_date_id" to table: "cmis_geo_prediction"
DROP INDEX "cmisgeoprediction_tenant_id_predict_date_id";
-- reverse: create index "cmisgeoprediction_tenant_id_method_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX "cmisgeoprediction_tenant_id_method_create_time_id";
-- reverse: create index "cmisgeoprediction_tenant_id_engineering_id_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX "cmisgeoprediction_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisgeoprediction_tenant_id_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX "cmisgeoprediction_tenant_id_create_time_id";
-- reverse: create index "cmisgeoprediction_tenant_id_building_id_create_time_id" to table: "cmis_geo_prediction"
DROP INDEX "cmisgeoprediction_tenant_id_building_id_create_time_id";
-- reverse: create "cmis_geo_prediction" table
DROP TABLE "cmis_geo_prediction";
-- reverse: create index "cmisenvinspection_tenant_id_section_id_create_time_id" to table: "cmis_env_inspection"
DROP INDEX "cmisenvinspection_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisenvinspection_tenant_id_rectify_required_create_time_id" to table: "cmis_env_inspection"
DROP INDEX "cmisenvinspection_tenant_id_rectify_required_create_time_id";
-- reverse: create index "cmisenvinspection_tenant_id_inspect_date_id" to table: "cmis_env_inspection"
DROP INDEX "cmisenvinspection_tenant_id_inspect_date_id";
-- reverse: create index "cmisenvinspection_tenant_id_engineering_id_create_time_id" to table: "cmis_env_inspection"
DROP INDEX "cmisenvinspection_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisenvinspection_tenant_id_create_time_id" to table: "cmis_env_inspection"
DROP INDEX "cmisenvinspection_tenant_id_create_time_id";
-- reverse: create "cmis_env_inspection" table
DROP TABLE "cmis_env_inspection";
-- reverse: create index "cmisenvdaily_tenant_id_waste_water_create_time_id" to table: "cmis_env_daily"
DROP INDEX "cmisenvdaily_tenant_id_waste_water_create_time_id";
-- reverse: create index "cmisenvdaily_tenant_id_section_id_create_time_id" to table: "cmis_env_daily"
DROP INDEX "cmisenvdaily_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisenvdaily_tenant_id_report_date_id" to table: "cmis_env_daily"
DROP INDEX "cmisenvdaily_tenant_id_report_date_id";
-- reverse: create index "cmisenvdaily_tenant_id_engineering_id_create_time_id" to table: "cmis_env_daily"
DROP INDEX "cmisenvdaily_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisenvdaily_tenant_id_dust_create_time_id" to table: "cmis_env_daily"
DROP INDEX "cmisenvdaily_tenant_id_dust_create_time_id";
-- reverse: create index "cmisenvdaily_tenant_id_create_time_id" to table: "cmis_env_daily"
DROP INDEX "cmisenvdaily_tenant_id_create_time_id";
-- reverse: create "cmis_env_daily" table
DROP TABLE "cmis_env_daily";
-- reverse: create index "cmisacceptance_tenant_id_section_id_create_time_id" to table: "cmis_acceptance"
DROP INDEX "cmisacceptance_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisacceptance_tenant_id_result_create_time_id" to table: "cmis_acceptance"
DROP INDEX "cmisacceptance_tenant_id_result_create_time_id";
-- reverse: create index "cmisacceptance_tenant_id_engineering_id_create_time_id" to table: "cmis_acceptance"
DROP INDEX "cmisacceptance_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisacceptance_tenant_id_create_time_id" to table: "cmis_acceptance"
DROP INDEX "cmisacceptance_tenant_id_create_time_id";
-- reverse: create index "cmisacceptance_tenant_id_acceptance_type_create_time_id" to table: "cmis_acceptance"
DROP INDEX "cmisacceptance_tenant_id_acceptance_type_create_time_id";
-- reverse: create index "cmisacceptance_tenant_id_acceptance_date_id" to table: "cmis_acceptance"
DROP INDEX "cmisacceptance_tenant_id_acceptance_date_id";
-- reverse: create "cmis_acceptance" table
DROP TABLE "cmis_acceptance";

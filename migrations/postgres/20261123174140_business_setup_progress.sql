-- +goose Up
-- create "cmis_budget" table
CREATE TABLE "cmis_budget" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "pid" character varying NULL DEFAULT '0', "code" character varying NOT NULL, "name" character varying NOT NULL, "unit" character varying NULL, "quantity" double precision NULL, "unit_price" numeric(18,2) NULL, "amount" numeric(18,2) NULL, PRIMARY KEY ("id"));
-- create index "cmisbudget_tenant_id_code_id" to table: "cmis_budget"
CREATE INDEX "cmisbudget_tenant_id_code_id" ON "cmis_budget" ("tenant_id", "code", "id");
-- create index "cmisbudget_tenant_id_create_time_id" to table: "cmis_budget"
CREATE INDEX "cmisbudget_tenant_id_create_time_id" ON "cmis_budget" ("tenant_id", "create_time", "id");
-- create "cmis_building" table
CREATE TABLE "cmis_building" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "pid" character varying NULL DEFAULT '0', "name" character varying NOT NULL, "code" character varying NULL, "type" character varying NULL, "start_chainage" numeric(12,3) NULL, "end_chainage" numeric(12,3) NULL, "design_length" double precision NULL, PRIMARY KEY ("id"));
-- create index "cmisbuilding_tenant_id_create_time_id" to table: "cmis_building"
CREATE INDEX "cmisbuilding_tenant_id_create_time_id" ON "cmis_building" ("tenant_id", "create_time", "id");
-- create index "cmisbuilding_tenant_id_engineering_id_create_time_id" to table: "cmis_building"
CREATE INDEX "cmisbuilding_tenant_id_engineering_id_create_time_id" ON "cmis_building" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisbuilding_tenant_id_name_id" to table: "cmis_building"
CREATE INDEX "cmisbuilding_tenant_id_name_id" ON "cmis_building" ("tenant_id", "name", "id");
-- create index "cmisbuilding_tenant_id_section_id_create_time_id" to table: "cmis_building"
CREATE INDEX "cmisbuilding_tenant_id_section_id_create_time_id" ON "cmis_building" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmisbuilding_tenant_id_type_create_time_id" to table: "cmis_building"
CREATE INDEX "cmisbuilding_tenant_id_type_create_time_id" ON "cmis_building" ("tenant_id", "type", "create_time", "id");
-- create "cmis_camera" table
CREATE TABLE "cmis_camera" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "name" character varying NOT NULL, "location" character varying NULL, "longitude" double precision NULL, "latitude" double precision NULL, "stream_url" character varying NULL, "status" character varying NOT NULL DEFAULT '1', PRIMARY KEY ("id"));
-- create index "cmiscamera_tenant_id_create_time_id" to table: "cmis_camera"
CREATE INDEX "cmiscamera_tenant_id_create_time_id" ON "cmis_camera" ("tenant_id", "create_time", "id");
-- create index "cmiscamera_tenant_id_engineering_id_create_time_id" to table: "cmis_camera"
CREATE INDEX "cmiscamera_tenant_id_engineering_id_create_time_id" ON "cmis_camera" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmiscamera_tenant_id_section_id_create_time_id" to table: "cmis_camera"
CREATE INDEX "cmiscamera_tenant_id_section_id_create_time_id" ON "cmis_camera" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmiscamera_tenant_id_status_create_time_id" to table: "cmis_camera"
CREATE INDEX "cmiscamera_tenant_id_status_create_time_id" ON "cmis_camera" ("tenant_id", "status", "create_time", "id");
-- create "cmis_directory" table
CREATE TABLE "cmis_directory" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "pid" character varying NULL DEFAULT '0', "name" character varying NOT NULL, "sort_no" bigint NOT NULL DEFAULT 0, PRIMARY KEY ("id"));
-- create index "cmisdirectory_tenant_id_create_time_id" to table: "cmis_directory"
CREATE INDEX "cmisdirectory_tenant_id_create_time_id" ON "cmis_directory" ("tenant_id", "create_time", "id");
-- create index "cmisdirectory_tenant_id_sort_no_id" to table: "cmis_directory"
CREATE INDEX "cmisdirectory_tenant_id_sort_no_id" ON "cmis_directory" ("tenant_id", "sort_no", "id");
-- create "cmis_division" table
CREATE TABLE "cmis_division" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "pid" character varying NULL DEFAULT '0', "code" character varying NOT NULL, "name" character varying NOT NULL, "level" character varying NOT NULL DEFAULT '1', "building_id" character varying NULL, "start_chainage" numeric(12,3) NULL, "end_chainage" numeric(12,3) NULL, "is_key" character varying NOT NULL DEFAULT '0', PRIMARY KEY ("id"));
-- create index "cmisdivision_tenant_id_code_id" to table: "cmis_division"
CREATE INDEX "cmisdivision_tenant_id_code_id" ON "cmis_division" ("tenant_id", "code", "id");
-- create index "cmisdivision_tenant_id_create_time_id" to table: "cmis_division"
CREATE INDEX "cmisdivision_tenant_id_create_time_id" ON "cmis_division" ("tenant_id", "create_time", "id");
-- create index "cmisdivision_tenant_id_engineering_id_create_time_id" to table: "cmis_division"
CREATE INDEX "cmisdivision_tenant_id_engineering_id_create_time_id" ON "cmis_division" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisdivision_tenant_id_level_create_time_id" to table: "cmis_division"
CREATE INDEX "cmisdivision_tenant_id_level_create_time_id" ON "cmis_division" ("tenant_id", "level", "create_time", "id");
-- create index "cmisdivision_tenant_id_section_id_create_time_id" to table: "cmis_division"
CREATE INDEX "cmisdivision_tenant_id_section_id_create_time_id" ON "cmis_division" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_engineering" table
CREATE TABLE "cmis_engineering" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "name" character varying NOT NULL, "code" character varying NOT NULL, "type" character varying NULL, "location" character varying NULL, "owner_unit" character varying NULL, "start_date" timestamptz NULL, "end_date" timestamptz NULL, "total_investment" numeric(18,2) NULL, "remark" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmis_engineering_code_key" to table: "cmis_engineering"
CREATE UNIQUE INDEX "cmis_engineering_code_key" ON "cmis_engineering" ("code");
-- create index "cmisengineering_tenant_id_code_id" to table: "cmis_engineering"
CREATE INDEX "cmisengineering_tenant_id_code_id" ON "cmis_engineering" ("tenant_id", "code", "id");
-- create index "cmisengineering_tenant_id_create_time_id" to table: "cmis_engineering"
CREATE INDEX "cmisengineering_tenant_id_create_time_id" ON "cmis_engineering" ("tenant_id", "create_time", "id");
-- create index "cmisengineering_tenant_id_name_id" to table: "cmis_engineering"
CREATE INDEX "cmisengineering_tenant_id_name_id" ON "cmis_engineering" ("tenant_id", "name", "id");
-- create index "cmisengineering_tenant_id_type_create_time_id" to table: "cmis_engineering"
CREATE INDEX "cmisengineering_tenant_id_type_create_time_id" ON "cmis_engineering" ("tenant_id", "type", "create_time", "id");
-- create "cmis_engineering_data_structure" table
CREATE TABLE "cmis_engineering_data_structure" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "type" character varying NOT NULL, "pid" character varying NULL DEFAULT '0', "code" character varying NOT NULL, "name" character varying NOT NULL, "sort_no" bigint NOT NULL DEFAULT 0, PRIMARY KEY ("id"));
-- create index "cmisengineeringdatastructure_tenant_id_code_id" to table: "cmis_engineering_data_structure"
CREATE INDEX "cmisengineeringdatastructure_tenant_id_code_id" ON "cmis_engineering_data_structure" ("tenant_id", "code", "id");
-- create index "cmisengineeringdatastructure_tenant_id_create_time_id" to table: "cmis_engineering_data_structure"
CREATE INDEX "cmisengineeringdatastructure_tenant_id_create_time_id" ON "cmis_engineering_data_structure" ("tenant_id", "create_time", "id");
-- create index "cmisengineeringdatastructure_tenant_id_sort_no_id" to table: "cmis_engineering_data_structure"
CREATE INDEX "cmisengineeringdatastructure_tenant_id_sort_no_id" ON "cmis_engineering_data_structure" ("tenant_id", "sort_no", "id");
-- create index "cmisengineeringdatastructure_tenant_id_type_create_time_id" to table: "cmis_engineering_data_structure"
CREATE INDEX "cmisengineeringdatastructure_tenant_id_type_create_time_id" ON "cmis_engineering_data_structure" ("tenant_id", "type", "create_time", "id");
-- create "cmis_estimate" table
CREATE TABLE "cmis_estimate" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "pid" character varying NULL DEFAULT '0', "code" character varying NOT NULL, "name" character varying NOT NULL, "unit" character varying NULL, "quantity" double precision NULL, "unit_price" numeric(18,2) NULL, "amount" numeric(18,2) NULL, PRIMARY KEY ("id"));
-- create index "cmisestimate_tenant_id_code_id" to table: "cmis_estimate"
CREATE INDEX "cmisestimate_tenant_id_code_id" ON "cmis_estimate" ("tenant_id", "code", "id");
-- create index "cmisestimate_tenant_id_create_time_id" to table: "cmis_estimate"
CREATE INDEX "cmisestimate_tenant_id_create_time_id" ON "cmis_estimate" ("tenant_id", "create_time", "id");
-- create "cmis_manpower_plan" table
CREATE TABLE "cmis_manpower_plan" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "period" character varying NOT NULL, "item" character varying NOT NULL, "unit" character varying NULL, "planned" double precision NOT NULL DEFAULT 0, "actual" double precision NULL, PRIMARY KEY ("id"));
-- create index "cmismanpowerplan_tenant_id_create_time_id" to table: "cmis_manpower_plan"
CREATE INDEX "cmismanpowerplan_tenant_id_create_time_id" ON "cmis_manpower_plan" ("tenant_id", "create_time", "id");
-- create index "cmismanpowerplan_tenant_id_engineering_id_create_time_id" to table: "cmis_manpower_plan"
CREATE INDEX "cmismanpowerplan_tenant_id_engineering_id_create_time_id" ON "cmis_manpower_plan" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmismanpowerplan_tenant_id_period_create_time_id" to table: "cmis_manpower_plan"
CREATE INDEX "cmismanpowerplan_tenant_id_period_create_time_id" ON "cmis_manpower_plan" ("tenant_id", "period", "create_time", "id");
-- create index "cmismanpowerplan_tenant_id_period_id" to table: "cmis_manpower_plan"
CREATE INDEX "cmismanpowerplan_tenant_id_period_id" ON "cmis_manpower_plan" ("tenant_id", "period", "id");
-- create index "cmismanpowerplan_tenant_id_section_id_create_time_id" to table: "cmis_manpower_plan"
CREATE INDEX "cmismanpowerplan_tenant_id_section_id_create_time_id" ON "cmis_manpower_plan" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_material_plan" table
CREATE TABLE "cmis_material_plan" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "period" character varying NOT NULL, "item" character varying NOT NULL, "unit" character varying NULL, "planned" double precision NOT NULL DEFAULT 0, "actual" double precision NULL, PRIMARY KEY ("id"));
-- create index "cmismaterialplan_tenant_id_create_time_id" to table: "cmis_material_plan"
CREATE INDEX "cmismaterialplan_tenant_id_create_time_id" ON "cmis_material_plan" ("tenant_id", "create_time", "id");
-- create index "cmismaterialplan_tenant_id_engineering_id_create_time_id" to table: "cmis_material_plan"
CREATE INDEX "cmismaterialplan_tenant_id_engineering_id_create_time_id" ON "cmis_material_plan" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmismaterialplan_tenant_id_period_create_time_id" to table: "cmis_material_plan"
CREATE INDEX "cmismaterialplan_tenant_id_period_create_time_id" ON "cmis_material_plan" ("tenant_id", "period", "create_time", "id");
-- create index "cmismaterialplan_tenant_id_period_id" to table: "cmis_material_plan"
CREATE INDEX "cmismaterialplan_tenant_id_period_id" ON "cmis_material_plan" ("tenant_id", "period", "id");
-- create index "cmismaterialplan_tenant_id_section_id_create_time_id" to table: "cmis_material_plan"
CREATE INDEX "cmismaterialplan_tenant_id_section_id_create_time_id" ON "cmis_material_plan" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_monthly_report" table
CREATE TABLE "cmis_monthly_report" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "month" character varying NOT NULL, "completed" character varying NULL, "investment" numeric(18,2) NULL, "problems" character varying NULL, "next_plan" character varying NULL, "attachment" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmismonthlyreport_tenant_id_create_time_id" to table: "cmis_monthly_report"
CREATE INDEX "cmismonthlyreport_tenant_id_create_time_id" ON "cmis_monthly_report" ("tenant_id", "create_time", "id");
-- create index "cmismonthlyreport_tenant_id_engineering_id_create_time_id" to table: "cmis_monthly_report"
CREATE INDEX "cmismonthlyreport_tenant_id_engineering_id_create_time_id" ON "cmis_monthly_report" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmismonthlyreport_tenant_id_month_create_time_id" to table: "cmis_monthly_report"
CREATE INDEX "cmismonthlyreport_tenant_id_month_create_time_id" ON "cmis_monthly_report" ("tenant_id", "month", "create_time", "id");
-- create index "cmismonthlyreport_tenant_id_month_id" to table: "cmis_monthly_report"
CREATE INDEX "cmismonthlyreport_tenant_id_month_id" ON "cmis_monthly_report" ("tenant_id", "month", "id");
-- create index "cmismonthlyreport_tenant_id_section_id_create_time_id" to table: "cmis_monthly_report"
CREATE INDEX "cmismonthlyreport_tenant_id_section_id_create_time_id" ON "cmis_monthly_report" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_progress_node" table
CREATE TABLE "cmis_progress_node" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "name" character varying NOT NULL, "plan_date" timestamptz NULL, "actual_date" timestamptz NULL, "status" character varying NOT NULL DEFAULT '0', PRIMARY KEY ("id"));
-- create index "cmisprogressnode_tenant_id_create_time_id" to table: "cmis_progress_node"
CREATE INDEX "cmisprogressnode_tenant_id_create_time_id" ON "cmis_progress_node" ("tenant_id", "create_time", "id");
-- create index "cmisprogressnode_tenant_id_engineering_id_create_time_id" to table: "cmis_progress_node"
CREATE INDEX "cmisprogressnode_tenant_id_engineering_id_create_time_id" ON "cmis_progress_node" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisprogressnode_tenant_id_section_id_create_time_id" to table: "cmis_progress_node"
CREATE INDEX "cmisprogressnode_tenant_id_section_id_create_time_id" ON "cmis_progress_node" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmisprogressnode_tenant_id_status_create_time_id" to table: "cmis_progress_node"
CREATE INDEX "cmisprogressnode_tenant_id_status_create_time_id" ON "cmis_progress_node" ("tenant_id", "status", "create_time", "id");
-- create "cmis_progress_plan" table
CREATE TABLE "cmis_progress_plan" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "plan_type" character varying NOT NULL DEFAULT 'month', "period" character varying NOT NULL, "building_id" character varying NULL, "task_name" character varying NOT NULL, "plan_start_date" timestamptz NOT NULL, "plan_end_date" timestamptz NOT NULL, "planned_quantity" double precision NULL, "unit" character varying NULL, "actual_quantity" double precision NULL, "percent_complete" bigint NOT NULL DEFAULT 0, "predecessors" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisprogressplan_tenant_id_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX "cmisprogressplan_tenant_id_create_time_id" ON "cmis_progress_plan" ("tenant_id", "create_time", "id");
-- create index "cmisprogressplan_tenant_id_engineering_id_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX "cmisprogressplan_tenant_id_engineering_id_create_time_id" ON "cmis_progress_plan" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisprogressplan_tenant_id_period_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX "cmisprogressplan_tenant_id_period_create_time_id" ON "cmis_progress_plan" ("tenant_id", "period", "create_time", "id");
-- create index "cmisprogressplan_tenant_id_period_id" to table: "cmis_progress_plan"
CREATE INDEX "cmisprogressplan_tenant_id_period_id" ON "cmis_progress_plan" ("tenant_id", "period", "id");
-- create index "cmisprogressplan_tenant_id_plan_end_date_id" to table: "cmis_progress_plan"
CREATE INDEX "cmisprogressplan_tenant_id_plan_end_date_id" ON "cmis_progress_plan" ("tenant_id", "plan_end_date", "id");
-- create index "cmisprogressplan_tenant_id_plan_start_date_id" to table: "cmis_progress_plan"
CREATE INDEX "cmisprogressplan_tenant_id_plan_start_date_id" ON "cmis_progress_plan" ("tenant_id", "plan_start_date", "id");
-- create index "cmisprogressplan_tenant_id_plan_type_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX "cmisprogressplan_tenant_id_plan_type_create_time_id" ON "cmis_progress_plan" ("tenant_id", "plan_type", "create_time", "id");
-- create index "cmisprogressplan_tenant_id_section_id_create_time_id" to table: "cmis_progress_plan"
CREATE INDEX "cmisprogressplan_tenant_id_section_id_create_time_id" ON "cmis_progress_plan" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_quantity_cost" table
CREATE TABLE "cmis_quantity_cost" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "item_code" character varying NOT NULL, "name" character varying NOT NULL, "unit" character varying NULL, "quantity" double precision NULL, "unit_price" numeric(18,2) NULL, "total" numeric(18,2) NULL, "contract_no" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisquantitycost_tenant_id_create_time_id" to table: "cmis_quantity_cost"
CREATE INDEX "cmisquantitycost_tenant_id_create_time_id" ON "cmis_quantity_cost" ("tenant_id", "create_time", "id");
-- create index "cmisquantitycost_tenant_id_engineering_id_create_time_id" to table: "cmis_quantity_cost"
CREATE INDEX "cmisquantitycost_tenant_id_engineering_id_create_time_id" ON "cmis_quantity_cost" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisquantitycost_tenant_id_item_code_id" to table: "cmis_quantity_cost"
CREATE INDEX "cmisquantitycost_tenant_id_item_code_id" ON "cmis_quantity_cost" ("tenant_id", "item_code", "id");
-- create index "cmisquantitycost_tenant_id_section_id_create_time_id" to table: "cmis_quantity_cost"
CREATE INDEX "cmisquantitycost_tenant_id_section_id_create_time_id" ON "cmis_quantity_cost" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_section" table
CREATE TABLE "cmis_section" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NOT NULL, "name" character varying NOT NULL, "code" character varying NOT NULL, "contractor_id" character varying NULL, "supervisor_id" character varying NULL, "start_chainage" numeric(12,3) NULL, "end_chainage" numeric(12,3) NULL, "length" double precision NULL, "contract_amount" numeric(18,2) NULL, "plan_start_date" timestamptz NULL, "plan_end_date" timestamptz NULL, "status" character varying NOT NULL DEFAULT '1', "depart_ids" character varying NULL, "sort_no" bigint NOT NULL DEFAULT 0, PRIMARY KEY ("id"));
-- create index "cmis_section_code_key" to table: "cmis_section"
CREATE UNIQUE INDEX "cmis_section_code_key" ON "cmis_section" ("code");
-- create index "cmissection_tenant_id_code_id" to table: "cmis_section"
CREATE INDEX "cmissection_tenant_id_code_id" ON "cmis_section" ("tenant_id", "code", "id");
-- create index "cmissection_tenant_id_create_time_id" to table: "cmis_section"
CREATE INDEX "cmissection_tenant_id_create_time_id" ON "cmis_section" ("tenant_id", "create_time", "id");
-- create index "cmissection_tenant_id_engineering_id_create_time_id" to table: "cmis_section"
CREATE INDEX "cmissection_tenant_id_engineering_id_create_time_id" ON "cmis_section" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmissection_tenant_id_name_id" to table: "cmis_section"
CREATE INDEX "cmissection_tenant_id_name_id" ON "cmis_section" ("tenant_id", "name", "id");
-- create index "cmissection_tenant_id_sort_no_id" to table: "cmis_section"
CREATE INDEX "cmissection_tenant_id_sort_no_id" ON "cmis_section" ("tenant_id", "sort_no", "id");
-- create index "cmissection_tenant_id_status_create_time_id" to table: "cmis_section"
CREATE INDEX "cmissection_tenant_id_status_create_time_id" ON "cmis_section" ("tenant_id", "status", "create_time", "id");
-- create "cmis_supplier" table
CREATE TABLE "cmis_supplier" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "tid" character varying NOT NULL, "name" character varying NOT NULL, "credit_code" character varying NULL, "contact" character varying NULL, "phone" character varying NULL, "address" character varying NULL, "qualification" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmissupplier_tenant_id_create_time_id" to table: "cmis_supplier"
CREATE INDEX "cmissupplier_tenant_id_create_time_id" ON "cmis_supplier" ("tenant_id", "create_time", "id");
-- create index "cmissupplier_tenant_id_name_id" to table: "cmis_supplier"
CREATE INDEX "cmissupplier_tenant_id_name_id" ON "cmis_supplier" ("tenant_id", "name", "id");
-- create index "cmissupplier_tenant_id_tid_create_time_id" to table: "cmis_supplier"
CREATE INDEX "cmissupplier_tenant_id_tid_create_time_id" ON "cmis_supplier" ("tenant_id", "tid", "create_time", "id");
-- create "cmis_surface_dict" table
CREATE TABLE "cmis_surface_dict" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "code" character varying NOT NULL, "name" character varying NOT NULL, "category" character varying NOT NULL DEFAULT 'other', PRIMARY KEY ("id"));
-- create index "cmis_surface_dict_code_key" to table: "cmis_surface_dict"
CREATE UNIQUE INDEX "cmis_surface_dict_code_key" ON "cmis_surface_dict" ("code");
-- create index "cmissurfacedict_tenant_id_category_create_time_id" to table: "cmis_surface_dict"
CREATE INDEX "cmissurfacedict_tenant_id_category_create_time_id" ON "cmis_surface_dict" ("tenant_id", "category", "create_time", "id");
-- create index "cmissurfacedict_tenant_id_code_id" to table: "cmis_surface_dict"
CREATE INDEX "cmissurfacedict_tenant_id_code_id" ON "cmis_surface_dict" ("tenant_id", "code", "id");
-- create index "cmissurfacedict_tenant_id_create_time_id" to table: "cmis_surface_dict"
CREATE INDEX "cmissurfacedict_tenant_id_create_time_id" ON "cmis_surface_dict" ("tenant_id", "create_time", "id");
-- create "cmis_tunnel_advance" table
CREATE TABLE "cmis_tunnel_advance" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "building_id" character varying NOT NULL, "report_date" timestamptz NOT NULL, "method" character varying NOT NULL DEFAULT 'TBM', "shift" character varying NULL, "start_chainage" numeric(12,3) NOT NULL, "end_chainage" numeric(12,3) NOT NULL, "advance" double precision NULL, "rock_class" character varying NULL, "remarks" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmistunneladvance_tenant_id_building_id_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX "cmistunneladvance_tenant_id_building_id_create_time_id" ON "cmis_tunnel_advance" ("tenant_id", "building_id", "create_time", "id");
-- create index "cmistunneladvance_tenant_id_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX "cmistunneladvance_tenant_id_create_time_id" ON "cmis_tunnel_advance" ("tenant_id", "create_time", "id");
-- create index "cmistunneladvance_tenant_id_engineering_id_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX "cmistunneladvance_tenant_id_engineering_id_create_time_id" ON "cmis_tunnel_advance" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmistunneladvance_tenant_id_method_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX "cmistunneladvance_tenant_id_method_create_time_id" ON "cmis_tunnel_advance" ("tenant_id", "method", "create_time", "id");
-- create index "cmistunneladvance_tenant_id_report_date_id" to table: "cmis_tunnel_advance"
CREATE INDEX "cmistunneladvance_tenant_id_report_date_id" ON "cmis_tunnel_advance" ("tenant_id", "report_date", "id");
-- create index "cmistunneladvance_tenant_id_rock_class_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX "cmistunneladvance_tenant_id_rock_class_create_time_id" ON "cmis_tunnel_advance" ("tenant_id", "rock_class", "create_time", "id");
-- create index "cmistunneladvance_tenant_id_section_id_create_time_id" to table: "cmis_tunnel_advance"
CREATE INDEX "cmistunneladvance_tenant_id_section_id_create_time_id" ON "cmis_tunnel_advance" ("tenant_id", "section_id", "create_time", "id");

-- +goose Down
-- reverse: create index "cmistunneladvance_tenant_id_section_id_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX "cmistunneladvance_tenant_id_section_id_create_time_id";
-- reverse: create index "cmistunneladvance_tenant_id_rock_class_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX "cmistunneladvance_tenant_id_rock_class_create_time_id";
-- reverse: create index "cmistunneladvance_tenant_id_report_date_id" to table: "cmis_tunnel_advance"
DROP INDEX "cmistunneladvance_tenant_id_report_date_id";
-- reverse: create index "cmistunneladvance_tenant_id_method_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX "cmistunneladvance_tenant_id_method_create_time_id";
-- reverse: create index "cmistunneladvance_tenant_id_engineering_id_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX "cmistunneladvance_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmistunneladvance_tenant_id_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX "cmistunneladvance_tenant_id_create_time_id";
-- reverse: create index "cmistunneladvance_tenant_id_building_id_create_time_id" to table: "cmis_tunnel_advance"
DROP INDEX "cmistunneladvance_tenant_id_building_id_create_time_id";
-- reverse: create "cmis_tunnel_advance" table
DROP TABLE "cmis_tunnel_advance";
-- reverse: create index "cmissurfacedict_tenant_id_create_time_id" to table: "cmis_surface_dict"
DROP INDEX "cmissurfacedict_tenant_id_create_time_id";
-- reverse: create index "cmissurfacedict_tenant_id_code_id" to table: "cmis_surface_dict"
DROP INDEX "cmissurfacedict_tenant_id_code_id";
-- reverse: create index "cmissurfacedict_tenant_id_category_create_time_id" to table: "cmis_surface_dict"
DROP INDEX "cmissurfacedict_tenant_id_category_create_time_id";
-- reverse: create index "cmis_surface_dict_code_key" to table: "cmis_surface_dict"
DROP INDEX "cmis_surface_dict_code_key";
-- reverse: create "cmis_surface_dict" table
DROP TABLE "cmis_surface_dict";
-- reverse: create index "cmissupplier_tenant_id_tid_create_time_id" to table: "cmis_supplier"
DROP INDEX "cmissupplier_tenant_id_tid_create_time_id";
-- reverse: create index "cmissupplier_tenant_id_name_id" to table: "cmis_supplier"
DROP INDEX "cmissupplier_tenant_id_name_id";
-- reverse: create index "cmissupplier_tenant_id_create_time_id" to table: "cmis_supplier"
DROP INDEX "cmissupplier_tenant_id_create_time_id";
-- reverse: create "cmis_supplier" table
DROP TABLE "cmis_supplier";
-- reverse: create index "cmissection_tenant_id_status_create_time_id" to table: "cmis_section"
DROP INDEX "cmissection_tenant_id_status_create_time_id";
-- reverse: create index "cmissection_tenant_id_sort_no_id" to table: "cmis_section"
DROP INDEX "cmissection_tenant_id_sort_no_id";
-- reverse: create index "cmissection_tenant_id_name_id" to table: "cmis_section"
DROP INDEX "cmissection_tenant_id_name_id";
-- reverse: create index "cmissection_tenant_id_engineering_id_create_time_id" to table: "cmis_section"
DROP INDEX "cmissection_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmissection_tenant_id_create_time_id" to table: "cmis_section"
DROP INDEX "cmissection_tenant_id_create_time_id";
-- reverse: create index "cmissection_tenant_id_code_id" to table: "cmis_section"
DROP INDEX "cmissection_tenant_id_code_id";
-- reverse: create index "cmis_section_code_key" to table: "cmis_section"
DROP INDEX "cmis_section_code_key";
-- reverse: create "cmis_section" table
DROP TABLE "cmis_section";
-- reverse: create index "cmisquantitycost_tenant_id_section_id_create_time_id" to table: "cmis_quantity_cost"
DROP INDEX "cmisquantitycost_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisquantitycost_tenant_id_item_code_id" to table: "cmis_quantity_cost"
DROP INDEX "cmisquantitycost_tenant_id_item_code_id";
-- reverse: create index "cmisquantitycost_tenant_id_engineering_id_create_time_id" to table: "cmis_quantity_cost"
DROP INDEX "cmisquantitycost_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisquantitycost_tenant_id_create_time_id" to table: "cmis_quantity_cost"
DROP INDEX "cmisquantitycost_tenant_id_create_time_id";
-- reverse: create "cmis_quantity_cost" table
DROP TABLE "cmis_quantity_cost";
-- reverse: create index "cmisprogressplan_tenant_id_section_id_create_time_id" to table: "cmis_progress_plan"
DROP INDEX "cmisprogressplan_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisprogressplan_tenant_id_plan_type_create_time_id" to table: "cmis_progress_plan"
DROP INDEX "cmisprogressplan_tenant_id_plan_type_create_time_id";
-- reverse: create index "cmisprogressplan_tenant_id_plan_start_date_id" to table: "cmis_progress_plan"
DROP INDEX "cmisprogressplan_tenant_id_plan_start_date_id";
-- reverse: create index "cmisprogressplan_tenant_id_plan_end_date_id" to table: "cmis_progress_plan"
DROP INDEX "cmisprogressplan_tenant_id_plan_end_date_id";
-- reverse: create index "cmisprogressplan_tenant_id_period_id" to table: "cmis_progress_plan"
DROP INDEX "cmisprogressplan_tenant_id_period_id";
-- reverse: create index "cmisprogressplan_tenant_id_period_create_time_id" to table: "cmis_progress_plan"
DROP INDEX "cmisprogressplan_tenant_id_period_create_time_id";
-- reverse: create index "cmisprogressplan_tenant_id_engineering_id_create_time_id" to table: "cmis_progress_plan"
DROP INDEX "cmisprogressplan_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisprogressplan_tenant_id_create_time_id" to table: "cmis_progress_plan"
DROP INDEX "cmisprogressplan_tenant_id_create_time_id";
-- reverse: create "cmis_progress_plan" table
DROP TABLE "cmis_progress_plan";
-- reverse: create index "cmisprogressnode_tenant_id_status_create_time_id" to table: "cmis_progress_node"
DROP INDEX "cmisprogressnode_tenant_id_status_create_time_id";
-- reverse: create index "cmisprogressnode_tenant_id_section_id_create_time_id" to table: "cmis_progress_node"
DROP INDEX "cmisprogressnode_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisprogressnode_tenant_id_engineering_id_create_time_id" to table: "cmis_progress_node"
DROP INDEX "cmisprogressnode_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisprogressnode_tenant_id_create_time_id" to table: "cmis_progress_node"
DROP INDEX "cmisprogressnode_tenant_id_create_time_id";
-- reverse: create "cmis_progress_node" table
DROP TABLE "cmis_progress_node";
-- reverse: create index "cmismonthlyreport_tenant_id_section_id_create_time_id" to table: "cmis_monthly_report"
DROP INDEX "cmismonthlyreport_tenant_id_section_id_create_time_id";
-- reverse: create index "cmismonthlyreport_tenant_id_month_id" to table: "cmis_monthly_report"
DROP INDEX "cmismonthlyreport_tenant_id_month_id";
-- reverse: create index "cmismonthlyreport_tenant_id_month_create_time_id" to table: "cmis_monthly_report"
DROP INDEX "cmismonthlyreport_tenant_id_month_create_time_id";
-- reverse: create index "cmismonthlyreport_tenant_id_engineering_id_create_time_id" to table: "cmis_monthly_report"
DROP INDEX "cmismonthlyreport_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmismonthlyreport_tenant_id_create_time_id" to table: "cmis_monthly_report"
DROP INDEX "cmismonthlyreport_tenant_id_create_time_id";
-- reverse: create "cmis_monthly_report" table
DROP TABLE "cmis_monthly_report";
-- reverse: create index "cmismaterialplan_tenant_id_section_id_create_time_id" to table: "cmis_material_plan"
DROP INDEX "cmismaterialplan_tenant_id_section_id_create_time_id";
-- reverse: create index "cmismaterialplan_tenant_id_period_id" to table: "cmis_material_plan"
DROP INDEX "cmismaterialplan_tenant_id_period_id";
-- reverse: create index "cmismaterialplan_tenant_id_period_create_time_id" to table: "cmis_material_plan"
DROP INDEX "cmismaterialplan_tenant_id_period_create_time_id";
-- reverse: create index "cmismaterialplan_tenant_id_engineering_id_create_time_id" to table: "cmis_material_plan"
DROP INDEX "cmismaterialplan_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmismaterialplan_tenant_id_create_time_id" to table: "cmis_material_plan"
DROP INDEX "cmismaterialplan_tenant_id_create_time_id";
-- reverse: create "cmis_material_plan" table
DROP TABLE "cmis_material_plan";
-- reverse: create index "cmismanpowerplan_tenant_id_section_id_create_time_id" to table: "cmis_manpower_plan"
DROP INDEX "cmismanpowerplan_tenant_id_section_id_create_time_id";
-- reverse: create index "cmismanpowerplan_tenant_id_period_id" to table: "cmis_manpower_plan"
DROP INDEX "cmismanpowerplan_tenant_id_period_id";
-- reverse: create index "cmismanpowerplan_tenant_id_period_create_time_id" to table: "cmis_manpower_plan"
DROP INDEX "cmismanpowerplan_tenant_id_period_create_time_id";
-- reverse: create index "cmismanpowerplan_tenant_id_engineering_id_create_time_id" to table: "cmis_manpower_plan"
DROP INDEX "cmismanpowerplan_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmismanpowerplan_tenant_id_create_time_id" to table: "cmis_manpower_plan"
DROP INDEX "cmismanpowerplan_tenant_id_create_time_id";
-- reverse: create "cmis_manpower_plan" table
DROP TABLE "cmis_manpower_plan";
-- reverse: create index "cmisestimate_tenant_id_create_time_id" to table: "cmis_estimate"
DROP INDEX "cmisestimate_tenant_id_create_time_id";
-- reverse: create index "cmisestimate_tenant_id_code_id" to table: "cmis_estimate"
DROP INDEX "cmisestimate_tenant_id_code_id";
-- reverse: create "cmis_estimate" table
DROP TABLE "cmis_estimate";
-- reverse: create index "cmisengineeringdatastructure_tenant_id_type_create_time_id" to table: "cmis_engineering_data_structure"
DROP INDEX "cmisengineeringdatastructure_tenant_id_type_create_time_id";
-- reverse: create index "cmisengineeringdatastructure_tenant_id_sort_no_id" to table: "cmis_engineering_data_structure"
DROP INDEX "cmisengineeringdatastructure_tenant_id_sort_no_id";
-- reverse: create index "cmisengineeringdatastructure_tenant_id_create_time_id" to table: "cmis_engineering_data_structure"
DROP INDEX "cmisengineeringdatastructure_tenant_id_create_time_id";
-- reverse: create index "cmisengineeringdatastructure_tenant_id_code_id" to table: "cmis_engineering_data_structure"
DROP INDEX "cmisengineeringdatastructure_tenant_id_code_id";
-- reverse: create "cmis_engineering_data_structure" table
DROP TABLE "cmis_engineering_data_structure";
-- reverse: create index "cmisengineering_tenant_id_type_create_time_id" to table: "cmis_engineering"
DROP INDEX "cmisengineering_tenant_id_type_create_time_id";
-- reverse: create index "cmisengineering_tenant_id_name_id" to table: "cmis_engineering"
DROP INDEX "cmisengineering_tenant_id_name_id";
-- reverse: create index "cmisengineering_tenant_id_create_time_id" to table: "cmis_engineering"
DROP INDEX "cmisengineering_tenant_id_create_time_id";
-- reverse: create index "cmisengineering_tenant_id_code_id" to table: "cmis_engineering"
DROP INDEX "cmisengineering_tenant_id_code_id";
-- reverse: create index "cmis_engineering_code_key" to table: "cmis_engineering"
DROP INDEX "cmis_engineering_code_key";
-- reverse: create "cmis_engineering" table
DROP TABLE "cmis_engineering";
-- reverse: create index "cmisdivision_tenant_id_section_id_create_time_id" to table: "cmis_division"
DROP INDEX "cmisdivision_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisdivision_tenant_id_level_create_time_id" to table: "cmis_division"
DROP INDEX "cmisdivision_tenant_id_level_create_time_id";
-- reverse: create index "cmisdivision_tenant_id_engineering_id_create_time_id" to table: "cmis_division"
DROP INDEX "cmisdivision_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisdivision_tenant_id_create_time_id" to table: "cmis_division"
DROP INDEX "cmisdivision_tenant_id_create_time_id";
-- reverse: create index "cmisdivision_tenant_id_code_id" to table: "cmis_division"
DROP INDEX "cmisdivision_tenant_id_code_id";
-- reverse: create "cmis_division" table
DROP TABLE "cmis_division";
-- reverse: create index "cmisdirectory_tenant_id_sort_no_id" to table: "cmis_directory"
DROP INDEX "cmisdirectory_tenant_id_sort_no_id";
-- reverse: create index "cmisdirectory_tenant_id_create_time_id" to table: "cmis_directory"
DROP INDEX "cmisdirectory_tenant_id_create_time_id";
-- reverse: create "cmis_directory" table
DROP TABLE "cmis_directory";
-- reverse: create index "cmiscamera_tenant_id_status_create_time_id" to table: "cmis_camera"
DROP INDEX "cmiscamera_tenant_id_status_create_time_id";
-- reverse: create index "cmiscamera_tenant_id_section_id_create_time_id" to table: "cmis_camera"
DROP INDEX "cmiscamera_tenant_id_section_id_create_time_id";
-- reverse: create index "cmiscamera_tenant_id_engineering_id_create_time_id" to table: "cmis_camera"
DROP INDEX "cmiscamera_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmiscamera_tenant_id_create_time_id" to table: "cmis_camera"
DROP INDEX "cmiscamera_tenant_id_create_time_id";
-- reverse: create "cmis_camera" table
DROP TABLE "cmis_camera";
-- reverse: create index "cmisbuilding_tenant_id_type_create_time_id" to table: "cmis_building"
DROP INDEX "cmisbuilding_tenant_id_type_create_time_id";
-- reverse: create index "cmisbuilding_tenant_id_section_id_create_time_id" to table: "cmis_building"
DROP INDEX "cmisbuilding_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisbuilding_tenant_id_name_id" to table: "cmis_building"
DROP INDEX "cmisbuilding_tenant_id_name_id";
-- reverse: create index "cmisbuilding_tenant_id_engineering_id_create_time_id" to table: "cmis_building"
DROP INDEX "cmisbuilding_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisbuilding_tenant_id_create_time_id" to table: "cmis_building"
DROP INDEX "cmisbuilding_tenant_id_create_time_id";
-- reverse: create "cmis_building" table
DROP TABLE "cmis_building";
-- reverse: create index "cmisbudget_tenant_id_create_time_id" to table: "cmis_budget"
DROP INDEX "cmisbudget_tenant_id_create_time_id";
-- reverse: create index "cmisbudget_tenant_id_code_id" to table: "cmis_budget"
DROP INDEX "cmisbudget_tenant_id_code_id";
-- reverse: create "cmis_budget" table
DROP TABLE "cmis_budget";

-- +goose Up
-- create "cmis_appropriation" table
CREATE TABLE "cmis_appropriation" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "document_no" character varying NOT NULL, "source" character varying NULL, "grantor" character varying NULL, "amount" numeric(18,2) NOT NULL, "grant_date" timestamptz NOT NULL, "remark" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisappropriation_tenant_id_create_time_id" to table: "cmis_appropriation"
CREATE INDEX "cmisappropriation_tenant_id_create_time_id" ON "cmis_appropriation" ("tenant_id", "create_time", "id");
-- create index "cmisappropriation_tenant_id_engineering_id_create_time_id" to table: "cmis_appropriation"
CREATE INDEX "cmisappropriation_tenant_id_engineering_id_create_time_id" ON "cmis_appropriation" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisappropriation_tenant_id_grant_date_id" to table: "cmis_appropriation"
CREATE INDEX "cmisappropriation_tenant_id_grant_date_id" ON "cmis_appropriation" ("tenant_id", "grant_date", "id");
-- create index "cmisappropriation_tenant_id_section_id_create_time_id" to table: "cmis_appropriation"
CREATE INDEX "cmisappropriation_tenant_id_section_id_create_time_id" ON "cmis_appropriation" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmisappropriation_tenant_id_source_create_time_id" to table: "cmis_appropriation"
CREATE INDEX "cmisappropriation_tenant_id_source_create_time_id" ON "cmis_appropriation" ("tenant_id", "source", "create_time", "id");
-- create "cmis_contact_sheet" table
CREATE TABLE "cmis_contact_sheet" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "sheet_no" character varying NOT NULL, "subject" character varying NOT NULL, "from_unit" character varying NULL, "to_unit" character varying NULL, "send_date" timestamptz NOT NULL, "content" character varying NOT NULL, "reply" character varying NULL, "attachments" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmiscontactsheet_tenant_id_create_time_id" to table: "cmis_contact_sheet"
CREATE INDEX "cmiscontactsheet_tenant_id_create_time_id" ON "cmis_contact_sheet" ("tenant_id", "create_time", "id");
-- create index "cmiscontactsheet_tenant_id_engineering_id_create_time_id" to table: "cmis_contact_sheet"
CREATE INDEX "cmiscontactsheet_tenant_id_engineering_id_create_time_id" ON "cmis_contact_sheet" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmiscontactsheet_tenant_id_section_id_create_time_id" to table: "cmis_contact_sheet"
CREATE INDEX "cmiscontactsheet_tenant_id_section_id_create_time_id" ON "cmis_contact_sheet" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmiscontactsheet_tenant_id_send_date_id" to table: "cmis_contact_sheet"
CREATE INDEX "cmiscontactsheet_tenant_id_send_date_id" ON "cmis_contact_sheet" ("tenant_id", "send_date", "id");
-- create index "cmiscontactsheet_tenant_id_sheet_no_id" to table: "cmis_contact_sheet"
CREATE INDEX "cmiscontactsheet_tenant_id_sheet_no_id" ON "cmis_contact_sheet" ("tenant_id", "sheet_no", "id");
-- create "cmis_contract" table
CREATE TABLE "cmis_contract" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "contract_no" character varying NOT NULL, "name" character varying NOT NULL, "contract_type" character varying NOT NULL DEFAULT 'sg', "party_a" character varying NULL, "party_b" character varying NOT NULL, "amount" numeric(18,2) NOT NULL, "current_amount" numeric(18,2) NULL, "paid_amount" numeric(18,2) NULL, "sign_date" timestamptz NULL, "start_date" timestamptz NULL, "end_date" timestamptz NULL, "attachments" character varying NULL, "remark" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmiscontract_tenant_id_contract_no_id" to table: "cmis_contract"
CREATE INDEX "cmiscontract_tenant_id_contract_no_id" ON "cmis_contract" ("tenant_id", "contract_no", "id");
-- create index "cmiscontract_tenant_id_contract_type_create_time_id" to table: "cmis_contract"
CREATE INDEX "cmiscontract_tenant_id_contract_type_create_time_id" ON "cmis_contract" ("tenant_id", "contract_type", "create_time", "id");
-- create index "cmiscontract_tenant_id_create_time_id" to table: "cmis_contract"
CREATE INDEX "cmiscontract_tenant_id_create_time_id" ON "cmis_contract" ("tenant_id", "create_time", "id");
-- create index "cmiscontract_tenant_id_engineering_id_create_time_id" to table: "cmis_contract"
CREATE INDEX "cmiscontract_tenant_id_engineering_id_create_time_id" ON "cmis_contract" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmiscontract_tenant_id_party_b_create_time_id" to table: "cmis_contract"
CREATE INDEX "cmiscontract_tenant_id_party_b_create_time_id" ON "cmis_contract" ("tenant_id", "party_b", "create_time", "id");
-- create index "cmiscontract_tenant_id_section_id_create_time_id" to table: "cmis_contract"
CREATE INDEX "cmiscontract_tenant_id_section_id_create_time_id" ON "cmis_contract" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_contract_change" table
CREATE TABLE "cmis_contract_change" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "contract_id" character varying NOT NULL, "change_no" character varying NOT NULL, "title" character varying NOT NULL, "amount_change" numeric(18,2) NOT NULL, "reason" character varying NOT NULL, "apply_date" timestamptz NULL, "status" character varying NOT NULL DEFAULT '0', "attachments" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmiscontractchange_tenant_id_change_no_id" to table: "cmis_contract_change"
CREATE INDEX "cmiscontractchange_tenant_id_change_no_id" ON "cmis_contract_change" ("tenant_id", "change_no", "id");
-- create index "cmiscontractchange_tenant_id_contract_id_create_time_id" to table: "cmis_contract_change"
CREATE INDEX "cmiscontractchange_tenant_id_contract_id_create_time_id" ON "cmis_contract_change" ("tenant_id", "contract_id", "create_time", "id");
-- create index "cmiscontractchange_tenant_id_create_time_id" to table: "cmis_contract_change"
CREATE INDEX "cmiscontractchange_tenant_id_create_time_id" ON "cmis_contract_change" ("tenant_id", "create_time", "id");
-- create index "cmiscontractchange_tenant_id_engineering_id_create_time_id" to table: "cmis_contract_change"
CREATE INDEX "cmiscontractchange_tenant_id_engineering_id_create_time_id" ON "cmis_contract_change" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmiscontractchange_tenant_id_section_id_create_time_id" to table: "cmis_contract_change"
CREATE INDEX "cmiscontractchange_tenant_id_section_id_create_time_id" ON "cmis_contract_change" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmiscontractchange_tenant_id_status_create_time_id" to table: "cmis_contract_change"
CREATE INDEX "cmiscontractchange_tenant_id_status_create_time_id" ON "cmis_contract_change" ("tenant_id", "status", "create_time", "id");
-- create "cmis_design_achievement" table
CREATE TABLE "cmis_design_achievement" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "name" character varying NOT NULL, "achievement_type" character varying NOT NULL DEFAULT 'sgt', "design_unit" character varying NULL, "version" character varying NULL, "submit_date" timestamptz NULL, "attachments" character varying NULL, "remark" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisdesignachievement_tenant_id_achievement_type_create_time_id" to table: "cmis_design_achievement"
CREATE INDEX "cmisdesignachievement_tenant_id_achievement_type_create_time_id" ON "cmis_design_achievement" ("tenant_id", "achievement_type", "create_time", "id");
-- create index "cmisdesignachievement_tenant_id_create_time_id" to table: "cmis_design_achievement"
CREATE INDEX "cmisdesignachievement_tenant_id_create_time_id" ON "cmis_design_achievement" ("tenant_id", "create_time", "id");
-- create index "cmisdesignachievement_tenant_id_engineering_id_create_time_id" to table: "cmis_design_achievement"
CREATE INDEX "cmisdesignachievement_tenant_id_engineering_id_create_time_id" ON "cmis_design_achievement" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisdesignachievement_tenant_id_section_id_create_time_id" to table: "cmis_design_achievement"
CREATE INDEX "cmisdesignachievement_tenant_id_section_id_create_time_id" ON "cmis_design_achievement" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_design_change" table
CREATE TABLE "cmis_design_change" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "change_no" character varying NOT NULL, "title" character varying NOT NULL, "level" character varying NOT NULL DEFAULT '1', "reason" character varying NOT NULL, "cost_impact" numeric(18,2) NULL, "apply_date" timestamptz NULL, "status" character varying NOT NULL DEFAULT '0', "attachments" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisdesignchange_tenant_id_change_no_id" to table: "cmis_design_change"
CREATE INDEX "cmisdesignchange_tenant_id_change_no_id" ON "cmis_design_change" ("tenant_id", "change_no", "id");
-- create index "cmisdesignchange_tenant_id_create_time_id" to table: "cmis_design_change"
CREATE INDEX "cmisdesignchange_tenant_id_create_time_id" ON "cmis_design_change" ("tenant_id", "create_time", "id");
-- create index "cmisdesignchange_tenant_id_engineering_id_create_time_id" to table: "cmis_design_change"
CREATE INDEX "cmisdesignchange_tenant_id_engineering_id_create_time_id" ON "cmis_design_change" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisdesignchange_tenant_id_level_create_time_id" to table: "cmis_design_change"
CREATE INDEX "cmisdesignchange_tenant_id_level_create_time_id" ON "cmis_design_change" ("tenant_id", "level", "create_time", "id");
-- create index "cmisdesignchange_tenant_id_section_id_create_time_id" to table: "cmis_design_change"
CREATE INDEX "cmisdesignchange_tenant_id_section_id_create_time_id" ON "cmis_design_change" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmisdesignchange_tenant_id_status_create_time_id" to table: "cmis_design_change"
CREATE INDEX "cmisdesignchange_tenant_id_status_create_time_id" ON "cmis_design_change" ("tenant_id", "status", "create_time", "id");
-- create "cmis_funding_plan" table
CREATE TABLE "cmis_funding_plan" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "plan_type" character varying NOT NULL DEFAULT 'month', "period" character varying NOT NULL, "source" character varying NULL, "amount" numeric(18,2) NOT NULL, "remark" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisfundingplan_tenant_id_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX "cmisfundingplan_tenant_id_create_time_id" ON "cmis_funding_plan" ("tenant_id", "create_time", "id");
-- create index "cmisfundingplan_tenant_id_engineering_id_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX "cmisfundingplan_tenant_id_engineering_id_create_time_id" ON "cmis_funding_plan" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisfundingplan_tenant_id_period_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX "cmisfundingplan_tenant_id_period_create_time_id" ON "cmis_funding_plan" ("tenant_id", "period", "create_time", "id");
-- create index "cmisfundingplan_tenant_id_period_id" to table: "cmis_funding_plan"
CREATE INDEX "cmisfundingplan_tenant_id_period_id" ON "cmis_funding_plan" ("tenant_id", "period", "id");
-- create index "cmisfundingplan_tenant_id_plan_type_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX "cmisfundingplan_tenant_id_plan_type_create_time_id" ON "cmis_funding_plan" ("tenant_id", "plan_type", "create_time", "id");
-- create index "cmisfundingplan_tenant_id_section_id_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX "cmisfundingplan_tenant_id_section_id_create_time_id" ON "cmis_funding_plan" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmisfundingplan_tenant_id_source_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX "cmisfundingplan_tenant_id_source_create_time_id" ON "cmis_funding_plan" ("tenant_id", "source", "create_time", "id");
-- create "cmis_investment_allocation" table
CREATE TABLE "cmis_investment_allocation" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "year" character varying NOT NULL, "budget_id" character varying NULL, "amount" numeric(18,2) NOT NULL, "document_no" character varying NULL, "remark" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisinvestmentallocation_tenant_id_create_time_id" to table: "cmis_investment_allocation"
CREATE INDEX "cmisinvestmentallocation_tenant_id_create_time_id" ON "cmis_investment_allocation" ("tenant_id", "create_time", "id");
-- create index "cmisinvestmentallocation_tenant_id_engineering_id_crea_b8fd7c12" to table: "cmis_investment_allocation"
CREATE INDEX "cmisinvestmentallocation_tenant_id_engineering_id_crea_b8fd7c12" ON "cmis_investment_allocation" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisinvestmentallocation_tenant_id_section_id_create_time_id" to table: "cmis_investment_allocation"
CREATE INDEX "cmisinvestmentallocation_tenant_id_section_id_create_time_id" ON "cmis_investment_allocation" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmisinvestmentallocation_tenant_id_year_create_time_id" to table: "cmis_investment_allocation"
CREATE INDEX "cmisinvestmentallocation_tenant_id_year_create_time_id" ON "cmis_investment_allocation" ("tenant_id", "year", "create_time", "id");
-- create index "cmisinvestmentallocation_tenant_id_year_id" to table: "cmis_investment_allocation"
CREATE INDEX "cmisinvestmentallocation_tenant_id_year_id" ON "cmis_investment_allocation" ("tenant_id", "year", "id");
-- create "cmis_investment_plan" table
CREATE TABLE "cmis_investment_plan" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "plan_type" character varying NOT NULL DEFAULT 'year', "period" character varying NOT NULL, "amount" numeric(18,2) NOT NULL, "content" character varying NULL, "remark" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisinvestmentplan_tenant_id_create_time_id" to table: "cmis_investment_plan"
CREATE INDEX "cmisinvestmentplan_tenant_id_create_time_id" ON "cmis_investment_plan" ("tenant_id", "create_time", "id");
-- create index "cmisinvestmentplan_tenant_id_engineering_id_create_time_id" to table: "cmis_investment_plan"
CREATE INDEX "cmisinvestmentplan_tenant_id_engineering_id_create_time_id" ON "cmis_investment_plan" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisinvestmentplan_tenant_id_period_create_time_id" to table: "cmis_investment_plan"
CREATE INDEX "cmisinvestmentplan_tenant_id_period_create_time_id" ON "cmis_investment_plan" ("tenant_id", "period", "create_time", "id");
-- create index "cmisinvestmentplan_tenant_id_period_id" to table: "cmis_investment_plan"
CREATE INDEX "cmisinvestmentplan_tenant_id_period_id" ON "cmis_investment_plan" ("tenant_id", "period", "id");
-- create index "cmisinvestmentplan_tenant_id_plan_type_create_time_id" to table: "cmis_investment_plan"
CREATE INDEX "cmisinvestmentplan_tenant_id_plan_type_create_time_id" ON "cmis_investment_plan" ("tenant_id", "plan_type", "create_time", "id");
-- create index "cmisinvestmentplan_tenant_id_section_id_create_time_id" to table: "cmis_investment_plan"
CREATE INDEX "cmisinvestmentplan_tenant_id_section_id_create_time_id" ON "cmis_investment_plan" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_management_daily" table
CREATE TABLE "cmis_management_daily" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "log_date" timestamptz NOT NULL, "weather" character varying NULL, "temperature" character varying NULL, "recorder" character varying NULL, "content" character varying NOT NULL, "problems" character varying NULL, "photos" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmismanagementdaily_tenant_id_create_time_id" to table: "cmis_management_daily"
CREATE INDEX "cmismanagementdaily_tenant_id_create_time_id" ON "cmis_management_daily" ("tenant_id", "create_time", "id");
-- create index "cmismanagementdaily_tenant_id_engineering_id_create_time_id" to table: "cmis_management_daily"
CREATE INDEX "cmismanagementdaily_tenant_id_engineering_id_create_time_id" ON "cmis_management_daily" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmismanagementdaily_tenant_id_log_date_id" to table: "cmis_management_daily"
CREATE INDEX "cmismanagementdaily_tenant_id_log_date_id" ON "cmis_management_daily" ("tenant_id", "log_date", "id");
-- create index "cmismanagementdaily_tenant_id_section_id_create_time_id" to table: "cmis_management_daily"
CREATE INDEX "cmismanagementdaily_tenant_id_section_id_create_time_id" ON "cmis_management_daily" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmismanagementdaily_tenant_id_section_id_log_date" to table: "cmis_management_daily"
CREATE UNIQUE INDEX "cmismanagementdaily_tenant_id_section_id_log_date" ON "cmis_management_daily" ("tenant_id", "section_id", "log_date") WHERE (del_flag = 0);
-- create "cmis_measurement" table
CREATE TABLE "cmis_measurement" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "contract_id" character varying NOT NULL, "quantity_cost_id" character varying NOT NULL, "period" character varying NOT NULL, "quantity" double precision NOT NULL, "unit_price" numeric(18,2) NULL, "amount" numeric(18,2) NULL, "cumulative_quantity" double precision NULL, "remaining_quantity" double precision NULL, "remark" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmismeasurement_tenant_id_contract_id_create_time_id" to table: "cmis_measurement"
CREATE INDEX "cmismeasurement_tenant_id_contract_id_create_time_id" ON "cmis_measurement" ("tenant_id", "contract_id", "create_time", "id");
-- create index "cmismeasurement_tenant_id_create_time_id" to table: "cmis_measurement"
CREATE INDEX "cmismeasurement_tenant_id_create_time_id" ON "cmis_measurement" ("tenant_id", "create_time", "id");
-- create index "cmismeasurement_tenant_id_engineering_id_create_time_id" to table: "cmis_measurement"
CREATE INDEX "cmismeasurement_tenant_id_engineering_id_create_time_id" ON "cmis_measurement" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmismeasurement_tenant_id_period_create_time_id" to table: "cmis_measurement"
CREATE INDEX "cmismeasurement_tenant_id_period_create_time_id" ON "cmis_measurement" ("tenant_id", "period", "create_time", "id");
-- create index "cmismeasurement_tenant_id_period_id" to table: "cmis_measurement"
CREATE INDEX "cmismeasurement_tenant_id_period_id" ON "cmis_measurement" ("tenant_id", "period", "id");
-- create index "cmismeasurement_tenant_id_quantity_cost_id_create_time_id" to table: "cmis_measurement"
CREATE INDEX "cmismeasurement_tenant_id_quantity_cost_id_create_time_id" ON "cmis_measurement" ("tenant_id", "quantity_cost_id", "create_time", "id");
-- create index "cmismeasurement_tenant_id_section_id_create_time_id" to table: "cmis_measurement"
CREATE INDEX "cmismeasurement_tenant_id_section_id_create_time_id" ON "cmis_measurement" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_payment" table
CREATE TABLE "cmis_payment" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "contract_id" character varying NOT NULL, "payment_no" character varying NOT NULL, "period" character varying NULL, "amount" numeric(18,2) NOT NULL, "pay_date" timestamptz NULL, "status" character varying NOT NULL DEFAULT '0', "remark" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmispayment_tenant_id_contract_id_create_time_id" to table: "cmis_payment"
CREATE INDEX "cmispayment_tenant_id_contract_id_create_time_id" ON "cmis_payment" ("tenant_id", "contract_id", "create_time", "id");
-- create index "cmispayment_tenant_id_create_time_id" to table: "cmis_payment"
CREATE INDEX "cmispayment_tenant_id_create_time_id" ON "cmis_payment" ("tenant_id", "create_time", "id");
-- create index "cmispayment_tenant_id_engineering_id_create_time_id" to table: "cmis_payment"
CREATE INDEX "cmispayment_tenant_id_engineering_id_create_time_id" ON "cmis_payment" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmispayment_tenant_id_pay_date_id" to table: "cmis_payment"
CREATE INDEX "cmispayment_tenant_id_pay_date_id" ON "cmis_payment" ("tenant_id", "pay_date", "id");
-- create index "cmispayment_tenant_id_payment_no_id" to table: "cmis_payment"
CREATE INDEX "cmispayment_tenant_id_payment_no_id" ON "cmis_payment" ("tenant_id", "payment_no", "id");
-- create index "cmispayment_tenant_id_period_create_time_id" to table: "cmis_payment"
CREATE INDEX "cmispayment_tenant_id_period_create_time_id" ON "cmis_payment" ("tenant_id", "period", "create_time", "id");
-- create index "cmispayment_tenant_id_section_id_create_time_id" to table: "cmis_payment"
CREATE INDEX "cmispayment_tenant_id_section_id_create_time_id" ON "cmis_payment" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmispayment_tenant_id_status_create_time_id" to table: "cmis_payment"
CREATE INDEX "cmispayment_tenant_id_status_create_time_id" ON "cmis_payment" ("tenant_id", "status", "create_time", "id");
-- create "cmis_picture_plan" table
CREATE TABLE "cmis_picture_plan" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "drawing_no" character varying NULL, "drawing_name" character varying NOT NULL, "sheets" bigint NULL, "planned_date" timestamptz NOT NULL, "actual_date" timestamptz NULL, "remark" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmispictureplan_tenant_id_create_time_id" to table: "cmis_picture_plan"
CREATE INDEX "cmispictureplan_tenant_id_create_time_id" ON "cmis_picture_plan" ("tenant_id", "create_time", "id");
-- create index "cmispictureplan_tenant_id_engineering_id_create_time_id" to table: "cmis_picture_plan"
CREATE INDEX "cmispictureplan_tenant_id_engineering_id_create_time_id" ON "cmis_picture_plan" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmispictureplan_tenant_id_planned_date_id" to table: "cmis_picture_plan"
CREATE INDEX "cmispictureplan_tenant_id_planned_date_id" ON "cmis_picture_plan" ("tenant_id", "planned_date", "id");
-- create index "cmispictureplan_tenant_id_section_id_create_time_id" to table: "cmis_picture_plan"
CREATE INDEX "cmispictureplan_tenant_id_section_id_create_time_id" ON "cmis_picture_plan" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_project_amount" table
CREATE TABLE "cmis_project_amount" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "contract_id" character varying NOT NULL, "period" character varying NOT NULL, "completed_amount" numeric(18,2) NOT NULL, "deduction" numeric(18,2) NULL, "due_amount" numeric(18,2) NULL, "remark" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisprojectamount_tenant_id_contract_id_create_time_id" to table: "cmis_project_amount"
CREATE INDEX "cmisprojectamount_tenant_id_contract_id_create_time_id" ON "cmis_project_amount" ("tenant_id", "contract_id", "create_time", "id");
-- create index "cmisprojectamount_tenant_id_create_time_id" to table: "cmis_project_amount"
CREATE INDEX "cmisprojectamount_tenant_id_create_time_id" ON "cmis_project_amount" ("tenant_id", "create_time", "id");
-- create index "cmisprojectamount_tenant_id_engineering_id_create_time_id" to table: "cmis_project_amount"
CREATE INDEX "cmisprojectamount_tenant_id_engineering_id_create_time_id" ON "cmis_project_amount" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisprojectamount_tenant_id_period_create_time_id" to table: "cmis_project_amount"
CREATE INDEX "cmisprojectamount_tenant_id_period_create_time_id" ON "cmis_project_amount" ("tenant_id", "period", "create_time", "id");
-- create index "cmisprojectamount_tenant_id_period_id" to table: "cmis_project_amount"
CREATE INDEX "cmisprojectamount_tenant_id_period_id" ON "cmis_project_amount" ("tenant_id", "period", "id");
-- create index "cmisprojectamount_tenant_id_section_id_create_time_id" to table: "cmis_project_amount"
CREATE INDEX "cmisprojectamount_tenant_id_section_id_create_time_id" ON "cmis_project_amount" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_project_data" table
CREATE TABLE "cmis_project_data" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "directory_id" character varying NOT NULL, "name" character varying NOT NULL, "document_no" character varying NULL, "file_date" timestamptz NULL, "files" character varying NULL, "remark" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisprojectdata_tenant_id_create_time_id" to table: "cmis_project_data"
CREATE INDEX "cmisprojectdata_tenant_id_create_time_id" ON "cmis_project_data" ("tenant_id", "create_time", "id");
-- create index "cmisprojectdata_tenant_id_directory_id_create_time_id" to table: "cmis_project_data"
CREATE INDEX "cmisprojectdata_tenant_id_directory_id_create_time_id" ON "cmis_project_data" ("tenant_id", "directory_id", "create_time", "id");
-- create index "cmisprojectdata_tenant_id_engineering_id_create_time_id" to table: "cmis_project_data"
CREATE INDEX "cmisprojectdata_tenant_id_engineering_id_create_time_id" ON "cmis_project_data" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisprojectdata_tenant_id_section_id_create_time_id" to table: "cmis_project_data"
CREATE INDEX "cmisprojectdata_tenant_id_section_id_create_time_id" ON "cmis_project_data" ("tenant_id", "section_id", "create_time", "id");
-- create "cmis_settlement" table
CREATE TABLE "cmis_settlement" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "contract_id" character varying NOT NULL, "settle_type" character varying NOT NULL DEFAULT 'zq', "submitted_amount" numeric(18,2) NOT NULL, "audited_amount" numeric(18,2) NULL, "difference" numeric(18,2) NULL, "settle_date" timestamptz NULL, "status" character varying NOT NULL DEFAULT '0', "attachments" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmissettlement_tenant_id_contract_id_create_time_id" to table: "cmis_settlement"
CREATE INDEX "cmissettlement_tenant_id_contract_id_create_time_id" ON "cmis_settlement" ("tenant_id", "contract_id", "create_time", "id");
-- create index "cmissettlement_tenant_id_create_time_id" to table: "cmis_settlement"
CREATE INDEX "cmissettlement_tenant_id_create_time_id" ON "cmis_settlement" ("tenant_id", "create_time", "id");
-- create index "cmissettlement_tenant_id_engineering_id_create_time_id" to table: "cmis_settlement"
CREATE INDEX "cmissettlement_tenant_id_engineering_id_create_time_id" ON "cmis_settlement" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmissettlement_tenant_id_section_id_create_time_id" to table: "cmis_settlement"
CREATE INDEX "cmissettlement_tenant_id_section_id_create_time_id" ON "cmis_settlement" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmissettlement_tenant_id_settle_type_create_time_id" to table: "cmis_settlement"
CREATE INDEX "cmissettlement_tenant_id_settle_type_create_time_id" ON "cmis_settlement" ("tenant_id", "settle_type", "create_time", "id");
-- create index "cmissettlement_tenant_id_status_create_time_id" to table: "cmis_settlement"
CREATE INDEX "cmissettlement_tenant_id_status_create_time_id" ON "cmis_settlement" ("tenant_id", "status", "create_time", "id");

-- +goose Down
-- reverse: create index "cmissettlement_tenant_id_status_create_time_id" to table: "cmis_settlement"
DROP INDEX "cmissettlement_tenant_id_status_create_time_id";
-- reverse: create index "cmissettlement_tenant_id_settle_type_create_time_id" to table: "cmis_settlement"
DROP INDEX "cmissettlement_tenant_id_settle_type_create_time_id";
-- reverse: create index "cmissettlement_tenant_id_section_id_create_time_id" to table: "cmis_settlement"
DROP INDEX "cmissettlement_tenant_id_section_id_create_time_id";
-- reverse: create index "cmissettlement_tenant_id_engineering_id_create_time_id" to table: "cmis_settlement"
DROP INDEX "cmissettlement_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmissettlement_tenant_id_create_time_id" to table: "cmis_settlement"
DROP INDEX "cmissettlement_tenant_id_create_time_id";
-- reverse: create index "cmissettlement_tenant_id_contract_id_create_time_id" to table: "cmis_settlement"
DROP INDEX "cmissettlement_tenant_id_contract_id_create_time_id";
-- reverse: create "cmis_settlement" table
DROP TABLE "cmis_settlement";
-- reverse: create index "cmisprojectdata_tenant_id_section_id_create_time_id" to table: "cmis_project_data"
DROP INDEX "cmisprojectdata_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisprojectdata_tenant_id_engineering_id_create_time_id" to table: "cmis_project_data"
DROP INDEX "cmisprojectdata_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisprojectdata_tenant_id_directory_id_create_time_id" to table: "cmis_project_data"
DROP INDEX "cmisprojectdata_tenant_id_directory_id_create_time_id";
-- reverse: create index "cmisprojectdata_tenant_id_create_time_id" to table: "cmis_project_data"
DROP INDEX "cmisprojectdata_tenant_id_create_time_id";
-- reverse: create "cmis_project_data" table
DROP TABLE "cmis_project_data";
-- reverse: create index "cmisprojectamount_tenant_id_section_id_create_time_id" to table: "cmis_project_amount"
DROP INDEX "cmisprojectamount_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisprojectamount_tenant_id_period_id" to table: "cmis_project_amount"
DROP INDEX "cmisprojectamount_tenant_id_period_id";
-- reverse: create index "cmisprojectamount_tenant_id_period_create_time_id" to table: "cmis_project_amount"
DROP INDEX "cmisprojectamount_tenant_id_period_create_time_id";
-- reverse: create index "cmisprojectamount_tenant_id_engineering_id_create_time_id" to table: "cmis_project_amount"
DROP INDEX "cmisprojectamount_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisprojectamount_tenant_id_create_time_id" to table: "cmis_project_amount"
DROP INDEX "cmisprojectamount_tenant_id_create_time_id";
-- reverse: create index "cmisprojectamount_tenant_id_contract_id_create_time_id" to table: "cmis_project_amount"
DROP INDEX "cmisprojectamount_tenant_id_contract_id_create_time_id";
-- reverse: create "cmis_project_amount" table
DROP TABLE "cmis_project_amount";
-- reverse: create index "cmispictureplan_tenant_id_section_id_create_time_id" to table: "cmis_picture_plan"
DROP INDEX "cmispictureplan_tenant_id_section_id_create_time_id";
-- reverse: create index "cmispictureplan_tenant_id_planned_date_id" to table: "cmis_picture_plan"
DROP INDEX "cmispictureplan_tenant_id_planned_date_id";
-- reverse: create index "cmispictureplan_tenant_id_engineering_id_create_time_id" to table: "cmis_picture_plan"
DROP INDEX "cmispictureplan_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmispictureplan_tenant_id_create_time_id" to table: "cmis_picture_plan"
DROP INDEX "cmispictureplan_tenant_id_create_time_id";
-- reverse: create "cmis_picture_plan" table
DROP TABLE "cmis_picture_plan";
-- reverse: create index "cmispayment_tenant_id_status_create_time_id" to table: "cmis_payment"
DROP INDEX "cmispayment_tenant_id_status_create_time_id";
-- reverse: create index "cmispayment_tenant_id_section_id_create_time_id" to table: "cmis_payment"
DROP INDEX "cmispayment_tenant_id_section_id_create_time_id";
-- reverse: create index "cmispayment_tenant_id_period_create_time_id" to table: "cmis_payment"
DROP INDEX "cmispayment_tenant_id_period_create_time_id";
-- reverse: create index "cmispayment_tenant_id_payment_no_id" to table: "cmis_payment"
DROP INDEX "cmispayment_tenant_id_payment_no_id";
-- reverse: create index "cmispayment_tenant_id_pay_date_id" to table: "cmis_payment"
DROP INDEX "cmispayment_tenant_id_pay_date_id";
-- reverse: create index "cmispayment_tenant_id_engineering_id_create_time_id" to table: "cmis_payment"
DROP INDEX "cmispayment_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmispayment_tenant_id_create_time_id" to table: "cmis_payment"
DROP INDEX "cmispayment_tenant_id_create_time_id";
-- reverse: create index "cmispayment_tenant_id_contract_id_create_time_id" to table: "cmis_payment"
DROP INDEX "cmispayment_tenant_id_contract_id_create_time_id";
-- reverse: create "cmis_payment" table
DROP TABLE "cmis_payment";
-- reverse: create index "cmismeasurement_tenant_id_section_id_create_time_id" to table: "cmis_measurement"
DROP INDEX "cmismeasurement_tenant_id_section_id_create_time_id";
-- reverse: create index "cmismeasurement_tenant_id_quantity_cost_id_create_time_id" to table: "cmis_measurement"
DROP INDEX "cmismeasurement_tenant_id_quantity_cost_id_create_time_id";
-- reverse: create index "cmismeasurement_tenant_id_period_id" to table: "cmis_measurement"
DROP INDEX "cmismeasurement_tenant_id_period_id";
-- reverse: create index "cmismeasurement_tenant_id_period_create_time_id" to table: "cmis_measurement"
DROP INDEX "cmismeasurement_tenant_id_period_create_time_id";
-- reverse: create index "cmismeasurement_tenant_id_engineering_id_create_time_id" to table: "cmis_measurement"
DROP INDEX "cmismeasurement_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmismeasurement_tenant_id_create_time_id" to table: "cmis_measurement"
DROP INDEX "cmismeasurement_tenant_id_create_time_id";
-- reverse: create index "cmismeasurement_tenant_id_contract_id_create_time_id" to table: "cmis_measurement"
DROP INDEX "cmismeasurement_tenant_id_contract_id_create_time_id";
-- reverse: create "cmis_measurement" table
DROP TABLE "cmis_measurement";
-- reverse: create index "cmismanagementdaily_tenant_id_section_id_log_date" to table: "cmis_management_daily"
DROP INDEX "cmismanagementdaily_tenant_id_section_id_log_date";
-- reverse: create index "cmismanagementdaily_tenant_id_section_id_create_time_id" to table: "cmis_management_daily"
DROP INDEX "cmismanagementdaily_tenant_id_section_id_create_time_id";
-- reverse: create index "cmismanagementdaily_tenant_id_log_date_id" to table: "cmis_management_daily"
DROP INDEX "cmismanagementdaily_tenant_id_log_date_id";
-- reverse: create index "cmismanagementdaily_tenant_id_engineering_id_create_time_id" to table: "cmis_management_daily"
DROP INDEX "cmismanagementdaily_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmismanagementdaily_tenant_id_create_time_id" to table: "cmis_management_daily"
DROP INDEX "cmismanagementdaily_tenant_id_create_time_id";
-- reverse: create "cmis_management_daily" table
DROP TABLE "cmis_management_daily";
-- reverse: create index "cmisinvestmentplan_tenant_id_section_id_create_time_id" to table: "cmis_investment_plan"
DROP INDEX "cmisinvestmentplan_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisinvestmentplan_tenant_id_plan_type_create_time_id" to table: "cmis_investment_plan"
DROP INDEX "cmisinvestmentplan_tenant_id_plan_type_create_time_id";
-- reverse: create index "cmisinvestmentplan_tenant_id_period_id" to table: "cmis_investment_plan"
DROP INDEX "cmisinvestmentplan_tenant_id_period_id";
-- reverse: create index "cmisinvestmentplan_tenant_id_period_create_time_id" to table: "cmis_investment_plan"
DROP INDEX "cmisinvestmentplan_tenant_id_period_create_time_id";
-- reverse: create index "cmisinvestmentplan_tenant_id_engineering_id_create_time_id" to table: "cmis_investment_plan"
DROP INDEX "cmisinvestmentplan_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisinvestmentplan_tenant_id_create_time_id" to table: "cmis_investment_plan"
DROP INDEX "cmisinvestmentplan_tenant_id_create_time_id";
-- reverse: create "cmis_investment_plan" table
DROP TABLE "cmis_investment_plan";
-- reverse: create index "cmisinvestmentallocation_tenant_id_year_id" to table: "cmis_investment_allocation"
DROP INDEX "cmisinvestmentallocation_tenant_id_year_id";
-- reverse: create index "cmisinvestmentallocation_tenant_id_year_create_time_id" to table: "cmis_investment_allocation"
DROP INDEX "cmisinvestmentallocation_tenant_id_year_create_time_id";
-- reverse: create index "cmisinvestmentallocation_tenant_id_section_id_create_time_id" to table: "cmis_investment_allocation"
DROP INDEX "cmisinvestmentallocation_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisinvestmentallocation_tenant_id_engineering_id_crea_b8fd7c12" to table: "cmis_investment_allocation"
DROP INDEX "cmisinvestmentallocation_tenant_id_engineering_id_crea_b8fd7c12";
-- reverse: create index "cmisinvestmentallocation_tenant_id_create_time_id" to table: "cmis_investment_allocation"
DROP INDEX "cmisinvestmentallocation_tenant_id_create_time_id";
-- reverse: create "cmis_investment_allocation" table
DROP TABLE "cmis_investment_allocation";
-- reverse: create index "cmisfundingplan_tenant_id_source_create_time_id" to table: "cmis_funding_plan"
DROP INDEX "cmisfundingplan_tenant_id_source_create_time_id";
-- reverse: create index "cmisfundingplan_tenant_id_section_id_create_time_id" to table: "cmis_funding_plan"
DROP INDEX "cmisfundingplan_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisfundingplan_tenant_id_plan_type_create_time_id" to table: "cmis_funding_plan"
DROP INDEX "cmisfundingplan_tenant_id_plan_type_create_time_id";
-- reverse: create index "cmisfundingplan_tenant_id_period_id" to table: "cmis_funding_plan"
DROP INDEX "cmisfundingplan_tenant_id_period_id";
-- reverse: create index "cmisfundingplan_tenant_id_period_create_time_id" to table: "cmis_funding_plan"
DROP INDEX "cmisfundingplan_tenant_id_period_create_time_id";
-- reverse: create index "cmisfundingplan_tenant_id_engineering_id_create_time_id" to table: "cmis_funding_plan"
DROP INDEX "cmisfundingplan_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisfundingplan_tenant_id_create_time_id" to table: "cmis_funding_plan"
DROP INDEX "cmisfundingplan_tenant_id_create_time_id";
-- reverse: create "cmis_funding_plan" table
DROP TABLE "cmis_funding_plan";
-- reverse: create index "cmisdesignchange_tenant_id_status_create_time_id" to table: "cmis_design_change"
DROP INDEX "cmisdesignchange_tenant_id_status_create_time_id";
-- reverse: create index "cmisdesignchange_tenant_id_section_id_create_time_id" to table: "cmis_design_change"
DROP INDEX "cmisdesignchange_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisdesignchange_tenant_id_level_create_time_id" to table: "cmis_design_change"
DROP INDEX "cmisdesignchange_tenant_id_level_create_time_id";
-- reverse: create index "cmisdesignchange_tenant_id_engineering_id_create_time_id" to table: "cmis_design_change"
DROP INDEX "cmisdesignchange_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisdesignchange_tenant_id_create_time_id" to table: "cmis_design_change"
DROP INDEX "cmisdesignchange_tenant_id_create_time_id";
-- reverse: create index "cmisdesignchange_tenant_id_change_no_id" to table: "cmis_design_change"
DROP INDEX "cmisdesignchange_tenant_id_change_no_id";
-- reverse: create "cmis_design_change" table
DROP TABLE "cmis_design_change";
-- reverse: create index "cmisdesignachievement_tenant_id_section_id_create_time_id" to table: "cmis_design_achievement"
DROP INDEX "cmisdesignachievement_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisdesignachievement_tenant_id_engineering_id_create_time_id" to table: "cmis_design_achievement"
DROP INDEX "cmisdesignachievement_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisdesignachievement_tenant_id_create_time_id" to table: "cmis_design_achievement"
DROP INDEX "cmisdesignachievement_tenant_id_create_time_id";
-- reverse: create index "cmisdesignachievement_tenant_id_achievement_type_create_time_id" to table: "cmis_design_achievement"
DROP INDEX "cmisdesignachievement_tenant_id_achievement_type_create_time_id";
-- reverse: create "cmis_design_achievement" table
DROP TABLE "cmis_design_achievement";
-- reverse: create index "cmiscontractchange_tenant_id_status_create_time_id" to table: "cmis_contract_change"
DROP INDEX "cmiscontractchange_tenant_id_status_create_time_id";
-- reverse: create index "cmiscontractchange_tenant_id_section_id_create_time_id" to table: "cmis_contract_change"
DROP INDEX "cmiscontractchange_tenant_id_section_id_create_time_id";
-- reverse: create index "cmiscontractchange_tenant_id_engineering_id_create_time_id" to table: "cmis_contract_change"
DROP INDEX "cmiscontractchange_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmiscontractchange_tenant_id_create_time_id" to table: "cmis_contract_change"
DROP INDEX "cmiscontractchange_tenant_id_create_time_id";
-- reverse: create index "cmiscontractchange_tenant_id_contract_id_create_time_id" to table: "cmis_contract_change"
DROP INDEX "cmiscontractchange_tenant_id_contract_id_create_time_id";
-- reverse: create index "cmiscontractchange_tenant_id_change_no_id" to table: "cmis_contract_change"
DROP INDEX "cmiscontractchange_tenant_id_change_no_id";
-- reverse: create "cmis_contract_change" table
DROP TABLE "cmis_contract_change";
-- reverse: create index "cmiscontract_tenant_id_section_id_create_time_id" to table: "cmis_contract"
DROP INDEX "cmiscontract_tenant_id_section_id_create_time_id";
-- reverse: create index "cmiscontract_tenant_id_party_b_create_time_id" to table: "cmis_contract"
DROP INDEX "cmiscontract_tenant_id_party_b_create_time_id";
-- reverse: create index "cmiscontract_tenant_id_engineering_id_create_time_id" to table: "cmis_contract"
DROP INDEX "cmiscontract_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmiscontract_tenant_id_create_time_id" to table: "cmis_contract"
DROP INDEX "cmiscontract_tenant_id_create_time_id";
-- reverse: create index "cmiscontract_tenant_id_contract_type_create_time_id" to table: "cmis_contract"
DROP INDEX "cmiscontract_tenant_id_contract_type_create_time_id";
-- reverse: create index "cmiscontract_tenant_id_contract_no_id" to table: "cmis_contract"
DROP INDEX "cmiscontract_tenant_id_contract_no_id";
-- reverse: create "cmis_contract" table
DROP TABLE "cmis_contract";
-- reverse: create index "cmiscontactsheet_tenant_id_sheet_no_id" to table: "cmis_contact_sheet"
DROP INDEX "cmiscontactsheet_tenant_id_sheet_no_id";
-- reverse: create index "cmiscontactsheet_tenant_id_send_date_id" to table: "cmis_contact_sheet"
DROP INDEX "cmiscontactsheet_tenant_id_send_date_id";
-- reverse: create index "cmiscontactsheet_tenant_id_section_id_create_time_id" to table: "cmis_contact_sheet"
DROP INDEX "cmiscontactsheet_tenant_id_section_id_create_time_id";
-- reverse: create index "cmiscontactsheet_tenant_id_engineering_id_create_time_id" to table: "cmis_contact_sheet"
DROP INDEX "cmiscontactsheet_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmiscontactsheet_tenant_id_create_time_id" to table: "cmis_contact_sheet"
DROP INDEX "cmiscontactsheet_tenant_id_create_time_id";
-- reverse: create "cmis_contact_sheet" table
DROP TABLE "cmis_contact_sheet";
-- reverse: create index "cmisappropriation_tenant_id_source_create_time_id" to table: "cmis_appropriation"
DROP INDEX "cmisappropriation_tenant_id_source_create_time_id";
-- reverse: create index "cmisappropriation_tenant_id_section_id_create_time_id" to table: "cmis_appropriation"
DROP INDEX "cmisappropriation_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisappropriation_tenant_id_grant_date_id" to table: "cmis_appropriation"
DROP INDEX "cmisappropriation_tenant_id_grant_date_id";
-- reverse: create index "cmisappropriation_tenant_id_engineering_id_create_time_id" to table: "cmis_appropriation"
DROP INDEX "cmisappropriation_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisappropriation_tenant_id_create_time_id" to table: "cmis_appropriation"
DROP INDEX "cmisappropriation_tenant_id_create_time_id";
-- reverse: create "cmis_appropriation" table
DROP TABLE "cmis_appropriation";

-- +goose Up
-- create "cmis_appropriation" table
CREATE TABLE `cmis_appropriation` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `document_no` text NOT NULL, `source` text NULL, `grantor` text NULL, `amount` numeric NOT NULL, `grant_date` datetime NOT NULL, `remark` text NULL, PRIMARY KEY (`id`));
-- create index "cmisappropriation_tenant_id_create_time_id" to table: "cmis_appropriation"
CREATE INDEX `cmisappropriation_tenant_id_create_time_id` ON `cmis_appropriation` (`tenant_id`, `create_time`, `id`);
-- create index "cmisappropriation_tenant_id_engineering_id_create_time_id" to table: "cmis_appropriation"
CREATE INDEX `cmisappropriation_tenant_id_engineering_id_create_time_id` ON `cmis_appropriation` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisappropriation_tenant_id_section_id_create_time_id" to table: "cmis_appropriation"
CREATE INDEX `cmisappropriation_tenant_id_section_id_create_time_id` ON `cmis_appropriation` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisappropriation_tenant_id_source_create_time_id" to table: "cmis_appropriation"
CREATE INDEX `cmisappropriation_tenant_id_source_create_time_id` ON `cmis_appropriation` (`tenant_id`, `source`, `create_time`, `id`);
-- create index "cmisappropriation_tenant_id_grant_date_id" to table: "cmis_appropriation"
CREATE INDEX `cmisappropriation_tenant_id_grant_date_id` ON `cmis_appropriation` (`tenant_id`, `grant_date`, `id`);
-- create "cmis_contact_sheet" table
CREATE TABLE `cmis_contact_sheet` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `sheet_no` text NOT NULL, `subject` text NOT NULL, `from_unit` text NULL, `to_unit` text NULL, `send_date` datetime NOT NULL, `content` text NOT NULL, `reply` text NULL, `attachments` text NULL, PRIMARY KEY (`id`));
-- create index "cmiscontactsheet_tenant_id_create_time_id" to table: "cmis_contact_sheet"
CREATE INDEX `cmiscontactsheet_tenant_id_create_time_id` ON `cmis_contact_sheet` (`tenant_id`, `create_time`, `id`);
-- create index "cmiscontactsheet_tenant_id_engineering_id_create_time_id" to table: "cmis_contact_sheet"
CREATE INDEX `cmiscontactsheet_tenant_id_engineering_id_create_time_id` ON `cmis_contact_sheet` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmiscontactsheet_tenant_id_section_id_create_time_id" to table: "cmis_contact_sheet"
CREATE INDEX `cmiscontactsheet_tenant_id_section_id_create_time_id` ON `cmis_contact_sheet` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmiscontactsheet_tenant_id_sheet_no_id" to table: "cmis_contact_sheet"
CREATE INDEX `cmiscontactsheet_tenant_id_sheet_no_id` ON `cmis_contact_sheet` (`tenant_id`, `sheet_no`, `id`);
-- create index "cmiscontactsheet_tenant_id_send_date_id" to table: "cmis_contact_sheet"
CREATE INDEX `cmiscontactsheet_tenant_id_send_date_id` ON `cmis_contact_sheet` (`tenant_id`, `send_date`, `id`);
-- create "cmis_contract" table
CREATE TABLE `cmis_contract` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `contract_no` text NOT NULL, `name` text NOT NULL, `contract_type` text NOT NULL DEFAULT ('sg'), `party_a` text NULL, `party_b` text NOT NULL, `amount` numeric NOT NULL, `current_amount` numeric NULL, `paid_amount` numeric NULL, `sign_date` datetime NULL, `start_date` datetime NULL, `end_date` datetime NULL, `attachments` text NULL, `remark` text NULL, PRIMARY KEY (`id`));
-- create index "cmiscontract_tenant_id_create_time_id" to table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_create_time_id` ON `cmis_contract` (`tenant_id`, `create_time`, `id`);
-- create index "cmiscontract_tenant_id_engineering_id_create_time_id" to table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_engineering_id_create_time_id` ON `cmis_contract` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmiscontract_tenant_id_section_id_create_time_id" to table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_section_id_create_time_id` ON `cmis_contract` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmiscontract_tenant_id_contract_no_id" to table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_contract_no_id` ON `cmis_contract` (`tenant_id`, `contract_no`, `id`);
-- create index "cmiscontract_tenant_id_contract_type_create_time_id" to table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_contract_type_create_time_id` ON `cmis_contract` (`tenant_id`, `contract_type`, `create_time`, `id`);
-- create index "cmiscontract_tenant_id_party_b_create_time_id" to table: "cmis_contract"
CREATE INDEX `cmiscontract_tenant_id_party_b_create_time_id` ON `cmis_contract` (`tenant_id`, `party_b`, `create_time`, `id`);
-- create "cmis_contract_change" table
CREATE TABLE `cmis_contract_change` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `contract_id` text NOT NULL, `change_no` text NOT NULL, `title` text NOT NULL, `amount_change` numeric NOT NULL, `reason` text NOT NULL, `apply_date` datetime NULL, `status` text NOT NULL DEFAULT ('0'), `attachments` text NULL, PRIMARY KEY (`id`));
-- create index "cmiscontractchange_tenant_id_create_time_id" to table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_create_time_id` ON `cmis_contract_change` (`tenant_id`, `create_time`, `id`);
-- create index "cmiscontractchange_tenant_id_engineering_id_create_time_id" to table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_engineering_id_create_time_id` ON `cmis_contract_change` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmiscontractchange_tenant_id_section_id_create_time_id" to table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_section_id_create_time_id` ON `cmis_contract_change` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmiscontractchange_tenant_id_contract_id_create_time_id" to table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_contract_id_create_time_id` ON `cmis_contract_change` (`tenant_id`, `contract_id`, `create_time`, `id`);
-- create index "cmiscontractchange_tenant_id_change_no_id" to table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_change_no_id` ON `cmis_contract_change` (`tenant_id`, `change_no`, `id`);
-- create index "cmiscontractchange_tenant_id_status_create_time_id" to table: "cmis_contract_change"
CREATE INDEX `cmiscontractchange_tenant_id_status_create_time_id` ON `cmis_contract_change` (`tenant_id`, `status`, `create_time`, `id`);
-- create "cmis_design_achievement" table
CREATE TABLE `cmis_design_achievement` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `name` text NOT NULL, `achievement_type` text NOT NULL DEFAULT ('sgt'), `design_unit` text NULL, `version` text NULL, `submit_date` datetime NULL, `attachments` text NULL, `remark` text NULL, PRIMARY KEY (`id`));
-- create index "cmisdesignachievement_tenant_id_create_time_id" to table: "cmis_design_achievement"
CREATE INDEX `cmisdesignachievement_tenant_id_create_time_id` ON `cmis_design_achievement` (`tenant_id`, `create_time`, `id`);
-- create index "cmisdesignachievement_tenant_id_engineering_id_create_time_id" to table: "cmis_design_achievement"
CREATE INDEX `cmisdesignachievement_tenant_id_engineering_id_create_time_id` ON `cmis_design_achievement` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisdesignachievement_tenant_id_section_id_create_time_id" to table: "cmis_design_achievement"
CREATE INDEX `cmisdesignachievement_tenant_id_section_id_create_time_id` ON `cmis_design_achievement` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisdesignachievement_tenant_id_achievement_type_create_time_id" to table: "cmis_design_achievement"
CREATE INDEX `cmisdesignachievement_tenant_id_achievement_type_create_time_id` ON `cmis_design_achievement` (`tenant_id`, `achievement_type`, `create_time`, `id`);
-- create "cmis_design_change" table
CREATE TABLE `cmis_design_change` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `change_no` text NOT NULL, `title` text NOT NULL, `level` text NOT NULL DEFAULT ('1'), `reason` text NOT NULL, `cost_impact` numeric NULL, `apply_date` datetime NULL, `status` text NOT NULL DEFAULT ('0'), `attachments` text NULL, PRIMARY KEY (`id`));
-- create index "cmisdesignchange_tenant_id_create_time_id" to table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_create_time_id` ON `cmis_design_change` (`tenant_id`, `create_time`, `id`);
-- create index "cmisdesignchange_tenant_id_engineering_id_create_time_id" to table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_engineering_id_create_time_id` ON `cmis_design_change` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisdesignchange_tenant_id_section_id_create_time_id" to table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_section_id_create_time_id` ON `cmis_design_change` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisdesignchange_tenant_id_change_no_id" to table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_change_no_id` ON `cmis_design_change` (`tenant_id`, `change_no`, `id`);
-- create index "cmisdesignchange_tenant_id_level_create_time_id" to table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_level_create_time_id` ON `cmis_design_change` (`tenant_id`, `level`, `create_time`, `id`);
-- create index "cmisdesignchange_tenant_id_status_create_time_id" to table: "cmis_design_change"
CREATE INDEX `cmisdesignchange_tenant_id_status_create_time_id` ON `cmis_design_change` (`tenant_id`, `status`, `create_time`, `id`);
-- create "cmis_funding_plan" table
CREATE TABLE `cmis_funding_plan` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `plan_type` text NOT NULL DEFAULT ('month'), `period` text NOT NULL, `source` text NULL, `amount` numeric NOT NULL, `remark` text NULL, PRIMARY KEY (`id`));
-- create index "cmisfundingplan_tenant_id_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `create_time`, `id`);
-- create index "cmisfundingplan_tenant_id_engineering_id_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_engineering_id_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisfundingplan_tenant_id_section_id_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_section_id_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisfundingplan_tenant_id_plan_type_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_plan_type_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `plan_type`, `create_time`, `id`);
-- create index "cmisfundingplan_tenant_id_period_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_period_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `period`, `create_time`, `id`);
-- create index "cmisfundingplan_tenant_id_period_id" to table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_period_id` ON `cmis_funding_plan` (`tenant_id`, `period`, `id`);
-- create index "cmisfundingplan_tenant_id_source_create_time_id" to table: "cmis_funding_plan"
CREATE INDEX `cmisfundingplan_tenant_id_source_create_time_id` ON `cmis_funding_plan` (`tenant_id`, `source`, `create_time`, `id`);
-- create "cmis_investment_allocation" table
CREATE TABLE `cmis_investment_allocation` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `year` text NOT NULL, `budget_id` text NULL, `amount` numeric NOT NULL, `document_no` text NULL, `remark` text NULL, PRIMARY KEY (`id`));
-- create index "cmisinvestmentallocation_tenant_id_create_time_id" to table: "cmis_investment_allocation"
CREATE INDEX `cmisinvestmentallocation_tenant_id_create_time_id` ON `cmis_investment_allocation` (`tenant_id`, `create_time`, `id`);
-- create index "cmisinvestmentallocation_tenant_id_engineering_id_crea_b8fd7c12" to table: "cmis_investment_allocation"
CREATE INDEX `cmisinvestmentallocation_tenant_id_engineering_id_crea_b8fd7c12` ON `cmis_investment_allocation` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisinvestmentallocation_tenant_id_section_id_create_time_id" to table: "cmis_investment_allocation"
CREATE INDEX `cmisinvestmentallocation_tenant_id_section_id_create_time_id` ON `cmis_investment_allocation` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisinvestmentallocation_tenant_id_year_create_time_id" to table: "cmis_investment_allocation"
CREATE INDEX `cmisinvestmentallocation_tenant_id_year_create_time_id` ON `cmis_investment_allocation` (`tenant_id`, `year`, `create_time`, `id`);
-- create index "cmisinvestmentallocation_tenant_id_year_id" to table: "cmis_investment_allocation"
CREATE INDEX `cmisinvestmentallocation_tenant_id_year_id` ON `cmis_investment_allocation` (`tenant_id`, `year`, `id`);
-- create "cmis_investment_plan" table
CREATE TABLE `cmis_investment_plan` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `plan_type` text NOT NULL DEFAULT ('year'), `period` text NOT NULL, `amount` numeric NOT NULL, `content` text NULL, `remark` text NULL, PRIMARY KEY (`id`));
-- create index "cmisinvestmentplan_tenant_id_create_time_id" to table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_create_time_id` ON `cmis_investment_plan` (`tenant_id`, `create_time`, `id`);
-- create index "cmisinvestmentplan_tenant_id_engineering_id_create_time_id" to table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_engineering_id_create_time_id` ON `cmis_investment_plan` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisinvestmentplan_tenant_id_section_id_create_time_id" to table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_section_id_create_time_id` ON `cmis_investment_plan` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisinvestmentplan_tenant_id_plan_type_create_time_id" to table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_plan_type_create_time_id` ON `cmis_investment_plan` (`tenant_id`, `plan_type`, `create_time`, `id`);
-- create index "cmisinvestmentplan_tenant_id_period_create_time_id" to table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_period_create_time_id` ON `cmis_investment_plan` (`tenant_id`, `period`, `create_time`, `id`);
-- create index "cmisinvestmentplan_tenant_id_period_id" to table: "cmis_investment_plan"
CREATE INDEX `cmisinvestmentplan_tenant_id_period_id` ON `cmis_investment_plan` (`tenant_id`, `period`, `id`);
-- create "cmis_management_daily" table
CREATE TABLE `cmis_management_daily` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `log_date` datetime NOT NULL, `weather` text NULL, `temperature` text NULL, `recorder` text NULL, `content` text NOT NULL, `problems` text NULL, `photos` text NULL, PRIMARY KEY (`id`));
-- create index "cmismanagementdaily_tenant_id_section_id_log_date" to table: "cmis_management_daily"
CREATE UNIQUE INDEX `cmismanagementdaily_tenant_id_section_id_log_date` ON `cmis_management_daily` (`tenant_id`, `section_id`, `log_date`) WHERE del_flag = 0;
-- create index "cmismanagementdaily_tenant_id_create_time_id" to table: "cmis_management_daily"
CREATE INDEX `cmismanagementdaily_tenant_id_create_time_id` ON `cmis_management_daily` (`tenant_id`, `create_time`, `id`);
-- create index "cmismanagementdaily_tenant_id_engineering_id_create_time_id" to table: "cmis_management_daily"
CREATE INDEX `cmismanagementdaily_tenant_id_engineering_id_create_time_id` ON `cmis_management_daily` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmismanagementdaily_tenant_id_section_id_create_time_id" to table: "cmis_management_daily"
CREATE INDEX `cmismanagementdaily_tenant_id_section_id_create_time_id` ON `cmis_management_daily` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmismanagementdaily_tenant_id_log_date_id" to table: "cmis_management_daily"
CREATE INDEX `cmismanagementdaily_tenant_id_log_date_id` ON `cmis_management_daily` (`tenant_id`, `log_date`, `id`);
-- create "cmis_measurement" table
CREATE TABLE `cmis_measurement` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `contract_id` text NOT NULL, `quantity_cost_id` text NOT NULL, `period` text NOT NULL, `quantity` real NOT NULL, `unit_price` numeric NULL, `amount` numeric NULL, `cumulative_quantity` real NULL, `remaining_quantity` real NULL, `remark` text NULL, PRIMARY KEY (`id`));
-- create index "cmismeasurement_tenant_id_create_time_id" to table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_create_time_id` ON `cmis_measurement` (`tenant_id`, `create_time`, `id`);
-- create index "cmismeasurement_tenant_id_engineering_id_create_time_id" to table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_engineering_id_create_time_id` ON `cmis_measurement` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmismeasurement_tenant_id_section_id_create_time_id" to table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_section_id_create_time_id` ON `cmis_measurement` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmismeasurement_tenant_id_contract_id_create_time_id" to table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_contract_id_create_time_id` ON `cmis_measurement` (`tenant_id`, `contract_id`, `create_time`, `id`);
-- create index "cmismeasurement_tenant_id_quantity_cost_id_create_time_id" to table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_quantity_cost_id_create_time_id` ON `cmis_measurement` (`tenant_id`, `quantity_cost_id`, `create_time`, `id`);
-- create index "cmismeasurement_tenant_id_period_create_time_id" to table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_period_create_time_id` ON `cmis_measurement` (`tenant_id`, `period`, `create_time`, `id`);
-- create index "cmismeasurement_tenant_id_period_id" to table: "cmis_measurement"
CREATE INDEX `cmismeasurement_tenant_id_period_id` ON `cmis_measurement` (`tenant_id`, `period`, `id`);
-- create "cmis_payment" table
CREATE TABLE `cmis_payment` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `contract_id` text NOT NULL, `payment_no` text NOT NULL, `period` text NULL, `amount` numeric NOT NULL, `pay_date` datetime NULL, `status` text NOT NULL DEFAULT ('0'), `remark` text NULL, PRIMARY KEY (`id`));
-- create index "cmispayment_tenant_id_create_time_id" to table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_create_time_id` ON `cmis_payment` (`tenant_id`, `create_time`, `id`);
-- create index "cmispayment_tenant_id_engineering_id_create_time_id" to table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_engineering_id_create_time_id` ON `cmis_payment` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmispayment_tenant_id_section_id_create_time_id" to table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_section_id_create_time_id` ON `cmis_payment` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmispayment_tenant_id_contract_id_create_time_id" to table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_contract_id_create_time_id` ON `cmis_payment` (`tenant_id`, `contract_id`, `create_time`, `id`);
-- create index "cmispayment_tenant_id_payment_no_id" to table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_payment_no_id` ON `cmis_payment` (`tenant_id`, `payment_no`, `id`);
-- create index "cmispayment_tenant_id_period_create_time_id" to table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_period_create_time_id` ON `cmis_payment` (`tenant_id`, `period`, `create_time`, `id`);
-- create index "cmispayment_tenant_id_pay_date_id" to table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_pay_date_id` ON `cmis_payment` (`tenant_id`, `pay_date`, `id`);
-- create index "cmispayment_tenant_id_status_create_time_id" to table: "cmis_payment"
CREATE INDEX `cmispayment_tenant_id_status_create_time_id` ON `cmis_payment` (`tenant_id`, `status`, `create_time`, `id`);
-- create "cmis_picture_plan" table
CREATE TABLE `cmis_picture_plan` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `drawing_no` text NULL, `drawing_name` text NOT NULL, `sheets` integer NULL, `planned_date` datetime NOT NULL, `actual_date` datetime NULL, `remark` text NULL, PRIMARY KEY (`id`));
-- create index "cmispictureplan_tenant_id_create_time_id" to table: "cmis_picture_plan"
CREATE INDEX `cmispictureplan_tenant_id_create_time_id` ON `cmis_picture_plan` (`tenant_id`, `create_time`, `id`);
-- create index "cmispictureplan_tenant_id_engineering_id_create_time_id" to table: "cmis_picture_plan"
CREATE INDEX `cmispictureplan_tenant_id_engineering_id_create_time_id` ON `cmis_picture_plan` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmispictureplan_tenant_id_section_id_create_time_id" to table: "cmis_picture_plan"
CREATE INDEX `cmispictureplan_tenant_id_section_id_create_time_id` ON `cmis_picture_plan` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmispictureplan_tenant_id_planned_date_id" to table: "cmis_picture_plan"
CREATE INDEX `cmispictureplan_tenant_id_planned_date_id` ON `cmis_picture_plan` (`tenant_id`, `planned_date`, `id`);
-- create "cmis_project_amount" table
CREATE TABLE `cmis_project_amount` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `contract_id` text NOT NULL, `period` text NOT NULL, `completed_amount` numeric NOT NULL, `deduction` numeric NULL, `due_amount` numeric NULL, `remark` text NULL, PRIMARY KEY (`id`));
-- create index "cmisprojectamount_tenant_id_create_time_id" to table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_create_time_id` ON `cmis_project_amount` (`tenant_id`, `create_time`, `id`);
-- create index "cmisprojectamount_tenant_id_engineering_id_create_time_id" to table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_engineering_id_create_time_id` ON `cmis_project_amount` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisprojectamount_tenant_id_section_id_create_time_id" to table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_section_id_create_time_id` ON `cmis_project_amount` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisprojectamount_tenant_id_contract_id_create_time_id" to table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_contract_id_create_time_id` ON `cmis_project_amount` (`tenant_id`, `contract_id`, `create_time`, `id`);
-- create index "cmisprojectamount_tenant_id_period_create_time_id" to table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_period_create_time_id` ON `cmis_project_amount` (`tenant_id`, `period`, `create_time`, `id`);
-- create index "cmisprojectamount_tenant_id_period_id" to table: "cmis_project_amount"
CREATE INDEX `cmisprojectamount_tenant_id_period_id` ON `cmis_project_amount` (`tenant_id`, `period`, `id`);
-- create "cmis_project_data" table
CREATE TABLE `cmis_project_data` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `directory_id` text NOT NULL, `name` text NOT NULL, `document_no` text NULL, `file_date` datetime NULL, `files` text NULL, `remark` text NULL, PRIMARY KEY (`id`));
-- create index "cmisprojectdata_tenant_id_create_time_id" to table: "cmis_project_data"
CREATE INDEX `cmisprojectdata_tenant_id_create_time_id` ON `cmis_project_data` (`tenant_id`, `create_time`, `id`);
-- create index "cmisprojectdata_tenant_id_engineering_id_create_time_id" to table: "cmis_project_data"
CREATE INDEX `cmisprojectdata_tenant_id_engineering_id_create_time_id` ON `cmis_project_data` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmisprojectdata_tenant_id_section_id_create_time_id" to table: "cmis_project_data"
CREATE INDEX `cmisprojectdata_tenant_id_section_id_create_time_id` ON `cmis_project_data` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmisprojectdata_tenant_id_directory_id_create_time_id" to table: "cmis_project_data"
CREATE INDEX `cmisprojectdata_tenant_id_directory_id_create_time_id` ON `cmis_project_data` (`tenant_id`, `directory_id`, `create_time`, `id`);
-- create "cmis_settlement" table
CREATE TABLE `cmis_settlement` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `contract_id` text NOT NULL, `settle_type` text NOT NULL DEFAULT ('zq'), `submitted_amount` numeric NOT NULL, `audited_amount` numeric NULL, `difference` numeric NULL, `settle_date` datetime NULL, `status` text NOT NULL DEFAULT ('0'), `attachments` text NULL, PRIMARY KEY (`id`));
-- create index "cmissettlement_tenant_id_create_time_id" to table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_create_time_id` ON `cmis_settlement` (`tenant_id`, `create_time`, `id`);
-- create index "cmissettlement_tenant_id_engineering_id_create_time_id" to table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_engineering_id_create_time_id` ON `cmis_settlement` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmissettlement_tenant_id_section_id_create_time_id" to table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_section_id_create_time_id` ON `cmis_settlement` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmissettlement_tenant_id_contract_id_create_time_id" to table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_contract_id_create_time_id` ON `cmis_settlement` (`tenant_id`, `contract_id`, `create_time`, `id`);
-- create index "cmissettlement_tenant_id_settle_type_create_time_id" to table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_settle_type_create_time_id` ON `cmis_settlement` (`tenant_id`, `settle_type`, `create_time`, `id`);
-- create index "cmissettlement_tenant_id_status_create_time_id" to table: "cmis_settlement"
CREATE INDEX `cmissettlement_tenant_id_status_create_time_id` ON `cmis_settlement` (`tenant_id`, `status`, `create_time`, `id`);

-- +goose Down
-- reverse: create index "cmissettlement_tenant_id_status_create_time_id" to table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_status_create_time_id`;
-- reverse: create index "cmissettlement_tenant_id_settle_type_create_time_id" to table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_settle_type_create_time_id`;
-- reverse: create index "cmissettlement_tenant_id_contract_id_create_time_id" to table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_contract_id_create_time_id`;
-- reverse: create index "cmissettlement_tenant_id_section_id_create_time_id" to table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmissettlement_tenant_id_engineering_id_create_time_id" to table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmissettlement_tenant_id_create_time_id" to table: "cmis_settlement"
DROP INDEX `cmissettlement_tenant_id_create_time_id`;
-- reverse: create "cmis_settlement" table
DROP TABLE `cmis_settlement`;
-- reverse: create index "cmisprojectdata_tenant_id_directory_id_create_time_id" to table: "cmis_project_data"
DROP INDEX `cmisprojectdata_tenant_id_directory_id_create_time_id`;
-- reverse: create index "cmisprojectdata_tenant_id_section_id_create_time_id" to table: "cmis_project_data"
DROP INDEX `cmisprojectdata_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisprojectdata_tenant_id_engineering_id_create_time_id" to table: "cmis_project_data"
DROP INDEX `cmisprojectdata_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisprojectdata_tenant_id_create_time_id" to table: "cmis_project_data"
DROP INDEX `cmisprojectdata_tenant_id_create_time_id`;
-- reverse: create "cmis_project_data" table
DROP TABLE `cmis_project_data`;
-- reverse: create index "cmisprojectamount_tenant_id_period_id" to table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_period_id`;
-- reverse: create index "cmisprojectamount_tenant_id_period_create_time_id" to table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_period_create_time_id`;
-- reverse: create index "cmisprojectamount_tenant_id_contract_id_create_time_id" to table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_contract_id_create_time_id`;
-- reverse: create index "cmisprojectamount_tenant_id_section_id_create_time_id" to table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisprojectamount_tenant_id_engineering_id_create_time_id" to table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisprojectamount_tenant_id_create_time_id" to table: "cmis_project_amount"
DROP INDEX `cmisprojectamount_tenant_id_create_time_id`;
-- reverse: create "cmis_project_amount" table
DROP TABLE `cmis_project_amount`;
-- reverse: create index "cmispictureplan_tenant_id_planned_date_id" to table: "cmis_picture_plan"
DROP INDEX `cmispictureplan_tenant_id_planned_date_id`;
-- reverse: create index "cmispictureplan_tenant_id_section_id_create_time_id" to table: "cmis_picture_plan"
DROP INDEX `cmispictureplan_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmispictureplan_tenant_id_engineering_id_create_time_id" to table: "cmis_picture_plan"
DROP INDEX `cmispictureplan_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmispictureplan_tenant_id_create_time_id" to table: "cmis_picture_plan"
DROP INDEX `cmispictureplan_tenant_id_create_time_id`;
-- reverse: create "cmis_picture_plan" table
DROP TABLE `cmis_picture_plan`;
-- reverse: create index "cmispayment_tenant_id_status_create_time_id" to table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_status_create_time_id`;
-- reverse: create index "cmispayment_tenant_id_pay_date_id" to table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_pay_date_id`;
-- reverse: create index "cmispayment_tenant_id_period_create_time_id" to table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_period_create_time_id`;
-- reverse: create index "cmispayment_tenant_id_payment_no_id" to table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_payment_no_id`;
-- reverse: create index "cmispayment_tenant_id_contract_id_create_time_id" to table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_contract_id_create_time_id`;
-- reverse: create index "cmispayment_tenant_id_section_id_create_time_id" to table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmispayment_tenant_id_engineering_id_create_time_id" to table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmispayment_tenant_id_create_time_id" to table: "cmis_payment"
DROP INDEX `cmispayment_tenant_id_create_time_id`;
-- reverse: create "cmis_payment" table
DROP TABLE `cmis_payment`;
-- reverse: create index "cmismeasurement_tenant_id_period_id" to table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_period_id`;
-- reverse: create index "cmismeasurement_tenant_id_period_create_time_id" to table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_period_create_time_id`;
-- reverse: create index "cmismeasurement_tenant_id_quantity_cost_id_create_time_id" to table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_quantity_cost_id_create_time_id`;
-- reverse: create index "cmismeasurement_tenant_id_contract_id_create_time_id" to table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_contract_id_create_time_id`;
-- reverse: create index "cmismeasurement_tenant_id_section_id_create_time_id" to table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmismeasurement_tenant_id_engineering_id_create_time_id" to table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmismeasurement_tenant_id_create_time_id" to table: "cmis_measurement"
DROP INDEX `cmismeasurement_tenant_id_create_time_id`;
-- reverse: create "cmis_measurement" table
DROP TABLE `cmis_measurement`;
-- reverse: create index "cmismanagementdaily_tenant_id_log_date_id" to table: "cmis_management_daily"
DROP INDEX `cmismanagementdaily_tenant_id_log_date_id`;
-- reverse: create index "cmismanagementdaily_tenant_id_section_id_create_time_id" to table: "cmis_management_daily"
DROP INDEX `cmismanagementdaily_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmismanagementdaily_tenant_id_engineering_id_create_time_id" to table: "cmis_management_daily"
DROP INDEX `cmismanagementdaily_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmismanagementdaily_tenant_id_create_time_id" to table: "cmis_management_daily"
DROP INDEX `cmismanagementdaily_tenant_id_create_time_id`;
-- reverse: create index "cmismanagementdaily_tenant_id_section_id_log_date" to table: "cmis_management_daily"
DROP INDEX `cmismanagementdaily_tenant_id_section_id_log_date`;
-- reverse: create "cmis_management_daily" table
DROP TABLE `cmis_management_daily`;
-- reverse: create index "cmisinvestmentplan_tenant_id_period_id" to table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_period_id`;
-- reverse: create index "cmisinvestmentplan_tenant_id_period_create_time_id" to table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_period_create_time_id`;
-- reverse: create index "cmisinvestmentplan_tenant_id_plan_type_create_time_id" to table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_plan_type_create_time_id`;
-- reverse: create index "cmisinvestmentplan_tenant_id_section_id_create_time_id" to table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisinvestmentplan_tenant_id_engineering_id_create_time_id" to table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisinvestmentplan_tenant_id_create_time_id" to table: "cmis_investment_plan"
DROP INDEX `cmisinvestmentplan_tenant_id_create_time_id`;
-- reverse: create "cmis_investment_plan" table
DROP TABLE `cmis_investment_plan`;
-- reverse: create index "cmisinvestmentallocation_tenant_id_year_id" to table: "cmis_investment_allocation"
DROP INDEX `cmisinvestmentallocation_tenant_id_year_id`;
-- reverse: create index "cmisinvestmentallocation_tenant_id_year_create_time_id" to table: "cmis_investment_allocation"
DROP INDEX `cmisinvestmentallocation_tenant_id_year_create_time_id`;
-- reverse: create index "cmisinvestmentallocation_tenant_id_section_id_create_time_id" to table: "cmis_investment_allocation"
DROP INDEX `cmisinvestmentallocation_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisinvestmentallocation_tenant_id_engineering_id_crea_b8fd7c12" to table: "cmis_investment_allocation"
DROP INDEX `cmisinvestmentallocation_tenant_id_engineering_id_crea_b8fd7c12`;
-- reverse: create index "cmisinvestmentallocation_tenant_id_create_time_id" to table: "cmis_investment_allocation"
DROP INDEX `cmisinvestmentallocation_tenant_id_create_time_id`;
-- reverse: create "cmis_investment_allocation" table
DROP TABLE `cmis_investment_allocation`;
-- reverse: create index "cmisfundingplan_tenant_id_source_create_time_id" to table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_source_create_time_id`;
-- reverse: create index "cmisfundingplan_tenant_id_period_id" to table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_period_id`;
-- reverse: create index "cmisfundingplan_tenant_id_period_create_time_id" to table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_period_create_time_id`;
-- reverse: create index "cmisfundingplan_tenant_id_plan_type_create_time_id" to table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_plan_type_create_time_id`;
-- reverse: create index "cmisfundingplan_tenant_id_section_id_create_time_id" to table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisfundingplan_tenant_id_engineering_id_create_time_id" to table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisfundingplan_tenant_id_create_time_id" to table: "cmis_funding_plan"
DROP INDEX `cmisfundingplan_tenant_id_create_time_id`;
-- reverse: create "cmis_funding_plan" table
DROP TABLE `cmis_funding_plan`;
-- reverse: create index "cmisdesignchange_tenant_id_status_create_time_id" to table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_status_create_time_id`;
-- reverse: create index "cmisdesignchange_tenant_id_level_create_time_id" to table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_level_create_time_id`;
-- reverse: create index "cmisdesignchange_tenant_id_change_no_id" to table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_change_no_id`;
-- reverse: create index "cmisdesignchange_tenant_id_section_id_create_time_id" to table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisdesignchange_tenant_id_engineering_id_create_time_id" to table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisdesignchange_tenant_id_create_time_id" to table: "cmis_design_change"
DROP INDEX `cmisdesignchange_tenant_id_create_time_id`;
-- reverse: create "cmis_design_change" table
DROP TABLE `cmis_design_change`;
-- reverse: create index "cmisdesignachievement_tenant_id_achievement_type_create_time_id" to table: "cmis_design_achievement"
DROP INDEX `cmisdesignachievement_tenant_id_achievement_type_create_time_id`;
-- reverse: create index "cmisdesignachievement_tenant_id_section_id_create_time_id" to table: "cmis_design_achievement"
DROP INDEX `cmisdesignachievement_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisdesignachievement_tenant_id_engineering_id_create_time_id" to table: "cmis_design_achievement"
DROP INDEX `cmisdesignachievement_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisdesignachievement_tenant_id_create_time_id" to table: "cmis_design_achievement"
DROP INDEX `cmisdesignachievement_tenant_id_create_time_id`;
-- reverse: create "cmis_design_achievement" table
DROP TABLE `cmis_design_achievement`;
-- reverse: create index "cmiscontractchange_tenant_id_status_create_time_id" to table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_status_create_time_id`;
-- reverse: create index "cmiscontractchange_tenant_id_change_no_id" to table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_change_no_id`;
-- reverse: create index "cmiscontractchange_tenant_id_contract_id_create_time_id" to table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_contract_id_create_time_id`;
-- reverse: create index "cmiscontractchange_tenant_id_section_id_create_time_id" to table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmiscontractchange_tenant_id_engineering_id_create_time_id" to table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmiscontractchange_tenant_id_create_time_id" to table: "cmis_contract_change"
DROP INDEX `cmiscontractchange_tenant_id_create_time_id`;
-- reverse: create "cmis_contract_change" table
DROP TABLE `cmis_contract_change`;
-- reverse: create index "cmiscontract_tenant_id_party_b_create_time_id" to table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_party_b_create_time_id`;
-- reverse: create index "cmiscontract_tenant_id_contract_type_create_time_id" to table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_contract_type_create_time_id`;
-- reverse: create index "cmiscontract_tenant_id_contract_no_id" to table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_contract_no_id`;
-- reverse: create index "cmiscontract_tenant_id_section_id_create_time_id" to table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmiscontract_tenant_id_engineering_id_create_time_id" to table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmiscontract_tenant_id_create_time_id" to table: "cmis_contract"
DROP INDEX `cmiscontract_tenant_id_create_time_id`;
-- reverse: create "cmis_contract" table
DROP TABLE `cmis_contract`;
-- reverse: create index "cmiscontactsheet_tenant_id_send_date_id" to table: "cmis_contact_sheet"
DROP INDEX `cmiscontactsheet_tenant_id_send_date_id`;
-- reverse: create index "cmiscontactsheet_tenant_id_sheet_no_id" to table: "cmis_contact_sheet"
DROP INDEX `cmiscontactsheet_tenant_id_sheet_no_id`;
-- reverse: create index "cmiscontactsheet_tenant_id_section_id_create_time_id" to table: "cmis_contact_sheet"
DROP INDEX `cmiscontactsheet_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmiscontactsheet_tenant_id_engineering_id_create_time_id" to table: "cmis_contact_sheet"
DROP INDEX `cmiscontactsheet_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmiscontactsheet_tenant_id_create_time_id" to table: "cmis_contact_sheet"
DROP INDEX `cmiscontactsheet_tenant_id_create_time_id`;
-- reverse: create "cmis_contact_sheet" table
DROP TABLE `cmis_contact_sheet`;
-- reverse: create index "cmisappropriation_tenant_id_grant_date_id" to table: "cmis_appropriation"
DROP INDEX `cmisappropriation_tenant_id_grant_date_id`;
-- reverse: create index "cmisappropriation_tenant_id_source_create_time_id" to table: "cmis_appropriation"
DROP INDEX `cmisappropriation_tenant_id_source_create_time_id`;
-- reverse: create index "cmisappropriation_tenant_id_section_id_create_time_id" to table: "cmis_appropriation"
DROP INDEX `cmisappropriation_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmisappropriation_tenant_id_engineering_id_create_time_id" to table: "cmis_appropriation"
DROP INDEX `cmisappropriation_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmisappropriation_tenant_id_create_time_id" to table: "cmis_appropriation"
DROP INDEX `cmisappropriation_tenant_id_create_time_id`;
-- reverse: create "cmis_appropriation" table
DROP TABLE `cmis_appropriation`;

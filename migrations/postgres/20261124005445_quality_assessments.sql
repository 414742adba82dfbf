-- +goose Up
-- create "cmis_bolt_assessment" table
CREATE TABLE "cmis_bolt_assessment" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "unit_code" character varying NOT NULL, "division_id" character varying NULL, "bolt_count" bigint NULL, "bolt_length" double precision NULL, "spacing" double precision NULL, "hole_depth" double precision NULL, "grout_fullness" double precision NULL, "pull_force" double precision NULL, "main_item_pass" character varying NOT NULL DEFAULT '1', "general_pass_rate" double precision NOT NULL DEFAULT 0, "grade" character varying NULL, "assess_date" timestamptz NULL, "assessor" character varying NULL, "remarks" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisboltassessment_tenant_id_create_time_id" to table: "cmis_bolt_assessment"
CREATE INDEX "cmisboltassessment_tenant_id_create_time_id" ON "cmis_bolt_assessment" ("tenant_id", "create_time", "id");
-- create index "cmisboltassessment_tenant_id_engineering_id_create_time_id" to table: "cmis_bolt_assessment"
CREATE INDEX "cmisboltassessment_tenant_id_engineering_id_create_time_id" ON "cmis_bolt_assessment" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisboltassessment_tenant_id_grade_create_time_id" to table: "cmis_bolt_assessment"
CREATE INDEX "cmisboltassessment_tenant_id_grade_create_time_id" ON "cmis_bolt_assessment" ("tenant_id", "grade", "create_time", "id");
-- create index "cmisboltassessment_tenant_id_section_id_create_time_id" to table: "cmis_bolt_assessment"
CREATE INDEX "cmisboltassessment_tenant_id_section_id_create_time_id" ON "cmis_bolt_assessment" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmisboltassessment_tenant_id_unit_code_id" to table: "cmis_bolt_assessment"
CREATE INDEX "cmisboltassessment_tenant_id_unit_code_id" ON "cmis_bolt_assessment" ("tenant_id", "unit_code", "id");
-- create "cmis_excavation_assessment" table
CREATE TABLE "cmis_excavation_assessment" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "unit_code" character varying NOT NULL, "division_id" character varying NULL, "start_chainage" numeric(12,3) NULL, "end_chainage" numeric(12,3) NULL, "rock_class" character varying NULL, "over_break" double precision NULL, "under_break" double precision NULL, "alignment_deviation" double precision NULL, "main_item_pass" character varying NOT NULL DEFAULT '1', "general_pass_rate" double precision NOT NULL DEFAULT 0, "grade" character varying NULL, "assess_date" timestamptz NULL, "assessor" character varying NULL, "remarks" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisexcavationassessment_tenant_id_create_time_id" to table: "cmis_excavation_assessment"
CREATE INDEX "cmisexcavationassessment_tenant_id_create_time_id" ON "cmis_excavation_assessment" ("tenant_id", "create_time", "id");
-- create index "cmisexcavationassessment_tenant_id_engineering_id_crea_e1c1d365" to table: "cmis_excavation_assessment"
CREATE INDEX "cmisexcavationassessment_tenant_id_engineering_id_crea_e1c1d365" ON "cmis_excavation_assessment" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisexcavationassessment_tenant_id_grade_create_time_id" to table: "cmis_excavation_assessment"
CREATE INDEX "cmisexcavationassessment_tenant_id_grade_create_time_id" ON "cmis_excavation_assessment" ("tenant_id", "grade", "create_time", "id");
-- create index "cmisexcavationassessment_tenant_id_rock_class_create_time_id" to table: "cmis_excavation_assessment"
CREATE INDEX "cmisexcavationassessment_tenant_id_rock_class_create_time_id" ON "cmis_excavation_assessment" ("tenant_id", "rock_class", "create_time", "id");
-- create index "cmisexcavationassessment_tenant_id_section_id_create_time_id" to table: "cmis_excavation_assessment"
CREATE INDEX "cmisexcavationassessment_tenant_id_section_id_create_time_id" ON "cmis_excavation_assessment" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmisexcavationassessment_tenant_id_unit_code_id" to table: "cmis_excavation_assessment"
CREATE INDEX "cmisexcavationassessment_tenant_id_unit_code_id" ON "cmis_excavation_assessment" ("tenant_id", "unit_code", "id");
-- create "cmis_shotcrete_assessment" table
CREATE TABLE "cmis_shotcrete_assessment" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "unit_code" character varying NOT NULL, "division_id" character varying NULL, "design_thickness" double precision NULL, "measured_thickness" double precision NULL, "strength_class" character varying NULL, "test_result" character varying NULL, "main_item_pass" character varying NOT NULL DEFAULT '1', "general_pass_rate" double precision NOT NULL DEFAULT 0, "grade" character varying NULL, "assess_date" timestamptz NULL, "assessor" character varying NULL, "remarks" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmisshotcreteassessment_tenant_id_create_time_id" to table: "cmis_shotcrete_assessment"
CREATE INDEX "cmisshotcreteassessment_tenant_id_create_time_id" ON "cmis_shotcrete_assessment" ("tenant_id", "create_time", "id");
-- create index "cmisshotcreteassessment_tenant_id_engineering_id_create_time_id" to table: "cmis_shotcrete_assessment"
CREATE INDEX "cmisshotcreteassessment_tenant_id_engineering_id_create_time_id" ON "cmis_shotcrete_assessment" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmisshotcreteassessment_tenant_id_grade_create_time_id" to table: "cmis_shotcrete_assessment"
CREATE INDEX "cmisshotcreteassessment_tenant_id_grade_create_time_id" ON "cmis_shotcrete_assessment" ("tenant_id", "grade", "create_time", "id");
-- create index "cmisshotcreteassessment_tenant_id_section_id_create_time_id" to table: "cmis_shotcrete_assessment"
CREATE INDEX "cmisshotcreteassessment_tenant_id_section_id_create_time_id" ON "cmis_shotcrete_assessment" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmisshotcreteassessment_tenant_id_unit_code_id" to table: "cmis_shotcrete_assessment"
CREATE INDEX "cmisshotcreteassessment_tenant_id_unit_code_id" ON "cmis_shotcrete_assessment" ("tenant_id", "unit_code", "id");
-- create "cmis_tbm_assessment" table
CREATE TABLE "cmis_tbm_assessment" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "tenant_id" bigint NOT NULL DEFAULT 0, "del_flag" bigint NOT NULL DEFAULT 0, "engineering_id" character varying NULL, "section_id" character varying NULL, "unit_code" character varying NOT NULL, "division_id" character varying NULL, "start_chainage" numeric(12,3) NULL, "end_chainage" numeric(12,3) NULL, "rock_class" character varying NULL, "over_break" double precision NULL, "under_break" double precision NULL, "alignment_deviation" double precision NULL, "main_item_pass" character varying NOT NULL DEFAULT '1', "general_pass_rate" double precision NOT NULL DEFAULT 0, "grade" character varying NULL, "assess_date" timestamptz NULL, "assessor" character varying NULL, "remarks" character varying NULL, PRIMARY KEY ("id"));
-- create index "cmistbmassessment_tenant_id_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX "cmistbmassessment_tenant_id_create_time_id" ON "cmis_tbm_assessment" ("tenant_id", "create_time", "id");
-- create index "cmistbmassessment_tenant_id_engineering_id_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX "cmistbmassessment_tenant_id_engineering_id_create_time_id" ON "cmis_tbm_assessment" ("tenant_id", "engineering_id", "create_time", "id");
-- create index "cmistbmassessment_tenant_id_grade_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX "cmistbmassessment_tenant_id_grade_create_time_id" ON "cmis_tbm_assessment" ("tenant_id", "grade", "create_time", "id");
-- create index "cmistbmassessment_tenant_id_rock_class_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX "cmistbmassessment_tenant_id_rock_class_create_time_id" ON "cmis_tbm_assessment" ("tenant_id", "rock_class", "create_time", "id");
-- create index "cmistbmassessment_tenant_id_section_id_create_time_id" to table: "cmis_tbm_assessment"
CREATE INDEX "cmistbmassessment_tenant_id_section_id_create_time_id" ON "cmis_tbm_assessment" ("tenant_id", "section_id", "create_time", "id");
-- create index "cmistbmassessment_tenant_id_unit_code_id" to table: "cmis_tbm_assessment"
CREATE INDEX "cmistbmassessment_tenant_id_unit_code_id" ON "cmis_tbm_assessment" ("tenant_id", "unit_code", "id");

-- +goose Down
-- reverse: create index "cmistbmassessment_tenant_id_unit_code_id" to table: "cmis_tbm_assessment"
DROP INDEX "cmistbmassessment_tenant_id_unit_code_id";
-- reverse: create index "cmistbmassessment_tenant_id_section_id_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX "cmistbmassessment_tenant_id_section_id_create_time_id";
-- reverse: create index "cmistbmassessment_tenant_id_rock_class_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX "cmistbmassessment_tenant_id_rock_class_create_time_id";
-- reverse: create index "cmistbmassessment_tenant_id_grade_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX "cmistbmassessment_tenant_id_grade_create_time_id";
-- reverse: create index "cmistbmassessment_tenant_id_engineering_id_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX "cmistbmassessment_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmistbmassessment_tenant_id_create_time_id" to table: "cmis_tbm_assessment"
DROP INDEX "cmistbmassessment_tenant_id_create_time_id";
-- reverse: create "cmis_tbm_assessment" table
DROP TABLE "cmis_tbm_assessment";
-- reverse: create index "cmisshotcreteassessment_tenant_id_unit_code_id" to table: "cmis_shotcrete_assessment"
DROP INDEX "cmisshotcreteassessment_tenant_id_unit_code_id";
-- reverse: create index "cmisshotcreteassessment_tenant_id_section_id_create_time_id" to table: "cmis_shotcrete_assessment"
DROP INDEX "cmisshotcreteassessment_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisshotcreteassessment_tenant_id_grade_create_time_id" to table: "cmis_shotcrete_assessment"
DROP INDEX "cmisshotcreteassessment_tenant_id_grade_create_time_id";
-- reverse: create index "cmisshotcreteassessment_tenant_id_engineering_id_create_time_id" to table: "cmis_shotcrete_assessment"
DROP INDEX "cmisshotcreteassessment_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisshotcreteassessment_tenant_id_create_time_id" to table: "cmis_shotcrete_assessment"
DROP INDEX "cmisshotcreteassessment_tenant_id_create_time_id";
-- reverse: create "cmis_shotcrete_assessment" table
DROP TABLE "cmis_shotcrete_assessment";
-- reverse: create index "cmisexcavationassessment_tenant_id_unit_code_id" to table: "cmis_excavation_assessment"
DROP INDEX "cmisexcavationassessment_tenant_id_unit_code_id";
-- reverse: create index "cmisexcavationassessment_tenant_id_section_id_create_time_id" to table: "cmis_excavation_assessment"
DROP INDEX "cmisexcavationassessment_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisexcavationassessment_tenant_id_rock_class_create_time_id" to table: "cmis_excavation_assessment"
DROP INDEX "cmisexcavationassessment_tenant_id_rock_class_create_time_id";
-- reverse: create index "cmisexcavationassessment_tenant_id_grade_create_time_id" to table: "cmis_excavation_assessment"
DROP INDEX "cmisexcavationassessment_tenant_id_grade_create_time_id";
-- reverse: create index "cmisexcavationassessment_tenant_id_engineering_id_crea_e1c1d365" to table: "cmis_excavation_assessment"
DROP INDEX "cmisexcavationassessment_tenant_id_engineering_id_crea_e1c1d365";
-- reverse: create index "cmisexcavationassessment_tenant_id_create_time_id" to table: "cmis_excavation_assessment"
DROP INDEX "cmisexcavationassessment_tenant_id_create_time_id";
-- reverse: create "cmis_excavation_assessment" table
DROP TABLE "cmis_excavation_assessment";
-- reverse: create index "cmisboltassessment_tenant_id_unit_code_id" to table: "cmis_bolt_assessment"
DROP INDEX "cmisboltassessment_tenant_id_unit_code_id";
-- reverse: create index "cmisboltassessment_tenant_id_section_id_create_time_id" to table: "cmis_bolt_assessment"
DROP INDEX "cmisboltassessment_tenant_id_section_id_create_time_id";
-- reverse: create index "cmisboltassessment_tenant_id_grade_create_time_id" to table: "cmis_bolt_assessment"
DROP INDEX "cmisboltassessment_tenant_id_grade_create_time_id";
-- reverse: create index "cmisboltassessment_tenant_id_engineering_id_create_time_id" to table: "cmis_bolt_assessment"
DROP INDEX "cmisboltassessment_tenant_id_engineering_id_create_time_id";
-- reverse: create index "cmisboltassessment_tenant_id_create_time_id" to table: "cmis_bolt_assessment"
DROP INDEX "cmisboltassessment_tenant_id_create_time_id";
-- reverse: create "cmis_bolt_assessment" table
DROP TABLE "cmis_bolt_assessment";

-- +goose Up
-- create "onl_cgreport_head" table
CREATE TABLE "onl_cgreport_head" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "code" character varying NOT NULL, "name" character varying NOT NULL, "cgr_sql" character varying NOT NULL, "db_source" character varying NULL, "content" character varying NULL, PRIMARY KEY ("id"));
-- create index "onl_cgreport_head_code_key" to table: "onl_cgreport_head"
CREATE UNIQUE INDEX "onl_cgreport_head_code_key" ON "onl_cgreport_head" ("code");
-- create index "onlcgreporthead_create_time_id" to table: "onl_cgreport_head"
CREATE INDEX "onlcgreporthead_create_time_id" ON "onl_cgreport_head" ("create_time", "id");
-- create "onl_cgreport_item" table
CREATE TABLE "onl_cgreport_item" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "sort_no" bigint NOT NULL DEFAULT 0, "field_name" character varying NOT NULL, "field_txt" character varying NOT NULL, "field_type" character varying NOT NULL DEFAULT 'String', "is_show" bigint NOT NULL DEFAULT 1, "is_search" bigint NOT NULL DEFAULT 0, "search_mode" character varying NULL, "dict_code" character varying NULL, "cgrhead_id" character varying NOT NULL, PRIMARY KEY ("id"), CONSTRAINT "onl_cgreport_item_onl_cgreport_head_items" FOREIGN KEY ("cgrhead_id") REFERENCES "onl_cgreport_head" ("id") ON UPDATE NO ACTION ON DELETE NO ACTION);
-- create index "onlcgreportitem_cgrhead_id_sort_no" to table: "onl_cgreport_item"
CREATE INDEX "onlcgreportitem_cgrhead_id_sort_no" ON "onl_cgreport_item" ("cgrhead_id", "sort_no");
-- create index "onlcgreportitem_create_time_id" to table: "onl_cgreport_item"
CREATE INDEX "onlcgreportitem_create_time_id" ON "onl_cgreport_item" ("create_time", "id");
-- create "onl_cgreport_param" table
CREATE TABLE "onl_cgreport_param" ("id" character varying NOT NULL, "create_by" character varying NULL, "create_time" timestamptz NULL, "update_by" character varying NULL, "update_time" timestamptz NULL, "sys_org_code" character varying NULL, "sort_no" bigint NOT NULL DEFAULT 0, "param_name" character varying NOT NULL, "param_txt" character varying NOT NULL, "param_value" character varying NULL, "cgrhead_id" character varying NOT NULL, PRIMARY KEY ("id"), CONSTRAINT "onl_cgreport_param_onl_cgreport_head_params" FOREIGN KEY ("cgrhead_id") REFERENCES "onl_cgreport_head" ("id") ON UPDATE NO ACTION ON DELETE NO ACTION);
-- create index "onlcgreportparam_cgrhead_id_sort_no" to table: "onl_cgreport_param"
CREATE INDEX "onlcgreportparam_cgrhead_id_sort_no" ON "onl_cgreport_param" ("cgrhead_id", "sort_no");
-- create index "onlcgreportparam_create_time_id" to table: "onl_cgreport_param"
CREATE INDEX "onlcgreportparam_create_time_id" ON "onl_cgreport_param" ("create_time", "id");

-- +goose Down
-- reverse: create index "onlcgreportparam_create_time_id" to table: "onl_cgreport_param"
DROP INDEX "onlcgreportparam_create_time_id";
-- reverse: create index "onlcgreportparam_cgrhead_id_sort_no" to table: "onl_cgreport_param"
DROP INDEX "onlcgreportparam_cgrhead_id_sort_no";
-- reverse: create "onl_cgreport_param" table
DROP TABLE "onl_cgreport_param";
-- reverse: create index "onlcgreportitem_create_time_id" to table: "onl_cgreport_item"
DROP INDEX "onlcgreportitem_create_time_id";
-- reverse: create index "onlcgreportitem_cgrhead_id_sort_no" to table: "onl_cgreport_item"
DROP INDEX "onlcgreportitem_cgrhead_id_sort_no";
-- reverse: create "onl_cgreport_item" table
DROP TABLE "onl_cgreport_item";
-- reverse: create index "onlcgreporthead_create_time_id" to table: "onl_cgreport_head"
DROP INDEX "onlcgreporthead_create_time_id";
-- reverse: create index "onl_cgreport_head_code_key" to table: "onl_cgreport_head"
DROP INDEX "onl_cgreport_head_code_key";
-- reverse: create "onl_cgreport_head" table
DROP TABLE "onl_cgreport_head";

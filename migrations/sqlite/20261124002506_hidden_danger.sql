-- +goose Up
-- create "cmis_hidden_danger" table
CREATE TABLE `cmis_hidden_danger` (`id` text NOT NULL, `create_by` text NULL, `create_time` datetime NULL, `update_by` text NULL, `update_time` datetime NULL, `sys_org_code` text NULL, `tenant_id` integer NOT NULL DEFAULT (0), `del_flag` integer NOT NULL DEFAULT (0), `engineering_id` text NULL, `section_id` text NULL, `location` text NOT NULL, `level` text NOT NULL DEFAULT ('1'), `description` text NOT NULL, `photos` text NULL, `responsible_unit` text NULL, `responsible_person` text NULL, `deadline` datetime NULL, `status` text NOT NULL DEFAULT ('1'), `rectify_measure` text NULL, `rectify_photos` text NULL, `review_opinion` text NULL, `reviewer` text NULL, `closed_time` datetime NULL, PRIMARY KEY (`id`));
-- create index "cmishiddendanger_tenant_id_create_time_id" to table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_create_time_id` ON `cmis_hidden_danger` (`tenant_id`, `create_time`, `id`);
-- create index "cmishiddendanger_tenant_id_engineering_id_create_time_id" to table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_engineering_id_create_time_id` ON `cmis_hidden_danger` (`tenant_id`, `engineering_id`, `create_time`, `id`);
-- create index "cmishiddendanger_tenant_id_section_id_create_time_id" to table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_section_id_create_time_id` ON `cmis_hidden_danger` (`tenant_id`, `section_id`, `create_time`, `id`);
-- create index "cmishiddendanger_tenant_id_level_create_time_id" to table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_level_create_time_id` ON `cmis_hidden_danger` (`tenant_id`, `level`, `create_time`, `id`);
-- create index "cmishiddendanger_tenant_id_deadline_id" to table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_deadline_id` ON `cmis_hidden_danger` (`tenant_id`, `deadline`, `id`);
-- create index "cmishiddendanger_tenant_id_status_create_time_id" to table: "cmis_hidden_danger"
CREATE INDEX `cmishiddendanger_tenant_id_status_create_time_id` ON `cmis_hidden_danger` (`tenant_id`, `status`, `create_time`, `id`);

-- +goose Down
-- reverse: create index "cmishiddendanger_tenant_id_status_create_time_id" to table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_status_create_time_id`;
-- reverse: create index "cmishiddendanger_tenant_id_deadline_id" to table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_deadline_id`;
-- reverse: create index "cmishiddendanger_tenant_id_level_create_time_id" to table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_level_create_time_id`;
-- reverse: create index "cmishiddendanger_tenant_id_section_id_create_time_id" to table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_section_id_create_time_id`;
-- reverse: create index "cmishiddendanger_tenant_id_engineering_id_create_time_id" to table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_engineering_id_create_time_id`;
-- reverse: create index "cmishiddendanger_tenant_id_create_time_id" to table: "cmis_hidden_danger"
DROP INDEX `cmishiddendanger_tenant_id_create_time_id`;
-- reverse: create "cmis_hidden_danger" table
DROP TABLE `cmis_hidden_danger`;

-- +goose Up
-- add column "route" to table: "cmis_building"
ALTER TABLE `cmis_building` ADD COLUMN `route` text NULL;
-- add column "chainage" to table: "cmis_surface_dict"
ALTER TABLE `cmis_surface_dict` ADD COLUMN `chainage` numeric NULL;
-- add column "longitude" to table: "cmis_surface_dict"
ALTER TABLE `cmis_surface_dict` ADD COLUMN `longitude` real NULL;
-- add column "latitude" to table: "cmis_surface_dict"
ALTER TABLE `cmis_surface_dict` ADD COLUMN `latitude` real NULL;
-- add column "chainage" to table: "cmis_hidden_danger"
ALTER TABLE `cmis_hidden_danger` ADD COLUMN `chainage` numeric NULL;

-- +goose Down
-- reverse: add column "chainage" to table: "cmis_hidden_danger"
ALTER TABLE `cmis_hidden_danger` DROP COLUMN `chainage`;
-- reverse: add column "latitude" to table: "cmis_surface_dict"
ALTER TABLE `cmis_surface_dict` DROP COLUMN `latitude`;
-- reverse: add column "longitude" to table: "cmis_surface_dict"
ALTER TABLE `cmis_surface_dict` DROP COLUMN `longitude`;
-- reverse: add column "chainage" to table: "cmis_surface_dict"
ALTER TABLE `cmis_surface_dict` DROP COLUMN `chainage`;
-- reverse: add column "route" to table: "cmis_building"
ALTER TABLE `cmis_building` DROP COLUMN `route`;

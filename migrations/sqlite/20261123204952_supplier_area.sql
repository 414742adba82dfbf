-- +goose Up
-- add column "area" to table: "cmis_supplier"
ALTER TABLE `cmis_supplier` ADD COLUMN `area` text NULL;

-- +goose Down
-- reverse: add column "area" to table: "cmis_supplier"
ALTER TABLE `cmis_supplier` DROP COLUMN `area`;

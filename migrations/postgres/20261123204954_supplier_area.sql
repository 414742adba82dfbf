-- +goose Up
-- modify "cmis_supplier" table
ALTER TABLE "cmis_supplier" ADD COLUMN "area" character varying NULL;

-- +goose Down
-- reverse: modify "cmis_supplier" table
ALTER TABLE "cmis_supplier" DROP COLUMN "area";
